"""Plays are scored the same whether scored together or one at a time: the clairvoyant
completions grouped by the gaps a play leaves give every play the points it gets alone."""

from __future__ import annotations

import random

import numpy as np
import pytest

from ofc_desktop.bots import montecarlo
from ofc_desktop.bots.montecarlo import Simulator, draws_needed
from ofc_desktop.core.decision import apply_decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import view_for


@pytest.mark.parametrize(
    ("variant", "steps", "cells"),
    [
        (Variant.PINEAPPLE, 0, montecarlo.SEEING_CELLS),
        (Variant.PINEAPPLE, 2, 5000),
        (Variant.CLASSIC, 0, 3000),
        (Variant.TURBO, 2, montecarlo.SEEING_CELLS),
    ],
)
def test_plays_scored_together_score_as_alone(
    variant: Variant, steps: int, cells: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(montecarlo, "SEEING_CELLS", cells)  # small: groups split up too
    hand = Hand(RuleSet(variant=variant), ["a", "b", "c"], seed=3)
    hand.start()
    rng = random.Random(3)
    for _ in range(steps):
        seat = hand.acting_seats()[0]
        apply_decision(hand, seat, rng.choice(list(legal_decisions(view_for(hand, seat)))))
    view = view_for(hand, hand.acting_seats()[0])
    plays = list(legal_decisions(view))[:40]
    simulator = Simulator(view, 1.8, random.Random(4), clairvoyance=0.4, foul_aversion=6.0)
    own, opponents = simulator.sample(24, draws_needed(view, plays))
    together = simulator.score_all(plays, own, opponents)
    alone = np.stack([simulator.score_all([play], own, opponents)[0] for play in plays])
    np.testing.assert_allclose(together, alone)
