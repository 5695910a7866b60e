"""One value of Fantasyland: ``ofc solve``, Play for me, the bots and the analysis credit
staying in Fantasyland the same way, and lay out the same board for the same cards."""

from __future__ import annotations

import io
import json
import random

import pytest

from ofc_desktop.bots.advice import suggest, whole_board_decision
from ofc_desktop.bots.estimate import FANTASYLAND_WEIGHT, decision_key, estimate
from ofc_desktop.bots.levels import make_bot
from ofc_desktop.bots.montecarlo import stay_worth
from ofc_desktop.bots.protocol import Budget
from ofc_desktop.cli import main
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import build_deck, format_cards
from ofc_desktop.core.lab_position import LabPosition, SeatSetup
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import PlayerView

DEALS = 12


def _fantasyland_views(rules: RuleSet, cards: int, seed: int) -> list[PlayerView]:
    """Heads-up Fantasyland deals of ``cards`` cards, the hero setting first."""
    rng = random.Random(seed)
    shoe = build_deck(rules.decks, rules.jokers_per_deck)
    views = []
    for _ in range(DEALS):
        hand = tuple(rng.sample(shoe, cards))
        position = LabPosition(
            rules,
            (SeatSetup("Hero", Board((), (), ()), True), SeatSetup("Opp1", Board((), (), ()))),
            0,
            hand,
            button=1,
        )
        views.append(position.view())
    return views


TABLES = [(RuleSet(variant=Variant.PINEAPPLE), 14), (RuleSet(), 13)]


@pytest.mark.parametrize(("rules", "cards"), TABLES, ids=["pineapple", "classic"])
def test_play_for_me_and_the_bots_set_the_board_the_analysis_shows_first(
    rules: RuleSet, cards: int
) -> None:
    for index, view in enumerate(_fantasyland_views(rules, cards, 5)):
        first = estimate(view).plays[0].decision
        assert decision_key(suggest(view)) == decision_key(first)
        shuffled = list(view.held)
        random.Random(index).shuffle(shuffled)
        assert decision_key(whole_board_decision(view, shuffled)) == decision_key(first)
        for level in ("hard", "expert"):
            bot = make_bot(level)
            chosen = bot.choose(view, Budget(), random.Random(index)).decision
            assert decision_key(chosen) == decision_key(first), level


@pytest.mark.parametrize(("rules", "cards"), TABLES, ids=["pineapple", "classic"])
def test_ofc_solve_values_a_board_as_the_analysis_does(rules: RuleSet, cards: int) -> None:
    """By default ``ofc solve`` credits staying in as the analysis credits it heads-up:
    the same board, worth the same points."""
    credit = stay_worth(rules, FANTASYLAND_WEIGHT, 1)
    for view in _fantasyland_views(rules, cards, 9):
        first = estimate(view).plays[0]
        out = io.StringIO()
        code = main(
            [
                "solve",
                "--cards",
                format_cards(view.held),
                "--variant",
                rules.variant.value,
                "--json",
            ],
            stdout=out,
        )
        assert code == 0
        solved = json.loads(out.getvalue())
        assert solved["stay_value"] == pytest.approx(credit)
        assert solved["value"] == pytest.approx(first.value)
        rows = first.decision.rows()
        for row in ("top", "middle", "bottom"):
            assert sorted(solved[row].split()) == sorted(card.text for card in rows[row])
