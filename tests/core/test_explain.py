"""Settlements in words (core/explain.py): foul reasons from docs/rules.md §2 and §3, the rows
of a pair as the engine paid them (§4, §11), Fantasyland in words (§6), and properties
over random boards and random hands of every variant.

The random-hand strategy here is shared with the score review tests (tests/ui)."""

from __future__ import annotations

import contextlib
import random
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.core.autoplay import random_decision, safe_auto_move
from ofc_desktop.core.board import Board, BoardEvaluation, evaluate_board
from ofc_desktop.core.cards import shuffled_deck
from ofc_desktop.core.decision import Decision, apply_decision
from ofc_desktop.core.explain import (
    SURRENDERED,
    RowBasis,
    RowLine,
    fantasyland_words,
    foul_reason,
    pair_row_lines,
    row_basis,
)
from ofc_desktop.core.fantasyland import NO_FANTASYLAND, stay_cards
from ofc_desktop.core.hand import Hand, IllegalAction
from ofc_desktop.core.naturals import natural_of
from ofc_desktop.core.rows import Row
from ofc_desktop.core.rules import (
    JokerMode,
    RoyaltySettlement,
    RuleSet,
    ScoringPreset,
    StakePair,
    Variant,
)
from ofc_desktop.core.scoring import ClosedPlay, HandSettlement, PairResult, settle_hand
from ofc_desktop.core.view import view_for

Rows = tuple[str, str, str]
STANDARD = RuleSet()
ROW_WINNER = RuleSet(royalty_settlement=RoyaltySettlement.ROW_WINNER)
MOON = RuleSet(shoot_the_moon=True)
CLOSED_BONUSES = RuleSet(variant=Variant.CHINESE, closed_bonuses=True)
NATURALS = RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True)

IVEY = ("6s 6d 2c", "Ks Kd 9c 8h 3s", "Qs Qh Qd 4c 4s")  # 66 top (1), full house bottom (6)
HELLMUTH = ("Ah Kh 3d", "As Ac Tc 7d 2s", "Jh 9h 7h 5h 2h")  # wins the middle, flush (4)
FOULED_QQ = ("Qs Qd 7c", "Qh Qc 6s 5d 4h", "As Ad Ac 2s 2d")
FLUSH_BOTTOM = ("2c 3d 4h", "Ks Kd 9c 8h 5s", "Jh 9h 7h 6h 2h")  # flush bottom (4)
MOON_BOARD = ("9c 7d 5s", "Tc 8d 6h 4s 2c", "Js 9d 7c 5h 3s")  # jack-high bottom
DRAGON = ("2h 5h 9s", "3d 6d 8c Td Qd", "4c 7d Jc Kc Ah")


def ev(rows: Rows, rules: RuleSet = STANDARD, in_fantasyland: bool = False) -> BoardEvaluation:
    return evaluate_board(Board.parse(*rows), rules, in_fantasyland)


def settle(
    rules: RuleSet, closed: dict[str, ClosedPlay] | None = None, **boards: Rows
) -> HandSettlement:
    return settle_hand([(name, ev(rows, rules)) for name, rows in boards.items()], rules, closed)


# ----- foul reasons (§2, §3) -----------------------------------------------------------


def test_queens_with_a_better_kicker_on_top_is_the_rules_foul() -> None:
    assert foul_reason(ev(FOULED_QQ)) == (
        "middle Pair of Queens is weaker than top Pair of Queens with a better kicker"
    )


@pytest.mark.parametrize("middle", ["Qh Qc 9s 8d 2h", "Qh Qc 7s 5d 2h"])
def test_queens_on_top_with_an_equal_or_better_middle_is_clean(middle: str) -> None:
    evaluation = ev(("Qs Qd 7c", middle, "As Ad Ac 2s 2d"))
    assert not evaluation.fouled
    assert foul_reason(evaluation) is None


@pytest.mark.parametrize(
    ("rows", "reason"),
    [
        (
            ("7s 7d 2c", "5h 5c 5s Kd 3h", "9h 9c 4s 4d 2h"),
            "bottom Two pair, Nines and Fours is weaker than middle Three of a kind, Fives",
        ),
        (
            ("As 2d 3c", "Kh Qc 7s 5d 3h", "Ah Ad Ac 2s 2c"),
            "middle King high is weaker than top Ace high",
        ),
        (
            ("Qs 9d 2c", "Qh 8c 7s 5d 3h", "Ah Ad Ac 2s 2h"),
            "middle Queen high is weaker than top Queen high with a higher second card",
        ),
        (
            ("2c 3d 4s", "Kh Qh 5h 4h 2h", "Ks Js 9s 5s 3s"),
            "bottom King-high flush is weaker than middle King-high flush "
            "with a higher second card",
        ),
        (
            ("2c 3d 6s", "9h 9c 4s 4d Kh", "9s 9d 4h 4c 2h"),
            "bottom Two pair, Nines and Fours is weaker than middle Two pair, Nines and Fours "
            "with a better kicker",
        ),
        (
            ("2c 3d 4s", "8h 8c Ks Qd 5h", "8s 8d Kh Jd 6h"),
            "bottom Pair of Eights is weaker than middle Pair of Eights "
            "with a better second kicker",
        ),
        # A double deck: trips of one rank in two rows differ by their kickers only.
        (
            ("2c 3d 4s", "5h 5c 5s Kd 3h", "5d 5h 5c Qd 3s"),
            "bottom Three of a kind, Fives is weaker than middle Three of a kind, Fives "
            "with a better kicker",
        ),
        (
            ("Ks Kd 2c", "Qh Qc Js Td 9h", "As Ad Ac 2s 2d"),
            "middle Pair of Queens is weaker than top Pair of Kings",
        ),
    ],
)
def test_the_first_rows_out_of_order_are_named_with_what_breaks_the_tie(
    rows: Rows, reason: str
) -> None:
    evaluation = ev(rows)
    assert evaluation.fouled
    assert foul_reason(evaluation) == reason


def test_a_surrendered_board_says_so_and_a_clean_board_says_nothing() -> None:
    surrendered = BoardEvaluation((0, 0, 0), True, (0, 0, 0), NO_FANTASYLAND)
    assert foul_reason(surrendered) == SURRENDERED == "surrendered"
    assert foul_reason(ev(IVEY)) is None


def test_jokers_that_cannot_make_a_legal_board_are_explained() -> None:
    rules = RuleSet(jokers_per_deck=1)
    evaluation = evaluate_board(Board.parse("As Ad JK", "2c 3d 5h 7s 9c", "2h 3s 4c 6d 8h"), rules)
    assert evaluation.fouled
    reason = foul_reason(evaluation)
    assert reason is not None and reason.startswith("middle Nine high is weaker than top")


# ----- the rows of a pair (§4, §11) --------------------------------------------------


def lines_of(
    settlement: HandSettlement,
    rules: RuleSet,
    a: str = "A",
    b: str = "B",
    closed: dict[str, ClosedPlay] | None = None,
) -> tuple[PairResult, list[RowLine]]:
    pair = next(p for p in settlement.pairs if set(p.players) == {a, b})
    return pair, pair_row_lines(settlement, pair, rules, closed)


def test_example_1_ivey_collects_four_row_by_row() -> None:
    settlement = settle(STANDARD, Ivey=IVEY, Hellmuth=HELLMUTH)
    pair, lines = lines_of(settlement, STANDARD, "Ivey", "Hellmuth")
    assert lines == [
        RowLine(Row.TOP, "Ivey", ("Pair of Sixes", "Ace high"), 1, (1, 0), RowBasis.COMPARED),
        RowLine(
            Row.MIDDLE, "Hellmuth", ("Pair of Kings", "Pair of Aces"), -1, (0, 0), RowBasis.COMPARED
        ),
        RowLine(
            Row.BOTTOM,
            "Ivey",
            ("Full house, Queens over Fours", "Jack-high flush"),
            1,
            (6, 4),
            RowBasis.COMPARED,
        ),
    ]
    assert sum(line.points for line in lines) == pair.row_points == 1
    assert pair.total == 4


def test_example_2_straights_tie_nothing_but_the_bottom_and_royalties_cancel() -> None:
    settlement = settle(
        STANDARD,
        A=("Kc Qd 3s", "9s 9d 5c 4h 2s", "8c 7d 6h 5s 4c"),
        B=("Kd Qc 3h", "9h 9c 5d 4s 2h", "Td Jc Qs Kh As"),
    )
    pair, lines = lines_of(settlement, STANDARD)
    assert [line.winner for line in lines] == [None, None, "B"]
    assert [line.points for line in lines] == [0, 0, -1]
    assert lines[2].royalties == (2, 2)
    assert pair.total == -1


def test_row_winner_royalties_are_collected_only_on_rows_won() -> None:
    settlement = settle(ROW_WINNER, Ivey=IVEY, Hellmuth=HELLMUTH)
    pair, lines = lines_of(settlement, ROW_WINNER, "Ivey", "Hellmuth")
    assert [line.royalties for line in lines] == [(1, 0), (0, 0), (6, 0)]
    assert pair.royalties == (7, 0) and pair.total == 8


def test_example_3_a_foul_loses_every_row_and_pays_a_scoop_as_a_whole() -> None:
    settlement = settle(STANDARD, A=FOULED_QQ, B=FLUSH_BOTTOM)
    pair, lines = lines_of(settlement, STANDARD)
    assert [line.winner for line in lines] == ["B", "B", "B"]
    assert {line.basis for line in lines} == {RowBasis.FOUL}
    assert [line.points for line in lines] == [0, 0, 0]
    assert [line.royalties for line in lines] == [(0, 0), (0, 0), (0, 4)]
    assert (pair.row_points, pair.total) == (-6, -10)
    both = settle(STANDARD, A=FOULED_QQ, B=FOULED_QQ)
    assert {line.basis for line in lines_of(both, STANDARD)[1]} == {RowBasis.BOTH_FOULED}


def test_shoot_the_moon_replaces_the_rows() -> None:
    settlement = settle(MOON, A=MOON_BOARD, B=IVEY)
    pair, lines = lines_of(settlement, MOON)
    assert pair.moon == (True, False) and pair.total == 20
    assert {line.basis for line in lines} == {RowBasis.MOON}
    assert all(line.points == 0 and line.royalties == (0, 0) for line in lines)
    assert [line.winner for line in lines] == [None, None, None]


def test_closed_bonuses_pay_the_winning_rows_bonus() -> None:
    trips_top = ("9s 9d 9c", "Ks Kd Kc 2h 2d", "Ah Ad Ac As 3c")  # trips, full house, quads
    settlement = settle(CLOSED_BONUSES, A=trips_top, B=IVEY)
    pair, lines = lines_of(settlement, CLOSED_BONUSES)
    assert [line.points for line in lines] == [3, 2, 4]
    assert all(line.royalties == (0, 0) for line in lines)
    assert sum(line.points for line in lines) == pair.row_points


def test_a_natural_settles_the_pair_before_the_reveal() -> None:
    natural = natural_of([Board.parse(*DRAGON).row(row) for row in Row])
    closed = {"A": ClosedPlay(natural)}
    settlement = settle(NATURALS, closed, A=DRAGON, B=IVEY)
    pair, lines = lines_of(settlement, NATURALS, closed=closed)
    assert pair.natural == 13
    assert {line.basis for line in lines} == {RowBasis.DECLARED}
    assert row_basis(settlement, pair) is RowBasis.DECLARED  # seen from the payment too


def test_a_surrendered_board_shows_as_surrendered_in_the_rows() -> None:
    rules = NATURALS
    surrendered = BoardEvaluation((0, 0, 0), True, (0, 0, 0), NO_FANTASYLAND)
    settlement = settle_hand(
        [("A", surrendered), ("B", ev(IVEY, rules))], rules, {"A": ClosedPlay(surrendered=True)}
    )
    pair, lines = lines_of(settlement, rules)
    assert pair.surrender == -2
    assert [line.hands[0] for line in lines] == ["surrendered"] * 3
    assert {line.basis for line in lines} == {RowBasis.DECLARED}


# ----- Fantasyland in words (§6) ---------------------------------------------------------


def test_fantasyland_words() -> None:
    queens = ("Qs Qd 2c", "Ks Kd 3h 4h 5c", "As Ad Ac 7s 8d")
    trips = ("2s 2d 2c", "3s 3d 3h 4h 5c", "9s Td Jc Qs Kd")
    assert (
        fantasyland_words(ev(queens), STANDARD)
        == "Enters Fantasyland (13 cards): Pair of Queens on top"
    )
    assert (
        fantasyland_words(ev(trips, in_fantasyland=True), STANDARD)
        == "Stays in Fantasyland (13 cards): Three of a kind, Twos on top"
    )
    assert fantasyland_words(ev(queens, in_fantasyland=True), STANDARD) == (
        "Leaves Fantasyland: it needed three of a kind on top, a full house or better in "
        "the middle or four of a kind or better on the bottom"
    )
    assert (
        fantasyland_words(ev(FOULED_QQ), STANDARD)
        == "No Fantasyland: Pair of Queens on top, but the board fouled"
    )
    assert (
        fantasyland_words(ev(FOULED_QQ, in_fantasyland=True), STANDARD)
        == "Leaves Fantasyland: the board fouled"
    )
    assert fantasyland_words(ev(IVEY), STANDARD) == ""
    assert fantasyland_words(ev(queens), RuleSet(fantasyland=False)) == ""
    pineapple = RuleSet(variant=Variant.PINEAPPLE)
    full_house = ("Qs Qd 2c", "3s 3d 3h 4h 4c", "9s 9d 9c 9h 7d")
    assert (
        fantasyland_words(ev(full_house, pineapple, True), pineapple)
        == "Stays in Fantasyland (14 cards): Four of a kind, Nines on the bottom"
    )


# ----- properties over random boards and random hands ---------------------------------


@settings(max_examples=300)
@given(
    seed=st.integers(0, 2**32),
    decks=st.sampled_from([1, 2]),
    jokers=st.sampled_from([0, 0, 1, 2]),
    mode=st.sampled_from(list(JokerMode)),
)
def test_a_reason_is_given_exactly_for_fouled_boards(
    seed: int, decks: int, jokers: int, mode: JokerMode
) -> None:
    rules = RuleSet(decks=decks, jokers_per_deck=jokers, joker_mode=mode)
    rng = random.Random(seed)
    cards = shuffled_deck(rng, decks, jokers)[:13]
    if rng.random() < 0.5:  # strongest cards low: a clean board more often
        cards.sort(key=lambda card: card.rank or 15)
    evaluation = evaluate_board(Board(tuple(cards[:3]), tuple(cards[3:8]), tuple(cards[8:])), rules)
    reason = foul_reason(evaluation)
    assert (reason is not None) == evaluation.fouled
    top, middle, bottom = evaluation.values
    if reason is not None and reason.startswith("middle"):
        assert middle < top
    if reason is not None and reason.startswith("bottom"):
        assert bottom < middle and middle >= top


@dataclass(frozen=True)
class PlayedHand:
    """A finished hand with everything the score review is built from."""

    rules: RuleSet
    players: tuple[str, ...]
    settlement: HandSettlement
    declarations: dict[str, ClosedPlay]


NAMES = ("Ann", "Bob", "Cat", "Dan")


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    """Every variant with random scoring, royalty settlement, moon, stakes and closed-game
    extras."""
    variant = draw(st.sampled_from(list(Variant)))
    chinese = variant is Variant.CHINESE
    stakes: tuple[StakePair, ...] = ()
    if draw(st.booleans()):
        stakes = (StakePair(("Ann", "Bob"), draw(st.sampled_from([2.0, 10.0, 0.25]))),)
    return RuleSet(
        variant=variant,
        scoring=draw(
            st.sampled_from([ScoringPreset.ONE_SIX, ScoringPreset.ONE_FOUR, ScoringPreset.TWO_FOUR])
        ),
        royalty_settlement=draw(st.sampled_from(list(RoyaltySettlement))),
        shoot_the_moon=draw(st.booleans()),
        naturals=chinese and draw(st.booleans()),
        surrender=chinese and draw(st.booleans()),
        closed_bonuses=chinese and draw(st.booleans()),
        point_value=draw(st.sampled_from([1.0, 1.0, 0.5, 10.0])),
        stakes=stakes,
    )


def _decide(hand: Hand, seat: int, rng: random.Random, careful: bool) -> Decision:
    view = view_for(hand, seat)
    return safe_auto_move(view) if careful else random_decision(view, rng)


def _play_closed_seat(hand: Hand, seat: int, rng: random.Random, careful: bool) -> None:
    """A closed-game seat sets its board, surrenders now and then, declares a natural
    whenever it holds one."""
    if hand.rules.surrender and rng.random() < 0.2:
        hand.surrender(seat)
        return
    apply_decision(hand, seat, _decide(hand, seat, rng, careful), confirm=False)
    if hand.rules.naturals:
        with contextlib.suppress(IllegalAction):
            hand.declare_natural(seat)
    hand.confirm_street(seat)


@st.composite
def played_hands(draw: st.DrawFn, rules: RuleSet | None = None) -> PlayedHand:
    """A random finished hand of random rules, 2-4 players (3 in Pineapple), sometimes
    with a player in Fantasyland; careful seats play the engine's safe move (rows
    compared), the others play at random (fouls)."""
    rules = rules if rules is not None else draw(rule_sets())
    count = draw(st.integers(2, 3 if rules.variant is Variant.PINEAPPLE else 4))
    fantasyland: dict[int, int] = {}
    if rules.fantasyland and draw(st.booleans()):
        fantasyland[draw(st.integers(0, count - 1))] = stay_cards(rules)
    hand = Hand(
        rules,
        NAMES[:count],
        button=draw(st.integers(0, count - 1)),
        seed=draw(st.integers(0, 2**31)),
        fantasyland=fantasyland,
    )
    hand.start()
    rng = random.Random(draw(st.integers(0, 2**31)))
    careful = draw(st.lists(st.booleans(), min_size=count, max_size=count))
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        if rules.variant is Variant.CHINESE:
            _play_closed_seat(hand, seat, rng, careful[seat])
        else:
            apply_decision(hand, seat, _decide(hand, seat, rng, careful[seat]))
    assert hand.settlement is not None
    declarations = {
        hand.players[s]: ClosedPlay(state.natural, state.surrendered)
        for s, state in enumerate(hand.seats)
    }
    return PlayedHand(rules, hand.players, hand.settlement, declarations)


@settings(max_examples=60)
@given(played=played_hands())
def test_the_rows_of_every_pair_add_up_to_the_engines_settlement(played: PlayedHand) -> None:
    settlement, rules = played.settlement, played.rules
    for result in settlement.players:
        assert (foul_reason(result.evaluation) is not None) == result.evaluation.fouled
    for pair in settlement.pairs:
        lines = pair_row_lines(settlement, pair, rules, played.declarations)
        assert [line.row for line in lines] == list(Row)
        winners = [
            pair.players[0] if r > 0 else pair.players[1] if r < 0 else None for r in pair.rows
        ]
        assert [line.winner for line in lines] == winners
        assert (
            sum(line.royalties[0] for line in lines),
            sum(line.royalties[1] for line in lines),
        ) == pair.royalties
        basis = lines[0].basis
        assert all(line.basis is basis for line in lines)
        assert basis is row_basis(settlement, pair, played.declarations)
        if basis is RowBasis.COMPARED:
            assert sum(line.points for line in lines) == pair.row_points
            assert (
                pair.row_points + pair.scoop + pair.majority + pair.royalties[0] - pair.royalties[1]
                == pair.total
            )
        else:
            assert all(line.points == 0 for line in lines)
            assert (pair.scoop, pair.majority) == (0, 0)
