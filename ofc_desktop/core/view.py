"""PlayerView: what one seat may know, and nothing more (docs/rules.md §5,
docs/architecture.md rule 4).

Bots and hints see the game only through a view: their own cards, every face-up card,
their own discards, and counts of what is hidden. Never another seat's held or
discarded cards, a face-down board before the reveal, or the deck order.
"""

from __future__ import annotations

from dataclasses import dataclass

from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card, build_deck
from ofc_desktop.core.hand import ROW_NAMES, Hand
from ofc_desktop.core.records import DISCARD, HAND
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.scoring import HandSettlement
from ofc_desktop.core.streets import Street


@dataclass(frozen=True)
class OpponentView:
    """Another seat as this seat sees it."""

    seat: int
    name: str
    board: Board  # face-up cards only: empty for a face-down board until the reveal
    held: int  # cards in its hand, unseen
    discards: int  # its discards, face down
    face_down: int  # cards set face down on a Fantasyland or closed board
    in_fantasyland: bool
    finished: bool


@dataclass(frozen=True)
class PlayerView:
    """One seat's knowledge of the hand at one moment."""

    seat: int
    players: tuple[str, ...]
    rules: RuleSet
    button: int
    hand_number: int
    board: Board  # own board, this street's placements included
    held: tuple[Card, ...]  # own cards still to place or discard this street
    street_placed: tuple[tuple[Card, str], ...]  # placed this street, still movable
    street_discards: tuple[Card, ...]  # discarded this street, still movable
    discards: tuple[Card, ...]  # own discards of earlier streets
    street: int
    street_rule: Street | None
    streets_left: int  # own streets after this one
    my_turn: bool
    in_fantasyland: bool
    opponents: tuple[OpponentView, ...]
    settlement: HandSettlement | None

    @property
    def name(self) -> str:
        return self.players[self.seat]

    def seen_cards(self) -> list[Card]:
        """Every card this seat has seen: its own and all face-up cards."""
        cards = [*self.board.cards(), *self.held, *self.street_discards, *self.discards]
        for opponent in self.opponents:
            cards.extend(opponent.board.cards())
        return cards

    def unseen_cards(self) -> list[Card]:
        """The shoe minus every card this seat has seen (opponents' boards are dead)."""
        seen = set(self.seen_cards())
        return [
            c for c in build_deck(self.rules.decks, self.rules.jokers_per_deck) if c not in seen
        ]


def view_for(hand: Hand, seat: int) -> PlayerView:
    """Build ``seat``'s view of ``hand``."""
    state = hand.seats[seat]
    opponents = []
    for other, other_state in enumerate(hand.seats):
        if other == seat:
            continue
        face_down = hand.is_simultaneous(other) and not hand.is_over
        unconfirmed = sum(1 for w in other_state.street_cards.values() if w in ROW_NAMES)
        confirmed = sum(len(cards) for cards in other_state.rows.values())
        if face_down:
            board = Board()
        else:
            top, middle, bottom = (tuple(other_state.rows[row]) for row in ROW_NAMES)
            board = Board(top, middle, bottom)
        opponents.append(
            OpponentView(
                seat=other,
                name=hand.players[other],
                board=board,
                # Placements are shown once the street is confirmed; until then they count
                # as held cards.
                held=other_state.count(HAND) + (0 if face_down else unconfirmed),
                discards=len(other_state.discards) + other_state.count(DISCARD),
                face_down=confirmed + unconfirmed if face_down else 0,
                in_fantasyland=other in hand.fantasyland,
                finished=other_state.finished,
            )
        )
    street_rule = state.current_street
    return PlayerView(
        seat=seat,
        players=hand.players,
        rules=hand.rules,
        button=hand.button,
        hand_number=hand.hand_number,
        board=state.board(),
        held=tuple(state.held()),
        street_placed=tuple((c, w) for c, w in state.street_cards.items() if w in ROW_NAMES),
        street_discards=tuple(c for c, w in state.street_cards.items() if w == DISCARD),
        discards=tuple(state.discards),
        street=state.street,
        street_rule=street_rule,
        streets_left=max(0, len(state.schedule) - state.street - 1),
        my_turn=hand.may_act(seat),
        in_fantasyland=seat in hand.fantasyland,
        opponents=tuple(opponents),
        settlement=hand.settlement,
    )
