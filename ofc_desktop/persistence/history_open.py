"""Opening the player's hand history for the app: never failing, a damaged file set
aside whole (with its WAL and shared-memory files) and a new one started, a file that
cannot be written kept in memory for the session."""

from __future__ import annotations

from pathlib import Path

from ofc_desktop.persistence.atomic import StorageError, quarantine
from ofc_desktop.persistence.history_connection import MEMORY
from ofc_desktop.persistence.history_db import (
    DamagedHistoryError,
    HistoryDatabase,
    HistoryDbError,
    NewerHistoryError,
)


def open_history(path: Path) -> tuple[HistoryDatabase, list[str]]:
    """Open the player's hand history, never failing: a damaged file, or one a newer
    version of the program wrote, is moved aside as ``*.corrupt`` (kept whole, so it can
    be put back) and a new one started; a file that cannot be written (read-only, full
    disk) is left alone and the session's hands are kept in memory only. Returns the
    database and notices for the player."""
    try:
        return HistoryDatabase(path), []
    except (DamagedHistoryError, NewerHistoryError) as error:
        damage = str(error)
        try:
            kept = move_aside(path)
            return HistoryDatabase(path), [
                f"{damage} It was kept as {kept.name} and a new hand history was started."
            ]
        except (HistoryDbError, StorageError) as again:
            problem = f"{damage} {again}"
    except HistoryDbError as error:
        problem = str(error)
    return HistoryDatabase(MEMORY), [
        f"{problem} The hands of this session will not be kept after the game closes."
    ]


def move_aside(path: Path) -> Path:
    """Quarantine the file and carry its -wal/-shm files along under the new name."""
    kept = quarantine(path)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            try:
                companion.replace(kept.with_name(kept.name + suffix))
            except OSError as error:
                raise HistoryDbError(
                    f"Could not move {companion.name} aside: {error.strerror or error}."
                ) from error
    return kept
