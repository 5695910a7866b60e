"""The skill score of a match: every finished hand a player sat in, reviewed decision by
decision, and the points lost per hand (lower is better, 0 is flawless), with how many
decisions earned each grade (:mod:`grades`)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ofc_desktop.bots.analysis import (
    DEFAULT_SAMPLES,
    HandReview,
    review_hand,
    skill_score,
    skill_score_stderr,
)
from ofc_desktop.bots.grades import Grade, grade_counts
from ofc_desktop.core.history import hand_seats, public_hand_record


@dataclass(frozen=True)
class MatchReview:
    """A player's hands of one match, reviewed."""

    player: str
    hands: tuple[HandReview, ...]

    @property
    def skill_score(self) -> float:
        return skill_score(self.hands)

    @property
    def stderr(self) -> float:
        return skill_score_stderr(self.hands)

    @property
    def mistakes(self) -> int:
        return sum(len(hand.mistakes) for hand in self.hands)

    @property
    def grades(self) -> Mapping[Grade, int]:
        """How many of the player's decisions in the match earned each grade."""
        return grade_counts(d for hand in self.hands for d in hand.decisions)


def review_match(
    records: Sequence[Mapping[str, Any]],
    player: str,
    *,
    samples: int = DEFAULT_SAMPLES,
    cancel: threading.Event | None = None,
    progress: Callable[[float], None] | None = None,
) -> MatchReview:
    """Review ``player``'s finished hands among ``records`` (a match's hand records).

    Each hand is read as ``player`` may see it (others' discards hidden), so the review
    never uses a card the player could not know.
    """
    mine = []
    for record in records:
        names = [seat.name for seat in hand_seats(record)]
        if record.get("result") is not None and player in names:
            mine.append((record, names.index(player)))
    reviews = []
    for index, (record, seat) in enumerate(mine):

        def part(share: float, index: int = index) -> None:
            if progress is not None:
                progress((index + share) / len(mine))

        reviews.append(
            review_hand(
                public_hand_record(record, seat),
                seat,
                samples=samples,
                cancel=cancel,
                progress=part,
            )
        )
    return MatchReview(player, tuple(reviews))
