"""The replay of a finished hand, street by street, on a table of its own.

The window only ever sees the hand's *public* record (:func:`public_hand_record`): no
seed, and every discard of a seat other than the viewer's hidden. Each step (the deal,
then every confirmed street or surrender) is the public record's actions replayed up to
there into a fresh match, drawn as a spectator's snapshot: the viewer's own cards and
everyone's face-up rows, opponents' held and face-down cards never. The last step opens
the score review. Beside the table, the viewer's own hand can be analysed
(:mod:`hand_analysis`): its best arrangement in hindsight and every decision judged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.core.actions import Confirm, Surrender, perform
from ofc_desktop.core.history import public_hand_record, read_actions, read_start
from ofc_desktop.core.match import Match
from ofc_desktop.core.records import Record, StreetConfirmed, Surrendered
from ofc_desktop.core.rules import MatchLength
from ofc_desktop.core.seats import SeatKind
from ofc_desktop.persistence.exchange import viewer_seat
from ofc_desktop.ui.controller.snapshots import build_snapshot
from ofc_desktop.ui.dialogs.rules_help import RulesHelpDialog, open_rules_help
from ofc_desktop.ui.lab.openers import analyse_from_here_button
from ofc_desktop.ui.models.history_models import variant_label
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.models.settlement_model import signed
from ofc_desktop.ui.models.snapshot import TableSnapshot
from ofc_desktop.ui.models.words import for_player
from ofc_desktop.ui.panels.hand_analysis import HandAnalysisPanel
from ofc_desktop.ui.panels.review_overlay import ReviewOverlay
from ofc_desktop.ui.panels.table_review import attach_table_review
from ofc_desktop.ui.screen_fit import fit_window
from ofc_desktop.ui.table.card_art import CardArt
from ofc_desktop.ui.table.scene import TableScene
from ofc_desktop.ui.table_view import TableView

_HIDDEN_CURTAIN = "—"  # asks build_snapshot for public information only; never drawn


@dataclass(frozen=True)
class _ShownSeat:
    """Who sat in a seat, as the snapshot shows them (a replay asks nobody to decide)."""

    name: str
    seat_kind: SeatKind
    level: str

    @property
    def kind(self) -> SeatKind:
        return self.seat_kind

    def decide(self, view: object, cancel: object = None) -> Any:
        raise NotImplementedError("a replayed seat decides nothing")


@dataclass(frozen=True)
class ReplayStep:
    """The table after one step, and what happened in it."""

    snapshot: TableSnapshot
    caption: str
    decided: tuple[tuple[int, int], ...] = ()  # (seat, street) of each play begun from here


def replay_steps(
    record: Mapping[str, Any], viewer_name: str | None = None
) -> tuple[dict[str, Any], list[ReplayStep]]:
    """The hand's public record for ``viewer_name`` and the table at each step.

    Raises HistoryError for a record that does not replay or is not finished.
    """
    viewer = viewer_seat(record, viewer_name)
    public = public_hand_record(record, viewer)
    start = read_start(public)
    names = [seat.name for seat in start.seats]
    seats = [
        _ShownSeat(
            seat.name, SeatKind.BOT if seat.kind == "bot" else SeatKind.HUMAN, seat.level or ""
        )
        for seat in start.seats
    ]
    # One hand on its own: no match length to reach, every total starting from 0.
    rules = replace(start.rules, match_length=MatchLength.UNLIMITED)
    match = Match(rules, names, seed=0, button=start.button)
    match.fantasyland = {names[seat]: cards for seat, cards in start.fantasyland.items()}
    match.start_hand(deck=start.deck, free_fantasyland=start.free_fantasyland)
    hand = match.hand
    assert hand is not None

    def snapshot() -> TableSnapshot:
        if viewer is not None:
            return build_snapshot(match, seats, viewer, may_act=False)
        # Nobody's own view: public information only, drawn from seat 1's side.
        shown = build_snapshot(match, seats, 0, curtain=_HIDDEN_CURTAIN, may_act=False)
        return replace(shown, curtain="", prompt="")

    steps = [ReplayStep(snapshot(), QCoreApplication.translate("ReplayWindow", "The deal"))]
    actions = read_actions(public, start.hidden)
    begun: set[tuple[int, int]] = set()
    for number, action in enumerate(actions, start=1):
        decision = (action.seat, hand.seats[action.seat].street)
        if decision not in begun:  # the seat's first move of a street: decided from here
            begun.add(decision)
            steps[-1] = replace(steps[-1], decided=(*steps[-1].decided, decision))
        records = perform(hand, action)
        if isinstance(action, Confirm | Surrender) or number == len(actions):
            face_down = {
                seat for seat in range(len(names)) if seat != viewer and hand.is_simultaneous(seat)
            }
            steps.append(ReplayStep(snapshot(), _caption(records, names, face_down)))
    last = steps[-1]
    if last.snapshot.settlement is not None:
        results = ", ".join(
            f"{result.player} {signed(result.total)}" for result in last.snapshot.settlement.players
        )
        over = QCoreApplication.translate("ReplayWindow", "The hand is over: {results}")
        steps[-1] = replace(last, caption=f"{last.caption}. {over.format(results=results)}")
    return public, steps


def _caption(records: Sequence[Record], names: Sequence[str], face_down: Set[int]) -> str:
    """What a step did, in words that name no card."""
    for record in records:
        if isinstance(record, StreetConfirmed):
            name = names[record.seat]
            if record.seat in face_down:
                return for_player(
                    name,
                    QCoreApplication.translate(
                        "ReplayWindow", "{player} sets {count} cards face down"
                    ),
                    QCoreApplication.translate("ReplayWindow", "You set {count} cards face down"),
                ).format(player=name, count=len(record.placed))
            return for_player(
                name,
                QCoreApplication.translate("ReplayWindow", "{player} sets street {street}"),
                QCoreApplication.translate("ReplayWindow", "You set street {street}"),
            ).format(player=name, street=record.street + 1)
        if isinstance(record, Surrendered):
            name = names[record.seat]
            return for_player(
                name,
                QCoreApplication.translate("ReplayWindow", "{player} surrenders"),
                QCoreApplication.translate("ReplayWindow", "You surrender"),
            ).format(player=name)
    return ""


class ReplayWindow(QWidget):
    """A finished hand replayed street by street: First / Back / Forward / Last, a
    slider, and the Left / Right (Home / End) keys; its table takes no keys or clicks."""

    stepChanged = Signal(int)

    def __init__(
        self,
        record: Mapping[str, Any],
        viewer_name: str | None = None,
        options: TableOptions | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.public_record, self.steps = replay_steps(record, viewer_name)
        self.step = -1  # none drawn yet
        self.viewer_name = viewer_name
        self.viewer = viewer_seat(self.public_record, viewer_name)  # None: nobody's view
        rules = self.steps[0].snapshot.rules
        number = int(self.public_record.get("hand_number", 1))
        self.setWindowTitle(
            self.tr("Replay — hand {number}, {variant}").format(
                number=number, variant=variant_label(rules.variant.value)
            )
        )
        self.art = CardArt(self.devicePixelRatioF() or 1.0)
        self.scene = TableScene(self.art, self)
        self.scene.apply_options(options or TableOptions())
        self.view = TableView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys step the replay
        self.view.setAccessibleName(self.tr("Replayed table"))
        self.review_overlay = ReviewOverlay(self.view)
        self.review = self.review_overlay.panel
        self.view.resized.connect(self.review_overlay.fit)
        self.annotations, self.table_review, self.review_bar = attach_table_review(
            self.view, self.scene, self
        )
        self.review_overlay.onTableRequested.connect(self.review_on_table)
        self.review_overlay.rulesRequested.connect(self.show_rules)
        self.table_review.rulesRequested.connect(self.show_rules)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setAccessibleName(self.tr("What happened in this step"))
        self.position = QLabel()
        self.first_button = self._button(self.tr("First"), self.tr("The deal (Home)"))
        self.back_button = self._button(self.tr("◀ Back"), self.tr("One step back (Left)"))
        self.forward_button = self._button(
            self.tr("Forward ▶"), self.tr("One step forward (Right)")
        )
        self.last_button = self._button(
            self.tr("Last"), self.tr("The end of the hand and its score (End)")
        )
        self.review_button = self._button(
            self.tr("Score review"), self.tr("Show or hide how the hand was scored")
        )
        self.review_button.setCheckable(True)
        # The system's own media icons: a font may have no glyph for the skip arrows.
        style = self.style()
        for button, icon in (
            (self.first_button, QStyle.StandardPixmap.SP_MediaSkipBackward),
            (self.last_button, QStyle.StandardPixmap.SP_MediaSkipForward),
        ):
            button.setIcon(style.standardIcon(icon))
        self.review_button.setEnabled(self.steps[-1].snapshot.settlement is not None)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.setPageStep(1)
        self.slider.setAccessibleName(self.tr("Step of the replay"))
        self.first_button.clicked.connect(lambda: self.show_step(0))
        self.back_button.clicked.connect(lambda: self.show_step(self.step - 1))
        self.forward_button.clicked.connect(lambda: self.show_step(self.step + 1))
        self.last_button.clicked.connect(lambda: self.show_step(len(self.steps) - 1))
        self.slider.valueChanged.connect(self.show_step)
        self.review_button.toggled.connect(self._toggle_review)
        self.review_overlay.visibilityChanged.connect(self._review_shown)
        # The slider has a line of its own, so the buttons beside the analysis fit a
        # small screen and the slider stays long enough to drag.
        steps = QHBoxLayout()
        steps.addWidget(self.slider, stretch=1)
        steps.addWidget(self.position)
        controls = QHBoxLayout()
        controls.addWidget(self.first_button)
        controls.addWidget(self.back_button)
        controls.addWidget(self.forward_button)
        controls.addWidget(self.last_button)
        controls.addStretch(1)
        controls.addWidget(self.review_button)
        self.analysis = HandAnalysisPanel(self)
        self.analysis_button = self._button(
            self.tr("Analysis"), self.tr("Show or hide the analysis of your hand")
        )
        self.analysis_button.setCheckable(True)
        self.analysis_button.setChecked(True)
        self.analysis_button.toggled.connect(self.analysis.setVisible)
        controls.addWidget(self.analysis_button)
        self.lab_button = analyse_from_here_button(self)
        controls.addWidget(self.lab_button)
        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.view, stretch=1)
        table_layout.addWidget(self.caption)
        table_layout.addLayout(steps)
        table_layout.addLayout(controls)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(table)
        self.splitter.addWidget(self.analysis)
        self.splitter.setStretchFactor(0, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Set once: a layout-imposed minimum changing later makes some platforms warn.
        self.setMinimumSize(720, 520)
        self.show_step(0)
        size = fit_window(self, QSize(1380, 760))
        self.splitter.setSizes([size.width() - 340, 340])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:  # a window opened from the table for a look
            self.close()
            event.accept()
            return
        steps = {
            Qt.Key.Key_Left: self.step - 1,
            Qt.Key.Key_Right: self.step + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: self.last_step,
        }
        step = steps.get(Qt.Key(event.key()))
        if step is None:
            super().keyPressEvent(event)
            return
        self.show_step(step)
        event.accept()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.analysis.cancel_all()  # nothing runs on for a window that is gone
        super().closeEvent(event)

    def _button(self, text: str, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAccessibleDescription(tip)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        return button

    @property
    def snapshot(self) -> TableSnapshot:
        return self.steps[self.step].snapshot

    @property
    def last_step(self) -> int:
        return len(self.steps) - 1

    def show_step(self, step: int) -> None:
        """Draw the table after ``step`` (clamped to the replay's steps)."""
        step = max(0, min(step, self.last_step))
        if step == self.step:
            return
        self.step = step
        shown = self.steps[step]
        if self.table_review.active and step != self.last_step:
            self.review_bar.close_review()  # its marks belong to the finished boards
        self.scene.show_snapshot(shown.snapshot)
        self.caption.setText(shown.caption)
        self.position.setText(
            self.tr("{step} / {count}").format(step=step + 1, count=len(self.steps))
        )
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.first_button.setEnabled(step > 0)
        self.back_button.setEnabled(step > 0)
        self.forward_button.setEnabled(step < self.last_step)
        self.last_button.setEnabled(step < self.last_step)
        self.review_overlay.setVisible(step == self.last_step and self._show_review(shown.snapshot))
        self.stepChanged.emit(step)

    def step_before_street(self, seat: int, street: int) -> int:
        """The step showing the table as ``seat`` found it when it began to play
        ``street`` (its board before that street's cards; the last step before its
        first move of the street). Raises LookupError for a street it never played."""
        for index, step in enumerate(self.steps):
            if (seat, street) in step.decided:
                return index
        raise LookupError(f"seat {seat} played no street {street} in this hand")

    def prepare_marks(self, step: int) -> None:
        """Show ``step`` with the table bare for an analysis's marks: the score review,
        as a panel or as marks on the table, put away."""
        self.show_step(step)
        if self.table_review.active:
            self.review_bar.close_review()
        self.review_overlay.hide()
        self.annotations.clear()

    def _show_review(self, snapshot: TableSnapshot) -> bool:
        settlement = snapshot.settlement
        if settlement is None:
            return False
        self.review.show_settlement(
            settlement,
            [seat.name for seat in snapshot.seats],
            snapshot.rules,
            dict(snapshot.declarations),
        )
        self.review.show_standings(snapshot.hand_results, snapshot.starting_total)
        self.review_overlay.show_rules_links(
            foul=any(result.evaluation.fouled for result in settlement.players)
        )
        self.review_overlay.offer_analysis(False)  # the panel beside the table has them
        return True

    def show_rules(self, section: str | None = None) -> RulesHelpDialog:
        return open_rules_help(self, self.steps[0].snapshot.rules, section)

    def review_on_table(self) -> bool:
        """The end of the hand with its scoring marked on the cards."""
        self.show_step(self.last_step)
        if not self.table_review.start(self.snapshot, all_at_once=False):
            return False
        self.review_overlay.hide()
        self.review_bar.show()
        self.review_bar.fit()
        return True

    def open_review(self) -> None:
        """Go to the end of the hand, with the score review open."""
        self.show_step(self.last_step)
        if self.step == self.last_step and self._show_review(self.snapshot):
            self.review_overlay.show()

    def _toggle_review(self, on: bool) -> None:
        if on and not self.review_overlay.isVisible():
            self.open_review()
        elif not on:
            self.review_overlay.hide()

    def _review_shown(self, shown: bool) -> None:
        self.review_button.blockSignals(True)
        self.review_button.setChecked(shown)
        self.review_button.blockSignals(False)
