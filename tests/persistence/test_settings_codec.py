"""Settings to JSON sections and back: exact for good data, lenient per key for bad."""

from __future__ import annotations

import logging
import subprocess
import sys
import tempfile
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from ofc_desktop.bots.levels import LEVELS
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.royalties import FIVE_CARD_HANDS, RANK_LABELS
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.persistence.settings_file import load_settings, save_settings
from ofc_desktop.ui.models import settings_codec
from ofc_desktop.ui.models.options import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    PLACEMENT_MODES,
    THEME_NAMES,
    AppSettings,
    TableOptions,
)
from ofc_desktop.ui.models.settings_codec import settings_from_data, settings_to_data
from ofc_desktop.ui.models.setup import SeatSpec, TableSetup

# ----- strategies -------------------------------------------------------------------

names = st.text(min_size=1, max_size=12).filter(lambda name: name.strip() == name and name)
options_values = st.builds(
    TableOptions,
    placement_mode=st.sampled_from(PLACEMENT_MODES),
    four_colour_deck=st.booleans(),
    card_back=st.sampled_from(CARD_BACKS),
    animation=st.sampled_from(list(ANIMATION_SPEEDS)),
    confirm_certain_foul=st.booleans(),
    theme=st.sampled_from(THEME_NAMES),
    sound_volume=st.integers(0, 100),
    muted=st.booleans(),
)
positive = st.one_of(
    st.integers(1, 1000), st.floats(0.01, 1_000_000, allow_nan=False, allow_infinity=False)
)


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    variant = draw(st.sampled_from(["classic", "pineapple", "turbo", "chinese"]))
    data: dict[str, Any] = {
        "variant": variant,
        "decks": draw(st.sampled_from([1, 2])),
        "jokers": draw(st.integers(0, 2)),
    }
    scoring = draw(st.sampled_from(["1-6", "1-4", "2-4", "custom"]))
    data["scoring"] = scoring
    if scoring == "custom":
        data["row_points"], data["scoop_bonus"] = draw(st.integers(0, 10)), draw(st.integers(0, 10))
    table = draw(st.sampled_from(["standard", "flat_top_trips_20", "custom"]))
    if table == "custom":
        cells = st.integers(0, 1000)
        data["royalty_table"] = {
            "bottom": {hand: draw(cells) for hand in FIVE_CARD_HANDS[:3]},
            "top_trips": {rank: draw(cells) for rank in RANK_LABELS[-2:]},
        }
    else:
        data["royalty_table"] = table
    for key in (
        "shoot_the_moon",
        "stay_top_trips",
        "stay_bottom_quads",
        "jokers_count_for_fantasyland",
        "button_moves_on_fantasyland",
    ):
        data[key] = draw(st.booleans())
    data["royalty_settlement"] = draw(st.sampled_from(["net", "row_winner"]))
    data["joker_mode"] = draw(st.sampled_from(["best_legal", "row_max"]))
    data["fantasyland_entry"] = draw(st.sampled_from(["QQ", "KK", "AA"]))
    if variant == "chinese":
        data["naturals"], data["surrender"] = draw(st.booleans()), draw(st.booleans())
    elif variant == "pineapple" and draw(st.booleans()):
        data["fantasyland_cards"] = "progressive"
    data["point_value"] = draw(positive)
    players = draw(st.lists(names, min_size=2, max_size=4, unique=True))
    data["stakes"] = [{"players": players[:2], "multiplier": draw(positive)}]
    length = draw(st.sampled_from(["orbit", "hands", "unlimited", "elimination", "points"]))
    data["match_length"] = length
    data["match_hands"] = draw(st.integers(1 if length == "hands" else 0, 10_000))
    data["match_points"] = draw(st.integers(1 if length == "points" else 0, 100_000))
    data["move_timer"], data["time_bank"] = draw(st.integers(0, 3600)), draw(st.integers(0, 999))
    return RuleSet.from_dict(data)


@st.composite
def setups(draw: st.DrawFn) -> TableSetup | None:
    if draw(st.booleans()):
        return None
    rules = draw(rule_sets())
    seat_names = draw(st.lists(names, min_size=1, max_size=rules.max_players, unique=True))
    seats = tuple(
        SeatSpec(name, draw(st.sampled_from(["human", "bot"])), draw(st.sampled_from(LEVELS)))
        for name in seat_names
    )
    setup = TableSetup(rules, seats, draw(st.none() | st.integers(-(2**70), 2**70)))
    try:
        setup.check()
    except OfcError:
        assume(False)
    return setup


app_settings = st.builds(
    AppSettings,
    rules=rule_sets(),
    options=options_values,
    presets=st.dictionaries(names, rule_sets(), max_size=3).map(MappingProxyType),
)


def _read(data: Any) -> tuple[AppSettings, TableSetup | None, list[str]]:
    return settings_from_data(data)


# ----- round trip -------------------------------------------------------------------


@given(app_settings, setups())
def test_settings_survive_the_file(settings: AppSettings, setup: TableSetup | None) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        save_settings(path, settings_to_data(settings, setup))
        loaded = load_settings(path)
    assert loaded.notices == []
    assert _read(loaded.data) == (settings, setup, [])


def test_nothing_saved_is_the_defaults() -> None:
    assert _read({}) == (AppSettings(), None, [])
    assert _read({"rules": None, "options": None, "presets": None, "last_setup": None}) == (
        AppSettings(),
        None,
        [],
    )


def test_a_section_of_another_part_of_the_app_is_left_alone() -> None:
    assert _read({"window": {"geometry": "…"}}) == (AppSettings(), None, [])


def test_data_that_is_not_a_mapping_is_the_defaults() -> None:
    settings, setup, notices = _read(["not", "sections"])
    assert (settings, setup) == (AppSettings(), None)
    assert notices == ["The settings were not readable; the defaults are used."]


# ----- rules: one bad key keeps the rest --------------------------------------------

RICH_RULES = RuleSet.from_dict(
    {
        "variant": "pineapple",
        "decks": 2,
        "jokers": 1,
        "scoring": "custom",
        "row_points": 2,
        "scoop_bonus": 4,
        "royalty_table": "flat_top_trips_20",
        "royalty_settlement": "row_winner",
        "joker_mode": "row_max",
        "jokers_count_for_fantasyland": False,
        "shoot_the_moon": True,
        "fantasyland_entry": "KK",
        "stay_top_trips": False,
        "stay_bottom_quads": False,
        "button_moves_on_fantasyland": True,
        "point_value": 2.5,
        "stakes": [{"players": ["Ann", "Eli"], "multiplier": 3}],
        "match_length": "hands",
        "match_hands": 12,
        "match_points": 50,
        "move_timer": 30,
        "time_bank": 120,
    }
)
# Keys that lose their meaning with another: custom points need "custom" scoring; a match
# of a number of hands needs that number.
FOLLOWERS = {"scoring": {"row_points", "scoop_bonus"}, "match_hands": {"match_length"}}
NOT_OBJECTS = ["junk", -1, 10**9, 2.5, True, [], [1, 2]]
GARBAGE = [None, *NOT_OBJECTS, {}, {"nested": [None]}]


@pytest.mark.parametrize("key", sorted(RICH_RULES.to_dict()))
@pytest.mark.parametrize("junk", GARBAGE, ids=repr)
def test_one_bad_rule_keeps_all_the_others(key: str, junk: Any) -> None:
    data = RICH_RULES.to_dict()
    data[key] = junk
    if _valid(data):  # some junk is a valid value for some key
        return
    settings, _, notices = _read({"rules": data})
    kept, original = settings.rules.to_dict(), RICH_RULES.to_dict()
    dropped = {key} | FOLLOWERS.get(key, set())
    for other in set(original) - dropped:
        assert kept[other] == original[other], other
    assert any(f"'{key}'" in notice for notice in notices)
    assert len(notices) <= len(dropped)


def _valid(data: dict[str, Any]) -> bool:
    try:
        RuleSet.from_dict(data)
    except (OfcError, TypeError, KeyError):
        return False
    return True


def test_a_rule_that_needs_another_is_kept_once_that_one_is() -> None:
    data = {"fantasyland_cards": "progressive", "variant": "pineapple", "decks": 7}
    settings, _, notices = _read({"rules": data})
    assert settings.rules == RuleSet.from_dict(
        {"variant": "pineapple", "fantasyland_cards": "progressive"}
    )
    assert notices == [
        "The rule setting 'decks' in your settings was not valid (decks must be "
        "1 or 2, got 7); the default is used."
    ]


def test_of_two_conflicting_rules_the_first_is_kept() -> None:
    settings, _, notices = _read({"rules": {"variant": "chinese", "fantasyland": True}})
    assert settings.rules == RuleSet.from_dict({"variant": "chinese"})
    assert len(notices) == 1 and "'fantasyland'" in notices[0]


def test_bad_scoring_means_the_default_scoring_not_custom() -> None:
    rules = {"scoring": "1-7", "row_points": 1, "scoop_bonus": 3}
    assert _read({"rules": rules})[0].rules == RuleSet()


def test_an_unknown_rule_is_ignored_with_a_notice(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger=settings_codec.__name__):
        settings, _, notices = _read({"rules": {"decks": 2, "wild_cards": 4}})
    assert settings.rules == RuleSet(decks=2)
    assert notices == ["The unknown rule setting 'wild_cards' in your settings was ignored."]
    assert [record.getMessage() for record in caplog.records] == [f"settings: {notices[0]}"]


# ----- table options ----------------------------------------------------------------

CHANGED_OPTIONS = TableOptions(
    placement_mode="drag",
    four_colour_deck=True,
    card_back="red",
    animation="slow",
    confirm_certain_foul=False,
    theme="dark",
    sound_volume=15,
    muted=True,
)


@pytest.mark.parametrize("key", sorted(settings_codec.options_to_data(TableOptions())))
@pytest.mark.parametrize("junk", [*GARBAGE, "dark", 101, 50, False], ids=repr)
def test_one_bad_option_keeps_all_the_others(key: str, junk: Any) -> None:
    data = settings_codec.options_to_data(CHANGED_OPTIONS)
    data[key] = junk
    options = _read({"options": data})[0].options
    for other, value in settings_codec.options_to_data(options).items():
        if other != key:
            assert value == getattr(CHANGED_OPTIONS, other)
    accepted = getattr(options, key)
    assert accepted == getattr(TableOptions(), key) or (
        accepted == junk and type(accepted) is type(junk)
    )


def test_an_unknown_option_is_ignored() -> None:
    settings, _, notices = _read({"options": {"muted": True, "volume": 3}})
    assert settings.options == TableOptions(muted=True)
    assert notices == ["The unknown table option 'volume' was ignored."]


# ----- presets ----------------------------------------------------------------------


def test_presets_are_read_one_by_one() -> None:
    settings, _, notices = _read(
        {
            "presets": {
                "Home": {"variant": "turbo", "decks": "two"},
                "  Club  ": {"decks": 2},
                "Club": {},
                "": {},
                "Broken": "pineapple",
            }
        }
    )
    assert dict(settings.presets) == {
        "Home": RuleSet.from_dict({"variant": "turbo"}),
        "Club": RuleSet(decks=2),
    }
    assert len(notices) == 4


@pytest.mark.parametrize("junk", NOT_OBJECTS, ids=repr)
def test_presets_that_are_not_an_object(junk: Any) -> None:
    settings, _, notices = _read({"presets": junk})
    assert settings.presets == MappingProxyType({}) and len(notices) == 1


# ----- the last set-up --------------------------------------------------------------

SEATS = [
    {"name": "You", "kind": "human", "level": "medium"},
    {"name": "Vera", "kind": "bot", "level": "hard"},
]


def _setup(**changes: Any) -> tuple[TableSetup | None, list[str]]:
    _, setup, notices = _read({"last_setup": {"rules": {}, "seats": SEATS, "seed": 5, **changes}})
    return setup, notices


def test_a_good_setup_reads_back() -> None:
    setup, notices = _setup()
    assert setup == TableSetup(RuleSet(), (SeatSpec("You"), SeatSpec("Vera", "bot", "hard")), 5)
    assert notices == []


def test_a_bad_level_becomes_medium() -> None:
    setup, notices = _setup(seats=[SEATS[0], {**SEATS[1], "level": "godlike"}])
    assert setup is not None and setup.seats[1] == SeatSpec("Vera", "bot", "medium")
    assert len(notices) == 1 and "godlike" in notices[0]


def test_a_bad_seed_is_dropped() -> None:
    for seed in ("5", 5.0, True, [5]):
        setup, notices = _setup(seed=seed)
        assert setup is not None and setup.seed is None and len(notices) == 1


def test_bad_rules_in_a_setup_keep_the_seats() -> None:
    setup, notices = _setup(rules={"variant": "pineapple", "decks": 9})
    assert setup is not None and setup.rules == RuleSet.from_dict({"variant": "pineapple"})
    assert len(notices) == 1 and "last table set-up" in notices[0]


@pytest.mark.parametrize(
    "seats",
    [
        [],
        None,
        "You",
        [SEATS[0], SEATS[0]],
        [SEATS[0], "Vera"],
        [{"kind": "bot"}],
        [{"name": "  ", "kind": "human"}],
        [{"name": "Ann", "kind": "robot"}],
        [{"name": f"P{n}", "kind": "human"} for n in range(7)],  # more than any table seats
    ],
    ids=repr,
)
def test_an_unusable_setup_is_forgotten(seats: Any) -> None:
    setup, notices = _setup(seats=seats)
    assert setup is None
    assert notices[-1].startswith("The last table set-up could not be used")


def test_a_setup_the_rules_cannot_seat_is_forgotten() -> None:
    setup, notices = _setup(rules={"match_length": "elimination"}, seats=SEATS[:1])
    assert setup is None and "elimination" in notices[0]


@pytest.mark.parametrize("junk", NOT_OBJECTS, ids=repr)
def test_a_setup_that_is_not_an_object(junk: Any) -> None:
    _, setup, notices = _read({"last_setup": junk})
    assert setup is None and len(notices) >= 1


# ----- anything at all --------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)
rule_keys = st.sampled_from(sorted(RuleSet().to_dict()))
option_keys = st.sampled_from(sorted(settings_codec.options_to_data(TableOptions())))


@given(st.dictionaries(st.sampled_from(settings_codec.SECTIONS), json_values))
def test_any_sections_read_without_raising(data: dict[str, Any]) -> None:
    settings, setup, notices = _read(data)
    assert isinstance(settings, AppSettings)
    assert all(isinstance(notice, str) for notice in notices)
    if setup is not None:
        setup.check()


@given(
    st.dictionaries(rule_keys | st.text(), json_values),
    st.dictionaries(option_keys | st.text(), json_values),
    st.lists(st.dictionaries(st.sampled_from(["name", "kind", "level"]), json_values)),
)
def test_any_keys_and_values_read_without_raising(
    rules: dict[str, Any], options: dict[str, Any], seats: list[Any]
) -> None:
    settings, setup, notices = _read(
        {
            "rules": {**RICH_RULES.to_dict(), **rules},
            "options": options,
            "presets": {"Mine": rules},
            "last_setup": {"rules": rules, "seats": seats, "seed": 1},
        }
    )
    unknown = set(rules) - set(RuleSet().to_dict())
    assert len(unknown) == sum(
        notice.startswith("The unknown rule setting") and "in your settings" in notice
        for notice in notices
    )
    assert settings.rules.to_dict()  # still a complete, valid rule set
    if setup is not None:
        setup.check()


def test_persistence_and_the_codec_import_no_qt() -> None:
    """Both run without a display (the CLI, tests, a crash handler): no PySide6 import."""
    probe = (
        "import sys, ofc_desktop.persistence.paths, ofc_desktop.persistence.atomic, "
        "ofc_desktop.persistence.settings_file, ofc_desktop.ui.models.settings_codec; "
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=Path(__file__).parents[2],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
