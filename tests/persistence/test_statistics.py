"""Statistics added up by SQL agree with the same figures worked out from the raw hands."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.statistics import (
    PlayerStats,
    compute_statistics,
    match_series,
    points_series,
    rates_by_variant,
    stats_from_records,
)
from tests.persistence.hand_records import hand_records, played_records

START = datetime(2024, 1, 1, tzinfo=UTC)
VARIANTS = ("classic", "pineapple", "turbo")


def _store(
    db: HistoryDatabase, records: list[dict[str, Any]], per_match: int, rng: random.Random
) -> list[tuple[str, datetime, dict[str, Any]]]:
    """Store the hands in matches of ``per_match``; (match, played at, record) in the
    order they were played."""
    stored = []
    clock = START
    for start in range(0, len(records), per_match):
        batch = records[start : start + per_match]
        match_id = db.add_match(batch[0]["rules"], batch[0]["seats"])
        times = []
        for _ in batch:
            clock += timedelta(seconds=rng.randrange(1, 90))
            times.append(clock)
        db.add_hands(match_id, batch, times)
        stored += [(match_id, when, record) for when, record in zip(times, batch, strict=True)]
    return stored


@pytest.fixture(scope="module")
def played() -> Iterator[tuple[HistoryDatabase, list[tuple[str, datetime, dict[str, Any]]]]]:
    """300 real hands across the variants, in matches of 25."""
    db = HistoryDatabase(":memory:")
    stored = _store(db, played_records(300, seed=3), 25, random.Random(3))
    yield db, stored
    db.close()


def _keyed(stats: list[PlayerStats]) -> dict[tuple[str, str], PlayerStats]:
    return {(s.group, s.key): s for s in stats}


def test_sql_statistics_equal_those_from_the_played_hands(played: Any) -> None:
    db, stored = played
    records = [record for _, _, record in stored]
    for variant in (None, *VARIANTS):
        from_sql = compute_statistics(db, variant=variant)
        assert from_sql == stats_from_records(records, variant)
        groups = _keyed(from_sql)
        assert groups["overall", ""].points == 0  # every hand's scores sum to zero
        assert {("level", level) for level in ("beginner", "easy", "hard")} <= set(groups)
    overall = _keyed(compute_statistics(db))["overall", ""]
    seats = sum(len(record["seats"]) for record in records)
    assert overall.hands == seats and 0 < overall.fouls < seats
    assert overall.fantasyland_hands > 0 and overall.fantasyland_stays > 0
    assert overall.scoops == overall.scooped_against > 0


@settings(max_examples=60)
@given(records=st.lists(hand_records(), max_size=12), variant=st.sampled_from(VARIANTS))
def test_sql_statistics_equal_those_from_synthetic_hands(
    records: list[dict[str, Any]], variant: str
) -> None:
    with HistoryDatabase(":memory:") as db:
        for number, record in enumerate(records, start=1):
            record = {**record, "hand_number": number}  # one match: numbers must differ
            if number == 1:
                match_id = db.add_match(record["rules"], record["seats"])
            db.add_hand(match_id, record)
        assert compute_statistics(db) == stats_from_records(records)
        assert compute_statistics(db, variant=variant) == stats_from_records(records, variant)


def test_rates_come_from_the_counts() -> None:
    stats = PlayerStats(
        "player",
        "Ann",
        hands=10,
        points=-15,
        fouls=2,
        fantasyland_hands=2,
        fantasyland_entries=2,
        fantasyland_stays=1,
        royalties=30,
        scoops=3,
    )
    assert stats.points_per_hand == -1.5 and stats.foul_rate == 0.2
    assert stats.fantasyland_entry_rate == 2 / 8 and stats.fantasyland_stay_rate == 0.5
    assert stats.royalties_per_hand == 3 and stats.scoops_per_hand == 0.3
    assert PlayerStats("overall", "").points_per_hand == 0.0  # no hands: no division


def _seat_result(record: dict[str, Any], player: str) -> dict[str, Any] | None:
    for result in record["result"]["players"]:
        if result["player"] == player:
            return dict(result)
    return None


@pytest.mark.parametrize("variant", [None, "pineapple"])
def test_points_series_is_the_running_total(played: Any, variant: str | None) -> None:
    db, stored = played
    totals = [
        result["total"]
        for _, _, record in stored
        if variant is None or record["rules"]["variant"] == variant
        if (result := _seat_result(record, "You")) is not None
    ]
    running = list(itertools.accumulate(totals))
    series = points_series(db, "You", variant)
    assert series == [(n, running[n - 1]) for n in range(1, len(totals) + 1)]
    thinned = points_series(db, "You", variant, max_points=7)
    assert len(thinned) <= 8 and thinned[-1] == series[-1]
    assert all(point in series for point in thinned)
    steps = {b[0] - a[0] for a, b in itertools.pairwise(thinned[:-1])}
    assert len(steps) == 1  # evenly spaced
    assert points_series(db, "Nobody") == []


def test_match_series_totals_each_match(played: Any) -> None:
    db, stored = played
    expected: dict[str, tuple[datetime, int, int]] = {}
    for match_id, when, record in stored:
        result = _seat_result(record, "Vera")
        if result is None:
            continue
        first, hands, points = expected.get(match_id, (when, 0, 0))
        expected[match_id] = (min(first, when), hands + 1, points + result["total"])
    series = match_series(db, "Vera")
    assert [(m.match_id, m.started_at, m.hands, m.points) for m in series] == sorted(
        ((match_id, *values) for match_id, values in expected.items()), key=lambda m: m[1]
    )
    turbo = [
        _seat_result(record, "Vera")
        for _, _, record in stored
        if record["rules"]["variant"] == "turbo"
    ]
    assert sum(m.points for m in match_series(db, "Vera", "turbo")) == sum(
        result["total"] for result in turbo if result is not None
    )


def test_rates_by_variant_split_a_players_statistics(played: Any) -> None:
    db, stored = played
    records = [record for _, _, record in stored]
    by_variant = rates_by_variant(db, "Ann")
    assert set(by_variant) == set(VARIANTS)
    for variant, stats in by_variant.items():
        assert stats == _keyed(stats_from_records(records, variant))["player", "Ann"]
