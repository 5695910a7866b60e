"""Windows that fit the screen they open on: a window asks for the size it would like
and gets no more than the screen's free area (less its frame) allows, so nothing of it
starts off-screen on a small or low-resolution display."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# Room for a title bar and borders until the window manager's frame is known.
FRAME = QSize(16, 40)


def available_room(window: QWidget) -> QRect:
    """The free area of the screen ``window`` opens on (its parent's, else the primary):
    the desktop less its panels and docks."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QRect(0, 0, 1280, 720)
    return screen.availableGeometry()


def fitted_size(window: QWidget, wanted: QSize) -> QSize:
    """``wanted``, made no larger than the screen's free area with a frame round it."""
    room = available_room(window)
    return QSize(
        min(wanted.width(), room.width() - FRAME.width()),
        min(wanted.height(), room.height() - FRAME.height()),
    )


def fit_window(window: QWidget, wanted: QSize) -> QSize:
    """Resize a top-level window to ``wanted`` where the screen has room for it, else to
    the room there is (its layout's minimum still holds); the size given."""
    size = fitted_size(window, wanted)
    window.resize(size)
    return size
