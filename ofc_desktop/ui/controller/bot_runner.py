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


class _Job(QRunnable):
    def __init__(self, relay: _Relay, ticket: Ticket, work: Work) -> None:
        super().__init__()
        self._relay = relay
        self._ticket = ticket
        self._work = work

    def run(self) -> None:
        if self._ticket.cancel.is_set():
            return  # withdrawn while it waited in the queue
        # Imported here, on the worker: NumPy and the bots load when first needed.
        from ofc_desktop.bots.fantasyland_pool import stopped_by

        try:
            with stopped_by(self._ticket.cancel):  # a price being worked out gives up too
                result = self._work(self._ticket.cancel)
        except Cancelled:
            return
        except Exception as error:  # a bot bug must not take the table down
            self._answer(self._relay.failed, f"{type(error).__name__}: {error}")
            return
        if not self._ticket.cancel.is_set():
            self._answer(self._relay.done, result)

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
