"""Closed Chinese poker at the table, driven like a person: Surrender asks first (both
answers), a natural is pointed out from the deal, and the red refusal clears at the
player's next action (docs/rules.md §9)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.core.naturals import natural_in
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.side_panel import SidePanel
from tests.ui.conftest import start

CHINESE = RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True)
YOU = 0


def press(qtbot: QtBot, button: QWidget) -> None:
    assert button.isEnabled(), button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def wait_for_turn(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.controller.human_may_act(), timeout=20_000)


def answer_surrender(
    qtbot: QtBot, panel: SidePanel, monkeypatch: pytest.MonkeyPatch, surrender: bool
) -> list[str]:
    """Press Surrender and click the question's answer the way a person would (the box
    is not shown: the offscreen screen cannot); returns the question's title."""
    seen: list[str] = []

    def answer(box: QMessageBox) -> int:
        seen.append(box.windowTitle())
        wanted = "&Surrender" if surrender else "Cancel"
        next(b for b in box.buttons() if b.text() == wanted).click()
        return 0

    panel.ask_before_surrendering = True
    monkeypatch.setattr(QMessageBox, "exec", answer)
    press(qtbot, panel.surrender_button)
    return seen


def test_surrender_asks_first_and_cancel_keeps_the_hand(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(window, CHINESE, seed=4)
    wait_for_turn(qtbot, window)
    seen = answer_surrender(qtbot, window.panel, monkeypatch, surrender=False)
    assert seen == ["Surrender this hand?"]
    hand = window.controller.hand
    assert hand is not None and not hand.seats[YOU].surrendered
    assert window.controller.human_may_act()


def test_surrender_asks_first_and_yes_surrenders(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(window, CHINESE, seed=4)
    wait_for_turn(qtbot, window)
    seen = answer_surrender(qtbot, window.panel, monkeypatch, surrender=True)
    assert seen == ["Surrender this hand?"]
    hand = window.controller.hand
    assert hand is not None and hand.seats[YOU].surrendered
    assert not window.panel.surrender_button.isEnabled()


def test_a_natural_is_pointed_out_from_the_deal(qtbot: QtBot, window: MainWindow) -> None:
    start(window, CHINESE, seed=60)  # seat 0 is dealt six pairs
    wait_for_turn(qtbot, window)
    panel = window.panel
    assert not panel.natural_button.isEnabled()  # not all 13 set yet
    assert panel.notice.text() == (
        "Your cards make a natural: Six pairs — set them, then Declare natural."
    )
    assert not panel.notice.isHidden()
    # Set the cards, then declare: the hint has done its work and goes.
    assert window.controller.arrange_for_me()
    qtbot.waitUntil(lambda: panel.natural_button.isEnabled(), timeout=10_000)
    press(qtbot, panel.natural_button)
    hand = window.controller.hand
    assert hand is not None and hand.seats[YOU].natural is not None
    assert panel.notice.text() == ""


def test_no_natural_no_hint(qtbot: QtBot, window: MainWindow) -> None:
    start(window, CHINESE, seed=4)
    wait_for_turn(qtbot, window)
    hand = window.controller.hand
    assert hand is not None
    assert natural_in(hand.seats[YOU].held()) is None
    assert window.panel.notice.text() == "" and window.panel.notice.isHidden()


def test_the_red_refusal_clears_at_the_next_action(qtbot: QtBot, window: MainWindow) -> None:
    start(window, CHINESE, seed=4)
    wait_for_turn(qtbot, window)
    controller, panel = window.controller, window.panel
    assert not controller.confirm()
    assert "lace every card first: 13 still in hand" in panel.message.text()
    card = controller.snapshot.held[0]
    assert controller.place(card, "bottom")
    assert panel.message.text() == ""
    assert not controller.confirm()
    assert panel.message.text()
    assert controller.undo()
    assert panel.message.text() == ""


def test_the_panel_buttons_wait_for_a_table(qtbot: QtBot) -> None:
    """Behind the start's questions the table is empty: no button may look usable."""
    panel = SidePanel()
    qtbot.addWidget(panel)
    buttons = [
        panel.confirm_button,
        panel.undo_button,
        panel.play_button,
        panel.arrange_button,
        panel.sort_rank_button,
        panel.sort_suit_button,
        panel.natural_button,
        panel.surrender_button,
        panel.next_button,
    ]
    assert not any(button.isEnabled() for button in buttons)
