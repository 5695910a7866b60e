"""Runs bot decisions on worker threads; answers come back to the GUI thread by signal.

Every request has its own cancel ticket. A job whose ticket was cancelled before it
started returns at once, so a job queued for an old hand never holds up the new one.
Nothing here touches widgets or pixmaps.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, SignalInstance

from ofc_desktop.bots.protocol import Cancelled

Work = Callable[[threading.Event], object]


@dataclass(frozen=True)
class Ticket:
    """One request: its id and the flag that withdraws it."""

    request_id: int
    cancel: threading.Event = field(default_factory=threading.Event)


class _Relay(QObject):
    done = Signal(int, object)  # request id, result
    failed = Signal(int, str)  # request id, what went wrong


@dataclass(frozen=True)
class Outcome:
    """What a worker's call came to: its result, or what went wrong in one line."""

    ok: bool
    payload: object


def run_withdrawable(cancel: threading.Event, call: Callable[[], object]) -> Outcome | None:
    """``call`` on a worker thread; None when it was withdrawn before, during or after.
    A failure is an outcome too: a bot or analysis bug must not take the table down."""
    if cancel.is_set():
        return None  # withdrawn while it waited in the queue
    # Imported here, on the worker: NumPy and the bots load when first needed.
    from ofc_desktop.bots.fantasyland_pool import stopped_by

    try:
        with stopped_by(cancel):  # a price being worked out gives up too
            result = call()
    except Cancelled:
        return None
    except Exception as error:
        return Outcome(False, f"{type(error).__name__}: {error}")
    return None if cancel.is_set() else Outcome(True, result)


class _Job(QRunnable):
    def __init__(self, relay: _Relay, ticket: Ticket, work: Work) -> None:
        super().__init__()
        self._relay = relay
        self._ticket = ticket
        self._work = work

    def run(self) -> None:
        outcome = run_withdrawable(self._ticket.cancel, lambda: self._work(self._ticket.cancel))
        if outcome is not None:
            self._answer(self._relay.done if outcome.ok else self._relay.failed, outcome.payload)

    def _answer(self, signal: SignalInstance, payload: object) -> None:
        # The table may have been closed and its runner deleted while this job ran.
        with suppress(RuntimeError):
            signal.emit(self._ticket.request_id, payload)


class BotRunner(QObject):
    """A worker pool of its own (bots and hints each get one, so neither waits on the
    other)."""

    done = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None, threads: int = 1) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(threads)
        self._relay = _Relay()
        self._relay.done.connect(self.done)
        self._relay.failed.connect(self.failed)
        self._next_id = 0
        self._live: dict[int, Ticket] = {}

    def request(self, work: Work) -> Ticket:
        self._next_id += 1
        ticket = Ticket(self._next_id)
        self._live[ticket.request_id] = ticket
        self._pool.start(_Job(self._relay, ticket, work))
        return ticket

    def finish(self, request_id: int) -> None:
        """Forget a request that answered, failed or was given up."""
        ticket = self._live.pop(request_id, None)
        if ticket is not None:
            ticket.cancel.set()

    def cancel_all(self) -> None:
        for ticket in self._live.values():
            ticket.cancel.set()
        self._live.clear()

    def wait(self, msecs: int = 5000) -> bool:
        return self._pool.waitForDone(msecs)
