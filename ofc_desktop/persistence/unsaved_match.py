"""Hands that could not go into the history when the game closed (a full disk), kept
in a small file where one can still be written and brought back at the next start.

The file holds the match's own replayable history, the time of each hand and whether
the match is to be resumed; bringing it back replays it whole, then stores the hands the
history lacks, the standings and the state to resume in one transaction, and only then
removes the file.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.match_history import match_outline, replay_match
from ofc_desktop.persistence.atomic import StorageError, quarantine, write_atomic
from ofc_desktop.persistence.bounded_read import ReadRefused, read_regular_file
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.history_rows import stored_time, time_text
from ofc_desktop.persistence.paths import DataPaths
from ofc_desktop.persistence.resume_file import finished_hands

UNSAVED_FORMAT = "ofc-desktop-unsaved"
UNSAVED_VERSION = 1
UNSAVED_FILE = "unsaved-match.json"

logger = logging.getLogger(__name__)


def unsaved_places(paths: DataPaths) -> list[Path]:
    """Where such a file may go, in the order tried: the data folder, beside the
    settings, the cache folder (the last two only where they are folders of their own).

    >>> [str(place.parent) for place in unsaved_places(DataPaths.portable(Path("d")))]
    ['d']
    """
    folders = [paths.data_dir, paths.config_dir]
    if paths.cache_dir is not None:
        folders.append(paths.cache_dir)
    return [folder / UNSAVED_FILE for folder in dict.fromkeys(folders)]


def unsaved_document(
    match_id: str,
    record: Mapping[str, Any],
    started_at: datetime,
    played_at: Mapping[int, datetime],
    resumable: bool,
) -> dict[str, Any]:
    """The file's content: the match's replayable history and each hand's time."""
    return {
        "format": UNSAVED_FORMAT,
        "version": UNSAVED_VERSION,
        "match_id": match_id,
        "started_at": time_text(started_at),
        "played_at": {str(number): time_text(when) for number, when in played_at.items()},
        "resumable": resumable,
        "match": dict(record),
    }


def keep_unsaved(places: Sequence[Path], document: Mapping[str, Any]) -> Path | None:
    """Write ``document`` to the first place that takes it; None when none does."""
    text = json.dumps(document, ensure_ascii=False, allow_nan=False)
    for place in places:
        try:
            write_atomic(place, text)
        except StorageError as error:
            logger.warning("the unsaved hands cannot go to %s: %s", place, error)
            continue
        return place
    return None


@dataclass(frozen=True)
class BroughtBack:
    """What one kept file gave back: hands added, and whether its match is to resume."""

    path: Path
    hands: int
    resumable: bool


class _Unusable(ValueError):
    pass


def bring_back(
    places: Sequence[Path], database: HistoryDatabase
) -> tuple[list[BroughtBack], list[str]]:
    """Store what each kept file holds and remove it; a file that does not read whole is
    set aside. Returns what was brought back, and sentences about files set aside.
    HistoryDbError (the file then stays) when the history cannot take them."""
    brought: list[BroughtBack] = []
    notices: list[str] = []
    for place in places:
        if not place.is_file():
            continue
        try:
            document = _read(place)
        except _Unusable as why:
            logger.warning("unsaved hands in %s do not read: %s", place, why)
            notices.append(_set_aside(place))
            continue
        hands = store_unsaved(database, document)
        try:
            place.unlink()
        except OSError as error:  # stored: a second bringing back adds nothing
            logger.warning("cannot remove %s: %s", place, error)
        brought.append(BroughtBack(place, hands, bool(document["resumable"])))
    return brought, notices


def _read(path: Path) -> dict[str, Any]:
    try:
        document = json.loads(read_regular_file(path).decode("utf-8"))
    except (ReadRefused, UnicodeDecodeError, ValueError, RecursionError) as error:
        raise _Unusable(str(error)) from None
    if not isinstance(document, dict) or document.get("format") != UNSAVED_FORMAT:
        raise _Unusable("not a file of unsaved hands")
    if document.get("version") != UNSAVED_VERSION:
        raise _Unusable(f"version {document.get('version')!r}")
    try:
        if not isinstance(document["match_id"], str) or not document["match_id"]:
            raise _Unusable("no match id")
        if not isinstance(document["resumable"], bool):
            raise _Unusable("no word on resuming")
        stored_time(document["started_at"])
        times = document["played_at"]
        if not isinstance(times, dict):
            raise _Unusable("no times")
        for number, when in times.items():
            int(number)
            stored_time(when)
        replay_match(document["match"])  # the whole match, checked before anything is stored
    except (KeyError, TypeError, ValueError, OfcError, RecursionError) as error:
        raise _Unusable(str(error)) from None
    return document


def store_unsaved(database: HistoryDatabase, document: Mapping[str, Any]) -> int:
    """Store a checked document's hands that the history lacks, with the match's
    standings and the state to resume, in one transaction; how many hands were added."""
    record, match_id = document["match"], document["match_id"]
    match = replay_match(record)
    hands = finished_hands(record)
    times = {int(number): stored_time(when) for number, when in document["played_at"].items()}
    now = datetime.now(UTC)
    resumable = document["resumable"] and not match.is_over
    status = "finished" if match.is_over else "playing" if resumable else "abandoned"
    with database.batch():
        known = database.fetch_all("SELECT status FROM matches WHERE id = ?", (match_id,))
        if known:
            stored = {row.hand_number for row in database.match_hands(match_id)}
            if max(stored, default=0) > len(hands) or (
                known[0][0] == "finished" and not match.is_over
            ):
                return 0  # the match was played on since: this file is behind it
        else:
            stored = set()
            database.add_match(
                record["rules"],
                record["seats"],
                started_at=stored_time(document["started_at"]),
                match_id=match_id,
                status=status,
            )
        missing = [hand for hand in hands if hand["hand_number"] not in stored]
        if missing:
            database.add_hands(
                match_id, missing, [times.get(hand["hand_number"], now) for hand in missing]
            )
        database.update_match(
            match_id,
            standings=match.settled_totals(),
            over=match.is_over,
            status=status,
            ended_at=now if match.is_over else None,
            outline=match_outline(record, len(hands)),
        )
        if resumable:
            database.save_progress(match_id, record)
        elif database.progress_match_id() == match_id:
            database.clear_progress()
    return len(missing)


def _set_aside(path: Path) -> str:
    try:
        kept = quarantine(path)
    except StorageError as error:
        return f"A file of unsaved hands was damaged and could not be moved aside ({error})."
    return f"A file of unsaved hands was damaged; it was kept aside as {kept.name}."
