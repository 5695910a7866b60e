"""The coach report's page, used as a player uses it: opened from the Game menu, the Help
menu and Statistics, its filters, a leak's example opened in the lab and its drills to
practise, copied as text, closed with Esc, and at a shared screen each player's own."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.drills import drills_from_review
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.paths import data_paths
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.drills.drill_window import DrillWindow
from ofc_desktop.ui.drills.grader import ReviewedHand, reviewing_work
from ofc_desktop.ui.lab.lab_window import LabWindow
from ofc_desktop.ui.lab.lab_words import same_position
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.panels.coach_page import BETWEEN, CoachPage
from ofc_desktop.ui.panels.coach_words import example_position
from ofc_desktop.ui.panels.statistics_page import StatisticsPage
from ofc_desktop.ui.storage import Storage
from tests.ui.test_grader import PINEAPPLE, hand_with_a_mistake, store_hand

NOW = datetime(2026, 12, 1, 20, tzinfo=UTC)


def graded_folder(folder: Path) -> str:
    """A data folder whose history holds one hand of Bob's with a deliberate mistake,
    graded as the grader grades it; the hand's fingerprint."""
    with HistoryDatabase(data_paths(folder).history_db) as history:
        record = hand_with_a_mistake()
        fingerprint = store_hand(history, record)
        ((played,),) = history.fetch_all(
            "SELECT played_at FROM hands WHERE fingerprint = ?", (fingerprint,)
        )
        found = reviewing_work(fingerprint, record, str(played))(threading.Event(), lambda _s: 0)
        assert isinstance(found, ReviewedHand)
        drills = [d for p, r in found.reviews for d in drills_from_review(r, p, fingerprint)]
        with DrillStore(history) as store:
            store.add(drills, NOW, graded=fingerprint, grades=found.graded)
    return fingerprint


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("coach")
    graded_folder(folder)
    return folder


@pytest.fixture
def store(graded: Path, tmp_path: Path) -> Iterator[DrillStore]:
    import shutil

    shutil.copytree(graded, tmp_path / "data")
    with DrillStore(data_paths(tmp_path / "data").history_db) as opened:
        yield opened


def open_page(qtbot: QtBot, store: DrillStore, player: str = "bob") -> CoachPage:
    page = CoachPage(store, player)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    return page


def test_the_page_shows_the_players_report(qtbot: QtBot, store: DrillStore) -> None:
    page = open_page(qtbot, store)
    assert page.report is not None and page.report.hands == 1
    assert "over 1 graded hands" in page.summary.text()
    rows = {page.kinds.item(row, 0).text() for row in range(page.kinds.rowCount())}
    assert {"Opening set-up", "Later streets"} <= rows
    shown = [box for box in page.leak_boxes if box.isVisible()]
    assert shown and shown[0].sentence.text().startswith("You lose ")
    assert "the best play was" in shown[0].example.text()
    # A Pineapple discard is a later street too: the shares pass 100 % and say why.
    assert sum(line.share for line in page.report.kinds if line.decisions) > 1
    assert page.shares_note.isVisibleTo(page)
    assert "more than 100 %" in page.shares_note.text()
    assert page.chart.series()  # the trend has a point
    # Another player: nobody's hands, said so.
    empty = open_page(qtbot, store, "cy")
    assert empty.report is not None and empty.report.hands == 0
    assert "No graded hands" in empty.summary.text() and not empty.kinds.isVisible()


def test_filters_choose_the_hands(qtbot: QtBot, store: DrillStore) -> None:
    page = open_page(qtbot, store)
    page.variant_box.setCurrentIndex(page.variant_box.findData("classic"))
    assert page.report is not None and page.report.hands == 0
    page.variant_box.setCurrentIndex(page.variant_box.findData("pineapple"))
    assert page.report.hands == 1
    page.jokers_box.setCurrentIndex(page.jokers_box.findData(True))
    assert page.report.hands == 0
    page.jokers_box.setCurrentIndex(0)
    page.size_box.setCurrentIndex(page.size_box.findData(2))
    assert page.report.hands == 1
    page.trend_box.setCurrentIndex(1)
    assert [point.label for point in page.report.trend] == ["1"]
    # Between two dates chosen by hand: the hand was stored today.
    page.period_box.setCurrentIndex(page.period_box.findData(BETWEEN))
    assert page.from_date.isVisible() and page.until_date.isVisible()
    today = QDate.currentDate()
    page.from_date.setDate(today.addDays(-10))
    page.until_date.setDate(today.addDays(-5))
    assert page.report.hands == 0
    page.until_date.setDate(today)
    assert page.report.hands == 1
    assert page.filters_text().endswith(f"{page.from_date.text()} – {page.until_date.text()}")


def test_a_leaks_example_opens_in_the_lab_and_its_drills_to_practise(
    qtbot: QtBot, store: DrillStore
) -> None:
    page = open_page(qtbot, store)
    box = next(box for box in page.leak_boxes if box.isVisible())
    before = set(QApplication.topLevelWidgets())  # a lab closed by an earlier test may linger
    qtbot.mouseClick(box.lab_button, Qt.MouseButton.LeftButton)
    labs = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, LabWindow) and w not in before
    ]
    assert len(labs) == 1 and labs[-1].isVisible()
    assert box.line is not None and box.line.example is not None
    assert same_position(example_position(box.line.example), labs[-1].position())
    asked: list[str] = []
    page.practiseRequested.connect(asked.append)
    qtbot.mouseClick(box.practise_button, Qt.MouseButton.LeftButton)
    assert asked == [box.line.kind]
    for lab in labs:
        lab.close()


def test_copy_as_text_and_esc(qtbot: QtBot, store: DrillStore) -> None:
    page = open_page(qtbot, store)
    qtbot.mouseClick(page.copy_text_button, Qt.MouseButton.LeftButton)
    text = QGuiApplication.clipboard().text()
    assert text.startswith("Coach report: bob") and "The largest leaks:" in text
    assert "Points lost per 100 hands, by kind of decision:" in text
    assert "so the shares add up to more than 100 %" in text
    qtbot.keyClick(page, Qt.Key.Key_Escape)
    assert not page.isVisible()


def _table(qtbot: QtBot, folder: Path, kinds: list[str]) -> MainWindow:
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    window = MainWindow(controller, Storage(data_paths(folder)))
    window.ask_before_abandoning = False
    qtbot.addWidget(window)
    window.show()
    assert window.start(TableSetup(PINEAPPLE, seats_from_kinds(kinds), 3))
    qtbot.waitUntil(lambda: window.grader is not None)
    return window


def _opened(kind: type[QWidget]) -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]


def test_the_report_opens_from_the_menus_and_statistics_and_practises_drills(
    qtbot: QtBot, graded: Path, tmp_path: Path
) -> None:
    import shutil

    shutil.copytree(graded, tmp_path / "data")
    window = _table(qtbot, tmp_path / "data", ["human", "easy"])
    assert window.coach_action.shortcut().toString() == "Ctrl+R"
    help_menu = next(a.menu() for a in window.menuBar().actions() if "Help" in a.text())
    assert window.coach_action in help_menu.actions()
    window.coach_action.trigger()
    pages = _opened(CoachPage)
    assert pages and isinstance(pages[-1], CoachPage)
    page = pages[-1]
    assert page.player == window.controller.seats[0].name
    page.practiseRequested.emit("later_street")
    drills = _opened(DrillWindow)
    assert drills and drills[-1].theme == "later_street"
    statistics = window.show_statistics()
    assert isinstance(statistics, StatisticsPage)
    before = len(_opened(CoachPage))
    qtbot.mouseClick(statistics.coach_button, Qt.MouseButton.LeftButton)
    assert len(_opened(CoachPage)) == before + 1
    for widget in [*_opened(CoachPage), *_opened(DrillWindow), statistics]:
        widget.close()
    window.close()


def test_at_a_shared_screen_the_report_is_the_player_at_the_screens_own(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = _table(qtbot, tmp_path, ["human", "human"])
    controller = window.controller
    qtbot.waitUntil(lambda: controller.curtain_for is not None, timeout=20_000)
    assert window.open_coach_report() is None  # the curtain is down: nobody's report
    controller.accept_handover()
    page = window.open_coach_report()
    assert page is not None and page.player == controller.seats[controller.viewer].name
    closed: list[bool] = []
    page.destroyed.connect(lambda: closed.append(True))
    assert controller.play_for_me(confirm=True)  # the screen passes on
    qtbot.waitUntil(lambda: bool(closed), timeout=20_000)
    window.close()


@pytest.mark.parametrize("kind", ["opening", "later_street", "foul_risk", "fantasyland_set"])
def test_practising_a_kind_finds_puzzles_of_that_kind(
    qtbot: QtBot, store: DrillStore, kind: str
) -> None:
    from ofc_desktop.bots.drills import PUZZLES
    from ofc_desktop.bots.puzzles import load_puzzles
    from ofc_desktop.core.rules import RuleSet

    drills = DrillWindow(store, "bob", RuleSet(), shipped=load_puzzles())
    qtbot.addWidget(drills)
    drills.set_theme(kind)
    drills.set_source(PUZZLES)
    assert drills.theme == kind and drills.entries
    assert all(kind in entry.drill.themes for entry in drills.entries)
