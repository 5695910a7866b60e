"""More puzzles: new ones found on demand from seeded self-play, in the background with
progress and a Stop that keeps what was found so far, then filed in the drill store."""

from __future__ import annotations

import random
import threading
from datetime import UTC, datetime

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QWidget

from ofc_desktop.bots.puzzles import Puzzle, find_puzzles
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDbError
from ofc_desktop.ui.controller.analysis_service import Analysis, AnalysisService, Progress
from ofc_desktop.ui.drills.drill_sources import puzzle_as_drill

KIND = "puzzles"
BATCH = 3  # puzzles asked for per click: each takes a while to confirm


def making_work(rules: RuleSet, count: int, seed: int, enough: threading.Event) -> Analysis:
    """Find ``count`` puzzles; ``enough`` set ends the search with what it found."""

    def work(cancel: threading.Event, progress: Progress) -> object:
        def found(done: int, wanted: int) -> None:
            progress(done / max(1, wanted))

        either = threading.Event()

        def stop_when_asked() -> None:  # either flag ends the search
            while not either.is_set():
                if cancel.wait(0.1) or enough.is_set():
                    either.set()

        watcher = threading.Thread(target=stop_when_asked, daemon=True)
        watcher.start()
        try:
            return find_puzzles(rules, count=count, seed=seed, cancel=either, progress=found)
        finally:
            either.set()

    return work


class PuzzleMaker(QWidget):
    """The "More puzzles" button, then the search's progress and its Stop button."""

    added = Signal(int)  # how many new puzzles went into the store
    failed = Signal(str)

    def __init__(self, store: DrillStore, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store, self.rules = store, rules
        self.rng = random.Random()
        self.service = AnalysisService(self)
        self._enough = threading.Event()
        self.more_button = QPushButton(self.tr("More puzzles"))
        self.more_button.setToolTip(
            self.tr("Find new puzzles for the rules of your next match (it takes a while)")
        )
        self.more_button.clicked.connect(self.start)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setAccessibleName(self.tr("Puzzles found so far"))
        self.progress.setFormat(self.tr("Finding puzzles… %p%"))
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop searching and keep the puzzles found so far"))
        self.stop_button.clicked.connect(self.finish_early)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.more_button)
        layout.addWidget(self.progress)
        layout.addWidget(self.stop_button)
        self.service.progressed.connect(lambda _kind, percent: self.progress.setValue(percent))
        self.service.finished.connect(self._found)
        self.service.failed.connect(lambda _kind, message: self._done(message))
        self._show_running(False)

    @property
    def running(self) -> bool:
        return self.service.is_running(KIND)

    def start(self, count: int = BATCH, seed: int | None = None) -> None:
        if self.running:
            return
        self._enough = threading.Event()
        seed = self.rng.randrange(2**31) if seed is None else seed
        self.progress.setValue(0)
        self.service.run(KIND, making_work(self.rules, count, seed, self._enough))
        self._show_running(True)

    def finish_early(self) -> None:
        """End the search; the puzzles found so far are kept."""
        self._enough.set()

    def stop(self) -> None:
        """Drop the search and what it found (the window is closing)."""
        self.service.cancel(KIND)
        self._show_running(False)

    def wait(self, msecs: int = 5000) -> bool:
        return self.service.wait(msecs)

    def _show_running(self, running: bool) -> None:
        self.more_button.setVisible(not running)
        self.progress.setVisible(running)
        self.stop_button.setVisible(running)

    def _found(self, _kind: str, result: object) -> None:
        puzzles = [p for p in result if isinstance(p, Puzzle)] if isinstance(result, list) else []
        try:
            added = self.store.add([puzzle_as_drill(p) for p in puzzles], datetime.now(UTC))
        except HistoryDbError as error:
            self._done(str(error))
            return
        self._done()
        self.added.emit(added)

    def _done(self, problem: str = "") -> None:
        self._show_running(False)
        if problem:
            self.failed.emit(problem)
