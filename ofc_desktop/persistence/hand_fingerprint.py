"""A content key for a stored hand, so that the same hand is never filed twice.

The key is made only of what every copy of a hand holds, the player's own record and any
shared copy alike: the rules, who sat where, the hand's number and button, each
player's total, the boards of the seats that showed them, and when it was played. A
surrendered closed hand is left out of shared copies, so its board is left out here too.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any


def _surrendered_seats(record: Mapping[str, Any]) -> set[object]:
    actions = record.get("actions")
    if not isinstance(actions, list):
        return set()
    return {
        action.get("seat")
        for action in actions
        if isinstance(action, Mapping) and action.get("action") == "surrender"
    }


def _totals(result: object) -> list[list[Any]]:
    if not isinstance(result, Mapping) or not isinstance(result.get("players"), list):
        return []
    return [
        [player.get("player"), player.get("total")]
        for player in result["players"]
        if isinstance(player, Mapping)
    ]


def hand_fingerprint(record: Mapping[str, Any], played_at: str | None) -> str:
    """The hand's key: equal for every copy of one hand played at ``played_at`` (the
    stored time text; None for a copy that carries no date).

    >>> hand = {"rules": {}, "seats": [{"name": "A"}], "hand_number": 1, "button": 0}
    >>> hand_fingerprint(hand, None) == hand_fingerprint(dict(hand), None)
    True
    >>> hand_fingerprint(hand, None) == hand_fingerprint(hand, "2026-01-01T00:00:00.000000Z")
    False
    """
    seats = record.get("seats")
    names = (
        [seat.get("name") for seat in seats if isinstance(seat, Mapping)]
        if isinstance(seats, list)
        else record.get("players")
    )
    boards = record.get("boards")
    hidden = _surrendered_seats(record)
    shown = (
        [board if index not in hidden else None for index, board in enumerate(boards)]
        if isinstance(boards, list)
        else None
    )
    content = {
        "rules": record.get("rules"),
        "players": names,
        "hand_number": record.get("hand_number"),
        "button": record.get("button"),
        "totals": _totals(record.get("result")),
        "boards": shown,
        "played_at": played_at,
    }
    text = json.dumps(
        content, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str
    )
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
