"""Puzzles: positions from bot self-play where one play is clearly the best.

A puzzle is a position of a seeded self-play hand whose best play beats the next best
by at least :data:`MIN_GAP` points, and by more than :data:`MIN_Z` paired standard
errors, on the product's one estimate (:func:`analyse_position`), so the position lab
shows the same numbers when the puzzle is opened there with its futures and seed.

Every decision is first screened with a few futures (a loose threshold, on futures of
its own), and only then confirmed on ``futures`` futures from the position's own seed:
the screen picks the candidates, an independent analysis decides.

A whole board set at once (Fantasyland) is solved exactly, and many boards tie with the
solver's (a kicker swapped between rows changes nothing), so "best against second best"
means nothing there. Such a puzzle compares the solver's board with the natural simple
arrangement (:func:`set_whole_board`: strongest five below, next five in the middle,
best three on top), judged by the solver's own objective; it is kept when the simple
board is at least :data:`MIN_GAP` worse. Any board worth the solver's value is as good
an answer as :attr:`Puzzle.best`.

The shipped set (``resources/puzzles/puzzles.json``) is made by
``packaging/make_puzzles.py``; :func:`load_puzzles` reads it.
"""

from __future__ import annotations

import functools
import hashlib
import json
import random
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ofc_desktop.bots.estimate import (
    FANTASYLAND_WEIGHT,
    judge_whole_board,
    position_seed,
    sets_whole_board,
)
from ofc_desktop.bots.montecarlo import stay_worth_for
from ofc_desktop.bots.position_analysis import (
    DEFAULT_FUTURES,
    PlayFigures,
    PositionAnalysis,
    analyse_position,
)
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.autoplay import set_whole_board
from ofc_desktop.core.cards import Card, format_cards, parse_cards
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.core.match import Match
from ofc_desktop.core.position_notation import position_from_json, position_to_json
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import play_match
from ofc_desktop.core.view import PlayerView
from ofc_desktop.resources import resource_path

THEMES = (
    "fantasyland_chase",
    "foul_avoidance",
    "pineapple_discard",
    "joker_placement",
    "fantasyland_set",
)
MIN_GAP = 1.0  # points the best play must beat the next by
MIN_Z = 3.0  # ... and by more than this many paired standard errors
SCREEN_FUTURES = 200
# Looser than MIN_GAP: a screen on few futures must not throw away a real puzzle.
SCREEN_GAP = 0.5
CHASE_CHANCE = 0.25  # fantasyland_chase: the best play reaches Fantasyland this often ...
CHASE_MARGIN = 0.10  # ... and this much more often than the second
FOUL_MARGIN = 0.15  # foul_avoidance: the second fouls this much more often than the best
FORMAT_VERSION = 1
PUZZLES_FILE = ("puzzles", "puzzles.json")


@dataclass(frozen=True)
class Puzzle:
    """A position with one clearly best play, and the analysis that confirmed it."""

    puzzle_id: str  # the variant and a digest of the position: stable across runs
    position: LabPosition
    best: Decision
    gap: float  # best value - second best value (points), at least MIN_GAP
    gap_stderr: float  # paired standard error of the gap (0 for a whole board)
    themes: tuple[str, ...]
    variant: str  # the rules' variant ("classic", "pineapple", "turbo", ...)
    futures: int  # futures per play of the confirming analysis ...
    seed: int  # ... and its seed, so the analysis can be repeated exactly
    exact: bool = False  # the gap is exact: every future counted, or a whole board solved

    def to_json(self) -> dict[str, Any]:
        """JSON-ready data; :meth:`from_json` reads it back."""
        return {
            "id": self.puzzle_id,
            "variant": self.variant,
            "themes": list(self.themes),
            "position": position_to_json(self.position),
            "best": decision_to_json(self.best),
            "gap": round(self.gap, 6),
            "gap_stderr": round(self.gap_stderr, 6),
            "futures": self.futures,
            "seed": self.seed,
            "exact": self.exact,
        }

    @staticmethod
    def from_json(data: Any) -> Puzzle:
        """The puzzle :meth:`to_json` wrote; raises ``ValueError`` on a wrong shape."""
        if not isinstance(data, dict):
            raise ValueError("a puzzle must be a JSON object")
        try:
            position = position_from_json(data["position"])
            themes = tuple(str(theme) for theme in data["themes"])
            unknown = [theme for theme in themes if theme not in THEMES]
            if unknown:
                raise ValueError(f"unknown puzzle theme {unknown[0]!r}")
            exact = data.get("exact", False)
            if not isinstance(exact, bool):
                raise ValueError("a puzzle's 'exact' must be true or false")
            return Puzzle(
                puzzle_id=str(data["id"]),
                position=position,
                best=decision_from_json(data["best"], position.hand),
                gap=float(data["gap"]),
                gap_stderr=float(data["gap_stderr"]),
                themes=themes,
                variant=str(data["variant"]),
                futures=int(data["futures"]),
                seed=int(data["seed"]),
                exact=exact,
            )
        except (KeyError, TypeError) as error:
            raise ValueError(f"a puzzle is missing or mistypes {error}") from None


def decision_to_json(decision: Decision) -> dict[str, str]:
    """A play as card texts per row, and its discards."""
    rows = decision.rows()
    data = {row.value: format_cards(rows[row.value]) for row in ROWS}
    data["discards"] = format_cards(decision.discards)
    return data


def decision_from_json(data: Any, hand: Sequence[Card]) -> Decision:
    """The play :func:`decision_to_json` wrote, its cards taken from ``hand`` (so the
    copies of a repeated card, such as two jokers, are the hand's own)."""
    if not isinstance(data, dict):
        raise ValueError("a play must be a JSON object")
    unused = list(hand)

    def take(text: Any) -> list[Card]:
        taken = []
        for card in parse_cards(str(text)):
            match = next((held for held in unused if held.text == card.text), None)
            if match is None:
                raise ValueError(f"the play uses {card.text}, which is not in the hand")
            unused.remove(match)
            taken.append(match)
        return taken

    placements = [(card, row.value) for row in ROWS for card in take(data.get(row.value, ""))]
    return Decision(tuple(placements), tuple(take(data.get("discards", ""))))


def same_play(first: Decision, second: Decision) -> bool:
    """Whether two plays put the same cards in the same rows and discard the same."""
    return set(first.placements) == set(second.placements) and set(first.discards) == set(
        second.discards
    )


def variant_of(rules: RuleSet) -> str:
    return rules.variant.value


def position_digest(position: LabPosition) -> str:
    """A stable digest of the position (its JSON, keys sorted)."""
    text = json.dumps(position_to_json(position), sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


# ----- themes --------------------------------------------------------------------------------


def tag_themes(position: LabPosition, analysis: PositionAnalysis) -> tuple[str, ...]:
    """The themes of a position, in :data:`THEMES` order, from its analysis's best two
    plays:

    - ``fantasyland_chase``: the best play reaches Fantasyland at least 25% of the time,
      at least 10 points of chance more often than the second;
    - ``foul_avoidance``: the second fouls at least 15 points of chance more often;
    - ``pineapple_discard``: Pineapple, and the two plays discard different cards;
    - ``joker_placement``: a joker is among the cards to place;
    - ``fantasyland_set``: a whole board is set at once (judged exactly).
    """
    found = set()
    if any(card.is_joker for card in position.hand):
        found.add("joker_placement")
    if analysis.solved:
        found.add("fantasyland_set")
    elif len(analysis.plays) > 1:
        best, second = analysis.plays[0], analysis.plays[1]
        chase = best.fantasyland_chance - second.fantasyland_chance
        if best.fantasyland_chance >= CHASE_CHANCE and chase >= CHASE_MARGIN:
            found.add("fantasyland_chase")
        if second.foul_chance >= best.foul_chance + FOUL_MARGIN:
            found.add("foul_avoidance")
        if position.rules.variant is Variant.PINEAPPLE and set(best.decision.discards) != set(
            second.decision.discards
        ):
            found.add("pineapple_discard")
    return tuple(theme for theme in THEMES if theme in found)


# ----- judging one position ------------------------------------------------------------------


def simple_board(position: LabPosition) -> PlayFigures:
    """The natural simple arrangement of a whole-board deal, judged by the solver's
    objective (what a Fantasyland puzzle's answer is measured against)."""
    view = position.view()
    decision = set_whole_board(view.held, view.rules)
    stay = stay_worth_for(view, FANTASYLAND_WEIGHT)
    play, _ = judge_whole_board(view, decision, stay)
    return PlayFigures(
        play.decision,
        play.value,
        0.0,
        play.foul_chance,
        play.fantasyland_chance,
        play.royalties,
        0.0,
        0.0,
    )


def puzzle_gap(position: LabPosition, analysis: PositionAnalysis) -> tuple[float, float]:
    """The best play's lead over the next (for a whole board: over the simple
    arrangement), and its paired standard error."""
    if analysis.solved:
        return analysis.plays[0].value - simple_board(position).value, 0.0
    if len(analysis.plays) < 2:
        return 0.0, 0.0
    return analysis.compare(0, 1)


def judge_position(
    position: LabPosition,
    *,
    futures: int = DEFAULT_FUTURES,
    screen: int = SCREEN_FUTURES,
    seed: int | None = None,
    cancel: threading.Event | None = None,
) -> Puzzle | None:
    """The puzzle ``position`` makes, or None: screened on ``screen`` futures, then
    confirmed on ``futures`` from ``seed`` (the position's own seed when None)."""
    view = position.view()
    whole = sets_whole_board(view)
    if not whole and screen:
        screen_seed = (position_seed(view) + 1) % 2**63  # futures other than the confirm's
        first = analyse_position(position, futures=screen, seed=screen_seed, cancel=cancel)
        if len(first.plays) < 2 or first.plays[0].value - first.plays[1].value < SCREEN_GAP:
            return None
    analysis = analyse_position(position, futures=futures, seed=seed, cancel=cancel)
    gap, stderr = puzzle_gap(position, analysis)
    if gap < MIN_GAP or (not analysis.exact and gap <= MIN_Z * stderr):
        return None
    variant = variant_of(position.rules)
    # Kept as its JSON reads back (rows in order, figures rounded), so a puzzle and its
    # file form are equal.
    best = decision_from_json(decision_to_json(analysis.plays[0].decision), position.hand)
    return Puzzle(
        puzzle_id=f"{variant}-{position_digest(position)}",
        position=position,
        best=best,
        gap=round(gap, 6),
        gap_stderr=round(stderr, 6),
        themes=tag_themes(position, analysis),
        variant=variant,
        futures=futures,
        seed=analysis.seed,
        exact=analysis.exact,
    )


# ----- finding puzzles in self-play ----------------------------------------------------------


def deal_views(
    rules: RuleSet, levels: Sequence[str], seed: int, cancel: threading.Event | None = None
) -> list[PlayerView]:
    """Every decision's view in one seeded deal, with its Fantasyland hands."""
    one_deal = rules.with_changes(match_length=MatchLength.HANDS, match_hands=1)
    seats = [BotSeat(f"Seat {i + 1}", level, seed=seed) for i, level in enumerate(levels)]
    views: list[PlayerView] = []
    match = Match(one_deal, [seat.name for seat in seats], seed=seed)
    play_match(match, seats, cancel=cancel, on_decision=lambda _s, view, _d, _t: views.append(view))
    return views


def position_of(view: PlayerView, rules: RuleSet) -> LabPosition:
    """The lab position of a self-play decision, under the match's own rules."""
    return replace(LabPosition.from_view(view), rules=rules).canonical()


def puzzle_stream(
    rules: RuleSet,
    *,
    seed: int,
    players: int = 2,
    futures: int = DEFAULT_FUTURES,
    screen: int = SCREEN_FUTURES,
    level: str = "hard",
    max_deals: int | None = None,
    cancel: threading.Event | None = None,
) -> Iterator[Puzzle]:
    """Puzzles from seeded deals of self-play, in the order found (endless unless
    ``max_deals`` is given)."""
    rules.check_players(players)
    deals = random.Random(seed)
    index = 0
    while max_deals is None or index < max_deals:
        deal_seed = deals.getrandbits(63)
        index += 1
        for view in deal_views(rules, [level] * players, deal_seed, cancel):
            if cancel is not None and cancel.is_set():
                return
            found = judge_position(
                position_of(view, rules), futures=futures, screen=screen, cancel=cancel
            )
            if found is not None:
                yield found


def find_puzzles(
    rules: RuleSet,
    *,
    count: int,
    seed: int,
    players: int = 2,
    futures: int = DEFAULT_FUTURES,
    screen: int = SCREEN_FUTURES,
    level: str = "hard",
    max_deals: int | None = None,
    cancel: threading.Event | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[Puzzle]:
    """Up to ``count`` distinct puzzles from seeded self-play at ``level`` (fewer when
    ``max_deals`` deals run out or ``cancel`` is set); ``progress`` hears (found, count)."""
    found: dict[str, Puzzle] = {}
    stream = puzzle_stream(
        rules,
        seed=seed,
        players=players,
        futures=futures,
        screen=screen,
        level=level,
        max_deals=max_deals,
        cancel=cancel,
    )
    if count <= 0:
        return []
    for puzzle in stream:
        if puzzle.puzzle_id in found:
            continue
        found[puzzle.puzzle_id] = puzzle
        if progress is not None:
            progress(len(found), count)
        if len(found) >= count:
            break
    return list(found.values())


# ----- the shipped set -----------------------------------------------------------------------


def puzzles_from_file_data(data: Any) -> list[Puzzle]:
    """The puzzles of a puzzles file's JSON; raises ``ValueError`` on a wrong shape."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_VERSION:
        raise ValueError(f"a puzzles file must be a JSON object of format {FORMAT_VERSION}")
    return [Puzzle.from_json(item) for item in data.get("puzzles", [])]


@functools.cache
def _shipped() -> tuple[Puzzle, ...]:
    text = resource_path(*PUZZLES_FILE).read_text(encoding="utf-8")
    return tuple(puzzles_from_file_data(json.loads(text)))


def load_puzzles() -> list[Puzzle]:
    """The shipped puzzles, read once."""
    return list(_shipped())
