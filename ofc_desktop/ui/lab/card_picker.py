"""The card picker: every card of the shoe in play (jokers too) laid out in the lab's
scene, one face per card, greyed once the shoe's copies of it are all placed.

The items take no clicks of their own: the scene finds a picker card under the mouse
with :meth:`CardPicker.card_at` (all mouse handling lives in the scene).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsRectItem, QGraphicsScene

from ofc_desktop.core.cards import JOKER, SUIT_ORDER, Card, Rank
from ofc_desktop.ui.table.card_art import CardArt
from ofc_desktop.ui.table.items import card_name
from ofc_desktop.ui.table.layout import CARD_HEIGHT, CARD_WIDTH

PICKER_SCALE = 0.5
STEP_X, STEP_Y = (CARD_WIDTH + 8) * PICKER_SCALE, (CARD_HEIGHT + 10) * PICKER_SCALE
USED_OPACITY = 0.25  # a card with no copy left: still seen, plainly not available
PICKED_COLOUR = QColor("#e5a50a")


def picker_cards(jokers: int) -> list[Card]:
    """The faces shown: aces to twos by suit, then one joker if the shoe has any."""
    cards = [Card(Rank(rank), suit) for suit in SUIT_ORDER for rank in range(14, 1, -1)]
    return [*cards, JOKER] if jokers else cards


class CardPicker:
    """The picker's items in ``scene``, their top-left corner at ``origin``."""

    def __init__(self, scene: QGraphicsScene, art: CardArt) -> None:
        self.scene, self.art = scene, art
        self.items: dict[Card, QGraphicsPixmapItem] = {}
        self.picked: Card | None = None
        self.mark = QGraphicsRectItem()
        self.mark.setPen(QPen(PICKED_COLOUR, 6))
        self.mark.setZValue(5)
        self.mark.hide()
        scene.addItem(self.mark)

    def lay_out(self, origin: QPointF, jokers: int) -> QRectF:
        """Show the faces for a shoe with ``jokers`` jokers; returns the area used."""
        wanted = picker_cards(jokers)
        for card in [card for card in self.items if card not in wanted]:
            self.scene.removeItem(self.items.pop(card))
        for index, card in enumerate(wanted):
            item = self.items.get(card)
            if item is None:
                item = QGraphicsPixmapItem(self.art.face(card))
                item.setScale(PICKER_SCALE)
                item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
                item.setToolTip(card_name(card))
                self.scene.addItem(item)
                self.items[card] = item
            column, line = (index % 13, index // 13)
            item.setPos(origin + QPointF(column * STEP_X, line * STEP_Y))
        if self.picked not in self.items:
            self.pick(None)
        lines = (len(wanted) + 12) // 13
        return QRectF(origin, QPointF(origin.x() + 13 * STEP_X, origin.y() + lines * STEP_Y))

    def restyle(self) -> None:
        """The deck's look changed: fetch every face again."""
        for card, item in self.items.items():
            item.setPixmap(self.art.face(card))

    def show_available(self, available: dict[Card, bool]) -> None:
        for card, item in self.items.items():
            item.setOpacity(1.0 if available.get(card, False) else USED_OPACITY)

    def card_at(self, point: QPointF) -> Card | None:
        for card, item in self.items.items():
            if item.sceneBoundingRect().contains(point):
                return card
        return None

    def rect_of(self, card: Card) -> QRectF:
        return self.items[card].sceneBoundingRect()

    def pick(self, card: Card | None) -> None:
        """Mark ``card`` as the one the next clicked slot gets (None: no card)."""
        self.picked = card if card in self.items else None
        if self.picked is None:
            self.mark.hide()
            return
        self.mark.setRect(self.rect_of(self.picked).adjusted(-3, -3, 3, 3))
        self.mark.show()
