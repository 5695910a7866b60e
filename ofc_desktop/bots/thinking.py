"""How long the simulating bots may think at the table (the "Thinking time" setting),
and when a play is dropped from the measuring (the race, in :mod:`racing`).

At the table a decision is timed (``Budget.seconds``); tests, ``ofc simulate`` and the
analysis keep counted budgets, so that a seed gives the same play on every machine.
Normal is the default: Expert then stays under 3 s for 95 decisions in 100 and under
5 s for every one, at any table the rules allow (tests/bench/bench_bots.py ``--clock``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ofc_desktop.bots.protocol import Budget

THINKING_TIMES = ("fast", "normal", "long", "very_long")
DEFAULT_THINKING_TIME = "normal"

# Seconds per decision by level and setting. Medium and below are quick at any table and
# play the same whatever the setting.
SECONDS: dict[str, dict[str, float]] = {
    "hard": {"fast": 0.4, "normal": 1.0, "long": 2.5, "very_long": 5.0},
    "expert": {"fast": 0.8, "normal": 2.0, "long": 5.0, "very_long": 10.0},
}


def table_budget(level: str, thinking_time: str) -> Budget | None:
    """The timed budget of a ``level`` at the table; None where the level's own counted
    budget applies (a level that thinks quickly, or an unknown setting)."""
    seconds = SECONDS.get(level, {}).get(thinking_time)
    return None if seconds is None else Budget(seconds=seconds)


def time_scale(level: str, seconds: float) -> float:
    """How many times the level's Normal time ``seconds`` is: a timed decision may do
    that many times its counted work before the clock stops it."""
    normal = SECONDS.get(level, {}).get(DEFAULT_THINKING_TIME)
    return 1.0 if not normal else max(0.25, seconds / normal)


@dataclass(frozen=True)
class Race:
    """When a play may be dropped from the measurement."""

    keep: int = 1  # plays never dropped: the leaders a later stage needs
    z: float = 3.0  # standard errors the leader's paired lead must reach
    after: int = 32  # futures measured before anything is dropped
