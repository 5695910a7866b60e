"""What every computer opponent offers: ``choose(view, budget, rng, cancel)``.

A bot sees only its seat's :class:`PlayerView`, a budget (seconds or simulations), a
seeded random generator and a cancel flag; it returns the decision for the current
street plus, for hints and the review, the alternatives it weighed with their values.
"""

from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass
from typing import Protocol

from ofc_desktop.core.decision import Decision
from ofc_desktop.core.view import PlayerView


class Cancelled(Exception):
    """The caller withdrew the request (a new hand, the window closed)."""


@dataclass(frozen=True)
class Budget:
    """How much thinking a decision may take: wall-clock seconds and/or simulations.

    Two modes. *Counted* (``seconds`` None): the work is fixed by counts, so a seeded
    decision is the same on every machine, as tests, simulations and the analysis need.
    *Timed* (``seconds`` set): the decision ends within about that many seconds, for
    play at the table; counts then only cap the work.
    """

    seconds: float | None = None
    simulations: int | None = None

    @property
    def timed(self) -> bool:
        return self.seconds is not None

    def clock(self) -> Clock:
        return Clock(self)


class Clock:
    """Tracks one decision's budget and the cancel flag."""

    def __init__(self, budget: Budget, cancel: threading.Event | None = None) -> None:
        self.budget = budget
        self.cancel = cancel
        self.started = time.perf_counter()
        self.simulations = 0

    def check(self) -> None:
        if self.cancel is not None and self.cancel.is_set():
            raise Cancelled

    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def remaining(self) -> float:
        """Seconds left of a timed budget (infinite for a counted one)."""
        limit = self.budget.seconds
        return float("inf") if limit is None else limit - self.elapsed()

    def share(self, fraction: float) -> Clock:
        """A clock for one phase of the decision: ``fraction`` of the time left, the
        same cancel flag (a counted budget's phases are not timed)."""
        if self.budget.seconds is None:
            return Clock(Budget(), self.cancel)
        return Clock(Budget(seconds=max(0.0, self.remaining()) * fraction), self.cancel)

    def spent(self) -> bool:
        """True once either limit is reached (checks the cancel flag too)."""
        self.check()
        limit = self.budget.seconds
        if limit is not None and time.perf_counter() - self.started >= limit:
            return True
        cap = self.budget.simulations
        return cap is not None and self.simulations >= cap


@dataclass(frozen=True)
class Alternative:
    decision: Decision
    value: float  # estimated points of this choice (higher is better)


@dataclass(frozen=True)
class BotDecision:
    """The chosen play and the ranked alternatives behind it (best first)."""

    decision: Decision
    alternatives: tuple[Alternative, ...] = ()


class Bot(Protocol):
    """A computer opponent."""

    level: str
    name: str
    description: str
    default_budget: Budget

    def choose(
        self,
        view: PlayerView,
        budget: Budget,
        rng: random.Random,
        cancel: threading.Event | None = None,
    ) -> BotDecision: ...
