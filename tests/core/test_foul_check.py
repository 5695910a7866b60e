"""The certain-foul check is exact on small positions (every completion tried), so the
foul warning fires exactly when every completion fouls and the safe move never picks a
dead board while a live one exists (docs/rules.md §3, §10)."""

from __future__ import annotations

import random
from itertools import combinations, permutations

import pytest

from ofc_desktop.core.autoplay import board_with, can_avoid_foul, safe_auto_move
from ofc_desktop.core.board import Board, row_values
from ofc_desktop.core.cards import Card, parse_cards
from ofc_desktop.core.decision import apply_decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import JokerMode, RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat
from ofc_desktop.core.streets import Street
from ofc_desktop.core.view import PlayerView, view_for

from .test_autoplay_history import view_of

CLASSIC = RuleSet()


def brute_force_can_avoid(board: Board, rules: RuleSet, unseen: list[Card]) -> bool:
    """Some way to fill the open places with unseen cards leaves a legal board."""
    open_rows = [row for row in ROWS for _ in range(row.size - len(board.row(row)))]
    for cards in combinations(unseen, len(open_rows)):
        for order in permutations(cards):
            rows = {row: list(board.row(row)) for row in ROWS}
            for row, card in zip(open_rows, order, strict=True):
                rows[row].append(card)
            if not row_values(Board(*(tuple(rows[r]) for r in ROWS)), rules)[1]:
                return True
    return False


def late_views(rules: RuleSet, seed: int) -> list[PlayerView]:
    """The views of a random hand at every decision after which at most two places are
    open (the positions where the check must be exact)."""
    players = ["a", "b"]
    hand = Hand(rules, players, seed=seed)
    hand.start()
    seats = [RandomSeat(name, random.Random(seed + i)) for i, name in enumerate(players)]
    views = []
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        view = view_for(hand, seat)
        open_places = sum(row.size - len(view.board.row(row)) for row in ROWS)
        placed = len(view.held) - (view.street_rule.discarded if view.street_rule else 0)
        if open_places - placed <= 2:
            views.append(view)
        apply_decision(hand, seat, seats[seat].decide(view))
    return views


RULE_SETS = [
    RuleSet(),
    RuleSet(variant=Variant.PINEAPPLE),
    RuleSet(variant=Variant.TURBO),
    RuleSet(jokers_per_deck=1),
    RuleSet(variant=Variant.PINEAPPLE, jokers_per_deck=2, joker_mode=JokerMode.ROW_MAX),
]


@pytest.mark.parametrize(
    "rules", RULE_SETS, ids=lambda r: f"{r.variant.value}-{r.jokers_per_deck}j-{r.joker_mode.value}"
)
def test_the_check_equals_every_completion_tried_on_small_positions(rules: RuleSet) -> None:
    checked = dead = 0
    for seed in range(40):
        for view in late_views(rules, seed):
            unseen = view.unseen_cards()
            for decision in legal_decisions(view):
                board = board_with(view, decision)
                if sum(r.size - len(board.row(r)) for r in ROWS) > 2:
                    continue
                expected = brute_force_can_avoid(board, rules, unseen)
                assert can_avoid_foul(board, rules, unseen) == expected, (board, decision)
                checked += 1
                dead += not expected
    assert checked >= 100 and dead >= 5  # both answers were really exercised


def test_the_reported_position_keeps_the_middle_alive() -> None:
    # Top 66 over a middle of 55 T: the jack at the bottom completes kings there and no
    # middle can then sit between the sixes and the kings; in the middle it still can.
    board = Board.parse("4d 6h 6s", "5h 5c Td", "Kd Kc Qd Ad")
    view = view_of(CLASSIC, board, "Jc", Street(1, 1))
    decision = safe_auto_move(view)
    after = board_with(view, decision)
    assert parse_cards("Jc")[0] in after.middle
    assert can_avoid_foul(after, CLASSIC, view.unseen_cards())
    at_bottom = Board.parse("4d 6h 6s", "5h 5c Td", "Kd Kc Qd Ad Jc")
    assert not can_avoid_foul(at_bottom, CLASSIC, view.unseen_cards())
    assert not brute_force_can_avoid(at_bottom, CLASSIC, view.unseen_cards())


@pytest.mark.parametrize("rules", RULE_SETS[:3], ids=lambda r: r.variant.value)
def test_the_safe_move_never_picks_a_dead_board_when_a_live_one_exists(rules: RuleSet) -> None:
    for seed in range(40):
        for view in late_views(rules, seed):
            unseen = view.unseen_cards()
            live = [
                d
                for d in legal_decisions(view)
                if brute_force_can_avoid(board_with(view, d), rules, unseen)
            ]
            if not live:
                continue
            chosen = board_with(view, safe_auto_move(view))
            assert brute_force_can_avoid(chosen, rules, unseen), (view.board, chosen)
