"""RuleSet: defaults from docs/rules.md, validation, presets, the JSON round trip (§4-§10)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.core.errors import OfcError, RulesError
from ofc_desktop.core.royalties import (
    FIVE_CARD_HANDS,
    FLAT_TOP_TRIPS_ROYALTIES,
    RANK_LABELS,
    STANDARD_ROYALTIES,
)
from ofc_desktop.core.rules import (
    PRESETS,
    FantasylandCards,
    JokerMode,
    MatchLength,
    RoyaltySettlement,
    RuleSet,
    ScoringPreset,
    StakePair,
    Variant,
)

# ----- defaults ----------------------------------------------------------------------


def test_defaults_match_the_rule_book() -> None:
    rules = RuleSet()
    assert rules.variant is Variant.CLASSIC
    assert rules.decks == 1
    assert rules.jokers_per_deck == 0
    assert rules.scoring is ScoringPreset.ONE_SIX
    assert (rules.row_points, rules.scoop_bonus, rules.scoop_value) == (1, 3, 6)
    assert rules.royalty_table == STANDARD_ROYALTIES
    assert rules.royalty_settlement is RoyaltySettlement.NET
    assert rules.joker_mode is JokerMode.BEST_LEGAL
    assert rules.jokers_count_for_fantasyland is True
    assert rules.shoot_the_moon is False
    assert rules.fantasyland is True
    assert rules.fantasyland_entry == "QQ"
    assert rules.fantasyland_cards is FantasylandCards.STANDARD
    assert (rules.stay_top_trips, rules.stay_middle_full_house, rules.stay_bottom_quads) == (
        True,
        True,
        True,
    )
    assert rules.button_moves_on_fantasyland is False
    assert (rules.naturals, rules.surrender, rules.closed_bonuses) == (False, False, False)
    assert rules.point_value == 1.0
    assert rules.stakes == ()
    assert rules.match_length is MatchLength.ORBIT
    assert rules.move_timer_seconds == 0
    assert rules.time_bank_seconds == 0
    assert rules == RuleSet.from_dict({})


def test_variant_dependent_defaults() -> None:
    assert RuleSet(variant=Variant.PINEAPPLE).stay_middle_full_house is False
    assert RuleSet(variant=Variant.TURBO).stay_middle_full_house is True
    assert RuleSet(variant=Variant.CHINESE).fantasyland is False
    assert RuleSet.from_dict({"variant": "chinese"}).fantasyland is False
    assert RuleSet.from_dict({"variant": "pineapple"}).stay_middle_full_house is False
    # an explicit setting wins over the variant's default
    assert RuleSet(variant=Variant.PINEAPPLE, stay_middle_full_house=True).stay_middle_full_house


def test_enum_settings_accept_their_text() -> None:
    text: dict[str, Any] = {
        "variant": "turbo",
        "scoring": "2-4",
        "royalty_settlement": "row_winner",
        "joker_mode": "row_max",
        "match_length": "unlimited",
    }
    rules = RuleSet(**text)
    assert rules.variant is Variant.TURBO
    assert rules.scoring is ScoringPreset.TWO_FOUR
    assert rules.royalty_settlement is RoyaltySettlement.ROW_WINNER
    assert rules.joker_mode is JokerMode.ROW_MAX
    assert rules.match_length is MatchLength.UNLIMITED


# ----- derived values ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("scoring", "points"),
    [("1-6", (1, 3, 0, 6)), ("1-4", (1, 1, 0, 4)), ("2-4", (1, 0, 1, 4))],
)
def test_scoring_presets(scoring: str, points: tuple[int, int, int, int]) -> None:
    rules = RuleSet.from_dict({"scoring": scoring})
    assert (rules.row_points, rules.scoop_bonus, rules.majority_bonus, rules.scoop_value) == points


def test_custom_scoring() -> None:
    rules = RuleSet.from_dict({"scoring": "custom", "row_points": 2, "scoop_bonus": 5})
    assert (rules.row_points, rules.scoop_bonus, rules.majority_bonus) == (2, 5, 0)
    assert rules.scoop_value == 11
    # giving row points or scoop bonus alone means custom scoring
    implied = RuleSet.from_dict({"row_points": 2})
    assert implied.scoring is ScoringPreset.CUSTOM
    assert (implied.row_points, implied.scoop_bonus) == (2, 3)
    zero_rows = RuleSet.from_dict({"scoring": "custom", "row_points": 0, "scoop_bonus": 10})
    assert zero_rows.scoop_value == 10


def test_preset_points_may_be_repeated_when_they_agree() -> None:
    rules = RuleSet.from_dict({"scoring": "1-4", "row_points": 1, "scoop_bonus": 1})
    assert rules.scoring is ScoringPreset.ONE_FOUR


MAX_PLAYERS = {  # §5: variant -> (single deck, double deck)
    "classic": (4, 6),
    "pineapple": (3, 6),
    "turbo": (4, 6),
    "chinese": (4, 6),
}


@pytest.mark.parametrize("variant", sorted(MAX_PLAYERS))
@pytest.mark.parametrize("decks", [1, 2])
def test_max_players_table(variant: str, decks: int) -> None:
    rules = RuleSet.from_dict({"variant": variant, "decks": decks})
    most = MAX_PLAYERS[variant][decks - 1]
    assert rules.max_players == most
    for players in range(2, most + 1):
        rules.check_players(players)
    with pytest.raises(RulesError, match=f"at most {most} players"):
        rules.check_players(most + 1)


def test_check_players_needs_someone() -> None:
    RuleSet().check_players(1)  # a single human may practise alone
    with pytest.raises(RulesError):
        RuleSet().check_players(0)


@pytest.mark.parametrize(
    ("decks", "jokers", "size"), [(1, 0, 52), (1, 1, 53), (1, 2, 54), (2, 0, 104), (2, 2, 108)]
)
def test_deck_size(decks: int, jokers: int, size: int) -> None:
    assert RuleSet(decks=decks, jokers_per_deck=jokers).deck_size == size


def test_fantasyland_entry_rank() -> None:
    ranks = [RuleSet(fantasyland_entry=e).fantasyland_entry_rank for e in ("QQ", "KK", "AA")]
    assert ranks == [12, 13, 14]


def test_stake_multipliers() -> None:
    rules = RuleSet.from_dict(
        {
            "point_value": 0.5,
            "stakes": [
                {"players": ["Ann", "Bob"], "multiplier": 10},
                {"players": ["Cat", "Ann"], "multiplier": 2.5},
            ],
        }
    )
    assert rules.point_value == 0.5
    assert rules.stake_multiplier("Ann", "Bob") == 10
    assert rules.stake_multiplier("Bob", "Ann") == 10
    assert rules.stake_multiplier("Ann", "Cat") == 2.5
    assert rules.stake_multiplier("Bob", "Cat") == 1.0
    assert rules.stakes[0] == StakePair(("Ann", "Bob"), 10)


# ----- validation --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        ({"variant": "omaha"}, "variant must be one of"),
        ({"variant": "Classic"}, "variant"),
        ({"scoring": "1-5"}, "scoring must be one of"),
        ({"royalty_settlement": "winner"}, "royalty_settlement"),
        ({"joker_mode": "wild"}, "joker_mode"),
        ({"fantasyland_cards": "double"}, "fantasyland_cards"),
        ({"match_length": "forever"}, "match_length"),
        ({"fantasyland_entry": "JJ"}, "fantasyland_entry"),
        ({"fantasyland_entry": "qq"}, "fantasyland_entry"),
        ({"decks": 3}, "decks must be 1 or 2"),
        ({"decks": 0}, "decks"),
        ({"decks": True}, "decks"),
        ({"decks": "2"}, "decks"),
        ({"jokers": 3}, "jokers"),
        ({"jokers": -1}, "jokers"),
        ({"jokers": 1.5}, "jokers"),
        ({"jokers": True}, "jokers"),
        ({"scoring": "custom", "row_points": 11}, "row_points"),
        ({"row_points": 11}, "row_points"),
        ({"row_points": -1}, "row_points"),
        ({"scoop_bonus": 11}, "scoop_bonus"),
        ({"scoring": "custom", "scoop_bonus": 2.0}, "scoop_bonus"),
        ({"point_value": 0}, "point_value"),
        ({"point_value": -1}, "point_value"),
        ({"point_value": "1"}, "point_value"),
        ({"point_value": True}, "point_value"),
        ({"point_value": float("nan")}, "point_value"),
        ({"point_value": 2_000_000}, "point_value"),
        ({"match_hands": -1}, "match_hands"),
        ({"match_hands": 10_001}, "match_hands"),
        ({"match_length": "hands"}, "match_hands"),
        ({"match_length": "hands", "match_hands": 0}, "match_hands"),
        ({"move_timer": 3601}, "move_timer"),
        ({"move_timer": -5}, "move_timer"),
        ({"time_bank": 36_001}, "time_bank"),
        ({"colour": "green"}, "unknown rule settings: colour"),
        ({"royalty_preset": "custom"}, "unknown rule settings: royalty_preset"),
        ({"jokers_per_deck": 1}, "unknown rule settings: jokers_per_deck"),
    ],
)
def test_bad_setting_is_rejected(data: dict[str, Any], fragment: str) -> None:
    with pytest.raises(RulesError) as error:
        RuleSet.from_dict(data)
    assert fragment in str(error.value)


BOOL_SETTINGS = [
    "jokers_count_for_fantasyland",
    "shoot_the_moon",
    "fantasyland",
    "stay_top_trips",
    "stay_middle_full_house",
    "stay_bottom_quads",
    "button_moves_on_fantasyland",
    "naturals",
    "surrender",
    "closed_bonuses",
]


@pytest.mark.parametrize("name", BOOL_SETTINGS)
@pytest.mark.parametrize("value", [1, 0, "yes", "true", [], 1.0])
def test_bool_setting_must_be_a_bool(name: str, value: Any) -> None:
    data = {"variant": "chinese"} if name in ("naturals", "surrender", "closed_bonuses") else {}
    with pytest.raises(RulesError, match=f"{name} must be true or false"):
        RuleSet.from_dict({**data, name: value})


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        ({"variant": "classic", "fantasyland_cards": "progressive"}, "progressive"),
        ({"variant": "turbo", "fantasyland_cards": "progressive"}, "progressive"),
        ({"variant": "pineapple", "fantasyland_cards": "variable"}, "variable"),
        ({"variant": "turbo", "fantasyland_cards": "variable"}, "variable"),
        ({"variant": "chinese", "fantasyland": True}, "no Fantasyland"),
        ({"variant": "classic", "naturals": True}, "naturals"),
        ({"variant": "pineapple", "surrender": True}, "surrender"),
        ({"variant": "turbo", "closed_bonuses": True}, "closed_bonuses"),
        ({"scoring": "1-6", "row_points": 2}, "contradicts scoring '1-6'"),
        ({"scoring": "2-4", "scoop_bonus": 3}, "contradicts scoring '2-4'"),
    ],
)
def test_contradicting_settings_are_rejected(data: dict[str, Any], fragment: str) -> None:
    with pytest.raises(RulesError) as error:
        RuleSet.from_dict(data)
    assert fragment in str(error.value)


def test_constructor_validates_too() -> None:
    with pytest.raises(RulesError, match="decks"):
        RuleSet(decks=3)
    with pytest.raises(RulesError, match="variant"):
        RuleSet(variant="holdem")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="progressive"):
        RuleSet(fantasyland_cards=FantasylandCards.PROGRESSIVE)
    with pytest.raises(RulesError, match="no Fantasyland"):
        RuleSet(variant=Variant.CHINESE, fantasyland=True)
    with pytest.raises(RulesError, match="closed Chinese"):
        RuleSet(naturals=True)
    with pytest.raises(RulesError, match="royalty_table"):
        RuleSet(royalty_table={"bottom": {}})  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="royalty_table"):
        RuleSet(royalty_preset="generous")
    with pytest.raises(RulesError, match="no Fantasyland"):
        RuleSet().with_changes(variant=Variant.CHINESE, fantasyland=True)


def test_changing_the_variant_moves_default_options_to_the_new_defaults() -> None:
    assert RuleSet().with_changes(variant=Variant.CHINESE).fantasyland is False
    assert RuleSet().with_changes(variant=Variant.PINEAPPLE).stay_middle_full_house is False
    assert (
        RuleSet(variant=Variant.PINEAPPLE)
        .with_changes(variant=Variant.CLASSIC)
        .stay_middle_full_house
        is True
    )
    # An option the player changed away from the default is kept.
    chosen = RuleSet(variant=Variant.PINEAPPLE, stay_middle_full_house=True)
    assert chosen.with_changes(variant=Variant.TURBO).stay_middle_full_house is True


def test_rules_errors_are_value_errors() -> None:
    assert issubclass(RulesError, OfcError)
    assert issubclass(RulesError, ValueError)


def test_closed_game_settings_in_chinese() -> None:
    rules = RuleSet.from_dict(
        {"variant": "chinese", "naturals": True, "surrender": True, "closed_bonuses": True}
    )
    assert (rules.naturals, rules.surrender, rules.closed_bonuses) == (True, True, True)


@pytest.mark.parametrize(
    ("stakes", "fragment"),
    [
        ({"players": ["A", "A"], "multiplier": 2}, "two different player names"),
        ({"players": ["A", "B"], "multiplier": 0}, "multiplier"),
        ({"players": ["A", "B"], "multiplier": -2}, "multiplier"),
        ({"players": ["A", "B"], "multiplier": "10"}, "multiplier"),
        ({"players": ["A", "B"], "multiplier": True}, "multiplier"),
        ({"players": ["A", "B", "C"], "multiplier": 2}, "exactly two"),
        ({"players": "AB", "multiplier": 2}, "exactly two"),
        ({"players": [1, 2], "multiplier": 2}, "player names"),
        ({"players": ["A", "B"]}, "each stake"),
        ({"players": ["A", "B"], "multiplier": 2, "note": "x"}, "each stake"),
        ("A-B", "each stake"),
    ],
)
def test_bad_stakes_are_rejected(stakes: Any, fragment: str) -> None:
    with pytest.raises(RulesError) as error:
        RuleSet.from_dict({"stakes": [stakes]})
    assert fragment in str(error.value)


def test_stakes_naming_a_pair_twice_are_rejected() -> None:
    with pytest.raises(RulesError, match="twice"):
        RuleSet.from_dict(
            {
                "stakes": [
                    {"players": ["A", "B"], "multiplier": 2},
                    {"players": ["B", "A"], "multiplier": 3},
                ]
            }
        )
    with pytest.raises(RulesError, match="list"):
        RuleSet.from_dict({"stakes": {"A": 2}})


def test_rules_must_be_an_object() -> None:
    with pytest.raises(RulesError, match="object"):
        RuleSet.from_dict(["classic"])  # type: ignore[arg-type]


# ----- presets and the JSON round trip -----------------------------------------------


def test_presets() -> None:
    assert set(PRESETS) >= {
        "classic",
        "pineapple",
        "pineapple_progressive",
        "turbo",
        "chinese",
        "double_deck",
        "jokers",
    }
    assert PRESETS["classic"] == RuleSet()
    assert PRESETS["pineapple"].variant is Variant.PINEAPPLE
    assert PRESETS["pineapple_progressive"].fantasyland_cards is FantasylandCards.PROGRESSIVE
    assert PRESETS["chinese"].fantasyland is False
    assert PRESETS["double_deck"].decks == 2
    assert PRESETS["double_deck"].fantasyland_entry == "AA"  # §8's suggestion
    assert PRESETS["jokers"].jokers_per_deck == 1


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_preset_is_valid_and_round_trips(name: str) -> None:
    rules = PRESETS[name]
    rules.check_players(2)
    rules.check_players(rules.max_players)
    data = rules.to_dict()
    assert RuleSet.from_dict(data) == rules
    assert RuleSet.from_dict(json.loads(json.dumps(data))) == rules


def test_to_dict_keys_are_the_json_keys() -> None:
    data = RuleSet().to_dict()
    assert {
        "variant",
        "decks",
        "jokers",
        "scoring",
        "row_points",
        "scoop_bonus",
        "royalty_table",
        "royalty_settlement",
        "fantasyland",
        "fantasyland_entry",
        "fantasyland_cards",
        "stakes",
        "point_value",
        "move_timer",
        "time_bank",
    } <= set(data)
    assert data["royalty_table"] == "standard"
    assert (
        RuleSet.from_dict({"royalty_table": "flat_top_trips_20"}).to_dict()["royalty_table"]
        == "flat_top_trips_20"
    )


def test_custom_royalty_table_round_trips() -> None:
    rules = RuleSet.from_dict({"royalty_table": {"top_pairs": {"6": 0}}})
    data = rules.to_dict()
    assert isinstance(data["royalty_table"], dict)
    assert data["royalty_table"]["top_pairs"]["6"] == 0
    assert RuleSet.from_dict(json.loads(json.dumps(data))) == rules


NAMES = ["Ann", "Bob", "Cat", "Dan"]


@st.composite
def rule_dicts(draw: st.DrawFn) -> dict[str, Any]:
    """A JSON object of valid settings, every key optional."""
    variant = draw(st.sampled_from([v.value for v in Variant]))
    chinese = variant == "chinese"
    data: dict[str, Any] = {"variant": variant}
    extra_cards = {"pineapple": ["progressive"], "classic": ["variable"]}.get(variant, [])
    fl_cards = ["standard", *extra_cards]
    choices: dict[str, st.SearchStrategy[Any]] = {
        "decks": st.sampled_from([1, 2]),
        "jokers": st.integers(0, 2),
        "royalty_settlement": st.sampled_from(["net", "row_winner"]),
        "joker_mode": st.sampled_from(["best_legal", "row_max"]),
        "jokers_count_for_fantasyland": st.booleans(),
        "shoot_the_moon": st.booleans(),
        "fantasyland": st.just(False) if chinese else st.booleans(),
        "fantasyland_entry": st.sampled_from(["QQ", "KK", "AA"]),
        "fantasyland_cards": st.sampled_from(fl_cards),
        "stay_top_trips": st.booleans(),
        "stay_middle_full_house": st.booleans(),
        "stay_bottom_quads": st.booleans(),
        "button_moves_on_fantasyland": st.booleans(),
        "naturals": st.booleans() if chinese else st.just(False),
        "surrender": st.booleans() if chinese else st.just(False),
        "closed_bonuses": st.booleans() if chinese else st.just(False),
        "point_value": st.one_of(st.integers(1, 1000), st.floats(0.01, 1_000_000, allow_nan=False)),
        "move_timer": st.integers(0, 3600),
        "time_bank": st.integers(0, 36_000),
        "royalty_table": st.one_of(
            st.sampled_from(["standard", "flat_top_trips_20"]),
            st.fixed_dictionaries(
                {},
                optional={
                    "bottom": st.dictionaries(
                        st.sampled_from(FIVE_CARD_HANDS), st.integers(0, 1000)
                    ),
                    "middle": st.dictionaries(
                        st.sampled_from(FIVE_CARD_HANDS), st.integers(0, 1000)
                    ),
                    "top_pairs": st.dictionaries(
                        st.sampled_from(list(RANK_LABELS)), st.integers(0, 1000)
                    ),
                    "top_trips": st.dictionaries(
                        st.sampled_from(list(RANK_LABELS)), st.integers(0, 1000)
                    ),
                },
            ),
        ),
    }
    for key, strategy in choices.items():
        if draw(st.booleans()):
            data[key] = draw(strategy)
    scoring = draw(st.sampled_from(["1-6", "1-4", "2-4", "custom", None]))
    if scoring is not None:
        data["scoring"] = scoring
    if scoring == "custom":
        data["row_points"] = draw(st.integers(0, 10))
        data["scoop_bonus"] = draw(st.integers(0, 10))
    length = draw(st.sampled_from(["orbit", "hands", "unlimited", "elimination"]))
    data["match_length"] = length
    data["match_hands"] = draw(st.integers(1 if length == "hands" else 0, 10_000))
    pairs = draw(
        st.lists(
            st.sampled_from([(a, b) for a in NAMES for b in NAMES if a < b]),
            unique=True,
            max_size=3,
        )
    )
    data["stakes"] = [
        {"players": list(pair), "multiplier": draw(st.sampled_from([0.5, 2, 10, 100.25]))}
        for pair in pairs
    ]
    return data


@settings(max_examples=150)
@given(rule_dicts())
def test_generated_rule_sets_round_trip(data: dict[str, Any]) -> None:
    rules = RuleSet.from_dict(data)
    dumped = rules.to_dict()
    again = RuleSet.from_dict(json.loads(json.dumps(dumped)))
    assert again == rules
    assert again.to_dict() == dumped
    # every given setting survives, under its JSON key
    for key in (
        "variant",
        "decks",
        "jokers",
        "fantasyland",
        "fantasyland_entry",
        "naturals",
        "match_length",
        "match_hands",
        "move_timer",
        "stay_middle_full_house",
    ):
        if key in data:
            assert dumped[key] == data[key]
    if isinstance(data.get("royalty_table"), str):
        assert dumped["royalty_table"] == data["royalty_table"]


@settings(max_examples=60)
@given(rule_dicts())
def test_generated_rule_sets_rebuilt_with_their_own_fields(data: dict[str, Any]) -> None:
    rules = RuleSet.from_dict(data)
    assert rules.with_changes() == rules
    assert rules.scoop_value == 3 * rules.row_points + rules.scoop_bonus + rules.majority_bonus


# ----- validation edge cases ------------------------------------------------------


@pytest.mark.parametrize("decks", [1.0, 2.0])
def test_float_decks_are_rejected(decks: float) -> None:
    with pytest.raises(RulesError, match="decks"):
        RuleSet.from_dict({"decks": decks})


@pytest.mark.parametrize("entry", [["QQ"], {"rank": "QQ"}])
def test_unhashable_fantasyland_entry_is_a_rules_error(entry: Any) -> None:
    with pytest.raises(RulesError, match="fantasyland_entry"):
        RuleSet.from_dict({"fantasyland_entry": entry})


def test_royalty_table_given_to_the_constructor_is_kept_or_rejected() -> None:
    try:
        rules = RuleSet(royalty_table=FLAT_TOP_TRIPS_ROYALTIES)
    except RulesError:
        return
    assert RuleSet.from_dict(rules.to_dict()).royalty_table == FLAT_TOP_TRIPS_ROYALTIES


def test_from_dict_accepts_the_custom_scoring_enum() -> None:
    rules = RuleSet.from_dict({"scoring": ScoringPreset.CUSTOM, "row_points": 2})
    assert (rules.scoring, rules.row_points) == (ScoringPreset.CUSTOM, 2)
