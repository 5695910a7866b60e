"""The lab's board editor: every seat's rows, the hero's hand and the dead cards as card
places in one QGraphicsScene, with the card picker beside them.

A card goes on by a click on a picker card and then on a place, or by dragging it from
the picker onto the place; a placed card can be dragged to another place, or taken off
with a right-click (or selected and Delete). All mouse handling lives in the scene; the
items carry no rules and the scene follows the editor's ``changed`` signal. Positions
are in card units, so a resize changes only the view's scale.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.position_notation import HERO_NAME
from ofc_desktop.ui.lab.card_picker import CardPicker
from ofc_desktop.ui.lab.editor_model import (
    BOARD,
    DEAD,
    HAND,
    MAX_HAND,
    ROW_SIZES,
    PositionEditor,
    Slot,
    shown_name,
)
from ofc_desktop.ui.models.setup import lone_player_name
from ofc_desktop.ui.table.card_art import CardArt
from ofc_desktop.ui.table.items import table_font
from ofc_desktop.ui.table.layout import CARD_HEIGHT, CARD_WIDTH

STEP_X, STEP_Y = CARD_WIDTH + 8, CARD_HEIGHT + 10
TITLE_HEIGHT = 46.0
BLOCK_WIDTH = 5 * STEP_X - 8
BLOCK_HEIGHT = TITLE_HEIGHT + 3 * STEP_Y
GAP_X, GAP_Y = 70.0, 40.0
HAND_SCALE, DEAD_SCALE = 0.8, 0.5
LABEL_HEIGHT = 40.0
GHOST_OPACITY = 0.45
FELT, INK, HERO_INK = QColor("#2f6b47"), QColor("#f4f4ef"), QColor("#ffd166")
SLOT_PEN, SLOT_FILL = QColor(255, 255, 255, 110), QColor(255, 255, 255, 28)


def grid_columns(seats: int) -> int:
    return 2 if seats in (2, 4) else 3


class SlotItem(QGraphicsRectItem):
    """One card place: an outline, and the card on it when there is one."""

    def __init__(self, scale: float) -> None:
        super().__init__(0, 0, CARD_WIDTH * scale, CARD_HEIGHT * scale)
        self.setPen(QPen(SLOT_PEN, 2, Qt.PenStyle.DashLine))
        self.setBrush(QBrush(SLOT_FILL))
        self.card_item = QGraphicsPixmapItem(self)
        self.card_item.setScale(scale)
        self.card_item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.card: Card | None = None
        self.size = scale

    def show_card(self, card: Card | None, art: CardArt) -> None:
        self.card = card
        self.card_item.setVisible(card is not None)
        if card is not None:
            self.card_item.setPixmap(art.face(card))


class BoardEditorScene(QGraphicsScene):
    """The editor's card places and the picker; edits go to ``editor``."""

    def __init__(self, editor: PositionEditor, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor, self.art = editor, art
        self.setBackgroundBrush(FELT)
        self.slots: dict[Slot, SlotItem] = {}
        self.titles: list[QGraphicsSimpleTextItem] = []
        self.labels = {area: self._text(14) for area in (HAND, DEAD)}
        self.picker_label = self._text(14)
        self.picker = CardPicker(self, art)
        self.ghosts: list[QGraphicsPixmapItem] = []
        self.selected: Slot | None = None
        self.selection = QGraphicsRectItem()
        self.selection.setPen(QPen(HERO_INK, 6))
        self.selection.setZValue(6)
        self.selection.hide()
        self.addItem(self.selection)
        self._pressed: Card | Slot | None = None
        self._drag: QGraphicsPixmapItem | None = None
        editor.changed.connect(self.sync)
        self.sync()

    def _text(self, size: float, bold: bool = False) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setFont(table_font(size * 2, bold))
        item.setBrush(INK)
        self.addItem(item)
        return item

    # ----- following the editor ----------------------------------------------------------

    def _seat_origin(self, seat: int) -> QPointF:
        columns = grid_columns(self.editor.seat_count)
        return QPointF(
            (seat % columns) * (BLOCK_WIDTH + GAP_X), (seat // columns) * (BLOCK_HEIGHT + GAP_Y)
        )

    def _layout(self) -> tuple[dict[Slot, tuple[QPointF, float]], float, float]:
        """Every place's top-left corner and scale; the grid's width and the strips' end."""
        editor = self.editor
        places: dict[Slot, tuple[QPointF, float]] = {}
        for seat in range(editor.seat_count):
            origin = self._seat_origin(seat)
            for line, (row, size) in enumerate(ROW_SIZES.items()):
                left = origin.x() + (STEP_X if size == 3 else 0)
                for index in range(size):
                    corner = QPointF(
                        left + index * STEP_X, origin.y() + TITLE_HEIGHT + line * STEP_Y
                    )
                    places[Slot(BOARD, index, seat, row)] = (corner, 1.0)
        columns = grid_columns(editor.seat_count)
        lines = (editor.seat_count + columns - 1) // columns
        width = columns * BLOCK_WIDTH + (columns - 1) * GAP_X
        top = lines * (BLOCK_HEIGHT + GAP_Y)
        hand_places = min(MAX_HAND, len(editor.hand) + 1)
        # A Fantasyland deal of up to 17 cards stays on one line: smaller cards, not two lines.
        hand_scale = min(HAND_SCALE, width / (MAX_HAND * STEP_X))
        if hand_places * STEP_X * HAND_SCALE <= width + 8 * HAND_SCALE:
            hand_scale = HAND_SCALE
        for area, count, scale in (
            (HAND, hand_places, hand_scale),
            (DEAD, len(editor.dead) + 1, DEAD_SCALE),
        ):
            self.labels[area].setPos(0, top)
            top += LABEL_HEIGHT
            per_line = max(1, int((width + 8 * scale) // (STEP_X * scale)))
            for index in range(count):
                x = (index % per_line) * STEP_X * scale
                y = top + (index // per_line) * STEP_Y * scale
                places[Slot(area, index)] = (QPointF(x, y), scale)
            top += ((count + per_line - 1) // per_line) * STEP_Y * scale + GAP_Y / 2
        return places, width, top

    def sync(self) -> None:
        """Show the editor's cards: places appear and go as the position needs them."""
        editor = self.editor
        self.clear_ghosts()
        places, width, bottom = self._layout()
        for slot in [slot for slot in self.slots if slot not in places]:
            self.removeItem(self.slots.pop(slot))
        for slot, (corner, scale) in places.items():
            item = self.slots.get(slot)
            if item is not None and item.size != scale:
                self.removeItem(self.slots.pop(slot))
                item = None
            if item is None:
                item = self.slots[slot] = SlotItem(scale)
                self.addItem(item)
            item.setPos(corner)
            item.show_card(editor.card_at(slot), self.art)
        self._titles()
        player = editor.names[editor.hero]
        # The lone player at a table of bots is "You", the notation's hero a role: "You's
        # hand" is no English, and "Hand von Du" no German.
        if player in ("You", lone_player_name(), HERO_NAME):
            self.labels[HAND].setText(self.tr("Your hand (the cards to play)"))
        else:
            self.labels[HAND].setText(
                self.tr("{player}'s hand (the cards to play)").format(player=player)
            )
        self.labels[DEAD].setText(self.tr("Dead cards (discarded or seen, out of play)"))
        self.picker_label.setText(self.tr("Pick a card, then click a place"))
        # The picker under the places: the board keeps the width, the window its height.
        self.picker_label.setPos(0, bottom)
        area = self.picker.lay_out(
            QPointF(0, bottom + LABEL_HEIGHT), self.editor.rules.jokers_per_deck
        )
        self.picker.show_available({card: editor.available(card) for card in self.picker.items})
        if self.selected is not None and editor.card_at(self.selected) is None:
            self.select(None)
        self.setSceneRect(QRectF(-20, -20, max(width, area.right()) + 40, area.bottom() + 40))

    def _titles(self) -> None:
        editor = self.editor
        while len(self.titles) < editor.seat_count:
            self.titles.append(self._text(16, bold=True))
        while len(self.titles) > editor.seat_count:
            self.removeItem(self.titles.pop())
        for seat, title in enumerate(self.titles):
            marks = [shown_name(editor.names[seat])]
            if seat == editor.hero:
                marks.append(self.tr("to play"))
            if seat == editor.button:
                marks.append(self.tr("button"))
            if editor.fantasyland[seat]:
                marks.append(self.tr("Fantasyland"))
            # Elided to its block, so a long title never runs into the next seat's.
            metrics = QFontMetricsF(title.font())
            title.setText(
                metrics.elidedText(" · ".join(marks), Qt.TextElideMode.ElideRight, BLOCK_WIDTH)
            )
            title.setBrush(HERO_INK if seat == editor.hero else INK)
            title.setPos(self._seat_origin(seat))

    def restyle(self) -> None:
        self.picker.restyle()
        self.sync()

    # ----- ghost cards (a play from the analysis) ------------------------------------------

    def clear_ghosts(self) -> None:
        for ghost in self.ghosts:
            self.removeItem(ghost)
        self.ghosts.clear()

    def _add_ghost(self, card: Card, corner: QPointF, scale: float) -> None:
        ghost = QGraphicsPixmapItem(self.art.face(card))
        ghost.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        ghost.setScale(scale)
        ghost.setOpacity(GHOST_OPACITY)
        ghost.setPos(corner)
        ghost.setZValue(4)
        self.addItem(ghost)
        self.ghosts.append(ghost)

    def show_ghost(self, decision: Decision | None) -> None:
        """``decision``'s cards drawn faintly in the hero's free places, its discards at
        the end of the dead cards (None: none)."""
        self.clear_ghosts()
        if decision is None:
            return
        hero = self.editor.hero
        for row, cards in decision.rows().items():
            first = len(self.editor.rows[hero][row])
            for offset, card in enumerate(cards):
                slot = self.slots.get(Slot(BOARD, first + offset, hero, row))
                if slot is not None:
                    self._add_ghost(card, slot.pos(), 1.0)
        free = self.slots.get(Slot(DEAD, len(self.editor.dead)))
        if free is None:
            return
        for offset, card in enumerate(decision.discards):
            corner = free.pos() + QPointF(offset * STEP_X * DEAD_SCALE, 0)
            self._add_ghost(card, corner, DEAD_SCALE)

    # ----- finding things --------------------------------------------------------------------

    def slot_at(self, point: QPointF) -> Slot | None:
        for slot, item in self.slots.items():
            if item.sceneBoundingRect().contains(point):
                return slot
        return None

    def slot_rect(self, slot: Slot) -> QRectF:
        return self.slots[slot].sceneBoundingRect()

    def select(self, slot: Slot | None) -> None:
        """The placed card Delete takes off (None: none)."""
        self.selected = slot
        self.selection.setVisible(slot is not None)
        if slot is not None:
            self.selection.setRect(self.slot_rect(slot).adjusted(-3, -3, 3, 3))

    # ----- the mouse and the keys ------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        point = event.scenePos()
        slot = self.slot_at(point)
        if event.button() == Qt.MouseButton.RightButton:
            if slot is not None:
                self.editor.remove(slot)
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        card = self.picker.card_at(point)
        self._pressed = card if card is not None else slot
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._pressed is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        if self._drag is None:
            moved = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
            card = self._dragged_card()
            if moved.manhattanLength() < QApplication.startDragDistance() or card is None:
                return
            self._drag = QGraphicsPixmapItem(self.art.face(card))
            self._drag.setOpacity(0.85)
            self._drag.setZValue(50)
            self._drag.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity)
            self.addItem(self._drag)
        self._drag.setPos(event.scenePos() - QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2))
        event.accept()

    def _dragged_card(self) -> Card | None:
        pressed = self._pressed
        if isinstance(pressed, Slot):
            return self.editor.card_at(pressed)
        if pressed is not None and self.editor.available(pressed):
            return pressed
        return None

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._pressed = self._pressed, None
        if event.button() != Qt.MouseButton.LeftButton or pressed is None:
            return
        target = self.slot_at(event.scenePos())
        if self._drag is not None:
            self.removeItem(self._drag)
            self._drag = None
            if isinstance(pressed, Slot):
                if target is None:
                    self.editor.remove(pressed)  # dragged off the places: taken off
                else:
                    self.editor.move(pressed, target)
            elif target is not None:
                self.editor.place(pressed, target)
        elif isinstance(pressed, Card):
            self.picker.pick(pressed if self.editor.available(pressed) else None)
        elif target is not None:
            self._click_slot(target)
        event.accept()

    def _click_slot(self, slot: Slot) -> None:
        picked = self.picker.picked
        if picked is not None:
            if self.editor.place(picked, slot):
                self.picker.pick(None)
            return
        self.select(slot if self.editor.card_at(slot) is not None else None)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.selected is not None:
            self.editor.remove(self.selected)
            event.accept()
        elif key == Qt.Key.Key_Escape:
            self.picker.pick(None)
            self.select(None)
            event.accept()
        else:
            super().keyPressEvent(event)


class BoardEditorView(QGraphicsView):
    """Shows the whole editor scene, as large as the widget allows."""

    def __init__(self, scene: BoardEditorScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(400, 320)  # the lab fits a 1024-pixel screen beside it
        # The boards start under the window's bar, as the analysis beside them does; the
        # felt a narrow column leaves over goes below the card picker.
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setAccessibleName(self.tr("Position editor"))
        scene.sceneRectChanged.connect(lambda _rect: self.fit())

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
