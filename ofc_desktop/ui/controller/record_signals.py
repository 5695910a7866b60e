"""The table controller's fine-grained signals, one for each record the viewer may see
(placements, deals, confirmations, the reveal, the score, the button, the match's end)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ofc_desktop.core.records import (
    BoardRevealed,
    ButtonMoved,
    Dealt,
    DealtFaceDown,
    Discarded,
    HandScored,
    HandStarted,
    MatchEnded,
    Placed,
    Record,
    Returned,
    StreetConfirmed,
    StreetSetFaceDown,
)

if TYPE_CHECKING:
    from ofc_desktop.ui.controller.table_controller import TableController


def emit_record(controller: TableController, record: Record) -> None:
    """Emit the controller's signal for ``record`` (already filtered for the viewer)."""
    if isinstance(record, HandStarted):
        controller.handStarted.emit(record.hand_number)
    elif isinstance(record, Dealt):
        controller.cardsDealt.emit(record.seat, len(record.cards))
    elif isinstance(record, DealtFaceDown):
        controller.cardsDealt.emit(record.seat, record.count)
    elif isinstance(record, Placed):
        controller.cardMoved.emit(record.card, record.row)
    elif isinstance(record, Discarded):
        controller.cardMoved.emit(record.card, "discard")
    elif isinstance(record, Returned):
        controller.cardMoved.emit(record.card, "held")
    elif isinstance(record, StreetConfirmed | StreetSetFaceDown):
        controller.streetConfirmed.emit(record.seat, record.street)
    elif isinstance(record, BoardRevealed):
        controller.boardRevealed.emit(record.seat)
    elif isinstance(record, HandScored):
        controller.handScored.emit(record.settlement)
    elif isinstance(record, ButtonMoved):
        controller.buttonMoved.emit(record.target)
    elif isinstance(record, MatchEnded):
        controller.matchEnded.emit(record.totals)
