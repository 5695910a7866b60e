"""A match played to a points target (docs/rules.md §10 lengths, with §6 Fantasyland
extensions): the setting, its validation and JSON form, and when the match ends."""

from __future__ import annotations

import json
import random

import pytest

from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.hand import IllegalAction
from ofc_desktop.core.match import Match
from ofc_desktop.core.records import MatchEnded
from ofc_desktop.core.rules import MAX_MATCH_POINTS, MatchLength, RuleSet, Variant
from tests.core.hand_helpers import (
    CLASSIC,
    LEAVES_WITH_QUEENS,
    NO_FANTASYLAND,
    OTHER,
    STAY_TRIPS,
    TOPS,
    names,
    play_randomly,
)
from tests.core.test_match import play_hand_of, stack_next_hand

# Kings on top and a full house on the bottom: beats OTHER by 3 and stays in no
# Fantasyland (no trips on top, no full house in the middle, no quads on the bottom).
LEAVES_WINNING_BY_3 = ("Ks Kd 2c", "As Ad 3h 4h 5c", "9s 9d 9c 7s 7d")


def to_points(target: int, base: RuleSet = CLASSIC) -> RuleSet:
    return base.with_changes(match_length=MatchLength.POINTS, match_points=target)


# ----- the setting ------------------------------------------------------------------------


def test_points_is_a_match_length_with_a_target() -> None:
    rules = to_points(50)
    assert rules.match_length is MatchLength.POINTS and rules.match_points == 50
    assert RuleSet().match_points == 0  # unused by the other lengths


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            {"match_length": "points"},
            f"a match to a points target needs match_points from 1 to {MAX_MATCH_POINTS}",
        ),
        (
            {"match_length": "points", "match_points": 0},
            f"a match to a points target needs match_points from 1 to {MAX_MATCH_POINTS}",
        ),
        (
            {"match_length": "points", "match_points": 100_001},
            "match_points must be a whole number from 0 to 100000, got 100001",
        ),
        ({"match_points": -1}, "match_points must be a whole number from 0 to 100000, got -1"),
        ({"match_points": "10"}, "match_points must be a whole number from 0 to 100000, got '10'"),
        ({"match_points": 2.5}, "match_points must be a whole number from 0 to 100000, got 2.5"),
        ({"match_points": True}, "match_points must be a whole number from 0 to 100000, got True"),
        ({"match_length": "to points"}, "match_length must be one of"),
    ],
)
def test_bad_points_settings_are_refused_with_a_reason(
    data: dict[str, object], message: str
) -> None:
    with pytest.raises(RulesError) as error:
        RuleSet.from_dict(data)
    assert message in str(error.value)


def test_the_target_limits_are_accepted() -> None:
    assert to_points(1).match_points == 1
    assert to_points(MAX_MATCH_POINTS).match_points == MAX_MATCH_POINTS
    # another length keeps a target without using it (a dialog switching back and forth)
    hands = RuleSet(match_length=MatchLength.HANDS, match_hands=3, match_points=40)
    assert hands.match_points == 40


@pytest.mark.parametrize(
    "rules",
    [
        to_points(10),
        to_points(250, RuleSet(variant=Variant.PINEAPPLE, decks=2, jokers_per_deck=1)),
        RuleSet(match_length=MatchLength.UNLIMITED, match_points=30),
    ],
)
def test_points_settings_round_trip_through_json(rules: RuleSet) -> None:
    dumped = rules.to_dict()
    assert dumped["match_length"] == rules.match_length.value
    assert dumped["match_points"] == rules.match_points
    again = RuleSet.from_dict(json.loads(json.dumps(dumped)))
    assert again == rules and again.to_dict() == dumped


def test_old_settings_without_a_target_still_load() -> None:
    data = RuleSet().to_dict()
    del data["match_points"]
    assert RuleSet.from_dict(data) == RuleSet()


# ----- when a points match ends -----------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 7), (3, 4), (4, 11)])
def test_the_match_ends_on_the_first_hand_that_puts_someone_at_the_target(
    players: int, seed: int
) -> None:
    match = Match(to_points(10, NO_FANTASYLAND), names(players), seed=seed)
    history = []
    while not match.is_over:
        assert len(match.hands) < 200, "a random match to 10 points should end quickly"
        records = play_hand_of(match, seed + len(match.hands))
        history.append((dict(match.totals), [r for r in records if isinstance(r, MatchEnded)]))
    *before, (last_totals, ended) = history
    assert all(max(totals.values()) < 10 and not end for totals, end in before)
    assert max(last_totals.values()) >= 10
    assert ended == [MatchEnded(tuple(match.totals.items()))]
    assert sum(match.totals.values()) == 0
    with pytest.raises(IllegalAction, match="the match is over"):
        match.start_hand()


def test_a_finished_hand_that_reaches_the_target_ends_the_match_before_it_is_settled() -> None:
    for seed in range(40):
        match = Match(to_points(4, NO_FANTASYLAND), names(2), seed=seed)
        match.start_hand()
        assert match.hand is not None
        play_randomly(match.hand, seed)
        assert match.hand.settlement is not None
        reached = max(match.hand.settlement.total(p) for p in names(2)) >= 4
        assert match.is_over == reached and match.can_start_hand() == (not reached)
        assert match.totals == {"Ann": 0, "Bob": 0}  # asking settled nothing
        match.close_hand()
        assert match.is_over == reached


def test_a_negative_total_does_not_end_the_match() -> None:
    match = Match(to_points(10, NO_FANTASYLAND), names(3), seed=2)
    match.totals = {"Ann": -18, "Bob": 9, "Cat": 9}  # only a debt is past the target
    assert not match.is_over and match.can_start_hand()


def test_the_match_continues_while_a_fantasyland_hand_is_owed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = Match(to_points(5), names(2), seed=2)
    records = stack_next_hand(monkeypatch, match, {1: TOPS["KK"], 0: OTHER})
    assert match.totals["Ann"] >= 5 and match.fantasyland == {"Bob": 13}
    assert not match.is_over and match.can_start_hand()
    assert not any(isinstance(r, MatchEnded) for r in records)
    # Bob stays in with trips on top: the match extends again.
    records = stack_next_hand(monkeypatch, match, {1: STAY_TRIPS, 0: OTHER})
    assert match.fantasyland == {"Bob": 13} and not match.is_over
    assert not any(isinstance(r, MatchEnded) for r in records)
    # Bob leaves Fantasyland: the match is over.
    records = stack_next_hand(monkeypatch, match, {1: LEAVES_WITH_QUEENS, 0: OTHER})
    assert match.fantasyland == {} and match.is_over and not match.can_start_hand()
    assert len(match.hands) == 3
    assert [r for r in records if isinstance(r, MatchEnded)] == [
        MatchEnded(tuple(match.totals.items()))
    ]


def test_the_extension_ends_the_match_even_when_it_takes_the_leader_under_the_target(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = Match(to_points(5), names(2), seed=2)
    stack_next_hand(monkeypatch, match, {1: TOPS["KK"], 0: OTHER})
    assert match.totals == {"Ann": 5, "Bob": -5} and not match.is_over
    records = stack_next_hand(monkeypatch, match, {1: LEAVES_WINNING_BY_3, 0: OTHER})
    assert match.totals == {"Ann": 2, "Bob": -2} and match.fantasyland == {}
    assert match.is_over
    assert MatchEnded((("Ann", 2), ("Bob", -2))) in records


def test_a_target_not_reached_keeps_the_match_going(monkeypatch: pytest.MonkeyPatch) -> None:
    match = Match(to_points(6, NO_FANTASYLAND), names(2), seed=2)
    stack_next_hand(monkeypatch, match, {1: TOPS["KK"], 0: OTHER})
    assert match.totals == {"Ann": 5, "Bob": -5} and not match.is_over
    stack_next_hand(monkeypatch, match, {1: TOPS["KK"], 0: OTHER})
    assert match.totals == {"Ann": 10, "Bob": -10} and match.is_over


@pytest.mark.parametrize("fantasyland", [True, False])
def test_can_start_hand_and_start_hand_agree(fantasyland: bool) -> None:
    base = RuleSet(fantasyland=fantasyland)
    for seed in range(6):
        match = Match(to_points(8, base), names(2 + seed % 2), seed=seed)
        rng = random.Random(seed)
        for _ in range(60):
            can = match.can_start_hand()
            assert can == (not match.is_over)
            if not can:
                with pytest.raises(IllegalAction, match="the match is over"):
                    match.start_hand()
                break
            match.start_hand()
            assert match.hand is not None
            assert not match.can_start_hand()  # a hand is running
            play_randomly(match.hand, rng.randrange(1000))
            if rng.random() < 0.5:  # sometimes the next start settles the hand itself
                match.close_hand()
        else:
            pytest.fail("a match to 8 points never ended")
