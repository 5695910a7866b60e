"""Hands a full disk kept out of the history at closing: kept in a file where one can
still be written, brought back whole at the next start (and only once), and the room
kept in reserve for the last write."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.paths import DataPaths
from ofc_desktop.persistence.resume_file import finished_hands
from ofc_desktop.persistence.space_reserve import (
    RESERVE_BYTES,
    free_reserve,
    keep_reserve,
    reserve_path,
)
from ofc_desktop.persistence.unsaved_match import (
    bring_back,
    keep_unsaved,
    unsaved_document,
    unsaved_places,
)
from tests.persistence.test_resume_file import RULES, checkpoints

START = datetime(2026, 5, 1, 20, 0, tzinfo=UTC)


def _late_record() -> dict[str, Any]:
    """A match in its third hand, two hands finished."""
    points = checkpoints(RULES["pineapple"], 6)
    return next(record for record, state in points if state["hands"] == 3)


def _times(record: dict[str, Any]) -> dict[int, datetime]:
    return {
        hand["hand_number"]: START + timedelta(minutes=hand["hand_number"])
        for hand in finished_hands(record)
    }


def test_the_places_tried_are_the_data_folder_the_settings_and_the_cache(tmp_path: Path) -> None:
    paths = DataPaths(tmp_path / "config", tmp_path / "data", tmp_path / "cache")
    assert [place.parent.name for place in unsaved_places(paths)] == ["data", "config", "cache"]
    assert len(unsaved_places(DataPaths.portable(tmp_path))) == 1  # all in one folder


def test_hands_kept_elsewhere_come_back_once_with_their_times(tmp_path: Path) -> None:
    record = _late_record()
    path = tmp_path / "history.sqlite3"
    with HistoryDatabase(path) as history:  # the first hand was stored before the disk filled
        history.add_match(record["rules"], record["seats"], match_id="m", status="playing")
        first = finished_hands(record)[0]
        history.add_hands("m", [first], [START + timedelta(minutes=1)])
    places = [tmp_path / "full" / "unsaved-match.json", tmp_path / "other" / "unsaved-match.json"]
    places[0].mkdir(parents=True)  # a folder in its place: that one cannot be written
    document = unsaved_document("m", record, START, _times(record), resumable=True)
    assert keep_unsaved(places, document) == places[1]
    with HistoryDatabase(path) as history:
        brought, notices = bring_back(places, history)
        assert notices == [] and [(each.hands, each.resumable) for each in brought] == [(1, True)]
        hands = history.match_hands("m")
        assert [row.hand_number for row in hands] == [1, 2]
        assert hands[1].played_at == START + timedelta(minutes=2)
        assert history.progress_match_id() == "m" and history.get_match("m").status == "playing"
        assert dict(history.get_match("m").standings) == {
            name: total for name, total in _standings(record).items()
        }
        assert not places[1].exists()
        assert bring_back(places, history) == ([], [])  # gone once stored


def test_a_stale_or_damaged_file_never_overwrites_what_is_stored(tmp_path: Path) -> None:
    record = _late_record()
    path = tmp_path / "history.sqlite3"
    place = tmp_path / "unsaved-match.json"
    with HistoryDatabase(path) as history:
        keep_unsaved([place], unsaved_document("m", record, START, _times(record), True))
        bring_back([place], history)
        keep_unsaved([place], unsaved_document("m", record, START, _times(record), True))
        brought, _ = bring_back([place], history)  # the same again: nothing more
        assert [each.hands for each in brought] == [0] and history.count_hands() == 2
        place.write_text('{"format": "ofc-desktop-unsaved", "version": 1, "match": {}}')
        brought, notices = bring_back([place], history)
        assert brought == [] and "kept aside as unsaved-match.json.corrupt" in notices[0]
        assert history.count_hands() == 2


def test_the_reserve_is_kept_and_given_back(tmp_path: Path) -> None:
    assert keep_reserve(tmp_path) and reserve_path(tmp_path).stat().st_size == RESERVE_BYTES
    assert keep_reserve(tmp_path)  # already there
    assert free_reserve(tmp_path) and not reserve_path(tmp_path).exists()
    assert not free_reserve(tmp_path)


def _standings(record: dict[str, Any]) -> dict[str, int]:
    from ofc_desktop.core.match_history import replay_match

    return replay_match(record).settled_totals()
