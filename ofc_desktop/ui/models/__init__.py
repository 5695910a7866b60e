"""Frozen values the views draw from; they never hold engine objects or callables."""
