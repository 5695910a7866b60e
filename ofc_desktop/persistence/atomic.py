"""Crash-safe file writes: a reader sees the old file or the new one, never half of one.

Failures come out as one ``StorageError`` whose message says in words what went wrong,
so the app can show it and carry on with the game in memory. A write cut short by a
crash leaves only its temporary file, which :func:`remove_leftover_temporaries` clears.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import re
import shutil
import tempfile
from pathlib import Path

logger = logging.getLogger(__name__)

_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EROFS: "the folder is on a read-only disk",
    errno.EACCES: "permission was denied",
    errno.EPERM: "permission was denied",
    errno.ENOENT: "the file or its folder does not exist",
    errno.EEXIST: "a file of that name is in the way",
    errno.EISDIR: "a folder of that name is in the way",
    errno.ENOTDIR: "part of the folder path is a file, not a folder",
    errno.ENAMETOOLONG: "the file name is too long",
    errno.EIO: "the disk reported an input/output error",
}
DISK_FULL = _REASONS[errno.ENOSPC]
# Below this much room, a failed write is put down to the disk being full: some file
# systems (and SQLite's shared-memory file) report running out of room as EIO.
NEARLY_FULL_BYTES = 1 << 20

# The temporary file of a write to NAME is ".NAME.<8 random characters>.tmp" (mkstemp's
# names); the exact shape keeps a player's own ".something.tmp" files out of the clean-up.
_LEFTOVER = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")


class StorageError(OSError):
    """Saving or moving a file failed; ``str()`` is a sentence for the player and
    ``errno`` keeps the cause's number."""

    def __str__(self) -> str:
        # OSError would print "[Errno 28] …: path" once errno and filename are set.
        return str(self.args[0]) if self.args else super().__str__()


def failure_reason(cause: OSError, folder: Path) -> str:
    """Why an operation in ``folder`` failed, in words (without a full stop)."""
    if cause.errno == errno.EIO and disk_is_full(folder):
        return DISK_FULL
    return _REASONS.get(cause.errno or 0) or cause.strerror or str(cause) or "unknown error"


def disk_is_full(folder: Path) -> bool:
    """Is the disk holding ``folder`` (or its nearest existing parent) out of room? An
    unanswerable question counts as no."""
    existing = next((each for each in (folder, *folder.parents) if each.is_dir()), None)
    if existing is None:
        return False
    try:
        return shutil.disk_usage(existing).free < NEARLY_FULL_BYTES
    except OSError:
        return False


def _storage_error(action: str, path: Path, cause: OSError) -> StorageError:
    reason = failure_reason(cause, path.parent)
    error = StorageError(f"Could not {action} {path.name} in {path.parent}: {reason}.")
    error.errno = cause.errno
    error.filename = str(path)
    return error


def ensure_dir(folder: Path) -> Path:
    """Create ``folder`` (and its parents) if missing; raise StorageError if it cannot be."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as cause:
        raise _storage_error("create the folder", folder, cause) from cause
    return folder


def write_atomic(path: Path, data: bytes | str) -> None:
    """Replace ``path`` with ``data`` (str is written as UTF-8) all at once.

    The data goes to a temporary file beside the target, is flushed to the disk, and
    then renamed over the target; a failure removes the temporary file and raises
    StorageError.
    """
    payload = data.encode("utf-8") if isinstance(data, str) else data
    ensure_dir(path.parent)
    try:
        handle, temp_name = tempfile.mkstemp(
            prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
        )
    except OSError as cause:
        raise _storage_error("save", path, cause) from cause
    try:
        with os.fdopen(handle, "wb") as temp:
            temp.write(payload)
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp_name, path)
    except BaseException as failure:
        # BaseException too: an interrupt mid-write must not leave the temporary file.
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        if isinstance(failure, OSError):
            raise _storage_error("save", path, failure) from failure
        raise
    _sync_folder(path.parent)


def remove_leftover_temporaries(folder: Path) -> list[Path]:
    """Delete the temporary files that writes cut short by a crash left in ``folder``, and
    return them. Call it only while holding the folder: another running program's write
    in progress looks just the same."""
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []  # no folder, or not one: nothing was left there
    removed = []
    for entry in entries:
        if not _LEFTOVER.fullmatch(entry.name) or entry.is_symlink() or not entry.is_file():
            continue
        try:
            os.unlink(entry)
        except OSError as error:
            logger.warning("cannot remove the leftover %s: %s", entry, error)
            continue
        removed.append(entry)
    return removed


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows (POSIX; not Windows)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the rename is done anyway
    finally:
        os.close(descriptor)


def quarantine(path: Path) -> Path:
    """Move a bad file aside as ``name.corrupt`` (or ``.corrupt.1``, ``.2``, … so an
    earlier one is never overwritten) and return where it went."""
    candidate = path.with_name(f"{path.name}.corrupt")
    number = 0
    while True:
        try:
            _move_without_overwrite(path, candidate)
        except FileExistsError:
            number += 1
            candidate = path.with_name(f"{path.name}.corrupt.{number}")
            continue
        except OSError as cause:
            raise _storage_error("move aside", path, cause) from cause
        return candidate


def _move_without_overwrite(source: Path, target: Path) -> None:
    # A hard link fails if the target exists, so two programs cannot clobber each other's
    # quarantined file; where links are unsupported, check first and then rename.
    try:
        os.link(source, target, follow_symlinks=False)
    except FileExistsError:
        raise
    except (OSError, NotImplementedError):
        if os.path.lexists(target):
            raise FileExistsError(errno.EEXIST, "exists", str(target)) from None
        os.rename(source, target)
        return
    os.unlink(source)
