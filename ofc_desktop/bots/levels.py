"""The five computer opponents, from Beginner to Expert, each with a persona.

Every level plays every variant, jokers and double decks, 2-6 players, and the whole
board at once in Fantasyland and closed Chinese poker.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from ofc_desktop.bots.protocol import Alternative, BotDecision, Budget, Clock
from ofc_desktop.bots.rollout_style import TUNED, RolloutStyle
from ofc_desktop.bots.thinking import Race, time_scale
from ofc_desktop.core.autoplay import (
    board_heuristic,
    board_with,
    can_avoid_foul,
    set_whole_board,
)
from ofc_desktop.core.decision import Decision, legal_decisions
from ofc_desktop.core.rules import Variant
from ofc_desktop.core.translate import translate
from ofc_desktop.core.view import PlayerView

if TYPE_CHECKING:
    from ofc_desktop.bots.advice import PlayForMeBot, SafeMoveBot
    from ofc_desktop.bots.lookahead import Lookahead

# The simulating levels' modules (NumPy among them) load when a bot first thinks, not when
# a level is only named or made: the window paints its first table without them.

LEVELS = ("beginner", "easy", "medium", "hard", "expert")


def _sets_whole_board(view: PlayerView) -> bool:
    return not view.board.cards() and len(view.held) >= 13


def _solved(view: PlayerView, stay_weight: float, cancel: threading.Event | None) -> Decision:
    """The exact solver's board, staying in Fantasyland credited at this level's weight
    (Hard and Expert: the analysis's own, so they set the board it shows first)."""
    from ofc_desktop.bots.estimate import solution_decision, solve_view

    return solution_decision(solve_view(view, cancel, stay_weight))


def _heuristic_ranking(view: PlayerView, candidates: Sequence[Decision]) -> list[Alternative]:
    scored = []
    for decision in candidates:
        board = board_with(view, decision)
        alive = can_avoid_foul(board, view.rules)
        scored.append(Alternative(decision, board_heuristic(board, view.rules) - 100 * (not alive)))
    return sorted(scored, key=lambda a: a.value, reverse=True)


@dataclass
class BeginnerBot:
    """Knows the rules and tries not to foul; otherwise plays anywhere."""

    level: str = "beginner"
    name: str = "Pip"
    description: str = field(
        default_factory=lambda: translate(
            "BotLevels", "Just learned the rules: never breaks them, rarely plans ahead."
        )
    )
    default_budget: Budget = field(default_factory=Budget)

    def choose(
        self,
        view: PlayerView,
        budget: Budget,
        rng: random.Random,
        cancel: threading.Event | None = None,
    ) -> BotDecision:
        Clock(budget, cancel).check()
        if _sets_whole_board(view):
            return BotDecision(set_whole_board(view.held, view.rules))
        candidates = list(legal_decisions(view))
        alive = [d for d in candidates if can_avoid_foul(board_with(view, d), view.rules)]
        return BotDecision(rng.choice(alive or candidates))


@dataclass
class EasyBot:
    """Plays by feel: a quick opinion of each board, now and then a careless card."""

    level: str = "easy"
    name: str = "Sunny"
    description: str = field(
        default_factory=lambda: translate(
            "BotLevels", "Plays by feel: sensible most of the time, careless now and then."
        )
    )
    default_budget: Budget = field(default_factory=Budget)
    careless: float = 0.15

    def choose(
        self,
        view: PlayerView,
        budget: Budget,
        rng: random.Random,
        cancel: threading.Event | None = None,
    ) -> BotDecision:
        Clock(budget, cancel).check()
        if _sets_whole_board(view):
            return BotDecision(set_whole_board(view.held, view.rules))
        ranked = _heuristic_ranking(view, list(legal_decisions(view)))
        pick = ranked[0]
        if len(ranked) > 1 and rng.random() < self.careless:
            pick = rng.choice(ranked[1 : min(len(ranked), 4)])
        return BotDecision(pick.decision, tuple(ranked))


@dataclass
class MonteCarloBot:
    """Tries every play on sampled futures and settles them against the table."""

    level: str
    name: str
    description: str
    default_budget: Budget
    samples: int
    fantasyland_weight: float = 1.0
    clairvoyance: float = 0.0  # share of the estimate from futures seen all at once
    foul_aversion: float = 0.0  # extra points a foul is judged to cost
    lookahead: Lookahead | None = None  # the finalists judged by the coming streets' play
    finalists: int = 0
    # Plays clearly behind after the first futures are measured no further; None: every
    # play gets every future (the yardsticks, as they were measured).
    race: Race | None = None
    lookahead_share: float = 0.6  # of a timed decision, the time the lookahead gets
    # How its simulations' card-by-card rollouts play, by variant (the tuned policy
    # where a variant is not named). Every level plays the tuned policy: a style that
    # plays its own hands better did not make Expert stronger (docs/bots.md, "Today's
    # Expert in long runs"); a style is screened by giving it to a level here.
    rollout: tuple[tuple[Variant, RolloutStyle], ...] = ()
    # Where every future can be counted cheaply (the last street, the last two cards of
    # Classic), the plays are valued exactly instead: no sampling noise, and this seat's
    # last street played as the engine settles it rather than by the rollout.
    exact_endgame: bool = False

    def choose(
        self,
        view: PlayerView,
        budget: Budget,
        rng: random.Random,
        cancel: threading.Event | None = None,
    ) -> BotDecision:
        # A simulation budget sets the sample counts (and so stays deterministic); only
        # a time budget may cut the measuring short.
        clock = Clock(Budget(seconds=budget.seconds), cancel)
        clock.check()
        if _sets_whole_board(view):
            return BotDecision(_solved(view, self.fantasyland_weight, cancel))
        candidates = list(legal_decisions(view))
        if len(candidates) == 1:
            return BotDecision(candidates[0], (Alternative(candidates[0], 0.0),))
        if self.exact_endgame:
            counted = self._counted(view, candidates, cancel)
            if counted is not None:
                return BotDecision(counted[0].decision, tuple(counted))
        scale = 1.0
        if budget.simulations is not None:
            scale = budget.simulations / max(1, self.default_budget.simulations or 1)
        if budget.seconds is not None:  # timed: the counts only cap the work
            scale *= time_scale(self.level, budget.seconds)
        looks_ahead = self.lookahead is not None and self.finalists > 1
        first = clock.share(1 - self.lookahead_share) if looks_ahead else clock
        ranked = self.first_stage(view, candidates, first, rng, scale)
        if looks_ahead and not clock.spent():
            ranked = self._looked_ahead(view, ranked, clock, rng, scale)
        return BotDecision(ranked[0].decision, tuple(ranked))

    def first_stage(
        self,
        view: PlayerView,
        candidates: list[Decision],
        clock: Clock,
        rng: random.Random,
        scale: float = 1.0,
    ) -> list[Alternative]:
        """Every candidate ranked on sampled futures, best first: the whole decision of
        a level without a lookahead, and where Expert's finalists come from."""
        from ofc_desktop.bots.montecarlo import evaluate_candidates

        return evaluate_candidates(
            view,
            candidates,
            clock,
            rng,
            samples=max(8, int(self.samples * scale)),
            fantasyland_weight=self.fantasyland_weight,
            clairvoyance=self.clairvoyance,
            foul_aversion=self.foul_aversion,
            race=self.race,
            rollout=self.rollout_for(view),
        )

    def _counted(
        self, view: PlayerView, candidates: list[Decision], cancel: threading.Event | None
    ) -> list[Alternative] | None:
        """Every candidate valued over every future, best first; None where they are
        too many to count at a bot's pace."""
        from ofc_desktop.bots.exact import exact_values

        found = exact_values(
            view, candidates, self.fantasyland_weight, limit=BOT_EXACT_CELLS, cancel=cancel
        )
        if found is None:
            return None
        ranked = [Alternative(d, float(v)) for d, v in zip(candidates, found.points, strict=True)]
        return sorted(ranked, key=lambda a: a.value, reverse=True)

    def rollout_for(self, view: PlayerView) -> RolloutStyle:
        """How this level's rollouts play at this table."""
        return dict(self.rollout).get(view.rules.variant, TUNED)

    def _looked_ahead(
        self,
        view: PlayerView,
        ranked: list[Alternative],
        clock: Clock,
        rng: random.Random,
        scale: float,
    ) -> list[Alternative]:
        """The finalists ranked again by the coming streets played well, ahead of the
        rest (which keep their first estimates)."""
        assert self.lookahead is not None
        # The coming streets are played with this bot's own estimate.
        settings = replace(
            self.lookahead,
            deals=max(4, int(self.lookahead.deals * scale)),
            single_card_deals=int(self.lookahead.single_card_deals * scale),
            later_deals=max(4, int(self.lookahead.later_deals * scale))
            if self.lookahead.later_deals
            else 0,
            fantasyland_weight=self.fantasyland_weight,
            clairvoyance=self.clairvoyance,
            foul_aversion=self.foul_aversion,
            rollout=self.rollout_for(view),
        )
        finalists = ranked[: self.finalists]
        from ofc_desktop.bots.lookahead import lookahead_values

        values = lookahead_values(view, [a.decision for a in finalists], clock, rng, settings)
        if values is None:
            return ranked
        again = sorted(
            (Alternative(a.decision, v) for a, v in zip(finalists, values, strict=True)),
            key=lambda a: a.value,
            reverse=True,
        )
        return again + ranked[self.finalists :]


# Settlements a bot counts before it samples instead: a few tenths of a second at most
# (tests/bench/bench_exact.py), well inside the table's thinking time.
BOT_EXACT_CELLS = 500_000

# Hard and Expert credit Fantasyland at 1.8 times its estimated worth: the rollouts
# under-rate the chance of getting there, and 1.8 gives back the credit their self-play
# tuning found best (about 36 points heads-up in Pineapple, 24 in Classic).
CHASE_WEIGHT = 1.8
# Medium simulates two dozen futures card by card, never seeing ahead; at 1.6 it enters
# Fantasyland in about 6% of Pineapple hands (5% at 1.3) with no more fouls.
MEDIUM_CHASE_WEIGHT = 1.6


# Expert's share of futures seen all at once (Hard and the yardsticks keep 0.4). Against
# Hard on the same 4000 duplicate hands (tests/bench/bench_ladder.py --compare) it scored
# +0.43 ± 0.18 a hand more than 0.4 in Pineapple and +0.13 ± 0.11 in Classic; a share of
# 0.1 scored 0.37 ± 0.28 less (Classic, 600 hands).
EXPERT_CLAIRVOYANCE = 0.6

# Yardsticks for the strength ladder (tests/bench/bench_bots.py), never offered at the
# table: a level's settings frozen when they were measured, so that a later change to
# the level is measured against what it replaced.
YARDSTICKS = ("hard-2026-12", "expert-2026-12")

# Seats that are no opponent, for measuring with ``ofc simulate``: the product's own
# Play for me, and its fallback, the safe move (bots/advice.py).
POLICIES = ("playforme", "safemove")


def make_bot(level: str) -> BeginnerBot | EasyBot | MonteCarloBot | PlayForMeBot | SafeMoveBot:
    """A fresh bot of the named level ('beginner' … 'expert', a yardstick or a policy)."""
    if level in POLICIES:
        from ofc_desktop.bots.advice import PlayForMeBot, SafeMoveBot  # advice asks for Hard

        return PlayForMeBot() if level == "playforme" else SafeMoveBot()
    if level == "beginner":
        return BeginnerBot()
    if level == "easy":
        return EasyBot()
    if level == "medium":
        return MonteCarloBot(
            "medium",
            "Marlowe",
            translate(
                "BotLevels",
                "Steady: keeps the rows in order and plays for royalties and Fantasyland.",
            ),
            Budget(simulations=24),
            samples=24,
            fantasyland_weight=MEDIUM_CHASE_WEIGHT,
            foul_aversion=6.0,
        )
    if level == "hard":
        return MonteCarloBot(
            "hard",
            "Vera",
            translate("BotLevels", "Simulates hundreds of futures and plays the best against you."),
            Budget(simulations=160),
            samples=160,
            fantasyland_weight=CHASE_WEIGHT,
            clairvoyance=0.4,
            foul_aversion=6.0,
            exact_endgame=True,
        )
    if level == "expert":
        return MonteCarloBot(
            "expert",
            "Ingrid",
            translate("BotLevels", "Vera's teacher: plays every street with the next one in mind."),
            Budget(simulations=160),
            samples=160,
            fantasyland_weight=CHASE_WEIGHT,
            clairvoyance=EXPERT_CLAIRVOYANCE,
            foul_aversion=6.0,
            finalists=4,
            # Four times the deals after the first street: in Pineapple that took the
            # lookahead's own regret from 0.26 to 0.06 points a hand
            # (tests/bench/bench_lookahead_noise.py), for about a second a decision
            # heads-up; at the table the clock still bounds it.
            lookahead=_expert_lookahead(race=True, later_deals=128),
            race=Race(keep=4),
            exact_endgame=True,
        )
    if level == "expert-2026-12":
        return MonteCarloBot(
            "expert-2026-12",
            "Ingrid (December 2026)",
            "Expert as measured in December 2026.",
            Budget(simulations=160),
            samples=160,
            fantasyland_weight=1.8,
            clairvoyance=0.4,
            foul_aversion=6.0,
            finalists=4,
            lookahead=_expert_lookahead(race=False),
        )
    if level == "hard-2026-12":
        return MonteCarloBot(
            "hard-2026-12",
            "Vera (December 2026)",
            "Hard as measured in December 2026.",
            Budget(simulations=160),
            samples=160,
            fantasyland_weight=1.8,
            clairvoyance=0.4,
            foul_aversion=6.0,
        )
    raise ValueError(f"no bot level {level!r}; choose from {', '.join(LEVELS)}")


def _expert_lookahead(race: bool, later_deals: int = 0) -> Lookahead:
    from ofc_desktop.bots.lookahead import Lookahead

    return Lookahead(
        deals=32,
        choice_samples=48,
        value_samples=48,
        single_card_streets=3,
        single_card_deals=96,
        later_deals=later_deals,
        race=race,
    )
