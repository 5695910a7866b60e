"""Hand histories in and out of the program: what a player may share of the stored
hands (never a seed or someone else's discard), as JSON or text, and imports that are
checked whole, by replaying every hand, before anything is stored."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.history import (
    HAND_FORMAT,
    HANDS_FORMAT,
    MATCH_FORMAT,
    OLD_HAND_FORMAT,
    OLD_MATCH_FORMAT,
    hand_seats,
    hand_to_record,
    hands_export,
    public_hand_record,
    public_match_record,
    read_hands_export,
    replay_hand,
    upgrade_old_match,
)
from ofc_desktop.core.history_text import describe_hand, describe_history
from ofc_desktop.persistence.history_db import HistoryDatabase, HistoryDbError
from ofc_desktop.persistence.history_records import read_hand

KNOWN_FORMATS = (HANDS_FORMAT, HAND_FORMAT, MATCH_FORMAT, OLD_HAND_FORMAT, OLD_MATCH_FORMAT)
MAX_IMPORT_BYTES = 64 * 1024 * 1024


def viewer_seat(record: Mapping[str, Any], viewer_name: str | None) -> int | None:
    """The seat whose discards the viewer may see (None: nobody's)."""
    names = [seat.name for seat in hand_seats(record)]
    return names.index(viewer_name) if viewer_name in names else None


class ImportProblem(Exception):
    """A file that cannot be imported; the message says exactly what is wrong."""


# ----- exporting ------------------------------------------------------------------------


def public_hands(records: Sequence[Mapping[str, Any]],
                 viewer_name: str | None) -> list[dict[str, Any]]:
    """The shareable copies of the finished hands among ``records``."""
    return [public_hand_record(record, viewer_seat(record, viewer_name))
            for record in records if record.get("result") is not None]


def match_document(database: HistoryDatabase, match_id: str,
                   viewer_name: str | None) -> dict[str, Any]:
    """A stored match to share: its match history when the database has one that
    replays, else (an imported match) its finished hands."""
    record = database.match_record(match_id)
    if record is not None:
        return public_match_record(record, viewer_name)
    return hands_export(public_hands(database.match_records(match_id), viewer_name))


def export_text(document: Mapping[str, Any]) -> str:
    """The readable account of an exported document."""
    if document.get("format") == HANDS_FORMAT:
        return "\n\n\n".join(describe_hand(hand) for hand in document["hands"]) + "\n"
    return describe_history(document) + "\n"


# ----- importing ------------------------------------------------------------------------


def checked_hands(data: object) -> list[dict[str, Any]]:
    """Every hand of an imported document (a hand, several hands or a match), each
    replayed and checked; ImportProblem names the first one that is wrong and why."""
    if isinstance(data, Mapping) and data.get("format") == OLD_MATCH_FORMAT:
        try:
            data = upgrade_old_match(data)
        except OfcError as error:
            raise ImportProblem(f"The file cannot be imported: {error}.") from None
    if not isinstance(data, Mapping) or data.get("format") not in KNOWN_FORMATS:
        kind = data.get("format") if isinstance(data, Mapping) else None
        raise ImportProblem(f"The file is of an unknown kind ({kind!r}); the game reads "
                            f"{', '.join(KNOWN_FORMATS)} files.")
    try:
        hands = read_hands_export(data)
    except (OfcError, ValueError, TypeError, KeyError) as error:
        raise ImportProblem(f"The file cannot be imported: {error}.") from None
    checked = []
    for number, hand in enumerate(hands, start=1):
        try:
            if hand.get("format") == OLD_HAND_FORMAT:  # seed-only: today's shape
                hand = hand_to_record(replay_hand(hand), hand_seats(hand))
            read_hand(hand)  # what the database itself checks
        except (OfcError, HistoryDbError) as error:
            raise ImportProblem(f"The file cannot be imported: hand {number}: "
                                f"{error}.") from None
        checked.append(hand)
    return checked


def read_import(path: Path) -> list[dict[str, Any]]:
    try:
        if path.stat().st_size > MAX_IMPORT_BYTES:
            raise ImportProblem(f"{path.name} is too large to be a hand history.")
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise ImportProblem(f"Could not read {path.name}: {error.strerror or error}.") from None
    except UnicodeDecodeError:
        raise ImportProblem(f"{path.name} is not a text file.") from None
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as error:
        raise ImportProblem(f"{path.name} is not valid JSON: {error}.") from None
    return checked_hands(data)


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number JSON knows")


def store_imported(database: HistoryDatabase, hands: Sequence[Mapping[str, Any]]) -> list[str]:
    """Store checked hands under new matches (one per rule set, hand numbers unique in
    each); all or nothing. Returns the new matches' ids."""
    groups: list[tuple[str, list[Mapping[str, Any]]]] = []
    for hand in hands:
        rules = json.dumps(hand["rules"], sort_keys=True)
        group = next((members for key, members in groups if key == rules and all(
            other["hand_number"] != hand["hand_number"] for other in members)), None)
        if group is None:
            groups.append((rules, [hand]))
        else:
            group.append(hand)
    created: list[str] = []
    try:
        for _, members in groups:
            seats: dict[str, dict[str, Any]] = {}
            totals: dict[str, int] = {}
            for hand in members:
                for seat in hand["seats"]:
                    seats.setdefault(seat["name"], dict(seat))
                for player in (hand["result"] or {"players": []})["players"]:
                    totals[player["player"]] = totals.get(player["player"], 0) + player["total"]
            match_id = database.add_match(members[0]["rules"], list(seats.values()))
            created.append(match_id)
            database.add_hands(match_id, members)
            database.update_match(match_id, standings=totals, over=True,
                                  ended_at=datetime.now(UTC))
    except HistoryDbError:
        for match_id in created:
            with contextlib.suppress(HistoryDbError):
                database.delete_match(match_id)
        raise
    return created
