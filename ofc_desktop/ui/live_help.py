"""LiveHelp: follows the table and asks the analyses the player switched on — a Hint
(the top three plays), the chance of a foul for the street as laid out, what each row
could still become — off the GUI thread; shows them in the side panel and the chosen
hint as ghost cards on the table. A new hand, or the viewer's turn ending, cancels
whatever still runs."""

from __future__ import annotations

import random
import threading

from PySide6.QtCore import QObject

from ofc_desktop.bots.play_values import (
    PlacementValue,
    foul_chance,
    rank_placements,
    row_prospects,
)
from ofc_desktop.core.decision import Decision, street_start
from ofc_desktop.core.rows import Row
from ofc_desktop.core.view import PlayerView
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.controller.analysis_service import AnalysisService, Progress
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.models.snapshot import TableSnapshot
from ofc_desktop.ui.panels.live_help import LiveHelpPanel
from ofc_desktop.ui.table.annotations import TableAnnotations

HINT, ODDS, PROSPECTS = "hint", "odds", "prospects"


def _rng(view: PlayerView, salt: int) -> random.Random:
    # The same position asks the same futures: a hint does not change when asked twice.
    return random.Random(f"{view.hand_number}:{view.seat}:{view.street}:{salt}")


class LiveHelp(QObject):
    """Owns the live-help panel, the hint marks and an analysis service of its own."""

    def __init__(self, controller: TableController, marks: TableAnnotations,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.marks = marks
        self.panel = LiveHelpPanel()
        self.service = AnalysisService(self)
        self.options = TableOptions()
        self._start: PlayerView | None = None  # the street's start the hint was asked for
        self._odds_for: object = None  # the laid-out street the odds are for
        self._prospects_for: object = None  # the turn the prospects are for
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
        self.panel.configure(hints=options.hints, odds=options.foul_odds,
                             prospects=options.row_prospects)
        self.follow(self.controller.snapshot)

    def reset(self) -> None:
        """A new hand: nothing asked for the old one is shown or still worked on."""
        self.service.cancel_all()
        self.marks.clear()
        self._start = self._odds_for = self._prospects_for = None
        self.panel.show_suggestions([])
        self.panel.show_odds(None)
        self.panel.show_prospects(None)
        self._idle()

    def cancel(self) -> None:
        self.service.cancel_all()
        self._idle()

    def shut_down(self) -> None:
        self.service.cancel_all()
        self.service.wait(5000)

    # ----- following the table ---------------------------------------------------------------

    def follow(self, snapshot: TableSnapshot) -> None:
        view = self.controller.viewer_view()
        self.panel.set_hint_enabled(view is not None and bool(view.held or view.street_placed
                                                              or view.street_discards))
        if view is None:
            if self._start is not None or self.service.running():
                self.reset()
            return
        start, laid_out = street_start(view)
        if self._start is not None and self._start != start:
            self.marks.clear()  # the hint was for another street
            self.panel.show_suggestions([])
            self._start = None
        self._follow_odds(snapshot, start, laid_out)
        self._follow_prospects(start)

    def _follow_odds(self, snapshot: TableSnapshot, start: PlayerView, laid_out: Decision) -> None:
        if not self.options.foul_odds or not snapshot.can_confirm:
            self._odds_for = None
            self.service.cancel(ODDS)
            self.panel.show_odds(None)
            return
        key = (start, laid_out)
        if key == self._odds_for:
            return
        self._odds_for = key
        self.panel.show_odds(None)
        self.service.run(ODDS, lambda _cancel, _progress: foul_chance(
            start, laid_out, rng=_rng(start, 1)))

    def _follow_prospects(self, start: PlayerView) -> None:
        if not self.options.row_prospects:
            self.panel.show_prospects(None)
            return
        if start == self._prospects_for:
            return
        self._prospects_for = start
        self.service.run(PROSPECTS, lambda _cancel, _progress: row_prospects(
            start, rng=_rng(start, 2)))

    # ----- the hint ------------------------------------------------------------------------

    def request_hint(self) -> bool:
        view = self.controller.viewer_view()
        if view is None:
            return False
        start, _ = street_start(view)
        self._start = start

        def work(cancel: threading.Event, progress: Progress) -> list[PlacementValue]:
            return rank_placements(start, rng=_rng(start, 0), cancel=cancel, progress=progress)

        self.marks.clear()
        self.panel.show_suggestions([])
        self.service.run(HINT, work)
        self.panel.show_running(self.tr("Weighing every play…"), 0)
        return True

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
        if kind == HINT:
            self.panel.show_running(self.tr("Weighing every play…"), percent)

    def _idle(self) -> None:
        if not self.service.is_running(HINT):
            self.panel.show_running(None)

    def _finished(self, kind: str, result: object) -> None:
        if kind == HINT and isinstance(result, list):
            self.panel.show_suggestions(result)
        elif kind == ODDS and isinstance(result, float):
            self.panel.show_odds(result)
        elif kind == PROSPECTS and isinstance(result, dict):
            self.panel.show_prospects(result)
        self._idle()

    def _failed(self, kind: str, message: str) -> None:
        self._idle()
        self.controller.rejected.emit(self.tr("The {kind} could not be worked out: "
                                              "{message}").format(kind=kind, message=message))
