"""Room kept aside in the data folder for a disk that fills up: a small file written
while there is space, given back when the last hands must be saved on a full disk.

Written with random bytes, so that a compressing file system cannot store it in less
room than it claims.
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path

RESERVE_FILE = ".space-reserve"
RESERVE_BYTES = 256 * 1024  # a checkpoint of a few hands needs some tens of pages

logger = logging.getLogger(__name__)


def reserve_path(data_dir: Path) -> Path:
    return data_dir / RESERVE_FILE


def keep_reserve(data_dir: Path) -> bool:
    """Make sure the reserve is there; False when the disk has no room for it now."""
    path = reserve_path(data_dir)
    try:
        if path.is_file() and path.stat().st_size >= RESERVE_BYTES:
            return True
        # Writing takes the room at once (no sync needed: a lost reserve is made again).
        with path.open("wb") as file:
            file.write(os.urandom(RESERVE_BYTES))
    except OSError as error:
        logger.info("no room for the space reserve in %s: %s", data_dir, error)
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)
        return False
    return True


def free_reserve(data_dir: Path) -> bool:
    """Give the reserve's room back to the disk; False when there was none."""
    path = reserve_path(data_dir)
    try:
        size = path.stat().st_size
        path.unlink()
    except OSError:
        return False
    logger.warning("gave back the %d bytes kept in reserve in %s", size, data_dir)
    return size > 0
