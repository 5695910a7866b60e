"""Where settings, the resumable match and the hand history live, decided in one place.

Computing paths never touches the disk; :func:`check_data_folder` creates the folders
when the game starts, and says in one sentence when they cannot be used.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import appdirs  # type: ignore[import-untyped]  # appdirs ships no type information

from ofc_desktop.persistence.atomic import failure_reason

APP_NAME = "ofc-desktop"
DATA_DIR_ENV = "OFC_DESKTOP_DATA_DIR"


@dataclass(frozen=True)
class DataPaths:
    """The folder for configuration and the folder for data (one and the same when
    portable), and the platform's cache folder (None when portable: then everything
    stays in the one folder)."""

    config_dir: Path
    data_dir: Path
    cache_dir: Path | None = None

    @classmethod
    def portable(cls, folder: Path) -> DataPaths:
        """Everything in ``folder`` (``--data-dir``, or a scratch folder)."""
        return cls(config_dir=folder, data_dir=folder)

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def resume_file(self) -> Path:
        return self.data_dir / "resume.json"

    @property
    def history_db(self) -> Path:
        return self.data_dir / "history.sqlite3"


def named_folder(
    override: Path | None = None, environ: Mapping[str, str] | None = None
) -> Path | None:
    """The one folder ``override`` (``--data-dir``) or ``$OFC_DESKTOP_DATA_DIR`` names, made
    absolute; None when neither does (an empty variable names nothing)."""
    environ = os.environ if environ is None else environ
    chosen = override if override is not None else environ.get(DATA_DIR_ENV) or None
    if chosen is None:
        return None
    # Pinned to an absolute path now, so a later change of working folder cannot move it.
    return Path(chosen).expanduser().absolute()


def data_paths(override: Path | None = None, environ: Mapping[str, str] | None = None) -> DataPaths:
    """The folders to use: ``override`` (``--data-dir``), else ``$OFC_DESKTOP_DATA_DIR``,
    else the platform's user folders. An override holds config and data together.

    >>> portable = data_paths(Path("portable"))
    >>> portable.config_dir == portable.data_dir, portable.history_db.name
    (True, 'history.sqlite3')
    """
    folder = named_folder(override, environ)
    if folder is not None:
        return DataPaths.portable(folder)
    # appauthor=False: on Windows no extra "ofc-desktop\ofc-desktop" level.
    return DataPaths(
        config_dir=Path(str(appdirs.user_config_dir(APP_NAME, appauthor=False))),
        data_dir=Path(str(appdirs.user_data_dir(APP_NAME, appauthor=False))),
        cache_dir=Path(str(appdirs.user_cache_dir(APP_NAME, appauthor=False))),
    )


def check_data_folder(paths: DataPaths) -> str | None:
    """Create the configuration and data folders if missing. None when both are there,
    else the one notice for the player: which folder, why, and that nothing is kept."""
    for folder in dict.fromkeys((paths.config_dir, paths.data_dir)):
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as cause:
            return unusable_folder_notice(folder, failure_reason(cause, folder.parent))
    return None


def unusable_folder_notice(folder: Path, reason: str) -> str:
    """The sentence for a data folder the game cannot keep its files in this time."""
    return (
        f"The folder {folder} cannot hold your files: {reason}. The game will not keep "
        "anything this time: settings changed and hands played are gone when it closes."
    )
