"""Settlements in words: why a board fouled, what each row of a pair paid, and what a
board means for Fantasyland (docs/rules.md §3, §4, §6, §9). The score review reads these.

Everything here is worked out from the engine's frozen records (a BoardEvaluation, a
HandSettlement); numbers come from the records, never from parsing the words.

>>> from ofc_desktop.core.board import Board, evaluate_board
>>> board = Board.parse("Qs Qd 7c", "Qh Qc 6s 5d 4h", "Ah Ad Ac 2s 2d")
>>> foul_reason(evaluate_board(board, RuleSet()))
'middle Pair of Queens is weaker than top Pair of Queens with a better kicker'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from ofc_desktop.core.board import Board, BoardEvaluation, live_row_values
from ofc_desktop.core.evaluate import Category, category_of, name_of, ranks_of
from ofc_desktop.core.fantasyland import entry_qualifies
from ofc_desktop.core.rows import ROWS, Row
from ofc_desktop.core.rules import RoyaltySettlement, RuleSet
from ofc_desktop.core.scoring import (
    NO_DECLARATION,
    ClosedPlay,
    HandSettlement,
    PairResult,
    PlayerResult,
    closed_bonus_points,
)
from ofc_desktop.core.translate import QT_TRANSLATE_NOOP, translate

SURRENDERED = QT_TRANSLATE_NOOP("Fouls", "surrendered")
# What breaks a tie between two hands of the same name, by the first rank that differs.
_HIGHER_CARD = (
    QT_TRANSLATE_NOOP("Fouls", "with a higher first card"),
    QT_TRANSLATE_NOOP("Fouls", "with a higher second card"),
    QT_TRANSLATE_NOOP("Fouls", "with a higher third card"),
    QT_TRANSLATE_NOOP("Fouls", "with a higher fourth card"),
    QT_TRANSLATE_NOOP("Fouls", "with a higher fifth card"),
)
_BETTER_KICKER = (
    QT_TRANSLATE_NOOP("Fouls", "with a better kicker"),
    QT_TRANSLATE_NOOP("Fouls", "with a better second kicker"),
    QT_TRANSLATE_NOOP("Fouls", "with a better third kicker"),
    QT_TRANSLATE_NOOP("Fouls", "with a better fourth kicker"),
)


def is_surrendered(evaluation: BoardEvaluation) -> bool:
    """The engine records a surrendered board as fouled with no row values (§9)."""
    return evaluation.fouled and evaluation.values == (0, 0, 0)


def _tie_break(weaker: int, stronger: int) -> str:
    """What makes ``stronger`` beat ``weaker`` when both hands carry the same name."""
    low, high = ranks_of(weaker), ranks_of(stronger)
    index = next(
        (i for i, (a, b) in enumerate(zip(low, high, strict=False)) if a != b),
        min(len(low), len(high)),
    )
    category = category_of(stronger)
    if category in (Category.HIGH_CARD, Category.FLUSH) and index < len(_HIGHER_CARD):
        return translate("Fouls", _HIGHER_CARD[index])
    kickers_from = {
        Category.PAIR: 1,
        Category.TWO_PAIR: 2,
        Category.THREE_OF_A_KIND: 1,
        Category.FOUR_OF_A_KIND: 1,
    }
    first_kicker = kickers_from.get(category)
    if first_kicker is not None and first_kicker <= index < first_kicker + len(_BETTER_KICKER):
        return translate("Fouls", _BETTER_KICKER[index - first_kicker])
    return translate("Fouls", "with higher cards")


def _weaker(lower: Row, lower_value: int, upper_value: int) -> str:
    """Why ``lower`` (the middle or the bottom) fouls against the row above it."""
    lower_name, upper_name = name_of(lower_value), name_of(upper_value)
    if lower is Row.MIDDLE:
        #: {lower} and {upper} are hand names: "Pair of Queens"
        words = translate("Fouls", "middle {lower} is weaker than top {upper}")
    else:
        words = translate("Fouls", "bottom {lower} is weaker than middle {upper}")
    words = words.format(lower=lower_name, upper=upper_name)
    if lower_name == upper_name:
        #: {reason} is how the row above wins: "with a better kicker"
        words = translate("Fouls", "{foul} {reason}").format(
            foul=words, reason=_tie_break(lower_value, upper_value)
        )
    return words


def foul_reason(evaluation: BoardEvaluation) -> str | None:
    """Why a board fouled, in words (the first out-of-order pair of rows, top down);
    None for a clean board, "surrendered" (translated) for a surrendered one: tell a
    surrendered board by :func:`is_surrendered`, not by these words.

    >>> from ofc_desktop.core.board import Board, evaluate_board
    >>> board = Board.parse("7s 7d 2c", "5h 5c 5s Kd 3h", "9h 9c 4s 4d 2h")
    >>> foul_reason(evaluate_board(board, RuleSet()))
    'bottom Two pair, Nines and Fours is weaker than middle Three of a kind, Fives'
    """
    if not evaluation.fouled:
        return None
    if is_surrendered(evaluation):
        return translate("Fouls", SURRENDERED)
    top, middle, bottom = evaluation.values
    if middle < top:
        return _weaker(Row.MIDDLE, middle, top)
    if bottom < middle:
        return _weaker(Row.BOTTOM, bottom, middle)
    # Jokers set so that every row is legal on its own can still leave no legal board.
    return translate("Fouls", "no way to set the jokers keeps bottom ≥ middle ≥ top")


def live_row_names(board: Board, rules: RuleSet) -> tuple[str, str, str]:
    """Each row's hand name as the row stands during play, jokers counted ("" for an
    empty row): the names of :func:`~ofc_desktop.core.board.live_row_values`.

    >>> live_row_names(Board.parse("As Ac JK", "", "8c JK 4c"), RuleSet())
    ('Three of a kind, Aces', '', 'Pair of Eights')
    """
    top, middle, bottom = (
        name_of(value) if value else "" for value in live_row_values(board, rules)
    )
    return (top, middle, bottom)


class RowBasis(Enum):
    """How a pair's rows were settled (§4, §9): compared one by one, or not at all."""

    COMPARED = "compared"  # each row won, lost or tied on its own
    FOUL = "foul"  # one board fouled: it loses every row, paid as one scoop
    BOTH_FOULED = "both fouled"  # nothing is paid
    MOON = "moon"  # shoot the moon replaces the settlement
    DECLARED = "declared"  # a natural or a surrender settled the pair before the reveal


@dataclass(frozen=True)
class RowLine:
    """One row of one pair, from ``players[0]``'s view.

    ``points`` is what the row paid on its own (0 unless ``basis`` is COMPARED; a foul
    or a moon is paid as a whole, see the pair record); ``royalties`` is what each
    player collected for this row under the active royalty settlement. Over a pair's
    three lines the points add to ``pair.row_points`` when compared, and the
    royalties always add to ``pair.royalties``.
    """

    row: Row
    winner: str | None  # None for a tied row, and for rows not compared
    hands: tuple[str, str]
    points: int
    royalties: tuple[int, int]
    basis: RowBasis


def player_result(settlement: HandSettlement, player: str) -> PlayerResult:
    for result in settlement.players:
        if result.player == player:
            return result
    raise KeyError(player)


def row_basis(
    settlement: HandSettlement,
    pair: PairResult,
    declarations: Mapping[str, ClosedPlay] | None = None,
) -> RowBasis:
    """How the engine settled this pair's rows (the order of ``settle_closed_pair``).

    Without ``declarations`` a pair settled by naturals is recognised by what it paid;
    two equal naturals that paid nothing then read as three tied rows.
    """
    a, b = (player_result(settlement, name).evaluation for name in pair.players)
    plays = declarations or {}
    declared = any(plays.get(name, NO_DECLARATION) != NO_DECLARATION for name in pair.players)
    if declared or pair.natural or pair.surrender or is_surrendered(a) or is_surrendered(b):
        return RowBasis.DECLARED
    if any(pair.moon):
        return RowBasis.MOON
    if all(pair.fouled):
        return RowBasis.BOTH_FOULED
    if any(pair.fouled):
        return RowBasis.FOUL
    return RowBasis.COMPARED


def _hand_name(evaluation: BoardEvaluation, index: int) -> str:
    if is_surrendered(evaluation):
        return translate("Fouls", SURRENDERED)
    return evaluation.names[index]


def pair_row_lines(
    settlement: HandSettlement,
    pair: PairResult,
    rules: RuleSet,
    declarations: Mapping[str, ClosedPlay] | None = None,
) -> list[RowLine]:
    """The three rows of a pair (top, middle, bottom) as the engine settled them.

    ``rules`` are the rules the hand was scored under (row points, closed-game bonuses,
    net or row-winner royalties); ``declarations`` the closed-game naturals and
    surrenders by player, when there were any.
    """
    a, b = (player_result(settlement, name).evaluation for name in pair.players)
    basis = row_basis(settlement, pair, declarations)
    lines = []
    for index, (row, result) in enumerate(zip(ROWS, pair.rows, strict=True)):
        winner = pair.players[0] if result > 0 else pair.players[1] if result < 0 else None
        points = 0
        royalties = (0, 0)
        if basis is RowBasis.COMPARED and result:
            won_with = (a if result > 0 else b).values[index]
            points = rules.row_points
            if rules.closed_bonuses:
                points = closed_bonus_points(row, won_with, rules.row_points)
            points *= result
        if basis is RowBasis.COMPARED and not rules.closed_bonuses:
            if rules.royalty_settlement is RoyaltySettlement.ROW_WINNER:
                royalties = (
                    a.royalties[index] if result > 0 else 0,
                    b.royalties[index] if result < 0 else 0,
                )
            else:
                royalties = (a.royalties[index], b.royalties[index])
        elif basis is RowBasis.FOUL and not rules.closed_bonuses:
            royalties = (0, b.royalties[index]) if pair.fouled[0] else (a.royalties[index], 0)
        lines.append(
            RowLine(
                row, winner, (_hand_name(a, index), _hand_name(b, index)), points, royalties, basis
            )
        )
    return lines


# ----- Fantasyland -----------------------------------------------------------------------


def stay_conditions(rules: RuleSet) -> list[str]:
    """What keeps a Fantasyland player in under these rules, in words."""
    conditions = []
    if rules.stay_top_trips:
        conditions.append(translate("Fantasyland", "three of a kind on top"))
    if rules.stay_middle_full_house:
        conditions.append(translate("Fantasyland", "a full house or better in the middle"))
    if rules.stay_bottom_quads:
        conditions.append(translate("Fantasyland", "four of a kind or better on the bottom"))
    return conditions


def _stay_reason(evaluation: BoardEvaluation, rules: RuleSet) -> str:
    top, middle, bottom = evaluation.values
    names = evaluation.names
    if rules.stay_top_trips and category_of(top) is Category.THREE_OF_A_KIND:
        return translate("Fantasyland", "{hand} on top").format(hand=names[0])
    if rules.stay_middle_full_house and category_of(middle) >= Category.FULL_HOUSE:
        return translate("Fantasyland", "{hand} in the middle").format(hand=names[1])
    if rules.stay_bottom_quads and category_of(bottom) >= Category.FOUR_OF_A_KIND:
        return translate("Fantasyland", "{hand} on the bottom").format(hand=names[2])
    return translate("Fantasyland", "a stay condition met")


def or_list(items: Sequence[str]) -> str:
    """Words joined as alternatives: "a, b or c" (translated).

    >>> or_list(["x"]), or_list(["x", "y", "z"])
    ('x', 'x, y or z')
    """
    if len(items) <= 1:
        return "".join(items)
    return translate("Lists", "{items} or {last}").format(
        items=translate("Lists", ", ").join(items[:-1]), last=items[-1]
    )


def and_list(items: Sequence[str]) -> str:
    """Words joined as a list: "a, b and c" (translated).

    >>> and_list([]), and_list(["x", "y"])
    ('', 'x and y')
    """
    if len(items) <= 1:
        return "".join(items)
    return translate("Lists", "{items} and {last}").format(
        items=translate("Lists", ", ").join(items[:-1]), last=items[-1]
    )


def fantasyland_words(evaluation: BoardEvaluation, rules: RuleSet) -> str:
    """What a finished board means for Fantasyland (§6), with the reason; "" when it
    means nothing (no Fantasyland in these rules, or an ordinary board that misses).

    >>> from ofc_desktop.core.board import Board, evaluate_board
    >>> board = Board.parse("Qs Qd 2c", "Ks Kd 3h 4h 5c", "As Ad Ac 7s 8d")
    >>> fantasyland_words(evaluate_board(board, RuleSet()), RuleSet())
    'Enters Fantasyland (13 cards): Pair of Queens on top'
    """
    if not rules.fantasyland:
        return ""
    outcome = evaluation.fantasyland
    if evaluation.in_fantasyland:
        if outcome.stays:
            return translate(
                "Fantasyland", "Stays in Fantasyland ({cards} cards): {reason}"
            ).format(cards=outcome.cards, reason=_stay_reason(evaluation, rules))
        if evaluation.fouled:
            return translate("Fantasyland", "Leaves Fantasyland: the board fouled")
        return translate("Fantasyland", "Leaves Fantasyland: it needed {conditions}").format(
            conditions=or_list(stay_conditions(rules))
        )
    if outcome.qualifies:
        return translate("Fantasyland", "Enters Fantasyland ({cards} cards): {hand} on top").format(
            cards=outcome.cards, hand=evaluation.names[0]
        )
    if (
        evaluation.fouled
        and not is_surrendered(evaluation)
        and entry_qualifies(evaluation.values[0], rules)
    ):
        return translate(
            "Fantasyland", "No Fantasyland: {hand} on top, but the board fouled"
        ).format(hand=evaluation.names[0])
    return ""
