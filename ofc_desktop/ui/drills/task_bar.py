"""A background task of the drills window (grading an answer, making puzzles) with its
progress bar and Stop button; the work runs on the analysis service's thread, and a
stopped or replaced task never answers."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from ofc_desktop.ui.controller.analysis_service import Analysis, AnalysisService


class TaskBar(QWidget):
    """Progress and Stop for one kind of work at a time (hidden when idle)."""

    finished = Signal(object)  # the work's result
    failed = Signal(str)
    stopped = Signal()

    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.service = AnalysisService(self)
        self.label = QLabel()
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.clicked.connect(self.stop)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.progress, stretch=1)
        layout.addWidget(self.stop_button)
        self.service.progressed.connect(lambda _kind, percent: self.progress.setValue(percent))
        self.service.finished.connect(self._finished)
        self.service.failed.connect(self._failed)
        self.setVisible(False)

    @property
    def running(self) -> bool:
        return self.service.is_running(self.kind)

    def run(self, label: str, work: Analysis) -> None:
        self.label.setText(label)
        self.progress.setValue(0)
        self.progress.setAccessibleName(label)
        self.service.run(self.kind, work)
        self.setVisible(True)

    def stop(self) -> None:
        if self.running:
            self.service.cancel(self.kind)
            self.setVisible(False)
            self.stopped.emit()

    def wait(self, msecs: int = 5000) -> bool:
        return self.service.wait(msecs)

    def _finished(self, _kind: str, result: object) -> None:
        self.setVisible(False)
        self.finished.emit(result)

    def _failed(self, _kind: str, message: str) -> None:
        self.setVisible(False)
        self.failed.emit(message)
