"""The score review: how the last hand was settled, pair by pair and row by row, and
the match standings hand by hand (docs/rules.md §4). The main window docks it.

The panel keeps only what its models built from the frozen settlement records; it
never holds a Match or a Hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QLayout,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.core.rules import RoyaltySettlement, RuleSet, Variant
from ofc_desktop.core.scoring import ClosedPlay, HandSettlement
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.player_summary_model import (
    SUMMARY_COLUMNS,
    PlayerSummaryModel,
    SummaryColumn,
)
from ofc_desktop.ui.models.settlement_model import COLUMNS, Column, SettlementModel
from ofc_desktop.ui.models.standings_model import HandResults, StandingsModel

# The English texts; marked for lupdate here, translated when shown.
NO_HAND_YET = QT_TRANSLATE_NOOP("ScoreReviewPanel", "No hand has been scored yet.")
STANDINGS_CAPTION = QT_TRANSLATE_NOOP(
    "ScoreReviewPanel", "Each hand's result, with the running total in brackets."
)
_VARIANT_WORDS = {
    Variant.CLASSIC: QT_TRANSLATE_NOOP("ScoreReviewPanel", "Classic"),
    Variant.PINEAPPLE: QT_TRANSLATE_NOOP("ScoreReviewPanel", "Pineapple"),
    Variant.TURBO: QT_TRANSLATE_NOOP("ScoreReviewPanel", "Turbo"),
    Variant.CHINESE: QT_TRANSLATE_NOOP("ScoreReviewPanel", "Chinese"),
}
_WIDEST_TEXT = 320  # px; longer explanations wrap (the full text is in the tooltip)


def rules_caption(rules: RuleSet) -> str:
    """The rules that shaped the numbers, in one line."""
    variant = rules.variant
    parts = [
        QCoreApplication.translate("ScoreReviewPanel", _VARIANT_WORDS[variant])
        if variant in _VARIANT_WORDS
        else variant.value.capitalize(),
        QCoreApplication.translate("ScoreReviewPanel", "{system} scoring").format(
            system=rules.scoring.value
        ),
    ]
    if rules.closed_bonuses:
        parts.append(QCoreApplication.translate("ScoreReviewPanel", "closed-game bonuses"))
    elif rules.royalty_settlement is RoyaltySettlement.ROW_WINNER:
        parts.append(QCoreApplication.translate("ScoreReviewPanel", "royalties to the row winner"))
    else:
        parts.append(QCoreApplication.translate("ScoreReviewPanel", "net royalties"))
    if rules.shoot_the_moon:
        parts.append(QCoreApplication.translate("ScoreReviewPanel", "shoot the moon"))
    if rules.variant is Variant.CHINESE:
        if rules.naturals:
            parts.append(QCoreApplication.translate("ScoreReviewPanel", "naturals"))
        if rules.surrender:
            parts.append(QCoreApplication.translate("ScoreReviewPanel", "surrender"))
    parts.append(
        QCoreApplication.translate("ScoreReviewPanel", "1 point = {value}").format(
            value=f"{rules.point_value:g}"
        )
    )
    if rules.stakes:
        stake = QCoreApplication.translate(
            "ScoreReviewPanel", "{player} and {other} at {multiplier}×"
        )
        parts.append(
            QCoreApplication.translate(
                "ScoreReviewPanel", ", ", "between the parts of a list"
            ).join(
                stake.format(player=a, other=b, multiplier=f"{s.multiplier:g}")
                for s in rules.stakes
                for a, b in [s.players]
            )
        )
    return " · ".join(parts)


def _table_view(parent: QWidget) -> QTableView:
    view = QTableView(parent)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setStretchLastSection(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.setWordWrap(True)
    # Wrapped text needs taller rows whenever a column (the stretched last one) resizes.
    view.horizontalHeader().sectionResized.connect(view.resizeRowsToContents)
    return view


def _fit(view: QTableView, wide_columns: Sequence[int]) -> None:
    """Columns to their contents, long text columns capped (they wrap), rows to fit."""
    view.resizeColumnsToContents()
    for column in wide_columns:
        if view.columnWidth(column) > _WIDEST_TEXT:
            view.setColumnWidth(column, _WIDEST_TEXT)
    view.resizeRowsToContents()


class ScoreReviewPanel(QWidget):
    """Two tabs: "This hand" (a line per player, then every pair's settlement) and
    "Standings" (the match hand by hand)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreReview")
        self.tabs = QTabWidget(self)
        self.settlement_model = SettlementModel(parent=self)
        self.summary_model = PlayerSummaryModel(parent=self)
        self.standings_model = StandingsModel(parent=self)

        hand_tab = QWidget()
        self.caption = QLabel(self.tr(NO_HAND_YET), hand_tab)
        self.caption.setWordWrap(True)
        self.summary_view = _table_view(hand_tab)
        self.summary_view.setModel(self.summary_model)
        self.settlement_view = _table_view(hand_tab)
        self.settlement_view.setModel(self.settlement_model)
        self.summary_view.horizontalHeader().sectionResized.connect(self._fit_summary_height)
        hand_layout = QVBoxLayout(hand_tab)
        hand_layout.addWidget(self.caption)
        hand_layout.addWidget(self.summary_view)
        hand_layout.addWidget(self.settlement_view, 1)
        self.tabs.addTab(hand_tab, self.tr("This hand"))

        standings_tab = QWidget()
        self.standings_caption = QLabel(self.tr(STANDINGS_CAPTION), standings_tab)
        self.standings_caption.setWordWrap(True)
        self.standings_view = _table_view(standings_tab)
        self.standings_view.setModel(self.standings_model)
        self.standings_view.horizontalHeader().setStretchLastSection(False)
        standings_layout = QVBoxLayout(standings_tab)
        standings_layout.addWidget(self.standings_caption)
        standings_layout.addWidget(self.standings_view, 1)
        self.tabs.addTab(standings_tab, self.tr("Standings"))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # Docked, the dock decides the size; shown on its own, a layout-imposed minimum
        # would only make some platforms (offscreen) warn that they cannot pass it on.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.addWidget(self.tabs)

    def show_settlement(
        self,
        settlement: HandSettlement,
        players: Sequence[str],
        rules: RuleSet,
        declarations: Mapping[str, ClosedPlay] | None = None,
    ) -> None:
        """Show one settled hand: ``players`` in seat order, the ``rules`` it was settled
        under, and any closed-game ``declarations`` (naturals, surrenders) by player."""
        self.settlement_model.update(settlement, players, rules, declarations)
        self.summary_model.update(settlement, players, rules, declarations)
        self.caption.setText(rules_caption(rules))
        show_money = self.settlement_model.shows_money
        self.settlement_view.setColumnHidden(COLUMNS.index(Column.MONEY), not show_money)
        self.summary_view.setColumnHidden(
            SUMMARY_COLUMNS.index(SummaryColumn.MONEY), not show_money
        )
        _fit(self.summary_view, [SUMMARY_COLUMNS.index(SummaryColumn.BOARD)])
        _fit(self.settlement_view, [COLUMNS.index(Column.HANDS)])
        self._fit_summary_height()

    def _fit_summary_height(self) -> None:
        """The player lines are few: the table takes no more height than they need.

        Only the maximum is set: a minimum would change the window's size constraints,
        which some platforms (offscreen) cannot pass on and warn about.
        """
        view = self.summary_view
        height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
        height += sum(view.rowHeight(row) for row in range(self.summary_model.rowCount()))
        view.setMaximumHeight(height)

    def show_standings(self, hand_results: HandResults, starting_total: int = 0) -> None:
        """Show the match so far (``TableSnapshot.hand_results``)."""
        self.standings_model.update(hand_results, starting_total)
        header = self.standings_view.horizontalHeader()
        for column in range(self.standings_model.columnCount()):
            header.setSectionResizeMode(
                column,
                QHeaderView.ResizeMode.ResizeToContents
                if column == 0
                else QHeaderView.ResizeMode.Stretch,
            )
        self.standings_view.resizeRowsToContents()
