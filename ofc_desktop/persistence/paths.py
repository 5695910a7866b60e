"""Where settings, the resumable match and the hand history live, decided in one place.

Computing paths never touches the disk; writers create folders when they first write.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import appdirs  # type: ignore[import-untyped]  # appdirs ships no type information

APP_NAME = "ofc-desktop"
DATA_DIR_ENV = "OFC_DESKTOP_DATA_DIR"


@dataclass(frozen=True)
class DataPaths:
    """The folder for configuration and the folder for data (one and the same when
    portable)."""

    config_dir: Path
    data_dir: Path

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def resume_file(self) -> Path:
        return self.data_dir / "resume.json"

    @property
    def history_db(self) -> Path:
        return self.data_dir / "history.sqlite3"


def data_paths(override: Path | None = None,
               environ: Mapping[str, str] | None = None) -> DataPaths:
    """The folders to use: ``override`` (``--data-dir``), else ``$OFC_DESKTOP_DATA_DIR``,
    else the platform's user folders. An override holds config and data together.

    >>> portable = data_paths(Path("portable"))
    >>> portable.config_dir == portable.data_dir, portable.history_db.name
    (True, 'history.sqlite3')
    """
    environ = os.environ if environ is None else environ
    chosen = override if override is not None else environ.get(DATA_DIR_ENV) or None
    if chosen is not None:
        # Pinned to an absolute path now, so a later change of working folder cannot move it.
        folder = Path(chosen).expanduser().absolute()
        return DataPaths(config_dir=folder, data_dir=folder)
    # appauthor=False: on Windows no extra "ofc-desktop\ofc-desktop" level.
    return DataPaths(
        config_dir=Path(str(appdirs.user_config_dir(APP_NAME, appauthor=False))),
        data_dir=Path(str(appdirs.user_data_dir(APP_NAME, appauthor=False))),
    )
