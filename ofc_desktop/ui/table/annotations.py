"""Marks drawn over the table for teaching: badges on rows (won, lost, tied, with the
points), banners on a seat (a foul and why, Fantasyland), outlines round rows, ghost
cards (a better arrangement, the best play) and row labels for such an arrangement
(laid over the rows' own labels, which name the board played). They sit above the
cards, take no clicks, and are cleared by whoever drew them; the scene never touches
them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ofc_desktop.core.cards import Card
from ofc_desktop.ui.table.card_art import CardArt
from ofc_desktop.ui.table.items import table_font
from ofc_desktop.ui.table.layout import CARD_HEIGHT, CARD_WIDTH, SeatLayout, TableLayout, U

ANNOTATION_Z = 60.0  # above cards and drags, below the hot-seat curtain
TONES = {
    "won": "#1e8e3e",
    "lost": "#c62828",
    "tied": "#5f6368",
    "info": "#1a5fb4",
    "warning": "#b3261e",
    "best": "#e5a50a",
}

LABEL_INK = "#1b1b1b"  # dark text on a row label's tone (the amber "best" is light)


def tone_colour(tone: str) -> QColor:
    return QColor(TONES.get(tone, TONES["info"]))


class Badge(QGraphicsItem):
    """A rounded label in a tone's colour, white text, sized to its text."""

    def __init__(self, text: str, tone: str, pixel_size: float) -> None:
        super().__init__()
        self.text = text
        self.tone = tone
        self.font = table_font(pixel_size, bold=True)
        metrics = QFontMetricsF(self.font)
        pad = pixel_size * 0.45
        self.size = QRectF(
            0, 0, metrics.horizontalAdvance(text) + 2 * pad, metrics.height() + pad * 0.8
        )
        self.setZValue(ANNOTATION_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(text)

    def boundingRect(self) -> QRectF:
        return self.size.adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        radius = self.size.height() / 2
        path.addRoundedRect(self.size, radius, radius)
        painter.fillPath(path, QBrush(tone_colour(self.tone)))
        painter.setPen(QPen(QColor("white")))
        painter.setFont(self.font)
        painter.drawText(self.size, Qt.AlignmentFlag.AlignCenter, self.text)


class RowLabel(QGraphicsItem):
    """A row's label for another arrangement: the hand and royalty in a tone's colour,
    covering the rectangle where the table labels the row as played."""

    def __init__(
        self, seat: int, row: str, rect: QRectF, name: str, suffix: str, tone: str
    ) -> None:
        super().__init__()
        self.seat = seat
        self.row = row
        self.rect = QRectF(rect).adjusted(-2, -2, 2, 2)  # hides the label beneath whole
        self.text = name + suffix
        self.tone = tone
        self.font = table_font(0.26 * U, bold=True)
        metrics = QFontMetricsF(self.font)
        room = self.rect.width() - 0.3 * U - metrics.horizontalAdvance(suffix)
        # The royalty is never cut off; a long hand name is shortened instead.
        self.shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room) + suffix
        self.setZValue(ANNOTATION_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(self.text)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self.rect, 0.08 * U, 0.08 * U)
        painter.fillPath(path, QBrush(tone_colour(self.tone)))
        painter.setPen(QPen(QColor(LABEL_INK)))
        painter.setFont(self.font)
        painter.drawText(
            self.rect.adjusted(0.15 * U, 0, -0.15 * U, 0),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            self.shown,
        )


class Outline(QGraphicsItem):
    """A thick rounded frame round a rectangle (a row being explained, a best card)."""

    def __init__(self, rect: QRectF, tone: str) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.tone = tone
        self.setZValue(ANNOTATION_Z - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(tone_colour(self.tone), 0.05 * U)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, 0.08 * U, 0.08 * U)


class GhostCard(QGraphicsItem):
    """A card drawn where it could have gone: its face, framed in the tone's colour."""

    def __init__(self, card: Card, art: CardArt, tone: str) -> None:
        super().__init__()
        self.card = card
        self.pixmap = art.face(card)
        self.tone = tone
        self.setZValue(ANNOTATION_Z - 0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(card.text)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, CARD_WIDTH + 8, CARD_HEIGHT + 8)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(
            QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT), self.pixmap, QRectF(self.pixmap.rect())
        )
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(tone_colour(self.tone), 0.06 * U))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT), 0.08 * U, 0.08 * U)


class TableAnnotations:
    """The marks on one scene; every method places its items by the scene's layout."""

    def __init__(self, scene: QGraphicsScene, art: CardArt) -> None:
        self.scene = scene
        self.art = art
        self.items: list[QGraphicsItem] = []
        self._badges: dict[tuple[int, str], int] = {}  # badges already on a row

    def _layout(self) -> TableLayout | None:
        layout = getattr(self.scene, "table_layout", None)
        return layout if isinstance(layout, TableLayout) else None

    def _seat(self, seat: int) -> SeatLayout | None:
        layout = self._layout()
        return layout.seats.get(seat) if layout is not None else None

    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        self.scene.addItem(item)
        self.items.append(item)
        return item

    def clear(self) -> None:
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items.clear()
        self._badges.clear()

    def mark_row(self, seat: int, row: str, text: str, tone: str) -> Badge | None:
        """A badge low on a row's cards, clear of their corner indices (several stack
        rightwards from the row's left)."""
        place = self._seat(seat)
        if place is None:
            return None
        slots = place.rows[row]
        badge = Badge(text, tone, 0.26 * U)
        stacked = self._badges.get((seat, row), 0)
        left = slots[0].left() + 0.06 * U + stacked
        badge.setPos(QPointF(left, slots[0].bottom() - badge.size.height() - 0.06 * U))
        self._badges[(seat, row)] = stacked + int(badge.size.width()) + int(0.06 * U)
        self._add(badge)
        return badge

    def outline_row(self, seat: int, row: str, tone: str) -> Outline | None:
        place = self._seat(seat)
        if place is None:
            return None
        slots = place.rows[row]
        rect = slots[0].united(slots[-1]).adjusted(-0.04 * U, -0.04 * U, 0.04 * U, 0.04 * U)
        outline = Outline(rect, tone)
        self._add(outline)
        return outline

    def banner(self, seat: int, text: str, tone: str, line: int = 0) -> Badge | None:
        """A badge under a seat's board (``line`` 0, 1, … stack downwards); where that
        would cover another seat's board or name (the tiers sit close), the badges
        stack upwards from the board's bottom in its label column instead."""
        layout = self._layout()
        place = self._seat(seat)
        if place is None or layout is None:
            return None
        bottom = place.rows["bottom"][0]
        badge = Badge(text, tone, 0.24 * U)
        height = badge.size.height() + 4
        below = QPointF(bottom.left(), bottom.bottom() + 0.08 * U + line * height)
        spot = QRectF(below, badge.size.size())
        clear = layout.scene_rect.contains(spot) and not any(
            other.block.intersects(spot) for other in layout.seats.values() if other is not place
        )
        if not clear:
            label = place.labels["bottom"]
            spot = QRectF(
                QPointF(label.left(), label.bottom() - (line + 1) * height + 4),
                badge.size.size(),
            )
        badge.setPos(spot.topLeft())
        self._add(badge)
        return badge

    def ghost_board(
        self, seat: int, rows: dict[str, Sequence[Card]], tone: str = "best"
    ) -> list[GhostCard]:
        """Another arrangement of a seat's board, drawn over its rows."""
        place = self._seat(seat)
        ghosts: list[GhostCard] = []
        if place is None:
            return ghosts
        for row, cards in rows.items():
            for slot, card in zip(place.rows[row], cards, strict=False):
                ghost = GhostCard(card, self.art, tone)
                ghost.setPos(slot.topLeft())
                self._add(ghost)
                ghosts.append(ghost)
        return ghosts

    def ghost_cards(
        self, seat: int, row: str, cards: Sequence[Card], first_slot: int, tone: str = "best"
    ) -> list[GhostCard]:
        """Cards shown in a row's free slots from ``first_slot`` on (a play to make)."""
        place = self._seat(seat)
        ghosts: list[GhostCard] = []
        if place is None:
            return ghosts
        for slot, card in zip(place.rows[row][first_slot:], cards, strict=False):
            ghost = GhostCard(card, self.art, tone)
            ghost.setPos(slot.topLeft())
            self._add(ghost)
            ghosts.append(ghost)
        return ghosts

    def label_row(
        self, seat: int, row: str, name: str, royalty: int, tone: str = "best"
    ) -> RowLabel | None:
        """Label a seat's row with the hand ``name`` it makes and its ``royalty`` (shown
        when above 0), over the row's own label."""
        place = self._seat(seat)
        if place is None:
            return None
        label = RowLabel(
            seat, row, place.labels[row], name, f"  +{royalty}" if royalty else "", tone
        )
        self._add(label)
        return label

    def labels(self) -> dict[tuple[int, str], str]:
        """The row labels drawn, by (seat, row)."""
        found: dict[tuple[int, str], str] = {}
        for item in self.items:
            if isinstance(item, RowLabel):
                found[(item.seat, item.row)] = item.text
        return found

    def texts(self) -> list[str]:
        """What the badges say, in the order drawn (for tests and screen readers)."""
        return [item.text for item in self.items if isinstance(item, Badge)]
