"""How a level's card-by-card rollouts play beyond their tuned policy (bots/rollout.py).

Kept apart from the rollouts themselves so that naming a level loads no NumPy.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RolloutStyle:
    """A level's own touches to the rollout policy; the default plays it as tuned."""

    chase: float = 1.0  # the share of the policy's chase of Fantasyland
    # Credit for a middle or bottom of three or four cards of one suit, in the opinion's
    # units of row strength (a category a step), two thirds of it for three cards.
    flush_draw: float = 0.0


TUNED = RolloutStyle()  # the policy as tuned: Hard's, the yardsticks', the analysis'
