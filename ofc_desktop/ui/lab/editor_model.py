"""The position being set up in the lab: every seat's board, the hero's hand and the
dead cards, with the set-up around them (rules, seats, hero, button, Fantasyland).

It holds what the player placed, impossible or not; :meth:`position` turns it into the
engine's :class:`LabPosition`, whose ``problems()`` say what is wrong with it. Copies
of a card (a double deck) are given out here, lowest free copy first, so that the
player only ever picks "A♠".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card
from ofc_desktop.core.lab_position import LabPosition, SeatSetup
from ofc_desktop.core.position_notation import HERO_NAME, OPPONENT_NAME
from ofc_desktop.core.rules import RuleSet

ROW_SIZES = {"top": 3, "middle": 5, "bottom": 5}
MAX_HAND = 17  # a progressive Fantasyland deal
MIN_SEATS, MAX_SEATS = 2, 6
BOARD, HAND, DEAD = "board", "hand", "dead"


@dataclass(frozen=True)
class Slot:
    """A place a card can go: a seat's row (``seat``, ``row``), the hand or the dead
    cards; ``index`` counts from the left."""

    area: str
    index: int
    seat: int = -1
    row: str = ""


def seat_name(seat: int) -> str:
    """A new seat's name: the notation's own defaults, so that it writes no names."""
    return HERO_NAME if seat == 0 else OPPONENT_NAME.format(number=seat)


_DEFAULT_OPPONENT = re.compile(re.escape(OPPONENT_NAME).replace(r"\{number\}", r"(\d+)"))


def shown_name(name: str) -> str:
    """A seat's name as the lab shows it: the notation's defaults ("Hero", "Opp1") are
    no names but roles, said in the window's language; a name given is shown as it is."""
    if name == HERO_NAME:
        return QCoreApplication.translate("LabSeats", "Hero")
    match = _DEFAULT_OPPONENT.fullmatch(name)
    if match:
        return QCoreApplication.translate("LabSeats", "Opponent {number}").format(number=match[1])
    return name


class PositionEditor(QObject):
    """The lab's position as the player edits it; ``changed`` after every edit."""

    changed = Signal()

    def __init__(self, rules: RuleSet, seats: int = 2, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.names: list[str] = []
        self.rows: list[dict[str, list[Card]]] = []
        self.fantasyland: list[bool] = []
        self.hero = 0
        self.button = 0
        self.hand: list[Card] = []
        self.dead: list[Card] = []
        self._resize(seats)

    # ----- the set-up --------------------------------------------------------------------

    @property
    def seat_count(self) -> int:
        return len(self.names)

    def _resize(self, seats: int) -> None:
        seats = max(MIN_SEATS, min(MAX_SEATS, seats))
        del self.names[seats:], self.rows[seats:], self.fantasyland[seats:]
        while len(self.names) < seats:
            self.names.append(seat_name(len(self.names)))
            self.rows.append({row: [] for row in ROW_SIZES})
            self.fantasyland.append(False)
        self.hero = min(self.hero, seats - 1)
        self.button = min(self.button, seats - 1)

    def set_seat_count(self, seats: int) -> None:
        """Seats beyond the new count go, with their cards."""
        self._resize(seats)
        self.changed.emit()

    def set_rules(self, rules: RuleSet) -> None:
        self.rules = rules
        self.changed.emit()

    def set_hero(self, seat: int) -> None:
        self.hero = max(0, min(seat, self.seat_count - 1))
        self.changed.emit()

    def set_button(self, seat: int) -> None:
        self.button = max(0, min(seat, self.seat_count - 1))
        self.changed.emit()

    def set_fantasyland(self, seat: int, on: bool) -> None:
        self.fantasyland[seat] = on
        self.changed.emit()

    def clear(self) -> None:
        """Every card back to the picker; the set-up stays."""
        for rows in self.rows:
            for cards in rows.values():
                cards.clear()
        self.hand.clear()
        self.dead.clear()
        self.changed.emit()

    # ----- cards -------------------------------------------------------------------------

    def cards(self) -> list[Card]:
        """Every card placed anywhere."""
        placed = [card for rows in self.rows for cards in rows.values() for card in cards]
        return [*placed, *self.hand, *self.dead]

    def limit(self, card: Card) -> int:
        """How many of ``card`` the shoe holds."""
        if card.is_joker:
            return self.rules.decks * self.rules.jokers_per_deck
        return self.rules.decks

    def uses(self, card: Card) -> int:
        return sum(1 for each in self.cards() if each.text == card.text)

    def available(self, card: Card) -> bool:
        return self.uses(card) < self.limit(card)

    def _list(self, slot: Slot) -> tuple[list[Card], int]:
        """The list a slot belongs to, and how many cards it may hold."""
        if slot.area == BOARD:
            return self.rows[slot.seat][slot.row], ROW_SIZES[slot.row]
        if slot.area == HAND:
            return self.hand, MAX_HAND
        return self.dead, 10_000

    def card_at(self, slot: Slot) -> Card | None:
        if slot.area == BOARD and not 0 <= slot.seat < self.seat_count:
            return None
        cards, _size = self._list(slot)
        return cards[slot.index] if 0 <= slot.index < len(cards) else None

    def _free_copy(self, card: Card) -> Card | None:
        taken = {each.copy for each in self.cards() if each.text == card.text}
        copy = next((n for n in range(self.limit(card)) if n not in taken), None)
        return None if copy is None else card.with_copy(copy)

    def place(self, card: Card, slot: Slot) -> bool:
        """Put ``card`` (any copy: the lowest free one is used) on ``slot``: over the
        card there, else at the end of the slot's row. False when the shoe has no
        such card left or the row is full."""
        cards, size = self._list(slot)
        if slot.index < len(cards):
            old = cards.pop(slot.index)
            placed = self._free_copy(card)
            cards.insert(slot.index, placed or old)  # none left: what was there stays
            if placed is None:
                return False
        else:
            placed = self._free_copy(card)
            if placed is None or len(cards) >= size:
                return False
            cards.append(placed)
        self.changed.emit()
        return True

    def remove(self, slot: Slot) -> Card | None:
        """Take the card off ``slot`` (the ones right of it close up)."""
        if self.card_at(slot) is None:
            return None
        card = self._list(slot)[0].pop(slot.index)
        self.changed.emit()
        return card

    def move(self, source: Slot, target: Slot) -> bool:
        """Move a placed card to another slot (swapping with a card there)."""
        card = self.card_at(source)
        if card is None or source == target:
            return False
        source_cards, _ = self._list(source)
        target_cards, size = self._list(target)
        if target.index < len(target_cards):
            target_cards[target.index], source_cards[source.index] = (
                card,
                target_cards[target.index],
            )
        elif len(target_cards) < size or target_cards is source_cards:
            source_cards.pop(source.index)
            target_cards.append(card)
        else:
            return False
        self.changed.emit()
        return True

    # ----- the position --------------------------------------------------------------------

    def position(self) -> LabPosition:
        """The engine's position (raises ValueError for one it cannot even hold)."""
        seats = tuple(
            SeatSetup(
                name,
                Board(*(tuple(rows[row]) for row in ROW_SIZES)),
                self.fantasyland[seat],
            )
            for seat, (name, rows) in enumerate(zip(self.names, self.rows, strict=True))
        )
        return LabPosition(
            rules=self.rules,
            seats=seats,
            hero=self.hero,
            hand=tuple(self.hand),
            dead=tuple(self.dead),
            button=self.button,
        )

    def problems(self) -> list[str]:
        """Why the position cannot be analysed (nothing when it can)."""
        try:
            return list(self.position().problems())
        except ValueError as error:
            return [str(error)]

    def load(self, position: LabPosition) -> None:
        """Show ``position`` (replacing everything, the rules too)."""
        self.rules = position.rules
        self.names = [seat.name for seat in position.seats]
        self.rows = [
            {row: list(cards) for row, cards in zip(ROW_SIZES, seat.board.rows, strict=True)}
            for seat in position.seats
        ]
        self.fantasyland = [seat.in_fantasyland for seat in position.seats]
        self.hero, self.button = position.hero, position.button
        self.hand, self.dead = list(position.hand), list(position.dead)
        self.changed.emit()
