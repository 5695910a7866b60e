"""Settling a finished hand (docs/rules.md §4): every pair of players on its own.

Results are breakdown records the score review panel shows row by row. Every pair's
total is from its first player's view; the second player's is its negation.

>>> from ofc_desktop.core.board import Board, evaluate_board
>>> rules = RuleSet()
>>> ivey = evaluate_board(Board.parse("6s 6d 2c", "Ks Kd 9c 8h 3s", "Qs Qh Qd 4c 4s"), rules)
>>> phil = evaluate_board(Board.parse("Ah Kh 3d", "As Ac Tc 7d 2s", "Jh 9h 7h 5h 2h"), rules)
>>> settle_pair("Ivey", ivey, "Hellmuth", phil, rules).total
4
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations

from ofc_desktop.core.board import BoardEvaluation
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.evaluate import Category, category_of, make_value
from ofc_desktop.core.naturals import Natural, natural_payment
from ofc_desktop.core.rows import ROWS, Row
from ofc_desktop.core.rules import SHOOT_THE_MOON_POINTS, RoyaltySettlement, RuleSet
from ofc_desktop.core.translate import translate


@dataclass(frozen=True)
class PairResult:
    """One pair's settlement, from ``players[0]``'s view."""

    players: tuple[str, str]
    rows: tuple[int, int, int]  # +1 won by players[0], -1 by players[1], 0 tied
    row_points: int
    scoop: int
    majority: int
    royalties: tuple[int, int]  # royalties collected by players[0], players[1]
    fouled: tuple[bool, bool]
    moon: tuple[bool, bool]
    total: int
    multiplier: float
    money: float
    natural: int = 0  # closed game: collected for naturals (§9)
    surrender: int = 0  # closed game: collected from surrenders

    def for_player(self, player: str) -> int:
        """This pair's result for one of its two players."""
        if player == self.players[0]:
            return self.total
        if player == self.players[1]:
            return -self.total
        raise KeyError(player)


@dataclass(frozen=True)
class PlayerResult:
    player: str
    evaluation: BoardEvaluation
    total: int
    money: float


@dataclass(frozen=True)
class HandSettlement:
    """Per-player totals and the per-pair breakdown of one hand."""

    players: tuple[PlayerResult, ...]
    pairs: tuple[PairResult, ...]

    def total(self, player: str) -> int:
        for result in self.players:
            if result.player == player:
                return result.total
        raise KeyError(player)


def closed_bonus_points(row: Row, value: int, row_points: int) -> int:
    """What a won row pays with the closed-game bonuses (§9) instead of the row point."""
    category = category_of(value)
    if category >= Category.STRAIGHT_FLUSH:
        return 5
    if category is Category.FOUR_OF_A_KIND:
        return 4
    if row is Row.MIDDLE and category is Category.FULL_HOUSE:
        return 2
    if row is Row.TOP and category is Category.THREE_OF_A_KIND:
        return 3
    return row_points


def _won_royalties(evaluation: BoardEvaluation, rows: Sequence[int], sign: int) -> int:
    return sum(r for r, won in zip(evaluation.royalties, rows, strict=True) if won == sign)


def _collected(evaluation: BoardEvaluation, rows: Sequence[int], sign: int, rules: RuleSet) -> int:
    if rules.closed_bonuses:
        return 0
    if rules.royalty_settlement is RoyaltySettlement.ROW_WINNER:
        return _won_royalties(evaluation, rows, sign)
    return evaluation.total_royalty


@dataclass(frozen=True)
class SettlementTerms:
    """How :func:`settle_pair` pays, as plain numbers for code that settles in bulk."""

    won_row_points: tuple[tuple[int, ...], ...]  # [row][category of the winning hand]
    scoop_bonus: int
    majority_bonus: int
    scoop_value: int  # what a fouled board pays a standing one, before royalties
    royalties_paid: bool  # closed-game bonuses replace royalties
    royalties_to_row_winner: bool  # only the royalties of rows won are collected
    shoot_the_moon: bool
    moon_points: int


# Cached: the bots build a simulator, and so ask for the terms, thousands of times a
# decision, under the same few rule sets.
@lru_cache(maxsize=64)
def settlement_terms(rules: RuleSet) -> SettlementTerms:
    """The terms :func:`settle_pair` applies under these rules.

    >>> settlement_terms(RuleSet()).won_row_points[0][:3], settlement_terms(RuleSet()).scoop_value
    ((1, 1, 1), 6)
    """

    def row_points(row: Row, category: Category) -> int:
        if not rules.closed_bonuses:
            return rules.row_points
        return closed_bonus_points(row, make_value(category, [14, 13, 12, 11, 9]), rules.row_points)

    return SettlementTerms(
        won_row_points=tuple(tuple(row_points(row, c) for c in Category) for row in ROWS),
        scoop_bonus=rules.scoop_bonus,
        majority_bonus=rules.majority_bonus,
        scoop_value=rules.scoop_value,
        royalties_paid=not rules.closed_bonuses,
        royalties_to_row_winner=rules.royalty_settlement is RoyaltySettlement.ROW_WINNER,
        shoot_the_moon=rules.shoot_the_moon,
        moon_points=SHOOT_THE_MOON_POINTS,
    )


def settle_pair(
    name_a: str, a: BoardEvaluation, name_b: str, b: BoardEvaluation, rules: RuleSet
) -> PairResult:
    """Settle two finished boards against each other (§4)."""
    multiplier = rules.stake_multiplier(name_a, name_b)
    moon = (
        rules.shoot_the_moon and a.shoots_the_moon,
        rules.shoot_the_moon and b.shoots_the_moon,
    )
    rows: tuple[int, int, int] = (0, 0, 0)
    row_points = scoop = majority = 0
    royalties = (0, 0)
    if moon[0] or moon[1]:
        row_points = SHOOT_THE_MOON_POINTS * (int(moon[0]) - int(moon[1]))
    elif a.fouled and b.fouled:
        pass
    elif a.fouled or b.fouled:
        sign = -1 if a.fouled else 1
        rows = (sign, sign, sign)
        row_points = sign * rules.scoop_value
        winner = b if a.fouled else a
        won = 0 if rules.closed_bonuses else winner.total_royalty
        royalties = (0, won) if a.fouled else (won, 0)
    else:
        top, middle, bottom = ((x > y) - (x < y) for x, y in zip(a.values, b.values, strict=True))
        rows = (top, middle, bottom)
        for row, result in zip(ROWS, rows, strict=True):
            if result:
                winner = a if result > 0 else b
                points = rules.row_points
                if rules.closed_bonuses:
                    points = closed_bonus_points(row, winner.value(row), rules.row_points)
                row_points += result * points
        wins_a, wins_b = rows.count(1), rows.count(-1)
        scoop = rules.scoop_bonus * ((wins_a == 3) - (wins_b == 3))
        majority = rules.majority_bonus * ((wins_a > wins_b) - (wins_a < wins_b))
        royalties = (_collected(a, rows, 1, rules), _collected(b, rows, -1, rules))
    total = row_points + scoop + majority + royalties[0] - royalties[1]
    return PairResult(
        players=(name_a, name_b),
        rows=rows,
        row_points=row_points,
        scoop=scoop,
        majority=majority,
        royalties=royalties,
        fouled=(a.fouled, b.fouled),
        moon=moon,
        total=total,
        multiplier=multiplier,
        money=total * rules.point_value * multiplier,
    )


@dataclass(frozen=True)
class ClosedPlay:
    """A closed-game player's declarations before the reveal (§9)."""

    natural: Natural | None = None
    surrendered: bool = False


NO_DECLARATION = ClosedPlay()
SURRENDER_PAYMENT = 2


def settle_closed_pair(
    name_a: str,
    a: BoardEvaluation,
    play_a: ClosedPlay,
    name_b: str,
    b: BoardEvaluation,
    play_b: ClosedPlay,
    rules: RuleSet,
) -> PairResult:
    """A pair in closed Chinese poker: naturals and surrenders settle before boards.

    A natural beats any ordinary board and is paid by every opponent; a surrender pays
    2 to every opponent whatever it holds; only two plain boards are compared.
    """
    ordinary = settle_pair(name_a, a, name_b, b, rules)
    if play_a == NO_DECLARATION and play_b == NO_DECLARATION:
        return ordinary
    natural = natural_payment(play_a.natural, play_b.natural)
    surrender = SURRENDER_PAYMENT * (int(play_b.surrendered) - int(play_a.surrendered))
    total = natural + surrender
    return replace(
        ordinary,
        rows=(0, 0, 0),
        row_points=0,
        scoop=0,
        majority=0,
        royalties=(0, 0),
        moon=(False, False),
        natural=natural,
        surrender=surrender,
        total=total,
        money=total * rules.point_value * ordinary.multiplier,
    )


def settle_hand(
    entries: Sequence[tuple[str, BoardEvaluation]],
    rules: RuleSet,
    closed: Mapping[str, ClosedPlay] | None = None,
) -> HandSettlement:
    """Settle every pair of a hand; totals sum to zero with two or more players.

    A lone player practising scores its royalties, or loses a scoop's worth on a foul.
    ``closed`` holds closed-game declarations (naturals, surrenders) by player.
    """
    plays = closed or {}
    names = [name for name, _ in entries]
    if len(set(names)) != len(names):
        raise OfcError(translate("PlayErrors", "every player in a hand needs a different name"))
    if not entries:
        raise OfcError(translate("PlayErrors", "a hand needs at least one player"))
    pairs = tuple(
        settle_closed_pair(
            name_a,
            a,
            plays.get(name_a, NO_DECLARATION),
            name_b,
            b,
            plays.get(name_b, NO_DECLARATION),
            rules,
        )
        for (name_a, a), (name_b, b) in combinations(entries, 2)
    )
    players = []
    for name, evaluation in entries:
        if len(entries) == 1:
            total = -rules.scoop_value if evaluation.fouled else evaluation.total_royalty
            money = total * rules.point_value
        else:
            total = sum(p.for_player(name) for p in pairs if name in p.players)
            money = sum(
                p.money if p.players[0] == name else -p.money for p in pairs if name in p.players
            )
        players.append(PlayerResult(name, evaluation, total, money))
    return HandSettlement(tuple(players), pairs)
