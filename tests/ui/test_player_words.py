"""Words the player reads: "You" takes its own verb, the engine's lower-case reasons are
shown as sentences, the table review starts at its first step, and links stay readable
on the dark theme."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from pytestqt.qtbot import QtBot

from ofc_desktop.core.records import StreetConfirmed, Surrendered
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.words import for_player, sentence
from ofc_desktop.ui.panels.replay_window import _caption
from ofc_desktop.ui.panels.table_review import ALL_ROWS
from ofc_desktop.ui.theme import DARK
from tests.ui.conftest import play_hand_as_the_human, start


def test_you_take_your_own_verb() -> None:
    assert for_player("You", "{player} collects 3", "You collect 3") == "You collect 3"
    assert for_player("Vera", "{player} collects 3", "You collect 3") == "{player} collects 3"
    names = ["You", "Vera"]
    confirmed = StreetConfirmed(0, 1, (), 0)
    assert _caption([confirmed], names, set()) == "You set street 2"
    assert _caption([StreetConfirmed(1, 1, (), 0)], names, set()) == "Vera sets street 2"
    assert _caption([Surrendered(0)], names, set()) == "You surrender"


def test_reasons_are_shown_as_sentences(qtbot: QtBot, window: MainWindow) -> None:
    assert sentence("that row is full") == "That row is full"
    window.controller.rejected.emit("that row is full")
    assert window.panel.message.text() == "That row is full"


def test_the_review_on_the_table_opens_on_its_first_step(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(), "human,easy", seed=4)
    play_hand_as_the_human(qtbot, window.controller)
    window.table_review_action.trigger()
    assert window.review_bar.isVisible()
    assert window.table_review.step.pair == 0 and window.table_review.step.row < ALL_ROWS


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def test_dark_links_are_readable(qtbot: QtBot, window: MainWindow) -> None:
    window.set_options(window.options.with_changes(theme="dark"))
    window.review_overlay.show_rules_links(foul=True)
    qtbot.waitUntil(
        lambda: (
            window.review_overlay.palette().color(QPalette.ColorRole.Window)
            == DARK.widget_palette().color(QPalette.ColorRole.Window)
        )
    )
    palette = window.review_overlay.palette()
    for role in (QPalette.ColorRole.Link, QPalette.ColorRole.LinkVisited):
        link, ground = palette.color(role), palette.color(QPalette.ColorRole.Window)
        lighter, darker = sorted((_luminance(link), _luminance(ground)), reverse=True)
        assert (lighter + 0.05) / (darker + 0.05) >= 4.5, role
