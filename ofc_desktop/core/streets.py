"""Dealing schedules of every variant (docs/rules.md §5) and of Fantasyland hands (§6)."""

from __future__ import annotations

from dataclasses import dataclass

from ofc_desktop.core.rules import RuleSet, Variant

BOARD_CARDS = 13


@dataclass(frozen=True)
class Street:
    """One deal to one player: how many cards arrive, are placed and are discarded."""

    dealt: int
    placed: int

    @property
    def discarded(self) -> int:
        return self.dealt - self.placed


_SCHEDULES: dict[Variant, tuple[Street, ...]] = {
    Variant.CLASSIC: (Street(5, 5),) + (Street(1, 1),) * 8,
    Variant.PINEAPPLE: (Street(5, 5),) + (Street(3, 2),) * 4,
    Variant.TURBO: (Street(5, 5), Street(4, 4), Street(4, 4)),
    Variant.CHINESE: (Street(13, 13),),
}


def schedule(rules: RuleSet) -> tuple[Street, ...]:
    """The streets of an ordinary (not Fantasyland) hand.

    >>> [s.dealt for s in schedule(RuleSet(variant=Variant.PINEAPPLE))]
    [5, 3, 3, 3, 3]
    """
    return _SCHEDULES[rules.variant]


def streets_after(placed: int, rules: RuleSet) -> tuple[Street, ...]:
    """The streets still to come for a board holding ``placed`` cards after a street.

    >>> [s.dealt for s in streets_after(7, RuleSet(variant=Variant.PINEAPPLE))]
    [3, 3, 3]
    """
    streets = schedule(rules)
    done = 0
    for index, street in enumerate(streets):
        if done >= placed:
            return streets[index:]
        done += street.placed
    return ()


def fantasyland_schedule(cards: int) -> tuple[Street, ...]:
    """A Fantasyland hand: every card at once, 13 placed, the rest discarded."""
    if cards < BOARD_CARDS:
        raise ValueError(f"a Fantasyland hand deals at least {BOARD_CARDS} cards, not {cards}")
    return (Street(cards, BOARD_CARDS),)


def is_set_all_at_once(rules: RuleSet) -> bool:
    """Closed Chinese poker: every player sets all 13 cards face down, no turns."""
    return rules.variant is Variant.CHINESE
