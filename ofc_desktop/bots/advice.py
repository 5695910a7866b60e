"""Play for me: the best play the game knows for one seat's street, in one place.

The table lays it out for the player (and plays it when a clock runs out), and
``ofc simulate`` seats it as the ``playforme`` policy, so what is measured is what the
player gets. It is the best play of the position's one estimate (``bots.estimate``): the
Hint's first choice and the play the hand analysis rates best, so the advice and the
review never disagree. It is checked so that it never leaves a board that must foul
while another play keeps one alive. Thirteen or more cards set at once (Fantasyland,
closed Chinese poker) get the analysis's board: the exact solver's.

>>> from ofc_desktop.core.hand import Hand
>>> from ofc_desktop.core.rules import RuleSet, Variant
>>> from ofc_desktop.core.view import view_for
>>> hand = Hand(RuleSet(variant=Variant.CHINESE), ["Ann", "Bob"], seed=7)
>>> _ = hand.start()
>>> decision = suggest(view_for(hand, 0))
>>> len(decision.placements)
13
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ofc_desktop.bots.protocol import BotDecision, Budget, Clock
from ofc_desktop.core.autoplay import board_with, can_avoid_foul, safe_auto_move
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision, street_start
from ofc_desktop.core.view import PlayerView

PLAY_FOR_ME = "playforme"  # the policy's name in ``ofc simulate``
SAFE_MOVE = "safemove"  # the fallback alone, for comparison


def street_cards(view: PlayerView) -> list[Card]:
    """Every card of the seat's street: held, placed or discarded this street."""
    return [*view.held, *(card for card, _ in view.street_placed), *view.street_discards]


def sets_whole_board(view: PlayerView) -> bool:
    """Thirteen or more cards set at once (Fantasyland, closed Chinese poker)."""
    return len(street_cards(view)) >= 13


def whole_board_decision(view: PlayerView, cards: Sequence[Card] | None = None) -> Decision:
    """The board the analysis shows first for 13-17 cards set at once (the street's own
    cards by default): the exact solver's, staying in Fantasyland credited as the
    analysis credits it. The same cards give the same board, in whatever order they come."""
    from ofc_desktop.bots.estimate import estimate  # NumPy: loaded when first asked

    start, _ = street_start(view)
    dealt = tuple(street_cards(view) if cards is None else cards)
    return estimate(replace(start, held=dealt)).plays[0].decision


def keep_alive(view: PlayerView, decision: Decision) -> Decision:
    """``decision``, unless its board must foul while another play's need not: then the
    safe move, which never picks a dead board when a live one exists."""
    unseen = view.unseen_cards()
    if can_avoid_foul(board_with(view, decision), view.rules, unseen):
        return decision
    safe = safe_auto_move(view)
    if can_avoid_foul(board_with(view, safe), view.rules, unseen):
        return safe
    return decision


def suggest(view: PlayerView, cancel: threading.Event | None = None) -> Decision:
    """The play for the cards ``view`` still holds (the whole street's cards when 13 or
    more are set at once): the estimate's best; raises ``Cancelled`` once ``cancel`` is
    set. The futures are fixed by the position, so asking twice gives the same play."""
    Clock(Budget(), cancel).check()
    if sets_whole_board(view):
        return whole_board_decision(view)
    from ofc_desktop.bots.estimate import estimate  # NumPy: loaded when first asked

    return keep_alive(view, estimate(view, cancel=cancel).plays[0].decision)


def timeout_view(view: PlayerView) -> PlayerView:
    """What a seat whose clock ran out is played from: its cards as laid out, or the
    street's start when what it laid out already dooms a board that could live."""
    unseen = view.unseen_cards()
    if not view.street_placed or can_avoid_foul(view.board, view.rules, unseen):
        return view
    start, _ = street_start(view)
    return start if can_avoid_foul(start.board, view.rules, unseen) else view


@dataclass
class PlayForMeBot:
    """Play for me as a seat, for measuring it: the same play the table lays out."""

    level: str = PLAY_FOR_ME
    name: str = "Play for me"
    description: str = "The play the Play for me button lays out for you."
    default_budget: Budget = field(default_factory=Budget)

    def choose(
        self,
        view: PlayerView,
        budget: Budget,
        rng: random.Random,
        cancel: threading.Event | None = None,
    ) -> BotDecision:
        # The position's own futures, not the seat's generator: the table's play.
        Clock(budget, cancel).check()
        return BotDecision(suggest(view, cancel))


@dataclass
class SafeMoveBot:
    """The fallback alone as a seat, for comparison: the engine's safe move (the exact
    solver for 13-17 cards), what Play for me plays when the advisor fails."""

    level: str = SAFE_MOVE
    name: str = "Safe move"
    description: str = "The engine's safe move: legal, and never a needless foul."
    default_budget: Budget = field(default_factory=Budget)

    def choose(
        self,
        view: PlayerView,
        budget: Budget,
        rng: random.Random,
        cancel: threading.Event | None = None,
    ) -> BotDecision:
        Clock(budget, cancel).check()
        if sets_whole_board(view):
            return BotDecision(whole_board_decision(view))
        return BotDecision(safe_auto_move(view))
