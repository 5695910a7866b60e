"""Hindsight: the best arrangement of a finished hand's cards is never worse than the
board played, equals an exhaustive search settled by the core, and honours cancel."""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from itertools import combinations, pairwise
from typing import Any

import pytest

from ofc_desktop.bots.hindsight import HindsightError, hindsight
from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.bots.solver import solve_fantasyland
from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.board import Board, BoardEvaluation, evaluate_board
from ofc_desktop.core.cards import Card, build_deck, parse_cards
from ofc_desktop.core.decision import Decision, apply_decision
from ofc_desktop.core.evaluate import evaluate3, evaluate5
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import (
    FantasylandCards,
    RoyaltySettlement,
    RuleSet,
    ScoringPreset,
    Variant,
)
from ofc_desktop.core.scoring import ClosedPlay, settle_hand
from ofc_desktop.core.seats import RandomSeat, play_hand
from ofc_desktop.core.view import view_for

Key = tuple[int, bool, int]


def _oracle(hand: Hand, seat: int, cards: Sequence[Card]) -> Key:
    """Every arrangement of the cards, settled by the core's own settle_hand: the best
    (points, Fantasyland, royalties). Every fouled board settles the same, so one
    stands for all; a plain board's evaluation depends on its values alone."""
    rules, name, in_fantasyland = hand.rules, hand.players[seat], seat in hand.fantasyland
    closed = {
        hand.players[i]: ClosedPlay(s.natural, s.surrendered)
        for i, s in enumerate(hand.seats)
        if i != seat and (s.natural is not None or s.surrendered)
    }
    plain = not any(card.is_joker for card in cards)
    memo: dict[tuple[int, int, int], Key] = {}
    settled: dict[BoardEvaluation, Key] = {}

    def key_of(rows: tuple[Sequence[int], ...], values: tuple[int, int, int] | None) -> Key:
        if values is not None and values in memo:
            return memo[values]
        top, middle, bottom = (tuple(cards[i] for i in row) for row in rows)
        evaluation = evaluate_board(Board(top, middle, bottom), rules, in_fantasyland)
        key = settled.get(evaluation)
        if key is None:
            entries = [
                (n, evaluation if i == seat else hand.evaluations[i])
                for i, n in enumerate(hand.players)
            ]
            key = settled[evaluation] = (
                settle_hand(entries, rules, closed).total(name),
                evaluation.fantasyland.qualifies,
                evaluation.total_royalty,
            )
        if values is not None:
            memo[values] = key
        return key

    indices = range(len(cards))
    five = (
        {c: evaluate5([cards[i].code for i in c]) for c in combinations(indices, 5)}
        if plain
        else {}
    )
    three = (
        {c: evaluate3([cards[i].code for i in c]) for c in combinations(indices, 3)}
        if plain
        else {}
    )
    best: Key | None = None
    fouled: tuple[Sequence[int], ...] | None = None
    for b in combinations(indices, 5):
        rest = [i for i in indices if i not in b]
        for m in combinations(rest, 5):
            left = [i for i in rest if i not in m]
            if plain and five[m] > five[b]:
                fouled = fouled or (left[:3], m, b)
                continue
            for t in combinations(left, 3):
                if plain and three[t] > five[m]:
                    fouled = fouled or (t, m, b)
                    continue
                key = key_of((t, m, b), (three[t], five[m], five[b]) if plain else None)
                best = key if best is None or key > best else best
    if fouled is not None:
        key = key_of(fouled, None)
        best = key if best is None or key > best else best
    assert best is not None
    return best


def _finished(
    rules: RuleSet,
    players: int,
    seed: int,
    kinds: Sequence[str],
    fantasyland: dict[int, int] | None = None,
) -> Hand:
    hand = Hand(rules, [f"p{i}" for i in range(players)], seed=seed, fantasyland=fantasyland)
    hand.start()
    rng = random.Random(seed)
    seats: list[Any] = [
        RandomSeat(f"p{i}", rng) if kind == "random" else BotSeat(f"p{i}", kind)
        for i, kind in enumerate(kinds)
    ]
    play_hand(hand, seats)
    return hand


def _check_consistent(hand: Hand, seat: int) -> None:
    """The reported numbers are the core's, and the best is never worse than played."""
    found = hindsight(hand, seat)
    rules, name = hand.rules, hand.players[seat]
    assert found.difference >= 0
    assert hand.settlement is not None
    assert found.played_points == hand.settlement.total(name)
    assert sorted(map(str, found.board.cards() + list(found.discards))) == sorted(
        map(str, found.cards)
    )
    evaluation = evaluate_board(found.board, rules, seat in hand.fantasyland)
    entries = [
        (n, evaluation if i == seat else hand.evaluations[i]) for i, n in enumerate(hand.players)
    ]
    again = settle_hand(entries, rules)
    assert again.total(name) == found.points
    assert found.fantasyland == evaluation.fantasyland.qualifies
    assert found.royalties == evaluation.total_royalty
    if len(hand.players) > 1:
        assert sum(p.best for p in found.pairs) == found.points
        assert sum(p.played for p in found.pairs) == found.played_points


VARIANTS = [
    RuleSet(),
    RuleSet(variant=Variant.PINEAPPLE),
    RuleSet(variant=Variant.TURBO),
    RuleSet(variant=Variant.CHINESE),
    RuleSet(jokers_per_deck=2),
    RuleSet(variant=Variant.PINEAPPLE, decks=2, jokers_per_deck=1),
    RuleSet(shoot_the_moon=True, scoring=ScoringPreset.TWO_FOUR),
    RuleSet(royalty_settlement=RoyaltySettlement.ROW_WINNER),
    RuleSet(variant=Variant.CHINESE, closed_bonuses=True, scoring=ScoringPreset.ONE_FOUR),
]


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.variant.value)
@pytest.mark.parametrize("seed", [1, 2])
def test_never_worse_than_the_board_played(rules: RuleSet, seed: int) -> None:
    players = min(3, rules.max_players)
    hand = _finished(rules, players, seed, ["random", "medium", "random"][:players])
    for seat in range(players):
        _check_consistent(hand, seat)


@pytest.mark.parametrize(
    "rules, players, kinds, seed",
    [
        (RuleSet(), 2, ["random", "medium"], 5),
        (RuleSet(variant=Variant.PINEAPPLE), 3, ["medium", "random", "medium"], 6),
        (RuleSet(shoot_the_moon=True), 3, ["random", "random", "medium"], 7),
        (RuleSet(variant=Variant.CHINESE, closed_bonuses=True), 2, ["random", "random"], 8),
        (
            RuleSet(
                scoring=ScoringPreset.TWO_FOUR, royalty_settlement=RoyaltySettlement.ROW_WINNER
            ),
            2,
            ["random", "medium"],
            9,
        ),
    ],
)
def test_equals_exhaustive_search(
    rules: RuleSet, players: int, kinds: list[str], seed: int
) -> None:
    hand = _finished(rules, players, seed, kinds)
    found = hindsight(hand, 0)
    assert (found.points, found.fantasyland, found.royalties) == _oracle(hand, 0, found.cards)


def test_equals_exhaustive_search_with_a_joker() -> None:
    rules = RuleSet(jokers_per_deck=1)
    for seed in range(40):  # the first deal that gives seat 0 the joker
        hand = _finished(rules, 2, seed, ["random", "medium"])
        if any(card.is_joker for card in hand.board(0).cards()):
            break
    found = hindsight(hand, 0)
    assert (found.points, found.fantasyland, found.royalties) == _oracle(hand, 0, found.cards)


@pytest.mark.parametrize("seed", [3, 4])
def test_fantasyland_choice_of_discard_equals_exhaustive_search(seed: int) -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE)
    hand = _finished(rules, 2, seed, ["random", "random"], fantasyland={0: 14})
    found = hindsight(hand, 0)
    assert len(found.cards) == 14 and len(found.discards) == 1
    assert (found.points, found.fantasyland, found.royalties) == _oracle(hand, 0, found.cards)


@pytest.mark.parametrize("seed", range(3))
def test_seventeen_cards_alone_match_the_solver(seed: int) -> None:
    """Practising alone a board scores its royalties: the best of 17 cards then has the
    solver's royalties (an independent exact search)."""
    rules = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE)
    hand = _finished(rules, 1, seed, ["random"], fantasyland={0: 17})
    found = hindsight(hand, 0)
    assert found.points == solve_fantasyland(found.cards, rules).royalties
    assert len(found.discards) == 4 and found.difference >= 0


def _dealt(rules: RuleSet, seat_cards: dict[int, str], players: int = 2) -> Hand:
    """A hand whose closed-game seats are dealt the given cards."""
    chosen = {seat: parse_cards(text) for seat, text in seat_cards.items()}
    used = {card for cards in chosen.values() for card in cards}
    rest = [card for card in build_deck() if card not in used]
    order = [(1 + i) % players for i in range(players)]  # left of the button first
    deck: list[Card] = []
    for seat in order:
        deck += chosen.get(seat) or [rest.pop() for _ in range(13)]
    hand = Hand(rules, [f"p{i}" for i in range(players)], deck=deck + rest)
    hand.start()
    return hand


def _set(hand: Hand, seat: int, top: str, middle: str, bottom: str, confirm: bool = True) -> None:
    placements = (
        tuple((c, "top") for c in parse_cards(top))
        + tuple((c, "middle") for c in parse_cards(middle))
        + tuple((c, "bottom") for c in parse_cards(bottom))
    )
    apply_decision(hand, seat, Decision(placements), confirm=confirm)


OTHER = "Ks Kd 7h 9h 9d Jc Js 4h 5h 6h 8s 2s 3s"


def test_a_fouled_board_is_set_right() -> None:
    hand = _dealt(
        RuleSet(variant=Variant.CHINESE), {0: "As Ad Kc 2c 3d 4c 7c 9c Jh Qs 8c 6d Th", 1: OTHER}
    )
    _set(hand, 0, "As Ad Kc", "2c 3d 4c 7c 9c", "Jh Qs 8c 6d Th")  # aces over 9-high
    _set(hand, 1, "5h 6h 8s", "Ks Kd 7h 2s 3s", "9h 9d Jc Js 4h")
    assert hand.evaluations[0].fouled
    found = hindsight(hand, 0)
    assert not evaluate_board(found.board, hand.rules).fouled
    assert found.difference > 0 and found.points > found.played_points
    assert found.pairs[0].played < found.pairs[0].best


def test_a_natural_is_declared_when_it_pays_more() -> None:
    rules = RuleSet(variant=Variant.CHINESE, naturals=True)
    hand = _dealt(
        rules,
        {0: "2c 2d 3c 3d 4c 4d 5c 5d 7c 7d 8h 8s Kh", 1: "As Ks Qs Js Ts Ah Ad Ac 9h 9d 6h 6c 2h"},
    )
    _set(hand, 0, "3c 3d Kh", "5c 5d 4c 4d 2c", "8h 8s 7c 7d 2d")  # not declared
    _set(hand, 1, "9h 9d 2h", "Ah Ad Ac 6h 6c", "As Ks Qs Js Ts")
    found = hindsight(hand, 0)
    assert found.natural == "six_pairs" and found.points == 3
    assert found.played_points < 0


def test_a_surrender_is_compared_as_the_board_set() -> None:
    rules = RuleSet(variant=Variant.CHINESE, surrender=True)
    hand = _dealt(rules, {1: OTHER})
    board = view_for(hand, 0).held
    _set(
        hand,
        0,
        " ".join(map(str, board[:3])),
        " ".join(map(str, board[3:8])),
        " ".join(map(str, board[8:])),
        confirm=False,
    )
    hand.surrender(0)
    _set(hand, 1, "5h 6h 8s", "Ks Kd 7h 2s 3s", "9h 9d Jc Js 4h")
    found = hindsight(hand, 0)
    assert found.surrendered and found.difference >= 0
    assert hand.settlement is not None and hand.settlement.total("p0") == -2

    early = _dealt(rules, {1: OTHER})
    early.surrender(0)
    _set(early, 1, "5h 6h 8s", "Ks Kd 7h 2s 3s", "9h 9d Jc Js 4h")
    with pytest.raises(HindsightError):
        hindsight(early, 0)


def test_unfinished_hands_are_refused() -> None:
    hand = Hand(RuleSet(), ["a", "b"], seed=1)
    hand.start()
    apply_decision(hand, 1, random_decision(view_for(hand, 1), random.Random(1)))
    with pytest.raises(HindsightError):
        hindsight(hand, 0)


def test_cancel_and_progress() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE)
    hand = _finished(rules, 2, 1, ["random", "random"], fantasyland={0: 17})
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        hindsight(hand, 0, cancel=cancel)
    heard: list[float] = []
    hindsight(hand, 0, progress=heard.append)
    assert heard and heard[-1] == 1.0
    assert all(0.0 <= a <= b <= 1.0 for a, b in pairwise(heard))
