"""The statistics page's trainer rating chart draws exactly the drill store's rating
history of the chosen player, and says so when no drill was answered yet."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from fsrs import Rating
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.grades import Grade
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.ui.drills.rating_chart import msecs
from ofc_desktop.ui.panels.statistics_page import RATING_TAB, StatisticsPage
from tests.ui.test_drills_window import mistake_drill
from tests.ui.test_history_browser import VIEWER, fill_history

ANSWERS = (
    (Grade.GOOD, Rating.Good),
    (Grade.BLUNDER, Rating.Again),
    (Grade.INACCURACY, Rating.Hard),
    (Grade.GOOD, Rating.Good),
)


@pytest.fixture
def database(tmp_path: Path) -> Iterator[HistoryDatabase]:
    db = HistoryDatabase(tmp_path / "history.sqlite3")
    fill_history(db)
    with DrillStore(db) as store:
        drill = mistake_drill(VIEWER)
        start = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)
        store.add([drill], start)
        for day, (grade, rating) in enumerate(ANSWERS):
            store.record(drill.drill_id, 0.5, grade, rating, start + timedelta(days=day))
    yield db
    db.close()


def drawn(page: StatisticsPage) -> list[tuple[float, float]]:
    series = page.rating_chart.series
    assert series is not None
    return [(point.x(), point.y()) for point in series.points()]


@pytest.mark.parametrize("shared_store", [False, True])
def test_the_chart_shows_the_rating_history(
    qtbot: QtBot, database: HistoryDatabase, shared_store: bool
) -> None:
    with DrillStore(database) as store:
        page = StatisticsPage(database, VIEWER, drills=store if shared_store else None)
        qtbot.addWidget(page)
        page.show()
        page.charts.setCurrentIndex(RATING_TAB)
        history = store.rating_history(VIEWER)
        assert len(history) == len(ANSWERS)
        assert drawn(page) == [(msecs(when), rating) for when, rating in history]
        assert page.rating_chart.view.isVisible() and not page.rating_chart.empty.isVisible()
        assert str(round(history[-1][1])) in page.rating_chart.chart.title()
        page.close()


def test_a_player_without_answers_gets_the_empty_state(
    qtbot: QtBot, database: HistoryDatabase
) -> None:
    page = StatisticsPage(database, VIEWER)
    qtbot.addWidget(page)
    page.show()
    page.charts.setCurrentIndex(RATING_TAB)
    other = next(i for i in range(page.player_box.count()) if page.player_box.itemData(i) != VIEWER)
    page.player_box.setCurrentIndex(other)
    assert page.rating_chart.series is None
    assert page.rating_chart.empty.isVisible() and "No drill answered yet" in (
        page.rating_chart.empty.text()
    )
