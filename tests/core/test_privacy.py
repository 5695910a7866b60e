"""Filtering the record stream for one viewer (docs/rules.md §5, §6, §9;
docs/architecture.md rule 2).

Whole random hands of Classic, Pineapple, Turbo and closed Chinese poker, with 2-4
players and seats in Fantasyland: at every record each seat (and a public observer)
sees exactly its own cards and the cards set face up or revealed by then, never another
seat's deal, unconfirmed moves, discards or face-down board, nor another seat's natural
before the reveal.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card, build_deck, parse_card, parse_cards
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.hand import Hand, IllegalAction
from ofc_desktop.core.privacy import (
    cards_revealed_to,
    face_down_seats,
    holds_private_cards,
    visible_records,
)
from ofc_desktop.core.records import (
    BoardRevealed,
    ButtonMoved,
    Dealt,
    DealtFaceDown,
    Discarded,
    HandScored,
    MatchEnded,
    NaturalDeclared,
    Placed,
    PlayerEliminated,
    Record,
    Returned,
    StreetConfirmed,
    StreetSetFaceDown,
    Surrendered,
)
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import view_for

VARIANTS = (Variant.CLASSIC, Variant.PINEAPPLE, Variant.TURBO, Variant.CHINESE)
FANTASYLAND_CARDS = {Variant.CLASSIC: 13, Variant.TURBO: 13, Variant.PINEAPPLE: 14}
PRIVATE_MOVES = (Placed, Discarded, Returned)


@dataclass(frozen=True)
class Table:
    rules: RuleSet
    players: int
    button: int
    fantasyland: dict[int, int]
    seed: int

    def new_hand(self) -> Hand:
        names = [f"P{seat}" for seat in range(self.players)]
        return Hand(
            self.rules, names, button=self.button, seed=self.seed, fantasyland=self.fantasyland
        )


def fits(rules: RuleSet, players: int) -> bool:
    try:
        rules.check_players(players)
    except RulesError:
        return False
    return True


@st.composite
def tables(draw: st.DrawFn) -> Table:
    variant = draw(st.sampled_from(VARIANTS))
    if variant is Variant.CHINESE:
        rules = RuleSet(
            variant=variant, naturals=draw(st.booleans()), surrender=draw(st.booleans())
        )
    else:
        rules = RuleSet(variant=variant)
    players = draw(st.sampled_from([n for n in range(2, 5) if fits(rules, n)]))
    fantasyland: dict[int, int] = {}
    if variant in FANTASYLAND_CARDS:
        seats = draw(st.sets(st.integers(0, players - 1), max_size=players))
        fantasyland = dict.fromkeys(sorted(seats), FANTASYLAND_CARDS[variant])
    return Table(
        rules, players, draw(st.integers(0, players - 1)), fantasyland, draw(st.integers(0, 2**32))
    )


def play(hand: Hand, seed: int) -> Iterator[tuple[Record, ...]]:
    """Start and play a hand with random legal moves, yielding each action's records:
    random decisions, a card taken back and played again, naturals and surrenders."""
    rng = random.Random(seed)
    yield hand.start()
    while not hand.is_over:
        seat = rng.choice(hand.acting_seats())
        if hand.rules.surrender and rng.random() < 0.25:
            yield hand.surrender(seat)
            continue
        yield apply_decision(hand, seat, random_decision(view_for(hand, seat), rng), confirm=False)
        if rng.random() < 0.5:
            view = view_for(hand, seat)
            moved = [*view.street_placed, *((card, "discard") for card in view.street_discards)]
            card, where = rng.choice(moved)
            yield hand.take_back(seat, card)
            yield hand.discard(seat, card) if where == "discard" else hand.place(seat, card, where)
        if hand.rules.naturals:
            try:
                hand.verify_declare_natural(seat)
            except IllegalAction:
                pass
            else:
                yield hand.declare_natural(seat)
        if hand.rules.surrender and rng.random() < 0.25:
            yield hand.surrender(seat)  # its placements are never revealed
        else:
            yield hand.confirm_street(seat)


def played(hand: Hand, seed: int) -> list[Record]:
    """Every record of a whole random hand, in order."""
    return [record for batch in play(hand, seed) for record in batch]


def seat_of(record: Record) -> int | None:
    seat = getattr(record, "seat", None)
    return seat if isinstance(seat, int) else None


# ----- properties over whole hands ---------------------------------------------------


@settings(max_examples=60)
@given(tables())
def test_every_viewer_sees_only_its_own_cards_and_public_ones(table: Table) -> None:
    """Record by record, each viewer is shown exactly its own deals plus the cards set
    face up or revealed so far; after each action that matches the seat's PlayerView."""
    hand = table.new_hand()
    down = face_down_seats(hand)
    viewers: list[int | None] = [*range(table.players), None]
    own: dict[int | None, set[Card]] = {viewer: set() for viewer in viewers}
    public: set[Card] = set()
    shown: dict[int | None, set[Card]] = {viewer: set() for viewer in viewers}
    scored = False
    for batch in play(hand, table.seed):
        for record in batch:
            # What the viewers may know once this record has happened, tracked from
            # the unfiltered stream independently of the filter.
            if isinstance(record, Dealt):
                own[record.seat].update(record.cards)
            elif isinstance(record, StreetConfirmed) and record.seat not in down:
                public.update(card for card, _ in record.placed)
            elif isinstance(record, BoardRevealed):
                public.update(record.board.cards())
            elif isinstance(record, HandScored):
                scored = True
            for viewer in viewers:
                cards = cards_revealed_to(visible_records([record], viewer, down))
                leaked = cards - own[viewer] - public
                assert not leaked, f"{record} shows {leaked} to {viewer}"
                shown[viewer] |= cards
        for viewer in viewers:
            assert shown[viewer] == own[viewer] | public
            if viewer is not None:
                assert shown[viewer] == set(view_for(hand, viewer).seen_cards())
    assert scored


@settings(max_examples=60)
@given(tables())
def test_own_records_pass_and_others_keep_only_counts(table: Table) -> None:
    hand = table.new_hand()
    records = played(hand, table.seed)
    down = face_down_seats(hand)
    assert down == {s for s in range(table.players) if hand.is_simultaneous(s)}
    dealt = [r for r in records if isinstance(r, Dealt)]
    for viewer in [*range(table.players), None]:
        own = [r for r in records if seat_of(r) == viewer]
        assert visible_records(own, viewer, down) == tuple(own)
        visible = visible_records(records, viewer, down)
        assert visible == tuple(r for rec in records for r in visible_records([rec], viewer, down))
        assert visible_records(visible, viewer, down) == visible  # filtering twice is once
        assert [r for r in visible if isinstance(r, DealtFaceDown)] == [
            DealtFaceDown(r.seat, r.street, len(r.cards)) for r in dealt if r.seat != viewer
        ]
        assert not [r for r in visible if isinstance(r, PRIVATE_MOVES) and r.seat != viewer]
        for record in records:
            if isinstance(record, StreetConfirmed) and record.seat != viewer:
                if record.seat in down:
                    assert record not in visible
                    assert (
                        StreetSetFaceDown(record.seat, record.street, len(record.placed)) in visible
                    )
                else:
                    assert record in visible  # confirmed face-up placements are public
            elif isinstance(record, NaturalDeclared):
                # Kept by its seat until the reveal; the others learn of it from the
                # revealed board and the settlement.
                assert (record in visible) == (record.seat == viewer)
            elif seat_of(record) is None or isinstance(record, Surrendered | BoardRevealed):
                assert record in visible
    public = visible_records(records, None, down)
    assert not [r for r in public if isinstance(r, Dealt | Placed | Discarded | Returned)]
    dealt_cards = {card for r in dealt for card in r.cards}
    face_up = {
        card
        for r in records
        if isinstance(r, StreetConfirmed) and r.seat not in down
        for card, _ in r.placed
    }
    revealed = {card for r in records if isinstance(r, BoardRevealed) for card in r.board.cards()}
    assert cards_revealed_to(public) == face_up | revealed
    assert cards_revealed_to(public) <= dealt_cards


@settings(max_examples=25)
@given(st.integers(0, 2**32), st.sampled_from([0, 1]))
def test_a_fantasyland_board_stays_hidden_until_the_reveal(seed: int, button: int) -> None:
    names = ["Ann", "Bob", "Cat"]
    hand = Hand(
        RuleSet(variant=Variant.PINEAPPLE), names, button=button, fantasyland={1: 14}, seed=seed
    )
    records = played(hand, seed)
    down = face_down_seats(hand)
    assert down == {1}
    bob_dealt = next(r for r in records if isinstance(r, Dealt) and r.seat == 1)
    reveal = next(i for i, r in enumerate(records) if isinstance(r, BoardRevealed) and r.seat == 1)
    board = hand.board(1)
    thrown = set(bob_dealt.cards) - set(board.cards())
    assert len(thrown) == 1
    for viewer in (0, 2, None):
        before = visible_records(records[:reveal], viewer, down)
        assert not cards_revealed_to(before) & set(bob_dealt.cards)
        assert DealtFaceDown(1, 0, 14) in before
        assert StreetSetFaceDown(1, 0, 13) in before
        after = visible_records(records[reveal:], viewer, down)
        assert BoardRevealed(1, board) in after
        assert not cards_revealed_to([*before, *after]) & thrown  # the discard stays hidden
    mine = visible_records(records, 1, down)
    assert bob_dealt in mine
    assert cards_revealed_to(mine) >= set(bob_dealt.cards)


SIX_PAIRS = parse_cards("2c 2d 5h 5s 7c 7d 9h 9s Jc Jd Kh Ks 3c")


@settings(max_examples=25)
@given(st.integers(0, 2**32), st.integers(2, 4), st.integers(0, 3))
def test_a_natural_is_kept_from_the_other_seats_until_the_reveal(
    seed: int, players: int, button: int
) -> None:
    """The first seat dealt holds six pairs and declares them: until the hand is scored
    only that seat's records say so, as the table shows the natural to the others only
    once the boards are turned up; then the revealed board and the settlement show it."""
    rules = RuleSet(variant=Variant.CHINESE, naturals=True)
    rest = [card for card in build_deck(1, 0) if card not in SIX_PAIRS]
    random.Random(seed).shuffle(rest)
    names = [f"P{seat}" for seat in range(players)]
    hand = Hand(rules, names, button=button % players, deck=[*SIX_PAIRS, *rest])
    records = played(hand, seed)
    down = face_down_seats(hand)
    holder = next(r.seat for r in records if isinstance(r, Dealt))
    assert NaturalDeclared(holder, "six_pairs") in records
    scored = next(i for i, r in enumerate(records) if isinstance(r, HandScored))
    for viewer in [*range(players), None]:
        before = visible_records(records[:scored], viewer, down)
        declared = [r for r in before if isinstance(r, NaturalDeclared)]
        assert all(r.seat == viewer for r in declared)
        assert (NaturalDeclared(holder, "six_pairs") in before) == (viewer == holder)
        after = visible_records(records[scored:], viewer, down)
        settlement = next(r.settlement for r in after if isinstance(r, HandScored))
        assert all(pair.natural for pair in settlement.pairs if names[holder] in pair.players)
        assert BoardRevealed(holder, hand.board(holder)) in visible_records(records, viewer, down)
        if viewer is not None and viewer != holder:
            opponent = next(o for o in view_for(hand, viewer).opponents if o.seat == holder)
            assert opponent.board == hand.board(holder)  # shown once the hand is over


# ----- single records ------------------------------------------------------------------


def test_a_pineapple_discard_is_seen_only_by_its_seat() -> None:
    hand = Hand(RuleSet(variant=Variant.PINEAPPLE), ["Ann", "Bob"], seed=3)
    records = list(hand.start())
    rng = random.Random(0)
    while not any(isinstance(r, StreetConfirmed) and r.discarded for r in records):
        seat = hand.acting_seats()[0]
        records += apply_decision(hand, seat, random_decision(view_for(hand, seat), rng))
    thrown = next(r for r in records if isinstance(r, Discarded))
    other = 1 - thrown.seat
    assert thrown.card in cards_revealed_to(visible_records(records, thrown.seat, ()))
    assert thrown.card not in cards_revealed_to(visible_records(records, other, ()))
    assert thrown.card not in cards_revealed_to(visible_records(records, None, ()))


def test_surrenders_and_match_records_are_public() -> None:
    public: list[Record] = [
        Surrendered(2),
        ButtonMoved(0, 1),
        PlayerEliminated("Bob"),
        MatchEnded((("Ann", 3), ("Bob", -3))),
        DealtFaceDown(1, 0, 13),
        StreetSetFaceDown(1, 0, 13),
    ]
    for viewer in (0, 1, None):
        assert visible_records(public, viewer, {1, 2}) == tuple(public)


def test_a_declared_natural_is_seen_only_by_its_seat() -> None:
    declared = NaturalDeclared(1, "dragon")
    assert visible_records([declared], 1, {0, 1, 2}) == (declared,)
    for viewer in (0, 2, None):
        assert visible_records([declared], viewer, {0, 1, 2}) == ()


def test_a_face_down_street_keeps_only_its_count() -> None:
    ace, king = parse_card("As"), parse_card("Kd")
    confirmed = StreetConfirmed(1, 0, ((ace, "top"), (king, "bottom")), 1)
    assert visible_records([confirmed], 0, {1}) == (StreetSetFaceDown(1, 0, 2),)
    assert visible_records([confirmed], None, {1}) == (StreetSetFaceDown(1, 0, 2),)
    assert visible_records([confirmed], 1, {1}) == (confirmed,)
    assert visible_records([confirmed], 0, {0}) == (confirmed,)


def test_cards_revealed_to_walks_boards_pairs_and_settlements() -> None:
    cards = parse_cards("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s")
    board = Board(tuple(cards[:3]), tuple(cards[3:8]), tuple(cards[8:]))
    hand = Hand(RuleSet(variant=Variant.CHINESE), ["Ann", "Bob"], seed=1)
    records = played(hand, 1)
    settlement = next(r for r in records if isinstance(r, HandScored))
    assert cards_revealed_to([BoardRevealed(0, board)]) == set(cards)
    assert cards_revealed_to([StreetConfirmed(0, 0, ((cards[0], "top"),), 0)]) == {cards[0]}
    assert cards_revealed_to([Placed(0, cards[1], "top", "hand")]) == {cards[1]}
    assert cards_revealed_to([settlement, DealtFaceDown(0, 0, 13)]) == set()


def test_private_cards_are_held_from_the_deal_to_the_end_of_the_hand() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE)
    hand = Hand(
        rules.with_changes(fantasyland_sets="start"), ["Ann", "Bob"], seed=3, fantasyland={0: 14}
    )
    assert not holds_private_cards(None, 0)
    hand.start()
    assert all(holds_private_cards(hand, seat) for seat in hand.acting_seats())
    set_face_down = 0
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        apply_decision(hand, seat, random_decision(view_for(hand, seat), random.Random(seat)))
        if not hand.is_over and hand.is_simultaneous(0) and any(hand.seats[0].rows.values()):
            assert holds_private_cards(hand, 0)  # set face down: still Ann's alone
            set_face_down += 1
    assert set_face_down
    assert not holds_private_cards(hand, 0) and not holds_private_cards(hand, 1)
