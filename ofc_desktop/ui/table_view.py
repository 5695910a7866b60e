"""The view that shows the table scene: it keeps the whole table in sight at one scale
factor and hands keys to the scene (Tab picks cards instead of moving focus)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from ofc_desktop.ui.table.scene import TableScene


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
        scene.sceneRectChanged.connect(lambda _rect: self.fit())

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None and not scene.sceneRect().isEmpty():
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
        self.resized.emit()

    def event(self, event: QEvent) -> bool:
        # Qt would spend Tab on moving the keyboard focus; here it picks the next card.
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
        ):
            scene = self.scene()
            if isinstance(scene, TableScene):
                scene.keyPressEvent(event)
                return True
        return super().event(event)

    def focusNextPrevChild(self, forward: bool) -> bool:
        return False  # Tab cycles through the player's cards
