"""The rollout policy's knobs in Classic: what each is worth to the policy's own play.

Run by hand::

    python3 tests/bench/bench_rollout_policy.py [--deals 200] [--futures 250]
        [--factors 0.6,1.5] [--seed 7] [--style chase=0.6,flush_draw=1]

Positions are the first street of Classic heads-up deals (``--deals``, seeded) as Hard
sets it, both seats. From each, ``--futures`` futures deal both seats their remaining
eight cards, and the rest of the hand is played by the rollout policy of
``ofc_desktop.bots.rollout`` (card by card, the last few seen together), as the bots'
simulations play it. Each knob is multiplied by each factor and the changed policy
plays duplicate against the shipped one: the same cards once in each seat, the shipped
policy in the other. Points are the settlement plus Fantasyland entered, at its worth
to the player (weight 1, not the bots' chase weight).

With ``--style`` it plays touches to the policy that a level may be given instead (a
``RolloutStyle`` of ``ofc_desktop.bots.rollout_style``, e.g. ``chase=0.6,flush_draw=1``,
the style screened for Expert in Classic) against the policy as tuned, and leaves the
knobs alone.

It also prints what the simulations foresee from these positions: how often the boards
foul and enter Fantasyland played out card by card, and completed seeing every card
(what the simulating bots blend in with their clairvoyance). Compare them with the
rates of real play in the ladder's table.

The policy plays each hand in milliseconds, so a knob's worth is read to a few
thousandths of a point here, where duplicate hands of the bots would need hours; but it
is the policy's own strength, not the strength of a bot that simulates with it.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import numpy as np

from ofc_desktop.bots import rollout
from ofc_desktop.bots.completion import Completed, fantasyland_credit
from ofc_desktop.bots.levels import CHASE_WEIGHT, EXPERT_CLAIRVOYANCE, make_bot
from ofc_desktop.bots.montecarlo import _completion_rules
from ofc_desktop.bots.protocol import Budget
from ofc_desktop.bots.rollout_style import RolloutStyle
from ofc_desktop.bots.settle import settle_arrays
from ofc_desktop.core.cards import build_deck
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.match import Match
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.scoring import settlement_terms
from ofc_desktop.core.view import view_for

RULES = RuleSet().with_changes(variant=Variant.CLASSIC)
PLAYED = _completion_rules(RULES, 1, False, CHASE_WEIGHT)  # what the bots' rollouts aim for
WORTH = _completion_rules(RULES, 1, False, 1.0)  # what Fantasyland is worth
TERMS = settlement_terms(RULES)
ROW_INDEX = {"top": 0, "middle": 1, "bottom": 2}
DECK = np.array([card.code for card in build_deck()], dtype=np.int64)

Seat = tuple[list[int], list[int]]  # row code sums, row counts


def first_streets(deals: int) -> list[tuple[Seat, Seat, list[int]]]:
    """Both seats' boards after Hard sets the first street, and the cards they hold."""
    hard = make_bot("hard")
    positions = []
    for seed in range(deals):
        match = Match(RULES, ["a", "b"], seed=seed)
        match.start_hand()
        hand = match.hand
        assert hand is not None
        boards: dict[int, Seat] = {}
        used: list[int] = []
        while len(boards) < 2:
            seat = hand.acting_seats()[0]
            view = view_for(hand, seat)
            decision = hard.choose(view, Budget(simulations=160), random.Random(seed)).decision
            sums, counts = [0, 0, 0], [0, 0, 0]
            for card, row in decision.placements:
                index = ROW_INDEX[getattr(row, "value", row)]
                sums[index] += card.code
                counts[index] += 1
                used.append(card.code)
            boards[seat] = (sums, counts)
            apply_decision(hand, seat, decision)
        positions.append((boards[0], boards[1], used))
    return positions


class Futures:
    """Every position's boards repeated once per future, and the eight cards each seat
    is dealt in that future (the two seats' cards never overlap)."""

    def __init__(self, positions: list[tuple[Seat, Seat, list[int]]], futures: int, seed: int):
        generator = np.random.default_rng(seed)
        parts: list[list[np.ndarray]] = [[] for _ in range(6)]
        for (sums_a, counts_a), (sums_b, counts_b), used in positions:
            rest = np.setdiff1d(DECK, np.array(used, dtype=np.int64))
            dealt = rest[np.argsort(generator.random((futures, len(rest))), axis=1)]
            for part, value in zip(parts, (sums_a, counts_a, sums_b, counts_b), strict=False):
                part.append(np.tile(np.array(value, dtype=np.int64), (futures, 1)))
            parts[4].append(dealt[:, :8])
            parts[5].append(dealt[:, 8:16])
        self.sums_a, self.counts_a, self.sums_b, self.counts_b, self.cards_a, self.cards_b = (
            np.concatenate(part) for part in parts
        )

    def played(
        self, policy: dict[str, float], style: RolloutStyle | None = None
    ) -> tuple[Completed, Completed]:
        """Both seats' boards played out by ``policy``, with a level's ``style``."""
        rules = PLAYED if style is None else dataclasses.replace(PLAYED, rollout=style)
        shipped = rollout.POLICY
        rollout.POLICY = policy
        try:
            return (
                rollout.play_out(self.sums_a, self.counts_a, self.cards_a, rules),
                rollout.play_out(self.sums_b, self.counts_b, self.cards_b, rules),
            )
        finally:
            rollout.POLICY = shipped

    def seeing(self) -> Completed:
        """Seat A's boards completed seeing all eight cards (the rollout's own last step,
        given every card)."""
        return rollout._complete_tails(self.sums_a, self.counts_a, self.cards_a, PLAYED)


def won(a: Completed, b: Completed) -> np.ndarray:
    """What board ``a`` wins from board ``b``, Fantasyland entered at its worth."""
    return (
        settle_arrays(a, b, TERMS)
        + fantasyland_credit(a.values[0], a.fantasyland, WORTH)
        - fantasyland_credit(b.values[0], b.fantasyland, WORTH)
    )


def rates(boards: Completed) -> str:
    return f"fouls {boards.fouled.mean():6.2%}  Fantasyland {boards.fantasyland.mean():6.2%}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--futures", type=int, default=250)
    parser.add_argument("--factors", default="0.6,1.5")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--style", help="a level's style, e.g. chase=0.6,flush_draw=1")
    args = parser.parse_args()
    factors = [float(f) for f in args.factors.split(",")]
    style = None
    if args.style:
        try:
            terms = dict(term.split("=") for term in args.style.split(","))
            style = RolloutStyle(**{name: float(value) for name, value in terms.items()})
        except (TypeError, ValueError):
            names = ", ".join(field.name for field in dataclasses.fields(RolloutStyle))
            parser.error(f"--style takes name=number pairs, e.g. chase=0.6 ({names})")
    futures = Futures(first_streets(args.deals), args.futures, args.seed)
    shipped = dict(rollout.POLICY)
    base_a, base_b = futures.played(shipped)
    seeing = futures.seeing()
    hands = len(futures.cards_a)
    print(
        f"{args.deals} Classic first streets set by Hard, "
        f"{args.futures} futures each: {hands} hands\n"
    )
    print(f"played out card by card     {rates(base_a)}")
    print(f"completed seeing every card {rates(seeing)}")
    share = EXPERT_CLAIRVOYANCE
    print(
        f"Expert's blend ({share:.0%} seeing)  fouls "
        f"{(1 - share) * base_a.fouled.mean() + share * seeing.fouled.mean():6.2%}"
        f"  Fantasyland "
        f"{(1 - share) * base_a.fantasyland.mean() + share * seeing.fantasyland.mean():6.2%}\n"
    )
    if style is not None:
        mine_a, mine_b = futures.played(shipped, style)
        gain = (won(mine_a, base_b) + won(mine_b, base_a)) / 2
        error = gain.std(ddof=1) / np.sqrt(len(gain))
        royalties = sum(row.mean() for row in mine_a.row_royalties)
        tuned = sum(row.mean() for row in base_a.row_royalties)
        print(f"{style}: {gain.mean():+.4f} ± {1.96 * error:.4f} a hand against the tuned policy")
        print(f"  its boards: {rates(mine_a)}, royalties {royalties:.3f} (tuned {tuned:.3f})")
        return
    print(f"{'knob':>14} {'factor':>6}  {'points a hand vs shipped':>24}  changed policy's boards")
    for knob, value in shipped.items():
        for factor in factors:
            changed = dict(shipped, **{knob: value * factor})
            mine_a, mine_b = futures.played(changed)
            # Duplicate: the changed policy holds each seat's cards once.
            gain = (won(mine_a, base_b) + won(mine_b, base_a)) / 2
            error = gain.std(ddof=1) / np.sqrt(len(gain))
            print(
                f"{knob:>14} {factor:>6.2f}  {gain.mean():+12.4f} ± {1.96 * error:.4f}"
                f"{'':>7}  {rates(mine_a)}"
            )


if __name__ == "__main__":
    main()
