"""Atomic writes survive a killed process; failures read as sentences; bad files go aside."""

from __future__ import annotations

import errno
import hashlib
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from ofc_desktop.persistence.atomic import (
    StorageError,
    disk_is_full,
    ensure_dir,
    quarantine,
    remove_leftover_temporaries,
    write_atomic,
)

REPO = Path(__file__).resolve().parents[2]

# Writes ever-new files of 0.2-2 MB, each headed by its sequence number and checksum, and
# reports every write that returned.
WRITER = """
import hashlib, random, sys
from pathlib import Path
from ofc_desktop.persistence.atomic import write_atomic
target, sequence = Path(sys.argv[1]), int(sys.argv[2])
print("ready", flush=True)
while True:
    body = random.Random(sequence).randbytes(random.Random(-sequence).randrange(200_000, 2_000_000))
    head = f"{sequence} {hashlib.sha256(body).hexdigest()}\\n".encode()
    write_atomic(target, head + body)
    print(sequence, flush=True)
    sequence += 1
"""


def _sequence_in(target: Path) -> int | None:
    """The sequence number of a complete file; fails the test on a partial one."""
    if not target.exists():
        return None
    head, _, body = target.read_bytes().partition(b"\n")
    sequence, digest = head.decode().split()
    assert hashlib.sha256(body).hexdigest() == digest, "a partial file was left behind"
    return int(sequence)


def test_a_killed_writer_leaves_the_old_or_the_new_file(tmp_path: Path) -> None:
    target = tmp_path / "big.bin"
    rng = random.Random(7)
    in_file: int | None = None
    completed = interrupted = 0
    for kill in range(30):
        start = kill * 1_000_000
        writer = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target), str(start)],
            cwd=REPO,
            stdout=subprocess.PIPE,
        )
        assert writer.stdout is not None
        assert writer.stdout.readline() == b"ready\n"
        time.sleep(rng.uniform(0.0, 0.15))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        done = [int(word) for word in writer.stdout.read().split()]
        writer.stdout.close()
        completed += len(done)
        # Killed between the rename and the report, the file may be one write ahead.
        allowed = {done[-1], done[-1] + 1} if done else {in_file, start}
        in_file = _sequence_in(target)
        assert in_file in allowed
        # SIGKILL leaves the temporary file of an interrupted write, and nothing else.
        leftovers = [p for p in tmp_path.iterdir() if p.name != "big.bin"]
        assert all(p.name.startswith(".big.bin.") and p.suffix == ".tmp" for p in leftovers)
        interrupted += bool(leftovers)
        # ... which the next start removes, as it would for the settings or the saved match.
        assert sorted(remove_leftover_temporaries(tmp_path)) == sorted(leftovers)
        assert [p.name for p in tmp_path.iterdir()] in ([], ["big.bin"])
    # The kills really landed among many writes, and some in the middle of one.
    assert completed >= 30
    assert interrupted >= 1


def test_writes_text_and_bytes_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "er" / "file.json"
    write_atomic(target, "first ♠")
    assert target.read_text(encoding="utf-8") == "first ♠"
    write_atomic(target, b"\x00second")
    assert target.read_bytes() == b"\x00second"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def _fail_with(number: int) -> Any:
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(number, os.strerror(number))

    return fail


@pytest.mark.parametrize(
    ("step", "number", "words"),
    [
        ("replace", errno.ENOSPC, "the disk is full"),
        ("fsync", errno.ENOSPC, "the disk is full"),
        ("replace", errno.EROFS, "the folder is on a read-only disk"),
        ("fsync", errno.EIO, "the disk reported an input/output error"),
        ("replace", errno.EACCES, "permission was denied"),
    ],
)
def test_a_failed_write_says_why_and_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: str, number: int, words: str
) -> None:
    target = tmp_path / "settings.json"
    target.write_text("old")
    monkeypatch.setattr(os, step, _fail_with(number))
    with pytest.raises(StorageError) as raised:
        write_atomic(target, "new")
    message = str(raised.value)
    assert message.startswith(f"Could not save settings.json in {tmp_path}: ")
    assert message.endswith(f"{words}.")
    assert raised.value.errno == number
    assert isinstance(raised.value, OSError)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # temp file removed


def test_a_read_only_folder_refuses_the_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "mkstemp", _fail_with(errno.EROFS))
    with pytest.raises(StorageError, match="the folder is on a read-only disk"):
        write_atomic(tmp_path / "settings.json", "x")


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes into read-only folders"
)
def test_a_real_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    (folder / "settings.json").write_text("old")
    folder.chmod(0o500)
    try:
        with pytest.raises(StorageError, match="permission was denied"):
            write_atomic(folder / "settings.json", "new")
        assert (folder / "settings.json").read_text() == "old"
    finally:
        folder.chmod(0o700)


def test_an_interrupt_mid_write_removes_the_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupt(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupt)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(tmp_path / "f", "x")
    assert list(tmp_path.iterdir()) == []


def test_a_file_where_the_folder_should_be(tmp_path: Path) -> None:
    (tmp_path / "blocked").write_text("")
    with pytest.raises(StorageError, match="Could not create the folder blocked"):
        write_atomic(tmp_path / "blocked" / "settings.json", "x")
    with pytest.raises(StorageError):
        ensure_dir(tmp_path / "blocked")


def test_a_folder_where_the_file_should_be(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    with pytest.raises(StorageError, match="a folder of that name is in the way"):
        write_atomic(tmp_path / "settings.json", "x")
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


@pytest.mark.parametrize("links", [True, False])
def test_quarantine_never_overwrites_an_earlier_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, links: bool
) -> None:
    if not links:  # a file system without hard links (FAT, some network shares)
        monkeypatch.setattr(os, "link", _fail_with(errno.EPERM))
    target = tmp_path / "settings.json"
    expected = ["settings.json.corrupt", "settings.json.corrupt.1", "settings.json.corrupt.2"]
    for number, name in enumerate(expected):
        target.write_text(f"bad {number}")
        assert quarantine(target) == tmp_path / name
        assert not target.exists()
    for number, name in enumerate(expected):
        assert (tmp_path / name).read_text() == f"bad {number}"


def test_quarantine_fills_no_gap_it_did_not_make(tmp_path: Path) -> None:
    """Earlier copies, whoever made them, are skipped: the first free name is used."""
    target = tmp_path / "settings.json"
    (tmp_path / "settings.json.corrupt").write_text("a")
    (tmp_path / "settings.json.corrupt.1").write_text("b")
    target.write_text("c")
    assert quarantine(target).name == "settings.json.corrupt.2"
    assert (tmp_path / "settings.json.corrupt").read_text() == "a"


def test_quarantine_of_a_missing_file_is_a_storage_error(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match=r"Could not move aside gone\.json"):
        quarantine(tmp_path / "gone.json")


class _Usage(NamedTuple):
    total: int
    used: int
    free: int


def _disk_with_room(free: int) -> Any:
    return lambda _path: _Usage(10**9, 10**9 - free, free)


def test_an_input_output_error_on_a_full_disk_says_the_disk_is_full(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Some file systems report a write that found no room as EIO (at fsync, say)."""
    monkeypatch.setattr(os, "fsync", _fail_with(errno.EIO))
    monkeypatch.setattr(shutil, "disk_usage", _disk_with_room(0))
    with pytest.raises(StorageError, match=r"settings\.json in .*: the disk is full\.$"):
        write_atomic(tmp_path / "settings.json", "x")
    monkeypatch.setattr(shutil, "disk_usage", _disk_with_room(10**9))
    with pytest.raises(StorageError, match="the disk reported an input/output error"):
        write_atomic(tmp_path / "settings.json", "x")


def test_disk_is_full_asks_the_nearest_folder_that_exists(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[Path] = []

    def usage(path: Path) -> _Usage:
        asked.append(Path(path))
        return _Usage(100, 100, 0)

    monkeypatch.setattr(shutil, "disk_usage", usage)
    assert disk_is_full(tmp_path / "not" / "yet")
    assert asked == [tmp_path]
    monkeypatch.setattr(shutil, "disk_usage", _fail_with(errno.EIO))
    assert not disk_is_full(tmp_path)  # no answer is no proof that it is full


def _interrupted_write(folder: Path, name: str) -> Path:
    """What a write of ``name`` leaves when the process dies before its rename."""
    before = set(folder.iterdir())
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "replace", _fail_with(errno.EIO))
        patch.setattr(os, "unlink", lambda *args, **kwargs: None)  # dead: nothing cleans up
        with pytest.raises(StorageError):
            write_atomic(folder / name, "half a file")
    (left,) = set(folder.iterdir()) - before
    return left


def test_leftover_temporaries_of_interrupted_writes_are_removed(tmp_path: Path) -> None:
    write_atomic(tmp_path / "settings.json", "{}")
    leftovers = {
        _interrupted_write(tmp_path, name)
        for name in ("settings.json", "resume.json", "resume.json")
    }
    keep = [
        "settings.json",
        ".hidden.tmp",
        "notes.tmp",
        ".settings.json.tmp",
        ".settings.json.backup.tmp.old",
        "history.sqlite3",
    ]
    for name in keep[1:]:
        (tmp_path / name).write_text("mine")
    (tmp_path / ".folder.abcdefgh.tmp").mkdir()  # only files are ever removed
    removed = remove_leftover_temporaries(tmp_path)
    assert set(removed) == leftovers
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(
        [*keep, ".folder.abcdefgh.tmp"]
    )


def test_leftovers_in_a_missing_or_unreadable_folder_are_nothing_to_do(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert remove_leftover_temporaries(tmp_path / "missing") == []
    (tmp_path / "plain").write_text("")
    assert remove_leftover_temporaries(tmp_path / "plain") == []
    leftover = _interrupted_write(tmp_path, "settings.json")
    monkeypatch.setattr(os, "unlink", _fail_with(errno.EACCES))
    assert remove_leftover_temporaries(tmp_path) == []
    assert leftover.exists()
