"""Monte-Carlo decisions: try every legal play on the same sampled futures.

Each sample deals the unseen cards (everything this seat has not seen: cards on other
boards are dead) to this seat and to every opponent still building a face-up board;
each board is completed by :func:`complete`, and this seat's completed board is settled
against the opponents' under the match's rules. The futures are shared by all the
candidate plays (common random numbers), so their differences are measured precisely.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from ofc_desktop.bots.completion import (
    TRIPS_ENTRY,
    Completed,
    CompletionRules,
    FloatArray,
    complete,
    fantasyland_credit,
    split_patterns,
)
from ofc_desktop.bots.draws import Draws, draws_for, keep_best, only_placed
from ofc_desktop.bots.fantasyland_pool import (
    FantasylandPool,
    fantasyland_hand_value,
    fantasyland_pool,
)
from ofc_desktop.bots.protocol import Alternative, Clock
from ofc_desktop.bots.racing import measure
from ofc_desktop.bots.rollout import play_out
from ofc_desktop.bots.rollout_style import TUNED, RolloutStyle
from ofc_desktop.bots.settle import settle_arrays
from ofc_desktop.bots.thinking import Race
from ofc_desktop.bots.wild import row_sum, simulated_code
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.fantasyland import fantasyland_terms, stay_cards
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.scoring import settlement_terms
from ofc_desktop.core.streets import BOARD_CARDS
from ofc_desktop.core.view import OpponentView, PlayerView

# Boards x patterns completed in one call of the clairvoyant completion (about 20 MB an
# array): enough to pay NumPy's call cost rarely, few enough to bound memory.
SEEING_CELLS = 1 << 21

_ROW_INDEX = {row.value: index for index, row in enumerate(ROWS)}


def entry_worth(rules: RuleSet, weight: float, opponents: int = 1) -> tuple[float, ...]:
    """What a bot credits for entering Fantasyland, by the top that enters (pair rank
    0..14, trips at 15): the estimated worth of the Fantasyland hands it deals, against
    every opponent, times the level's weight."""
    terms = fantasyland_terms(rules)
    worth = [0.0] * (TRIPS_ENTRY + 1)
    for key, cards in [*enumerate(terms.pair_cards), (TRIPS_ENTRY, terms.trips_cards)]:
        if cards:
            worth[key] = weight * opponents * fantasyland_hand_value(rules, cards)
    return tuple(worth)


def stay_worth(rules: RuleSet, weight: float, opponents: int = 1) -> float:
    """What a bot in Fantasyland credits for staying in."""
    if not rules.fantasyland:
        return 0.0
    return weight * opponents * fantasyland_hand_value(rules, stay_cards(rules))


def stay_worth_for(view: PlayerView, weight: float) -> float:
    """What staying in is worth to this seat: nothing outside Fantasyland."""
    if not view.in_fantasyland:
        return 0.0
    return stay_worth(view.rules, weight, max(1, len(view.players) - 1))


def fantasyland_value(rules: RuleSet, weight: float, opponents: int = 1) -> float:
    """What a bot credits for reaching Fantasyland with the smallest top that enters."""
    return min((w for w in entry_worth(rules, weight, opponents) if w), default=0.0)


def row_code_sums(rows: Sequence[Sequence[Card]]) -> tuple[int, int, int]:
    """The simulators' code sums of a board's rows (a joker counted as one, wild)."""
    top, middle, bottom = (row_sum(cards) for cards in rows)
    return top, middle, bottom


@dataclass
class Outcomes:
    """Every play in every future: points (plays, samples), and this seat's boards as
    completed card by card (flat arrays, play after play)."""

    points: FloatArray
    boards: Completed


@dataclass
class Futures:
    """Futures dealt for one simulator: this seat's draws (samples, draws), and for
    each opponent its boards (set out of sight) or the cards it keeps, not yet placed."""

    own: np.ndarray
    pending: list[np.ndarray | Completed]


@dataclass
class Seat:
    """A board to complete in every sample."""

    row_sums: tuple[int, int, int]
    missing: tuple[int, int, int]
    draws: Draws  # the streets it still plays

    def fitted(self) -> Seat:
        """The seat drawing only the cards it places (a shoe too short for discards)."""
        return Seat(self.row_sums, self.missing, only_placed(sum(self.missing)))


def _seat_for(rows: Sequence[Sequence[Card]], rules: RuleSet) -> Seat:
    missing = (3 - len(rows[0]), 5 - len(rows[1]), 5 - len(rows[2]))
    return Seat(row_code_sums(rows), missing, draws_for(sum(missing), rules))


def _hidden_board_cards(opponent: OpponentView, rules: RuleSet) -> int:
    """Cards an opponent sets out of sight (Fantasyland, or a closed board): all it was
    dealt; 0 when its board is to be completed in the open."""
    if not (opponent.in_fantasyland or opponent.face_down):
        return 0
    if opponent.board.is_complete and not opponent.face_down:
        return 0  # set face up: a known board
    dealt = opponent.held + opponent.face_down + opponent.discards + len(opponent.board.cards())
    return max(dealt, BOARD_CARDS) if dealt else max(BOARD_CARDS, stay_cards(rules))


def completion_rules(
    view: PlayerView, fantasyland_weight: float, rollout: RolloutStyle = TUNED
) -> CompletionRules:
    """What completions and the rollout policy aim for, for this seat and these rules."""
    return _completion_rules(
        view.rules,
        max(1, len(view.players) - 1),
        view.in_fantasyland,
        fantasyland_weight,
        rollout,
    )


# Cached: every simulated street builds a simulator, and the same few rules come back.
@functools.lru_cache(maxsize=64)
def _completion_rules(
    rules: RuleSet,
    opponents: int,
    in_fantasyland: bool,
    fantasyland_weight: float,
    rollout: RolloutStyle = TUNED,
) -> CompletionRules:
    if in_fantasyland:
        return CompletionRules.of(
            rules,
            stay_worth(rules, fantasyland_weight, opponents),
            in_fantasyland=True,
            rollout=rollout,
        )
    entries = entry_worth(rules, fantasyland_weight, opponents)
    return CompletionRules.of(
        rules,
        min((w for w in entries if w), default=0.0),
        entry_values=entries,
        rollout=rollout,
    )


class Simulator:
    """Samples futures for one decision and scores candidate plays on them.

    Opponents building a face-up board are completed from the unseen cards; an opponent
    whose board is set out of sight (Fantasyland, a closed board) gets a board the exact
    solver set from a Fantasyland deal of its size under these rules.
    """

    def __init__(
        self,
        view: PlayerView,
        fantasyland_weight: float,
        rng: random.Random,
        clairvoyance: float = 0.0,
        foul_aversion: float = 0.0,
        rollout: RolloutStyle = TUNED,
    ) -> None:
        rules = view.rules
        self.view = view
        self.rules = rules
        self.generator = np.random.default_rng(rng.getrandbits(63))
        self.completion = completion_rules(view, fantasyland_weight, rollout)
        self.settlement = settlement_terms(rules)
        self.clairvoyance = clairvoyance
        self.foul_aversion = foul_aversion
        board_seat = _seat_for(view.board.rows, rules)
        self._board_sums, self._board_missing = board_seat.row_sums, board_seat.missing
        self._draws_by_gaps: dict[int, Draws] = {}
        self.opponents: list[tuple[OpponentView, Seat | FantasylandPool]] = []
        for opponent in view.opponents:
            hidden = _hidden_board_cards(opponent, rules)
            if hidden:
                self.opponents.append((opponent, fantasyland_pool(rules, hidden)))
            else:
                self.opponents.append((opponent, _seat_for(opponent.board.rows, rules)))
        self.unseen = np.array(
            [simulated_code(card) for card in view.unseen_cards()], dtype=np.int64
        )
        self._fit_to_shoe()

    def _fit_to_shoe(self) -> None:
        """At a full table the unseen cards may not cover every opponent's Pineapple
        draws: then opponents draw only what they place, and those still without room
        are left out of the simulation (a small bias, only in crowded games)."""
        room = len(self.unseen) - draws_for(sum(self._board_missing), self.rules).dealt
        fitted: list[tuple[OpponentView, Seat | FantasylandPool]] = []
        for opponent, seat in self.opponents:
            if isinstance(seat, Seat):
                if seat.draws.dealt > room:
                    seat = seat.fitted()
                if seat.draws.dealt > room:
                    continue
                room -= seat.draws.dealt
            fitted.append((opponent, seat))
        self.opponents = fitted

    def sample(self, count: int, own_draws: int) -> tuple[np.ndarray, list[Completed]]:
        """Deal ``count`` futures: this seat's draws and every opponent's completion."""
        futures = self.deal(count, own_draws)
        return futures.own, self.opponents_in([futures])

    def deal(self, count: int, own_draws: int) -> Futures:
        """Deal ``count`` futures, the opponents' boards not yet played out (so that the
        futures of several simulators can be played out together)."""
        order = np.argsort(self.generator.random((count, len(self.unseen))), axis=1)
        dealt = self.unseen[order]
        position = own_draws
        pending: list[np.ndarray | Completed] = []
        for _, seat in self.opponents:
            if isinstance(seat, FantasylandPool):
                pending.append(seat.completed(self.generator.integers(0, seat.size, count)))
                continue
            drawn = dealt[:, position : position + seat.draws.dealt]
            position += seat.draws.dealt
            pending.append(keep_best(drawn, seat.draws))
        return Futures(dealt[:, :own_draws], pending)

    def opponents_in(self, dealt: Sequence[Futures]) -> list[Completed]:
        """Every opponent's boards in ``dealt`` (futures of simulators of this view that
        differ only in what this seat holds), one future after another."""
        completed = []
        for index, (_, seat) in enumerate(self.opponents):
            parts = [futures.pending[index] for futures in dealt]
            if isinstance(seat, FantasylandPool):
                completed.append(Completed.joined(parts))  # type: ignore[arg-type]
            else:
                completed.append(self.finish(seat, np.concatenate(parts)))  # type: ignore[arg-type]
        return completed

    def score_all(
        self, decisions: Sequence[Decision], own: np.ndarray, opponents: list[Completed]
    ) -> FloatArray:
        """Points of every play in every future, as one array (plays, samples).

        All the boards are played out together, so NumPy's per-call cost is paid once.
        With ``clairvoyance`` above 0 the result is blended with completions that see
        every card to come: more daring (Fantasyland) where card-by-card play is timid.
        """
        return self.outcomes(decisions, own, opponents).points

    def outcomes(
        self, decisions: Sequence[Decision], own: np.ndarray, opponents: list[Completed]
    ) -> Outcomes:
        """:meth:`score_all`'s points with this seat's completed boards (the review
        reads foul and Fantasyland chances from them)."""
        points, mine = self._scored([decisions], [own], opponents)
        return Outcomes(points.reshape(len(decisions), own.shape[0]), mine)

    def score_futures(
        self, plays: Sequence[Sequence[Decision]], dealt: Sequence[Futures]
    ) -> list[FloatArray]:
        """:meth:`score_all` for several groups of plays, each group on futures of its
        own (dealt by simulators of this view differing only in what this seat holds),
        all played out together."""
        owns = [futures.own for futures in dealt]
        points, _ = self._scored(plays, owns, self.opponents_in(dealt))
        result, start = [], 0
        for decisions, own in zip(plays, owns, strict=True):
            size = len(decisions) * own.shape[0]
            result.append(points[start : start + size].reshape(len(decisions), own.shape[0]))
            start += size
        return result

    def seat_after(self, decision: Decision) -> Seat:
        """This seat's board after ``decision``: its rows' sums, gaps and draws."""
        # A play's seat is the board's sums plus its cards' (the lookahead asks for many
        # thousands of plays, each once, and hashing them cost more than this).
        sums = list(self._board_sums)
        missing = list(self._board_missing)
        for card, row in decision.placements:
            index = _ROW_INDEX[row]
            sums[index] += simulated_code(card)
            missing[index] -= 1
        gaps = (missing[0], missing[1], missing[2])
        places = sum(gaps)
        draws = self._draws_by_gaps.get(places)
        if draws is None:
            draws = self._draws_by_gaps[places] = draws_for(places, self.rules)
        return Seat((sums[0], sums[1], sums[2]), gaps, draws)

    def _scored(
        self,
        plays: Sequence[Sequence[Decision]],
        owns: Sequence[np.ndarray],
        opponents: list[Completed],
    ) -> tuple[FloatArray, Completed]:
        """Points of every play of every group in each of its futures (one row per play
        and future, group after group), and this seat's completed boards; ``opponents``
        holds the groups' futures one after another."""
        seats: list[Seat] = []
        blocks: list[int] = []  # futures per seat
        sums, counts, futures = [], [], []
        offset = 0
        for decisions, own in zip(plays, owns, strict=True):
            samples = own.shape[0]
            group = [self.seat_after(decision) for decision in decisions]
            seats += group
            blocks += [samples] * len(group)
            sums.append(
                np.repeat(np.array([s.row_sums for s in group], dtype=np.int64), samples, axis=0)
            )
            counts.append(
                np.repeat(
                    np.array(
                        [[3 - s.missing[0], 5 - s.missing[1], 5 - s.missing[2]] for s in group],
                        dtype=np.int64,
                    ),
                    samples,
                    axis=0,
                )
            )
            futures.append(np.tile(np.arange(offset, offset + samples), len(group)))
            offset += samples
        # Every play of a street leaves the same number of places.
        draws = seats[0].draws
        kept = keep_best(np.concatenate([own[:, : draws.dealt] for own in owns]), draws)
        future_of_row = np.concatenate(futures)
        drawn = kept[future_of_row]
        theirs = [completed.taken(future_of_row) for completed in opponents]
        all_sums = np.concatenate(sums)
        mine = play_out(all_sums, np.concatenate(counts), drawn, self.completion)
        points = self.points(mine, theirs)
        if self.clairvoyance > 0:
            seeing = self._seeing(seats, blocks, all_sums, drawn, theirs)
            points = (1 - self.clairvoyance) * points + self.clairvoyance * seeing
        return points, mine

    def _seeing(
        self,
        seats: Sequence[Seat],
        blocks: Sequence[int],
        sums: np.ndarray,
        drawn: np.ndarray,
        opponents: list[Completed],
    ) -> FloatArray:
        """Points of every row when its board is completed seeing every card to come.
        Rows of plays leaving the same gaps are completed together, a bounded number
        at a time: NumPy's per-call cost is paid per group, memory stays bounded."""
        seeing = np.empty(len(drawn))
        groups: dict[tuple[int, int, int], list[int]] = {}
        for index, seat in enumerate(seats):
            groups.setdefault(seat.missing, []).append(index)
        sizes = np.array(blocks, dtype=np.intp)
        starts = np.cumsum(sizes) - sizes
        for missing, members in groups.items():
            rows = _ranges(starts[members], sizes[members])
            step = max(1, SEEING_CELLS // max(1, len(split_patterns(missing)[0])))
            for first in range(0, len(rows), step):
                some = rows[first : first + step]
                done = complete(sums[some], missing, drawn[some], self.completion)
                seeing[some] = self.points(done, [theirs.taken(some) for theirs in opponents])
        return seeing

    def points(self, mine: Completed, opponents: list[Completed]) -> FloatArray:
        """What this seat's boards win from the opponents' (one of each per future),
        Fantasyland credited."""
        # A foul is judged a little worse than it scores: a fouled board also loses the
        # Fantasyland it chased and the table's respect; it keeps the bot honest.
        points = (
            fantasyland_credit(mine.entry_top, mine.fantasyland, self.completion)
            - self.foul_aversion * mine.fouled
        )
        for (opponent, _), theirs in zip(self.opponents, opponents, strict=True):
            multiplier = self.rules.stake_multiplier(self.view.name, opponent.name)
            points = points + multiplier * settle_arrays(mine, theirs, self.settlement)
        return points

    def finish(self, seat: Seat, drawn: np.ndarray) -> Completed:
        """Complete a board card by card in every sample."""
        samples = drawn.shape[0]
        sums = np.tile(np.array(seat.row_sums, dtype=np.int64), (samples, 1))
        placed = [size - gap for size, gap in zip((3, 5, 5), seat.missing, strict=True)]
        counts = np.tile(np.array(placed, dtype=np.int64), (samples, 1))
        return play_out(sums, counts, drawn, self.completion)


def _ranges(starts: npt.NDArray[np.intp], sizes: npt.NDArray[np.intp]) -> npt.NDArray[np.intp]:
    """The ranges ``start, start + size`` one after another, as one index array."""
    ends = np.cumsum(sizes)
    rows: npt.NDArray[np.intp] = np.arange(ends[-1]) + np.repeat(starts - (ends - sizes), sizes)
    return rows


def draws_needed(view: PlayerView, decisions: Sequence[Decision]) -> int:
    """Unseen cards this seat draws in one future, for the most demanding of the plays."""
    placed = len(view.board.cards())
    gaps = {BOARD_CARDS - placed - len(decision.placements) for decision in decisions}
    return max(draws_for(gap, view.rules).dealt for gap in gaps)


def evaluate_candidates(
    view: PlayerView,
    candidates: Sequence[Decision],
    clock: Clock,
    rng: random.Random,
    *,
    samples: int,
    fantasyland_weight: float = 1.0,
    clairvoyance: float = 0.0,
    foul_aversion: float = 0.0,
    race: Race | None = None,
    rollout: RolloutStyle = TUNED,
) -> list[Alternative]:
    """Mean points of every candidate over up to ``samples`` shared futures, best
    first; with a ``race``, plays clearly behind are measured no further."""
    simulator = Simulator(view, fantasyland_weight, rng, clairvoyance, foul_aversion, rollout)
    measured = measure(simulator, candidates, samples, draws_needed(view, candidates), clock, race)
    return [Alternative(candidates[i], measured.means[i]) for i in measured.ranking()]
