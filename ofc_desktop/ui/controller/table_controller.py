"""TableController: owns the match and its seats, applies every seat's actions to the
engine and tells the views what changed (docs/architecture.md rules 2 and 3).

Human seats answer from the table, bot seats from the bot runner; both end in the
same checked engine actions. Every record a view receives is filtered for the seat
whose cards the table shows, and the views draw from frozen snapshots, so no widget
ever touches the engine. A bot that fails, times out or answers illegally never
stalls a hand: its seat plays the engine's safe move for that street. Play for me, and
the move made when a player's clock runs out, ask the advisor (``bots/advice.py``) on
a worker of their own and fall back to the safe move the same way.
"""

from __future__ import annotations

import logging
import random
import secrets
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ofc_desktop.bots.advice import (
    sets_whole_board,
    timeout_view,
    whole_board_decision,
)
from ofc_desktop.bots.protocol import Budget
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.bots.thinking import table_budget
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision, apply_decision, street_start
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import SeatInfo
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_to_record, record_seat_infos, replay_match
from ofc_desktop.core.privacy import face_down_seats, holds_private_cards, visible_records
from ofc_desktop.core.records import (
    HandScored,
    HandStarted,
    Record,
    StreetConfirmed,
    Surrendered,
)
from ofc_desktop.core.seats import HumanSeat, Seat, SeatKind
from ofc_desktop.core.view import PlayerView, view_for
from ofc_desktop.ui.controller.bot_runner import BotRunner
from ofc_desktop.ui.controller.bot_turns import WARM_UP_AFTER_MS, BotTurns, warm_up_fantasyland
from ofc_desktop.ui.controller.clocks import SeatClocks
from ofc_desktop.ui.controller.play_for_me import (
    Advise,
    Asked,
    PlayForMe,
    advise,
    laid_out_records,
    play_or_safe,
    safe_records,
)
from ofc_desktop.ui.controller.record_signals import emit_record
from ofc_desktop.ui.controller.snapshots import SORT_ORDERS, build_snapshot
from ofc_desktop.ui.models.setup import TableSetup
from ofc_desktop.ui.models.snapshot import TableSnapshot

log = logging.getLogger(__name__)


def seat_from_info(info: SeatInfo, match_seed: int) -> Seat:
    """The seat a set-up or a saved match describes; a bot's seed follows the match's,
    so a resumed match plays its bots' decisions again the same way."""
    if info.kind != "bot":
        return HumanSeat(info.name)
    return BotSeat(
        info.name, info.level or "medium", seed=random.Random(match_seed).getrandbits(32)
    )


Action = Callable[[Hand, int], tuple[Record, ...]]
_CHECKPOINTS = (HandStarted, StreetConfirmed, Surrendered, HandScored)


class TableController(QObject):
    """Binds one match to the table; emits fine-grained signals from engine records."""

    handStarted = Signal(int)  # hand number
    cardsDealt = Signal(int, int)  # seat, how many cards
    cardMoved = Signal(object, str)  # one of the viewer's cards and where it went
    streetConfirmed = Signal(int, int)  # seat, street
    boardRevealed = Signal(int)  # seat
    handScored = Signal(object)  # HandSettlement
    buttonMoved = Signal(int)  # the seat now holding the button
    matchEnded = Signal(object)  # ((name, total), ...)
    viewerChanged = Signal(int)
    handoverRequested = Signal(str)  # the player the screen is to be passed to
    rejected = Signal(str)  # an action the rules refused, with the reason
    # The last refusal or warning is out of date: the player acted, or the screen is
    # being handed over (a message never stays for the next player to read).
    messagesCleared = Signal()
    botTrouble = Signal(str)  # a bot failed; the safe move was played for it
    recordsSeen = Signal(object)  # the records the viewer received, already filtered
    snapshotChanged = Signal(object)  # TableSnapshot
    # The match reached a point worth keeping: a hand dealt, a street confirmed, a hand
    # scored. The carried flag is True when a hand has just finished.
    checkpoint = Signal(bool)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        bot_delay_ms: int = 350,
        bot_timeout_ms: int = 60_000,
        auto_deal_ms: int = 1500,
        advice_timeout_ms: int = 60_000,
        timeout_budget_ms: int = 2000,
        advisor: Advise = advise,
    ) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.seats: list[Seat] = []
        self.viewer = 0
        self.curtain_for: int | None = None
        self._curtain_first = False  # a resumed hot-seat match hands over before showing
        self.sort_order = "dealt"
        self.bot_delay_ms = bot_delay_ms
        self.bot_timeout_ms = bot_timeout_ms
        self.auto_deal_ms = auto_deal_ms
        self.advice_timeout_ms = advice_timeout_ms  # Play for me gives up after this
        self.timeout_budget_ms = timeout_budget_ms  # the move made when a clock runs out
        self.thinking_time: str | None = None  # counted budgets until the window sets one
        self.clocks = SeatClocks(0, 0)
        self._runner = BotRunner(self)
        self._bots = BotTurns(self, self._runner)
        self._runner.done.connect(self._on_bot_done)
        self._runner.failed.connect(self._bots.failed)
        self._for_me = PlayForMe(self, advisor)
        self._for_me.answered.connect(self._on_advice)
        self._for_me.failed.connect(lambda asked, why: self._on_advice(asked, None, why))
        self._serial = 0  # changes with every hand; stale timers compare against it
        self._settled = 0  # the serial of the last hand added to the match totals
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._tick)
        self._shown_clocks: dict[int, str] = {}
        self.snapshot = TableSnapshot()

    # ----- set-up ----------------------------------------------------------------------

    def new_match(self, setup: TableSetup, seats: Sequence[Seat] | None = None) -> None:
        """Seat the players and deal the first hand; OfcError says why a set-up is
        impossible (and nothing changes then). ``seats`` replaces the seats the set-up
        describes (a replay, or a bot of one's own)."""
        setup.check()
        if seats is not None and len(seats) != len(setup.seats):
            raise OfcError("give one seat for every player of the set-up")
        names = [spec.name for spec in setup.seats]
        seed = setup.seed if setup.seed is not None else secrets.randbits(63)
        match = Match(setup.rules, names, seed=seed)
        chosen = (
            list(seats)
            if seats is not None
            else [
                seat_from_info(SeatInfo(s.name, s.kind, s.level if not s.is_human else None), seed)
                for s in setup.seats
            ]
        )
        self._take_seats(match, chosen)
        self.next_hand()

    def resume(self, record: dict[str, Any]) -> None:
        """Carry on a saved match exactly where it stopped: the same hands replayed, so
        the same cards still to come, the same scores, bots and hot-seat seats.
        HistoryError says why a record cannot be resumed (and nothing changes then)."""
        match = replay_match(record)
        infos = {info.name: info for info in record_seat_infos(record)}
        chosen = [seat_from_info(infos[name], match.seed) for name in match.players]
        self._take_seats(match, chosen)
        # Whoever sits at the screen now may not be the player to act: hand it over first.
        self._curtain_first = self.is_hot_seat()
        self._after(())

    def _take_seats(self, match: Match, seats: list[Seat]) -> None:
        self._abandon()
        self.match = match
        self.seats = seats
        humans = self.human_seats()
        self.viewer = humans[0] if humans else 0
        self.curtain_for = None
        rules = match.rules
        self.clocks = SeatClocks(rules.move_timer_seconds, rules.time_bank_seconds)
        self._budget_bots()
        if any(seat.kind == SeatKind.BOT for seat in seats):
            # Once the table is painted, so that its NumPy and solver load off the start.
            QTimer.singleShot(WARM_UP_AFTER_MS, self, lambda: self._warm_up(match))
        self.viewerChanged.emit(self.viewer)

    def set_thinking_time(self, thinking_time: str | None) -> None:
        """How long Hard and Expert think at this table (bots/thinking.py), from their
        next decision; None keeps every level's counted budget, the same play for a seed
        on any machine (tests, replays of a seeded table)."""
        self.thinking_time = thinking_time
        self._budget_bots()

    def _budget_bots(self) -> None:
        for seat in self.seats:
            if isinstance(seat, BotSeat):
                seat.budget = (
                    None
                    if self.thinking_time is None
                    else table_budget(seat.level, self.thinking_time)
                )

    def _warm_up(self, match: Match) -> None:
        if self.match is match:  # not for a match left within the moment
            warm_up_fantasyland(match.rules)

    def seat_infos(self) -> dict[str, SeatInfo]:
        """Who sits where, by name: the kind and bot level a history keeps."""
        return {
            seat.name: SeatInfo(seat.name, "bot", seat.level)
            if isinstance(seat, BotSeat)
            else SeatInfo(seat.name)
            for seat in self.seats
        }

    def match_record(self) -> dict[str, Any] | None:
        """The replayable history of the match so far (with its seed: keep it private)."""
        if self.match is None or self.match.hand is None:
            return None
        return match_to_record(self.match, self.seat_infos())

    def next_hand(self) -> bool:
        match = self.match
        if match is None or not match.can_start_hand():
            return False
        self._abandon()
        self._after(match.start_hand())
        return True

    def _abandon(self) -> None:
        """Withdraw every bot request and clock of the hand being left."""
        self._serial += 1
        self._bots.cancel_all()
        self._for_me.cancel_all()
        self.clocks.started.clear()

    def shut_down(self) -> None:
        """Stop every bot still thinking (the window is closing)."""
        self._abandon()
        self._ticker.stop()
        self._runner.wait(5000)
        self._for_me.wait(5000)

    def wait_for_bots(self, msecs: int = 5000) -> bool:
        return self._runner.wait(msecs) and self._for_me.wait(msecs)

    # ----- queries -----------------------------------------------------------------------

    @property
    def hand(self) -> Hand | None:
        return self.match.hand if self.match else None

    def human_seats(self) -> list[int]:
        return [s for s, seat in enumerate(self.seats) if seat.kind is SeatKind.HUMAN]

    def is_hot_seat(self) -> bool:
        return len(self.human_seats()) > 1

    def human_may_act(self) -> bool:
        """The viewer's turn, the screen its own, and nothing playing for it meanwhile."""
        hand = self.hand
        return (
            hand is not None
            and self.curtain_for is None
            and self.viewer in self.human_seats()
            and hand.may_act(self.viewer)
            and not self.thinking_for_me()
        )

    @property
    def advisor(self) -> Advise:
        """What Play for me asks (the product's advisor; tests put a stand-in here)."""
        return self._for_me.advisor

    @advisor.setter
    def advisor(self, advisor: Advise) -> None:
        self._for_me.advisor = advisor

    def thinking_for_me(self, seat: int | None = None) -> bool:
        """Whether Play for me (or the move made on a timeout) is being worked out for
        ``seat`` (the viewer by default); the table waits for it meanwhile."""
        return self._for_me.thinking(self.viewer if seat is None else seat)

    def set_sort_order(self, order: str) -> None:
        if order not in SORT_ORDERS:
            raise ValueError(f"sort by one of {', '.join(SORT_ORDERS)}")
        self.sort_order = order
        self._publish()

    # ----- the viewer's actions --------------------------------------------------------------

    def place(self, card: Card, row: str) -> bool:
        return self._act(lambda hand, seat: hand.place(seat, card, row))

    def discard(self, card: Card) -> bool:
        return self._act(lambda hand, seat: hand.discard(seat, card))

    def take_back(self, card: Card) -> bool:
        return self._act(lambda hand, seat: hand.take_back(seat, card))

    def undo(self) -> bool:
        return self._act(lambda hand, seat: hand.undo(seat))

    def confirm(self) -> bool:
        return self._act(lambda hand, seat: hand.confirm_street(seat))

    def declare_natural(self) -> bool:
        return self._act(lambda hand, seat: hand.declare_natural(seat))

    def surrender(self) -> bool:
        return self._act(lambda hand, seat: hand.surrender(seat))

    def viewer_view(self) -> PlayerView | None:
        """The acting viewer's own view of the hand (for live help); None when the
        viewer may not act or the screen is being handed over."""
        hand = self.hand
        if hand is None or not self.human_may_act():
            return None
        return view_for(hand, self.viewer)

    def lay_out(self, decision: Decision) -> bool:
        """Lay a suggested play of this street's cards on the table, unconfirmed: the
        player looks at it, changes what it likes, and confirms."""

        def laid(hand: Hand, seat: int) -> tuple[Record, ...]:
            view = view_for(hand, seat)
            records: list[Record] = []
            for card in [*(c for c, _ in view.street_placed), *view.street_discards]:
                records.extend(hand.take_back(seat, card))
            records.extend(apply_decision(hand, seat, decision, confirm=False))
            return tuple(records)

        return self._act(laid)

    def play_for_me(self, confirm: bool = False) -> bool:
        """Lay out the best play the game knows for the viewer's street (the best of the
        position's one estimate, from the street's start; 13-17 cards: the exact
        solver's), for the
        player to look at, change and confirm; ``confirm`` confirms it at once.

        The advisor thinks on a worker while the table waits; asking again then does
        nothing. An advisor that fails or is too slow gets the safe move laid out.
        """
        if self.thinking_for_me():
            return False

        def ask(hand: Hand, seat: int) -> tuple[Record, ...]:
            view = view_for(hand, seat)
            if sets_whole_board(view):
                return self._auto_records(hand, seat, confirm=confirm)
            start, _ = street_start(view)
            self._for_me.ask(Asked(seat, start, confirm), Budget(), self.advice_timeout_ms)
            return ()

        return self._act(ask)

    def arrange_for_me(self) -> bool:
        """Set all 13-17 cards with the exact solver; the player may still change it."""
        return self._act(lambda hand, seat: self._auto_records(hand, seat, confirm=False))

    def accept_handover(self) -> None:
        """The player the screen was passed to is ready: show that player's cards."""
        if self.curtain_for is None:
            return
        self.viewer, self.curtain_for = self.curtain_for, None
        self.messagesCleared.emit()
        self.viewerChanged.emit(self.viewer)
        self._publish()

    def _auto_records(self, hand: Hand, seat: int, *, confirm: bool) -> tuple[Record, ...]:
        """The exact solver's board for the street's 13-17 cards."""
        view = view_for(hand, seat)
        if not sets_whole_board(view):
            raise OfcError(self.tr("Arrange for me sets 13 or more cards at once"))
        return laid_out_records(hand, seat, whole_board_decision(view), confirm=confirm)

    def _act(self, action: Action) -> bool:
        hand = self.hand
        if hand is None:
            return False
        if self.curtain_for is not None:
            self.rejected.emit(
                self.tr("pass the screen to {player} first").format(
                    player=self.seats[self.curtain_for].name
                )
            )
            return False
        if self.thinking_for_me():
            self.rejected.emit(self.tr("wait: Play for me is still thinking"))
            self._publish()  # a card dropped meanwhile goes home
            return False
        if not self.human_may_act():
            self.rejected.emit(self.tr("wait for your turn"))
            self._publish()
            return False
        try:
            records = action(hand, self.viewer)
        except OfcError as error:
            self.rejected.emit(str(error))
            self._publish()  # an illegal drop goes home
            return False
        self.messagesCleared.emit()
        self._after(records)
        return True

    # ----- bots ----------------------------------------------------------------------------

    def _on_bot_done(self, request_id: int, decision: object) -> None:
        self._bots.done(request_id, decision)

    @property
    def serial(self) -> int:
        """Changes with every hand: a timer or an answer of an older hand compares it."""
        return self._serial

    def apply_records(self, records: tuple[Record, ...]) -> None:
        """Bring the table up to date after an action a seat took (a bot's decision)."""
        self._after(records)

    # ----- Play for me and the move made on a timeout ------------------------------------------

    def _on_advice(self, asked: Asked, answer: object, failure: str = "") -> None:
        """Lay out (and confirm, when asked) the advisor's play; the safe move when it
        failed (``failure`` says how, in English) or answered what does not fit."""
        hand = self.hand
        if hand is None or not hand.may_act(asked.seat):
            return
        if failure:
            records, why = safe_records(hand, asked.seat, confirm=asked.confirm), failure
        else:
            records, why = play_or_safe(hand, asked.seat, answer, confirm=asked.confirm)
        if why:
            name = self.seats[asked.seat].name
            log.warning(
                "%s for %s %s; the safe move was played instead",
                "the timeout play" if asked.timed_out else "Play for me",
                name,
                why,
            )
            self.botTrouble.emit(
                self.tr(
                    "Play for me could not work out {player}'s street; the "
                    "safe move is on the table instead."
                ).format(player=name)
            )
        self._after(records)

    def _play_on_timeout(self, seat: int) -> None:
        """Time is up: the advisor's play within the timeout budget, confirmed; the safe
        move when the budget runs out first."""
        hand = self.hand
        if hand is None or not hand.may_act(seat):
            return
        view = view_for(hand, seat)
        if sets_whole_board(view) or self.timeout_budget_ms <= 0:
            self._for_me.cancel(seat)
            self._after(safe_records(hand, seat, confirm=True))
            return
        # Past the budget the answer is dropped and the safe move confirmed instead.
        budget = Budget(seconds=self.timeout_budget_ms / 1000)
        self._for_me.ask(
            Asked(seat, timeout_view(view), confirm=True, timed_out=True),
            budget,
            self.timeout_budget_ms,
        )
        self._publish()

    # ----- clocks ----------------------------------------------------------------------------

    def _run_clocks(self) -> None:
        hand = self.hand
        if not self.clocks.enabled or hand is None:
            return
        acting = set(hand.acting_seats()) if not hand.is_over else set()
        for seat in list(self.clocks.started):
            if seat not in acting:
                self.clocks.stop(seat)
        for seat in acting & set(self.human_seats()):
            if not self._for_me.thinking(seat):  # a clock that ran out stays stopped
                self.clocks.start(seat)
        if self.clocks.started and not self._ticker.isActive():
            self._ticker.start()

    def _tick(self) -> None:
        for seat in self.clocks.expired():
            self.clocks.stop(seat)
            log.info("%s's clock ran out; the street is played for them", self.seats[seat].name)
            self.rejected.emit(
                self.tr("{player}'s time ran out: the street was played for them").format(
                    player=self.seats[seat].name
                )
            )
            self._play_on_timeout(seat)
        if not self.clocks.started:
            self._ticker.stop()
        if self.clocks.texts() != self._shown_clocks:
            self._publish()

    # ----- records to signals ------------------------------------------------------------------

    def _after(self, records: tuple[Record, ...]) -> None:
        """Emit the records the viewer may see, settle a finished hand, then bring the
        seats, clocks and views up to date."""
        match, hand = self.match, self.hand
        assert match is not None and hand is not None
        if hand.is_over and self._settled != self._serial:
            self._settled = self._serial
            if match.has_unsettled_hand:
                records = records + match.close_hand()
        if any(isinstance(record, HandStarted) for record in records):
            # Whoever sits at a shared screen now may not be the player the new hand
            # asks first: the curtain comes before any of its private cards.
            self._curtain_first = self.is_hot_seat()
        self._update_viewer()
        seen = visible_records(records, self.viewer, face_down_seats(hand))
        self.recordsSeen.emit(seen)
        for record in seen:
            emit_record(self, record)
        self._run_clocks()
        self._bots.schedule()
        self._publish()
        if any(isinstance(record, _CHECKPOINTS) for record in records):
            self.checkpoint.emit(hand.is_over)
        if hand.is_over and not self.human_seats() and match.can_start_hand():
            serial = self._serial
            QTimer.singleShot(
                self.auto_deal_ms,
                self,
                lambda: self.next_hand() if serial == self._serial else None,
            )

    def _update_viewer(self) -> None:
        """Follow the acting human; between two humans, ask for the hand-over first."""
        hand = self.hand
        humans = self.human_seats()
        if hand is None or not humans or hand.is_over:
            return
        acting = [s for s in hand.acting_seats() if s in humans]
        if self._curtain_first and not acting and len(humans) > 1:
            # No human acts yet (a bot first, a Fantasyland board set last): the curtain
            # waits for the first human who does, unless the viewer holds cards already.
            if self.curtain_for is None and holds_private_cards(self.hand, self.viewer):
                self._curtain_first = False
                self._raise_curtain(self.viewer)
            return
        if (
            not acting
            or self.curtain_for in acting
            or (self.viewer in acting and not self._curtain_first)
        ):
            return
        self._curtain_first = False
        target = acting[0]
        if len(humans) == 1:
            self.viewer = target
            self.viewerChanged.emit(target)
            return
        self._raise_curtain(target)

    def _raise_curtain(self, seat: int) -> None:
        """Hide every private card until ``seat``'s player takes the screen."""
        self.curtain_for = seat
        self.messagesCleared.emit()
        self.handoverRequested.emit(self.seats[seat].name)

    def _publish(self) -> None:
        match = self.match
        if match is None:
            return
        curtain = ""
        if self.curtain_for is not None:
            curtain = self.tr("Pass to {player} — click when ready").format(
                player=self.seats[self.curtain_for].name
            )
        self._shown_clocks = self.clocks.texts()
        thinking = self.thinking_for_me()
        self.snapshot = build_snapshot(
            match,
            self.seats,
            self.viewer,
            curtain=curtain,
            clocks=self._shown_clocks,
            sort_order=self.sort_order,
            may_act=self.viewer in self.human_seats() and not thinking,
            thinking=thinking,
            bots_thinking=self._bots.thinking,
        )
        self.snapshotChanged.emit(self.snapshot)
