"""Runs the lab's analysis off the GUI thread: a progress bar while it works, and a Stop
button that sets the analysis's cancel event. A stopped or replaced run never shows an
answer (the analysis service drops it)."""

from __future__ import annotations

import threading

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QWidget

from ofc_desktop.bots.position_analysis import PositionAnalysis, analyse_position
from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.ui.controller.analysis_service import Analysis, AnalysisService, Progress

KIND = "position"


def analysis_work(position: LabPosition, futures: int, seed: int | None) -> Analysis:
    def work(cancel: threading.Event, progress: Progress) -> object:
        return analyse_position(
            position, futures=futures, seed=seed, cancel=cancel, progress=progress
        )

    return work


class LabRunner(QWidget):
    """The progress of the running analysis and its Stop button (hidden when idle)."""

    started = Signal()
    finished = Signal(object)  # the PositionAnalysis
    stopped = Signal()
    failed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.service = AnalysisService(self)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setAccessibleName(self.tr("Progress of the analysis"))
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop the analysis"))
        self.stop_button.clicked.connect(self.stop)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.progress, stretch=1)
        layout.addWidget(self.stop_button)
        self.service.progressed.connect(lambda _kind, percent: self.progress.setValue(percent))
        self.service.finished.connect(self._finished)
        self.service.failed.connect(self._failed)
        self.service.cancelled.connect(lambda _kind: self._idle())
        self.setVisible(False)

    @property
    def running(self) -> bool:
        return self.service.is_running(KIND)

    def run(self, position: LabPosition, futures: int, seed: int | None = None) -> None:
        """Analyse ``position`` on ``futures`` sampled futures (a running one is dropped)."""
        self.service.run(KIND, analysis_work(position, futures, seed))
        self.progress.setValue(0)
        self.setVisible(True)
        self.started.emit()

    def stop(self) -> None:
        if self.running:
            self.service.cancel(KIND)
            self.stopped.emit()

    def wait(self, msecs: int = 5000) -> bool:
        return self.service.wait(msecs)

    def _idle(self) -> None:
        self.setVisible(False)

    def _finished(self, _kind: str, result: object) -> None:
        self._idle()
        if isinstance(result, PositionAnalysis):
            self.finished.emit(result)

    def _failed(self, _kind: str, message: str) -> None:
        self._idle()
        self.failed.emit(message)
