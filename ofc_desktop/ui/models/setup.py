"""The set-up of a table: rules, seats and seed, as one frozen value (the new-match
menu and, later, the dialog produce it; the controller consumes it)."""

from __future__ import annotations

from dataclasses import dataclass

from ofc_desktop.bots.levels import make_bot
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.match import check_table_size
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.translate import QT_TRANSLATE_NOOP, translate

VARIANTS = (
    ("Classic", Variant.CLASSIC),
    ("Pineapple", Variant.PINEAPPLE),
    ("Turbo 5-4-4", Variant.TURBO),
    ("Chinese poker (closed)", Variant.CHINESE),
)
HUMAN_NAMES = ("Ann", "Dana", "Eli", "Fay", "Gus", "Hana")  # hot seat; a lone human is "You"
LEVEL_WORDS = {
    "beginner": QT_TRANSLATE_NOOP("NewMatchDialog", "Beginner"),
    "easy": QT_TRANSLATE_NOOP("NewMatchDialog", "Easy"),
    "medium": QT_TRANSLATE_NOOP("NewMatchDialog", "Medium"),
    "hard": QT_TRANSLATE_NOOP("NewMatchDialog", "Hard"),
    "expert": QT_TRANSLATE_NOOP("NewMatchDialog", "Expert"),
}


def level_label(level: str) -> str:
    """A bot level as the player reads it: 'Hard', in the window's language."""
    word = LEVEL_WORDS.get(level)
    return translate("NewMatchDialog", word) if word else level.capitalize()


def lone_player_name() -> str:
    """The name of the one person at a table of bots, in the window's language."""
    return translate("NewMatchDialog", "You", "the first player's name")


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
        check_table_size(self.rules, len(self.seats))


def seats_from_kinds(kinds: list[str]) -> tuple[SeatSpec, ...]:
    """Seats from a list like ["human", "hard", "medium"]: bots are named after their
    level's persona ("Vera", "Vera 2", …); a lone human is "You"."""
    humans = iter(HUMAN_NAMES if kinds.count("human") > 1 else (lone_player_name(),))
    specs = []
    personas: dict[str, int] = {}
    for kind in kinds:
        if kind == "human":
            specs.append(SeatSpec(next(humans)))
            continue
        persona = make_bot(kind).name
        personas[persona] = personas.get(persona, 0) + 1
        count = personas[persona]
        specs.append(SeatSpec(persona if count == 1 else f"{persona} {count}", "bot", kind))
    return tuple(specs)
