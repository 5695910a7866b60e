"""The window keeps the player's files: settings between runs, the match in progress
after every street (resumed exactly, hot seat included), every finished hand in the
history; damaged files and a failing disk never stop the game."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from ofc_desktop.core.history import replay_hand
from ofc_desktop.core.match_history import replay_match
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import (
    DamagedHistoryError,
    HistoryDatabase,
    HistoryDbError,
)
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from tests.persistence.drill_samples import sample_drill

from .conftest import DataFolderWindows as Table
from .conftest import play_hand_as_the_human

PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.HANDS, match_hands=2)
NEVER = datetime.now(UTC) + timedelta(days=3650)  # every drill is due by then


# The offscreen platform has no window manager to size a message box by its hints, and
# says so whenever one opens (damage is told in one); nothing else is forgiven.
OFFSCREEN_BOX = "This plugin does not support propagateSizeHints()"


@pytest.fixture(autouse=True)
def forgive_the_offscreen_message_box(no_qt_warnings: list[str]) -> Iterator[None]:
    yield
    no_qt_warnings[:] = [warning for warning in no_qt_warnings if warning != OFFSCREEN_BOX]


@pytest.fixture
def table(qtbot: QtBot, tmp_path: Path) -> Iterator[Table]:
    opened = Table(qtbot, tmp_path)
    yield opened
    opened.close_all()


def state(controller: TableController) -> dict[str, Any]:
    match, hand = controller.match, controller.hand
    assert match is not None and hand is not None
    return {
        "undealt": hand.undealt_cards(),
        "dealt": hand.all_dealt_cards(),
        "totals": match.settled_totals(),
        "players": list(match.players),
        "seats": controller.seat_infos(),
        "humans": controller.human_seats(),
        "rows": [dict(seat.rows) for seat in hand.seats],
        "hands": len(match.hands),
        "held": controller.snapshot.held if controller.human_may_act() else None,
    }


def play_streets(qtbot: QtBot, controller: TableController, streets: int) -> None:
    """The human plays ``streets`` streets with "Play for me"; bots answer between."""
    for _ in range(streets):
        qtbot.waitUntil(
            lambda: controller.human_may_act() or controller.curtain_for is not None, timeout=20_000
        )
        if controller.curtain_for is not None:
            controller.accept_handover()
        assert controller.play_for_me(confirm=True)


def test_the_match_in_progress_resumes_exactly_after_every_street(
    qtbot: QtBot, table: Table
) -> None:
    first = table.open()
    assert first.start(TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), seed=8))
    history = first.storage.history  # type: ignore[union-attr]
    for street in range(1, 5):
        play_streets(qtbot, first.controller, 1)
        qtbot.waitUntil(lambda: first.controller.human_may_act(), timeout=20_000)
        assert history.progress() is not None, f"nothing saved after street {street}"
        expected = state(first.controller)
        again = table.open()
        saved = again.storage.load_resume()  # type: ignore[union-attr]
        assert saved is not None
        assert again.resume(saved)
        controller = again.controller
        qtbot.waitUntil(controller.human_may_act, timeout=20_000)
        assert state(controller) == expected
        controller.shut_down()


def test_a_resumed_match_plays_on_and_files_each_hand_once(qtbot: QtBot, table: Table) -> None:
    first = table.open()
    assert first.start(TableSetup(PINEAPPLE, seats_from_kinds(["human", "medium"]), seed=5))
    play_streets(qtbot, first.controller, 2)
    first.controller.shut_down()
    first.close()  # quit mid-hand
    again = table.open()
    storage = again.storage
    assert storage is not None
    saved = storage.load_resume()
    assert saved is not None and again.resume(saved)
    controller = again.controller
    while not (controller.snapshot.match_over):
        qtbot.waitUntil(
            lambda: controller.human_may_act() or controller.snapshot.hand_over, timeout=20_000
        )
        if controller.snapshot.hand_over:
            assert controller.next_hand() or controller.snapshot.match_over
            continue
        controller.play_for_me(confirm=True)
    assert storage.history.count_hands() == 2
    assert storage.history.progress() is None  # the match is over: nothing to resume
    match = controller.match
    assert match is not None
    rows = storage.history.list_matches()
    assert len(rows) == 1 and dict(rows[0].standings) == match.totals and rows[0].over
    assert rows[0].status == "finished"
    record = storage.history.match_record(rows[0].match_id)
    assert record is not None and "seed" not in record
    again_match = replay_match(record)  # the stored match replays to the same end
    assert again_match.settled_totals() == match.totals and again_match.is_over


def test_a_hot_seat_match_resumes_with_the_same_humans_and_the_curtain(
    qtbot: QtBot, table: Table
) -> None:
    first = table.open()
    setup = TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy", "human"]), seed=2)
    assert first.start(setup)
    play_streets(qtbot, first.controller, 3)
    qtbot.waitUntil(lambda: first.controller.curtain_for is not None, timeout=20_000)
    waiting_for = first.controller.curtain_for
    again = table.open()
    saved = again.storage.load_resume()  # type: ignore[union-attr]
    assert saved is not None and again.resume(saved)
    qtbot.waitUntil(lambda: again.controller.curtain_for is not None, timeout=20_000)
    assert again.controller.human_seats() == first.controller.human_seats() == [0, 2]
    assert again.controller.curtain_for == waiting_for
    assert again.controller.snapshot.curtain  # private cards hidden until handed over


def test_settings_and_the_last_table_are_kept_between_runs(qtbot: QtBot, table: Table) -> None:
    first = table.open()
    first.set_options(first.options.with_changes(theme="dark", sound_volume=30))
    setup = TableSetup(PINEAPPLE, seats_from_kinds(["human", "hard"]), seed=1)
    assert first.start(setup)
    again = table.open()
    assert again.options.theme == "dark" and again.options.sound_volume == 30
    assert again.last_setup == setup


@pytest.mark.parametrize("garbage", [b"", b"\x00\xff garbage", b'{"format": 1', b"[]"])
def test_garbage_files_are_set_aside_and_the_window_still_opens(
    qtbot: QtBot, table: Table, tmp_path: Path, garbage: bytes
) -> None:
    for name in ("settings.json", "resume.json", "history.sqlite3"):
        (tmp_path / name).write_bytes(garbage + b"x" * 64)
    window = table.open()
    storage = window.storage
    assert storage is not None
    assert storage.load_resume() is None
    assert storage.history.count_hands() == 0
    for name in ("settings.json", "resume.json", "history.sqlite3"):
        assert (tmp_path / f"{name}.corrupt").exists(), name
    assert len(storage.notices) == 3
    assert window.statusBar().currentMessage() == storage.notices[-1]
    assert window.start(TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), seed=3))


def test_a_disk_that_cannot_be_written_is_reported_once_and_play_goes_on(
    qtbot: QtBot, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    full = FullDisk(monkeypatch)
    window = table.open()
    storage = window.storage
    assert storage is not None
    assert window.start(TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), seed=6))
    play_streets(qtbot, window.controller, 3)
    qtbot.waitUntil(lambda: window.controller.human_may_act(), timeout=20_000)
    said = [text for text in storage.notices if "disk is full" in text]
    assert len(said) == 1 and "the match in progress" in said[0] and full.refused >= 3
    hand = window.controller.hand
    assert hand is not None and hand.seats[0].street == 3  # the game went on in memory
    assert storage.history.count_matches() == 0  # nothing half-written
    full.freed()
    play_streets(qtbot, window.controller, 1)  # the next checkpoint writes it all
    qtbot.waitUntil(lambda: window.controller.human_may_act(), timeout=20_000)
    saved = storage.history.progress()
    assert saved is not None and storage.history.get_match(saved[0]).status == "playing"


class FullDisk:
    """Every write to the database fails as on a full disk until ``freed``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full, self.refused = True, 0
        real = HistoryDatabase.batch

        @contextmanager
        def batch(database: HistoryDatabase) -> Iterator[None]:
            with real(database):
                yield
                if self.full:
                    self.refused += 1
                    raise HistoryDbError("Could not save to the hand history: the disk is full.")

        monkeypatch.setattr(HistoryDatabase, "batch", batch)

    def freed(self) -> None:
        self.full = False


def finish_match(qtbot: QtBot, controller: TableController, last_street: bool = True) -> None:
    """Play on with "Play for me" to the match's end (or to its very last street)."""
    while not controller.snapshot.match_over:
        qtbot.waitUntil(
            lambda: controller.human_may_act() or controller.snapshot.hand_over, timeout=20_000
        )
        if controller.snapshot.hand_over:
            assert controller.next_hand() or controller.snapshot.match_over
            continue
        if not last_street and _on_last_street(controller):
            return
        controller.play_for_me(confirm=True)


def _on_last_street(controller: TableController) -> bool:
    match, hand = controller.match, controller.hand
    assert match is not None and hand is not None
    rules = match.rules
    final_hand = (
        rules.match_length is MatchLength.HANDS
        and len(match.hands) == rules.match_hands
        and not match.fantasyland
    )
    cards = sum(len(row) for row in hand.seats[0].rows.values())
    return final_hand and cards + len(controller.snapshot.held) >= 13


def test_the_last_hand_of_a_match_is_written_when_the_disk_frees_before_quitting(
    qtbot: QtBot, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = table.open()
    storage = window.storage
    assert storage is not None
    assert window.start(TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), seed=9))
    finish_match(qtbot, window.controller, last_street=False)
    full = FullDisk(monkeypatch)
    finish_match(qtbot, window.controller)  # the last hand is scored on a full disk
    assert full.refused >= 1 and storage.history.count_hands() == 1
    full.freed()
    window.close()  # quitting tries once more
    assert window.storage is storage
    with HistoryDatabase(storage.paths.history_db) as history:
        (row,) = history.list_matches()
        assert row.status == "finished" and row.over and row.hands == 2
        assert history.progress() is None


def test_a_resumed_match_that_ends_at_its_first_checkpoint_is_not_offered_again(
    qtbot: QtBot, table: Table
) -> None:
    setup = TableSetup(
        RuleSet(variant=Variant.CLASSIC, match_length=MatchLength.HANDS, match_hands=1),
        seats_from_kinds(["human", "easy"]),
        seed=1,
    )
    first = table.open()
    assert first.start(setup)
    finish_match(qtbot, first.controller, last_street=False)
    first.close()
    second = table.open()
    saved = second.storage.load_resume()  # type: ignore[union-attr]
    assert saved is not None and second.resume(saved)
    finish_match(qtbot, second.controller)
    second.close()
    third = table.open()
    assert third.storage.load_resume() is None  # type: ignore[union-attr]
    (row,) = third.storage.history.list_matches()  # type: ignore[union-attr]
    assert row.status == "finished" and row.hands == 1


def test_a_match_given_up_or_left_is_marked_abandoned(qtbot: QtBot, table: Table) -> None:
    first = table.open()
    assert first.start(TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), seed=3))
    play_streets(qtbot, first.controller, 1)
    first.close()
    second = table.open()
    storage = second.storage
    assert storage is not None and storage.load_resume() is not None
    storage.forget_resume()  # "No" to carrying on
    assert storage.history.progress() is None
    assert [row.status for row in storage.history.list_matches()] == ["abandoned"]
    assert second.start(TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), seed=4))
    play_streets(qtbot, second.controller, 1)
    assert second.start(TableSetup(PINEAPPLE, seats_from_kinds(["easy", "hard"]), seed=5))
    qtbot.waitUntil(lambda: storage.history.count_matches() == 3, timeout=20_000)
    second.close()  # bots only: nothing to come back to
    with HistoryDatabase(storage.paths.history_db) as history:
        assert sorted(row.status for row in history.list_matches(limit=-1)) == ["abandoned"] * 3
        assert history.progress() is None


def test_damage_found_while_writing_is_set_aside_and_the_match_kept(
    qtbot: QtBot, table: Table, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = table.open()
    storage = window.storage
    assert storage is not None
    assert window.start(TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), seed=3))
    play_hand_as_the_human(qtbot, window.controller)
    assert window.controller.next_hand()
    hand = window.controller.hand
    assert hand is not None and not hand.fantasyland  # a deal played street by street
    play_streets(qtbot, window.controller, 1)
    damaged = OnceDamaged(monkeypatch)
    play_streets(qtbot, window.controller, 1)
    qtbot.waitUntil(lambda: (tmp_path / "history.sqlite3.corrupt").exists(), timeout=5000)
    assert damaged.raised == 1
    play_streets(qtbot, window.controller, 1)  # written to the new file
    said = [text for text in storage.notices if "history.sqlite3.corrupt" in text]
    assert len(said) == 1 and "No hand was lost: 1 hand was kept." in said[0]
    assert storage.history.count_hands() == 1  # the match so far, in the new file
    saved = storage.load_resume()
    assert saved is not None and len(saved.match.hands) == 2


class OnceDamaged:
    """The next save of the match in progress finds the file damaged, as SQLite finds a
    bad page while writing; the new file started then is sound."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.raised = 0
        real = HistoryDatabase.save_progress

        def save_progress(database: HistoryDatabase, *args: Any) -> None:
            if not self.raised:
                self.raised += 1
                raise DamagedHistoryError("Could not save to the hand history: it is damaged.")
            real(database, *args)

        monkeypatch.setattr(HistoryDatabase, "save_progress", save_progress)


def test_the_drills_follow_the_history_to_its_new_file(
    qtbot: QtBot, table: Table, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = table.open()
    storage = window.storage
    assert storage is not None
    qtbot.waitUntil(lambda: window.grader is not None, timeout=5000)
    store = window.grader.store  # type: ignore[union-attr]
    store.add([sample_drill("before")], datetime.now(UTC))
    assert window.start(TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), seed=3))
    OnceDamaged(monkeypatch)
    play_streets(qtbot, window.controller, 1)
    qtbot.waitUntil(lambda: (tmp_path / "history.sqlite3.corrupt").exists(), timeout=5000)
    assert window.grader is not None and window.grader.store is store  # the same object
    store.add([sample_drill("after")], datetime.now(UTC))
    with DrillStore(tmp_path / "history.sqlite3.corrupt") as kept:
        assert {d.drill_id for d in kept.due(NEVER)} == {sample_drill("before").drill_id}
    with DrillStore(tmp_path / "history.sqlite3") as new:  # the drill before was salvaged
        assert {d.drill_id for d in new.due(NEVER)} == {
            sample_drill("before").drill_id,
            sample_drill("after").drill_id,
        }


def test_the_history_keeps_no_seed(qtbot: QtBot, table: Table) -> None:
    window = table.open()
    setup = TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), seed=12)
    assert window.start(setup)
    controller = window.controller
    play_hand_as_the_human(qtbot, controller)
    storage = window.storage
    assert storage is not None
    qtbot.waitUntil(lambda: storage.history.count_hands() == 1, timeout=5000)
    (row,) = storage.history.list_hands()
    record = storage.history.hand_record(row.hand_id)
    assert "seed" not in record
    assert replay_hand(record).settlement == controller.hand.settlement  # type: ignore[union-attr]


def test_the_menu_opens_the_history_and_statistics_of_the_hands_played(
    qtbot: QtBot, table: Table
) -> None:
    window = table.open()
    assert window.start(TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), seed=4))
    window.history_action.trigger()
    browser = window.history_browser
    assert browser is not None and browser.isVisible()
    assert browser.hands_model.rowCount() == 0
    controller = window.controller
    play_hand_as_the_human(qtbot, controller)
    # The open browser follows the hands as they are stored.
    qtbot.waitUntil(lambda: browser.hands_model.rowCount() == 1, timeout=5000)
    assert browser.viewer_name == "You"
    page = window.show_statistics()
    assert page is not None and page.isVisible()
    page.close()
