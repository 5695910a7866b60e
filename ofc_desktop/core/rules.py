"""RuleSet: every rule setting of docs/rules.md in one frozen, validated object.

A RuleSet is stored with every match and hand history, so a hand can always be
re-scored under the rules it was played with.

>>> rules = RuleSet.from_dict({"variant": "pineapple", "scoring": "1-4"})
>>> rules.scoop_bonus, rules.stay_middle_full_house
(1, False)
>>> RuleSet.from_dict(rules.to_dict()) == rules
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any

from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.royalties import ROYALTY_PRESETS, STANDARD_ROYALTIES, RoyaltyTable
from ofc_desktop.core.translate import QT_TRANSLATE_NOOP, translate


class Variant(Enum):
    CLASSIC = "classic"
    PINEAPPLE = "pineapple"
    TURBO = "turbo"
    CHINESE = "chinese"


class ScoringPreset(Enum):
    ONE_SIX = "1-6"
    ONE_FOUR = "1-4"
    TWO_FOUR = "2-4"
    CUSTOM = "custom"


class RoyaltySettlement(Enum):
    NET = "net"
    ROW_WINNER = "row_winner"


class JokerMode(Enum):
    BEST_LEGAL = "best_legal"
    ROW_MAX = "row_max"


class FantasylandCards(Enum):
    STANDARD = "standard"
    PROGRESSIVE = "progressive"  # Pineapple only
    VARIABLE = "variable"  # Classic only


class MatchLength(Enum):
    ORBIT = "orbit"
    HANDS = "hands"
    UNLIMITED = "unlimited"
    ELIMINATION = "elimination"
    POINTS = "points"  # until someone's total reaches match_points


# (row points, scoop bonus, bonus to whoever won more rows) per preset (§4).
_SCORING_POINTS = {
    ScoringPreset.ONE_SIX: (1, 3, 0),
    ScoringPreset.ONE_FOUR: (1, 1, 0),
    ScoringPreset.TWO_FOUR: (1, 0, 1),
}
MAX_PLAYERS = {
    Variant.CLASSIC: (4, 6),
    Variant.PINEAPPLE: (3, 6),
    Variant.TURBO: (4, 6),
    Variant.CHINESE: (4, 6),
}
# Cards one player receives in an ordinary hand of each variant (§5).
CARDS_PER_HAND = {
    Variant.CLASSIC: 13,
    Variant.PINEAPPLE: 17,
    Variant.TURBO: 13,
    Variant.CHINESE: 13,
}
FANTASYLAND_ENTRY_RANKS = {"QQ": 12, "KK": 13, "AA": 14}
# When a Fantasyland player sets its board (§6): before any other board of the hand is
# played ("start", as online rooms do it), or after every other player has finished.
FANTASYLAND_SETS = ("start", "last")
SHOOT_THE_MOON_POINTS = 20
MOON_BOTTOM_HIGH = 11  # shooting the moon takes a bottom no better than jack-high
ELIMINATION_START = 100
MAX_MATCH_POINTS = 100_000


@dataclass(frozen=True)
class StakePair:
    """Two named players who play each other at their own multiplier (§4 stakes)."""

    players: tuple[str, str]
    multiplier: float


# Settings that errors name in words; the others are named by their key, as written.
_SETTING_WORDS = {
    "jokers_per_deck": QT_TRANSLATE_NOOP("RuleErrors", "jokers (per deck)"),
    "move_timer_seconds": QT_TRANSLATE_NOOP("RuleErrors", "move_timer (seconds, 0 = off)"),
    "time_bank_seconds": QT_TRANSLATE_NOOP("RuleErrors", "time_bank (seconds)"),
}


def _setting(name: str) -> str:
    """A setting as an error names it: its key, or (translated) words for a few."""
    if name in _SETTING_WORDS:
        return translate("RuleErrors", _SETTING_WORDS[name])
    return name


def _enum(kind: type[Enum], value: Any, name: str) -> Any:
    if isinstance(value, kind):
        return value
    try:
        return kind(value)
    except ValueError:
        choices = ", ".join(repr(member.value) for member in kind)
        raise RulesError(
            translate("RuleErrors", "{setting} must be one of {choices}, got {value!r}").format(
                setting=_setting(name), choices=choices, value=value
            )
        ) from None


def _int_in(value: Any, low: int, high: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RulesError(
            translate(
                "RuleErrors", "{setting} must be a whole number from {low} to {high}, got {value!r}"
            ).format(setting=_setting(name), low=low, high=high, value=value)
        )
    return value


def _bool(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise RulesError(
            translate("RuleErrors", "{setting} must be true or false, got {value!r}").format(
                setting=_setting(name), value=value
            )
        )
    return value


@dataclass(frozen=True)
class RuleSet:
    """All rule settings; unset variant-dependent options take the variant's default."""

    variant: Variant = Variant.CLASSIC
    decks: int = 1
    jokers_per_deck: int = 0
    scoring: ScoringPreset = ScoringPreset.ONE_SIX
    custom_row_points: int = 1
    custom_scoop_bonus: int = 3
    royalty_preset: str = "standard"
    royalty_table: RoyaltyTable = STANDARD_ROYALTIES
    royalty_settlement: RoyaltySettlement = RoyaltySettlement.NET
    joker_mode: JokerMode = JokerMode.BEST_LEGAL
    jokers_count_for_fantasyland: bool = True
    shoot_the_moon: bool = False
    fantasyland: bool | None = None
    fantasyland_entry: str = "QQ"
    fantasyland_cards: FantasylandCards = FantasylandCards.STANDARD
    fantasyland_sets: str = "start"  # when a Fantasyland board is set (§6)
    stay_top_trips: bool = True
    stay_middle_full_house: bool | None = None
    stay_bottom_quads: bool = True
    button_moves_on_fantasyland: bool = False
    naturals: bool = False
    surrender: bool = False
    closed_bonuses: bool = False
    point_value: float = 1.0
    stakes: tuple[StakePair, ...] = ()
    match_length: MatchLength = MatchLength.ORBIT
    match_hands: int = 0
    match_points: int = 0
    move_timer_seconds: int = 0
    time_bank_seconds: int = 0

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        set_(self, "variant", _enum(Variant, self.variant, "variant"))
        set_(self, "scoring", _enum(ScoringPreset, self.scoring, "scoring"))
        set_(
            self,
            "royalty_settlement",
            _enum(RoyaltySettlement, self.royalty_settlement, "royalty_settlement"),
        )
        set_(self, "joker_mode", _enum(JokerMode, self.joker_mode, "joker_mode"))
        set_(
            self,
            "fantasyland_cards",
            _enum(FantasylandCards, self.fantasyland_cards, "fantasyland_cards"),
        )
        set_(self, "match_length", _enum(MatchLength, self.match_length, "match_length"))
        if type(self.decks) is not int or self.decks not in (1, 2):
            raise RulesError(
                translate("RuleErrors", "decks must be 1 or 2, got {decks!r}").format(
                    decks=self.decks
                )
            )
        _int_in(self.jokers_per_deck, 0, 2, "jokers_per_deck")
        _int_in(self.custom_row_points, 0, 10, "row_points")
        _int_in(self.custom_scoop_bonus, 0, 10, "scoop_bonus")
        if not isinstance(self.royalty_table, RoyaltyTable):
            raise RulesError(translate("RuleErrors", "royalty_table must be a RoyaltyTable"))
        if not isinstance(self.royalty_preset, str) or self.royalty_preset not in (
            *ROYALTY_PRESETS,
            "custom",
        ):
            raise RulesError(_bad_royalty_table(self.royalty_preset))
        self._match_royalty_preset()
        chinese = self.variant is Variant.CHINESE
        if self.fantasyland is None:
            set_(self, "fantasyland", not chinese)
        if self.stay_middle_full_house is None:
            set_(self, "stay_middle_full_house", self.variant is not Variant.PINEAPPLE)
        for name in (
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
        ):
            _bool(getattr(self, name), name)
        if (
            not isinstance(self.fantasyland_entry, str)
            or self.fantasyland_entry not in FANTASYLAND_ENTRY_RANKS
        ):
            raise RulesError(
                translate(
                    "RuleErrors", "fantasyland_entry must be 'QQ', 'KK' or 'AA', got {entry!r}"
                ).format(entry=self.fantasyland_entry)
            )
        if (
            not isinstance(self.fantasyland_sets, str)
            or self.fantasyland_sets not in FANTASYLAND_SETS
        ):
            raise RulesError(
                translate(
                    "RuleErrors", "fantasyland_sets must be 'start' or 'last', got {sets!r}"
                ).format(sets=self.fantasyland_sets)
            )
        if chinese and self.fantasyland:
            raise RulesError(translate("RuleErrors", "closed Chinese poker has no Fantasyland"))
        if (
            self.fantasyland_cards is FantasylandCards.PROGRESSIVE
            and self.variant is not Variant.PINEAPPLE
        ):
            raise RulesError(translate("RuleErrors", "progressive Fantasyland is a Pineapple rule"))
        if (
            self.fantasyland_cards is FantasylandCards.VARIABLE
            and self.variant is not Variant.CLASSIC
        ):
            raise RulesError(translate("RuleErrors", "variable Fantasyland is a Classic rule"))
        if not chinese:
            for name in ("naturals", "surrender", "closed_bonuses"):
                if getattr(self, name):
                    raise RulesError(
                        translate(
                            "RuleErrors",
                            "{setting} is a closed Chinese poker rule",
                        ).format(setting=_setting(name))
                    )
        if (
            isinstance(self.point_value, bool)
            or not isinstance(self.point_value, int | float)
            or not 0 < self.point_value <= 1_000_000
        ):
            raise RulesError(
                translate(
                    "RuleErrors", "point_value must be a positive number, got {value!r}"
                ).format(value=self.point_value)
            )
        set_(self, "point_value", float(self.point_value))
        self._check_stakes()
        _int_in(self.match_hands, 0, 10_000, "match_hands")
        if self.match_length is MatchLength.HANDS and self.match_hands < 1:
            raise RulesError(
                translate(
                    "RuleErrors", "a match of a number of hands needs match_hands of 1 or more"
                )
            )
        _int_in(self.match_points, 0, MAX_MATCH_POINTS, "match_points")
        if self.match_length is MatchLength.POINTS and self.match_points < 1:
            raise RulesError(
                translate(
                    "RuleErrors", "a match to a points target needs match_points from 1 to {most}"
                ).format(most=MAX_MATCH_POINTS)
            )
        _int_in(self.move_timer_seconds, 0, 3600, "move_timer_seconds")
        _int_in(self.time_bank_seconds, 0, 36_000, "time_bank_seconds")

    def _match_royalty_preset(self) -> None:
        """Keep the preset name and the table in agreement, so a saved rule set always
        re-scores with the table it was played with. A preset named alone brings its
        table; a table given alone is named after the preset it equals, or 'custom'."""
        preset = self.royalty_preset
        if preset == "custom" or self.royalty_table == ROYALTY_PRESETS[preset]:
            return
        if self.royalty_table == STANDARD_ROYALTIES:
            object.__setattr__(self, "royalty_table", ROYALTY_PRESETS[preset])
            return
        named = [name for name, table in ROYALTY_PRESETS.items() if table == self.royalty_table]
        object.__setattr__(self, "royalty_preset", named[0] if named else "custom")

    def _check_stakes(self) -> None:
        pairs: set[frozenset[str]] = set()
        for stake in self.stakes:
            if not isinstance(stake, StakePair):
                raise RulesError(
                    translate(
                        "RuleErrors", "stakes must be a list of player pairs with a multiplier"
                    )
                )
            a, b = stake.players
            if not (isinstance(a, str) and isinstance(b, str)) or a == b:
                raise RulesError(
                    translate(
                        "RuleErrors",
                        "a stake pair needs two different player names, not “{a}” and “{b}”",
                    ).format(a=a, b=b)
                )
            key = frozenset((a, b))
            if key in pairs:
                raise RulesError(
                    translate("RuleErrors", "stakes name the pair {a}/{b} twice").format(a=a, b=b)
                )
            pairs.add(key)
            multiplier = stake.multiplier
            if (
                isinstance(multiplier, bool)
                or not isinstance(multiplier, int | float)
                or not 0 < multiplier <= 1_000_000
            ):
                raise RulesError(
                    translate(
                        "RuleErrors",
                        "stake multiplier must be a positive number, got {multiplier!r}",
                    ).format(multiplier=multiplier)
                )

    # ----- derived values -------------------------------------------------------------

    @property
    def row_points(self) -> int:
        if self.scoring is ScoringPreset.CUSTOM:
            return self.custom_row_points
        return _SCORING_POINTS[self.scoring][0]

    @property
    def scoop_bonus(self) -> int:
        if self.scoring is ScoringPreset.CUSTOM:
            return self.custom_scoop_bonus
        return _SCORING_POINTS[self.scoring][1]

    @property
    def majority_bonus(self) -> int:
        """The 2-4 system's extra point to whoever won more rows."""
        if self.scoring is ScoringPreset.CUSTOM:
            return 0
        return _SCORING_POINTS[self.scoring][2]

    @property
    def scoop_value(self) -> int:
        """What a scoop pays in all, and so what a foul costs (§4)."""
        return 3 * self.row_points + self.scoop_bonus + self.majority_bonus

    @property
    def deck_size(self) -> int:
        return self.decks * (52 + self.jokers_per_deck)

    @property
    def max_players(self) -> int:
        return MAX_PLAYERS[self.variant][self.decks - 1]

    @property
    def fantasyland_entry_rank(self) -> int:
        return FANTASYLAND_ENTRY_RANKS[self.fantasyland_entry]

    def stake_multiplier(self, a: str, b: str) -> float:
        for stake in self.stakes:
            if set(stake.players) == {a, b}:
                return stake.multiplier
        return 1.0

    def max_fantasyland_cards(self) -> int:
        from ofc_desktop.core.fantasyland import most_fantasyland_cards

        return most_fantasyland_cards(self)

    def check_players(self, players: int) -> None:
        """Raise :class:`RulesError` if this many players cannot sit at this table."""
        if players < 1:
            raise RulesError(translate("RuleErrors", "a hand needs at least one player"))
        if players > self.max_players:
            if self.decks == 2:
                text = translate(
                    "RuleErrors",
                    "double-deck {variant} seats at most {most} players, not {players}",
                )
            elif players <= 6:
                text = translate(
                    "RuleErrors",
                    "single-deck {variant} seats at most {most} players, not {players}; "
                    "it needs a double deck",
                )
            else:
                text = translate(
                    "RuleErrors",
                    "single-deck {variant} seats at most {most} players, not {players}",
                )
            from ofc_desktop.core.rules_words import variant_name  # it imports this module

            raise RulesError(
                text.format(
                    variant=variant_name(self.variant), most=self.max_players, players=players
                )
            )
        ordinary = CARDS_PER_HAND[self.variant]
        most = max(ordinary, self.max_fantasyland_cards() if self.fantasyland else 0)
        if most * players > self.deck_size:
            raise RulesError(
                translate(
                    "RuleErrors",
                    "not enough cards: {players} players may need {most} cards each "
                    "({needed}) but the deck holds {deck}",
                ).format(players=players, most=most, needed=most * players, deck=self.deck_size)
            )

    # ----- JSON -------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready settings; the same keys ``from_dict`` and ``ofc score`` read."""
        table: Any = self.royalty_preset
        if self.royalty_preset == "custom":
            table = self.royalty_table.to_dict()
        return {
            "variant": self.variant.value,
            "decks": self.decks,
            "jokers": self.jokers_per_deck,
            "scoring": self.scoring.value,
            "row_points": self.row_points,
            "scoop_bonus": self.scoop_bonus,
            "royalty_table": table,
            "royalty_settlement": self.royalty_settlement.value,
            "joker_mode": self.joker_mode.value,
            "jokers_count_for_fantasyland": self.jokers_count_for_fantasyland,
            "shoot_the_moon": self.shoot_the_moon,
            "fantasyland": self.fantasyland,
            "fantasyland_entry": self.fantasyland_entry,
            "fantasyland_cards": self.fantasyland_cards.value,
            "fantasyland_sets": self.fantasyland_sets,
            "stay_top_trips": self.stay_top_trips,
            "stay_middle_full_house": self.stay_middle_full_house,
            "stay_bottom_quads": self.stay_bottom_quads,
            "button_moves_on_fantasyland": self.button_moves_on_fantasyland,
            "naturals": self.naturals,
            "surrender": self.surrender,
            "closed_bonuses": self.closed_bonuses,
            "point_value": self.point_value,
            "stakes": [
                {"players": list(s.players), "multiplier": s.multiplier} for s in self.stakes
            ],
            "match_length": self.match_length.value,
            "match_hands": self.match_hands,
            "match_points": self.match_points,
            "move_timer": self.move_timer_seconds,
            "time_bank": self.time_bank_seconds,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RuleSet:
        """Read settings written by ``to_dict`` (all keys optional); unknown keys raise.

        A setting left out takes its default, so rules saved before the setting existed
        (an older history) read as the game was played then.

        >>> RuleSet.from_dict({"variant": "classic"}).match_points
        0
        """
        if not isinstance(data, Mapping):
            raise RulesError(translate("RuleErrors", "rules must be a JSON object"))
        unknown = set(data) - _JSON_KEYS
        if unknown:
            raise RulesError(
                translate("RuleErrors", "unknown rule settings: {settings}").format(
                    settings=", ".join(sorted(unknown))
                )
            )
        values: dict[str, Any] = {}
        for key, value in data.items():
            name = _FIELD_OF_KEY.get(key, key)
            values[name] = value
        scoring = _enum(ScoringPreset, values.get("scoring", "1-6"), "scoring")
        if (
            "custom_row_points" in values or "custom_scoop_bonus" in values
        ) and "scoring" not in data:
            values["scoring"] = scoring = ScoringPreset.CUSTOM
        if scoring is not ScoringPreset.CUSTOM:
            preset = scoring
            for name, index in (("custom_row_points", 0), ("custom_scoop_bonus", 1)):
                given = values.pop(name, None)
                if given is not None and given != _SCORING_POINTS[preset][index]:
                    raise RulesError(
                        translate(
                            "RuleErrors",
                            "{setting} {given!r} contradicts scoring {scoring!r}; "
                            "use scoring 'custom'",
                        ).format(setting=_KEY_OF_FIELD[name], given=given, scoring=preset.value)
                    )
        table = values.pop("royalty_table", "standard")
        if isinstance(table, str):
            if table not in ROYALTY_PRESETS:
                raise RulesError(_bad_royalty_table(table))
            values["royalty_preset"] = table
            values["royalty_table"] = ROYALTY_PRESETS[table]
        else:
            values["royalty_preset"] = "custom"
            values["royalty_table"] = RoyaltyTable.from_dict(table)
        values["stakes"] = _parse_stakes(values.get("stakes", []))
        return cls(**values)

    def with_changes(self, **changes: Any) -> RuleSet:
        """A copy with some settings changed. Options still at the old variant's default
        follow a new variant to its default (e.g. Pineapple's middle full house rule)."""
        new_variant = changes.get("variant")
        if new_variant is not None and _enum(Variant, new_variant, "variant") is not self.variant:
            old = RuleSet(variant=self.variant)
            for name in ("fantasyland", "stay_middle_full_house"):
                if name not in changes and getattr(self, name) == getattr(old, name):
                    changes[name] = None
        return replace(self, **changes)


def _bad_royalty_table(table: Any) -> str:
    return translate(
        "RuleErrors",
        "royalty_table must be 'standard', 'flat_top_trips_20' or an object of cells, "
        "got {table!r}",
    ).format(table=table)


def _parse_stakes(raw: Any) -> tuple[StakePair, ...]:
    if not isinstance(raw, list | tuple):
        raise RulesError(
            translate("RuleErrors", 'stakes must be a list of {"players": [a, b], "multiplier": x}')
        )
    stakes = []
    for item in raw:
        if isinstance(item, StakePair):
            stakes.append(item)
            continue
        if not isinstance(item, Mapping) or set(item) != {"players", "multiplier"}:
            raise RulesError(
                translate("RuleErrors", 'each stake is {"players": [a, b], "multiplier": x}')
            )
        players = item["players"]
        if not isinstance(players, list | tuple) or len(players) != 2:
            raise RulesError(translate("RuleErrors", "a stake names exactly two players"))
        stakes.append(StakePair((players[0], players[1]), item["multiplier"]))
    return tuple(stakes)


_FIELD_OF_KEY = {
    "jokers": "jokers_per_deck",
    "row_points": "custom_row_points",
    "scoop_bonus": "custom_scoop_bonus",
    "move_timer": "move_timer_seconds",
    "time_bank": "time_bank_seconds",
}
_KEY_OF_FIELD = {name: key for key, name in _FIELD_OF_KEY.items()}
_JSON_KEYS = {_KEY_OF_FIELD.get(f.name, f.name) for f in fields(RuleSet)} - {"royalty_preset"}

PRESETS: dict[str, RuleSet] = {
    "classic": RuleSet(),
    "pineapple": RuleSet(variant=Variant.PINEAPPLE),
    "pineapple_progressive": RuleSet(
        variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE
    ),
    "turbo": RuleSet(variant=Variant.TURBO),
    "chinese": RuleSet(variant=Variant.CHINESE),
    "double_deck": RuleSet(decks=2, fantasyland_entry="AA"),
    "jokers": RuleSet(jokers_per_deck=1),
}
