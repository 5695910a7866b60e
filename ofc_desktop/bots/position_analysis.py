"""The position lab's analysis: every legal play of a set-up position, valued.

It is the product's one estimate (:func:`ofc_desktop.bots.estimate.estimate`): every
play on the same futures, so two plays compare paired, and a whole board set at once
(Fantasyland, closed Chinese poker) judged exactly by the solver. Asked without a seed
it deals the position's own futures, so a position taken from a hand gets the numbers
the hints gave at the table.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from ofc_desktop.bots.estimate import (
    ESTIMATE_SAMPLES,
    Estimate,
    FloatArray,
    estimate,
    position_seed,
    sets_whole_board,
)
from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.core.position_notation import format_position, position_to_json
from ofc_desktop.core.rows import ROWS, row_word
from ofc_desktop.core.rules_words import scoring_name, variant_name
from ofc_desktop.core.translate import translate

DEFAULT_FUTURES = ESTIMATE_SAMPLES  # the hints' own count, so the numbers agree
STOP_POLL = 0.05  # seconds between looks at the cancel flag during a whole-board solve


@dataclass(frozen=True)
class PlayFigures:
    """One play with its expected points and what its board tends to become."""

    decision: Decision
    value: float  # expected points (reaching Fantasyland credited as points)
    stderr: float  # standard error of ``value``; 0 when exact
    foul_chance: float
    fantasyland_chance: float
    royalties: float  # mean royalties of the finished board
    loss: float  # points lost against the best play
    loss_stderr: float  # standard error of ``loss``, paired on the same futures


@dataclass(frozen=True)
class PositionAnalysis:
    """Every legal play of ``position``, best first (a whole board: the solver's)."""

    position: LabPosition
    plays: tuple[PlayFigures, ...]
    futures: int  # futures sampled per play; 0 when exact
    seed: int
    exact: bool  # no figure sampled: every future counted, or a whole board solved
    # (plays, futures): each play's points in each future, for paired comparisons.
    points: FloatArray | None = field(default=None, repr=False, compare=False)
    counted: int = 0  # futures counted per play when every one was (0: sampled or solved)

    @property
    def solved(self) -> bool:
        """A whole board set at once, judged by the exact solver (one play)."""
        return self.exact and not self.counted

    def compare(self, first: int, second: int) -> tuple[float, float]:
        """Value of play ``first`` minus play ``second``, and the standard error of that
        difference measured on the shared futures."""
        difference = self.plays[first].value - self.plays[second].value
        if self.points is None or first == second:
            return difference, 0.0
        paired = self.points[first] - self.points[second]
        return difference, float(paired.std(ddof=1) / math.sqrt(paired.size))


def analyse_position(
    position: LabPosition,
    *,
    futures: int = DEFAULT_FUTURES,
    seed: int | None = None,
    cancel: threading.Event | None = None,
    progress: Callable[[float], None] | None = None,
) -> PositionAnalysis:
    """Value every legal play of ``position`` on ``futures`` shared futures (dealt from
    ``seed``, or from the position's own seed when None).

    Raises ``PositionError`` for a position that could not occur,
    ``protocol.Cancelled`` once ``cancel`` is set; ``progress`` hears 0..1.
    """
    view = position.view()
    used = position_seed(view) if seed is None else seed

    def work() -> Estimate:
        return estimate(
            view, samples=futures, seed=used, keep_points=True, cancel=cancel, progress=progress
        )

    whole = sets_whole_board(view)
    found = _stoppable(work, cancel) if whole and cancel is not None else work()
    best = found.plays[0].value
    plays = tuple(
        PlayFigures(
            play.decision,
            play.value,
            play.stderr,
            play.foul_chance,
            play.fantasyland_chance,
            play.royalties,
            best - play.value,
            loss_stderr,
        )
        for play, loss_stderr in zip(found.plays, found.loss_stderr, strict=True)
    )
    return PositionAnalysis(
        position, plays, found.samples, used, found.exact, found.points, found.counted
    )


def _stoppable(work: Callable[[], Estimate], cancel: threading.Event) -> Estimate:
    """``work()`` on a thread of its own, given up as soon as ``cancel`` is set: the
    solver reads its cancel flag only between boards, and setting up a deal of 17 cards
    with jokers takes seconds. What it still finds is dropped."""
    done: list[Estimate] = []
    failed: list[BaseException] = []

    def run() -> None:
        try:
            done.append(work())
        except BaseException as error:  # handed back to the caller's thread
            failed.append(error)

    thread = threading.Thread(target=run, name="whole-board-solve", daemon=True)
    thread.start()
    while thread.is_alive():
        if cancel.is_set():
            raise Cancelled
        thread.join(STOP_POLL)
    if failed:
        raise failed[0]
    return done[0]


# ----- as text ------------------------------------------------------------------------------


def describe_play(decision: Decision) -> str:
    """A play in a few words: ``Q♦ top, 9♦ middle, discard 2♥``."""
    rows = decision.rows()
    parts = [
        translate("PositionAnalysis", "{cards} {row}").format(
            cards=" ".join(card.pretty for card in rows[row.value]), row=row_word(row)
        )
        for row in ROWS
        if rows[row.value]
    ]
    if decision.discards:
        parts.append(
            translate("PositionAnalysis", "discard {cards}").format(
                cards=" ".join(card.pretty for card in decision.discards)
            )
        )
    return ", ".join(parts)


def _rules_line(analysis: PositionAnalysis) -> str:
    rules = analysis.position.rules
    text = translate("PositionAnalysis", "Rules: {variant}, scoring {scoring}").format(
        variant=variant_name(rules.variant), scoring=scoring_name(rules.scoring)
    )
    if rules.decks == 2:
        text += translate("PositionAnalysis", ", two decks")
    if rules.jokers_per_deck:
        text += translate("PositionAnalysis", ", {jokers} joker(s) per deck").format(
            jokers=rules.jokers_per_deck
        )
    return text


def method_line(analysis: PositionAnalysis) -> str:
    """How the figures were found, in a sentence."""
    if analysis.solved:
        return translate("PositionAnalysis", "Whole board set at once: solved exactly.")
    if analysis.counted == 1:
        return translate(
            "PositionAnalysis", "Exact: nothing is left to come, so every outcome is certain."
        )
    if analysis.counted:
        return translate(
            "PositionAnalysis",
            "Exact: every play valued over all {count} ways the cards still to come can fall.",
        ).format(count=analysis.counted)
    return translate(
        "PositionAnalysis",
        "Expected points over {futures} futures per play (seed {seed}), the same "
        "futures for every play; ± is one standard error.",
    ).format(futures=analysis.futures, seed=analysis.seed)


def method_name(analysis: PositionAnalysis) -> str:
    """How the figures were found, as ``ofc analyse --json`` names it."""
    return "solved" if analysis.solved else "counted" if analysis.counted else "sampled"


def analysis_text(analysis: PositionAnalysis, limit: int | None = None) -> str:
    """The position and a table of its plays, as plain text to paste anywhere."""
    position = analysis.position
    lines = [
        translate("PositionAnalysis", "Position: {notation}").format(
            notation=format_position(position)
        ),
        _rules_line(analysis),
    ]
    lines.append(method_line(analysis))
    shown = analysis.plays if limit is None else analysis.plays[: max(0, limit)]
    texts = [describe_play(play.decision) for play in shown]
    play_word = translate("PositionAnalysis", "play")
    ev_word = translate("PositionAnalysis", "EV")
    loss_word = translate("PositionAnalysis", "loss")
    foul_word = translate("PositionAnalysis", "foul")
    fl_word = translate("PositionAnalysis", "FL")
    royalties_word = translate("PositionAnalysis", "royalties")
    width = max([len(text) for text in texts] + [len(play_word)])
    # Exact figures have no standard error: no ± column.
    spread = "" if analysis.exact else f" {'±':>5}"
    header = (
        f"{'#':>4}  {play_word:<{width}}  {ev_word:>7}{spread} {loss_word:>6} "
        f"{foul_word:>6} {fl_word:>6} {royalties_word:>9}"
    )
    lines += ["", header]
    for number, (play, text) in enumerate(zip(shown, texts, strict=True), start=1):
        error = "" if analysis.exact else f" {play.stderr:>5.2f}"
        lines.append(
            f"{number:>4}  {text:<{width}}  {play.value:>+7.2f}{error} "
            f"{play.loss:>6.2f} {play.foul_chance:>6.1%} {play.fantasyland_chance:>6.1%} "
            f"{play.royalties:>9.2f}"
        )
    hidden = len(analysis.plays) - len(shown)
    if hidden:
        lines.append(translate("PositionAnalysis", "… and {count} more plays").format(count=hidden))
    return "\n".join(lines)


def play_to_json(play: PlayFigures) -> dict[str, object]:
    """One play as JSON-ready data: its rows and discards as card texts, its figures."""
    rows = play.decision.rows()
    return {
        "rows": {row.value: " ".join(card.text for card in rows[row.value]) for row in ROWS},
        "discards": " ".join(card.text for card in play.decision.discards),
        "text": describe_play(play.decision),
        "value": play.value,
        "stderr": play.stderr,
        "foul_chance": play.foul_chance,
        "fantasyland_chance": play.fantasyland_chance,
        "royalties": play.royalties,
        "loss": play.loss,
        "loss_stderr": play.loss_stderr,
    }


def analysis_to_json(analysis: PositionAnalysis) -> dict[str, object]:
    """The whole analysis as JSON-ready data (what ``ofc analyse --json`` prints)."""
    return {
        "position": position_to_json(analysis.position),
        "futures": analysis.futures,
        "seed": analysis.seed,
        "exact": analysis.exact,
        "method": method_name(analysis),
        "counted": analysis.counted,
        "plays": [play_to_json(play) for play in analysis.plays],
    }


__all__ = [
    "DEFAULT_FUTURES",
    "PlayFigures",
    "PositionAnalysis",
    "analyse_position",
    "analysis_text",
    "analysis_to_json",
    "describe_play",
    "method_line",
    "method_name",
]
