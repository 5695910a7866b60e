"""Did I set it right? Did I play it right? The replay window's analyses of the viewer's
own hand, run off the GUI thread, their answers drawn on the replayed table.

Only the viewer's seat is analysed, from the hand's record as that player may see it
(the replay's public record): every card of the viewer's is known, every other seat's
discards and never-revealed cards are hidden, and each decision is judged from the
viewer's own view of the table when it was taken. At a shared screen the replay is
opened for the player the screen was passed to; a replay that is nobody's own view
offers no analysis.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.analysis import DEFAULT_SAMPLES, HandReview, review_hand
from ofc_desktop.bots.hindsight import Hindsight, HindsightError, hindsight
from ofc_desktop.core.history import read_start, replay_records
from ofc_desktop.core.rows import ROWS
from ofc_desktop.ui.controller.analysis_service import Analysis, AnalysisService, Progress
from ofc_desktop.ui.lab.openers import decision_lab_button
from ofc_desktop.ui.models.settlement_model import signed
from ofc_desktop.ui.panels.analysis_words import (
    already_best,
    best_board_labels,
    cards_text,
    hindsight_headline,
    hindsight_lines,
    review_summary,
)
from ofc_desktop.ui.panels.decision_review import DecisionReviewView

if TYPE_CHECKING:
    from ofc_desktop.ui.panels.replay_window import ReplayWindow

HINDSIGHT = "hindsight"  # the AnalysisService kinds
REVIEW = "review"
REVIEW_SAMPLES = DEFAULT_SAMPLES  # futures per decision ("Did I play it right?")
BOARD_TAB, DECISIONS_TAB = 0, 1
REVIEW_WIDTH = 560  # room for the table of plays beside the replayed table


@dataclass(frozen=True)
class Refusal:
    """An analysis that has nothing to say about this hand, and why."""

    reason: str


# ----- the work, run off the GUI thread ---------------------------------------------------


def hindsight_work(record: Mapping[str, Any], seat: int) -> Analysis:
    def work(cancel: threading.Event, progress: Progress) -> object:
        hand = replay_records(record)[0]
        try:
            return hindsight(hand, seat, cancel, progress)
        except HindsightError as error:
            return Refusal(str(error))

    return work


def review_work(record: Mapping[str, Any], seat: int, samples: int) -> Analysis:
    def work(cancel: threading.Event, progress: Progress) -> object:
        return review_hand(record, seat, samples=samples, cancel=cancel, progress=progress)

    return work


# ----- the panel ---------------------------------------------------------------------------


class HandAnalysisPanel(QWidget):
    """Two analyses of the viewer's hand beside a :class:`ReplayWindow`'s table, each on
    a tab of its own."""

    def __init__(self, replay: ReplayWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.seat = replay.viewer
        self.record = copy.deepcopy(replay.public_record)  # the workers' own copy
        self.samples = REVIEW_SAMPLES
        self.hindsight_result: Hindsight | None = None
        self.review_result: HandReview | None = None
        self.marks: str | None = None  # on the table now: "best", "played" or "decision"
        self.marks_step = -1
        self.service = AnalysisService(self, threads=2)
        self.setAccessibleName(self.tr("Analysis of your hand"))
        self.setMinimumWidth(260)
        self.note = QLabel()
        self.note.setWordWrap(True)
        # Did I set it right?
        self.set_button, self.set_progress, self.set_cancel = self._controls(
            self.tr("Did I set it right?"),
            self.tr("The best arrangement of your cards against the boards you faced"),
            HINDSIGHT,
        )
        self.set_result = self._words()
        self.board_toggle = QPushButton(self.tr("Show the best board"))
        self.board_toggle.setCheckable(True)
        self.board_toggle.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.board_toggle.setEnabled(False)
        self.board_toggle.toggled.connect(self._toggle_board)
        # Did I play it right?
        self.play_button, self.play_progress, self.play_cancel = self._controls(
            self.tr("Did I play it right?"),
            self.tr("Every street you played graded against every other play"),
            REVIEW,
        )
        self.play_result = self._words()
        self.decisions = DecisionReviewView()
        self.decisions.decisionChosen.connect(self.show_decision)
        self.timeline = self.decisions.timeline  # the graded streets
        self.decision_text = self.decisions.decision_text
        self.chart = self.decisions.chart
        self.plays = self.decisions.table
        self.shown_decision = -1  # the decision shown on the table, -1 for none
        self.lab_button = decision_lab_button(self)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(
            self._page(
                self.set_button,
                self.set_progress,
                self.set_cancel,
                [self.set_result, self.board_toggle],
            ),
            self.tr("Your board"),
        )
        self.tabs.addTab(
            self._page(
                self.play_button,
                self.play_progress,
                self.play_cancel,
                [self.play_result, self.decisions, self.lab_button],
            ),
            self.tr("Your decisions"),
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(self.tabs, stretch=1)
        self.service.started.connect(self._started)
        self.service.progressed.connect(self._progressed)
        self.service.finished.connect(self._finished)
        self.service.failed.connect(self._failed)
        self.service.cancelled.connect(self._cancelled)
        replay.stepChanged.connect(self._step_changed)
        replay.table_review.changed.connect(lambda _words: self._forget_marks(clear=False))
        self._offer()

    # ----- building ------------------------------------------------------------------------

    def _controls(
        self, text: str, tip: str, kind: str
    ) -> tuple[QPushButton, QProgressBar, QPushButton]:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAccessibleDescription(tip)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the arrow keys step the replay
        button.clicked.connect(self.check_set if kind == HINDSIGHT else self.check_play)
        progress = QProgressBar()
        progress.setRange(0, 100)
        progress.setAccessibleName(self.tr("Progress of the analysis"))
        progress.hide()
        cancel = QPushButton(self.tr("Cancel"))
        cancel.setToolTip(self.tr("Stop this analysis"))
        cancel.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        cancel.clicked.connect(lambda: self.service.cancel(kind))
        cancel.hide()
        return button, progress, cancel

    def _words(self) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def _page(
        self, button: QPushButton, progress: QProgressBar, cancel: QPushButton, below: list[QWidget]
    ) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(button)
        running = QHBoxLayout()
        running.addWidget(progress, stretch=1)
        running.addWidget(cancel)
        layout.addLayout(running)
        for widget in below:
            layout.addWidget(widget, stretch=1 if isinstance(widget, DecisionReviewView) else 0)
        if not any(isinstance(widget, DecisionReviewView) for widget in below):
            layout.addStretch(1)
        return page

    @property
    def available(self) -> bool:
        return self.seat is not None

    def _offer(self) -> None:
        if self.available:
            self.note.setText(
                self.tr(
                    "{player}: the best way to set your cards, and every decision you took, graded."
                ).format(player=self.replay.viewer_name)
            )
            return
        why = self.tr(
            "No analysis here: this replay is nobody's own view (anyone at a "
            "shared screen may be looking), so no player's hidden cards are "
            "shown, and an analysis needs them."
        )
        self.note.setText(why)
        for button in (self.set_button, self.play_button):
            button.setEnabled(False)
            button.setToolTip(why)

    # ----- running -----------------------------------------------------------------------

    def check_set(self) -> None:
        """Did I set it right? The best arrangement of the viewer's cards, in hindsight."""
        if self.seat is None:
            return
        self.tabs.setCurrentIndex(BOARD_TAB)
        self.service.run(HINDSIGHT, hindsight_work(self.record, self.seat))

    def check_play(self) -> None:
        """Did I play it right? Every street the viewer played, judged and graded."""
        if self.seat is None:
            return
        self.tabs.setCurrentIndex(DECISIONS_TAB)
        self.service.run(REVIEW, review_work(self.record, self.seat, self.samples))

    def cancel_all(self) -> None:
        self.service.cancel_all()

    def _widgets(self, kind: str) -> tuple[QProgressBar, QPushButton, QLabel]:
        if kind == HINDSIGHT:
            return self.set_progress, self.set_cancel, self.set_result
        return self.play_progress, self.play_cancel, self.play_result

    def _running(self, kind: str, on: bool) -> None:
        progress, cancel, _result = self._widgets(kind)
        progress.setValue(0)
        progress.setVisible(on)
        cancel.setVisible(on)

    def _started(self, kind: str) -> None:
        self._running(kind, True)
        self._widgets(kind)[2].setText(self.tr("Working it out…"))
        if kind == HINDSIGHT:
            self.hindsight_result = None
            self.board_toggle.setEnabled(False)
            if self.marks in ("best", "played"):
                self._forget_marks(clear=True)
        else:
            self.review_result = None
            self._fill_timeline(None)

    def _progressed(self, kind: str, percent: int) -> None:
        self._widgets(kind)[0].setValue(percent)

    def _cancelled(self, kind: str) -> None:
        self._running(kind, False)
        self._widgets(kind)[2].setText(self.tr("Cancelled."))

    def _failed(self, kind: str, message: str) -> None:
        self._running(kind, False)
        self._widgets(kind)[2].setText(
            self.tr("The analysis failed: {message}").format(message=message)
        )

    def _finished(self, kind: str, result: object) -> None:
        self._running(kind, False)
        label = self._widgets(kind)[2]
        if isinstance(result, Refusal):
            label.setText(result.reason)
        elif isinstance(result, Hindsight):
            self.hindsight_result = result
            label.setText("\n".join(hindsight_lines(result)))
            self.board_toggle.setEnabled(not already_best(result))
            self.show_best_board()
        elif isinstance(result, HandReview):
            self.review_result = result
            label.setText(review_summary(result))
            self._fill_timeline(result)
            self._make_room()

    def _make_room(self) -> None:
        """Widen the panel (in its splitter) so the table of plays fits beside the table."""
        splitter = self.parentWidget()
        if not isinstance(splitter, QSplitter) or splitter.indexOf(self) < 0:
            return
        sizes = splitter.sizes()
        mine = splitter.indexOf(self)
        total = sum(sizes)
        if sizes[mine] >= REVIEW_WIDTH or total <= 2 * REVIEW_WIDTH or len(sizes) != 2:
            return
        sizes[mine], sizes[1 - mine] = REVIEW_WIDTH, total - REVIEW_WIDTH
        splitter.setSizes(sizes)

    # ----- on the table ------------------------------------------------------------------

    def _mark(self, marks: str) -> None:
        self.marks = marks
        self.marks_step = self.replay.step
        self._sync_toggle(marks == "best")

    def _forget_marks(self, clear: bool) -> None:
        """The marks are gone (``clear``: take them off the table now)."""
        if self.marks is None:
            return
        if clear and not self.replay.table_review.active:
            self.replay.annotations.clear()
        self.marks = None
        self._sync_toggle(False)
        self.decisions.show_decision(-1)

    def _step_changed(self, step: int) -> None:
        if self.marks is not None and step != self.marks_step:
            self._forget_marks(clear=True)

    def _sync_toggle(self, best_shown: bool) -> None:
        self.board_toggle.blockSignals(True)
        self.board_toggle.setChecked(best_shown)
        self.board_toggle.blockSignals(False)
        self.board_toggle.setText(
            self.tr("Show the board I played") if best_shown else self.tr("Show the best board")
        )

    def _toggle_board(self, best: bool) -> None:
        if best:
            self.show_best_board()
        else:
            self.show_played_board()

    def show_best_board(self) -> None:
        """The end of the hand with the best board drawn over the viewer's rows, each
        row labelled with the hand it makes there and its royalty."""
        result, seat = self.hindsight_result, self.seat
        if result is None or seat is None:
            return
        self.replay.prepare_marks(self.replay.last_step)
        annotations = self.replay.annotations
        if already_best(result):
            annotations.banner(seat, hindsight_headline(result), "won")
        else:
            board = result.board
            annotations.ghost_board(
                seat, {"top": board.top, "middle": board.middle, "bottom": board.bottom}, "best"
            )
            start = read_start(self.record)
            labels = best_board_labels(board, start.rules, seat in start.fantasyland)
            for row, (name, royalty) in labels.items():
                annotations.label_row(seat, row, name, royalty, "best")
            annotations.banner(seat, hindsight_headline(result), "best")
        if result.discards:
            annotations.banner(
                seat,
                self.tr("Leaving out {cards}").format(cards=cards_text(result.discards)),
                "info",
                line=1,
            )
        self._mark("best")

    def show_played_board(self) -> None:
        """The end of the hand as played, with what it scored."""
        result, seat = self.hindsight_result, self.seat
        if result is None or seat is None:
            return
        self.replay.prepare_marks(self.replay.last_step)
        self.replay.annotations.banner(
            seat,
            self.tr("The board you played: {points}").format(points=signed(result.played_points)),
            "info",
        )
        self._mark("played")

    def _fill_timeline(self, review: HandReview | None) -> None:
        self.shown_decision = -1
        self.lab_button.setEnabled(False)
        if self.marks == "decision":
            self._forget_marks(clear=True)
        self.decisions.show_review(review)

    def show_decision(self, index: int) -> None:
        """The table as it was when the decision was taken, the best play ghosted in the
        viewer's free slots; the decision in words and every play it had."""
        review, seat = self.review_result, self.seat
        if review is None or seat is None or not 0 <= index < len(review.decisions):
            return
        decision = review.decisions[index]
        self.replay.prepare_marks(self.replay.step_before_street(seat, decision.street))
        rows = decision.best.rows()
        for row in ROWS:
            if rows[row.value]:
                self.replay.annotations.ghost_cards(
                    seat, row.value, rows[row.value], len(decision.view.board.row(row)), "best"
                )
        self._mark("decision")
        self.decisions.show_decision(index)
        self.shown_decision = index
        self.lab_button.setEnabled(True)
