"""The three rows of a board (RULES.md §3)."""

from __future__ import annotations

from enum import Enum


class Row(Enum):
    """A board row; the top holds 3 cards, the middle and bottom 5."""

    TOP = "top"
    MIDDLE = "middle"
    BOTTOM = "bottom"

    @property
    def size(self) -> int:
        return 3 if self is Row.TOP else 5


ROWS = (Row.TOP, Row.MIDDLE, Row.BOTTOM)
