"""The game's log and crash log, kept in the data folder for a player to send along
with a report of what went wrong.

``logs/ofc-desktop.log`` takes every record of the ``logging`` module at level INFO and
above (a start line with the versions, warnings, errors escaped from the window), rotated
at 1 MB with three older files kept. ``logs/crash.log`` receives what :mod:`faulthandler`
writes when the interpreter itself dies (a segmentation fault in a native library): the
Python stack of every thread at that moment. Both are plain text.

Nothing here needs Qt: the window adds its own versions to the start line.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import os
import platform
import sys
from collections.abc import Mapping
from datetime import datetime
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import IO

from ofc_desktop import __version__

LOG_FOLDER = "logs"
LOG_FILE = "ofc-desktop.log"
CRASH_FILE = "crash.log"
MAX_LOG_BYTES = 1_000_000
LOG_BACKUPS = 3
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger(__name__)


def log_folder(data_dir: Path) -> Path:
    """Where the logs of the data folder ``data_dir`` live.

    >>> log_folder(Path("data")).as_posix()
    'data/logs'
    """
    return data_dir / LOG_FOLDER


def runtime_lines(extra: Mapping[str, str] | None = None) -> list[str]:
    """The game's version, Python's and the platform's (and ``extra``'s, e.g. Qt's), one
    ``name version`` per line: what a report of a problem needs to say first.

    >>> runtime_lines({"Qt": "6.8.0"})[-1]
    'Qt 6.8.0'
    """
    lines = [
        f"ofc-desktop {__version__}",
        f"Python {platform.python_version()} ({platform.python_implementation()})",
        f"Platform {platform.platform()}",
    ]
    lines.extend(f"{name} {value}" for name, value in (extra or {}).items())
    return lines


class LogSession:
    """The log handler and the crash log of one start; :meth:`stop` puts back what was
    there before (the handlers, the root level and where faulthandler wrote)."""

    def __init__(self, folder: Path, handler: RotatingFileHandler, crash: IO[str] | None) -> None:
        self.folder = folder
        self.log_file = Path(handler.baseFilename)
        self.crash_file = folder / CRASH_FILE if crash is not None else None
        self._handler = handler
        self._crash = crash
        root = logging.getLogger()
        self._root_level = root.level
        self._faults_were_on = faulthandler.is_enabled()
        root.addHandler(handler)
        if root.level == logging.NOTSET or root.level > logging.INFO:
            root.setLevel(logging.INFO)
        if crash is not None:
            faulthandler.enable(crash, all_threads=True)
        self.stopped = False

    def stop(self) -> None:
        """Stop writing to the files and close them (once; again is harmless)."""
        if self.stopped:
            return
        self.stopped = True
        root = logging.getLogger()
        root.removeHandler(self._handler)
        root.setLevel(self._root_level)
        self._handler.close()
        if self._crash is not None:
            faulthandler.disable()
            if self._faults_were_on and sys.__stderr__ is not None:
                faulthandler.enable(sys.__stderr__, all_threads=True)
            self._crash.close()


def start_logging(data_dir: Path, extra: Mapping[str, str] | None = None) -> LogSession | None:
    """Write the log and the crash log into ``data_dir``'s log folder from now on and log
    a start line with the versions (:func:`runtime_lines` with ``extra``). None, with the
    reason on the standard logger, when the folder or the log cannot be opened: the game
    goes on without them."""
    folder = log_folder(data_dir)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            folder / LOG_FILE, maxBytes=MAX_LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
    except OSError as error:
        log.warning("no log file in %s: %s", folder, error)
        return None
    handler.setLevel(logging.INFO)
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    crash = _open_crash_log(folder / CRASH_FILE)
    session = LogSession(folder, handler, crash)
    log.info("started: %s", "; ".join(runtime_lines(extra)))
    return session


def _open_crash_log(path: Path) -> IO[str] | None:
    """The crash log, opened to add to (a crash of the last run stays for the player to
    send; one grown past the log's size starts afresh), its start line written. It stays
    open while the game runs: a crash leaves no chance to open a file."""
    started = datetime.now().astimezone().isoformat(timespec="seconds")
    crash: IO[str] | None = None
    try:
        mode = "w" if path.is_file() and path.stat().st_size > MAX_LOG_BYTES else "a"
        crash = open(path, mode, encoding="utf-8")  # noqa: SIM115
        crash.write(f"--- ofc-desktop {__version__} started {started}, process {os.getpid()}\n")
        crash.flush()
    except OSError as error:
        log.warning("no crash log at %s: %s", path, error)
        if crash is not None:
            with contextlib.suppress(OSError):
                crash.close()
        return None
    return crash
