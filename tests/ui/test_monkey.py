"""Monkey test: thousands of seeded random clicks, drags, keys, button presses and
resizes on the real window, across every variant, with the engine, the snapshot and
the scene checked against each other after every single step.

After each step: no exception escaped a Qt slot or event handler, Qt printed no
warning (the autouse fixture in conftest), every card of the shoe is in exactly one
place, no row is over-full, every finished hand sums to zero, the snapshot shows only
what the viewer may see, and the scene draws exactly the snapshot's face-up cards.

The actions follow the table's seed; when a bot's answer (worker thread) lands between
them depends on timing, so a failure lists the last actions instead of promising an
exact replay. Any interleaving must keep the invariants.
"""

from __future__ import annotations

import random
import sys
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from types import TracebackType

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from ofc_desktop.core.cards import Card, build_deck
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.table.items import DRAG_Z, CardItem
from tests.ui.conftest import (
    card_point,
    click,
    drag_steps,
    press_key,
    release,
    zone_point,
)

KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Tab,
    Qt.Key.Key_1,
    Qt.Key.Key_2,
    Qt.Key.Key_3,
    Qt.Key.Key_T,
    Qt.Key.Key_M,
    Qt.Key.Key_B,
    Qt.Key.Key_D,
    Qt.Key.Key_H,
    Qt.Key.Key_Return,
    Qt.Key.Key_Backspace,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Space,
    Qt.Key.Key_F6,
)
BUTTONS = (
    "confirm_button",
    "undo_button",
    "play_button",
    "arrange_button",
    "sort_rank_button",
    "sort_suit_button",
    "natural_button",
    "surrender_button",
    "next_button",
)
ROW_SIZES = {row.value: row.size for row in ROWS}
BOT_WAIT_MS = 200  # at most this long for a bot's answer; it usually takes a few ms


@dataclass(frozen=True)
class Table:
    name: str
    rules: RuleSet
    seats: str
    steps: int
    seed: int
    animation_ms: int = 0


TABLES = (
    Table("classic-2", RuleSet(match_length=MatchLength.UNLIMITED), "human,easy", 450, 11),
    Table("pineapple-3", RuleSet(variant=Variant.PINEAPPLE), "human,beginner,easy", 450, 12),
    Table(
        "turbo-4",
        RuleSet(variant=Variant.TURBO, match_length=MatchLength.UNLIMITED),
        "human,easy,beginner,easy",
        400,
        13,
        animation_ms=15,
    ),
    Table(
        "chinese-3",
        RuleSet(
            variant=Variant.CHINESE,
            naturals=True,
            surrender=True,
            match_length=MatchLength.UNLIMITED,
        ),
        "human,beginner,easy",
        400,
        14,
    ),
    Table(
        "classic-jokers-3",
        RuleSet(jokers_per_deck=2, match_length=MatchLength.UNLIMITED),
        "human,beginner,easy",
        450,
        15,
    ),
    Table(
        "pineapple-2decks-4",
        RuleSet(variant=Variant.PINEAPPLE, decks=2, match_length=MatchLength.UNLIMITED),
        "human,easy,beginner,beginner",
        400,
        16,
        animation_ms=15,
    ),
    Table(
        "hotseat-classic-3",
        RuleSet(match_length=MatchLength.UNLIMITED),
        "human,human,beginner",
        450,
        17,
    ),
)


# ----- exceptions raised inside Qt slots and event handlers --------------------------------


@contextmanager
def recorded_exceptions() -> Iterator[list[str]]:
    """Exceptions PySide6 reports through sys.excepthook (a slot or a Qt override that
    raised); the test checks the list after every step."""
    caught: list[str] = []
    previous = sys.excepthook

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        caught.append("".join(traceback.format_exception(kind, value, tb)))

    sys.excepthook = hook
    try:
        yield caught
    finally:
        sys.excepthook = previous


# ----- invariants --------------------------------------------------------------------------


def _private_cards(hand: Hand, seat: int) -> set[Card]:
    """What other viewers must not see of ``seat``: cards in hand, this street's
    placements and discards, discards, and a face-down board before the reveal."""
    state = hand.seats[seat]
    private = set(state.street_cards) | set(state.discards)
    if hand.is_simultaneous(seat) and not hand.is_over:
        private.update(card for cards in state.rows.values() for card in cards)
    return private


def engine_problems(window: MainWindow) -> list[str]:
    match, hand = window.controller.match, window.controller.hand
    if match is None or hand is None:
        return ["no match is running"]
    problems = []
    shoe = Counter(build_deck(hand.rules.decks, hand.rules.jokers_per_deck))
    placed: Counter[Card] = Counter()
    for seat, state in enumerate(hand.seats):
        placed.update(card for cards in state.rows.values() for card in cards)
        placed.update(list(state.street_cards))
        placed.update(state.discards)
        for row, size in ROW_SIZES.items():
            if len(state.row_cards(row)) > size:
                problems.append(f"seat {seat}'s {row} row holds {state.row_cards(row)}")
    if placed != Counter(hand.all_dealt_cards()):
        problems.append(
            f"dealt cards and cards on the table differ: "
            f"{(placed - Counter(hand.all_dealt_cards())) or ''} "
            f"{(Counter(hand.all_dealt_cards()) - placed) or ''}"
        )
    everything = placed + Counter(hand.undealt_cards())
    twice = [card for card, count in everything.items() if count > 1]
    if twice:
        problems.append(f"cards in two places: {twice}")
    if everything != shoe:
        problems.append(
            f"the shoe is not conserved: extra {everything - shoe}, missing {shoe - everything}"
        )
    for finished in match.hands:
        if finished.settlement is not None:
            total = sum(player.total for player in finished.settlement.players)
            if total:
                problems.append(f"hand {finished.hand_number}'s totals sum to {total}")
    if match.rules.match_length is not MatchLength.ELIMINATION and sum(match.totals.values()):
        problems.append(f"the match totals {match.totals} do not sum to zero")
    return problems


def snapshot_problems(window: MainWindow) -> list[str]:
    """The snapshot shows the viewer's own cards and only public cards of the others."""
    controller = window.controller
    hand, snapshot = controller.hand, controller.snapshot
    assert hand is not None
    problems = []
    viewer, curtain = controller.viewer, controller.curtain_for is not None
    if snapshot.viewer != viewer or bool(snapshot.curtain) != curtain:
        problems.append(
            f"snapshot for seat {snapshot.viewer} (curtain {snapshot.curtain!r}), "
            f"controller viewer {viewer} (curtain for {controller.curtain_for})"
        )
    if window.scene.snapshot is not snapshot:
        problems.append("the scene does not draw the controller's latest snapshot")
    for seat in snapshot.seats:
        state = hand.seats[seat.seat]
        own = seat.seat == viewer and not curtain
        if own:
            expected = tuple(tuple(state.row_cards(row)) for row in ROW_SIZES)
        elif hand.is_simultaneous(seat.seat) and not hand.is_over:
            expected = ((), (), ())
        else:
            expected = tuple(tuple(state.rows[row]) for row in ROW_SIZES)
        shown = tuple(row.cards for row in seat.rows)
        if shown != expected:
            problems.append(f"seat {seat.seat} shows {shown}, expected {expected}")
    state = hand.seats[viewer]
    if curtain:
        if snapshot.held or snapshot.street_discards or snapshot.targets:
            problems.append("with the curtain up the snapshot still shows private cards")
    else:
        if Counter(snapshot.held) != Counter(state.held()):
            problems.append(f"held {snapshot.held}, the engine says {state.held()}")
        discards = [c for c, where in state.street_cards.items() if where == "discard"]
        if list(snapshot.street_discards) != discards:
            problems.append(f"street discards {snapshot.street_discards}, engine {discards}")
    movable = snapshot.movable
    if movable - set(state.street_cards):
        problems.append(
            f"targets list cards that are not the viewer's to move: "
            f"{sorted(map(str, movable - set(state.street_cards)))}"
        )
    if controller.human_may_act():
        if movable != set(state.street_cards):
            problems.append(f"the viewer may act but targets list {sorted(map(str, movable))}")
    elif movable:
        problems.append(f"targets {sorted(map(str, movable))} while the viewer may not act")
    if snapshot.hand_over and sum(total for _, total in snapshot.result):
        problems.append(f"the shown result {snapshot.result} does not sum to zero")
    return problems


def scene_problems(window: MainWindow, *, settled: bool) -> list[str]:
    """The scene draws exactly the snapshot's face-up cards, nothing private; with no
    animation running every card lies where the snapshot puts it."""
    scene, snapshot, hand = window.scene, window.controller.snapshot, window.controller.hand
    assert hand is not None
    problems = []
    shown = [card for seat in snapshot.seats for row in seat.rows for card in row.cards]
    shown += [*snapshot.held, *snapshot.street_discards]
    twice = [card for card, count in Counter(shown).items() if count > 1]
    if twice:
        problems.append(f"the snapshot shows {twice} twice")
    drawn = set(scene.cards)
    if drawn != set(shown):
        problems.append(
            f"the scene draws extra {sorted(map(str, drawn - set(shown)))}, "
            f"misses {sorted(map(str, set(shown) - drawn))}"
        )
    private = set(hand.undealt_cards())
    for seat in range(len(hand.seats)):
        if seat != window.controller.viewer or window.controller.curtain_for is not None:
            private |= _private_cards(hand, seat)
    if drawn & private:
        problems.append(f"the scene draws private cards {sorted(map(str, drawn & private))}")
    items = {item for item in scene.items() if isinstance(item, CardItem)}
    if items != set(scene.cards.values()):
        problems.append(f"{len(items)} card items in the scene, {len(scene.cards)} tracked")
    for card, item in scene.cards.items():
        if item.card != card:
            problems.append(f"the item for {card} shows {item.card}")
        if item.movable != (card in snapshot.movable):
            problems.append(f"{card} movable={item.movable}, snapshot disagrees")
        if item.zValue() >= DRAG_Z:
            problems.append(f"{card} is left floating above the table after a drag")
        if settled and item.pos() != item.home:
            problems.append(f"{card} lies at {item.pos()}, its slot is {item.home}")
    backs = sum(seat.face_down for seat in snapshot.seats)
    if len(scene.backs) != backs:
        problems.append(f"{len(scene.backs)} card backs drawn, the snapshot has {backs}")
    selected = scene.selected_card()
    if selected is not None and selected not in snapshot.movable:
        problems.append(f"{selected} is selected but not movable")
    return problems


# ----- the monkey ---------------------------------------------------------------------------


class Monkey:
    """Random actions on the real window; ``history`` says what was done, for failures."""

    def __init__(self, window: MainWindow, qtbot: QtBot, table: Table) -> None:
        self.window = window
        self.qtbot = qtbot
        self.table = table
        self.rng = random.Random(table.seed)
        self.history: list[str] = []
        self.hands_scored = 0
        window.controller.handScored.connect(self._scored)
        self.seed = table.seed

    def _scored(self, _settlement: object) -> None:
        self.hands_scored += 1

    # --- where to act

    def _viewport_point(self, margin: int = 0) -> QPoint:
        size = self.window.view.viewport().size()
        return QPoint(
            self.rng.randint(-margin, size.width() - 1 + margin),
            self.rng.randint(-margin, size.height() - 1 + margin),
        )

    def _some_card(self) -> Card | None:
        scene = self.window.scene
        movable = [card for card in scene.cards if card in scene.snapshot.movable]
        pool = movable if movable and self.rng.random() < 0.75 else list(scene.cards)
        return self.rng.choice(pool) if pool else None

    def _zone_point(self) -> tuple[str, QPoint]:
        kind = self.rng.choice(sorted(self.window.scene.zones))
        if self.rng.random() < 0.5:
            return kind, zone_point(self.window, kind)
        rect = self.window.scene.zones[kind].sceneBoundingRect()
        x = rect.left() + self.rng.random() * rect.width()
        y = rect.top() + self.rng.random() * rect.height()
        return kind, self.window.view.mapFromScene(x, y)

    def _target(self) -> tuple[str, QPoint]:
        roll = self.rng.random()
        if roll < 0.6:
            return self._zone_point()
        if roll < 0.8:
            return "anywhere", self._viewport_point()
        return "outside", self._viewport_point(margin=200)  # off the viewport, no zone

    # --- the actions

    def click_anywhere(self) -> str:
        point = self._viewport_point()
        click(self.window, point)
        return f"click ({point.x()}, {point.y()})"

    def click_card(self) -> str:
        card = self._some_card()
        if card is None:
            return self.click_anywhere()
        click(self.window, card_point(self.window, card))
        return f"click card {card}"

    def click_zone(self) -> str:
        kind, point = self._zone_point()
        click(self.window, point)
        return f"click zone {kind}"

    def drag(self) -> str:
        card = self._some_card()
        if card is None:
            return self.click_anywhere()
        start_at = card_point(self.window, card)
        where, end_at = self._target()
        drag_steps(self.window, start_at, end_at, self.rng.randint(1, 10))
        interruption = ""
        if self.rng.random() < 0.25:
            interruption = self._interrupt()
            more = self._target()[1] if self.rng.random() < 0.5 else end_at
            drag_steps_from_held(self.window, end_at, more, self.rng.randint(1, 4))
            end_at = more
        release(self.window, end_at)
        return f"drag {card} to {where}{interruption}"

    def drop_off_centre(self) -> str:
        """A card dropped a few pixels off a row's centre: it lands in that row, or the
        row refuses and it glides home, never into a neighbour (checked after the step
        by the engine, snapshot and scene checks)."""
        card = self._some_card()
        rows = [kind for kind in ("top", "middle", "bottom") if kind in self.window.scene.zones]
        if card is None or not rows:
            return self.click_anywhere()
        row = self.rng.choice(rows)
        centre = zone_point(self.window, row)
        off = QPoint(self.rng.randint(-6, 6), self.rng.choice((-5, -4, 4, 5)))
        # The seat whose rows are watched: at a shared screen the press may take the
        # curtain down and hand the screen to the next player, whose rows differ.
        seat = self.window.controller.viewer
        before = {r: list(getattr(self.the_board(seat), r)) for r in rows}
        drag_steps(self.window, card_point(self.window, card), centre + off, 6)
        # Aimed at the row where it is now: the table may have been laid out again while
        # the card was held (the score review opening under it shrinks it), as a player
        # would see the row move and follow it.
        release(self.window, zone_point(self.window, row) + off)
        after = {r: list(getattr(self.the_board(seat), r)) for r in rows}
        for other in rows:
            if other != row and card in after[other] and card not in before[other]:
                raise AssertionError(f"{card} dropped by the {row} row went to the {other} row")
        return f"drop {card} {off.x():+d},{off.y():+d} px off the {row} row's centre"

    def the_board(self, seat: int) -> object:
        hand = self.window.controller.hand
        assert hand is not None
        return hand.board(seat)

    def window_key(self) -> str:
        """A window shortcut a player uses mid-hand: the score review (F9) opened or
        closed under the table, the keyboard moved to the panel and back (F6, Tab)."""
        roll = self.rng.random()
        if roll < 0.4:
            self.window.review_action.trigger()
            return "F9 score review"
        key = Qt.Key.Key_F6 if roll < 0.7 else Qt.Key.Key_Tab
        QTest.keyClick(self.window.view, key)
        focused = QApplication.focusWidget()
        if focused is not None and focused is not self.window.view:
            QTest.keyClick(focused, Qt.Key.Key_F6)  # and back to the table
        return f"{key.name} out of the table and F6 back"

    def _interrupt(self) -> str:
        """Something else happens while the card is held: a bot moves, a key, a button."""
        roll = self.rng.random()
        if roll < 0.4:
            self.qtbot.wait(self.rng.randint(0, 20))
            return " (waited for the bots mid-drag)"
        if roll < 0.7:
            return f" ({self.press_key()} mid-drag)"
        if roll < 0.85:
            return f" ({self.click_button()} mid-drag)"
        return f" ({self.resize()} mid-drag)"

    def press_key(self) -> str:
        key = self.rng.choice(KEYS)
        press_key(self.window, key)
        return f"key {key.name}"

    def click_button(self) -> str:
        panel = self.window.panel
        enabled = [name for name in BUTTONS if getattr(panel, name).isEnabled()]
        if not enabled:
            return self.press_key()
        name = self.rng.choice(enabled)
        button: QPushButton = getattr(panel, name)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        return f"button {name}"

    def resize(self) -> str:
        width, height = self.rng.randint(960, 1920), self.rng.randint(600, 1080)
        self.window.resize(width, height)
        return f"resize {width}x{height}"

    def step(self) -> str:
        snapshot = self.window.controller.snapshot
        if snapshot.curtain and self.rng.random() < 0.8:
            return "click the curtain " + self.click_anywhere()
        if snapshot.can_next_hand and self.rng.random() < 0.7:
            QTest.mouseClick(self.window.panel.next_button, Qt.MouseButton.LeftButton)
            return "next hand"
        if snapshot.match_over and self.rng.random() < 0.7:
            self.seed += 1000
            assert self.window.start(
                TableSetup(
                    self.table.rules, seats_from_kinds(self.table.seats.split(",")), self.seed
                )
            )
            return "new match (the last one is over)"
        actions: list[tuple[float, Callable[[], str]]] = [
            (0.12, self.click_anywhere),
            (0.16, self.click_card),
            (0.13, self.click_zone),
            (0.17, self.drag),
            (0.08, self.drop_off_centre),
            (0.14, self.press_key),
            (0.13, self.click_button),
            (0.04, self.window_key),
            (0.03, self.resize),
        ]
        weights = [weight for weight, _ in actions]
        action = self.rng.choices([a for _, a in actions], weights=weights)[0]
        return action()

    def let_bots_play(self) -> None:
        """Process events; when only bots can move, give them a moment to answer."""
        QApplication.processEvents()
        controller = self.window.controller
        hand = controller.hand
        if hand is None or hand.is_over or controller.curtain_for is not None:
            return
        if not controller.human_may_act() and self.rng.random() < 0.6:
            with self.qtbot.waitSignal(
                controller.snapshotChanged, timeout=BOT_WAIT_MS, raising=False
            ):
                pass
            QApplication.processEvents()


def drag_steps_from_held(window: MainWindow, start_at: QPoint, end_at: QPoint, steps: int) -> None:
    """Moves with the button still held (the press already happened)."""
    viewport = window.view.viewport()
    for i in range(1, steps + 1):
        point = QPointF(start_at) + (QPointF(end_at) - QPointF(start_at)) * (i / steps)
        QApplication.sendEvent(
            viewport,
            QMouseEvent(
                QEvent.Type.MouseMove,
                point,
                QPointF(viewport.mapToGlobal(point.toPoint())),
                Qt.MouseButton.NoButton,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
            ),
        )


@pytest.mark.parametrize("table", TABLES, ids=[table.name for table in TABLES])
def test_random_play_keeps_engine_snapshot_and_scene_consistent(
    qtbot: QtBot, window: MainWindow, table: Table
) -> None:
    window.scene.animation_ms = table.animation_ms
    monkey = Monkey(window, qtbot, table)
    with recorded_exceptions() as caught:
        assert window.start(
            TableSetup(table.rules, seats_from_kinds(table.seats.split(",")), table.seed)
        )
        QApplication.processEvents()
        for number in range(table.steps):
            monkey.history.append(f"{number}: {monkey.step()}")
            monkey.let_bots_play()
            settled = not window.scene.is_animating()
            problems = [
                *(f"exception in a Qt slot:\n{text}" for text in caught),
                *engine_problems(window),
                *snapshot_problems(window),
                *scene_problems(window, settled=settled),
            ]
            assert not problems, (
                f"{table.name}, step {number}:\n"
                + "\n".join(problems)
                + "\nlast actions:\n"
                + "\n".join(monkey.history[-15:])
            )
    # The monkey must actually play hands to the end, not only make rejected clicks.
    assert monkey.hands_scored >= 1
