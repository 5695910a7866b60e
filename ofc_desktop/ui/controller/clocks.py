"""Move timer and time bank (docs/rules.md §10): pure bookkeeping, ticked by the controller."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field


def _mmss(seconds: float) -> str:
    whole = max(0, int(seconds + 0.999))
    return f"{whole // 60}:{whole % 60:02d}"


@dataclass
class SeatClocks:
    """Each seat's running move clock and what is left of its time bank."""

    move_seconds: int
    bank_seconds: int
    now: Callable[[], float] = time.monotonic
    started: dict[int, float] = field(default_factory=dict)
    banks: dict[int, float] = field(default_factory=dict)

    @property
    def enabled(self) -> bool:
        return self.move_seconds > 0

    def start(self, seat: int) -> None:
        if self.enabled and seat not in self.started:
            self.started[seat] = self.now()
            self.banks.setdefault(seat, float(self.bank_seconds))

    def stop(self, seat: int) -> None:
        """The seat finished its move: any time over the move timer comes off its bank."""
        begun = self.started.pop(seat, None)
        if begun is not None:
            over = self.now() - begun - self.move_seconds
            if over > 0:
                self.banks[seat] = max(0.0, self.banks.get(seat, 0.0) - over)

    def stop_all(self) -> None:
        for seat in list(self.started):
            self.stop(seat)

    def expired(self) -> list[int]:
        return [
            seat
            for seat, begun in self.started.items()
            if self.now() - begun >= self.move_seconds + self.banks.get(seat, 0.0)
        ]

    def texts(self) -> dict[int, str]:
        """What each running clock shows: the move time left, then the bank."""
        shown = {}
        for seat, begun in self.started.items():
            left = self.move_seconds - (self.now() - begun)
            if left > 0:
                shown[seat] = f"⏱ {_mmss(left)}"
            else:
                shown[seat] = f"⏱ bank {_mmss(self.banks.get(seat, 0.0) + left)}"
        return shown
