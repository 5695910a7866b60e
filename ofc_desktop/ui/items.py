"""Graphics items of the table. They carry no rules and handle no mouse events: the
scene does all of that (DESIGN.md)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ofc_desktop.core.cards import Card
from ofc_desktop.ui.card_art import CARD_HEIGHT, CARD_WIDTH

HIGHLIGHT = QColor("#f2c14e")


class CardItem(QGraphicsPixmapItem):
    """One card on the table; ``movable`` cards may be picked up by the viewer."""

    def __init__(self, card: Card, pixmap: QPixmap, movable: bool) -> None:
        super().__init__(pixmap)
        self.card = card
        self.movable = movable
        self.selected = False
        self.home = self.pos()
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        if movable:
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if self.selected:
            painter.setPen(QPen(HIGHLIGHT, 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(2, 2, CARD_WIDTH - 4, CARD_HEIGHT - 4), 9, 9)


class Zone(QGraphicsRectItem):
    """A place cards can be dropped: a row of a board, the hand, or the discard pile."""

    def __init__(self, kind: str, rect: QRectF, seat: int = -1) -> None:
        super().__init__(rect)
        self.kind = kind  # "top" / "middle" / "bottom" / "held" / "discard"
        self.seat = seat
        self.setZValue(-1)
        self.set_highlight(False)

    def set_highlight(self, on: bool) -> None:
        if on:
            self.setPen(QPen(HIGHLIGHT, 4, Qt.PenStyle.SolidLine))
            self.setBrush(QBrush(QColor(242, 193, 78, 45)))
        else:
            self.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt.PenStyle.DashLine))
            self.setBrush(QBrush(QColor(0, 0, 0, 40)))
