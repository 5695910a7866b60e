"""Outs and dead cards: the cards a player has seen, and for each row still being filled
the draws it holds, their outs still live and the chance to complete them by the end of
the hand (docs/rules.md §2, §5, §7, §8).

A category is written as the cards a row still needs, per option: a pair of kings needs
one more king, a flush of hearts needs hearts, a straight 5-9 needs each missing rank
once. These are the evaluator's categories (:mod:`ofc_desktop.core.evaluate`); the tests
check them against it row by row. Jokers are wild (§7): they fill any need and are an out
to every draw. A double deck (§8) holds each card twice.

The chance is that of the draw being *available*: the player is assumed to put into the
row every card that helps it while the row has room, within each street's placements
(Pineapple places two of its three). So it is an upper bound on what any play achieves:
the cards may be wanted elsewhere.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, permutations, product

import numpy as np
import numpy.typing as npt

from ofc_desktop.core.cards import Card
from ofc_desktop.core.evaluate import Category, category_of
from ofc_desktop.core.jokers import best_partial_value
from ofc_desktop.core.rows import ROWS, Row
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.streets import Street, schedule
from ofc_desktop.core.translate import translate
from ofc_desktop.core.view import PlayerView

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]

JOKER_TYPE = 52  # a card's type: suit index * 13 + rank - 2, or this for a joker
MAX_NEEDED = 2  # a draw is one or two cards away; further ones are not draws yet
SAMPLES = 480  # sampled futures, spread evenly over the next card dealt
GROUPS = {  # the categories made of cards of one rank: the size of each group
    Category.PAIR: (2,),
    Category.TWO_PAIR: (2, 2),
    Category.THREE_OF_A_KIND: (3,),
    Category.FULL_HOUSE: (3, 2),
    Category.FOUR_OF_A_KIND: (4,),
    Category.FIVE_OF_A_KIND: (5,),
}
WINDOWS = ((14, 2, 3, 4, 5), *(tuple(range(low, low + 5)) for low in range(2, 11)))
TOP_CATEGORIES = (Category.PAIR, Category.THREE_OF_A_KIND)
FIVE_CARD_CATEGORIES = tuple(Category)[1:]

Pred = tuple[str, int]  # ("rank", 2..14), ("suit", 0..3) or ("card", type)
Requirement = tuple[tuple[Pred, int], ...]  # disjoint kinds of card and how many of each


@dataclass(frozen=True)
class Draw:
    """One category a row may still make: its outs and its chance by the end."""

    name: str
    outs_live: int  # outs not yet seen
    outs_total: int  # outs in the whole shoe, less the row's own cards
    chance: float  # of the row ending at least this category (available, see above)
    category: Category
    needed: int  # cards still needed


@dataclass(frozen=True)
class RowDraws:
    row: Row
    draws: tuple[Draw, ...]


def seen_cards(view: PlayerView) -> tuple[Card, ...]:
    """Every card this player has seen: face-up boards (its own and the others'), its
    held cards and its own discards. The view holds nothing else (docs/rules.md §5)."""
    return tuple(view.seen_cards())


def draw_name(category: Category) -> str:
    """A category's name as a draw, translated."""
    names = {
        Category.PAIR: translate("Outs", "Pair"),
        Category.TWO_PAIR: translate("Outs", "Two pair"),
        Category.THREE_OF_A_KIND: translate("Outs", "Three of a kind"),
        Category.STRAIGHT: translate("Outs", "Straight"),
        Category.FLUSH: translate("Outs", "Flush"),
        Category.FULL_HOUSE: translate("Outs", "Full house"),
        Category.FOUR_OF_A_KIND: translate("Outs", "Four of a kind"),
        Category.STRAIGHT_FLUSH: translate("Outs", "Straight flush"),
    }
    return names.get(category) or translate("Outs", "Five of a kind")


def outs_line(draw: Draw) -> str:
    """ "Flush: 6 of 9 outs live, 41% by the end"; a chance short of certain never reads
    100% (nor one above nothing 0%)."""
    chance = round(100 * draw.chance)
    if 0 < draw.chance < 1:
        chance = min(max(chance, 1), 99)
    return translate("Outs", "{name}: {live} of {total} outs live, {chance}% by the end").format(
        name=draw.name, live=draw.outs_live, total=draw.outs_total, chance=chance
    )


def row_draws(view: PlayerView) -> list[RowDraws]:
    """The draws of each row holding cards but not yet full: those needing the fewest
    cards first, among them the likeliest, then the strongest; dead ones (no chance
    left) last."""
    figures = _figures(_Position.of(view))
    return [
        RowDraws(
            row,
            tuple(
                Draw(draw_name(Category(c)), live, total, p, Category(c), n)
                for c, n, live, total, p in draws
            ),
        )
        for row, draws in figures
    ]


# ----- the position, and the cards still to come ----------------------------------------


@dataclass(frozen=True)
class _Position:
    """What the figures depend on, hashable so they are worked out once a position."""

    rules: RuleSet
    rows: tuple[tuple[Card, ...], ...]
    seen: tuple[Card, ...]
    unseen: tuple[Card, ...]
    held: tuple[Card, ...]
    held_placed: int  # of the held cards, how many go on the board this street
    future: tuple[Street, ...]  # the streets still to be dealt to this player

    @staticmethod
    def of(view: PlayerView) -> _Position:
        dealt = bool(view.held or view.street_placed or view.street_discards)
        ordinary = schedule(view.rules)
        future = ordinary[len(ordinary) - view.streets_left :] if view.streets_left else ()
        if not dealt and view.street_rule is not None:
            future = (view.street_rule, *future)  # this street is not dealt yet
        held_placed = len(view.held)
        if dealt and view.street_rule is not None:
            held_placed = min(held_placed, view.street_rule.placed - len(view.street_placed))
        seen = tuple(sorted(view.seen_cards(), key=lambda c: (_type_of(c), c.copy)))
        unseen = tuple(view.unseen_cards())
        rows, held = view.board.rows, view.held
        return _Position(view.rules, rows, seen, unseen, held, max(0, held_placed), future)


def _type_of(card: Card) -> int:
    if card.rank is None or card.suit is None:
        return JOKER_TYPE
    return card.suit.index * 13 + card.rank - 2


class _Block:
    """Cards that arrive together, with how many of them may go into one row (None: all).
    Counts are per sample (or one row for every sample): cards, ranks, suits, jokers."""

    def __init__(self, counts: IntArray, cap: int | None) -> None:
        self.cap = cap
        naturals = counts[:, :JOKER_TYPE].reshape(-1, 4, 13)
        self.card: IntArray = counts[:, :JOKER_TYPE]
        self.rank: IntArray = naturals.sum(axis=1)
        self.suit: IntArray = naturals.sum(axis=2)
        self.joker: IntArray = counts[:, JOKER_TYPE]

    def count(self, pred: Pred) -> IntArray:
        kind, index = pred
        table = self.rank if kind == "rank" else self.suit if kind == "suit" else self.card
        column: IntArray = table[:, index - 2 if kind == "rank" else index]
        return column


def _blocks(position: _Position) -> list[_Block]:
    """The held cards and sampled future deals as blocks; the uncapped ones merged.

    Every unseen card is equally likely to be any card still dealt to this player. The
    samples are spread evenly over the first card dealt, so one card to come gives the
    exact chance, and each sample deals its streets in order, so fewer streets never
    give a higher chance."""
    unseen = np.array([_type_of(card) for card in position.unseen], dtype=np.int64)
    dealt = min(sum(street.dealt for street in position.future), len(unseen))
    held = np.zeros((1, JOKER_TYPE + 1), dtype=np.int64)
    for card in position.held:
        held[0, _type_of(card)] += 1
    cap = position.held_placed if position.held_placed < len(position.held) else None
    parts: list[tuple[IntArray, int | None]] = [(held, cap)]
    if dealt:
        seed = zlib.crc32(" ".join(f"{c}{c.copy}" for c in position.seen).encode())
        rng = np.random.default_rng(seed)
        repeats = 1 if dealt == 1 else -(-SAMPLES // len(unseen))
        samples = len(unseen) * repeats
        keys = rng.random((samples, len(unseen)))
        keys[np.arange(samples), np.repeat(np.arange(len(unseen)), repeats)] = -1.0
        deals = unseen[np.argsort(keys, axis=1)[:, :dealt]]
        start = 0
        for street in position.future:
            columns = deals[:, start : min(start + street.dealt, dealt)]
            start += street.dealt
            if not columns.shape[1]:
                break
            counts = np.zeros((samples, JOKER_TYPE + 1), dtype=np.int64)
            for column in columns.T:
                counts[np.arange(samples), column] += 1
            capped = street.placed if street.placed < columns.shape[1] else None
            parts.append((counts, capped))
    free = sum(counts for counts, cap in parts if cap is None)
    blocks = [_Block(counts, cap) for counts, cap in parts if cap is not None]
    if not isinstance(free, int):
        blocks.append(_Block(free, None))
    return blocks


# ----- what a row needs ------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _requirements(
    naturals: tuple[tuple[int, int], ...], size: int, category: Category
) -> tuple[Requirement, ...]:
    """Every way the row's natural cards (rank, suit index) can grow into ``category``
    within its size, as the cards each way still needs (jokers not counted)."""
    room = size - len(naturals)
    ranks = [rank for rank, _ in naturals]
    suits = {suit for _, suit in naturals}
    found: list[Requirement] = []
    if category in GROUPS:
        groups = GROUPS[category]
        if sum(groups) > size:
            return ()
        picks = combinations if len(set(groups)) == 1 else permutations
        for chosen in picks(range(2, 15), len(groups)):
            needs = tuple(
                (("rank", rank), group - ranks.count(rank))
                for rank, group in zip(chosen, groups, strict=True)
                if group > ranks.count(rank)
            )
            if sum(count for _, count in needs) <= room:
                found.append(needs)
        return tuple(found)
    if size != 5 or (len(suits) > 1 and category is not Category.STRAIGHT):
        return ()
    if category is Category.FLUSH:
        return tuple(((("suit", suit), room),) for suit in (suits or range(4)))
    if len(set(ranks)) != len(ranks):
        return ()
    for window in WINDOWS:
        if not set(ranks) <= set(window):
            continue
        missing = [rank for rank in window if rank not in ranks]
        if category is Category.STRAIGHT:
            found.append(tuple((("rank", rank), 1) for rank in missing))
        else:
            for suit in suits or range(4):
                found.append(tuple((("card", suit * 13 + (rank - 2)), 1) for rank in missing))
    return tuple(found)


def _pred_types(pred: Pred) -> list[int]:
    kind, index = pred
    if kind == "rank":
        return [suit * 13 + index - 2 for suit in range(4)]
    if kind == "suit":
        return list(range(index * 13, index * 13 + 13))
    return [index]


def _needed_and_outs(
    options: tuple[Requirement, ...], jokers: int
) -> tuple[int, frozenset[int]] | None:
    """Cards still needed by the nearest ways, and the card types that bring one of
    them a card closer (a joker always does); None when no way is left."""
    if not options:
        return None
    totals = [sum(count for _, count in needs) for needs in options]
    nearest = min(totals)
    outs = {JOKER_TYPE}
    for needs, total in zip(options, totals, strict=True):
        if total == nearest:
            for pred, _ in needs:
                outs.update(_pred_types(pred))
    return max(0, nearest - jokers), frozenset(outs)


def _met(needs: Requirement, jokers: int, blocks: list[_Block]) -> BoolArray | bool:
    """Per sample: can the blocks' cards meet ``needs`` (with the row's own jokers)?
    The most cards one row can take is a max flow; by max-flow min-cut it is the least,
    over the nonempty sets A of needs, of what the others ask plus, per block, the cards
    that fit A (jokers fit all) or the block's cap, whichever is less."""
    wanted = sum(count for _, count in needs) - jokers
    if wanted <= 0:
        return True
    if len(blocks) == 1 and blocks[0].cap is None:  # no cap: each need takes what there is
        block = blocks[0]
        got = block.joker + sum(np.minimum(block.count(pred), count) for pred, count in needs)
        return np.asarray(got >= wanted)
    subsets = _subsets(len(needs))  # every nonempty set A, one row each
    asked = np.array([count for _, count in needs], dtype=np.int64)
    samples = max(len(block.joker) for block in blocks)
    flow = (asked.sum() - subsets @ asked)[:, None]
    for block in blocks:
        counts = np.stack([np.broadcast_to(block.count(p), (samples,)) for p, _ in needs])
        fit = subsets @ counts + block.joker
        flow = flow + (fit if block.cap is None else np.minimum(fit, block.cap))
    result: BoolArray = flow.min(axis=0) >= wanted
    return result


@lru_cache(maxsize=8)
def _subsets(size: int) -> IntArray:
    return np.array([bits for bits in product((0, 1), repeat=size) if any(bits)], dtype=np.int64)


# ----- the figures ----------------------------------------------------------------------


Figure = tuple[int, int, int, int, float]  # category, needed, live outs, outs in the shoe, chance


@lru_cache(maxsize=64)
def _figures(position: _Position) -> tuple[tuple[Row, tuple[Figure, ...]], ...]:
    blocks: list[_Block] | None = None
    unseen_types = np.bincount([_type_of(c) for c in position.unseen], minlength=JOKER_TYPE + 1)
    shoe = np.full(JOKER_TYPE + 1, position.rules.decks)
    shoe[JOKER_TYPE] = position.rules.decks * position.rules.jokers_per_deck
    # Five of a kind needs a joker or a second deck; without them it is never tried.
    five_card = FIVE_CARD_CATEGORIES
    if position.rules.decks == 1 and not position.rules.jokers_per_deck:
        five_card = five_card[:-1]
    result = []
    for row, cards in zip(ROWS, position.rows, strict=True):
        if not cards or len(cards) == row.size:
            continue
        naturals = tuple(sorted((int(c.rank), c.suit.index) for c in cards if c.rank and c.suit))
        jokers = len(cards) - len(naturals)
        made = category_of(best_partial_value(cards, row.size))
        own = np.bincount([_type_of(card) for card in cards], minlength=JOKER_TYPE + 1)
        categories = TOP_CATEGORIES if row is Row.TOP else five_card
        draws = {}
        for category in categories:
            if category <= made:
                continue
            options = _requirements(naturals, row.size, category)
            near = _needed_and_outs(options, jokers)
            if near is None or not 0 < near[0] <= MAX_NEEDED:
                continue
            types = sorted(near[1])
            if len(types) > JOKER_TYPE // 2:
                continue  # nearly every card is an out: a draw that tells nothing
            total = int((shoe[types] - own[types]).sum())
            if total > 0:
                draws[category] = (near[0], near[1], int(unseen_types[types].sum()), total)
        if not draws:
            continue
        if blocks is None:
            blocks = _blocks(position)
        chances = _chances(naturals, jokers, row.size, made, categories, blocks)
        figures = [
            (int(category), needed, live, total, chances[category])
            for category, (needed, types_, live, total) in draws.items()
            # Left out when the same cards make a higher draw, listed instead.
            if not any(
                higher > category and other[:2] == (needed, types_)
                for higher, other in draws.items()
            )
        ]
        # Dead draws last; the nearest first; among them the likeliest, then the strongest.
        figures.sort(key=lambda figure: (not figure[4], figure[1], -figure[4], -figure[0]))
        result.append((row, tuple(figures)))
    return tuple(result)


def _chances(
    naturals: tuple[tuple[int, int], ...],
    jokers: int,
    size: int,
    made: Category,
    categories: tuple[Category, ...],
    blocks: list[_Block],
) -> dict[Category, float]:
    """The chance of ending at least each category above the one made."""
    samples = max(len(block.card) for block in blocks)
    reached = np.zeros(samples, dtype=bool)
    chances = {}
    for category in sorted(categories, reverse=True):
        if category <= made:
            break
        for needs in _requirements(naturals, size, category):
            if reached.all():
                break
            reached = reached | _met(needs, jokers, blocks)
        chances[category] = float(reached.mean())
    return chances
