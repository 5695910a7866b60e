"""A hand record checked and taken apart into what the history database keeps in columns.

Only the shape is checked here (what the columns need, and that the record is JSON);
whether the hand replays is the engine's business (``core.history.replay_hand``), too
slow to ask of every hand of an import.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ofc_desktop.persistence.history_schema import HistoryDbError

HAND_FORMATS = ("ofc-hand/2",)
SEAT_KINDS = ("human", "bot")
ROWS = ("top", "middle", "bottom")
_REQUIRED = (
    "format",
    "hand_number",
    "rules",
    "seats",
    "button",
    "fantasyland",
    "actions",
    "boards",
    "result",
)
_LISTS = ("actions", "boards", "next_fantasyland")
MAX_COLUMN_INT = 2**62  # far inside SQLite's 64-bit integers


@dataclass(frozen=True)
class SeatColumns:
    """One seat of a hand, as stored in the per-seat table."""

    seat: int
    name: str
    kind: str
    level: str | None
    total: int = 0
    fouled: bool = False
    royalties: int = 0
    in_fantasyland: bool = False
    entered_fantasyland: bool = False
    stayed_fantasyland: bool = False
    scoops: int = 0  # opponents this seat beat on all three rows (not by their foul)
    scooped_against: int = 0  # opponents who did that to this seat
    shoot_the_moon: bool = False


@dataclass(frozen=True)
class PreparedHand:
    """A checked record: its columns, and its JSON text."""

    hand_number: int
    variant: str
    seats: tuple[SeatColumns, ...]
    finished: bool
    fouled: bool  # some seat fouled
    fantasyland: bool  # some seat played in Fantasyland or earned it
    data: bytes  # the record as UTF-8 JSON


def _fail(message: str) -> HistoryDbError:
    return HistoryDbError(message)


def _int(value: Any, where: str, low: int = -MAX_COLUMN_INT) -> int:
    if type(value) is not int or not low <= value <= MAX_COLUMN_INT:
        raise _fail(f"{where} must be a whole number (from {low}), not {value!r}")
    return value


def _bool(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise _fail(f"{where} must be true or false, not {value!r}")
    return value


def _mapping(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise _fail(f"{where} must be an object")
    return value


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(f"{where} must be a list")
    return value


def variant_of(rules: Any, where: str) -> str:
    variant = _mapping(rules, where).get("variant")
    if not isinstance(variant, str) or not variant:
        raise _fail(f"{where} must name the variant")
    return variant


def read_seats(seats: Any, where: str) -> list[tuple[str, str, str | None]]:
    """(name, kind, level) per seat; names must differ, since results name players."""
    if not isinstance(seats, Sequence) or isinstance(seats, str) or not seats:
        raise _fail(f"{where} must be a non-empty list of seats")
    read: list[tuple[str, str, str | None]] = []
    for index, seat in enumerate(seats):
        here = f"{where}[{index}]"
        seat = _mapping(seat, here)
        name, kind, level = seat.get("name"), seat.get("kind"), seat.get("level")
        if not isinstance(name, str) or not name.strip():
            raise _fail(f"{here} needs a non-empty name")
        if kind not in SEAT_KINDS:
            raise _fail(f"{here}: kind must be one of {', '.join(SEAT_KINDS)}, not {kind!r}")
        if level is not None and not isinstance(level, str):
            raise _fail(f"{here}: level must be a name or null")
        read.append((name, kind, level))
    if len({name for name, _, _ in read}) != len(read):
        raise _fail(f"two {where} have the same name")
    return read


def _seat_numbers(value: Any, where: str, seats: int) -> set[int]:
    numbers = set()
    for index, entry in enumerate(_list(value, where)):
        if not isinstance(entry, list) or len(entry) != 2:
            raise _fail(f"{where}[{index}] must be a [seat, cards] pair")
        numbers.add(_int(entry[0], f"{where}[{index}] seat", 0))
        _int(entry[1], f"{where}[{index}] cards", 0)
    if any(number >= seats for number in numbers):
        raise _fail(f"{where} names a seat the hand does not have")
    return numbers


def _pair_outcomes(pairs: list[Any], names: set[str]) -> tuple[dict[str, int], dict[str, int]]:
    """Scoops made and suffered per player: all three rows won against a board that did
    not foul (a foul is counted as a foul, not as the opponent's scoop)."""
    scoops = dict.fromkeys(names, 0)
    against = dict.fromkeys(names, 0)
    for index, raw in enumerate(pairs):
        where = f"result.pairs[{index}]"
        pair = _mapping(raw, where)
        players, rows, fouled = pair.get("players"), pair.get("rows"), pair.get("fouled")
        if not isinstance(players, list) or len(players) != 2 or not set(players) <= names:
            raise _fail(f"{where}.players must name two of the hand's players")
        rows = _mapping(rows, f"{where}.rows")
        won = [_int(rows.get(row), f"{where}.rows.{row}", -1) for row in ROWS]
        if not isinstance(fouled, list) or len(fouled) != 2:
            raise _fail(f"{where}.fouled must be a pair of true/false")
        first_fouled = _bool(fouled[0], f"{where}.fouled[0]")
        second_fouled = _bool(fouled[1], f"{where}.fouled[1]")
        if won == [1, 1, 1] and not second_fouled:
            scoops[players[0]] += 1
            against[players[1]] += 1
        elif won == [-1, -1, -1] and not first_fouled:
            scoops[players[1]] += 1
            against[players[0]] += 1
    return scoops, against


def _outcomes(result: Any, seats: list[tuple[str, str, str | None]]) -> list[dict[str, Any]]:
    """Each seat's outcome columns from the settlement (``score_json`` layout)."""
    result = _mapping(result, "result")
    names = {name for name, _, _ in seats}
    players: dict[str, Mapping[str, Any]] = {}
    for index, raw in enumerate(_list(result.get("players"), "result.players")):
        player = _mapping(raw, f"result.players[{index}]")
        name = player.get("player")
        if name not in names or name in players:
            raise _fail(f"result.players[{index}] must name a seat of the hand, once")
        players[name] = player
    if len(players) != len(names):
        raise _fail("result.players must hold every seat of the hand")
    scoops, against = _pair_outcomes(_list(result.get("pairs"), "result.pairs"), names)
    outcomes = []
    for name, _, _ in seats:
        player, where = players[name], f"result for {name}"
        royalties = _mapping(player.get("royalties"), f"{where}: royalties")
        fantasyland = _mapping(player.get("fantasyland"), f"{where}: fantasyland")
        in_fantasyland = _bool(player.get("in_fantasyland"), f"{where}: in_fantasyland")
        qualifies = _bool(fantasyland.get("qualifies"), f"{where}: fantasyland.qualifies")
        stays = _bool(fantasyland.get("stays"), f"{where}: fantasyland.stays")
        outcomes.append(
            {
                "total": _int(player.get("total"), f"{where}: total"),
                "fouled": _bool(player.get("fouled"), f"{where}: fouled"),
                "royalties": sum(
                    _int(royalties.get(row), f"{where}: royalties.{row}") for row in ROWS
                ),
                "in_fantasyland": in_fantasyland,
                "entered_fantasyland": qualifies and not in_fantasyland,
                "stayed_fantasyland": in_fantasyland and stays,
                "scoops": scoops[name],
                "scooped_against": against[name],
                "shoot_the_moon": _bool(player.get("shoots_the_moon"), f"{where}: shoots_the_moon"),
            }
        )
    return outcomes


def read_hand(record: Any) -> PreparedHand:
    """Check a hand record's shape and take out its columns; raise HistoryDbError
    saying what is wrong."""
    record = _mapping(record, "the record")
    missing = [key for key in _REQUIRED if key not in record]
    if missing:
        raise _fail(f"the record lacks {', '.join(missing)}")
    if record["format"] not in HAND_FORMATS:
        raise _fail(
            f"the record's format is {record['format']!r}, not one of {', '.join(HAND_FORMATS)}"
        )
    hand_number = _int(record["hand_number"], "hand_number", 1)
    variant = variant_of(record["rules"], "rules")
    seats = read_seats(record["seats"], "seats")
    if _int(record["button"], "button", 0) >= len(seats):
        raise _fail("button must be one of the hand's seats")
    in_fantasyland = _seat_numbers(record["fantasyland"], "fantasyland", len(seats))
    _seat_numbers(record.get("next_fantasyland", []), "next_fantasyland", len(seats))
    for key in _LISTS:
        if key in record:
            _list(record[key], key)
    if "dealt" in record and not isinstance(record["dealt"], str):
        raise _fail("dealt must be a string of cards")
    if record["result"] is None:
        columns = tuple(
            SeatColumns(index, name, kind, level, in_fantasyland=index in in_fantasyland)
            for index, (name, kind, level) in enumerate(seats)
        )
    else:
        columns = tuple(
            SeatColumns(index, name, kind, level, **outcome)
            for index, ((name, kind, level), outcome) in enumerate(
                zip(seats, _outcomes(record["result"], seats), strict=True)
            )
        )
    try:
        # allow_nan=False: NaN is not JSON and would not read back equal.
        text = json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        data = text.encode("utf-8")  # a lone surrogate fails here, not in the transaction
    except (TypeError, ValueError) as error:  # UnicodeEncodeError is a ValueError
        raise _fail(f"the record is not plain JSON: {error}") from None
    return PreparedHand(
        hand_number=hand_number,
        variant=variant,
        seats=columns,
        finished=record["result"] is not None,
        fouled=any(seat.fouled for seat in columns),
        fantasyland=any(seat.in_fantasyland or seat.entered_fantasyland for seat in columns),
        data=data,
    )
