"""Monte-Carlo decisions: try every legal play on the same sampled futures.

Each sample deals the unseen cards (everything this seat has not seen: cards on other
boards are dead) to this seat and to every opponent still building a face-up board;
each board is completed by :func:`complete`, and this seat's completed board is settled
against the opponents' under the match's rules. The futures are shared by all the
candidate plays (common random numbers), so their differences are measured precisely.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ofc_desktop.bots.completion import Completed, CompletionRules, FloatArray, complete
from ofc_desktop.bots.protocol import Alternative, Clock
from ofc_desktop.bots.rollout import play_out
from ofc_desktop.bots.settle import settle_arrays
from ofc_desktop.core.cards import Card, Rank, Suit, card_code
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.evaluate import Category, evaluate_naturals, make_value
from ofc_desktop.core.fantasyland import entry_cards
from ofc_desktop.core.rows import ROWS, Row
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.scoring import settlement_terms
from ofc_desktop.core.view import OpponentView, PlayerView

# What entering Fantasyland is worth, in points, before a level's own weighting.
FANTASYLAND_POINTS = {Variant.CLASSIC: 8.0, Variant.PINEAPPLE: 12.0, Variant.TURBO: 8.0}
_ALL_CODES = [card_code(Rank(r), s) for r in range(2, 15) for s in Suit]


def fantasyland_value(rules: RuleSet, weight: float) -> float:
    """Points a bot credits for reaching Fantasyland (the smallest qualifying top)."""
    if not rules.fantasyland:
        return 0.0
    base = FANTASYLAND_POINTS.get(rules.variant, 0.0)
    smallest_entry = make_value(Category.PAIR, [rules.fantasyland_entry_rank])
    extra = max(0, entry_cards(smallest_entry, rules) - 14)
    return weight * (base + 3.0 * extra)  # progressive and variable deals are worth more


def _stand_in_code(row_cards: Sequence[Card], row: Row) -> int:
    """A natural card to stand for a placed joker: the one that helps its row most."""
    naturals = [c for c in row_cards if not c.is_joker]
    best_code, best_value = _ALL_CODES[-1], -1
    for rank in range(14, 1, -1):
        for suit in Suit:
            card = Card(Rank(rank), suit)
            value = evaluate_naturals([*naturals, card], row.size)
            if value > best_value:
                best_code, best_value = card.code, value
    return best_code


def row_code_sums(rows: Sequence[Sequence[Card]]) -> tuple[int, int, int]:
    sums = []
    for row, cards in zip(ROWS, rows, strict=True):
        total = 0
        for card in cards:
            total += _stand_in_code(cards, row) if card.is_joker else card.code
        sums.append(total)
    return sums[0], sums[1], sums[2]


@dataclass
class Outcomes:
    """Every play in every future: points (plays, samples), and this seat's boards as
    completed card by card (flat arrays, play after play)."""

    points: FloatArray
    boards: Completed


@dataclass
class _Seat:
    """A board to complete in every sample."""

    row_sums: tuple[int, int, int]
    missing: tuple[int, int, int]
    draws: int  # cards it will see
    per_street: int  # cards dealt per remaining street (3 in Pineapple: one is dropped)
    kept_first: int = 0  # leading draws always kept (a first street not yet played)


def _seat_for(rows: Sequence[Sequence[Card]], streets_left: int, rules: RuleSet) -> _Seat:
    missing_rows = (3 - len(rows[0]), 5 - len(rows[1]), 5 - len(rows[2]))
    missing = sum(missing_rows)
    per_street = 3 if rules.variant is Variant.PINEAPPLE else max(1, missing)
    draws = per_street * streets_left if rules.variant is Variant.PINEAPPLE else missing
    kept_first = 0
    if rules.variant is Variant.PINEAPPLE and missing == 13:  # the five-card street to come
        kept_first = 5
        draws = 5 + per_street * (streets_left - 1)
    return _Seat(row_code_sums(rows), (missing_rows[0], missing_rows[1], missing_rows[2]),
                 draws, per_street, kept_first)


def _opponent_streets_left(opponent: OpponentView, rules: RuleSet) -> int:
    placed = len(opponent.board.cards())
    if rules.variant is Variant.PINEAPPLE:
        return 5 if placed == 0 else (13 - placed) // 2  # two placed per later street
    return 13 - placed


def completion_rules(view: PlayerView, fantasyland_weight: float) -> CompletionRules:
    """What completions and the rollout policy aim for, for this seat and these rules."""
    rules = view.rules
    return CompletionRules.of(rules, fantasyland_value(rules, fantasyland_weight),
                              in_fantasyland=view.in_fantasyland)


class Simulator:
    """Samples futures for one decision and scores candidate plays on them."""

    def __init__(self, view: PlayerView, fantasyland_weight: float, rng: random.Random,
                 clairvoyance: float = 0.0, foul_aversion: float = 0.0) -> None:
        rules = view.rules
        self.view = view
        self.rules = rules
        self.generator = np.random.default_rng(rng.getrandbits(63))
        self.completion = completion_rules(view, fantasyland_weight)
        self.settlement = settlement_terms(rules)
        self.fantasyland_points = self.completion.fantasyland_value
        self.clairvoyance = clairvoyance
        self.foul_aversion = foul_aversion
        self.opponents = [
            (o, _seat_for(o.board.rows, _opponent_streets_left(o, rules), rules))
            for o in view.opponents if o.face_down == 0 and not o.in_fantasyland
        ]
        unseen = view.unseen_cards()
        self.unseen = np.array(
            [card.code if not card.is_joker else -1 for card in unseen], dtype=np.int64
        )
        self._fit_to_shoe(view)

    def _fit_to_shoe(self, view: PlayerView) -> None:
        """At a full table the unseen cards may not cover every opponent's Pineapple
        draws: then opponents draw only what they place, and those still without room
        are left out of the simulation (a small bias, only in crowded games)."""
        board = [list(view.board.row(row)) for row in ROWS]
        own = _seat_for(board, view.streets_left + 1, self.rules).draws
        room = len(self.unseen) - own
        fitted = []
        for opponent, seat in self.opponents:
            if seat.draws > room:
                places = sum(seat.missing)
                seat = _Seat(seat.row_sums, seat.missing, places, max(1, places))
            if seat.draws <= room:
                fitted.append((opponent, seat))
                room -= seat.draws
        self.opponents = fitted

    def sample(self, count: int, own_draws: int) -> tuple[np.ndarray, list[Completed]]:
        """Deal ``count`` futures: this seat's draws and every opponent's completion."""
        order = np.argsort(self.generator.random((count, len(self.unseen))), axis=1)
        dealt = self.unseen[order]
        jokers = dealt < 0
        if jokers.any():  # a joker still to come stands for a random natural card
            dealt[jokers] = self.generator.choice(_ALL_CODES, size=int(jokers.sum()))
        own = dealt[:, :own_draws]
        position = own_draws
        completed = []
        for _, seat in self.opponents:
            drawn = dealt[:, position: position + seat.draws]
            position += seat.draws
            drawn = _keep_best(drawn, seat.per_street, sum(seat.missing), seat.kept_first)
            completed.append(self._finish(seat, drawn))
        return own, completed

    def score_all(self, decisions: Sequence[Decision], own: np.ndarray,
                  opponents: list[Completed], streets_left: int) -> FloatArray:
        """Points of every play in every future, as one array (plays, samples).

        All the boards are played out together, so NumPy's per-call cost is paid once.
        With ``clairvoyance`` above 0 the result is blended with completions that see
        every card to come: more daring (Fantasyland) where card-by-card play is timid.
        """
        return self.outcomes(decisions, own, opponents, streets_left).points

    def outcomes(self, decisions: Sequence[Decision], own: np.ndarray,
                 opponents: list[Completed], streets_left: int) -> Outcomes:
        """:meth:`score_all`'s points with this seat's completed boards (the review
        reads foul and Fantasyland chances from them)."""
        samples = own.shape[0]
        seats = []
        for decision in decisions:
            rows = decision.rows()
            board = [list(self.view.board.row(row)) + rows[row.value] for row in ROWS]
            seats.append(_seat_for(board, streets_left, self.rules))
        first = seats[0]
        drawn = _keep_best(own[:, : first.draws], first.per_street, sum(first.missing),
                           first.kept_first)
        count = len(seats)
        sums = np.repeat(np.array([s.row_sums for s in seats], dtype=np.int64), samples, axis=0)
        placed = np.array([[3 - s.missing[0], 5 - s.missing[1], 5 - s.missing[2]]
                           for s in seats], dtype=np.int64)
        counts = np.repeat(placed, samples, axis=0)
        mine = play_out(sums, counts, np.tile(drawn, (count, 1)), self.completion)
        tiled = [theirs.tiled(count) for theirs in opponents]
        points = self._points(mine, tiled).reshape(count, samples)
        if self.clairvoyance > 0:
            seeing = np.stack([
                self._points(complete(seat.row_sums, seat.missing, drawn, self.completion),
                             opponents)
                for seat in seats
            ])
            points = (1 - self.clairvoyance) * points + self.clairvoyance * seeing
        return Outcomes(points, mine)

    def _points(self, mine: Completed, opponents: list[Completed]) -> FloatArray:
        # A foul is judged a little worse than it scores: a fouled board also loses the
        # Fantasyland it chased and the table's respect; it keeps the bot honest.
        points = self.fantasyland_points * mine.fantasyland.astype(np.float64) \
            - self.foul_aversion * mine.fouled
        for (opponent, _), theirs in zip(self.opponents, opponents, strict=True):
            multiplier = self.rules.stake_multiplier(self.view.name, opponent.name)
            points = points + multiplier * settle_arrays(mine, theirs, self.settlement)
        return points

    def _finish(self, seat: _Seat, drawn: np.ndarray) -> Completed:
        """Complete a board card by card in every sample."""
        samples = drawn.shape[0]
        sums = np.tile(np.array(seat.row_sums, dtype=np.int64), (samples, 1))
        placed = [size - gap for size, gap in zip((3, 5, 5), seat.missing, strict=True)]
        counts = np.tile(np.array(placed, dtype=np.int64), (samples, 1))
        return play_out(sums, counts, drawn, self.completion)


def _keep_best(drawn: np.ndarray, per_street: int, keep: int, kept_first: int = 0) -> np.ndarray:
    """Pineapple: of each later street's three cards the lowest is thrown away."""
    if drawn.shape[1] == keep:
        return drawn
    first, later = drawn[:, :kept_first], drawn[:, kept_first:]
    streets = later.shape[1] // per_street
    by_street = later[:, : streets * per_street].reshape(later.shape[0], streets, per_street)
    # Rank keys grow with rank, so sorting the codes' rank part orders cards by rank.
    ranks = by_street & ((1 << 19) - 1)
    order = np.argsort(ranks, axis=2)[:, :, 1:]
    kept = np.take_along_axis(by_street, order, axis=2).reshape(later.shape[0], -1)
    return np.concatenate([first, kept], axis=1)[:, :keep]


def draws_needed(view: PlayerView, decisions: Sequence[Decision], streets_left: int) -> int:
    """Unseen cards this seat draws in one future, for the most demanding of the plays."""
    return max(
        _seat_for([list(view.board.row(r)) + d.rows()[r.value] for r in ROWS],
                  streets_left, view.rules).draws
        for d in decisions
    )


def evaluate_candidates(
    view: PlayerView,
    candidates: Sequence[Decision],
    clock: Clock,
    rng: random.Random,
    *,
    first_samples: int,
    second_samples: int = 0,
    shortlist: int = 0,
    fantasyland_weight: float = 1.0,
    clairvoyance: float = 0.0,
    foul_aversion: float = 0.0,
) -> list[Alternative]:
    """Mean points of every candidate, best first; a second stage re-measures the best."""
    simulator = Simulator(view, fantasyland_weight, rng, clairvoyance, foul_aversion)
    streets_left = view.streets_left
    own_draws = draws_needed(view, candidates, streets_left)
    means = _measure(simulator, candidates, first_samples, own_draws, streets_left, clock)
    ranked = sorted(zip(means, range(len(candidates)), strict=True), reverse=True)
    if second_samples and shortlist and len(candidates) > 1 and not clock.spent():
        finalists = [candidates[i] for _, i in ranked[:shortlist]]
        again = _measure(simulator, finalists, second_samples, own_draws, streets_left, clock)
        weight = second_samples / (first_samples + second_samples)
        for (old, index), new in zip(ranked[:shortlist], again, strict=True):
            means[index] = (1 - weight) * old + weight * new
        ranked = sorted(zip(means, range(len(candidates)), strict=True), reverse=True)
    return [Alternative(candidates[i], float(mean)) for mean, i in ranked]


CHUNK = 64  # samples dealt at a time: bounds memory and how long a cancel waits
BATCH = 48  # plays played out together


def _measure(simulator: Simulator, candidates: Sequence[Decision], samples: int,
             own_draws: int, streets_left: int, clock: Clock) -> list[float]:
    """Mean points per candidate over ``samples`` futures, dealt in chunks; a time
    budget may end the measurement early (a simulation budget never does)."""
    totals = np.zeros(len(candidates))
    measured = 0
    while measured < samples:
        size = min(CHUNK, samples - measured)
        clock.check()
        own, opponents = simulator.sample(size, own_draws)
        for start in range(0, len(candidates), BATCH):
            clock.check()
            group = candidates[start: start + BATCH]
            points = simulator.score_all(group, own, opponents, streets_left)
            totals[start: start + len(group)] += points.sum(axis=1)
        measured += size
        clock.simulations += size * len(candidates)
        if clock.budget.seconds is not None and clock.spent():
            break
    return [float(total / measured) for total in totals]
