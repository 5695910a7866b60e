"""Opening the player's hand history for the app: never failing, a damaged file set
aside whole (with its WAL and shared-memory files), a new one started with everything
that can still be read of it and of its backups, and a file that cannot be written
kept in memory for the session."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ofc_desktop.persistence.atomic import StorageError, quarantine
from ofc_desktop.persistence.history_connection import MEMORY
from ofc_desktop.persistence.history_db import (
    DamagedHistoryError,
    HistoryDatabase,
    HistoryDbError,
    NewerHistoryError,
)
from ofc_desktop.persistence.salvage import SalvageReport, salvage


@dataclass(frozen=True)
class Opened:
    """What opening (or starting afresh) found: the file set aside and why, what was
    salvaged from it, and why the history is kept in memory, if it is."""

    database: HistoryDatabase
    kept_as: Path | None = None
    damage: str | None = None  # the error that set the file aside
    newer: bool = False  # written by a newer version: set aside whole, nothing salvaged
    salvaged: SalvageReport | None = None
    problem: str | None = None  # the history cannot be kept on disk this session

    @property
    def notices(self) -> list[str]:
        """The same in plain sentences (for the log and the tests)."""
        said = []
        if self.kept_as is not None:
            text = (
                f"{self.damage} It was kept as {self.kept_as.name} and a new hand history "
                "was started."
            )
            if self.salvaged is not None:
                text += (
                    f" {self.salvaged.kept} hands were kept ({self.salvaged.from_backup} from "
                    f"the backup); {self.salvaged.unreadable} could not be read."
                )
            said.append(text)
        if self.problem is not None:
            damage = f"{self.damage} " if self.kept_as is None and self.damage else ""
            said.append(
                f"{damage}{self.problem} The hands of this session will not be kept "
                "after the game closes."
            )
        return said


def open_history(path: Path, backups: Sequence[Path] = ()) -> tuple[HistoryDatabase, list[str]]:
    """:func:`open_salvaging`, with what it found as sentences."""
    opened = open_salvaging(path, backups)
    return opened.database, opened.notices


def open_salvaging(path: Path, backups: Sequence[Path] = ()) -> Opened:
    """Open the player's hand history, never failing: a damaged file is moved aside as
    ``*.corrupt`` (kept whole) and a new one started with what can still be read of it
    and of ``backups`` (sound copies, newest first); a file a newer version of the
    program wrote is moved aside whole; a file that cannot be written (read-only, full
    disk) is left alone and the session's hands are kept in memory only."""
    try:
        return Opened(HistoryDatabase(path))
    except NewerHistoryError as error:
        try:
            kept = move_aside(path)
            return Opened(HistoryDatabase(path), kept, str(error), newer=True)
        except (HistoryDbError, StorageError) as again:
            return Opened(HistoryDatabase(MEMORY), None, str(error), True, None, str(again))
    except DamagedHistoryError as error:
        return start_afresh(path, None, backups, damage=error)
    except HistoryDbError as error:
        return Opened(HistoryDatabase(MEMORY), problem=str(error))


def start_afresh(
    path: Path,
    database: HistoryDatabase | None,
    backups: Sequence[Path],
    damage: HistoryDbError,
    leave_out: str | None = None,
) -> Opened:
    """The damaged file at ``path`` set aside and a new one opened in its place (in
    ``database``, closed first and kept as the object others hold), filled with what
    can be salvaged of the damaged file and ``backups``; ``leave_out`` is the match the
    caller writes itself. When no new file can be opened the history is kept in memory."""
    if database is not None:
        database.close()
    try:
        kept = move_aside(path)
    except (HistoryDbError, StorageError) as error:
        return Opened(_reopened(database, MEMORY)[0], None, str(damage), problem=str(error))
    database, problem = _reopened(database, path)
    try:
        report = salvage(kept, backups, database, leave_out=leave_out)
    except HistoryDbError as error:
        return Opened(database, kept, str(damage), problem=problem or str(error))
    return Opened(database, kept, str(damage), salvaged=report, problem=problem)


def _reopened(
    database: HistoryDatabase | None, path: Path | str
) -> tuple[HistoryDatabase, str | None]:
    """``database`` (or a new one) open on ``path``, else in memory with the reason."""
    try:
        if database is None:
            return HistoryDatabase(path), None
        database.reopen(path)
        return database, None
    except HistoryDbError as error:
        return database or HistoryDatabase(MEMORY), str(error)


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
