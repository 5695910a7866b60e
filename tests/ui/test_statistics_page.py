"""The statistics page shows exactly what the hand history's statistics say: the table
per player and bot level, and the charts of the chosen player, for every variant."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCharts import QBarSeries, QLineSeries
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.statistics import (
    compute_statistics,
    match_series,
    points_series,
    rates_by_variant,
    stats_from_records,
)
from ofc_desktop.ui.panels.statistics_page import (
    FOULS,
    HANDS,
    POINTS,
    VALUE_ROLE,
    WHO,
    StatisticsPage,
    figure,
    figure_text,
)
from tests.ui.test_history_browser import VIEWER, fill_history, played_hands


@pytest.fixture
def database(tmp_path: Path) -> Iterator[HistoryDatabase]:
    db = HistoryDatabase(tmp_path / "history.sqlite3")
    fill_history(db)
    yield db
    db.close()


@pytest.fixture
def page(qtbot: QtBot, database: HistoryDatabase) -> StatisticsPage:
    shown = StatisticsPage(database, VIEWER)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def shown_table(page: StatisticsPage) -> list[list[object]]:
    model = page.model
    return [
        [model.data(model.index(row, column), VALUE_ROLE) for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


def expected_table(database: HistoryDatabase, variant: str | None) -> list[list[object]]:
    stats = compute_statistics(database, variant=variant)
    return [[figure(s, column) for column in range(8)] for s in stats]


def test_the_table_shows_the_statistics_of_every_variant(
    qtbot: QtBot, page: StatisticsPage, database: HistoryDatabase
) -> None:
    assert shown_table(page) == expected_table(database, None)
    # The database's sums agree with the records themselves.
    assert compute_statistics(database) == stats_from_records(played_hands())
    model = page.model
    first = compute_statistics(database)[0]
    assert model.data(model.index(0, WHO)) == "Everyone"
    assert model.data(model.index(0, HANDS)) == str(first.hands)
    assert model.data(model.index(0, FOULS)) == figure_text(first, FOULS)
    assert model.data(model.index(0, POINTS)) == f"{first.points_per_hand:+.2f}"
    names = [model.data(model.index(row, WHO)) for row in range(model.rowCount())]
    assert {VIEWER, "Bob", "Cy", "Bots: Easy", "Bots: Hard"} <= set(names)
    for index in range(1, page.variant_box.count()):
        page.variant_box.setCurrentIndex(index)
        variant = page.variant
        assert variant is not None
        assert shown_table(page) == expected_table(database, variant)
        assert shown_table(page), variant  # every variant was played
    page.variant_box.setCurrentIndex(0)
    assert shown_table(page) == expected_table(database, None)


def click_tab(qtbot: QtBot, page: StatisticsPage, tab: int) -> None:
    bar = page.charts.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tab).center())
    assert page.charts.currentIndex() == tab


def _line_points(series: object) -> list[tuple[float, float]]:
    assert isinstance(series, QLineSeries)
    return [(point.x(), point.y()) for point in series.points()]


def test_the_charts_follow_the_chosen_player_and_variant(
    qtbot: QtBot, page: StatisticsPage, database: HistoryDatabase
) -> None:
    assert page.player == VIEWER
    cumulative = points_series(database, VIEWER)
    assert _line_points(page.points_chart.chart().series()[0]) == [
        (0.0, 0.0),
        *((float(n), float(total)) for n, total in cumulative),
    ]
    click_tab(qtbot, page, 1)
    bars = page.matches_chart.chart().series()[0]
    assert isinstance(bars, QBarSeries)
    assert [bars.barSets()[0].at(i) for i in range(bars.barSets()[0].count())] == [
        float(match.points) for match in match_series(database, VIEWER)
    ]
    by_variant = rates_by_variant(database, VIEWER)
    click_tab(qtbot, page, 2)
    rates = page.variants_chart.chart().series()[0]
    assert isinstance(rates, QBarSeries)
    fouls = rates.barSets()[0]
    assert [fouls.at(i) for i in range(fouls.count())] == pytest.approx(
        [100 * stats.foul_rate for stats in by_variant.values()]
    )
    assert len(by_variant) == 4
    # Another player, one variant: the charts follow.
    page.player_box.setCurrentIndex(page.player_box.findText("Cy"))
    page.variant_box.setCurrentIndex(page.variant_box.findData("pineapple"))
    click_tab(qtbot, page, 0)
    assert _line_points(page.points_chart.chart().series()[0])[1:] == [
        (float(n), float(total)) for n, total in points_series(database, "Cy", "pineapple")
    ]
    assert page.points_chart.chart().title() == "Cy: points over hands"
    click_tab(qtbot, page, 1)
    matches = page.matches_chart.chart().series()[0]
    assert isinstance(matches, QBarSeries)
    assert matches.barSets()[0].count() == len(match_series(database, "Cy", "pineapple"))
    assert shown_table(page) == expected_table(database, "pineapple")


def test_an_empty_history_shows_no_figures(qtbot: QtBot, tmp_path: Path) -> None:
    database = HistoryDatabase(tmp_path / "empty.sqlite3")
    page = StatisticsPage(database)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    assert page.model.rowCount() == 0 and page.player is None
    assert page.message.text() == "No finished hands to count yet."
    assert page.points_chart.chart().series() == []
    qtbot.keyClick(page, Qt.Key.Key_Escape)
    assert not page.isVisible()
    database.close()
