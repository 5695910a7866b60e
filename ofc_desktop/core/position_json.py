"""Lab positions as JSON (docs/positions.md), the rules included.

>>> from ofc_desktop.core.board import Board
>>> from ofc_desktop.core.cards import parse_cards
>>> from ofc_desktop.core.lab_position import SeatSetup
>>> hand = tuple(parse_cards("As Kd 7c 7h 2s"))
>>> seats = (SeatSetup("Hero", Board()), SeatSetup("Bob", Board()))
>>> position = LabPosition(RuleSet(), seats, 0, hand, button=1)
>>> position_from_json(position_to_json(position)) == position
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import JOKER, Card, format_cards, parse_card
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.lab_position import LabPosition, PositionError, SeatSetup, cut_short
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.translate import translate

JSON_VERSION = 1
FILE_FORMAT = "ofc-desktop-position"  # a file the lab saved: the position inside a wrapper
FILE_VERSION = 1  # the wrapper's own version


def read_card(token: str) -> Card:
    """One card: what ``parse_card`` reads, and ``X`` for a joker too."""
    text = token.strip()
    if text.upper() == "X":
        return JOKER
    try:
        return parse_card(cut_short(text))  # a long token is no card: cut, its error is short
    except OfcError as error:
        raise PositionError(str(error)) from None


def _shown(value: Any) -> Any:
    """``value`` as an error message repeats it (with ``!r``): a text, a list or an
    object cut short, whatever it holds."""
    if isinstance(value, str):
        return cut_short(value)
    if isinstance(value, list | dict):
        try:
            return cut_short(json.dumps(value, ensure_ascii=False))
        except (ValueError, RecursionError):  # nested too deeply to write out
            return "[…]" if isinstance(value, list) else "{…}"
    return value


def position_to_json(position: LabPosition) -> dict[str, Any]:
    """``position`` as JSON-ready data, its rules included (``RuleSet.to_dict``)."""
    return {
        "version": JSON_VERSION,
        "rules": position.rules.to_dict(),
        "seats": [
            {
                "name": seat.name,
                **{row.value: format_cards(seat.board.row(row)) for row in ROWS},
                "in_fantasyland": seat.in_fantasyland,
            }
            for seat in position.seats
        ],
        "hero": position.hero,
        "hand": format_cards(position.hand),
        "dead": format_cards(position.dead),
        "button": position.button,
    }


_FILE_KEYS = ("format", "version", "position")
_POSITION_KEYS = ("version", "rules", "seats", "hero", "hand", "dead", "button")
_SEAT_KEYS = ("name", "top", "middle", "bottom", "in_fantasyland")


def _object(data: Any, keys: Sequence[str], what: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        text = translate("LabPosition", "{what} must be a JSON object")
        raise PositionError(text.format(what=what))
    unknown = sorted(str(key) for key in data if key not in keys)
    if unknown:
        text = translate("LabPosition", "unknown key {key!r} in {what}; known keys: {keys}")
        raise PositionError(text.format(key=cut_short(unknown[0]), what=what, keys=", ".join(keys)))
    return data


def _check_version(data: dict[str, Any], known: int) -> None:
    """Refuse a ``version`` other than ``known`` (absent: ``known``); ``true`` or ``1.0``
    are no version either."""
    version = data.get("version", known)
    if type(version) is not int or version != known:
        text = translate("LabPosition", "unknown position version {version!r}")
        raise PositionError(text.format(version=_shown(version)))


def _json_int(data: dict[str, Any], key: str, default: int) -> int:
    value = data.get(key, default)
    if type(value) is not int:
        text = translate("LabPosition", "{key} must be a whole number, not {value!r}")
        raise PositionError(text.format(key=key, value=_shown(value)))
    return value


def _json_cards(data: dict[str, Any], key: str, what: str) -> tuple[Card, ...]:
    """Cards as text (``"Qs Qd"``) or as a list of card texts."""
    value = data.get(key, "")
    if isinstance(value, str):
        tokens = [token for token in re.split(r"[\s,;]+", value) if token]
    elif isinstance(value, list) and all(isinstance(token, str) for token in value):
        tokens = value
    else:
        raise PositionError(
            translate("LabPosition", '{what}: {key} must be cards as text, such as "Qs Qd"').format(
                what=what, key=key
            )
        )
    try:
        return tuple(read_card(token) for token in tokens)
    except PositionError as error:
        raise PositionError(f"{what}: {error}") from None


def position_from_json(data: Any) -> LabPosition:
    """The position :func:`position_to_json` wrote; raises :class:`PositionError` on a
    wrong shape or type (an absent ``rules`` means the default rules). A file the lab
    saved (``{"format": "ofc-desktop-position", "position": ...}``) is read too."""
    if isinstance(data, dict) and data.get("format") == FILE_FORMAT:
        wrapper = _object(data, _FILE_KEYS, translate("LabPosition", "a position file"))
        _check_version(wrapper, FILE_VERSION)
        data = wrapper.get("position")
    data = _object(data, _POSITION_KEYS, translate("LabPosition", "a position"))
    _check_version(data, JSON_VERSION)
    try:
        raw_rules = data.get("rules", {})
        if not isinstance(raw_rules, dict):
            text = translate("LabPosition", "rules must be a JSON object")
            raise PositionError(text)
        rules = RuleSet.from_dict(raw_rules)
    except OfcError as error:
        raise PositionError(str(error)) from None
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, list):
        text = translate("LabPosition", "seats must be a JSON list of seats")
        raise PositionError(text)
    seats = []
    for number, raw in enumerate(raw_seats):
        what = translate("LabPosition", "seat {number}").format(number=number)
        seat = _object(raw, _SEAT_KEYS, what)
        name = seat.get("name")
        if not isinstance(name, str):
            text = translate("LabPosition", "{what}: name must be text")
            raise PositionError(text.format(what=what))
        fantasyland = seat.get("in_fantasyland", False)
        if not isinstance(fantasyland, bool):
            text = translate("LabPosition", "{what}: in_fantasyland must be true or false")
            raise PositionError(text.format(what=what))
        rows = [_json_cards(seat, row.value, what) for row in ROWS]
        try:
            board = Board(*rows)
        except OfcError as error:
            raise PositionError(f"{what}: {error}") from None
        seats.append(SeatSetup(name, board, fantasyland))
    hand = _json_cards(data, "hand", "hand")
    dead = _json_cards(data, "dead", "dead")
    hero, button = _json_int(data, "hero", 0), _json_int(data, "button", 0)
    return LabPosition(rules, tuple(seats), hero, hand, dead, button).canonical()
