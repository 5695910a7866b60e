"""The Help menu and the score review lead into the rules help and the guided hand."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow

from .conftest import start


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
