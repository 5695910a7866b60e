"""Docked panels beside the table: score review, history browser, statistics."""
