"""What the engine tracks of one seat during a hand, the error for a refused action, and
the checks of a hand's set-up.

Split from :mod:`ofc_desktop.core.hand`, which re-exports the names its callers use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.fantasyland import possible_fantasyland_cards
from ofc_desktop.core.naturals import Natural
from ofc_desktop.core.records import HAND, Location
from ofc_desktop.core.rows import ROWS, Row
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.streets import Street
from ofc_desktop.core.translate import translate

ROW_NAMES = tuple(row.value for row in ROWS)


class IllegalAction(OfcError):
    """An action the rules do not allow at this moment; the message says why."""


@dataclass
class SeatState:
    """Everything the engine tracks for one seat during a hand."""

    schedule: tuple[Street, ...]
    fantasyland_cards: int = 0
    rows: dict[str, list[Card]] = field(default_factory=lambda: {r: [] for r in ROW_NAMES})
    discards: list[Card] = field(default_factory=list)
    street: int = 0
    street_cards: dict[Card, Location] = field(default_factory=dict)
    undo: list[tuple[Card, Location, int]] = field(default_factory=list)  # card, from, index
    finished: bool = False
    natural: Natural | None = None
    surrendered: bool = False

    def held(self) -> list[Card]:
        return [card for card, where in self.street_cards.items() if where == HAND]

    def count(self, location: Location) -> int:
        return sum(1 for where in self.street_cards.values() if where == location)

    def row_cards(self, row: str) -> list[Card]:
        """Confirmed cards of a row followed by this street's placements there."""
        return self.rows[row] + [c for c, where in self.street_cards.items() if where == row]

    def board(self) -> Board:
        top, middle, bottom = (tuple(self.row_cards(row)) for row in ROW_NAMES)
        return Board(top, middle, bottom)

    @property
    def current_street(self) -> Street | None:
        return self.schedule[self.street] if self.street < len(self.schedule) else None


def passes(check: Callable[..., object], *args: object) -> bool:
    """The ``can_x`` half of a ``verify_x`` / ``can_x`` pair."""
    try:
        check(*args)
    except IllegalAction:
        return False
    return True


def row_name(row: Row | str) -> str:
    name = row.value if isinstance(row, Row) else row
    if name not in ROW_NAMES:
        raise IllegalAction(
            translate(
                "PlayErrors", "there is no row called {row!r}: use top, middle or bottom"
            ).format(row=row)
        )
    return name


def check_hand_setup(
    rules: RuleSet,
    players: Sequence[str],
    button: int,
    fantasyland: Mapping[int, int] | None,
) -> dict[int, int]:
    """Refuse a hand the rules cannot deal (with a sentence why); the Fantasyland
    seats and their card counts, checked."""
    rules.check_players(len(players))
    if len(players) < 1 or len(set(players)) != len(players) or not all(players):
        raise OfcError(translate("PlayErrors", "every player needs a different, non-empty name"))
    if not 0 <= button < len(players):
        raise OfcError(
            translate("PlayErrors", "the button must sit at a seat 0-{last}, not {button}").format(
                last=len(players) - 1, button=button
            )
        )
    fantasyland = dict(fantasyland or {})
    if fantasyland and not rules.fantasyland:
        raise OfcError(translate("PlayErrors", "these rules have no Fantasyland"))
    dealt_counts = possible_fantasyland_cards(rules)
    for seat, cards in fantasyland.items():
        if not 0 <= seat < len(players):
            raise OfcError(
                translate("PlayErrors", "no seat {seat} to be in Fantasyland").format(seat=seat)
            )
        if cards not in dealt_counts:
            allowed = ", ".join(str(c) for c in sorted(dealt_counts))
            raise OfcError(
                translate(
                    "PlayErrors",
                    "these rules deal a Fantasyland hand {allowed} cards, not {cards}",
                ).format(allowed=allowed, cards=cards)
            )
    return fantasyland
