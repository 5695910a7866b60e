"""Every decision of a reviewed hand as one graded row, kept for the coach report.

A hand's review (``analysis.review_hand``) judges each street a player played against
every legal play; here each of those judgements becomes a :class:`DecisionGrade`: the
points lost with their error, the grade, the decision's kinds and leak
(``decision_kinds``), where it stood (the street, the table) and the position itself,
so the report can sum the losses by kind and open any of them in the lab.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from ofc_desktop.bots.analysis import DecisionReview, HandReview
from ofc_desktop.bots.decision_kinds import DecisionGrade, HandOutcome, PlayOutcome, classify
from ofc_desktop.bots.estimate import PlacementValue, decision_key
from ofc_desktop.bots.grades import grade_of
from ofc_desktop.bots.puzzles import decision_to_json
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.history import replay_records
from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.core.position_json import position_to_json


def _outcome_of(decision: DecisionReview, play: Decision) -> PlayOutcome:
    found = decision.play_of(play)
    if found is None:  # a whole board not weighed against others: judged as laid out
        return PlayOutcome(play, 0.0)
    return _outcome(found)


def _outcome(play: PlacementValue) -> PlayOutcome:
    return PlayOutcome(play.decision, play.foul_chance, play.foul_stderr, play.fantasyland_chance)


def _play_json(decision: Decision) -> str:
    return json.dumps(decision_to_json(decision), sort_keys=True)


def grade_decision(
    fingerprint: str, player: str, seat: int, review: DecisionReview
) -> DecisionGrade:
    """One reviewed street as a stored grade."""
    chosen = _outcome_of(review, review.chosen)
    best = _outcome_of(review, review.best)
    found = classify(review.view, chosen, best)
    position = LabPosition.from_view(review.view).canonical()
    same = decision_key(review.chosen) == decision_key(review.best)
    return DecisionGrade(
        fingerprint=fingerprint,
        player=player,
        seat=seat,
        street=review.street,
        situation=found.situation,
        kinds=found.kinds,
        leak=found.leak,
        loss=0.0 if same else max(0.0, review.loss),
        stderr=0.0 if same else review.stderr,
        grade=grade_of(review).value,
        exact=review.exact,
        chosen_foul=chosen.foul_chance,
        best_foul=best.foul_chance,
        chosen_fantasyland=chosen.fantasyland_chance,
        best_fantasyland=best.fantasyland_chance,
        position=json.dumps(position_to_json(position), sort_keys=True),
        chosen=_play_json(review.chosen),
        best=_play_json(review.best),
    )


def grade_hand(
    fingerprint: str, record: Mapping[str, Any], review: HandReview, played_at: str
) -> tuple[list[DecisionGrade], HandOutcome]:
    """Every street of one player's reviewed hand, and how the hand ended for them."""
    grades = [
        grade_decision(fingerprint, review.player, review.seat, decision)
        for decision in review.decisions
    ]
    return grades, hand_outcome(fingerprint, record, review, played_at)


def hand_outcome(
    fingerprint: str, record: Mapping[str, Any], review: HandReview, played_at: str
) -> HandOutcome:
    """How the hand ended for the reviewed seat (its record replayed by the engine)."""
    hand = replay_records(record)[0]
    evaluation = hand.evaluations[review.seat]
    in_fantasyland = review.seat in hand.fantasyland
    best_foul = best_fantasyland = 0.0
    if review.decisions:
        first = review.decisions[0]
        best = _outcome_of(first, first.best)
        best_foul = best.foul_chance
        best_fantasyland = 0.0 if in_fantasyland else best.fantasyland_chance
    return HandOutcome(
        fingerprint=fingerprint,
        player=review.player,
        variant=hand.rules.variant.value,
        players=len(hand.players),
        jokers=hand.rules.jokers_per_deck,
        decks=hand.rules.decks,
        played_at=played_at,
        fouled=evaluation.fouled,
        entered_fantasyland=evaluation.fantasyland.qualifies and not in_fantasyland,
        best_foul=best_foul,
        best_fantasyland=best_fantasyland,
    )
