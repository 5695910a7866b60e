"""What the table shows, built from the controller's PlayerView (no Qt here besides
the controller it reads): the scene draws exactly this and nothing else."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ofc_desktop.core.cards import Card
from ofc_desktop.core.evaluate import evaluate_naturals, name_of
from ofc_desktop.core.hand import ROW_NAMES
from ofc_desktop.core.rows import Row
from ofc_desktop.ui.controller import GameController


@dataclass
class SeatPicture:
    seat: int
    name: str
    rows: dict[str, list[Card]]
    labels: dict[str, str]
    face_down: int = 0
    status: str = ""
    is_viewer: bool = False
    acting: bool = False
    button: bool = False


@dataclass
class TablePicture:
    seats: list[SeatPicture]
    held: list[Card] = field(default_factory=list)
    street_discards: list[Card] = field(default_factory=list)
    movable: set[Card] = field(default_factory=set)
    discard_zone: bool = False
    legal_rows: Callable[[Card], list[str]] = lambda card: []
    can_discard: Callable[[Card], bool] = lambda card: False


def _partial_labels(rows: dict[str, list[Card]]) -> dict[str, str]:
    labels = {}
    for name in ROW_NAMES:
        cards = rows[name]
        labels[name] = name_of(evaluate_naturals(cards, Row(name).size)) if cards else ""
    return labels


def picture_for(controller: GameController) -> TablePicture:
    """The table as the viewing seat may see it right now."""
    view = controller.view()
    hand = controller.hand
    if view is None or hand is None:
        return TablePicture(seats=[])
    viewer = view.seat
    seats: list[SeatPicture] = []
    evaluations = hand.evaluations if hand.is_over else ()
    acting = set(hand.acting_seats())
    for seat, name in enumerate(view.players):
        if seat == viewer:
            rows = {row: list(view.board.row(Row(row))) for row in ROW_NAMES}
            face_down = 0
        else:
            opponent = next(o for o in view.opponents if o.seat == seat)
            rows = {row: list(opponent.board.row(Row(row))) for row in ROW_NAMES}
            face_down = opponent.face_down
        labels = _partial_labels(rows)
        status = "Fantasyland" if seat in hand.fantasyland else ""
        if evaluations:
            evaluation = evaluations[seat]
            for row, hand_name, royalty in zip(ROW_NAMES, evaluation.names,
                                               evaluation.royalties, strict=True):
                labels[row] = hand_name + (f"  +{royalty}" if royalty else "")
            if evaluation.fouled:
                status = "FOULED"
            if hand.settlement is not None:
                total = hand.settlement.total(name)
                status = f"{status}  {total:+d}".strip()
        seats.append(SeatPicture(
            seat=seat, name=name, rows=rows, labels=labels, face_down=face_down,
            status=status, is_viewer=seat == viewer, acting=seat in acting,
            button=seat == view.button,
        ))
    own_turn = controller.human_may_act()
    movable = set(view.held) | {card for card, _ in view.street_placed} \
        | set(view.street_discards) if own_turn else set()
    street = view.street_rule
    return TablePicture(
        seats=seats,
        held=list(view.held) if own_turn or hand.is_over else [],
        street_discards=list(view.street_discards),
        movable=movable,
        discard_zone=bool(street and street.discarded),
        legal_rows=controller.legal_rows,
        can_discard=controller.can_discard,
    )
