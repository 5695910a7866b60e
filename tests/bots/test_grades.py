"""Grades of decisions by the points they lost: the stated thresholds exactly, the noise
rule (a loss within two standard errors of zero is at worst an inaccuracy), and the
grades of a real review."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ofc_desktop.bots.analysis import review_hand
from ofc_desktop.bots.grades import (
    BANDS,
    BLUNDER_POINTS,
    GRADES,
    INACCURACY_POINTS,
    MISTAKE_POINTS,
    NOISE_STDERRS,
    SYMBOLS,
    Grade,
    grade_counts,
    grade_loss,
    grade_of,
)
from ofc_desktop.bots.match_review import review_match
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import SeatInfo, hand_to_record
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, play_hand

losses = st.floats(min_value=0.0, max_value=50.0, allow_nan=False)
errors = st.floats(min_value=0.0, max_value=10.0, allow_nan=False)


def test_the_thresholds_are_the_documented_ones() -> None:
    assert (INACCURACY_POINTS, MISTAKE_POINTS, BLUNDER_POINTS, NOISE_STDERRS) == (
        0.3,
        1.0,
        3.0,
        2.0,
    )
    assert [(band.grade, band.low, band.high) for band in BANDS] == [
        (Grade.GOOD, 0.0, 0.3),
        (Grade.INACCURACY, 0.3, 1.0),
        (Grade.MISTAKE, 1.0, 3.0),
        (Grade.BLUNDER, 3.0, None),
    ]
    assert [grade.severity for grade in GRADES] == [0, 1, 2, 3]
    assert SYMBOLS == {
        Grade.GOOD: "✓",
        Grade.INACCURACY: "?!",
        Grade.MISTAKE: "?",
        Grade.BLUNDER: "??",
    }


@pytest.mark.parametrize(
    ("loss", "grade"),
    [
        (0.0, Grade.GOOD),
        (0.1, Grade.GOOD),
        (0.299, Grade.GOOD),
        (0.3, Grade.INACCURACY),
        (0.5, Grade.INACCURACY),
        (0.999, Grade.INACCURACY),
        (1.0, Grade.MISTAKE),
        (2.0, Grade.MISTAKE),
        (2.999, Grade.MISTAKE),
        (3.0, Grade.BLUNDER),
        (12.0, Grade.BLUNDER),
    ],
)
def test_an_exact_loss_is_graded_by_its_band(loss: float, grade: Grade) -> None:
    assert grade_loss(loss) is grade
    assert grade_loss(loss, 0.0) is grade


@pytest.mark.parametrize(
    ("loss", "stderr", "grade"),
    [
        (5.0, 2.5, Grade.INACCURACY),  # exactly two standard errors: may be noise
        (5.0, 2.49, Grade.BLUNDER),
        (1.5, 0.75, Grade.INACCURACY),
        (1.5, 0.74, Grade.MISTAKE),
        (0.6, 5.0, Grade.INACCURACY),  # already an inaccuracy: the rule changes nothing
        (0.2, 5.0, Grade.GOOD),  # never made worse by noise
        (3.0, 1.0, Grade.BLUNDER),
    ],
)
def test_a_loss_within_two_standard_errors_is_at_worst_an_inaccuracy(
    loss: float, stderr: float, grade: Grade
) -> None:
    assert grade_loss(loss, stderr) is grade


@given(losses, losses, errors)
def test_a_bigger_loss_never_grades_better(a: float, b: float, stderr: float) -> None:
    low, high = sorted((a, b))
    assert grade_loss(low, stderr).severity <= grade_loss(high, stderr).severity


@given(losses, errors, errors)
def test_more_uncertainty_never_grades_worse(loss: float, a: float, b: float) -> None:
    sure, unsure = sorted((a, b))
    assert grade_loss(loss, unsure).severity <= grade_loss(loss, sure).severity


@given(losses, errors)
def test_the_grade_is_the_band_unless_the_loss_may_be_noise(loss: float, stderr: float) -> None:
    band = next(b for b in BANDS if b.low <= loss and (b.high is None or loss < b.high))
    expected = band.grade
    if loss <= NOISE_STDERRS * stderr and expected.severity > Grade.INACCURACY.severity:
        expected = Grade.INACCURACY
    assert grade_loss(loss, stderr) is expected


def test_counts_name_every_grade() -> None:
    decisions = [
        SimpleNamespace(loss=loss, stderr=stderr)
        for loss, stderr in ((0.0, 0.0), (0.4, 0.1), (1.2, 0.1), (1.2, 0.9), (7.0, 0.2), (8.0, 0.0))
    ]
    assert grade_counts(decisions) == {
        Grade.GOOD: 1,
        Grade.INACCURACY: 2,
        Grade.MISTAKE: 1,
        Grade.BLUNDER: 2,
    }
    assert grade_counts([]) == dict.fromkeys(GRADES, 0)


def test_the_grades_of_a_reviewed_hand_follow_its_losses() -> None:
    hand = Hand(RuleSet(variant=Variant.PINEAPPLE), ["You", "Bob"], seed=7)
    hand.start()
    rng = random.Random(7)
    play_hand(hand, [RandomSeat("You", rng), RandomSeat("Bob", rng)])
    review = review_hand(hand, 0, samples=24)
    grades = [grade_of(decision) for decision in review.decisions]
    assert grades == [grade_loss(d.loss, d.stderr) for d in review.decisions]
    for decision, grade in zip(review.decisions, grades, strict=True):
        if decision.loss == 0:
            assert grade is Grade.GOOD
    assert sum(grade_counts(review.decisions).values()) == len(review.decisions)
    assert any(grade is not Grade.GOOD for grade in grades)  # random play errs


def test_a_match_review_counts_its_decisions_by_grade() -> None:
    records = []
    for seed in (3, 4):
        hand = Hand(RuleSet(variant=Variant.PINEAPPLE), ["You", "Bob"], seed=seed)
        hand.start()
        rng = random.Random(seed)
        play_hand(hand, [RandomSeat("You", rng), RandomSeat("Bob", rng)])
        records.append(hand_to_record(hand, [SeatInfo("You"), SeatInfo("Bob")]))
    review = review_match(records, "You", samples=24)
    decisions = [d for hand in review.hands for d in hand.decisions]
    assert review.grades == grade_counts(decisions)
    assert sum(review.grades.values()) == len(decisions) == 10
