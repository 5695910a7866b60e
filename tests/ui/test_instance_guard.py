"""One running window per data folder: a lock held for the window's life, and a local
server through which a second start asks the first window to come to the front."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from ofc_desktop.ui.instance_guard import LOCK_NAME, InstanceGuard, server_name
from ofc_desktop.ui.launch import answer_second_start
from ofc_desktop.ui.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]
WAIT_S = 120  # generous: the machine running the tests may be busy

# Holds a folder the way the game does, and says when the lock is held and when a
# second start asked for the window. With "--crash" it dies at once, as a crash would;
# with "--no-window" it has no window to show.
HOLDER = """
import os, signal, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from ofc_desktop.ui.instance_guard import InstanceGuard
app = QCoreApplication([])
guard = InstanceGuard(Path(sys.argv[1]))
print("holding" if guard.acquire() else "refused", flush=True)
if "--crash" in sys.argv:
    os.kill(os.getpid(), signal.SIGKILL)
if "--no-window" not in sys.argv:
    guard.showRequested.connect(lambda: print("show requested", flush=True))
app.exec()
"""

# Holds the lock alone, without the server: a window that cannot answer.
SILENT_HOLDER = """
import sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
print("holding" if lock.tryLock(0) else "refused", flush=True)
sys.stdin.read()
"""


def _forgive_the_offscreen_platform(warnings: list[str]) -> None:
    """The offscreen platform has no window stack to raise a window in, nor a window
    manager to size a message box by its hints, and says so; nothing else is forgiven."""
    unsupported = {
        f"This plugin does not support {what}()" for what in ("raise", "propagateSizeHints")
    }
    warnings[:] = [warning for warning in warnings if warning not in unsupported]


def _env() -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen")


class _Holder:
    """A process holding ``folder``; ``said()`` is everything it printed, once stopped."""

    def __init__(self, script: str, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", script, *args],
            cwd=REPO,
            env=_env(),
            text=True,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        assert self.process.stdout is not None
        self.first_line = self.process.stdout.readline().strip()

    def said(self) -> list[str]:
        self.stop()
        assert self.process.stdout is not None
        return [self.first_line, *self.process.stdout.read().split("\n")[:-1]]

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


@pytest.fixture
def holders() -> Iterator[list[_Holder]]:
    started: list[_Holder] = []
    yield started
    for holder in started:
        holder.stop()
        for stream in (holder.process.stdin, holder.process.stdout):
            if stream is not None:
                stream.close()


def _hold(holders: list[_Holder], script: str, *args: str) -> _Holder:
    holder = _Holder(script, *args)
    holders.append(holder)
    assert holder.first_line == "holding"
    return holder


# ----- the lock -------------------------------------------------------------------------


def test_a_guard_holds_its_folder_until_released(qapp: QApplication, tmp_path: Path) -> None:
    first, second = InstanceGuard(tmp_path), InstanceGuard(tmp_path)
    assert first.acquire()
    assert first.held and first.problem is None
    assert (tmp_path / LOCK_NAME).read_text().split("\n")[0] == str(os.getpid())
    assert not second.acquire()
    assert not second.held and second.problem is None
    first.release()
    assert not first.held
    assert not (tmp_path / LOCK_NAME).exists()
    assert second.acquire()
    second.release()
    second.release()  # twice is harmless


def test_guards_on_different_folders_do_not_meet(qapp: QApplication, tmp_path: Path) -> None:
    guards = [InstanceGuard(tmp_path / name) for name in ("one", "two")]
    assert all(guard.acquire() for guard in guards)
    assert guards[0].server_name != guards[1].server_name
    for guard in guards:
        guard.release()


def test_every_spelling_of_a_folder_gets_one_server_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "real")
    monkeypatch.chdir(tmp_path)
    names = {
        server_name(folder)
        for folder in (
            tmp_path / "real",
            Path("real"),
            tmp_path / "real" / ".." / "real",
            tmp_path / "link",
        )
    }
    assert len(names) == 1
    name = names.pop()
    digest = hashlib.sha256(str((tmp_path / "real").resolve()).encode()).hexdigest()
    assert name.startswith("ofc-desktop-") and digest.startswith(name.split("-")[-1])
    assert server_name(tmp_path / "other") != name


def test_a_lock_left_by_a_crashed_run_is_taken_over(
    qapp: QApplication, qtbot: QtBot, tmp_path: Path, holders: list[_Holder]
) -> None:
    crashed = _hold(holders, HOLDER, str(tmp_path), "--crash")
    crashed.stop()
    assert crashed.process.returncode == -signal.SIGKILL
    # The dead run's lock file and its server's name are still there.
    assert (tmp_path / LOCK_NAME).read_text().split("\n")[0] == str(crashed.process.pid)
    guard = InstanceGuard(tmp_path)
    assert guard.acquire()
    assert (tmp_path / LOCK_NAME).read_text().split("\n")[0] == str(os.getpid())
    # The new holder listens under the folder's name in place of the dead one.
    client = QLocalSocket()
    client.connectToServer(guard.server_name)
    assert client.waitForConnected(WAIT_S * 1000)
    with qtbot.waitSignal(guard.showRequested, timeout=WAIT_S * 1000):
        client.write(b"show\n")
    qtbot.waitUntil(lambda: client.bytesAvailable() > 0, timeout=WAIT_S * 1000)
    assert bytes(client.readAll().data()) == b"shown\n"
    client.abort()
    guard.release()


@pytest.mark.parametrize("content", [b"", b"12ab\n", b"\x00\x00\x00"])
def test_an_empty_or_garbled_lock_file_is_taken_over(
    qapp: QApplication, tmp_path: Path, content: bytes
) -> None:
    """A power cut can leave the lock file created but never written: no process can be
    named in it, and none holds it, so it must not keep the game out for ever."""
    (tmp_path / LOCK_NAME).write_bytes(content)
    guard = InstanceGuard(tmp_path)
    assert guard.acquire()
    assert guard.held
    guard.release()


def test_a_folder_that_cannot_be_made_is_not_held_and_says_why(
    qapp: QApplication, tmp_path: Path
) -> None:
    (tmp_path / "plain").write_text("a file")
    guard = InstanceGuard(tmp_path / "plain" / "sub")
    assert guard.acquire()  # the game still starts
    assert not guard.held
    assert guard.problem == "part of the folder path is a file, not a folder"
    guard.release()
    assert (tmp_path / "plain").read_text() == "a file"


# ----- asking the running window to come forward ---------------------------------------


def test_a_second_guard_asks_the_holder_to_show_its_window(
    qapp: QApplication, tmp_path: Path, holders: list[_Holder]
) -> None:
    holder = _hold(holders, HOLDER, str(tmp_path))
    guard = InstanceGuard(tmp_path)
    assert not guard.acquire()
    assert guard.ask_running_to_show(timeout_ms=WAIT_S * 1000)
    assert guard.ask_running_to_show(timeout_ms=WAIT_S * 1000)
    assert holder.said() == ["holding", "show requested", "show requested"]


def test_a_holder_with_no_window_to_show_says_nothing(
    qapp: QApplication, tmp_path: Path, holders: list[_Holder]
) -> None:
    _hold(holders, HOLDER, str(tmp_path), "--no-window")
    guard = InstanceGuard(tmp_path)
    assert not guard.acquire()
    assert not guard.ask_running_to_show(timeout_ms=WAIT_S * 1000)


def test_a_holder_that_does_not_answer_is_no_window_shown(
    qapp: QApplication, tmp_path: Path, holders: list[_Holder]
) -> None:
    _hold(holders, SILENT_HOLDER, str(tmp_path / LOCK_NAME))
    guard = InstanceGuard(tmp_path)
    assert not guard.acquire()
    assert not guard.ask_running_to_show(timeout_ms=500)


@pytest.mark.parametrize(("button", "shown"), [("Show the open window", True), ("Close", False)])
def test_a_second_start_offers_to_bring_the_open_window_forward(
    qapp: QApplication,
    tmp_path: Path,
    holders: list[_Holder],
    capsys: pytest.CaptureFixture[str],
    no_qt_warnings: list[str],
    button: str,
    shown: bool,
) -> None:
    holder = _hold(holders, HOLDER, str(tmp_path))
    guard = InstanceGuard(tmp_path)
    assert not guard.acquire()
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)  # not open yet
            return
        seen.append(f"{box.text()}\n{box.informativeText()}")
        (choice,) = [
            each
            for each in box.buttons()
            if isinstance(each, QAbstractButton) and each.text().replace("&", "") == button
        ]
        choice.click()

    QTimer.singleShot(0, answer)
    assert answer_second_start(guard, ask=True) == 0
    assert len(seen) == 1
    assert seen[0].startswith(f"OFC Desktop is already open on this folder:\n{tmp_path}\n")
    said = holder.said()
    assert said == (["holding", "show requested"] if shown else ["holding"])
    err = capsys.readouterr().err
    assert f"the game is already open on the folder {tmp_path}" in err
    _forgive_the_offscreen_platform(no_qt_warnings)


def test_a_show_request_brings_a_minimised_window_back(
    qtbot: QtBot, window: MainWindow, no_qt_warnings: list[str]
) -> None:
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    window.bring_to_front()
    assert not window.isMinimized()
    assert window.isVisible()
    _forgive_the_offscreen_platform(no_qt_warnings)


# ----- two real starts of the game ------------------------------------------------------


def _start_again(folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ofc_desktop", "--data-dir", str(folder), "--seats", "human,easy"],
        cwd=REPO,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=WAIT_S,
        check=False,
    )


def _state(folder: Path) -> dict[str, tuple[int, int, str]]:
    """Every entry of the folder and its subfolders (the logs) with its size, time of
    change and content."""
    state = {".": (0, folder.stat().st_mtime_ns, "")}
    for path in folder.rglob("*"):
        stat = path.stat()
        content = "" if path.is_dir() else hashlib.sha256(path.read_bytes()).hexdigest()
        state[str(path.relative_to(folder))] = (stat.st_size, stat.st_mtime_ns, content)
    return state


def _brought_forward(log: Path) -> int:
    """How often the first start's window was brought forward, by what it printed."""
    return (
        log.read_text()
        .splitlines()
        .count("ofc-desktop: another start on this folder brought this window to the front.")
    )


def test_a_second_start_on_the_same_folder_brings_the_first_forward_and_leaves(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    first_err = tmp_path / "first.err"
    with first_err.open("w") as err:
        # A hot-seat table: no bot moves, so nothing writes once the window is up.
        first = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "ofc_desktop",
                "--data-dir",
                str(folder),
                "--seats",
                "human,human",
            ],
            cwd=REPO,
            env=_env(),
            stdout=subprocess.DEVNULL,
            stderr=err,
        )
    try:
        deadline = time.monotonic() + WAIT_S
        while not (folder / LOCK_NAME).exists():
            assert first.poll() is None, first_err.read_text()
            assert time.monotonic() < deadline, "the first start never locked its folder"
            time.sleep(0.1)
        # The first answer also proves the first window is up and idle.
        for _attempt in range(5):
            warm_up = _start_again(folder)
            if warm_up.returncode == 0:
                break
        assert warm_up.returncode == 0, warm_up.stderr
        # Left by a crash of some earlier run: only the holder of the lock may clean it.
        (folder / ".settings.json.abcd1234.tmp").write_text("half a file")
        before, brought_before = _state(folder), _brought_forward(first_err)
        second = _start_again(folder)
        after, brought_after = _state(folder), _brought_forward(first_err)
    finally:
        first.kill()
        first.wait()
    assert second.returncode == 0, second.stderr
    assert second.stdout == ""
    assert (
        f"ofc-desktop: the game is already open on the folder {folder}; "
        "the open window was brought to the front."
    ) in second.stderr.splitlines()
    assert after == before
    assert brought_before >= 1
    assert brought_after == brought_before + 1
