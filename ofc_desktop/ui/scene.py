"""The table scene: lays out boards in card units and turns clicks and drags into
requests (place, discard, take back) for the controller."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from ofc_desktop.core.cards import Card
from ofc_desktop.core.hand import ROW_NAMES
from ofc_desktop.ui.card_art import CARD_HEIGHT, CARD_WIDTH, CardArt
from ofc_desktop.ui.items import CardItem, Zone
from ofc_desktop.ui.table_picture import SeatPicture, TablePicture

U = CARD_WIDTH  # one card width: the unit of every distance on the table
GAP = 0.1 * U
ROW_WIDTH = 5 * U + 4 * GAP
LABEL_WIDTH = 2.4 * U
BLOCK_WIDTH = ROW_WIDTH + LABEL_WIDTH
BLOCK_HEIGHT = 0.45 * U + 3 * CARD_HEIGHT + 2 * GAP
FELT = QColor("#1f5f3f")
TEXT = QColor("#f3f1e7")


class TableScene(QGraphicsScene):
    """Draws a :class:`TablePicture` and reports what the player does with its cards."""

    placeRequested = Signal(object, str)  # Card, row name
    discardRequested = Signal(object)
    takeBackRequested = Signal(object)

    def __init__(self, art: CardArt, parent: object = None) -> None:
        super().__init__(parent)
        self.art = art
        self.setBackgroundBrush(QBrush(FELT))
        self.picture = TablePicture(seats=[])
        self.cards: dict[Card, CardItem] = {}
        self.zones: list[Zone] = []
        self._selected: CardItem | None = None
        self._pressed: CardItem | None = None
        self._press_screen = QPointF()
        self._press_offset = QPointF()
        self._dragging = False
        self._animations: list[QVariantAnimation] = []

    # ----- drawing -------------------------------------------------------------------

    def show_table(self, picture: TablePicture) -> None:
        """Redraw everything from the picture (cheap: card pixmaps are cached)."""
        self.picture = picture
        self.clear()
        self.cards = {}
        self.zones = []
        self._selected = self._pressed = None
        self._dragging = False
        others = [s for s in picture.seats if not s.is_viewer]
        viewer = next((s for s in picture.seats if s.is_viewer), None)
        columns = max(1, len(others))
        width = max(columns * (BLOCK_WIDTH + 0.6 * U) - 0.6 * U, BLOCK_WIDTH + 3 * U)
        for index, seat in enumerate(others):
            x = (width - columns * (BLOCK_WIDTH + 0.6 * U) + 0.6 * U) / 2
            self._draw_board(seat, QPointF(x + index * (BLOCK_WIDTH + 0.6 * U), 0))
        y = BLOCK_HEIGHT + 0.7 * U if others else 0
        if viewer is not None:
            left = (width - BLOCK_WIDTH) / 2
            self._draw_board(viewer, QPointF(left, y))
            self._draw_hand_area(left + ROW_WIDTH / 2, y + BLOCK_HEIGHT + 0.4 * U)
        self.setSceneRect(self.itemsBoundingRect().adjusted(-0.4 * U, -0.4 * U, 0.4 * U, 0.4 * U))

    def _text(self, text: str, pos: QPointF, size: float, bold: bool = False,
              color: QColor = TEXT) -> QGraphicsSimpleTextItem:
        item = self.addSimpleText(text)
        font = QFont("DejaVu Sans", 1)
        font.setPixelSize(int(size))
        font.setBold(bold)
        item.setFont(font)
        item.setBrush(QBrush(color))
        item.setPos(pos)
        return item

    def _draw_board(self, seat: SeatPicture, origin: QPointF) -> None:
        title = seat.name + ("  (D)" if seat.button else "")
        color = QColor("#f2c14e") if seat.acting else TEXT
        self._text(title, origin, 0.28 * U, bold=True, color=color)
        if seat.status:
            self._text(seat.status, origin + QPointF(ROW_WIDTH * 0.55, 0), 0.26 * U, bold=True,
                       color=QColor("#ff8a80") if "FOUL" in seat.status else TEXT)
        y = origin.y() + 0.45 * U
        face_down_left = seat.face_down
        for row in ROW_NAMES:
            slots = 3 if row == "top" else 5
            row_width = slots * U + (slots - 1) * GAP
            x0 = origin.x() + (ROW_WIDTH - row_width) / 2
            zone = Zone(row, QRectF(x0 - GAP / 2, y - GAP / 2, row_width + GAP,
                                    CARD_HEIGHT + GAP), seat.seat)
            self.addItem(zone)
            if seat.is_viewer:
                self.zones.append(zone)
            cards = seat.rows[row]
            for i in range(slots):
                pos = QPointF(x0 + i * (U + GAP), y)
                if i < len(cards):
                    self._add_card(cards[i], pos)
                elif face_down_left > 0:
                    face_down_left -= 1
                    back = self.addPixmap(self.art.back())
                    back.setPos(pos)
            label = seat.labels.get(row, "")
            if label:
                self._text(label, QPointF(origin.x() + ROW_WIDTH + 0.2 * U,
                                          y + CARD_HEIGHT / 2 - 0.16 * U), 0.24 * U)
            y += CARD_HEIGHT + GAP

    def _draw_hand_area(self, center_x: float, y: float) -> None:
        picture = self.picture
        cards = picture.held
        per_line = 9
        lines = max(1, (len(cards) + per_line - 1) // per_line)
        shown = min(max(len(cards), 5), per_line)
        hand_width = shown * U + (shown - 1) * GAP
        x0 = center_x - hand_width / 2
        zone = Zone("held", QRectF(x0 - GAP, y - GAP, hand_width + 2 * GAP,
                                   lines * (CARD_HEIGHT + GAP) + GAP))
        self.addItem(zone)
        self.zones.append(zone)
        for i, card in enumerate(cards):
            line, column = divmod(i, per_line)
            self._add_card(card, QPointF(x0 + column * (U + GAP), y + line * (CARD_HEIGHT + GAP)))
        if picture.discard_zone:
            dx = x0 + hand_width + 0.6 * U
            discard = Zone("discard", QRectF(dx - GAP, y - GAP, U + 2 * GAP, CARD_HEIGHT + 2 * GAP))
            self.addItem(discard)
            self.zones.append(discard)
            self._text("Discard", QPointF(dx, y + CARD_HEIGHT + 1.5 * GAP), 0.22 * U)
            for card in picture.street_discards:
                self._add_card(card, QPointF(dx, y))

    def _add_card(self, card: Card, pos: QPointF) -> CardItem:
        item = CardItem(card, self.art.face(card), card in self.picture.movable)
        item.setPos(pos)
        item.home = QPointF(pos)
        self.addItem(item)
        self.cards[card] = item
        return item

    # ----- what may go where ---------------------------------------------------------

    def _card_location(self, card: Card) -> str:
        if card in self.picture.held:
            return "held"
        if card in self.picture.street_discards:
            return "discard"
        return "row"

    def legal_targets(self, card: Card) -> list[Zone]:
        allowed = set(self.picture.legal_rows(card))
        if self.picture.can_discard(card):
            allowed.add("discard")
        if self._card_location(card) != "held":
            allowed.add("held")
        return [zone for zone in self.zones if zone.kind in allowed]

    def _highlight(self, card: Card | None) -> None:
        targets = self.legal_targets(card) if card is not None else []
        for zone in self.zones:
            zone.set_highlight(zone in targets)

    def _request(self, card: Card, zone: Zone) -> None:
        if zone.kind == "discard":
            self.discardRequested.emit(card)
        elif zone.kind == "held":
            self.takeBackRequested.emit(card)
        else:
            self.placeRequested.emit(card, zone.kind)

    def _select(self, item: CardItem | None) -> None:
        if self._selected is not None:
            self._selected.selected = False
            self._selected.update()
        self._selected = item
        if item is not None:
            item.selected = True
            item.update()
        self._highlight(item.card if item is not None else None)

    # ----- the mouse -------------------------------------------------------------------

    def _item_at(self, pos: QPointF) -> CardItem | Zone | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item.movable and item is not self._pressed:
                return item
            if isinstance(item, Zone) and item in self.zones:
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        target = self._item_at(event.scenePos())
        if isinstance(target, CardItem):
            self._pressed = target
            self._press_screen = QPointF(event.screenPos())
            self._press_offset = event.scenePos() - target.pos()
            self._dragging = False
        elif isinstance(target, Zone) and self._selected is not None:
            card = self._selected.card
            if target in self.legal_targets(card):
                self._request(card, target)
            else:
                self._select(None)
        else:
            self._select(None)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        item = self._pressed
        if item is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        if not self._dragging:
            moved = QPointF(event.screenPos()) - self._press_screen
            if moved.manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self._select(item)
            item.setZValue(10)
            item.setCursor(Qt.CursorShape.ClosedHandCursor)
        item.setPos(event.scenePos() - self._press_offset)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        item = self._pressed
        self._pressed = None
        if item is None:
            return
        if not self._dragging:
            self._select(None if self._selected is item else item)
            return
        self._dragging = False
        target = self._best_overlap(item)
        if target is None:
            self._animate_home(item)
            self._select(None)
        else:
            self._request(item.card, target)
        event.accept()

    def _best_overlap(self, item: CardItem) -> Zone | None:
        """The legal zone the dragged card overlaps most (KPat's rule)."""
        rect = item.sceneBoundingRect()
        best: tuple[float, Zone] | None = None
        for zone in self.legal_targets(item.card):
            overlap = rect.intersected(zone.sceneBoundingRect())
            area = overlap.width() * overlap.height()
            if area > 0 and (best is None or area > best[0]):
                best = (area, zone)
        return best[1] if best else None

    def _animate_home(self, item: CardItem) -> None:
        animation = QVariantAnimation(self)
        animation.setStartValue(item.pos())
        animation.setEndValue(item.home)
        animation.setDuration(180)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(item.setPos)
        animation.finished.connect(lambda: item.setZValue(0))
        animation.finished.connect(lambda: self._animations.remove(animation))
        self._animations.append(animation)
        animation.start()
