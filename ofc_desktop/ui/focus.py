"""Keyboard focus that follows the player: the table keeps the keys after a click on any
of the panel's buttons and gets them back when a hand is dealt, and a button that has
the keyboard focus (reached with Tab or F6) wears a ring that is easy to see."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QWidget,
)

RING_WIDTH = 2


class FocusRingStyle(QProxyStyle):
    """The application's own style, with a ring in the highlight colour round a push
    button that has the keyboard focus (the usual one is a faint line)."""

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawControl(element, option, painter, widget)
        if element == QStyle.ControlElement.CE_PushButton and (
            option.state & QStyle.StateFlag.State_HasFocus
        ):
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(option.palette.highlight().color(), RING_WIDTH))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            half = RING_WIDTH / 2
            rect = option.rect.toRectF().adjusted(half, half, -half, -half)
            painter.drawRoundedRect(rect, 3, 3)
            painter.restore()


def keep_table_focus(table: QWidget, panel: QWidget) -> FocusRingStyle:
    """Every button of ``panel``: a click leaves the keyboard focus on ``table`` (and
    brings it back there), Tab and F6 still reach the button, which then wears the
    ring. Returns the style, which the caller keeps alive."""
    style = FocusRingStyle()
    style.setParent(panel)
    for button in panel.findChildren(QAbstractButton):
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setStyle(style)
        # Connected last: whatever the click did (a button disabled, a question asked)
        # is over when the table takes the keys again.
        button.clicked.connect(lambda _checked=False: table.setFocus())
    return style
