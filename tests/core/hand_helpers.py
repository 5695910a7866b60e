"""Helpers for the hand and match tests: rule sets, stacked decks, playing to boards."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

from ofc_desktop.core import hand as hand_module
from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card, build_deck, parse_card, parse_cards
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.match import Match
from ofc_desktop.core.records import (
    Dealt,
    Record,
)
from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant
from ofc_desktop.core.streets import Street
from ofc_desktop.core.view import view_for

CLASSIC = RuleSet()
PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
TURBO = RuleSet(variant=Variant.TURBO)
CHINESE = RuleSet(variant=Variant.CHINESE)
CLOSED = RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True)
PROGRESSIVE = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE)
VARIABLE = RuleSet(fantasyland_cards=FantasylandCards.VARIABLE)
NO_FANTASYLAND = RuleSet(fantasyland=False)

Rows = tuple[str, str, str]
ROW_NAMES = ("top", "middle", "bottom")


def names(count: int) -> list[str]:
    return ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"][:count]


def card(text: str) -> Card:
    return parse_card(text)


# ----- playing hands ---------------------------------------------------------------------


def play_randomly(hand: Hand, seed: int = 0) -> list[Record]:
    """Play a started hand to the end with random legal moves."""
    rng = random.Random(seed)
    records: list[Record] = []
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        records.extend(apply_decision(hand, seat, random_decision(view_for(hand, seat), rng)))
    return records


def deal_plan(
    rules: RuleSet, players: Sequence[str], button: int, fantasyland: Mapping[int, int]
) -> list[tuple[int, Street]]:
    """Who receives each deal, in deck order (the order never depends on the cards)."""
    hand = Hand(rules, players, button=button, seed=0, fantasyland=fantasyland)
    records = [*hand.start(), *play_randomly(hand)]
    return [
        (r.seat, hand.seats[r.seat].schedule[r.street]) for r in records if isinstance(r, Dealt)
    ]


def stack_deck(
    monkeypatch: pytest.MonkeyPatch,
    rules: RuleSet,
    players: Sequence[str],
    boards: Mapping[int, Rows],
    *,
    button: int = 0,
    fantasyland: Mapping[int, int] | None = None,
) -> None:
    """Make the next hand deal each seat in ``boards`` exactly its board's cards
    (plus throw-away cards for discards); other seats get the rest of the shoe."""
    plan = deal_plan(rules, players, button, fantasyland or {})
    wanted = {seat: parse_cards(" ".join(rows)) for seat, rows in boards.items()}
    used = [c for cards in wanted.values() for c in cards]
    assert len(set(used)) == len(used), "the target boards share a card"
    pool = [c for c in build_deck(rules.decks, rules.jokers_per_deck) if c not in used]
    deck: list[Card] = []
    for seat, street in plan:
        if seat in wanted:
            deck += wanted[seat][: street.placed]
            del wanted[seat][: street.placed]
            deck += [pool.pop() for _ in range(street.discarded)]
        else:
            deck += [pool.pop() for _ in range(street.dealt)]
    assert not any(wanted.values())
    deck += pool
    monkeypatch.setattr(hand_module, "shuffled_deck", lambda *args: list(deck))


def target_rows(rows: Rows) -> dict[Card, str]:
    return {c: row for row, text in zip(ROW_NAMES, rows, strict=True) for c in parse_cards(text)}


def play_to_boards(hand: Hand, boards: Mapping[int, Rows], seed: int = 0) -> list[Record]:
    """Play a started, stacked hand: seats in ``boards`` build them, others play randomly."""
    rng = random.Random(seed)
    targets = {seat: target_rows(rows) for seat, rows in boards.items()}
    records: list[Record] = []
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        view = view_for(hand, seat)
        if seat not in targets:
            records += apply_decision(hand, seat, random_decision(view, rng))
            continue
        for held in view.held:
            if held in targets[seat]:
                records += hand.place(seat, held, targets[seat][held])
            else:
                records += hand.discard(seat, held)
        records += hand.confirm_street(seat)
    return records


def play_stacked_hand(
    monkeypatch: pytest.MonkeyPatch, match: Match, boards: Mapping[int, Rows]
) -> tuple[Record, ...]:
    """Play the match's next hand with the given boards, without settling it; return the
    records of its start."""
    fantasyland = {match.players.index(p): c for p, c in match.fantasyland.items()}
    stack_deck(
        monkeypatch,
        match.rules,
        match.players,
        boards,
        button=match.button,
        fantasyland=fantasyland,
    )
    records = match.start_hand()
    assert match.hand is not None
    play_to_boards(match.hand, boards)
    for seat, rows in boards.items():
        assert match.hand.board(seat) == Board.parse(*rows)
    return records


def stacked_hand(
    monkeypatch: pytest.MonkeyPatch,
    rules: RuleSet,
    boards: Mapping[int, Rows],
    *,
    players: int = 2,
    button: int = 0,
    fantasyland: Mapping[int, int] | None = None,
) -> tuple[Hand, list[Record]]:
    """A finished hand in which the seats of ``boards`` built exactly those boards."""
    seats = names(players)
    stack_deck(monkeypatch, rules, seats, boards, button=button, fantasyland=fantasyland)
    hand = Hand(rules, seats, button=button, fantasyland=fantasyland)
    records = [*hand.start(), *play_to_boards(hand, boards)]
    for seat, rows in boards.items():
        assert hand.board(seat) == Board.parse(*rows)
    return hand, records


# Boards (top, middle, bottom) for Fantasyland entry and stay cases.
TOPS = {
    "JJ": ("Js Jd 2c", "Ks Kd 3h 4h 5c", "As Ad Ac 7s 8d"),
    "QQ": ("Qs Qd 2c", "Ks Kd 3h 4h 5c", "As Ad Ac 7s 8d"),
    "KK": ("Ks Kd 2c", "As Ad 3h 4h 5c", "9s 9d 9c 7s 8d"),
    "AA": ("As Ad 2c", "3s 3d 3h 4h 5c", "9s 9d 9c 7s 7d"),
    "222": ("2s 2d 2c", "3s 3d 3h 4h 5c", "9s Td Jc Qs Kd"),
}
OTHER = ("2h 5h 6h", "3c 6c 8c Tc Kc", "7h 8h Th Jh Kh")
FOULED_QQ = ("Qs Qd 7c", "Qh Qc 6s 5d 4h", "As Ad Ac 2s 2d")
STAY_TRIPS = ("2s 2d 2c", "3s 3d 3h 4h 5c", "9s Td Jc Qs Kd")
STAY_MIDDLE_FULL_HOUSE = ("Qs Qd 2c", "3s 3d 3h 4h 4c", "9s 9d 9c 7s 7d")
STAY_BOTTOM_QUADS = ("Qs Qd 2c", "Ks Kd 3h 4h 5c", "9s 9d 9c 9h 7d")
LEAVES_WITH_QUEENS = ("Qs Qd 2c", "Ks Kd 3h 4h 5c", "As Ad Ac 7s 8d")
