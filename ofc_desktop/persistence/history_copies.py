"""A recent copy of the hand history to fall back on, in two generations.

A copy is made with SQLite's online backup (a consistent snapshot of the open file), is
checked page by page once written, and only then takes the place of the newest copy,
which becomes the older one. A copy that fails its check means the history itself is
damaged: the copies kept stay as they were. A run stopped at any moment leaves at worst
a temporary file (cleared by the next backup) and one generation fewer.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from ofc_desktop.persistence.atomic import (
    StorageError,
    ensure_dir,
    failure_reason,
    remove_leftover_temporaries,
)
from ofc_desktop.persistence.history_connection import HistoryConnection
from ofc_desktop.persistence.history_schema import (
    DamagedHistoryError,
    HistoryDbError,
    check_file,
    check_pages,
)

BACKUP_FOLDER = "backup"
NEWEST = "history-1.sqlite3"
OLDER = "history-2.sqlite3"
HANDS_BETWEEN_BACKUPS = 10  # besides one after every finished match


def backup_files(data_dir: Path) -> tuple[Path, Path]:
    """The newest copy and the one before it.

    >>> [path.name for path in backup_files(Path("data"))]
    ['history-1.sqlite3', 'history-2.sqlite3']
    """
    folder = data_dir / BACKUP_FOLDER
    return folder / NEWEST, folder / OLDER


@dataclass(frozen=True)
class BackupMade:
    """A copy written and checked: where, how large, and how long it took."""

    path: Path
    size: int
    seconds: float


def make_backup(history: HistoryConnection, data_dir: Path) -> BackupMade:
    """Copy ``history`` to the newest backup, checked before it replaces the older copy.
    Raises DamagedHistoryError when the copy fails its check (the history's own pages
    are damaged; also told to the history's ``on_damage``), StorageError or
    HistoryDbError when it cannot be written."""
    started = time.perf_counter()
    newest, older = backup_files(data_dir)
    folder = ensure_dir(newest.parent)
    remove_leftover_temporaries(folder)  # only the folder's holder backs up
    try:
        handle, name = tempfile.mkstemp(prefix=f".{NEWEST}.", suffix=".tmp", dir=folder)
        os.close(handle)
    except OSError as cause:
        raise StorageError(
            f"Could not write a backup in {folder}: {failure_reason(cause, folder)}."
        ) from cause
    temporary = Path(name)
    try:
        history.copy_to(temporary)
        problem = check_copy(temporary)
        if problem is not None:
            raise history.damage_found(
                DamagedHistoryError(f"The hand history is damaged ({problem}).")
            )
        _sync(temporary)
        if newest.exists():
            os.replace(newest, older)
        os.replace(temporary, newest)
        _sync(folder)
    except OSError as cause:
        raise StorageError(
            f"Could not write a backup in {folder}: {failure_reason(cause, folder)}."
        ) from cause
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
    return BackupMade(newest, newest.stat().st_size, time.perf_counter() - started)


def check_copy(path: Path) -> str | None:
    """What is wrong with a copy, or None when it reads whole."""
    try:
        check_file(path)
    except HistoryDbError as error:  # unreadable is as bad as damaged to fall back on
        return str(error)
    return check_pages(path)


def usable_backups(data_dir: Path) -> list[Path]:
    """The copies that read whole, newest first (none is an empty list)."""
    return [path for path in backup_files(data_dir) if path.is_file() and check_copy(path) is None]


def _sync(path: Path) -> None:
    try:
        descriptor = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass  # a folder some file systems will not sync; the rename is made anyway
    finally:
        os.close(descriptor)


def backup_time(path: Path) -> float | None:
    """When a copy was written (seconds since the epoch), None without one."""
    try:
        return path.stat().st_mtime
    except OSError:
        return None
