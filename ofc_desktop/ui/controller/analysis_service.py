"""Runs the teaching analyses (hints, foul odds, hindsight, the decision review) off the
GUI thread, one at a time per kind, with progress and a cancel; a new hand cancels
whatever still runs for the old one, and a late answer is never shown."""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextlib import suppress

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.ui.controller.bot_runner import run_withdrawable

Progress = Callable[[float], None]
Analysis = Callable[[threading.Event, Progress], object]


class _Relay(QObject):
    progressed = Signal(str, int, float)  # kind, request id, 0..1
    finished = Signal(str, int, object)
    failed = Signal(str, int, str)


class _Job(QRunnable):
    def __init__(
        self, relay: _Relay, kind: str, request: int, cancel: threading.Event, work: Analysis
    ) -> None:
        super().__init__()
        self.relay, self.kind, self.request, self.cancel, self.work = (
            relay,
            kind,
            request,
            cancel,
            work,
        )

    def run(self) -> None:
        outcome = run_withdrawable(self.cancel, lambda: self.work(self.cancel, self._progress))
        if outcome is not None:
            signal = self.relay.finished if outcome.ok else self.relay.failed
            with suppress(RuntimeError):  # the window may be gone
                signal.emit(self.kind, self.request, outcome.payload)

    def _progress(self, share: float) -> None:
        if self.cancel.is_set():
            raise Cancelled
        with suppress(RuntimeError):
            self.relay.progressed.emit(self.kind, self.request, share)


class AnalysisService(QObject):
    """``run(kind, work)``: the answer arrives as ``finished(kind, result)`` unless the
    request was cancelled or replaced by a newer one of the same kind."""

    started = Signal(str)  # kind
    progressed = Signal(str, int)  # kind, per cent
    finished = Signal(str, object)  # kind, result
    failed = Signal(str, str)  # kind, what went wrong
    cancelled = Signal(str)  # kind

    def __init__(self, parent: QObject | None = None, threads: int = 1) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(threads)
        self._relay = _Relay()
        self._relay.progressed.connect(self._on_progress)
        self._relay.finished.connect(self._on_finished)
        self._relay.failed.connect(self._on_failed)
        self._next = 0
        self._live: dict[str, tuple[int, threading.Event]] = {}

    def run(self, kind: str, work: Analysis) -> int:
        self.cancel(kind)
        self._next += 1
        cancel = threading.Event()
        self._live[kind] = (self._next, cancel)
        self._pool.start(_Job(self._relay, kind, self._next, cancel, work))
        self.started.emit(kind)
        return self._next

    def is_running(self, kind: str) -> bool:
        return kind in self._live

    def running(self) -> list[str]:
        return list(self._live)

    def cancel(self, kind: str) -> None:
        live = self._live.pop(kind, None)
        if live is not None:
            live[1].set()
            self.cancelled.emit(kind)

    def cancel_all(self) -> None:
        for kind in list(self._live):
            self.cancel(kind)

    def wait(self, msecs: int = 5000) -> bool:
        return self._pool.waitForDone(msecs)

    def _current(self, kind: str, request: int) -> bool:
        live = self._live.get(kind)
        return live is not None and live[0] == request

    def _on_progress(self, kind: str, request: int, share: float) -> None:
        if self._current(kind, request):
            self.progressed.emit(kind, max(0, min(100, round(share * 100))))

    def _on_finished(self, kind: str, request: int, result: object) -> None:
        if self._current(kind, request):
            del self._live[kind]
            self.finished.emit(kind, result)

    def _on_failed(self, kind: str, request: int, message: str) -> None:
        if self._current(kind, request):
            del self._live[kind]
            self.failed.emit(kind, message)
