"""Hypothesis properties of whole hands (docs/rules.md §3, §5, §6, §9;
docs/architecture.md "Tests").

Random legal hands over every variant, one or two decks, 0-2 jokers per deck, every
Fantasyland card rule, 2 to the most players a table seats and seats starting in
Fantasyland: every hand finishes, no card is ever in two places, a seat's view never
shows a hidden card, the history replays to the same hand (also through JSON), and
every hand's totals add to zero.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card, build_deck
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.hand import ROW_NAMES, Hand
from ofc_desktop.core.history import hand_to_record, replay_hand, replay_records
from ofc_desktop.core.records import (
    BoardRevealed,
    Dealt,
    HandScored,
    Record,
    StreetConfirmed,
    Surrendered,
    TurnStarted,
)
from ofc_desktop.core.rules import FantasylandCards, RuleSet, ScoringPreset, Variant
from ofc_desktop.core.streets import schedule
from ofc_desktop.core.view import PlayerView, view_for

MAX_ACTIONS = 5_000  # far more than any legal hand needs: a hand that stalls fails
BASE_FANTASYLAND = {Variant.CLASSIC: 13, Variant.TURBO: 13, Variant.PINEAPPLE: 14}


def legal_fantasyland_counts(rules: RuleSet) -> tuple[int, ...]:
    """Cards a seat may hold in Fantasyland under these rules (§6), entering or staying."""
    if rules.fantasyland_cards is FantasylandCards.PROGRESSIVE:
        return (14, 15, 16, 17)
    if rules.fantasyland_cards is FantasylandCards.VARIABLE:
        return (13, 14, 15)
    return (BASE_FANTASYLAND[rules.variant],)


def seats_allowed(rules: RuleSet) -> list[int]:
    allowed = []
    for players in range(2, rules.max_players + 1):
        try:
            rules.check_players(players)
        except RulesError:
            continue
        allowed.append(players)
    return allowed


@dataclass(frozen=True)
class Table:
    rules: RuleSet
    players: int
    button: int
    fantasyland: dict[int, int]
    seed: int
    noise: bool

    def new_hand(self) -> Hand:
        names = [f"P{seat}" for seat in range(self.players)]
        return Hand(
            self.rules, names, button=self.button, seed=self.seed, fantasyland=self.fantasyland
        )


@st.composite
def tables(draw: st.DrawFn) -> Table:
    variant = draw(st.sampled_from(list(Variant)))
    options: dict[str, Any] = {
        "variant": variant,
        "decks": draw(st.sampled_from((1, 2))),
        "jokers_per_deck": draw(st.integers(0, 2)),
        "scoring": draw(
            st.sampled_from([ScoringPreset.ONE_SIX, ScoringPreset.ONE_FOUR, ScoringPreset.TWO_FOUR])
        ),
    }
    if variant is Variant.CHINESE:
        options["naturals"] = draw(st.booleans())
        options["surrender"] = draw(st.booleans())
    else:
        modes = [FantasylandCards.STANDARD]
        if variant is Variant.PINEAPPLE:
            modes.append(FantasylandCards.PROGRESSIVE)
        if variant is Variant.CLASSIC:
            modes.append(FantasylandCards.VARIABLE)
        options["fantasyland"] = draw(st.sampled_from((True, True, True, False)))
        options["fantasyland_cards"] = draw(st.sampled_from(modes))
    rules = RuleSet(**options)
    players = draw(st.sampled_from(seats_allowed(rules)))
    fantasyland: dict[int, int] = {}
    if rules.fantasyland:
        counts = legal_fantasyland_counts(rules)
        for seat in range(players):
            if draw(st.integers(0, 3)) == 0:
                fantasyland[seat] = draw(st.sampled_from(counts))
    return Table(
        rules=rules,
        players=players,
        button=draw(st.integers(0, players - 1)),
        fantasyland=fantasyland,
        seed=draw(st.integers(0, 2**32)),
        noise=draw(st.booleans()),
    )


# ----- playing random legal hands ---------------------------------------------------


def rearrange_randomly(
    hand: Hand,
    seat: int,
    rng: random.Random,
    records: list[Record],
    after: Callable[[list[Record]], None],
) -> None:
    """A few random legal moves of this street's cards: place, move, discard, take
    back, undo; the street is finished afterwards by a random decision."""
    for _ in range(rng.randint(1, 6)):
        view = view_for(hand, seat)
        cards = [*view.held, *(c for c, _ in view.street_placed), *view.street_discards]
        card = rng.choice(cards)
        kind = rng.choice(("place", "place", "discard", "take_back", "undo"))
        if kind == "place":
            row = rng.choice(ROW_NAMES)
            if not hand.can_place(seat, card, row):
                continue
            records.extend(hand.place(seat, card, row))
        elif kind == "discard":
            if not hand.can_discard(seat, card):
                continue
            records.extend(hand.discard(seat, card))
        elif kind == "take_back":
            if not hand.can_take_back(seat, card):
                continue
            records.extend(hand.take_back(seat, card))
        else:
            if not hand.can_undo(seat):
                continue
            records.extend(hand.undo(seat))
        after(records)


def ignore(records: list[Record]) -> None:
    """No checks between actions."""


def play_random_hand(
    hand: Hand, rng: random.Random, *, noise: bool, after: Callable[[list[Record]], None] = ignore
) -> list[Record]:
    """Play a hand to the end with random legal moves, calling ``after`` with the
    records so far after every single action; returns every record in order."""
    rules = hand.rules
    records = list(hand.start())
    after(records)
    for _ in range(MAX_ACTIONS):
        if hand.is_over:
            break
        acting = hand.acting_seats()
        assert acting, "nobody may act, yet the hand is not over"
        seat = rng.choice(acting)
        if rules.surrender and rng.random() < 0.15:
            records.extend(hand.surrender(seat))
            after(records)
            continue
        if noise and rng.random() < 0.6:
            rearrange_randomly(hand, seat, rng, records, after)
        decision = random_decision(view_for(hand, seat), rng)
        if after is ignore:
            records.extend(apply_decision(hand, seat, decision, confirm=False))
        else:
            for card in decision.discards:
                records.extend(hand.discard(seat, card))
                after(records)
            for card, row in decision.placements:
                records.extend(hand.place(seat, card, row))
                after(records)
        if rules.naturals and rng.random() < 0.8:
            try:
                hand.verify_declare_natural(seat)
            except ValueError:
                pass
            else:
                records.extend(hand.declare_natural(seat))
                after(records)
        records.extend(hand.confirm_street(seat))
        after(records)
    assert hand.is_over, "the hand did not finish"
    return records


# ----- what a seat holds, what it may see -------------------------------------------


def card_key(card: Card) -> tuple[str, int]:
    return (card.text, card.copy)


def shoe_of(rules: RuleSet) -> Counter[tuple[str, int]]:
    return Counter(card_key(c) for c in build_deck(rules.decks, rules.jokers_per_deck))


def seat_cards(hand: Hand, seat: int) -> list[Card]:
    """Every card dealt to a seat, wherever it is now (the engine's own state)."""
    state = hand.seats[seat]
    return [
        *(c for row in ROW_NAMES for c in state.rows[row]),
        *state.discards,
        *state.street_cards,
    ]


def public_cards(hand: Hand, seat: int) -> list[Card]:
    """Cards any other seat may see: confirmed rows of boards that are face up."""
    if hand.is_simultaneous(seat) and not hand.is_over:
        return []
    return [c for row in ROW_NAMES for c in hand.seats[seat].rows[row]]


def cards_in(value: Any) -> Iterator[Card]:
    """Every Card object reachable from a view (dataclasses, tuples, lists, dicts)."""
    if isinstance(value, Card):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        if isinstance(value, RuleSet):
            return
        for f in dataclasses.fields(value):
            yield from cards_in(getattr(value, f.name))
    elif isinstance(value, tuple | list | set | frozenset):
        for item in value:
            yield from cards_in(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from cards_in(key)
            yield from cards_in(item)


def check_view(hand: Hand, view: PlayerView, dealt: dict[int, int]) -> None:
    seat = view.seat
    own = seat_cards(hand, seat)
    public: list[Card] = []
    hidden: list[Card] = []
    for other in range(len(hand.players)):
        if other != seat:
            shown = public_cards(hand, other)
            public += shown
            hidden += [c for c in seat_cards(hand, other) if c not in set(shown)]
    undealt = hand.undealt_cards()
    visible = set(cards_in(view))
    assert not visible & set(hidden), f"seat {seat} sees hidden cards {visible & set(hidden)}"
    assert not visible & set(undealt), f"seat {seat} sees undealt cards"
    assert visible <= set(own) | set(public)
    unseen = Counter(card_key(c) for c in view.unseen_cards())
    expected = shoe_of(hand.rules) - Counter(card_key(c) for c in [*own, *public])
    assert unseen == expected
    assert not Counter(card_key(c) for c in [*undealt, *hidden]) - unseen
    assert view.my_turn == (seat in hand.acting_seats())
    for opponent in view.opponents:
        state = hand.seats[opponent.seat]
        face_down = hand.is_simultaneous(opponent.seat) and not hand.is_over
        if face_down:
            assert opponent.board == Board()
        else:
            assert opponent.board == Board(*(tuple(state.rows[row]) for row in ROW_NAMES))
        shown = len(opponent.board.cards())
        assert (
            opponent.held + opponent.discards + opponent.face_down + shown == dealt[opponent.seat]
        )


def check_table(hand: Hand, records: list[Record]) -> None:
    """After any action: the shoe is conserved, each seat holds exactly what it was
    dealt, and every seat's view shows only what that seat may know."""
    views = [view_for(hand, seat) for seat in range(len(hand.players))]
    dealt: dict[int, list[Card]] = {seat: [] for seat in range(len(hand.players))}
    for record in records:
        if isinstance(record, Dealt):
            dealt[record.seat].extend(record.cards)
    everywhere = Counter(card_key(c) for c in hand.undealt_cards())
    for view in views:
        mine = [*view.board.cards(), *view.held, *view.street_discards, *view.discards]
        assert Counter(card_key(c) for c in mine) == Counter(card_key(c) for c in dealt[view.seat])
        assert Counter(card_key(c) for c in mine) == Counter(
            card_key(c) for c in seat_cards(hand, view.seat)
        )
        everywhere.update(card_key(c) for c in mine)
    assert everywhere == shoe_of(hand.rules), "the shoe is not conserved"
    for view in views:
        check_view(hand, view, {seat: len(cards) for seat, cards in dealt.items()})


# ----- properties ---------------------------------------------------------------------


@settings(max_examples=80)
@given(tables())
def test_random_hands_finish_conserve_cards_and_hide_information(table: Table) -> None:
    hand = table.new_hand()
    records = play_random_hand(
        hand,
        random.Random(table.seed),
        noise=table.noise,
        after=lambda so_far: check_table(hand, so_far),
    )
    assert hand.is_over and hand.settlement is not None
    check_finished_hand(table, hand, records)


def check_finished_hand(table: Table, hand: Hand, records: list[Record]) -> None:
    n = table.players
    # Fantasyland seats were dealt exactly their cards, all at once.
    first_deals = {r.seat: r for r in records if isinstance(r, Dealt) and r.street == 0}
    for seat, cards in table.fantasyland.items():
        assert len(first_deals[seat].cards) == cards
    # Ordinary streets: left of the button first, clockwise, on every street.
    ordinary = [s for s in hand.order if not hand.is_simultaneous(s)]
    turns = [r.seat for r in records if isinstance(r, TurnStarted)]
    streets = len(schedule(table.rules))
    assert hand.order == tuple((table.button + 1 + i) % n for i in range(n))
    assert turns == ordinary * streets
    # Face-down boards are revealed once, after everyone has finished.
    revealed = [i for i, r in enumerate(records) if isinstance(r, BoardRevealed)]
    revealed_seats = [r.seat for r in records if isinstance(r, BoardRevealed)]
    surrendered = {r.seat for r in records if isinstance(r, Surrendered)}
    simultaneous = {s for s in range(n) if hand.is_simultaneous(s)}
    assert sorted(revealed_seats) == sorted(simultaneous - surrendered)
    last_move = max(
        i for i, r in enumerate(records) if isinstance(r, StreetConfirmed | Surrendered)
    )
    assert all(i > last_move for i in revealed)
    assert sum(isinstance(r, HandScored) for r in records) == 1
    # Fantasyland next hand: legal counts, 13/14 when staying.
    for seat, cards in hand.next_fantasyland.items():
        assert hand.evaluations[seat].fantasyland.cards == cards
        assert not hand.evaluations[seat].fouled
        if seat in table.fantasyland:
            assert cards == BASE_FANTASYLAND[table.rules.variant]
        else:
            assert cards in legal_fantasyland_counts(table.rules)
    # Zero-sum.
    assert hand.settlement is not None
    assert sum(result.total for result in hand.settlement.players) == 0


@settings(max_examples=300)
@given(tables())
def test_history_replays_to_the_same_hand_and_totals_add_to_zero(table: Table) -> None:
    hand = table.new_hand()
    records = play_random_hand(hand, random.Random(table.seed), noise=table.noise)
    settlement = hand.settlement
    assert settlement is not None
    totals = {r.player: r.total for r in settlement.players}
    assert sum(totals.values()) == 0
    for result in settlement.players:
        assert result.total == sum(
            p.for_player(result.player) for p in settlement.pairs if result.player in p.players
        )

    record = hand_to_record(hand)
    for data in (record, json.loads(json.dumps(record))):
        again = replay_hand(data)
        assert again.is_over and again.settlement == settlement
        for seat in range(table.players):
            assert again.board(seat) == hand.board(seat)
            assert again.seats[seat].discards == hand.seats[seat].discards
        assert again.next_fantasyland == hand.next_fantasyland
        assert hand_to_record(again) == record
        _, replayed = replay_records(data)
        assert replayed == records
