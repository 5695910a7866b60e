"""A shared copy of a closed hand holds only what the table showed (docs/rules.md §5, §9): a
seat that surrendered never turned its board up, so its thirteen cards are hidden in
every copy made to share (hand, hands and match exports, their text, ``ofc replay``)
exactly as another seat's discards are, and the copy still replays as recorded.
"""

from __future__ import annotations

import io
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.cli import main
from ofc_desktop.core.actions import Surrender
from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.cards import Card, parse_card
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import (
    HIDDEN,
    hand_to_record,
    hands_export,
    public_hand_record,
    replay_hand,
)
from ofc_desktop.core.history_text import describe_history
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_to_record, public_match_record, read_hands_export
from ofc_desktop.core.records import Dealt
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.core.view import view_for
from ofc_desktop.persistence.exchange import check_document, export_text, public_hands

NAMES = ["Ann", "Bob", "Cat"]
CLOSED = RuleSet(variant=Variant.CHINESE, surrender=True)
CLOSED_EXTRAS = RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True)
EMPTY_BOARD = {"top": "", "middle": "", "bottom": ""}
ROWS_IN_ORDER = ["top"] * 3 + ["middle"] * 5 + ["bottom"] * 5
# What the result says of any seat that surrendered, whatever it was dealt.
SURRENDERED_RESULT = {
    "fouled": True,
    "royalties": {"top": 0, "middle": 0, "bottom": 0},
    "hands": {"top": "No cards", "middle": "No cards", "bottom": "No cards"},
    "fantasyland": {"qualifies": False, "cards": 0, "stays": False},
    "in_fantasyland": False,
    "shoots_the_moon": False,
}


def play_closed(
    hand: Hand, surrendering: set[int], rng: random.Random, placed_first: int = 5
) -> None:
    """Play a started closed hand: the ``surrendering`` seats place a few cards, take one
    back and place it again, then give up; the others set random boards."""
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        if seat in surrendering:
            held = list(view_for(hand, seat).held)
            for number, card in enumerate(held[:placed_first]):
                hand.place(seat, card, ROWS_IN_ORDER[number])
            if placed_first:
                hand.take_back(seat, held[0])
                hand.place(seat, held[0], "top")
            hand.surrender(seat)
            continue
        apply_decision(hand, seat, random_decision(view_for(hand, seat), rng))


def closed_record(
    seed: int = 4,
    surrendering: frozenset[int] = frozenset({1}),
    rules: RuleSet = CLOSED,
    placed_first: int = 5,
) -> tuple[Hand, dict[str, Any]]:
    """By default a three-handed closed game, seed 4, in which the second player gives
    up after placing five cards."""
    hand = Hand(rules, NAMES, seed=seed)
    hand.start()
    play_closed(hand, set(surrendering), random.Random(seed), placed_first)
    return hand, json.loads(json.dumps(hand_to_record(hand)))


def dealt_to(hand: Hand, seat: int) -> set[Card]:
    """The cards ``hand`` dealt to ``seat``, found by dealing its deck again."""
    again = Hand(
        hand.rules,
        hand.players,
        button=hand.button,
        fantasyland=hand.fantasyland,
        hand_number=hand.hand_number,
        deck=hand.all_dealt_cards() + hand.undealt_cards(),
    )
    return {
        card
        for record in again.start()
        if isinstance(record, Dealt) and record.seat == seat
        for card in record.cards
    }


def token_card(token: str) -> Card:
    face, _, copy = token.partition("/")
    return parse_card(face).with_copy(int(copy) if copy else 0)


def named_cards(public: dict[str, Any]) -> set[Card]:
    """Every card a copy names outright: dealt, acted on, on a board."""
    cards = {token_card(t) for t in public["dealt"].split() if t != HIDDEN}
    for action in public["actions"]:
        if "card" in action and action["card"] != HIDDEN:
            cards.add(parse_card(action["card"]).with_copy(action.get("copy", 0)))
    for board in public["boards"]:
        cards.update(token_card(t) for row in board.values() for t in row.split())
    return cards


def card_texts(text: str) -> set[str]:
    return set(re.findall(r"(?<![A-Za-z0-9])(?:[2-9TJQKA][shdc])(?![A-Za-z0-9])", text))


def test_a_surrendered_seat_has_cards_to_hide() -> None:
    hand, record = closed_record()
    assert hand.seats[1].surrendered and not hand.seats[0].surrendered
    assert len(dealt_to(hand, 1)) == 13
    assert any(a["seat"] == 1 and a["action"] == "place" for a in record["actions"])


@pytest.mark.parametrize("viewer", [None, 0, 2])
def test_a_shared_copy_hides_a_surrendered_hand_as_it_hides_discards(viewer: int | None) -> None:
    hand, record = closed_record()
    bob = dealt_to(hand, 1)
    public = json.loads(json.dumps(public_hand_record(record, viewer)))
    assert not named_cards(public) & bob
    assert not card_texts(json.dumps(public)) & {card.text for card in bob}
    tokens = public["dealt"].split()
    dealt = hand.all_dealt_cards()
    assert tokens == [HIDDEN if card in bob else card.text for card in dealt]
    in_deal_order = [card for card in dealt if card in bob]
    hidden_moves = 0
    for shared, played in zip(public["actions"], record["actions"], strict=True):
        if shared.get("card") != HIDDEN:
            assert shared == played
            continue
        hidden_moves += 1
        assert shared["seat"] == 1 and "copy" not in shared
        assert in_deal_order[shared["hidden"]].text == played["card"]
        assert {k: v for k, v in shared.items() if k not in ("card", "hidden")} == {
            k: v for k, v in played.items() if k not in ("card", "copy")
        }
    assert hidden_moves == 7  # five placed, one taken back and placed again
    assert {"seat": 1, "action": "surrender"} in public["actions"]
    assert public["boards"][1] == EMPTY_BOARD
    assert public["boards"][0] == record["boards"][0]
    assert public["boards"][2] == record["boards"][2]


def test_a_shared_copy_keeps_what_identifies_the_hand() -> None:
    _, record = closed_record()
    public = public_hand_record(record, None)
    for key in ("rules", "seats", "hand_number", "button", "result", "next_fantasyland"):
        assert public[key] == record[key], key
    bob = next(p for p in public["result"]["players"] if p["player"] == "Bob")
    assert {key: bob[key] for key in SURRENDERED_RESULT} == SURRENDERED_RESULT
    assert bob["total"] == -4


def test_the_result_of_a_surrendered_seat_shows_nothing_of_its_cards() -> None:
    """Whatever the deal, the result says the same of the seat that gave up."""
    shown = []
    for seed, placed in ((4, 5), (5, 0), (6, 13)):
        _, record = closed_record(seed, placed_first=placed)
        bob = next(p for p in record["result"]["players"] if p["player"] == "Bob")
        shown.append({key: bob[key] for key in SURRENDERED_RESULT})
        assert record["boards"][1] == EMPTY_BOARD  # nothing was set: nothing to show
        pairs = [p for p in record["result"]["pairs"] if "Bob" in p["players"]]
        assert all(
            p["rows"] == {"top": 0, "middle": 0, "bottom": 0}
            and p["scoop"] == 0
            and p["row_points"] == 0
            for p in pairs
        )
    assert shown == [SURRENDERED_RESULT] * 3


def test_a_hand_set_whole_before_the_surrender_stays_hidden() -> None:
    hand, record = closed_record(seed=7, placed_first=13)
    public = public_hand_record(record, 0)
    assert not named_cards(public) & dealt_to(hand, 1)
    assert sum(a.get("card") == HIDDEN for a in public["actions"]) == 13 + 2  # and a take-back
    replay_hand(json.loads(json.dumps(public)))


def test_the_seat_that_surrendered_sees_its_own_cards_in_its_copy() -> None:
    hand, record = closed_record()
    mine = public_hand_record(record, 1)
    assert dealt_to(hand, 1) <= named_cards(mine)
    assert HIDDEN not in mine["dealt"].split()


@pytest.mark.parametrize("viewer", [None, 0, 1])
def test_a_shared_copy_replays_and_copies_again_to_itself(viewer: int | None) -> None:
    _, record = closed_record()
    public = json.loads(json.dumps(public_hand_record(record, viewer)))
    again = replay_hand(public)
    assert hand_to_record(again)["boards"] == record["boards"]
    assert hand_to_record(again)["result"] == record["result"]
    assert read_hands_export(json.loads(json.dumps(hands_export([public])))) == [public]
    assert [hand.record for hand in check_document(public).hands] == [public]
    assert json.loads(json.dumps(public_hand_record(public, viewer))) == public


def test_two_surrenders_under_every_closed_extra() -> None:
    hand, record = closed_record(seed=21, surrendering=frozenset({0, 2}), rules=CLOSED_EXTRAS)
    gave_up = dealt_to(hand, 0) | dealt_to(hand, 2)
    public = public_hand_record(record, None)
    assert not named_cards(public) & gave_up
    assert public["dealt"].split().count(HIDDEN) == 26
    assert public["boards"][0] == public["boards"][2] == EMPTY_BOARD
    replay_hand(json.loads(json.dumps(public)))


def test_the_text_of_a_shared_copy_names_no_surrendered_card(tmp_path: Path) -> None:
    hand, record = closed_record()
    bob = {card.text for card in dealt_to(hand, 1)}
    [public] = public_hands([record], "Ann")
    told = export_text(public)
    assert "Bob surrenders" in told and "Bob: surrendered" in told
    assert not card_texts(told) & bob
    assert not card_texts(describe_history(public)) & bob
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(hands_export([public])), encoding="utf-8")
    out = io.StringIO()
    assert main(["replay", str(path)], stdout=out) == 0
    assert "Bob surrenders" in out.getvalue()
    assert not card_texts(out.getvalue()) & bob


def test_a_shared_match_hides_every_surrendered_hand() -> None:
    rules = CLOSED.with_changes(match_length=MatchLength.HANDS, match_hands=3)
    match = Match(rules, NAMES, seed=4)
    rng = random.Random(4)
    given_up: dict[int, set[str]] = {}
    while match.can_start_hand():
        match.start_hand()
        hand = match.hand
        assert hand is not None
        seat = (hand.hand_number - 1) % 3
        play_closed(hand, {seat} if seat != 2 else set(), rng)
        given_up[hand.hand_number] = {c.text for c in dealt_to(hand, seat)} if seat != 2 else set()
    record = json.loads(json.dumps(match_to_record(match)))
    public = json.loads(json.dumps(public_match_record(record, "Cat")))
    for key in ("rules", "seats", "button", "totals"):
        assert public[key] == record[key], key
    hands = [event["hand"] for event in public["events"] if event["event"] == "hand"]
    assert len(hands) == 3
    for copy in hands:
        assert not card_texts(json.dumps(copy)) & given_up[copy["hand_number"]]
        assert not card_texts(describe_history(copy)) & given_up[copy["hand_number"]]
    assert read_hands_export(public) == hands
    assert [len(cards) for _, cards in sorted(given_up.items())] == [13, 13, 0]
    assert [Surrender(0), Surrender(1)] == [
        action for hand in match.hands for action in hand.actions if isinstance(action, Surrender)
    ]
