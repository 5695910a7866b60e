"""The skill score of a match: the player's finished hands reviewed, points lost per
hand, read only as the player could see them."""

from __future__ import annotations

import random
import threading

import pytest

from ofc_desktop.bots.match_review import review_match
from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.core.history import SeatInfo, hand_to_record
from ofc_desktop.core.match import Match
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, play_match

SEATS = [SeatInfo("You"), SeatInfo("Vera", "bot", "hard")]


def match_records(seed: int) -> list[dict[str, object]]:
    rules = RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.HANDS, match_hands=2)
    match = Match(rules, [s.name for s in SEATS], seed=seed)
    play_match(match, [RandomSeat(s.name, random.Random(seed + i)) for i, s in enumerate(SEATS)])
    return [hand_to_record(hand, SEATS) for hand in match.hands]


def test_the_skill_score_is_the_mean_loss_of_the_players_hands() -> None:
    records = match_records(3)
    review = review_match(records, "You", samples=24)
    assert len(review.hands) == len(records)
    losses = [hand.loss for hand in review.hands]
    assert all(loss >= 0 for loss in losses)
    assert review.skill_score == pytest.approx(sum(losses) / len(losses))
    assert review.mistakes == sum(len(hand.mistakes) for hand in review.hands)
    # Random play is far from the best: it loses points.
    assert review.skill_score > 0


def test_a_player_who_did_not_sit_has_nothing_to_review() -> None:
    assert review_match(match_records(4), "Nobody", samples=24).hands == ()


def test_progress_runs_to_the_end_and_a_cancel_stops_it() -> None:
    records = match_records(5)
    seen: list[float] = []
    review_match(records, "You", samples=24, progress=seen.append)
    assert seen and max(seen) <= 1.0 and seen == sorted(seen)
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        review_match(records, "You", samples=24, cancel=cancel)
