"""The certain-foul check and the safe move with jokers (docs/rules.md §7, §10): under "each
row on its own" a joker already makes its row as strong as it can, so a row holding one
can never end weaker than what it makes now; under "best legal board" it may stand for
any card, so only the natural cards bound the row from below."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.core.autoplay import board_with, can_avoid_foul, row_bounds, safe_auto_move
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import JOKER, Card, build_deck, parse_cards
from ofc_desktop.core.decision import legal_decisions
from ofc_desktop.core.evaluate import evaluate_naturals
from ofc_desktop.core.jokers import achievable_values, best_value
from ofc_desktop.core.rows import Row
from ofc_desktop.core.rules import JokerMode, RuleSet, Variant
from ofc_desktop.core.streets import Street

from .test_autoplay_history import view_of
from .test_foul_check import brute_force_can_avoid, late_views

MODES = list(JokerMode)


def _rules(mode: JokerMode, variant: Variant = Variant.CLASSIC, jokers: int = 2) -> RuleSet:
    return RuleSet(variant=variant, jokers_per_deck=jokers, joker_mode=mode)


def test_a_joker_in_the_middle_pairs_whatever_comes_so_the_bottom_keeps_the_seven() -> None:
    # Under "each row on its own" the joker beside the 6c makes at least sixes, which a
    # king-high bottom can never beat: the 7d at the bottom completes a dead board, in
    # the middle it keeps one alive.
    rules = _rules(JokerMode.ROW_MAX)
    board = Board.parse("7s Qd 8c", "JK 6c", "9h Kc 3c 6h")
    view = view_of(rules, board, "7d", Street(1, 1))
    unseen = view.unseen_cards()
    seven = parse_cards("7d")[0]
    at_bottom = Board.parse("7s Qd 8c", "JK 6c", "9h Kc 3c 6h 7d")
    in_middle = Board.parse("7s Qd 8c", "JK 6c 7d", "9h Kc 3c 6h")
    assert not brute_force_can_avoid(at_bottom, rules, unseen)
    assert brute_force_can_avoid(in_middle, rules, unseen)
    assert not can_avoid_foul(at_bottom, rules, unseen)
    assert can_avoid_foul(in_middle, rules, unseen)
    chosen = board_with(view, safe_auto_move(view))
    assert seven in chosen.middle


def test_under_the_best_legal_board_the_same_joker_may_stay_low() -> None:
    # The whole board chooses the joker's card: a low one keeps the bottom alive too.
    rules = _rules(JokerMode.BEST_LEGAL)
    at_bottom = Board.parse("7s Qd 8c", "JK 6c", "9h Kc 3c 6h 7d")
    unseen = view_of(rules, at_bottom, "", Street(1, 1)).unseen_cards()
    assert can_avoid_foul(at_bottom, rules, unseen)
    completed = Board.parse("7s Qd 8c", "JK 6c Qh 4d 2s", "9h Kc 3c 6h 7d")
    assert brute_force_can_avoid(completed, rules, [])


_DECK = build_deck(1, 2)


@st.composite
def partial_rows(draw: st.DrawFn) -> tuple[Row, list[Card], list[Card]]:
    """A row being filled that holds a joker, and one way the rest of it could come."""
    row = draw(st.sampled_from([Row.TOP, Row.MIDDLE, Row.BOTTOM]))
    cards = draw(st.permutations(_DECK))
    jokers = [card for card in cards if card.is_joker]
    naturals = [card for card in cards if not card.is_joker]
    held = draw(st.integers(1, row.size - 1))
    joker_count = draw(st.integers(1, min(2, held)))
    present = jokers[:joker_count] + naturals[: held - joker_count]
    rest = [card for card in cards if card not in present]
    return row, present, rest[: row.size - held]


@settings(max_examples=300, deadline=None)
@given(partial_rows(), st.sampled_from(MODES))
def test_the_bounds_hold_every_way_a_joker_row_can_end(
    drawn: tuple[Row, list[Card], list[Card]], mode: JokerMode
) -> None:
    row, present, rest = drawn
    low, high = row_bounds(present, row, _rules(mode))
    complete = present + rest
    if mode is JokerMode.ROW_MAX:
        ends = [best_value(complete, row.size)]
    else:
        ends = list(achievable_values(complete, row.size))
    assert all(low <= value <= high for value in ends), (present, rest)


def test_the_row_max_bound_counts_what_the_jokers_already_make() -> None:
    row_max, best_legal = _rules(JokerMode.ROW_MAX), _rules(JokerMode.BEST_LEGAL)
    both = [JOKER, JOKER]
    aces = evaluate_naturals(parse_cards("As Ad"), 3)  # what two jokers make by themselves
    assert row_bounds(both, Row.TOP, row_max)[0] == aces
    assert aces < best_value([*both, *parse_cards("2c")], 3)  # any third card: trips
    assert row_bounds(both, Row.TOP, best_legal)[0] == 0
    sevens = row_bounds([*parse_cards("7d 7c"), JOKER], Row.MIDDLE, row_max)[0]
    assert sevens == row_bounds(parse_cards("7d 7c 7h"), Row.MIDDLE, row_max)[0]


JOKER_RULES = [
    _rules(mode, variant, jokers)
    for mode in MODES
    for variant, jokers in ((Variant.CLASSIC, 1), (Variant.CLASSIC, 2), (Variant.PINEAPPLE, 2))
]


@pytest.mark.parametrize(
    "rules",
    JOKER_RULES,
    ids=lambda r: f"{r.variant.value}-{r.jokers_per_deck}j-{r.joker_mode.value}",
)
def test_with_jokers_the_safe_move_never_picks_a_dead_board_when_a_live_one_exists(
    rules: RuleSet,
) -> None:
    # Small positions (at most two open places after the street): every completion of
    # every play is tried.
    lively = 0
    for seed in range(25):
        for view in late_views(rules, seed):
            unseen = view.unseen_cards()
            live = [
                d
                for d in legal_decisions(view)
                if brute_force_can_avoid(board_with(view, d), rules, unseen)
            ]
            if not live:
                continue
            lively += 1
            chosen = board_with(view, safe_auto_move(view))
            assert brute_force_can_avoid(chosen, rules, unseen), (view.board, chosen)
    assert lively >= 10
