"""The trainer rating: how well the player answers drills, on the chess scale, as Lichess
rates puzzle solvers.

Each answer is a game against the drill, rated by its difficulty; the player scores 1
for the best play, ½ for an inaccuracy and 0 for a mistake or worse. The update is Elo's,
not Glicko-2's: one number is all the chart and the drills need, and Elo's falling K
does what Glicko's shrinking deviation does for a newcomer. K starts at 40, so the first
answers move the rating fast, and falls evenly to 16 over the first 30 answers.

Difficulty: a puzzle is harder the smaller the gap between its best and second-best
plays (500 rating points per tenfold; a gap of one point is 1500); a drill made from
the player's own mistake is rated 1500 (the player found it hard once, by definition).

>>> round(update(START_RATING, 0, 1500.0, 1.0))
1520
>>> difficulty_for("puzzle", 1.0), difficulty_for("puzzle", 0.1), difficulty_for("mistake", 7)
(1500.0, 2000.0, 1500.0)
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ofc_desktop.bots.grades import Grade

if TYPE_CHECKING:  # drills imports the analysis; the rating itself needs none of it
    from ofc_desktop.bots.drills import Drill

START_RATING = 1500.0
FIRST_K = 40.0  # the step of a first answer
LAST_K = 16.0  # the step once settled
SETTLING_ANSWERS = 30  # K falls evenly from FIRST_K to LAST_K over these answers
ELO_SCALE = 400.0  # a rating ahead by this much is expected to score 10 to 1
MISTAKE_DIFFICULTY = 1500.0
GAP_POINTS = 1.0  # a puzzle with this gap rates MISTAKE_DIFFICULTY
POINTS_PER_DECADE = 500.0  # a tenfold smaller gap is this much harder
LOWEST_DIFFICULTY = 1000.0  # gaps of 10 points and more: anyone sees it
HIGHEST_DIFFICULTY = 2200.0  # gaps under about 0.04 points (or none): near coin flips
SCORES = {Grade.GOOD: 1.0, Grade.INACCURACY: 0.5, Grade.MISTAKE: 0.0, Grade.BLUNDER: 0.0}


def k_factor(games: int) -> float:
    """The Elo step after ``games`` rated answers.

    >>> k_factor(0), k_factor(15), k_factor(30), k_factor(500)
    (40.0, 28.0, 16.0, 16.0)
    """
    settled = min(max(games, 0), SETTLING_ANSWERS) / SETTLING_ANSWERS
    return FIRST_K + (LAST_K - FIRST_K) * settled


def expected_score(rating: float, difficulty: float) -> float:
    """The score Elo expects of ``rating`` against a drill of ``difficulty``.

    >>> expected_score(1500, 1500), round(expected_score(1900, 1500), 3)
    (0.5, 0.909)
    """
    return 1.0 / (1.0 + math.pow(10.0, (difficulty - rating) / ELO_SCALE))


def update(rating: float, games: int, difficulty: float, score: float) -> float:
    """The rating after one more answer scoring ``score`` (0, ½ or 1) against a drill of
    ``difficulty``, ``games`` answers having been rated before it."""
    if not 0.0 <= score <= 1.0:
        raise ValueError(f"a score is between 0 and 1, not {score}")
    return rating + k_factor(games) * (score - expected_score(rating, difficulty))


def score_of(grade: Grade) -> float:
    """An answer's score: 1 for the best play, ½ for an inaccuracy, else 0."""
    return SCORES[grade]


def difficulty_for(source: str, loss: float) -> float:
    """A drill's difficulty from where it came from and its ``loss`` (a puzzle: the gap
    between its two best plays)."""
    if source != "puzzle":
        return MISTAKE_DIFFICULTY
    if loss <= 0 or not math.isfinite(loss):
        return HIGHEST_DIFFICULTY if loss <= 0 else LOWEST_DIFFICULTY
    rated = MISTAKE_DIFFICULTY - POINTS_PER_DECADE * math.log10(loss / GAP_POINTS)
    return min(HIGHEST_DIFFICULTY, max(LOWEST_DIFFICULTY, rated))


def difficulty_of(drill: Drill) -> float:
    """The rating of ``drill`` as an opponent (see :func:`difficulty_for`)."""
    return difficulty_for(drill.source, drill.loss)
