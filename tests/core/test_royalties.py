"""Royalties on real boards: every cell of docs/rules.md §4.1, the presets, custom tables."""

from __future__ import annotations

from collections import Counter

import pytest

from ofc_desktop.core.board import Board, BoardEvaluation, evaluate_board
from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.royalties import (
    FIVE_CARD_HANDS,
    FLAT_TOP_TRIPS_ROYALTIES,
    RANK_LABELS,
    STANDARD_ROYALTIES,
    RoyaltyTable,
)
from ofc_desktop.core.rules import RuleSet

STANDARD = RuleSet()
DOUBLE_DECK = RuleSet(decks=2)
TWO_JOKERS = RuleSet(jokers_per_deck=2)

# A weak top and middle that pay nothing and leave every bottom hand below legal.
WEAK_TOP = "2c 3c 4d"
WEAK_MIDDLE = "6h 7h 8s Td Qc"


def evaluate(top: str, middle: str, bottom: str, rules: RuleSet = STANDARD) -> BoardEvaluation:
    """Evaluate a complete board; a single-deck board must not repeat a card."""
    board = Board.parse(top, middle, bottom)
    naturals = Counter(card.text for card in board.cards() if not card.is_joker)
    assert max(naturals.values()) <= rules.decks, f"a card repeats in {board}"
    result = evaluate_board(board, rules)
    assert not result.fouled, f"{board} should be a legal board"
    return result


# ----- bottom row --------------------------------------------------------------------

BOTTOM_CASES = [
    # (bottom, rules, expected name fragment, royalty)
    ("Ks Js 9h 5s 3d", STANDARD, "King high", 0),
    ("As Ad 9h 5s 3d", STANDARD, "Pair of Aces", 0),
    ("As Ad 9h 9c 3d", STANDARD, "Two pair, Aces and Nines", 0),
    ("9s 9h 9d Kc 2d", STANDARD, "Three of a kind, Nines", 0),
    ("9s Th Jd Qs Kc", STANDARD, "King-high straight", 2),
    ("Ts Jd Qs Kh Ac", STANDARD, "Ace-high straight", 2),
    ("As 2d 3s 4h 5c", STANDARD, "Five-high straight", 2),
    ("As Js 9s 5s 3s", STANDARD, "Ace-high flush", 4),
    ("9s 9h 9d Kc Kd", STANDARD, "Full house, Nines over Kings", 6),
    ("9s 9h 9d 9c Kd", STANDARD, "Four of a kind, Nines", 10),
    ("5d 6d 7d 8d 9d", STANDARD, "Nine-high straight flush", 15),
    ("As 2s 3s 4s 5s", STANDARD, "Five-high straight flush", 15),
    ("Ts Js Qs Ks As", STANDARD, "Royal flush", 25),
    ("Ks Ks Kh Kd Kc", DOUBLE_DECK, "Five of a kind, Kings", 25),
    ("Ks Kh Kd Kc JK", TWO_JOKERS, "Five of a kind, Kings", 25),
    ("Ks Kh Kd JK JK", TWO_JOKERS, "Five of a kind, Kings", 25),
]


@pytest.mark.parametrize(("bottom", "rules", "name", "royalty"), BOTTOM_CASES)
def test_bottom_row_royalty(bottom: str, rules: RuleSet, name: str, royalty: int) -> None:
    result = evaluate(WEAK_TOP, WEAK_MIDDLE, bottom, rules)
    assert result.names[2] == name
    assert result.royalties == (0, 0, royalty)
    assert result.total_royalty == royalty


def test_nothing_below_a_straight_pays_on_the_bottom() -> None:
    below_straight = [case for case in BOTTOM_CASES if case[3] == 0]
    assert len(below_straight) == 4  # high card, pair, two pair, trips
    for bottom, rules, _, _ in below_straight:
        assert evaluate(WEAK_TOP, WEAK_MIDDLE, bottom, rules).royalties[2] == 0


# ----- middle row --------------------------------------------------------------------

MIDDLE_CASES = [
    # (middle, bottom, rules, expected middle name, middle royalty, bottom royalty)
    ("6h 7h 8s Td Qc", "As Ad Ac 7s 7d", STANDARD, "Queen high", 0, 6),
    ("Ks Kd 8s Td Qc", "As Ad Ac 7s 7d", STANDARD, "Pair of Kings", 0, 6),
    ("Ks Kd 8s 8h Qc", "As Ad Ac 7s 7d", STANDARD, "Two pair, Kings and Eights", 0, 6),
    ("9s 9h 9d Kc 5d", "As Ad Ac 7s 7d", STANDARD, "Three of a kind, Nines", 2, 6),
    ("5h 6h 7c 8d 9c", "As Js 8s 4s 3s", STANDARD, "Nine-high straight", 4, 4),
    ("Ah 2h 3d 4c 5s", "Ks Js 8s 6s 7s", STANDARD, "Five-high straight", 4, 4),
    ("Kh Th 8h 6h 3h", "As Ad Ac 7s 7d", STANDARD, "King-high flush", 8, 6),
    ("9s 9h 9d Kc Kd", "As Ad Ac Ah 5s", STANDARD, "Full house, Nines over Kings", 12, 10),
    ("9s 9h 9d 9c Kd", "8h 7h 6h 5h 4h", STANDARD, "Four of a kind, Nines", 20, 15),
    ("5d 6d 7d 8d 9d", "Ts Js Qs Ks As", STANDARD, "Nine-high straight flush", 30, 25),
    ("Ah 2h 3h 4h 5h", "9d Td Jd Qd Kd", STANDARD, "Five-high straight flush", 30, 15),
    ("Th Jh Qh Kh Ah", "Ts Js Qs Ks As", STANDARD, "Royal flush", 50, 25),
    ("Ks Ks Kh Kd Kc", "As As Ah Ad Ac", DOUBLE_DECK, "Five of a kind, Kings", 50, 25),
    ("Ks Kh Kd Kc JK", "As Ah Ad Ac JK", TWO_JOKERS, "Five of a kind, Kings", 50, 25),
]


@pytest.mark.parametrize(
    ("middle", "bottom", "rules", "name", "middle_royalty", "bottom_royalty"), MIDDLE_CASES
)
def test_middle_row_royalty(
    middle: str,
    bottom: str,
    rules: RuleSet,
    name: str,
    middle_royalty: int,
    bottom_royalty: int,
) -> None:
    result = evaluate(WEAK_TOP, middle, bottom, rules)
    assert result.names[1] == name
    assert result.royalties == (0, middle_royalty, bottom_royalty)


def test_every_five_card_cell_is_covered() -> None:
    """The parametrized cases above reach every hand of the table on both rows."""
    table = STANDARD_ROYALTIES
    paid_bottom = {royalty for *_, royalty in BOTTOM_CASES}
    paid_middle = {case[4] for case in MIDDLE_CASES}
    assert set(table.bottom) - {0} <= paid_bottom
    assert set(table.middle) <= paid_middle


def test_standard_table_matches_the_rule_book() -> None:
    table = STANDARD_ROYALTIES.to_dict()
    assert table["bottom"] == {
        "three_of_a_kind": 0,
        "straight": 2,
        "flush": 4,
        "full_house": 6,
        "four_of_a_kind": 10,
        "straight_flush": 15,
        "royal_flush": 25,
        "five_of_a_kind": 25,
    }
    assert table["middle"] == {
        "three_of_a_kind": 2,
        "straight": 4,
        "flush": 8,
        "full_house": 12,
        "four_of_a_kind": 20,
        "straight_flush": 30,
        "royal_flush": 50,
        "five_of_a_kind": 50,
    }


# ----- top row -----------------------------------------------------------------------

TOP_PAIR_ROYALTY = {
    "2": 0,
    "3": 0,
    "4": 0,
    "5": 0,
    "6": 1,
    "7": 2,
    "8": 3,
    "9": 4,
    "T": 5,
    "J": 6,
    "Q": 7,
    "K": 8,
    "A": 9,
}
TOP_TRIPS_ROYALTY = {rank: 10 + i for i, rank in enumerate(RANK_LABELS)}  # 222=10 .. AAA=22


def top_pair_board(rank: str) -> tuple[str, str, str]:
    """Top pair of ``rank`` (spades and hearts) over a club flush and a better diamond one."""
    kicker = "3" if rank == "2" else "2"
    return (f"{rank}s {rank}h {kicker}s", "Ac Qc 9c 6c 3c", "Ad Kd 9d 6d 3d")


def top_trips_board(rank: str) -> tuple[str, str, str]:
    """Top trips of ``rank`` over a diamond flush and a full house with other ranks."""
    flush_ranks = "AQ963" if rank not in "AQ963" else "KJ852"
    middle = " ".join(f"{r}d" for r in flush_ranks)
    x, y = [r for r in "74T" if r != rank][:2]
    bottom = f"{x}s {x}h {x}c {y}s {y}h"
    return (f"{rank}s {rank}h {rank}c", middle, bottom)


@pytest.mark.parametrize("rank", list(RANK_LABELS))
def test_top_pair_royalty(rank: str) -> None:
    result = evaluate(*top_pair_board(rank))
    assert result.names[0].startswith("Pair of ")
    assert result.royalties[0] == TOP_PAIR_ROYALTY[rank]


@pytest.mark.parametrize("rank", list(RANK_LABELS))
def test_top_trips_royalty(rank: str) -> None:
    result = evaluate(*top_trips_board(rank))
    assert result.names[0].startswith("Three of a kind")
    assert result.royalties[0] == TOP_TRIPS_ROYALTY[rank]


def test_top_trips_table_runs_from_10_to_22() -> None:
    assert TOP_TRIPS_ROYALTY["2"] == 10
    assert TOP_TRIPS_ROYALTY["A"] == 22
    assert STANDARD_ROYALTIES.top_trips == tuple(TOP_TRIPS_ROYALTY.values())
    assert STANDARD_ROYALTIES.top_pairs == tuple(TOP_PAIR_ROYALTY.values())


def test_top_high_card_and_three_suited_cards_pay_nothing() -> None:
    # Three suited, connected cards are no straight or flush on top (§2).
    result = evaluate("Qs Ks As", "2c 2d 5h 7h 9c", "3c 3d 3h 8c 8d")
    assert result.names[0] == "Ace high"
    assert result.royalties[0] == 0


def test_joker_on_top_pays_as_the_pair_it_makes() -> None:
    rules = RuleSet(jokers_per_deck=1)
    result = evaluate("As JK 7d", "Kc Kd Kh 8h 3s", "Qs Qh Qd 4c 4s", rules)
    assert result.names[0] == "Pair of Aces"
    assert result.royalties == (9, 2, 6)


def test_joker_on_top_does_not_buy_a_royalty_that_fouls() -> None:
    # Aces on top would beat the kings in the middle: the joker makes sevens instead.
    rules = RuleSet(jokers_per_deck=1)
    result = evaluate("As JK 7d", "Kc Kd 9c 8h 3s", "Qs Qh Qd 4c 4s", rules)
    assert result.names[0] == "Pair of Sevens"
    assert result.royalties == (2, 0, 6)


def test_fouled_board_earns_no_royalties() -> None:
    # a straight flush in the middle over quads on the bottom
    board = Board.parse("As Ah Ad", "5c 6c 7c 8c 9c", "Ks Kh Kd Kc 2s")
    result = evaluate_board(board, STANDARD)
    assert result.fouled
    assert result.royalties == (0, 0, 0)


# ----- presets and custom tables ----------------------------------------------------


@pytest.mark.parametrize("rank", list(RANK_LABELS))
def test_flat_top_trips_preset_pays_20_for_any_trips(rank: str) -> None:
    rules = RuleSet.from_dict({"royalty_table": "flat_top_trips_20"})
    assert rules.royalty_table == FLAT_TOP_TRIPS_ROYALTIES
    assert evaluate(*top_trips_board(rank), rules=rules).royalties[0] == 20
    # pairs and the five-card rows are unchanged
    assert evaluate(*top_pair_board(rank), rules=rules).royalties[0] == TOP_PAIR_ROYALTY[rank]


def test_flat_top_trips_preset_keeps_the_other_cells() -> None:
    assert FLAT_TOP_TRIPS_ROYALTIES.bottom == STANDARD_ROYALTIES.bottom
    assert FLAT_TOP_TRIPS_ROYALTIES.middle == STANDARD_ROYALTIES.middle
    assert FLAT_TOP_TRIPS_ROYALTIES.top_pairs == STANDARD_ROYALTIES.top_pairs
    assert FLAT_TOP_TRIPS_ROYALTIES.top_trips == (20,) * 13


def test_custom_table_from_dict_changes_only_the_given_cells() -> None:
    table = RoyaltyTable.from_dict(
        {
            "bottom": {"straight": 3, "five_of_a_kind": 15},
            "middle": {"three_of_a_kind": 0},
            "top_pairs": {"5": 1, "A": 10},
            "top_trips": {"A": 30},
        }
    )
    assert table.bottom == (0, 3, 4, 6, 10, 15, 25, 15)
    assert table.middle == (0, *STANDARD_ROYALTIES.middle[1:])
    assert table.top_pairs == (0, 0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 10)
    assert table.top_trips == (*STANDARD_ROYALTIES.top_trips[:-1], 30)


def test_custom_table_is_used_on_a_board() -> None:
    rules = RuleSet.from_dict(
        {
            "royalty_table": {
                "bottom": {"full_house": 9},
                "top_pairs": {"6": 3},
                "middle": {"straight": 1},
            }
        }
    )
    assert rules.royalty_preset == "custom"
    result = evaluate("6s 6h 2c", "5h 6d 7c 8d 9c", "Qs Qh Qd 4c 4s", rules)
    assert result.royalties == (3, 1, 9)
    # the same board under the standard table
    assert evaluate("6s 6h 2c", "5h 6d 7c 8d 9c", "Qs Qh Qd 4c 4s").royalties == (1, 4, 6)


def test_empty_custom_table_is_the_standard_table() -> None:
    assert RoyaltyTable.from_dict({}) == STANDARD_ROYALTIES
    assert RuleSet.from_dict({"royalty_table": {}}).royalty_table == STANDARD_ROYALTIES


def test_custom_table_from_a_base() -> None:
    table = RoyaltyTable.from_dict({"top_pairs": {"K": 0}}, base=FLAT_TOP_TRIPS_ROYALTIES)
    assert table.top_trips == (20,) * 13
    assert table.top_pairs[11] == 0


@pytest.mark.parametrize("table", [STANDARD_ROYALTIES, FLAT_TOP_TRIPS_ROYALTIES])
def test_table_dict_round_trip(table: RoyaltyTable) -> None:
    data = table.to_dict()
    assert set(data["bottom"]) == set(FIVE_CARD_HANDS)
    assert set(data["top_pairs"]) == set(RANK_LABELS)
    assert RoyaltyTable.from_dict(data) == table
    assert RoyaltyTable.from_dict(data, base=FLAT_TOP_TRIPS_ROYALTIES) == table


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        ({"bottom": {"straight": -1}}, "-1"),
        ({"bottom": {"straight": 2.5}}, "2.5"),
        ({"middle": {"flush": "8"}}, "'8'"),
        ({"middle": {"flush": True}}, "True"),
        ({"top_trips": {"A": 1001}}, "1001"),
        ({"top_pairs": {"A": None}}, "None"),
        ({"side": {"straight": 2}}, "side"),
        ({"bottom": {"pair": 1}}, "pair"),
        ({"top_pairs": {"AA": 9}}, "AA"),
        ({"top_trips": {"1": 9}}, "1"),
        ({"bottom": [2, 4]}, "bottom"),
        ({"top_pairs": "standard"}, "top_pairs"),
    ],
)
def test_invalid_custom_table_is_rejected(data: dict[str, object], fragment: str) -> None:
    with pytest.raises(RulesError, match="royalty table") as error:
        RoyaltyTable.from_dict(data)  # type: ignore[arg-type]
    assert fragment in str(error.value)
    # and the same through a rule set
    with pytest.raises(RulesError, match="royalty table"):
        RuleSet.from_dict({"royalty_table": data})


def test_table_that_is_not_an_object_is_rejected() -> None:
    with pytest.raises(RulesError, match="object"):
        RoyaltyTable.from_dict([1, 2, 3])  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="royalty_table"):
        RuleSet.from_dict({"royalty_table": "generous"})
    with pytest.raises(RulesError):
        RuleSet.from_dict({"royalty_table": 7})


def test_table_with_wrong_cell_counts_is_rejected() -> None:
    with pytest.raises(RulesError, match="bottom needs 8 cells, got 7"):
        RoyaltyTable(
            bottom=STANDARD_ROYALTIES.bottom[:-1],
            middle=STANDARD_ROYALTIES.middle,
            top_pairs=STANDARD_ROYALTIES.top_pairs,
            top_trips=STANDARD_ROYALTIES.top_trips,
        )
    with pytest.raises(RulesError, match="top_trips needs 13 cells"):
        RoyaltyTable(
            bottom=STANDARD_ROYALTIES.bottom,
            middle=STANDARD_ROYALTIES.middle,
            top_pairs=STANDARD_ROYALTIES.top_pairs,
            top_trips=(10,) * 14,
        )
