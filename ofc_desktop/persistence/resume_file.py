"""The match to resume. It lives in the hand-history database beside the match's hands
(see :class:`HistoryDatabase.save_progress`), written in the same transaction as them;
older versions kept it in a ``resume.json`` file, which is read once and moved into the
database. Either way it is the match's own replayable history, seed included, and a
state that does not replay is never trusted."""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.history import HAND_FORMAT
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_outline, replay_match
from ofc_desktop.persistence.atomic import StorageError, quarantine
from ofc_desktop.persistence.history_db import DamagedHistoryError, HistoryDatabase
from ofc_desktop.persistence.history_rows import stored_time

RESUME_FORMAT = "ofc-desktop-resume"
RESUME_VERSION = 1

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class SavedMatch:
    """A match to resume: its history, its id in the hand-history database, and the
    match it replays to."""

    record: dict[str, Any]
    match_id: str
    match: Match


@dataclass(frozen=True)
class LoadedResume:
    saved: SavedMatch | None = None
    notices: list[str] = field(default_factory=list)


class _Newer(ValueError):
    """Written by a newer version of the program."""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"non-finite number {name}")


# ----- the store ------------------------------------------------------------------------


def load_progress(database: HistoryDatabase) -> LoadedResume:
    """The match the database keeps to resume, if it replays; a state that does not is
    dropped (its match marked abandoned) with a notice. HistoryDbError if the database
    cannot be read or written."""
    try:
        kept = database.progress()
        if kept is None:
            return LoadedResume()
        match_id, record = kept
        match = replay_match(record)
    except (DamagedHistoryError, ValueError, OfcError, RecursionError) as error:
        logger.warning("the match in progress does not replay: %s", error)
        with database.batch():
            found = database.progress_match_id()
            if found is not None:
                database.update_match(found, status="abandoned")
            database.clear_progress()
        return LoadedResume(
            notices=[
                "The saved match was damaged and cannot be resumed; "
                "its finished hands stay in your history."
            ]
        )
    if match.is_over:  # never written so, but nothing to resume either way
        with database.batch():
            database.update_match(match_id, status="finished", over=True)
            database.clear_progress()
        return LoadedResume()
    return LoadedResume(SavedMatch(record, match_id, match))


# ----- the file older versions wrote ------------------------------------------------------


def _read(raw: bytes) -> SavedMatch:
    """The saved match, or ValueError / OfcError saying why the file cannot be used."""
    document = json.loads(raw.decode("utf-8-sig"), parse_constant=_reject_constant)
    if not isinstance(document, dict) or document.get("format") != RESUME_FORMAT:
        raise ValueError("not a saved match")
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError("no valid version")
    if version > RESUME_VERSION:
        raise _Newer()
    record, match_id = document.get("match"), document.get("match_id")
    if not isinstance(record, dict) or not isinstance(match_id, str) or not match_id:
        raise ValueError("no match in it")
    return SavedMatch(record, match_id, replay_match(record))


def read_resume_file(path: Path) -> LoadedResume:
    """The saved match of a ``resume.json``, if it replays; never raises for what the
    file holds: a damaged file, a newer one or a folder in its place is set aside."""
    if path.is_dir():
        return LoadedResume(
            notices=[_set_aside(path, "A folder stood where the saved match belongs")]
        )
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return LoadedResume()
    except OSError as error:
        logger.warning("cannot read the saved match %s: %s", path, error)
        return LoadedResume(notices=[f"The saved match could not be read ({error.strerror})."])
    try:
        saved = _read(raw)
    except _Newer:
        return LoadedResume(
            notices=[
                _set_aside(path, "The saved match was written by a newer version of OFC Desktop")
            ]
        )
    except (ValueError, OfcError, RecursionError) as error:
        logger.warning("saved match %s does not replay: %s", path, error)
        return LoadedResume(notices=[_set_aside(path, "The saved match was damaged")])
    return LoadedResume(saved)


def _set_aside(path: Path, what: str) -> str:
    try:
        kept = quarantine(path)
    except StorageError as error:
        return f"{what} and could not be moved aside ({error})."
    return f"{what}; it was kept aside as {kept.name} and a new match starts."


def migrate_resume_file(path: Path, database: HistoryDatabase) -> list[str]:
    """Move the match an older version saved in ``path`` into the database, once: the
    match, its finished hands and its state to resume in one transaction, then the file
    is removed. The saved state wins where the history went further (older versions
    could be stopped between the two), so the two agree from here on."""
    if not os.path.lexists(path):
        return []
    loaded = read_resume_file(path)
    saved = loaded.saved
    if saved is not None and not saved.match.is_over and not _already_moved(database, saved):
        _store_saved(database, saved)
    _remove(path)
    return loaded.notices


def _already_moved(database: HistoryDatabase, saved: SavedMatch) -> bool:
    # A state in the database is newer than any file: the file was moved before and
    # only its removal was interrupted, or the match was played on since.
    if database.progress_match_id() is not None:
        return True
    rows = database.fetch_all("SELECT status FROM matches WHERE id = ?", (saved.match_id,))
    return bool(rows) and rows[0][0] == "finished"


def finished_hands(record: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The finished hands of a match's replayable history, as the history stores them."""
    hands = [
        dict(event["hand"])
        for event in record["events"]
        if event["event"] == "hand" and event["hand"].get("result") is not None
    ]
    for hand in hands:
        hand.pop("seed", None)  # the history keeps no seed: it would tell later decks
        hand["format"] = HAND_FORMAT
    return hands


def _store_saved(database: HistoryDatabase, saved: SavedMatch) -> None:
    record, match = saved.record, saved.match
    hands = finished_hands(record)
    started = database.fetch_all("SELECT started_at FROM matches WHERE id = ?", (saved.match_id,))
    with database.batch():
        database.delete_match(saved.match_id)
        database.add_match(
            record["rules"],
            record["seats"],
            match_id=saved.match_id,
            status="playing",
            started_at=stored_time(started[0][0]) if started else None,
        )
        if hands:
            database.add_hands(saved.match_id, hands)
        database.update_match(
            saved.match_id,
            standings=match.settled_totals(),
            outline=match_outline(record, len(hands)),
        )
        database.save_progress(saved.match_id, record)


def _remove(path: Path) -> None:
    try:
        if path.is_dir():
            return  # set aside already, or could not be: said so
        path.unlink(missing_ok=True)
    except OSError as error:
        logger.warning("cannot remove the saved match %s: %s", path, error)
