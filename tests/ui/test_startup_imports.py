"""What the first table does not need loads later: opening the main window imports no
chart, history, replay or analysis module, no rules help or settings dialog, no NumPy
nor the simulating bots, and Qt
Multimedia is looked for only when the first sound plays. (A fresh interpreter each,
so that nothing another test imported counts.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.ui.sound import SoundBoard

ROOT = Path(__file__).resolve().parents[2]
LATER = (
    "PySide6.QtCharts",
    "PySide6.QtMultimedia",
    "ofc_desktop.ui.panels.history_browser",
    "ofc_desktop.ui.panels.replay_window",
    "ofc_desktop.ui.panels.hand_analysis",
    "ofc_desktop.ui.panels.decision_review",
    "ofc_desktop.ui.panels.review_chart",
    "ofc_desktop.ui.panels.statistics_page",
    "ofc_desktop.ui.dialogs.settings_dialog",
    "ofc_desktop.ui.dialogs.new_match_dialog",
    "ofc_desktop.ui.dialogs.rules_help",
    "ofc_desktop.ui.tutorial",
    "numpy",  # the simulating bots' arrays: loaded when a bot or a hint first thinks
    "ofc_desktop.bots.estimate",
    "ofc_desktop.bots.montecarlo",
    "ofc_desktop.bots.lookahead",
)
SHOW_THE_WINDOW = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from ofc_desktop.ui.main_window import MainWindow
window = MainWindow()
window.show()
app.processEvents()
print(json.dumps(sorted(sys.modules)))
"""


def test_the_window_shows_without_what_it_opens_later() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", SHOW_THE_WINDOW],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    loaded = set(json.loads(result.stdout.strip().splitlines()[-1]))
    assert [name for name in LATER if name in loaded] == []


def test_the_sound_device_is_looked_for_at_the_first_sound(qtbot: QtBot) -> None:
    looked: list[str] = []
    board = SoundBoard()
    board._find_device = lambda: looked.append("device")  # type: ignore[method-assign]
    assert looked == []
    board.play("deal")
    assert looked == []  # not while the window is still being drawn
    QCoreApplication.processEvents()
    qtbot.waitUntil(lambda: looked == ["device"])
