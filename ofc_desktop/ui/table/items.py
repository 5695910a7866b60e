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
GLOW_Z = -3.0  # under the empty slots and the drop zones
FRESH = QColor("#2fb5f0")  # sky blue: a card another seat placed since the viewer acted
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
        self.fresh = False  # just placed by another seat: marked until the viewer acts
        self.home = QPointF()
        self.rest_z = CARD_Z  # its height when it lies still (held cards overlap as a fan)
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

    def set_fresh(self, fresh: bool) -> None:
        if fresh != self.fresh:
            self.fresh = fresh
            self.update()

    def set_theme(self, theme: Theme) -> None:
        self.highlight = QColor(theme.highlight)
        if self.selected:
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)  # type: ignore[arg-type]  # Qt takes None
        if self.fresh:
            # A thin frame and a dot in the free top-right corner: placed since the
            # viewer last acted.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(FRESH, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(1.5, 1.5, CARD_WIDTH - 3, CARD_HEIGHT - 3), 9, 9)
            painter.setPen(QPen(QColor("#0b3550"), 2))
            painter.setBrush(QBrush(FRESH))
            painter.drawEllipse(QPointF(CARD_WIDTH - 15, 15), 8, 8)
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
    """Text kept inside a rectangle: wrapped at spaces onto up to ``max_lines`` lines
    where the rectangle is tall enough, elided only when even that does not fit, never
    wider; the scene gives it a new rectangle and type size when the view's scale
    changes, so text stays a readable size on screen."""

    def __init__(
        self,
        rect: QRectF,
        pixel_size: float,
        bold: bool = False,
        align_right: bool = False,
        max_lines: int = 1,
    ) -> None:
        super().__init__()
        self._bold = bold
        self.setFont(table_font(pixel_size, bold))
        self._full = ""
        self._suffix = ""
        self._color = QColor(TEXT)
        self._align_right = align_right
        self._max_lines = max(1, max_lines)
        self.setBrush(QBrush(self._color))
        self.place(rect)

    def place(self, rect: QRectF) -> None:
        self._rect = QRectF(rect)
        self._render()

    def set_pixel_size(self, pixel_size: float) -> None:
        """Type ``pixel_size`` scene units high (the scene keeps it legible on screen)."""
        if int(pixel_size) != self.font().pixelSize():
            self.setFont(table_font(pixel_size, self._bold))
            self._render()

    def show_text(self, text: str, color: QColor = TEXT, suffix: str = "") -> None:
        """Show ``text``, wrapped or shortened to fit; ``suffix`` (a royalty) is never
        cut off."""
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

    @property
    def placed_rect(self) -> QRectF:
        return QRectF(self._rect)

    @property
    def shown_text(self) -> str:
        """What is drawn, its lines joined by spaces (equal to the full text unless it
        had to be shortened)."""
        return " ".join(line.strip() for line in self.text().split("\n"))

    def is_elided(self) -> bool:
        return " ".join(self.shown_text.split()) != " ".join(self.full_text.split())

    def _lines(self, metrics: QFontMetricsF) -> list[str]:
        width = self._rect.width()
        whole = self._full + self._suffix
        if metrics.horizontalAdvance(whole) <= width:
            return [whole]
        room_lines = int(self._rect.height() // max(1.0, metrics.lineSpacing()))
        lines_allowed = max(1, min(self._max_lines, room_lines))
        words = self._full.split(" ")
        lines: list[str] = []
        current = ""
        for word in words:
            trial = f"{current} {word}" if current else word
            if not current or metrics.horizontalAdvance(trial) <= width:
                current = trial
            else:
                lines.append(current)
                current = word
        lines.append(current)
        if lines and metrics.horizontalAdvance(lines[-1] + self._suffix) > width:
            lines.append("")  # the royalty goes on a line of its own
        if len(lines) > lines_allowed:
            rest = " ".join(part for part in lines[lines_allowed - 1 :] if part)
            lines = [*lines[: lines_allowed - 1], rest]
        lines = [
            metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines[:-1]
        ] + [lines[-1]]
        room = width - metrics.horizontalAdvance(self._suffix)
        last = metrics.elidedText(lines[-1], Qt.TextElideMode.ElideRight, max(0.0, room))
        lines[-1] = (last + self._suffix).strip()
        return lines

    def _render(self) -> None:
        metrics = QFontMetricsF(self.font())
        shown = "\n".join(self._lines(metrics))
        self.setText(shown)
        self.setToolTip(self.full_text if self.is_elided() else "")
        bounds = self.boundingRect()
        x = self._rect.right() - bounds.width() if self._align_right else self._rect.left()
        self.setPos(x, self._rect.top() + (self._rect.height() - bounds.height()) / 2)


class SeatGlow(QGraphicsItem):
    """A soft halo round the board of the seat to act."""

    def __init__(self, theme: Theme = LIGHT) -> None:
        super().__init__()
        self._rect = QRectF()
        self.colour = QColor(theme.highlight)
        self.setZValue(GLOW_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)

    def set_theme(self, theme: Theme) -> None:
        self.colour = QColor(theme.highlight)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-14, -14, 14, 14)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for spread, alpha in ((12, 30), (8, 50), (4, 80)):
            colour = QColor(self.colour)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, 5))
            painter.drawRoundedRect(self._rect.adjusted(-spread, -spread, spread, spread), 16, 16)
        fill = QColor(self.colour)
        fill.setAlpha(28)
        painter.setBrush(QBrush(fill))
        edge = QColor(self.colour)
        edge.setAlpha(200)
        painter.setPen(QPen(edge, 3))
        painter.drawRoundedRect(self._rect, 12, 12)


class DiscardFan(QGraphicsItem):
    """The viewer's own discards of this hand, fanned out over the discard pile after
    a click on it; another click, or the next move, puts them away."""

    SCALE = 0.9

    def __init__(
        self,
        pixmaps: Sequence[QPixmap],
        cards: tuple[Card, ...],
        title: str,
        theme: Theme = LIGHT,
    ) -> None:
        super().__init__()
        self.pixmaps = list(pixmaps)
        self.cards = cards
        self.title = title
        self.theme = theme
        self.setZValue(DRAG_Z - 1)
        self._font = table_font(0.24 * CARD_WIDTH, bold=True)
        step = CARD_WIDTH * self.SCALE * 0.62
        cards_width = CARD_WIDTH * self.SCALE + step * max(0, len(self.pixmaps) - 1)
        title_width = QFontMetricsF(self._font).horizontalAdvance(title)
        self._step = step
        self._rect = QRectF(0, 0, max(cards_width, title_width) + 24, CARD_HEIGHT * self.SCALE + 56)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setPen(QPen(QColor(self.theme.zone_outline), 2))
        back = QColor(self.theme.curtain)
        back.setAlpha(235)
        painter.setBrush(QBrush(back))
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setPen(QColor(self.theme.text))
        painter.setFont(self._font)
        painter.drawText(
            QRectF(12, 6, self._rect.width() - 24, 36),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.title,
        )
        size = QRectF(0, 0, CARD_WIDTH * self.SCALE, CARD_HEIGHT * self.SCALE)
        for index, pixmap in enumerate(self.pixmaps):
            painter.drawPixmap(
                size.translated(12 + index * self._step, 44), pixmap, QRectF(pixmap.rect())
            )


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
