"""Where do I lose points? The coach report of one player, a window of its own.

The figures come from :mod:`ofc_desktop.persistence.coach_report` (SQL sums over the
graded decisions, fast enough for the GUI thread); this page shows them: the points lost
per 100 hands by kind of decision, the three largest leaks in words with a typical
example to open in the lab and drills of that kind to practise, fouls and Fantasyland
entries beside what the analysis's play reaches, and a trend chart. Filters choose the
hands; the report is copied as text or as a picture.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCharts import QCategoryAxis, QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QDate, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDateEdit,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.decision_kinds import kind_name
from ofc_desktop.persistence.coach_report import (
    TREND_HUNDRED,
    TREND_WEEK,
    CoachFilter,
    CoachReport,
    Line,
)
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDbError
from ofc_desktop.persistence.history_rows import time_text
from ofc_desktop.ui.lab.lab_window import LabWindow
from ofc_desktop.ui.models.history_models import VARIANT_NAMES, variant_label
from ofc_desktop.ui.panels.coach_words import (
    TOP_LEAKS,
    example_position,
    example_sentence,
    leak_sentence,
    outcome_lines,
    rate_text,
    report_text,
    share_text,
    shares_note,
    summary_text,
)
from ofc_desktop.ui.screen_fit import fit_window

PERIODS = (None, 7, 30, 90, 365)  # days back; None: all time
BETWEEN = -1  # the period's entry for dates chosen by hand
TABLE_SIZES = (None, 2, 3, 4, 5, 6)


def _day_start(day: QDate) -> str:
    """The stored time of a day's first moment where the player is."""
    local = datetime(day.year(), day.month(), day.day()).astimezone()
    return time_text(local.astimezone(UTC))


class LeakBox(QFrame):
    """One leak told in words, with its example and what to do about it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.sentence = QLabel()
        self.sentence.setWordWrap(True)
        font = self.sentence.font()
        font.setBold(True)
        self.sentence.setFont(font)
        self.example = QLabel()
        self.example.setWordWrap(True)
        self.lab_button = QPushButton(self.tr("Show in the lab"))
        self.lab_button.setToolTip(self.tr("Open the typical position in the position lab"))
        self.practise_button = QPushButton(self.tr("Practise this"))
        self.practise_button.setToolTip(self.tr("Drills of your own mistakes of this kind"))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.lab_button)
        buttons.addWidget(self.practise_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sentence)
        layout.addWidget(self.example)
        layout.addLayout(buttons)
        self.line: Line | None = None


class CoachPage(QWidget):
    """One player's coach report. ``practiseRequested`` asks for drills of a theme."""

    practiseRequested = Signal(str)

    def __init__(
        self,
        store: DrillStore,
        player: str,
        parent: QWidget | None = None,
        *,
        library: Path | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.store, self.player, self.library = store, player, library
        self.setWindowTitle(self.tr("Coach report: {player}").format(player=player))
        self.report: CoachReport | None = None
        self.variant_box = QComboBox()
        self.variant_box.setAccessibleName(self.tr("Variant"))
        self.variant_box.addItem(self.tr("All variants"), None)
        for variant in VARIANT_NAMES:
            self.variant_box.addItem(variant_label(variant), variant)
        self.size_box = QComboBox()
        self.size_box.setAccessibleName(self.tr("Table size"))
        for size in TABLE_SIZES:
            label = self.tr("Any table") if size is None else self.tr("{count} players")
            self.size_box.addItem(label.format(count=size), size)
        self.jokers_box = QComboBox()
        self.jokers_box.setAccessibleName(self.tr("Jokers"))
        self.jokers_box.addItem(self.tr("With or without jokers"), None)
        self.jokers_box.addItem(self.tr("With jokers"), True)
        self.jokers_box.addItem(self.tr("Without jokers"), False)
        self.period_box = QComboBox()
        self.period_box.setAccessibleName(self.tr("Period"))
        for days in PERIODS:
            label = self.tr("All time") if days is None else self.tr("Last {days} days")
            self.period_box.addItem(label.format(days=days), days)
        self.period_box.addItem(self.tr("Between dates…"), BETWEEN)
        today = QDate.currentDate()
        self.from_date = QDateEdit(today.addMonths(-1))
        self.until_date = QDateEdit(today)
        for edit, name in ((self.from_date, self.tr("From")), (self.until_date, self.tr("To"))):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setAccessibleName(name)
            edit.setVisible(False)
            edit.dateChanged.connect(lambda _date: self.refresh())
        self.trend_box = QComboBox()
        self.trend_box.setAccessibleName(self.tr("Trend"))
        self.trend_box.addItem(self.tr("Trend by week"), TREND_WEEK)
        self.trend_box.addItem(self.tr("Trend by 100 hands"), TREND_HUNDRED)
        self.summary = self._label()
        self.progress = self._label()
        self.kinds = QTableWidget(0, 4)
        self.kinds.setAccessibleName(self.tr("Points lost by kind of decision"))
        self.kinds.setHorizontalHeaderLabels(
            [
                self.tr("Kind of decision"),
                self.tr("Points lost per 100 hands"),
                self.tr("Share of all lost"),
                self.tr("Decisions"),
            ]
        )
        self.kinds.verticalHeader().setVisible(False)
        self.kinds.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.kinds.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.kinds.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        self.kinds.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.kinds.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.shares_note = self._label()
        self.leak_title = self._label(self.tr("The largest leaks"), bold=True)
        self.leak_boxes = [LeakBox() for _ in range(TOP_LEAKS)]
        for leak_box in self.leak_boxes:
            leak_box.lab_button.clicked.connect(
                lambda _=False, shown=leak_box: self._open_example(shown)
            )
            leak_box.practise_button.clicked.connect(
                lambda _=False, shown=leak_box: self._practise(shown)
            )
        self.outcomes = self._label()
        self.chart = QChart()
        self.chart.legend().setVisible(False)
        dark = QApplication.palette().window().color().lightness() < 128
        self.chart.setTheme(
            QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight
        )
        self.chart_view = QChartView(self.chart)
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setMinimumHeight(220)
        self.chart_view.setAccessibleName(self.tr("Points lost per 100 hands over time"))
        self.copy_text_button = QPushButton(self.tr("Copy as text"))
        self.copy_text_button.clicked.connect(self.copy_text)
        self.copy_image_button = QPushButton(self.tr("Copy as image"))
        self.copy_image_button.clicked.connect(self.copy_image)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.close)
        self._lay_out()
        for box in (self.variant_box, self.size_box, self.jokers_box, self.period_box):
            box.currentIndexChanged.connect(lambda _index: self.refresh())
        self.trend_box.currentIndexChanged.connect(lambda _index: self.refresh())
        # Once: a top-level minimum that follows the layout (rows shown and hidden as the
        # filters change) makes some platforms warn.
        self.setMinimumSize(640, 480)
        fit_window(self, QSize(960, 900))
        self.refresh()

    def _label(self, text: str = "", *, bold: bool = False) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if bold:
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        return label

    def _lay_out(self) -> None:
        filters = QHBoxLayout()
        for box in (
            self.variant_box,
            self.size_box,
            self.jokers_box,
            self.period_box,
            self.from_date,
            self.until_date,
            self.trend_box,
        ):
            filters.addWidget(box)
        filters.addStretch(1)
        self.content = QWidget()
        body = QVBoxLayout(self.content)
        body.addWidget(self.summary)
        body.addWidget(self.progress)
        body.addWidget(self.kinds)
        body.addWidget(self.shares_note)
        body.addWidget(self.leak_title)
        for leak_box in self.leak_boxes:
            body.addWidget(leak_box)
        body.addWidget(self.outcomes)
        body.addWidget(self.chart_view)
        body.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.content)
        buttons = QHBoxLayout()
        buttons.addWidget(self.copy_text_button)
        buttons.addWidget(self.copy_image_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(scroll, stretch=1)
        layout.addLayout(buttons)

    # ----- the figures ---------------------------------------------------------------------

    def report_filter(self) -> CoachFilter:
        days = self.period_box.currentData()
        between = days == BETWEEN
        self.from_date.setVisible(between)
        self.until_date.setVisible(between)
        since = until = None
        if between:  # whole days in the player's time zone, the last one included
            since = _day_start(self.from_date.date())
            until = _day_start(self.until_date.date().addDays(1))
        elif days is not None:
            since = time_text(datetime.now(UTC) - timedelta(days=int(days)))
        return CoachFilter(
            variant=self.variant_box.currentData(),
            players=self.size_box.currentData(),
            jokers=self.jokers_box.currentData(),
            since=since,
            until=until,
        )

    def filters_text(self) -> str:
        """The filters as a line of text (for the copied report)."""
        boxes = (self.variant_box, self.size_box, self.jokers_box, self.period_box)
        parts = [box.currentText() for box in boxes]
        if self.period_box.currentData() == BETWEEN:
            parts[-1] = f"{self.from_date.text()} – {self.until_date.text()}"
        return " · ".join(parts)

    def refresh(self) -> None:
        """Work the report out again for the filters chosen."""
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            report = self.store.coach_report(
                self.player, self.report_filter(), self.trend_box.currentData()
            )
            graded, total = self.store.grading_progress()
        except HistoryDbError as error:
            self.summary.setText(str(error))
            return
        finally:
            QApplication.restoreOverrideCursor()
        self.show_report(report, graded, total)

    def show_report(self, report: CoachReport, graded: int, total: int) -> None:
        self.report = report
        self.summary.setText(summary_text(report))
        waiting = total - graded
        self.progress.setText(
            self.tr(
                "{graded} of the history's {total} hands are graded; the other {waiting} are "
                "graded in the background while the table is idle."
            ).format(graded=graded, total=total, waiting=waiting)
            if waiting > 0
            else ""
        )
        self.progress.setVisible(waiting > 0)
        some = report.hands > 0
        for widget in (self.kinds, self.leak_title, self.outcomes, self.chart_view):
            widget.setVisible(some)
        self._show_kinds(report)
        self._show_leaks(report)
        self.outcomes.setText("\n".join(outcome_lines(report)))
        self._show_trend(report)
        self.copy_text_button.setEnabled(some)
        self.copy_image_button.setEnabled(some)

    def _show_kinds(self, report: CoachReport) -> None:
        shown = [line for line in report.kinds if line.decisions]  # kinds never met: none
        self.kinds.setRowCount(len(shown))
        for row, line in enumerate(shown):
            cells = (kind_name(line.name), rate_text(line.lost), share_text(line), line.decisions)
            for column, value in enumerate(cells):
                item = QTableWidgetItem(str(value))
                if column:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.kinds.setItem(row, column, item)
        note = shares_note(report)
        self.shares_note.setText(note)
        self.shares_note.setVisible(bool(note))

    def _show_leaks(self, report: CoachReport) -> None:
        leaks = [line for line in report.leaks if line.lost.value > 0][:TOP_LEAKS]
        self.leak_title.setVisible(bool(leaks))
        for leak_box, line in zip(self.leak_boxes, [*leaks, *[None] * TOP_LEAKS], strict=False):
            leak_box.line = line
            leak_box.setVisible(line is not None)
            if line is None:
                continue
            leak_box.sentence.setText(leak_sentence(line, report))
            leak_box.example.setText(example_sentence(line))
            leak_box.lab_button.setEnabled(line.example is not None)

    def _show_trend(self, report: CoachReport) -> None:
        chart = self.chart
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
            axis.deleteLater()
        points = report.trend
        if not points:
            return
        series = QLineSeries()
        series.setPointsVisible(True)
        for index, point in enumerate(points):
            series.append(index, point.lost.value)
        chart.addSeries(series)
        labels = QCategoryAxis()
        labels.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        step = max(1, len(points) // 8)  # a label every few points: they must not overlap
        for index in range(0, len(points), step):
            labels.append(points[index].label, index)
        labels.setRange(-0.5, len(points) - 0.5)
        values = QValueAxis()
        values.setRange(0, max(1.0, max(point.lost.value for point in points) * 1.15))
        values.applyNiceNumbers()
        values.setLabelFormat("%.0f")
        chart.addAxis(labels, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(values, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(labels)
        series.attachAxis(values)
        weekly = self.trend_box.currentData() == TREND_WEEK
        chart.setTitle(
            self.tr("Points lost per 100 hands, week by week")
            if weekly
            else self.tr("Points lost per 100 hands, 100 hands at a time")
        )

    # ----- acting on it --------------------------------------------------------------------

    def _open_example(self, box: LeakBox) -> LabWindow | None:
        if box.line is None or box.line.example is None:
            return None
        position = example_position(box.line.example)
        lab = LabWindow(position.rules, position, self.library, self)
        lab.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        lab.show()
        lab.activateWindow()
        return lab

    def _practise(self, box: LeakBox) -> None:
        if box.line is not None:
            self.practiseRequested.emit(box.line.kind)

    def share_text(self) -> str:
        return "" if self.report is None else report_text(self.report, self.filters_text())

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.share_text())

    def copy_image(self) -> None:
        QGuiApplication.clipboard().setPixmap(self.content.grab())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:  # closes as a dialog does
            self.close()
            return
        super().keyPressEvent(event)
