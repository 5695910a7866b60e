"""Operation records: the engine's event stream (docs/architecture.md rule 2).

Every engine action returns a tuple of these small frozen records; the GUI controller
turns them into signals and the hand history keeps the actions that caused them.
Some carry private cards: a view filters them for its viewer with
``privacy.visible_records``, which makes ``DealtFaceDown`` and ``StreetSetFaceDown``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ofc_desktop.core.cards import Card

if TYPE_CHECKING:
    from ofc_desktop.core.board import Board
    from ofc_desktop.core.scoring import HandSettlement

HAND = "hand"  # a card held, not yet placed
DISCARD = "discard"
# A card's place during a street: HAND, DISCARD, or a row name ("top", "middle", "bottom").
Location = str


@dataclass(frozen=True)
class HandStarted:
    hand_number: int
    players: tuple[str, ...]
    button: int
    fantasyland: tuple[tuple[int, int], ...]  # (seat, cards dealt) for Fantasyland seats


@dataclass(frozen=True)
class Dealt:
    seat: int
    street: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class DealtFaceDown:
    """Another seat's deal as a viewer sees it: how many cards, never which (§5)."""

    seat: int
    street: int
    count: int


@dataclass(frozen=True)
class TurnStarted:
    seat: int
    street: int


@dataclass(frozen=True)
class Placed:
    seat: int
    card: Card
    row: str
    source: Location


@dataclass(frozen=True)
class Discarded:
    seat: int
    card: Card
    source: Location


@dataclass(frozen=True)
class Returned:
    """A card taken back into the hand during its street (rearranging or undo)."""

    seat: int
    card: Card
    source: Location


@dataclass(frozen=True)
class StreetConfirmed:
    seat: int
    street: int
    placed: tuple[tuple[Card, str], ...]
    discarded: int  # discards stay face down: only their number is public


@dataclass(frozen=True)
class StreetSetFaceDown:
    """Another seat confirmed a street of a face-down board (§6, §9): only the number
    of cards it set there is public until its board is revealed."""

    seat: int
    street: int
    cards: int


@dataclass(frozen=True)
class NaturalDeclared:
    seat: int
    natural: str


@dataclass(frozen=True)
class Surrendered:
    seat: int


@dataclass(frozen=True)
class BoardRevealed:
    """A face-down board (Fantasyland or closed Chinese) turned up after everyone set."""

    seat: int
    board: Board


@dataclass(frozen=True)
class HandScored:
    settlement: HandSettlement


@dataclass(frozen=True)
class FantasylandEntered:
    seat: int
    cards: int


@dataclass(frozen=True)
class FantasylandStayed:
    seat: int
    cards: int


@dataclass(frozen=True)
class ButtonMoved:
    source: int
    target: int


@dataclass(frozen=True)
class PlayerEliminated:
    player: str


@dataclass(frozen=True)
class MatchEnded:
    totals: tuple[tuple[str, int], ...]


Record = (
    HandStarted
    | Dealt
    | DealtFaceDown
    | TurnStarted
    | Placed
    | Discarded
    | Returned
    | StreetConfirmed
    | StreetSetFaceDown
    | NaturalDeclared
    | Surrendered
    | BoardRevealed
    | HandScored
    | FantasylandEntered
    | FantasylandStayed
    | ButtonMoved
    | PlayerEliminated
    | MatchEnded
)
