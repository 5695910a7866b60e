"""Fantasyland on real boards (docs/rules.md §6): entry, card counts, staying in, enough cards."""

from __future__ import annotations

import pytest

from ofc_desktop.core.board import Board, BoardEvaluation, evaluate_board
from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.fantasyland import FantasylandOutcome
from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant

CLASSIC = RuleSet()
TURBO = RuleSet(variant=Variant.TURBO)
PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
PROGRESSIVE = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE)
VARIABLE = RuleSet(fantasyland_cards=FantasylandCards.VARIABLE)

# Legal boards whose only Fantasyland-relevant feature is the top row.
TOP_BOARDS = {
    "JJ": ("Js Jd 2c", "Ks Kd 3h 4h 5c", "As Ad Ac 7s 8d"),
    "QQ": ("Qs Qd 2c", "Ks Kd 3h 4h 5c", "As Ad Ac 7s 8d"),
    "KK": ("Ks Kd 2c", "As Ad 3h 4h 5c", "9s 9d 9c 7s 8d"),
    "AA": ("As Ad 2c", "3s 3d 3h 4h 5c", "9s 9d 9c 7s 7d"),
    "222": ("2s 2d 2c", "3s 3d 3h 4h 5c", "9s Td Jc Qs Kd"),
    "AAA": ("As Ad Ac", "2s 3d 4h 5c 6s", "8s 9d Tc Jh Qs"),
}
# The rule book's foul: queens on top over a weaker pair of queens.
FOULED_QQ = ("Qs Qd 7c", "Qh Qc 6s 5d 4h", "As Ad Ac 2s 2d")
FOULED_TRIPS = ("As Ad Ac", "Ks Kd Kc 2s 3d", "9s 9d 7c 7h 4d")


def evaluate(rows: tuple[str, str, str], rules: RuleSet, in_fl: bool = False) -> BoardEvaluation:
    return evaluate_board(Board.parse(*rows), rules, in_fantasyland=in_fl)


def outcome(rows: tuple[str, str, str], rules: RuleSet, in_fl: bool = False) -> FantasylandOutcome:
    result = evaluate(rows, rules, in_fl)
    assert result.fouled == (rows in (FOULED_QQ, FOULED_TRIPS))
    return result.fantasyland


# ----- entry -------------------------------------------------------------------------

ENTRY = {  # threshold -> tops that qualify
    "QQ": {"QQ", "KK", "AA", "222", "AAA"},
    "KK": {"KK", "AA", "222", "AAA"},
    "AA": {"AA", "222", "AAA"},
}


@pytest.mark.parametrize("threshold", sorted(ENTRY))
@pytest.mark.parametrize("top", sorted(TOP_BOARDS))
def test_entry_threshold(threshold: str, top: str) -> None:
    rules = RuleSet(fantasyland_entry=threshold)
    result = outcome(TOP_BOARDS[top], rules)
    assert result.qualifies == (top in ENTRY[threshold])
    assert result.stays is False
    assert result.cards == (13 if result.qualifies else 0)


def test_default_entry_is_queens() -> None:
    assert CLASSIC.fantasyland is True
    assert CLASSIC.fantasyland_entry == "QQ"
    assert outcome(TOP_BOARDS["QQ"], CLASSIC).qualifies
    assert not outcome(TOP_BOARDS["JJ"], CLASSIC).qualifies


@pytest.mark.parametrize("threshold", ["QQ", "KK", "AA"])
def test_trips_always_qualify(threshold: str) -> None:
    rules = RuleSet(fantasyland_entry=threshold)
    assert outcome(TOP_BOARDS["222"], rules).qualifies
    assert outcome(TOP_BOARDS["AAA"], rules).qualifies


@pytest.mark.parametrize("rules", [CLASSIC, PINEAPPLE, PROGRESSIVE, VARIABLE, TURBO])
@pytest.mark.parametrize("in_fl", [False, True])
def test_a_foul_never_qualifies(rules: RuleSet, in_fl: bool) -> None:
    assert outcome(FOULED_QQ, rules, in_fl) == FantasylandOutcome(False, 0, False)
    assert outcome(FOULED_TRIPS, rules, in_fl) == FantasylandOutcome(False, 0, False)


def test_no_fantasyland_when_switched_off() -> None:
    rules = RuleSet(fantasyland=False)
    for top in ("QQ", "AA", "AAA"):
        assert outcome(TOP_BOARDS[top], rules) == FantasylandOutcome(False, 0, False)
    assert outcome(STAY_TOP_TRIPS, rules, in_fl=True).stays is False


def test_closed_chinese_has_no_fantasyland() -> None:
    rules = RuleSet(variant=Variant.CHINESE)
    assert rules.fantasyland is False
    assert not outcome(TOP_BOARDS["AAA"], rules).qualifies


# ----- how many cards ----------------------------------------------------------------

CARDS = [
    # (rules, {top: cards on entry}, cards on staying)
    (CLASSIC, {"QQ": 13, "KK": 13, "AA": 13, "222": 13, "AAA": 13}, 13),
    (TURBO, {"QQ": 13, "KK": 13, "AA": 13, "222": 13, "AAA": 13}, 13),
    (PINEAPPLE, {"QQ": 14, "KK": 14, "AA": 14, "222": 14, "AAA": 14}, 14),
    (PROGRESSIVE, {"QQ": 14, "KK": 15, "AA": 16, "222": 17, "AAA": 17}, 14),
    (VARIABLE, {"QQ": 13, "KK": 14, "AA": 15, "222": 15, "AAA": 15}, 13),
]


@pytest.mark.parametrize(("rules", "entry_cards", "stay_cards"), CARDS)
def test_cards_dealt(rules: RuleSet, entry_cards: dict[str, int], stay_cards: int) -> None:
    for top, cards in entry_cards.items():
        assert outcome(TOP_BOARDS[top], rules) == FantasylandOutcome(True, cards, False), top
    # staying in (here by trips on top, even AAA) always gives the base count
    for top in ("222", "AAA"):
        assert outcome(TOP_BOARDS[top], rules, in_fl=True) == FantasylandOutcome(
            True, stay_cards, True
        )


@pytest.mark.parametrize(
    ("rules", "most"),
    [
        (CLASSIC, 13),
        (TURBO, 13),
        (PINEAPPLE, 14),
        (PROGRESSIVE, 17),
        (VARIABLE, 15),
        (RuleSet(variant=Variant.CHINESE), 0),
        (RuleSet(fantasyland=False), 0),
    ],
)
def test_most_fantasyland_cards(rules: RuleSet, most: int) -> None:
    assert rules.max_fantasyland_cards() == most


# ----- staying in --------------------------------------------------------------------

STAY_TOP_TRIPS = ("2s 2d 2c", "3s 3d 3h 4h 5c", "9s Td Jc Qs Kd")  # middle trips, bottom straight
STAY_MIDDLE_FULL_HOUSE = ("Qs Qd 2c", "3s 3d 3h 4h 4c", "9s 9d 9c Kh Kd")  # QQ top as well
STAY_MIDDLE_QUADS = ("Qs Qd 2c", "3s 3d 3h 3c 4c", "5d 6d 7d 8d 9d")  # and a bottom SF
STAY_BOTTOM_QUADS = ("4s 5d 2c", "3s 3d 7h 8h Tc", "9s 9d 9h 9c Kd")
STAY_BOTTOM_STRAIGHT_FLUSH = ("4s 5s 2c", "3s 3d 7h 8h Tc", "5d 6d 7d 8d 9d")
NO_STAY_QQ = TOP_BOARDS["QQ"]  # queens on top, middle pair, bottom trips
NO_STAY_AA = TOP_BOARDS["AA"]  # aces on top, middle trips, bottom full house


def stays(rows: tuple[str, str, str], rules: RuleSet) -> bool:
    result = outcome(rows, rules, in_fl=True)
    assert result.qualifies == result.stays
    stay_cards = 14 if rules.variant is Variant.PINEAPPLE else 13
    assert result.cards == (stay_cards if result.stays else 0)
    return result.stays


def test_stay_by_top_trips() -> None:
    assert stays(STAY_TOP_TRIPS, CLASSIC)
    assert stays(STAY_TOP_TRIPS, PINEAPPLE)
    assert not stays(STAY_TOP_TRIPS, RuleSet(stay_top_trips=False))
    assert not stays(STAY_TOP_TRIPS, PINEAPPLE.with_changes(stay_top_trips=False))


def test_stay_by_middle_full_house_is_on_in_classic_and_off_in_pineapple() -> None:
    assert CLASSIC.stay_middle_full_house is True
    assert TURBO.stay_middle_full_house is True
    assert PINEAPPLE.stay_middle_full_house is False
    assert stays(STAY_MIDDLE_FULL_HOUSE, CLASSIC)
    assert stays(STAY_MIDDLE_FULL_HOUSE, TURBO)
    assert not stays(STAY_MIDDLE_FULL_HOUSE, PINEAPPLE)
    assert not stays(STAY_MIDDLE_FULL_HOUSE, PROGRESSIVE)
    # each default is a checkbox
    assert stays(
        STAY_MIDDLE_FULL_HOUSE, RuleSet(variant=Variant.PINEAPPLE, stay_middle_full_house=True)
    )
    assert not stays(STAY_MIDDLE_FULL_HOUSE, RuleSet(stay_middle_full_house=False))


def test_stay_by_middle_quads_counts_as_full_house_or_better() -> None:
    rules = RuleSet(stay_bottom_quads=False)  # the bottom straight flush must not decide
    assert stays(STAY_MIDDLE_QUADS, rules)
    assert not stays(STAY_MIDDLE_QUADS, rules.with_changes(stay_middle_full_house=False))


def test_stay_by_bottom_quads_or_better() -> None:
    for rules in (CLASSIC, PINEAPPLE):
        assert stays(STAY_BOTTOM_QUADS, rules)
        assert stays(STAY_BOTTOM_STRAIGHT_FLUSH, rules)
        off = rules.with_changes(stay_bottom_quads=False)
        assert not stays(STAY_BOTTOM_QUADS, off)
        assert not stays(STAY_BOTTOM_STRAIGHT_FLUSH, off)


def test_stay_by_bottom_five_of_a_kind() -> None:
    rules = RuleSet(decks=2)
    rows = ("4s 5d 2c", "3s 3d 7h 8h Tc", "9s 9s 9d 9h 9c")
    assert stays(rows, rules)
    assert not stays(rows, rules.with_changes(stay_bottom_quads=False))


def test_all_stay_conditions_off_nobody_stays() -> None:
    rules = RuleSet(stay_top_trips=False, stay_middle_full_house=False, stay_bottom_quads=False)
    for rows in (STAY_TOP_TRIPS, STAY_MIDDLE_FULL_HOUSE, STAY_MIDDLE_QUADS, STAY_BOTTOM_QUADS):
        assert not stays(rows, rules)


@pytest.mark.parametrize("rules", [CLASSIC, PINEAPPLE, PROGRESSIVE, VARIABLE])
def test_fantasyland_player_with_queens_but_no_stay_condition_leaves(rules: RuleSet) -> None:
    for rows in (NO_STAY_QQ, NO_STAY_AA):
        # the same board would enter Fantasyland from outside it
        assert outcome(rows, rules).qualifies
        assert outcome(rows, rules, in_fl=True) == FantasylandOutcome(False, 0, False)


def test_staying_cards_progressive_and_variable() -> None:
    assert outcome(STAY_BOTTOM_QUADS, PROGRESSIVE, in_fl=True) == FantasylandOutcome(True, 14, True)
    assert outcome(STAY_BOTTOM_QUADS, VARIABLE, in_fl=True) == FantasylandOutcome(True, 13, True)
    assert outcome(STAY_MIDDLE_FULL_HOUSE, VARIABLE, in_fl=True) == FantasylandOutcome(
        True, 13, True
    )


# ----- jokers ------------------------------------------------------------------------

JOKER_QQ_TOP = ("Qs JK 7c", "Ks Kd 3h 4h 5c", "As Ad Ac 7s 8d")
JOKER_TRIPS_TOP = ("JK JK 4c", "5s 5d 5h 8c 9c", "9s Td Jc Qs Kd")
JOKER_MIDDLE_FULL_HOUSE = ("2s 3d 4h", "Ks Kh Kd 7c JK", "As Ad Ac 8s 8d")


def test_joker_counts_for_entry_by_default() -> None:
    rules = RuleSet(jokers_per_deck=1)
    assert rules.jokers_count_for_fantasyland is True
    result = evaluate(JOKER_QQ_TOP, rules)
    assert result.names[0] == "Pair of Queens"
    assert result.royalties[0] == 7
    assert result.fantasyland == FantasylandOutcome(True, 13, False)


def test_joker_not_counting_for_entry() -> None:
    rules = RuleSet(jokers_per_deck=1, jokers_count_for_fantasyland=False)
    result = evaluate(JOKER_QQ_TOP, rules)
    # the row is still queens for royalties, but Fantasyland looks at Qs 7c only
    assert result.names[0] == "Pair of Queens"
    assert result.royalties[0] == 7
    assert result.fantasyland == FantasylandOutcome(False, 0, False)


def test_two_jokers_make_trips_on_top() -> None:
    on = RuleSet(jokers_per_deck=2)
    result = evaluate(JOKER_TRIPS_TOP, on)
    assert result.names[0] == "Three of a kind, Fours"
    assert result.fantasyland.qualifies
    assert evaluate(JOKER_TRIPS_TOP, on, in_fl=True).fantasyland.stays
    off = on.with_changes(jokers_count_for_fantasyland=False)
    assert not evaluate(JOKER_TRIPS_TOP, off).fantasyland.qualifies
    assert not evaluate(JOKER_TRIPS_TOP, off, in_fl=True).fantasyland.stays


def test_joker_counting_for_staying() -> None:
    on = RuleSet(jokers_per_deck=1)
    result = evaluate(JOKER_MIDDLE_FULL_HOUSE, on, in_fl=True)
    assert result.names[1] == "Full house, Kings over Sevens"
    assert result.fantasyland.stays
    off = on.with_changes(jokers_count_for_fantasyland=False)
    assert not evaluate(JOKER_MIDDLE_FULL_HOUSE, off, in_fl=True).fantasyland.stays


# ----- enough cards ------------------------------------------------------------------


def test_variable_fantasyland_four_handed_single_deck_classic_is_rejected() -> None:
    VARIABLE.check_players(3)
    with pytest.raises(RulesError, match="not enough cards") as error:
        VARIABLE.check_players(4)
    message = str(error.value)
    assert "15" in message and "60" in message and "52" in message


def test_variable_fantasyland_still_short_with_a_joker() -> None:
    rules = VARIABLE.with_changes(jokers_per_deck=1)
    with pytest.raises(RulesError, match="53"):
        rules.check_players(4)


def test_four_players_single_deck_pineapple_is_rejected() -> None:
    for rules in (PINEAPPLE, PROGRESSIVE):
        rules.check_players(3)
        with pytest.raises(RulesError, match="at most 3"):
            rules.check_players(4)


@pytest.mark.parametrize("variant", list(Variant))
def test_six_players_double_deck_is_fine(variant: Variant) -> None:
    rules = RuleSet(variant=variant, decks=2)
    rules.check_players(6)
    with pytest.raises(RulesError, match="at most 6"):
        rules.check_players(7)


@pytest.mark.parametrize("cards", [FantasylandCards.PROGRESSIVE, FantasylandCards.VARIABLE])
def test_six_players_double_deck_with_bigger_fantasyland_is_fine(cards: FantasylandCards) -> None:
    variant = Variant.PINEAPPLE if cards is FantasylandCards.PROGRESSIVE else Variant.CLASSIC
    RuleSet(variant=variant, decks=2, fantasyland_cards=cards).check_players(6)


def test_four_players_single_deck_classic_standard_fantasyland_is_fine() -> None:
    CLASSIC.check_players(4)
    TURBO.check_players(4)
    RuleSet(variant=Variant.CHINESE).check_players(4)
    with pytest.raises(RulesError, match="at most 4"):
        CLASSIC.check_players(5)
