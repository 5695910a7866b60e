"""The view that shows the table scene: it keeps the whole table in sight at one scale
factor, hands keys to the scene, and speaks the selected card to screen readers.

The cards are graphics items, which accessibility tools cannot see: the view itself
carries the selected card as its accessible name ("Queen of hearts, in your hand") and
announces it when the selection moves. The arrow keys move among the cards; Tab,
Shift+Tab, Ctrl+Tab, Ctrl+Shift+Tab, F6 and Shift+F6 move the keyboard focus on to the
rest of the window, as everywhere else.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from ofc_desktop.core.cards import Card
from ofc_desktop.ui.models.snapshot import DISCARD, HELD
from ofc_desktop.ui.table.items import card_name
from ofc_desktop.ui.table.scene import TableScene

FOCUS_MARK_WIDTH = 4  # pixels, inside the table's edge


def spoken_card(card: Card, where: str) -> str:
    """The selected card and where it lies, as a screen reader should say it."""
    name = card_name(card)
    if where == HELD:
        return QCoreApplication.translate("TableView", "{card}, in your hand").format(card=name)
    if where == "top":
        return QCoreApplication.translate("TableView", "{card}, in your top row").format(card=name)
    if where == "middle":
        return QCoreApplication.translate("TableView", "{card}, in your middle row").format(
            card=name
        )
    if where == "bottom":
        return QCoreApplication.translate("TableView", "{card}, in your bottom row").format(
            card=name
        )
    if where == DISCARD:
        return QCoreApplication.translate("TableView", "{card}, on your discard pile").format(
            card=name
        )
    return name


def focus_step(event: QKeyEvent) -> bool | None:
    """Whether a key moves the focus forwards (True) or backwards (False) out of the
    table, or None for any other key. Plain Tab and Shift+Tab are left to Qt."""
    key, modifiers = event.key(), event.modifiers()
    shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
    if key == Qt.Key.Key_F6:
        return not shift
    if modifiers & Qt.KeyboardModifier.ControlModifier:
        if key == Qt.Key.Key_Backtab:
            return False
        if key == Qt.Key.Key_Tab:
            return not shift
    return None


class TableView(QGraphicsView):
    """A resize changes one scale factor, nothing else."""

    resized = Signal()  # overlays drawn over the table follow the view's size

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)
        self.setAccessibleName(QCoreApplication.translate("TableView", "Card table"))
        # The name the window gave the table, worn again once no card is selected.
        self._table_name = self.accessibleName()
        self._naming_card = False
        scene.sceneRectChanged.connect(lambda _rect: self.fit())
        scene.cardSelected.connect(self._speak_selection)

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None and not scene.sceneRect().isEmpty():
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            if isinstance(scene, TableScene):
                # Type sized for the screen, labels reaching into the felt in sight.
                visible = self.mapToScene(self.viewport().rect()).boundingRect()
                scene.set_view(self.transform().m11(), visible)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
        self.resized.emit()

    # ----- the focus mark -------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():  # a frame round the felt: the keys work the table
            painter = QPainter(self.viewport())
            colour = self.palette().color(QPalette.ColorRole.Highlight)
            painter.setPen(QPen(colour, FOCUS_MARK_WIDTH))
            half = FOCUS_MARK_WIDTH // 2
            painter.drawRect(self.viewport().rect().adjusted(half, half, -half - 1, -half - 1))
            painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    # ----- screen readers -----------------------------------------------------------------

    def _speak_selection(self, card: Card | None, where: str) -> None:
        if card is None:
            if self._naming_card:
                self._naming_card = False
                self.setAccessibleName(self._table_name)
            return
        if not self._naming_card:
            self._table_name = self.accessibleName()
            self._naming_card = True
        text = spoken_card(card, where)
        self.setAccessibleName(text)  # Qt tells accessibility tools the name changed
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    # ----- keys -----------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # Ctrl+Tab and F6 (with or without Shift) leave the table like Tab does; the
        # scene would otherwise swallow them.
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            forward = focus_step(event)
            if forward is not None:
                self.focusNextPrevChild(forward)
                event.accept()
                return True
        return super().event(event)
