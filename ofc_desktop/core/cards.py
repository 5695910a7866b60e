"""Cards, their text form (docs/rules.md §1) and decks.

A card is immutable. ``code`` is a small integer the evaluator sums over a row. Its
low 19 bits hold a rank key chosen so that every multiset of up to five ranks (a
double deck allows five of a kind) has a different sum; above them a base-6 suit
counter tells whether all five cards share a suit. Every sum stays below 2**30, so
CPython adds them on its fast single-digit path. Jokers have code 0.
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum, IntEnum

from ofc_desktop.core.errors import CardParseError
from ofc_desktop.core.translate import translate

# Smallest increasing keys whose sums over any 5-multiset are distinct (found greedily).
RANK_KEYS = (0, 1, 6, 31, 108, 366, 926, 2286, 5733, 12905, 27316, 44676, 94545)
SUIT_SHIFT = 19  # 5 * RANK_KEYS[-1] < 2**19
SUIT_UNITS = (1, 6, 36, 216)  # base 6: five cards never hold more than five of a suit


class Rank(IntEnum):
    """Card ranks, valued 2..14 so that ace is high."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def char(self) -> str:
        return RANK_CHARS[self - 2]

    @property
    def singular(self) -> str:
        return RANK_NAMES[self - 2]

    @property
    def plural(self) -> str:
        return "sixes" if self is Rank.SIX else RANK_NAMES[self - 2] + "s"


class Suit(Enum):
    """The four suits; they never rank (docs/rules.md §1)."""

    SPADES = "s"
    HEARTS = "h"
    DIAMONDS = "d"
    CLUBS = "c"

    @property
    def index(self) -> int:
        return SUIT_ORDER.index(self)

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self.index]


RANK_CHARS = "23456789TJQKA"
RANK_NAMES = (
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
    "ace",
)
SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
SUIT_SYMBOLS = "♠♥♦♣"
_SYMBOL_TO_SUIT = {
    "♠": Suit.SPADES,
    "♤": Suit.SPADES,
    "♥": Suit.HEARTS,
    "♡": Suit.HEARTS,
    "♦": Suit.DIAMONDS,
    "♢": Suit.DIAMONDS,
    "♣": Suit.CLUBS,
    "♧": Suit.CLUBS,
}


def card_code(rank: Rank, suit: Suit) -> int:
    """The evaluator's additive code for a natural card."""
    return SUIT_UNITS[suit.index] << SUIT_SHIFT | RANK_KEYS[rank - 2]


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """One card; ``copy`` tells the two decks of a double deck apart.

    >>> Card.parse("10d")
    Card('Td')
    >>> Card.parse("A♠").rank is Rank.ACE
    True
    """

    rank: Rank | None
    suit: Suit | None
    copy: int = 0
    code: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if (self.rank is None) != (self.suit is None):
            raise CardParseError(
                translate("CardErrors", "a card has both a rank and a suit, or neither (a joker)")
            )
        if self.copy < 0:
            raise CardParseError(
                translate("CardErrors", "card copy must be 0 or more, got {copy}").format(
                    copy=self.copy
                )
            )
        code = 0 if self.rank is None or self.suit is None else card_code(self.rank, self.suit)
        object.__setattr__(self, "code", code)

    def __hash__(self) -> int:
        # From the numbers that tell cards apart (a joker's code is 0): hashing the
        # rank and suit members costs more than the bots' work with sets of cards.
        return hash((self.code, self.copy))

    @property
    def is_joker(self) -> bool:
        return self.rank is None

    @property
    def text(self) -> str:
        """Short text form: ``As``, ``Td``, ``JK``."""
        if self.rank is None or self.suit is None:
            return "JK"
        return self.rank.char + self.suit.value

    @property
    def pretty(self) -> str:
        """Text with a suit symbol, for people: ``A♠``."""
        if self.rank is None or self.suit is None:
            return "JK"
        return self.rank.char + self.suit.symbol

    def with_copy(self, copy: int) -> Card:
        return Card(self.rank, self.suit, copy)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        suffix = f", copy={self.copy}" if self.copy else ""
        return f"Card({self.text!r}{suffix})"

    @staticmethod
    def parse(token: str) -> Card:
        """Parse one card token; raises :class:`CardParseError` naming the token."""
        return parse_card(token)


JOKER = Card(None, None)

# ASCII case folding only: under Unicode folding the long s (ſ) matches "s" and the
# Kelvin sign matches "k", letters no rank or suit lookup knows.
_TOKEN = re.compile(r"^(10|[2-9tjqka])([shdc♠♤♥♡♦♢♣♧])$", re.IGNORECASE | re.ASCII)


def parse_card(token: str) -> Card:
    """Parse ``As``, ``10d``, ``a♠``, ``JK`` (case-insensitive)."""
    if not isinstance(token, str):
        raise CardParseError(
            translate(
                "CardErrors", "bad card {token!r}: a card is written as text such as 'As'"
            ).format(token=token)
        )
    text = token.strip()
    if text.upper() in ("JK", "JOKER", "🃏"):
        return JOKER
    match = _TOKEN.match(text)
    if match is None:
        raise CardParseError(
            translate(
                "CardErrors",
                "bad card {token!r}: expected a rank (2-9, T or 10, J, Q, K, A) and a suit "
                "(s, h, d, c or ♠ ♥ ♦ ♣), or JK for a joker",
            ).format(token=token)
        )
    rank_text, suit_text = match.groups()
    rank = Rank(10) if rank_text == "10" else Rank(RANK_CHARS.index(rank_text.upper()) + 2)
    suit = _SYMBOL_TO_SUIT.get(suit_text) or Suit(suit_text.lower())
    return Card(rank, suit)


_SPLIT = re.compile(r"[\s,;]+")


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse a row given as ``"Qs Qd 7c"`` (spaces or commas) or a list of tokens.

    >>> [c.text for c in parse_cards("Qs, 10d a♠")]
    ['Qs', 'Td', 'As']
    """
    tokens = [t for t in _SPLIT.split(text.strip()) if t] if isinstance(text, str) else list(text)
    cards = []
    for token in tokens:
        if not isinstance(token, str):
            raise CardParseError(
                translate(
                    "CardErrors", "bad card {token!r}: a card is written as text such as 'As'"
                ).format(token=token)
            )
        cards.append(parse_card(token))
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(card.text for card in cards)


def standard_cards() -> list[Card]:
    """The 52 natural cards of one deck, ace of spades first."""
    return [Card(Rank(r), s) for s in SUIT_ORDER for r in range(14, 1, -1)]


def build_deck(decks: int = 1, jokers_per_deck: int = 0) -> list[Card]:
    """Every card of the shoe, each copy distinct (docs/rules.md §7, §8)."""
    if decks not in (1, 2):
        raise CardParseError(
            translate("CardErrors", "decks must be 1 or 2, got {decks!r}").format(decks=decks)
        )
    if jokers_per_deck not in (0, 1, 2):
        raise CardParseError(
            translate("CardErrors", "jokers per deck must be 0, 1 or 2, got {jokers!r}").format(
                jokers=jokers_per_deck
            )
        )
    return list(_shoe(decks, jokers_per_deck))


@functools.lru_cache(maxsize=8)
def _shoe(decks: int, jokers_per_deck: int) -> tuple[Card, ...]:
    # Cached: the bots ask for the shoe on every simulated street (cards are immutable).
    shoe: list[Card] = []
    for copy in range(decks):
        shoe.extend(card.with_copy(copy) for card in standard_cards())
    shoe.extend(JOKER.with_copy(i) for i in range(decks * jokers_per_deck))
    return tuple(shoe)


def shuffled_deck(rng: random.Random, decks: int = 1, jokers_per_deck: int = 0) -> list[Card]:
    """A shoe shuffled by the injected RNG, so every deal replays from its seed."""
    shoe = build_deck(decks, jokers_per_deck)
    rng.shuffle(shoe)
    return shoe


def assign_copies(cards: Sequence[Card], decks: int, jokers_per_deck: int) -> list[Card]:
    """Give repeated cards distinct copies; raise if the shoe cannot hold them.

    Used for boards typed by people, who write ``As`` for either copy.
    """
    seen: dict[str, int] = {}
    result = []
    joker_limit = decks * jokers_per_deck
    for card in cards:
        count = seen.get(card.text, 0)
        limit = joker_limit if card.is_joker else decks
        if count >= limit:
            if card.is_joker:
                if joker_limit == 0:
                    raise CardParseError(
                        translate("CardErrors", "JK used but this game has no jokers")
                    )
                raise CardParseError(
                    translate(
                        "CardErrors", "{count} jokers used, but this game has only {limit}"
                    ).format(count=count + 1, limit=joker_limit)
                )
            if decks == 1:
                text = translate("CardErrors", "card {card} used {count} times with one deck")
            else:
                text = translate("CardErrors", "card {card} used {count} times with {decks} decks")
            raise CardParseError(text.format(card=card.text, count=count + 1, decks=decks))
        seen[card.text] = count + 1
        result.append(card.with_copy(count))
    return result
