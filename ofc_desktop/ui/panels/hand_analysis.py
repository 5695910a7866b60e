"""Did I set it right? Did I play it right? The replay window's analyses of the viewer's
own hand, run off the GUI thread, their answers drawn on the replayed table.

Only the viewer's seat is analysed: the replay holds the hand's public record, in which
every card of the viewer's is known and every other seat's discards are hidden. A
hot-seat replay (nobody's own view: anyone may be looking) offers no analysis.
"""

from __future__ import annotations

import copy
import random
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.analysis import (
    DEFAULT_SAMPLES,
    DecisionReview,
    HandReview,
    review_hand,
    skill_score,
)
from ofc_desktop.bots.hindsight import Hindsight, HindsightError, hindsight
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.history import replay_records
from ofc_desktop.core.rows import ROWS
from ofc_desktop.ui.controller.analysis_service import Analysis, AnalysisService, Progress
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.settlement_model import signed

if TYPE_CHECKING:
    from ofc_desktop.ui.panels.replay_window import ReplayWindow

CONTEXT = "HandAnalysis"
HINDSIGHT = "hindsight"  # the AnalysisService kinds
REVIEW = "review"
REVIEW_SAMPLES = DEFAULT_SAMPLES  # futures per decision ("Did I play it right?")
REVIEW_SEED = 0  # the same hand always reviews the same way
CLOSE_ENOUGH = 0.1  # a loss this small (points) counts as the best play
TONE_COLOURS = {"good": "#1e8e3e", "fair": "#a15c00", "poor": "#c62828"}
TONE_MARKS = {"good": "✓", "fair": "•", "poor": "✗"}  # colour is never the only cue
DECISION_ROLE = Qt.ItemDataRole.UserRole
ROW_WORDS = {"top": QT_TRANSLATE_NOOP(CONTEXT, "top"),
             "middle": QT_TRANSLATE_NOOP(CONTEXT, "middle"),
             "bottom": QT_TRANSLATE_NOOP(CONTEXT, "bottom")}


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


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


def review_work(record: Mapping[str, Any], seat: int, samples: int, seed: int) -> Analysis:
    def work(cancel: threading.Event, progress: Progress) -> object:
        return review_hand(record, seat, samples=samples, rng=random.Random(seed),
                           cancel=cancel, progress=progress)
    return work


# ----- words -----------------------------------------------------------------------------


def value_text(value: float) -> str:
    """+1.2, −0.4, 0.0: estimated points."""
    text = f"{abs(value):.1f}"
    return text if text == "0.0" else f"+{text}" if value > 0 else f"−{text}"


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card.pretty for card in cards)


def play_words(decision: Decision) -> str:
    """"Q♠ top, 7♦ 8♦ middle, discard 2♣": a play, row by row."""
    rows = decision.rows()
    parts = [f"{cards_text(rows[row.value])} {_tr(ROW_WORDS[row.value])}" for row in ROWS
             if rows[row.value]]
    if decision.discards:
        parts.append(_tr("discard {cards}").format(cards=cards_text(decision.discards)))
    return ", ".join(parts)


def loss_tone(review: DecisionReview) -> str:
    """"good" (the best play, or as good), "fair" (a small loss), "poor" (costly)."""
    if review.costly:
        return "poor"
    return "good" if review.loss <= CLOSE_ENOUGH else "fair"


def loss_text(review: DecisionReview) -> str:
    lost = value_text(-review.loss)
    return lost if review.exact or review.stderr == 0 else \
        f"{lost} ± {review.stderr:.1f}"


def decision_line(review: DecisionReview) -> str:
    """One entry of the timeline: "Street 3: −2.3 ± 0.4 points (costly)"."""
    head = _tr("Street {street}").format(street=review.street + 1)
    tone = loss_tone(review)
    if review.loss <= 0:
        words = _tr("the best play")
    else:
        words = _tr("{loss} points").format(loss=loss_text(review))
    if review.costly:
        words += " " + _tr("(costly)")
    return f"{TONE_MARKS[tone]} {head}: {words}"


def decision_text(review: DecisionReview) -> str:
    """What was played, the best play, the loss and the top alternatives."""
    lines = [
        _tr("Street {street}.").format(street=review.street + 1),
        _tr("You played: {play} (value {value}).").format(
            play=play_words(review.chosen), value=value_text(review.chosen_value)),
    ]
    if review.loss <= 0:
        lines.append(_tr("That was the best play."))
    else:
        lines.append(_tr("Best: {play} (value {value}).").format(
            play=play_words(review.best), value=value_text(review.best_value)))
        lost = f"{review.loss:.1f}" if review.exact or review.stderr == 0 \
            else f"{review.loss:.1f} ± {review.stderr:.1f}"
        lines.append(_tr("Lost {loss}.").format(loss=lost))
    if review.exact:
        lines.append(_tr("Judged exactly: royalties plus the value of Fantasyland."))
    else:
        lines.append(_tr("{count} plays weighed on {samples} futures each.").format(
            count=review.candidates, samples=review.samples))
    if len(review.alternatives) > 1:
        lines.append(_tr("Top plays:"))
        lines += [f"  {n}. {play_words(alt.decision)} ({value_text(alt.value)})"
                  for n, alt in enumerate(review.alternatives, start=1)]
    return "\n".join(lines)


def review_summary(review: HandReview) -> str:
    """The hand's skill score: points lost, its error, the costly decisions."""
    if not review.decisions:
        return _tr("Nothing to review: you played no street of this hand.")
    lost = skill_score([review])
    return _tr("Points lost to the best plays: {loss} ± {error}. "
               "Costly decisions: {costly} of {count}.").format(
        loss=f"{lost:.1f}", error=f"{review.stderr:.1f}", costly=len(review.mistakes),
        count=len(review.decisions))


def already_best(result: Hindsight) -> bool:
    """The played board scored as much as the best, with Fantasyland as good."""
    return result.difference == 0 and (result.played_fantasyland or not result.fantasyland)


def hindsight_headline(result: Hindsight) -> str:
    if already_best(result):
        return _tr("Your board was already the best arrangement ({points}).").format(
            points=signed(result.played_points))
    if result.difference == 0:
        return _tr("Best arrangement: {points}, as many points, and Fantasyland.").format(
            points=signed(result.points))
    return _tr("Best arrangement: {best} instead of {played} ({difference} points "
               "better).").format(best=signed(result.points),
                                  played=signed(result.played_points),
                                  difference=result.difference)


def hindsight_lines(result: Hindsight) -> list[str]:
    """Everything "Did I set it right?" says, headline first."""
    board = result.board
    lines = [hindsight_headline(result)]
    if not already_best(result):
        lines.append(_tr("Top {top} · middle {middle} · bottom {bottom}").format(
            top=cards_text(board.top), middle=cards_text(board.middle),
            bottom=cards_text(board.bottom)))
    if result.discards:
        lines.append(_tr("Leaving out {cards}.").format(cards=cards_text(result.discards)))
    lines.append(_tr("Royalties of the best board: {royalties}.").format(
        royalties=result.royalties))
    if result.fantasyland and not result.played_fantasyland:
        lines.append(_tr("It reaches Fantasyland, which your board did not."))
    elif result.played_fantasyland and not result.fantasyland:
        lines.append(_tr("Your board reached Fantasyland; the best one for points does not."))
    elif result.fantasyland:
        lines.append(_tr("Both boards reach Fantasyland."))
    if result.natural:
        lines.append(_tr("Declare the natural: {natural}.").format(natural=result.natural))
    if result.surrendered:
        lines.append(_tr("You surrendered: your board is counted as if played out."))
    for pair in result.pairs:
        lines.append(_tr("Against {player}: {played} played, {best} best.").format(
            player=pair.opponent, played=signed(pair.played), best=signed(pair.best)))
    return lines


# ----- the panel ---------------------------------------------------------------------------


class HandAnalysisPanel(QWidget):
    """Two analyses of the viewer's hand beside a :class:`ReplayWindow`'s table."""

    def __init__(self, replay: ReplayWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.seat = replay.viewer
        self.record = copy.deepcopy(replay.public_record)  # the workers' own copy
        self.samples = REVIEW_SAMPLES
        self.seed = REVIEW_SEED
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
            HINDSIGHT)
        self.set_result = self._words()
        self.board_toggle = QPushButton(self.tr("Show the best board"))
        self.board_toggle.setCheckable(True)
        self.board_toggle.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.board_toggle.setEnabled(False)
        self.board_toggle.toggled.connect(self._toggle_board)
        # Did I play it right?
        self.play_button, self.play_progress, self.play_cancel = self._controls(
            self.tr("Did I play it right?"),
            self.tr("Every street you played judged against every other play"), REVIEW)
        self.play_result = self._words()
        self.timeline = QListWidget()
        self.timeline.setAccessibleName(self.tr("Your decisions, street by street"))
        self.timeline.currentRowChanged.connect(self.show_decision)
        self.timeline.hide()
        self.decision_text = self._words()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(self._group(self.tr("Your board"), self.set_button,
                                     self.set_progress, self.set_cancel,
                                     [self.set_result, self.board_toggle]))
        layout.addWidget(self._group(self.tr("Your decisions"), self.play_button,
                                     self.play_progress, self.play_cancel,
                                     [self.play_result, self.timeline, self.decision_text]),
                         stretch=1)
        self.service.started.connect(self._started)
        self.service.progressed.connect(self._progressed)
        self.service.finished.connect(self._finished)
        self.service.failed.connect(self._failed)
        self.service.cancelled.connect(self._cancelled)
        replay.stepChanged.connect(self._step_changed)
        replay.table_review.changed.connect(lambda _words: self._forget_marks(clear=False))
        self._offer()

    # ----- building ------------------------------------------------------------------------

    def _controls(self, text: str, tip: str, kind: str) \
            -> tuple[QPushButton, QProgressBar, QPushButton]:
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

    def _group(self, title: str, button: QPushButton, progress: QProgressBar,
               cancel: QPushButton, below: list[QWidget]) -> QGroupBox:
        group = QGroupBox(title)
        layout = QVBoxLayout(group)
        layout.addWidget(button)
        running = QHBoxLayout()
        running.addWidget(progress, stretch=1)
        running.addWidget(cancel)
        layout.addLayout(running)
        for widget in below:
            layout.addWidget(widget, stretch=1 if isinstance(widget, QListWidget) else 0)
        return group

    @property
    def available(self) -> bool:
        return self.seat is not None

    def _offer(self) -> None:
        if self.available:
            self.note.setText(self.tr("Analyse your own hand: the best way to set your "
                                      "cards, and every decision you took."))
            return
        why = self.tr("No analysis here: this replay is nobody's own view (anyone at a "
                      "shared screen may be looking), so no player's hidden cards are "
                      "shown, and an analysis needs them.")
        self.note.setText(why)
        for button in (self.set_button, self.play_button):
            button.setEnabled(False)
            button.setToolTip(why)

    # ----- running -----------------------------------------------------------------------

    def check_set(self) -> None:
        """Did I set it right? The best arrangement of the viewer's cards, in hindsight."""
        if self.seat is None:
            return
        self.service.run(HINDSIGHT, hindsight_work(self.record, self.seat))

    def check_play(self) -> None:
        """Did I play it right? Every street the viewer played, judged."""
        if self.seat is None:
            return
        self.service.run(REVIEW, review_work(self.record, self.seat, self.samples, self.seed))

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
        self._widgets(kind)[2].setText(self.tr("The analysis failed: {message}").format(
            message=message))

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
        self.timeline.blockSignals(True)
        self.timeline.setCurrentRow(-1)
        self.timeline.blockSignals(False)
        self.decision_text.clear()

    def _step_changed(self, step: int) -> None:
        if self.marks is not None and step != self.marks_step:
            self._forget_marks(clear=True)

    def _sync_toggle(self, best_shown: bool) -> None:
        self.board_toggle.blockSignals(True)
        self.board_toggle.setChecked(best_shown)
        self.board_toggle.blockSignals(False)
        self.board_toggle.setText(self.tr("Show the board I played") if best_shown
                                  else self.tr("Show the best board"))

    def _toggle_board(self, best: bool) -> None:
        if best:
            self.show_best_board()
        else:
            self.show_played_board()

    def show_best_board(self) -> None:
        """The end of the hand with the best board drawn over the viewer's rows."""
        result, seat = self.hindsight_result, self.seat
        if result is None or seat is None:
            return
        self.replay.prepare_marks(self.replay.last_step)
        annotations = self.replay.annotations
        if already_best(result):
            annotations.banner(seat, hindsight_headline(result), "won")
        else:
            board = result.board
            annotations.ghost_board(seat, {"top": board.top, "middle": board.middle,
                                           "bottom": board.bottom}, "best")
            annotations.banner(seat, hindsight_headline(result), "best")
        if result.discards:
            annotations.banner(seat, self.tr("Leaving out {cards}").format(
                cards=cards_text(result.discards)), "info", line=1)
        self._mark("best")

    def show_played_board(self) -> None:
        """The end of the hand as played, with what it scored."""
        result, seat = self.hindsight_result, self.seat
        if result is None or seat is None:
            return
        self.replay.prepare_marks(self.replay.last_step)
        self.replay.annotations.banner(seat, self.tr("The board you played: {points}").format(
            points=signed(result.played_points)), "info")
        self._mark("played")

    def _fill_timeline(self, review: HandReview | None) -> None:
        if self.marks == "decision":
            self._forget_marks(clear=True)
        self.timeline.blockSignals(True)
        self.timeline.clear()
        for index, decision in enumerate(review.decisions if review is not None else ()):
            item = QListWidgetItem(decision_line(decision))
            tone = loss_tone(decision)
            item.setForeground(QBrush(QColor(TONE_COLOURS[tone])))
            item.setData(DECISION_ROLE, index)
            item.setToolTip(self.tr("Show this decision on the table"))
            self.timeline.addItem(item)
        self.timeline.setCurrentRow(-1)
        self.timeline.blockSignals(False)
        self.timeline.setVisible(review is not None and bool(review.decisions))
        self.decision_text.clear()

    def show_decision(self, index: int) -> None:
        """The table as it was when the decision was taken, the best play ghosted in the
        viewer's free slots, and the play in words."""
        review, seat = self.review_result, self.seat
        if review is None or seat is None or not 0 <= index < len(review.decisions):
            return
        decision = review.decisions[index]
        self.replay.prepare_marks(self.replay.step_before_street(seat, decision.street))
        rows = decision.best.rows()
        for row in ROWS:
            if rows[row.value]:
                self.replay.annotations.ghost_cards(
                    seat, row.value, rows[row.value], len(decision.view.board.row(row)),
                    "best")
        self._mark("decision")
        self.timeline.blockSignals(True)
        self.timeline.setCurrentRow(index)
        self.timeline.blockSignals(False)
        self.decision_text.setText(decision_text(decision))
