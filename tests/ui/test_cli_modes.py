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
from ofc_desktop.ui.app import parse_args, table_setup


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "ofc_desktop", *args], env=env,
                          capture_output=True, text=True, timeout=300, check=False)


@pytest.mark.parametrize(("variant", "seats", "extra"), [
    ("pineapple", "human,easy,beginner", ()),
    ("chinese", "human,easy", ()),
    ("classic", "easy,beginner,easy,beginner", ("--decks", "2", "--jokers", "1")),
])
def test_self_test_plays_one_hand_and_passes(variant: str, seats: str,
                                             extra: tuple[str, ...]) -> None:
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
    for path in list(folder.iterdir()):
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
    done = _run("--screenshot", str(target), "--variant", "pineapple",
                "--seats", "human,easy,easy", "--seed", "9")
    assert done.returncode == 0, done.stderr
    image = QImage(str(target))
    assert not image.isNull() and image.width() >= 1000


def test_bad_options_get_one_clear_line() -> None:
    done = _run("--seats", "human,wizard")
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "ofc-desktop: unknown seat 'wizard': use human or one of beginner, easy, medium, "
        "hard, expert"]


def test_options_make_the_table_they_describe() -> None:
    setup = table_setup(parse_args(["--variant", "turbo", "--seats", "hard,human,medium",
                                    "--jokers", "2", "--decks", "2", "--seed", "5"]))
    assert setup.rules.variant is Variant.TURBO
    assert (setup.rules.decks, setup.rules.jokers_per_deck, setup.seed) == (2, 2, 5)
    assert [(s.kind, s.level) for s in setup.seats] == [
        ("bot", "hard"), ("human", "medium"), ("bot", "medium")]
    with pytest.raises(OfcError, match="single-deck pineapple seats at most 3"):
        table_setup(parse_args(["--variant", "pineapple", "--seats", "human,easy,easy,easy"]))
