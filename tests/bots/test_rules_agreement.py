"""The bots' array form of the Fantasyland rules agrees with the core's, for every entry
threshold and every set of stay conditions (one source of rules)."""

from __future__ import annotations

import random
from itertools import product

import numpy as np
import pytest

from ofc_desktop.bots.completion import CompletionRules, fantasyland_mask
from ofc_desktop.bots.montecarlo import completion_rules
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card, Rank, build_deck
from ofc_desktop.core.evaluate import evaluate_naturals
from ofc_desktop.core.fantasyland import entry_qualifies, stays_in
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import PlayerView


def _of_rank(deck: list[Card], rank: Rank, count: int, used: set[Card]) -> list[Card]:
    return [c for c in deck if c.rank is rank and c not in used][:count]


def random_boards(count: int, seed: int) -> list[tuple[int, int, int]]:
    """Row values of random boards where the rows that matter are often strong: a pair or
    trips on top, a full house in the middle, quads on the bottom."""
    rng = random.Random(seed)
    deck = build_deck()
    ranks = [card.rank for card in deck[:13] if card.rank is not None]
    boards = []
    for _ in range(count):
        used: set[Card] = set()
        rows: list[list[Card]] = [[], [], []]
        shapes = ((0, rng.choice((0, 2, 3))), (1, rng.choice((0, 5))), (2, rng.choice((0, 4))))
        for row, shape in shapes:
            if shape in (2, 3, 4):
                rows[row] = _of_rank(deck, rng.choice(ranks), shape, used)
            elif shape == 5:  # a full house: three of one rank, two of another
                first, second = rng.sample(ranks, 2)
                rows[row] = _of_rank(deck, first, 3, used) + _of_rank(deck, second, 2, used)
            used.update(rows[row])
        rest = [c for c in deck if c not in used]
        rng.shuffle(rest)
        for row, size in enumerate((3, 5, 5)):
            while len(rows[row]) < size:
                rows[row].append(rest.pop())
        boards.append(
            (
                evaluate_naturals(rows[0], 3),
                evaluate_naturals(rows[1], 5),
                evaluate_naturals(rows[2], 5),
            )
        )
    return boards


RULE_SETS = [
    RuleSet(
        variant=variant,
        fantasyland_entry=entry,
        stay_top_trips=trips,
        stay_middle_full_house=house,
        stay_bottom_quads=quads,
    )
    for variant, entry, (trips, house, quads) in product(
        (Variant.CLASSIC, Variant.PINEAPPLE), ("QQ", "KK", "AA"), product((True, False), repeat=3)
    )
]


@pytest.mark.parametrize(
    "rules",
    RULE_SETS,
    ids=lambda r: (
        f"{r.variant.value}-{r.fantasyland_entry}-"
        f"{int(r.stay_top_trips)}{int(bool(r.stay_middle_full_house))}"
        f"{int(r.stay_bottom_quads)}"
    ),
)
@pytest.mark.parametrize("in_fantasyland", [False, True])
def test_fantasyland_entry_and_stay_agree_with_the_core(
    rules: RuleSet, in_fantasyland: bool
) -> None:
    view = PlayerView(
        seat=0,
        players=("a", "b"),
        rules=rules,
        button=1,
        hand_number=1,
        board=Board((), (), ()),
        held=(),
        street_placed=(),
        street_discards=(),
        discards=(),
        street=0,
        street_rule=None,
        streets_left=0,
        my_turn=True,
        in_fantasyland=in_fantasyland,
        opponents=(),
        settlement=None,
    )
    arrays = completion_rules(view, 1.0)
    boards = random_boards(400, seed=hash(rules.variant.value) % 1000)
    top, middle, bottom = (np.array(column, dtype=np.int64) for column in zip(*boards, strict=True))
    got = fantasyland_mask(top, middle, bottom, arrays)
    terms = arrays.fantasyland
    if in_fantasyland and not (
        terms.stay_top_trips or terms.stay_middle_full_house or terms.stay_bottom_quads
    ):
        assert not got.any()  # nothing keeps Fantasyland
    else:
        assert 0 < int(got.sum()) < len(boards)  # both answers really came up
    for index, (t, m, b) in enumerate(boards):
        expected = stays_in(t, m, b, rules) if in_fantasyland else entry_qualifies(t, rules)
        assert bool(got[index]) == expected, (t, m, b)


def test_the_defaults_keep_every_stay_condition() -> None:
    terms = CompletionRules.of(RuleSet(), 10.0, in_fantasyland=True).fantasyland
    assert (terms.stay_top_trips, terms.stay_middle_full_house, terms.stay_bottom_quads) == (
        True,
        True,
        True,
    )
