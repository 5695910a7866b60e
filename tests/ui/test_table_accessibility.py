"""Screen readers and the table: the cards are graphics items, which accessibility tools
cannot see, so the view names the selected card and announces it when the selection
moves. Driven like a person: clicks and keys on the real viewport."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.core.cards import JOKER, Card
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.table_view import spoken_card
from tests.ui.conftest import card_point, click, start, wait_for_turn

CLASSIC = RuleSet(variant=Variant.CLASSIC)
YOU = 0
JOKER_SEED = 5  # deals the player a joker on the first street


@pytest.fixture
def announcements(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """What the table announced to accessibility tools (Qt's own update call, watched)."""
    told: list[str] = []
    real = QAccessible.updateAccessibility

    def watch(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Announcement:
            assert isinstance(event, QAccessibleAnnouncementEvent)
            told.append(event.message())
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", watch)
    yield told


def spoken_name(window: MainWindow) -> str:
    """The name an accessibility tool reads for the table view."""
    interface = QAccessible.queryAccessibleInterface(window.view)
    assert interface is not None
    return interface.text(QAccessible.Text.Name)


def focus_view(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)


def type_key(key: Qt.Key) -> None:
    focused = QApplication.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, key)


def test_cards_are_spoken_with_where_they_lie() -> None:
    assert spoken_card(Card.parse("Qh"), "held") == "Queen of hearts, in your hand"
    assert spoken_card(Card.parse("Ts"), "middle") == "Ten of spades, in your middle row"
    assert spoken_card(Card.parse("2c"), "top") == "Two of clubs, in your top row"
    assert spoken_card(Card.parse("Ad"), "bottom") == "Ace of diamonds, in your bottom row"
    assert spoken_card(JOKER, "held") == "Joker, in your hand"
    assert spoken_card(Card.parse("9s"), "discard") == "Nine of spades, on your discard pile"


def test_a_clicked_card_names_the_view_and_is_announced(
    qtbot: QtBot, window: MainWindow, announcements: list[str]
) -> None:
    start(window, CLASSIC, seed=3)
    wait_for_turn(qtbot, window)
    table_name = window.view.accessibleName()
    assert table_name == "Card table"
    first, second = window.controller.snapshot.held[:2]

    click(window, card_point(window, first))
    assert window.scene.selected_card() == first
    expected = spoken_card(first, "held")
    assert expected.endswith(", in your hand")
    assert window.view.accessibleName() == expected
    assert spoken_name(window) == expected
    assert announcements == [expected]

    click(window, card_point(window, second))
    assert window.view.accessibleName() == spoken_card(second, "held")
    assert announcements[-1] == spoken_card(second, "held")

    click(window, card_point(window, second))  # a second click drops the selection
    assert window.scene.selected_card() is None
    assert window.view.accessibleName() == table_name
    assert len(announcements) == 2  # nothing to announce when nothing is selected


def test_the_keyboard_moves_the_spoken_card_and_says_where_it_lies(
    qtbot: QtBot, window: MainWindow, announcements: list[str]
) -> None:
    start(window, CLASSIC, seed=3)
    wait_for_turn(qtbot, window)
    focus_view(qtbot, window)
    dealt = list(window.controller.snapshot.held)

    type_key(Qt.Key.Key_Right)
    assert window.view.accessibleName() == spoken_card(dealt[0], "held")
    type_key(Qt.Key.Key_Right)
    assert window.view.accessibleName() == spoken_card(dealt[1], "held")
    type_key(Qt.Key.Key_2)  # the card goes to the middle row; the next one is selected
    assert dealt[1] in window.controller.snapshot.seats[YOU].row("middle").cards
    assert window.scene.selected_card() == dealt[0]
    assert window.view.accessibleName() == spoken_card(dealt[0], "held")
    type_key(Qt.Key.Key_Left)  # round to the placed card, last in the order
    assert window.scene.selected_card() == dealt[1]
    spoken = spoken_card(dealt[1], "middle")
    assert spoken.endswith(", in your middle row")
    assert window.view.accessibleName() == spoken
    assert spoken_name(window) == spoken
    assert announcements == [
        spoken_card(dealt[0], "held"),
        spoken_card(dealt[1], "held"),
        spoken,  # the placed card where it landed, then the next card to play
        spoken_card(dealt[0], "held"),
        spoken,
    ]
    type_key(Qt.Key.Key_H)  # back to the hand; then the first card in hand is selected
    assert dealt[1] in window.controller.snapshot.held
    assert announcements[-2:] == [spoken_card(dealt[1], "held"), spoken_card(dealt[0], "held")]
    assert window.view.accessibleName() == spoken_card(dealt[0], "held")
    type_key(Qt.Key.Key_Escape)
    assert window.view.accessibleName() == "Card table"


def test_a_joker_is_spoken_as_a_joker(
    qtbot: QtBot, window: MainWindow, announcements: list[str]
) -> None:
    rules = RuleSet(variant=Variant.CLASSIC, jokers_per_deck=2)
    start(window, rules, seed=JOKER_SEED)
    wait_for_turn(qtbot, window)
    jokers = [card for card in window.controller.snapshot.held if card.is_joker]
    assert jokers, "this seed deals a joker to the player"
    click(window, card_point(window, jokers[0]))
    assert window.view.accessibleName() == "Joker, in your hand"
    assert announcements == ["Joker, in your hand"]
