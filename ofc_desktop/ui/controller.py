"""The game controller: applies players' actions to the engine and tells the views.

Every seat is asked for its decision the same way (DESIGN.md rule 3): a human seat
answers from the table scene, a bot seat from the bot runner. The views never touch
the engine: they read the current PlayerView and listen to the signals here.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import QObject, QTimer, Signal

from ofc_desktop.bots.levels import make_bot
from ofc_desktop.core.autoplay import safe_auto_move
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision, apply_decision
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.match import Match
from ofc_desktop.core.records import Record
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.view import PlayerView, view_for
from ofc_desktop.ui.bot_runner import BotRunner, Policy


class SeatKind(Enum):
    HUMAN = "human"
    BOT = "bot"


class GameController(QObject):
    """Binds one match to the table; emits signals built from the engine's records."""

    changed = Signal()  # the table should redraw from the current views
    recordsApplied = Signal(object)  # tuple of operation records
    rejected = Signal(str)  # an action the rules refused, with the reason
    handFinished = Signal(object)  # HandSettlement
    matchFinished = Signal(object)  # final totals

    def __init__(self, parent: QObject | None = None, bot_delay_ms: int = 350) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.seat_kinds: list[SeatKind] = []
        self.bot_level = "medium"
        self.bot_policy: Policy = self._level_policy("medium")
        self._cancel = threading.Event()  # set when a hand or match is abandoned
        self.bot_delay_ms = bot_delay_ms
        self._runner = BotRunner(self)
        self._runner.decided.connect(self._on_bot_decided)
        self._runner.failed.connect(self._on_bot_failed)
        self._asked: set[int] = set()  # bot seats with a decision on the way
        self._requests: dict[int, int] = {}  # live request id -> seat
        self._hand_serial = 0

    # ----- setup ---------------------------------------------------------------------

    def new_match(self, rules: RuleSet, players: Sequence[str], kinds: Sequence[SeatKind],
                  seed: int = 0) -> None:
        """Start a match; raises OfcError with a readable reason for impossible setups."""
        if len(kinds) != len(players):
            raise OfcError("every player needs a seat kind")
        self.match = Match(rules, players, seed=seed)
        self.seat_kinds = list(kinds)
        self.next_hand()

    def set_bot_level(self, level: str) -> None:
        """Choose the computer opponents' level (beginner … expert) from the next move."""
        self.bot_level = level
        self.bot_policy = self._level_policy(level)

    def _level_policy(self, level: str) -> Policy:
        bot = make_bot(level)

        def decide(view: PlayerView) -> Decision:
            # Seeded by the hand and seat, so a replayed hand meets the same opponents;
            # the cancel flag is read now, since every new hand replaces it.
            rng = random.Random(view.hand_number * 7919 + view.seat * 104729 + view.street)
            return bot.choose(view, bot.default_budget, rng, self._cancel).decision

        return decide

    def next_hand(self) -> None:
        if self.match is None or not self.match.can_start_hand():
            return
        self._cancel.set()  # anything still thinking about the old hand stops
        self._cancel = threading.Event()
        self._hand_serial += 1
        self._asked.clear()
        self._requests.clear()
        self._emit(self.match.start_hand())

    # ----- queries for the views -----------------------------------------------------

    @property
    def hand(self) -> Hand | None:
        return self.match.hand if self.match else None

    def human_seats(self) -> list[int]:
        return [s for s, kind in enumerate(self.seat_kinds) if kind is SeatKind.HUMAN]

    def viewer_seat(self) -> int:
        """The seat whose private cards the table shows (the acting human, or the first)."""
        hand = self.hand
        humans = self.human_seats()
        if hand is not None:
            for seat in hand.acting_seats():
                if seat in humans:
                    return seat
        return humans[0] if humans else 0

    def view(self, seat: int | None = None) -> PlayerView | None:
        hand = self.hand
        if hand is None:
            return None
        return view_for(hand, self.viewer_seat() if seat is None else seat)

    def human_may_act(self) -> bool:
        hand = self.hand
        return hand is not None and hand.may_act(self.viewer_seat()) \
            and self.viewer_seat() in self.human_seats()

    def legal_rows(self, card: Card) -> list[str]:
        hand = self.hand
        if hand is None or not self.human_may_act():
            return []
        seat = self.viewer_seat()
        return [row for row in ("top", "middle", "bottom") if hand.can_place(seat, card, row)]

    def can_discard(self, card: Card) -> bool:
        hand = self.hand
        return hand is not None and self.human_may_act() and hand.can_discard(
            self.viewer_seat(), card)

    def can_confirm(self) -> bool:
        hand = self.hand
        return hand is not None and self.human_may_act() and hand.can_confirm(self.viewer_seat())

    def can_undo(self) -> bool:
        hand = self.hand
        return hand is not None and self.human_may_act() and hand.can_undo(self.viewer_seat())

    # ----- human actions ---------------------------------------------------------------

    def place(self, card: Card, row: str) -> bool:
        return self._human(lambda hand, seat: hand.place(seat, card, row))

    def discard(self, card: Card) -> bool:
        return self._human(lambda hand, seat: hand.discard(seat, card))

    def take_back(self, card: Card) -> bool:
        return self._human(lambda hand, seat: hand.take_back(seat, card))

    def undo(self) -> bool:
        return self._human(lambda hand, seat: hand.undo(seat))

    def confirm(self) -> bool:
        return self._human(lambda hand, seat: hand.confirm_street(seat))

    def auto_play(self) -> bool:
        """Let the engine play the human's street (the move a timeout would make)."""
        view = self.view()
        if view is None or not self.human_may_act():
            return False
        decision = safe_auto_move(view)
        return self._human(lambda hand, seat: self._apply_rest(hand, seat, decision))

    @staticmethod
    def _apply_rest(hand: Hand, seat: int, decision: Decision) -> tuple[Record, ...]:
        return apply_decision(hand, seat, decision)

    def _human(self, action: object) -> bool:
        hand = self.hand
        if hand is None:
            return False
        seat = self.viewer_seat()
        if seat not in self.human_seats():
            self.rejected.emit("wait for your turn")
            return False
        try:
            records = action(hand, seat)  # type: ignore[operator]
        except OfcError as error:
            self.rejected.emit(str(error))
            return False
        self._emit(records)
        return True

    # ----- bots ------------------------------------------------------------------------

    def _schedule_bots(self) -> None:
        hand = self.hand
        if hand is None or hand.is_over:
            return
        for seat in hand.acting_seats():
            if self.seat_kinds[seat] is SeatKind.BOT and seat not in self._asked:
                self._asked.add(seat)
                serial = self._hand_serial
                QTimer.singleShot(self.bot_delay_ms, self,
                                  lambda s=seat, k=serial: self._ask_bot(s, k))

    def _ask_bot(self, seat: int, serial: int) -> None:
        hand = self.hand
        if serial != self._hand_serial or hand is None or not hand.may_act(seat):
            self._asked.discard(seat)
            return
        request = self._runner.request(seat, view_for(hand, seat), self.bot_policy)
        self._requests[request] = seat

    def _on_bot_decided(self, request: int, seat: int, decision: Decision) -> None:
        if self._requests.pop(request, None) != seat:
            return  # stale: a new hand or match began
        self._asked.discard(seat)
        hand = self.hand
        if hand is None or not hand.may_act(seat):
            return
        try:
            records = apply_decision(hand, seat, decision)
        except OfcError as error:
            self.rejected.emit(f"{hand.players[seat]}'s bot made an illegal move: {error}")
            return
        self._emit(records)

    def _on_bot_failed(self, request: int, seat: int, message: str) -> None:
        self._requests.pop(request, None)
        self._asked.discard(seat)
        self.rejected.emit(f"seat {seat + 1}'s bot failed: {message}")

    def wait_for_bots(self, msecs: int = 5000) -> bool:
        return self._runner.wait(msecs)

    def shut_down(self) -> None:
        """Stop every bot still thinking (the window is closing)."""
        self._cancel.set()
        self._hand_serial += 1
        self._runner.wait(5000)

    # ----- signals -------------------------------------------------------------------

    def _emit(self, records: tuple[Record, ...]) -> None:
        self.recordsApplied.emit(records)
        hand = self.hand
        if hand is not None and hand.is_over and self.match is not None:
            self._emit_end(hand)
        self.changed.emit()
        self._schedule_bots()

    def _emit_end(self, hand: Hand) -> None:
        assert self.match is not None
        self.match.close_hand()
        self.handFinished.emit(hand.settlement)
        if self.match.is_over:
            self.matchFinished.emit(dict(self.match.totals))
