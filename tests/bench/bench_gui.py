"""How fast the desktop table feels: start-up to a shown window, one drag step and one
opponent's move on a full six-seat table.

Run by hand (pytest does not collect it):

    python3 tests/bench/bench_gui.py [--runs 5] [--moves 300]

Renders offscreen unless a display is set (DISPLAY or WAYLAND_DISPLAY).

a. Start-up: ``python -m ofc_desktop`` in a fresh process, timed from just before the
   process is spawned to the line the child prints when the window is exposed and when
   the table is first painted (an application event filter watches for both). Each start
   gets its own copy of a scratch data folder as a returning player leaves it (settings
   saved, the welcome question answered, a hand history, no match in progress), never
   the player's own folder; a child outlives neither its 20 s nor this script.
b. At 1920×1080, six seats (you + 5 bots, Classic, two decks): the GUI-thread time of one
   mouse move while a card is dragged (the event, and the event plus the repaint it
   causes), and of one opponent's move: the bot's answer applied through the controller,
   the new snapshot built and the scene brought up to it. The bots answer instantly (the
   first legal decision), so only the table's own work is timed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
HEADLESS = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
if HEADLESS:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QEventLoop, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QMouseEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ofc_desktop.core.decision import Decision, legal_decisions  # noqa: E402
from ofc_desktop.core.rules import RuleSet, Variant  # noqa: E402
from ofc_desktop.core.seats import HumanSeat, Seat, SeatKind  # noqa: E402
from ofc_desktop.core.view import PlayerView  # noqa: E402
from ofc_desktop.persistence.paths import DATA_DIR_ENV, DataPaths  # noqa: E402
from ofc_desktop.ui.controller import TableController  # noqa: E402
from ofc_desktop.ui.main_window import MainWindow  # noqa: E402
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds  # noqa: E402
from ofc_desktop.ui.models.snapshot import TableSnapshot  # noqa: E402
from ofc_desktop.ui.storage import Storage  # noqa: E402

START_UP_TARGET_S = 1.5
HANDLING_TARGET_MS = 8.0
FRAME_TARGET_MS = 16.7  # one frame at 60 Hz
START_UP_CASES = {
    "Classic, you + medium (default)": ["--seats", "human,medium"],
    "Pineapple, you + 2 easy": ["--variant", "pineapple", "--seats", "human,easy,easy"],
    "Classic 2 decks, you + 5 easy": ["--decks", "2", "--seats", "human,easy,easy,easy,easy,easy"],
}
# The child: the real entry point (ofc_desktop.ui.app.main, as `python -m ofc_desktop`)
# with an application-wide event filter that reports the window's first expose and the
# table's first paint, then leaves at once. It also leaves when its standard input
# closes: the bench holds the other end, so a bench stopped in any way takes it along.
CHILD = r"""
import os, sys, threading
threading.Thread(target=lambda: (sys.stdin.read(), os._exit(3)), daemon=True).start()
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QWindow
from PySide6.QtWidgets import QApplication, QGraphicsView

class FirstShow(QObject):
    exposed = False
    def eventFilter(self, watched, event):
        kind = event.type()
        if kind == QEvent.Type.Expose and not self.exposed and isinstance(watched, QWindow) \
                and watched.isExposed():
            self.exposed = True
            print("exposed", flush=True)
        elif kind == QEvent.Type.Paint and self.exposed \
                and isinstance(watched.parent(), QGraphicsView):
            print("painted", flush=True)
            os._exit(0)
        return False

app = QApplication(sys.argv[:1])
watcher = FirstShow()
app.installEventFilter(watcher)
QTimer.singleShot(20_000, lambda: (print("timeout", flush=True), os._exit(1)))
from ofc_desktop.ui.app import main
sys.exit(main(["ofc-desktop", *sys.argv[1:]]))
"""


# ----- figures -----------------------------------------------------------------------------


def median(values: list[float]) -> float:
    return statistics.median(values)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def timed_spawn(command: list[str]) -> dict[str, float]:
    """Seconds from just before the spawn to each line the child prints."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]),
    }
    started = time.perf_counter()
    child = subprocess.Popen(
        command,
        stdin=subprocess.PIPE,  # kept open while it runs: its end of the leash
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=ROOT,
        env=env,
    )
    try:
        assert child.stdout is not None
        seen: dict[str, float] = {}
        for line in child.stdout:
            seen[line.strip()] = time.perf_counter() - started
        seen["exit"] = time.perf_counter() - started
    finally:
        if child.poll() is None:
            child.kill()
        child.wait()
    return seen


def returning_player(folder: Path) -> Path:
    """A data folder as a returning player leaves it: the settings saved with the welcome
    question answered, a hand history, no match in progress."""
    storage = Storage(DataPaths.portable(folder))
    settings, _ = storage.load_settings()
    options = settings.options.with_changes(learner_asked=True)
    storage.save_settings(replace(settings, options=options), None)
    storage.history.count_hands()  # opened once, so the database is there
    storage.close()
    return folder


def start_up(runs: int, scratch: Path) -> list[tuple[str, list[float], list[float]]]:
    """Per case: seconds to the window exposed and to the table's first paint."""
    ready = "import os; print('ready', flush=True); os._exit(0)"
    floor = [timed_spawn([sys.executable, "-c", ready])["ready"] for _ in range(runs)]
    imports = [
        timed_spawn([sys.executable, "-c", f"import ofc_desktop.ui.launch; {ready}"])["ready"]
        for _ in range(runs)
    ]
    rows = [
        ("python started (interpreter floor)", floor, floor),
        ("python started, ofc_desktop.ui.launch imported", imports, imports),
    ]
    template = returning_player(scratch / "template")
    for case, (name, arguments) in enumerate(START_UP_CASES.items()):
        exposed, painted = [], []
        for run in range(runs):
            folder = scratch / f"start-{case}-{run}"
            shutil.copytree(template, folder)
            data = ["--data-dir", str(folder)]
            seen = timed_spawn([sys.executable, "-c", CHILD, *arguments, "--seed", str(run), *data])
            if "painted" not in seen:
                raise SystemExit(f"start-up of {name!r} never painted the table: {seen}")
            exposed.append(seen["exposed"])
            painted.append(seen["painted"])
        rows.append((name, exposed, painted))
    return rows


# ----- the six-seat table ---------------------------------------------------------------------


class InstantBot:
    """A bot seat that answers at once with the first legal decision."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.level = "instant"

    @property
    def kind(self) -> SeatKind:
        return SeatKind.BOT

    def decide(self, view: PlayerView, cancel: threading.Event | None = None) -> Decision:
        return next(legal_decisions(view))


def wait_until(done: Callable[[], bool], seconds: float = 30.0) -> None:
    """Run the event loop until ``done()`` (blocking between events, never spinning)."""
    deadline = time.perf_counter() + seconds
    while not done():
        if time.perf_counter() > deadline:
            raise SystemExit("the table did not get there in time")
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if not done():
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 20)


def six_seat_table() -> tuple[MainWindow, TableController, TableSetup, list[Seat]]:
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    window = MainWindow(controller)
    window.ask_before_abandoning = False
    window.resize(1920, 1080)
    window.show()
    wait_until(lambda: window.windowHandle() is not None and window.windowHandle().isExposed())
    rules = RuleSet(variant=Variant.CLASSIC, decks=2)
    setup = TableSetup(rules, seats_from_kinds(["human"] + ["easy"] * 5), seed=2024)
    seats: list[Seat] = [HumanSeat(setup.seats[0].name)]
    seats += [InstantBot(spec.name) for spec in setup.seats[1:]]
    return window, controller, setup, seats


def mouse_move(window: MainWindow, point: QPointF) -> None:
    viewport = window.view.viewport()
    QApplication.sendEvent(
        viewport,
        QMouseEvent(
            QEvent.Type.MouseMove,
            point,
            QPointF(viewport.mapToGlobal(point.toPoint())),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        ),
    )


def drag_steps(
    window: MainWindow,
    controller: TableController,
    setup: TableSetup,
    seats: list[Seat],
    moves: int,
) -> tuple[list[float], list[float]]:
    """Milliseconds per mouse move with a card held: the event alone, and the event
    plus the repaint it causes."""
    controller.new_match(setup, seats=seats)
    wait_until(lambda: bool(controller.snapshot.targets))
    card = controller.snapshot.held[0]
    view, viewport = window.view, window.view.viewport()
    start = view.mapFromScene(window.scene.card_rect(card).center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)
    for step in range(1, 11):  # past the drag distance: the card is picked up
        mouse_move(window, QPointF(start) + (centre - QPointF(start)) * (step / 10))
    QApplication.processEvents()
    event_ms, frame_ms = [], []
    for step in range(moves):
        # Sweep across the table, over other seats' boards and the viewer's rows.
        x = viewport.width() * (0.1 + 0.8 * ((step * 7) % 101) / 100)
        y = viewport.height() * (0.15 + 0.7 * ((step * 13) % 97) / 96)
        began = time.perf_counter()
        mouse_move(window, QPointF(x, y))
        handled = time.perf_counter()
        QApplication.processEvents()  # the repaint the move asked for
        painted = time.perf_counter()
        event_ms.append(1000 * (handled - began))
        frame_ms.append(1000 * (painted - began))
    if not window.scene.is_animating() and card not in controller.snapshot.movable:
        raise SystemExit("the dragged card stopped being movable during the bench")
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    return event_ms, frame_ms


def opponent_moves(
    window: MainWindow,
    controller: TableController,
    setup: TableSetup,
    seats: list[Seat],
    moves: int,
) -> tuple[list[float], list[float]]:
    """Milliseconds per bot move in the GUI thread: the whole answer handled (decision
    applied, records signalled, snapshot built, scene and panel updated), and the
    window's share of it (``show_snapshot``)."""
    handled_ms: list[float] = []
    shown_ms: list[float] = []
    in_bot_move = [False]

    def timed_show(snapshot: TableSnapshot) -> None:
        began = time.perf_counter()
        window.show_snapshot(snapshot)
        if in_bot_move[0]:
            shown_ms.append(1000 * (time.perf_counter() - began))

    def timed_bot_answer(request_id: int, decision: object) -> None:
        before = len(shown_ms)
        in_bot_move[0] = True
        began = time.perf_counter()
        controller._on_bot_done(request_id, decision)
        elapsed = time.perf_counter() - began
        in_bot_move[0] = False
        if len(shown_ms) > before:  # a live answer, not a stale one
            handled_ms.append(1000 * elapsed)

    controller.snapshotChanged.disconnect(window.show_snapshot)
    controller.snapshotChanged.connect(timed_show)
    runner = controller._runner
    runner.done.disconnect(controller._on_bot_done)
    runner.done.connect(timed_bot_answer)
    controller.new_match(setup, seats=seats)
    while len(handled_ms) < moves:
        snapshot = controller.snapshot
        if snapshot.can_next_hand:
            controller.next_hand()
        elif snapshot.match_over:
            controller.new_match(setup, seats=seats)
        elif snapshot.targets:
            controller.play_for_me(confirm=True)
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 20)
    return handled_ms, shown_ms


def full_repaints(window: MainWindow, count: int = 60) -> list[float]:
    """Milliseconds to repaint the whole table at once (every seat's cards drawn)."""
    viewport = window.view.viewport()
    times = []
    for _ in range(count):
        began = time.perf_counter()
        viewport.repaint()
        times.append(1000 * (time.perf_counter() - began))
    return times


# ----- the report ----------------------------------------------------------------------------


def report(title: str, rows: list[tuple[str, str, str, str, str]]) -> None:
    print(f"\n{title}")
    print(f"{'figure':<54} {'median':>9} {'p95/max':>9} {'target':>9}  ok")
    for name, middle, high, target, ok in rows:
        print(f"{name:<54} {middle:>9} {high:>9} {target:>9}  {ok}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="start-ups per case")
    parser.add_argument("--moves", type=int, default=300, help="drag steps / bot moves")
    args = parser.parse_args()
    platform = os.environ.get("QT_QPA_PLATFORM", "the desktop")
    print(f"Qt platform: {platform}; Python {sys.version.split()[0]}; {os.cpu_count()} CPUs")

    scratch = Path(tempfile.mkdtemp(prefix="bench-gui-"))
    os.environ[DATA_DIR_ENV] = str(scratch / "in-process")  # never the player's own folder
    try:
        return run_bench(args, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def run_bench(args: argparse.Namespace, scratch: Path) -> int:
    rows = []
    for name, exposed, painted in start_up(args.runs, scratch):
        if exposed is painted:
            rows.append((name, f"{median(exposed):.2f} s", f"{max(exposed):.2f} s", "", ""))
            continue
        for label, values in (("window exposed", exposed), ("table painted", painted)):
            ok = "yes" if median(values) <= START_UP_TARGET_S else "NO"
            rows.append(
                (
                    f"{label}: {name}",
                    f"{median(values):.2f} s",
                    f"{max(values):.2f} s",
                    f"≤ {START_UP_TARGET_S:g} s",
                    ok,
                )
            )
    report(f"a. start-up, {args.runs} runs each (p95/max column: slowest run)", rows)

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window, controller, setup, seats = six_seat_table()
    size = window.view.viewport().size()
    event_ms, frame_ms = drag_steps(window, controller, setup, seats, args.moves)
    repaint_ms = full_repaints(window)
    handled_ms, shown_ms = opponent_moves(window, controller, setup, seats, args.moves)
    controller.shut_down()
    window.close()

    def figure(name: str, values: list[float], target: float) -> tuple[str, ...]:
        ok = "yes" if median(values) <= target and p95(values) <= target else "NO"
        return (name, f"{median(values):.2f} ms", f"{p95(values):.2f} ms", f"≤ {target:g} ms", ok)

    report(
        f"b. 1920×1080 window (table viewport {size.width()}×{size.height()}), six seats, "
        f"Classic, two decks; {len(event_ms)} drag steps, {len(handled_ms)} bot moves",
        [
            figure("drag step: mouse-move event handled", event_ms, HANDLING_TARGET_MS),
            figure("drag step: event + the repaint it causes", frame_ms, HANDLING_TARGET_MS),
            figure("opponent move: answer applied → scene updated", handled_ms, HANDLING_TARGET_MS),
            figure(
                "opponent move: of which MainWindow.show_snapshot", shown_ms, HANDLING_TARGET_MS
            ),
            figure("full-table repaint (informational)", repaint_ms, FRAME_TARGET_MS),
        ],
    )
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
