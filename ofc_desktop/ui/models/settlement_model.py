"""One settled hand as tables (docs/rules.md §4, §6, §9): every pair row by row with its
bonuses, royalties, fouls, moons, naturals and surrenders, and one summary per player.

Built from the engine's frozen settlement records through :mod:`ofc_desktop.core.explain`;
every number shown comes from a record field (``RAW_ROLE`` hands it back unformatted),
never from parsing text.

The model's own words (headers, line kinds, notes) are translated in the
"SettlementModel" context; the engine's (hand names, foul reasons, Fantasyland words)
are shown as the engine writes them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from ofc_desktop.core.explain import (
    RowBasis,
    foul_reason,
    is_surrendered,
    pair_row_lines,
    player_result,
    row_basis,
)
from ofc_desktop.core.naturals import natural_name
from ofc_desktop.core.rows import Row
from ofc_desktop.core.rules import RoyaltySettlement, RuleSet
from ofc_desktop.core.scoring import NO_DECLARATION, ClosedPlay, HandSettlement, PairResult
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.words import for_player

ModelIndex = QModelIndex | QPersistentModelIndex
RAW_ROLE = Qt.ItemDataRole.UserRole + 1  # the unformatted value behind a cell
NO_WINNER = "—"
_PAIR_SHADE = QBrush(QColor(128, 128, 128, 28))  # every other pair, light or dark theme


class LineKind(Enum):
    """What one line of a pair's settlement shows; ``label`` is the value translated."""

    TOP = QT_TRANSLATE_NOOP("SettlementModel", "top")
    MIDDLE = QT_TRANSLATE_NOOP("SettlementModel", "middle")
    BOTTOM = QT_TRANSLATE_NOOP("SettlementModel", "bottom")
    SCOOP = QT_TRANSLATE_NOOP("SettlementModel", "Scoop")
    MAJORITY = QT_TRANSLATE_NOOP("SettlementModel", "More rows")
    ROYALTIES = QT_TRANSLATE_NOOP("SettlementModel", "Royalties")
    FOUL = QT_TRANSLATE_NOOP("SettlementModel", "Foul")
    MOON = QT_TRANSLATE_NOOP("SettlementModel", "Moon")
    NATURAL = QT_TRANSLATE_NOOP("SettlementModel", "Natural")
    SURRENDER = QT_TRANSLATE_NOOP("SettlementModel", "Surrender")
    TOTAL = QT_TRANSLATE_NOOP("SettlementModel", "Total")

    @property
    def row(self) -> Row | None:
        return Row(self.value) if self in _ROW_KINDS else None

    @property
    def label(self) -> str:
        return QCoreApplication.translate("SettlementModel", self.value)


_ROW_KINDS = (LineKind.TOP, LineKind.MIDDLE, LineKind.BOTTOM)


class Column(Enum):
    """The columns; each value is the English header, ``label`` the one shown."""

    PAIR = QT_TRANSLATE_NOOP("SettlementModel", "Pair")
    ITEM = QT_TRANSLATE_NOOP("SettlementModel", "Row")
    WINNER = QT_TRANSLATE_NOOP("SettlementModel", "Winner")
    HANDS = QT_TRANSLATE_NOOP("SettlementModel", "Hands / details")
    POINTS = QT_TRANSLATE_NOOP("SettlementModel", "Points")
    ROYALTIES_A = QT_TRANSLATE_NOOP("SettlementModel", "Roy. A")
    ROYALTIES_B = QT_TRANSLATE_NOOP("SettlementModel", "Roy. B")
    MONEY = QT_TRANSLATE_NOOP("SettlementModel", "Money")
    NOTE = QT_TRANSLATE_NOOP("SettlementModel", "Note")

    @property
    def label(self) -> str:
        return QCoreApplication.translate("SettlementModel", self.value)


COLUMNS = tuple(Column)
_NUMERIC = (Column.POINTS, Column.ROYALTIES_A, Column.ROYALTIES_B, Column.MONEY)


@dataclass(frozen=True)
class SettlementLine:
    """One line of the table; ``points`` are from ``pair[0]``'s view, None where the
    line pays nothing on its own (a row of a fouled pair: the foul line pays)."""

    pair: tuple[str, str]
    pair_index: int
    kind: LineKind
    winner: str | None
    details: str
    points: int | None = None
    royalties: tuple[int, int] | None = None
    money: float | None = None
    note: str = ""
    tied: bool = False  # a row compared and tied (shown as "tie", not as a dash)


def signed(value: int) -> str:
    """+3, −2, 0: a result as players read it."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def money_text(value: float, decimals: int) -> str:
    text = f"{abs(value):,.{decimals}f}"
    return f"+{text}" if value > 0 else f"−{text}" if value < 0 else text


def _and(names: Sequence[str]) -> str:
    """Two names (or more) as one subject: "Ann and Eli"."""
    return QCoreApplication.translate("SettlementModel", " and ", "between two player names").join(
        names
    )


def _collector(pair: PairResult, amount: int) -> str | None:
    return pair.players[0] if amount > 0 else pair.players[1] if amount < 0 else None


def _row_lines(
    settlement: HandSettlement,
    pair: PairResult,
    index: int,
    rules: RuleSet,
    declarations: Mapping[str, ClosedPlay],
) -> list[SettlementLine]:
    lines = []
    a, b = pair.players
    basis_notes = {
        RowBasis.COMPARED: "",
        RowBasis.BOTH_FOULED: QCoreApplication.translate("SettlementModel", "both fouled"),
        RowBasis.MOON: QCoreApplication.translate("SettlementModel", "shoot the moon"),
        RowBasis.DECLARED: QCoreApplication.translate(
            "SettlementModel", "settled before the reveal"
        ),
    }
    for kind, line in zip(
        _ROW_KINDS, pair_row_lines(settlement, pair, rules, declarations), strict=True
    ):
        note = basis_notes.get(line.basis, "")
        if line.basis is RowBasis.FOUL:
            note = QCoreApplication.translate("SettlementModel", "{player} fouled").format(
                player=a if pair.fouled[0] else b
            )
        elif line.basis is RowBasis.COMPARED and line.points not in (
            0,
            rules.row_points,
            -rules.row_points,
        ):
            note = QCoreApplication.translate("SettlementModel", "closed-game bonus")
        hands = QCoreApplication.translate("SettlementModel", "{hand} vs {other}").format(
            hand=line.hands[0], other=line.hands[1]
        )
        lines.append(
            SettlementLine(
                pair.players,
                index,
                kind,
                line.winner,
                hands,
                line.points if line.basis is RowBasis.COMPARED else None,
                line.royalties,
                note=note,
                tied=line.basis is RowBasis.COMPARED and line.winner is None,
            )
        )
    return lines


def _foul_line(
    settlement: HandSettlement, pair: PairResult, index: int, basis: RowBasis
) -> SettlementLine:
    reasons = []
    for name, fouled in zip(pair.players, pair.fouled, strict=True):
        if fouled:
            evaluation = player_result(settlement, name).evaluation
            reason = foul_reason(evaluation)
            if is_surrendered(evaluation):
                text = QCoreApplication.translate("SettlementModel", "{player} surrendered")
            else:
                text = QCoreApplication.translate("SettlementModel", "{player} fouled: {reason}")
            reasons.append(text.format(player=name, reason=reason))
    clean = [name for name, fouled in zip(pair.players, pair.fouled, strict=True) if not fouled]
    winner = clean[0] if len(clean) == 1 else None
    pays = basis in (RowBasis.FOUL, RowBasis.BOTH_FOULED)
    if basis is RowBasis.FOUL:
        note = for_player(
            winner,
            QCoreApplication.translate(
                "SettlementModel", "{player} wins every row: a scoop ({points})"
            ),
            QCoreApplication.translate("SettlementModel", "You win every row: a scoop ({points})"),
        ).format(player=winner, points=abs(pair.row_points))
    elif basis is RowBasis.BOTH_FOULED:
        note = QCoreApplication.translate("SettlementModel", "both fouled: no score between them")
    elif basis is RowBasis.DECLARED:
        note = QCoreApplication.translate("SettlementModel", "not scored: see below")
    else:
        note = QCoreApplication.translate("SettlementModel", "not scored")
    return SettlementLine(
        pair.players,
        index,
        LineKind.FOUL,
        winner,
        "; ".join(reasons),
        pair.row_points if pays else None,
        note=note,
    )


def _declaration_lines(
    pair: PairResult, index: int, declarations: Mapping[str, ClosedPlay]
) -> list[SettlementLine]:
    plays = [declarations.get(name, NO_DECLARATION) for name in pair.players]
    lines = []
    if pair.natural or any(play.natural is not None for play in plays):
        held = [
            f"{name}: {natural_name(play.natural.kind)}"
            for name, play in zip(pair.players, plays, strict=True)
            if play.natural is not None
        ]
        if pair.natural:
            collector = _collector(pair, pair.natural)
            note = for_player(
                collector,
                QCoreApplication.translate("SettlementModel", "{player} collects {points}"),
                QCoreApplication.translate("SettlementModel", "You collect {points}"),
            ).format(player=collector, points=abs(pair.natural))
        else:
            note = QCoreApplication.translate("SettlementModel", "equal naturals tie")
        lines.append(
            SettlementLine(
                pair.players,
                index,
                LineKind.NATURAL,
                _collector(pair, pair.natural),
                ", ".join(held),
                pair.natural,
                note=note,
            )
        )
    if pair.surrender or any(play.surrendered for play in plays):
        gave_up = [name for name, play in zip(pair.players, plays, strict=True) if play.surrendered]
        details = (
            QCoreApplication.translate("SettlementModel", "{players} surrendered").format(
                players=_and(gave_up)
            )
            if gave_up
            else ""
        )
        if len(gave_up) == 2:
            note = QCoreApplication.translate(
                "SettlementModel", "each pays 2 to the other: nothing changes hands"
            )
        else:
            note = QCoreApplication.translate("SettlementModel", "pays 2 to every opponent")
        lines.append(
            SettlementLine(
                pair.players,
                index,
                LineKind.SURRENDER,
                _collector(pair, pair.surrender),
                details,
                pair.surrender,
                note=note,
            )
        )
    return lines


def _royalty_note(rules: RuleSet, basis: RowBasis) -> str:
    if basis is RowBasis.FOUL:
        return QCoreApplication.translate("SettlementModel", "the clean board's only")
    if rules.royalty_settlement is RoyaltySettlement.ROW_WINNER:
        return QCoreApplication.translate("SettlementModel", "on rows won only")
    return QCoreApplication.translate("SettlementModel", "net: each collects its own")


def _moon_line(pair: PairResult, index: int, basis: RowBasis) -> SettlementLine:
    mooners = [name for name, moon in zip(pair.players, pair.moon, strict=True) if moon]
    details = QCoreApplication.translate(
        "SettlementModel", "{players} shot the moon (no pair, jack-high or less on the bottom)"
    ).format(players=_and(mooners))
    if len(mooners) == 1:
        note = QCoreApplication.translate("SettlementModel", "replaces the rows")
    else:
        note = QCoreApplication.translate("SettlementModel", "both shot the moon: no score")
    return SettlementLine(
        pair.players,
        index,
        LineKind.MOON,
        _collector(pair, pair.row_points),
        details,
        pair.row_points if basis is RowBasis.MOON else None,
        note=note,
    )


def pair_lines(
    settlement: HandSettlement,
    pair: PairResult,
    index: int,
    rules: RuleSet,
    declarations: Mapping[str, ClosedPlay],
) -> list[SettlementLine]:
    """Every line of one pair: rows, foul, moon, bonuses, royalties, closed-game
    declarations and the pair's total."""
    basis = row_basis(settlement, pair, declarations)
    lines = _row_lines(settlement, pair, index, rules, declarations)
    players = pair.players
    if any(pair.fouled):
        lines.append(_foul_line(settlement, pair, index, basis))
    if any(pair.moon):
        lines.append(_moon_line(pair, index, basis))
    if pair.scoop:
        lines.append(
            SettlementLine(
                players,
                index,
                LineKind.SCOOP,
                _collector(pair, pair.scoop),
                QCoreApplication.translate("SettlementModel", "won all three rows"),
                pair.scoop,
            )
        )
    if pair.majority:
        lines.append(
            SettlementLine(
                players,
                index,
                LineKind.MAJORITY,
                _collector(pair, pair.majority),
                QCoreApplication.translate(
                    "SettlementModel", "won more rows than the other (2-4 scoring)"
                ),
                pair.majority,
            )
        )
    if any(pair.royalties):
        net = pair.royalties[0] - pair.royalties[1]
        details = QCoreApplication.translate(
            "SettlementModel", "{royalties} against {other}"
        ).format(royalties=pair.royalties[0], other=pair.royalties[1])
        lines.append(
            SettlementLine(
                players,
                index,
                LineKind.ROYALTIES,
                _collector(pair, net),
                details,
                net,
                pair.royalties,
                note=_royalty_note(rules, basis),
            )
        )
    lines.extend(_declaration_lines(pair, index, declarations))
    stake = (
        QCoreApplication.translate("SettlementModel", "at {multiplier}× stakes").format(
            multiplier=f"{pair.multiplier:g}"
        )
        if pair.multiplier != 1
        else ""
    )
    total = QCoreApplication.translate(
        "SettlementModel", "{player} {points}, {other} {other_points}"
    ).format(
        player=players[0],
        points=signed(pair.total),
        other=players[1],
        other_points=signed(-pair.total),
    )
    lines.append(
        SettlementLine(
            players,
            index,
            LineKind.TOTAL,
            _collector(pair, pair.total),
            total,
            pair.total,
            money=pair.money,
            note=stake,
        )
    )
    return lines


def settlement_lines(
    settlement: HandSettlement, rules: RuleSet, declarations: Mapping[str, ClosedPlay] | None = None
) -> tuple[SettlementLine, ...]:
    plays = declarations or {}
    return tuple(
        line
        for index, pair in enumerate(settlement.pairs)
        for line in pair_lines(settlement, pair, index, rules, plays)
    )


def money_decimals(values: Sequence[float]) -> int:
    return 0 if all(float(v).is_integer() for v in values) else 2


def _number_cell(value: object, column: Column, line: SettlementLine, decimals: int) -> str:
    if value is None:
        return ""
    if column is Column.MONEY:
        assert isinstance(value, float)
        return money_text(value, decimals)
    assert isinstance(value, int)
    if column is not Column.POINTS and line.kind.row is not None and value == 0:
        return ""  # a row without royalties: keep the grid quiet
    return signed(value) if column is Column.POINTS else str(value)


class SettlementModel(QAbstractTableModel):
    """Every pair of a settled hand, line by line (see :class:`Column`, :class:`LineKind`).

    ``players`` are the names in seat order; ``rules`` the rules the hand was settled
    under; ``declarations`` the closed-game naturals and surrenders by player.
    """

    def __init__(
        self,
        settlement: HandSettlement | None = None,
        players: Sequence[str] = (),
        rules: RuleSet | None = None,
        declarations: Mapping[str, ClosedPlay] | None = None,
        parent: Any = None,
    ) -> None:
        super().__init__(parent)
        self._lines: tuple[SettlementLine, ...] = ()
        self._decimals = 0
        self.shows_money = False  # stakes or a point value other than 1
        if settlement is not None:
            if rules is None:
                raise ValueError("a settlement is shown with the rules it was settled under")
            self.update(settlement, players, rules, declarations)

    def update(
        self,
        settlement: HandSettlement,
        players: Sequence[str],
        rules: RuleSet,
        declarations: Mapping[str, ClosedPlay] | None = None,
    ) -> None:
        if sorted(players) != sorted(r.player for r in settlement.players):
            raise ValueError("the players named are not the players of this settlement")
        self.beginResetModel()
        self._lines = settlement_lines(settlement, rules, declarations)
        money = [line.money for line in self._lines if line.money is not None]
        self._decimals = money_decimals(money)
        self.shows_money = rules.point_value != 1 or any(
            p.multiplier != 1 for p in settlement.pairs
        )
        self.endResetModel()

    @property
    def lines(self) -> tuple[SettlementLine, ...]:
        return self._lines

    def cell(self, row: int, column: Column) -> object:
        """The raw value of a cell (what ``RAW_ROLE`` returns)."""
        return self.data(self.index(row, COLUMNS.index(column)), RAW_ROLE)

    def _raw(self, line: SettlementLine, column: Column) -> object:
        values: dict[Column, object] = {
            Column.PAIR: line.pair,
            Column.ITEM: line.kind,
            Column.WINNER: line.winner,
            Column.HANDS: line.details,
            Column.POINTS: line.points,
            Column.ROYALTIES_A: line.royalties[0] if line.royalties else None,
            Column.ROYALTIES_B: line.royalties[1] if line.royalties else None,
            Column.MONEY: line.money,
            Column.NOTE: line.note,
        }
        return values[column]

    def _display(self, row: int, line: SettlementLine, column: Column) -> str:
        if column is Column.PAIR:
            first = row == 0 or self._lines[row - 1].pair_index != line.pair_index
            if not first:
                return ""
            return QCoreApplication.translate("SettlementModel", "{player} v {other}").format(
                player=line.pair[0], other=line.pair[1]
            )
        if column is Column.ITEM:
            return line.kind.label
        if column is Column.WINNER:
            if line.winner:
                return line.winner
            return (
                QCoreApplication.translate("SettlementModel", "tie", "a row neither player won")
                if line.tied
                else NO_WINNER
            )
        if column in _NUMERIC:
            return _number_cell(self._raw(line, column), column, line, self._decimals)
        return str(self._raw(line, column))

    # ----- Qt model interface -----------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line, column = self._lines[index.row()], COLUMNS[index.column()]
        if role == RAW_ROLE:
            return self._raw(line, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(index.row(), line, column)
        if role == Qt.ItemDataRole.ToolTipRole and column in (Column.HANDS, Column.NOTE):
            text = str(self._raw(line, column))
            return text or None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _NUMERIC:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if role == Qt.ItemDataRole.FontRole and line.kind is LineKind.TOTAL:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and line.pair_index % 2:
            return _PAIR_SHADE
        return None

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        column = COLUMNS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.label
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = _HEADER_TIPS.get(column)
            return QCoreApplication.translate("SettlementModel", tip) if tip else None
        return None


_HEADER_TIPS = {
    Column.POINTS: QT_TRANSLATE_NOOP(
        "SettlementModel", "Points from the first player of the pair's view"
    ),
    Column.ROYALTIES_A: QT_TRANSLATE_NOOP(
        "SettlementModel", "Royalties the first player of the pair collects"
    ),
    Column.ROYALTIES_B: QT_TRANSLATE_NOOP(
        "SettlementModel", "Royalties the second player of the pair collects"
    ),
    Column.MONEY: QT_TRANSLATE_NOOP(
        "SettlementModel", "The pair's result in money: points × point value × the pair's stake"
    ),
}
