"""Graphics items of the table. They carry no rules and handle no mouse events: the
scene does all of that (docs/architecture.md rule 6)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ofc_desktop.core.cards import Card, Rank, Suit
from ofc_desktop.ui.table.layout import CARD_HEIGHT, CARD_WIDTH
from ofc_desktop.ui.theme import LIGHT, Theme

# The light theme's colours, under their old names; the scene paints with its theme's.
HIGHLIGHT = QColor(LIGHT.highlight)
TEXT = QColor(LIGHT.text)
WARNING = QColor(LIGHT.warning)
CARD_Z = 1.0
DRAG_Z = 50.0
CURTAIN_Z = 100.0


def table_font(pixel_size: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans", 1)
    font.setPixelSize(max(1, int(pixel_size)))
    font.setBold(bold)
    return font


def card_name(card: Card) -> str:
    """The card in words, for tooltips and screen readers: "Queen of hearts", "Joker"."""
    if card.rank is None or card.suit is None:
        return QCoreApplication.translate("Cards", "Joker")
    ranks = {
        Rank.TWO: QCoreApplication.translate("Cards", "Two"),
        Rank.THREE: QCoreApplication.translate("Cards", "Three"),
        Rank.FOUR: QCoreApplication.translate("Cards", "Four"),
        Rank.FIVE: QCoreApplication.translate("Cards", "Five"),
        Rank.SIX: QCoreApplication.translate("Cards", "Six"),
        Rank.SEVEN: QCoreApplication.translate("Cards", "Seven"),
        Rank.EIGHT: QCoreApplication.translate("Cards", "Eight"),
        Rank.NINE: QCoreApplication.translate("Cards", "Nine"),
        Rank.TEN: QCoreApplication.translate("Cards", "Ten"),
        Rank.JACK: QCoreApplication.translate("Cards", "Jack"),
        Rank.QUEEN: QCoreApplication.translate("Cards", "Queen"),
        Rank.KING: QCoreApplication.translate("Cards", "King"),
        Rank.ACE: QCoreApplication.translate("Cards", "Ace"),
    }
    suits = {
        Suit.SPADES: QCoreApplication.translate("Cards", "spades"),
        Suit.HEARTS: QCoreApplication.translate("Cards", "hearts"),
        Suit.DIAMONDS: QCoreApplication.translate("Cards", "diamonds"),
        Suit.CLUBS: QCoreApplication.translate("Cards", "clubs"),
    }
    return QCoreApplication.translate("Cards", "{rank} of {suit}").format(
        rank=ranks[card.rank], suit=suits[card.suit]
    )


class CardItem(QGraphicsPixmapItem):
    """One card on the table, keyed by its card; ``movable`` cards belong to the viewer
    and may be picked up this street."""

    def __init__(self, card: Card, pixmap: QPixmap, theme: Theme = LIGHT) -> None:
        super().__init__(pixmap)
        self.card = card
        self.movable = False
        self.selected = False
        self.home = QPointF()
        self.highlight = QColor(theme.highlight)
        self.setZValue(CARD_Z)
        self.setToolTip(card_name(card))
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)

    def set_movable(self, movable: bool) -> None:
        if movable != self.movable:
            self.movable = movable
            if movable:
                self.setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                self.unsetCursor()

    def set_selected(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self.update()

    def set_theme(self, theme: Theme) -> None:
        self.highlight = QColor(theme.highlight)
        if self.selected:
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)  # type: ignore[arg-type]  # Qt takes None
        if self.selected:
            painter.setPen(QPen(self.highlight, 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(2, 2, CARD_WIDTH - 4, CARD_HEIGHT - 4), 9, 9)


DROP_NONE, DROP_ACCEPT, DROP_REFUSE = "", "accept", "refuse"


class Zone(QGraphicsRectItem):
    """A place the viewer's cards can be dropped: a row, the hand, or the discard pile.

    Two marks: ``highlighted`` (a legal place for the card picked up) and the drop
    state of the zone under the pointer while a card is dragged: ``DROP_ACCEPT`` (let
    go here and the card lands here) or ``DROP_REFUSE`` (full or not allowed: the card
    would glide home). The drop state is drawn over the highlight."""

    def __init__(self, kind: str, theme: Theme = LIGHT) -> None:
        super().__init__()
        self.kind = kind  # "top" / "middle" / "bottom" / "held" / "discard"
        self.setZValue(-1)
        self.theme = theme
        self.highlighted = False
        self.drop_state = DROP_NONE
        self._paint_state()

    def set_highlight(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self._paint_state()

    def set_drop_state(self, state: str) -> None:
        if state != self.drop_state:
            self.drop_state = state
            self._paint_state()

    def holds(self, scene_pos: QPointF) -> bool:
        """Whether the point lies on this zone (its rectangle, without the outline)."""
        return self.isVisible() and self.rect().contains(self.mapFromScene(scene_pos))

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self._paint_state()

    def _paint_state(self) -> None:
        theme = self.theme
        if self.drop_state == DROP_ACCEPT:
            fill = QColor(theme.highlight)
            fill.setAlpha(110)
            self.setPen(QPen(QColor(theme.highlight), 8, Qt.PenStyle.SolidLine))
            self.setBrush(QBrush(fill))
        elif self.drop_state == DROP_REFUSE:
            fill = QColor(theme.warning)
            fill.setAlpha(60)
            self.setPen(QPen(QColor(theme.warning), 6, Qt.PenStyle.DashLine))
            self.setBrush(QBrush(fill))
        elif self.highlighted:
            self.setPen(QPen(QColor(theme.highlight), 4, Qt.PenStyle.SolidLine))
            self.setBrush(QBrush(QColor(theme.highlight_fill)))
        else:
            self.setPen(QPen(QColor(theme.zone_outline), 2, Qt.PenStyle.DashLine))
            self.setBrush(QBrush(QColor(theme.zone_fill)))


class SlotsItem(QGraphicsItem):
    """The empty card places of one board, painted as faint outlines."""

    def __init__(self, rects: Sequence[QRectF], theme: Theme = LIGHT) -> None:
        super().__init__()
        self._rects = list(rects)
        self.theme = theme
        bounds = QRectF()
        for rect in self._rects:
            bounds = bounds.united(rect)
        self._bounds = bounds.adjusted(-2, -2, 2, 2)
        self.setZValue(-2)
        # Dozens of translucent outlines: painted once per zoom, not on every frame.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_theme(self, theme: Theme) -> None:
        if theme != self.theme:
            self.theme = theme
            self.update()  # also drops the cached painting

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(QPen(QColor(self.theme.slot_outline), 1.5))
        painter.setBrush(QBrush(QColor(self.theme.slot_fill)))
        for rect in self._rects:
            painter.drawRoundedRect(rect, 8, 8)


class FittedText(QGraphicsSimpleTextItem):
    """Text kept inside a fixed rectangle: elided, never wider, so nothing jumps."""

    def __init__(
        self, rect: QRectF, pixel_size: float, bold: bool = False, align_right: bool = False
    ) -> None:
        super().__init__()
        self.setFont(table_font(pixel_size, bold))
        self._full = ""
        self._suffix = ""
        self._color = QColor(TEXT)
        self._align_right = align_right
        self.setBrush(QBrush(self._color))
        self.place(rect)

    def place(self, rect: QRectF) -> None:
        self._rect = QRectF(rect)
        self._render()

    def show_text(self, text: str, color: QColor = TEXT, suffix: str = "") -> None:
        """Show ``text``, shortened to fit; ``suffix`` (a royalty) is never cut off."""
        if (text, suffix) == (self._full, self._suffix) and color == self._color:
            return
        self._full, self._suffix = text, suffix
        if color != self._color:
            self._color = QColor(color)
            self.setBrush(QBrush(self._color))
        self._render()

    @property
    def full_text(self) -> str:
        return self._full + self._suffix

    def _render(self) -> None:
        metrics = QFontMetricsF(self.font())
        room = self._rect.width() - metrics.horizontalAdvance(self._suffix)
        shown = metrics.elidedText(self._full, Qt.TextElideMode.ElideRight, room) + self._suffix
        self.setText(shown)
        self.setToolTip(self.full_text if shown != self.full_text else "")
        width = metrics.horizontalAdvance(shown)
        x = self._rect.right() - width if self._align_right else self._rect.left()
        self.setPos(x, self._rect.top() + (self._rect.height() - metrics.height()) / 2)


class ButtonDisc(QGraphicsItem):
    """The dealer button."""

    RADIUS = 0.16 * CARD_WIDTH

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.RADIUS
        painter.setPen(QPen(QColor("#333333"), 2))
        painter.setBrush(QBrush(QColor("#fafafa")))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QColor("#222222"))
        painter.setFont(table_font(r * 1.2, bold=True))
        # The dealer button's letter.
        painter.drawText(
            self.boundingRect(),
            Qt.AlignmentFlag.AlignCenter,
            QCoreApplication.translate("ButtonDisc", "D"),
        )


class Curtain(QGraphicsRectItem):
    """Hot seat: covers the whole table while the screen passes between players."""

    def __init__(self, theme: Theme = LIGHT) -> None:
        super().__init__()
        self.setZValue(CURTAIN_Z)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.message = QGraphicsSimpleTextItem(self)
        self.message.setFont(table_font(0.42 * CARD_WIDTH, bold=True))
        self.set_theme(theme)
        self.setVisible(False)

    def set_theme(self, theme: Theme) -> None:
        self.setBrush(QBrush(QColor(theme.curtain)))
        self.message.setBrush(QBrush(QColor(theme.text)))

    def show_message(self, rect: QRectF, text: str) -> None:
        # Reaches well past the scene: the view shows more than the scene rect when the
        # window's shape differs from the table's.
        self.setRect(rect.adjusted(-rect.width(), -rect.height(), rect.width(), rect.height()))
        self.message.setText(text)
        bounds = self.message.boundingRect()
        self.message.setPos(rect.center() - QPointF(bounds.width() / 2, bounds.height() / 2))
        self.setVisible(True)
