"""The Game menu's table choices: variant, seats, people at the screen, opponents'
level, jokers, decks and the move timer. They make one frozen TableSetup, so every
table the rules allow is reachable before a set-up dialog exists."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from ofc_desktop.bots.levels import LEVELS
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds

VARIANTS = (("Classic", Variant.CLASSIC), ("Pineapple", Variant.PINEAPPLE),
            ("Turbo 5-4-4", Variant.TURBO), ("Chinese poker (closed)", Variant.CHINESE))
TIMERS = (("Off", 0), ("Turbo: 2 minutes", 120), ("Relaxed: 5 minutes", 300))


@dataclass(frozen=True)
class TableChoice:
    variant: Variant = Variant.CLASSIC
    players: int = 2
    humans: int = 1
    level: str = "medium"
    jokers: int = 0
    decks: int = 1
    timer: int = 0

    def setup(self, seed: int | None = None) -> TableSetup:
        kinds = ["human"] * self.humans + [self.level] * (self.players - self.humans)
        rules = RuleSet(
            variant=self.variant, decks=self.decks, jokers_per_deck=self.jokers,
            move_timer_seconds=self.timer, time_bank_seconds=60 if self.timer else 0,
            match_length=MatchLength.UNLIMITED if self.humans == 0 else MatchLength.ORBIT,
            naturals=self.variant is Variant.CHINESE, surrender=self.variant is Variant.CHINESE,
        )
        return TableSetup(rules, seats_from_kinds(kinds), seed)


class TableMenu:
    """Radio groups in a menu; ``choice()`` reads them."""

    def __init__(self, menu: QMenu, owner: QWidget, initial: TableChoice) -> None:
        self._groups: dict[str, QActionGroup] = {}
        self._add(menu, owner, "variant", "&Variant", [(n, v) for n, v in VARIANTS],
                  initial.variant)
        self._add(menu, owner, "players", "&Players",
                  [(str(n) + (" (practice alone)" if n == 1 else ""), n) for n in range(1, 7)],
                  initial.players)
        self._add(menu, owner, "humans", "People at this &screen",
                  [("None: watch the computer play", 0), ("One: you", 1)]
                  + [(f"{n}: hot seat", n) for n in range(2, 7)], initial.humans)
        self._add(menu, owner, "level", "&Opponents' level",
                  [(level.capitalize(), level) for level in LEVELS], initial.level)
        self._add(menu, owner, "jokers", "&Jokers per deck",
                  [(str(n), n) for n in range(3)], initial.jokers)
        self._add(menu, owner, "decks", "&Decks", [("One", 1), ("Two (double deck)", 2)],
                  initial.decks)
        self._add(menu, owner, "timer", "Move &timer", list(TIMERS), initial.timer)

    def _add(self, menu: QMenu, owner: QWidget, key: str, title: str,
             options: Sequence[tuple[str, object]], current: object) -> None:
        sub = menu.addMenu(title)
        group = QActionGroup(owner)
        for label, value in options:
            action = QAction(label, owner, checkable=True)
            action.setData(value)
            action.setChecked(value == current)
            group.addAction(action)
            sub.addAction(action)
        self._groups[key] = group

    def choice(self) -> TableChoice:
        values = {}
        for key, group in self._groups.items():
            checked = group.checkedAction()
            values[key] = checked.data() if checked is not None else None
        return TableChoice(**{k: v for k, v in values.items() if v is not None})

    def set_choice(self, choice: TableChoice) -> None:
        for key, group in self._groups.items():
            for action in group.actions():
                action.setChecked(action.data() == getattr(choice, key))
