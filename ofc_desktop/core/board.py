"""A player's board, its foul check and its evaluation under a RuleSet (docs/rules.md §3)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ofc_desktop.core.cards import Card, format_cards, parse_cards
from ofc_desktop.core.errors import BoardError
from ofc_desktop.core.evaluate import Category, category_of, evaluate_naturals, name_of, ranks_of
from ofc_desktop.core.fantasyland import FantasylandOutcome, fantasyland_outcome
from ofc_desktop.core.jokers import (
    achievable_values,
    best_legal_values,
    best_partial_value,
    best_value,
)
from ofc_desktop.core.rows import ROWS, Row
from ofc_desktop.core.rules import MOON_BOTTOM_HIGH, JokerMode, RuleSet
from ofc_desktop.core.translate import translate


def _row_too_long(row: Row, cards: int) -> str:
    if row is Row.TOP:
        text = translate("PlayErrors", "the top row holds {size} cards, not {cards}")
    elif row is Row.MIDDLE:
        text = translate("PlayErrors", "the middle row holds {size} cards, not {cards}")
    else:
        text = translate("PlayErrors", "the bottom row holds {size} cards, not {cards}")
    return text.format(size=row.size, cards=cards)


@dataclass(frozen=True)
class Board:
    """Three rows of cards; complete when they hold 3, 5 and 5 cards.

    >>> board = Board.parse("Qs Qd 7c", "Qh Qc 6s 5d 4h", "Ah Ad Ac 2s 2d")
    >>> evaluate_board(board, RuleSet()).fouled
    True
    """

    top: tuple[Card, ...] = ()
    middle: tuple[Card, ...] = ()
    bottom: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        for row in ROWS:
            cards = self.row(row)
            if len(cards) > row.size:
                raise BoardError(_row_too_long(row, len(cards)))

    @classmethod
    def parse(
        cls, top: str | Iterable[str], middle: str | Iterable[str], bottom: str | Iterable[str]
    ) -> Board:
        return cls(tuple(parse_cards(top)), tuple(parse_cards(middle)), tuple(parse_cards(bottom)))

    def row(self, row: Row) -> tuple[Card, ...]:
        if row is Row.TOP:
            return self.top
        return self.middle if row is Row.MIDDLE else self.bottom

    @property
    def rows(self) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
        return (self.top, self.middle, self.bottom)

    @property
    def is_complete(self) -> bool:
        return all(len(self.row(row)) == row.size for row in ROWS)

    def cards(self) -> list[Card]:
        return [*self.top, *self.middle, *self.bottom]

    def __str__(self) -> str:
        return " / ".join(format_cards(cards) for cards in self.rows)


def is_fouled(values: Sequence[int]) -> bool:
    """Top, middle, bottom values out of order (bottom ≥ middle ≥ top is fine)."""
    top, middle, bottom = values
    return not bottom >= middle >= top


@dataclass(frozen=True)
class BoardEvaluation:
    """Everything scoring and the review panel need from one finished board."""

    values: tuple[int, int, int]
    fouled: bool
    royalties: tuple[int, int, int]
    fantasyland: FantasylandOutcome
    in_fantasyland: bool = False

    @property
    def names(self) -> tuple[str, str, str]:
        top, middle, bottom = (name_of(value) for value in self.values)
        return (top, middle, bottom)

    @property
    def total_royalty(self) -> int:
        return sum(self.royalties)

    def value(self, row: Row) -> int:
        return self.values[ROWS.index(row)]

    def royalty(self, row: Row) -> int:
        return self.royalties[ROWS.index(row)]

    @property
    def shoots_the_moon(self) -> bool:
        """Non-fouled with a bottom no better than jack-high (§4, when enabled)."""
        bottom = self.values[2]
        return (
            not self.fouled
            and category_of(bottom) is Category.HIGH_CARD
            and ranks_of(bottom)[0] <= MOON_BOTTOM_HIGH
        )


def row_values(board: Board, rules: RuleSet) -> tuple[tuple[int, int, int], bool]:
    """The value of each row after jokers are assigned, and whether the board fouls."""
    if not board.is_complete:
        raise BoardError(
            translate(
                "PlayErrors",
                "a board is scored when complete (3/5/5 cards); this one has "
                "{top}/{middle}/{bottom}",
            ).format(top=len(board.top), middle=len(board.middle), bottom=len(board.bottom))
        )
    strongest = (best_value(board.top, 3), best_value(board.middle, 5), best_value(board.bottom, 5))
    has_jokers = any(card.is_joker for card in board.cards())
    if not has_jokers or rules.joker_mode is JokerMode.ROW_MAX:
        return strongest, is_fouled(strongest)
    table = rules.royalty_table

    def royalty_of(index: int, value: int) -> int:
        return table.royalty(ROWS[index], value)

    options = (
        achievable_values(board.top, 3),
        achievable_values(board.middle, 5),
        achievable_values(board.bottom, 5),
    )
    legal = best_legal_values(options, royalty_of)
    if legal is None:
        return strongest, True
    return legal, False


def live_row_values(board: Board, rules: RuleSet) -> tuple[int, int, int]:
    """Each row's value as it stands during play, jokers counted (0 for an empty row).

    A complete board has the values it is scored with (:func:`row_values`: the best
    legal jokers, or each row at its best); a row still being filled has the best its
    cards make so far, each joker standing for the card that helps most.

    >>> from ofc_desktop.core.evaluate import name_of
    >>> board = Board.parse("As Ac JK", "", "8c JK 4c")
    >>> [name_of(value) if value else "" for value in live_row_values(board, RuleSet())]
    ['Three of a kind, Aces', '', 'Pair of Eights']
    """
    if board.is_complete:
        return row_values(board, rules)[0]
    top, middle, bottom = (best_partial_value(board.row(row), row.size) for row in ROWS)
    return (top, middle, bottom)


def evaluate_board(board: Board, rules: RuleSet, in_fantasyland: bool = False) -> BoardEvaluation:
    """Values, foul, royalties and Fantasyland outcome of a complete board."""
    values, fouled = row_values(board, rules)
    if fouled:
        royalties = (0, 0, 0)
    else:
        top, middle, bottom = (
            rules.royalty_table.royalty(row, values[i]) for i, row in enumerate(ROWS)
        )
        royalties = (top, middle, bottom)
    fantasy_values = values
    if not rules.jokers_count_for_fantasyland and any(c.is_joker for c in board.cards()):
        top_n, middle_n, bottom_n = (evaluate_naturals(board.row(row), row.size) for row in ROWS)
        fantasy_values = (top_n, middle_n, bottom_n)
    outcome = fantasyland_outcome(fantasy_values, fouled, in_fantasyland, rules)
    return BoardEvaluation(values, fouled, royalties, outcome, in_fantasyland)
