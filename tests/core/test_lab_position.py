"""Lab positions: every reason a position could not occur, and the view of one that can."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from ofc_desktop.bots.estimate import position_key
from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import JOKER, Card, parse_cards
from ofc_desktop.core.decision import apply_decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.lab_position import LabPosition, PositionError, SeatSetup, placed_before
from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant
from ofc_desktop.core.translate import set_translator
from ofc_desktop.core.view import PlayerView, view_for

CLASSIC = RuleSet()
PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
TURBO = RuleSet(variant=Variant.TURBO)
CHINESE = RuleSet(variant=Variant.CHINESE)
NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def board(top: str = "", middle: str = "", bottom: str = "") -> Board:
    return Board.parse(top, middle, bottom)


def pineapple(**changes: object) -> LabPosition:
    """Pineapple, second street: Ann (hero, seat 0) acts first (the button is Bob's)."""
    position = LabPosition(
        PINEAPPLE,
        (
            SeatSetup("Ann", board("Qs Qd", "9h 9c", "Ah")),
            SeatSetup("Bob", board("Kc", "5s 5h", "2c 3c")),
        ),
        0,
        cards("9d 8c 2h"),
        cards("3d"),
        button=1,
    )
    return position if not changes else _changed(position, **changes)


def _changed(position: LabPosition, **changes: object) -> LabPosition:
    return replace(position, **changes)  # type: ignore[arg-type]


def seats(*boards: Board, fantasyland: tuple[int, ...] = ()) -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup(NAMES[i], b, i in fantasyland) for i, b in enumerate(boards))


def only_problem(position: LabPosition) -> str:
    problems = position.problems()
    assert len(problems) == 1, problems
    with pytest.raises(PositionError) as raised:
        position.view()
    assert str(raised.value) == problems[0]
    return problems[0]


# ----- positions that can occur ---------------------------------------------------------------


def test_a_pineapple_second_street_is_fine_and_gives_the_heros_view() -> None:
    position = pineapple()
    assert position.problems() == []
    assert position.street() == 1
    view = position.view()
    assert view.seat == 0 and view.players == ("Ann", "Bob") and view.button == 1
    assert view.held == cards("9d 8c 2h") and view.discards == cards("3d")
    assert view.street_rule is not None and view.street_rule.discarded == 1
    assert view.streets_left == 3 and view.my_turn and not view.in_fantasyland
    assert view.opponents[0].board == board("Kc", "5s 5h", "2c 3c")
    assert len(list(legal_decisions(view))) == 24


def test_an_opponent_who_acts_before_the_hero_has_played_this_street() -> None:
    # The button on Ann: Bob acts first on every street, so he has placed street 2 too.
    position = pineapple(
        button=0,
        seats=(
            SeatSetup("Ann", board("Qs Qd", "9h 9c", "Ah")),
            SeatSetup("Bob", board("Kc", "5s 5h", "2c 3c 4c 6d")),
        ),
    )
    assert position.problems() == []
    assert position.acts_before_hero(1)


@pytest.mark.parametrize(
    ("rules", "held", "street"),
    [
        (CLASSIC, "As Kd 7c 7h 2s", 0),
        (TURBO, "As Kd 7c 7h 2s", 0),
        (PINEAPPLE, "As Kd 7c 7h 2s", 0),
    ],
)
def test_a_first_street_has_five_cards_and_an_empty_board(
    rules: RuleSet, held: str, street: int
) -> None:
    position = LabPosition(rules, seats(Board(), Board()), 0, cards(held), button=1)
    assert position.problems() == [] and position.street() == street


def test_classic_and_turbo_later_streets() -> None:
    classic = LabPosition(
        CLASSIC,
        seats(board("Qs", "9h 9c", "Ah Ad 2c"), board("Kc", "5s 5d", "2s 3s 4s 6c")),
        0,
        cards("7d"),
        button=0,
    )  # Bob acted first: he has placed street 2 (7 cards), Ann has 6
    assert classic.problems() == [] and classic.street() == 2
    turbo = LabPosition(
        TURBO,
        seats(board("Qs", "9h 9c 8d", "Ah Ad 2c 3c 4h"), board()),
        0,
        cards("7d 7c 6s 6h"),
        button=1,
    )
    assert "holds 9 cards, not 0" in only_problem(turbo)


def test_closed_chinese_and_fantasyland_hands_set_a_whole_board() -> None:
    thirteen = cards("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s")
    closed = LabPosition(CHINESE, seats(Board(), Board()), 1, thirteen)
    assert closed.problems() == [] and closed.street() == 0
    fourteen = (*thirteen, *cards("Ah"))
    hero_fl = LabPosition(PINEAPPLE, seats(Board(), Board(), fantasyland=(0,)), 0, fourteen)
    assert hero_fl.problems() == []
    rule = hero_fl.view().street_rule
    assert rule is not None and rule.dealt == 14
    last = RuleSet(variant=Variant.PINEAPPLE, fantasyland_sets="last")
    done = board("Kc Kd 2h", "5c 5h 5d 6c 6d", "Ac Ad 8h 8d 8c")
    assert LabPosition(last, seats(Board(), done, fantasyland=(0,)), 0, fourteen).problems() == []


def test_an_opponent_in_fantasyland_shows_an_empty_board() -> None:
    position = pineapple(
        seats=(
            SeatSetup("Ann", board("Qs Qd", "9h 9c", "Ah")),
            SeatSetup("Bob", board("Kc", "5s 5h", "2c 3c")),
            SeatSetup("Cat", Board(), True),
        )
    )
    assert position.problems() == []
    opponent = position.view().opponents[1]
    assert opponent.in_fantasyland and opponent.face_down == 13 and opponent.discards == 1


def test_a_double_deck_holds_each_card_twice_and_jokers_as_the_rules_say() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, decks=2, jokers_per_deck=1)
    twice = pineapple(rules=rules, hand=(Card.parse("Qs").with_copy(1), JOKER, JOKER.with_copy(1)))
    assert twice.problems() == []


# ----- positions that cannot occur ------------------------------------------------------------


def test_a_table_seats_two_to_six() -> None:
    assert "2 to 6 players, not 1" in only_problem(pineapple(seats=pineapple().seats[:1], button=0))
    seven = tuple(SeatSetup(f"P{i}", Board()) for i in range(7))
    rules = RuleSet(decks=2)
    found = LabPosition(rules, seven, 0, cards("As Kd 7c 7h 2s")).problems()
    assert "2 to 6 players, not 7" in found[0]


def test_the_rules_must_seat_the_table() -> None:
    four = (*pineapple().seats, SeatSetup("Cat", Board()), SeatSetup("Dan", Board()))
    problems = pineapple(seats=four).problems()
    assert problems[0] == (
        "single-deck Pineapple seats at most 3 players, not 4; it needs a double deck"
    )


def test_the_hero_and_the_button_are_seats() -> None:
    assert only_problem(pineapple(hero=2)) == "the hero must be one of the seats 0-1, not 2"
    with pytest.raises(PositionError, match="seats 0-1, not 2"):
        pineapple(hero=2).street()
    assert "button must sit at one of the seats 0-1, not 5" in pineapple(button=5).problems()[0]


def test_every_seat_has_its_own_name() -> None:
    ann, bob = pineapple().seats
    assert only_problem(pineapple(seats=(ann, SeatSetup(" ", bob.board)))) == (
        "every seat needs a name"
    )
    assert only_problem(pineapple(seats=(ann, SeatSetup("Ann", bob.board)))) == (
        "two seats are called Ann: give each its own name"
    )


def test_no_card_is_used_more_often_than_the_shoe_holds() -> None:
    assert only_problem(pineapple(dead=cards("Qs"))) == (
        "Qs is used 2 times, but one deck holds it once"
    )
    double = RuleSet(variant=Variant.PINEAPPLE, decks=2)
    thrice = pineapple(rules=double, dead=(Card.parse("Qs").with_copy(1), Card.parse("Qs")))
    assert "Qs is used 3 times, but two decks hold it twice" in thrice.problems()


def test_a_repeated_card_needs_its_own_copy() -> None:
    double = RuleSet(variant=Variant.PINEAPPLE, decks=2)
    same = pineapple(rules=double, dead=cards("Qs"))
    assert only_problem(same) == "Qs is given twice as the same copy"
    assert same.canonical().problems() == []
    assert same.canonical().dead == (Card.parse("Qs").with_copy(1),)


def test_jokers_only_when_the_rules_have_them() -> None:
    assert only_problem(pineapple(dead=(JOKER,))) == "a joker is used, but these rules have none"
    one = RuleSet(variant=Variant.PINEAPPLE, jokers_per_deck=1)
    assert only_problem(pineapple(rules=one, dead=(JOKER, JOKER.with_copy(1)))) == (
        "2 jokers are used, but the shoe holds only 1"
    )


def test_the_heros_cards_must_be_a_street_of_the_variant() -> None:
    assert only_problem(pineapple(hand=cards("9d 8c"))) == (
        "with 5 cards on the board, Pineapple deals 3 cards, not 2"
    )
    eight = (SeatSetup("Ann", board("Qs Qd", "9h 9c 4d", "Ah")), pineapple().seats[1])
    assert only_problem(pineapple(seats=eight)) == (
        "no street of Pineapple leaves 6 cards on a board: between streets a board holds "
        "0, 5, 7, 9, 11 cards"
    )
    full = board("Qs Qd 4d", "9h 9c 7s 7c 6h", "Ah Kh Th 4h 6d")
    position = pineapple(seats=(SeatSetup("Ann", full), pineapple().seats[1]))
    assert only_problem(position) == "Ann's board is complete: there is nothing left to place"
    with pytest.raises(PositionError, match="complete"):
        position.street()


def test_a_whole_board_deal_has_its_own_size() -> None:
    twelve = cards("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s")
    assert only_problem(LabPosition(CHINESE, seats(Board(), Board()), 0, twelve)) == (
        "with 0 cards on the board, Chinese poker (closed) deals 13 cards, not 12"
    )
    fl = LabPosition(PINEAPPLE, seats(Board(), Board(), fantasyland=(0,)), 0, twelve)
    assert only_problem(fl) == "these rules deal a Fantasyland hand 14 cards, not 12"
    progressive = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE)
    assert "14, 15, 16, 17 cards, not 12" in only_problem(
        fl.__class__(progressive, fl.seats, 0, twelve)
    )
    none = LabPosition(RuleSet(fantasyland=False), fl.seats, 0, twelve)
    assert only_problem(none) == "Ann cannot be in Fantasyland: these rules have none"
    started = LabPosition(PINEAPPLE, seats(board("Ah"), Board(), fantasyland=(0,)), 0, twelve)
    assert "Ann's board must be empty, not 1 cards" in started.problems()[0]


def test_opponents_boards_follow_the_order_of_play() -> None:
    ann = pineapple().seats[0]
    behind = pineapple(seats=(ann, SeatSetup("Bob", board("Kc", "5s", "2c 3c"))))
    assert only_problem(behind) == (
        "Bob acts after Ann on this street (the button is seat 1), so Bob's board holds "
        "5 cards, not 4"
    )
    assert only_problem(pineapple(button=0)) == (
        "Bob acts before Ann on this street (the button is seat 0), so Bob's board holds "
        "7 cards, not 5"
    )


def test_face_down_boards_are_empty() -> None:
    ann, bob = pineapple().seats
    fl = pineapple(seats=(ann, SeatSetup("Bob", bob.board, True)))
    assert "Bob's board is set face down until the reveal" in only_problem(fl)
    closed = LabPosition(
        CHINESE, seats(Board(), board("As")), 0, cards("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s")
    )
    assert "Bob's board is set face down" in closed.problems()[-1]
    no_fl = RuleSet(variant=Variant.PINEAPPLE, fantasyland=False)
    assert only_problem(pineapple(rules=no_fl, seats=(ann, SeatSetup("Bob", Board(), True)))) == (
        "Bob cannot be in Fantasyland: these rules have none"
    )


def test_a_fantasyland_hero_sets_before_or_after_the_others() -> None:
    fourteen = cards("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s Ah")
    early = LabPosition(PINEAPPLE, seats(Board(), board("Kc"), fantasyland=(0,)), 0, fourteen)
    assert "set before the first street: Bob's board is still empty" in only_problem(early)
    last = RuleSet(variant=Variant.PINEAPPLE, fantasyland_sets="last")
    late = LabPosition(last, early.seats, 0, fourteen)
    assert "Bob's board holds 13 cards, not 1" in only_problem(late)


def test_enough_cards_must_be_left_to_finish_the_heros_board() -> None:
    everything = [
        c
        for c in parse_cards(" ".join(f"{r}{s}" for r in "23456789TJQKA" for s in "shdc"))
        if c not in pineapple().cards()
    ]
    crowded = pineapple(dead=(*cards("3d"), *everything[:35]))
    assert only_problem(crowded) == "only 3 cards are left unseen, but Ann is still to be dealt 9"


def test_the_reasons_are_translated() -> None:
    set_translator(lambda context, text, disambiguation, n: f"[{context}] {text}")
    try:
        assert pineapple(hero=2).problems() == [
            "[LabPosition] the hero must be one of the seats 0-1, not 2"
        ]
    finally:
        set_translator(None)


# ----- from a real hand -----------------------------------------------------------------------


def _turns(rules: RuleSet, players: int, seed: int, **hand: object) -> Iterator[PlayerView]:
    """Every view a seat acts from in a randomly played hand."""
    game = Hand(rules, NAMES[:players], seed=seed, button=seed % players, **hand)  # type: ignore[arg-type]
    game.start()
    rng = random.Random(seed)
    while not game.is_over:
        seat = game.acting_seats()[0]
        view = view_for(game, seat)
        yield view
        apply_decision(game, seat, random_decision(view, rng))


@pytest.mark.parametrize(
    ("rules", "players", "fantasyland"),
    [
        (CLASSIC, 2, {}),
        (PINEAPPLE, 3, {}),
        (TURBO, 4, {}),
        (CHINESE, 2, {}),
        (PINEAPPLE, 3, {1: 14}),
        (RuleSet(variant=Variant.PINEAPPLE, fantasyland_sets="last"), 2, {0: 14}),
        (RuleSet(decks=2, jokers_per_deck=2), 5, {}),
    ],
)
def test_every_turn_of_a_real_hand_is_a_possible_position_with_the_same_estimate_key(
    rules: RuleSet, players: int, fantasyland: dict[int, int]
) -> None:
    for seed in range(3):
        for view in _turns(rules, players, seed, fantasyland=fantasyland):
            position = LabPosition.from_view(view)
            assert position.problems() == [], (seed, view.seat, view.street)
            assert position.street() == view.street
            lab = position.view()
            assert lab.held == view.held and lab.board == view.board
            hidden = (
                any(o.in_fantasyland for o in view.opponents) and rules.fantasyland_sets != "start"
            )
            if rules.variant is not Variant.CHINESE and not hidden:
                # The lab's view is the live one as far as the estimate can tell.
                assert position_key(lab) == position_key(view)


def test_from_view_keeps_only_what_the_seat_could_see() -> None:
    views = list(_turns(PINEAPPLE, 3, 5))
    view = views[7]  # a later street: discards made, opponents' boards face up
    position = LabPosition.from_view(view)
    assert position.dead == view.discards and position.hand == view.held
    assert [s.board for i, s in enumerate(position.seats) if i != view.seat] == [
        o.board for o in view.opponents
    ]
    assert position.button == view.button and position.hero == view.seat


def test_placed_before_follows_the_schedules() -> None:
    assert placed_before(CLASSIC) == (0, 5, 6, 7, 8, 9, 10, 11, 12, 13)
    assert placed_before(TURBO) == (0, 5, 9, 13)
    assert placed_before(CHINESE) == (0, 13)
