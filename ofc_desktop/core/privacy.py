"""What one viewer may see of the engine's records (docs/rules.md §5, §6, §9).

The records an action returns carry private cards: every seat's deal, a seat's
unconfirmed moves (Pineapple discards included) and the streets of boards set face
down. On one shared screen every view filters the records it receives for its viewer:
its own seat's records pass unchanged; another seat's deal becomes a count, its
unconfirmed moves vanish, a face-down street keeps only the number of cards set, and
its declared natural stays with it until the reveal (the table shows the others a
natural only when the boards are turned up and scored).

>>> from ofc_desktop.core.hand import Hand
>>> from ofc_desktop.core.rules import RuleSet
>>> hand = Hand(RuleSet(), ["Ann", "Bob"], seed=7)
>>> records = hand.start()
>>> [type(r).__name__ for r in visible_records(records, 0, face_down_seats(hand))]
['HandStarted', 'TurnStarted', 'DealtFaceDown']
>>> cards_revealed_to(visible_records(records, 1, face_down_seats(hand))) == set(
...     hand.board(1).cards() + hand.seats[1].held())
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Iterator, Mapping, Sequence
from enum import Enum
from typing import TYPE_CHECKING, assert_never

from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card
from ofc_desktop.core.records import (
    BoardRevealed,
    ButtonMoved,
    Dealt,
    DealtFaceDown,
    Discarded,
    FantasylandEntered,
    FantasylandStayed,
    HandScored,
    HandStarted,
    MatchEnded,
    NaturalDeclared,
    Placed,
    PlayerEliminated,
    Record,
    Returned,
    StreetConfirmed,
    StreetSetFaceDown,
    Surrendered,
    TurnStarted,
)

if TYPE_CHECKING:
    from ofc_desktop.core.hand import Hand


def face_down_seats(hand: Hand) -> frozenset[int]:
    """Seats whose boards are set face down this hand (Fantasyland, closed game).

    >>> from ofc_desktop.core.hand import Hand
    >>> from ofc_desktop.core.rules import RuleSet, Variant
    >>> face_down_seats(Hand(RuleSet(variant=Variant.PINEAPPLE), ["A", "B"], fantasyland={1: 14}))
    frozenset({1})
    """
    return frozenset(seat for seat in range(len(hand.players)) if hand.is_simultaneous(seat))


def holds_private_cards(hand: Hand | None, seat: int) -> bool:
    """Cards of ``seat`` nobody else may see yet: held, laid out this street, or set
    face down (all public once the hand is over)."""
    if hand is None or hand.is_over:
        return False
    state = hand.seats[seat]
    face_down = hand.is_simultaneous(seat) and any(state.rows.values())
    return bool(state.street_cards) or face_down


def visible_record(
    record: Record, viewer: int | None, face_down_seats: Collection[int]
) -> Record | None:
    """``record`` as ``viewer`` may see it (None: a public observer), or None when the
    viewer may not know it happened at all."""
    if isinstance(record, Dealt):
        if record.seat == viewer:
            return record
        return DealtFaceDown(record.seat, record.street, len(record.cards))
    if isinstance(record, Placed | Discarded | Returned):
        # Moves stay private until the street is confirmed.
        return record if record.seat == viewer else None
    if isinstance(record, NaturalDeclared):
        # Declared before the reveal on a face-down board: the others learn of it from
        # the revealed board and the settlement (§9), never ahead of them.
        return record if record.seat == viewer else None
    if isinstance(record, StreetConfirmed):
        if record.seat == viewer or record.seat not in face_down_seats:
            return record  # face-up placements are public once confirmed
        return StreetSetFaceDown(record.seat, record.street, len(record.placed))
    if isinstance(
        record,
        HandStarted
        | DealtFaceDown
        | TurnStarted
        | StreetSetFaceDown
        | Surrendered
        | BoardRevealed
        | HandScored
        | FantasylandEntered
        | FantasylandStayed
        | ButtonMoved
        | PlayerEliminated
        | MatchEnded,
    ):
        # Public: a surrender shows at once and carries no card, and a board is revealed
        # after everyone has set (the engine emits BoardRevealed only then).
        return record
    assert_never(record)


def visible_records(
    records: Sequence[Record], viewer: int | None, face_down_seats: Collection[int]
) -> tuple[Record, ...]:
    """The records ``viewer`` may see (None: a public observer); ``face_down_seats``
    are the seats whose boards are set face down this hand (see :func:`face_down_seats`).

    >>> from ofc_desktop.core.records import Discarded, Placed
    >>> from ofc_desktop.core.cards import parse_card
    >>> moves = (Placed(0, parse_card("As"), "top", "hand"), Discarded(1, parse_card("2c"), "hand"))
    >>> visible_records(moves, 1, ()) == moves[1:]
    True
    """
    visible = (visible_record(record, viewer, face_down_seats) for record in records)
    return tuple(record for record in visible if record is not None)


def _cards_in(value: object) -> Iterator[Card]:
    """Every card held anywhere inside a record's fields."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, Board):
        yield from value.cards()
    elif value is None or isinstance(value, str | int | float | Enum):
        return
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _cards_in(getattr(value, field.name))
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from _cards_in(key)
            yield from _cards_in(item)
    elif isinstance(value, tuple | list | set | frozenset):
        for item in value:
            yield from _cards_in(item)


def cards_revealed_to(records: Sequence[Record]) -> set[Card]:
    """Every card any of ``records`` shows: a check that a filtered stream leaks nothing.

    >>> from ofc_desktop.core.cards import parse_cards
    >>> ace, king = parse_cards("As Kd")
    >>> cards_revealed_to([Dealt(0, 0, (ace, king)), DealtFaceDown(1, 0, 2)]) == {ace, king}
    True
    """
    return {card for record in records for card in _cards_in(record)}
