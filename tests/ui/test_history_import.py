"""Imports from the hand-history browser, clicked like a person: read and checked off the
GUI thread with a progress dialog and Cancel, stored all or nothing, never the same hand
twice, and the lists and the status line up to date afterwards."""

from __future__ import annotations

import copy
import itertools
import json
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import hands_export, public_hand_record
from ofc_desktop.persistence import exchange
from ofc_desktop.persistence.exchange import ImportProblem, read_import
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.panels import import_task
from ofc_desktop.ui.panels.history_browser import JSON_FILTER, HistoryBrowser
from tests.ui.test_history_browser import (
    VIEWER,
    _export,
    click_header,
    click_row,
    fill_history,
    played_hands,
    texts,
)

BIG = 60 * 1024 * 1024


@pytest.fixture
def history(tmp_path: Path) -> Iterator[HistoryDatabase]:
    database = HistoryDatabase(tmp_path / "history.sqlite3")
    fill_history(database)
    yield database
    database.close()


def open_browser(qtbot: QtBot, database: HistoryDatabase) -> HistoryBrowser:
    shown = HistoryBrowser(database, VIEWER, TableOptions(animation="off"))
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


@pytest.fixture
def browser(qtbot: QtBot, history: HistoryDatabase) -> HistoryBrowser:
    return open_browser(qtbot, history)


@pytest.fixture
def empty_browser(qtbot: QtBot, tmp_path: Path) -> Iterator[HistoryBrowser]:
    database = HistoryDatabase(tmp_path / "other.sqlite3")
    yield open_browser(qtbot, database)
    database.close()


def choose_file(monkeypatch: pytest.MonkeyPatch, path: Path) -> list[str]:
    """The open dialog answers ``path``; warnings shown are collected in the list."""
    warnings: list[str] = []
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileName",
        staticmethod(lambda *args, **kwargs: (str(path), JSON_FILTER)),
    )
    monkeypatch.setattr(
        QMessageBox,
        "warning",
        staticmethod(lambda _parent, _title, text, *a: warnings.append(text)),
    )
    return warnings


def click_import(
    qtbot: QtBot, browser: HistoryBrowser, monkeypatch: pytest.MonkeyPatch, path: Path
) -> list[str]:
    """Import ``path`` with a click on Import… and wait for the end; the warnings."""
    warnings = choose_file(monkeypatch, path)
    qtbot.mouseClick(browser.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: browser.importer is None, timeout=60_000)
    assert browser.import_button.isEnabled()
    return warnings


def counts(database: HistoryDatabase) -> tuple[int, int]:
    return database.count_matches(), database.count_hands()


def export_selected_match(
    qtbot: QtBot, browser: HistoryBrowser, monkeypatch: pytest.MonkeyPatch, target: Path
) -> str:
    row = next(
        i
        for i, m in enumerate(browser.matches_model.rows())
        if m.variant == "pineapple" and len(m.seats) == 3 and m.hands == 4
    )
    click_row(qtbot, browser.matches_view, row)
    _export(qtbot, browser, monkeypatch, target)
    return browser.selected_match_id() or ""


# ----- never twice ----------------------------------------------------------------------


def test_your_own_export_imports_back_as_nothing_new(
    qtbot: QtBot, browser: HistoryBrowser, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    database = browser.database
    click_row(qtbot, browser.hands_view, 0)
    click_row(qtbot, browser.hands_view, 5, Qt.KeyboardModifier.ShiftModifier)
    six = tmp_path / "six.json"
    _export(qtbot, browser, monkeypatch, six)
    match = tmp_path / "match.json"
    export_selected_match(qtbot, browser, monkeypatch, match)
    before = counts(database)
    assert not click_import(qtbot, browser, monkeypatch, six)
    assert browser.message.text() == (
        "Imported 0 new hands from six.json: all 6 were already in your history."
    )
    assert not click_import(qtbot, browser, monkeypatch, match)
    assert "all 4 were already in your history" in browser.message.text()
    assert counts(database) == before


def test_an_import_keeps_its_dates_and_refreshes_the_lists(
    qtbot: QtBot,
    browser: HistoryBrowser,
    empty_browser: HistoryBrowser,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    target = tmp_path / "match.json"
    match_id = export_selected_match(qtbot, browser, monkeypatch, target)
    other = empty_browser
    assert other.matches_model.total == other.hands_model.total == 0
    assert not click_import(qtbot, other, monkeypatch, target)
    assert other.message.text() == "Imported 4 hands from match.json as 1 new match."
    # The lists, the caption and the player filter show it at once.
    assert other.matches_model.total == 1 and other.hands_model.total == 4
    assert "All hands</b> (4)" in other.hands_caption.text()
    assert other.player_box.findText("Cy") >= 0
    imported = other.matches_model.row_at(0)
    original = browser.database.get_match(match_id)
    assert imported is not None and imported.started_at == original.started_at
    assert texts(other.matches_model, 5) == ["finished"]
    assert sorted(row.played_at for row in other.hands_model.rows()) == [
        row.played_at for row in browser.database.match_hands(match_id)
    ]
    assert not click_import(qtbot, other, monkeypatch, target)
    assert other.message.text() == (
        "Imported 0 new hands from match.json: all 4 were already in your history."
    )
    assert counts(other.database) == (1, 4)


def test_a_partly_known_file_adds_the_rest_and_says_so(
    qtbot: QtBot,
    browser: HistoryBrowser,
    empty_browser: HistoryBrowser,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    click_row(qtbot, browser.hands_view, 0)
    click_row(qtbot, browser.hands_view, 11, Qt.KeyboardModifier.ShiftModifier)
    twelve = tmp_path / "twelve.json"
    _export(qtbot, browser, monkeypatch, twelve)
    hands = json.loads(twelve.read_text(encoding="utf-8"))["hands"]
    five = tmp_path / "five.json"
    five.write_text(json.dumps(hands_export(hands[:5])), encoding="utf-8")
    click_import(qtbot, empty_browser, monkeypatch, five)
    click_import(qtbot, empty_browser, monkeypatch, twelve)
    text = empty_browser.message.text()
    assert text.startswith("Imported 7 hands from twelve.json as ")
    assert text.endswith("; 5 were already in your history.")
    assert empty_browser.hands_model.total == 12


# ----- all or nothing -------------------------------------------------------------------


def _bad_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    hands = [public_hand_record(record, 0) for record in played_hands()[:3]]
    damaged = copy.deepcopy(hands)
    place = next(i for i, action in enumerate(damaged[2]["actions"]) if action["action"] == "place")
    damaged[2]["actions"][place]["row"] = (
        "top" if damaged[2]["actions"][place]["row"] != "top" else "bottom"
    )
    long_name = copy.deepcopy(hands)
    long_name[0]["seats"][0]["name"] = "N" * 10_000_000
    files = {
        "damaged": ({"format": "ofc-hands/1", "hands": damaged}, "hand 3: "),
        "unknown": ({"format": "ofc-poker/9", "hands": hands}, "unknown kind"),
        "empty": ({"format": "ofc-hands/1", "hands": []}, "non-empty list"),
        "not a hand": ({"format": "ofc-hands/1", "hands": [*hands, 7]}, "hand 4: "),
        "long name": ({"format": "ofc-hands/1", "hands": long_name}, "a player's name"),
    }
    written = {}
    for name, (data, message) in files.items():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        written[name] = (path, message)
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "ofc-hands/1", "hands": [', encoding="utf-8")
    written["not json"] = (broken, "not valid JSON")
    (tmp_path / "folder.json").mkdir()
    written["folder"] = (tmp_path / "folder.json", "is a folder")
    return written


def test_a_bad_file_imports_nothing_and_says_what_is_wrong(
    qtbot: QtBot, browser: HistoryBrowser, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    database = browser.database
    before = counts(database)
    for path, message in _bad_files(tmp_path).values():
        warnings = click_import(qtbot, browser, monkeypatch, path)
        assert len(warnings) == 1 and message in warnings[0], (path.name, warnings)
        assert warnings[0].startswith("Nothing was imported. ") and len(warnings[0]) < 400
        assert browser.message.text() == warnings[0]
        assert counts(database) == before
    with pytest.raises(ImportProblem, match="does not replay"):
        read_import(tmp_path / "damaged.json")


def test_a_full_disk_during_the_insert_leaves_nothing_and_says_so(
    qtbot: QtBot,
    browser: HistoryBrowser,
    empty_browser: HistoryBrowser,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    click_row(qtbot, browser.hands_view, 0)
    click_row(qtbot, browser.hands_view, 11, Qt.KeyboardModifier.ShiftModifier)
    target = tmp_path / "twelve.json"
    _export(qtbot, browser, monkeypatch, target)
    database = empty_browser.database
    add_hands = database.add_packed_hands
    calls: list[str] = []

    def full_disk(match_id: str, *args: Any, **kwargs: Any) -> list[int | None]:
        calls.append(match_id)
        if len(calls) == 2:  # the first match's hands are in, the second's fail
            error = sqlite3.OperationalError("database or disk is full")
            error.sqlite_errorcode = sqlite3.SQLITE_FULL  # type: ignore[attr-defined]
            raise error
        return add_hands(match_id, *args, **kwargs)

    monkeypatch.setattr(database, "add_packed_hands", full_disk)
    warnings = click_import(qtbot, empty_browser, monkeypatch, target)
    assert len(calls) == 2 and len(warnings) == 1
    assert warnings[0].startswith("Nothing was imported. ")
    assert "the disk is full" in warnings[0]
    assert empty_browser.message.text() == warnings[0]
    assert counts(database) == (0, 0)
    assert empty_browser.matches_model.total == empty_browser.hands_model.total == 0


def test_a_bug_in_the_check_is_reported_and_stores_nothing(
    qtbot: QtBot, browser: HistoryBrowser, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "any.json"
    target.write_text(json.dumps(hands_export(played_hands()[:2])), encoding="utf-8")

    def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("x" * 5000)

    monkeypatch.setattr(import_task, "read_import", broken)
    before = counts(browser.database)
    warnings = click_import(qtbot, browser, monkeypatch, target)
    assert len(warnings) == 1 and "any.json could not be checked: RuntimeError" in warnings[0]
    assert len(warnings[0]) < 200 and counts(browser.database) == before


def _slow_checks(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """Every hand takes a while to check; the times the checks began."""
    replay_hand = exchange.replay_hand
    began: list[float] = []

    def slow(record: Any) -> Hand:
        began.append(time.monotonic())
        time.sleep(0.02)
        return replay_hand(record)

    monkeypatch.setattr(exchange, "replay_hand", slow)
    return began


def _start_a_slow_import(
    qtbot: QtBot,
    browser: HistoryBrowser,
    empty_browser: HistoryBrowser,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> list[float]:
    """Export thirty hands and start importing them, slowly, into the empty history."""
    click_row(qtbot, browser.hands_view, 0)
    click_row(qtbot, browser.hands_view, 29, Qt.KeyboardModifier.ShiftModifier)
    target = tmp_path / "thirty.json"
    _export(qtbot, browser, monkeypatch, target)
    began = _slow_checks(monkeypatch)
    choose_file(monkeypatch, target)
    qtbot.mouseClick(empty_browser.import_button, Qt.MouseButton.LeftButton)
    return began


@pytest.mark.parametrize("how", ["the Cancel button", "Esc"])
def test_cancel_leaves_nothing(
    qtbot: QtBot,
    browser: HistoryBrowser,
    empty_browser: HistoryBrowser,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    how: str,
) -> None:
    began = _start_a_slow_import(qtbot, browser, empty_browser, monkeypatch, tmp_path)
    task = empty_browser.importer
    assert task is not None and not empty_browser.import_button.isEnabled()
    qtbot.waitUntil(lambda: task.dialog.isVisible() and task.dialog.value() >= 3, timeout=20_000)
    assert task.dialog.maximum() == 30 and task.cancel_button.isEnabled()
    assert "Checking the hands of thirty.json: " in task.dialog.labelText()
    if how == "Esc":
        task.dialog.activateWindow()
        assert QTest.qWaitForWindowActive(task.dialog)
        QTest.keyClick(task.dialog, Qt.Key.Key_Escape)
    else:
        qtbot.mouseClick(task.cancel_button, Qt.MouseButton.LeftButton)
    assert empty_browser.importer is None and not task.dialog.isVisible()
    assert empty_browser.message.text() == (
        "The import of thirty.json was cancelled: nothing was imported."
    )
    checked = len(began)
    qtbot.wait(300)
    assert len(began) <= checked + 1 < 30  # the worker stopped at its next hand
    assert counts(empty_browser.database) == (0, 0)


def test_closing_the_browser_stops_the_import(
    qtbot: QtBot,
    browser: HistoryBrowser,
    empty_browser: HistoryBrowser,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    began = _start_a_slow_import(qtbot, browser, empty_browser, monkeypatch, tmp_path)
    qtbot.waitUntil(lambda: len(began) >= 3, timeout=20_000)
    empty_browser.close()
    assert empty_browser.importer is None
    checked = len(began)
    qtbot.wait(300)
    assert len(began) == checked < 30  # closing waited for the worker to stop
    assert counts(empty_browser.database) == (0, 0)


# ----- the lists stay true --------------------------------------------------------------


def test_the_chosen_match_stays_chosen_through_an_import_and_a_sort(
    qtbot: QtBot,
    browser: HistoryBrowser,
    empty_browser: HistoryBrowser,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    target = tmp_path / "match.json"
    export_selected_match(qtbot, browser, monkeypatch, target)
    other = empty_browser
    click_import(qtbot, other, monkeypatch, target)
    click_row(qtbot, other.matches_view, 0)
    chosen = other.selected_match_id()
    qtbot.mouseClick(browser.all_hands_button, Qt.MouseButton.LeftButton)
    click_row(qtbot, browser.hands_view, 0)
    click_row(qtbot, browser.hands_view, 3, Qt.KeyboardModifier.ShiftModifier)
    four = tmp_path / "four.json"
    _export(qtbot, browser, monkeypatch, four)
    click_import(qtbot, other, monkeypatch, four)
    assert other.matches_model.total > 1
    assert other.selected_match_id() == chosen
    assert {row.match_id for row in other.hands_model.rows()} == {chosen}
    assert "Hands of the match of" in other.hands_caption.text()
    click_header(qtbot, other.matches_view, 3)  # sorted anew: still the same match
    assert other.selected_match_id() == chosen
    assert {row.match_id for row in other.hands_model.rows()} == {chosen}
    other.player_box.setCurrentText("Nobody")  # filtered out: every hand, never stale
    assert other.selected_match_id() is None and other.hands_model.total == 0
    other.player_box.setCurrentText("")
    assert other.hands_model.total == other.database.count_hands()
    assert "All hands" in other.hands_caption.text()


# ----- a large file ---------------------------------------------------------------------


@pytest.fixture(scope="session")
def big_export(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A valid export of about 7,000 hands and over 60 MB (real hands renumbered)."""
    hands = [public_hand_record(record, 0) for record in played_hands()]
    path = tmp_path_factory.mktemp("import") / "big.json"
    size, number = 0, 0
    with path.open("w", encoding="utf-8") as file:
        file.write('{"format": "ofc-hands/1", "hands": [\n')
        while size < BIG:
            hand = hands[number % len(hands)]
            number += 1
            text = json.dumps({**hand, "hand_number": number}, ensure_ascii=False, indent=1)
            file.write((",\n" if number > 1 else "") + text)
            size += len(text) + 2
        file.write("\n]}\n")
    return path


def test_a_60_mb_import_keeps_the_window_responsive(
    qtbot: QtBot, empty_browser: HistoryBrowser, monkeypatch: pytest.MonkeyPatch, big_export: Path
) -> None:
    assert big_export.stat().st_size > BIG
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(50)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    choose_file(monkeypatch, big_export)
    begun = time.monotonic()
    qtbot.mouseClick(empty_browser.import_button, Qt.MouseButton.LeftButton)
    task = empty_browser.importer
    assert task is not None
    # Reading, parsing and the first few hundred checks, while the clock keeps ticking.
    qtbot.waitUntil(lambda: task.dialog.isVisible() and task.dialog.value() >= 300, timeout=120_000)
    timer.stop()
    during = [begun, *(tick for tick in ticks if tick > begun), time.monotonic()]
    longest = max(later - earlier for earlier, later in itertools.pairwise(during))
    assert len(during) > 10 and longest < 2.0, (len(during), longest)
    assert task.dialog.maximum() > 6000
    assert f"of {QLocale().toString(task.dialog.maximum())}" in task.dialog.labelText()
    qtbot.mouseClick(task.cancel_button, Qt.MouseButton.LeftButton)  # enough: stop it
    assert empty_browser.importer is None
    assert "was cancelled: nothing was imported" in empty_browser.message.text()
    assert counts(empty_browser.database) == (0, 0)
