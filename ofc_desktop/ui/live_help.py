"""LiveHelp: follows the table and shows the analyses the player switched on — a Hint
(the top three plays), the chance of a foul for the street as laid out, what each row
could still become — all read from one estimate of the street's start (every legal play
valued on the same futures, :mod:`ofc_desktop.bots.estimate`), worked out once a street
off the GUI thread; laying cards out then only reads it again. The chosen hint is shown
as ghost cards on the table. A new hand, or the viewer's turn ending, cancels whatever
still runs. The outs (the cards seen and each row's draws) are counted on the GUI thread:
they take milliseconds and are kept per position."""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ofc_desktop.core.decision import Decision, street_start
from ofc_desktop.core.rows import Row
from ofc_desktop.core.view import PlayerView
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.controller.analysis_service import AnalysisService, Progress
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.models.snapshot import TableSnapshot
from ofc_desktop.ui.panels.live_help import LiveHelpPanel
from ofc_desktop.ui.table.annotations import TableAnnotations

if TYPE_CHECKING:
    from ofc_desktop.bots.estimate import Estimate

logger = logging.getLogger(__name__)

ESTIMATE = "estimate"  # the one analysis kind: the street's estimate
HINT_SHOWN = 3  # plays the Hint lists


class LiveHelp(QObject):
    """Owns the live-help panel, the hint marks and an analysis service of its own."""

    def __init__(
        self, controller: TableController, marks: TableAnnotations, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.marks = marks
        self.panel = LiveHelpPanel()
        self.service = AnalysisService(self)
        self.options = TableOptions()
        self._start: PlayerView | None = None  # the street's start being helped with
        self._key: str | None = None  # its position's digest
        self.estimate: Estimate | None = None  # its estimate, once worked out
        self.laid_out = Decision(())  # the street as laid out now
        self._hint_wanted = False  # the Hint was asked for this street
        self._stopped = False  # the player stopped the work for this street
        self.panel.hintRequested.connect(self.request_hint)
        self.panel.suggestionChosen.connect(self.show_suggestion)
        self.panel.suggestionPlayed.connect(self.play_suggestion)
        self.panel.cancelRequested.connect(self.cancel)
        self.service.progressed.connect(self._progress)
        self.service.finished.connect(self._finished)
        self.service.failed.connect(self._failed)
        self.service.cancelled.connect(lambda _kind: self._idle())
        controller.handStarted.connect(lambda _number: self.reset())
        controller.snapshotChanged.connect(self.follow)

    def apply_options(self, options: TableOptions) -> None:
        self.options = options
        self.panel.configure(
            hints=options.hints,
            odds=options.foul_odds,
            prospects=options.row_prospects,
            outs=options.outs,
        )
        self.follow(self.controller.snapshot)

    def reset(self) -> None:
        """A new hand: nothing asked for the old one is shown or still worked on."""
        self.service.cancel_all()
        self.marks.clear()
        self._start = self._key = self.estimate = None
        self.laid_out = Decision(())
        self._hint_wanted = self._stopped = False
        self.panel.show_suggestions([])
        self.panel.show_odds(None)
        self.panel.show_prospects(None)
        self.panel.show_outs(None)
        self._idle()

    def cancel(self) -> None:
        """Stop: nothing more is worked out for this street unless asked again."""
        self.service.cancel_all()
        self._hint_wanted = False
        self._stopped = True
        self._idle()

    def shut_down(self) -> None:
        self.service.cancel_all()
        self.service.wait(5000)

    # ----- following the table ---------------------------------------------------------------

    def follow(self, snapshot: TableSnapshot | None = None) -> None:
        view = self.controller.viewer_view()
        self.panel.set_hint_enabled(
            view is not None and bool(view.held or view.street_placed or view.street_discards)
        )
        self._show_outs(view)
        if view is None:
            if self._start is not None or self.service.running():
                self.reset()
            return
        start, self.laid_out = street_start(view)
        self._street(start)
        if self._wanted():
            self._ask()
        else:
            self.service.cancel(ESTIMATE)
        self._show_figures()

    def _street(self, start: PlayerView) -> None:
        """Follow ``start``; a new position forgets what was shown for the last one."""
        from ofc_desktop.bots.estimate import cached_estimate, position_key

        key = position_key(start)
        self._start = start
        if key == self._key:
            return
        self.service.cancel(ESTIMATE)
        self.marks.clear()  # the hint was for another street
        self.panel.show_suggestions([])
        self._key = key
        self.estimate = cached_estimate(start)
        self._hint_wanted = self._stopped = False
        self._idle()

    def _wanted(self) -> bool:
        return self._hint_wanted or self.options.foul_odds or self.options.row_prospects

    def _ask(self) -> None:
        """Work the street's estimate out, unless it is known, on its way or stopped."""
        start = self._start
        if (
            start is None
            or self.estimate is not None
            or self._stopped
            or self.service.is_running(ESTIMATE)
        ):
            return

        from ofc_desktop.bots.estimate import estimate

        def work(cancel: threading.Event, progress: Progress) -> Estimate:
            return estimate(start, cancel=cancel, progress=progress)

        self.service.run(ESTIMATE, work)

    def _show_figures(self) -> None:
        """The foul chance of the street as laid out (once a card is) and the row
        prospects, read from the estimate (nothing shown before it is known)."""
        found = self.estimate
        from ofc_desktop.bots.play_values import street_figures

        figures = street_figures(found, self.laid_out) if found is not None else None
        started = bool(self.laid_out.placements or self.laid_out.discards)
        self.panel.show_odds(figures if self.options.foul_odds and started else None)
        prospects = figures.prospects if figures and self.options.row_prospects else None
        self.panel.show_prospects(prospects, figures is None or figures.complete)

    def _show_outs(self, view: PlayerView | None) -> None:
        """The viewer's seen cards and draws, only from its own view: nothing while the
        viewer may not act (a bot's turn, the hot-seat curtain)."""
        if view is None or not self.options.outs:
            self.panel.show_outs(None)
            return
        from ofc_desktop.bots.outs import row_draws, seen_cards

        try:
            self.panel.show_outs(seen_cards(view), row_draws(view))
        except (ArithmeticError, LookupError, ValueError):
            # Help that cannot be counted is left out; the hand goes on.
            logger.exception("the outs could not be counted")
            self.panel.show_outs(None)

    # ----- the hint ------------------------------------------------------------------------

    def request_hint(self) -> bool:
        view = self.controller.viewer_view()
        if view is None:
            return False
        start, self.laid_out = street_start(view)
        self._street(start)
        self._hint_wanted, self._stopped = True, False
        self.marks.clear()
        self.panel.show_suggestions([])
        if self.estimate is not None:
            self._show_hint()
            return True
        self._ask()
        self.panel.show_running(self.tr("Weighing every play…"), 0)
        return True

    def _show_hint(self) -> None:
        if self.estimate is not None:
            self.panel.show_suggestions(list(self.estimate.plays[:HINT_SHOWN]))

    def show_suggestion(self, decision: Decision | None) -> None:
        """The chosen play as ghost cards in the viewer's rows, after the cards already
        there before this street."""
        self.marks.clear()
        start = self._start
        if decision is None or start is None:
            return
        rows = decision.rows()
        for row, cards in rows.items():
            if cards:
                self.marks.ghost_cards(start.seat, row, cards, len(start.board.row(Row(row))))

    def play_suggestion(self, decision: Decision) -> None:
        self.marks.clear()
        self.controller.lay_out(decision)

    # ----- answers ---------------------------------------------------------------------------

    def _progress(self, kind: str, percent: int) -> None:
        if kind == ESTIMATE and self._hint_wanted:
            self.panel.show_running(self.tr("Weighing every play…"), percent)

    def _idle(self) -> None:
        if not (self._hint_wanted and self.service.is_running(ESTIMATE)):
            self.panel.show_running(None)

    def _finished(self, kind: str, result: object) -> None:
        from ofc_desktop.bots.estimate import Estimate

        if kind == ESTIMATE and isinstance(result, Estimate) and result.key == self._key:
            self.estimate = result
            if self._hint_wanted:
                self._show_hint()
            self._show_figures()
        self._idle()

    def _failed(self, _kind: str, message: str) -> None:
        self._stopped = True  # not asked again on every move of a card
        self._idle()
        self.controller.rejected.emit(
            self.tr("Live help could not work this street out: {message}").format(message=message)
        )
