"""Every legal play of the lab's position as a table: the play, its expected points with
their standard error, foul and Fantasyland chances, royalties, and the points it loses
to the best play. Row ``i`` of the model is ``analysis.plays[i]`` (best first); the
player sorts through a :class:`QSortFilterProxyModel` on ``SORT_ROLE``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from ofc_desktop.bots.position_analysis import PlayFigures, PositionAnalysis, describe_play
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.decision_plays_model import chance_text, points_text, value_text
from ofc_desktop.ui.panels.table_views import read_only_table

ModelIndex = QModelIndex | QPersistentModelIndex
SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # the cell's number (or text) for sorting
PLAY_ROLE = Qt.ItemDataRole.UserRole + 2  # the row's index into analysis.plays
RANK, PLAY, POINTS, FOUL, FANTASYLAND, ROYALTIES, LOSS = range(7)
BEST_MARK = "★"
HEADERS = (
    (
        QT_TRANSLATE_NOOP("LabPlaysModel", "#"),
        QT_TRANSLATE_NOOP("LabPlaysModel", "Rank by expected points; ★ the best play"),
    ),
    (
        QT_TRANSLATE_NOOP("LabPlaysModel", "Play"),
        QT_TRANSLATE_NOOP("LabPlaysModel", "Where each card goes, and what is discarded"),
    ),
    (
        QT_TRANSLATE_NOOP("LabPlaysModel", "Points"),
        QT_TRANSLATE_NOOP(
            "LabPlaysModel", "Expected points of the hand after this play, ± its standard error"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("LabPlaysModel", "Foul"),
        QT_TRANSLATE_NOOP("LabPlaysModel", "How often the board fouls after this play"),
    ),
    (
        QT_TRANSLATE_NOOP("LabPlaysModel", "Fantasyland"),
        QT_TRANSLATE_NOOP("LabPlaysModel", "How often the board reaches (or keeps) Fantasyland"),
    ),
    (
        QT_TRANSLATE_NOOP("LabPlaysModel", "Royalties"),
        QT_TRANSLATE_NOOP("LabPlaysModel", "Royalties the finished board earns on average"),
    ),
    (
        QT_TRANSLATE_NOOP("LabPlaysModel", "Loss"),
        QT_TRANSLATE_NOOP(
            "LabPlaysModel",
            "Points this play gives up against the best one, ± its standard error "
            "(both played on the same futures)",
        ),
    ),
)


def loss_text(play: PlayFigures) -> str:
    """ "0", "0.42 ± 0.11", "9.00" (exact): the points a play gives up against the best
    one."""
    if play.loss <= 0 and play.loss_stderr <= 0:
        return "0"
    if play.loss_stderr <= 0:
        return f"{play.loss:.2f}"
    return f"{play.loss:.2f} ± {play.loss_stderr:.2f}"


class LabPlaysModel(QAbstractTableModel):
    """The plays of one :class:`PositionAnalysis` (none before an analysis)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.analysis: PositionAnalysis | None = None
        self.texts: list[str] = []  # each play in words, worked out once

    @property
    def plays(self) -> tuple[PlayFigures, ...]:
        return self.analysis.plays if self.analysis is not None else ()

    def show_analysis(self, analysis: PositionAnalysis | None) -> None:
        self.beginResetModel()
        self.analysis = analysis
        self.texts = [describe_play(play.decision) for play in self.plays]
        self.endResetModel()

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.plays)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(HEADERS):
            return None
        title, tip = HEADERS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("LabPlaysModel", title)
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("LabPlaysModel", tip)
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.plays):
            return None
        row, column = index.row(), index.column()
        play = self.plays[row]
        if role == PLAY_ROLE:
            return row
        if role == SORT_ROLE:
            keys: tuple[float | str, ...] = (
                row,
                self.texts[row],
                play.value,
                play.foul_chance,
                play.fantasyland_chance,
                play.royalties,
                play.loss,
            )
            return keys[column]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column, play)
        if role == Qt.ItemDataRole.FontRole and row == 0:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column != PLAY:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == PLAY:
            return self.texts[row]
        return None

    def _display(self, row: int, column: int, play: PlayFigures) -> str:
        if column == RANK:
            return f"{BEST_MARK} 1" if row == 0 else str(row + 1)
        if column == PLAY:
            return self.texts[row]
        if column == POINTS:
            return points_text(play.value, play.stderr)
        if column == FOUL:
            return chance_text(play.foul_chance, None)
        if column == FANTASYLAND:
            return chance_text(play.fantasyland_chance, None)
        if column == ROYALTIES:
            return value_text(play.royalties)
        return loss_text(play)


class LabPlaysProxy(QSortFilterProxyModel):
    """Sorts by each cell's number, ties by rank, so the order never jumps about."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)

    def lessThan(self, left: ModelIndex, right: ModelIndex) -> bool:
        a, b = left.data(SORT_ROLE), right.data(SORT_ROLE)
        if a == b:
            return bool(left.row() < right.row())
        return bool(a < b)


def plays_table(proxy: LabPlaysProxy, selection: QAbstractItemView.SelectionMode) -> QTableView:
    """The table of every play, sortable, whole rows selected; the play column takes the
    room left (a whole board's play is long, its tip holds it all), so the figures
    beside it stay in sight."""
    table = read_only_table(selection, sortable=True)
    table.setModel(proxy)
    table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    table.horizontalHeader().setSectionResizeMode(PLAY, QHeaderView.ResizeMode.Stretch)
    return table
