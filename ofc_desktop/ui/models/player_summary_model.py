"""One settled hand in one line per player (docs/rules.md §4, §6): points, royalties,
foul and Fantasyland, under the score review's pair-by-pair table. Words are translated
in the "SettlementModel" context, as the pair table's are."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from ofc_desktop.core.explain import (
    fantasyland_words,
    foul_reason,
    is_surrendered,
    player_result,
)
from ofc_desktop.core.fantasyland import FantasylandOutcome
from ofc_desktop.core.naturals import natural_name
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.scoring import NO_DECLARATION, ClosedPlay, HandSettlement
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.settlement_model import (
    RAW_ROLE,
    ModelIndex,
    money_decimals,
    money_text,
    signed,
)


class SummaryColumn(Enum):
    """The columns; each value is the English header, ``label`` the one shown."""

    PLAYER = QT_TRANSLATE_NOOP("SettlementModel", "Player")
    TOTAL = QT_TRANSLATE_NOOP("SettlementModel", "Total")
    MONEY = QT_TRANSLATE_NOOP("SettlementModel", "Money")
    ROYALTIES = QT_TRANSLATE_NOOP("SettlementModel", "Royalties")
    BOARD = QT_TRANSLATE_NOOP("SettlementModel", "Board")
    FANTASYLAND = QT_TRANSLATE_NOOP("SettlementModel", "Fantasyland")

    @property
    def label(self) -> str:
        return QCoreApplication.translate("SettlementModel", self.value)


SUMMARY_COLUMNS = tuple(SummaryColumn)


@dataclass(frozen=True)
class PlayerLine:
    """One player's hand: raw values from the records and the words shown."""

    player: str
    total: int
    money: float
    royalties: tuple[int, int, int]
    fouled: bool
    fantasyland: FantasylandOutcome
    board: str
    fantasyland_text: str


def player_lines(
    settlement: HandSettlement,
    players: Sequence[str],
    rules: RuleSet,
    declarations: Mapping[str, ClosedPlay] | None = None,
) -> tuple[PlayerLine, ...]:
    plays = declarations or {}
    lines = []
    for name in players:
        result = player_result(settlement, name)
        evaluation = result.evaluation
        natural = plays.get(name, NO_DECLARATION).natural
        if natural is not None:
            board = QCoreApplication.translate("SettlementModel", "Natural: {natural}").format(
                natural=natural_name(natural.kind)
            )
        elif is_surrendered(evaluation):
            board = QCoreApplication.translate("SettlementModel", "Surrendered")
        elif evaluation.fouled:
            board = QCoreApplication.translate("SettlementModel", "Fouled: {reason}").format(
                reason=foul_reason(evaluation)
            )
        elif rules.shoot_the_moon and evaluation.shoots_the_moon:
            board = QCoreApplication.translate("SettlementModel", "Shoots the moon")
        else:
            board = QCoreApplication.translate(
                "SettlementModel", "Clean", "a board that did not foul"
            )
        lines.append(
            PlayerLine(
                name,
                result.total,
                result.money,
                evaluation.royalties,
                evaluation.fouled,
                evaluation.fantasyland,
                board,
                fantasyland_words(evaluation, rules),
            )
        )
    return tuple(lines)


class PlayerSummaryModel(QAbstractTableModel):
    """One row per player in seat order: total, money, royalties, the board's fate
    (clean, fouled and why, surrendered, a natural) and Fantasyland earned or kept."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._lines: tuple[PlayerLine, ...] = ()
        self._decimals = 0

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
        self._lines = player_lines(settlement, players, rules, declarations)
        self._decimals = money_decimals([line.money for line in self._lines])
        self.endResetModel()

    @property
    def lines(self) -> tuple[PlayerLine, ...]:
        return self._lines

    def cell(self, row: int, column: SummaryColumn) -> object:
        return self.data(self.index(row, SUMMARY_COLUMNS.index(column)), RAW_ROLE)

    def _raw(self, line: PlayerLine, column: SummaryColumn) -> object:
        values: dict[SummaryColumn, object] = {
            SummaryColumn.PLAYER: line.player,
            SummaryColumn.TOTAL: line.total,
            SummaryColumn.MONEY: line.money,
            SummaryColumn.ROYALTIES: sum(line.royalties),
            SummaryColumn.BOARD: line.fouled,
            SummaryColumn.FANTASYLAND: line.fantasyland,
        }
        return values[column]

    def _display(self, line: PlayerLine, column: SummaryColumn) -> str:
        if column is SummaryColumn.TOTAL:
            return signed(line.total)
        if column is SummaryColumn.MONEY:
            return money_text(line.money, self._decimals)
        if column is SummaryColumn.ROYALTIES:
            total = sum(line.royalties)
            parts = " + ".join(str(r) for r in line.royalties)
            return f"{total}  ({parts})" if total else "0"
        if column is SummaryColumn.BOARD:
            return line.board
        if column is SummaryColumn.FANTASYLAND:
            return line.fantasyland_text
        return line.player

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(SUMMARY_COLUMNS)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line, column = self._lines[index.row()], SUMMARY_COLUMNS[index.column()]
        if role == RAW_ROLE:
            return self._raw(line, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(line, column)
        if role == Qt.ItemDataRole.ToolTipRole and column in (
            SummaryColumn.BOARD,
            SummaryColumn.FANTASYLAND,
        ):
            return self._display(line, column) or None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            SummaryColumn.TOTAL,
            SummaryColumn.MONEY,
        ):
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if role == Qt.ItemDataRole.FontRole and column is SummaryColumn.TOTAL:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return SUMMARY_COLUMNS[section].label if 0 <= section < len(SUMMARY_COLUMNS) else None
