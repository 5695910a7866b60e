"""A lab position as a file of its own (the notation's JSON form), written atomically and
read back whole: a file that holds no readable position changes nothing."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.core.position_json import FILE_FORMAT, position_from_json, position_to_json
from ofc_desktop.persistence.atomic import write_atomic
from ofc_desktop.persistence.bounded_read import NotAFile, TooLarge, Unreadable, read_regular_file

MAX_POSITION_BYTES = 1024 * 1024  # a saved position is a few kilobytes


class PositionFileError(ValueError):
    """A file that could not be read as a position; the message says why, in words."""


def save_position(path: Path, position: LabPosition) -> None:
    """Write ``position`` to ``path`` (raises StorageError when it cannot be written)."""
    document = {"format": FILE_FORMAT, "version": 1, "position": position_to_json(position)}
    write_atomic(path, json.dumps(document, indent=2, ensure_ascii=False) + "\n")


def load_position(path: Path) -> LabPosition:
    """The position in the file at ``path``; PositionFileError saying why not. Read as
    Import reads: a regular file only (a pipe or a device is refused before a byte is
    read), and never past a bound no saved position comes near."""
    try:
        raw = read_regular_file(path, MAX_POSITION_BYTES)
    except NotAFile:
        raise PositionFileError(
            QCoreApplication.translate(
                "LabWindow", "This is not a saved file (a folder, a pipe or a device)."
            )
        ) from None
    except TooLarge:
        raise PositionFileError(
            QCoreApplication.translate("LabWindow", "The file is too large to be a saved position.")
        ) from None
    except Unreadable as refused:
        raise PositionFileError(
            QCoreApplication.translate("LabWindow", "The file could not be read: {error}").format(
                error=refused.reason
            )
        ) from None
    try:
        document = json.loads(raw.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        raise PositionFileError(
            QCoreApplication.translate("LabWindow", "The file is not a saved position.")
        ) from None
    try:
        return position_from_json(document)
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise PositionFileError(
            QCoreApplication.translate(
                "LabWindow", "The file holds no position the lab can read: {reason}"
            ).format(reason=error)
        ) from None
