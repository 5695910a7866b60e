"""Card faces and backs, painted once per size and cached (no image files needed)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen, QPixmap

from ofc_desktop.core.cards import Card, Suit
from ofc_desktop.ui.table.layout import CARD_HEIGHT, CARD_WIDTH

# Faces stay light cards in the dark theme too, so every suit colour is read against the
# same white (contrast 5:1 or better for each; tests check it).
FACE_COLOUR = QColor("#fdfdfb")
_RED = QColor("#c0262d")
_BLACK = QColor("#1b1b1f")
_JOKER = QColor("#6a2fb0")
_TWO_COLOURS = {Suit.SPADES: _BLACK, Suit.CLUBS: _BLACK, Suit.HEARTS: _RED, Suit.DIAMONDS: _RED}
# The four-colour deck tells every suit apart at a glance (flush draws).
_FOUR_COLOURS = {
    Suit.SPADES: _BLACK,
    Suit.CLUBS: QColor("#1d7a35"),
    Suit.HEARTS: _RED,
    Suit.DIAMONDS: QColor("#1f56b8"),
}
_BACKS = {
    "blue": ("#2c4f8a", "#173059"),
    "red": ("#9c2b2b", "#5a1414"),
    "green": ("#2f7a4f", "#164329"),
}


class CardArt:
    """Paints and caches card pixmaps; create it after the QApplication exists."""

    def __init__(
        self, pixel_ratio: float = 2.0, *, four_colour: bool = False, back: str = "blue"
    ) -> None:
        self._ratio = pixel_ratio
        self._cache: dict[str, QPixmap] = {}
        self.four_colour = four_colour
        self.back_colour = back if back in _BACKS else "blue"

    def restyle(self, *, four_colour: bool, back: str) -> bool:
        """Change the deck's look; True when pixmaps must be fetched again."""
        back = back if back in _BACKS else "blue"
        if (four_colour, back) == (self.four_colour, self.back_colour):
            return False
        self.four_colour, self.back_colour = four_colour, back
        self._cache.clear()
        return True

    def suit_colour(self, suit: Suit) -> QColor:
        """The ink of ``suit`` in the deck as it is styled now."""
        return QColor((_FOUR_COLOURS if self.four_colour else _TWO_COLOURS)[suit])

    def face(self, card: Card) -> QPixmap:
        key = card.text
        if key not in self._cache:
            self._cache[key] = self._paint(card)
        return self._cache[key]

    def back(self) -> QPixmap:
        if "back" not in self._cache:
            self._cache["back"] = self._paint(None)
        return self._cache["back"]

    def _blank(self) -> tuple[QPixmap, QPainter]:
        pixmap = QPixmap(int(CARD_WIDTH * self._ratio), int(CARD_HEIGHT * self._ratio))
        pixmap.setDevicePixelRatio(self._ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        return pixmap, painter

    def _paint(self, card: Card | None) -> QPixmap:
        pixmap, painter = self._blank()
        rect = QRectF(1.5, 1.5, CARD_WIDTH - 3, CARD_HEIGHT - 3)
        painter.setPen(QPen(QColor("#6b6b70"), 1.5))
        if card is None:
            gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
            light, dark = _BACKS[self.back_colour]
            gradient.setColorAt(0.0, QColor(light))
            gradient.setColorAt(1.0, QColor(dark))
            painter.setBrush(gradient)
            painter.drawRoundedRect(rect, 9, 9)
            painter.setPen(QPen(QColor(255, 255, 255, 90), 2))
            painter.drawRoundedRect(rect.adjusted(8, 8, -8, -8), 6, 6)
            painter.end()
            return pixmap
        painter.setBrush(FACE_COLOUR)
        painter.drawRoundedRect(rect, 9, 9)
        if card.is_joker:
            self._paint_joker(painter, rect)
        else:
            self._paint_face(painter, rect, card)
        painter.end()
        return pixmap

    def _paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        # A jumbo corner index (rank over suit, in the left part of the card that a fan
        # of held cards leaves in sight) readable on a card 40 pixels wide; a large suit
        # fills the rest of the face.
        assert card.rank is not None and card.suit is not None
        painter.setPen(self.suit_colour(card.suit))
        ten = card.rank == 10
        corner = QFont("DejaVu Sans", 1)
        corner.setPixelSize(44 if ten else 52)
        corner.setBold(True)
        if ten:
            corner.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
        painter.setFont(corner)
        rank_text = "10" if ten else card.rank.char
        painter.drawText(
            QRectF(5, 0, 90, 58),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            rank_text,
        )
        small = QFont("DejaVu Sans", 1)
        small.setPixelSize(44)
        painter.setFont(small)
        painter.drawText(
            QRectF(5, 52, 56, 48),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            card.suit.symbol,
        )
        big = QFont("DejaVu Sans", 1)
        big.setPixelSize(60)
        painter.setFont(big)
        painter.drawText(
            QRectF(rect.left() + 34, rect.top() + 70, rect.width() - 38, rect.height() - 72),
            Qt.AlignmentFlag.AlignCenter,
            card.suit.symbol,
        )

    def _paint_joker(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(_JOKER)
        font = QFont("DejaVu Sans", 1)
        font.setPixelSize(30)
        font.setBold(True)
        painter.setFont(font)
        # The joker's corner index, like "Q" on a queen.
        painter.drawText(
            QRectF(7, 4, 80, 36),
            Qt.AlignmentFlag.AlignLeft,
            QCoreApplication.translate("CardArt", "JK"),
        )
        star = QFont("DejaVu Sans", 1)
        star.setPixelSize(60)
        painter.setFont(star)
        painter.drawText(rect.translated(QPointF(0, 16)), Qt.AlignmentFlag.AlignCenter, "★")
