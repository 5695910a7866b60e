"""Every window fits the screen it opens on: the table opens maximised the first time
and where the player left it after that, and each other top-level window starts no
larger than a 1280×800 or 1024×768 screen's free area with its frame, its layout's
least size included (else its contents would be squeezed over each other), in English
and in German, whose words are longer."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QSize
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.paths import data_paths
from ofc_desktop.ui import i18n, screen_fit
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.dialogs.about_dialog import AboutDialog
from ofc_desktop.ui.dialogs.error_dialog import ErrorDialog
from ofc_desktop.ui.dialogs.new_match_dialog import NewMatchDialog
from ofc_desktop.ui.dialogs.rules_help import RulesHelpDialog
from ofc_desktop.ui.dialogs.settings_dialog import SettingsDialog
from ofc_desktop.ui.dialogs.welcome_dialog import WelcomeDialog
from ofc_desktop.ui.drills.drill_window import DrillWindow
from ofc_desktop.ui.lab.lab_window import LabWindow
from ofc_desktop.ui.lab.rules_dialog import LabRulesDialog
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import AppSettings
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.panels.history_browser import HistoryBrowser
from ofc_desktop.ui.panels.replay_window import ReplayWindow
from ofc_desktop.ui.panels.statistics_page import StatisticsPage
from ofc_desktop.ui.screen_fit import FRAME
from ofc_desktop.ui.storage import Storage
from tests.ui.conftest import play_hand_as_the_human, start
from tests.ui.test_history_browser import VIEWER, played_hands

Opener = Callable[[MainWindow, Path], QWidget]

SIX_SEATS = TableSetup(
    RuleSet(variant=Variant.PINEAPPLE, decks=2),
    seats_from_kinds(["human", "easy", "easy", "easy", "easy", "easy"]),
)


def _replay(window: MainWindow, folder: Path) -> QWidget:
    """ "Did I play it right?": a finished hand with its analysis beside it."""
    shown = ReplayWindow(played_hands()[0], VIEWER, window.options, window)
    shown.analysis.check_play()
    return shown


def _history(window: MainWindow, folder: Path) -> QWidget:
    return HistoryBrowser(HistoryDatabase(folder / "history.sqlite"), VIEWER, parent=window)


def _statistics(window: MainWindow, folder: Path) -> QWidget:
    return StatisticsPage(HistoryDatabase(folder / "history.sqlite"), VIEWER, window)


def _drills(window: MainWindow, folder: Path) -> QWidget:
    return DrillWindow(DrillStore(":memory:"), VIEWER, RuleSet(), window)


def _lab_rules(window: MainWindow, folder: Path) -> QWidget:
    return LabRulesDialog(RuleSet(), window)


OPENERS: dict[str, Opener] = {
    "new match": lambda window, _: NewMatchDialog(AppSettings(), SIX_SEATS, window),
    "settings": lambda window, _: SettingsDialog(AppSettings(), window),
    "rules help": lambda window, _: RulesHelpDialog(RuleSet(), window),
    "about": lambda window, _: AboutDialog(window),
    "error": lambda window, _: ErrorDialog("Something broke.", "Traceback …", None, window),
    "welcome": lambda window, _: WelcomeDialog(window),
    "replay and analysis": _replay,
    "position lab": lambda window, folder: LabWindow(RuleSet(), library=folder / "lab.json"),
    "lab rules": _lab_rules,
    "drills": _drills,
    "hand history": _history,
    "statistics": _statistics,
}
SCREENS = {
    "1280x800": (QSize(1280, 800), "en"),
    "1024x768": (QSize(1024, 768), "en"),
    "1024x768 German": (QSize(1024, 768), "de"),
}


@pytest.fixture(params=list(SCREENS))
def screen(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[QSize]:
    """Windows open on a screen of this size, in this language."""
    size, language = SCREENS[request.param]
    monkeypatch.setattr(screen_fit, "available_room", lambda _window: QRect(0, 0, *size.toTuple()))
    app = QCoreApplication.instance()
    assert app is not None
    if language != "en":
        assert i18n.install_translator(app, language) is not None
    yield size
    i18n.remove_translators(app)


def assert_fits(window: QWidget, screen: QSize) -> None:
    room = screen - FRAME
    size = window.size()
    assert size.width() <= room.width() and size.height() <= room.height(), (size, screen)
    layout = window.layout()
    if layout is not None:
        least = layout.totalMinimumSize()
        assert least.width() <= size.width() and least.height() <= size.height(), (least, size)


@pytest.mark.parametrize("name", list(OPENERS))
def test_every_window_starts_within_the_screen(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, screen: QSize, name: str
) -> None:
    shown = OPENERS[name](window, tmp_path)
    qtbot.addWidget(shown)
    shown.show()
    QApplication.processEvents()
    assert_fits(shown, screen)
    shown.close()


def test_the_table_restored_from_maximised_fits_too(
    qtbot: QtBot, window: MainWindow, screen: QSize
) -> None:
    window.showNormal()
    window.fit_to_screen()
    QApplication.processEvents()
    assert_fits(window, screen)


def test_the_table_with_its_review_and_live_help_fits_when_restored(
    qtbot: QtBot, window: MainWindow, screen: QSize
) -> None:
    window.set_options(window.options.with_changes(hints=True, foul_odds=True, row_prospects=True))
    start(window, RuleSet(variant=Variant.PINEAPPLE), seed=3)
    play_hand_as_the_human(qtbot, window.controller)
    qtbot.waitUntil(window.review_overlay.isVisible, timeout=5000)
    window.showNormal()
    window.fit_to_screen()
    QApplication.processEvents()
    assert_fits(window, screen)


def open_on_folder(qtbot: QtBot, folder: Path) -> MainWindow:
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    window = MainWindow(controller, Storage(data_paths(folder)))
    qtbot.addWidget(window)
    return window


def test_the_first_window_opens_maximised_then_where_it_was_left(
    qtbot: QtBot, tmp_path: Path
) -> None:
    first = open_on_folder(qtbot, tmp_path)
    first.show_on_screen()
    qtbot.waitExposed(first)
    assert first.isMaximized()
    available = first.screen().availableGeometry()
    assert available.contains(first.frameGeometry()) or first.frameGeometry() == available
    first.showNormal()
    first.setGeometry(first.geometry().adjusted(12, 34, -56, -78))
    QApplication.processEvents()
    left = first.geometry()
    first.close()

    again = open_on_folder(qtbot, tmp_path)
    again.show_on_screen()
    qtbot.waitExposed(again)
    assert not again.isMaximized()
    assert again.size() == left.size()
    # Where it was, give or take the frame, which only the platform knows exactly.
    assert (again.geometry().topLeft() - left.topLeft()).manhattanLength() <= 2 * FRAME.width()
    again.showMaximized()
    QApplication.processEvents()
    again.close()

    third = open_on_folder(qtbot, tmp_path)
    third.show_on_screen()
    qtbot.waitExposed(third)
    assert third.isMaximized()
    third.close()


def test_an_unreadable_geometry_means_a_maximised_window(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_on_folder(qtbot, tmp_path)
    window.options = window.options.with_changes(window_geometry="not a geometry at all ✗")
    window.show_on_screen()
    qtbot.waitExposed(window)
    assert window.isMaximized()
    window.close()
