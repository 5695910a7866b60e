"""The player's table options and everything the settings dialog edits, as frozen
values: one object the persistence layer can store and load."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from ofc_desktop.bots.thinking import DEFAULT_THINKING_TIME, THINKING_TIMES
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.rules import MatchLength, RuleSet

PLACEMENT_MODES = ("both", "click", "drag")
CARD_BACKS = ("blue", "red", "green")
ANIMATION_SPEEDS = {"off": 0, "fast": 120, "normal": 200, "slow": 350}
THEME_NAMES = ("system", "light", "dark")  # the looks in ui/theme.py; system follows the desktop
# The languages the window can be shown in: "system" follows the system's locale, the
# others are language codes (a translation in resources/translations, or English itself).
LANGUAGES = ("system", "en", "de")


@dataclass(frozen=True)
class TableOptions:
    """How the table looks and answers; none of it changes the rules."""

    placement_mode: str = "both"  # click a card then a row, drag it, or either
    four_colour_deck: bool = False
    card_back: str = "blue"
    animation: str = "normal"
    confirm_certain_foul: bool = True  # ask before confirming a street that must foul
    # Live help while playing; each off until the player asks for it.
    hints: bool = False  # the Hint button: the top three plays with their values
    foul_odds: bool = False  # the chance the board fouls after the street as placed
    row_prospects: bool = False  # what each row could still become
    outs: bool = False  # the cards seen so far and each row's draws with their live outs
    # Play for me lays the suggested play out for the player to look at and confirm;
    # with this on it confirms it at once.
    play_for_me_confirms: bool = False
    # Finished hands are reviewed in the background; each mistake becomes a drill.
    grade_hands: bool = True
    learner_asked: bool = False  # the first start has asked whether the player is new
    # The first start showed bots alone, so the question waits for a start with a person.
    welcome_waits: bool = False
    theme: str = "system"  # the table's and the widgets' colours
    sound_volume: int = 70  # 0-100
    muted: bool = False
    language: str = "system"  # one of LANGUAGES; applied when the app next starts
    thinking_time: str = DEFAULT_THINKING_TIME  # how long Hard and Expert think at the table
    # Where the main window was left (Qt's saveGeometry, base64); until then it opens
    # maximised. Anything unreadable here means the same.
    window_geometry: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.sound_volume, int) or not 0 <= self.sound_volume <= 100:
            raise OfcError("sound volume is a whole number from 0 to 100")
        if self.placement_mode not in PLACEMENT_MODES:
            raise OfcError(f"placement mode is one of {', '.join(PLACEMENT_MODES)}")
        if self.card_back not in CARD_BACKS:
            raise OfcError(f"card back is one of {', '.join(CARD_BACKS)}")
        if self.animation not in ANIMATION_SPEEDS:
            raise OfcError(f"animation is one of {', '.join(ANIMATION_SPEEDS)}")
        if self.theme not in THEME_NAMES:
            raise OfcError(f"theme is one of {', '.join(THEME_NAMES)}")
        if self.language not in LANGUAGES:
            raise OfcError(f"language is one of {', '.join(LANGUAGES)}")
        if self.thinking_time not in THINKING_TIMES:
            raise OfcError(f"thinking time is one of {', '.join(THINKING_TIMES)}")

    @property
    def animation_ms(self) -> int:
        return ANIMATION_SPEEDS[self.animation]

    def with_changes(self, **changes: Any) -> TableOptions:
        return replace(self, **changes)


def default_rules() -> RuleSet:
    """The rules a new player's first match starts from: the standard game, dealt hand
    after hand until the player stops (RuleSet's own default, one orbit, stays for the
    command line and the engine)."""
    return RuleSet(match_length=MatchLength.UNLIMITED)


@dataclass(frozen=True)
class AppSettings:
    """The rules the next match starts from, the table options, and the player's own
    named rule presets."""

    rules: RuleSet = field(default_factory=default_rules)
    options: TableOptions = field(default_factory=TableOptions)
    presets: MappingProxyType[str, RuleSet] = field(default_factory=lambda: MappingProxyType({}))

    def with_preset(self, name: str, rules: RuleSet) -> AppSettings:
        name = name.strip()
        if not name:
            raise OfcError("a preset needs a name")
        return replace(self, presets=MappingProxyType({**self.presets, name: rules}))

    def without_preset(self, name: str) -> AppSettings:
        return replace(
            self,
            presets=MappingProxyType(
                {key: value for key, value in self.presets.items() if key != name}
            ),
        )
