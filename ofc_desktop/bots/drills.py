"""Practice your mistakes: drills made from the player's own graded decisions (and from
puzzles), each a position to solve again and grade by the points the answer loses.

A drill holds only what the seat could see when it decided (the start of that street),
the analysis' best play and what the original play lost. Answering it runs the same
one estimate the review and the lab use (:func:`analyse_position`, on the position's own
futures), so a drill answered twice gets the same numbers, and the grade is the review's
(:mod:`grades`). The grade then becomes a spaced-repetition rating (:func:`rating_of`)
for the scheduler, as in Lichess's "practice your mistakes" with Anki's scheduling.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Protocol

from fsrs import Rating

from ofc_desktop.bots.analysis import DecisionReview, HandReview
from ofc_desktop.bots.decision_kinds import KINDS, PlayOutcome, classify, kind_name
from ofc_desktop.bots.estimate import (
    FANTASYLAND_WEIGHT,
    PlacementValue,
    decision_key,
    judge_whole_board,
)
from ofc_desktop.bots.grades import Grade, grade_loss, grade_of
from ofc_desktop.bots.montecarlo import stay_worth_for
from ofc_desktop.bots.position_analysis import (
    DEFAULT_FUTURES,
    PlayFigures,
    PositionAnalysis,
    analyse_position,
)
from ofc_desktop.core.cards import Card, format_cards, parse_card
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.core.position_notation import position_from_json, position_to_json
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.translate import translate
from ofc_desktop.core.view import PlayerView

__all__ = [
    "DRILL_VERSION",
    "THEMES",
    "Answer",
    "Drill",
    "drills_from_review",
    "grade_answer",
    "puzzle_drill",
    "rating_for",
    "rating_of",
    "theme_name",
    "themes_of",
]

DRILL_VERSION = 1
MISTAKES, PUZZLES = "mistake", "puzzle"  # where a drill comes from
SOURCES = (MISTAKES, PUZZLES)
THEMES = (
    "fantasyland_chase",
    "foul_avoidance",
    "pineapple_discard",
    "joker_placement",
    "fantasyland_set",
    # A mistake's kinds of decision too (decision_kinds), so that the coach report's
    # "Practise this" finds the drills of a kind.
    "opening",
    "later_street",
    "foul_risk",
    "closed_game",
)
DRILL_GRADES = (Grade.MISTAKE, Grade.BLUNDER)  # what a decision must earn to become a drill
# Tagging rules (see themes_of): a best play that reaches Fantasyland this often, while
# the other play reaches it at most half as often, is a Fantasyland chase; a play that
# fouls this much more often than the best one is a lesson in avoiding fouls.
CHASE_CHANCE = 0.2
CHASE_RATIO = 0.5
FOUL_GAP = 0.15
WHOLE_BOARD = 13  # held cards that make a deal one whole board (Fantasyland, closed game)


def theme_name(theme: str) -> str:
    """A theme's name for people (the theme's key itself when unknown)."""
    names = {
        "fantasyland_chase": translate("Drills", "Fantasyland chase"),
        "foul_avoidance": translate("Drills", "Foul avoidance"),
        "pineapple_discard": translate("Drills", "Pineapple discard"),
        "joker_placement": translate("Drills", "Joker placement"),
        "fantasyland_set": translate("Drills", "Fantasyland set"),
    }
    if theme not in names and theme in KINDS:
        return kind_name(theme)
    return names.get(theme, theme)


class Figures(Protocol):
    """A valued play: the review's ``PlacementValue`` and the lab's ``PlayFigures``."""

    @property
    def decision(self) -> Decision: ...

    @property
    def foul_chance(self) -> float: ...

    @property
    def fantasyland_chance(self) -> float: ...


def themes_of(
    view_or_position: PlayerView | LabPosition, best: Figures, other: Figures | None = None
) -> tuple[str, ...]:
    """The themes a drill teaches, in :data:`THEMES` order, by simple rules comparing the
    best play with ``other`` (the mistake made, or a puzzle's runner-up):

    * ``fantasyland_chase``: the best play reaches Fantasyland at least 20 % of the time
      and the other at most half as often;
    * ``foul_avoidance``: the other play fouls at least 15 points of percentage more often;
    * ``pineapple_discard``: the two plays throw away different cards;
    * ``joker_placement``: a joker is among the cards to place;
    * ``fantasyland_set``: a whole board is set at once (Fantasyland, closed game).
    """
    if isinstance(view_or_position, LabPosition):
        held = view_or_position.hand
        board = view_or_position.seats[view_or_position.hero].board
    else:
        held, board = view_or_position.held, view_or_position.board
    found = set()
    if other is not None:
        chance = best.fantasyland_chance
        if chance >= CHASE_CHANCE and other.fantasyland_chance <= CHASE_RATIO * chance:
            found.add("fantasyland_chase")
        if other.foul_chance >= best.foul_chance + FOUL_GAP:
            found.add("foul_avoidance")
        theirs, ours = frozenset(other.decision.discards), frozenset(best.decision.discards)
        if (theirs or ours) and theirs != ours:
            found.add("pineapple_discard")
    if any(card.is_joker for card in held):
        found.add("joker_placement")
    if not board.cards() and len(held) >= WHOLE_BOARD:  # as estimate.sets_whole_board
        found.add("fantasyland_set")
    return tuple(theme for theme in THEMES if theme in found)


# ----- the drill ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Drill:
    """A position to solve again, with the best play and what was at stake."""

    drill_id: str  # "mistake:<hand fingerprint>:<seat>:<street>" or "puzzle:<id>"
    source: str  # "mistake" | "puzzle"
    position: LabPosition  # only what the player could see then
    best: Decision  # the analysis' best play
    loss: float  # a mistake: what the play made lost; a puzzle: best minus second best
    themes: tuple[str, ...]
    variant: str  # RuleSet.variant.value
    player: str = ""  # whose mistake (history player name); "" for puzzles
    note: str = ""  # where it came from, in a few words

    def to_json(self) -> dict[str, Any]:
        """JSON-ready data; the position in the notation's JSON form."""
        return {
            "version": DRILL_VERSION,
            "id": self.drill_id,
            "source": self.source,
            "position": position_to_json(self.position),
            "best": _decision_to_json(self.best),
            "loss": self.loss,
            "themes": list(self.themes),
            "variant": self.variant,
            "player": self.player,
            "note": self.note,
        }

    @staticmethod
    def from_json(data: Any) -> Drill:
        """The drill :meth:`to_json` wrote; raises ``PositionError`` for a position that
        does not read, ``ValueError`` for anything else wrong."""
        if not isinstance(data, Mapping):
            raise ValueError("a drill must be a JSON object")
        if data.get("version") != DRILL_VERSION:
            raise ValueError(f"unknown drill version {data.get('version')!r}")
        position = position_from_json(data.get("position"))
        texts = {key: data.get(key) for key in ("id", "source", "variant", "player", "note")}
        if not all(isinstance(value, str) for value in texts.values()):
            raise ValueError("a drill's id, source, variant, player and note must be text")
        if texts["source"] not in SOURCES:
            raise ValueError(f"unknown drill source {texts['source']!r}")
        loss, themes = data.get("loss"), data.get("themes")
        if isinstance(loss, bool) or not isinstance(loss, int | float):
            raise ValueError("a drill's loss must be a number")
        if not isinstance(themes, list) or not all(theme in THEMES for theme in themes):
            raise ValueError("a drill's themes must be a list of known themes")
        return Drill(
            drill_id=str(texts["id"]),
            source=str(texts["source"]),
            position=position,
            best=_decision_from_json(data.get("best"), position.hand),
            loss=float(loss),
            themes=tuple(themes),
            variant=str(texts["variant"]),
            player=str(texts["player"]),
            note=str(texts["note"]),
        )


def _decision_to_json(decision: Decision) -> dict[str, str]:
    rows = decision.rows()
    return {
        **{row.value: format_cards(rows[row.value]) for row in ROWS},
        "discards": format_cards(decision.discards),
    }


def _decision_from_json(data: Any, hand: tuple[Card, ...]) -> Decision:
    """A play written as card texts, read back as the hand's own cards (its copies)."""
    keys = [row.value for row in ROWS] + ["discards"]
    if not isinstance(data, Mapping) or not all(isinstance(data.get(k), str) for k in keys):
        raise ValueError("a drill's best play must give each row and the discards as text")
    by_text = {key: str(data[key]).split() for key in keys}
    placed = [(text, key) for key in keys[:-1] for text in by_text[key]]
    cards = _take(hand, [text for text, _ in placed] + by_text["discards"])
    placements = tuple((card, row) for card, (_, row) in zip(cards, placed, strict=False))
    return Decision(placements, tuple(cards[len(placed) :]))


def _take(hand: tuple[Card, ...], texts: list[str]) -> list[Card]:
    """The hand's cards named by ``texts``, each used once; every card must be named."""
    left = list(hand)
    taken = []
    for text in texts:
        wanted = parse_card(text).text  # raises CardParseError, a ValueError
        card = next((card for card in left if card.text == wanted), None)
        if card is None:
            raise ValueError(f"the best play uses {text}, which is not in the drill's hand")
        left.remove(card)
        taken.append(card)
    if left:
        raise ValueError("the best play leaves cards of the drill's hand unplayed")
    return taken


def _in_hand(decision: Decision, hand: tuple[Card, ...]) -> Decision:
    """``decision`` with its cards swapped for the same cards of ``hand`` (copies as
    ``hand`` numbers them: a canonical position renumbers a double deck's copies)."""
    return _decision_from_json(_decision_to_json(decision), hand)


def _drill_position(view: PlayerView) -> LabPosition:
    return LabPosition.from_view(view).canonical()


def _mistake(
    review: HandReview, decision: DecisionReview, player: str, fingerprint: str, note: str
) -> Drill:
    position = _drill_position(decision.view)
    best, chosen = decision.play_of(decision.best), decision.chosen_play
    themes = themes_of(decision.view, best, chosen) if best is not None else ()
    if best is not None and chosen is not None:  # the kinds the coach report files it under
        kinds = classify(decision.view, _outcome(chosen), _outcome(best)).kinds
        themes = tuple(theme for theme in THEMES if theme in {*themes, *kinds})
    return Drill(
        drill_id=f"mistake:{fingerprint}:{review.seat}:{decision.street}",
        source=MISTAKES,
        position=position,
        best=_in_hand(decision.best, position.hand),
        loss=decision.loss,
        themes=themes,
        variant=decision.view.rules.variant.value,
        player=player,
        note=note,
    )


def _outcome(play: PlacementValue) -> PlayOutcome:
    return PlayOutcome(play.decision, play.foul_chance, play.foul_stderr, play.fantasyland_chance)


def drills_from_review(
    review: HandReview, player: str, fingerprint: str, note: str = ""
) -> list[Drill]:
    """A drill for every decision of ``review`` graded a mistake or a blunder, whole
    boards set at once included; ``fingerprint`` is the hand's key in the history."""
    return [
        _mistake(review, decision, player, fingerprint, note)
        for decision in review.decisions
        if grade_of(decision) in DRILL_GRADES
    ]


def puzzle_drill(puzzle_id: str, analysis: PositionAnalysis, note: str = "") -> Drill:
    """A puzzle from an analysed position: find the best play; its difficulty comes from
    the gap to the second best (0 when there is only one play)."""
    plays = analysis.plays
    position = analysis.position.canonical()
    gap = plays[1].loss if len(plays) > 1 else 0.0
    return Drill(
        drill_id=f"puzzle:{puzzle_id}",
        source="puzzle",
        position=position,
        best=_in_hand(plays[0].decision, position.hand),
        loss=gap,
        themes=themes_of(analysis.position, plays[0], plays[1] if len(plays) > 1 else None),
        variant=position.rules.variant.value,
        note=note,
    )


# ----- answering -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    """A drill answered: the play, what it lost against the best, its grade, and every
    play of the position to show afterwards."""

    decision: Decision
    loss: float
    loss_stderr: float
    grade: Grade
    analysis: PositionAnalysis
    best_index: int
    chosen_index: int


def grade_answer(
    drill: Drill,
    decision: Decision,
    *,
    futures: int = DEFAULT_FUTURES,
    cancel: threading.Event | None = None,
    progress: Callable[[float], None] | None = None,
) -> Answer:
    """Grade ``decision`` as an answer to ``drill``: the position is analysed on its own
    futures (the same numbers every time) and the answer loses what separates it from the
    best play. Raises ``ValueError`` for a play that is not legal there."""
    analysis = analyse_position(drill.position, futures=futures, cancel=cancel, progress=progress)
    key = decision_key(decision)
    index = next(
        (i for i, play in enumerate(analysis.plays) if decision_key(play.decision) == key), None
    )
    if index is None and analysis.solved:
        analysis, index = _with_whole_board(analysis, decision)
    if index is None:
        raise ValueError("the answer is not a legal play of the drill's cards")
    play = analysis.plays[index]
    return Answer(
        decision=decision,
        loss=play.loss,
        loss_stderr=play.loss_stderr,
        grade=grade_loss(play.loss, play.loss_stderr),
        analysis=analysis,
        best_index=0,
        chosen_index=index,
    )


def _with_whole_board(
    analysis: PositionAnalysis, decision: Decision
) -> tuple[PositionAnalysis, int]:
    """The solver's board and the answer, both judged exactly, the better one first."""
    view = analysis.position.view()
    held = sorted((card.text, card.copy) for card in view.held)
    used = [*(card for card, _ in decision.placements), *decision.discards]
    rows = decision.rows()
    if held != sorted((card.text, card.copy) for card in used) or any(
        len(view.board.row(row)) + len(rows[row.value]) != row.size for row in ROWS
    ):
        raise ValueError("the answer is not a legal play of the drill's cards")
    mine, _ = judge_whole_board(view, decision, stay_worth_for(view, FANTASYLAND_WEIGHT))
    solver = analysis.plays[0]
    best = max(solver.value, mine.value)
    answer = PlayFigures(
        decision,
        mine.value,
        0.0,
        mine.foul_chance,
        mine.fantasyland_chance,
        mine.royalties,
        best - mine.value,
        0.0,
    )
    if mine.value > solver.value:  # never below the solver, but a tie may go either way
        return replace(analysis, plays=(answer, replace(solver, loss=best - solver.value))), 0
    return replace(analysis, plays=(solver, answer)), 1


# ----- scheduling -------------------------------------------------------------------------------


def rating_for(grade: Grade) -> Rating:
    """The scheduler's rating for an answer graded ``grade``: the best play (good, a loss
    within noise) is ``Good``, an inaccuracy ``Hard``, a mistake or blunder ``Again``.
    ``Easy`` is never given: finding the best play quickly is no sign it is learnt."""
    if grade is Grade.GOOD:
        return Rating.Good
    if grade is Grade.INACCURACY:
        return Rating.Hard
    return Rating.Again


def rating_of(answer: Answer) -> Rating:
    """The scheduler's rating of an answer (see :func:`rating_for`)."""
    return rating_for(answer.grade)
