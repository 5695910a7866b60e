"""Analyses run off the GUI thread: progress arrives, the event loop keeps turning, a
newer request or a cancel withdraws the older one, and a late answer is never shown."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from ofc_desktop.ui.controller.analysis_service import Analysis, AnalysisService, Progress


def slow(seconds: float, answer: object, gate: threading.Event | None = None) -> Analysis:
    def work(cancel: threading.Event, progress: Progress) -> object:
        steps = 20
        for step in range(steps):
            if gate is not None:
                gate.wait(5)
            time.sleep(seconds / steps)
            progress((step + 1) / steps)  # raises Cancelled once withdrawn
        return answer

    return work


def test_progress_and_answer_arrive_while_the_window_keeps_turning(qtbot: QtBot) -> None:
    service = AnalysisService()
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    seen: list[int] = []
    service.progressed.connect(lambda _kind, percent: seen.append(percent))
    with qtbot.waitSignal(service.finished, timeout=10_000) as done:
        service.run("hint", slow(0.4, "best"))
    assert done.args == ["hint", "best"]
    assert seen and seen[-1] == 100 and seen == sorted(seen)
    assert len(ticks) >= 10  # the event loop ran all along
    assert not service.is_running("hint")
    timer.stop()


def test_a_newer_request_of_the_same_kind_replaces_the_older(qtbot: QtBot) -> None:
    service = AnalysisService()
    answers: list[object] = []
    service.finished.connect(lambda _kind, result: answers.append(result))
    cancelled: list[str] = []
    service.cancelled.connect(cancelled.append)
    service.run("review", slow(0.5, "old"))
    with qtbot.waitSignal(service.finished, timeout=10_000):
        service.run("review", slow(0.1, "new"))
    assert service.wait(5000)
    assert answers == ["new"] and cancelled == ["review"]


def test_cancel_all_withdraws_everything_and_nothing_late_is_shown(qtbot: QtBot) -> None:
    service = AnalysisService(threads=2)
    gate = threading.Event()
    answers: list[object] = []
    service.finished.connect(lambda _kind, result: answers.append(result))
    service.run("hint", slow(0.2, "hint", gate))
    service.run("odds", slow(0.2, "odds", gate))
    assert sorted(service.running()) == ["hint", "odds"]
    service.cancel_all()  # a new hand
    gate.set()
    assert service.wait(5000)
    qtbot.wait(50)
    assert answers == [] and service.running() == []


def test_a_failing_analysis_is_reported_not_raised(qtbot: QtBot) -> None:
    service = AnalysisService()

    def broken(_cancel: threading.Event, _progress: Progress) -> object:
        raise ValueError("no such board")

    with qtbot.waitSignal(service.failed, timeout=5000) as failed:
        service.run("hindsight", broken)
    assert failed.args == ["hindsight", "ValueError: no such board"]
