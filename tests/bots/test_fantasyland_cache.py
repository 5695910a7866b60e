"""Fantasyland prices and pools kept on disk: read at the next start instead of worked
out again, rebuilt when the file is damaged or of another format, keyed by the rules,
and worked out ahead of time on a thread of their own."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from ofc_desktop.bots import fantasyland_cache, fantasyland_pool
from ofc_desktop.bots.fantasyland_pool import (
    FantasylandPool,
    cache_key,
    fantasyland_hand_value,
    priced_rules,
    set_cache_folder,
    warm_up,
)
from ofc_desktop.core.presets import RULE_PRESETS
from ofc_desktop.core.rules import (
    FantasylandCards,
    MatchLength,
    RuleSet,
    ScoringPreset,
    Variant,
)

PINEAPPLE = RuleSet().with_changes(variant=Variant.PINEAPPLE)


class Counter:
    """Fast stand-ins for the slow pricing, counting their calls and threads."""

    def __init__(self) -> None:
        self.priced: list[tuple[RuleSet, int]] = []
        self.solved: list[tuple[RuleSet, int]] = []
        self.threads: set[int] = set()

    def price_hand(self, rules: RuleSet, cards: int) -> float:
        self.priced.append((rules, cards))
        self.threads.add(threading.get_ident())
        fantasyland_pool.fantasyland_pool(rules, cards)  # the real one needs the pool
        return cards + 0.125

    def solve_pool(self, rules: RuleSet, cards: int) -> FantasylandPool:
        self.solved.append((rules, cards))
        self.threads.add(threading.get_ident())
        column = np.array([cards, 2, 3], dtype=np.int64)
        return FantasylandPool(
            cards,
            (column, column + 1, column + 2),
            (column * 0, column * 0 + 1, column * 0 + 2),
            np.array([False, True, False]),
            np.array([True, False, False]),
        )


@pytest.fixture
def counter(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter]:
    counting = Counter()
    monkeypatch.setattr(fantasyland_pool, "price_hand", counting.price_hand)
    monkeypatch.setattr(fantasyland_pool, "solve_pool", counting.solve_pool)
    # The shipped table would answer for the presets: these tests price for themselves.
    monkeypatch.setattr(fantasyland_cache, "shipped_path", lambda key: Path("/nonexistent"))
    set_cache_folder(None)
    yield counting
    set_cache_folder(None)


def restart(folder: Path | None) -> None:
    """What a new start of the game does: nothing in memory, the folder named."""
    set_cache_folder(folder)


def the_file(folder: Path, rules: RuleSet = PINEAPPLE) -> Path:
    return folder / f"fantasyland-{cache_key(priced_rules(rules))}.json"


def test_the_second_start_reads_the_disk_and_does_not_price(
    counter: Counter, tmp_path: Path
) -> None:
    restart(tmp_path)
    first = fantasyland_hand_value(PINEAPPLE, 14)
    pool = fantasyland_pool.fantasyland_pool(PINEAPPLE, 14)
    assert counter.priced and counter.solved
    assert the_file(tmp_path).is_file()
    priced, solved = len(counter.priced), len(counter.solved)

    restart(tmp_path)
    assert fantasyland_hand_value(PINEAPPLE, 14) == first
    again = fantasyland_pool.fantasyland_pool(PINEAPPLE, 14)
    assert (len(counter.priced), len(counter.solved)) == (priced, solved)
    for old, new in zip(
        (*pool.values, *pool.row_royalties, pool.fouled, pool.stays),
        (*again.values, *again.row_royalties, again.fouled, again.stays),
        strict=True,
    ):
        assert old.dtype == new.dtype
        assert np.array_equal(old, new)


def test_without_a_folder_nothing_is_written_and_each_start_prices(
    counter: Counter, tmp_path: Path
) -> None:
    fantasyland_hand_value(PINEAPPLE, 14)
    restart(None)
    fantasyland_hand_value(PINEAPPLE, 14)
    assert len(counter.priced) == 2
    assert warm_up(PINEAPPLE) is None
    assert list(tmp_path.iterdir()) == []


def _valid_file(folder: Path) -> str:
    restart(folder)
    fantasyland_hand_value(PINEAPPLE, 14)
    return the_file(folder).read_text(encoding="utf-8")


DAMAGE: dict[str, Callable[[str], str]] = {
    "garbage": lambda text: "\x00\xff not json",
    "truncated": lambda text: text[: len(text) // 2],
    "empty": lambda text: "",
    "another format": lambda text: text.replace(
        '"format":1', f'"format":{fantasyland_cache.FORMAT + 1}'
    ),
    "another key": lambda text: text.replace('"key":"', '"key":"x'),
    "wrong entries": lambda text: text.replace('"value-14":14.125', '"value-14":"many"'),
    "not an object": lambda text: "[1, 2, 3]",
    "deep": lambda text: "[" * 100_000 + "]" * 100_000,
}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_a_damaged_file_is_rebuilt(counter: Counter, tmp_path: Path, damage: str) -> None:
    valid = _valid_file(tmp_path)
    assert '"value-14":14.125' in valid
    path = the_file(tmp_path)
    path.write_bytes(DAMAGE[damage](valid).encode("utf-8", "surrogateescape"))
    priced = len(counter.priced)

    restart(tmp_path)
    assert fantasyland_hand_value(PINEAPPLE, 14) == 14.125
    assert len(counter.priced) == priced + 1
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == fantasyland_cache.FORMAT
    assert data["entries"]["value-14"] == 14.125
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary left


def test_a_damaged_pool_entry_is_solved_again(counter: Counter, tmp_path: Path) -> None:
    restart(tmp_path)
    fantasyland_pool.fantasyland_pool(PINEAPPLE, 15)
    path = the_file(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["entries"]["pool-15"]["stays"] = [True]  # not as many as the boards
    path.write_text(json.dumps(data), encoding="utf-8")

    restart(tmp_path)
    assert fantasyland_pool.fantasyland_pool(PINEAPPLE, 15).size == 3
    assert len(counter.solved) == 2


def test_an_unwritable_folder_only_means_pricing_again(counter: Counter, tmp_path: Path) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("", encoding="utf-8")
    restart(blocked / "cache")
    assert fantasyland_hand_value(PINEAPPLE, 14) == 14.125


def test_different_rules_get_different_keys() -> None:
    variants = [
        PINEAPPLE,
        RuleSet(),
        PINEAPPLE.with_changes(decks=2),
        PINEAPPLE.with_changes(decks=2, jokers_per_deck=1),
        PINEAPPLE.with_changes(scoring=ScoringPreset.TWO_FOUR),
        PINEAPPLE.with_changes(royalty_preset="flat_top_trips_20"),
        PINEAPPLE.with_changes(fantasyland_cards=FantasylandCards.PROGRESSIVE),
        PINEAPPLE.with_changes(stay_bottom_quads=False),
        PINEAPPLE.with_changes(fantasyland_entry="KK"),
        PINEAPPLE.with_changes(shoot_the_moon=True),
    ]
    keys = [cache_key(priced_rules(rules)) for rules in variants]
    assert len(set(keys)) == len(keys)
    # What cannot change a board's worth does not change the key.
    longer = PINEAPPLE.with_changes(match_length=MatchLength.HANDS, match_hands=20)
    assert cache_key(priced_rules(longer)) == keys[0]


def test_the_warm_up_runs_off_the_calling_thread(counter: Counter, tmp_path: Path) -> None:
    restart(tmp_path)
    thread = warm_up(PINEAPPLE.with_changes(fantasyland_cards=FantasylandCards.PROGRESSIVE))
    assert thread is not None and thread is not threading.current_thread()
    thread.join(timeout=60)
    assert not thread.is_alive()
    assert counter.threads and threading.get_ident() not in counter.threads
    counts = {cards for _, cards in counter.priced}
    assert {14, 15, 16, 17} <= counts  # every entry the progressive deal knows
    priced = len(counter.priced)
    progressive = PINEAPPLE.with_changes(fantasyland_cards=FantasylandCards.PROGRESSIVE)
    for cards in counts:
        fantasyland_hand_value(progressive, cards)
    assert len(counter.priced) == priced  # the bot finds it all worked out


def test_no_warm_up_without_fantasyland(counter: Counter, tmp_path: Path) -> None:
    restart(tmp_path)
    assert warm_up(PINEAPPLE.with_changes(fantasyland=False)) is None


FANTASYLAND_PRESETS = [name for name, rules in RULE_PRESETS.items() if rules.fantasyland]


@pytest.mark.parametrize("name", FANTASYLAND_PRESETS)
def test_every_preset_ships_its_fantasyland_worth_for_this_version(name: str) -> None:
    """A stale table (another version, pricing settings or rules) fails here: make it
    again with packaging/make_fantasyland_table.py."""
    shipped = fantasyland_cache.shipped_path(cache_key(priced_rules(RULE_PRESETS[name])))
    assert shipped.is_file(), f"{name}: run packaging/make_fantasyland_table.py"
    assert json.loads(shipped.read_text("utf-8"))["entries"]


def test_a_first_table_of_a_preset_reads_the_shipped_worth_and_prices_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def no_pricing(rules: RuleSet, cards: int) -> float:
        raise AssertionError("priced although the game ships the worth")

    monkeypatch.setattr(fantasyland_pool, "price_hand", no_pricing)
    restart(tmp_path)  # an empty folder: a first start
    try:
        for rules in (RULE_PRESETS["Pineapple"], RULE_PRESETS["Progressive Pineapple"]):
            assert fantasyland_hand_value(rules, 14) > 0
        assert not list(tmp_path.iterdir())  # nothing new to write
    finally:
        set_cache_folder(None)
