"""A shared screen shows nobody's private cards before that player takes it: the hot-seat
curtain comes first in every variant at the start of a match, after a resume and at
every hand-over (Fantasyland hands included), and under it the side panel says nothing
of the last player's (docs/rules.md §5, §6; docs/architecture.md "The Qt layer")."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from ofc_desktop.core.cards import Card
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from tests.ui.conftest import play_hand_as_the_human, public_cards

VARIANTS = [Variant.CLASSIC, Variant.PINEAPPLE, Variant.TURBO, Variant.CHINESE]


def private_cards(hand: Hand, seat: int) -> set[Card]:
    state = hand.seats[seat]
    cards = set(state.street_cards) | set(state.discards)
    if hand.is_simultaneous(seat) and not hand.is_over:
        cards |= {card for row in state.rows.values() for card in row}
    return cards


def panel_texts(window: MainWindow) -> dict[str, str]:
    help_panel = window.live_help.panel
    return {
        "message": window.panel.message.text(),
        "notice": window.panel.notice.text(),
        "prospects": help_panel.prospects.text(),
        "odds": help_panel.odds.text(),
        "details": help_panel.details.text(),
        "suggestions": str(help_panel.suggestions.count() or ""),
    }


def assert_curtain_hides_everything(window: MainWindow) -> None:
    controller = window.controller
    hand = controller.hand
    assert hand is not None
    snapshot = controller.snapshot
    assert snapshot.curtain and controller.curtain_for is not None
    assert not snapshot.held and not snapshot.targets
    hidden = set().union(*(private_cards(hand, seat) for seat in controller.human_seats()))
    shown = set(window.scene.cards)
    assert not shown & hidden, f"the curtain shows {shown & hidden}"
    assert shown <= public_cards(hand)
    assert not any(panel_texts(window).values()), panel_texts(window)
    assert not window.panel.natural_button.isEnabled()
    assert not window.panel.surrender_button.isEnabled()


def hot_seat(variant: Variant, seats: str = "human,human,easy", seed: int = 6) -> TableSetup:
    rules = RuleSet(variant=variant, match_length=MatchLength.UNLIMITED)
    if variant is Variant.CHINESE:
        rules = rules.with_changes(naturals=True, surrender=True)
    return TableSetup(rules, seats_from_kinds(seats.split(",")), seed=seed)


def take_screen(qtbot: QtBot, controller: TableController) -> None:
    """Wait for the curtain, then click it away as the player it names."""
    qtbot.waitUntil(lambda: controller.curtain_for is not None, timeout=20_000)
    controller.accept_handover()
    qtbot.waitUntil(controller.human_may_act, timeout=20_000)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.value)
@pytest.mark.parametrize("seats", ["human,human,easy", "human,human"])
def test_the_curtain_comes_first_at_the_start_and_after_a_resume(
    qtbot: QtBot, window: MainWindow, variant: Variant, seats: str
) -> None:
    controller = window.controller
    assert window.start(hot_seat(variant, seats))
    assert_curtain_hides_everything(window)  # before anyone's first card
    first = controller.curtain_for
    take_screen(qtbot, controller)
    assert controller.viewer == first and controller.snapshot.held
    # A refusal, then the street: the refusal goes with the player's action.
    assert not controller.confirm()
    assert window.panel.message.text()
    assert controller.play_for_me(confirm=True)
    assert window.panel.message.text() == ""
    qtbot.waitUntil(
        lambda: controller.curtain_for is not None or bool(controller.snapshot.hand_over),
        timeout=20_000,
    )
    if controller.curtain_for is not None:  # the next human's hand-over
        assert controller.curtain_for != first
        assert_curtain_hides_everything(window)
        assert not controller.confirm()  # a refusal is not shown on the curtain
        assert window.panel.message.text() == ""
    record = controller.match_record()
    assert record is not None
    controller.resume(record)
    if not controller.snapshot.hand_over:
        assert_curtain_hides_everything(window)


def test_the_previous_players_live_help_is_gone_under_the_curtain(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.set_options(window.options.with_changes(row_prospects=True, foul_odds=True))
    controller = window.controller
    assert window.start(hot_seat(Variant.CHINESE, "human,human"))
    take_screen(qtbot, controller)
    prospects = window.live_help.panel.prospects
    qtbot.waitUntil(lambda: bool(prospects.text()), timeout=60_000)
    assert "Your rows could become" in prospects.text()
    assert controller.arrange_for_me()
    qtbot.waitUntil(lambda: bool(window.live_help.panel.odds.text()), timeout=60_000)
    assert controller.confirm()
    assert controller.curtain_for is not None
    assert_curtain_hides_everything(window)


def test_a_fantasyland_hand_at_a_shared_screen_starts_behind_the_curtain(
    qtbot: QtBot, window: MainWindow
) -> None:
    controller = window.controller
    setup = hot_seat(Variant.PINEAPPLE)
    assert window.start(setup)
    while not controller.snapshot.hand_over:
        qtbot.waitUntil(
            lambda: (
                controller.curtain_for is not None
                or controller.human_may_act()
                or controller.snapshot.hand_over
            ),
            timeout=20_000,
        )
        if controller.curtain_for is not None:
            controller.accept_handover()
        elif controller.human_may_act():
            assert controller.play_for_me(confirm=True)
    assert controller.match is not None
    fantasyland = setup.seats[1].name
    controller.match.fantasyland = {fantasyland: 14}
    assert controller.next_hand()
    hand = controller.hand
    assert hand is not None and hand.fantasyland == {1: 14}
    assert_curtain_hides_everything(window)
    # "start": the Fantasyland player sets first, before anyone's first street.
    assert controller.curtain_for == 1 and hand.acting_seats() == [1]
    take_screen(qtbot, controller)
    assert len(controller.snapshot.held) == 14
    assert not any(row.cards for seat in controller.snapshot.seats for row in seat.rows)
    assert controller.arrange_for_me() and controller.confirm()
    # The ordinary streets begin; the next human takes the screen behind the curtain.
    qtbot.waitUntil(lambda: controller.curtain_for is not None, timeout=20_000)
    assert_curtain_hides_everything(window)


@pytest.mark.parametrize("sets", ["start", "last"])
def test_a_human_in_fantasyland_sets_when_the_rule_says(
    qtbot: QtBot, window: MainWindow, sets: str
) -> None:
    controller = window.controller
    rules = RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.UNLIMITED)
    rules = rules.with_changes(fantasyland_sets=sets)
    setup = TableSetup(rules, seats_from_kinds(["human", "easy"]), seed=5)
    assert window.start(setup)
    play_hand_as_the_human(qtbot, controller)
    assert controller.match is not None
    you = setup.seats[0].name
    controller.match.fantasyland = {you: 14}
    assert controller.next_hand()
    hand = controller.hand
    assert hand is not None and hand.fantasyland == {0: 14}
    bot = hand.seats[1]
    if sets == "start":
        # Asked at once, before the bot's first street is even dealt.
        assert controller.human_may_act()
        assert len(controller.snapshot.held) == 14
        assert not bot.street_cards and not any(bot.rows.values())
        controller.wait_for_bots(2000)
        qtbot.wait(50)
        assert not any(bot.rows.values())  # the bot waits for the Fantasyland board
    else:
        # Asked only once the bot's board is complete and face up.
        assert not controller.human_may_act()
        qtbot.waitUntil(controller.human_may_act, timeout=30_000)
        assert bot.finished
        shown = next(seat for seat in controller.snapshot.seats if seat.seat == 1)
        assert sum(len(row.cards) for row in shown.rows) == 13
    assert controller.arrange_for_me() and controller.confirm()
    qtbot.waitUntil(lambda: controller.snapshot.hand_over, timeout=30_000)
    assert hand.is_over and not hand.free_fantasyland
