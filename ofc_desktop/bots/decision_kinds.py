"""What kind of decision a graded play was, for the coach report: where a player's points
go is read by summing the losses of each kind.

A decision has one *situation* (the opening set-up, a later street, a Fantasyland set, a
closed-game arrangement) and may show any of three *habits* that cost points in their
own way: a Fantasyland chase (a queen, king or ace placed on top, or a pair made there),
a foul risk taken (the play fouls clearly more often than the best play), and, in
Pineapple, a discard other than the best play's. The report's kinds are the situations
and the habits together, so a decision can count under a situation and a habit.

Each kind also has finer *leaks* that name what went wrong in words ("keeping a pair
below Queens on top in the first two streets"), with what the best play did instead.

>>> KINDS[0], len(KINDS)
('opening', 7)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.evaluate import rank_word
from ofc_desktop.core.fantasyland import fantasyland_terms
from ofc_desktop.core.rows import Row
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.translate import QT_TRANSLATE_NOOP, translate
from ofc_desktop.core.view import PlayerView

# The situations (exactly one per decision) ...
OPENING = "opening"
LATER_STREET = "later_street"
FANTASYLAND_SET = "fantasyland_set"
CLOSED_GAME = "closed_game"
SITUATIONS = (OPENING, LATER_STREET, FANTASYLAND_SET, CLOSED_GAME)
# ... and the habits (any number).
PINEAPPLE_DISCARD = "pineapple_discard"
FANTASYLAND_CHASE = "fantasyland_chase"
FOUL_RISK = "foul_risk"
HABITS = (PINEAPPLE_DISCARD, FANTASYLAND_CHASE, FOUL_RISK)
KINDS = (OPENING, LATER_STREET, PINEAPPLE_DISCARD, FANTASYLAND_CHASE, FOUL_RISK,
         FANTASYLAND_SET, CLOSED_GAME)  # fmt: skip

# A foul risk taken: the play fouls this much more often than the best play, and by
# more than this many standard errors of the two chances.
FOUL_RISK_MARGIN = 0.03
FOUL_RISK_STDERRS = 2.0
EARLY_STREETS = 2  # "the first two streets": street 0 and 1

_KIND_NAMES = {
    OPENING: QT_TRANSLATE_NOOP("DecisionKinds", "Opening set-up"),
    LATER_STREET: QT_TRANSLATE_NOOP("DecisionKinds", "Later streets"),
    PINEAPPLE_DISCARD: QT_TRANSLATE_NOOP("DecisionKinds", "Pineapple discards"),
    FANTASYLAND_CHASE: QT_TRANSLATE_NOOP("DecisionKinds", "Fantasyland chases"),
    FOUL_RISK: QT_TRANSLATE_NOOP("DecisionKinds", "Foul risks taken"),
    FANTASYLAND_SET: QT_TRANSLATE_NOOP("DecisionKinds", "Fantasyland sets"),
    CLOSED_GAME: QT_TRANSLATE_NOOP("DecisionKinds", "Closed-game arrangements"),
}


def kind_name(kind: str) -> str:
    """A kind's name for people, translated.

    >>> kind_name("foul_risk")
    'Foul risks taken'
    """
    return translate("DecisionKinds", _KIND_NAMES[kind])


@dataclass(frozen=True)
class PlayOutcome:
    """What the analysis says of one play: its chances, each with its standard error."""

    decision: Decision
    foul_chance: float
    foul_stderr: float = 0.0
    fantasyland_chance: float = 0.0


@dataclass(frozen=True)
class Classified:
    """A decision's situation, its habits and its leak (the finest kind it has)."""

    situation: str
    habits: tuple[str, ...]
    leak: str

    @property
    def kinds(self) -> tuple[str, ...]:
        """Every kind it counts under, in report order."""
        found = {self.situation, *self.habits}
        return tuple(kind for kind in KINDS if kind in found)


def situation_of(view: PlayerView) -> str:
    """Where the decision was made: the opening five cards, a later street, a whole
    board set in Fantasyland, or the closed game's arrangement."""
    if view.rules.variant is Variant.CHINESE:
        return CLOSED_GAME
    if view.in_fantasyland:
        return FANTASYLAND_SET
    return OPENING if not view.board.cards() else LATER_STREET


def classify(view: PlayerView, chosen: PlayOutcome, best: PlayOutcome) -> Classified:
    """The situation, habits and leak of the play ``chosen`` from ``view`` (the start of
    a street), the analysis's ``best`` play beside it."""
    situation = situation_of(view)
    habits: list[str] = []
    if situation in (OPENING, LATER_STREET):
        if _discards_other(view, chosen.decision, best.decision):
            habits.append(PINEAPPLE_DISCARD)
        if _chases(view, chosen.decision):
            habits.append(FANTASYLAND_CHASE)
        if _riskier(chosen, best):
            habits.append(FOUL_RISK)
    ordered = tuple(habit for habit in HABITS if habit in habits)
    return Classified(situation, ordered, _leak(view, situation, ordered, chosen.decision))


def _discards_other(view: PlayerView, chosen: Decision, best: Decision) -> bool:
    return view.rules.variant is Variant.PINEAPPLE and set(chosen.discards) != set(best.discards)


def _top_after(view: PlayerView, decision: Decision) -> tuple[list[Card], list[Card]]:
    """The top before the play, and the cards the play puts there."""
    return list(view.board.row(Row.TOP)), list(decision.rows()[Row.TOP.value])


def _chases(view: PlayerView, decision: Decision) -> bool:
    """A queen, king or ace put on top, or a card put on top that pairs the top."""
    before, placed = _top_after(view, decision)
    if any(card.is_joker or (card.rank is not None and card.rank >= 12) for card in placed):
        return True
    return _pairs_top(before, placed)


def _pairs_top(before: Sequence[Card], placed: Sequence[Card]) -> bool:
    """Whether the placed cards make (or add to) a pair on top."""
    ranks = [card.rank for card in (*before, *placed) if card.rank is not None]
    jokers = sum(card.is_joker for card in (*before, *placed))
    pairs = any(ranks.count(rank) >= 2 for rank in set(ranks)) or (jokers and ranks)
    return bool(placed) and bool(pairs)


def _riskier(chosen: PlayOutcome, best: PlayOutcome) -> bool:
    more = chosen.foul_chance - best.foul_chance
    spread = math.hypot(chosen.foul_stderr, best.foul_stderr)
    return more > max(FOUL_RISK_MARGIN, FOUL_RISK_STDERRS * spread)


# ----- leaks -------------------------------------------------------------------------------


LOW_PAIR_TOP_EARLY = "low_pair_top_early"
HIGH_CARD_TOP_EARLY = "high_card_top_early"
CHASE_LATE = "chase_late"
FOUL_RISK_LATE = "foul_risk_late"
FOUL_RISK_EARLY = "foul_risk_early"
LEAKS = (
    LOW_PAIR_TOP_EARLY,
    HIGH_CARD_TOP_EARLY,
    CHASE_LATE,
    FOUL_RISK_EARLY,
    FOUL_RISK_LATE,
    PINEAPPLE_DISCARD,
    OPENING,
    LATER_STREET,
    FANTASYLAND_SET,
    CLOSED_GAME,
)
LEAK_KIND = {
    LOW_PAIR_TOP_EARLY: FANTASYLAND_CHASE,
    HIGH_CARD_TOP_EARLY: FANTASYLAND_CHASE,
    CHASE_LATE: FANTASYLAND_CHASE,
    FOUL_RISK_EARLY: FOUL_RISK,
    FOUL_RISK_LATE: FOUL_RISK,
    PINEAPPLE_DISCARD: PINEAPPLE_DISCARD,
    OPENING: OPENING,
    LATER_STREET: LATER_STREET,
    FANTASYLAND_SET: FANTASYLAND_SET,
    CLOSED_GAME: CLOSED_GAME,
}


def _leak(view: PlayerView, situation: str, habits: Sequence[str], chosen: Decision) -> str:
    """The finest description the decision has: a habit's where there is one (a chase
    first, then a foul risk, then the discard), else its situation."""
    early = view.street < EARLY_STREETS
    if FANTASYLAND_CHASE in habits:
        if not early:
            return CHASE_LATE
        before, placed = _top_after(view, chosen)
        if _pairs_top(before, placed) and not _enters(view.rules, [*before, *placed]):
            return LOW_PAIR_TOP_EARLY
        return HIGH_CARD_TOP_EARLY
    if FOUL_RISK in habits:
        return FOUL_RISK_EARLY if early else FOUL_RISK_LATE
    if PINEAPPLE_DISCARD in habits:
        return PINEAPPLE_DISCARD
    return situation


def _enters(rules: RuleSet, top: Sequence[Card]) -> bool:
    """Whether the top's best pair is one that enters Fantasyland (or trips)."""
    ranks = [int(card.rank) for card in top if card.rank is not None]
    jokers = sum(card.is_joker for card in top)
    counts = {rank: ranks.count(rank) + jokers for rank in ranks}
    if not counts:
        return jokers >= 2
    best_rank = max(rank for rank, count in counts.items() if count == max(counts.values()))
    if counts[best_rank] >= 3:
        return True
    return counts[best_rank] >= 2 and best_rank >= fantasyland_terms(rules).entry_rank


_LEAK_WORDS = {
    LOW_PAIR_TOP_EARLY: QT_TRANSLATE_NOOP(
        "DecisionKinds", "keeping a pair below {entry} on top in the first two streets"
    ),
    HIGH_CARD_TOP_EARLY: QT_TRANSLATE_NOOP(
        "DecisionKinds", "starting the top with a queen, king or ace in the first two streets"
    ),
    CHASE_LATE: QT_TRANSLATE_NOOP("DecisionKinds", "chasing Fantasyland on top on later streets"),
    FOUL_RISK_EARLY: QT_TRANSLATE_NOOP(
        "DecisionKinds", "taking foul risks in the first two streets"
    ),
    FOUL_RISK_LATE: QT_TRANSLATE_NOOP("DecisionKinds", "taking foul risks on later streets"),
    PINEAPPLE_DISCARD: QT_TRANSLATE_NOOP(
        "DecisionKinds", "throwing away a card the best play keeps"
    ),
    OPENING: QT_TRANSLATE_NOOP("DecisionKinds", "setting up your first five cards"),
    LATER_STREET: QT_TRANSLATE_NOOP("DecisionKinds", "placing your cards on later streets"),
    FANTASYLAND_SET: QT_TRANSLATE_NOOP("DecisionKinds", "setting your Fantasyland boards"),
    CLOSED_GAME: QT_TRANSLATE_NOOP("DecisionKinds", "arranging your closed-game hands"),
}


def leak_words(leak: str, rules: RuleSet | None = None) -> str:
    """What a leak is, as the end of "You lose … points per 100 hands …".

    >>> leak_words("low_pair_top_early")
    'keeping a pair below Queens on top in the first two streets'
    """
    entry = fantasyland_terms(rules or RuleSet()).entry_rank
    return translate("DecisionKinds", _LEAK_WORDS[leak]).format(entry=rank_word(entry, plural=True))


# ----- what is kept -------------------------------------------------------------------------

GRADING_VERSION = 1  # bump when a stored grade means something else: hands are graded again


@dataclass(frozen=True)
class DecisionGrade:
    """One street a player played, graded against the analysis's best play."""

    fingerprint: str  # the hand's, as the history keys it
    player: str
    seat: int
    street: int
    situation: str
    kinds: tuple[str, ...]  # the situation and the habits, in report order
    leak: str
    loss: float  # points lost to the best play (0 for the best)
    stderr: float  # its standard error (0 when exact)
    grade: str  # grades.Grade value
    exact: bool
    chosen_foul: float  # the chance the board fouls after the play made ...
    best_foul: float  # ... and after the best play
    chosen_fantasyland: float
    best_fantasyland: float
    position: str  # the lab position (JSON text): only what the player could see
    chosen: str  # the play made (JSON text, rows and discards)
    best: str  # the best play (JSON text)


@dataclass(frozen=True)
class HandOutcome:
    """How a graded hand ended for one player, beside what the analysis's play from its
    first decision reaches: what the report's fouls and Fantasyland rows compare."""

    fingerprint: str
    player: str
    variant: str
    players: int
    jokers: int  # per deck
    decks: int
    played_at: str  # the hand's time, as the history stores it
    fouled: bool
    entered_fantasyland: bool  # earned Fantasyland from an ordinary hand
    best_foul: float  # the analysis's best first play: its chance to foul ...
    best_fantasyland: float  # ... and to reach Fantasyland (0 for a whole board)


@dataclass(frozen=True)
class GradedHand:
    """One hand graded for the coach: every decision of each human seat, and how the
    hand ended for each."""

    grades: tuple[DecisionGrade, ...]
    outcomes: tuple[HandOutcome, ...]
