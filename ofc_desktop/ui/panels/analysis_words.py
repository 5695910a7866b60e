"""The words of the hand analysis: each decision's grade, its line in the list of
streets, the decision in sentences, the hand's summary, the grades' legend, and what
"Did I set it right?" found.

Grades come from :mod:`ofc_desktop.bots.grades`; a grade is never told by colour alone
(each has its chess-style symbol and its name).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from ofc_desktop.bots.analysis import DecisionReview, HandReview, skill_score
from ofc_desktop.bots.grades import (
    BANDS,
    GRADES,
    NOISE_STDERRS,
    SYMBOLS,
    Grade,
    grade_counts,
    grade_of,
)
from ofc_desktop.bots.hindsight import Hindsight
from ofc_desktop.bots.play_values import decision_key
from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.naturals import natural_name
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.decision_plays_model import cards_text, play_words, plays_of, value_text
from ofc_desktop.ui.models.settlement_model import signed

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
GRADE_COLOURS = {
    Grade.GOOD: "#1e8e3e",
    Grade.INACCURACY: "#2b7bb9",
    Grade.MISTAKE: "#d9730d",
    Grade.BLUNDER: "#c62828",
}
GRADE_NAMES = {
    Grade.GOOD: QT_TRANSLATE_NOOP("HandAnalysis", "good"),
    Grade.INACCURACY: QT_TRANSLATE_NOOP("HandAnalysis", "inaccuracy"),
    Grade.MISTAKE: QT_TRANSLATE_NOOP("HandAnalysis", "mistake"),
    Grade.BLUNDER: QT_TRANSLATE_NOOP("HandAnalysis", "blunder"),
}
GRADE_PLURALS = {
    Grade.GOOD: QT_TRANSLATE_NOOP("HandAnalysis", "good"),
    Grade.INACCURACY: QT_TRANSLATE_NOOP("HandAnalysis", "inaccuracies"),
    Grade.MISTAKE: QT_TRANSLATE_NOOP("HandAnalysis", "mistakes"),
    Grade.BLUNDER: QT_TRANSLATE_NOOP("HandAnalysis", "blunders"),
}

__all__ = [
    "GRADE_COLOURS",
    "already_best",
    "best_board_labels",
    "cards_text",
    "decision_line",
    "decision_text",
    "grade_colour",
    "grade_legend",
    "grade_name",
    "hindsight_headline",
    "hindsight_lines",
    "loss_text",
    "play_words",
    "review_summary",
    "value_text",
]


# ----- grades -----------------------------------------------------------------------------


def grade_name(grade: Grade) -> str:
    return translate("HandAnalysis", GRADE_NAMES[grade])


def grade_colour(grade: Grade) -> QColor:
    return QColor(GRADE_COLOURS[grade])


def _points(value: float) -> str:
    return f"{value:g}"


def grade_legend() -> str:
    """The grades, their colours and thresholds, as rich text (one line per grade band
    would crowd the panel: one wrapped paragraph)."""
    parts = []
    for band in BANDS:
        if band.high is None:
            where = translate("HandAnalysis", "{low} or more").format(low=_points(band.low))
        elif band.low == 0:
            where = translate("HandAnalysis", "under {high}").format(high=_points(band.high))
        else:
            where = f"{_points(band.low)}–{_points(band.high)}"
        parts.append(
            f'<span style="color:{GRADE_COLOURS[band.grade]}">■&nbsp;'
            f"{SYMBOLS[band.grade]}&nbsp;{grade_name(band.grade).capitalize()}"
            f"</span>&nbsp;{where.replace(' ', '&nbsp;')}"
        )
    return translate(
        "HandAnalysis",
        "Points lost: {bands}. A loss within {n} standard errors of zero is at "
        "worst an inaccuracy.",
    ).format(bands=" · ".join(parts), n=_points(NOISE_STDERRS))


# ----- decisions ------------------------------------------------------------------------------


def loss_text(review: DecisionReview) -> str:
    """ "−2.3 ± 0.4": the points a decision lost (no ± when it is exact)."""
    lost = value_text(-review.loss)
    return lost if review.exact or review.stderr == 0 else f"{lost} ± {review.stderr:.1f}"


def decision_line(review: DecisionReview) -> str:
    """One entry of the list of streets: "?? Street 3 — blunder: −3.3 ± 0.4 points"."""
    grade = grade_of(review)
    head = translate("HandAnalysis", "Street {street}").format(street=review.street + 1)
    if review.loss <= 0:
        words = translate("HandAnalysis", "the best play")
    else:
        words = translate("HandAnalysis", "{loss} points").format(loss=loss_text(review))
    return f"{SYMBOLS[grade]} {head} — {grade_name(grade)}: {words}"


def chosen_rank(review: DecisionReview) -> int | None:
    """Where the play made ranks among every play weighed (1: the best)."""
    chosen = decision_key(review.chosen)
    for play in plays_of(review):
        if decision_key(play.decision) == chosen:
            return play.rank
    return None


def decision_text(review: DecisionReview) -> str:
    """What was played, the best play, the loss and its grade, in a few lines."""
    grade = grade_of(review)
    lines = [
        translate("HandAnalysis", "Street {street}: {symbol} {grade}.").format(
            street=review.street + 1, symbol=SYMBOLS[grade], grade=grade_name(grade)
        ),
        translate("HandAnalysis", "You played: {play} ({value}).").format(
            play=play_words(review.chosen), value=value_text(review.chosen_value)
        ),
    ]
    if review.loss <= 0:
        lines.append(translate("HandAnalysis", "That was the best play."))
    else:
        lines.append(
            translate("HandAnalysis", "Best: {play} ({value}).").format(
                play=play_words(review.best), value=value_text(review.best_value)
            )
        )
        lost = (
            f"{review.loss:.1f}"
            if review.exact or review.stderr == 0
            else f"{review.loss:.1f} ± {review.stderr:.1f}"
        )
        lines.append(translate("HandAnalysis", "Lost {loss} points.").format(loss=lost))
    if review.solved:
        lines.append(
            translate("HandAnalysis", "Judged exactly: royalties plus the value of Fantasyland.")
        )
    elif review.counted == 1:
        lines.append(
            translate(
                "HandAnalysis",
                "{count} plays valued exactly: nothing was left to come, so every outcome "
                "was certain.",
            ).format(count=review.candidates)
        )
    elif review.counted:
        lines.append(
            translate(
                "HandAnalysis",
                "{count} plays valued exactly: every one of the {futures} ways the cards "
                "still to come can fall was counted.",
            ).format(count=review.candidates, futures=review.counted)
        )
    else:
        rank = chosen_rank(review)
        if rank is not None and review.loss > 0:
            lines.append(
                translate(
                    "HandAnalysis",
                    "Yours ranks {rank} of {count} plays, weighed on {samples} futures each.",
                ).format(rank=rank, count=review.candidates, samples=review.samples)
            )
        else:
            lines.append(
                translate(
                    "HandAnalysis", "{count} plays weighed on {samples} futures each."
                ).format(count=review.candidates, samples=review.samples)
            )
    return "\n".join(lines)


def review_summary(review: HandReview) -> str:
    """The hand's points lost with their error, and how many decisions earned each grade."""
    if not review.decisions:
        return translate("HandAnalysis", "Nothing to review: you played no street of this hand.")
    counts = grade_counts(review.decisions)
    words = {
        grade: translate("HandAnalysis", (GRADE_NAMES if count == 1 else GRADE_PLURALS)[grade])
        for grade, count in counts.items()
    }
    graded = ", ".join(
        f"{counts[grade]} {words[grade]}" for grade in reversed(GRADES) if counts[grade]
    )
    return translate(
        "HandAnalysis", "Points lost to the best plays: {loss} ± {error}. {graded}."
    ).format(
        loss=f"{skill_score([review]):.1f}",
        error=f"{review.stderr:.1f}",
        graded=graded[:1].upper() + graded[1:],
    )


# ----- Did I set it right? --------------------------------------------------------------------


def already_best(result: Hindsight) -> bool:
    """The played board scored as much as the best, with Fantasyland as good."""
    return result.difference == 0 and (result.played_fantasyland or not result.fantasyland)


def best_board_labels(
    board: Board, rules: RuleSet, in_fantasyland: bool
) -> dict[str, tuple[str, int]]:
    """Each row of ``board``: the hand it makes and the royalty it earns."""
    evaluation = evaluate_board(board, rules, in_fantasyland)
    return {
        row: (name, royalty)
        for row, name, royalty in zip(
            ("top", "middle", "bottom"), evaluation.names, evaluation.royalties, strict=True
        )
    }


def hindsight_headline(result: Hindsight) -> str:
    if already_best(result):
        return translate(
            "HandAnalysis", "Your board was already the best arrangement ({points})."
        ).format(points=signed(result.played_points))
    if result.difference == 0:
        return translate(
            "HandAnalysis", "Best arrangement: {points}, as many points, and Fantasyland."
        ).format(points=signed(result.points))
    return translate(
        "HandAnalysis", "Best arrangement: {best} instead of {played} ({difference} points better)."
    ).format(
        best=signed(result.points),
        played=signed(result.played_points),
        difference=result.difference,
    )


def hindsight_lines(result: Hindsight) -> list[str]:
    """Everything "Did I set it right?" says, headline first."""
    board = result.board
    lines = [hindsight_headline(result)]
    if not already_best(result):
        lines.append(
            translate("HandAnalysis", "Top {top} · middle {middle} · bottom {bottom}").format(
                top=cards_text(board.top),
                middle=cards_text(board.middle),
                bottom=cards_text(board.bottom),
            )
        )
    if result.discards:
        lines.append(
            translate("HandAnalysis", "Leaving out {cards}.").format(
                cards=cards_text(result.discards)
            )
        )
    lines.append(
        translate("HandAnalysis", "Royalties of the best board: {royalties}.").format(
            royalties=result.royalties
        )
    )
    if result.fantasyland and not result.played_fantasyland:
        lines.append(translate("HandAnalysis", "It reaches Fantasyland, which your board did not."))
    elif result.played_fantasyland and not result.fantasyland:
        lines.append(
            translate(
                "HandAnalysis", "Your board reached Fantasyland; the best one for points does not."
            )
        )
    elif result.fantasyland:
        lines.append(translate("HandAnalysis", "Both boards reach Fantasyland."))
    if result.natural:
        lines.append(
            translate("HandAnalysis", "Declare the natural: {natural}.").format(
                natural=natural_name(result.natural)
            )
        )
    if result.surrendered:
        lines.append(
            translate("HandAnalysis", "You surrendered: your board is counted as if played out.")
        )
    for pair in result.pairs:
        lines.append(
            translate("HandAnalysis", "Against {player}: {played} played, {best} best.").format(
                player=pair.opponent, played=signed(pair.played), best=signed(pair.best)
            )
        )
    return lines
