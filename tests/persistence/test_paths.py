"""Where data lives: the platform's folders, or one folder given by option or variable."""

from __future__ import annotations

from pathlib import Path

import appdirs  # type: ignore[import-untyped]
import pytest

from ofc_desktop.persistence.paths import (
    APP_NAME,
    DATA_DIR_ENV,
    DataPaths,
    check_data_folder,
    data_paths,
    named_folder,
)


def test_platform_folders_come_from_appdirs() -> None:
    paths = data_paths(environ={})
    assert paths.config_dir == Path(appdirs.user_config_dir(APP_NAME, appauthor=False))
    assert paths.data_dir == Path(appdirs.user_data_dir(APP_NAME, appauthor=False))
    assert paths.settings_file == paths.config_dir / "settings.json"
    assert paths.resume_file == paths.data_dir / "resume.json"
    assert paths.history_db == paths.data_dir / "history.sqlite3"


def test_the_variable_puts_everything_in_one_folder(tmp_path: Path) -> None:
    paths = data_paths(environ={DATA_DIR_ENV: str(tmp_path)})
    assert paths == DataPaths(tmp_path, tmp_path)
    assert paths.settings_file.parent == paths.history_db.parent == tmp_path


def test_the_real_environment_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    assert data_paths().data_dir == tmp_path


def test_an_explicit_folder_beats_the_variable(tmp_path: Path) -> None:
    chosen = tmp_path / "portable"
    paths = data_paths(chosen, environ={DATA_DIR_ENV: str(tmp_path / "ignored")})
    assert paths.config_dir == paths.data_dir == chosen


def test_an_empty_variable_is_ignored() -> None:
    assert data_paths(environ={DATA_DIR_ENV: ""}) == data_paths(environ={})


def test_a_relative_folder_is_pinned_to_where_the_app_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    paths = data_paths(Path("portable"))
    assert paths.data_dir == tmp_path / "portable"
    assert paths.data_dir.is_absolute()


def test_a_home_folder_is_expanded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert data_paths(environ={DATA_DIR_ENV: "~/ofc"}).data_dir == tmp_path / "ofc"


def test_computing_paths_creates_nothing(tmp_path: Path) -> None:
    paths = data_paths(tmp_path / "not" / "yet")
    assert paths.settings_file.name == "settings.json"
    assert not (tmp_path / "not").exists()


def test_named_folder_is_the_option_or_the_variable_else_none(tmp_path: Path) -> None:
    assert named_folder(environ={}) is None
    assert named_folder(environ={DATA_DIR_ENV: ""}) is None
    assert named_folder(environ={DATA_DIR_ENV: str(tmp_path)}) == tmp_path
    assert named_folder(tmp_path / "a", environ={DATA_DIR_ENV: str(tmp_path)}) == tmp_path / "a"
    assert DataPaths.portable(tmp_path) == data_paths(tmp_path)


def test_checking_the_folders_creates_them(tmp_path: Path) -> None:
    paths = DataPaths(tmp_path / "config" / "ofc", tmp_path / "data" / "ofc")
    assert check_data_folder(paths) is None
    assert paths.config_dir.is_dir() and paths.data_dir.is_dir()
    assert check_data_folder(paths) is None  # already there: fine
    assert not any(paths.data_dir.iterdir())  # a check writes no file


def test_a_folder_path_through_a_file_is_one_notice_naming_it(tmp_path: Path) -> None:
    (tmp_path / "plain").write_text("a file")
    paths = data_paths(tmp_path / "plain" / "sub")
    assert check_data_folder(paths) == (
        f"The folder {tmp_path / 'plain' / 'sub'} cannot hold your files: part of the folder "
        "path is a file, not a folder. The game will not keep anything this time: settings "
        "changed and hands played are gone when it closes."
    )
    assert (tmp_path / "plain").read_text() == "a file"
