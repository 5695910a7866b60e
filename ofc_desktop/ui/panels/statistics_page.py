"""Playing statistics from the hand history: a table per player and per bot level, and
charts of one player's points over hands, points per match and rates by variant.

Every figure comes from :mod:`ofc_desktop.persistence.statistics` (SQL sums over the
hand history, fast enough to run on the GUI thread); this page only shows them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.persistence.history_db import HistoryDatabase, HistoryDbError
from ofc_desktop.persistence.statistics import (
    MatchTotal,
    PlayerStats,
    compute_statistics,
    match_series,
    points_series,
    rates_by_variant,
)
from ofc_desktop.ui.drills.rating_chart import RatingChart
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.history_models import VARIANT_NAMES, variant_label
from ofc_desktop.ui.models.setup import level_label
from ofc_desktop.ui.models.words import sentence
from ofc_desktop.ui.panels.table_views import Selection, read_only_table
from ofc_desktop.ui.screen_fit import fit_window

if TYPE_CHECKING:
    from ofc_desktop.persistence.drill_store import DrillStore

ModelIndex = QModelIndex | QPersistentModelIndex
VALUE_ROLE = Qt.ItemDataRole.UserRole + 1  # the exact figure behind a shown text
MAX_BARS = 40  # more matches than this are drawn as a line
POINTS_TAB, MATCHES_TAB, VARIANTS_TAB, RATING_TAB = range(4)

WHO, HANDS, POINTS, FOULS, ENTRIES, STAYS, ROYALTIES, SCOOPS = range(8)
_HEADERS = (
    QT_TRANSLATE_NOOP("StatisticsPage", "Player"),
    QT_TRANSLATE_NOOP("StatisticsPage", "Hands"),
    QT_TRANSLATE_NOOP("StatisticsPage", "Points / hand"),
    QT_TRANSLATE_NOOP("StatisticsPage", "Foul %"),
    QT_TRANSLATE_NOOP("StatisticsPage", "Fantasyland entry %"),
    QT_TRANSLATE_NOOP("StatisticsPage", "Fantasyland stay %"),
    QT_TRANSLATE_NOOP("StatisticsPage", "Royalties / hand"),
    QT_TRANSLATE_NOOP("StatisticsPage", "Scoops"),
)


def figure(stats: PlayerStats, column: int) -> int | float | str:
    """The exact figure of one column (rates in per cent)."""
    values: dict[int, int | float | str] = {
        HANDS: stats.hands,
        POINTS: stats.points_per_hand,
        FOULS: 100 * stats.foul_rate,
        ENTRIES: 100 * stats.fantasyland_entry_rate,
        STAYS: 100 * stats.fantasyland_stay_rate,
        ROYALTIES: stats.royalties_per_hand,
        SCOOPS: stats.scoops,
    }
    return values.get(column, who(stats))


def who(stats: PlayerStats) -> str:
    if stats.group == "overall":
        return QCoreApplication.translate("StatisticsPage", "Everyone")
    if stats.group == "level":
        return QCoreApplication.translate("StatisticsPage", "Bots: {level}").format(
            level=level_label(stats.key) if stats.key else "?"
        )
    return stats.key


def figure_text(stats: PlayerStats, column: int) -> str:
    value = figure(stats, column)
    if column in (HANDS, SCOOPS, WHO):
        return str(value)
    if column == STAYS and not stats.fantasyland_hands:
        return "—"  # never played a Fantasyland hand: no rate to give
    if column == ENTRIES and stats.hands == stats.fantasyland_hands:
        return "—"
    if column in (FOULS, ENTRIES, STAYS):
        return f"{value:.1f} %"
    return f"{value:+.2f}" if column == POINTS else f"{value:.2f}"


class StatisticsModel(QAbstractTableModel):
    """One row per :class:`PlayerStats` (everyone, each player, each bot level)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._stats: tuple[PlayerStats, ...] = ()

    def update(self, stats: Sequence[PlayerStats]) -> None:
        self.beginResetModel()
        self._stats = tuple(stats)
        self.endResetModel()

    @property
    def stats(self) -> tuple[PlayerStats, ...]:
        return self._stats

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._stats)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(_HEADERS)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (
            not index.isValid()
            or not 0 <= index.row() < len(self._stats)
            or not 0 <= index.column() < len(_HEADERS)
        ):
            return None
        stats, column = self._stats[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return figure_text(stats, column)
        if role == VALUE_ROLE:
            return figure(stats, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != WHO:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if role == Qt.ItemDataRole.FontRole and stats.group == "overall":
            font = QApplication.font()
            font.setBold(True)
            return font
        return None

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if (
            role == Qt.ItemDataRole.DisplayRole
            and orientation == Qt.Orientation.Horizontal
            and 0 <= section < len(_HEADERS)
        ):
            return QCoreApplication.translate("StatisticsPage", _HEADERS[section])
        return None


def buddy_label(text: str, buddy: QWidget) -> QLabel:
    """A label whose mnemonic (the letter after "&") focuses ``buddy``."""
    label = QLabel(text)
    label.setBuddy(buddy)
    return label


def _chart_view() -> QChartView:
    chart = QChart()
    chart.legend().setVisible(False)
    dark = QApplication.palette().window().color().lightness() < 128
    chart.setTheme(QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight)
    view = QChartView(chart)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumSize(360, 220)
    return view


def _clear(chart: QChart, title: str) -> None:
    chart.removeAllSeries()
    for axis in chart.axes():
        chart.removeAxis(axis)
        axis.deleteLater()
    chart.setTitle(title)


def _value_axis(title: str, low: float, high: float, integers: bool = True) -> QValueAxis:
    axis = QValueAxis()
    axis.setTitleText(title)
    if low == high:
        low, high = low - 1, high + 1
    axis.setRange(low, high)
    axis.applyNiceNumbers()  # round ticks (0, -25, -50 …), not the data's own ends
    if integers:
        axis.setLabelFormat("%d")
    return axis


class StatisticsPage(QDialog):
    """Statistics and charts; a variant filter and a player chooser drive them."""

    def __init__(
        self,
        database: HistoryDatabase,
        viewer_name: str | None = None,
        parent: QWidget | None = None,
        *,
        drills: DrillStore | None = None,
        coach: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.setModal(False)
        self.database = database
        self.drills = drills  # the trainer rating; None: read from the history's file
        self.variant_box = QComboBox()
        self.variant_box.setAccessibleName(self.tr("Variant"))
        self.variant_box.addItem(QCoreApplication.translate("StatisticsPage", "All variants"), None)
        for variant in VARIANT_NAMES:
            self.variant_box.addItem(variant_label(variant), variant)
        self.player_box = QComboBox()
        self.player_box.setAccessibleName(self.tr("Player of the charts"))
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.model = StatisticsModel(self)
        self.table = read_only_table(Selection.ExtendedSelection, wrap=True)
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Statistics per player and per bot level"))
        self.points_chart = _chart_view()
        self.matches_chart = _chart_view()
        self.variants_chart = _chart_view()
        self.variants_chart.chart().legend().setVisible(True)
        self.charts = QTabWidget()
        self.charts.addTab(self.points_chart, self.tr("Points over hands"))
        self.charts.addTab(self.matches_chart, self.tr("Points per match"))
        self.charts.addTab(self.variants_chart, self.tr("Rates by variant"))
        self.rating_chart = RatingChart()
        self.charts.addTab(self.rating_chart, self.tr("Trainer rating"))
        self._stale: set[int] = set()  # charts to draw again when they come into sight
        self.charts.currentChanged.connect(lambda _tab: self._draw_current())
        self.points: list[tuple[int, int]] = []
        self.matches: list[MatchTotal] = []
        self.by_variant: dict[str, PlayerStats] = {}
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        if coach is not None:
            self.coach_button = buttons.addButton(
                self.tr("Coach report…"), QDialogButtonBox.ButtonRole.ActionRole
            )
            self.coach_button.setToolTip(
                self.tr("Where you lose points, by kind of decision, with your largest leaks")
            )
            self.coach_button.clicked.connect(lambda: coach())
        bar = QHBoxLayout()
        bar.addWidget(buddy_label(self.tr("&Variant:"), self.variant_box))
        bar.addWidget(self.variant_box)
        bar.addSpacing(16)
        bar.addWidget(buddy_label(self.tr("&Charts for:"), self.player_box))
        bar.addWidget(self.player_box, stretch=1)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.table, stretch=2)
        layout.addWidget(self.charts, stretch=3)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.setMinimumSize(720, 560)  # once: a changing layout minimum makes some platforms warn
        fit_window(self, QSize(900, 720))
        self._fill_players(viewer_name)
        self.variant_box.currentIndexChanged.connect(self.refresh)
        self.player_box.currentIndexChanged.connect(self.refresh_charts)
        self.refresh()

    @property
    def variant(self) -> str | None:
        value = self.variant_box.currentData()
        return value if isinstance(value, str) else None

    @property
    def player(self) -> str | None:
        value = self.player_box.currentData()
        return value if isinstance(value, str) else None

    def _fill_players(self, preferred: str | None) -> None:
        try:
            players = self.database.player_names()
        except HistoryDbError as error:
            self.message.setText(sentence(str(error)))
            players = []
        self.player_box.blockSignals(True)
        self.player_box.clear()
        for name in players:
            self.player_box.addItem(name, name)
        if preferred in players:
            self.player_box.setCurrentIndex(players.index(preferred))
        self.player_box.blockSignals(False)

    def refresh(self) -> None:
        """Everything again (a variant was chosen, or hands were added)."""
        try:
            stats = compute_statistics(self.database, variant=self.variant)
        except HistoryDbError as error:
            self.message.setText(sentence(str(error)))
            return
        self.model.update(stats)
        self.message.setText("" if stats else self.tr("No finished hands to count yet."))
        self.refresh_charts()

    def refresh_charts(self) -> None:
        """Draw the chart in sight again; the others when they come into sight (each
        is a query of its own over the whole history)."""
        self._stale = {POINTS_TAB, MATCHES_TAB, VARIANTS_TAB, RATING_TAB}
        self._draw_current()

    def _draw_current(self) -> None:
        tab = self.charts.currentIndex()
        if tab not in self._stale:
            return
        player, variant = self.player, self.variant
        try:
            if tab == POINTS_TAB:
                self.points = points_series(self.database, player, variant) if player else []
                self._draw_points(player)
            elif tab == RATING_TAB:
                self.rating_chart.show_history(player, self._rating_history(player))
            elif tab == MATCHES_TAB:
                self.matches = match_series(self.database, player, variant) if player else []
                self._draw_matches(player)
            else:
                self.by_variant = rates_by_variant(self.database, player) if player else {}
                self._draw_variants(player)
        except HistoryDbError as error:
            self.message.setText(sentence(str(error)))
            return
        self._stale.discard(tab)

    def _rating_history(self, player: str | None) -> list[tuple[Any, float]]:
        """The player's trainer rating after each answered drill, oldest first."""
        if not player:
            return []
        if self.drills is not None:
            return self.drills.rating_history(player)
        if self.database.path is None:
            return []  # drills kept in memory live with the window that made them
        from ofc_desktop.persistence.drill_store import DrillStore

        with DrillStore(self.database) as store:
            return store.rating_history(player)

    def _draw_points(self, player: str | None) -> None:
        chart = self.points_chart.chart()
        _clear(
            chart,
            self.tr("{player}: points over hands").format(player=player)
            if player
            else self.tr("No player chosen"),
        )
        if not self.points:
            return
        series = QLineSeries()
        series.append(0, 0)
        for hands, total in self.points:
            series.append(hands, total)
        chart.addSeries(series)
        totals = [0, *(total for _, total in self.points)]
        x_axis = _value_axis(self.tr("Hands played"), 0, self.points[-1][0])
        y_axis = _value_axis(self.tr("Points"), min(totals), max(totals))
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)

    def _draw_matches(self, player: str | None) -> None:
        chart = self.matches_chart.chart()
        _clear(
            chart,
            self.tr("{player}: points per match").format(player=player)
            if player
            else self.tr("No player chosen"),
        )
        if not self.matches:
            return
        points = [match.points for match in self.matches]
        y_axis = _value_axis(self.tr("Points"), min(0, *points), max(0, *points))
        if len(points) <= MAX_BARS:
            bars = QBarSet(self.tr("Points"))
            bars.append([float(value) for value in points])
            series: QBarSeries | QLineSeries = QBarSeries()
            assert isinstance(series, QBarSeries)
            series.append(bars)
            x_axis: QBarCategoryAxis | QValueAxis = QBarCategoryAxis()
            assert isinstance(x_axis, QBarCategoryAxis)
            x_axis.append([str(number) for number in range(1, len(points) + 1)])
        else:
            series = QLineSeries()
            for number, value in enumerate(points, start=1):
                series.append(number, value)
            x_axis = _value_axis("", 1, len(points))
        x_axis.setTitleText(self.tr("Match"))
        chart.addSeries(series)
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)

    def _draw_variants(self, player: str | None) -> None:
        chart = self.variants_chart.chart()
        _clear(
            chart,
            self.tr("{player}: rates by variant").format(player=player)
            if player
            else self.tr("No player chosen"),
        )
        if not self.by_variant:
            return
        series = QBarSeries()
        for label, rate in (
            (self.tr("Foul %"), FOULS),
            (self.tr("Fantasyland entry %"), ENTRIES),
            (self.tr("Fantasyland stay %"), STAYS),
        ):
            bars = QBarSet(label)
            bars.append([float(figure(stats, rate)) for stats in self.by_variant.values()])
            series.append(bars)
        chart.addSeries(series)
        x_axis = QBarCategoryAxis()
        x_axis.append([variant_label(variant) for variant in self.by_variant])
        y_axis = _value_axis(self.tr("Per cent"), 0, 100)
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)
