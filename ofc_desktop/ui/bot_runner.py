"""Runs bot decisions on a worker thread; answers come back to the GUI thread by signal.

Each request carries an id; the controller drops any answer whose id is stale (the
hand moved on, or a new match began). Nothing here touches widgets or pixmaps.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.view import PlayerView

Policy = Callable[[PlayerView], Decision]


class _Relay(QObject):
    decided = Signal(int, int, object)  # request id, seat, Decision
    failed = Signal(int, int, str)


class _Job(QRunnable):
    def __init__(self, relay: _Relay, request_id: int, seat: int, view: PlayerView,
                 policy: Policy) -> None:
        super().__init__()
        self._relay = relay
        self._request_id = request_id
        self._seat = seat
        self._view = view
        self._policy = policy

    def run(self) -> None:
        try:
            decision = self._policy(self._view)
        except Cancelled:
            return  # the hand it was for is gone
        except Exception as error:  # a bot bug must not take the table down
            self._relay.failed.emit(self._request_id, self._seat, str(error))
            return
        self._relay.decided.emit(self._request_id, self._seat, decision)


class BotRunner(QObject):
    """Asks bot policies for decisions off the GUI thread."""

    decided = Signal(int, int, object)
    failed = Signal(int, int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay()
        self._relay.decided.connect(self.decided)
        self._relay.failed.connect(self.failed)
        self._next_id = 0

    def request(self, seat: int, view: PlayerView, policy: Policy) -> int:
        self._next_id += 1
        self._pool.start(_Job(self._relay, self._next_id, seat, view, policy))
        return self._next_id

    def wait(self, msecs: int = 5000) -> bool:
        return self._pool.waitForDone(msecs)
