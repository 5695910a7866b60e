"""The lab's text notation and JSON: what they read, what they refuse, and round trips."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import JOKER, Card, parse_cards
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.lab_position import LabPosition, PositionError, SeatSetup
from ofc_desktop.core.position_notation import (
    format_position,
    parse_position,
    position_from_json,
    position_to_json,
)
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import view_for

PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
EXAMPLE = (
    "top Qs Qd | mid 9h 9c | bot Ah ; hand 9d 8c 2h ; opp top Kc | mid 5s 5h | bot 2c 3c ; "
    "dead 3c ; button Opp1"
)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


# ----- reading ----------------------------------------------------------------------------------


def test_the_example_reads_as_the_hero_and_one_opponent() -> None:
    position = parse_position(EXAMPLE, PINEAPPLE)
    hero, opponent = position.seats
    assert (hero.name, opponent.name, position.hero, position.button) == ("Hero", "Opp1", 0, 1)
    assert hero.board == Board.parse("Qs Qd", "9h 9c", "Ah")
    assert opponent.board == Board.parse("Kc", "5s 5h", "2c 3c")
    assert position.hand == cards("9d 8c 2h") and [c.text for c in position.dead] == ["3c"]
    assert position.problems() == ["3c is used 2 times, but one deck holds it once"]


def test_other_ways_to_write_the_same_position() -> None:
    same = parse_position(EXAMPLE.replace("dead 3c", "dead 3d"), PINEAPPLE)
    for text in (
        "hero top Q♠ Q♦ mid 9♥ 9♣ bottom AH ; HAND 9d, 8c, 2h ; opp Kc | 5s 5h | 2c 3c ;"
        " dead 3d ; button 1",
        "opp top Kc | middle 5s 5h | bot 2c 3c ;\n dead 3d; hand 9d 8c 2h; button Opp1 ;"
        " hero Qs Qd | 9h 9c | Ah",
    ):
        position = parse_position(text, PINEAPPLE)
        if position.hero == 1:  # the hero written second sits second
            assert [s.name for s in position.seats] == ["Opp1", "Hero"]
            continue
        assert position == same


def test_names_fantasyland_tens_and_jokers() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, jokers_per_deck=1)
    position = parse_position(
        'opp Bob fl ; hero "Ann Lee" top 10h X ; opp "top" bot JK ; hand As', rules
    )
    assert [s.name for s in position.seats] == ["Bob", "Ann Lee", "top"]
    assert position.seats[0].in_fantasyland and position.hero == 1
    assert position.seats[1].board.top == (Card.parse("Th"), JOKER)
    assert position.seats[2].board.bottom == (JOKER.with_copy(1),)


def test_no_hero_section_puts_an_empty_hero_first() -> None:
    position = parse_position("hand As Kd 7c 7h 2s ; opp", RuleSet())
    assert position.hero == 0 and position.seats[0] == SeatSetup("Hero", Board())
    assert format_position(position) == "hand As Kd 7c 7h 2s ; opp"


def test_repeated_cards_are_numbered_in_the_canonical_order() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, decks=2)
    position = parse_position("dead As ; top As ; hand 2c 3c 4c ; opp", rules)
    assert position.seats[0].board.top == (Card.parse("As"),)
    assert position.dead == (Card.parse("As").with_copy(1),)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("top Qs Xz", "bad card 'Xz'"),
        ("hand 9d 8c 2h opp top Kc", "'opp' starts a section: put a ';' before it"),
        ("flop As Kd", "unknown section 'flop'"),
        ("hand As ; hand Kd", "the hand section is given twice"),
        ("top As ; mid Kd", "the hero's board is given twice"),
        ("top As top Kd", "the top row is given twice"),
        ("top As Kd Qd 2c", "the top row holds 3 cards, not 4"),
        ("opp Bob As Kd", "name the rows (top, mid, bot) or give three rows separated by '|'"),
        ("opp Bob As | Kd", "not 2"),
        ('opp "Bob top As', 'a name in quotes is not closed: "Bob top As'),
        ("hand As | Kd", "'|' is not a card (in the hand section)"),
        ("hand As ; opp ; button Zed", "button 'Zed': no seat has that name or number"),
        ("hand As ; button 1 2", "button takes one seat"),
        ("top As | mid fl", "'fl' is not a card"),
    ],
)
def test_what_cannot_be_read_is_refused_naming_the_token(text: str, message: str) -> None:
    with pytest.raises(PositionError) as raised:
        parse_position(text, PINEAPPLE)
    assert message in str(raised.value)


def test_reading_refuses_what_is_not_text() -> None:
    with pytest.raises(PositionError, match="written as text"):
        parse_position(42, PINEAPPLE)  # type: ignore[arg-type]


# ----- writing ----------------------------------------------------------------------------------


def test_writing_the_example() -> None:
    position = parse_position(EXAMPLE, PINEAPPLE)
    assert format_position(position) == EXAMPLE + " ; rules variant=pineapple"
    assert format_position(parse_position(EXAMPLE, RuleSet())) == EXAMPLE


def test_the_text_carries_any_rule_set() -> None:
    rules = RuleSet.from_dict(
        {
            "variant": "pineapple",
            "decks": 2,
            "jokers": 1,
            "scoring": "2-4",
            "fantasyland_cards": "progressive",
            "royalty_table": "flat_top_trips_20",
        }
    )
    position = parse_position("hero fl ; hand As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s Ah X", rules)
    text = format_position(position)
    assert "rules variant=pineapple" in text
    assert parse_position(text, RuleSet()) == position  # the section wins over the default
    custom = RuleSet.from_dict({"royalty_table": RuleSet().royalty_table.to_dict()})
    assert custom.royalty_preset == "custom"
    again = parse_position(format_position(parse_position("hand As", custom)), RuleSet())
    assert again.rules == custom


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("hand As ; rules decks", "not a rule"),
        ("hand As ; rules decks=2 decks=1", "given twice"),
        ("hand As ; rules decks=7", "deck"),
        ("hand As ; rules nonsense=1", "unknown rule"),
        ("hand As ; rules decks=2 ; rules decks=2", "given twice"),
    ],
)
def test_a_bad_rules_section_is_refused(text: str, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        parse_position(text, RuleSet())


def test_writing_quotes_names_that_would_read_as_something_else() -> None:
    seats = (
        SeatSetup("Hero", Board()),
        SeatSetup('Big "B"', Board()),
        SeatSetup("Kd", Board()),
        SeatSetup("hand", Board(), True),
    )
    rules = RuleSet(variant=Variant.PINEAPPLE, decks=2)
    position = LabPosition(rules, seats, 0, cards("As Ks 7c 7h 2s"), button=2)
    text = format_position(position)
    assert text == (
        'hand As Ks 7c 7h 2s ; opp "Big \\"B\\"" ; opp "Kd" ; opp "hand" fl ; button 2'
        " ; rules variant=pineapple decks=2"
    )
    assert parse_position(text, rules) == position


# ----- JSON -------------------------------------------------------------------------------------


def test_json_holds_the_rules_and_reads_back() -> None:
    position = parse_position(EXAMPLE.replace("dead 3c", "dead 3d"), PINEAPPLE)
    data = position_to_json(position)
    assert data["rules"] == PINEAPPLE.to_dict()
    assert data["seats"][1] == {
        "name": "Opp1",
        "top": "Kc",
        "middle": "5s 5h",
        "bottom": "2c 3c",
        "in_fantasyland": False,
    }
    assert position_from_json(json.loads(json.dumps(data))) == position


def test_json_may_leave_out_defaults_and_give_cards_as_lists() -> None:
    position = position_from_json(
        {"seats": [{"name": "Ann"}, {"name": "Bob", "bottom": ["As", "x"]}], "hand": "2c"}
    )
    assert position.rules == RuleSet() and position.hero == 0 and position.button == 0
    assert position.seats[1].board.bottom == (Card.parse("As"), JOKER)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "a position must be a JSON object"),
        ({"seats": [], "flop": 1}, "unknown key 'flop' in a position"),
        ({"seats": [], "version": 2}, "unknown position version 2"),
        ({"seats": [], "rules": []}, "rules must be a JSON object"),
        ({"seats": [], "rules": {"variant": "omaha"}}, "omaha"),
        ({"seats": "Ann"}, "seats must be a JSON list"),
        ({"seats": ["Ann"]}, "seat 0 must be a JSON object"),
        ({"seats": [{"name": 1}]}, "seat 0: name must be text"),
        ({"seats": [{"name": "A", "in_fantasyland": 1}]}, "in_fantasyland must be true or false"),
        ({"seats": [{"name": "A", "top": 5}]}, "seat 0: top must be cards as text"),
        ({"seats": [{"name": "A", "top": "As Kd Qd Jd"}]}, "seat 0: the top row holds 3"),
        ({"seats": [{"name": "A", "top": "Az"}]}, "seat 0: bad card 'Az'"),
        ({"seats": [], "hero": True}, "hero must be a whole number, not True"),
        ({"seats": [], "button": 1.5}, "button must be a whole number"),
        ({"seats": [], "hand": [1]}, "hand: hand must be cards as text"),
    ],
)
def test_json_of_the_wrong_shape_is_refused(data: Any, message: str) -> None:
    with pytest.raises(PositionError) as raised:
        position_from_json(data)
    assert message in str(raised.value)


# ----- round trips ------------------------------------------------------------------------------

RULES = [
    RuleSet(),
    PINEAPPLE,
    RuleSet(variant=Variant.TURBO),
    RuleSet(variant=Variant.CHINESE),
    RuleSet(variant=Variant.PINEAPPLE, decks=2, jokers_per_deck=2),
]


@st.composite
def positions(draw: st.DrawFn) -> LabPosition:
    """A legal position: some turn of a randomly played hand, with any seat names."""
    rules = draw(st.sampled_from(RULES))
    players = draw(st.integers(2, 3))
    names = draw(
        st.lists(
            st.text(min_size=1, max_size=8), min_size=players, max_size=players, unique_by=str.strip
        ).filter(lambda ns: all(n.strip() for n in ns))
    )
    fantasyland = draw(st.sampled_from([{}, {0: 14}])) if rules.variant is Variant.PINEAPPLE else {}
    seed = draw(st.integers(0, 10_000))
    hand = Hand(
        rules,
        [f"P{i}" for i in range(players)],
        seed=seed,
        button=seed % players,
        fantasyland=fantasyland,
    )
    hand.start()
    rng = random.Random(seed)
    turns = draw(st.integers(0, 12))
    for _ in range(turns):
        seat = hand.acting_seats()[0]
        apply_decision(hand, seat, random_decision(view_for(hand, seat), rng))
        if hand.is_over or not hand.acting_seats():
            break
    if hand.is_over:
        hand = Hand(rules, [f"P{i}" for i in range(players)], seed=seed)
        hand.start()
    position = LabPosition.from_view(view_for(hand, hand.acting_seats()[0]))
    seats = tuple(
        SeatSetup(n, s.board, s.in_fantasyland) for n, s in zip(names, position.seats, strict=True)
    )
    return LabPosition(
        position.rules, seats, position.hero, position.hand, position.dead, position.button
    ).canonical()


@given(positions())
def test_text_and_json_read_back_every_legal_position(position: LabPosition) -> None:
    assert position.problems() == []
    assert parse_position(format_position(position), position.rules) == position
    data = json.loads(json.dumps(position_to_json(position)))
    assert position_from_json(data) == position
