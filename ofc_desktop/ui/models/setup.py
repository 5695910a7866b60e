"""The set-up of a table: rules, seats and seed, as one frozen value (the new-match
menu and, later, the dialog produce it; the controller consumes it)."""

from __future__ import annotations

from dataclasses import dataclass

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.rules import RuleSet

BOT_NAMES = ("Ada", "Boris", "Chen", "Dara", "Emil", "Farah")
HUMAN_NAMES = ("Ann", "Dana", "Eli", "Fay", "Gus", "Hana")  # hot seat; a lone human is "You"


@dataclass(frozen=True)
class SeatSpec:
    name: str
    kind: str = "human"  # "human" or "bot"
    level: str = "medium"  # for bots

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True)
class TableSetup:
    rules: RuleSet
    seats: tuple[SeatSpec, ...]
    seed: int | None = None

    def check(self) -> None:
        """Raise OfcError with a reason if the rules cannot seat these players."""
        if not self.seats:
            raise OfcError("a table needs at least one seat")
        names = [seat.name for seat in self.seats]
        if len(set(names)) != len(names) or not all(names):
            raise OfcError("every player needs a different, non-empty name")
        self.rules.check_players(len(self.seats))


def seats_from_kinds(kinds: list[str]) -> tuple[SeatSpec, ...]:
    """Name seats from a list like ["human", "hard", "medium"] (bots by level)."""
    humans = iter(HUMAN_NAMES if kinds.count("human") > 1 else ("You",))
    bots = iter(BOT_NAMES)
    specs = []
    for kind in kinds:
        if kind == "human":
            specs.append(SeatSpec(next(humans)))
        else:
            specs.append(SeatSpec(next(bots), "bot", kind))
    return tuple(specs)
