"""The trainer rating over time: one point per answered drill, from the drill store's
rating history, or a sentence saying there is none yet."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCharts import QChart, QChartView, QDateTimeAxis, QLineSeries, QValueAxis
from PySide6.QtCore import QDateTime, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from ofc_desktop.bots.trainer_rating import START_RATING

MARGIN = 25.0  # rating points above and below the line, so it never hugs the frame


def msecs(when: datetime) -> float:
    """A time as the chart's axis counts it (milliseconds since the epoch)."""
    return when.timestamp() * 1000.0


class RatingChart(QWidget):
    """A line of the rating after each answer, time along the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart = QChart()
        self.chart.legend().setVisible(False)
        dark = QApplication.palette().window().color().lightness() < 128
        self.chart.setTheme(
            QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight
        )
        self.view = QChartView(self.chart)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setMinimumSize(360, 220)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, stretch=1)
        layout.addWidget(self.empty, stretch=1)
        self.series: QLineSeries | None = None
        self.show_history(None, [])

    def show_history(self, player: str | None, history: list[tuple[datetime, float]]) -> None:
        """Draw ``player``'s ratings (oldest first); the empty state when there are none."""
        chart = self.chart
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
            axis.deleteLater()
        self.series = None
        if not player or not history:
            self.view.hide()
            self.empty.show()
            self.empty.setText(
                self.tr(
                    "No drill answered yet. Answer drills (Game → Drills) and your trainer "
                    "rating shows here; it starts at {start}."
                ).format(start=round(START_RATING))
                if player
                else self.tr("No player chosen")
            )
            return
        self.empty.hide()
        self.view.show()
        chart.setTitle(
            self.tr("{player}: trainer rating {rating}").format(
                player=player, rating=round(history[-1][1])
            )
        )
        series = QLineSeries()
        series.setPointsVisible(len(history) <= 60)
        for when, rating in history:
            series.append(msecs(when), rating)
        chart.addSeries(series)
        self.series = series
        times = QDateTimeAxis()
        first, last = history[0][0], history[-1][0]
        if last <= first:  # a single answer: a day either side, so the point shows
            first_ms, last_ms = msecs(first) - 86_400_000, msecs(last) + 86_400_000
        else:
            first_ms, last_ms = msecs(first), msecs(last)
        times.setRange(
            QDateTime.fromMSecsSinceEpoch(int(first_ms)),
            QDateTime.fromMSecsSinceEpoch(int(last_ms)),
        )
        days = (last_ms - first_ms) / 86_400_000
        times.setFormat("HH:mm" if days < 2 else "d MMM")
        times.setTickCount(min(6, max(2, len(history))))
        times.setTitleText(self.tr("Answered"))
        ratings = [rating for _, rating in history]
        values = QValueAxis()
        values.setRange(min(ratings) - MARGIN, max(ratings) + MARGIN)
        values.applyNiceNumbers()
        values.setLabelFormat("%d")
        values.setTitleText(self.tr("Rating"))
        chart.addAxis(times, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(values, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(times)
        series.attachAxis(values)
