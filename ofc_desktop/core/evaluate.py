"""Hand values for 5-card and 3-card rows (docs/rules.md §2).

A hand value is one integer: the category in bits 20+ and up to five ranks in order of
significance in 4-bit fields below it (0 where a 3-card top has no more ranks). Because a
top is padded with zeros, a top and a 5-card row compare exactly as §2 says: category,
then ranks in order, and a top equal in every rank it has is not higher.

The fast path sums card codes (see :mod:`ofc_desktop.core.cards`) and looks the sum up
in tables built once at import from a plain classifier, :func:`classify`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from enum import IntEnum
from itertools import combinations_with_replacement

from ofc_desktop.core.cards import RANK_KEYS, SUIT_SHIFT, SUIT_UNITS, Card
from ofc_desktop.core.translate import QT_TRANSLATE_NOOP, translate

CATEGORY_SHIFT = 20
HIGH_RANK_SHIFT = 16  # the most significant rank's field; each next rank 4 bits lower
RANK_FIELD = 0xF
_RANK_MASK = (1 << SUIT_SHIFT) - 1
_SUITED_SUMS = frozenset(5 * unit for unit in SUIT_UNITS)  # five cards of one suit


class Category(IntEnum):
    """Hand categories, low to high; five of a kind tops them all (§2)."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    FIVE_OF_A_KIND = 9


def make_value(category: Category, ranks: Sequence[int]) -> int:
    value = int(category) << CATEGORY_SHIFT
    for position, rank in enumerate(ranks[:5]):
        value |= rank << (HIGH_RANK_SHIFT - 4 * position)
    return value


def category_of(value: int) -> Category:
    return Category(value >> CATEGORY_SHIFT)


def ranks_of(value: int) -> list[int]:
    """The significant ranks of a value, most significant first (1 is a low ace)."""
    fields = [(value >> (HIGH_RANK_SHIFT - 4 * i)) & RANK_FIELD for i in range(5)]
    return [r for r in fields if r]


def _straight_top(distinct_desc: Sequence[int]) -> int:
    """Top rank of a 5-card straight, 5 for the wheel, 0 when not a straight."""
    if len(distinct_desc) != 5:
        return 0
    if distinct_desc[0] - distinct_desc[4] == 4:
        return distinct_desc[0]
    if list(distinct_desc) == [14, 5, 4, 3, 2]:
        return 5
    return 0


def classify(ranks: Iterable[int], suited: bool = False, five_card: bool = True) -> int:
    """Value of any group of up to five natural cards, the slow and obvious way.

    ``suited`` means all the cards share a suit (possible with duplicates in a double
    deck). ``five_card`` allows straights and flushes; a 3-card top never has them.

    >>> name_of(classify([12, 12, 7], five_card=False))
    'Pair of Queens'
    """
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    shape = [count for _, count in groups]
    group_ranks = [rank for rank, _ in groups]
    all_ranks = sorted(counts.elements(), reverse=True)
    if shape[0] >= 5:
        category = Category.FIVE_OF_A_KIND
    elif shape[0] == 4:
        category = Category.FOUR_OF_A_KIND
    elif shape[:2] == [3, 2]:
        category = Category.FULL_HOUSE
    elif shape[0] == 3:
        category = Category.THREE_OF_A_KIND
    elif shape[:2] == [2, 2]:
        category = Category.TWO_PAIR
    elif shape[0] == 2:
        category = Category.PAIR
    else:
        category = Category.HIGH_CARD
    flush = five_card and suited and len(all_ranks) == 5
    if five_card and category is Category.HIGH_CARD:
        top = _straight_top(group_ranks)
        if top:
            straight_ranks = [5, 4, 3, 2, 1] if top == 5 else group_ranks
            kind = Category.STRAIGHT_FLUSH if flush else Category.STRAIGHT
            return make_value(kind, straight_ranks)
    if flush and category < Category.FLUSH:
        return make_value(Category.FLUSH, all_ranks)
    return make_value(category, group_ranks)


def _rank_key(ranks: Iterable[int]) -> int:
    return sum(RANK_KEYS[rank - 2] for rank in ranks)


def _build_tables() -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
    plain: dict[int, int] = {}
    suited: dict[int, int] = {}
    top: dict[int, int] = {}
    for combo in combinations_with_replacement(range(2, 15), 5):
        key = _rank_key(combo)
        plain[key] = classify(combo)
        suited[key] = classify(combo, suited=True)
    for trio in combinations_with_replacement(range(2, 15), 3):
        top[_rank_key(trio)] = classify(trio, five_card=False)
    if len(plain) != 6188 or len(top) != 455:  # C(17, 5) and C(15, 3): keys must not collide
        raise AssertionError("RANK_KEYS do not give every rank multiset its own sum")
    return plain, suited, top


_PLAIN, _SUITED, _TOP = _build_tables()
assert SUIT_SHIFT == 19 and _RANK_MASK == 524287  # the hot paths below use literals


def evaluate5(codes: Sequence[int]) -> int:
    """Value of five natural cards given by their codes (the hot path).

    >>> from ofc_desktop.core.cards import parse_cards
    >>> name_of(evaluate5([c.code for c in parse_cards("Kh 9h 7h 4h 2h")]))
    'King-high flush'
    """
    a, b, c, d, e = codes
    total = a + b + c + d + e
    # Literals for SUIT_SHIFT and _RANK_MASK (asserted above) spare global look-ups.
    if total >> 19 in _SUITED_SUMS:
        return _SUITED[total & 524287]
    return _PLAIN[total & 524287]


def evaluate3(codes: Sequence[int]) -> int:
    """Value of a 3-card top given by card codes: high card, pair or trips only."""
    a, b, c = codes
    return _TOP[(a + b + c) & 524287]


def evaluate_naturals(cards: Sequence[Card], row_size: int) -> int:
    """Value of a row's natural cards alone (any count up to the row size).

    Used where jokers must not count (Fantasyland judged on natural cards) and for
    rows still being filled.
    """
    naturals = [card for card in cards if not card.is_joker]
    if not naturals:
        return 0
    codes = [card.code for card in naturals]
    if row_size == 5 and len(codes) == 5:
        return evaluate5(codes)
    if row_size == 3 and len(codes) == 3:
        return evaluate3(codes)
    suits = {card.suit for card in naturals}
    ranks = [int(card.rank) for card in naturals if card.rank is not None]
    return classify(ranks, suited=len(suits) == 1, five_card=row_size == 5)


def is_royal_flush(value: int) -> bool:
    return category_of(value) is Category.STRAIGHT_FLUSH and ranks_of(value)[0] == 14


# Rank words as hand names use them: one rank ("Queen high", "King-high flush") and
# several of a rank ("Pair of Queens", "Full house, Nines over Fours"), low to high.
_RANK_SINGULAR = (
    QT_TRANSLATE_NOOP("Ranks", "Two"),
    QT_TRANSLATE_NOOP("Ranks", "Three"),
    QT_TRANSLATE_NOOP("Ranks", "Four"),
    QT_TRANSLATE_NOOP("Ranks", "Five"),
    QT_TRANSLATE_NOOP("Ranks", "Six"),
    QT_TRANSLATE_NOOP("Ranks", "Seven"),
    QT_TRANSLATE_NOOP("Ranks", "Eight"),
    QT_TRANSLATE_NOOP("Ranks", "Nine"),
    QT_TRANSLATE_NOOP("Ranks", "Ten"),
    QT_TRANSLATE_NOOP("Ranks", "Jack"),
    QT_TRANSLATE_NOOP("Ranks", "Queen"),
    QT_TRANSLATE_NOOP("Ranks", "King"),
    QT_TRANSLATE_NOOP("Ranks", "Ace"),
)
_RANK_PLURAL = (
    QT_TRANSLATE_NOOP("Ranks", "Twos"),
    QT_TRANSLATE_NOOP("Ranks", "Threes"),
    QT_TRANSLATE_NOOP("Ranks", "Fours"),
    QT_TRANSLATE_NOOP("Ranks", "Fives"),
    QT_TRANSLATE_NOOP("Ranks", "Sixes"),
    QT_TRANSLATE_NOOP("Ranks", "Sevens"),
    QT_TRANSLATE_NOOP("Ranks", "Eights"),
    QT_TRANSLATE_NOOP("Ranks", "Nines"),
    QT_TRANSLATE_NOOP("Ranks", "Tens"),
    QT_TRANSLATE_NOOP("Ranks", "Jacks"),
    QT_TRANSLATE_NOOP("Ranks", "Queens"),
    QT_TRANSLATE_NOOP("Ranks", "Kings"),
    QT_TRANSLATE_NOOP("Ranks", "Aces"),
)


def rank_word(rank: int, plural: bool = False) -> str:
    """A rank as hand names say it, translated: 'Queen', or 'Queens' when ``plural``
    (1 is the low ace of the wheel).

    >>> rank_word(12), rank_word(6, plural=True), rank_word(1)
    ('Queen', 'Sixes', 'Ace')
    """
    index = (14 if rank == 1 else rank) - 2
    return translate("Ranks", (_RANK_PLURAL if plural else _RANK_SINGULAR)[index])


def name_of(value: int) -> str:
    """A readable name: 'Pair of Queens', 'King-high flush', 'Full house, Nines over Fours'.

    >>> name_of(make_value(Category.FULL_HOUSE, [9, 4]))
    'Full house, Nines over Fours'
    """
    category = category_of(value)
    ranks = ranks_of(value)
    if not ranks:
        return translate("HandNames", "No cards")
    first = ranks[0]
    if category is Category.HIGH_CARD:
        #: {rank} is a rank in the singular ("Queen"), as in "{rank}-high straight"
        return translate("HandNames", "{rank} high").format(rank=rank_word(first))
    if category is Category.PAIR:
        #: {ranks} is a rank in the plural ("Queens"), as in every name with {ranks}
        return translate("HandNames", "Pair of {ranks}").format(ranks=rank_word(first, True))
    if category is Category.TWO_PAIR:
        return translate("HandNames", "Two pair, {high} and {low}").format(
            high=rank_word(first, True), low=rank_word(ranks[1], True)
        )
    if category is Category.THREE_OF_A_KIND:
        return translate("HandNames", "Three of a kind, {ranks}").format(
            ranks=rank_word(first, True)
        )
    if category is Category.STRAIGHT:
        return translate("HandNames", "{rank}-high straight").format(rank=rank_word(first))
    if category is Category.FLUSH:
        return translate("HandNames", "{rank}-high flush").format(rank=rank_word(first))
    if category is Category.FULL_HOUSE:
        return translate("HandNames", "Full house, {trips} over {pair}").format(
            trips=rank_word(first, True), pair=rank_word(ranks[1], True)
        )
    if category is Category.FOUR_OF_A_KIND:
        return translate("HandNames", "Four of a kind, {ranks}").format(
            ranks=rank_word(first, True)
        )
    if category is Category.STRAIGHT_FLUSH:
        if first == 14:
            return translate("HandNames", "Royal flush")
        return translate("HandNames", "{rank}-high straight flush").format(rank=rank_word(first))
    return translate("HandNames", "Five of a kind, {ranks}").format(ranks=rank_word(first, True))
