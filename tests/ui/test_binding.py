"""The Qt binding must not leak references to None (a binding bug once aborted the
game after minutes of play), and the start-up guard must say so when it does."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from ofc_desktop.ui import binding_check
from ofc_desktop.ui.app import main

pytestmark = pytest.mark.skipif(
    sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on"
)


def test_the_qt_calls_the_scene_makes_most_keep_none_alive(qapp: object) -> None:
    scene = QGraphicsScene()
    rect = QGraphicsRectItem(QRectF(0, 0, 10, 10))
    text = QGraphicsSimpleTextItem("row")
    scene.addItem(rect)
    scene.addItem(text)
    pen, brush = QPen(QColor("gold")), QBrush(QColor("green"))
    calls = [
        lambda: rect.setPos(QPointF(1, 2)),
        lambda: rect.setZValue(3),
        lambda: rect.setPen(pen),
        lambda: rect.setBrush(brush),
        lambda: rect.update(),
        lambda: rect.setVisible(True),
        lambda: rect.setRect(QRectF(0, 0, 5, 5)),
        lambda: text.setText("middle"),
        lambda: text.setBrush(brush),
        lambda: scene.setSceneRect(QRectF(0, 0, 100, 100)),
    ]
    for call in calls:
        assert binding_check.none_refs_lost(call, times=200) == 0


def test_the_guard_passes_a_sound_binding() -> None:
    assert binding_check.binding_problem() is None


def test_the_guard_names_the_fault_and_the_fix() -> None:
    message = binding_check.binding_problem(probe=lambda: 64)
    assert message is not None
    assert "leaks a reference to None" in message
    assert "PySide6<6.12" in message
    assert "\n" not in message


def test_the_game_refuses_to_start_on_a_leaking_binding(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("ofc_desktop.ui.app.binding_problem", lambda: "it leaks")
    assert main(["ofc-desktop"]) == 2
    assert capsys.readouterr().err.strip() == "ofc-desktop: it leaks"


def test_a_few_references_freed_elsewhere_are_not_a_leak() -> None:
    # Objects freed while the probe runs drop their references to None too; a faulty
    # binding loses one on every call.
    assert binding_check.binding_problem(probe=lambda: 3) is None
    assert binding_check.binding_problem(probe=lambda: binding_check.PROBE_CALLS) is not None
