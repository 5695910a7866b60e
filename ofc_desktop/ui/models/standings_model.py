"""The match hand by hand: one row per settled hand, one column per player with that
hand's result and the running total, e.g. "+3 (+10)", and a final "Total" row.

Built from ``TableSnapshot.hand_results`` (each settled hand's (player, total) pairs);
``RAW_ROLE`` gives a hand's result, ``RUNNING_ROLE`` the running total after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.settlement_model import RAW_ROLE, signed

ModelIndex = QModelIndex | QPersistentModelIndex
RUNNING_ROLE = Qt.ItemDataRole.UserRole + 2  # the running total after a hand
# The English texts; marked for lupdate here, translated when shown.
HAND_COLUMN = QT_TRANSLATE_NOOP("StandingsModel", "Hand")
TOTAL_ROW = QT_TRANSLATE_NOOP("StandingsModel", "Total")

HandResults = Sequence[Sequence[tuple[str, int]]]


class StandingsModel(QAbstractTableModel):
    """Rows: hands 1..n, then "Total"; columns: "Hand", then the players in the order
    they first appear. A player absent from a hand (joined later, left, eliminated)
    shows a dash there and keeps its running total."""

    def __init__(
        self, hand_results: HandResults = (), starting_total: int = 0, parent: Any = None
    ) -> None:
        super().__init__(parent)
        self._players: tuple[str, ...] = ()
        self._results: tuple[dict[str, int], ...] = ()
        self._running: tuple[dict[str, int], ...] = ()
        self._start = starting_total
        self.update(hand_results, starting_total)

    def update(self, hand_results: HandResults, starting_total: int = 0) -> None:
        """Show these hands (the whole match so far); ``starting_total`` is where every
        total starts (100 in an elimination match)."""
        self.beginResetModel()
        players: list[str] = []
        results: list[dict[str, int]] = []
        running: list[dict[str, int]] = []
        totals: dict[str, int] = {}
        for hand in hand_results:
            result = dict(hand)
            for name, points in hand:
                if name not in totals:
                    players.append(name)
                    totals[name] = starting_total
                totals[name] += points
            results.append(result)
            running.append(dict(totals))
        self._players = tuple(players)
        self._results = tuple(results)
        self._running = tuple(running)
        self._start = starting_total
        self.endResetModel()

    @property
    def players(self) -> tuple[str, ...]:
        return self._players

    def totals(self) -> dict[str, int]:
        """Each player's total after the last hand."""
        return dict(self._running[-1]) if self._running else {}

    def cell(self, row: int, column: int, role: int = RAW_ROLE) -> object:
        return self.data(self.index(row, column), role)

    def _is_total(self, row: int) -> bool:
        return row == len(self._results)

    # ----- Qt model interface -----------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or not self._results:
            return 0
        return len(self._results) + 1

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 1 + len(self._players)

    def _raw(self, row: int, column: int) -> object:
        if column == 0:
            return None if self._is_total(row) else row + 1
        name = self._players[column - 1]
        if self._is_total(row):
            return self._running[-1].get(name)
        return self._results[row].get(name)

    def _running_total(self, row: int, column: int) -> int | None:
        if column == 0:
            return None
        index = len(self._running) - 1 if self._is_total(row) else row
        return self._running[index].get(self._players[column - 1])

    def _display(self, row: int, column: int) -> str:
        if column == 0:
            return self.tr(TOTAL_ROW) if self._is_total(row) else str(row + 1)
        running = self._running_total(row, column)
        if running is None:
            return ""
        if self._is_total(row):
            return signed(running)
        points = self._results[row].get(self._players[column - 1])
        shown = "—" if points is None else signed(points)
        return f"{shown} ({signed(running)})"

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (
            not index.isValid()
            or not 0 <= index.row() < self.rowCount()
            or not 0 <= index.column() < self.columnCount()
        ):
            return None
        row, column = index.row(), index.column()
        if role == RAW_ROLE:
            return self._raw(row, column)
        if role == RUNNING_ROLE:
            return self._running_total(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = (
                Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignHCenter
            )
            return horizontal | Qt.AlignmentFlag.AlignVCenter
        if role == Qt.ItemDataRole.FontRole and self._is_total(row):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and column and not self._is_total(row):
            running = self._running_total(row, column)
            if running is not None:
                return self.tr("{player} after hand {number}: {total}").format(
                    player=self._players[column - 1], number=row + 1, total=signed(running)
                )
        return None

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if section == 0:
            return self.tr(HAND_COLUMN)
        return self._players[section - 1] if 0 < section <= len(self._players) else None
