"""Did I set it right? The best arrangement of a finished hand's cards, in hindsight.

The seat's cards (its 13 placed cards; every dealt card when it set its whole board at
once, in Fantasyland or closed Chinese poker) are arranged against the opponents' actual
final boards, and the arrangement that settles best under the hand's own rules is found
exactly: the most points, then Fantasyland, then royalties. The numbers reported come
from the core's ``evaluate_board`` and ``settle_hand``.

A seat that surrendered (closed game) is compared with what its set board would have
scored had it not surrendered; one that surrendered before setting all 13 cards has no
board to compare, and :func:`hindsight` refuses it with :class:`HindsightError`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

from ofc_desktop.bots.hindsight_score import KEY_POINTS, Opponent, SettlementScore
from ofc_desktop.bots.hindsight_search import ArrangementSearch
from ofc_desktop.core.board import Board, BoardEvaluation, evaluate_board
from ofc_desktop.core.cards import Card
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand, SeatState
from ofc_desktop.core.naturals import Natural, natural_of
from ofc_desktop.core.scoring import NO_DECLARATION, ClosedPlay, HandSettlement, settle_hand
from ofc_desktop.core.translate import translate


class HindsightError(OfcError):
    """There is nothing to compare: the hand is not over, or the seat set no board."""


@dataclass(frozen=True)
class PairComparison:
    """The seat's result against one opponent with the board it played and the best."""

    opponent: str
    played: int
    best: int


@dataclass(frozen=True)
class Hindsight:
    """The best arrangement of a seat's cards and what it would have scored."""

    seat: int
    player: str
    cards: tuple[Card, ...]  # the cards arranged (with the discards, for whole boards)
    board: Board  # the best board
    discards: tuple[Card, ...]  # what the best board leaves out (Fantasyland)
    points: int  # what the best board would have scored (settlement total)
    played_board: Board
    played_points: int  # what the played board scored (as if not surrendered)
    fantasyland: bool  # the best board earns or keeps Fantasyland
    played_fantasyland: bool
    royalties: int  # of the best board
    natural: str | None  # the natural the best play declares (closed game), if any
    surrendered: bool
    pairs: tuple[PairComparison, ...]

    @property
    def difference(self) -> int:
        """Points the best arrangement would have gained (never negative)."""
        return self.points - self.played_points


def _play(state: SeatState) -> ClosedPlay:
    return (
        ClosedPlay(state.natural, state.surrendered)
        if (state.natural is not None or state.surrendered)
        else NO_DECLARATION
    )


def _settle(hand: Hand, seat: int, evaluation: BoardEvaluation, own: ClosedPlay) -> HandSettlement:
    """The hand settled again with this seat's board (and declaration) replaced."""
    entries = [
        (name, evaluation if i == seat else hand.evaluations[i])
        for i, name in enumerate(hand.players)
    ]
    closed = {
        hand.players[i]: _play(state)
        for i, state in enumerate(hand.seats)
        if i != seat and _play(state) != NO_DECLARATION
    }
    if own != NO_DECLARATION:
        closed[hand.players[seat]] = own
    return settle_hand(entries, hand.rules, closed)


def _pair_totals(settlement: HandSettlement, player: str) -> dict[str, int]:
    totals = {}
    for pair in settlement.pairs:
        if player in pair.players:
            other = pair.players[1] if pair.players[0] == player else pair.players[0]
            totals[other] = pair.for_player(player)
    return totals


def _masks(cards: Sequence[Card], board: Board) -> tuple[int, int, int]:
    position = {card: i for i, card in enumerate(cards)}

    def mask(row: Sequence[Card]) -> int:
        return sum(1 << position[card] for card in row)

    return mask(board.top), mask(board.middle), mask(board.bottom)


def _board(cards: Sequence[Card], masks: tuple[int, int, int]) -> Board:
    top, middle, bottom = (tuple(c for i, c in enumerate(cards) if mask >> i & 1) for mask in masks)
    return Board(top, middle, bottom)


def hindsight(
    hand: Hand,
    seat: int,
    cancel: threading.Event | None = None,
    progress: Callable[[float], None] | None = None,
) -> Hindsight:
    """The best arrangement of ``seat``'s cards in a finished hand, found exactly.

    Raises ``protocol.Cancelled`` once ``cancel`` is set; ``progress`` hears 0..1.

    >>> from ofc_desktop.core.rules import RuleSet
    >>> from ofc_desktop.core.seats import RandomSeat, play_hand
    >>> import random
    >>> hand = Hand(RuleSet(), ["Ann", "Bob"], seed=3)
    >>> _ = hand.start()
    >>> play_hand(hand, [RandomSeat(n, random.Random(1)) for n in hand.players])
    >>> hindsight(hand, 0).difference >= 0
    True
    """
    if not hand.is_over or hand.settlement is None:
        raise HindsightError(translate("AnalysisErrors", "hindsight needs a finished hand"))
    if not hand.is_seat(seat):
        raise HindsightError(
            translate("AnalysisErrors", "there is no seat {seat!r}").format(seat=seat)
        )
    rules, name, state = hand.rules, hand.players[seat], hand.seats[seat]
    played = state.board()
    if not played.is_complete:
        raise HindsightError(
            translate(
                "AnalysisErrors", "{name} surrendered before setting a board: nothing to compare"
            ).format(name=name)
        )
    cards = tuple(played.cards() + (list(state.discards) if hand.is_simultaneous(seat) else []))
    in_fantasyland = seat in hand.fantasyland
    opponents = [
        Opponent(other, hand.evaluations[i], _play(hand.seats[i]))
        for i, other in enumerate(hand.players)
        if i != seat
    ]
    score = SettlementScore(rules, name, opponents, in_fantasyland)
    found = ArrangementSearch(cards, score).run(_masks(cards, played), cancel, progress)
    board = _board(cards, found.masks)
    evaluation = evaluate_board(board, rules, in_fantasyland)
    settlement = _settle(hand, seat, evaluation, NO_DECLARATION)
    assert settlement.total(name) == found.key // KEY_POINTS, "search and core disagree"
    natural: Natural | None = None
    if rules.naturals:
        declared = _best_natural(cards)
        if declared is not None:
            natural_board, natural = declared
            natural_settlement = _settle(
                hand, seat, evaluate_board(natural_board, rules), ClosedPlay(natural)
            )
            if natural_settlement.total(name) > settlement.total(name):
                board, settlement = natural_board, natural_settlement
                evaluation = evaluate_board(board, rules)
            else:
                natural = None
    played_settlement = hand.settlement
    played_evaluation = hand.evaluations[seat]
    if state.surrendered:
        played_evaluation = evaluate_board(played, rules, in_fantasyland)
        played_settlement = _settle(hand, seat, played_evaluation, NO_DECLARATION)
    played_pairs = _pair_totals(played_settlement, name)
    best_pairs = _pair_totals(settlement, name)
    used = set(board.cards())
    return Hindsight(
        seat=seat,
        player=name,
        cards=cards,
        board=board,
        discards=tuple(card for card in cards if card not in used),
        points=settlement.total(name),
        played_board=played,
        played_points=played_settlement.total(name),
        fantasyland=evaluation.fantasyland.qualifies,
        played_fantasyland=played_evaluation.fantasyland.qualifies,
        royalties=evaluation.total_royalty,
        natural=natural.kind.label if natural is not None else None,
        surrendered=state.surrendered,
        pairs=tuple(
            PairComparison(other, played_pairs[other], best_pairs[other])
            for other in hand.players
            if other != name
        ),
    )


def _could_be_natural_row(row: Sequence[Card]) -> bool:
    """One suit, or distinct ranks that fit a straight: all three-flush / three-straight
    rows pass (a quick filter; ``natural_of`` decides)."""
    if len({card.suit for card in row if card.suit is not None}) <= 1:
        return True
    ranks = [int(card.rank) for card in row if card.rank is not None]
    if len(set(ranks)) != len(ranks):
        return False
    lows = [1 if r == 14 else r for r in ranks]
    return max(ranks) - min(ranks) < len(row) or max(lows) - min(lows) < len(row)


def _best_natural(cards: Sequence[Card]) -> tuple[Board, Natural] | None:
    """The set of 13 cards holding the highest natural (docs/rules.md §9), if any."""
    if len(cards) != 13:
        return None
    plain = Board(tuple(cards[:3]), tuple(cards[3:8]), tuple(cards[8:]))
    natural = natural_of(plain.rows)
    best = (plain, natural) if natural is not None else None
    indices = range(13)
    for bottom in combinations(indices, 5):
        bottom_cards = [cards[i] for i in bottom]
        if not _could_be_natural_row(bottom_cards):
            continue
        rest = [i for i in indices if i not in bottom]
        for middle in combinations(rest, 5):
            middle_cards = [cards[i] for i in middle]
            top_cards = [cards[i] for i in rest if i not in middle]
            if not (_could_be_natural_row(middle_cards) and _could_be_natural_row(top_cards)):
                continue
            natural = natural_of((top_cards, middle_cards, bottom_cards))
            if natural is not None and (best is None or natural.key > best[1].key):
                best = (Board(tuple(top_cards), tuple(middle_cards), tuple(bottom_cards)), natural)
    return best
