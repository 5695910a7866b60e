"""One hand of any variant as a state machine (docs/rules.md §5, §6, §9).

Actions follow the triad of the house: ``verify_x`` raises :class:`IllegalAction` with a
reason, ``can_x`` answers yes or no, ``x`` acts and returns operation records. Seats
playing ordinary streets act in turn, left of the button first; every seat of closed
Chinese poker sets its board face down whenever it likes, and a Fantasyland seat sets
its board face down before anyone plays a street (``fantasyland_sets`` "start") or after
everyone else has finished ("last"); those boards are revealed when everyone has
finished.

>>> hand = Hand(RuleSet(), ["Ann", "Bob"], seed=7)
>>> records = hand.start()
>>> hand.to_act   # the player left of the button (seat 0) acts first
1
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from ofc_desktop.core.actions import (
    Confirm,
    DeclareNatural,
    Discard,
    HandAction,
    Place,
    Surrender,
    TakeBack,
    Undo,
)
from ofc_desktop.core.board import Board, BoardEvaluation, evaluate_board
from ofc_desktop.core.cards import Card, shuffled_deck
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.fantasyland import NO_FANTASYLAND
from ofc_desktop.core.naturals import Natural, natural_of
from ofc_desktop.core.records import (
    DISCARD,
    HAND,
    BoardRevealed,
    Dealt,
    Discarded,
    FantasylandEntered,
    FantasylandStayed,
    HandScored,
    HandStarted,
    Location,
    NaturalDeclared,
    Placed,
    Record,
    Returned,
    StreetConfirmed,
    Surrendered,
    TurnStarted,
)
from ofc_desktop.core.rows import Row, row_word
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.scoring import ClosedPlay, HandSettlement, settle_hand
from ofc_desktop.core.seat_state import ROW_NAMES as ROW_NAMES
from ofc_desktop.core.seat_state import IllegalAction as IllegalAction
from ofc_desktop.core.seat_state import SeatState as SeatState
from ofc_desktop.core.seat_state import check_hand_setup, passes, row_name
from ofc_desktop.core.streets import (
    fantasyland_schedule,
    is_set_all_at_once,
    schedule,
)
from ofc_desktop.core.translate import translate


class Hand:
    """A single hand: dealing, placements, confirmations, reveal and settlement."""

    def __init__(
        self,
        rules: RuleSet,
        players: Sequence[str],
        *,
        button: int = 0,
        seed: int = 0,
        fantasyland: Mapping[int, int] | None = None,
        hand_number: int = 1,
        deck: Sequence[Card] | None = None,
        free_fantasyland: bool = False,
    ) -> None:
        fantasyland = check_hand_setup(rules, players, button, fantasyland)
        self.rules = rules
        self.players = tuple(players)
        self.button = button
        self.seed = seed
        self.hand_number = hand_number
        self.fantasyland = fantasyland
        # A given deck (the dealt cards of a shared record, which carries no seed) is
        # dealt in its order instead of the seed's shuffle.
        self._deck = (
            list(deck)
            if deck is not None
            else shuffled_deck(random.Random(seed), rules.decks, rules.jokers_per_deck)
        )
        self._next_card = 0
        n = len(players)
        self.order = tuple((button + 1 + i) % n for i in range(n))
        ordinary = schedule(rules)
        self.seats = [
            SeatState(fantasyland_schedule(fantasyland[s]), fantasyland[s])
            if s in fantasyland
            else SeatState(ordinary)
            for s in range(n)
        ]
        self._simultaneous = {s for s in range(n) if s in fantasyland or is_set_all_at_once(rules)}
        self._turn_order = [s for s in self.order if s not in self._simultaneous]
        self._turn_pos = 0
        # A replay of a record made before ``fantasyland_sets`` existed: Fantasyland
        # seats set whenever they liked then, so the replay lets them.
        self.free_fantasyland = free_fantasyland
        self.started = False
        self.actions: list[HandAction] = []  # the hand's one log: deal + these replay it
        self.settlement: HandSettlement | None = None
        self.evaluations: tuple[BoardEvaluation, ...] = ()
        self.next_fantasyland: dict[int, int] = {}

    # ----- state queries ----------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.settlement is not None

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is on the ordinary streets (None when none is)."""
        if (
            not self.started
            or self._turn_pos >= len(self._turn_order)
            or self.waits_for_fantasyland()
        ):
            return None
        return self._turn_order[self._turn_pos]

    def waits_for_fantasyland(self) -> bool:
        """The ordinary streets wait until every Fantasyland board is set (§6, "start").

        >>> hand = Hand(RuleSet(), ["Ann", "Bob"], fantasyland={0: 13})
        >>> _ = hand.start()
        >>> hand.waits_for_fantasyland(), hand.acting_seats()
        (True, [0])
        """
        return (
            self.rules.fantasyland_sets == "start"
            and not self.free_fantasyland
            and any(not self.seats[seat].finished for seat in self.fantasyland)
        )

    def fantasyland_waits(self, seat: int) -> bool:
        """A Fantasyland seat that sets only after everyone else has finished (§6, "last")."""
        return (
            seat in self.fantasyland
            and self.rules.fantasyland_sets == "last"
            and not self.free_fantasyland
            and any(
                not state.finished
                for other, state in enumerate(self.seats)
                if other not in self.fantasyland
            )
        )

    def is_simultaneous(self, seat: int) -> bool:
        """A seat that sets its whole board face down (Fantasyland, closed game)."""
        return seat in self._simultaneous

    def is_seat(self, seat: object) -> bool:
        """A seat number at this table (an int, never a bool, a float or a string).

        >>> Hand(RuleSet(), ["Ann", "Bob"]).is_seat(1), Hand(RuleSet(), ["Ann"]).is_seat("0")
        (True, False)
        """
        return type(seat) is int and 0 <= seat < len(self.seats)

    def may_act(self, seat: int) -> bool:
        if not self.started or self.is_over or not self.is_seat(seat):
            return False
        if self.seats[seat].finished:
            return False
        if seat in self._simultaneous:
            return not self.fantasyland_waits(seat)
        return seat == self.to_act

    def acting_seats(self) -> list[int]:
        """Seats that can act right now, in acting order."""
        return [seat for seat in self.order if self.may_act(seat)]

    def all_dealt_cards(self) -> list[Card]:
        return self._deck[: self._next_card]

    def undealt_cards(self) -> list[Card]:
        """The undealt stub, in order: for tests and replays, never for players."""
        return self._deck[self._next_card :]

    # ----- dealing ------------------------------------------------------------------------

    def start(self) -> tuple[Record, ...]:
        """Deal the opening cards: Fantasyland and closed-game seats get all theirs. The
        first ordinary street is dealt now, or (``fantasyland_sets`` "start") once every
        Fantasyland board is set."""
        if self.started:
            raise IllegalAction(translate("PlayErrors", "the hand has already started"))
        self.started = True
        records: list[Record] = [
            HandStarted(
                self.hand_number,
                self.players,
                self.button,
                tuple(sorted(self.fantasyland.items())),
            )
        ]
        for seat in self.order:
            if seat in self._simultaneous:
                records.append(self._deal(seat))
        records.extend(self._begin_turn())
        return tuple(records)

    def _deal(self, seat: int) -> Dealt:
        state = self.seats[seat]
        street = state.current_street
        assert street is not None
        cards = self._deck[self._next_card : self._next_card + street.dealt]
        if len(cards) < street.dealt:
            raise OfcError(translate("PlayErrors", "the deck ran out of cards"))
        self._next_card += street.dealt
        state.street_cards = dict.fromkeys(cards, HAND)
        return Dealt(seat, state.street, tuple(cards))

    def _begin_turn(self) -> list[Record]:
        seat = self.to_act
        if seat is None:
            return []
        return [TurnStarted(seat, self.seats[seat].street), self._deal(seat)]

    # ----- checks shared by the actions -----------------------------------------------

    def verify_acting(self, seat: int) -> None:
        """Raise :class:`IllegalAction` unless ``seat`` may act now (any action)."""
        self._verify_acting(seat)

    def _verify_acting(self, seat: int) -> SeatState:
        if not self.started:
            raise IllegalAction(translate("PlayErrors", "the hand has not started"))
        if self.is_over:
            raise IllegalAction(translate("PlayErrors", "the hand is over"))
        if not self.is_seat(seat):
            raise IllegalAction(
                translate("PlayErrors", "there is no seat {seat!r}").format(seat=seat)
            )
        state = self.seats[seat]
        if state.finished:
            raise IllegalAction(
                translate("PlayErrors", "{player} has already finished this hand").format(
                    player=self.players[seat]
                )
            )
        if not self.may_act(seat):
            waiting = self.to_act
            if self.fantasyland_waits(seat):
                raise IllegalAction(
                    translate(
                        "PlayErrors",
                        "{player} sets the Fantasyland board once everyone else has finished",
                    ).format(player=self.players[seat])
                )
            if self.waits_for_fantasyland():
                raise IllegalAction(
                    translate(
                        "PlayErrors",
                        "it is not {player}'s turn: the Fantasyland boards are set first",
                    ).format(player=self.players[seat])
                )
            if waiting is None:
                text = translate("PlayErrors", "it is not {player}'s turn: nobody is to act")
            else:
                text = translate("PlayErrors", "it is not {player}'s turn: {other} is to act")
            raise IllegalAction(
                text.format(
                    player=self.players[seat],
                    other=self.players[waiting] if waiting is not None else "",
                )
            )
        return state

    def _verify_street_card(self, state: SeatState, card: Card) -> Location:
        if state.natural is not None:
            raise IllegalAction(
                translate("PlayErrors", "the board is locked: a natural was declared on it")
            )
        where = state.street_cards.get(card)
        if where is None:
            if card in state.discards:
                raise IllegalAction(
                    translate(
                        "PlayErrors", "{card} was discarded; discarded cards stay out of play"
                    ).format(card=card)
                )
            if any(card in cards for cards in state.rows.values()):
                raise IllegalAction(
                    translate(
                        "PlayErrors",
                        "{card} was placed on an earlier street and cannot move any more",
                    ).format(card=card)
                )
            raise IllegalAction(
                translate("PlayErrors", "{card} is not one of your cards on this street").format(
                    card=card
                )
            )
        return where

    # ----- place ----------------------------------------------------------------------------

    def verify_place(self, seat: int, card: Card, row: Row | str) -> None:
        state = self._verify_acting(seat)
        name = row_name(row)
        where = self._verify_street_card(state, card)
        if where == name:
            raise IllegalAction(
                translate("PlayErrors", "{card} is already in the {row} row").format(
                    card=card, row=row_word(name)
                )
            )
        size = Row(name).size
        if len(state.row_cards(name)) >= size:
            raise IllegalAction(
                translate("PlayErrors", "the {row} row is full ({size} cards)").format(
                    row=row_word(name), size=size
                )
            )
        if where in (HAND, DISCARD):
            street = state.current_street
            assert street is not None
            placed = len(state.street_cards) - state.count(HAND) - state.count(DISCARD)
            if placed >= street.placed:
                raise IllegalAction(
                    translate(
                        "PlayErrors", "this street places {placed} cards; discard the others"
                    ).format(placed=street.placed)
                )

    def can_place(self, seat: int, card: Card, row: Row | str) -> bool:
        return passes(self.verify_place, seat, card, row)

    def place(self, seat: int, card: Card, row: Row | str) -> tuple[Record, ...]:
        """Put one of this street's cards in a row (or move it there from another row)."""
        self.verify_place(seat, card, row)
        name = row_name(row)
        self.actions.append(Place(seat, card, name))
        return (self._move(seat, card, name, remember=True),)

    # ----- discard ---------------------------------------------------------------------------

    def verify_discard(self, seat: int, card: Card) -> None:
        state = self._verify_acting(seat)
        street = state.current_street
        assert street is not None
        if street.discarded == 0:
            raise IllegalAction(translate("PlayErrors", "nothing is discarded on this street"))
        where = self._verify_street_card(state, card)
        if where == DISCARD:
            raise IllegalAction(
                translate("PlayErrors", "{card} is already discarded").format(card=card)
            )
        if state.count(DISCARD) >= street.discarded:
            raise IllegalAction(
                translate("PlayErrors", "this street discards {discarded} card(s), no more").format(
                    discarded=street.discarded
                )
            )

    def can_discard(self, seat: int, card: Card) -> bool:
        return passes(self.verify_discard, seat, card)

    def discard(self, seat: int, card: Card) -> tuple[Record, ...]:
        """Throw one of this street's cards away face down (Pineapple, Fantasyland)."""
        self.verify_discard(seat, card)
        self.actions.append(Discard(seat, card))
        return (self._move(seat, card, DISCARD, remember=True),)

    # ----- take back, undo ------------------------------------------------------------------

    def verify_take_back(self, seat: int, card: Card) -> None:
        state = self._verify_acting(seat)
        if self._verify_street_card(state, card) == HAND:
            raise IllegalAction(
                translate("PlayErrors", "{card} is already in your hand").format(card=card)
            )

    def can_take_back(self, seat: int, card: Card) -> bool:
        return passes(self.verify_take_back, seat, card)

    def take_back(self, seat: int, card: Card) -> tuple[Record, ...]:
        """Return a card placed or discarded on this street to the hand."""
        self.verify_take_back(seat, card)
        self.actions.append(TakeBack(seat, card))
        return (self._move(seat, card, HAND, remember=True),)

    def verify_undo(self, seat: int) -> None:
        state = self._verify_acting(seat)
        if state.natural is not None:
            raise IllegalAction(
                translate("PlayErrors", "the board is locked: a natural was declared on it")
            )
        if not state.undo:
            raise IllegalAction(translate("PlayErrors", "nothing to undo on this street"))

    def can_undo(self, seat: int) -> bool:
        return passes(self.verify_undo, seat)

    def undo(self, seat: int) -> tuple[Record, ...]:
        """Reverse the last placement, discard or take-back of this street."""
        self.verify_undo(seat)
        card, previous, index = self.seats[seat].undo.pop()
        self.actions.append(Undo(seat))
        return (self._move(seat, card, previous, remember=False, index=index),)

    def _move(
        self,
        seat: int,
        card: Card,
        target: Location,
        *,
        remember: bool,
        index: int | None = None,
    ) -> Record:
        state = self.seats[seat]
        source = state.street_cards[card]
        cards = list(state.street_cards)
        if remember:
            state.undo.append((card, source, cards.index(card)))
        # A move re-inserts the card last, so a row keeps the order cards arrived; an
        # undo puts it back where it was, so undoing every move restores the street.
        cards.remove(card)
        cards.insert(len(cards) if index is None else index, card)
        locations = {**state.street_cards, card: target}
        state.street_cards = {c: locations[c] for c in cards}
        if target == HAND:
            return Returned(seat, card, source)
        if target == DISCARD:
            return Discarded(seat, card, source)
        return Placed(seat, card, target, source)

    # ----- confirm -----------------------------------------------------------------------

    def verify_confirm(self, seat: int) -> None:
        state = self._verify_acting(seat)
        street = state.current_street
        assert street is not None
        held = state.count(HAND)
        if held:
            if street.discarded:
                text = translate(
                    "PlayErrors", "place or discard every card first: {held} still in hand"
                )
            else:
                text = translate("PlayErrors", "place every card first: {held} still in hand")
            raise IllegalAction(text.format(held=held))
        if state.count(DISCARD) != street.discarded:
            raise IllegalAction(
                translate("PlayErrors", "this street discards exactly {discarded} card(s)").format(
                    discarded=street.discarded
                )
            )

    def can_confirm(self, seat: int) -> bool:
        return passes(self.verify_confirm, seat)

    def confirm_street(self, seat: int) -> tuple[Record, ...]:
        """Fix this street's placements; the next player (or the reveal) follows."""
        self.verify_confirm(seat)
        self.actions.append(Confirm(seat))
        waited = self.waits_for_fantasyland()
        state = self.seats[seat]
        placed = tuple((c, w) for c, w in state.street_cards.items() if w in ROW_NAMES)
        for card, row in placed:
            state.rows[row].append(card)
        discarded = [c for c, w in state.street_cards.items() if w == DISCARD]
        state.discards.extend(discarded)
        records: list[Record] = [StreetConfirmed(seat, state.street, placed, len(discarded))]
        state.street_cards = {}
        state.undo = []
        state.street += 1
        if state.street >= len(state.schedule):
            state.finished = True
        if seat not in self._simultaneous:
            self._turn_pos += 1
            if self._turn_pos >= len(self._turn_order):
                self._turn_order = [s for s in self._turn_order if not self.seats[s].finished]
                self._turn_pos = 0 if self._turn_order else len(self._turn_order)
            records.extend(self._begin_turn())
        elif waited and not self.waits_for_fantasyland():
            records.extend(self._begin_turn())  # the last Fantasyland board is set
        if all(s.finished for s in self.seats):
            records.extend(self._finish())
        return tuple(records)

    # ----- closed-game declarations ----------------------------------------------------

    def verify_declare_natural(self, seat: int) -> Natural:
        state = self._verify_acting(seat)
        if not self.rules.naturals:
            raise IllegalAction(
                translate("PlayErrors", "naturals are not played under these rules")
            )
        if state.natural is not None:
            raise IllegalAction(translate("PlayErrors", "a natural is declared once"))
        if state.count(HAND):
            raise IllegalAction(
                translate("PlayErrors", "set all 13 cards before declaring a natural")
            )
        top, middle, bottom = (state.row_cards(row) for row in ROW_NAMES)
        natural = natural_of((top, middle, bottom))
        if natural is None:
            raise IllegalAction(translate("PlayErrors", "these cards hold no natural"))
        return natural

    def declare_natural(self, seat: int) -> tuple[Record, ...]:
        natural = self.verify_declare_natural(seat)
        self.actions.append(DeclareNatural(seat))
        self.seats[seat].natural = natural
        return (NaturalDeclared(seat, natural.kind.label),)

    def verify_surrender(self, seat: int) -> None:
        state = self._verify_acting(seat)
        if not self.rules.surrender:
            raise IllegalAction(
                translate("PlayErrors", "surrender is not allowed under these rules")
            )
        if state.natural is not None:
            raise IllegalAction(
                translate("PlayErrors", "a player who declared a natural cannot surrender")
            )

    def surrender(self, seat: int) -> tuple[Record, ...]:
        """Give up before the reveal, paying 2 to every opponent (§9)."""
        self.verify_surrender(seat)
        self.actions.append(Surrender(seat))
        state = self.seats[seat]
        state.surrendered = True
        state.finished = True
        records: list[Record] = [Surrendered(seat)]
        if all(s.finished for s in self.seats):
            records.extend(self._finish())
        return tuple(records)

    # ----- the end of the hand ----------------------------------------------------------

    def _finish(self) -> list[Record]:
        records: list[Record] = []
        evaluations = []
        closed: dict[str, ClosedPlay] = {}
        for seat, state in enumerate(self.seats):
            in_fantasyland = seat in self.fantasyland
            if state.surrendered:
                evaluation = BoardEvaluation((0, 0, 0), True, (0, 0, 0), NO_FANTASYLAND)
            else:
                board = state.board()
                if seat in self._simultaneous:
                    records.append(BoardRevealed(seat, board))
                evaluation = evaluate_board(board, self.rules, in_fantasyland)
            evaluations.append(evaluation)
            if state.natural is not None or state.surrendered:
                closed[self.players[seat]] = ClosedPlay(state.natural, state.surrendered)
        self.evaluations = tuple(evaluations)
        self.settlement = settle_hand(
            list(zip(self.players, evaluations, strict=True)), self.rules, closed
        )
        records.append(HandScored(self.settlement))
        for seat, evaluation in enumerate(evaluations):
            outcome = evaluation.fantasyland
            if outcome.qualifies:
                self.next_fantasyland[seat] = outcome.cards
                kind = FantasylandStayed if seat in self.fantasyland else FantasylandEntered
                records.append(kind(seat, outcome.cards))
        return records

    def board(self, seat: int) -> Board:
        """A seat's board as the engine sees it (this street's placements included)."""
        return self.seats[seat].board()
