"""The texts and marks of one seat's board: its title (name, scores, state), the row
labels, the empty slots and the glow of the seat to act."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ofc_desktop.ui.models.snapshot import ROW_NAMES
from ofc_desktop.ui.table.items import FittedText, SeatGlow, SlotsItem
from ofc_desktop.ui.table.layout import CARD_WIDTH, LABEL_GAP

U = CARD_WIDTH


class SeatDecor:
    """Title, status, row labels and empty slots of one seat's board."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.title = FittedText(QRectF(), 0.32 * U, bold=True)
        self.status = FittedText(QRectF(), 0.28 * U, bold=True, align_right=True)
        self.labels = {row: FittedText(QRectF(), 0.3 * U, max_lines=3) for row in ROW_NAMES}
        self.slots: SlotsItem | None = None
        self.room = QRectF()  # the title line with the free felt beside the block
        self.nominal = QRectF()  # the title line within the block
        self.glow = SeatGlow()
        self.glow.setVisible(False)
        for item in (self.title, self.status, *self.labels.values(), self.glow):
            scene.addItem(item)

    def items(self) -> list[QGraphicsItem]:
        found: list[QGraphicsItem] = [self.title, self.status, *self.labels.values(), self.glow]
        return found + ([self.slots] if self.slots is not None else [])

    def fit_title(self) -> None:
        """The name on the left, the scores and state at the right end of the block (of
        the free felt beside it when they need more), the name giving way last."""
        metrics = QFontMetricsF(self.title.font())
        status_metrics = QFontMetricsF(self.status.font())
        needed = metrics.horizontalAdvance(
            self.title.full_text + "   "
        ) + status_metrics.horizontalAdvance(self.status.full_text)
        room, nominal = self.room, self.nominal
        width = max(nominal.width(), min(room.width(), needed))
        rect = QRectF(room.left(), room.top(), width, room.height())
        self.status.place(rect)
        taken = self.status.boundingRect().width() if self.status.full_text else 0.0
        self.title.place(
            QRectF(rect.left(), rect.top(), max(U, rect.width() - taken - LABEL_GAP), rect.height())
        )
