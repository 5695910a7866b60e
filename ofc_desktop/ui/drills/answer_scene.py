"""The drill's board: every seat's rows read-only, the hero's cards to place, and (when
the street throws cards away) a place to discard onto.

It is the lab's board editor in an answer mode: only the hero's held cards move, and
only onto empty places of the hero's rows, the discard place or back into the hand.
A card goes by a click on it and then on a place, or by dragging it; a right-click (or
Delete) sends a placed card back to the hand. The picker is not used.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QWidget

from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.ui.lab.board_editor import BoardEditorScene
from ofc_desktop.ui.lab.editor_model import BOARD, DEAD, HAND, ROW_SIZES, PositionEditor, Slot
from ofc_desktop.ui.table.card_art import CardArt


class AnswerScene(BoardEditorScene):
    """A drill's position with the answer being placed on it."""

    answerChanged = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        self.original: LabPosition | None = None
        self.discards_needed = 0
        self.locked = False  # after Check: the answer stays as it was graded
        self._first_free: dict[str, int] = dict.fromkeys(ROW_SIZES, 0)
        self._dead_before = 0
        super().__init__(PositionEditor(RuleSet(), parent=parent), art, parent)
        self.editor.changed.connect(self.answerChanged)

    # ----- the drill -----------------------------------------------------------------------

    def load(self, position: LabPosition, discards_needed: int) -> None:
        """Show ``position`` with nothing placed yet; ``discards_needed`` cards of the
        hand are to be thrown away."""
        self.original, self.discards_needed, self.locked = position, discards_needed, False
        board = position.seats[position.hero].board
        self._first_free = {
            row: len(cards) for row, cards in zip(ROW_SIZES, board.rows, strict=True)
        }
        self._dead_before = len(position.dead)
        self.select(None)
        self.editor.load(position)

    def reset(self) -> None:
        """Every placed card back in the hand."""
        if self.original is not None:
            self.load(self.original, self.discards_needed)

    def placements(self) -> list[tuple[Card, str]]:
        hero = self.editor.rows[self.editor.hero] if self.original is not None else {}
        return [
            (card, row) for row, cards in hero.items() for card in cards[self._first_free[row] :]
        ]

    def discards(self) -> list[Card]:
        return self.editor.dead[self._dead_before :]

    def answer(self) -> Decision | None:
        """The play placed so far, once every card is placed or discarded (else None)."""
        if self.original is None or self.editor.hand:
            return None
        if len(self.discards()) != self.discards_needed:
            return None
        return Decision(tuple(self.placements()), tuple(self.discards()))

    # ----- what may move where ---------------------------------------------------------------

    def movable(self, slot: Slot | None) -> bool:
        """A card of the answer: in the hand, newly on the hero's rows, or discarded."""
        if slot is None or self.locked or self.editor.card_at(slot) is None:
            return False
        if slot.area == HAND:
            return True
        if slot.area == BOARD:
            return slot.seat == self.editor.hero and slot.index >= self._first_free[slot.row]
        return slot.index >= self._dead_before

    def target(self, slot: Slot | None) -> Slot | None:
        """Where a card dropped on ``slot`` goes: the end of the hand, the first empty
        place of a hero's row, or the discard place (None: nowhere)."""
        if slot is None or self.locked:
            return None
        editor = self.editor
        if slot.area == HAND:
            return Slot(HAND, len(editor.hand))
        if slot.area == BOARD:
            cards = editor.rows[editor.hero][slot.row] if slot.seat == editor.hero else None
            if cards is None or slot.index < len(cards) or len(cards) >= ROW_SIZES[slot.row]:
                return None
            return Slot(BOARD, len(cards), slot.seat, slot.row)
        if len(self.discards()) >= self.discards_needed or slot.index < len(editor.dead):
            return None
        return Slot(DEAD, len(editor.dead))

    def put(self, source: Slot, place: Slot | None) -> bool:
        """Move the answer's card on ``source`` to ``place``; False when not allowed."""
        where = self.target(place)
        if not self.movable(source) or where is None:
            return False
        if where.area == source.area and (where.area != BOARD or where.row == source.row):
            return False  # already there
        self.select(None)
        return self.editor.move(source, where)

    def back_to_hand(self, slot: Slot) -> bool:
        return slot.area != HAND and self.put(slot, Slot(HAND, 0))

    # ----- drawing ----------------------------------------------------------------------------

    def sync(self) -> None:
        super().sync()
        for item in self.picker.items.values():
            item.hide()
        self.picker.mark.hide()
        self.picker_label.hide()
        free_dead = self.slots.get(Slot(DEAD, len(self.editor.dead)))
        if free_dead is not None:
            free_dead.setVisible(self.discards_needed > 0 and not self.locked)
        if self.locked:
            self.labels[HAND].setText(self.tr("Your cards (a checked play is drawn faintly)"))
        else:
            self.labels[HAND].setText(
                self.tr("Your cards: click one, then a free place on your board (or drag it)")
            )
        self.labels[DEAD].setText(
            self.tr("Dead cards; put the card you throw away on the free place")
            if self.discards_needed and not self.locked
            else self.tr("Dead cards (discarded or seen, out of play)")
        )
        _places, width, bottom = self._layout()
        self.setSceneRect(QRectF(-20, -20, width + 40, bottom + 20))

    def slot_at(self, point: QPointF) -> Slot | None:
        # Hidden places (the discard place of a street without discards) take no card.
        for slot, item in self.slots.items():
            if item.isVisible() and item.sceneBoundingRect().contains(point):
                return slot
        return None

    # ----- the mouse and the keys -------------------------------------------------------------

    def _dragged_card(self) -> Card | None:
        pressed = self._pressed
        if isinstance(pressed, Slot) and self.movable(pressed):
            return self.editor.card_at(pressed)
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        slot = self.slot_at(event.scenePos())
        if event.button() == Qt.MouseButton.RightButton:
            if slot is not None and self.movable(slot):
                self.back_to_hand(slot)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = slot
            event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._pressed = self._pressed, None
        if event.button() != Qt.MouseButton.LeftButton:
            return
        target = self.slot_at(event.scenePos())
        if self._drag is not None:
            self.removeItem(self._drag)
            self._drag = None
            if isinstance(pressed, Slot):
                self.put(pressed, target)  # a refused drop leaves the card where it was
        elif isinstance(pressed, Slot) and pressed == target:
            self._click(target)
        event.accept()

    def _click(self, slot: Slot) -> None:
        chosen = self.selected
        if chosen is not None and chosen != slot and self.put(chosen, slot):
            return
        if self.movable(slot):  # another card picked, or the same one let go
            self.select(None if slot == chosen else slot)
        # A place that takes nothing keeps the card picked, to try another place.

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            if self.selected is not None and self.movable(self.selected):
                self.back_to_hand(self.selected)
            event.accept()
        elif key == Qt.Key.Key_Escape:
            self.select(None)
            event.accept()
        else:
            super().keyPressEvent(event)
