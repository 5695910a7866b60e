"""Bot seats: a computer opponent in a seat, asked like every other seat
(docs/architecture.md rule 3).

Each seat has its own level (and so its persona) and budget. Its random generator is
seeded from the hand number, the seat and the street of the view it answers, so the same
view always gets the same decision and a replayed hand meets the same opponents.

>>> seats = bot_seats(["hard", "easy", "hard"])
>>> [(seat.name, seat.persona) for seat in seats]
[('Vera', 'Vera'), ('Sunny', 'Sunny'), ('Vera 2', 'Vera')]
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

from ofc_desktop.bots.levels import make_bot
from ofc_desktop.bots.protocol import Bot, BotDecision, Budget
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.seats import SeatKind
from ofc_desktop.core.view import PlayerView


@dataclass
class BotSeat:
    """A computer opponent of one level; ``budget`` None means the level's own.

    ``seed`` (optional) is mixed into every decision's random generator, so that
    different tables or simulated deals draw differently while each stays repeatable.
    """

    name: str
    level: str = "medium"
    budget: Budget | None = None
    seed: int | None = None
    _bot: Bot = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._bot = make_bot(self.level)  # an unknown level raises ValueError here

    @property
    def kind(self) -> SeatKind:
        return SeatKind.BOT

    @property
    def bot(self) -> Bot:
        """The level's bot (made again if ``level`` was changed)."""
        if self._bot.level != self.level:
            self._bot = make_bot(self.level)
        return self._bot

    @property
    def persona(self) -> str:
        """The bot's name at the table, e.g. "Vera" for the hard level."""
        return self.bot.name

    @property
    def description(self) -> str:
        return self.bot.description

    @property
    def thinking_budget(self) -> Budget:
        """The budget each decision gets: ``budget``, or the level's default."""
        return self.budget if self.budget is not None else self.bot.default_budget

    def rng_for(self, view: PlayerView) -> random.Random:
        """The random generator for one decision, fixed by the view's hand, seat and
        street (and ``seed``, when given)."""
        base = view.hand_number * 7919 + view.seat * 104729 + view.street
        if self.seed is None:
            return random.Random(base)
        return random.Random(f"{self.seed}:{view.hand_number}:{view.seat}:{view.street}")

    def choose(self, view: PlayerView, cancel: threading.Event | None = None) -> BotDecision:
        """The full answer (decision and ranked alternatives), for hints and reviews;
        raises ``Cancelled`` once ``cancel`` is set."""
        return self.bot.choose(view, self.thinking_budget, self.rng_for(view), cancel)

    def decide(self, view: PlayerView, cancel: threading.Event | None = None) -> Decision:
        return self.choose(view, cancel).decision


def seat_spec(spec: str) -> tuple[str, Budget | None]:
    """A seat as ``ofc simulate`` names it: a level, or a level given a timed budget as
    at the table, ``expert@2`` (two seconds a decision). Raises ValueError."""
    level, at, seconds = spec.partition("@")
    if not at:
        return level, None
    try:
        limit = float(seconds)
    except ValueError:
        raise ValueError(f"{spec!r}: give seconds after '@', e.g. expert@2") from None
    if not 0 < limit <= 600:
        raise ValueError(f"{spec!r}: a decision's seconds must be above 0 and at most 600")
    return level, Budget(seconds=limit)


def bot_seats(levels: Sequence[str], *, seed: int | None = None) -> list[BotSeat]:
    """One bot seat per level, named after its persona ("Vera", "Vera 2", …)."""
    seats: list[BotSeat] = []
    used: dict[str, int] = {}
    for level in levels:
        seat = BotSeat("", level, seed=seed)
        used[seat.persona] = used.get(seat.persona, 0) + 1
        count = used[seat.persona]
        seat.name = seat.persona if count == 1 else f"{seat.persona} {count}"
        seats.append(seat)
    return seats
