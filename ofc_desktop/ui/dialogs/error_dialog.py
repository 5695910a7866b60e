"""An error that escapes the window (PySide6 hands an exception raised in a slot to
``sys.excepthook``, and threads to ``threading.excepthook``) is written to the log with
its traceback and shown in a dialog the player can copy a report from; the game goes on.

One dialog at a time: errors while it is open are logged and counted into it. The
dialog is made on the GUI thread whichever thread raised (a queued signal carries it).
"""

from __future__ import annotations

import contextlib
import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QObject, QSize, Qt, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.logs import LogSession, runtime_lines, start_logging
from ofc_desktop.ui.dialogs.about_dialog import qt_versions
from ofc_desktop.ui.screen_fit import fit_window

DIALOG_NAME = "errorDialog"
COPIED_TRACEBACKS = 5  # a report carries the first few; the log has them all
log = logging.getLogger(__name__)

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def open_folder(folder: Path) -> bool:
    """Show ``folder`` in the desktop's file manager; False when none answered."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


class ErrorDialog(QDialog):
    """Says that something went wrong and that the game goes on, with the error, its
    details, and the buttons to copy them and to open the log folder."""

    def __init__(
        self, summary: str, details: str, log_folder: Path | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(DIALOG_NAME)
        self.setWindowTitle(self.tr("OFC Desktop — an error"))
        self.setModal(False)  # the table stays usable behind it
        self.tracebacks = [details]
        self.further = 0
        self.log_folder = log_folder
        headline = QLabel(self.tr("<b>Something went wrong — the game goes on.</b>"))
        headline.setTextFormat(Qt.TextFormat.RichText)
        self.summary = QLabel(summary)
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if log_folder is not None:
            where = self.tr(
                "The details are also in the game's log, in the folder {folder}."
            ).format(folder=str(log_folder))
        else:
            where = self.tr("The game could not open its log this time.")
        advice = QLabel(
            self.tr(
                "If it keeps happening, please report it: copy the details and send them "
                "with a few words on what you were doing."
            )
            + " "
            + where
        )
        advice.setWordWrap(True)
        advice.setTextFormat(Qt.TextFormat.PlainText)
        advice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.more = QLabel()
        self.more.setWordWrap(True)
        self.more.hide()
        self.details = QPlainTextEdit(details.rstrip())
        self.details.setReadOnly(True)
        self.details.setAccessibleName(self.tr("Error details"))
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.details.setMinimumHeight(160)
        buttons = QDialogButtonBox()
        self.copy_button = buttons.addButton(
            self.tr("&Copy details"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.copy_button.setAccessibleDescription(
            self.tr("Put the error, the game's version and the platform on the clipboard")
        )
        self.copy_button.clicked.connect(self.copy_details)
        self.folder_button = buttons.addButton(
            self.tr("&Open log folder"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.folder_button.setAccessibleDescription(
            self.tr("Show the folder with the game's log in the file manager")
        )
        self.folder_button.setEnabled(log_folder is not None)
        self.folder_button.clicked.connect(self.show_log_folder)
        self.close_button = buttons.addButton(
            self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.close_button.setDefault(True)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(headline)
        layout.addWidget(self.summary)
        layout.addWidget(advice)
        layout.addWidget(self.more)
        layout.addWidget(self.details, stretch=1)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)
        layout.activate()  # sized before it is shown: the platform need not resize it
        fit_window(self, QSize(640, 420))

    def add_error(self, details: str) -> None:
        """Count a further error into the open dialog."""
        self.further += 1
        self.tracebacks.append(details)
        if len(self.tracebacks) <= COPIED_TRACEBACKS:
            self.details.appendPlainText("\n" + details.rstrip())
        self.more.setText(
            self.tr("Further errors since: {count}. They are in the details and the log.").format(
                count=self.further
            )
        )
        self.more.show()

    def report(self) -> str:
        """What Copy details puts on the clipboard: the versions, the platform and the
        tracebacks (the first few, and how many more the log has)."""
        lines = runtime_lines(qt_versions())
        parts = ["\n".join(lines)]
        parts.extend(text.rstrip() for text in self.tracebacks[:COPIED_TRACEBACKS])
        left = len(self.tracebacks) - COPIED_TRACEBACKS
        if left > 0:
            parts.append(f"... and {left} more in the log")
        return "\n\n".join(parts) + "\n"

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.report())
        self.copy_button.setText(self.tr("Copied"))

    def show_log_folder(self) -> None:
        if self.log_folder is not None:
            open_folder(self.log_folder)


class ErrorReporter(QObject):
    """Installed as ``sys.excepthook`` and ``threading.excepthook`` while the window is
    open: logs every error that escapes, shows it (one dialog at a time), and hands it on
    to the hook that was there before (which prints it on standard error)."""

    errorRaised = Signal(str, str)  # summary, traceback; queued to the GUI thread

    def __init__(self, window: QWidget, logs: LogSession | None) -> None:
        super().__init__()
        self.window: QWidget | None = window
        self.logs = logs
        self.dialog: ErrorDialog | None = None
        self.errors = 0
        self._previous_hook: ExceptHook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        self._showing = False
        self.errorRaised.connect(self._show)
        window.destroyed.connect(self.stop)

    @property
    def log_folder(self) -> Path | None:
        return self.logs.folder if self.logs is not None else None

    def install(self) -> None:
        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook
        _ACTIVE.add(self)

    def stop(self) -> None:
        """Put the previous hooks back (where they are still this one's), close the
        dialog and stop the log: the window is gone."""
        if self not in _ACTIVE:
            return
        _ACTIVE.discard(self)
        if sys.excepthook == self.excepthook:
            sys.excepthook = self._previous_hook
        if threading.excepthook == self.thread_excepthook:
            threading.excepthook = self._previous_thread_hook
        self.window = None
        if self.logs is not None:
            self.logs.stop()

    # ----- the hooks (any thread) --------------------------------------------------------

    def excepthook(
        self, kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            self.record(kind, error, trace)
        self._previous_hook(kind, error, trace)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None and not issubclass(args.exc_type, SystemExit):
            thread = args.thread.name if args.thread is not None else "?"
            self.record(args.exc_type, args.exc_value, args.exc_traceback, f" in thread {thread}")
        self._previous_thread_hook(args)

    def record(
        self,
        kind: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
        where: str = "",
    ) -> None:
        """Log the error with its traceback and have the GUI thread show it."""
        self.errors += 1
        log.error("an error escaped%s", where, exc_info=(kind, error, trace))
        details = "".join(traceback.format_exception(kind, error, trace))
        summary = "".join(traceback.format_exception_only(kind, error)).strip()
        with contextlib.suppress(RuntimeError):  # the reporter is being deleted: logged
            self.errorRaised.emit(summary, details)

    # ----- the dialog (GUI thread) -------------------------------------------------------

    @Slot(str, str)
    def _show(self, summary: str, details: str) -> None:
        if self.window is None or self._showing:
            return  # closing down, or an error while the dialog is made: logged only
        if self.dialog is not None:
            self.dialog.add_error(details)
            return
        self._showing = True
        try:
            dialog = ErrorDialog(summary, details, self.log_folder, self.window)
            dialog.finished.connect(self._closed)
            self.dialog = dialog
            dialog.show()
            dialog.raise_()
            dialog.activateWindow()
        finally:
            self._showing = False

    def _closed(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
            self.dialog = None


_ACTIVE: set[ErrorReporter] = set()  # kept alive while installed


def report_errors(window: QWidget, data_dir: Path) -> ErrorReporter:
    """Start the log and the crash log in ``data_dir`` and report errors over ``window``
    until it is destroyed."""
    logs = start_logging(data_dir, qt_versions())
    reporter = ErrorReporter(window, logs)
    reporter.install()
    return reporter
