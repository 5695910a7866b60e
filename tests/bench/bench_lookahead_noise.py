"""What Expert's lookahead loses to its own noise, and what more deals would win back.

Run by hand::

    python3 tests/bench/bench_lookahead_noise.py [--variant pineapple] [--per-street 15]
        [--reference-deals 256] [--repeats 3] [--deals 12] [--streets 1,2,3] [--cut 10]

Positions come from Hard self-play (``--deals`` seeded deals), up to ``--per-street``
of each street (or of the ``--streets`` given) where there is a choice to make. For
each, Expert's first stage names its finalists as in play; a lookahead of
``--reference-deals`` deals values them (the reference); then the lookahead at each
setting below picks among them ``--repeats`` times, each on its own generator. The
regret of a pick is the reference's best value less the reference value of the play
picked. The bench prints the mean regret per decision by street, their sum (what a hand
loses: each street is decided once a hand), and the mean over every decision with its
standard error.

With ``--cut K`` the reference values the first stage's top K plays, and the bench also
prints what keeping only its top n (Expert keeps 4) loses: the reference's best of the K
less its best of the n. The best of more noisy values is biased upward, so a loss within
a few hundredths reads as none.

This measures precision only, in minutes rather than the hours duplicate hands need: how
much a setting gains within the lookahead's own judgement of the coming streets, not
whether that judgement is right. The reference has noise of its own, so small regrets
read as "no loss".
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import numpy as np

from ofc_desktop.bots.levels import MonteCarloBot, make_bot
from ofc_desktop.bots.lookahead import Lookahead, lookahead_values
from ofc_desktop.bots.protocol import Budget, Clock
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.bots.simulate import _one_deal_match
from ofc_desktop.core.decision import Decision, legal_decisions
from ofc_desktop.core.match import Match
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.seats import play_match
from ofc_desktop.core.view import PlayerView


def positions(variant: str, deals: int, per_street: int) -> dict[int, list[PlayerView]]:
    """Up to ``per_street`` positions of each street of Hard self-play, each with a
    choice (Fantasyland sets left out: the lookahead does not judge them)."""
    rules = _one_deal_match(RuleSet().with_changes(variant=Variant(variant)))
    by_street: dict[int, list[PlayerView]] = {}

    def keep(_seat: int, view: PlayerView, _decision: Decision, _seconds: float) -> None:
        wanted = not view.in_fantasyland and len(list(legal_decisions(view))) > 1
        chosen = by_street.setdefault(view.street, [])
        if wanted and len(chosen) < per_street:
            chosen.append(view)

    for seed in range(deals):
        seats = [BotSeat(f"s{i}", "hard", seed=seed) for i in range(2)]
        play_match(Match(rules, [s.name for s in seats], seed=seed), seats, on_decision=keep)
    return by_street


def settings_tried(expert: MonteCarloBot) -> dict[str, Lookahead]:
    assert expert.lookahead is not None
    today = replace(
        expert.lookahead,
        fantasyland_weight=expert.fantasyland_weight,
        clairvoyance=expert.clairvoyance,
        foul_aversion=expert.foul_aversion,
    )
    single, later = today.single_card_deals, today.later_deals
    return {
        "Expert today": today,
        "deals x2": replace(
            today, deals=today.deals * 2, single_card_deals=single * 2, later_deals=later * 2
        ),
        "deals x4": replace(
            today, deals=today.deals * 4, single_card_deals=single * 4, later_deals=later * 4
        ),
        "later as first": replace(today, later_deals=0),
        "futures x2": replace(
            today, choice_samples=today.choice_samples * 2, value_samples=today.value_samples * 2
        ),
        "no early stop": replace(today, race=False),
    }


def finalists(
    expert: MonteCarloBot, view: PlayerView, seed: str, keep: int | None = None
) -> list[Decision]:
    """The plays Expert's first stage hands to its lookahead (or its top ``keep``)."""
    ranked = expert.first_stage(
        view, list(legal_decisions(view)), Clock(Budget()), random.Random(seed)
    )
    return [a.decision for a in ranked[: keep or expert.finalists]]


def cut_table(losses: dict[int, dict[int, list[float]]], cut: int) -> str:
    """Mean loss per decision of keeping the first stage's top n, by street."""
    streets = sorted(losses)
    lines = [f"what keeping the first stage's top n loses, against its top {cut}:"]
    lines.append("top n".ljust(8) + "".join(f"street {s}".rjust(10) for s in streets))
    for n in sorted({n for by in losses.values() for n in by}):
        cells = "".join(f"{statistics.fmean(losses[s][n]):10.3f}" for s in streets)
        lines.append(str(n).ljust(8) + cells)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="pineapple")
    parser.add_argument("--per-street", type=int, default=15)
    parser.add_argument("--reference-deals", type=int, default=256)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--deals", type=int, default=12, help="Hard self-play deals")
    parser.add_argument("--streets", default="", help="only these streets, e.g. 1,2,3")
    parser.add_argument("--cut", type=int, default=0, help="also the loss of the top-n cut")
    args = parser.parse_args()
    expert = make_bot("expert")
    assert isinstance(expert, MonteCarloBot)
    tried = settings_tried(expert)
    regrets: dict[str, dict[int, list[float]]] = {name: {} for name in tried}
    cut_losses: dict[int, dict[int, list[float]]] = {}
    only = {int(s) for s in args.streets.split(",")} if args.streets else None
    for street, views in sorted(positions(args.variant, args.deals, args.per_street).items()):
        if only is not None and street not in only:
            continue
        for index, view in enumerate(views):
            ranked = finalists(expert, view, f"{street}:{index}", max(args.cut, expert.finalists))
            plays = ranked[: expert.finalists]
            reference_settings = replace(
                tried["Expert today"],
                deals=args.reference_deals,
                single_card_deals=args.reference_deals,
                later_deals=args.reference_deals,
                race=False,
            )
            valued = lookahead_values(
                view,
                ranked,
                Clock(Budget()),
                random.Random(f"ref{street}:{index}"),
                reference_settings,
            )
            if valued is None or len(plays) < 2:
                continue
            reference = valued[: len(plays)]
            if args.cut:  # with fewer plays than n, the top n keeps them all: no loss
                by_n = cut_losses.setdefault(street, {})
                for n in sorted({1, 2, expert.finalists, 6, 8} & set(range(1, args.cut))):
                    by_n.setdefault(n, []).append(max(valued) - max(valued[:n]))
            best = max(reference)
            for name, settings in tried.items():
                lost = []
                for repeat in range(args.repeats):
                    rng = random.Random(f"{name}{street}:{index}:{repeat}")
                    values = lookahead_values(view, plays, Clock(Budget()), rng, settings)
                    assert values is not None
                    lost.append(best - reference[int(np.argmax(values))])
                regrets[name].setdefault(street, []).append(statistics.fmean(lost))
        judged = len(regrets["Expert today"].get(street, []))
        print(f"street {street}: {judged} positions judged", file=sys.stderr, flush=True)
    streets = sorted({s for by in regrets.values() for s in by})
    print(
        f"{args.variant}: mean regret per decision in points (reference: "
        f"{args.reference_deals} deals)"
    )
    heads = "".join(f"street {s}".rjust(10) for s in streets)
    print("setting".ljust(14) + heads + "  per hand" + "   per decision")
    for name, by in regrets.items():
        every = [r for s in streets for r in by.get(s, [])]
        spread = statistics.stdev(every) / len(every) ** 0.5 if len(every) > 1 else 0.0
        means = [statistics.fmean(by[s]) for s in streets]
        cells = "".join(f"{m:10.3f}" for m in means)
        # Each street is decided once a hand, so a hand loses the sum of the streets' means.
        per_hand = f"{sum(means):10.3f}"
        print(
            name.ljust(14) + cells + per_hand + f"   {statistics.fmean(every):.3f} ± {spread:.3f}"
        )
    if cut_losses:
        print(cut_table(cut_losses, args.cut))


if __name__ == "__main__":
    main()
