"""Fantasyland entry, card counts and staying in (docs/rules.md §6)."""

from __future__ import annotations

from dataclasses import dataclass

from ofc_desktop.core.evaluate import Category, category_of, make_value, ranks_of
from ofc_desktop.core.rows import ROWS, Row
from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant

_BASE_CARDS = {Variant.CLASSIC: 13, Variant.TURBO: 13, Variant.PINEAPPLE: 14}
# Cards by the top that qualified: pair rank 12/13/14, or "trips" (any three of a kind).
_PROGRESSIVE = {12: 14, 13: 15, 14: 16, "trips": 17}
_VARIABLE = {12: 13, 13: 14, 14: 15, "trips": 15}


@dataclass(frozen=True)
class FantasylandOutcome:
    """What a finished board means for the next hand.

    ``qualifies``: the player plays the next hand in Fantasyland (by entry or by
    staying); ``cards``: how many cards it is dealt then (0 when not); ``stays``: a
    player already in Fantasyland met a stay condition.
    """

    qualifies: bool
    cards: int
    stays: bool


NO_FANTASYLAND = FantasylandOutcome(False, 0, False)


def _top_key(top_value: int) -> int | str | None:
    category = category_of(top_value) if top_value else Category.HIGH_CARD
    if category is Category.THREE_OF_A_KIND:
        return "trips"
    if category is Category.PAIR:
        return ranks_of(top_value)[0]
    return None


def entry_qualifies(top_value: int, rules: RuleSet) -> bool:
    """A non-fouled board with this top enters Fantasyland (QQ+ by default, trips always)."""
    key = _top_key(top_value)
    if key is None or not rules.fantasyland:
        return False
    return key == "trips" or (isinstance(key, int) and key >= rules.fantasyland_entry_rank)


def entry_cards(top_value: int, rules: RuleSet) -> int:
    """Cards dealt on entering Fantasyland with this top (progressive / variable tables)."""
    key = _top_key(top_value)
    if key is None:
        return 0
    if rules.fantasyland_cards is FantasylandCards.PROGRESSIVE:
        return _PROGRESSIVE[key]
    if rules.fantasyland_cards is FantasylandCards.VARIABLE:
        return _VARIABLE[key]
    return _BASE_CARDS.get(rules.variant, 0)


def stay_cards(rules: RuleSet) -> int:
    """Staying in always gives the base count: 13, or 14 in Pineapple."""
    return _BASE_CARDS.get(rules.variant, 0)


def possible_fantasyland_cards(rules: RuleSet) -> set[int]:
    """Every number of cards a Fantasyland hand can be dealt under these rules."""
    if not rules.fantasyland:
        return set()
    counts = {stay_cards(rules)}
    if rules.fantasyland_cards is FantasylandCards.PROGRESSIVE:
        counts |= set(_PROGRESSIVE.values())
    elif rules.fantasyland_cards is FantasylandCards.VARIABLE:
        counts |= set(_VARIABLE.values())
    return counts


def most_fantasyland_cards(rules: RuleSet) -> int:
    """The most cards one Fantasyland player can be dealt under these rules."""
    if not rules.fantasyland:
        return 0
    if rules.fantasyland_cards is FantasylandCards.PROGRESSIVE:
        return max(_PROGRESSIVE.values())
    if rules.fantasyland_cards is FantasylandCards.VARIABLE:
        return max(_VARIABLE.values())
    return _BASE_CARDS.get(rules.variant, 0)


def row_keeps_fantasyland(row: Row, value: int, rules: RuleSet) -> bool:
    """Does this row alone meet its enabled stay condition: trips on top, a full house
    or better in the middle, quads or better on the bottom?"""
    if not rules.fantasyland or not value:
        return False
    category = category_of(value)
    if row is Row.TOP:
        return rules.stay_top_trips and category is Category.THREE_OF_A_KIND
    if row is Row.MIDDLE:
        return bool(rules.stay_middle_full_house) and category >= Category.FULL_HOUSE
    return rules.stay_bottom_quads and category >= Category.FOUR_OF_A_KIND


def stays_in(top_value: int, middle_value: int, bottom_value: int, rules: RuleSet) -> bool:
    """A non-fouled Fantasyland board meets one of the enabled stay conditions."""
    return any(
        row_keeps_fantasyland(row, value, rules)
        for row, value in zip(ROWS, (top_value, middle_value, bottom_value), strict=True)
    )


def fantasyland_outcome(
    values: tuple[int, int, int], fouled: bool, in_fantasyland: bool, rules: RuleSet
) -> FantasylandOutcome:
    """Entry for a player outside Fantasyland, staying for one inside it."""
    if fouled or not rules.fantasyland:
        return NO_FANTASYLAND
    top, middle, bottom = values
    if in_fantasyland:
        stays = stays_in(top, middle, bottom, rules)
        return FantasylandOutcome(stays, stay_cards(rules) if stays else 0, stays)
    if entry_qualifies(top, rules):
        return FantasylandOutcome(True, entry_cards(top, rules), False)
    return NO_FANTASYLAND


@dataclass(frozen=True)
class FantasylandTerms:
    """The Fantasyland rules as plain numbers, for code that judges boards in bulk."""

    enabled: bool
    entry_rank: int  # the lowest pair on top that enters; trips always enter
    stay_top_trips: bool
    stay_middle_full_house: bool
    stay_bottom_quads: bool
    stay_cards: int
    pair_cards: tuple[int, ...]  # cards dealt on entering with a pair, by rank 0..14
    trips_cards: int  # cards dealt on entering with trips


def fantasyland_terms(rules: RuleSet) -> FantasylandTerms:
    """:func:`entry_qualifies`, :func:`entry_cards` and :func:`stays_in` as numbers.

    >>> terms = fantasyland_terms(RuleSet(variant=Variant.PINEAPPLE))
    >>> terms.entry_rank, terms.stay_middle_full_house, terms.pair_cards[14]
    (12, False, 14)
    """
    enabled = bool(rules.fantasyland)
    pairs = tuple(
        entry_cards(make_value(Category.PAIR, [rank]), rules)
        if enabled and rank >= rules.fantasyland_entry_rank
        else 0
        for rank in range(15)
    )
    trips = entry_cards(make_value(Category.THREE_OF_A_KIND, [2]), rules) if enabled else 0
    return FantasylandTerms(
        enabled=enabled,
        entry_rank=rules.fantasyland_entry_rank,
        stay_top_trips=enabled and rules.stay_top_trips,
        stay_middle_full_house=enabled and bool(rules.stay_middle_full_house),
        stay_bottom_quads=enabled and rules.stay_bottom_quads,
        stay_cards=stay_cards(rules) if enabled else 0,
        pair_cards=pairs,
        trips_cards=trips,
    )
