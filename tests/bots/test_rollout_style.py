"""How a level's rollouts play is a setting of the level (a screen gives one a style;
every level plays the tuned policy): a style reaches every rollout of a decision, its
chase and flush-draw credit change the card-by-card play as they say, and the tuned
style plays as the policy always did, to the bit."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import numpy as np
import pytest

from ofc_desktop.bots import montecarlo
from ofc_desktop.bots.completion import Completed
from ofc_desktop.bots.levels import LEVELS, YARDSTICKS, MonteCarloBot, make_bot
from ofc_desktop.bots.montecarlo import completion_rules
from ofc_desktop.bots.protocol import Budget
from ofc_desktop.bots.rollout import play_out
from ofc_desktop.bots.rollout_style import TUNED, RolloutStyle
from ofc_desktop.core.cards import build_deck, parse_cards
from ofc_desktop.core.evaluate import CATEGORY_SHIFT, Category
from ofc_desktop.core.rules import Variant
from tests.bots.test_lookahead import _view_at


def _simulating(level: str) -> MonteCarloBot:
    bot = make_bot(level)
    assert isinstance(bot, MonteCarloBot)
    return bot


STYLE = RolloutStyle(chase=0.6, flush_draw=1.0)


def _styled(level: str, variant: Variant) -> MonteCarloBot:
    return dataclasses.replace(_simulating(level), rollout=((variant, STYLE),))


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.PINEAPPLE, Variant.TURBO])
def test_every_level_plays_the_tuned_policy_and_a_style_only_where_it_is_given(
    variant: Variant,
) -> None:
    view = _view_at(variant, 0)
    for level in (*LEVELS[2:], *YARDSTICKS):
        assert _simulating(level).rollout_for(view) == TUNED, level
    assert _styled("expert", variant).rollout_for(view) == STYLE
    other = Variant.PINEAPPLE if variant is Variant.CLASSIC else Variant.CLASSIC
    assert _styled("expert", other).rollout_for(view) == TUNED


def test_the_style_reaches_the_completion_rules_and_nothing_else_changes() -> None:
    view = _view_at(Variant.CLASSIC, 1)
    tuned = completion_rules(view, 1.8)
    styled = completion_rules(view, 1.8, STYLE)
    assert tuned.rollout == TUNED
    assert tuned == completion_rules(view, 1.8, RolloutStyle())
    assert styled.rollout == STYLE
    same = dataclasses.replace(styled, rollout=TUNED)
    for field in dataclasses.fields(tuned):
        if field.name != "royalties":  # arrays built from the same table, not comparable
            assert getattr(same, field.name) == getattr(tuned, field.name), field.name


def _played_out(style: RolloutStyle, top: str, middle: str, bottom: str) -> Completed:
    """A Classic board played out by the rollout policy with ``style``, on the same
    4000 random draws of its eight missing cards for every style."""
    rows = [parse_cards(text) for text in (top, middle, bottom)]
    placed = {card.code for row in rows for card in row}
    deck = np.array([c.code for c in build_deck() if c.code not in placed], dtype=np.int64)
    samples = 4000
    order = np.argsort(np.random.default_rng(11).random((samples, len(deck))), axis=1)
    missing = 13 - len(placed)
    drawn = deck[order][:, :missing]
    sums = np.tile([sum(card.code for card in row) for row in rows], (samples, 1))
    counts = np.tile([len(row) for row in rows], (samples, 1))
    rules = completion_rules(_view_at(Variant.CLASSIC, 1), 1.8, style)
    return play_out(sums.astype(np.int64), counts.astype(np.int64), drawn, rules)


def test_a_smaller_chase_enters_fantasyland_less_and_fouls_less() -> None:
    board = ("Qs", "9h 8h", "Ad As")
    whole = _played_out(TUNED, *board)
    less = _played_out(RolloutStyle(chase=0.6), *board)
    none = _played_out(RolloutStyle(chase=0.0), *board)
    assert whole.fantasyland.mean() > less.fantasyland.mean() > none.fantasyland.mean()
    assert whole.fouled.mean() > none.fouled.mean()


def _flushes(boards: Completed, row: int) -> float:
    return float(((boards.values[row] >> CATEGORY_SHIFT) == Category.FLUSH).mean())


def test_a_flush_draw_is_kept_and_made_more_often_when_credited() -> None:
    """Three hearts in the bottom: a card-by-card player that credits the draw keeps
    hearts there and makes the flush more often (about 17% of boards against 6%), and
    earns more royalties."""
    board = ("", "", "2h 7h 9h")
    tuned = _played_out(TUNED, *board)
    drawing = _played_out(RolloutStyle(flush_draw=1.0), *board)
    assert _flushes(drawing, 2) > _flushes(tuned, 2) + 0.05
    royalties = [sum(row.mean() for row in boards.row_royalties) for boards in (tuned, drawing)]
    assert royalties[1] > royalties[0]


def test_no_flush_draw_credit_plays_as_the_tuned_policy_to_the_bit() -> None:
    board = ("Js", "9h 8h", "Ad As")
    tuned = _played_out(TUNED, *board)
    same = _played_out(RolloutStyle(chase=1.0, flush_draw=0.0), *board)
    for row in range(3):
        assert np.array_equal(tuned.values[row], same.values[row])
    assert np.array_equal(tuned.fouled, same.fouled)


@pytest.mark.parametrize(
    ("level", "styled", "variant"),
    [
        ("expert", True, Variant.CLASSIC),
        ("expert", False, Variant.CLASSIC),
        ("hard", True, Variant.CLASSIC),
        ("expert", True, Variant.PINEAPPLE),
    ],
)
def test_every_rollout_of_a_decision_plays_the_level_s_style(
    monkeypatch: pytest.MonkeyPatch, level: str, styled: bool, variant: Variant
) -> None:
    """The first pass and Expert's lookahead alike, its own board and the opponents'."""
    seen: list[RolloutStyle] = []

    def recording(*args: Any) -> Any:
        seen.append(args[3].rollout)
        return play_out(*args)

    monkeypatch.setattr(montecarlo, "play_out", recording)
    bot = _styled(level, variant) if styled else _simulating(level)
    view = _view_at(variant, 1)
    bot.choose(view, Budget(simulations=16), random.Random(3))
    assert seen, "the decision played nothing out"
    assert set(seen) == {STYLE if styled else TUNED}
