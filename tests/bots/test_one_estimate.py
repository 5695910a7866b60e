"""One estimate answers every "how good is this play?": the Hint, the foul chance, the row
prospects and the review read the same figures; the position decides its futures (the
same in every process, whatever the order of the cards or the hand number); every
sampled figure has a sane standard error; the cache hands back what it keeps, and keeps
no more than its size."""

from __future__ import annotations

import dataclasses
import json
import math
import os
import random
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from ofc_desktop.bots import estimate as estimator
from ofc_desktop.bots.analysis import review_decision, review_hand
from ofc_desktop.bots.estimate import (
    CATEGORIES,
    ESTIMATE_SAMPLES,
    FANTASYLAND_WEIGHT,
    EstimateCache,
    cached_estimate,
    decision_key,
    estimate,
    position_key,
    position_seed,
)
from ofc_desktop.bots.montecarlo import Simulator, draws_needed
from ofc_desktop.bots.play_values import (
    LIVE_SAMPLES,
    foul_chance,
    rank_placements,
    row_prospects,
    street_figures,
)
from ofc_desktop.bots.protocol import Alternative, Cancelled
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.cards import parse_cards
from ofc_desktop.core.decision import Decision, apply_decision, legal_decisions
from ofc_desktop.core.evaluate import CATEGORY_SHIFT
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import hand_to_record, public_hand_record
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.seats import play_hand
from ofc_desktop.core.view import PlayerView, view_for
from tests.bots.test_analysis import classic_position

SAMPLES = 96  # small: these tests check that the figures agree, not their precision
ROOT = Path(__file__).resolve().parents[2]


def _play(discards: str = "", **rows: str) -> Decision:
    return Decision(
        tuple((card, row) for row, cards in rows.items() for card in parse_cards(cards)),
        tuple(parse_cards(discards)),
    )


def _first_street(variant: Variant = Variant.PINEAPPLE, seed: int = 5) -> PlayerView:
    hand = Hand(RuleSet(variant=variant), ["ann", "bob"], seed=seed)
    hand.start()
    return view_for(hand, hand.acting_seats()[0])


def _figures(
    plays: tuple[estimator.PlacementValue, ...] | list[estimator.PlacementValue],
) -> list[tuple[object, ...]]:
    return [(decision_key(p.decision), *dataclasses.astuple(p)[1:]) for p in plays]


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    estimator.CACHE.clear()


def test_every_question_reads_the_same_estimate() -> None:
    view = _first_street()
    found = estimate(view, samples=SAMPLES)
    assert len(found.plays) == sum(1 for _ in legal_decisions(view))
    assert rank_placements(view, samples=SAMPLES, top=3) == list(found.plays[:3])
    for play in found.plays[:5]:
        assert foul_chance(view, play.decision, samples=SAMPLES) == play.foul_chance
        review = review_decision(view, play.decision, samples=SAMPLES)
        assert review.plays is found.plays and review.chosen_play == play
        assert review.chosen_value == play.value
        assert review.alternatives == tuple(
            Alternative(p.decision, p.value) for p in found.plays[:3]
        )
        index = found.index_of(play.decision)
        assert index is not None
        assert review.stderr == found.loss_stderr[index]
        assert row_prospects(view, play.decision, samples=SAMPLES) == found.prospects(index)
    # Worked out again from nothing: the same figures to the last bit.
    estimator.CACHE.clear()
    again = estimate(view, samples=SAMPLES)
    assert again is not found and _figures(again.plays) == _figures(found.plays)
    assert again.loss_stderr == found.loss_stderr
    assert np.array_equal(again.categories, found.categories)


def test_one_count_of_futures_for_every_question() -> None:
    from ofc_desktop.bots import analysis

    assert LIVE_SAMPLES == analysis.DEFAULT_SAMPLES == ESTIMATE_SAMPLES


def test_a_reviewed_hand_reuses_the_estimates_and_agrees_with_them() -> None:
    hand = Hand(RuleSet(variant=Variant.PINEAPPLE), ["ann", "bob"], seed=2)
    hand.start()
    easy = BotSeat("bob", "easy", seed=4)
    while not hand.is_over:  # seat 0 follows the Hint, seat 1 is the Easy bot
        seat = hand.acting_seats()[0]
        view = view_for(hand, seat)
        if seat == 0:
            decision = rank_placements(view, samples=SAMPLES, top=1)[0].decision
        else:
            decision = easy.decide(view)
        apply_decision(hand, seat, decision)
    review = review_hand(hand, 0, samples=SAMPLES)
    assert review.loss == 0.0 and len(review.decisions) == 5
    for decision in review.decisions:
        live = cached_estimate(decision.view, samples=SAMPLES)
        assert live is not None and decision.plays is live.plays  # reused, not redone
        assert decision.chosen_play == live.plays[0] and decision.loss == 0.0
    # The hand as the player may keep it (others' discards hidden) reviews the same way.
    public = review_hand(public_hand_record(hand_to_record(hand), 0), 0, samples=SAMPLES)
    for mine, theirs in zip(review.decisions, public.decisions, strict=True):
        assert theirs.plays is mine.plays
    # Without the cache the review finds the same figures.
    estimator.CACHE.clear()
    again = review_hand(hand, 0, samples=SAMPLES)
    for first, second in zip(review.decisions, again.decisions, strict=True):
        assert _figures(first.plays) == _figures(second.plays)
        assert (first.loss, first.stderr) == (second.loss, second.stderr)


def test_the_position_decides_the_key_not_the_moment_or_the_card_order() -> None:
    view = _first_street()
    same = dataclasses.replace(
        view,
        held=tuple(reversed(view.held)),
        hand_number=9,
        button=1 - view.button,
        my_turn=not view.my_turn,
    )
    assert position_key(same) == position_key(view)
    assert position_seed(same) == position_seed(view) < 2**63
    first, second = estimate(view, samples=SAMPLES), estimate(same, samples=SAMPLES)
    assert first is second
    dead = dataclasses.replace(view, discards=(view.unseen_cards()[0],))
    later = dataclasses.replace(view, street=view.street + 1)
    classic = dataclasses.replace(view, rules=RuleSet())
    keys = {position_key(v) for v in (view, dead, later, classic)}
    assert len(keys) == 4


def test_the_seed_and_the_figures_are_the_same_in_another_process() -> None:
    script = (
        "import json\n"
        "from ofc_desktop.bots.estimate import estimate, position_key, position_seed\n"
        "from ofc_desktop.core.hand import Hand\n"
        "from ofc_desktop.core.rules import RuleSet, Variant\n"
        "from ofc_desktop.core.view import view_for\n"
        "hand = Hand(RuleSet(variant=Variant.PINEAPPLE), ['ann', 'bob'], seed=5)\n"
        "hand.start()\n"
        "view = view_for(hand, hand.acting_seats()[0])\n"
        "found = estimate(view, samples=32)\n"
        "print(json.dumps([position_key(view), position_seed(view),\n"
        "                  [[p.value, p.stderr, p.foul_chance, p.royalties]\n"
        "                   for p in found.plays[:8]]]))\n"
    )
    view = _first_street()
    found = estimate(view, samples=32)
    here = [
        position_key(view),
        position_seed(view),
        [[p.value, p.stderr, p.foul_chance, p.royalties] for p in found.plays[:8]],
    ]
    for hash_seed in ("1", "2"):  # Python's own hashes differ between these processes
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=env,
            check=True,
            timeout=300,
        )
        assert json.loads(out.stdout) == here


def test_prospects_count_the_cards_laid_out_and_come_from_the_futures() -> None:
    view = classic_position("", "", "", "As Ad 7c 5h 2d")
    found = estimate(view, samples=SAMPLES)
    aces_on_top = _play(top="As Ad")  # part of the street laid out
    with_aces = row_prospects(view, aces_on_top, samples=SAMPLES)
    best = row_prospects(view, samples=SAMPLES)
    assert with_aces != best
    assert "High card" not in {name for name, _ in with_aces["top"]}  # the aces are there
    index = found.consistent(aces_on_top)[0]
    assert with_aces == found.prospects(index)
    assert found.consistent(Decision(()))[0] == 0 and best == found.prospects(0)
    # The same futures again, for this play alone: the same rows, the same points.
    play = found.plays[index]
    decisions = list(legal_decisions(view))
    simulator = Simulator(view, FANTASYLAND_WEIGHT, random.Random(position_seed(view)))
    chunk, _ = estimator._chunking(SAMPLES, len(decisions))
    counts = np.zeros((3, CATEGORIES), dtype=np.int64)
    points = []
    for start in range(0, SAMPLES, chunk):
        own, opponents = simulator.sample(
            min(chunk, SAMPLES - start), draws_needed(view, decisions)
        )
        out = simulator.outcomes([play.decision], own, opponents)
        points.append(out.points[0])
        for row, values in enumerate(out.boards.values):
            counts[row] += np.bincount(values >> CATEGORY_SHIFT, minlength=CATEGORIES)
    assert np.array_equal(counts, found.categories[index])
    assert float(np.concatenate(points).mean()) == play.value


def test_a_street_part_laid_out_is_read_as_its_best_finish() -> None:
    view = classic_position("Ac", "2c 3d 4h 7s", "Ks Kd Qc Qh 9s", "Ah")
    found = estimate(view, samples=SAMPLES)
    nothing = street_figures(found, Decision(()))
    assert nothing is not None and not nothing.complete and nothing.play == found.plays[0]
    on_top = street_figures(found, _play(top="Ah"))
    assert on_top is not None and on_top.complete
    assert on_top.play.foul_chance == 1.0  # aces on top, a middle of sevens at best
    assert on_top.play.foul_stderr == 0.0
    assert street_figures(found, _play(top="Ks")) is None  # not a card held
    pineapple = _first_street()
    found = estimate(pineapple, samples=SAMPLES)
    card = pineapple.held[0]
    part = street_figures(found, Decision(((card, "bottom"),)))
    keeping = [found.plays[i] for i in found.consistent(Decision(((card, "bottom"),)))]
    assert part is not None and not part.complete and part.play == keeping[0]
    assert part.play.value == max(p.value for p in keeping)
    assert (
        foul_chance(pineapple, Decision(((card, "bottom"),)), samples=SAMPLES)
        == part.play.foul_chance
    )


def test_the_standard_errors_are_present_and_sane() -> None:
    view = _first_street(Variant.CLASSIC, seed=8)
    found = estimate(view, samples=SAMPLES)
    limit = 0.5 / math.sqrt(SAMPLES)
    for play, loss_error in zip(found.plays, found.loss_stderr, strict=True):
        for chance, error in (
            (play.foul_chance, play.foul_stderr),
            (play.fantasyland_chance, play.fantasyland_stderr),
        ):
            assert 0.0 <= chance <= 1.0 and 0.0 <= error <= limit
            assert error == pytest.approx(math.sqrt(chance * (1 - chance) / SAMPLES))
        assert play.stderr > 0 and loss_error >= 0
        assert play.royalties >= 0
    assert found.loss_stderr[0] == 0.0 and max(found.loss_stderr) > 0
    values = [p.value for p in found.plays]
    assert values == sorted(values, reverse=True)


def test_a_whole_board_is_judged_exactly_with_the_chosen_board_beside_it() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE)
    hand = Hand(rules, ["ann", "bob"], seed=9, fantasyland={0: 14})
    hand.start()
    view = view_for(hand, 0)
    (solver,) = rank_placements(view)
    assert solver.stderr == solver.foul_stderr == 0.0 and solver.foul_chance == 0.0
    held = view.held  # set in deal order: very likely a foul
    placements = (
        [(c, "top") for c in held[:3]]
        + [(c, "middle") for c in held[3:8]]
        + [(c, "bottom") for c in held[8:13]]
    )
    chosen = Decision(tuple(placements), held[13:])
    apply_decision(hand, 0, chosen)
    play_hand(hand, [BotSeat("ann"), BotSeat("bob", "medium")])
    (judged,) = review_hand(hand, 0).decisions
    assert judged.exact and [decision_key(p.decision) for p in judged.plays] == [
        decision_key(solver.decision),
        decision_key(chosen),
    ]
    mine = judged.chosen_play
    assert mine is not None and mine.value == judged.chosen_value < solver.value
    assert judged.loss == solver.value - mine.value
    # The laid-out board's foul chance is exact too; a board part laid out is read as
    # the solver's when it keeps to it, and is not guessed at otherwise.
    assert foul_chance(view, chosen) == mine.foul_chance
    found = estimate(view)
    solver_rows = solver.decision.placements
    part = street_figures(found, Decision(solver_rows[:4]))
    assert part is not None and not part.complete and part.play == solver
    wrong_row = "middle" if solver_rows[0][1] != "middle" else "top"
    assert street_figures(found, Decision(((solver_rows[0][0], wrong_row),))) is None


def test_the_cache_returns_what_it_keeps_and_stays_bounded() -> None:
    cache = EstimateCache(size=3)
    views = [
        classic_position("Qc Qd", "Kc Kd 5h 6s", "As Ad Ah 2c 2d", held)
        for held in ("Qh", "3s", "4s", "7h", "8h")
    ]
    first = estimate(views[0], samples=8, cache=cache)
    assert estimate(views[0], samples=8, cache=cache) is first
    assert cached_estimate(views[0], samples=8, cache=cache) is first
    assert cached_estimate(views[0], samples=16, cache=cache) is None  # another count
    for view in views[1:]:
        estimate(view, samples=8, cache=cache)
    assert len(cache) == 3
    assert cached_estimate(views[0], samples=8, cache=cache) is None  # the oldest went
    assert cached_estimate(views[-1], samples=8, cache=cache) is not None
    assert len(estimator.CACHE) == 0  # a cache of one's own leaves the shared one alone


def test_threads_asking_one_position_get_one_estimate() -> None:
    view = _first_street(Variant.CLASSIC, seed=3)
    found: list[object] = []
    threads = [
        threading.Thread(target=lambda: found.append(estimate(view, samples=64))) for _ in range(4)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert len(found) == 4 and all(f is found[0] for f in found)
    assert cached_estimate(view, samples=64) is found[0]


def test_a_cancelled_estimate_raises_and_keeps_nothing() -> None:
    view = _first_street()
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        estimate(view, samples=SAMPLES, cancel=cancel)
    assert cached_estimate(view, samples=SAMPLES) is None
