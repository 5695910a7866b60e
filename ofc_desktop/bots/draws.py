"""The cards a board still draws, by the core's street schedule, and those it keeps.

A sampled future deals each board the cards of its streets to come; where a street
deals more than it places (Pineapple's three cards, two placed), the lowest ranks are
taken to be the ones thrown away (never a joker).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ofc_desktop.bots.batch import IntArray
from ofc_desktop.bots.wild import JOKER_CODE
from ofc_desktop.core.cards import SUIT_SHIFT
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.streets import BOARD_CARDS, Street, streets_after

_RANK_MASK = (1 << SUIT_SHIFT) - 1


@dataclass(frozen=True)
class Draws:
    """The streets a board still has to play."""

    streets: tuple[Street, ...]

    @property
    def dealt(self) -> int:
        return sum(street.dealt for street in self.streets)

    @property
    def kept(self) -> int:
        return sum(street.placed for street in self.streets)


@lru_cache(maxsize=512)
def draws_for(missing: int, rules: RuleSet) -> Draws:
    """What a board with ``missing`` empty places draws under these rules; a board
    between the schedule's steps (it cannot happen in play) draws just what it needs."""
    streets = streets_after(BOARD_CARDS - missing, rules)
    if sum(street.placed for street in streets) != missing:
        streets = (Street(missing, missing),) if missing else ()
    return Draws(streets)


def only_placed(missing: int) -> Draws:
    """Draws of just the cards a board places (a shoe too short for discards)."""
    return Draws((Street(missing, missing),) if missing else ())


def keep_best(dealt: IntArray, draws: Draws) -> IntArray:
    """The cards kept of ``dealt`` (samples x draws.dealt): on each street that deals
    more than it places, the lowest ranks are dropped."""
    if draws.dealt == draws.kept:
        return dealt[:, : draws.kept]
    kept = []
    position = 0
    for street in draws.streets:
        cards = dealt[:, position : position + street.dealt]
        position += street.dealt
        if street.discarded:
            # Rank keys grow with rank, so the codes' rank part orders cards by rank; a
            # joker (a bit above every rank part) is never the one thrown away.
            rank = np.where(cards >= JOKER_CODE, JOKER_CODE, cards & _RANK_MASK)
            order = np.argsort(rank, axis=1, kind="stable")[:, street.discarded :]
            cards = np.take_along_axis(cards, order, axis=1)
        kept.append(cards)
    result: IntArray = np.concatenate(kept, axis=1)
    return result
