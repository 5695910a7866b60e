"""Dialogs: a new match, the settings pages, the royalty editor."""
