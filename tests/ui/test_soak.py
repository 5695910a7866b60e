"""Soak: bots play hand after hand through the real window (controller, scene, view),
tens of thousands of Qt calls, and the process stays healthy.

A binding bug (PySide6 6.12.0 on Python 3.11) once lowered None's reference count on
every Qt call returning nothing; every short test passed and the game aborted after
minutes of play. This test watches the count while it plays and stops with a clear
failure before the interpreter could abort.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.controller import GameController, SeatKind
from ofc_desktop.ui.main_window import MainWindow

HANDS = 24
ALLOWED_DRIFT = 200  # None's count wanders a little as objects come and go
_KEPT: list[None] = []  # references handed back if the binding leaks, so pytest survives


def _none_lost(baseline: int) -> int:
    lost = baseline - sys.getrefcount(None)
    if lost > ALLOWED_DRIFT:
        _KEPT.extend([None] * lost)
    return lost


def test_bots_play_many_hands_through_the_window(qtbot: QtBot) -> None:
    controller = GameController(bot_delay_ms=0)
    controller.set_bot_level("beginner")
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    played = 0
    baseline = sys.getrefcount(None)
    for variant, players in ((Variant.PINEAPPLE, 3), (Variant.CLASSIC, 2), (Variant.TURBO, 4)):
        names = [f"Bot {i + 1}" for i in range(players)]
        rules = RuleSet(variant=variant, match_length="unlimited")
        controller.new_match(rules, names, [SeatKind.BOT] * players, seed=players)
        for _ in range(HANDS // 3):
            while not (controller.hand is not None and controller.hand.is_over):
                QApplication.processEvents()
                lost = _none_lost(baseline)
                if sys.version_info < (3, 12):
                    assert lost <= ALLOWED_DRIFT, (
                        f"None lost {lost} references after {played} hands: the Qt "
                        "binding leaks one on every call and the game would abort"
                    )
            played += 1
            controller.next_hand()
    controller.shut_down()
    assert played == HANDS
    assert window.isVisible()
