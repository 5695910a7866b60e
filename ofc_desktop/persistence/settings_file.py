"""The settings file: one versioned JSON object of sections (options, rules, last set-up,
presets). A damaged file never stops the app: it is kept aside and the defaults used."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ofc_desktop.persistence.atomic import StorageError, quarantine, write_atomic

SETTINGS_FORMAT = "ofc-desktop-settings"
SETTINGS_VERSION = 1

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class LoadedSettings:
    """The file's sections (empty when there was no usable file) and sentences for the
    player about anything that went wrong."""

    data: dict[str, Any] = field(default_factory=dict)
    notices: list[str] = field(default_factory=list)


class _Unusable(Exception):
    """The file as a whole cannot be used; the message is the notice's reason."""


def _reject_constant(name: str) -> Any:
    # Python's json reads NaN and Infinity, which no setting may hold and JSON forbids.
    raise ValueError(f"non-finite number {name}")


def _parse(raw: bytes) -> dict[str, Any]:
    """The sections of a settings document, or _Unusable saying why not."""
    try:
        document = json.loads(raw.decode("utf-8-sig"), parse_constant=_reject_constant)
        # A lone surrogate (an escaped \ud800) parses but could never be saved again as UTF-8.
        json.dumps(document, ensure_ascii=False).encode("utf-8")
    except (ValueError, RecursionError) as error:
        logger.warning("settings file is not valid JSON: %s", error)
        raise _Unusable("damaged") from None
    if not isinstance(document, dict) or document.get("format") != SETTINGS_FORMAT:
        logger.warning("settings file is not an ofc-desktop settings object")
        raise _Unusable("damaged")
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        logger.warning("settings file has no valid version: %r", version)
        raise _Unusable("damaged")
    if version > SETTINGS_VERSION:
        logger.warning("settings file version %d is newer than %d", version, SETTINGS_VERSION)
        raise _Unusable("newer")
    return {key: value for key, value in document.items() if key not in ("format", "version")}


def load_settings(path: Path) -> LoadedSettings:
    """Read the settings file at ``path``; never raises for what the file holds.

    No file means no settings and no notice, and so does a folder path through a file
    (no file can be there; the folder is the start-up's to report). A file that cannot be
    used as a whole is moved aside (``settings.json.corrupt``) and reported in one notice.
    """
    try:
        raw = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return LoadedSettings()
    except OSError as error:
        logger.warning("cannot read settings file %s: %s", path, error)
        reason = "unreadable"
    else:
        try:
            return LoadedSettings(_parse(raw))
        except _Unusable as unusable:
            reason = str(unusable)
    return LoadedSettings(notices=[_set_aside(path, reason)])


def _set_aside(path: Path, reason: str) -> str:
    what = {
        "damaged": "Your settings file was damaged",
        "unreadable": "Your settings file could not be read",
        "newer": "Your settings file was written by a newer version of OFC Desktop",
    }[reason]
    try:
        kept = quarantine(path)
    except StorageError as error:
        logger.warning("cannot move the settings file aside: %s", error)
        return f"{what} and could not be moved aside ({error}); the defaults are used."
    logger.warning("settings file %s kept aside as %s", path, kept)
    return f"{what}; it was kept aside as {kept.name} and the defaults are used."


def save_settings(path: Path, data: Mapping[str, Any]) -> None:
    """Write the sections in ``data`` as the settings file, atomically.

    Raises StorageError if the file cannot be written, ValueError if ``data`` is not
    JSON (a programming error: the codec only produces JSON values).
    """
    sections = {key: value for key, value in data.items() if key not in ("format", "version")}
    document = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, **sections}
    text = json.dumps(document, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    write_atomic(path, text)
