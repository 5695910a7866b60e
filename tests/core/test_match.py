"""Matches: the button between hands, Fantasyland extensions, lengths, leaving and
joining (docs/rules.md §5, §6, §10)."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.hand import IllegalAction
from ofc_desktop.core.match import Match
from ofc_desktop.core.records import (
    ButtonMoved,
    MatchEnded,
    PlayerEliminated,
    Record,
)
from ofc_desktop.core.rules import MatchLength, RuleSet
from tests.core.hand_helpers import (
    CLASSIC,
    LEAVES_WITH_QUEENS,
    NO_FANTASYLAND,
    OTHER,
    PINEAPPLE,
    STAY_TRIPS,
    TOPS,
    Rows,
    names,
    play_randomly,
    play_stacked_hand,
)

# ----- matches: the button, Fantasyland extensions, lengths ------------------------------


def play_hand_of(match: Match, seed: int = 0) -> tuple[Record, ...]:
    """Start the match's next hand, play it randomly and settle it."""
    match.start_hand()
    assert match.hand is not None
    play_randomly(match.hand, seed)
    return match.close_hand()


def stack_next_hand(
    monkeypatch: pytest.MonkeyPatch, match: Match, boards: Mapping[int, Rows]
) -> tuple[Record, ...]:
    """Play the match's next hand with the given boards and settle it."""
    play_stacked_hand(monkeypatch, match, boards)
    return match.close_hand()


def test_the_button_moves_one_seat_after_each_hand() -> None:
    match = Match(NO_FANTASYLAND, names(3), seed=4)
    buttons = []
    moves = []
    while not match.is_over:
        records = play_hand_of(match)
        assert match.hand is not None
        buttons.append(match.hand.button)
        moves += [r for r in records if isinstance(r, ButtonMoved)]
    assert buttons == [0, 1, 2]
    assert moves == [ButtonMoved(0, 1), ButtonMoved(1, 2), ButtonMoved(2, 0)]


@pytest.mark.parametrize("moves_on_fantasyland", [False, True])
def test_the_button_on_a_fantasyland_hand(
    monkeypatch: pytest.MonkeyPatch, moves_on_fantasyland: bool
) -> None:
    rules = RuleSet(button_moves_on_fantasyland=moves_on_fantasyland)
    match = Match(rules, names(2), seed=1)
    stack_next_hand(monkeypatch, match, {1: TOPS["QQ"], 0: OTHER})
    assert match.fantasyland == {"Bob": 13}
    assert match.button == 1  # an ordinary hand moved it
    records = stack_next_hand(monkeypatch, match, {1: LEAVES_WITH_QUEENS, 0: OTHER})
    assert match.hands[-1].fantasyland == {1: 13}
    if moves_on_fantasyland:
        assert match.button == 0 and ButtonMoved(1, 0) in records
    else:
        assert match.button == 1
        assert not any(isinstance(r, ButtonMoved) for r in records)


def test_a_match_extends_while_someone_is_in_fantasyland(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = Match(RuleSet(match_length=MatchLength.HANDS, match_hands=1), names(2), seed=2)
    records = stack_next_hand(monkeypatch, match, {1: TOPS["KK"], 0: OTHER})
    assert match.fantasyland == {"Bob": 13}
    assert not match.is_over and match.can_start_hand()
    assert not any(isinstance(r, MatchEnded) for r in records)
    with pytest.raises(IllegalAction, match="Fantasyland hand is owed"):
        match.leave("Bob")
    # Bob stays in with trips on top: another extension.
    records = stack_next_hand(monkeypatch, match, {1: STAY_TRIPS, 0: OTHER})
    assert match.fantasyland == {"Bob": 13} and not match.is_over
    # Now Bob leaves Fantasyland: the match is over.
    records = stack_next_hand(monkeypatch, match, {1: LEAVES_WITH_QUEENS, 0: OTHER})
    assert match.fantasyland == {} and match.is_over
    assert len(match.hands) == 3
    assert [r for r in records if isinstance(r, MatchEnded)] == [
        MatchEnded(tuple(match.totals.items()))
    ]
    with pytest.raises(IllegalAction, match="the match is over"):
        match.start_hand()


def test_a_forced_fantasyland_debt_keeps_the_match_going() -> None:
    match = Match(RuleSet(match_length=MatchLength.HANDS, match_hands=1), names(2), seed=3)
    play_hand_of(match)
    match.fantasyland = {"Ann": 13}
    assert not match.is_over
    match.start_hand()
    assert match.hand is not None and match.hand.fantasyland == {0: 13}


def test_an_orbit_is_one_hand_per_player() -> None:
    for players in (2, 3, 4):
        match = Match(NO_FANTASYLAND, names(players), seed=players)
        ended = []
        while not match.is_over:
            ended += [r for r in play_hand_of(match) if isinstance(r, MatchEnded)]
        assert len(match.hands) == players
        assert match.button_moves == players and match.button == 0
        assert len(ended) == 1


def test_an_orbit_plus_a_fantasyland_extension(monkeypatch: pytest.MonkeyPatch) -> None:
    match = Match(CLASSIC, names(2), seed=5)
    stack_next_hand(monkeypatch, match, {1: TOPS["AA"], 0: OTHER})
    stack_next_hand(monkeypatch, match, {1: LEAVES_WITH_QUEENS, 0: OTHER})
    assert match.fantasyland == {} and not match.is_over  # only one button move so far
    stack_next_hand(monkeypatch, match, {1: OTHER, 0: TOPS["JJ"]})
    assert match.is_over and len(match.hands) == 3 and match.button_moves == 2


def test_a_match_of_n_hands() -> None:
    rules = NO_FANTASYLAND.with_changes(match_length=MatchLength.HANDS, match_hands=5)
    match = Match(rules, names(2), seed=7)
    while not match.is_over:
        play_hand_of(match)
    assert len(match.hands) == 5
    assert sum(match.totals.values()) == 0
    assert match.totals == {
        p: sum(h.settlement.total(p) for h in match.hands if h.settlement) for p in names(2)
    }


def test_an_unlimited_match_never_ends_by_itself() -> None:
    match = Match(NO_FANTASYLAND.with_changes(match_length=MatchLength.UNLIMITED), names(2))
    for seed in range(8):
        play_hand_of(match, seed)
        assert not match.is_over


def elimination_match(players: int, seed: int) -> Match:
    rules = NO_FANTASYLAND.with_changes(match_length=MatchLength.ELIMINATION)
    return Match(rules, names(players), seed=seed)


def test_elimination_starts_everyone_at_100() -> None:
    match = elimination_match(3, 0)
    assert match.totals == {"Ann": 100, "Bob": 100, "Cat": 100}
    play_hand_of(match)
    assert sum(match.totals.values()) == 300


def test_elimination_removes_a_player_at_zero_and_the_button_passes_on() -> None:
    # Find a deal where Bob, who gets the button after hand 1, loses hand 1.
    for seed in range(50):
        match = elimination_match(3, seed)
        match.start_hand()
        assert match.hand is not None
        play_randomly(match.hand, seed)
        assert match.hand.settlement is not None
        lost = -match.hand.settlement.total("Bob")
        if lost > 0:
            break
    else:
        pytest.fail("no deal in 50 where Bob loses")
    match.totals["Bob"] = lost  # Bob ends the hand on exactly 0
    records = match.close_hand()
    assert match.totals["Bob"] == 0
    assert PlayerEliminated("Bob") in records
    assert match.players == ["Ann", "Cat"] and match.eliminated == ["Bob"]
    assert match.players[match.button] == "Cat"  # the button passed on clockwise
    assert ButtonMoved(0, 1) in records
    assert not match.is_over
    with pytest.raises(IllegalAction, match="eliminated"):
        match.join("Bob")
    match.start_hand()
    assert match.hand is not None and match.hand.players == ("Ann", "Cat")
    assert match.hand.to_act == 0  # Ann sits left of Cat's button


def test_elimination_ends_when_one_player_is_left() -> None:
    match = elimination_match(2, 1)
    match.start_hand()
    assert match.hand is not None
    play_randomly(match.hand, 3)
    assert match.hand.settlement is not None
    loser = min(names(2), key=match.hand.settlement.total)
    winner = next(p for p in names(2) if p != loser)
    assert match.hand.settlement.total(loser) < 0
    match.totals[loser] = -match.hand.settlement.total(loser) - 5  # ends at -5
    records = match.close_hand()
    assert PlayerEliminated(loser) in records
    assert match.players == [winner] and match.is_over
    assert any(isinstance(r, MatchEnded) for r in records)


# ----- leaving and joining ----------------------------------------------------------


def test_nobody_leaves_or_joins_during_a_hand() -> None:
    match = Match(CLASSIC, names(3), seed=1)
    match.start_hand()
    with pytest.raises(IllegalAction, match="leave only between hands"):
        match.leave("Bob")
    with pytest.raises(IllegalAction, match="join only between hands"):
        match.join("Dan")
    assert not match.can_start_hand()
    with pytest.raises(IllegalAction, match="finish the hand in progress first"):
        match.verify_start_hand()
    with pytest.raises(IllegalAction):
        match.start_hand()
    with pytest.raises(IllegalAction, match="no finished hand to settle"):
        match.close_hand()


def test_starting_a_hand_during_a_hand_says_why() -> None:
    match = Match(CLASSIC, names(2), seed=1)
    match.start_hand()
    with pytest.raises(IllegalAction, match="finish the hand in progress first"):
        match.start_hand()


def test_leaving_between_hands_keeps_the_total_and_the_button_holder() -> None:
    match = Match(NO_FANTASYLAND, names(4), seed=2)
    play_hand_of(match)
    assert match.button == 1  # Bob
    total = match.totals["Dan"]
    match.leave("Dan")
    assert match.players == ["Ann", "Bob", "Cat"] and match.totals["Dan"] == total
    assert match.players[match.button] == "Bob"
    match.leave("Ann")
    assert match.players == ["Bob", "Cat"] and match.players[match.button] == "Bob"
    with pytest.raises(IllegalAction, match="not at the table"):
        match.leave("Ann")


def test_when_the_button_holder_leaves_the_button_goes_clockwise() -> None:
    match = Match(NO_FANTASYLAND, names(3), seed=2)
    play_hand_of(match)
    assert match.players[match.button] == "Bob"
    # Index 1 stays, but it is Cat's seat now: the button changed hands.
    assert match.leave("Bob") == (ButtonMoved(1, 1),)
    assert match.players[match.button] == "Cat"


def test_joining_between_hands() -> None:
    match = Match(NO_FANTASYLAND, names(2), seed=3)
    play_hand_of(match)
    holder = match.players[match.button]
    match.join("Cat")
    assert match.players[match.button] == holder  # the button stays where it was
    seat = match.players.index("Cat")
    assert (seat + 1) % 3 == match.button  # sits right of the button
    assert match.totals["Cat"] == 0
    match.start_hand()
    assert match.hand is not None and "Cat" in match.hand.players
    with pytest.raises(IllegalAction, match="join only between hands"):
        match.join("Dan")


def test_a_joining_player_acts_just_before_the_button() -> None:
    match = Match(NO_FANTASYLAND, names(3), seed=3)
    play_hand_of(match)
    match.join("Dan")
    match.start_hand()
    assert match.hand is not None
    assert match.hand.players[match.hand.order[-2]] == "Dan"


def test_join_rejects_a_name_at_the_table_and_a_full_table() -> None:
    match = Match(PINEAPPLE, names(2), seed=4)
    with pytest.raises(IllegalAction, match="name not already at the table"):
        match.join("Ann")
    match.join("Cat")
    with pytest.raises(RulesError, match="at most 3 players"):
        match.join("Dan")


def test_nobody_joins_a_finished_match() -> None:
    match = Match(NO_FANTASYLAND, names(2), seed=8)
    while not match.is_over:
        play_hand_of(match)
    with pytest.raises(IllegalAction, match="the match is over"):
        match.join("Cat")
