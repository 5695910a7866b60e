"""Did I play it right? The answer laid out: every street graded in a list and in a
chart of the points lost, the grades' legend, and for the street chosen the decision in
words over a sortable table of every play it had."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.analysis import HandReview
from ofc_desktop.bots.grades import grade_of
from ofc_desktop.ui.models.decision_plays_model import (
    PLAY,
    POINTS,
    DecisionPlaysModel,
)
from ofc_desktop.ui.panels.analysis_words import (
    decision_line,
    decision_text,
    grade_colour,
    grade_legend,
)
from ofc_desktop.ui.panels.review_chart import ReviewChart, StreetBar
from ofc_desktop.ui.panels.table_views import Selection, read_only_table

DECISION_ROLE = Qt.ItemDataRole.UserRole
CHART_HEIGHT = 170


class DecisionReviewView(QWidget):
    """The graded streets of a :class:`HandReview`; choosing one (in the list or on the
    chart) emits :attr:`decisionChosen` with its index and shows its plays."""

    decisionChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.review: HandReview | None = None
        self.timeline = QListWidget()
        self.timeline.setAccessibleName(self.tr("Your decisions, street by street, graded"))
        self.timeline.setSizeAdjustPolicy(QListWidget.SizeAdjustPolicy.AdjustToContents)
        self.timeline.currentRowChanged.connect(self._row_chosen)
        self.chart = ReviewChart()
        self.chart.setFixedHeight(CHART_HEIGHT)
        self.chart.streetClicked.connect(self._bar_chosen)
        self.legend = QLabel(grade_legend())
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setAccessibleName(self.tr("What the grades mean"))
        self.decision_text = QLabel()
        self.decision_text.setWordWrap(True)
        self.decision_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.model = DecisionPlaysModel(self)
        self.table = read_only_table(Selection.ExtendedSelection, sortable=True)
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Every play of this street"))
        self.table.sortByColumn(POINTS, Qt.SortOrder.DescendingOrder)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(PLAY, QHeaderView.ResizeMode.Stretch)
        header.setHighlightSections(False)
        self.box = layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.timeline, self.chart, self.legend, self.decision_text):
            layout.addWidget(widget)
        layout.addWidget(self.table, stretch=1)
        layout.addStretch(0)  # takes the table's room while no street is chosen
        self.show_review(None)

    # ----- what is shown ------------------------------------------------------------------

    def show_review(self, review: HandReview | None) -> None:
        """Every decision of ``review`` graded in the list and the chart; none chosen."""
        self.review = review
        decisions = review.decisions if review is not None else ()
        self.timeline.blockSignals(True)
        self.timeline.clear()
        for index, decision in enumerate(decisions):
            item = QListWidgetItem(decision_line(decision))
            item.setForeground(QBrush(grade_colour(grade_of(decision))))
            item.setData(DECISION_ROLE, index)
            item.setToolTip(self.tr("Show this decision on the table, with every play"))
            self.timeline.addItem(item)
        self.timeline.setCurrentRow(-1)
        self.timeline.blockSignals(False)
        rows = max(1, len(decisions))
        self.timeline.setFixedHeight(
            self.timeline.sizeHintForRow(0) * rows + 2 * self.timeline.frameWidth() + 2
            if decisions
            else 0
        )
        self.chart.show_bars(
            [StreetBar(d.street, d.loss, d.stderr, grade_of(d), d.exact) for d in decisions]
        )
        shown = bool(decisions)
        for widget in (self.timeline, self.chart, self.legend):
            widget.setVisible(shown)
        self.show_decision(-1)

    def show_decision(self, index: int) -> None:
        """Street ``index`` chosen in the list and on the chart, its plays in the table
        (-1: none)."""
        decisions = self.review.decisions if self.review is not None else ()
        if not 0 <= index < len(decisions):
            index = -1
        self.timeline.blockSignals(True)
        self.timeline.setCurrentRow(index)
        self.timeline.blockSignals(False)
        self.chart.select(index)
        if index < 0:
            self.decision_text.setText(
                self.tr(
                    "Choose a street in the list or on the chart: it is shown on the table as "
                    "it was, with every play it had."
                )
            )
            self.decision_text.setVisible(bool(decisions))
            self.model.show_review(None)
            self._show_table(False)
            return
        decision = decisions[index]
        self.decision_text.setText(decision_text(decision))
        self.decision_text.show()
        self.model.show_review(decision)
        self._show_table(True)
        chosen = self.model.chosen_row
        if chosen >= 0:
            self.table.scrollTo(
                self.model.index(chosen, PLAY), QAbstractItemView.ScrollHint.EnsureVisible
            )

    def _show_table(self, shown: bool) -> None:
        self.table.setVisible(shown)
        self.box.setStretch(self.box.count() - 1, 0 if shown else 1)

    @property
    def chosen(self) -> int:
        return self.timeline.currentRow()

    # ----- the player's choice -------------------------------------------------------------

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.decisionChosen.emit(row)

    def _bar_chosen(self, index: int) -> None:
        self.decisionChosen.emit(index)
