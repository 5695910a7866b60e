"""A table with bots works out the bots' Fantasyland prices ahead of time, off the GUI
thread and after the table is shown, only where the game keeps them on disk."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ofc_desktop.bots import fantasyland_cache, fantasyland_pool
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from tests.ui.conftest import start


@pytest.fixture
def warm_ups(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[RuleSet, str]]]:
    calls: list[tuple[RuleSet, str]] = []
    monkeypatch.setattr(
        fantasyland_pool,
        "warm_up",
        lambda rules: calls.append((rules, threading.current_thread().name)),
    )
    yield calls
    fantasyland_cache.set_folder(None)


def test_a_table_with_bots_warms_up_off_the_gui_thread(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, warm_ups: list[tuple[RuleSet, str]]
) -> None:
    fantasyland_cache.set_folder(tmp_path / "cache")
    rules = RuleSet(variant=Variant.PINEAPPLE)
    start(window, rules, seats="human,easy", seed=4)

    # A window left by an earlier test may still warm up its own rules: look for this one's.
    def mine() -> list[str]:
        return [thread for asked, thread in warm_ups if asked.variant is Variant.PINEAPPLE]

    assert mine() == []  # not before the table is shown
    qtbot.waitUntil(lambda: bool(mine()), timeout=3000)
    assert threading.main_thread().name not in mine()


def test_no_warm_up_without_a_cache_folder(
    qtbot: QtBot, window: MainWindow, warm_ups: list[tuple[RuleSet, str]]
) -> None:
    fantasyland_cache.set_folder(None)
    start(window, RuleSet(variant=Variant.PINEAPPLE), seats="human,easy", seed=4)
    qtbot.wait(600)
    assert warm_ups == []
