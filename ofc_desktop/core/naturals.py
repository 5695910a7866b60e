"""Closed Chinese poker naturals (docs/rules.md §9): dragon, three flushes, three straights,
six pairs. A natural is declared before the reveal and beats any ordinary board.

Jokers are wild here too: they fill a dragon's missing rank, pair an odd card, and
complete a flush or straight row.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations

from ofc_desktop.core.cards import Card
from ofc_desktop.core.jokers import best_value
from ofc_desktop.core.translate import QT_TRANSLATE_NOOP, translate


class NaturalKind(Enum):
    """Naturals from lowest to highest, with what each is paid by every opponent."""

    SIX_PAIRS = ("six_pairs", 1, 3)
    THREE_STRAIGHTS = ("three_straights", 2, 3)
    THREE_FLUSHES = ("three_flushes", 3, 3)
    DRAGON = ("dragon", 4, 13)

    def __init__(self, label: str, level: int, pays: int) -> None:
        self.label = label
        self.level = level
        self.pays = pays


_NATURAL_NAMES = {
    NaturalKind.SIX_PAIRS: QT_TRANSLATE_NOOP("Naturals", "Six pairs"),
    NaturalKind.THREE_STRAIGHTS: QT_TRANSLATE_NOOP("Naturals", "Three straights"),
    NaturalKind.THREE_FLUSHES: QT_TRANSLATE_NOOP("Naturals", "Three flushes"),
    NaturalKind.DRAGON: QT_TRANSLATE_NOOP("Naturals", "Dragon"),
}
_KIND_OF_LABEL = {kind.label: kind for kind in NaturalKind}


def natural_name(kind: NaturalKind | str) -> str:
    """A natural's name for people, translated; ``kind`` may be its label, as records
    and the hindsight keep it.

    >>> natural_name(NaturalKind.SIX_PAIRS), natural_name("three_flushes")
    ('Six pairs', 'Three flushes')
    """
    if isinstance(kind, str):
        kind = _KIND_OF_LABEL[kind]
    return translate("Naturals", _NATURAL_NAMES[kind])


@dataclass(frozen=True)
class Natural:
    """A natural with its tie-break key (higher wins; equal keys tie)."""

    kind: NaturalKind
    tiebreak: tuple[int, ...]

    @property
    def key(self) -> tuple[int, tuple[int, ...]]:
        return (self.kind.level, self.tiebreak)


def _ranks(cards: Sequence[Card]) -> list[int]:
    return [int(card.rank) for card in cards if card.rank is not None]


def _jokers(cards: Sequence[Card]) -> int:
    return sum(card.is_joker for card in cards)


def _is_dragon(cards: Sequence[Card]) -> bool:
    ranks = _ranks(cards)
    return len(cards) == 13 and len(set(ranks)) == len(ranks)


def _six_pairs(cards: Sequence[Card]) -> tuple[int, ...] | None:
    counts = Counter(_ranks(cards))
    pairs = [rank for rank, count in counts.items() for _ in range(count // 2)]
    singles = sorted((rank for rank, count in counts.items() if count % 2), reverse=True)
    jokers = _jokers(cards)
    paired_with_jokers = singles[:jokers]
    pairs += paired_with_jokers
    pairs += [14] * ((jokers - len(paired_with_jokers)) // 2)
    if len(cards) != 13 or len(pairs) < 6:
        return None
    return tuple(sorted(pairs, reverse=True)[:6])


def _suited(row: Sequence[Card]) -> bool:
    return len({card.suit for card in row if card.suit is not None}) <= 1


def _straight_high(row: Sequence[Card]) -> int:
    """High card of the best straight the row can make (wheel-like lows count low), or 0."""
    ranks = _ranks(row)
    if len(set(ranks)) != len(ranks):
        return 0
    length = len(row)
    for high in range(14, length - 1, -1):
        window = {14 if r == 1 else r for r in range(high - length + 1, high + 1)}
        if set(ranks) <= window:
            return high
    return 0


def natural_of(board_rows: Sequence[Sequence[Card]]) -> Natural | None:
    """The best natural a set board (top, middle, bottom) holds, or None."""
    top, middle, bottom = board_rows
    cards = [*top, *middle, *bottom]
    if _is_dragon(cards):
        return Natural(NaturalKind.DRAGON, ())
    if (
        len(top) == 3
        and len(middle) == 5
        and len(bottom) == 5
        and best_value(bottom, 5) >= best_value(middle, 5)
    ):
        # Set naturals are real boards: a middle stronger than the bottom is a foul.
        values = (best_value(bottom, 5), best_value(middle, 5))
        if _suited(top) and _suited(middle) and _suited(bottom):
            return Natural(NaturalKind.THREE_FLUSHES, (*values, best_value(top, 3)))
        highs = (_straight_high(bottom), _straight_high(middle), _straight_high(top))
        if all(highs):
            return Natural(NaturalKind.THREE_STRAIGHTS, highs)
    pairs = _six_pairs(cards)
    if pairs is not None:
        return Natural(NaturalKind.SIX_PAIRS, pairs)
    return None


def natural_in(cards: Sequence[Card]) -> Natural | None:
    """The best natural any setting of these 13 cards holds, or None: what a player may
    declare once it sets them well (six pairs and a dragon hold however they are set).

    >>> from ofc_desktop.core.cards import parse_cards
    >>> natural_in(parse_cards("2c 2d 5h 5s 7c 7d 9h 9s Jc Jd Kh Ks Ad")).kind.label
    'six_pairs'
    >>> natural_in(parse_cards("2c 3c 4c 5d 6d 8d 9d Td 2h 5h 7h 9h Jh")).kind.label
    'three_flushes'
    >>> natural_in(parse_cards("2c 2d 5h 5s 7c 7d 9h 9s Jc Jd Kh Qs Ad")) is None
    True
    """
    if len(cards) != 13:
        return None
    best = natural_of(((), (), tuple(cards)))  # a dragon or six pairs
    if best is not None and best.kind is NaturalKind.DRAGON:
        return best
    for fits in (_suited, _straight_high):  # three flushes, three straights
        for top in combinations(cards, 3):
            if not fits(top):
                continue
            rest = [card for card in cards if card not in top]
            for middle in combinations(rest, 5):
                if not fits(middle):
                    continue
                bottom = [card for card in rest if card not in middle]
                if not fits(bottom):
                    continue
                for rows in ((top, middle, bottom), (top, bottom, middle)):
                    found = natural_of(rows)
                    if found is not None and (best is None or found.key > best.key):
                        best = found
    return best


def natural_payment(a: Natural | None, b: Natural | None) -> int:
    """What ``a`` collects from ``b`` for naturals (negative when it pays)."""
    if a is None and b is None:
        return 0
    if b is None or (a is not None and a.key > b.key):
        assert a is not None
        return a.kind.pays
    if a is None or b.key > a.key:
        return -b.kind.pays
    return 0
