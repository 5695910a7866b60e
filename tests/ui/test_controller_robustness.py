"""The controller under stress: bots that fail, hang or answer nonsense never stall a
hand; stale bot jobs are dropped; the window stays responsive; the scene keeps a drag
and its animations alive across other seats' moves; a shared screen leaks no private
card (docs/rules.md §5, §6, §9, §10; docs/architecture.md "The Qt layer in detail")."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
import shiboken6
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.autoplay import safe_auto_move
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.privacy import cards_revealed_to
from ofc_desktop.core.records import Record, StreetConfirmed, StreetSetFaceDown
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import HumanSeat, SeatKind
from ofc_desktop.core.view import PlayerView, view_for
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.models.snapshot import TableSnapshot
from ofc_desktop.ui.table.items import CardItem
from tests.ui.conftest import public_cards

from .conftest import card_point, click, drag_steps, release, zone_point

PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.UNLIMITED)
Answer = Callable[[PlayerView, threading.Event | None], object]


@dataclass
class ScriptedBot:
    """A bot seat whose answer the test writes; remembers every view it was asked."""

    name: str
    answer: Answer
    views: list[PlayerView] = field(default_factory=list)
    cancels: list[threading.Event | None] = field(default_factory=list)
    started: threading.Event = field(default_factory=threading.Event)
    returned: threading.Event = field(default_factory=threading.Event)
    cancelled: threading.Event = field(default_factory=threading.Event)

    @property
    def kind(self) -> SeatKind:
        return SeatKind.BOT

    def decide(self, view: PlayerView, cancel: threading.Event | None = None) -> Decision:
        self.views.append(view)
        self.cancels.append(cancel)
        self.started.set()
        try:
            return self.answer(view, cancel)  # type: ignore[return-value]  # may be junk
        finally:
            if cancel is not None and cancel.is_set():
                self.cancelled.set()
            self.returned.set()


def wait_on_cancel(cancel: threading.Event | None, seconds: float, *, spin: bool = False) -> None:
    """Think for ``seconds`` (sleeping in small steps, or busy on the CPU) unless withdrawn."""
    end = time.monotonic() + seconds
    while time.monotonic() < end and not (cancel is not None and cancel.is_set()):
        if spin:
            sum(range(2000))
        else:
            time.sleep(0.005)


def first_legal(view: PlayerView) -> Decision:
    return next(legal_decisions(view))


def all_on_bottom(view: PlayerView) -> Decision:
    return Decision(tuple((card, "bottom") for card in view.held))


def play_out(qtbot: QtBot, controller: TableController, timeout: int = 15_000) -> None:
    """Drive the hand to its end: pass the screen when asked, play for every human (Play
    for me, confirmed at once)."""
    while True:
        qtbot.waitUntil(
            lambda: (
                controller.snapshot.hand_over
                or bool(controller.snapshot.curtain)
                or bool(controller.snapshot.targets)
            ),
            timeout=timeout,
        )
        snapshot = controller.snapshot
        if snapshot.hand_over:
            return
        if snapshot.curtain:
            controller.accept_handover()
        else:
            assert controller.play_for_me(confirm=True)


def settled_hand(controller: TableController) -> Hand:
    hand = controller.hand
    assert hand is not None and hand.is_over and hand.settlement is not None
    assert sum(result.total for result in hand.settlement.players) == 0
    return hand


# ----- 1. a failing bot never stalls the hand --------------------------------------------


def _raises(view: PlayerView, cancel: threading.Event | None) -> object:
    raise RuntimeError("the bot fell over")


def _illegal(view: PlayerView, cancel: threading.Event | None) -> object:
    legal = first_legal(view)
    stranger = next(card for card in view.unseen_cards() if card not in view.held)
    *rest, (_, row) = legal.placements  # the last card swapped for one it does not hold
    return Decision((*rest, (stranger, row)), legal.discards)


def _not_a_decision(view: PlayerView, cancel: threading.Event | None) -> object:
    return "fold"


def _malformed(view: PlayerView, cancel: threading.Event | None) -> object:
    legal = first_legal(view)  # each placement a (card, row, extra) triple: not a pair
    return Decision(
        tuple((card, row, "!") for card, row in legal.placements),  # type: ignore[misc]
        legal.discards,
    )


def _hangs(view: PlayerView, cancel: threading.Event | None) -> object:
    wait_on_cancel(cancel, 10)
    return first_legal(view)


@pytest.mark.parametrize(
    ("answer", "why"),
    [
        (_raises, "failed (RuntimeError: the bot fell over)"),
        (_illegal, "made an illegal move"),
        (_not_a_decision, "answered str, not a decision"),
        (_hangs, "took longer than 0.3 s"),
        (_malformed, "made an illegal move (a placement is a card and a row"),
    ],
    ids=["raises", "illegal", "not-a-decision", "hangs", "malformed-decision"],
)
def test_a_failing_bot_gets_the_safe_move_every_street_and_the_hand_finishes(
    qtbot: QtBot, window: MainWindow, answer: Answer, why: str
) -> None:
    controller = window.controller
    controller.bot_timeout_ms = 300
    # The person's streets go quickly, so that 3 s without progress can only be the bot.
    controller.advisor = lambda view, _budget, _cancel: safe_auto_move(view)
    setup = TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), seed=21)
    human, bot_name = (spec.name for spec in setup.seats)
    bot = ScriptedBot(bot_name, answer)
    troubles: list[str] = []
    untouched: list[bool] = []

    def on_trouble(message: str) -> None:  # before the safe move is played
        hand = controller.hand
        assert hand is not None
        troubles.append(message)
        untouched.append(view_for(hand, 1) == bot.views[-1])

    controller.botTrouble.connect(on_trouble)
    controller.new_match(setup, seats=[HumanSeat(human), bot])
    play_out(qtbot, controller, timeout=3000)
    hand = settled_hand(controller)
    streets = len(hand.seats[1].schedule)
    assert [view.street for view in bot.views] == list(range(streets))  # asked every street
    assert len(troubles) == streets
    assert all(m.startswith(f"{bot_name}'s bot ") and why in m for m in troubles), troubles
    assert all(untouched), "a failing answer changed the engine before the safe move"
    assert hand.board(1).is_complete


# ----- 2. a stale bot job is withdrawn and never applied --------------------------------


def test_a_new_match_cancels_the_old_hands_bot_and_drops_its_answer(
    qtbot: QtBot, window: MainWindow
) -> None:
    controller = window.controller
    setup = TableSetup(PINEAPPLE, seats_from_kinds(["easy", "easy"]), seed=5)
    first_bot, second_bot = (spec.name for spec in setup.seats)

    def stalls(view: PlayerView, cancel: threading.Event | None) -> object:
        wait_on_cancel(cancel, 10)
        return all_on_bottom(view)  # legal on the new hand too: same seed, same deal

    stalled = ScriptedBot(second_bot, stalls)
    controller.new_match(setup, seats=[BotSeat(first_bot, "easy"), stalled])
    qtbot.waitUntil(stalled.started.is_set, timeout=5000)
    old_hand = controller.hand
    assert old_hand is not None

    answers: list[Decision] = []
    easy = BotSeat(second_bot, "easy")

    def answers_promptly(view: PlayerView, cancel: threading.Event | None) -> object:
        answers.append(easy.decide(view, cancel))
        return answers[-1]

    fresh = ScriptedBot(second_bot, answers_promptly)
    seen: list[Record] = []
    controller.recordsSeen.connect(seen.extend)
    began = time.monotonic()
    controller.new_match(setup, seats=[BotSeat(first_bot, "easy"), fresh])
    old_ticket = stalled.cancels[0]
    assert old_ticket is not None and old_ticket.is_set()  # withdrawn at once
    assert stalled.views[0].held == view_for(controller.hand, 1).held  # type: ignore[arg-type]
    assert stalled.returned.wait(2) and stalled.cancelled.is_set()
    qtbot.waitUntil(lambda: controller.snapshot.hand_over, timeout=5000)
    assert time.monotonic() - began < 5  # the worker thread was not held up
    settled_hand(controller)
    assert [view.street for view in fresh.views] == list(range(5))
    assert old_hand.seats[1].street == 0  # the old hand never got the answer either
    assert set(old_hand.seats[1].street_cards.values()) == {"hand"}
    first = next(r for r in seen if isinstance(r, StreetConfirmed) and r.seat == 1)
    stale = set(all_on_bottom(stalled.views[0]).placements)
    assert set(first.placed) == set(answers[0].placements) != stale


# ----- 3. the window stays responsive while a bot thinks -------------------------------


def test_the_window_keeps_working_while_a_bot_thinks(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    setup = TableSetup(
        RuleSet(variant=Variant.CHINESE), seats_from_kinds(["human", "easy"]), seed=8
    )
    human, bot_name = (spec.name for spec in setup.seats)
    easy = BotSeat(bot_name, "easy")

    def thinks(view: PlayerView, cancel: threading.Event | None) -> object:
        wait_on_cancel(cancel, 1.2, spin=True)  # busy on the CPU, holding the GIL in turns
        return easy.decide(view, cancel)

    slow = ScriptedBot(bot_name, thinks)
    ticks = [0]

    def tick() -> None:
        if not slow.returned.is_set():
            ticks[0] += 1

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(tick)
    controller.new_match(setup, seats=[HumanSeat(human), slow])  # both set at once
    qtbot.waitUntil(slow.started.is_set, timeout=5000)
    timer.start()
    card = controller.snapshot.held[3]
    click(window, card_point(window, card))
    assert window.scene.selected_card() == card
    assert not slow.returned.is_set(), "the click waited for the bot"
    qtbot.waitUntil(slow.returned.is_set, timeout=5000)
    timer.stop()
    # About 60 ticks fit in the thinking; a window the bot blocked would tick once at
    # most. A loaded machine shares the GIL less evenly, so only a sixth are asked for.
    assert ticks[0] >= 10, f"only {ticks[0]} timer ticks while the bot thought"


# ----- 4. a bot's move does not disturb the human's drag -----------------------------


def test_a_bots_move_during_a_closed_hand_keeps_the_humans_drag(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Closed Chinese poker: the bot sets its board face down while the human drags
    (a Fantasyland board no longer overlaps another seat's turn, §6)."""
    controller, scene = window.controller, window.scene
    gate = threading.Event()
    rules = RuleSet(variant=Variant.CHINESE, match_length=MatchLength.UNLIMITED)
    setup = TableSetup(rules, seats_from_kinds(["human", "easy"]), seed=9)
    human, bot_name = (spec.name for spec in setup.seats)
    easy = BotSeat(bot_name, "easy")

    def gated(view: PlayerView, cancel: threading.Event | None) -> object:
        while not gate.wait(0.005):
            if cancel is not None and cancel.is_set():
                raise Cancelled
        return easy.decide(view, cancel)

    bot = ScriptedBot(bot_name, gated)
    controller.new_match(setup, seats=[HumanSeat(human), bot])
    hand = controller.hand
    assert hand is not None and hand.is_simultaneous(0) and hand.is_simultaneous(1)
    qtbot.waitUntil(bot.started.is_set, timeout=5000)  # thinking, held at the gate
    assert len(controller.snapshot.held) == 13
    card = controller.snapshot.held[0]
    item = scene.cards[card]
    end = zone_point(window, "bottom")
    drag_steps(window, card_point(window, card), end)
    cursor = window.view.mapToScene(end)

    def under_cursor() -> bool:
        return (
            scene.cards.get(card) is item
            and item.scene() is scene
            and item.sceneBoundingRect().contains(cursor)
        )

    assert under_cursor()
    checks: list[bool] = []
    controller.snapshotChanged.connect(lambda _snapshot: checks.append(under_cursor()))
    bot_moved: list[StreetSetFaceDown] = []
    controller.recordsSeen.connect(
        lambda records: bot_moved.extend(
            r for r in records if isinstance(r, StreetSetFaceDown) and r.seat == 1
        )
    )
    gate.set()
    qtbot.waitUntil(lambda: bool(bot_moved), timeout=5000)
    assert checks and all(checks), "the dragged card was replaced or moved away"
    assert under_cursor()
    release(window, end)
    assert hand.seats[0].street_cards[card] == "bottom"
    assert card in controller.snapshot.seats[0].row("bottom").cards
    assert scene.cards[card] is item and item.pos() == item.home


# ----- 5. rebuilds never delete an item being animated ---------------------------------


def test_quick_moves_and_a_new_match_while_cards_glide(qtbot: QtBot, window: MainWindow) -> None:
    controller, scene = window.controller, window.scene
    scene.animation_ms = 400
    problems: list[str] = []

    def audit() -> None:
        for item in list(scene.glides.animations):
            if not shiboken6.isValid(item) or item.scene() is not scene:
                problems.append(f"an animated item left the scene: {item!r}")
        for card, item in scene.cards.items():
            if not shiboken6.isValid(item) or item.scene() is not scene:
                problems.append(f"{card} has a dead item")

    watcher = QTimer()
    watcher.setInterval(5)
    watcher.timeout.connect(audit)
    watcher.start()
    controller.snapshotChanged.connect(lambda _snapshot: audit())
    rules = RuleSet(variant=Variant.CLASSIC, match_length=MatchLength.UNLIMITED)
    controller.new_match(TableSetup(rules, seats_from_kinds(["human", "easy"]), seed=4))
    qtbot.waitUntil(lambda: bool(controller.snapshot.targets), timeout=5000)
    a, b, c = controller.snapshot.held[:3]
    assert controller.place(a, "top") and controller.place(b, "middle")
    assert controller.take_back(a) and controller.place(c, "bottom")
    controller.set_sort_order("rank")
    assert controller.place(a, "bottom") and controller.undo()
    window.show_snapshot(controller.snapshot)
    assert scene.is_animating()
    qtbot.wait(60)  # mid-glide
    controller.new_match(
        TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy", "easy"]), seed=12)
    )
    controller.set_sort_order("suit")
    qtbot.waitUntil(lambda: bool(controller.snapshot.targets), timeout=5000)
    held = controller.snapshot.held
    assert controller.place(held[0], "top") and controller.take_back(held[0])
    assert controller.play_for_me()
    qtbot.waitUntil(lambda: not controller.thinking_for_me(), timeout=20_000)
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=10_000)
    watcher.stop()
    audit()
    assert not problems, problems[:5]
    on_table = {item for item in scene.items() if isinstance(item, CardItem)}
    assert on_table == set(scene.cards.values())
    assert all(item.pos() == item.home for item in on_table)


# ----- 6. a shared screen shows nobody another player's private cards -------------------


def private_cards(hand: Hand, seat: int) -> set[Card]:
    """Held, this street's moves, discards and a face-down board: docs/rules.md §5."""
    state = hand.seats[seat]
    cards = set(state.street_cards) | set(state.discards)
    if hand.is_simultaneous(seat) and not hand.is_over:
        cards |= {card for row in state.rows.values() for card in row}
    return cards


def own_cards(hand: Hand, seat: int) -> set[Card]:
    state = hand.seats[seat]
    return set(state.street_cards) | set(state.discards) | set(state.board().cards())


def snapshot_cards(snapshot: TableSnapshot) -> set[Card]:
    cards = set(snapshot.held) | set(snapshot.street_discards) | snapshot.movable
    for seat in snapshot.seats:
        cards |= {card for row in seat.rows for card in row.cards}
    return cards


@pytest.mark.parametrize("variant", [Variant.PINEAPPLE, Variant.CHINESE])
def test_hot_seat_never_shows_another_players_private_cards(
    qtbot: QtBot, window: MainWindow, variant: Variant
) -> None:
    controller, scene = window.controller, window.scene
    leaks: list[str] = []
    handovers: list[str] = []
    curtains = [0]

    def on_snapshot(snapshot: TableSnapshot) -> None:
        hand = controller.hand
        assert hand is not None
        viewer, shown = controller.viewer, set(scene.cards)
        if snapshot.curtain:
            curtains[0] += 1
            hidden = set().union(*(private_cards(hand, s) for s in range(len(hand.seats))))
            if snapshot_cards(snapshot) & hidden or snapshot.held or snapshot.targets:
                leaks.append(f"curtain snapshot shows {snapshot_cards(snapshot) & hidden}")
            if not shown <= public_cards(hand):
                leaks.append(f"curtain scene shows {shown - public_cards(hand)}")
            return
        others = set().union(
            *(private_cards(hand, s) for s in range(len(hand.seats)) if s != viewer)
        )
        if snapshot.viewer != viewer or snapshot_cards(snapshot) & others:
            leaks.append(f"viewer {viewer}'s snapshot shows {snapshot_cards(snapshot) & others}")
        if shown & others or not shown <= public_cards(hand) | own_cards(hand, viewer):
            leaks.append(f"viewer {viewer}'s scene shows {shown - own_cards(hand, viewer)}")

    def on_records(records: tuple[Record, ...]) -> None:
        hand = controller.hand
        assert hand is not None
        allowed = own_cards(hand, controller.viewer) | public_cards(hand)
        if not cards_revealed_to(records) <= allowed:
            leaks.append(
                f"records for {controller.viewer} show {cards_revealed_to(records) - allowed}"
            )

    controller.snapshotChanged.connect(on_snapshot)
    controller.recordsSeen.connect(on_records)
    controller.handoverRequested.connect(handovers.append)
    rules = RuleSet(variant=variant, match_length=MatchLength.UNLIMITED)
    setup = TableSetup(rules, seats_from_kinds(["human", "human", "easy"]), seed=6)
    controller.new_match(setup)
    for number in range(2):
        play_out(qtbot, controller)
        settled_hand(controller)
        if number == 0 and variant is Variant.PINEAPPLE:  # then a face-down board (§6)
            assert controller.match is not None
            controller.match.fantasyland = {setup.seats[0].name: 14}
        assert controller.next_hand()
        hand = controller.hand
        assert hand is not None and (number or hand.is_simultaneous(0))
    assert controller.hand is not None and controller.hand.hand_number == 3
    assert not leaks, leaks[:5]
    assert set(handovers) == {spec.name for spec in setup.seats if spec.is_human}
    assert curtains[0] >= 2


# ----- 7. big tables: six seats on a double deck, and jokers --------------------------


@pytest.mark.parametrize(
    ("rules", "kinds"),
    [
        (RuleSet(variant=Variant.CLASSIC, decks=2), ["human"] + ["beginner"] * 5),
        (RuleSet(variant=Variant.PINEAPPLE, jokers_per_deck=2), ["human", "beginner", "easy"]),
    ],
    ids=["classic-6-double-deck", "pineapple-3-jokers"],
)
def test_big_and_wild_tables_play_a_whole_hand(
    qtbot: QtBot, window: MainWindow, rules: RuleSet, kinds: list[str]
) -> None:
    controller, scene = window.controller, window.scene
    scored: list[object] = []
    controller.handScored.connect(scored.append)
    controller.new_match(TableSetup(rules, seats_from_kinds(kinds), seed=13))
    play_out(qtbot, controller, timeout=20_000)
    hand = settled_hand(controller)
    assert len(scored) == 1 and scored[0] is hand.settlement
    assert not scene.backs
    for seat in range(len(kinds)):
        board = hand.board(seat).cards()
        assert len(board) == 13
        for card in board:
            item = scene.cards[card]
            assert item.scene() is scene and item.isVisible() and item.card is card
    assert len(scene.cards) == 13 * len(kinds)


# ----- 8. the move timer plays for an idle human -----------------------------------------


def test_the_move_timer_plays_for_an_idle_human(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    clocks: list[str] = []
    controller.snapshotChanged.connect(
        lambda snapshot: clocks.append(snapshot.seats[0].clock) if snapshot.seats else None
    )
    rules = RuleSet(move_timer_seconds=1, time_bank_seconds=0)
    setup = TableSetup(rules, seats_from_kinds(["human", "easy"]), seed=2)
    controller.new_match(setup)
    qtbot.waitUntil(lambda: bool(controller.snapshot.targets), timeout=5000)
    hand = controller.hand
    assert hand is not None and hand.seats[0].street == 0
    assert controller.snapshot.seats[0].clock.startswith("⏱")
    with qtbot.waitSignal(
        controller.rejected, timeout=3000, check_params_cb=lambda message: "time ran out" in message
    ) as blocker:
        pass
    assert blocker.args is not None
    assert blocker.args[0].startswith(f"{setup.seats[0].name}'s time ran out")
    # The street is played within the timeout budget (the safe move once it is spent).
    qtbot.waitUntil(lambda: hand.seats[0].street == 1, timeout=controller.timeout_budget_ms + 2000)
    assert hand.board(0).cards()
    assert any(clock.startswith("⏱ 0:0") for clock in clocks)
