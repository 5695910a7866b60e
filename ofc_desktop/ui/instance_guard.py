"""One running window per data folder: a lock file held for the window's life, and a
local server through which a second start asks the running window to come forward.

The first start holds ``<data folder>/ofc-desktop.lock`` and listens under a name made
from the folder; a second start finds the lock held, sends ``show`` and leaves, so two
windows never share (and overwrite) one saved match or one hand history.
"""

from __future__ import annotations

import errno
import hashlib
import logging
import os
import time
from pathlib import Path

from PySide6.QtCore import SIGNAL, QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from ofc_desktop.persistence.atomic import DISK_FULL, disk_is_full, failure_reason

LOCK_NAME = "ofc-desktop.lock"
SHOW_REQUEST = b"show\n"
SHOWN_ANSWER = b"shown\n"
ANSWER_TIMEOUT_MS = 10_000  # the running window may still be starting or busy a moment
_RETRY_S = 0.05

log = logging.getLogger(__name__)


def server_name(data_dir: Path) -> str:
    """The local server's name for ``data_dir``: the same for every spelling of the
    folder (relative, through a link), short enough for any platform's socket names."""
    digest = hashlib.sha256(str(data_dir.resolve()).encode("utf-8")).hexdigest()
    return f"ofc-desktop-{digest[:24]}"


class InstanceGuard(QObject):
    """Holds one data folder for this process, or finds it held by a running window."""

    showRequested = Signal()  # a second start on this folder asks for the window

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir.absolute()
        self.lock_file = self.data_dir / LOCK_NAME
        self.server_name = server_name(self.data_dir)
        self.problem: str | None = None  # why the folder could not be locked, in words
        self._lock = QLockFile(str(self.lock_file))
        # Only a lock whose process is gone is stale, never one merely old: a window may
        # stay open for days.
        self._lock.setStaleLockTime(0)
        self._server: QLocalServer | None = None

    @property
    def held(self) -> bool:
        return self._lock.isLocked()

    def acquire(self) -> bool:
        """Hold the folder for this process; False when a running window holds it.

        A lock left by a process that is gone (a crash) is taken over. When the folder
        cannot be made or locked for another reason (a read-only disk, a path through a
        file) this is still True, so the game starts, with ``problem`` saying why.
        """
        if self.held:
            return True
        self.problem = None
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError as cause:
            self.problem = failure_reason(cause, self.data_dir.parent)
            return True
        if not self._lock.tryLock(0) and not self._take_over_unreadable_lock():
            if self._lock.error() == QLockFile.LockError.LockFailedError:
                return False
            self.problem = self._lock_problem()
            return True
        self._listen()
        return True

    def _take_over_unreadable_lock(self) -> bool:
        """An empty or garbled lock file (a power cut between its creation and its
        writing) names no process, so Qt never calls it stale; no running window holds
        one for more than that instant, and Qt's removal refuses a file still held."""
        if self._lock.error() != QLockFile.LockError.LockFailedError:
            return False
        pid, _host, _app = self._lock.getLockInfo()
        if pid > 0:
            return False
        time.sleep(_RETRY_S)  # a window that has just made the file is writing it now
        pid, _host, _app = self._lock.getLockInfo()
        return pid <= 0 and self._lock.removeStaleLockFile() and self._lock.tryLock(0)

    def _lock_problem(self) -> str:
        if self._lock.error() == QLockFile.LockError.PermissionError:
            read_only = _on_read_only_disk(self.data_dir)
            return failure_reason(
                OSError(errno.EROFS if read_only else errno.EACCES, ""), self.data_dir
            )
        if disk_is_full(self.data_dir):
            return DISK_FULL
        return f"the lock file {LOCK_NAME} could not be written there"

    def _listen(self) -> None:
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # Holding the lock, no running window can own this name: one left by a crash
        # would make listening fail, so it goes first.
        QLocalServer.removeServer(self.server_name)
        if not server.listen(self.server_name):
            log.warning("a second start cannot reach this window: %s", server.errorString())
            server.deleteLater()
            return
        server.newConnection.connect(self._on_new_connection)
        self._server = server

    def _on_new_connection(self) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            # The server keeps its sockets and deletes them with itself: one per second
            # start, a handful in a window's life. (A socket deleting itself when it
            # disconnects can be deleted twice when the server goes first.)
            socket = server.nextPendingConnection()
            socket.readyRead.connect(lambda socket=socket: self._on_request(socket))
            if socket.canReadLine():  # arrived along with the connection
                self._on_request(socket)

    def _on_request(self, socket: QLocalSocket) -> None:
        while socket.canReadLine():
            if bytes(socket.readLine().data()) != SHOW_REQUEST:
                continue
            # "shown" only where a window follows the signal; silence says there is none.
            if self.receivers(SIGNAL("showRequested()")) > 0:
                self.showRequested.emit()
                socket.write(SHOWN_ANSWER)
            socket.disconnectFromServer()  # once the answer, if any, is written

    def ask_running_to_show(self, timeout_ms: int = ANSWER_TIMEOUT_MS) -> bool:
        """Ask the window holding the folder to come to the front; True once it said it
        did. Blocks up to ``timeout_ms``: meant for a second start that then exits."""
        deadline = time.monotonic() + timeout_ms / 1000
        socket = QLocalSocket()
        try:
            # The window may have taken the lock a moment ago and not be listening yet.
            while True:
                socket.connectToServer(self.server_name)
                if socket.waitForConnected(_milliseconds_left(deadline)):
                    break
                if time.monotonic() >= deadline:
                    return False
                time.sleep(_RETRY_S)
            socket.write(SHOW_REQUEST)
            if not socket.waitForBytesWritten(_milliseconds_left(deadline)):
                return False
            answer = b""
            while not answer.endswith(b"\n"):
                if not socket.waitForReadyRead(_milliseconds_left(deadline)):
                    return False
                answer += bytes(socket.readAll().data())
            return answer == SHOWN_ANSWER
        finally:
            socket.abort()

    def release(self) -> None:
        """Stop listening and let go of the folder (the lock file is removed)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        if self.held:
            self._lock.unlock()


def _milliseconds_left(deadline: float) -> int:
    return max(1, int((deadline - time.monotonic()) * 1000))


def _on_read_only_disk(folder: Path) -> bool:
    statvfs = getattr(os, "statvfs", None)  # not on Windows
    if statvfs is None:
        return False
    try:
        return bool(statvfs(folder).f_flag & os.ST_RDONLY)
    except OSError:
        return False
