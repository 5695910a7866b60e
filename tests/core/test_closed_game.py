"""Closed Chinese poker: naturals and surrender (docs/rules.md §9)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.hand import Hand, IllegalAction
from ofc_desktop.core.records import (
    BoardRevealed,
    NaturalDeclared,
    Record,
    Surrendered,
)
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.scoring import PairResult, settle_pair
from ofc_desktop.core.view import view_for
from tests.core.hand_helpers import (
    CHINESE,
    CLOSED,
    Rows,
    card,
    names,
    stack_deck,
    target_rows,
)

# ----- closed Chinese poker: naturals and surrender ----------------------------------

DRAGON = ("2h 5h 9s", "3d 6d 8c Td Qd", "4c 7d Jc Kc Ah")
OTHER_DRAGON = ("2s 5s 9h", "3h 6h 8d Tc Qc", "4d 7s Js Ks Ac")
THREE_FLUSHES = ("7h 8h Th", "2d 4d 5d 9d Jd", "2s 5s Ts Js Qs")
THREE_STRAIGHTS = ("Qc Kc Ad", "3d 4c 5h 6d 7d", "8c 9h Tc Jh Qd")
SIX_PAIRS = ("Ks Kh 2c", "3s 3h 4s 4h 8d", "6s 6h 7s 7c 8s")
LOWER_SIX_PAIRS = ("Qd Qc 2d", "3d 3c 4d 4c 5d", "6d 6c 7d 7h 5h")


def closed_hand(
    monkeypatch: pytest.MonkeyPatch,
    players: int,
    boards: Mapping[int, Rows],
    *,
    declare: Sequence[int] = (),
    surrender: Sequence[int] = (),
) -> tuple[Hand, list[Record]]:
    """A closed hand: seats in ``boards`` set those boards, the others set theirs at
    random; the listed seats declare their naturals or surrender."""
    seats = names(players)
    stack_deck(monkeypatch, CLOSED, seats, boards)
    hand = Hand(CLOSED, seats)
    records = list(hand.start())
    rng = random.Random(0)
    for seat in range(players):
        if seat in surrender:
            records += hand.surrender(seat)
            continue
        if seat in boards:
            for held, row in target_rows(boards[seat]).items():
                records += hand.place(seat, held, row)
        else:
            decision = random_decision(view_for(hand, seat), rng)
            records += apply_decision(hand, seat, decision, confirm=False)
        if seat in declare:
            records += hand.declare_natural(seat)
        records += hand.confirm_street(seat)
    assert hand.is_over
    return hand, records


def pair_of(hand: Hand, a: int, b: int) -> PairResult:
    assert hand.settlement is not None
    wanted = {hand.players[a], hand.players[b]}
    return next(p for p in hand.settlement.pairs if set(p.players) == wanted)


def pair_total(hand: Hand, a: int, b: int) -> int:
    """What seat a collects from seat b in a finished hand."""
    return pair_of(hand, a, b).for_player(hand.players[a])


@pytest.mark.parametrize(
    ("board", "label", "pays"),
    [
        (DRAGON, "dragon", 13),
        (THREE_FLUSHES, "three_flushes", 3),
        (THREE_STRAIGHTS, "three_straights", 3),
        (SIX_PAIRS, "six_pairs", 3),
    ],
)
def test_a_declared_natural_beats_an_ordinary_board(
    monkeypatch: pytest.MonkeyPatch, board: Rows, label: str, pays: int
) -> None:
    hand, records = closed_hand(monkeypatch, 3, {0: board}, declare=[0])
    assert NaturalDeclared(0, label) in records
    for other in (1, 2):
        assert pair_total(hand, 0, other) == pays
        pair = pair_of(hand, 0, other)
        assert (pair.row_points, pair.scoop, pair.royalties) == (0, 0, (0, 0))
    assert hand.settlement is not None
    assert hand.settlement.total("Ann") == 2 * pays
    # The two ordinary boards settle between themselves as usual.
    ordinary = settle_pair("Bob", hand.evaluations[1], "Cat", hand.evaluations[2], CLOSED)
    assert pair_of(hand, 1, 2) == ordinary


@pytest.mark.parametrize(
    ("high", "low", "pays"),
    [
        (DRAGON, SIX_PAIRS, 13),
        (DRAGON, THREE_FLUSHES, 13),
        (THREE_FLUSHES, THREE_STRAIGHTS, 3),
        (THREE_STRAIGHTS, SIX_PAIRS, 3),
        (THREE_FLUSHES, SIX_PAIRS, 3),
        (SIX_PAIRS, LOWER_SIX_PAIRS, 3),
        (DRAGON, OTHER_DRAGON, 0),
    ],
    ids=[
        "dragon>six-pairs",
        "dragon>flushes",
        "flushes>straights",
        "straights>six-pairs",
        "flushes>six-pairs",
        "kings-pairs>queens-pairs",
        "dragons-tie",
    ],
)
def test_the_higher_natural_wins(
    monkeypatch: pytest.MonkeyPatch, high: Rows, low: Rows, pays: int
) -> None:
    hand, _ = closed_hand(monkeypatch, 2, {0: low, 1: high}, declare=[0, 1])
    assert pair_total(hand, 1, 0) == pays
    assert pair_of(hand, 0, 1).players == ("Ann", "Bob")
    assert pair_of(hand, 0, 1).natural == -pays


def test_an_undeclared_natural_is_scored_as_an_ordinary_board(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand, _ = closed_hand(monkeypatch, 2, {0: SIX_PAIRS})
    ordinary = settle_pair("Ann", hand.evaluations[0], "Bob", hand.evaluations[1], CLOSED)
    assert pair_of(hand, 0, 1) == ordinary and ordinary.natural == 0


def test_declaring_a_natural_needs_one_and_the_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    stack_deck(monkeypatch, CLOSED, names(2), {0: THREE_STRAIGHTS, 1: SIX_PAIRS})
    hand = Hand(CLOSED, names(2))
    hand.start()
    with pytest.raises(IllegalAction, match="set all 13 cards"):
        hand.declare_natural(1)
    for seat, rows in ((0, THREE_STRAIGHTS), (1, SIX_PAIRS)):
        for held, row in target_rows(rows).items():
            hand.place(seat, held, row)
    hand.take_back(0, card("Ad"))  # QKA on top no longer: no three straights
    hand.place(0, card("Ad"), "top")
    hand.take_back(0, card("Qc"))
    hand.place(0, card("Qc"), "top")
    hand.take_back(0, card("3d"))
    hand.take_back(0, card("Kc"))
    hand.place(0, card("Kc"), "middle")
    hand.place(0, card("3d"), "top")
    with pytest.raises(IllegalAction, match="hold no natural"):
        hand.declare_natural(0)
    hand.declare_natural(1)
    with pytest.raises(IllegalAction, match="declared once"):
        hand.declare_natural(1)
    with pytest.raises(IllegalAction, match="cannot surrender"):
        hand.surrender(1)
    plain = Hand(CHINESE, names(2))
    plain.start()
    with pytest.raises(IllegalAction, match="naturals are not played"):
        plain.declare_natural(0)
    with pytest.raises(IllegalAction, match="surrender is not allowed"):
        plain.surrender(0)


def test_a_declared_natural_must_still_be_on_the_revealed_board(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stack_deck(monkeypatch, CLOSED, names(2), {0: THREE_FLUSHES})
    hand = Hand(CLOSED, names(2))
    hand.start()
    for held, row in target_rows(THREE_FLUSHES).items():
        hand.place(0, held, row)
    hand.declare_natural(0)
    apply_decision(hand, 1, random_decision(view_for(hand, 1), random.Random(0)))
    try:  # swap 7h (top) with 2s (bottom): no three flushes any more, no natural at all
        hand.take_back(0, card("7h"))
        hand.take_back(0, card("2s"))
        hand.place(0, card("2s"), "top")
        hand.place(0, card("7h"), "bottom")
        hand.confirm_street(0)
    except IllegalAction:
        return  # refusing to rearrange (or to confirm) after declaring is a fine answer
    assert hand.settlement is not None
    assert pair_of(hand, 0, 1).natural == 0


def test_surrender_pays_two_to_each_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    hand, records = closed_hand(monkeypatch, 3, {}, surrender=[0])
    assert Surrendered(0) in records
    assert pair_total(hand, 1, 0) == 2 and pair_total(hand, 2, 0) == 2
    assert pair_of(hand, 1, 0).surrender in (2, -2)
    assert hand.settlement is not None
    assert hand.settlement.total("Ann") == -4
    ordinary = settle_pair("Bob", hand.evaluations[1], "Cat", hand.evaluations[2], CLOSED)
    assert pair_of(hand, 1, 2) == ordinary
    assert sorted(r.seat for r in records if isinstance(r, BoardRevealed)) == [1, 2]


def test_everyone_surrenders_and_nobody_pays(monkeypatch: pytest.MonkeyPatch) -> None:
    hand, _ = closed_hand(monkeypatch, 2, {}, surrender=[0, 1])
    assert hand.settlement is not None
    assert [r.total for r in hand.settlement.players] == [0, 0]


def test_naturals_and_surrender_are_closed_game_rules() -> None:
    with pytest.raises(RulesError, match="closed Chinese poker rule"):
        RuleSet(naturals=True)
    with pytest.raises(RulesError, match="closed Chinese poker rule"):
        RuleSet(variant=Variant.PINEAPPLE, surrender=True)


def test_three_straights_set_in_a_fouling_order_are_no_natural() -> None:
    from ofc_desktop.core.cards import parse_cards
    from ofc_desktop.core.naturals import NaturalKind, natural_of

    top, middle, bottom = (parse_cards(row) for row in THREE_STRAIGHTS)
    natural = natural_of((top, middle, bottom))
    assert natural is not None and natural.kind is NaturalKind.THREE_STRAIGHTS
    assert natural_of((top, bottom, middle)) is None  # the stronger straight in the middle
