"""The engine's exception family: every rules error is a ``ValueError``."""

from __future__ import annotations


class OfcError(ValueError):
    """Base class for every error the rules core raises on bad input."""


class CardParseError(OfcError):
    """Card text that names no card; the message quotes the bad token."""


class RulesError(OfcError):
    """An invalid rule setting or an impossible combination of settings."""


class BoardError(OfcError):
    """A board that breaks the shape rules (row sizes, duplicate cards)."""
