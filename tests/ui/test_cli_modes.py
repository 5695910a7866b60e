"""The unattended modes of ``ofc-desktop`` run the real window in a separate process:
--self-test plays a whole hand with bots in every seat, --screenshot writes a PNG."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.rules import Variant
from ofc_desktop.persistence.paths import DATA_DIR_ENV
from ofc_desktop.ui.app import parse_args, table_setup


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ if env is None else env, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "ofc_desktop", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def _notices(done: subprocess.CompletedProcess[str]) -> list[str]:
    prefix = "self-test notice: "
    return [
        line.removeprefix(prefix) for line in done.stderr.splitlines() if line.startswith(prefix)
    ]


@pytest.mark.parametrize(
    ("variant", "seats", "extra"),
    [
        ("pineapple", "human,easy,beginner", ()),
        ("chinese", "human,easy", ()),
        ("classic", "easy,beginner,easy,beginner", ("--decks", "2", "--jokers", "1")),
    ],
)
def test_self_test_plays_one_hand_and_passes(
    variant: str, seats: str, extra: tuple[str, ...]
) -> None:
    done = _run("--self-test", "--variant", variant, "--seats", seats, "--seed", "4", *extra)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("self-test passed")


def test_self_test_keeps_its_files_and_survives_them_turned_to_garbage(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    done = _run("--self-test", "--seats", "easy,beginner", "--data-dir", str(folder))
    assert done.returncode == 0, done.stderr
    written = sorted(path.name for path in folder.iterdir())
    assert {"settings.json", "history.sqlite3"} <= set(written)
    (folder / "resume.json").write_text("{}")  # a saved match, as a human table leaves
    for path in list(folder.rglob("*")):  # the backups and the reserve too
        if path.is_file():
            path.write_bytes(b"\x00garbage\xff" * 40)
    again = _run("--self-test", "--seats", "easy,beginner", "--data-dir", str(folder))
    assert again.returncode == 0, again.stderr
    assert again.stdout.startswith("self-test passed")
    for name in ("settings.json", "history.sqlite3", "resume.json"):
        assert (folder / f"{name}.corrupt").read_bytes().startswith(b"\x00garbage"), name
    assert (folder / "settings.json").read_text().startswith("{")  # written anew
    notices = [line for line in again.stderr.splitlines() if line.startswith("self-test notice")]
    assert len(notices) == 3


def test_screenshot_renders_the_table_to_a_png(tmp_path: Path) -> None:
    target = tmp_path / "table.png"
    done = _run(
        "--screenshot",
        str(target),
        "--variant",
        "pineapple",
        "--seats",
        "human,easy,easy",
        "--seed",
        "9",
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(target))
    assert not image.isNull() and image.width() >= 1000


def test_bad_options_get_one_clear_line() -> None:
    done = _run("--seats", "human,wizard")
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "ofc-desktop: unknown seat 'wizard': use human or one of beginner, easy, medium, "
        "hard, expert"
    ]


def test_options_make_the_table_they_describe() -> None:
    setup = table_setup(
        parse_args(
            [
                "--variant",
                "turbo",
                "--seats",
                "hard,human,medium",
                "--jokers",
                "2",
                "--decks",
                "2",
                "--seed",
                "5",
            ]
        )
    )
    assert setup.rules.variant is Variant.TURBO
    assert (setup.rules.decks, setup.rules.jokers_per_deck, setup.seed) == (2, 2, 5)
    assert [(s.kind, s.level) for s in setup.seats] == [
        ("bot", "hard"),
        ("human", "medium"),
        ("bot", "medium"),
    ]
    with pytest.raises(OfcError, match="single-deck Pineapple seats at most 3"):
        table_setup(parse_args(["--variant", "pineapple", "--seats", "human,easy,easy,easy"]))


# ----- whose files the unattended modes use ----------------------------------------------


@pytest.mark.parametrize("mode", ["--self-test", "--screenshot"])
def test_unattended_modes_never_touch_the_players_own_files(tmp_path: Path, mode: str) -> None:
    """Without a folder named, a fresh one is used and removed: nothing lands in the
    player's folders (a pretend home here), and nothing is left in the temporary folder."""
    home, temporary = tmp_path / "home", tmp_path / "tmp"
    home.mkdir()
    temporary.mkdir()
    env = {key: value for key, value in os.environ.items() if key != DATA_DIR_ENV}
    env.update(
        HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        TMPDIR=str(temporary),
    )
    args = [mode, str(tmp_path / "table.png")] if mode == "--screenshot" else [mode]
    done = _run(*args, "--seats", "human,easy", "--seed", "2", env=env)
    assert done.returncode == 0, done.stderr
    assert not (home / "data" / "ofc-desktop").exists()
    assert not (home / "config" / "ofc-desktop").exists()
    assert [path for path in home.rglob("*") if "ofc" in path.name] == []
    assert [path.name for path in temporary.iterdir() if "ofc" in path.name] == []


def test_unattended_modes_use_the_folder_the_variable_names(tmp_path: Path) -> None:
    env = dict(os.environ, **{DATA_DIR_ENV: str(tmp_path / "chosen")})
    done = _run("--self-test", "--seats", "easy,beginner", env=env)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "chosen" / "history.sqlite3").is_file()


def test_leftovers_of_interrupted_writes_are_removed_at_start(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    leftovers = [".settings.json.k2j4_x9q.tmp", ".resume.json.abcdefgh.tmp"]
    for name in leftovers:
        (folder / name).write_text("half a file")
    (folder / "notes.tmp").write_text("the player's own")
    done = _run("--self-test", "--seats", "easy,beginner", "--data-dir", str(folder))
    assert done.returncode == 0, done.stderr
    names = {path.name for path in folder.iterdir()}
    assert not names & set(leftovers)
    assert "notes.tmp" in names


def test_a_folder_path_through_a_file_is_one_notice_and_the_game_goes_on(tmp_path: Path) -> None:
    (tmp_path / "plain").write_text("a file")
    folder = tmp_path / "plain" / "sub"
    done = _run("--self-test", "--seats", "easy,beginner", "--data-dir", str(folder))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("self-test passed")
    assert _notices(done) == [
        f"The folder {folder} cannot hold your files: part of the folder path is a file, "
        "not a folder. The game will not keep anything this time: settings changed and "
        "hands played are gone when it closes."
    ]
    assert (tmp_path / "plain").read_text() == "a file"


HOLDER = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from ofc_desktop.ui.instance_guard import InstanceGuard
app = QCoreApplication([])
guard = InstanceGuard(Path(sys.argv[1]))
print("holding" if guard.acquire() else "refused", flush=True)
guard.showRequested.connect(lambda: print("show requested", flush=True))
app.exec()
"""


def test_unattended_modes_leave_a_folder_in_use_alone(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "settings.json").write_text("{}")
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder)],
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        stdout=subprocess.PIPE,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline() == "holding\n"
        listing = sorted((p.name, p.stat().st_mtime_ns) for p in folder.iterdir())
        done = _run("--self-test", "--seats", "easy,beginner", "--data-dir", str(folder))
        assert sorted((p.name, p.stat().st_mtime_ns) for p in folder.iterdir()) == listing
    finally:
        holder.kill()
        holder.wait()
        if holder.stdout is not None:
            holder.stdout.close()
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        f"ofc-desktop: the game is already open on the folder {folder}; close it, or "
        "choose another folder with --data-dir."
    ]
