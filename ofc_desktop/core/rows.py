"""The three rows of a board (docs/rules.md §3)."""

from __future__ import annotations

from enum import Enum

from ofc_desktop.core.translate import QT_TRANSLATE_NOOP, translate


class Row(Enum):
    """A board row; the top holds 3 cards, the middle and bottom 5."""

    TOP = "top"
    MIDDLE = "middle"
    BOTTOM = "bottom"

    @property
    def size(self) -> int:
        return 3 if self is Row.TOP else 5


ROWS = (Row.TOP, Row.MIDDLE, Row.BOTTOM)

# A row's name in running text ("the middle row", "You won the top and bottom").
_ROW_WORDS = {
    #: a row's name in running text: "the {row} row", "You won the top and middle."
    Row.TOP: QT_TRANSLATE_NOOP("Rows", "top"),
    Row.MIDDLE: QT_TRANSLATE_NOOP("Rows", "middle"),
    Row.BOTTOM: QT_TRANSLATE_NOOP("Rows", "bottom"),
}


def row_word(row: Row | str) -> str:
    """A row's name for running text, translated ("top", "middle", "bottom").

    >>> row_word(Row.MIDDLE), row_word("top")
    ('middle', 'top')
    """
    return translate("Rows", _ROW_WORDS[Row(row)])
