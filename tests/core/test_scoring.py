"""Settling hands (docs/rules.md §4, §9, §11): worked examples, presets, fouls, settlements,
shoot the moon, closed-game bonuses, stakes, and zero-sum properties over random deals."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import permutations
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.core.board import Board, BoardEvaluation, evaluate_board
from ofc_desktop.core.cards import Card, shuffled_deck
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.jokers import best_value
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.scoring import settle_hand, settle_pair

Rows = tuple[str, str, str]
STANDARD = RuleSet()


def boards_of(rules: RuleSet, **rows: Rows) -> dict[str, BoardEvaluation]:
    """Evaluate named boards, checking no card is used more often than the shoe holds."""
    boards = {name: Board.parse(*r) for name, r in rows.items()}
    counts = Counter(c.text for b in boards.values() for c in b.cards() if not c.is_joker)
    assert max(counts.values()) <= rules.decks, f"a card is used too often: {counts}"
    return {name: evaluate_board(board, rules) for name, board in boards.items()}


def pair_total(rules: RuleSet, a: Rows, b: Rows) -> int:
    """A's result against B, after checking that B's is its negation."""
    ev = boards_of(rules, a=a, b=b)
    forward = settle_pair("A", ev["a"], "B", ev["b"], rules)
    backward = settle_pair("B", ev["b"], "A", ev["a"], rules)
    assert backward.total == -forward.total
    return forward.total


# ----- docs/rules.md §11 worked examples ---------------------------------------------------

IVEY = ("6s 6d 2c", "Ks Kd 9c 8h 3s", "Qs Qh Qd 4c 4s")  # 66 top (1), full house bottom (6)
HELLMUTH = ("Ah Kh 3d", "As Ac Tc 7d 2s", "Jh 9h 7h 5h 2h")  # wins the middle, flush (4)
NEGREANU = ("Js Jd 3c", "Td Th 8d 8s 2d", "Kc Qc 8c 7c 5c")  # JJ top (6), flush (4)


def test_example_1_two_players() -> None:
    ev = boards_of(STANDARD, ivey=IVEY, hellmuth=HELLMUTH)
    assert ev["ivey"].royalties == (1, 0, 6)
    assert ev["hellmuth"].royalties == (0, 0, 4)
    pair = settle_pair("Ivey", ev["ivey"], "Hellmuth", ev["hellmuth"], STANDARD)
    assert pair.rows == (1, -1, 1)
    assert pair.row_points == 1  # rows 2 - 1
    assert pair.scoop == 0
    assert pair.royalties == (7, 4)  # royalties 7 - 4 = +3
    assert pair.total == 4
    assert pair.for_player("Ivey") == 4
    assert pair.for_player("Hellmuth") == -4
    hand = settle_hand([("Ivey", ev["ivey"]), ("Hellmuth", ev["hellmuth"])], STANDARD)
    assert (hand.total("Ivey"), hand.total("Hellmuth")) == (4, -4)


EX2_A = ("Kc Qd 3s", "9s 9d 5c 4h 2s", "8c 7d 6h 5s 4c")  # 8-high straight
EX2_B = ("Kd Qc 3h", "9h 9c 5d 4s 2h", "Td Jc Qs Kh As")  # ace-high straight


def test_example_2_bigger_straight_wins_the_row_and_royalties_cancel() -> None:
    ev = boards_of(STANDARD, a=EX2_A, b=EX2_B)
    assert ev["a"].royalties == (0, 0, 2)
    assert ev["b"].royalties == (0, 0, 2)
    pair = settle_pair("A", ev["a"], "B", ev["b"], STANDARD)
    assert pair.rows == (0, 0, -1)  # top and middle tie
    assert pair.royalties == (2, 2)
    assert pair.total == -1


EX3_FOUL = ("Qs Qd 7c", "Qh Qc 6s 5d 4h", "As Ad Ac 2s 2d")
EX3_B = ("Kh 8d 3c", "Kd Ks 9c 8c 2c", "Jh 9h 7h 5h 2h")  # flush bottom (4)
EX3_B_FOULED = ("Kh Kd 3c", "Ks 9c 8c 6d 2c", "Jh 9h 7h 5h 2h")  # K-high middle under KK


def test_example_3_foul_against_a_flush() -> None:
    ev = boards_of(STANDARD, a=EX3_FOUL, b=EX3_B)
    assert ev["a"].fouled and not ev["b"].fouled
    assert ev["b"].royalties == (0, 0, 4)
    pair = settle_pair("A", ev["a"], "B", ev["b"], STANDARD)
    assert pair.rows == (-1, -1, -1)
    assert pair.total == -10
    hand = settle_hand([("A", ev["a"]), ("B", ev["b"])], STANDARD)
    assert (hand.total("A"), hand.total("B")) == (-10, 10)


def test_example_3_two_fouls_settle_zero() -> None:
    ev = boards_of(STANDARD, a=EX3_FOUL, b=EX3_B_FOULED)
    assert ev["a"].fouled and ev["b"].fouled
    assert pair_total(STANDARD, EX3_FOUL, EX3_B_FOULED) == 0


def test_example_4_three_players() -> None:
    ev = boards_of(STANDARD, ivey=IVEY, hellmuth=HELLMUTH, negreanu=NEGREANU)
    assert ev["negreanu"].royalties == (6, 0, 4)
    entries = [("Ivey", ev["ivey"]), ("Hellmuth", ev["hellmuth"]), ("Negreanu", ev["negreanu"])]
    hand = settle_hand(entries, STANDARD)
    pairs = {pair.players: pair for pair in hand.pairs}
    assert set(pairs) == {("Ivey", "Hellmuth"), ("Ivey", "Negreanu"), ("Hellmuth", "Negreanu")}
    assert pairs["Ivey", "Hellmuth"].total == 4
    # Ivey wins only the bottom against JJ / two pair / flush: rows -1, royalties 7 - 10
    assert pairs["Ivey", "Negreanu"].rows == (-1, -1, 1)
    assert pairs["Ivey", "Negreanu"].total == -4
    # Negreanu scoops Hellmuth: 3 + 3, royalties 10 - 4
    assert pairs["Hellmuth", "Negreanu"].rows == (-1, -1, -1)
    assert pairs["Hellmuth", "Negreanu"].total == -12
    totals = {name: hand.total(name) for name, _ in entries}
    assert totals == {"Ivey": 0, "Hellmuth": -16, "Negreanu": 16}
    for name, _ in entries:
        assert totals[name] == sum(p.for_player(name) for p in hand.pairs if name in p.players)
    assert sum(totals.values()) == 0


def test_example_5_queens_over_weaker_queens_is_a_foul() -> None:
    result = boards_of(STANDARD, a=EX3_FOUL)["a"]
    assert result.fouled
    assert result.royalties == (0, 0, 0)
    assert not result.fantasyland.qualifies


@pytest.mark.parametrize("middle", ["Qh Qc 9s 8d 2h", "Qh Qc 7s 5d 2h"])
def test_section_2_top_not_higher_than_middle_is_fine(middle: str) -> None:
    result = boards_of(STANDARD, a=("Qs Qd 7c", middle, "As Ad Ac 3s 3d"))["a"]
    assert not result.fouled
    assert result.royalties == (7, 0, 6)


# ----- scoring presets ---------------------------------------------------------------

REF = ("Kd Qc 3h", "9h 9c 5d 4s 2h", "Td Tc 6d 6c 8s")  # K-high, 99, TT66: no royalties
VERSUS_REF = {  # A's boards against REF, none with royalties
    "scoop": ("As Qd 4c", "Ts Th 7c 5h 4d", "Js Jd 7s 7d 2d"),
    "two_one": ("As Qd 4c", "8d 8h 5s 4h 2c", "Js Jd 7s 7d 2d"),  # wins top and bottom
    "win_two_ties": ("Kc Qh 3d", "9s 9d 5c 4h 2s", "Js Jd 7s 7d 2d"),
    "win_tie_loss": ("As Qd 4c", "9s 9d 5c 4h 2s", "8d 8h 7s 7d 2d"),
    "all_tied": ("Kc Qh 3d", "9s 9d 5c 4h 2s", "Ts Th 6s 6h 8d"),
}
ROW_PATTERNS = {
    "scoop": (1, 1, 1),
    "two_one": (1, -1, 1),
    "win_two_ties": (0, 0, 1),
    "win_tie_loss": (1, 0, -1),
    "all_tied": (0, 0, 0),
}
PRESET_RESULTS = [
    # (rules, {case: A's total})
    (
        {"scoring": "1-6"},
        {"scoop": 6, "two_one": 1, "win_two_ties": 1, "win_tie_loss": 0, "all_tied": 0},
    ),
    (
        {"scoring": "1-4"},
        {"scoop": 4, "two_one": 1, "win_two_ties": 1, "win_tie_loss": 0, "all_tied": 0},
    ),
    (
        {"scoring": "2-4"},
        {"scoop": 4, "two_one": 2, "win_two_ties": 2, "win_tie_loss": 0, "all_tied": 0},
    ),
    (
        {"scoring": "custom", "row_points": 2, "scoop_bonus": 5},
        {"scoop": 11, "two_one": 2, "win_two_ties": 2, "win_tie_loss": 0, "all_tied": 0},
    ),
    (
        {"scoring": "custom", "row_points": 0, "scoop_bonus": 10},
        {"scoop": 10, "two_one": 0, "win_two_ties": 0, "win_tie_loss": 0, "all_tied": 0},
    ),
    (
        {"scoring": "custom", "row_points": 3, "scoop_bonus": 0},
        {"scoop": 9, "two_one": 3, "win_two_ties": 3, "win_tie_loss": 0, "all_tied": 0},
    ),
]


@pytest.mark.parametrize(("data", "expected"), PRESET_RESULTS)
@pytest.mark.parametrize("case", sorted(VERSUS_REF))
def test_scoring_preset(data: dict[str, Any], expected: dict[str, int], case: str) -> None:
    rules = RuleSet.from_dict(data)
    ev = boards_of(rules, a=VERSUS_REF[case], b=REF)
    assert ev["a"].royalties == ev["b"].royalties == (0, 0, 0)
    pair = settle_pair("A", ev["a"], "B", ev["b"], rules)
    assert pair.rows == ROW_PATTERNS[case]
    assert pair.total == expected[case]
    assert pair_total(rules, VERSUS_REF[case], REF) == expected[case]


def test_two_four_breakdown() -> None:
    rules = RuleSet.from_dict({"scoring": "2-4"})
    ev = boards_of(rules, a=VERSUS_REF["two_one"], b=REF)
    pair = settle_pair("A", ev["a"], "B", ev["b"], rules)
    assert (pair.row_points, pair.scoop, pair.majority) == (1, 0, 1)
    ev = boards_of(rules, a=VERSUS_REF["scoop"], b=REF)
    pair = settle_pair("A", ev["a"], "B", ev["b"], rules)
    assert (pair.row_points, pair.scoop, pair.majority) == (3, 0, 1)


# ----- fouls -------------------------------------------------------------------------

FOUL = ("Ah Ac Js", "Kh Ks 7h 3s 3c", "Jd Jc 8h 4c 2c")  # AA top would pay 9 if it stood
FOUL_2 = ("Qs Qd 7c", "Qh 8c 6s 5d 4h", "Kc Kd 9d 3d 2d")  # queens over queen-high: foul


@pytest.mark.parametrize(
    ("data", "scoop_value"),
    [
        ({"scoring": "1-6"}, 6),
        ({"scoring": "1-4"}, 4),
        ({"scoring": "2-4"}, 4),
        ({"row_points": 2, "scoop_bonus": 5}, 11),
        ({"row_points": 0, "scoop_bonus": 0}, 0),
    ],
)
def test_foul_pays_a_scoop_under_each_preset(data: dict[str, Any], scoop_value: int) -> None:
    rules = RuleSet.from_dict(data)
    ev = boards_of(rules, foul=FOUL, ref=REF)
    assert ev["foul"].fouled and ev["foul"].royalties == (0, 0, 0)
    assert pair_total(rules, REF, FOUL) == scoop_value
    # plus the winner's own royalties (Example 3's flush: 4)
    assert pair_total(rules, EX3_B, EX3_FOUL) == scoop_value + 4
    # two fouls: nothing
    assert pair_total(rules, FOUL, FOUL_2) == 0


@pytest.mark.parametrize("settlement", ["net", "row_winner"])
def test_foul_winner_collects_all_its_royalties(settlement: str) -> None:
    rules = RuleSet.from_dict({"royalty_settlement": settlement})
    # Ivey's board (royalties 7) against a foul that uses none of its cards
    foul = ("Ah Ac Js", "Kh Kc 7h 3h 3c", "Jd Jc 8c 5c 2d")
    assert pair_total(rules, IVEY, foul) == 6 + 7


# ----- royalty settlement ------------------------------------------------------------


def test_row_winner_settlement() -> None:
    rules = RuleSet.from_dict({"royalty_settlement": "row_winner"})
    ev = boards_of(rules, ivey=IVEY, hellmuth=HELLMUTH)
    pair = settle_pair("Ivey", ev["ivey"], "Hellmuth", ev["hellmuth"], rules)
    # Ivey won top (1) and bottom (6); Hellmuth's flush lost its row, so he collects 0
    assert pair.royalties == (7, 0)
    assert pair.total == 1 + 7
    # Example 2: only the bigger straight collects
    ev = boards_of(rules, a=EX2_A, b=EX2_B)
    pair = settle_pair("A", ev["a"], "B", ev["b"], rules)
    assert pair.royalties == (0, 2)
    assert pair.total == -3


def test_row_winner_settlement_tied_row_pays_no_royalty() -> None:
    a = ("Kc Qd 3s", "9s 9d 5c 4h 2s", "8c 7d 6h 5s 4c")
    b = ("Kd Qc 3h", "9h 9c 5d 4s 2h", "8d 7c 6s 5h 4d")  # the same straight
    net = boards_of(STANDARD, a=a, b=b)
    pair = settle_pair("A", net["a"], "B", net["b"], STANDARD)
    assert (pair.rows, pair.royalties, pair.total) == ((0, 0, 0), (2, 2), 0)
    rules = RuleSet.from_dict({"royalty_settlement": "row_winner"})
    ev = boards_of(rules, a=a, b=b)
    pair = settle_pair("A", ev["a"], "B", ev["b"], rules)
    assert (pair.rows, pair.royalties, pair.total) == ((0, 0, 0), (0, 0), 0)


# ----- shoot the moon ----------------------------------------------------------------

MOON = ("9h 7h 2c", "Ts 8d 6c 4h 2s", "Js 9d 7c 5h 3s")  # jack-high bottom
MOON_2 = ("9s 7s 2d", "Th 8c 6d 4s 2h", "Jh 9c 7d 5s 3h")
STRONG = ("Qs Qd 5c", "Ks Kd 8s 8h 3c", "As Ad Ac 4c 4d")  # royalties 7 + 0 + 6
QUEEN_HIGH = ("9h 7h 2c", "Ts 8d 6c 4h 2s", "Qh 9d 7c 5h 3s")
MOON_FOULED = ("Jh 9h 2c", "Ts 8d 6c 4h 2s", "Js 9d 7c 5h 3s")  # J-high top over T-high
MOON_RULES = RuleSet(shoot_the_moon=True)


def test_shoot_the_moon_is_off_by_default() -> None:
    assert STANDARD.shoot_the_moon is False
    ev = boards_of(STANDARD, moon=MOON, strong=STRONG)
    assert ev["moon"].shoots_the_moon  # the board qualifies, but the rule is off
    pair = settle_pair("M", ev["moon"], "S", ev["strong"], STANDARD)
    assert pair.moon == (False, False)
    assert pair.total == -(6 + 13)


def test_shoot_the_moon_collects_20() -> None:
    ev = boards_of(MOON_RULES, moon=MOON, strong=STRONG)
    pair = settle_pair("M", ev["moon"], "S", ev["strong"], MOON_RULES)
    assert pair.moon == (True, False)
    assert pair.total == 20
    assert pair_total(MOON_RULES, STRONG, MOON) == -20


@pytest.mark.parametrize("scoring", ["1-4", "2-4"])
def test_shoot_the_moon_replaces_every_preset(scoring: str) -> None:
    rules = RuleSet.from_dict({"shoot_the_moon": True, "scoring": scoring})
    assert pair_total(rules, MOON, STRONG) == 20


def test_two_moon_boards_settle_zero() -> None:
    assert pair_total(MOON_RULES, MOON, MOON_2) == 0


def test_moon_collects_from_every_other_player() -> None:
    ev = boards_of(MOON_RULES, moon=MOON, moon2=MOON_2, strong=STRONG)
    hand = settle_hand([("M", ev["moon"]), ("M2", ev["moon2"]), ("S", ev["strong"])], MOON_RULES)
    assert (hand.total("M"), hand.total("M2"), hand.total("S")) == (20, 20, -40)


def test_moon_against_a_foul_collects_20() -> None:
    foul = ("Ah Ac Ks", "Kh Kc 7s 3h 3c", "Jd Jc 8c 5c 2d")
    assert pair_total(MOON_RULES, MOON, foul) == 20


def test_queen_high_bottom_does_not_shoot_the_moon() -> None:
    ev = boards_of(MOON_RULES, q=QUEEN_HIGH, strong=STRONG)
    assert not ev["q"].shoots_the_moon
    assert settle_pair("Q", ev["q"], "S", ev["strong"], MOON_RULES).total == -(6 + 13)


def test_fouled_jack_high_board_does_not_shoot_the_moon() -> None:
    ev = boards_of(MOON_RULES, f=MOON_FOULED, strong=STRONG)
    assert ev["f"].fouled and not ev["f"].shoots_the_moon
    assert settle_pair("F", ev["f"], "S", ev["strong"], MOON_RULES).total == -(6 + 13)


# ----- closed-game bonuses (§9) ------------------------------------------------------

CLOSED = RuleSet(variant="chinese", closed_bonuses=True)  # type: ignore[arg-type]
CLOSED_PLAIN = RuleSet(variant="chinese")  # type: ignore[arg-type]

# A: top trips, middle full house (8s), bottom straight flush
BONUS_A = ("5s 5h 5d", "8s 8h 8d 2c 2d", "9c Tc Jc Qc Kc")
# B: top KK, middle full house (jacks), bottom quads
BONUS_B = ("Ks Kh 2s", "Js Jh Jd 4c 4d", "As Ah Ad Ac 3s")


def test_closed_bonuses_pay_instead_of_the_row_point() -> None:
    ev = boards_of(CLOSED, a=BONUS_A, b=BONUS_B)
    pair = settle_pair("A", ev["a"], "B", ev["b"], CLOSED)
    assert pair.rows == (1, -1, 1)
    # winning top trips 3, B's winning middle full house 2, winning straight flush 5
    assert pair.row_points == 3 - 2 + 5
    assert pair.royalties == (0, 0)  # bonuses replace the royalty table
    assert pair.total == 6
    # the royalty table's result, for contrast: rows 1, royalties (13+12+15) - (8+12+10)
    assert pair_total(CLOSED_PLAIN, BONUS_A, BONUS_B) == 1 + 40 - 30


def test_closed_bonus_for_winning_quads_and_plain_rows() -> None:
    a = ("Qs Jd 2c", "7s 7h 7d Kc 3c", "Ts Th Td 4s 4h")  # middle trips, bottom full house
    b = ("Ks 9d 2d", "6s 6h 6d Ac 5c", "8s 8h 8d 8c 9s")  # bottom quads
    ev = boards_of(CLOSED, a=a, b=b)
    pair = settle_pair("A", ev["a"], "B", ev["b"], CLOSED)
    assert pair.rows == (-1, 1, -1)
    assert pair.total == -1 + 1 - 4


def test_closed_bonus_bottom_full_house_pays_only_the_row_point() -> None:
    a = ("Qs Jd 2c", "7s 7h 7d Kc 3c", "Ts Th Td 4s 4h")
    b = ("Ks 9c 2d", "6s 6h 6d Ac 5c", "9s 9h 9d 8c 8d")  # smaller full house
    assert pair_total(CLOSED, a, b) == -1 + 1 + 1


def test_closed_bonus_scoop() -> None:
    a = ("5s 5h 5d", "8s 8h 8d 2c 2d", "Ks Kh Kd Kc 3s")
    b = ("Qs Qh 2s", "7s 7h 7d 4c 4d", "As Ah Ad 9c 9d")
    assert pair_total(CLOSED, a, b) == 3 + 2 + 4 + 3
    assert pair_total(CLOSED_PLAIN, a, b) == 3 + 3 + (13 + 12 + 10) - (7 + 12 + 6)


def test_closed_bonuses_foul_pays_a_scoop_without_royalties() -> None:
    foul = ("Qs Qd 7c", "Qh 6c 6s 5c 4h", "Kd 9h 9s 3d 2h")
    assert boards_of(CLOSED, f=foul)["f"].fouled
    assert pair_total(CLOSED, BONUS_A, foul) == 6
    assert pair_total(CLOSED_PLAIN, BONUS_A, foul) == 6 + 13 + 12 + 15


# ----- stakes ------------------------------------------------------------------------


def test_point_value_and_pair_multiplier_make_money() -> None:
    rules = RuleSet.from_dict(
        {
            "point_value": 0.5,
            "stakes": [{"players": ["Hellmuth", "Ivey"], "multiplier": 10}],
        }
    )
    ev = boards_of(rules, ivey=IVEY, hellmuth=HELLMUTH, negreanu=NEGREANU)
    entries = [("Ivey", ev["ivey"]), ("Hellmuth", ev["hellmuth"]), ("Negreanu", ev["negreanu"])]
    hand = settle_hand(entries, rules)
    pairs = {pair.players: pair for pair in hand.pairs}
    assert pairs["Ivey", "Hellmuth"].multiplier == 10
    assert pairs["Ivey", "Hellmuth"].money == pytest.approx(4 * 0.5 * 10)
    assert pairs["Ivey", "Negreanu"].multiplier == 1
    assert pairs["Ivey", "Negreanu"].money == pytest.approx(-4 * 0.5)
    assert pairs["Hellmuth", "Negreanu"].money == pytest.approx(-12 * 0.5)
    money = {p.player: p.money for p in hand.players}
    assert money["Ivey"] == pytest.approx(20 - 2)
    assert money["Hellmuth"] == pytest.approx(-20 - 6)
    assert money["Negreanu"] == pytest.approx(2 + 6)
    # points are the same as without stakes
    assert [p.total for p in hand.players] == [0, -16, 16]


def test_default_stakes_money_equals_points() -> None:
    ev = boards_of(STANDARD, ivey=IVEY, hellmuth=HELLMUTH)
    hand = settle_hand([("Ivey", ev["ivey"]), ("Hellmuth", ev["hellmuth"])], STANDARD)
    assert [p.money for p in hand.players] == [4.0, -4.0]


# ----- settle_hand edge cases --------------------------------------------------------


def test_single_player_practice_scores_royalties_or_a_foul() -> None:
    ivey = boards_of(STANDARD, ivey=IVEY)["ivey"]
    foul = boards_of(STANDARD, foul=FOUL)["foul"]
    assert settle_hand([("Ivey", ivey)], STANDARD).total("Ivey") == 7
    assert settle_hand([("Solo", foul)], STANDARD).total("Solo") == -6
    assert settle_hand([("Ivey", ivey)], STANDARD).pairs == ()


def test_settle_hand_rejects_duplicate_names_and_no_players() -> None:
    ev = boards_of(STANDARD, ivey=IVEY)
    with pytest.raises(OfcError, match="different name"):
        settle_hand([("A", ev["ivey"]), ("A", ev["ivey"])], STANDARD)
    with pytest.raises(OfcError):
        settle_hand([], STANDARD)


def test_for_player_rejects_a_stranger() -> None:
    ev = boards_of(STANDARD, ivey=IVEY, hellmuth=HELLMUTH)
    pair = settle_pair("Ivey", ev["ivey"], "Hellmuth", ev["hellmuth"], STANDARD)
    with pytest.raises(KeyError):
        pair.for_player("Negreanu")


# ----- properties over random deals --------------------------------------------------


def arrange(cards: Sequence[Card], rng: random.Random, rules: RuleSet, tries: int) -> Board:
    """Set 13 cards in rows, biased towards legal boards: a few shuffles, the stronger of
    middle and bottom always goes to the bottom, the first legal board wins."""
    cards = list(cards)
    board = Board()
    for _ in range(tries):
        rng.shuffle(cards)
        top, middle, bottom = cards[:3], cards[3:8], cards[8:]
        if best_value(middle, 5) > best_value(bottom, 5):
            middle, bottom = bottom, middle
        board = Board(tuple(top), tuple(middle), tuple(bottom))
        if not evaluate_board(board, rules).fouled:
            break
    return board


@st.composite
def random_hands(draw: st.DrawFn) -> tuple[RuleSet, list[tuple[str, BoardEvaluation]]]:
    players = draw(st.integers(2, 6))
    decks = 2 if players > 4 else draw(st.sampled_from([1, 2]))
    variant = draw(st.sampled_from(["classic", "pineapple", "turbo", "chinese"]))
    data: dict[str, Any] = {
        "variant": variant,
        "decks": decks,
        "jokers": draw(st.sampled_from([0, 0, 0, 1, 2])),
        "royalty_settlement": draw(st.sampled_from(["net", "row_winner"])),
        "royalty_table": draw(st.sampled_from(["standard", "flat_top_trips_20"])),
        "joker_mode": draw(st.sampled_from(["best_legal", "row_max"])),
        "shoot_the_moon": draw(st.booleans()),
    }
    scoring = draw(st.sampled_from(["1-6", "1-4", "2-4", "custom"]))
    data["scoring"] = scoring
    if scoring == "custom":
        data["row_points"] = draw(st.integers(0, 10))
        data["scoop_bonus"] = draw(st.integers(0, 10))
    if variant == "chinese":
        data["closed_bonuses"] = draw(st.booleans())
    names = [f"P{i}" for i in range(players)]
    if draw(st.booleans()):
        data["point_value"] = draw(st.sampled_from([0.25, 1, 5]))
        data["stakes"] = [{"players": [names[0], names[1]], "multiplier": 10}]
    rules = RuleSet.from_dict(data)
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    tries = draw(st.integers(1, 6))
    shoe = shuffled_deck(rng, rules.decks, rules.jokers_per_deck)
    entries = []
    for index, name in enumerate(names):
        board = arrange(shoe[13 * index : 13 * index + 13], rng, rules, tries)
        entries.append((name, evaluate_board(board, rules, in_fantasyland=draw(st.booleans()))))
    return rules, entries


@settings(max_examples=250)
@given(random_hands())
def test_hand_totals_are_zero_sum(hand: tuple[RuleSet, list[tuple[str, BoardEvaluation]]]) -> None:
    rules, entries = hand
    settlement = settle_hand(entries, rules)
    assert len(settlement.pairs) == len(entries) * (len(entries) - 1) // 2
    assert sum(p.total for p in settlement.players) == 0
    assert sum(p.money for p in settlement.players) == pytest.approx(0, abs=1e-6)
    for player in settlement.players:
        mine = [p.for_player(player.player) for p in settlement.pairs if player.player in p.players]
        assert player.total == sum(mine)


@settings(max_examples=200)
@given(random_hands())
def test_pairs_are_antisymmetric(hand: tuple[RuleSet, list[tuple[str, BoardEvaluation]]]) -> None:
    rules, entries = hand
    for (name_a, a), (name_b, b) in permutations(entries[:3], 2):
        forward = settle_pair(name_a, a, name_b, b, rules)
        backward = settle_pair(name_b, b, name_a, a, rules)
        assert backward.total == -forward.total
        assert backward.rows == tuple(-r for r in forward.rows)
        assert backward.royalties == forward.royalties[::-1]
        assert backward.money == pytest.approx(-forward.money)


@settings(max_examples=250)
@given(random_hands())
def test_a_fouled_board_never_collects(
    hand: tuple[RuleSet, list[tuple[str, BoardEvaluation]]],
) -> None:
    rules, entries = hand
    settlement = settle_hand(entries, rules)
    for name, evaluation in entries:
        if evaluation.fouled:
            assert evaluation.royalties == (0, 0, 0)
            for pair in settlement.pairs:
                if name in pair.players:
                    assert pair.for_player(name) <= 0
            assert settlement.total(name) <= 0


@settings(max_examples=150)
@given(random_hands())
def test_adding_a_player_leaves_existing_pairs_alone(
    hand: tuple[RuleSet, list[tuple[str, BoardEvaluation]]],
) -> None:
    rules, entries = hand
    full = {pair.players: pair for pair in settle_hand(entries, rules).pairs}
    fewer = settle_hand(entries[:-1], rules)
    for pair in fewer.pairs:
        assert full[pair.players] == pair


def test_random_boards_are_a_mix_of_legal_and_fouled() -> None:
    """The generator's bias works: most boards stand, some foul."""
    rules = RuleSet(decks=2)
    fouled = 0
    for seed in range(60):
        rng = random.Random(seed)
        shoe = shuffled_deck(rng, 2)
        board = arrange(shoe[:13], rng, rules, tries=1 + seed % 4)
        fouled += evaluate_board(board, rules).fouled
    assert 0 < fouled < 30
