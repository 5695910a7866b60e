"""An import of a hand-history file, off the GUI thread.

A worker reads, parses and checks the file (replaying every hand: the slow part) while a
progress dialog counts the hands checked and offers Cancel; nothing in the worker touches
a widget or the database. The checked hands are then stored on the GUI thread, whose
connection the database is, in one transaction: all of them or, on any failure or a
cancel, none.
"""

from __future__ import annotations

import logging
import threading
import time
from contextlib import suppress
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLocale,
    QObject,
    QRunnable,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
)
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QProgressDialog, QPushButton, QWidget

from ofc_desktop.persistence.exchange import (
    CheckedImport,
    ImportCancelled,
    ImportOutcome,
    ImportProblem,
    read_import,
    shorten,
    store_imported,
)
from ofc_desktop.persistence.history_db import HistoryDatabase, HistoryDbError

log = logging.getLogger(__name__)
SHOW_AFTER_MS = 400  # a quick import never flashes a dialog
PROGRESS_EVERY_S = 0.05  # the worker tells the dialog at most this often


class _Relay(QObject):
    """The worker's signals; they reach the GUI thread queued."""

    progressed = Signal(int, int)  # hands checked, of how many
    checked = Signal(object)  # CheckedImport
    failed = Signal(str)  # what is wrong, for the player


class _ImportProgress(QProgressDialog):
    """The import's progress; Esc does what its Cancel button does, and nothing while
    the button is off (the hands are being stored in one transaction)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._cancel_button: QPushButton | None = None

    def setCancelButton(self, button: QPushButton | None) -> None:
        self._cancel_button = button
        super().setCancelButton(button)
        # Each cancel button set adds an Esc shortcut and leaves the last one's: two of
        # them cancel each other out and Esc did nothing. Esc comes to reject() instead.
        for shortcut in self.findChildren(QShortcut):
            shortcut.setEnabled(False)
            shortcut.deleteLater()

    def reject(self) -> None:
        # QDialog's own Esc would only hide the dialog and leave the import running.
        if self._cancel_button is not None and self._cancel_button.isEnabled():
            self._cancel_button.click()


class _CheckJob(QRunnable):
    def __init__(self, relay: _Relay, path: Path, cancel: threading.Event) -> None:
        super().__init__()
        self.relay, self.path, self.cancel = relay, path, cancel
        self._told = 0.0

    def run(self) -> None:
        try:
            checked: CheckedImport | str = read_import(self.path, self._progress, self.cancel)
        except ImportCancelled:
            return
        except ImportProblem as problem:
            checked = str(problem)
        except MemoryError:
            checked = f"{self.path.name} is too large to check in the memory available."
        except Exception as error:  # a bug must not take the window down with it
            log.exception("checking %s failed", self.path.name)
            checked = (
                f"{self.path.name} could not be checked: {type(error).__name__}: "
                f"{shorten(str(error))}"
            )
        with suppress(RuntimeError):  # the window may be gone
            if isinstance(checked, str):
                self.relay.failed.emit(checked)
            elif not self.cancel.is_set():
                self.relay.checked.emit(checked)

    def _progress(self, done: int, total: int) -> None:
        now = time.monotonic()
        if done == total or now - self._told >= PROGRESS_EVERY_S:
            self._told = now
            with suppress(RuntimeError):
                self.relay.progressed.emit(done, total)


class HandImport(QObject):
    """One import: ``start()``, then exactly one of ``finished(ImportOutcome)``,
    ``failed(reason)`` or ``cancelled()``; nothing is stored unless it finishes."""

    finished = Signal(object)  # ImportOutcome
    failed = Signal(str)  # why nothing was imported
    cancelled = Signal()

    def __init__(self, database: HistoryDatabase, path: Path, parent: QWidget) -> None:
        super().__init__(parent)
        self.database = database
        self.path = path
        self._cancel = threading.Event()
        self._running = False
        # A window torn down without being closed still stops the worker at its next
        # hand (its pool waits for it as it goes).
        parent.destroyed.connect(self._cancel.set)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay()
        self._relay.progressed.connect(self._progressed)
        self._relay.checked.connect(self._checked)
        self._relay.failed.connect(self._failed)
        self.dialog = _ImportProgress(parent)
        self.dialog.setWindowTitle(self.tr("Importing hands"))
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.setMinimumDuration(SHOW_AFTER_MS)
        self.dialog.setMinimumWidth(420)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop the import: nothing is added"))
        self.dialog.setCancelButton(self.cancel_button)
        self.dialog.canceled.connect(self.cancel)
        self.dialog.reset()  # no dialog until start() (a new one shows itself after a while)

    @property
    def running(self) -> bool:
        return self._running

    def start(self) -> None:
        self._running = True
        self.dialog.setLabelText(self.tr("Reading {file}…").format(file=self.path.name))
        self.dialog.setRange(0, 0)  # busy until the hands are counted
        self.dialog.setValue(0)  # starts the delay after which the dialog shows
        self._pool.start(_CheckJob(self._relay, self.path, self._cancel))

    def cancel(self) -> None:
        """Stop now: the worker stops at its next hand and its answer is dropped."""
        if not self._running:
            return
        self._cancel.set()
        self._end()
        self.cancelled.emit()

    def wait(self, msecs: int = 5000) -> bool:
        """Wait for the worker to stop (after a cancel it stops within a hand)."""
        return self._pool.waitForDone(msecs)

    def _end(self) -> None:
        self._running = False
        self.dialog.canceled.disconnect(self.cancel)
        self.dialog.hide()  # (close() would report a cancel)
        self.dialog.deleteLater()

    def _progressed(self, done: int, total: int) -> None:
        if not self._running:
            return
        if self.dialog.maximum() != total:
            self.dialog.setRange(0, total)
        self.dialog.setLabelText(
            self.tr("Checking the hands of {file}: {done} of {total}").format(
                file=self.path.name, done=_number(done), total=_number(total)
            )
        )
        self.dialog.setValue(done)

    def _failed(self, reason: str) -> None:
        if self._running:
            self._end()
            self.failed.emit(reason)

    def _checked(self, checked: CheckedImport) -> None:
        if not self._running:
            return
        self.cancel_button.setEnabled(False)  # one transaction: it cannot stop half-way
        self.dialog.setLabelText(
            self.tr("Adding the hands of {file} to your history…").format(file=self.path.name)
        )
        # After the dialog has shown that, on the GUI thread: the connection lives here.
        QTimer.singleShot(0, self, lambda: self._store(checked))

    def _store(self, checked: CheckedImport) -> None:
        if not self._running:
            return
        try:
            outcome = store_imported(self.database, checked)
        except HistoryDbError as error:
            self._end()
            self.failed.emit(str(error))
            return
        except Exception as error:  # a bug: the transaction was rolled back whole
            self._end()
            self.failed.emit(f"{type(error).__name__}: {shorten(str(error))}")
            raise  # for the error dialog and the log
        self._end()
        self.finished.emit(outcome)


def _number(count: int) -> str:
    return QLocale().toString(count)


def import_summary(outcome: ImportOutcome, name: str) -> str:
    """What an import added and what it left out, in a sentence for the player."""
    if not outcome.added:
        return QCoreApplication.translate(
            "HandImport",
            "Imported 0 new hands from {file}: all {count} were already in your history.",
        ).format(file=name, count=_number(outcome.read))
    hands = (
        QCoreApplication.translate("HandImport", "1 hand")
        if outcome.added == 1
        else QCoreApplication.translate("HandImport", "{count} hands").format(
            count=_number(outcome.added)
        )
    )
    matches = (
        QCoreApplication.translate("HandImport", "1 new match")
        if len(outcome.matches) == 1
        else QCoreApplication.translate("HandImport", "{count} new matches").format(
            count=_number(len(outcome.matches))
        )
    )
    text = QCoreApplication.translate(
        "HandImport", "Imported {hands} from {file} as {matches}"
    ).format(hands=hands, file=name, matches=matches)
    if outcome.known == 1:
        text += QCoreApplication.translate("HandImport", "; 1 was already in your history")
    elif outcome.known:
        text += QCoreApplication.translate(
            "HandImport", "; {count} were already in your history"
        ).format(count=_number(outcome.known))
    if outcome.repeated == 1:
        text += QCoreApplication.translate("HandImport", "; 1 was in the file twice")
    elif outcome.repeated:
        text += QCoreApplication.translate("HandImport", "; {count} were in the file twice").format(
            count=_number(outcome.repeated)
        )
    return text + "."
