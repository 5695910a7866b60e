"""How far Play for me's suggestions are from the best play by the hand analysis: each
street of the person's seat is played as Play for me lays it out (the opponent plays as
Medium) and the analysis prices the suggestion's loss against the best play.

Run by hand (pytest does not collect it):

    python3 tests/bench/bench_advice_agreement.py [--hands 6] [--variants pineapple,classic]

It prints the number of decisions, the mean loss, and every decision that lost more than
half a point (variant, seed, street, loss ± its standard error).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.bots.advice import suggest
from ofc_desktop.bots.analysis import review_decision
from ofc_desktop.bots.levels import make_bot
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import view_for

COSTLY = 0.5


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6, help="hands per variant")
    parser.add_argument("--variants", default="pineapple,classic")
    args = parser.parse_args()
    losses: list[tuple[str, int, int, float, float]] = []
    started = time.perf_counter()
    for name in args.variants.split(","):
        variant = Variant(name)
        for seed in range(args.hands):
            hand = Hand(RuleSet(variant=variant), ["You", "Marlowe"], button=1, seed=seed)
            hand.start()
            medium = make_bot("medium")
            while not hand.is_over:
                seat = hand.acting_seats()[0]
                view = view_for(hand, seat)
                if seat == 0 and len(view.held) < 13:
                    decision = suggest(view)
                    review = review_decision(view, decision)
                    losses.append((name, seed, hand.seats[0].street, review.loss, review.stderr))
                else:
                    decision = medium.choose(
                        view, medium.default_budget, random.Random(seed)
                    ).decision
                apply_decision(hand, seat, decision)
    mean = sum(loss for *_, loss, _ in losses) / max(1, len(losses))
    print(
        f"{len(losses)} decisions in {time.perf_counter() - started:.0f} s; "
        f"mean loss {mean:.3f} points"
    )
    for name, seed, street, loss, stderr in losses:
        if loss > COSTLY:
            print(f"  {name} seed {seed} street {street}: lost {loss:.2f} ± {stderr:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
