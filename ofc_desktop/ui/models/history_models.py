"""Table models of the hand-history browser: matches and hands, read from the database a
page at a time (``canFetchMore``/``fetchMore``), sorted and filtered by the database's
own queries, never by sorting everything here.

Rows are the database's frozen row values; ``ROW_ROLE`` gives one, ``ID_ROLE`` its id.
A failed query leaves the model as it was and emits ``failed`` with the reason.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from ofc_desktop.core.rules import Variant
from ofc_desktop.core.rules_words import variant_name
from ofc_desktop.persistence.history_db import (
    HandFilter,
    HandRow,
    HistoryDatabase,
    HistoryDbError,
    MatchFilter,
    MatchRow,
)
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.settlement_model import signed
from ofc_desktop.ui.models.setup import level_label

ModelIndex = QModelIndex | QPersistentModelIndex
ROW_ROLE = Qt.ItemDataRole.UserRole + 1  # the row value (HandRow, MatchRow)
ID_ROLE = Qt.ItemDataRole.UserRole + 2  # the hand's id (int) or the match's id (str)
SORT_ROLE = Qt.ItemDataRole.UserRole + 3  # the database sort key of a column, or None
PAGE_SIZE = 200

# The variants by their stored names, in the order the filters list them.
VARIANT_NAMES = tuple(variant.value for variant in Variant)


UNFINISHED = QT_TRANSLATE_NOOP("HistoryModels", "unfinished")
PLAYED_IN_FANTASYLAND = QT_TRANSLATE_NOOP("HistoryModels", "{name} played in it")
EARNED_FANTASYLAND = QT_TRANSLATE_NOOP("HistoryModels", "{name} earned it")
# A match's state by its stored status.
MATCH_STATES = {
    "playing": QT_TRANSLATE_NOOP("HistoryModels", "in progress"),
    "finished": QT_TRANSLATE_NOOP("HistoryModels", "finished"),
    "abandoned": QT_TRANSLATE_NOOP("HistoryModels", "abandoned"),
}
STATE_TIPS = {
    "playing": QT_TRANSLATE_NOOP("HistoryModels", "Being played, or saved to be resumed"),
    "finished": QT_TRANSLATE_NOOP("HistoryModels", "Played to its end"),
    "abandoned": QT_TRANSLATE_NOOP("HistoryModels", "Left before its end"),
}


def variant_label(variant: str) -> str:
    """A stored variant name as players read it."""
    return variant_name(Variant(variant)) if variant in VARIANT_NAMES else variant.capitalize()


def when_text(when: datetime) -> str:
    """A stored (UTC) time in local time, to the minute."""
    return when.astimezone().strftime("%Y-%m-%d %H:%M")


def seat_label(name: str, kind: str, level: str | None) -> str:
    if kind != "bot":
        return name
    return (
        QCoreApplication.translate("HistoryModels", "{name} (bot, {level})").format(
            name=name, level=level_label(level)
        )
        if level
        else QCoreApplication.translate("HistoryModels", "{name} (bot)").format(name=name)
    )


def _join(parts: Sequence[str]) -> str:
    return QCoreApplication.translate("HistoryModels", ", ", "between player names").join(parts)


RowT = TypeVar("RowT", HandRow, MatchRow)
FilterT = TypeVar("FilterT", HandFilter, MatchFilter)


class _PagedModel(QAbstractTableModel, Generic[RowT, FilterT]):
    """Rows fetched a page at a time in the database's order; the total from a count."""

    failed = Signal(str)  # a query failed: the reason, for the player
    reloaded = Signal()  # filter or sort changed: every row was read anew

    headers: tuple[str, ...] = ()
    sort_keys: tuple[str | None, ...] = ()  # the database's sort key per column
    sort_tips: Mapping[int, str] = MappingProxyType({})  # how a column sorts, if unclear

    def __init__(self, database: HistoryDatabase, filter: FilterT, parent: Any = None) -> None:
        super().__init__(parent)
        self.database = database
        self._filter: FilterT = filter
        self._sort_column = 0
        self._descending = True
        self._rows: list[RowT] = []
        self._ids: set[object] = set()
        self._total = 0
        self._offset = 0  # rows read from the database so far
        self.reload()

    # ----- what the view asks for -------------------------------------------------------

    @property
    def filter(self) -> FilterT:
        return self._filter

    @property
    def total(self) -> int:
        """How many rows the filter matches (fetched or not)."""
        return self._total

    @property
    def sort_column(self) -> int:
        return self._sort_column

    @property
    def sort_order(self) -> Qt.SortOrder:
        return Qt.SortOrder.DescendingOrder if self._descending else Qt.SortOrder.AscendingOrder

    def is_sortable(self, column: int) -> bool:
        return 0 <= column < len(self.sort_keys) and self.sort_keys[column] is not None

    def row_at(self, row: int) -> RowT | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def rows(self) -> tuple[RowT, ...]:
        """The rows fetched so far."""
        return tuple(self._rows)

    def set_filter(self, filter: FilterT) -> None:
        if filter != self._filter:
            self._filter = filter
            self.reload()

    def reload(self) -> None:
        """Read the count and the first page again (the filter, sort or data changed)."""
        try:
            total = self._count()
            first = self._page(0)
        except HistoryDbError as error:
            self.failed.emit(str(error))
            return
        self.beginResetModel()
        self._total = total
        self._offset = len(first)
        self._rows = []
        self._ids = set()
        self._take(first)
        self.endResetModel()
        self.reloaded.emit()

    def _take(self, rows: Sequence[RowT]) -> list[RowT]:
        """Append rows not seen yet (a hand stored meanwhile shifts the pages)."""
        fresh = [row for row in rows if self._id(row) not in self._ids]
        self._rows.extend(fresh)
        self._ids.update(self._id(row) for row in fresh)
        return fresh

    # ----- the database -----------------------------------------------------------------

    def _count(self) -> int:
        raise NotImplementedError

    def _page(self, offset: int) -> list[RowT]:
        raise NotImplementedError

    def _id(self, row: RowT) -> object:
        raise NotImplementedError

    def _key(self) -> Any:
        return self.sort_keys[self._sort_column] or next(k for k in self.sort_keys if k)

    # ----- Qt model interface -----------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def canFetchMore(self, parent: ModelIndex) -> bool:
        return not parent.isValid() and self._offset < self._total

    def fetchMore(self, parent: ModelIndex) -> None:
        if not self.canFetchMore(parent):
            return
        try:
            page = self._page(self._offset)
        except HistoryDbError as error:
            self.failed.emit(str(error))
            return
        # Counted as read even when already shown, so every call moves on.
        self._offset = self._offset + len(page) if page else self._total
        fresh = [row for row in page if self._id(row) not in self._ids]
        if not fresh:
            return
        start = len(self._rows)
        self.beginInsertRows(QModelIndex(), start, start + len(fresh) - 1)
        self._take(fresh)
        self.endInsertRows()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by the database: a column it cannot sort by leaves the order as it is."""
        if not self.is_sortable(column):
            return
        descending = order == Qt.SortOrder.DescendingOrder
        if (column, descending) == (self._sort_column, self._descending) and self._rows:
            return
        self._sort_column, self._descending = column, descending
        self.reload()

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.headers):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("HistoryModels", self.headers[section])
        if role == Qt.ItemDataRole.ToolTipRole:
            if not self.is_sortable(section):
                return QCoreApplication.translate("HistoryModels", "This column cannot be sorted")
            tip = self.sort_tips.get(section)
            return QCoreApplication.translate("HistoryModels", tip) if tip else None
        if role == SORT_ROLE:
            return self.sort_keys[section]
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid():
            return None
        row = self.row_at(index.row())
        if row is None or not 0 <= index.column() < len(self.headers):
            return None
        if role == ROW_ROLE:
            return row
        if role == ID_ROLE:
            return self._id(row)
        return self._cell(row, index.column(), role)

    def _cell(self, row: RowT, column: int, role: int) -> Any:
        raise NotImplementedError


# ----- hands ----------------------------------------------------------------------------

DATE, MATCH, NUMBER, VARIANT, PLAYERS, POINTS, FOULS, FANTASYLAND = range(8)
YOUR_POINTS = 8  # only when the model knows whose points are "yours"
_HAND_HEADERS = (
    QT_TRANSLATE_NOOP("HistoryModels", "Date"),
    QT_TRANSLATE_NOOP("HistoryModels", "Match"),
    QT_TRANSLATE_NOOP("HistoryModels", "Hand"),
    QT_TRANSLATE_NOOP("HistoryModels", "Variant"),
    QT_TRANSLATE_NOOP("HistoryModels", "Players"),
    QT_TRANSLATE_NOOP("HistoryModels", "Points"),
    QT_TRANSLATE_NOOP("HistoryModels", "Fouls"),
    QT_TRANSLATE_NOOP("HistoryModels", "Fantasyland"),
)
_YOUR_POINTS_HEADER = QT_TRANSLATE_NOOP("HistoryModels", "Your points")
_HAND_SORT_KEYS = (
    "played_at",
    "match",
    "hand_number",
    "variant",
    "players",
    "points",
    "fouls",
    "fantasyland",
)
_HAND_SORT_TIPS = {
    MATCH: QT_TRANSLATE_NOOP("HistoryModels", "Sorts by when the match began"),
    POINTS: QT_TRANSLATE_NOOP("HistoryModels", "Sorts by the biggest win of each hand"),
    FOULS: QT_TRANSLATE_NOOP("HistoryModels", "Sorts by how many fouled"),
    FANTASYLAND: QT_TRANSLATE_NOOP(
        "HistoryModels", "Sorts by how many played in Fantasyland or earned it"
    ),
    YOUR_POINTS: QT_TRANSLATE_NOOP(
        "HistoryModels", "Sorts by the points of the person at the table"
    ),
}


class HandsModel(_PagedModel[HandRow, HandFilter]):
    """One row per hand: date, match, hand number, variant, players, each player's
    points, who fouled, who played in or earned Fantasyland; with ``viewer_name``, a
    last column with that player's own points."""

    def __init__(
        self,
        database: HistoryDatabase,
        viewer_name: str | None = None,
        filter: HandFilter | None = None,
        parent: Any = None,
    ) -> None:
        self.viewer_name = viewer_name
        self.headers = _HAND_HEADERS + ((_YOUR_POINTS_HEADER,) if viewer_name else ())
        self.sort_keys = _HAND_SORT_KEYS + (("human_points",) if viewer_name else ())
        self.sort_tips = _HAND_SORT_TIPS
        self._matches: dict[str, MatchRow | None] = {}
        super().__init__(database, filter or HandFilter(), parent)

    def show_match(self, match_id: str | None) -> None:
        """Only that match's hands (None: every match's)."""
        self.set_filter(replace(self.filter, match_id=match_id))

    def _count(self) -> int:
        return self.database.count_hands(self.filter)

    def _page(self, offset: int) -> list[HandRow]:
        return self.database.list_hands(
            offset, PAGE_SIZE, self._key(), self._descending, self.filter
        )

    def _id(self, row: HandRow) -> object:
        return row.hand_id

    def match_of(self, row: HandRow) -> MatchRow | None:
        """The hand's match (read once per match and kept)."""
        if row.match_id not in self._matches:
            try:
                self._matches[row.match_id] = self.database.get_match(row.match_id)
            except HistoryDbError:
                self._matches[row.match_id] = None
        return self._matches[row.match_id]

    def reload(self) -> None:
        self._matches = {}
        super().reload()

    def _cell(self, row: HandRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == MATCH:
                return QCoreApplication.translate("HistoryModels", "Match {id}").format(
                    id=row.match_id
                )
            return self._text(row, column) or None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (NUMBER, YOUR_POINTS):
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    def _text(self, row: HandRow, column: int) -> str:
        if column == DATE:
            return when_text(row.played_at)
        if column == MATCH:
            match = self.match_of(row)
            return when_text(match.started_at) if match is not None else row.match_id[:8]
        if column == NUMBER:
            return str(row.hand_number)
        if column == VARIANT:
            return variant_label(row.variant)
        if column == PLAYERS:
            return _join([seat_label(s.name, s.kind, s.level) for s in row.seats])
        if not row.finished:
            return (
                QCoreApplication.translate("HistoryModels", UNFINISHED) if column == POINTS else ""
            )
        if column == POINTS:
            return _join([f"{s.name} {signed(s.total)}" for s in row.seats])
        if column == FOULS:
            return _join([s.name for s in row.seats if s.fouled])
        if column == FANTASYLAND:
            parts = [
                QCoreApplication.translate("HistoryModels", PLAYED_IN_FANTASYLAND).format(
                    name=s.name
                )
                for s in row.seats
                if s.in_fantasyland
            ]
            parts += [
                QCoreApplication.translate("HistoryModels", EARNED_FANTASYLAND).format(name=s.name)
                for s in row.seats
                if s.entered_fantasyland
            ]
            return _join(parts)
        if column == YOUR_POINTS:
            mine = [s.total for s in row.seats if s.name == self.viewer_name]
            return signed(mine[0]) if mine else ""
        return ""


# ----- matches --------------------------------------------------------------------------

STARTED, M_VARIANT, M_PLAYERS, HANDS, STANDINGS, STATE = range(6)
_MATCH_HEADERS = (
    QT_TRANSLATE_NOOP("HistoryModels", "Started"),
    QT_TRANSLATE_NOOP("HistoryModels", "Variant"),
    QT_TRANSLATE_NOOP("HistoryModels", "Players"),
    QT_TRANSLATE_NOOP("HistoryModels", "Hands"),
    QT_TRANSLATE_NOOP("HistoryModels", "Standings"),
    QT_TRANSLATE_NOOP("HistoryModels", "State"),
)
_MATCH_SORT_KEYS = ("started_at", "variant", "players", "hands", "standings", "status")
_MATCH_SORT_TIPS = {
    STANDINGS: QT_TRANSLATE_NOOP("HistoryModels", "Sorts by the leader's points"),
    STATE: QT_TRANSLATE_NOOP("HistoryModels", "In progress, finished, abandoned"),
}


class MatchesModel(_PagedModel[MatchRow, MatchFilter]):
    """One row per match: start, variant, players, hands, standings, and its state: in
    progress, finished or abandoned."""

    headers = _MATCH_HEADERS
    sort_keys = _MATCH_SORT_KEYS
    sort_tips = _MATCH_SORT_TIPS

    def __init__(
        self, database: HistoryDatabase, filter: MatchFilter | None = None, parent: Any = None
    ) -> None:
        super().__init__(database, filter or MatchFilter(), parent)

    def _count(self) -> int:
        return self.database.count_matches(self.filter)

    def _page(self, offset: int) -> list[MatchRow]:
        return self.database.list_matches(
            offset, PAGE_SIZE, self._key(), self._descending, self.filter
        )

    def _id(self, row: MatchRow) -> object:
        return row.match_id

    def _cell(self, row: MatchRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and column == STATE:
            tip = STATE_TIPS.get(row.status)
            return QCoreApplication.translate("HistoryModels", tip) if tip else row.status
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._text(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == HANDS:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    def _text(self, row: MatchRow, column: int) -> str:
        if column == STARTED:
            return when_text(row.started_at)
        if column == M_VARIANT:
            return variant_label(row.variant)
        if column == M_PLAYERS:
            return _join([seat_label(s.name, s.kind, s.level) for s in row.seats])
        if column == HANDS:
            return str(row.hands)
        if column == STANDINGS:
            ranked = sorted(row.standings, key=lambda item: -item[1])
            return _join([f"{name} {signed(total)}" for name, total in ranked])
        if column == STATE:
            state = MATCH_STATES.get(row.status)
            return QCoreApplication.translate("HistoryModels", state) if state else row.status
        return ""
