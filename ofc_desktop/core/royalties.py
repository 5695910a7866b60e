"""Royalty tables (docs/rules.md §4.1): the standard table, the flat-trips preset, custom."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.evaluate import Category, category_of, is_royal_flush, ranks_of
from ofc_desktop.core.rows import Row
from ofc_desktop.core.translate import translate

# Hands that can pay on the middle or bottom row, in table order.
FIVE_CARD_HANDS = (
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
    "royal_flush",
    "five_of_a_kind",
)
_HAND_OF_CATEGORY = {
    Category.THREE_OF_A_KIND: "three_of_a_kind",
    Category.STRAIGHT: "straight",
    Category.FLUSH: "flush",
    Category.FULL_HOUSE: "full_house",
    Category.FOUR_OF_A_KIND: "four_of_a_kind",
    Category.STRAIGHT_FLUSH: "straight_flush",
    Category.FIVE_OF_A_KIND: "five_of_a_kind",
}
RANK_LABELS = "23456789TJQKA"
MAX_ROYALTY = 1000


@dataclass(frozen=True)
class RoyaltyTable:
    """Points per row and hand; ``top_pairs``/``top_trips`` are indexed by rank 2..A.

    >>> STANDARD_ROYALTIES.top_trips[-1]   # AAA on top
    22
    """

    bottom: tuple[int, ...]
    middle: tuple[int, ...]
    top_pairs: tuple[int, ...]
    top_trips: tuple[int, ...]

    def __post_init__(self) -> None:
        for label, cells, size in (
            ("bottom", self.bottom, len(FIVE_CARD_HANDS)),
            ("middle", self.middle, len(FIVE_CARD_HANDS)),
            ("top_pairs", self.top_pairs, 13),
            ("top_trips", self.top_trips, 13),
        ):
            if len(cells) != size:
                raise RulesError(
                    translate(
                        "RuleErrors", "royalty table {row} needs {size} cells, got {cells}"
                    ).format(row=label, size=size, cells=len(cells))
                )
            for cell in cells:
                is_count = isinstance(cell, int) and not isinstance(cell, bool)
                if not is_count or not 0 <= cell <= MAX_ROYALTY:
                    raise RulesError(
                        translate(
                            "RuleErrors",
                            "royalty table {row}: {cell!r} is not a whole number 0-{most}",
                        ).format(row=label, cell=cell, most=MAX_ROYALTY)
                    )

    def royalty(self, row: Row, value: int) -> int:
        """Royalty for a hand value on a row (0 for an empty or incomplete row's 0)."""
        if value == 0:
            return 0
        category = category_of(value)
        if row is Row.TOP:
            rank = ranks_of(value)[0]
            if category is Category.THREE_OF_A_KIND:
                return self.top_trips[rank - 2]
            if category is Category.PAIR:
                return self.top_pairs[rank - 2]
            return 0
        hand = "royal_flush" if is_royal_flush(value) else _HAND_OF_CATEGORY.get(category)
        if hand is None:
            return 0
        cells = self.bottom if row is Row.BOTTOM else self.middle
        return cells[FIVE_CARD_HANDS.index(hand)]

    def to_dict(self) -> dict[str, dict[str, int]]:
        return {
            "bottom": dict(zip(FIVE_CARD_HANDS, self.bottom, strict=True)),
            "middle": dict(zip(FIVE_CARD_HANDS, self.middle, strict=True)),
            "top_pairs": dict(zip(RANK_LABELS, self.top_pairs, strict=True)),
            "top_trips": dict(zip(RANK_LABELS, self.top_trips, strict=True)),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], base: RoyaltyTable | None = None) -> RoyaltyTable:
        """Build a table from cells; missing cells keep ``base`` (the standard table)."""
        base = base or STANDARD_ROYALTIES
        if not isinstance(data, Mapping):
            raise RulesError(
                translate("RuleErrors", "a custom royalty table must be an object of rows")
            )
        unknown = set(data) - {"bottom", "middle", "top_pairs", "top_trips"}
        if unknown:
            raise RulesError(
                translate("RuleErrors", "unknown royalty table rows: {rows}").format(
                    rows=", ".join(sorted(unknown))
                )
            )

        def cells(
            name: str, keys: tuple[str, ...] | str, current: tuple[int, ...]
        ) -> tuple[int, ...]:
            given = data.get(name, {})
            if not isinstance(given, Mapping):
                raise RulesError(
                    translate("RuleErrors", "royalty table {name} must be an object").format(
                        name=name
                    )
                )
            bad = set(given) - set(keys)
            if bad:
                raise RulesError(
                    translate("RuleErrors", "royalty table {name}: unknown cells {cells}").format(
                        name=name, cells=", ".join(sorted(bad))
                    )
                )
            return tuple(given.get(key, old) for key, old in zip(keys, current, strict=True))

        return cls(
            bottom=cells("bottom", FIVE_CARD_HANDS, base.bottom),
            middle=cells("middle", FIVE_CARD_HANDS, base.middle),
            top_pairs=cells("top_pairs", RANK_LABELS, base.top_pairs),
            top_trips=cells("top_trips", RANK_LABELS, base.top_trips),
        )


STANDARD_ROYALTIES = RoyaltyTable(
    bottom=(0, 2, 4, 6, 10, 15, 25, 25),
    middle=(2, 4, 8, 12, 20, 30, 50, 50),
    top_pairs=(0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9),
    top_trips=tuple(range(10, 23)),
)
FLAT_TOP_TRIPS_ROYALTIES = RoyaltyTable(
    bottom=STANDARD_ROYALTIES.bottom,
    middle=STANDARD_ROYALTIES.middle,
    top_pairs=STANDARD_ROYALTIES.top_pairs,
    top_trips=(20,) * 13,
)


@dataclass(frozen=True)
class RoyaltyGrid:
    """A royalty table laid out for look-ups by array index: the top by rank (2..14,
    indices 0 and 1 unused), the middle and bottom by category, the royal flush apart."""

    top_pairs: tuple[int, ...]
    top_trips: tuple[int, ...]
    middle: tuple[int, ...]
    bottom: tuple[int, ...]
    royal_middle: int
    royal_bottom: int


def royalty_grid(table: RoyaltyTable) -> RoyaltyGrid:
    """What :meth:`RoyaltyTable.royalty` pays, indexed by category and rank.

    >>> grid = royalty_grid(STANDARD_ROYALTIES)
    >>> grid.top_pairs[12], grid.middle[Category.FULL_HOUSE], grid.royal_bottom
    (7, 12, 25)
    """

    def by_category(cells: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(
            cells[FIVE_CARD_HANDS.index(_HAND_OF_CATEGORY[category])]
            if category in _HAND_OF_CATEGORY
            else 0
            for category in Category
        )

    royal = FIVE_CARD_HANDS.index("royal_flush")
    return RoyaltyGrid(
        top_pairs=(0, 0, *table.top_pairs),
        top_trips=(0, 0, *table.top_trips),
        middle=by_category(table.middle),
        bottom=by_category(table.bottom),
        royal_middle=table.middle[royal],
        royal_bottom=table.bottom[royal],
    )


ROYALTY_PRESETS = {"standard": STANDARD_ROYALTIES, "flat_top_trips_20": FLAT_TOP_TRIPS_ROYALTIES}
