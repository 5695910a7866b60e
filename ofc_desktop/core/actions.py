"""The actions a player takes in a hand, as typed values: the one log a hand keeps.

A hand's history is its deal and these actions in order; replaying them through the
engine's checked entry points rebuilds every state of the hand.

>>> action_from_json({"seat": 1, "action": "place", "card": "Ah", "copy": 0, "row": "top"})
Place(seat=1, card=Card('Ah'), row='top')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeGuard

from ofc_desktop.core.cards import Card, parse_card
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.translate import translate

if TYPE_CHECKING:
    from ofc_desktop.core.hand import Hand
    from ofc_desktop.core.records import Record

ROW_NAMES = tuple(row.value for row in ROWS)
MAX_COPY = 3  # two decks of two jokers: joker copies 0-3


class ActionError(OfcError):
    """A recorded action that is not a well-formed action."""


@dataclass(frozen=True)
class Place:
    seat: int
    card: Card
    row: str


@dataclass(frozen=True)
class Discard:
    seat: int
    card: Card


@dataclass(frozen=True)
class TakeBack:
    seat: int
    card: Card


@dataclass(frozen=True)
class Undo:
    seat: int


@dataclass(frozen=True)
class Confirm:
    seat: int


@dataclass(frozen=True)
class DeclareNatural:
    seat: int


@dataclass(frozen=True)
class Surrender:
    seat: int


HandAction = Place | Discard | TakeBack | Undo | Confirm | DeclareNatural | Surrender

_NAMES: dict[type, str] = {
    Place: "place",
    Discard: "discard",
    TakeBack: "take_back",
    Undo: "undo",
    Confirm: "confirm",
    DeclareNatural: "declare_natural",
    Surrender: "surrender",
}
_BY_NAME = {name: kind for kind, name in _NAMES.items()}
_WITH_CARD = (Place, Discard, TakeBack)


def perform(hand: Hand, action: HandAction) -> tuple[Record, ...]:
    """Apply one action through the engine's checked entry point (it logs itself)."""
    if isinstance(action, Place):
        return hand.place(action.seat, action.card, action.row)
    if isinstance(action, Discard):
        return hand.discard(action.seat, action.card)
    if isinstance(action, TakeBack):
        return hand.take_back(action.seat, action.card)
    if isinstance(action, Undo):
        return hand.undo(action.seat)
    if isinstance(action, Confirm):
        return hand.confirm_street(action.seat)
    if isinstance(action, DeclareNatural):
        return hand.declare_natural(action.seat)
    return hand.surrender(action.seat)


def action_to_json(action: HandAction) -> dict[str, Any]:
    data: dict[str, Any] = {"seat": action.seat, "action": _NAMES[type(action)]}
    if isinstance(action, _WITH_CARD):
        data["card"] = action.card.text
        data["copy"] = action.card.copy
    if isinstance(action, Place):
        data["row"] = action.row
    return data


def is_whole_number(value: object) -> TypeGuard[int]:
    """True for an int that is not a bool (JSON true/false are not numbers here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def action_card(data: Mapping[str, Any]) -> Card:
    """The card an action's JSON names, checked."""
    text, copy = data.get("card"), data.get("copy", 0)
    if not isinstance(text, str):
        raise ActionError(translate("HistoryErrors", "names no card"))
    if not is_whole_number(copy) or not 0 <= copy <= MAX_COPY:
        raise ActionError(
            translate("HistoryErrors", "has a bad deck copy {copy!r}").format(copy=copy)
        )
    try:
        return parse_card(text).with_copy(copy)
    except OfcError as error:
        raise ActionError(str(error)) from None


def action_from_json(data: object, card_of: Any = action_card) -> HandAction:
    """Read an action written by :func:`action_to_json`; anything else raises ActionError.

    ``card_of`` reads the card of a card action (a replay of a shared record maps its
    hidden cards there).
    """
    if not isinstance(data, Mapping):
        raise ActionError(translate("HistoryErrors", "is not an object"))
    name, seat = data.get("action"), data.get("seat")
    kind = _BY_NAME.get(name) if isinstance(name, str) else None
    if kind is None:
        raise ActionError(
            translate("HistoryErrors", "is of an unknown kind {name!r}").format(name=name)
        )
    if not is_whole_number(seat) or not 0 <= seat < 16:
        raise ActionError(translate("HistoryErrors", "has a bad seat {seat!r}").format(seat=seat))
    allowed = {"seat", "action"} | ({"card", "copy", "hidden"} if kind in _WITH_CARD else set())
    if kind is Place:
        allowed.add("row")
    extra = set(data) - allowed
    if extra:
        raise ActionError(
            translate("HistoryErrors", "has unknown keys {keys}").format(
                keys=", ".join(sorted(map(str, extra)))
            )
        )
    if kind is Place:
        row = data.get("row")
        if row not in ROW_NAMES:
            raise ActionError(translate("HistoryErrors", "names no row ({row!r})").format(row=row))
        return Place(seat, card_of(data), row)
    if kind is Discard:
        return Discard(seat, card_of(data))
    if kind is TakeBack:
        return TakeBack(seat, card_of(data))
    result: HandAction = kind(seat)
    return result
