"""The analysis is exact where the futures can be counted: held against the engine.

Last street, every opponent complete: each legal play's outcome is certain, so every
play is settled here by the engine itself (``evaluate_board``, ``settle_pair``, and
Fantasyland credited from the engine's own outcome, the cards it deals) and the
analysis must give exactly those values, fouls of 0 or 100 % and the best play first.
A street earlier, with the opponents complete, every deal of the last street is
enumerated here and the best play of each settled by the engine: the analysis must
say it is exact and agree to rounding.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import permutations

import pytest

from ofc_desktop.bots.estimate import FANTASYLAND_WEIGHT, Estimate, decision_key, estimate
from ofc_desktop.bots.fantasyland_pool import fantasyland_hand_value
from ofc_desktop.core.board import Board, BoardEvaluation, evaluate_board
from ofc_desktop.core.cards import Card, build_deck
from ofc_desktop.core.decision import Decision, legal_decisions
from ofc_desktop.core.lab_position import LabPosition, SeatSetup
from ofc_desktop.core.position_notation import parse_position
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.scoring import settle_pair
from ofc_desktop.core.view import PlayerView

# Rule sets covering the variants, jokers, decks and Fantasyland valued or not. Where
# Fantasyland is valued its price is worked out once per rule set (the shipped presets
# have theirs on disk), so the joker tables that value it are few.
TABLES = [
    RuleSet(),
    RuleSet(variant=Variant.PINEAPPLE),
    RuleSet(jokers_per_deck=1, fantasyland=False),
    RuleSet(variant=Variant.PINEAPPLE, jokers_per_deck=2, fantasyland=False),
    RuleSet(decks=2, jokers_per_deck=2, fantasyland=False),
    RuleSet(variant=Variant.PINEAPPLE, decks=2, jokers_per_deck=1, fantasyland=False),
    RuleSet(variant=Variant.PINEAPPLE, jokers_per_deck=1),
]
POSITIONS_PER_TABLE = 15  # and as many again at three players: 210 positions


def _deal(rules: RuleSet, rng: random.Random, players: int, to_come: int) -> LabPosition:
    """A random position of the hero's last street (``to_come`` 0) or the street before
    (1), the hero on the button, every opponent complete, the hero's earlier discards
    known to it."""
    shoe = build_deck(rules.decks, rules.jokers_per_deck)
    if rng.random() < 0.5:  # jokers in play more often than a fair deal has them
        jokers = [card for card in shoe if card.is_joker]
        rng.shuffle(shoe)
        shoe = jokers + [card for card in shoe if not card.is_joker]
    else:
        rng.shuffle(shoe)
    pineapple = rules.variant is Variant.PINEAPPLE
    placed = (11 if pineapple else 12) - to_come * (2 if pineapple else 1)
    held = 3 if pineapple else 1
    dead = (placed - 5) // 2 if pineapple else 0
    picks = shoe[: placed + held + dead + 13 * (players - 1)]
    rng.shuffle(picks)
    mine, picks = picks[:placed], picks[placed:]
    hand, picks = picks[:held], picks[held:]
    discards, picks = picks[:dead], picks[dead:]
    gaps = [3, 5, 5]
    for _ in range(13 - placed):
        gaps[rng.choice([row for row in range(3) if gaps[row]])] -= 1
    rows = (mine[: gaps[0]], mine[gaps[0] : gaps[0] + gaps[1]], mine[gaps[0] + gaps[1] :])
    seats = [SeatSetup("Hero", Board(*rows))]
    for number in range(1, players):
        cards, picks = picks[:13], picks[13:]
        board = [cards[:3], cards[3:8], cards[8:]]
        if to_come:  # it acted before the hero: its own last card is still to come
            board[rng.choice(range(3))].pop()
        seats.append(SeatSetup(f"Opp{number}", Board(*board)))
    return LabPosition(rules, tuple(seats), 0, tuple(hand), tuple(discards), button=0)


def _positions(to_come: int, tables: list[RuleSet], per_table: int) -> Iterator[LabPosition]:
    rng = random.Random(20261206 + to_come)
    for rules in tables:
        for players in (2, 3):
            for _ in range(per_table):
                yield _deal(rules, rng, players, to_come)


def _credit(evaluation: BoardEvaluation, view: PlayerView) -> float:
    """Fantasyland as the estimate credits it, from the engine's own outcome: what a
    Fantasyland hand of the cards it deals is worth, against every opponent."""
    outcome = evaluation.fantasyland
    if not view.rules.fantasyland or not outcome.qualifies:
        return 0.0
    opponents = len(view.opponents)
    return FANTASYLAND_WEIGHT * opponents * fantasyland_hand_value(view.rules, outcome.cards)


def _settled(view: PlayerView, board: Board) -> tuple[float, bool]:
    """What ``board`` scores against every opponent's complete board, Fantasyland
    credited, and whether it fouls: the engine's settlement."""
    mine = evaluate_board(board, view.rules)
    total = _credit(mine, view)
    for opponent in view.opponents:
        theirs = evaluate_board(opponent.board, view.rules, opponent.in_fantasyland)
        total += settle_pair(view.name, mine, opponent.name, theirs, view.rules).total
    return total, mine.fouled


def _after(view: PlayerView, decision: Decision) -> Board:
    rows = decision.rows()
    return Board(*(tuple(view.board.rows[i]) + tuple(rows[row]) for i, row in enumerate(rows)))


def _check(found: Estimate, truth: dict[object, float], fouls: dict[object, float]) -> None:
    assert found.exact and found.counted >= 1
    assert len(found.plays) == len(truth)
    best = max(truth.values())
    assert found.plays[0].value == pytest.approx(best, abs=1e-9)
    for play in found.plays:
        key = decision_key(play.decision)
        assert play.value == pytest.approx(truth[key], abs=1e-9), play.decision
        assert play.foul_chance == pytest.approx(fouls[key], abs=1e-12), play.decision
        assert play.stderr == 0.0


def test_every_last_street_play_is_valued_as_the_engine_settles_it() -> None:
    checked = jokers = 0
    for position in _positions(0, TABLES, POSITIONS_PER_TABLE):
        view = position.view()
        truth, fouls = {}, {}
        for decision in legal_decisions(view):
            value, fouled = _settled(view, _after(view, decision))
            truth[decision_key(decision)] = value
            fouls[decision_key(decision)] = float(fouled)
        _check(estimate(view, samples=64), truth, fouls)
        checked += 1
        jokers += any(card.is_joker for card in position.cards())
    assert checked >= 200 and jokers >= 60


def _last_cards_truth(view: PlayerView) -> tuple[dict[object, float], dict[object, float]]:
    """Every play of ``view`` (Classic, the hero's twelfth card, every opponent one card
    short, each last card going to its board's one gap), valued over every way the last
    cards can be dealt: the engine's settlement, Fantasyland credited."""
    unseen = view.unseen_cards()
    rules = view.rules
    # Each opponent's board with each card it may get, judged once.
    theirs = [
        [evaluate_board(_filled(opponent.board, card), rules) for card in unseen]
        for opponent in view.opponents
    ]
    truth, fouls = {}, {}
    for decision in legal_decisions(view):
        board = _after(view, decision)
        mine = [evaluate_board(_filled(board, card), rules) for card in unseen]
        # What the hero's board with its card wins from an opponent with its card.
        against = [
            [
                [
                    settle_pair(view.name, mine[i], opponent.name, judged[j], rules).total
                    for j in range(len(unseen))
                ]
                for i in range(len(unseen))
            ]
            for opponent, judged in zip(view.opponents, theirs, strict=True)
        ]
        total = fouled = 0.0
        deals = 0
        for dealt in permutations(range(len(unseen)), 1 + len(view.opponents)):
            own = dealt[0]
            total += _credit(mine[own], view)
            total += sum(won[own][card] for won, card in zip(against, dealt[1:], strict=True))
            fouled += mine[own].fouled
            deals += 1
        truth[decision_key(decision)] = total / deals
        fouls[decision_key(decision)] = fouled / deals
    return truth, fouls


def _filled(board: Board, card: Card) -> Board:
    """``board`` with ``card`` in its one gap."""
    rows = [list(row) for row in board.rows]
    gap = next(i for i, size in enumerate((3, 5, 5)) if len(rows[i]) < size)
    rows[gap].append(card)
    return Board(*rows)


CLASSIC_TABLES = [
    RuleSet(),
    RuleSet(jokers_per_deck=1, fantasyland=False),
    RuleSet(decks=2, jokers_per_deck=2, fantasyland=False),
]


def test_the_last_two_cards_of_classic_are_counted() -> None:
    """The hero's twelfth card, its thirteenth and every opponent's last card to come:
    every way they can fall, each settled by the engine."""
    count = jokers = 0
    for position in _positions(1, CLASSIC_TABLES, 6):
        view = position.view()
        truth, fouls = _last_cards_truth(view)
        _check(estimate(view, samples=64), truth, fouls)
        count += 1
        jokers += any(card.is_joker for card in position.cards())
    assert count == 36 and jokers >= 8


def test_no_future_is_counted_where_they_are_too_many() -> None:
    """An early street: far too many futures, so they are sampled, each figure with
    its standard error."""
    position = LabPosition(
        RuleSet(),
        (SeatSetup("Hero", Board((), (), ())), SeatSetup("Opp1", Board((), (), ()))),
        0,
        tuple(Card.parse(text) for text in ["As", "Kd", "7c", "7h", "2s"]),
        button=1,
    )
    found = estimate(position.view(), samples=64)
    assert not found.exact and found.counted == 0 and found.samples == 64
    assert found.plays[0].stderr > 0


def _analysed(notation: str) -> Estimate:
    return estimate(parse_position(notation, RuleSet()).view(), samples=64)


def test_positions_once_valued_wrongly_at_joker_tables_are_valued_exactly() -> None:
    """Positions where jokers were once fixed too early: each now as the engine settles
    it, by hand: the joker on the bottom makes trips there and the board holds; with the
    king in the middle the board fouls only when its last card, on top, lifts the top
    above the middle whatever the joker stands for (the last jack or the last ace)."""
    last = _analysed(
        "top Th 9d | mid JK 7c 7s Ah Qs | bot Jc Kc 3h 3c ; hand 9s JK 4s ; "
        "opp top Jh 9c 5d | mid Qc 2c 8d 4c 8h | bot 6c Ts Kh Kd 4d ; dead 8c Jd 4h ; "
        "button 0 ; rules variant=pineapple jokers=2 fantasyland=false"
    )
    best = last.plays[0]
    assert last.counted == 1 and best.value == 10.0 and best.foul_chance == 0.0
    assert {(card.text, row) for card, row in best.decision.placements} == {
        ("9s", "top"),
        ("JK", "bottom"),
    }
    assert [card.text for card in best.decision.discards] == ["4s"]
    classic = _analysed(
        "top Js JK | mid 7d Tc Qs 9d | bot 7h 7s 2c 2d Ac ; hand Kd ; opp top 8h 3h | "
        "mid As Ad 2s 4h 3s | bot Jh Kc 6c 8d Jd ; button 0 ; rules variant=classic jokers=1"
    )
    middle = classic.plays[0]
    assert classic.counted == 29 * 28 and middle.decision.placements[0][1] == "middle"
    assert middle.value == pytest.approx(5.586, abs=1e-3)
    assert middle.foul_chance == pytest.approx(2 / 29)
    puzzle = _analysed(
        'hero "Seat 1" top Kh 4s | mid 5d 6s 6d Jh Kc | bot 9s 9c 3s 9h ; hand JK ; '
        'opp "Seat 2" top Qh Jc 5c | mid 2h 4c Qs Js Kd | bot 7d 8d 8h 6c ; rules jokers=1'
    )
    gap = puzzle.plays[0].value - puzzle.plays[1].value
    assert puzzle.exact and gap == pytest.approx(8.276, abs=1e-3)
