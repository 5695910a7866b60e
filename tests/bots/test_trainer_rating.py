"""The trainer rating: Elo against the drill's difficulty, K settling from 40 to 16."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ofc_desktop.bots.grades import Grade
from ofc_desktop.bots.trainer_rating import (
    HIGHEST_DIFFICULTY,
    LOWEST_DIFFICULTY,
    START_RATING,
    difficulty_for,
    difficulty_of,
    expected_score,
    k_factor,
    score_of,
    update,
)

ratings = st.floats(min_value=500, max_value=3000)
scores = st.sampled_from([0.0, 0.5, 1.0])


def test_a_first_answer_against_an_equal_drill_moves_half_of_k() -> None:
    assert update(START_RATING, 0, 1500.0, 1.0) == pytest.approx(1520.0)
    assert update(START_RATING, 0, 1500.0, 0.0) == pytest.approx(1480.0)
    assert update(START_RATING, 0, 1500.0, 0.5) == pytest.approx(START_RATING)


def test_k_falls_evenly_from_40_to_16_over_30_answers() -> None:
    steps = [k_factor(games) for games in range(40)]
    assert steps[0] == 40.0 and steps[30:] == [16.0] * 10
    assert steps[:31] == sorted(steps[:31], reverse=True)
    assert k_factor(-3) == 40.0


def test_the_scores_follow_the_grades() -> None:
    assert [score_of(g) for g in Grade] == [1.0, 0.5, 0.0, 0.0]


@given(ratings, st.integers(0, 100), ratings, scores)
def test_a_win_never_lowers_and_a_loss_never_raises(
    rating: float, games: int, difficulty: float, score: float
) -> None:
    after = update(rating, games, difficulty, score)
    if score == 1.0:
        assert after >= rating
    if score == 0.0:
        assert after <= rating
    assert abs(after - rating) <= k_factor(games)


@given(ratings, ratings)
def test_a_harder_drill_pays_more_for_a_win(rating: float, difficulty: float) -> None:
    harder = update(rating, 5, difficulty + 100, 1.0)
    assert harder >= update(rating, 5, difficulty, 1.0)
    assert expected_score(rating, difficulty) + expected_score(difficulty, rating) == (
        pytest.approx(1.0)
    )


def test_bad_scores_are_refused() -> None:
    with pytest.raises(ValueError):
        update(START_RATING, 0, 1500.0, 1.5)


def test_a_smaller_gap_makes_a_harder_puzzle() -> None:
    gaps = [20.0, 10.0, 3.0, 1.0, 0.3, 0.1, 0.01, 0.0]
    levels = [difficulty_for("puzzle", gap) for gap in gaps]
    assert levels == sorted(levels)
    assert levels[0] == LOWEST_DIFFICULTY and levels[-1] == HIGHEST_DIFFICULTY
    assert difficulty_for("puzzle", 1.0) == 1500.0


def test_a_mistake_is_rated_1500_whatever_it_lost() -> None:
    assert {difficulty_for("mistake", loss) for loss in (0.5, 2.0, 9.0)} == {1500.0}


def test_difficulty_of_reads_the_drill() -> None:
    class Puzzle:  # only what the rating reads of a drill
        source = "puzzle"
        loss = 0.1

    assert difficulty_of(Puzzle()) == pytest.approx(2000.0)  # type: ignore[arg-type]
