"""Start-up guard against Qt bindings that leak references to ``None``.

PySide6 6.12.0 on Python 3.11 lowers ``None``'s reference count on every Qt call that
returns nothing; the table makes thousands of such calls, and after a few minutes the
interpreter aborts with "none_dealloc". Python 3.12 made ``None`` immortal, so there the
bug cannot bite. Probing the behaviour (instead of matching version numbers) also
catches a future release with the same fault.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable

import PySide6
from PySide6.QtCore import QPointF

PROBE_CALLS = 64
# References handed back to None after a probe found a leak, so the probe itself never
# brings the count nearer to zero.
_RESTORED: list[None] = []


def _void_qt_call() -> Callable[[], None]:
    point = QPointF()
    return lambda: point.setX(1.0)


def none_refs_lost(call: Callable[[], object] | None = None, times: int = PROBE_CALLS) -> int:
    """How many references to None ``times`` calls of ``call`` lose (0 for a sound binding).

    The garbage collector is held off meanwhile: objects it frees drop their references
    to None too, and a collection during the probe read as a leak (the game then refused
    to start now and then on a sound binding).
    """
    call = call or _void_qt_call()
    call()  # the first call may create (or free) what later calls reuse
    collecting = gc.isenabled()
    gc.disable()
    try:
        before = sys.getrefcount(None)
        for _ in range(times):
            call()
        lost = before - sys.getrefcount(None)
    finally:
        if collecting:
            gc.enable()
    if lost > 0:
        _RESTORED.extend([None] * lost)
    return max(lost, 0)


def leaks_on_every_call(lost: int, times: int = PROBE_CALLS) -> bool:
    """A faulty binding loses a reference on every call: a few lost are something else."""
    return lost >= times


def none_is_immortal() -> bool:
    return sys.version_info >= (3, 12)


def binding_problem(probe: Callable[[], int] = none_refs_lost) -> str | None:
    """One line saying why this Python and Qt binding cannot run the game, or None."""
    if none_is_immortal() or not leaks_on_every_call(probe()):
        return None
    python = ".".join(str(part) for part in sys.version_info[:3])
    return (
        f"PySide6 {PySide6.__version__} on Python {python} leaks a reference to None on every "
        "Qt call and would crash the game after a few minutes; reinstall a sound version "
        'with: python3 -m pip install "PySide6<6.12" (or use Python 3.12+)'
    )
