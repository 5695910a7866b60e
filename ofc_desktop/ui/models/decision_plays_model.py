"""Every play of one reviewed decision as a sortable table: its rank, where the cards go,
its expected points, foul and Fantasyland chances and expected royalties, each with its
standard error where the estimate has one; the best play and the player's own marked.

The figures are the review's own (:mod:`ofc_desktop.bots.analysis`, one estimator for
every "how good is this play?"); :func:`plays_of` is the one place that reads them.
``SORT_ROLE`` gives each cell's number (or text) for sorting and tests; a figure the
review does not give is None, shown as "—" and sorted last either way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from ofc_desktop.bots.analysis import DecisionReview
from ofc_desktop.bots.play_values import PlacementValue, decision_key
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.rows import ROWS
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
ModelIndex = QModelIndex | QPersistentModelIndex
SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # the cell's value for sorting (None: not known)
MARK_ROLE = Qt.ItemDataRole.UserRole + 2  # frozenset of "best", "chosen"
PLAY_ROLE = Qt.ItemDataRole.UserRole + 3  # the row's PlayFigures
RANK, PLAY, POINTS, FOUL, FANTASYLAND, ROYALTIES = range(6)
HEADERS = (
    (
        QT_TRANSLATE_NOOP("DecisionPlays", "#"),
        QT_TRANSLATE_NOOP("DecisionPlays", "Rank by expected points; ★ the best play, ● yours"),
    ),
    (
        QT_TRANSLATE_NOOP("DecisionPlays", "Play"),
        QT_TRANSLATE_NOOP(
            "DecisionPlays", "Where the cards go: T top, M middle, B bottom; ✕ discarded"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("DecisionPlays", "Points"),
        QT_TRANSLATE_NOOP(
            "DecisionPlays", "Expected points of the hand after this play, ± its standard error"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("DecisionPlays", "Foul"),
        QT_TRANSLATE_NOOP("DecisionPlays", "How often the board fouls after this play"),
    ),
    (
        QT_TRANSLATE_NOOP("DecisionPlays", "Fantasyland"),
        QT_TRANSLATE_NOOP("DecisionPlays", "How often the board reaches (or keeps) Fantasyland"),
    ),
    (
        QT_TRANSLATE_NOOP("DecisionPlays", "Royalties"),
        QT_TRANSLATE_NOOP("DecisionPlays", "Royalties the finished board earns on average"),
    ),
)
ROW_LETTERS = {
    "top": QT_TRANSLATE_NOOP("DecisionPlays", "T"),
    "middle": QT_TRANSLATE_NOOP("DecisionPlays", "M"),
    "bottom": QT_TRANSLATE_NOOP("DecisionPlays", "B"),
}
DISCARD_MARK = "✕"
ROW_WORDS = {
    "top": QT_TRANSLATE_NOOP("DecisionPlays", "top"),
    "middle": QT_TRANSLATE_NOOP("DecisionPlays", "middle"),
    "bottom": QT_TRANSLATE_NOOP("DecisionPlays", "bottom"),
}
BEST_MARK, CHOSEN_MARK = "★", "●"
BEST_COLOUR = QColor("#b7791f")  # the best play's star: the table's "best" amber, darker
CHOSEN_COLOUR = QColor("#1a5fb4")
_CHOSEN_SHADE = QBrush(QColor(26, 95, 180, 46))  # the player's own row, light or dark theme


# ----- words ------------------------------------------------------------------------------


def value_text(value: float) -> str:
    """+1.2, −0.4, 0.0: estimated points.

    >>> value_text(1.24), value_text(-0.4), value_text(-0.01)
    ('+1.2', '−0.4', '0.0')
    """
    text = f"{abs(value):.1f}"
    return text if text == "0.0" else f"+{text}" if value > 0 else f"−{text}"


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card.pretty for card in cards)


def play_words(decision: Decision) -> str:
    """ "Q♠ top, 7♦ 8♦ middle, discard 2♣": a play, row by row."""
    rows = decision.rows()
    words = {row: translate("DecisionPlays", ROW_WORDS[row.value]) for row in ROWS}
    parts = [f"{cards_text(rows[row.value])} {words[row]}" for row in ROWS if rows[row.value]]
    if decision.discards:
        parts.append(
            translate("DecisionPlays", "discard {cards}").format(
                cards=cards_text(decision.discards)
            )
        )
    return ", ".join(parts)


def play_cells(decision: Decision) -> str:
    """ "T Q♠  M 7♦ 8♦  ✕ 2♣": a play in short (top, middle, bottom, discarded)."""
    rows = decision.rows()
    letters = {row: translate("DecisionPlays", ROW_LETTERS[row.value]) for row in ROWS}
    parts = [f"{letters[row]} {cards_text(rows[row.value])}" for row in ROWS if rows[row.value]]
    if decision.discards:
        parts.append(f"{DISCARD_MARK} {cards_text(decision.discards)}")
    return "  ".join(parts)


def chance_text(chance: float | None, stderr: float | None) -> str:
    """ "12% ± 2", "<1%", "0%", or "—" when the review does not say; an error under half
    a per cent is left out, one above it shown as at least 1.

    >>> chance_text(0.123, 0.018), chance_text(0.003, 0.002), chance_text(0.0, 0.0)
    ('12% ± 2', '<1%', '0%')
    """
    if chance is None:
        return "—"
    percent, error = 100 * chance, 100 * (stderr or 0.0)
    text = "<1%" if 0 < percent < 1 else f"{percent:.0f}%"
    return f"{text} ± {max(1, round(error))}" if error >= 0.5 else text


def points_text(value: float, stderr: float | None) -> str:
    return f"{value_text(value)} ± {stderr:.1f}" if stderr else value_text(value)


# ----- the figures --------------------------------------------------------------------------


@dataclass(frozen=True)
class PlayFigures:
    """One play with what the review says of it (None: not given)."""

    decision: Decision
    value: float
    rank: int | None  # 1 for the best play; None where the review does not say
    stderr: float | None = None
    foul_chance: float | None = None
    foul_stderr: float | None = None
    fantasyland_chance: float | None = None
    fantasyland_stderr: float | None = None
    royalties: float | None = None


def _figures(play: PlacementValue, rank: int) -> PlayFigures:
    return PlayFigures(
        play.decision,
        play.value,
        rank,
        play.stderr,
        play.foul_chance,
        play.foul_stderr,
        play.fantasyland_chance,
        play.fantasyland_stderr,
        play.royalties,
    )


def _top_plays(review: DecisionReview) -> tuple[PlayFigures, ...]:
    """The review's top alternatives, the chosen play added when it is not among them."""
    plays = [
        PlayFigures(alt.decision, alt.value, rank)
        for rank, alt in enumerate(review.alternatives, start=1)
    ]
    if decision_key(review.chosen) not in {decision_key(p.decision) for p in plays}:
        plays.append(PlayFigures(review.chosen, review.chosen_value, None))
    return tuple(plays)


def plays_of(review: DecisionReview) -> tuple[PlayFigures, ...]:
    """Every play the review valued, best first, the chosen one included (a review that
    lists no plays: its top alternatives and the chosen play)."""
    if not review.plays:
        return _top_plays(review)
    return tuple(_figures(play, rank) for rank, play in enumerate(review.plays, start=1))


def _key(play: PlayFigures, column: int) -> float | str | None:
    """What ``column`` sorts ``play`` by (None: not known)."""
    keys: tuple[float | str | None, ...] = (
        play.rank,
        play_cells(play.decision),
        play.value,
        play.foul_chance,
        play.fantasyland_chance,
        play.royalties,
    )
    return keys[column]


# ----- the model ------------------------------------------------------------------------------


class DecisionPlaysModel(QAbstractTableModel):
    """The plays of one decision; ``sort`` orders them by any column (ties by rank)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plays: tuple[PlayFigures, ...] = ()  # best first: the rank order
        self.order: list[int] = []  # the play shown in each row
        self.best = -1  # index into plays
        self.chosen = -1
        self.sorted_by: tuple[int, Qt.SortOrder] = (RANK, Qt.SortOrder.AscendingOrder)

    def show_review(self, review: DecisionReview | None) -> None:
        """Show every play of ``review`` (none for None), in the order last sorted by."""
        self.beginResetModel()
        self.plays = plays_of(review) if review is not None else ()
        keys = [decision_key(play.decision) for play in self.plays]
        self.best = self.chosen = -1
        if review is not None:
            best, chosen = decision_key(review.best), decision_key(review.chosen)
            self.best = keys.index(best) if best in keys else 0
            self.chosen = keys.index(chosen) if chosen in keys else -1
        self.order = self._sorted(*self.sorted_by)
        self.endResetModel()

    def play_at(self, row: int) -> PlayFigures:
        return self.plays[self.order[row]]

    def row_of(self, play: int) -> int:
        """The row showing ``plays[play]`` now."""
        return self.order.index(play)

    @property
    def chosen_row(self) -> int:
        return self.row_of(self.chosen) if self.chosen >= 0 else -1

    @property
    def best_row(self) -> int:
        return self.row_of(self.best) if self.best >= 0 else -1

    # ----- Qt's side ------------------------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.order)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(HEADERS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("DecisionPlays", HEADERS[section][0])
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate("DecisionPlays", HEADERS[section][1])
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.order):
            return None
        number = self.order[index.row()]
        play, column = self.plays[number], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(number, play, column)
        if role == SORT_ROLE:
            return _key(play, column)
        if role == MARK_ROLE:
            return self._marks(number)
        if role == PLAY_ROLE:
            return play
        if role == Qt.ItemDataRole.ToolTipRole or (
            role == Qt.ItemDataRole.AccessibleTextRole and column == PLAY
        ):
            return self.describe(number)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != PLAY:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and number == self.best:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and column == RANK:
            if number == self.best:
                return QBrush(BEST_COLOUR)
            if number == self.chosen:
                return QBrush(CHOSEN_COLOUR)
        if role == Qt.ItemDataRole.BackgroundRole and number == self.chosen:
            return _CHOSEN_SHADE
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(HEADERS):
            return
        self.layoutAboutToBeChanged.emit()
        before = list(self.order)
        self.sorted_by = (column, order)
        self.order = self._sorted(column, order)
        moved = {play: row for row, play in enumerate(self.order)}
        old = self.persistentIndexList()
        self.changePersistentIndexList(
            old, [self.index(moved[before[i.row()]], i.column()) for i in old]
        )
        self.layoutChanged.emit()

    # ----- cells ----------------------------------------------------------------------------

    def _marks(self, number: int) -> frozenset[str]:
        return frozenset(
            name
            for name, index in (("best", self.best), ("chosen", self.chosen))
            if index == number
        )

    def _text(self, number: int, play: PlayFigures, column: int) -> str:
        if column == RANK:
            marks = (BEST_MARK if number == self.best else "") + (
                CHOSEN_MARK if number == self.chosen else ""
            )
            rank = "—" if play.rank is None else str(play.rank)
            return f"{marks} {rank}" if marks else rank
        if column == PLAY:
            return play_cells(play.decision)
        if column == POINTS:
            return points_text(play.value, play.stderr)
        if column == FOUL:
            return chance_text(play.foul_chance, play.foul_stderr)
        if column == FANTASYLAND:
            return chance_text(play.fantasyland_chance, play.fantasyland_stderr)
        return "—" if play.royalties is None else f"{play.royalties:.1f}"

    def _sorted(self, column: int, order: Qt.SortOrder) -> list[int]:
        """Play indices by ``column`` (unknown figures last, ties in rank order)."""
        keys = [_key(play, column) for play in self.plays]
        known: dict[int, float | str] = {i: key for i, key in enumerate(keys) if key is not None}
        ranked = sorted(
            known,
            key=known.__getitem__,  # stable: ties keep the rank order
            reverse=order == Qt.SortOrder.DescendingOrder,
        )
        return ranked + [i for i, key in enumerate(keys) if key is None]

    def describe(self, number: int) -> str:
        """One play in words, with every figure the review gives."""
        play = self.plays[number]
        parts = [play_words(play.decision)]
        if number == self.best:
            parts.append(translate("DecisionPlays", "the best play"))
        if number == self.chosen:
            parts.append(translate("DecisionPlays", "your play"))
        parts.append(
            translate("DecisionPlays", "{points} points").format(
                points=points_text(play.value, play.stderr)
            )
        )
        if 0 <= self.best != number:
            parts.append(
                translate("DecisionPlays", "{loss} less than the best").format(
                    loss=f"{self.plays[self.best].value - play.value:.1f}"
                )
            )
        if play.foul_chance is not None:
            parts.append(
                translate("DecisionPlays", "fouls {chance}").format(
                    chance=chance_text(play.foul_chance, play.foul_stderr)
                )
            )
        if play.fantasyland_chance is not None:
            parts.append(
                translate("DecisionPlays", "Fantasyland {chance}").format(
                    chance=chance_text(play.fantasyland_chance, play.fantasyland_stderr)
                )
            )
        if play.royalties is not None:
            parts.append(
                translate("DecisionPlays", "royalties {n} on average").format(
                    n=f"{play.royalties:.1f}"
                )
            )
        return " · ".join(parts)
