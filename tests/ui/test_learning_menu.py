"""The Help menu and the score review lead into the rules help, the guided hand and the
analyses of the hand just played, at a shared screen too."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.panels.replay_window import ReplayWindow

from .conftest import start
from .test_decision_review import play_hot_seat_hand


def test_f2_opens_the_rules_of_the_game_being_played(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(variant=Variant.PINEAPPLE, scoring="1-4"), "human,easy")
    window.rules_action.trigger()
    dialog = window.show_rules()  # the same dialog, reused
    assert dialog.isVisible() and "scoring" in dialog.section_ids()
    text = dialog.browser.toPlainText()
    assert "Pineapple" in text and "1-4" in text


def test_the_review_links_foul_to_the_foul_rule(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(), "human,easy")
    window.review_overlay.show_rules_links(foul=True)
    assert "What is a foul?" in window.review_overlay.rules_link.text()
    window.review_overlay.rules_link.linkActivated.emit("fouls")
    dialog = window.show_rules()
    assert dialog.current_section() == "fouls"


def test_the_guided_hand_starts_from_the_help_menu(qtbot: QtBot, window: MainWindow) -> None:
    window.tutorial_action.trigger()
    assert window.tutorial is not None
    qtbot.waitUntil(lambda: bool(window.tutorial and window.tutorial.shown), timeout=10_000)
    assert window.controller.snapshot.seats[0].name == "You"


def test_at_a_shared_screen_the_review_asks_whose_hand_then_passes_the_screen(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def not_ready(_parent: object, _title: str, text: str, *_args: object) -> object:
        asked.append(text)
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", not_ready)
    start(window, RuleSet(variant=Variant.PINEAPPLE), "human,human,easy", seed=4)
    play_hot_seat_hand(qtbot, window)
    overlay = window.review_overlay
    qtbot.waitUntil(overlay.isVisible, timeout=5000)
    assert window.analysis_players() == ["Ann", "Dana"]  # the humans, never the bot
    for button in (overlay.set_button, overlay.play_button):
        menu = button.menu()
        assert button.isVisible() and menu is not None
        assert [a.text() for a in menu.actions()] == ["Ann's hand", "Dana's hand"]
    overlay.set_button.menu().actions()[1].trigger()
    # Dana was not handed the screen: nothing of hers is shown.
    assert len(asked) == 1 and "Pass the screen to Dana" in asked[0]
    assert "discards included" in asked[0]
    assert not window.findChildren(ReplayWindow)
