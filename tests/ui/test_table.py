"""The table played like a person: click and drag on the real viewport, then check the
engine's state (never pixels)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.controller import SeatKind
from ofc_desktop.ui.main_window import MainWindow
from tests.ui.conftest import card_point, click, drag, start, zone_point


def _human_seat(window: MainWindow) -> int:
    return window.controller.human_seats()[0]


def _wait_for_turn(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(window.controller.human_may_act, timeout=10_000)
    QApplication.processEvents()


def test_click_a_card_then_a_row_places_it(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet())
    _wait_for_turn(qtbot, window)
    hand = window.controller.hand
    assert hand is not None
    card = window.scene.picture.held[0]
    click(window, card_point(window, card))
    assert window.scene.cards[card].selected
    with qtbot.waitSignal(window.controller.changed):
        click(window, zone_point(window, "bottom"))
    assert card in hand.board(_human_seat(window)).bottom


def test_drag_a_card_onto_a_row(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet())
    _wait_for_turn(qtbot, window)
    hand = window.controller.hand
    assert hand is not None
    card = window.scene.picture.held[1]
    with qtbot.waitSignal(window.scene.placeRequested) as placed:
        drag(window, card_point(window, card), zone_point(window, "middle"))
    assert placed.args == [card, "middle"]
    assert card in hand.board(_human_seat(window)).middle


def test_illegal_drop_is_refused_and_the_card_goes_home(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, RuleSet())
    _wait_for_turn(qtbot, window)
    hand = window.controller.hand
    assert hand is not None
    seat = _human_seat(window)
    for card in window.scene.picture.held[:3]:
        window.controller.place(card, "top")
    last = window.scene.picture.held[0]
    home = window.scene.cards[last].pos()
    with qtbot.assertNotEmitted(window.scene.placeRequested):
        drag(window, card_point(window, last), zone_point(window, "top"))
    assert last in hand.seats[seat].held()
    qtbot.waitUntil(lambda: window.scene.cards[last].pos() == home, timeout=2000)


def test_rearrange_and_confirm(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet())
    _wait_for_turn(qtbot, window)
    hand = window.controller.hand
    assert hand is not None
    seat = _human_seat(window)
    held = list(window.scene.picture.held)
    assert not window.confirm_button.isEnabled()
    for card, row in zip(held, ["bottom", "bottom", "middle", "middle", "top"], strict=True):
        assert window.controller.place(card, row)
    assert window.confirm_button.isEnabled()
    # Move a card placed this street to another row by dragging it.
    drag(window, card_point(window, held[4]), zone_point(window, "bottom"))
    assert held[4] in hand.board(seat).bottom
    # Take one back into the hand by clicking it and then the hand area.
    click(window, card_point(window, held[0]))
    click(window, zone_point(window, "held"))
    assert held[0] in hand.seats[seat].held()
    assert not window.confirm_button.isEnabled()
    window.controller.place(held[0], "top")
    with qtbot.waitSignal(window.controller.changed):
        window.confirm_button.click()
    assert hand.seats[seat].street == 1


def test_pineapple_discard_by_drag(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(variant=Variant.PINEAPPLE))
    _wait_for_turn(qtbot, window)
    window.controller.auto_play()  # first street: five cards, no discard
    _wait_for_turn(qtbot, window)
    hand = window.controller.hand
    assert hand is not None
    seat = _human_seat(window)
    card = window.scene.picture.held[0]
    with qtbot.waitSignal(window.scene.discardRequested):
        drag(window, card_point(window, card), zone_point(window, "discard"))
    assert card in [c for c, w in hand.seats[seat].street_cards.items() if w == "discard"]


def test_whole_hand_against_a_bot(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(variant=Variant.TURBO), opponents=2)
    hand = window.controller.hand
    assert hand is not None
    while not hand.is_over:
        qtbot.waitUntil(lambda: hand.is_over or window.controller.human_may_act(),
                        timeout=10_000)
        if window.controller.human_may_act():
            window.controller.auto_play()
    assert hand.settlement is not None
    assert sum(p.total for p in hand.settlement.players) == 0
    assert "You" in window.result.toPlainText()
    assert window.next_button.isEnabled()
    window.next_button.click()
    assert window.controller.hand is not hand


def test_scene_click_events_sent_directly(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet())
    _wait_for_turn(qtbot, window)
    scene = window.scene
    card = scene.picture.held[2]
    centre = scene.cards[card].sceneBoundingRect().center()

    def send(kind: QGraphicsSceneMouseEvent.Type, pos: QPointF) -> None:
        event = QGraphicsSceneMouseEvent(kind)
        event.setScenePos(pos)
        event.setButton(Qt.MouseButton.LeftButton)
        event.setButtons(Qt.MouseButton.LeftButton)
        QApplication.sendEvent(scene, event)

    send(QGraphicsSceneMouseEvent.Type.GraphicsSceneMousePress, centre)
    send(QGraphicsSceneMouseEvent.Type.GraphicsSceneMouseRelease, centre)
    assert scene.cards[card].selected
    legal = {zone.kind for zone in scene.legal_targets(card)}
    assert legal == {"top", "middle", "bottom"}
    top_zone = next(z for z in scene.zones if z.kind == "top")
    with qtbot.waitSignal(scene.placeRequested):
        send(QGraphicsSceneMouseEvent.Type.GraphicsSceneMousePress,
             top_zone.sceneBoundingRect().center())


def test_the_app_entry_point_opens_a_table(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ofc_desktop.ui import app as app_module

    shown: list[MainWindow] = []
    monkeypatch.setattr(MainWindow, "show", lambda self: shown.append(self))
    monkeypatch.setattr(QApplication, "exec", lambda self=None: 0)
    assert app_module.main(["ofc-desktop"]) == 0
    window = shown[0]
    qtbot.addWidget(window)
    assert window.controller.hand is not None
    window.controller.wait_for_bots()


def test_choosing_the_opponents_level_from_the_menu(qtbot: QtBot, window: MainWindow) -> None:
    hard = next(a for a in window.level_actions.actions() if a.data() == "hard")
    hard.trigger()
    assert window.controller.bot_level == "hard" and hard.isChecked()
    start(window, RuleSet(), opponents=1, seed=9)
    hand = window.controller.hand
    assert hand is not None
    qtbot.waitUntil(window.controller.human_may_act, timeout=20_000)
    # The hard bot, seat left of the button, has played its first street.
    assert any(len(hand.board(seat).cards()) == 5 for seat in range(2) if seat != 0)


def test_a_new_hand_cancels_a_bot_still_thinking(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.set_bot_level("expert")
    start(window, RuleSet(), opponents=3, seed=10)
    window.controller.new_match(RuleSet(), ["You", "Ada"], [SeatKind.HUMAN, SeatKind.BOT],
                                seed=11)
    qtbot.waitUntil(lambda: window.controller.wait_for_bots(100), timeout=5_000)
