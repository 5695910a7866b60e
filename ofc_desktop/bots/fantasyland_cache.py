"""Fantasyland prices and pools kept on disk, so a new table does not wait for them.

One JSON file per rule set in a folder the application names (``set_folder``); with no
folder, nothing is read or written. A file names its format and its key (a digest of
everything the prices depend on); a file that cannot be read, is damaged, or is of
another format or key counts as empty and is written again. It is written whole to a
temporary file that then replaces it, so a reader never sees half a file. Nothing here
raises to the caller: a cache that fails only means computing again.

The game ships the files of its built-in rule presets (``resources/fantasyland``, made
by ``packaging/make_fantasyland_table.py``): where the folder has no file of a rule set,
the shipped one is read, so a first table of a preset needs no working out at all.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

FORMAT = 1
MAX_BYTES = 1 << 22  # a file of one rule set is some 20 kB; anything far bigger is not ours

_lock = threading.Lock()
_folder: Path | None = None
_read: dict[str, dict[str, Any]] = {}  # key -> the entries of its file, read once


def set_folder(folder: Path | None) -> None:
    """Keep the files in ``folder`` (made when first written); None keeps none."""
    global _folder
    with _lock:
        _folder = folder
        _read.clear()


def folder() -> Path | None:
    return _folder


def digest(description: Mapping[str, Any]) -> str:
    """The key of a description of what the prices depend on (JSON-ready values)."""
    text = json.dumps({"format": FORMAT, **description}, sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def path_for(key: str) -> Path | None:
    return None if _folder is None else _folder / f"fantasyland-{key}.json"


def entry(key: str, name: str) -> Any:
    """The entry ``name`` stored under ``key``, or None."""
    with _lock:
        return _entries(key).get(name)


def store(key: str, name: str, value: Any) -> None:
    """Keep ``value`` as the entry ``name`` under ``key`` (and write the file)."""
    with _lock:
        entries = _entries(key)
        entries[name] = value
        path = path_for(key)
        if path is not None:
            _write(path, {"format": FORMAT, "key": key, "entries": entries})


def _entries(key: str) -> dict[str, Any]:
    known = _read.get(key)
    if known is None:
        path = path_for(key)
        known = {} if path is None else _load(path, key) or _load(shipped_path(key), key)
        _read[key] = known
    return known


def shipped_path(key: str) -> Path:
    """Where the game's own file of a rule set would be (it may not exist)."""
    from ofc_desktop.resources import resource_path

    try:
        return resource_path("fantasyland") / f"fantasyland-{key}.json"
    except FileNotFoundError:  # a build without the shipped table
        return Path(os.devnull)


def _load(path: Path, key: str) -> dict[str, Any]:
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            return {}
        data = json.loads(raw.decode("utf-8"))
    except (OSError, ValueError, RecursionError):  # missing, unreadable, not JSON
        return {}
    if (
        not isinstance(data, dict)
        or data.get("format") != FORMAT
        or data.get("key") != key
        or not isinstance(data.get("entries"), dict)
    ):
        return {}
    return dict(data["entries"])


def _write(path: Path, data: Mapping[str, Any]) -> None:
    temporary = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(
            prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
        )
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(data, stream, separators=(",", ":"))
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except (OSError, ValueError):  # a full disk or a read-only folder: compute next time
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
