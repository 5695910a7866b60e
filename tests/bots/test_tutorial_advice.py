"""The guided first hand teaches good plays: the product's own analysis (the one the
hand analysis shows) rates every suggestion of the lesson within half a point of the
best play at its street, the opponent's scripted plays are sensible too, and what the
lesson's words say of another play is what the analysis finds."""

from __future__ import annotations

import math

import pytest

from ofc_desktop.bots.analysis import HandReview, played_streets, review_decision, review_hand
from ofc_desktop.bots.play_values import PlacementValue, decision_key, rank_placements
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.match import Match
from ofc_desktop.core.seats import play_hand
from ofc_desktop.core.tutorial_script import (
    OPPONENT,
    OPPONENT_PLAN,
    OPPONENT_SEAT,
    PLAYER,
    PLAYER_PLAN,
    PLAYER_SEAT,
    TUTORIAL_RULES,
    TUTORIAL_SEED,
    Claim,
    ScriptedSeat,
    Step,
    lesson_steps,
)
from ofc_desktop.core.view import PlayerView

# Futures per play: enough that a loss's standard error is a small part of the half
# point allowed (the whole hand is judged in a few seconds).
SAMPLES = 4000
MAX_LOSS = 0.5  # points: the analysis's own line between a fine play and a mistake
STEPS = lesson_steps()
ADVISED = [step for step in STEPS if step.suggestions]


@pytest.fixture(scope="module")
def lesson_hand() -> Hand:
    """The lesson's hand, played as the script says on both sides."""
    match = Match(TUTORIAL_RULES, [PLAYER, OPPONENT], seed=TUTORIAL_SEED)
    match.start_hand()
    hand = match.hand
    assert hand is not None
    play_hand(hand, [ScriptedSeat(PLAYER, PLAYER_PLAN), ScriptedSeat(OPPONENT, OPPONENT_PLAN)])
    return hand


@pytest.fixture(scope="module")
def player_review(lesson_hand: Hand) -> HandReview:
    return review_hand(lesson_hand, PLAYER_SEAT, samples=SAMPLES)


def _close_to_best(review: HandReview, street: int) -> str | None:
    """Why the play at ``street`` is not within MAX_LOSS of the best (None: it is)."""
    decision = next(d for d in review.decisions if d.street == street)
    # The check must be able to see a loss of MAX_LOSS: its noise is well below it.
    assert 2 * decision.stderr < MAX_LOSS, f"street {street}: too few futures to judge"
    if decision.loss > MAX_LOSS:
        return (
            f"street {street}: {decision.chosen} loses {decision.loss:.2f} ± "
            f"{decision.stderr:.2f} points to {decision.best}"
        )
    return None


def test_every_suggestion_is_within_half_a_point_of_the_best(player_review: HandReview) -> None:
    assert [d.street for d in player_review.decisions] == sorted(PLAYER_PLAN)
    for step in ADVISED:
        decision = next(d for d in player_review.decisions if d.street == step.street)
        assert decision_key(decision.chosen) == decision_key(Decision(step.suggestions))
    problems = [_close_to_best(player_review, step.street) for step in ADVISED]
    assert [p for p in problems if p] == []
    assert not player_review.mistakes


def test_the_opponents_scripted_plays_are_sensible(lesson_hand: Hand) -> None:
    review = review_hand(lesson_hand, OPPONENT_SEAT, samples=SAMPLES)
    problems = [_close_to_best(review, street) for street in sorted(OPPONENT_PLAN)]
    assert [p for p in problems if p] == []
    assert not lesson_hand.evaluations[OPPONENT_SEAT].fouled


def _play(view: PlayerView, placements: tuple[tuple[Card, str], ...]) -> PlacementValue:
    """The analysis's figures for one play of ``view``."""
    plays = rank_placements(view, samples=SAMPLES, top=10**6)
    wanted = decision_key(Decision(placements))
    return next(p for p in plays if decision_key(p.decision) == wanted)


def _chance_stderr(chance: float) -> float:
    return math.sqrt(chance * (1.0 - chance) / SAMPLES)


def _claim_holds(view: PlayerView, step: Step) -> str | None:
    """Why the step's words about the other play disagree with the analysis (None:
    they agree). A difference counts when it is beyond twice its standard error."""
    assert step.compared is not None
    other = step.compared.other
    claim = step.compared.claim
    suggested_review = review_decision(view, Decision(step.suggestions), samples=SAMPLES)
    other_review = review_decision(view, Decision(other), samples=SAMPLES)
    worse = other_review.loss - suggested_review.loss
    noise = 2 * (other_review.stderr + suggested_review.stderr)
    suggested, alternative = _play(view, step.suggestions), _play(view, other)
    if claim in (Claim.FEWER_POINTS, Claim.FOULS) and worse <= noise:
        return f"{step.id}: the other play is not worth fewer points ({worse:+.2f})"
    if claim is Claim.FOULS and alternative.foul_chance <= 0.5:
        return f"{step.id}: the other play fouls only {alternative.foul_chance:.0%}"
    if claim is Claim.FOULS and "foul" not in step.text:
        return f"{step.id}: the words do not speak of the foul"
    if claim is Claim.FANTASYLAND:
        gain = suggested.fantasyland_chance - alternative.fantasyland_chance
        spread = math.hypot(
            _chance_stderr(suggested.fantasyland_chance),
            _chance_stderr(alternative.fantasyland_chance),
        )
        if gain <= 2 * spread or "Fantasyland" not in step.text:
            return f"{step.id}: the suggestion does not reach Fantasyland more often"
    return None


def test_what_the_lesson_says_of_other_plays_is_the_analysis_finding(lesson_hand: Hand) -> None:
    views = {view.street: view for view, _ in played_streets(lesson_hand, PLAYER_SEAT)}
    compared = [step for step in ADVISED if step.compared is not None]
    assert {step.compared.claim for step in compared if step.compared} == set(Claim)
    problems = [_claim_holds(views[step.street], step) for step in compared]
    assert [p for p in problems if p] == []
