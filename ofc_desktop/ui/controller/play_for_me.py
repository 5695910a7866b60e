"""Play for me at the table: the advisor (``bots/advice.py``) asked on a worker of its
own, with a deadline, and what it answers laid out through the engine's checked actions.

The requests run off the GUI thread (docs/architecture.md rule 4); the answer, a failure, or the
deadline passing comes back by signal, and the controller lays the play out (or, when
the advisor failed, the safe move), so a request never stalls a hand.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from ofc_desktop.bots.advice import (
    sets_whole_board,
    suggest,
    whole_board_decision,
)
from ofc_desktop.bots.protocol import Budget
from ofc_desktop.core.autoplay import safe_auto_move
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision, apply_decision
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.records import Record
from ofc_desktop.core.view import PlayerView, view_for
from ofc_desktop.ui.controller.bot_runner import BotRunner

# What the table asks: the view to plan from, the budget, the cancel flag. It may answer
# anything (a bug, a stand-in in tests): the controller checks it as it checks a bot's.
Advise = Callable[[PlayerView, Budget, threading.Event], object]


def advise(view: PlayerView, budget: Budget, cancel: threading.Event) -> object:
    """The product's Play for me for ``view``; the table's deadline, not ``budget``,
    bounds it (a late answer is dropped)."""
    return suggest(view, cancel)


@dataclass(frozen=True)
class Asked:
    """One request: whose street, planned from which view, and whether to confirm it."""

    seat: int
    view: PlayerView
    confirm: bool
    timed_out: bool = False  # the seat's clock ran out


def _take_back(hand: Hand, seat: int, cards: set[Card]) -> list[Record]:
    """Return to the seat's hand those of its street's placed or discarded cards."""
    view = view_for(hand, seat)
    records: list[Record] = []
    for card in [*(c for c, _ in view.street_placed), *view.street_discards]:
        if card in cards:
            records.extend(hand.take_back(seat, card))
    return records


def laid_out_records(
    hand: Hand, seat: int, decision: Decision, *, confirm: bool
) -> tuple[Record, ...]:
    """Play a trusted ``decision`` for the seat, taking back first the street's cards
    it moves; OfcError says why it does not fit."""
    played = {card for card, _ in decision.placements} | set(decision.discards)
    records = _take_back(hand, seat, played)
    return (*records, *apply_decision(hand, seat, decision, confirm=confirm))


def safe_records(hand: Hand, seat: int, *, confirm: bool) -> tuple[Record, ...]:
    """The engine's own move for the seat's cards in hand (13 or more: the solver's)."""
    view = view_for(hand, seat)
    if sets_whole_board(view):
        return laid_out_records(hand, seat, whole_board_decision(view), confirm=confirm)
    return apply_decision(hand, seat, safe_auto_move(view), confirm=confirm)


def play_or_safe(
    hand: Hand, seat: int, answer: object, *, confirm: bool
) -> tuple[tuple[Record, ...], str]:
    """Play an untrusted ``answer`` like :func:`laid_out_records`, or, when it is no
    decision or does not fit the street, the safe move; the records, and why the safe
    move was played ("" when it was not)."""
    if not isinstance(answer, Decision):
        return (
            safe_records(hand, seat, confirm=confirm),
            f"answered {type(answer).__name__}, not a decision",
        )
    try:
        played = {card for card in answer.discards if isinstance(card, Card)} | {
            placement[0]
            for placement in answer.placements
            if isinstance(placement, tuple) and placement and isinstance(placement[0], Card)
        }
    except TypeError:
        played = set()
    records = _take_back(hand, seat, played)
    try:
        records.extend(apply_decision(hand, seat, answer, confirm=confirm))
    except OfcError as error:
        return (
            *records,
            *safe_records(hand, seat, confirm=confirm),
        ), f"made an illegal move ({error})"
    return tuple(records), ""


class PlayForMe(QObject):
    """Asks the advisor for one street per seat at a time; ``answered`` or ``failed``
    follows, never both, and nothing for a request withdrawn."""

    answered = Signal(object, object)  # Asked, whatever the advisor returned
    failed = Signal(object, str)  # Asked, what went wrong (English, for the log)

    def __init__(self, parent: QObject | None = None, advisor: Advise = advise) -> None:
        super().__init__(parent)
        self.advisor = advisor
        self._runner = BotRunner(self)
        self._runner.done.connect(self._on_done)
        self._runner.failed.connect(self._on_failed)
        self._asked: dict[int, tuple[int, Asked, QTimer]] = {}  # seat -> request

    def thinking(self, seat: int) -> bool:
        return seat in self._asked

    def ask(self, asked: Asked, budget: Budget, limit_ms: int) -> None:
        """Ask for ``asked.view`` (withdrawing the seat's earlier request); past
        ``limit_ms`` the request is given up and ``failed`` says so."""
        self.cancel(asked.seat)
        advisor, view = self.advisor, asked.view
        ticket = self._runner.request(lambda cancel: advisor(view, budget, cancel))
        deadline = QTimer(self)
        deadline.setSingleShot(True)
        deadline.timeout.connect(lambda: self._on_deadline(ticket.request_id, limit_ms))
        self._asked[asked.seat] = (ticket.request_id, asked, deadline)
        deadline.start(max(0, limit_ms))

    def cancel(self, seat: int) -> None:
        entry = self._asked.pop(seat, None)
        if entry is not None:
            self._drop(entry)

    def cancel_all(self) -> None:
        for seat in list(self._asked):
            self.cancel(seat)

    def wait(self, msecs: int = 5000) -> bool:
        return self._runner.wait(msecs)

    def _drop(self, entry: tuple[int, Asked, QTimer]) -> None:
        request_id, _, deadline = entry
        self._runner.finish(request_id)  # sets its cancel flag
        deadline.stop()
        deadline.deleteLater()

    def _take(self, request_id: int) -> Asked | None:
        seat = next((s for s, (r, _, _) in self._asked.items() if r == request_id), None)
        if seat is None:
            self._runner.finish(request_id)
            return None  # withdrawn: the hand or the street moved on
        entry = self._asked.pop(seat)
        self._drop(entry)
        return entry[1]

    def _on_done(self, request_id: int, result: object) -> None:
        asked = self._take(request_id)
        if asked is not None:
            self.answered.emit(asked, result)

    def _on_failed(self, request_id: int, message: str) -> None:
        asked = self._take(request_id)
        if asked is not None:
            self.failed.emit(asked, f"failed ({message})")

    def _on_deadline(self, request_id: int, limit_ms: int) -> None:
        asked = self._take(request_id)
        if asked is not None:
            self.failed.emit(asked, f"took longer than {limit_ms / 1000:g} s")
