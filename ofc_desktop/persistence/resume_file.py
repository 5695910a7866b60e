"""The match in progress, saved after every confirmed street so that quitting (or a
crash) never loses it: the match's own replayable history, seed included, which only
this program reads back. A file that does not replay is kept aside, never trusted."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.history import replay_match
from ofc_desktop.core.match import Match
from ofc_desktop.persistence.atomic import StorageError, quarantine, write_atomic

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


def _reject_constant(name: str) -> Any:
    raise ValueError(f"non-finite number {name}")


def _read(raw: bytes) -> SavedMatch:
    """The saved match, or ValueError / OfcError saying why the file cannot be used."""
    document = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
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


class _Newer(ValueError):
    """Written by a newer version of the program."""


def load_resume(path: Path) -> LoadedResume:
    """The saved match, if there is one that replays; never raises for what the file
    holds. A match already over is not offered (and its file is removed)."""
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
        return LoadedResume(notices=[_set_aside(
            path, "The saved match was written by a newer version of OFC Desktop")])
    except (ValueError, OfcError, RecursionError) as error:
        logger.warning("saved match %s does not replay: %s", path, error)
        return LoadedResume(notices=[_set_aside(path, "The saved match was damaged")])
    if saved.match.is_over:
        clear_resume(path)
        return LoadedResume()
    return LoadedResume(saved)


def _set_aside(path: Path, what: str) -> str:
    try:
        kept = quarantine(path)
    except StorageError as error:
        return f"{what} and could not be moved aside ({error})."
    return f"{what}; it was kept aside as {kept.name} and a new match starts."


def save_resume(path: Path, record: Mapping[str, Any], match_id: str) -> None:
    """Write the match in progress atomically; StorageError says why it could not be."""
    document = {"format": RESUME_FORMAT, "version": RESUME_VERSION, "match_id": match_id,
                "match": dict(record)}
    write_atomic(path, json.dumps(document, ensure_ascii=False, allow_nan=False))


def clear_resume(path: Path) -> None:
    """Forget the saved match (it is over, or the player gave it up)."""
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        logger.warning("cannot remove the saved match %s: %s", path, error)
