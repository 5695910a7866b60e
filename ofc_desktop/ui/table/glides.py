"""How the table's items move: each glides to its new place, and another seat's new cards
glide in one after another so a player can follow them.

An item has at most one glide; a new target stops the old glide where it is. A card
waiting its turn is hidden until its glide starts, and lands at once when the hand ends.
"""

from __future__ import annotations

from collections.abc import Sequence
from time import monotonic
from typing import TypeVar

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

from ofc_desktop.ui.table.items import CARD_Z

BOT_CARD_PACE = 1.25  # another seat's cards glide one after another, 1.25 glides apart
QUEUE_LIMIT_S = 2.0  # glides waiting their turn never wait longer than this
Key = TypeVar("Key")


class Glides(QObject):
    """The glides running on one scene, at the table's animation speed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.animation_ms = 200  # one glide; 0: items jump to their place
        self.animations: dict[QGraphicsItem, QAbstractAnimation] = {}
        self.ends: dict[QGraphicsItem, QPointF] = {}  # where each glide ends
        self.queue_until = 0.0  # when the last queued glide of another seat starts

    def is_animating(self) -> bool:
        return bool(self.animations)

    def stop(self, item: QGraphicsItem) -> None:
        """Stop ``item``'s glide where it is (a waiting item shows again)."""
        animation = self.animations.pop(item, None)
        self.ends.pop(item, None)
        if animation is not None:
            animation.stop()
            animation.deleteLater()
            item.setVisible(True)

    def land_waiting(self) -> None:
        """Items still waiting their turn land at once: the hand is over, and every
        board is shown complete."""
        for item, end in list(self.ends.items()):
            if not item.isVisible():
                self.stop(item)
                item.setPos(end)
                item.setZValue(getattr(item, "rest_z", CARD_Z))
        self.queue_until = 0.0

    def queue(self, arriving: Sequence[Key]) -> dict[Key, tuple[int, int]]:
        """(delay, duration) in ms for each of another seat's newly placed cards: one
        after another, a little more than one glide apart, after any still waiting."""
        if self.animation_ms <= 0 or not arriving:
            return {}
        pace = int(self.animation_ms * BOT_CARD_PACE)
        now = monotonic()
        start = max(0.0, min(self.queue_until - now, QUEUE_LIMIT_S)) * 1000
        # Bots faster than the glides (a table of bots) never leave the table behind:
        # the whole queue, this batch included, starts within QUEUE_LIMIT_S.
        room = max(0.0, QUEUE_LIMIT_S * 1000 - start)
        step = min(pace, int(room / len(arriving)))
        queued = {key: (int(start) + index * step, pace) for index, key in enumerate(arriving)}
        self.queue_until = now + (start + len(arriving) * step) / 1000
        return queued

    def glide(
        self, item: QGraphicsItem, target: QPointF, delay_ms: int = 0, duration_ms: int = 0
    ) -> None:
        """Move ``item`` to ``target``: at once with animations off, else gliding for
        ``duration_ms`` (the animation speed by default), hidden for ``delay_ms`` first
        (another seat's cards waiting their turn)."""
        rest_z = getattr(item, "rest_z", CARD_Z)
        ends = self.ends.get(item)
        if ends is not None and ends == target:
            return
        self.stop(item)
        if item.pos() == target:
            item.setZValue(rest_z)
            return
        if self.animation_ms <= 0:
            item.setPos(target)
            item.setZValue(rest_z)
            return
        # One linear animation from 0 to 1 over the wait and the glide together; the card
        # stays hidden for the wait and then glides, eased. (A pause in an animation group
        # makes Qt warn about its animation driver when the group is stopped early.)
        start = QPointF(item.pos())
        end = QPointF(target)
        total = delay_ms + (duration_ms or self.animation_ms)
        waiting = delay_ms / total
        easing = QEasingCurve(QEasingCurve.Type.OutCubic)
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(total)

        def step(value: object) -> None:
            progress = float(value)  # type: ignore[arg-type]
            if progress < waiting:
                item.setVisible(False)
                return
            item.setVisible(True)
            eased = easing.valueForProgress((progress - waiting) / (1.0 - waiting))
            item.setPos(start + (end - start) * eased)

        animation.valueChanged.connect(step)
        if delay_ms > 0:
            item.setVisible(False)
        runner: QAbstractAnimation = animation
        runner.finished.connect(lambda: self._done(item, runner))
        self.animations[item] = runner
        self.ends[item] = QPointF(target)
        item.setZValue(CARD_Z + 0.5)
        runner.start()

    def _done(self, item: QGraphicsItem, animation: QAbstractAnimation) -> None:
        if self.animations.get(item) is animation:
            del self.animations[item]
            self.ends.pop(item, None)
            item.setVisible(True)
            item.setZValue(getattr(item, "rest_z", CARD_Z))
            animation.deleteLater()
