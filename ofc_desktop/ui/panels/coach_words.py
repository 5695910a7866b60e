"""The coach report in words: its sentences for the page, and the whole of it as text to
paste anywhere (the page's "Copy as text")."""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication

from ofc_desktop.bots.decision_kinds import kind_name, leak_words
from ofc_desktop.bots.position_analysis import describe_play
from ofc_desktop.bots.puzzles import decision_from_json
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.core.position_json import position_from_json
from ofc_desktop.persistence.coach_report import EXAMPLES, CoachReport, Example, Line, Rate

TOP_LEAKS = EXAMPLES  # the leaks told in words, each with a typical decision


def rate_text(rate: Rate) -> str:
    """ "3.1 ± 0.6"."""
    return f"{rate.value:.1f} ± {rate.stderr:.1f}"


def summary_text(report: CoachReport) -> str:
    if not report.hands:
        return QCoreApplication.translate(
            "CoachReport",
            "No graded hands under these filters yet. Every finished hand you play is "
            "graded in the background, and the hands you played before are graded while "
            "the table is idle.",
        )
    return QCoreApplication.translate(
        "CoachReport",
        "Points lost to the best plays: {lost} per 100 hands, over {hands} graded hands "
        "({decisions} decisions).",
    ).format(lost=rate_text(report.lost), hands=report.hands, decisions=report.decisions)


def example_position(example: Example) -> LabPosition:
    """The example's position, as the lab opens it."""
    return position_from_json(json.loads(example.position))


def _play(example: Example, text: str) -> Decision:
    return decision_from_json(json.loads(text), example_position(example).hand)


def leak_sentence(line: Line, report: CoachReport) -> str:
    """ "You lose 3.1 ± 0.6 points per 100 hands keeping a pair below Queens on top in
    the first two streets." """
    rules = None
    if line.example is not None:
        rules = example_position(line.example).rules
    return QCoreApplication.translate(
        "CoachReport", "You lose {points} points per 100 hands {leak}."
    ).format(points=rate_text(line.lost), leak=leak_words(line.name, rules))


def example_sentence(line: Line) -> str:
    """What a typical decision of the leak was, and what the best play did instead."""
    example = line.example
    if example is None:
        return ""
    lost = f"{example.loss:.1f}" if example.exact else f"{example.loss:.1f} ± {example.stderr:.1f}"
    return QCoreApplication.translate(
        "CoachReport",
        "A typical one (street {street}, {lost} points lost): you played {chosen}; the best "
        "play was {best}.",
    ).format(
        street=example.street + 1,
        lost=lost,
        chosen=describe_play(_play(example, example.chosen)),
        best=describe_play(_play(example, example.best)),
    )


def outcome_lines(report: CoachReport) -> list[str]:
    """Fouls and Fantasyland entries beside what the analysis's play reaches."""
    return [
        QCoreApplication.translate(
            "CoachReport",
            "Fouls: {mine} per 100 hands; the analysis's play from the same first positions: "
            "{best}.",
        ).format(mine=rate_text(report.fouls), best=rate_text(report.best_fouls)),
        QCoreApplication.translate(
            "CoachReport",
            "Fantasyland entries: {mine} per 100 hands; the analysis's play from the same "
            "first positions: {best}.",
        ).format(mine=rate_text(report.entries), best=rate_text(report.best_entries)),
    ]


def share_text(line: Line) -> str:
    return f"{100 * line.share:.0f} %"


def shares_note(report: CoachReport) -> str:
    """Why the kinds' shares add up to more than 100 %, when they do: a decision counts
    under each of its kinds. Empty otherwise."""
    if sum(line.share for line in report.kinds if line.decisions) <= 1.005:
        return ""
    return QCoreApplication.translate(
        "CoachReport",
        "A decision can be of more than one kind (a Pineapple discard is also a later "
        "street), so the shares add up to more than 100 %.",
    )


def report_text(report: CoachReport, filters: str) -> str:
    """The whole report as plain text."""
    lines = [
        QCoreApplication.translate("CoachReport", "Coach report: {player}").format(
            player=report.player
        ),
        filters,
        summary_text(report),
    ]
    if not report.hands:
        return "\n".join(lines)
    lines += [
        "",
        QCoreApplication.translate(
            "CoachReport", "Points lost per 100 hands, by kind of decision:"
        ),
    ]
    met = [line for line in report.kinds if line.decisions]
    width = max(len(kind_name(line.name)) for line in met)
    for line in met:
        lines.append(
            f"  {kind_name(line.name):<{width}}  {rate_text(line.lost):>13}  "
            f"{share_text(line):>5}  ({line.decisions})"
        )
    if note := shares_note(report):
        lines.append("  " + note)
    lines += ["", QCoreApplication.translate("CoachReport", "The largest leaks:")]
    for line in report.leaks[:TOP_LEAKS]:
        lines.append("  " + leak_sentence(line, report))
        if line.example is not None:
            lines.append("    " + example_sentence(line))
    lines += ["", *outcome_lines(report)]
    if report.trend:
        lines += [
            "",
            QCoreApplication.translate("CoachReport", "Points lost per 100 hands over time:"),
        ]
        lines += [
            f"  {point.label}: {rate_text(point.lost)} ({point.hands})" for point in report.trend
        ]
    return "\n".join(lines)
