"""A guided first hand on the real table: the lesson of
:mod:`ofc_desktop.core.tutorial_script`, explained step by step in a bubble over the
table while the player plays a fixed deal against a scripted opponent.

The guide only follows the controller's signals and snapshots and draws on widgets of
its own (a bubble and a highlight layer over the view), so the table itself is the
ordinary one: skipping the lesson leaves a normal match running.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, Signal, SignalInstance
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QTextDocumentFragment
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.scoring import HandSettlement
from ofc_desktop.core.seats import HumanSeat
from ofc_desktop.core.tutorial_script import (
    OPPONENT,
    OPPONENT_LEVEL,
    OPPONENT_PLAN,
    PLAYER_CARDS,
    PLAYER_SEAT,
    TUTORIAL_HAND,
    TUTORIAL_RULES,
    TUTORIAL_SEED,
    Event,
    ScriptedSeat,
    Step,
    Trigger,
    confirm_hint,
    foul_warning,
    lesson_steps,
    off_script_note,
    step_text,
)
from ofc_desktop.core.view import PlayerView
from ofc_desktop.ui.models.setup import SeatSpec, TableSetup, lone_player_name
from ofc_desktop.ui.models.snapshot import ROW_NAMES

if TYPE_CHECKING:
    from ofc_desktop.ui.main_window import MainWindow

GUIDE_NAME = "guidedHand"
MARGIN = 12  # pixels between the bubble and the view's edges or the board
BUBBLE_WIDTH = (200, 380)  # narrowest and widest bubble beside the board


@dataclass
class TutorialOpponent(BotSeat):
    """The lesson's opponent: the script's moves in the lesson's hand, then an ordinary
    bot of its level (so a saved or continued match goes on against a real bot)."""

    script: ScriptedSeat | None = None

    def decide(self, view: PlayerView, cancel: threading.Event | None = None) -> Decision:
        decision = self.script.scripted(view) if self.script is not None else None
        return decision if decision is not None else super().decide(view, cancel)


def tutorial_setup() -> tuple[TableSetup, list[HumanSeat | TutorialOpponent]]:
    """The lesson's table: its rules, seed and seats (the player, the scripted bot). The
    player sits under the name a lone player gets at any table, in the window's language,
    so the lesson's hand is filed with their others."""
    player = lone_player_name()
    setup = TableSetup(
        TUTORIAL_RULES, (SeatSpec(player), SeatSpec(OPPONENT, "bot", OPPONENT_LEVEL)), TUTORIAL_SEED
    )
    opponent = TutorialOpponent(
        OPPONENT, OPPONENT_LEVEL, seed=TUTORIAL_SEED, script=ScriptedSeat(OPPONENT, OPPONENT_PLAN)
    )
    return setup, [HumanSeat(player), opponent]


class Callout(QFrame):
    """The bubble: the step's words, a note (a warning or a hint), Next and Skip."""

    paletteChanged = Signal()  # the theme changed: the guide gives the new colours

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialCallout")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAutoFillBackground(True)  # the palette's window colour
        self.setAccessibleName(self.tr("Lesson"))
        self.border = "#f2c14e"
        self.warning = ""
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.note.hide()
        self.next_button = QPushButton(self.tr("&Next"))
        self.next_button.setAccessibleDescription(self.tr("Go on to the next explanation"))
        self.skip_button = QPushButton(self.tr("S&kip tutorial"))
        self.skip_button.setAccessibleDescription(
            self.tr("End the lesson; the hand goes on as an ordinary one")
        )
        for button in (self.next_button, self.skip_button):
            # Enter still confirms the street; Alt+N and Alt+K press these buttons.
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        buttons = QHBoxLayout()
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.addWidget(self.text)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        self.hide()

    def show_step(self, text: str, *, next_text: str, next_shown: bool) -> None:
        self.text.setText(text)
        self.setAccessibleDescription(QTextDocumentFragment.fromHtml(text).toPlainText())
        self.next_button.setText(next_text)
        self.next_button.setVisible(next_shown)

    def set_note(self, note: str, *, warning: bool = False) -> None:
        colour = f"color: {self.warning};" if warning and self.warning else ""
        self.note.setStyleSheet(colour)
        self.note.setText(note)
        self.note.setVisible(bool(note))

    def restyle(self, border: str, warning: str) -> None:
        """The border and warning colours of the table's theme; the background and the
        text are the palette's, so they follow the light and the dark theme."""
        self.border, self.warning = border, warning
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(self.border), 2))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 6, 6)
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.paletteChanged.emit()


class HighlightOverlay(QWidget):
    """Rings round the suggested card and row, drawn over the view; never takes a click."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view.viewport())
        self.view = view
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.find_rects: Callable[[], list[QRectF]] = list
        self.colour = QColor("#f2c14e")
        self.fit()

    def fit(self) -> None:
        viewport = self.view.viewport()
        self.setGeometry(viewport.rect())

    def rings(self) -> list[QRect]:
        """The rings in view coordinates (the scene rects are looked up at paint time,
        so a card gliding to its place is followed)."""
        return [
            self.view.mapFromScene(rect).boundingRect().adjusted(-4, -4, 4, 4)
            for rect in self.find_rects()
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        rings = self.rings()
        if not rings:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour, 3, Qt.PenStyle.DashLine))
        for ring in rings:
            painter.drawRoundedRect(ring, 8, 8)
        painter.end()


class GuidedHand(QObject):
    """Drives the lesson on a :class:`MainWindow`: deals the fixed hand, shows each step
    when its trigger happens, highlights the suggested card and row."""

    stepShown = Signal(str)  # the id of the step now shown
    ended = Signal(bool)  # True: the lesson was finished; False: skipped or interrupted

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName(GUIDE_NAME)
        self.main_window = window
        self.rules = TUTORIAL_RULES
        self.steps = lesson_steps(self.rules)
        self.index = -1  # the step shown (or last shown)
        self.acked = False  # Next was pressed on it
        self.events: list[Event] = []
        self.shown: list[str] = []  # ids of the steps shown, in order
        self.settlement: HandSettlement | None = None
        self._player = lone_player_name()  # the player's seat name at the lesson's table
        self.running = False
        self._hand = 0
        self._dealt = 0  # the player's streets dealt so far
        self._match: object = None
        self._links: list[tuple[SignalInstance, Callable[..., Any]]] = []
        view = window.view
        self.overlay = HighlightOverlay(view)
        self.overlay.find_rects = self._suggestion_rects
        self.callout = Callout(view.viewport())
        self.callout.next_button.clicked.connect(self.next_step)
        self.callout.skip_button.clicked.connect(self.skip)
        self.callout.paletteChanged.connect(self._refresh)

    # ----- life ---------------------------------------------------------------------------

    @property
    def current_step(self) -> Step | None:
        return self.steps[self.index] if 0 <= self.index < len(self.steps) else None

    def start(self) -> None:
        """Deal the lesson's hand on the window's table and begin."""
        window = self.main_window
        controller = window.controller
        for signal, slot in (
            (controller.handStarted, self._on_hand_started),
            (controller.cardsDealt, self._on_cards_dealt),
            (controller.cardMoved, self._on_card_moved),
            (controller.streetConfirmed, self._on_street_confirmed),
            (controller.handScored, self._on_hand_scored),
            (controller.snapshotChanged, self._on_snapshot),
            (window.view.resized, self._on_resized),
            (window.scene.changed, self._on_scene_changed),
        ):
            signal.connect(slot)
            self._links.append((signal, slot))
        self.running = True
        self._restyle()
        setup, seats = tutorial_setup()
        self._player = setup.seats[PLAYER_SEAT].name
        try:
            controller.new_match(setup, seats)
        except Exception:
            self.stop(finished=False)
            raise
        self._match = controller.match
        window.panel.message.clear()
        window.view.setFocus()

    def skip(self) -> None:
        """End the lesson now; the match goes on as an ordinary one."""
        self.stop(finished=False)

    def stop(self, *, finished: bool) -> None:
        if not self.running:
            return
        self.running = False
        for signal, slot in self._links:
            signal.disconnect(slot)
        self._links.clear()
        for widget in (self.callout, self.overlay):
            widget.hide()
            widget.deleteLater()
        self.ended.emit(finished)
        self.deleteLater()

    # ----- what happens at the table -----------------------------------------------------

    def _ours(self) -> bool:
        """Still the lesson's match (None while it is being dealt)."""
        return self._match is None or self.main_window.controller.match is self._match

    def _on_hand_started(self, number: int) -> None:
        if not self._ours():
            self.stop(finished=False)  # another match was started: the lesson is over
            return
        self._hand = number
        if number == TUTORIAL_HAND:
            self._fire(Event(Trigger.HAND_STARTED))

    def _on_cards_dealt(self, seat: int, _count: int) -> None:
        if self._hand == TUTORIAL_HAND and seat == PLAYER_SEAT:
            self._dealt += 1
            self._fire(Event(Trigger.STREET_DEALT, self._dealt - 1))

    def _on_card_moved(self, card: Card, target: str) -> None:
        if self._hand == TUTORIAL_HAND and card in PLAYER_CARDS and target in ROW_NAMES:
            self._fire(Event(Trigger.CARD_PLACED, self._dealt - 1, card, target))

    def _on_street_confirmed(self, seat: int, street: int) -> None:
        if self._hand == TUTORIAL_HAND and seat == PLAYER_SEAT:
            self._fire(Event(Trigger.STREET_CONFIRMED, street))

    def _on_hand_scored(self, settlement: HandSettlement) -> None:
        if self._hand == TUTORIAL_HAND:
            self.settlement = settlement
            self._fire(Event(Trigger.HAND_SCORED))

    def _on_snapshot(self, _snapshot: object) -> None:
        self._refresh()

    def _on_resized(self) -> None:
        self.overlay.fit()
        self._place_callout()

    def _on_scene_changed(self, _rects: object) -> None:
        self.overlay.update()

    # ----- the steps ---------------------------------------------------------------------

    def _fire(self, event: Event) -> None:
        self.events.append(event)
        self._advance()

    def _ready(self, step: Step) -> bool:
        return step.trigger.kind is not Trigger.NEXT and step.trigger in self.events

    def _obsolete(self, step: Step) -> bool:
        """A step about a street the player has already confirmed (it waited behind an
        explanation the player had not finished reading), or about a hand now over."""
        if step.trigger.kind not in (Trigger.STREET_DEALT, Trigger.CARD_PLACED):
            return False
        return any(
            e.kind is Trigger.HAND_SCORED
            or (e.kind is Trigger.STREET_CONFIRMED and e.street >= step.street)
            for e in self.events
        )

    def _advance(self) -> None:
        while self.running and self.index + 1 < len(self.steps):
            current = self.current_step
            if current is not None and current.wait_for_next and not self.acked:
                return
            following = self.steps[self.index + 1]
            if self._obsolete(following):
                self.index += 1  # passed over, never shown
                self.acked = True
                continue
            if not self._ready(following):
                return
            self._show(self.index + 1)

    def _show(self, index: int) -> None:
        self.index, self.acked = index, False
        step = self.steps[index]
        last = index == len(self.steps) - 1
        self.callout.show_step(
            step_text(step, self.settlement, self.rules, self._player),
            next_text=self.tr("&Finish") if last else self.tr("&Next"),
            next_shown=step.wait_for_next or last,
        )
        self.callout.show()
        self.callout.raise_()
        self.overlay.show()
        self.overlay.raise_()
        self.callout.raise_()
        self.shown.append(step.id)
        self._refresh()
        self.stepShown.emit(step.id)

    def next_step(self) -> None:
        """The player pressed Next (or Finish on the last step)."""
        if not self.running:
            return
        if self.index == len(self.steps) - 1:
            self.stop(finished=True)
            return
        self.acked = True
        if self.steps[self.index + 1].trigger.kind is Trigger.NEXT:
            self._show(self.index + 1)
            return
        before = self.index
        self._advance()
        if self.running and self.index == before:
            self.callout.hide()  # nothing to say until the next thing happens
            self.overlay.update()

    # ----- drawing -----------------------------------------------------------------------

    def _pending_suggestion(self) -> tuple[Card, str] | None:
        """The first suggested placement of the step not yet made, if the player may
        still make it."""
        step = self.current_step
        snapshot = self.main_window.controller.snapshot
        if step is None or self.acked or self._hand != TUTORIAL_HAND:
            return None
        for card, row in step.suggestions:
            if card in snapshot.movable and snapshot.location_of(card) != row:
                return card, row
        return None

    def _suggestion_rects(self) -> list[QRectF]:
        pending = self._pending_suggestion() if self.callout.isVisible() else None
        scene = self.main_window.scene
        if pending is None or pending[0] not in scene.cards or pending[1] not in scene.zones:
            return []
        card, row = pending
        return [scene.card_rect(card), scene.zones[row].sceneBoundingRect()]

    def _note(self) -> tuple[str, bool]:
        """A warning when the board must foul, a word when a card went elsewhere than
        suggested, or the reminder to confirm once every suggestion is followed."""
        snapshot = self.main_window.controller.snapshot
        if self._hand != TUTORIAL_HAND or snapshot.hand_over:
            return "", False
        if snapshot.certain_foul:
            return foul_warning(), True
        step = self.current_step
        if step is None or not step.suggestions or self.acked:
            return "", False
        for card, row in step.suggestions:
            where = snapshot.location_of(card)
            if where in ROW_NAMES and where != row:
                return off_script_note(card, row, where), False
        done = all(snapshot.location_of(card) in (row, None) for card, row in step.suggestions)
        return (confirm_hint() if done and snapshot.can_confirm else ""), False

    def _refresh(self) -> None:
        if not self.running:
            return
        note, warning = self._note()
        self.callout.set_note(note, warning=warning)
        self._restyle()
        self.overlay.update()
        self._place_callout()

    def _restyle(self) -> None:
        theme = self.main_window.scene.theme
        if (self.callout.border, self.callout.warning) != (theme.highlight, theme.panel_warning):
            self.callout.restyle(theme.highlight, theme.panel_warning)
        self.overlay.colour = QColor(theme.highlight)

    def _place_callout(self) -> None:
        """Beside the player's board (left of it, else right of its labels), level with
        the row the step is about; at the top left when the table leaves no room there."""
        if not self.running:
            return
        window = self.main_window
        view, viewport = window.view, window.view.viewport()
        layout = window.scene.table_layout
        step = self.current_step
        width, x, centre = 340, MARGIN, None
        snapshot = window.controller.snapshot
        if layout is not None and snapshot.seats and snapshot.viewer in layout.seats:
            seat = layout.seats[snapshot.viewer]
            left_edge = view.mapFromScene(seat.block.topLeft()).x()
            right_edge = view.mapFromScene(seat.block.topRight()).x()
            room_left = left_edge - 2 * MARGIN
            room_right = viewport.width() - right_edge - 2 * MARGIN
            if max(room_left, room_right) >= BUBBLE_WIDTH[0]:
                if room_left >= BUBBLE_WIDTH[0]:
                    width = min(room_left, BUBBLE_WIDTH[1])
                    x = left_edge - MARGIN - width
                else:  # right of the rows and their labels
                    width = min(room_right, BUBBLE_WIDTH[1])
                    x = right_edge + MARGIN
                if step is not None and step.row in seat.row_zones:
                    centre = view.mapFromScene(seat.row_zones[step.row].center()).y()
            # else at the top left, over the opponents rather than the player's own cards
        width = max(120, min(width, viewport.width() - 2 * MARGIN))
        height = self.callout.heightForWidth(width)
        if height <= 0:
            height = self.callout.sizeHint().height()
        y = MARGIN if centre is None else centre - height // 2
        y = max(MARGIN, min(y, viewport.height() - height - MARGIN))
        self.callout.setGeometry(x, y, width, height)


def start_guided_hand(window: MainWindow) -> GuidedHand:
    """Start the guided first hand on ``window`` (ending a lesson already running)."""
    running = window.findChild(GuidedHand, GUIDE_NAME)
    if isinstance(running, GuidedHand):
        running.skip()
    guide = GuidedHand(window)
    guide.start()
    return guide
