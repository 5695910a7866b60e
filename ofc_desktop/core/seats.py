"""Seats: who answers for each place at the table (docs/architecture.md rule 3).

Every seat is asked for its decision the same way. A human seat answers from the table
(the scene), so the engine never asks it; a bot seat thinks; a replay seat repeats what
was recorded. One loop drives them all: :func:`play_hand` for a hand, :func:`play_match`
for a match; a controller that must wait for people asks :func:`seats_to_ask` instead.

>>> from ofc_desktop.core.rules import RuleSet
>>> hand = Hand(RuleSet(), ["Ann", "Bob"], seed=7)
>>> records = hand.start()
>>> seats_to_ask(hand, [HumanSeat("Ann"), ReplaySeat("Bob", {})])
[1]
>>> play_hand(hand, [HumanSeat("Ann"), ReplaySeat("Bob", {})])
Traceback (most recent call last):
...
ofc_desktop.core.errors.OfcError: Bob has no recorded decision for hand 1, street 0
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.decision import Decision, apply_decision
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand, IllegalAction
from ofc_desktop.core.match import Match
from ofc_desktop.core.translate import translate
from ofc_desktop.core.view import PlayerView, view_for


class SeatKind(Enum):
    HUMAN = "human"
    BOT = "bot"
    REPLAY = "replay"


class Seat(Protocol):
    """A place at the table that can be asked for its decision on the current street."""

    @property
    def name(self) -> str: ...

    @property
    def kind(self) -> SeatKind: ...

    def decide(self, view: PlayerView, cancel: threading.Event | None = None) -> Decision:
        """The decision for ``view``'s street; may raise when ``cancel`` is set."""
        ...


OnDecision = Callable[[int, PlayerView, Decision, float], None]
"""Told of each decision played: (seat, the view it answered, the decision, seconds)."""


@dataclass(frozen=True)
class HumanSeat:
    """A person at the table: the moves come from the scene, never from :meth:`decide`."""

    name: str

    @property
    def kind(self) -> SeatKind:
        return SeatKind.HUMAN

    def decide(self, view: PlayerView, cancel: threading.Event | None = None) -> Decision:
        raise OfcError(
            translate("PlayErrors", "{name} is a human seat: it answers from the table").format(
                name=self.name
            )
        )


@dataclass
class ReplaySeat:
    """Plays recorded decisions, keyed by (hand number, street) of the seat's own view."""

    name: str
    decisions: Mapping[tuple[int, int], Decision]

    @property
    def kind(self) -> SeatKind:
        return SeatKind.REPLAY

    def decide(self, view: PlayerView, cancel: threading.Event | None = None) -> Decision:
        decision = self.decisions.get((view.hand_number, view.street))
        if decision is None:
            raise OfcError(
                translate(
                    "PlayErrors", "{name} has no recorded decision for hand {hand}, street {street}"
                ).format(name=self.name, hand=view.hand_number, street=view.street)
            )
        return decision


def _check_seats(hand: Hand, seats: Sequence[Seat]) -> None:
    if len(seats) != len(hand.players):
        raise OfcError(
            translate("PlayErrors", "the hand has {players} seats but {seats} were given").format(
                players=len(hand.players), seats=len(seats)
            )
        )


@dataclass(frozen=True)
class RandomSeat:
    """A computer seat playing uniformly random legal decisions (tests, demos)."""

    name: str
    rng: random.Random

    @property
    def kind(self) -> SeatKind:
        return SeatKind.BOT

    def decide(self, view: PlayerView, cancel: threading.Event | None = None) -> Decision:
        return random_decision(view, self.rng)


def seats_to_ask(hand: Hand, seats: Sequence[Seat]) -> list[int]:
    """Seats that must decide now and are not human, in acting order."""
    _check_seats(hand, seats)
    return [seat for seat in hand.acting_seats() if seats[seat].kind is not SeatKind.HUMAN]


def play_hand(
    hand: Hand,
    seats: Sequence[Seat],
    *,
    cancel: threading.Event | None = None,
    on_decision: OnDecision | None = None,
) -> None:
    """Drive a started hand to its end; ``seats[i]`` answers for seat ``i``.

    The first of :meth:`Hand.acting_seats` is asked each time and its decision applied
    with :func:`apply_decision` (an illegal one raises :class:`IllegalAction`). A human
    seat that must act raises :class:`OfcError`: its moves come from the table. Once
    ``cancel`` is set no further seat is asked and the hand is left unfinished; a seat
    already thinking may raise its own error (a bot raises ``Cancelled``).
    """
    _check_seats(hand, seats)
    if not hand.started:
        raise OfcError(translate("PlayErrors", "start the hand before playing it"))
    while not hand.is_over:
        if cancel is not None and cancel.is_set():
            return
        seat = hand.acting_seats()[0]
        player = seats[seat]
        if player.kind is SeatKind.HUMAN:
            raise OfcError(
                translate(
                    "PlayErrors", "{name} must act, and a human seat answers from the table"
                ).format(name=player.name)
            )
        view = view_for(hand, seat)
        started = time.perf_counter()
        decision = player.decide(view, cancel)
        seconds = time.perf_counter() - started
        apply_decision(hand, seat, decision)
        if on_decision is not None:
            on_decision(seat, view, decision, seconds)


def play_match(
    match: Match,
    seats: Sequence[Seat],
    *,
    cancel: threading.Event | None = None,
    on_decision: OnDecision | None = None,
    on_hand: Callable[[Hand], None] | None = None,
) -> None:
    """Play hands until the match is over; each player is answered by the seat of its
    name (players may leave or be eliminated, so seats follow names, not places).

    A hand already in progress is finished first. ``on_hand`` is told of each hand once
    it is settled into the match totals. Once ``cancel`` is set the match stops where it
    stands, the current hand unfinished.
    """
    by_name: dict[str, Seat] = {}
    for seat in seats:
        if seat.name in by_name:
            raise OfcError(
                translate("PlayErrors", "two seats are called {name}").format(name=seat.name)
            )
        by_name[seat.name] = seat
    missing = [player for player in match.players if player not in by_name]
    if missing:
        raise OfcError(
            translate("PlayErrors", "no seat for {players}").format(players=", ".join(missing))
        )
    hand = match.hand
    if hand is not None and hand.is_over:
        with suppress(IllegalAction):  # already in the totals
            match.close_hand()
    while True:
        if cancel is not None and cancel.is_set():
            return
        if not match.in_hand:
            if match.is_over:
                return
            match.start_hand()
        hand = match.hand
        assert hand is not None
        play_hand(
            hand,
            [by_name[player] for player in hand.players],
            cancel=cancel,
            on_decision=on_decision,
        )
        if not hand.is_over:
            return  # cancelled
        match.close_hand()
        if on_hand is not None:
            on_hand(hand)
