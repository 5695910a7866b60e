"""Wild jokers (docs/rules.md §7): every value a row can take, and the best legal board.

A joker may stand for any card, even one already on the board, so a row's possible
values depend only on its natural cards. A joker's suit matters only when every
natural card shares one suit, so each joker tries 13 ranks in at most two suits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement

from ofc_desktop.core.cards import SUIT_ORDER, Card, Rank, Suit, card_code
from ofc_desktop.core.evaluate import classify, evaluate3, evaluate5


def achievable_values(row_cards: Sequence[Card], row_size: int) -> tuple[int, ...]:
    """Every distinct value the complete row can take, best first.

    >>> from ofc_desktop.core.cards import parse_cards
    >>> from ofc_desktop.core.evaluate import name_of
    >>> name_of(achievable_values(parse_cards("As JK 7d"), 3)[0])
    'Pair of Aces'
    """
    naturals = tuple(sorted(card.code for card in row_cards if not card.is_joker))
    jokers = len(row_cards) - len(naturals)
    if len(row_cards) != row_size:
        raise ValueError(f"a {row_size}-card row cannot be valued with {len(row_cards)} cards")
    common_suit = _common_suit(row_cards)
    return _achievable(naturals, jokers, row_size, common_suit)


def best_value(row_cards: Sequence[Card], row_size: int) -> int:
    """The strongest value of a complete row, jokers included ("each row on its own")."""
    if not any(card.is_joker for card in row_cards):
        codes = [card.code for card in row_cards]
        return evaluate5(codes) if row_size == 5 else evaluate3(codes)
    return achievable_values(row_cards, row_size)[0]


def best_partial_value(row_cards: Sequence[Card], row_size: int) -> int:
    """The strongest value of the cards a row holds so far, each joker standing for the
    card that helps most (0 for an empty row). A complete row is :func:`best_value`;
    a row still being filled is valued like one (no straight or flush before five).

    >>> from ofc_desktop.core.cards import parse_cards
    >>> from ofc_desktop.core.evaluate import name_of
    >>> name_of(best_partial_value(parse_cards("As Ac JK"), 3))
    'Three of a kind, Aces'
    >>> name_of(best_partial_value(parse_cards("8c JK"), 5))
    'Pair of Eights'
    """
    if not row_cards:
        return 0
    if len(row_cards) == row_size:
        return best_value(row_cards, row_size)
    ranks = tuple(sorted(int(card.rank) for card in row_cards if card.rank is not None))
    jokers = len(row_cards) - len(ranks)
    return _strongest_partial(ranks, jokers, row_size == 5)


@lru_cache(maxsize=4096)
def _strongest_partial(ranks: tuple[int, ...], jokers: int, five_card: bool) -> int:
    # Fewer than five cards never make a straight or a flush, so suits do not matter.
    return max(
        classify(ranks + extra, five_card=five_card)
        for extra in combinations_with_replacement(range(2, 15), jokers)
    )


def _common_suit(row_cards: Sequence[Card]) -> Suit | None:
    suits = {card.suit for card in row_cards if card.suit is not None}
    return next(iter(suits)) if len(suits) == 1 else None


@lru_cache(maxsize=65536)
def _achievable(
    naturals: tuple[int, ...], jokers: int, row_size: int, common_suit: Suit | None
) -> tuple[int, ...]:
    evaluate = evaluate5 if row_size == 5 else evaluate3
    if jokers == 0:
        return (evaluate(naturals),)
    suits = [common_suit or SUIT_ORDER[0]]
    if row_size == 5:  # an off-suit too, so rows that need no flush stay reachable
        suits.append(next(s for s in SUIT_ORDER if s is not suits[0]))
    else:
        suits = suits[:1]
    candidates = [card_code(Rank(rank), suit) for rank in range(2, 15) for suit in suits]
    values = {
        evaluate(naturals + extra) for extra in combinations_with_replacement(candidates, jokers)
    }
    return tuple(sorted(values, reverse=True))


RoyaltyOf = Callable[[int, int], int]  # (row index 0=top, value) -> royalty


def best_legal_values(
    options: tuple[Sequence[int], Sequence[int], Sequence[int]], royalty_of: RoyaltyOf
) -> tuple[int, int, int] | None:
    """Pick one value per row (top, middle, bottom) that does not foul.

    Among non-fouling choices: the highest total royalty, then the strongest bottom,
    then middle, then top (§7). ``None`` when every choice fouls.
    """
    tops, middles, bottoms = options
    best_key: tuple[int, int, int, int] | None = None
    best: tuple[int, int, int] | None = None
    for middle in middles:
        bottom_pick = max(((royalty_of(2, b), b) for b in bottoms if b >= middle), default=None)
        top_pick = max(((royalty_of(0, t), t) for t in tops if t <= middle), default=None)
        if bottom_pick is None or top_pick is None:
            continue
        key = (
            bottom_pick[0] + royalty_of(1, middle) + top_pick[0],
            bottom_pick[1],
            middle,
            top_pick[1],
        )
        if best_key is None or key > best_key:
            best_key, best = key, (top_pick[1], middle, bottom_pick[1])
    return best
