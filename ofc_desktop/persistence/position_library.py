"""The player's library of positions: named set-ups with notes, kept as one JSON file
(``positions.json``) in the data folder.

Each entry holds its position in the notation's JSON form (``position_to_json``), left
as it is here: the lab reads it back and says when one no longer reads. A file that
cannot be used as a whole is never lost: it is moved aside (``positions.json.corrupt``)
with a notice, and the library starts empty. Writes are atomic.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ofc_desktop.persistence.atomic import StorageError, quarantine, write_atomic
from ofc_desktop.persistence.paths import DataPaths

LIBRARY_FORMAT = "ofc-desktop-positions"
LIBRARY_VERSION = 1
LIBRARY_FILE = "positions.json"

logger = logging.getLogger(__name__)


def library_path(paths: DataPaths) -> Path:
    """Where the library of ``paths``' data folder lives.

    >>> library_path(DataPaths.portable(Path("d"))).name
    'positions.json'
    """
    return paths.data_dir / LIBRARY_FILE


@dataclass(frozen=True)
class LibraryEntry:
    """One saved position: its name (unique in the library), notes, and the position's
    JSON form; ``saved`` is when it was last saved (ISO 8601, for people)."""

    name: str
    position: Mapping[str, Any]
    notes: str = ""
    saved: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "notes": self.notes,
            "saved": self.saved,
            "position": dict(self.position),
        }


@dataclass(frozen=True)
class LoadedLibrary:
    """The entries read (none when there was no usable file) and sentences for the
    player about anything that went wrong."""

    entries: tuple[LibraryEntry, ...] = ()
    notices: list[str] = field(default_factory=list)


class LibraryError(ValueError):
    """An entry the library cannot take (an empty or duplicate name)."""


class _Unusable(Exception):
    """The file as a whole cannot be used."""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"non-finite number {name}")


def _entry(raw: object) -> LibraryEntry:
    if not isinstance(raw, dict):
        raise _Unusable("an entry is not an object")
    name, notes, saved = raw.get("name"), raw.get("notes", ""), raw.get("saved", "")
    position = raw.get("position")
    if not isinstance(name, str) or not name.strip():
        raise _Unusable("an entry has no name")
    if not isinstance(notes, str) or not isinstance(saved, str):
        raise _Unusable(f"entry {name!r} has notes or a date that are not text")
    if not isinstance(position, dict):
        raise _Unusable(f"entry {name!r} holds no position")
    return LibraryEntry(name, position, notes, saved)


def parse_library(raw: bytes) -> tuple[LibraryEntry, ...]:
    """The entries of a library document; raises _Unusable saying why not. The whole
    document is checked before any of it is used."""
    try:
        document = json.loads(raw.decode("utf-8-sig"), parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:
        raise _Unusable(f"not valid JSON ({error})") from None
    if not isinstance(document, dict) or document.get("format") != LIBRARY_FORMAT:
        raise _Unusable("not a library of positions")
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise _Unusable(f"no valid version ({version!r})")
    if version > LIBRARY_VERSION:
        raise _Unusable(f"written by a newer version ({version})")
    entries = document.get("positions")
    if not isinstance(entries, list):
        raise _Unusable("no list of positions")
    parsed = tuple(_entry(raw_entry) for raw_entry in entries)
    names = [entry.name for entry in parsed]
    if len(set(names)) != len(names):
        raise _Unusable("two positions share a name")
    return parsed


def load_library(path: Path) -> LoadedLibrary:
    """Read the library at ``path``; never raises for what the file holds. No file is
    an empty library; an unusable one is moved aside and reported in one notice."""
    try:
        raw = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return LoadedLibrary()
    except OSError as error:
        logger.warning("cannot read the position library %s: %s", path, error)
        return LoadedLibrary(notices=[f"Your library of positions could not be read: {error}."])
    try:
        return LoadedLibrary(parse_library(raw))
    except _Unusable as unusable:
        logger.warning("position library %s is unusable: %s", path, unusable)
        return LoadedLibrary(notices=[_set_aside(path)])


def _set_aside(path: Path) -> str:
    what = "Your library of positions was damaged"
    try:
        kept = quarantine(path)
    except StorageError as error:
        return f"{what} and could not be moved aside ({error}); it starts empty."
    return f"{what}; it was kept aside as {kept.name} and the library starts empty."


def save_library(path: Path, entries: Sequence[LibraryEntry]) -> None:
    """Write ``entries`` as the library, atomically; raises StorageError on failure."""
    document = {
        "format": LIBRARY_FORMAT,
        "version": LIBRARY_VERSION,
        "positions": [entry.to_json() for entry in entries],
    }
    write_atomic(path, json.dumps(document, indent=2, ensure_ascii=False, allow_nan=False) + "\n")


# ----- editing (each returns the new list; the caller saves it) ----------------------------


def _checked_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise LibraryError("a position needs a name")
    return name


def with_entry(
    entries: Sequence[LibraryEntry], entry: LibraryEntry, *, replace_same: bool = False
) -> tuple[LibraryEntry, ...]:
    """``entries`` with ``entry`` added at the end; one of the same name is replaced in
    place with ``replace_same``, else LibraryError."""
    entry = replace(entry, name=_checked_name(entry.name))
    names = [each.name for each in entries]
    if entry.name in names:
        if not replace_same:
            raise LibraryError(f"a position named {entry.name!r} is already in the library")
        return tuple(entry if each.name == entry.name else each for each in entries)
    return (*entries, entry)


def renamed(entries: Sequence[LibraryEntry], old: str, new: str) -> tuple[LibraryEntry, ...]:
    """``entries`` with ``old`` renamed ``new``; LibraryError for a name taken or empty."""
    new = _checked_name(new)
    if new != old and any(each.name == new for each in entries):
        raise LibraryError(f"a position named {new!r} is already in the library")
    return tuple(replace(each, name=new) if each.name == old else each for each in entries)


def without(entries: Sequence[LibraryEntry], name: str) -> tuple[LibraryEntry, ...]:
    return tuple(each for each in entries if each.name != name)
