"""The table scene: follows the controller's snapshots instead of rebuilding itself,
and turns clicks, drags and keys into requests (place, discard, take back, confirm).

Card items persist, keyed by card, and glide to their new slot; an item being
dragged is never moved, replaced or deleted by someone else's move, and an item is
only removed once its animation is stopped. The geometry comes from ``layout``, fixed
per seat count, so the view's zoom never jumps during a hand.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from ofc_desktop.core.cards import Card
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.models.setup import level_label
from ofc_desktop.ui.models.snapshot import DISCARD, HELD, ROW_NAMES, TableSnapshot
from ofc_desktop.ui.table.card_art import CardArt
from ofc_desktop.ui.table.items import (
    CARD_Z,
    DRAG_Z,
    DROP_ACCEPT,
    DROP_NONE,
    DROP_REFUSE,
    ButtonDisc,
    CardItem,
    Curtain,
    FittedText,
    SlotsItem,
    Zone,
)
from ofc_desktop.ui.table.layout import CARD_WIDTH, TableLayout, table_layout
from ofc_desktop.ui.theme import LIGHT, Theme, theme_named

FELT = QColor(LIGHT.felt)  # the light theme's felt, under its old name
U = CARD_WIDTH
_ROW_KEYS = {
    Qt.Key.Key_1: "top",
    Qt.Key.Key_T: "top",
    Qt.Key.Key_2: "middle",
    Qt.Key.Key_M: "middle",
    Qt.Key.Key_3: "bottom",
    Qt.Key.Key_B: "bottom",
    Qt.Key.Key_D: DISCARD,
    Qt.Key.Key_H: HELD,
    Qt.Key.Key_0: HELD,
}


class _SeatDecor:
    """Title, status, row labels and empty slots of one seat's board."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.title = FittedText(QRectF(), 0.34 * U, bold=True)
        self.status = FittedText(QRectF(), 0.3 * U, bold=True, align_right=True)
        self.labels = {row: FittedText(QRectF(), 0.3 * U) for row in ROW_NAMES}
        self.slots: SlotsItem | None = None
        for item in (self.title, self.status, *self.labels.values()):
            scene.addItem(item)


class TableScene(QGraphicsScene):
    """Draws a :class:`TableSnapshot` and reports what the player does with its cards."""

    placeRequested = Signal(object, str)  # Card, row name
    discardRequested = Signal(object)
    takeBackRequested = Signal(object)
    confirmRequested = Signal()
    undoRequested = Signal()
    handoverAccepted = Signal()
    # The selected card and where it lies ("held", a row, "discard"), or (None, "") when
    # nothing is selected; sent when either changes (the view tells screen readers).
    cardSelected = Signal(object, str)

    def __init__(self, art: CardArt, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.theme = LIGHT
        self.setBackgroundBrush(QBrush(QColor(self.theme.felt)))
        self.placement_mode = "both"
        self.animation_ms = 200
        self.snapshot = TableSnapshot()
        self.table_layout: TableLayout | None = None
        self.cards: dict[Card, CardItem] = {}
        self.backs: dict[tuple[int, int], QGraphicsPixmapItem] = {}
        self.zones: dict[str, Zone] = {}
        for kind in (*ROW_NAMES, HELD, DISCARD):
            zone = Zone(kind)
            self.zones[kind] = zone
            self.addItem(zone)
        self.discard_label = FittedText(QRectF(), 0.26 * U)
        self.discard_label.show_text(
            QCoreApplication.translate("TableScene", "Discard"), QColor(self.theme.text)
        )
        self.addItem(self.discard_label)
        self.decor: dict[int, _SeatDecor] = {}
        self.button = ButtonDisc()
        self.button.setVisible(False)
        self.addItem(self.button)
        self.curtain = Curtain()
        self.addItem(self.curtain)
        self._animations: dict[QGraphicsItem, QVariantAnimation] = {}
        self._selected: Card | None = None
        self._auto_selected = False  # chosen by the table, not the player: a click keeps it
        self._told: tuple[Card | None, str] = (None, "")  # what cardSelected last said
        self._pressed: CardItem | None = None
        self._press_screen = QPointF()
        self._press_offset = QPointF()
        self._zone_pressed: str | None = None  # a press on a zone, placing on release
        self._dragging = False
        self._orphans: set[CardItem] = set()  # left the table while being dragged

    def apply_options(self, options: TableOptions) -> None:
        """Placement mode, animation speed, the deck's look and the theme, at once."""
        self.placement_mode = options.placement_mode
        self.animation_ms = options.animation_ms
        if self.art.restyle(four_colour=options.four_colour_deck, back=options.card_back):
            for card, item in self.cards.items():
                item.setPixmap(self.art.face(card))
            for back in self.backs.values():
                back.setPixmap(self.art.back())
        self.apply_theme(theme_named(options.theme))

    def apply_theme(self, theme: Theme) -> None:
        """Recolour the felt and every item already on it; nothing moves or is rebuilt."""
        if theme == self.theme:
            return
        self.theme = theme
        self.setBackgroundBrush(QBrush(QColor(theme.felt)))
        for zone in self.zones.values():
            zone.set_theme(theme)
        for item in self.cards.values():
            item.set_theme(theme)
        for decor in self.decor.values():
            if decor.slots is not None:
                decor.slots.set_theme(theme)
        self.curtain.set_theme(theme)
        self.discard_label.show_text(self.discard_label.full_text, QColor(theme.text))
        if self.table_layout is not None and self.snapshot.seats:
            self._show_decor(self.table_layout)  # the texts take the new colours

    # ----- following the snapshot ---------------------------------------------------------

    def show_snapshot(self, snapshot: TableSnapshot) -> None:
        """Bring the table to ``snapshot``, touching only what changed."""
        could_move = self.snapshot.movable
        self.snapshot = snapshot
        if not snapshot.seats:
            return
        layout = table_layout(snapshot.seat_count, snapshot.viewer)
        if layout is not self.table_layout:
            self._use_layout(layout)
        self._show_decor(layout)
        self._show_cards(layout)
        self._show_backs(layout)
        if self._selected is not None and self._selected not in snapshot.movable:
            self._selected = None
        held = self._movable_held()
        if self._selected is None and len(held) == 1 and held[0] not in could_move:
            # One card dealt (Classic after the first street): the only card to play
            # comes selected, so a row key or a click on a row plays it.
            self._selected, self._auto_selected = held[0], True
        self._refresh_selection()
        if snapshot.curtain:
            self.curtain.show_message(self.sceneRect(), snapshot.curtain)
        else:
            self.curtain.setVisible(False)

    def _use_layout(self, layout: TableLayout) -> None:
        self.table_layout = layout
        self.setSceneRect(layout.scene_rect)
        viewer = layout.seats[self.snapshot.viewer]
        for row in ROW_NAMES:
            self.zones[row].setRect(viewer.row_zones[row])
        self.zones[HELD].setRect(layout.hand_zone)
        self.zones[DISCARD].setRect(layout.discard_zone)
        pile = layout.discard_zone
        self.discard_label.place(
            QRectF(pile.left(), pile.bottom() + 0.05 * U, pile.width() + U, 0.3 * U)
        )
        for seat in list(self.decor):
            if seat not in layout.seats:
                decor = self.decor.pop(seat)
                for item in (decor.title, decor.status, *decor.labels.values(), decor.slots):
                    if item is not None:
                        self.removeItem(item)
        for seat, seat_layout in layout.seats.items():
            decor = self.decor.get(seat) or _SeatDecor(self)
            self.decor[seat] = decor
            title = seat_layout.title
            decor.title.place(
                QRectF(title.left() + 0.4 * U, title.top(), title.width() * 0.62, title.height())
            )
            decor.status.place(
                QRectF(
                    title.left() + title.width() * 0.62,
                    title.top(),
                    title.width() * 0.38,
                    title.height(),
                )
            )
            for row in ROW_NAMES:
                decor.labels[row].place(seat_layout.labels[row])
            if decor.slots is not None:
                self.removeItem(decor.slots)
            decor.slots = SlotsItem(
                [rect for row in ROW_NAMES for rect in seat_layout.rows[row]], self.theme
            )
            self.addItem(decor.slots)

    def _show_decor(self, layout: TableLayout) -> None:
        snapshot = self.snapshot
        text, highlight, warning = (
            QColor(self.theme.text),
            QColor(self.theme.highlight),
            QColor(self.theme.warning),
        )
        for seat in snapshot.seats:
            decor = self.decor[seat.seat]
            color = highlight if seat.acting and not snapshot.hand_over else text
            kind = f" · {level_label(seat.level)}" if seat.kind == "bot" and seat.level else ""
            decor.title.show_text(f"{seat.name}{kind}   {seat.score:+d}", color)
            status = "  ".join(part for part in (seat.status, seat.clock) if part)
            decor.status.show_text(status, warning if seat.fouled or seat.clock else text)
            for row_name, row in zip(ROW_NAMES, seat.rows, strict=True):
                decor.labels[row_name].show_text(
                    row.label,
                    warning if row.warning else text,
                    suffix=f"  +{row.royalty}" if row.royalty else "",
                )
            if seat.button:
                self.button.setPos(layout.seats[seat.seat].button)
                self.button.setVisible(True)
        viewer_turn = bool(snapshot.targets)
        pile = snapshot.discard_pile or bool(snapshot.street_discards)
        self.zones[DISCARD].setVisible(pile)
        self.discard_label.setVisible(pile)
        self.zones[HELD].setVisible(viewer_turn or bool(snapshot.held))

    def _desired_cards(self, layout: TableLayout) -> dict[Card, QPointF]:
        snapshot = self.snapshot
        wanted: dict[Card, QPointF] = {}
        for seat in snapshot.seats:
            slots = layout.seats[seat.seat].rows
            for row_name, row in zip(ROW_NAMES, seat.rows, strict=True):
                for index, card in enumerate(row.cards[: len(slots[row_name])]):
                    wanted[card] = slots[row_name][index].topLeft()
        count = len(snapshot.held)
        for index, card in enumerate(snapshot.held):
            wanted[card] = layout.hand_slot(index, count).topLeft()
        for index, card in enumerate(snapshot.street_discards):
            wanted[card] = layout.discard_slot.topLeft() + QPointF(0.12 * U * index, 0)
        return wanted

    def _show_cards(self, layout: TableLayout) -> None:
        wanted = self._desired_cards(layout)
        movable = self.snapshot.movable
        for card, item in list(self.cards.items()):
            if card not in wanted:
                self._remove_card(item)
        origin = QPointF(layout.scene_rect.center().x() - U / 2, layout.scene_rect.top())
        for card, target in wanted.items():
            existing = self.cards.get(card)
            if existing is None:
                item = CardItem(card, self.art.face(card), self.theme)
                item.setPos(origin)
                self.addItem(item)
                self.cards[card] = item
            else:
                item = existing
                self._orphans.discard(item)  # back on the table before the drag ended
            item.set_movable(card in movable)
            item.home = QPointF(target)
            if item is self._pressed and self._dragging:
                continue  # the player holds it: it goes home (or wherever) on release
            self._glide(item, target)

    def _show_backs(self, layout: TableLayout) -> None:
        wanted: dict[tuple[int, int], QPointF] = {}
        for seat in self.snapshot.seats:
            if seat.face_down:
                slots = [r for row in ROW_NAMES for r in layout.seats[seat.seat].rows[row]]
                for index in range(min(seat.face_down, len(slots))):
                    wanted[(seat.seat, index)] = slots[index].topLeft()
        for key, item in list(self.backs.items()):
            if key not in wanted:
                self._stop_animation(item)
                self.removeItem(item)
                del self.backs[key]
        for key, target in wanted.items():
            back = self.backs.get(key)
            if back is None:
                back = QGraphicsPixmapItem(self.art.back())
                back.setZValue(CARD_Z)
                back.setToolTip(QCoreApplication.translate("TableScene", "A face-down card"))
                back.setPos(target)
                self.addItem(back)
                self.backs[key] = back
            elif back.pos() != target:
                self._glide(back, target)

    def _remove_card(self, item: CardItem) -> None:
        if item is self._pressed and self._dragging:
            self._orphans.add(item)  # removed when the player lets go
            return
        self._stop_animation(item)
        self.removeItem(item)
        del self.cards[item.card]
        if self._selected == item.card:
            self._selected = None

    # ----- animation --------------------------------------------------------------------

    def _stop_animation(self, item: QGraphicsItem) -> None:
        animation = self._animations.pop(item, None)
        if animation is not None:
            animation.stop()
            animation.deleteLater()

    def _glide(self, item: QGraphicsItem, target: QPointF) -> None:
        running = self._animations.get(item)
        if running is not None and running.endValue() == target:
            return
        self._stop_animation(item)
        if item.pos() == target:
            if isinstance(item, CardItem):
                item.setZValue(CARD_Z)
            return
        if self.animation_ms <= 0:
            item.setPos(target)
            item.setZValue(CARD_Z)
            return
        animation = QVariantAnimation(self)
        animation.setStartValue(item.pos())
        animation.setEndValue(QPointF(target))
        animation.setDuration(self.animation_ms)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(item.setPos)
        animation.finished.connect(lambda: self._animation_done(item, animation))
        self._animations[item] = animation
        item.setZValue(CARD_Z + 0.5)
        animation.start()

    def _animation_done(self, item: QGraphicsItem, animation: QVariantAnimation) -> None:
        if self._animations.get(item) is animation:
            del self._animations[item]
            item.setZValue(CARD_Z)
            animation.deleteLater()

    def is_animating(self) -> bool:
        return bool(self._animations)

    # ----- selection and targets ------------------------------------------------------------

    def selected_card(self) -> Card | None:
        return self._selected

    def select(self, card: Card | None) -> None:
        self._selected = card if card in self.snapshot.movable else None
        self._auto_selected = False
        self._refresh_selection()

    def _refresh_selection(self) -> None:
        selected = self._selected
        for card, item in self.cards.items():
            item.set_selected(card == selected)
        targets = self.snapshot.targets_for(selected) if selected else frozenset()
        for kind, zone in self.zones.items():
            zone.set_highlight(kind in targets)
        where = (self.snapshot.location_of(selected) or "") if selected else ""
        if (selected, where) != self._told:
            self._told = (selected, where)
            self.cardSelected.emit(selected, where)

    def _request(self, card: Card, kind: str) -> None:
        if kind == DISCARD:
            self.discardRequested.emit(card)
        elif kind == HELD:
            self.takeBackRequested.emit(card)
        else:
            self.placeRequested.emit(card, kind)

    def _movable_held(self) -> list[Card]:
        return [card for card in self.snapshot.held if card in self.snapshot.movable]

    def _movable_in_order(self) -> list[Card]:
        snapshot = self.snapshot
        order = list(snapshot.held)
        viewer = snapshot.seats[snapshot.viewer] if snapshot.seats else None
        if viewer is not None:
            order += [c for row in viewer.rows for c in row.cards if c in snapshot.movable]
        order += list(snapshot.street_discards)
        return [card for card in order if card in snapshot.movable]

    # ----- the mouse ---------------------------------------------------------------------------

    def _item_at(self, pos: QPointF) -> CardItem | Zone | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item.movable and item is not self._pressed:
                return item
            if isinstance(item, Zone) and item.isVisible():
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.curtain.isVisible():
            self.handoverAccepted.emit()
            return
        target = self._item_at(event.scenePos())
        if isinstance(target, CardItem):
            self._pressed = target
            self._press_screen = QPointF(event.screenPos())
            self._press_offset = event.scenePos() - target.pos()
            self._dragging = False
        elif (
            isinstance(target, Zone)
            and self._selected is not None
            and self.placement_mode != "drag"
        ):
            # Placed on release, so that a drag begun here (on a locked card, say)
            # places nothing.
            self._zone_pressed = target.kind
            self._press_screen = QPointF(event.screenPos())
        else:
            self.select(None)

    def _place_selected(self, kind: str) -> None:
        """A click on a zone with a card selected: the card goes there if it may."""
        card = self._selected
        if card is not None and kind in self.snapshot.targets_for(card):
            self._request(card, kind)
        self.select(None)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._zone_pressed is not None and self._moved_too_far(event):
            self._zone_pressed = None  # not a click after all
        item = self._pressed
        if (
            item is None
            or not event.buttons() & Qt.MouseButton.LeftButton
            or self.placement_mode == "click"
        ):
            return
        if not self._dragging:
            if not self._moved_too_far(event):
                return
            self._dragging = True
            self._stop_animation(item)
            self.select(item.card)
            item.setZValue(DRAG_Z)
            item.setCursor(Qt.CursorShape.ClosedHandCursor)
        item.setPos(event.scenePos() - self._press_offset)
        self._show_drop_target(item.card, event.scenePos())
        event.accept()

    def _moved_too_far(self, event: QGraphicsSceneMouseEvent) -> bool:
        """Whether the pointer moved far enough since the press to make it a drag."""
        moved = QPointF(event.screenPos()) - self._press_screen
        return moved.manhattanLength() >= QApplication.startDragDistance()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item, dragging = self._pressed, self._dragging
        self._pressed, self._dragging = None, False
        zone, self._zone_pressed = self._zone_pressed, None
        event.accept()
        if zone is not None and event.button() == Qt.MouseButton.LeftButton:
            self._place_selected(zone)
            return
        if item is None:
            return
        if dragging:
            self._clear_drop_states()
        if item in self._orphans:  # its card left the table during the drag
            self._orphans.discard(item)
            self._remove_card(item)
            return
        if not dragging:
            if self.placement_mode != "drag":
                self._clicked(item.card)
            return
        item.setCursor(Qt.CursorShape.OpenHandCursor)
        target = self._drop_target(item.card, event.scenePos())
        self.select(None)
        if target is None:
            self._glide(item, item.home)
        else:
            self._request(item.card, target)
            if self.cards.get(item.card) is item and item.pos() != item.home:
                self._glide(item, item.home)  # refused, or the snapshot put it elsewhere

    def _clicked(self, card: Card) -> None:
        """A click (no drag) on one of the viewer's movable cards."""
        selected = self._selected
        if selected is not None and selected != card:
            # A card placed this street sits where the click landed: the click is meant
            # for its row (or the discard pile), so the selected card goes there when
            # it may; a full row picks the clicked card up instead.
            kind = self.snapshot.location_of(card)
            if kind is not None and kind != HELD and kind in self.snapshot.targets_for(selected):
                self._place_selected(kind)
                return
        if selected == card and not self._auto_selected:
            self.select(None)  # a second click drops the selection
        else:
            self.select(card)

    def _zone_under(self, scene_pos: QPointF) -> Zone | None:
        for zone in self.zones.values():
            if zone.holds(scene_pos):
                return zone
        return None

    def _drop_target(self, card: Card, scene_pos: QPointF) -> str | None:
        """Where a card let go at ``scene_pos`` lands: the zone under the pointer when
        the card may go there and is not there already; never a neighbouring zone."""
        zone = self._zone_under(scene_pos)
        if zone is None or zone.kind == self.snapshot.location_of(card):
            return None
        return zone.kind if zone.kind in self.snapshot.targets_for(card) else None

    def _show_drop_target(self, card: Card, scene_pos: QPointF) -> None:
        """Mark the zone under the dragged card's pointer: taking it, or refusing it."""
        under = self._zone_under(scene_pos)
        home = self.snapshot.location_of(card)
        for zone in self.zones.values():
            if zone is not under or zone.kind == home:
                zone.set_drop_state(DROP_NONE)
            elif zone.kind in self.snapshot.targets_for(card):
                zone.set_drop_state(DROP_ACCEPT)
            else:
                zone.set_drop_state(DROP_REFUSE)

    def _clear_drop_states(self) -> None:
        for zone in self.zones.values():
            zone.set_drop_state(DROP_NONE)

    # ----- the keyboard -------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.curtain.isVisible():
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.handoverAccepted.emit()
            event.accept()
            return
        order = self._movable_in_order()
        held = self._movable_held()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Left):
            if order:
                step = -1 if key == Qt.Key.Key_Left else 1
                index = order.index(self._selected) if self._selected in order else -step
                self.select(order[(index + step) % len(order)])
        elif key in _ROW_KEYS and (self._selected is not None or len(held) == 1):
            # With nothing selected the keys play the only card in hand, if there is one.
            card = self._selected if self._selected is not None else held[0]
            kind = _ROW_KEYS[Qt.Key(key)]
            if kind in self.snapshot.targets_for(card):
                self._request(card, kind)
                held = self._movable_held()
                self.select(held[0] if held else None)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirmRequested.emit()
        elif key == Qt.Key.Key_Backspace:
            self.undoRequested.emit()
        elif key == Qt.Key.Key_Escape:
            self.select(None)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def card_rect(self, card: Card) -> QRectF:
        """Where a card is drawn now (tests click there)."""
        return self.cards[card].sceneBoundingRect()
