"""An editable grid over a RoyaltyTable (docs/rules.md §4.1): one row per paying hand, one
column per board row; a cell that cannot pay (a pair on the bottom, a straight on top)
shows a dash and cannot be edited.

Rows are found by their English labels (``cell_index("Pair QQ", "top")``); what is
shown is translated in the "RoyaltyTableModel" context."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from ofc_desktop.core.royalties import (
    FIVE_CARD_HANDS,
    MAX_ROYALTY,
    RANK_LABELS,
    STANDARD_ROYALTIES,
    RoyaltyTable,
)
from ofc_desktop.core.rules_words import HAND_WORDS
from ofc_desktop.core.translate import translate
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP

ModelIndex = QModelIndex | QPersistentModelIndex

COLUMNS = ("bottom", "middle", "top")
NOT_PAID = "–"
# The English texts; marked for lupdate here, translated when shown.
_HAND_NAMES = {
    "three_of_a_kind": QT_TRANSLATE_NOOP("RoyaltyTableModel", "Three of a kind"),
    "straight": QT_TRANSLATE_NOOP("RoyaltyTableModel", "Straight"),
    "flush": QT_TRANSLATE_NOOP("RoyaltyTableModel", "Flush"),
    "full_house": QT_TRANSLATE_NOOP("RoyaltyTableModel", "Full house"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("RoyaltyTableModel", "Four of a kind"),
    "straight_flush": QT_TRANSLATE_NOOP("RoyaltyTableModel", "Straight flush"),
    "royal_flush": QT_TRANSLATE_NOOP("RoyaltyTableModel", "Royal flush"),
    "five_of_a_kind": QT_TRANSLATE_NOOP("RoyaltyTableModel", "Five of a kind"),
}
# A row's hand in running text, by its label ("a flush", not "a Flush" in English).
_RUNNING_TEXT = {_HAND_NAMES[hand]: hand for hand in FIVE_CARD_HANDS}
_PAIR = QT_TRANSLATE_NOOP("RoyaltyTableModel", "Pair {cards}")
_TRIPS = QT_TRANSLATE_NOOP("RoyaltyTableModel", "Trips {cards}")
_COLUMN_LABELS = {
    "bottom": QT_TRANSLATE_NOOP("RoyaltyTableModel", "Bottom"),
    "middle": QT_TRANSLATE_NOOP("RoyaltyTableModel", "Middle"),
    "top": QT_TRANSLATE_NOOP("RoyaltyTableModel", "Top"),
}
_NOTHING_TIPS = {
    "bottom": QT_TRANSLATE_NOOP("RoyaltyTableModel", "{hand} earns nothing on the bottom row"),
    "middle": QT_TRANSLATE_NOOP("RoyaltyTableModel", "{hand} earns nothing on the middle row"),
    "top": QT_TRANSLATE_NOOP("RoyaltyTableModel", "{hand} earns nothing on the top row"),
}
_POINTS_TIPS = {
    "bottom": QT_TRANSLATE_NOOP(
        "RoyaltyTableModel", "Points for {hand} on the bottom row (0-{most})"
    ),
    "middle": QT_TRANSLATE_NOOP(
        "RoyaltyTableModel", "Points for {hand} on the middle row (0-{most})"
    ),
    "top": QT_TRANSLATE_NOOP("RoyaltyTableModel", "Points for {hand} on the top row (0-{most})"),
}
# (label template, the cards it names, RoyaltyTable field for each column or None where
# the cell cannot pay, position)
_ROWS: tuple[tuple[str, str, tuple[str | None, str | None, str | None], int], ...] = (
    *(
        (_HAND_NAMES[hand], "", ("bottom", "middle", None), i)
        for i, hand in enumerate(FIVE_CARD_HANDS)
    ),
    *((_PAIR, rank * 2, (None, None, "top_pairs"), i) for i, rank in enumerate(RANK_LABELS)),
    *((_TRIPS, rank * 3, (None, None, "top_trips"), i) for i, rank in enumerate(RANK_LABELS)),
)


def parse_royalty(value: Any) -> int | None:
    """A cell value from an editor: a whole number 0..MAX_ROYALTY (int or its text)."""
    if isinstance(value, str):
        try:
            value = int(value.strip())
        except ValueError:
            return None
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value if 0 <= value <= MAX_ROYALTY else None


class RoyaltyTableModel(QAbstractTableModel):
    """Rows: the five-card hands, then top pairs 22..AA and top trips 222..AAA;
    columns: bottom, middle, top. ``table()`` builds the edited RoyaltyTable."""

    def __init__(self, table: RoyaltyTable = STANDARD_ROYALTIES, parent: Any = None) -> None:
        super().__init__(parent)
        self._cells: dict[str, list[int]] = {}
        self._fill(table)

    def _fill(self, table: RoyaltyTable) -> None:
        self._cells = {
            "bottom": list(table.bottom),
            "middle": list(table.middle),
            "top_pairs": list(table.top_pairs),
            "top_trips": list(table.top_trips),
        }

    def _locate(self, index: ModelIndex) -> tuple[str, int] | None:
        """The RoyaltyTable field and position behind a cell, None where it cannot pay."""
        if (
            not index.isValid()
            or not 0 <= index.row() < len(_ROWS)
            or not 0 <= index.column() < len(COLUMNS)
        ):
            return None
        _label, _cards, names, position = _ROWS[index.row()]
        name = names[index.column()]
        return None if name is None else (name, position)

    # ----- the table --------------------------------------------------------------------

    def table(self) -> RoyaltyTable:
        return RoyaltyTable(
            bottom=tuple(self._cells["bottom"]),
            middle=tuple(self._cells["middle"]),
            top_pairs=tuple(self._cells["top_pairs"]),
            top_trips=tuple(self._cells["top_trips"]),
        )

    def reset_to(self, table: RoyaltyTable) -> None:
        """Show another table (a preset) in every cell."""
        self._fill(table)
        self.dataChanged.emit(
            self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
        )

    def cell_index(self, label: str, column: str) -> QModelIndex:
        """The index of a row by its label ("Flush", "Pair QQ", "Trips AAA") and column."""
        for row, (template, cards, _names, _position) in enumerate(_ROWS):
            if template.format(cards=cards) == label:
                return self.index(row, COLUMNS.index(column))
        raise KeyError(label)

    def row_label(self, row: int) -> str:
        """A row's label as shown ("Pair QQ" in English)."""
        template, cards, _names, _position = _ROWS[row]
        return self.tr(template).format(cards=cards)

    # ----- Qt model interface -----------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(_ROWS)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if self._locate(index) is None:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        where = self._locate(index)
        if role == Qt.ItemDataRole.DisplayRole:
            return NOT_PAID if where is None else str(self._cells[where[0]][where[1]])
        if role == Qt.ItemDataRole.EditRole:
            return None if where is None else self._cells[where[0]][where[1]]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.ToolTipRole:
            label = self.row_label(index.row())
            row = COLUMNS[index.column()]
            if where is None:
                return self.tr(_NOTHING_TIPS[row]).format(hand=label)
            hand = _RUNNING_TEXT.get(_ROWS[index.row()][0])
            words = translate("RulesHelp", HAND_WORDS[hand]) if hand else label
            return self.tr(_POINTS_TIPS[row]).format(hand=words, most=MAX_ROYALTY)
        return None

    def setData(
        self,
        index: ModelIndex,
        value: Any,
        role: int = Qt.ItemDataRole.EditRole,
    ) -> bool:
        if role != Qt.ItemDataRole.EditRole:
            return False
        where = self._locate(index)
        points = parse_royalty(value)
        if where is None or points is None:
            return False
        name, position = where
        if self._cells[name][position] != points:
            self._cells[name][position] = points
            self.dataChanged.emit(
                index, index, [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole]
            )
        return True

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return (
                self.tr(_COLUMN_LABELS[COLUMNS[section]]) if 0 <= section < len(COLUMNS) else None
            )
        return self.row_label(section) if 0 <= section < len(_ROWS) else None
