"""BotTurns: asks the bot seats that may act, on the bot runner's workers, and plays
their answers through the controller (docs/architecture.md rules 3 and 4).

A bot is asked only when the engine says its seat may act (``Hand.may_act``), so bots
follow the same turn order as people: the ordinary streets in turn, a Fantasyland board
when ``fantasyland_sets`` allows it. A bot that fails, times out or answers illegally
never stalls a hand: its seat plays the engine's safe move for that street.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from ofc_desktop.core.decision import Decision, apply_decision
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.seats import seats_to_ask
from ofc_desktop.core.view import view_for
from ofc_desktop.ui.controller.bot_runner import BotRunner
from ofc_desktop.ui.controller.play_for_me import safe_records

if TYPE_CHECKING:
    from ofc_desktop.ui.controller.table_controller import TableController

log = logging.getLogger(__name__)

# A bot that has not answered after this long shows on its seat that it is thinking: a
# quick answer never flickers a label, a long think never looks like a hang.
THINKING_SHOWN_AFTER_MS = 700


class BotTurns(QObject):
    """The bot seats' requests of one controller: asked, answered, withdrawn."""

    def __init__(self, controller: TableController, runner: BotRunner) -> None:
        super().__init__(controller)
        self.controller = controller
        self.runner = runner
        self.pending: dict[int, int] = {}  # bot seat -> its live request id
        self._thinking: set[int] = set()  # seats shown as thinking

    @property
    def thinking(self) -> frozenset[int]:
        """The bot seats thinking for longer than a moment."""
        return frozenset(self._thinking)

    def cancel_all(self) -> None:
        self.runner.cancel_all()
        self.pending.clear()
        self._thinking.clear()

    def _show_thinking(self, seat: int, request_id: int) -> None:
        if self.pending.get(seat) == request_id:
            self._thinking.add(seat)
            self.controller._publish()

    def _answered(self, seat: int) -> None:
        del self.pending[seat]
        self._thinking.discard(seat)

    def schedule(self) -> None:
        """Ask, after the bot pause, every bot seat that may act and is not yet asked."""
        controller = self.controller
        hand = controller.hand
        if hand is None or hand.is_over:
            return
        for seat in seats_to_ask(hand, controller.seats):
            if seat not in self.pending:
                self.pending[seat] = 0  # asked; the request id follows after the pause
                serial = controller.serial
                QTimer.singleShot(
                    controller.bot_delay_ms, self, lambda s=seat, k=serial: self._ask(s, k)
                )

    def _ask(self, seat: int, serial: int) -> None:
        controller = self.controller
        hand = controller.hand
        if serial != controller.serial or hand is None or not hand.may_act(seat):
            if serial == controller.serial:
                self.pending.pop(seat, None)
            return
        bot = controller.seats[seat]
        view = view_for(hand, seat)
        ticket = self.runner.request(lambda cancel: bot.decide(view, cancel))
        self.pending[seat] = ticket.request_id
        QTimer.singleShot(
            THINKING_SHOWN_AFTER_MS,
            self,
            lambda s=seat, r=ticket.request_id: self._show_thinking(s, r),
        )
        QTimer.singleShot(
            controller.bot_timeout_ms,
            self,
            lambda s=seat, r=ticket.request_id: self._timed_out(s, r),
        )

    def _seat_of_request(self, request_id: int) -> int | None:
        return next((s for s, r in self.pending.items() if r == request_id), None)

    def done(self, request_id: int, decision: object) -> None:
        """A bot answered: play its decision, or the safe move when it does not fit."""
        seat = self._seat_of_request(request_id)
        self.runner.finish(request_id)
        if seat is None:
            return  # stale: the hand moved on
        self._answered(seat)
        controller = self.controller
        hand = controller.hand
        if hand is None or not hand.may_act(seat):
            return
        if not isinstance(decision, Decision):
            self._trouble(
                seat,
                "answered {kind}, not a decision",
                QCoreApplication.translate(
                    "TableController",
                    "{player}'s bot answered {kind}, not a decision; the safe move was "
                    "played for it.",
                ),
                kind=type(decision).__name__,
            )
            return
        try:
            records = apply_decision(hand, seat, decision)
        except OfcError as error:
            self._trouble(
                seat,
                "made an illegal move ({error})",
                QCoreApplication.translate(
                    "TableController",
                    "{player}'s bot made an illegal move ({error}); the safe move was "
                    "played for it.",
                ),
                error=str(error),
            )
            return
        controller.apply_records(records)

    def failed(self, request_id: int, message: str) -> None:
        seat = self._seat_of_request(request_id)
        self.runner.finish(request_id)
        if seat is not None:
            self._answered(seat)
            self._trouble(
                seat,
                "failed ({error})",
                QCoreApplication.translate(
                    "TableController",
                    "{player}'s bot failed ({error}); the safe move was played for it.",
                ),
                error=message,
            )

    def _timed_out(self, seat: int, request_id: int) -> None:
        if self.pending.get(seat) != request_id:
            return
        self.runner.finish(request_id)  # sets its cancel flag
        self._answered(seat)
        self._trouble(
            seat,
            "took longer than {seconds} s",
            QCoreApplication.translate(
                "TableController",
                "{player}'s bot took longer than {seconds} s; the safe move was played for it.",
            ),
            seconds=f"{self.controller.bot_timeout_ms / 1000:g}",
        )

    def _trouble(self, seat: int, why: str, message: str, **values: str) -> None:
        """Log ``why`` (English) and tell the player ``message`` (translated), both
        templates filled with ``values`` and the bot's name, then play the safe move."""
        controller = self.controller
        name = controller.seats[seat].name
        log.warning("bot %s %s; playing the safe move for this street", name, why.format(**values))
        controller.botTrouble.emit(message.format(player=name, **values))
        hand = controller.hand
        if hand is not None and hand.may_act(seat):
            controller.apply_records(safe_records(hand, seat, confirm=True))


WARM_UP_AFTER_MS = 300


def warm_up_fantasyland(rules: RuleSet) -> None:
    """Work out the bots' Fantasyland prices for ``rules`` on a thread of its own (the
    modules included), so the first bot decision need not; only where the application
    keeps them on disk (``fantasyland_cache``), never in tests or the command line."""
    from ofc_desktop.bots import fantasyland_cache

    if fantasyland_cache.folder() is None:
        return

    def run() -> None:
        from ofc_desktop.bots import fantasyland_pool

        fantasyland_pool.warm_up(rules)

    threading.Thread(target=run, name="fantasyland-import", daemon=True).start()
