"""A decision for one street: where each held card goes, and what is discarded."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations, product

from ofc_desktop.core.cards import Card
from ofc_desktop.core.hand import ROW_NAMES, Hand
from ofc_desktop.core.records import Record
from ofc_desktop.core.rows import Row
from ofc_desktop.core.view import PlayerView


@dataclass(frozen=True)
class Decision:
    """Placements (card, row name) and discards for the cards a seat holds."""

    placements: tuple[tuple[Card, str], ...]
    discards: tuple[Card, ...] = ()

    def rows(self) -> dict[str, list[Card]]:
        grouped: dict[str, list[Card]] = {row: [] for row in ROW_NAMES}
        for card, row in self.placements:
            grouped[row].append(card)
        return grouped


def free_slots(view: PlayerView) -> dict[str, int]:
    """Empty places left in each of the seat's rows."""
    return {row.value: row.size - len(view.board.row(row)) for row in Row}


def discards_due(view: PlayerView) -> int:
    """How many of the held cards must still be discarded this street."""
    street = view.street_rule
    return 0 if street is None else street.discarded - len(view.street_discards)


def legal_decisions(view: PlayerView) -> Iterator[Decision]:
    """Every distinct way to play the held cards (order within a row ignored)."""
    held = list(view.held)
    slots = free_slots(view)
    due = discards_due(view)
    for thrown in combinations(range(len(held)), due):
        kept = [card for i, card in enumerate(held) if i not in thrown]
        seen: set[tuple[tuple[int, ...], ...]] = set()
        for rows in product(ROW_NAMES, repeat=len(kept)):
            if any(rows.count(row) > slots[row] for row in ROW_NAMES):
                continue
            key = tuple(tuple(i for i, r in enumerate(rows) if r == row) for row in ROW_NAMES)
            if key in seen:
                continue
            seen.add(key)
            yield Decision(
                tuple(zip(kept, rows, strict=True)), tuple(held[i] for i in thrown)
            )


def apply_decision(
    hand: Hand, seat: int, decision: Decision, *, confirm: bool = True
) -> tuple[Record, ...]:
    """Play a decision through the engine's own checked actions."""
    records: list[Record] = []
    for card in decision.discards:
        records.extend(hand.discard(seat, card))
    for card, row in decision.placements:
        records.extend(hand.place(seat, card, row))
    if confirm:
        records.extend(hand.confirm_street(seat))
    return tuple(records)
