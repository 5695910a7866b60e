"""The player's hands on the table: clicks, drags and keys on the scene's cards and
zones turned into requests (place, discard, take back, confirm, undo).

A click selects a card and a click on a zone places it; a drag carries the card and
drops it on the zone under the pointer, never a neighbouring one; the keys move the
selection and play it. What the placement mode allows (click, drag or both) is the
scene's setting.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from ofc_desktop.core.cards import Card
from ofc_desktop.ui.models.snapshot import DISCARD, HELD
from ofc_desktop.ui.table.items import (
    DRAG_Z,
    DROP_ACCEPT,
    DROP_NONE,
    DROP_REFUSE,
    CardItem,
    Zone,
)

if TYPE_CHECKING:
    from ofc_desktop.ui.table.scene import TableScene

ROW_KEYS = {
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


class TableInput:
    """The mouse and keyboard of one :class:`TableScene`, and the press or drag under
    way."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.pressed: CardItem | None = None
        self.press_screen = QPointF()
        self.press_offset = QPointF()
        self.zone_pressed: str | None = None  # a press on a zone, placing on release
        self.dragging = False
        self.orphans: set[CardItem] = set()  # left the table while being dragged

    def holds(self, item: CardItem) -> bool:
        """Whether the player is dragging ``item`` now."""
        return item is self.pressed and self.dragging

    def _movable_in_order(self) -> list[Card]:
        snapshot = self.scene.snapshot
        order = list(snapshot.held)
        viewer = snapshot.seats[snapshot.viewer] if snapshot.seats else None
        if viewer is not None:
            order += [c for row in viewer.rows for c in row.cards if c in snapshot.movable]
        order += list(snapshot.street_discards)
        return [card for card in order if card in snapshot.movable]

    def _item_at(self, pos: QPointF) -> CardItem | Zone | None:
        for item in self.scene.items(pos):
            if isinstance(item, CardItem) and item.movable and item is not self.pressed:
                return item
            if isinstance(item, Zone) and item.isVisible():
                return item
        return None

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.scene.curtain.isVisible():
            self.scene.handoverAccepted.emit()
            return
        if self.scene.discard_fan is not None:
            self.scene.close_fan()  # any click puts the fanned-out discards away
            return
        target = self._item_at(event.scenePos())
        selected = self.scene.selected_card()
        if (
            isinstance(target, Zone)
            and target.kind == DISCARD
            and self.scene.snapshot.own_discards
            and not (selected and DISCARD in self.scene.snapshot.targets_for(selected))
        ):
            self.scene.show_discards()
            return
        if isinstance(target, CardItem):
            self.pressed = target
            self.press_screen = QPointF(event.screenPos())
            self.press_offset = event.scenePos() - target.pos()
            self.dragging = False
        elif (
            isinstance(target, Zone)
            and selected is not None
            and self.scene.placement_mode != "drag"
        ):
            # Placed on release, so that a drag begun here (on a locked card, say)
            # places nothing.
            self.zone_pressed = target.kind
            self.press_screen = QPointF(event.screenPos())
        else:
            self.scene.select(None)

    def _place_selected(self, kind: str) -> None:
        """A click on a zone with a card selected: the card goes there if it may."""
        card = self.scene.selected_card()
        if card is not None and kind in self.scene.snapshot.targets_for(card):
            self.scene.request(card, kind)
        self.scene.select(None)

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.zone_pressed is not None and self._moved_too_far(event):
            self.zone_pressed = None  # not a click after all
        item = self.pressed
        if (
            item is None
            or not event.buttons() & Qt.MouseButton.LeftButton
            or self.scene.placement_mode == "click"
        ):
            return
        if not self.dragging:
            if not self._moved_too_far(event):
                return
            self.dragging = True
            self.scene.glides.stop(item)
            self.scene.select(item.card)
            item.setZValue(DRAG_Z)
            item.setCursor(Qt.CursorShape.ClosedHandCursor)
        item.setPos(event.scenePos() - self.press_offset)
        self._show_drop_target(item.card, event.scenePos())
        event.accept()

    def _moved_too_far(self, event: QGraphicsSceneMouseEvent) -> bool:
        """Whether the pointer moved far enough since the press to make it a drag."""
        moved = QPointF(event.screenPos()) - self.press_screen
        return moved.manhattanLength() >= QApplication.startDragDistance()

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        item, dragging = self.pressed, self.dragging
        self.pressed, self.dragging = None, False
        zone, self.zone_pressed = self.zone_pressed, None
        event.accept()
        if zone is not None and event.button() == Qt.MouseButton.LeftButton:
            self._place_selected(zone)
            return
        if item is None:
            return
        if dragging:
            self._clear_drop_states()
        if item in self.orphans:  # its card left the table during the drag
            self.orphans.discard(item)
            self.scene.remove_card(item)
            return
        if not dragging:
            if self.scene.placement_mode != "drag":
                self._clicked(item.card)
            return
        item.setCursor(Qt.CursorShape.OpenHandCursor)
        target = self._drop_target(item.card, event.scenePos())
        self.scene.select(None)
        if target is None:
            self.scene.glides.glide(item, item.home)
        else:
            self.scene.request(item.card, target)
            if self.scene.cards.get(item.card) is item and item.pos() != item.home:
                self.scene.glides.glide(
                    item, item.home
                )  # refused, or the snapshot put it elsewhere

    def _clicked(self, card: Card) -> None:
        """A click (no drag) on one of the viewer's movable cards."""
        selected = self.scene.selected_card()
        if selected is not None and selected != card:
            # A card placed this street sits where the click landed: the click is meant
            # for its row (or the discard pile), so the selected card goes there when
            # it may; a full row picks the clicked card up instead.
            kind = self.scene.snapshot.location_of(card)
            if (
                kind is not None
                and kind != HELD
                and kind in self.scene.snapshot.targets_for(selected)
            ):
                self._place_selected(kind)
                return
        if selected == card and not self.scene.auto_selected:
            self.scene.select(None)  # a second click drops the selection
        else:
            self.scene.select(card)

    def _zone_under(self, scene_pos: QPointF) -> Zone | None:
        for zone in self.scene.zones.values():
            if zone.holds(scene_pos):
                return zone
        return None

    def _drop_target(self, card: Card, scene_pos: QPointF) -> str | None:
        """Where a card let go at ``scene_pos`` lands: the zone under the pointer when
        the card may go there and is not there already; never a neighbouring zone."""
        zone = self._zone_under(scene_pos)
        if zone is None or zone.kind == self.scene.snapshot.location_of(card):
            return None
        return zone.kind if zone.kind in self.scene.snapshot.targets_for(card) else None

    def _show_drop_target(self, card: Card, scene_pos: QPointF) -> None:
        """Mark the zone under the dragged card's pointer: taking it, or refusing it."""
        under = self._zone_under(scene_pos)
        home = self.scene.snapshot.location_of(card)
        for zone in self.scene.zones.values():
            if zone is not under or zone.kind == home:
                zone.set_drop_state(DROP_NONE)
            elif zone.kind in self.scene.snapshot.targets_for(card):
                zone.set_drop_state(DROP_ACCEPT)
            else:
                zone.set_drop_state(DROP_REFUSE)

    def _clear_drop_states(self) -> None:
        for zone in self.scene.zones.values():
            zone.set_drop_state(DROP_NONE)

    def key(self, event: QKeyEvent) -> bool:
        """Act on a key; False for a key the table does not use."""
        key = event.key()
        if self.scene.curtain.isVisible():
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.scene.handoverAccepted.emit()
            event.accept()
            return True
        order = self._movable_in_order()
        held = self.scene.movable_held()
        selected = self.scene.selected_card()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Left):
            if order:
                step = -1 if key == Qt.Key.Key_Left else 1
                index = order.index(selected) if selected in order else -step
                self.scene.select(order[(index + step) % len(order)])
        elif key in ROW_KEYS and (selected is not None or len(held) == 1):
            # With nothing selected the keys play the only card in hand, if there is one.
            card = selected if selected is not None else held[0]
            kind = ROW_KEYS[Qt.Key(key)]
            if kind in self.scene.snapshot.targets_for(card):
                self.scene.request(card, kind)
                held = self.scene.movable_held()
                self.scene.select(held[0] if held else None)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.scene.confirmRequested.emit()
        elif key == Qt.Key.Key_Backspace:
            self.scene.undoRequested.emit()
        elif key == Qt.Key.Key_Escape:
            if self.scene.discard_fan is not None:
                self.scene.close_fan()  # the fanned-out discards first, then the selection
            else:
                self.scene.select(None)
        else:
            return False
        event.accept()
        return True
