"""A decision for one street: where each held card goes, and what is discarded.

A decision applies whole or not at all: :func:`verify_decision` checks it against the
hand before anything moves, so a bad decision from a bot never leaves a street half
played.

>>> from ofc_desktop.core.rules import RuleSet
>>> hand = Hand(RuleSet(), ["Ann", "Bob"], seed=7)
>>> _ = hand.start()
>>> held = view_for(hand, 1).held
>>> can_apply_decision(hand, 1, Decision(tuple((card, "bottom") for card in held)))
True
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations, product

from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card
from ofc_desktop.core.hand import ROW_NAMES, Hand, IllegalAction
from ofc_desktop.core.records import Record
from ofc_desktop.core.rows import ROWS, Row, row_word
from ofc_desktop.core.translate import translate
from ofc_desktop.core.view import PlayerView, view_for


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
    room = tuple(slots[row] for row in ROW_NAMES)
    due = discards_due(view)
    for thrown in combinations(range(len(held)), due):
        kept = [card for i, card in enumerate(held) if i not in thrown]
        discards = tuple(held[i] for i in thrown)
        for rows in _row_choices(len(kept), room):
            yield Decision(tuple(zip(kept, rows, strict=True)), discards)


@lru_cache(maxsize=256)
def _row_choices(count: int, room: tuple[int, ...]) -> tuple[tuple[str, ...], ...]:
    """The row of each of ``count`` cards, every way that fits the free places ``room``
    (by row): each way places a different set of cards in some row, so all are distinct.
    The bots' lookahead asks this for every play of every deal it looks at."""
    return tuple(
        rows
        for rows in product(ROW_NAMES, repeat=count)
        if all(rows.count(row) <= free for row, free in zip(ROW_NAMES, room, strict=True))
    )


def verify_decision(hand: Hand, seat: int, decision: Decision, *, confirm: bool = True) -> None:
    """Raise :class:`IllegalAction`, saying why, unless the decision plays exactly the
    cards the seat still holds this street; nothing changes either way.

    Cards already placed or discarded this street stay where they are. A decision that
    covers every held card always leaves the street complete, so ``confirm`` asks for
    nothing more; it is taken to match :func:`apply_decision`.

    >>> from ofc_desktop.core.rules import RuleSet
    >>> hand = Hand(RuleSet(), ["Ann", "Bob"], seed=7)
    >>> _ = hand.start()
    >>> held = view_for(hand, 1).held
    >>> verify_decision(hand, 1, Decision(tuple((card, "top") for card in held)))
    Traceback (most recent call last):
    ofc_desktop.core.seat_state.IllegalAction: the top row has room for 3 more cards, not 5
    """
    hand.verify_acting(seat)
    _verify_shape(decision)
    view = view_for(hand, seat)
    placed_now = tuple(card for card, _ in view.street_placed)
    for _, row in decision.placements:
        if _row_key(row) not in ROW_NAMES:
            raise IllegalAction(
                translate(
                    "PlayErrors", "there is no row called {row!r}: use top, middle or bottom"
                ).format(row=row)
            )
    played = [card for card, _ in decision.placements] + list(decision.discards)
    for card in played:
        if card in placed_now:
            raise IllegalAction(
                translate(
                    "PlayErrors", "{card} is already placed this street: play only held cards"
                ).format(card=card)
            )
        if card in view.street_discards:
            raise IllegalAction(
                translate(
                    "PlayErrors", "{card} is already discarded this street: play only held cards"
                ).format(card=card)
            )
        if card not in view.held:
            raise IllegalAction(
                translate("PlayErrors", "{card} is not one of the cards you hold").format(card=card)
            )
    seen: set[Card] = set()
    for card in played:
        if card in seen:
            placed = {c for c, _ in decision.placements}
            if card in placed and card in decision.discards:
                raise IllegalAction(
                    translate("PlayErrors", "{card} is both placed and discarded").format(card=card)
                )
            raise IllegalAction(
                translate("PlayErrors", "{card} appears twice in the decision").format(card=card)
            )
        seen.add(card)
    left = [card for card in view.held if card not in seen]
    if left:
        cards = ", ".join(str(card) for card in left)
        raise IllegalAction(
            translate(
                "PlayErrors", "the decision leaves {cards} in hand: play every held card"
            ).format(cards=cards)
        )
    due = discards_due(view)
    if len(decision.discards) != due:
        street = view.street_rule
        if street is not None and street.discarded == 0:
            raise IllegalAction(translate("PlayErrors", "nothing is discarded on this street"))
        raise IllegalAction(
            translate("PlayErrors", "discard exactly {due} of the held cards, not {given}").format(
                due=due, given=len(decision.discards)
            )
        )
    slots = free_slots(view)
    wanted = {row: len(cards) for row, cards in _grouped(decision).items()}
    for row in ROW_NAMES:
        if wanted[row] > slots[row]:
            if slots[row] == 1:
                text = translate(
                    "PlayErrors", "the {row} row has room for 1 more card, not {wanted}"
                )
            else:
                text = translate(
                    "PlayErrors", "the {row} row has room for {count} more cards, not {wanted}"
                )
            raise IllegalAction(
                text.format(row=row_word(row), count=slots[row], wanted=wanted[row])
            )


def _verify_shape(decision: object) -> None:
    """A decision from a bot is untrusted input: check its shape before reading it."""
    if not isinstance(decision, Decision):
        raise IllegalAction(
            translate("PlayErrors", "a decision was expected, not {kind}").format(
                kind=type(decision).__name__
            )
        )
    if not isinstance(decision.placements, tuple | list) or not isinstance(
        decision.discards, tuple | list
    ):
        raise IllegalAction(translate("PlayErrors", "a decision lists its placements and discards"))
    for placement in decision.placements:
        if not (
            isinstance(placement, tuple | list)
            and len(placement) == 2
            and isinstance(placement[0], Card)
            and isinstance(placement[1], Row | str)
        ):
            raise IllegalAction(
                translate(
                    "PlayErrors", "a placement is a card and a row, not {placement!r}"
                ).format(placement=placement)
            )
    for card in decision.discards:
        if not isinstance(card, Card):
            raise IllegalAction(
                translate("PlayErrors", "a discard is a card, not {card!r}").format(card=card)
            )


def _row_key(row: Row | str) -> str:
    """A row's name; the engine's actions take a :class:`Row` as well as its name."""
    return row.value if isinstance(row, Row) else row


def _grouped(decision: Decision) -> dict[str, list[Card]]:
    """Placements by row name; the row names are already checked."""
    grouped: dict[str, list[Card]] = {row: [] for row in ROW_NAMES}
    for card, row in decision.placements:
        grouped[_row_key(row)].append(card)
    return grouped


def can_apply_decision(hand: Hand, seat: int, decision: Decision, *, confirm: bool = True) -> bool:
    """Whether :func:`apply_decision` would play the decision."""
    try:
        verify_decision(hand, seat, decision, confirm=confirm)
    except IllegalAction:
        return False
    return True


def apply_decision(
    hand: Hand, seat: int, decision: Decision, *, confirm: bool = True
) -> tuple[Record, ...]:
    """Play a decision through the engine's own checked actions, whole or not at all.

    >>> from ofc_desktop.core.rules import RuleSet
    >>> hand = Hand(RuleSet(), ["Ann", "Bob"], seed=7)
    >>> _ = hand.start()
    >>> held = view_for(hand, 1).held
    >>> records = apply_decision(hand, 1, Decision(tuple((card, "bottom") for card in held)))
    >>> hand.to_act
    0
    """
    verify_decision(hand, seat, decision, confirm=confirm)
    records: list[Record] = []
    logged = len(hand.actions)
    moves = 0
    try:
        for card in decision.discards:
            records.extend(hand.discard(seat, card))
            moves += 1
        for card, row in decision.placements:
            records.extend(hand.place(seat, card, row))
            moves += 1
        if confirm:
            hand.verify_confirm(seat)
    except Exception:
        # verify_decision should have refused it; should the engine still refuse a step,
        # take back the steps made so a bad decision never leaves the street half played.
        for _ in range(moves):
            hand.undo(seat)
        del hand.actions[logged:]
        raise
    if confirm:
        records.extend(hand.confirm_street(seat))
    return tuple(records)


def street_start(view: PlayerView) -> tuple[PlayerView, Decision]:
    """The view as this street began (every street card still held) and the play now
    laid out on the table, placed and discarded, as one decision."""
    placed = dict(view.street_placed)
    rows = {row: tuple(card for card in view.board.row(row) if card not in placed) for row in ROWS}
    before = replace(
        view,
        board=Board(rows[Row.TOP], rows[Row.MIDDLE], rows[Row.BOTTOM]),
        held=(*view.held, *placed, *view.street_discards),
        street_placed=(),
        street_discards=(),
    )
    return before, Decision(view.street_placed, view.street_discards)
