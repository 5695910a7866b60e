"""How bad was that play? Each decision graded by the points it lost to the best play,
the way chess engines grade moves by the centipawns they lose.

Fixed thresholds on the estimated loss (points per hand):

============  =====================
Good          under 0.3 points
Inaccuracy    0.3 up to 1 point
Mistake       1 up to 3 points
Blunder       3 points or more
============  =====================

A loss within two standard errors of zero may be noise in the estimate rather than a
worse play, so it is never graded worse than an inaccuracy.

>>> grade_loss(0.1, 0.05)
<Grade.GOOD: 'good'>
>>> grade_loss(4.2, 0.3)
<Grade.BLUNDER: 'blunder'>
>>> grade_loss(4.2, 2.5)  # as likely noise as a real loss: at worst an inaccuracy
<Grade.INACCURACY: 'inaccuracy'>
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Protocol


class Grade(Enum):
    """A decision's grade, from best to worst."""

    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def severity(self) -> int:
        """0 for good … 3 for a blunder: grades compare by this."""
        return GRADES.index(self)


GRADES = (Grade.GOOD, Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER)
INACCURACY_POINTS = 0.3  # a loss from here on is at least an inaccuracy
MISTAKE_POINTS = 1.0  # … a mistake
BLUNDER_POINTS = 3.0  # … a blunder
NOISE_STDERRS = 2.0  # a loss within this many standard errors of zero may be noise
SYMBOLS = {Grade.GOOD: "✓", Grade.INACCURACY: "?!", Grade.MISTAKE: "?", Grade.BLUNDER: "??"}


@dataclass(frozen=True)
class Band:
    """The losses one grade covers: ``low`` ≤ loss < ``high`` (``high`` None: no end)."""

    grade: Grade
    low: float
    high: float | None


BANDS = (
    Band(Grade.GOOD, 0.0, INACCURACY_POINTS),
    Band(Grade.INACCURACY, INACCURACY_POINTS, MISTAKE_POINTS),
    Band(Grade.MISTAKE, MISTAKE_POINTS, BLUNDER_POINTS),
    Band(Grade.BLUNDER, BLUNDER_POINTS, None),
)


class Judged(Protocol):
    """Anything with a loss and its standard error (a reviewed decision)."""

    @property
    def loss(self) -> float: ...

    @property
    def stderr(self) -> float: ...


def grade_loss(loss: float, stderr: float = 0.0) -> Grade:
    """The grade of a play that lost ``loss`` points (± ``stderr``) to the best one.

    >>> [grade_loss(x).value for x in (0.0, 0.29, 0.3, 0.99, 1.0, 2.99, 3.0)]
    ['good', 'good', 'inaccuracy', 'inaccuracy', 'mistake', 'mistake', 'blunder']
    >>> grade_loss(1.5, 0.75).value, grade_loss(1.5, 0.74).value
    ('inaccuracy', 'mistake')
    """
    if loss < INACCURACY_POINTS:
        return Grade.GOOD
    if loss < MISTAKE_POINTS:
        grade = Grade.INACCURACY
    elif loss < BLUNDER_POINTS:
        grade = Grade.MISTAKE
    else:
        grade = Grade.BLUNDER
    if loss <= NOISE_STDERRS * stderr:
        return min(grade, Grade.INACCURACY, key=lambda g: g.severity)
    return grade


def grade_of(decision: Judged) -> Grade:
    """The grade of a reviewed decision (``loss`` and ``stderr``)."""
    return grade_loss(decision.loss, decision.stderr)


def grade_counts(decisions: Iterable[Judged]) -> Mapping[Grade, int]:
    """How many decisions earned each grade (every grade present, zeros included).

    >>> from types import SimpleNamespace as D
    >>> counts = grade_counts([D(loss=0.0, stderr=0.0), D(loss=5.0, stderr=0.1)])
    >>> [counts[g] for g in GRADES]
    [1, 0, 0, 1]
    """
    found = Counter(grade_of(decision) for decision in decisions)
    return {grade: found[grade] for grade in GRADES}
