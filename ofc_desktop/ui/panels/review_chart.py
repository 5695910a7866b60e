"""The chart of a reviewed hand: the points each street lost, one bar per street coloured
by its grade, with its standard error drawn as an error bar and told in the tooltip.
Clicking a street's bar (or anywhere in its column) chooses that street.

Built the way the statistics page builds its charts (a light or dark chart theme after
the palette, no legend, round axis ticks); the grades' legend sits beside it in words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCharts import (
    QAreaSeries,
    QBarCategoryAxis,
    QBarSet,
    QChart,
    QChartView,
    QLineSeries,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import QCoreApplication, QEvent, QMargins, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QHelpEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from ofc_desktop.bots.grades import GRADES, SYMBOLS, Grade
from ofc_desktop.ui.panels.analysis_words import grade_colour, grade_name

STUB = 0.025  # a street that lost nothing still shows a sliver (share of the axis)
CAP = 0.14  # half the width of an error bar's caps, in streets


@dataclass(frozen=True)
class StreetBar:
    """One street's bar: what it lost, ± its standard error, and its grade."""

    street: int  # 0-based
    loss: float
    stderr: float
    grade: Grade
    exact: bool = False


def bar_tooltip(bar: StreetBar) -> str:
    """ "Street 3: lost 2.5 ± 0.4 points — ? mistake"."""
    grade = f"{SYMBOLS[bar.grade]} {grade_name(bar.grade)}"
    if bar.loss <= 0:
        return QCoreApplication.translate(
            "ReviewChart", "Street {street}: the best play — {grade}"
        ).format(street=bar.street + 1, grade=grade)
    lost = (
        f"{bar.loss:.1f}" if bar.exact or bar.stderr == 0 else f"{bar.loss:.1f} ± {bar.stderr:.1f}"
    )
    return QCoreApplication.translate(
        "ReviewChart", "Street {street}: lost {loss} points — {grade}"
    ).format(street=bar.street + 1, loss=lost, grade=grade)


class ReviewChart(QChartView):
    """Points lost by street; :attr:`streetClicked` carries the bar's index."""

    streetClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        chart = QChart()
        chart.legend().setVisible(False)
        dark = QApplication.palette().window().color().lightness() < 128
        chart.setTheme(
            QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight
        )
        chart.setBackgroundRoundness(0)
        chart.setMargins(QMargins(2, 2, 2, 2))
        super().__init__(chart, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumSize(240, 150)
        self.setAccessibleName(self.tr("Points lost by street"))
        self.bars: tuple[StreetBar, ...] = ()
        self.selected = -1
        self.series: QStackedBarSeries | None = None
        self.sets: dict[Grade, QBarSet] = {}
        self.error_bars: list[QLineSeries] = []
        self.heights: list[float] = []
        self.band: QAreaSeries | None = None  # the chosen street's column, shaded

    def show_bars(self, bars: Sequence[StreetBar]) -> None:
        """Draw one bar per street (none: an empty chart)."""
        chart = self.chart()
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
            axis.deleteLater()
        self.bars, self.selected = tuple(bars), -1
        self.series, self.sets, self.error_bars, self.heights = None, {}, [], []
        self.band = None
        if not bars:
            return
        top = max(max(bar.loss + bar.stderr for bar in bars), 1.0)
        y_axis = QValueAxis()
        y_axis.setTitleText(self.tr("Points lost"))
        y_axis.setRange(0, top * 1.08)
        y_axis.applyNiceNumbers()
        y_axis.setLabelFormat("%.1f" if y_axis.max() < 4 else "%d")
        stub = STUB * y_axis.max()
        self.heights = [max(bar.loss, stub) for bar in bars]
        x_axis = QBarCategoryAxis()
        x_axis.append([str(bar.street + 1) for bar in bars])
        x_axis.setTitleText(self.tr("Street"))
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        self.band = self._band(x_axis, y_axis)
        series = QStackedBarSeries()
        series.setBarWidth(0.6)
        for grade in GRADES:  # one set per grade, so each bar takes its grade's colour
            bar_set = QBarSet(grade_name(grade))
            colour = grade_colour(grade)
            bar_set.setColor(colour)
            bar_set.setBorderColor(colour.darker(130))
            bar_set.setSelectedColor(colour)  # the band behind shows the choice
            bar_set.append(
                [
                    height if bar.grade is grade else 0.0
                    for bar, height in zip(bars, self.heights, strict=True)
                ]
            )
            series.append(bar_set)
            self.sets[grade] = bar_set
        chart.addSeries(series)
        self.series = series
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)
        ink = QColor(QApplication.palette().windowText().color())
        for index, bar in enumerate(bars):
            if bar.stderr > 0 and bar.loss > 0:
                self.error_bars.append(self._error_bar(index, bar, ink, x_axis, y_axis))

    def _band(self, x_axis: QBarCategoryAxis, y_axis: QValueAxis) -> QAreaSeries:
        """The shading behind the chosen street's bar (hidden while none is chosen)."""
        upper, lower = QLineSeries(), QLineSeries()
        band = QAreaSeries(upper, lower)
        upper.setParent(band)
        lower.setParent(band)
        shade = QColor(QApplication.palette().highlight().color())
        shade.setAlpha(56)
        band.setColor(shade)
        band.setBorderColor(shade)
        self.chart().addSeries(band)
        band.attachAxis(x_axis)
        band.attachAxis(y_axis)
        band.setVisible(False)
        return band

    def _error_bar(
        self, index: int, bar: StreetBar, ink: QColor, x_axis: QBarCategoryAxis, y_axis: QValueAxis
    ) -> QLineSeries:
        """An "I" from loss − stderr to loss + stderr over the bar."""
        low, high = max(0.0, bar.loss - bar.stderr), bar.loss + bar.stderr
        line = QLineSeries()
        for x, y in (
            (index - CAP, low),
            (index + CAP, low),
            (index, low),
            (index, high),
            (index - CAP, high),
            (index + CAP, high),
        ):
            line.append(x, y)
        line.setPen(QPen(ink, 1.5))
        self.chart().addSeries(line)
        line.attachAxis(x_axis)
        line.attachAxis(y_axis)
        return line

    def tooltip(self, index: int) -> str:
        return bar_tooltip(self.bars[index]) if 0 <= index < len(self.bars) else ""

    def select(self, index: int) -> None:
        """Mark street ``index``'s bar as the one shown (-1: none)."""
        for bar_set in self.sets.values():
            bar_set.deselectAllBars()
        self.selected = index if 0 <= index < len(self.bars) else -1
        band = self.band
        if band is not None:
            band.setVisible(self.selected >= 0)
        if self.selected < 0 or band is None:
            return
        self.sets[self.bars[index].grade].selectBar(index)
        top = self.chart().axes(Qt.Orientation.Vertical)[0]
        assert isinstance(top, QValueAxis)
        upper, lower = band.upperSeries(), band.lowerSeries()
        assert upper is not None and lower is not None
        upper.replace([QPointF(index - 0.5, top.max()), QPointF(index + 0.5, top.max())])
        lower.replace([QPointF(index - 0.5, 0.0), QPointF(index + 0.5, 0.0)])

    def bar_point(self, index: int) -> QPoint:
        """The middle of street ``index``'s bar, in the viewport's coordinates."""
        assert self.series is not None
        inside = self.chart().mapToPosition(QPointF(index, self.heights[index] / 2), self.series)
        return self.mapFromScene(self.chart().mapToScene(inside))

    def street_at(self, pos: QPoint) -> int:
        """The street whose column of the plot holds ``pos`` (viewport coordinates),
        bar, error bar or the space above them alike; -1 for none."""
        chart = self.chart()
        if self.series is None:
            return -1
        point = chart.mapFromScene(self.mapToScene(pos))
        if not chart.plotArea().contains(point):
            return -1
        index = round(chart.mapToValue(point, self.series).x())
        return index if 0 <= index < len(self.bars) else -1

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        index = self.street_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and index >= 0:
            self.select(index)
            self.streetClicked.emit(index)

    def viewportEvent(self, event: QEvent) -> bool:
        if isinstance(event, QHelpEvent) and event.type() == QEvent.Type.ToolTip:
            text = self.tooltip(self.street_at(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)
