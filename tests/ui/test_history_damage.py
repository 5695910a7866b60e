"""Damage to the live hand history, met while the game runs: pages of the file
overwritten, or the file cut short, between two hands of a match played through the
real window. The player is told at once, in words; every hand played before and after
the damage is in the history after a restart (taken from the backup where the file
lost it), and the match resumes."""

from __future__ import annotations

import random
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.persistence.history_copies import backup_files
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.dialogs.store_dialogs import DAMAGE_DIALOG
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from tests.persistence.hand_records import played_records
from tests.ui.crash_harness import check_invariants

from .conftest import DataFolderWindows

OFFSCREEN_BOX = "This plugin does not support propagateSizeHints()"


def rules(hands: int) -> RuleSet:
    return RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.HANDS, match_hands=hands)


@pytest.fixture(autouse=True)
def forgive_the_offscreen_message_box(no_qt_warnings: list[str]) -> Iterator[None]:
    yield  # the offscreen platform says so whenever a message box opens; nothing else
    no_qt_warnings[:] = [warning for warning in no_qt_warnings if warning != OFFSCREEN_BOX]


@pytest.fixture
def table(qtbot: QtBot, tmp_path: Path) -> Iterator[DataFolderWindows]:
    opened = DataFolderWindows(qtbot, tmp_path)
    yield opened
    opened.close_all()


def seed_history(path: Path, hands: int = 24) -> int:
    """An earlier finished match of ``hands`` hands, as a player's history holds: its
    oldest hands lie on pages that new hands no longer touch."""
    played = played_records(4, seed=11)
    records = [{**played[n % 4], "hand_number": n + 1} for n in range(hands)]
    totals: dict[str, int] = {}
    for record in records:
        for player in record["result"]["players"]:
            totals[player["player"]] = totals.get(player["player"], 0) + player["total"]
    with HistoryDatabase(path) as history:
        match_id = history.add_match(played[0]["rules"], played[0]["seats"])
        history.add_hands(match_id, records)
        history.update_match(match_id, standings=totals, over=True)
    return hands


def play_hands(qtbot: QtBot, controller: TableController, hands: int) -> None:
    """The person plays ``hands`` hands to their end with "Play for me"; the next hand
    is dealt after each but the last."""
    for number in range(hands):
        while not controller.snapshot.hand_over:
            qtbot.waitUntil(
                lambda: controller.human_may_act() or controller.snapshot.hand_over,
                timeout=20_000,
            )
            if not controller.snapshot.hand_over:
                assert controller.play_for_me(confirm=True)
        if number < hands - 1 or not controller.snapshot.match_over:
            assert controller.next_hand() or controller.snapshot.match_over


def damage(path: Path, how: str) -> None:
    """Overwrite every page of the file that holds part of the first hand stored (pages
    the running match rewrites stay in the WAL, as they would), or cut the file to half
    its length."""
    if how == "truncate":
        with path.open("r+b") as file:
            file.truncate(path.stat().st_size // 2)
        return
    with sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True) as reader:
        key, blob = reader.execute(
            "SELECT fingerprint, record FROM hands ORDER BY id LIMIT 1"
        ).fetchone()
    reader.close()
    data = path.read_bytes()
    found = _occurrences(data, key.encode()) + _occurrences(data, blob[:48])
    pages = {offset // 4096 for offset in found}
    assert pages
    rng = random.Random(7)
    with path.open("r+b") as file:
        for page in pages:
            file.seek(page * 4096)
            file.write(rng.randbytes(4096))


def _occurrences(data: bytes, text: bytes) -> list[int]:
    found, start = [], data.find(text)
    while start >= 0:
        found.append(start)
        start = data.find(text, start + 1)
    return found


@pytest.mark.parametrize("how", ["overwrite pages", "truncate", "overwrite pages, no backup"])
def test_damage_to_the_live_history_is_told_at_once_and_loses_no_hand(
    qtbot: QtBot, table: DataFolderWindows, tmp_path: Path, how: str
) -> None:
    path = tmp_path / "history.sqlite3"
    earlier = seed_history(path)
    first = table.open()
    assert first.start(TableSetup(rules(1), seats_from_kinds(["human", "easy"]), seed=3))
    play_hands(qtbot, first.controller, 1)  # a finished match: backed up at its end
    first.close()

    second = table.open()
    storage = second.storage
    assert storage is not None
    counted: list[int] = []  # the hands in the history when the player is told
    storage.damaged.connect(lambda *_: counted.append(storage.history.count_hands()))
    assert second.start(TableSetup(rules(3), seats_from_kinds(["human", "easy"]), seed=5))
    play_hands(qtbot, second.controller, 1)
    if how.endswith("no backup"):
        shutil.rmtree(backup_files(tmp_path)[0].parent)
    damage(path, how.split(",")[0])
    assert not second.findChildren(QMessageBox, DAMAGE_DIALOG)
    play_hands(qtbot, second.controller, 1)  # the check after this hand finds the damage

    # Told at once, in words: what was kept, what was not, and that the match goes on.
    qtbot.waitUntil(lambda: bool(second.findChildren(QMessageBox, DAMAGE_DIALOG)), timeout=5000)
    (box,) = second.findChildren(QMessageBox, DAMAGE_DIALOG)
    told = " ".join([box.text(), *box.informativeText().split("\n\n")])
    assert box.isVisible() and not box.isModal()
    assert "while you played" in told and "Your match goes on." in told, told
    assert "btree" not in told and "malformed" not in told  # SQLite's words: details only
    assert second.statusBar().currentMessage() == told
    assert (tmp_path / "history.sqlite3.corrupt").exists()
    if how.endswith("no backup"):
        assert "could not be read" in told  # the first match's hands on those pages
    else:  # found by the check after a hand, or by the drills' grader reading hands
        assert f"No hand was lost: {counted[0]} hands were kept (" in told
        assert "of them from the backup)" in told

    qtbot.waitUntil(second.controller.human_may_act, timeout=20_000)
    assert second.controller.play_for_me(confirm=True)  # a street after the damage
    qtbot.waitUntil(second.controller.human_may_act, timeout=20_000)
    box.close()
    second.close()

    third = table.open()
    storage = third.storage
    assert storage is not None
    saved = storage.load_resume()
    assert saved is not None and third.resume(saved)  # the match resumes
    match = third.controller.match
    assert match is not None and sum(hand.is_over for hand in match.hands) == 2
    assert match.hand is not None and match.hand.hand_number == 3
    history = storage.history
    stored = {row.match_id: row.hands for row in history.list_matches(limit=-1)}
    assert stored[saved.match_id] == 2  # the match's hands, before and after the damage
    earlier_matches = [count for match_id, count in stored.items() if match_id != saved.match_id]
    if how.endswith("no backup"):
        lost = earlier + 1 - sum(earlier_matches)
        assert lost > 0 and f"; {lost} hand" in told and "could not be read" in told
    else:
        assert sorted(earlier_matches) == [1, earlier]  # what the file lost: from the backup
    third.close()
    if not how.endswith("no backup"):
        assert check_invariants(tmp_path) == []
    with HistoryDatabase(path) as reopened:
        assert reopened.count_hands() == sum(stored.values())
