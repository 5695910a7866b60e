"""How well a simulating level's estimate foresees what its own play then reaches.

Run by hand::

    python3 tests/bench/bench_estimate_calibration.py [--variant classic] [--level hard]
        [--deals 150] [--futures 300] [--seed 0] [--markdown]

The level plays itself heads-up over ``--deals`` seeded deals. After each of its
decisions outside Fantasyland (the last street aside: nothing is left to foresee), the
play it chose is followed onto ``--futures`` fresh futures and the board completed two
ways: card by card by the rollout policy, and seeing every card to come at once. The
bench prints, by street, the chance of a foul and of Fantasyland and the royalties each
way foresees, the blend of the two at the level's own share of seen-together futures
(its ``clairvoyance``), and what the hands then reached.

A blend far from what the hands reached misjudges the plays it compares: one too
optimistic about Fantasyland and royalties credits plays for chances the level's own
play never takes. The reached figures are one outcome a hand, so read them with their
spread: over 150 deals, a foul rate near 10% is good to about 2 points either way.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import numpy as np

from ofc_desktop.bots.completion import Completed, complete
from ofc_desktop.bots.draws import draws_for, keep_best
from ofc_desktop.bots.levels import MonteCarloBot, make_bot
from ofc_desktop.bots.montecarlo import Simulator, draws_needed, row_code_sums
from ofc_desktop.bots.rollout import play_out
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.bots.simulate import _one_deal_match
from ofc_desktop.core.autoplay import board_with
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.match import Match
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.seats import play_match
from ofc_desktop.core.streets import BOARD_CARDS
from ofc_desktop.core.view import PlayerView

MEASURES = ("foul", "FL", "royalties")


Figures = tuple[float, float, float]  # foul chance, Fantasyland chance, mean royalties


def foreseen(
    view: PlayerView, decision: Decision, bot: MonteCarloBot, futures: int, seed: int
) -> tuple[Figures, Figures]:
    """(rollout, seeing) figures of ``decision``: foul and Fantasyland chances, mean
    royalties, each over the same fresh futures."""
    simulator = Simulator(view, bot.fantasyland_weight, random.Random(seed))
    dealt = simulator.deal(futures, draws_needed(view, [decision])).own
    board = board_with(view, decision)
    rows = [list(board.row(row)) for row in ROWS]
    missing = (3 - len(rows[0]), 5 - len(rows[1]), 5 - len(rows[2]))
    draws = draws_for(BOARD_CARDS - len(board.cards()), view.rules)
    kept = keep_best(dealt[:, : draws.dealt], draws)
    sums = np.tile(np.array(row_code_sums(rows), dtype=np.int64), (futures, 1))
    counts = np.tile(np.array([3 - missing[0], 5 - missing[1], 5 - missing[2]]), (futures, 1))
    rollout = play_out(sums, counts, kept, simulator.completion)
    seeing = complete(sums, missing, kept, simulator.completion)
    return _figures(rollout), _figures(seeing)


def _figures(done: Completed) -> Figures:
    return float(done.fouled.mean()), float(done.fantasyland.mean()), float(done.royalties.mean())


def calibration(variant: str, level: str, deals: int, futures: int, seed: int) -> list[dict]:
    """One record a decision: its street, what each way foresaw, what the hand reached."""
    bot = make_bot(level)
    if not isinstance(bot, MonteCarloBot):
        raise SystemExit(f"{level} does not simulate: it has no estimate to calibrate")
    rules = _one_deal_match(RuleSet().with_changes(variant=Variant(variant)))
    records: list[dict] = []
    for deal in range(seed, seed + deals):
        records += _one_deal(rules, bot, level, deal, futures)
    return records


def _one_deal(
    rules: RuleSet, bot: MonteCarloBot, level: str, deal: int, futures: int
) -> list[dict]:
    seats = [BotSeat(f"seat{s}", level, seed=deal * 7 + s) for s in range(2)]
    match = Match(rules, [s.name for s in seats], seed=deal)
    pending: list[tuple[int, int, Figures, Figures]] = []

    def follow(seat: int, view: PlayerView, decision: Decision, _seconds: float) -> None:
        after = len(view.board.cards()) + len(decision.placements)
        if view.in_fantasyland or after >= BOARD_CARDS:
            return
        rollout, seeing = foreseen(view, decision, bot, futures, deal * 131 + len(pending))
        pending.append((seat, view.street, rollout, seeing))

    play_match(match, seats, on_decision=follow)
    evaluations = match.hands[0].evaluations
    records = []
    for seat, street, rollout, seeing in pending:
        reached = evaluations[seat]
        records.append(
            {
                "street": street,
                "rollout": rollout,
                "seeing": seeing,
                "reached": (
                    float(reached.fouled),
                    float(reached.fantasyland.qualifies),
                    float(reached.total_royalty),
                ),
            }
        )
    return records


def table(records: list[dict], clairvoyance: float, markdown: bool) -> str:
    heads = ["street", "decisions"] + [
        f"{measure} {way}"
        for measure in MEASURES
        for way in ("rollout", "seeing", "blend", "reached")
    ]
    lines = []
    streets: list[int | str] = sorted({r["street"] for r in records})
    for street in [*streets, "all"]:
        chosen = [r for r in records if street == "all" or r["street"] == street]
        cells = [str(street), str(len(chosen))]
        for index, measure in enumerate(MEASURES):
            rollout = statistics.fmean(r["rollout"][index] for r in chosen)
            seeing = statistics.fmean(r["seeing"][index] for r in chosen)
            blend = (1 - clairvoyance) * rollout + clairvoyance * seeing
            reached = statistics.fmean(r["reached"][index] for r in chosen)
            shown = "{:.2f}" if measure == "royalties" else "{:.1%}"
            cells += [shown.format(v) for v in (rollout, seeing, blend, reached)]
        lines.append(cells)
    if markdown:
        out = ["| " + " | ".join(heads) + " |", "|" + "---|" * len(heads)]
        out += ["| " + " | ".join(cells) + " |" for cells in lines]
        return "\n".join(out)
    widths = [max(len(h), 9) for h in heads]
    out = ["  ".join(h.rjust(w) for h, w in zip(heads, widths, strict=True))]
    out += ["  ".join(c.rjust(w) for c, w in zip(cells, widths, strict=True)) for cells in lines]
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="classic", choices=[v.value for v in Variant])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--futures", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    records = calibration(args.variant, args.level, args.deals, args.futures, args.seed)
    bot = make_bot(args.level)
    assert isinstance(bot, MonteCarloBot)
    print(f"{args.level}, {args.variant}, {args.deals} deals heads-up, {args.futures} futures")
    print(table(records, bot.clairvoyance, args.markdown))


if __name__ == "__main__":
    main()
