"""Every graded decision of the players' hands, kept in the hand-history database
(schema 6) for the coach report: writing one graded hand, and which hands are graded.

A hand's grades are written with its drills and its graded mark in one transaction (the
drill store's), so a hand is either graded whole or not at all: grading again after a
crash, or after a newer grading version, replaces what was there and never doubles it.
Kinds are kept as a bit mask over :data:`decision_kinds.KINDS`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence

from ofc_desktop.bots.decision_kinds import KINDS, DecisionGrade, HandOutcome

KIND_BITS = {kind: 1 << index for index, kind in enumerate(KINDS)}


def kind_mask(kinds: Iterable[str]) -> int:
    """The bit mask of ``kinds``.

    >>> kind_mask(["opening", "foul_risk"])
    17
    """
    mask = 0
    for kind in kinds:
        mask |= KIND_BITS[kind]
    return mask


def write_graded_hand(
    connection: sqlite3.Connection,
    fingerprint: str,
    grades: Sequence[DecisionGrade],
    outcomes: Sequence[HandOutcome],
    version: int,
    graded_at: str,
) -> None:
    """Keep one hand's grades, in the caller's transaction: what a former grading of it
    kept is replaced."""
    connection.execute("DELETE FROM decision_grades WHERE fingerprint = ?", (fingerprint,))
    connection.execute("DELETE FROM coach_hands WHERE fingerprint = ?", (fingerprint,))
    connection.executemany(
        "INSERT INTO decision_grades (fingerprint, player, street, seat, situation, kinds, "
        "leak, loss, stderr, grade, exact, chosen_foul, best_foul, chosen_fantasyland, "
        "best_fantasyland, position, chosen, best) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                fingerprint,
                grade.player,
                grade.street,
                grade.seat,
                grade.situation,
                kind_mask(grade.kinds),
                grade.leak,
                grade.loss,
                grade.stderr,
                grade.grade,
                int(grade.exact),
                grade.chosen_foul,
                grade.best_foul,
                grade.chosen_fantasyland,
                grade.best_fantasyland,
                grade.position,
                grade.chosen,
                grade.best,
            )
            for grade in grades
        ],
    )
    connection.executemany(
        "INSERT INTO coach_hands (fingerprint, player, played_at, variant, players, jokers, "
        "decks, fouled, entered_fantasyland, best_foul, best_fantasyland) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                fingerprint,
                outcome.player,
                outcome.played_at,
                outcome.variant,
                outcome.players,
                outcome.jokers,
                outcome.decks,
                int(outcome.fouled),
                int(outcome.entered_fantasyland),
                outcome.best_foul,
                outcome.best_fantasyland,
            )
            for outcome in outcomes
        ],
    )
    connection.execute(
        "INSERT OR REPLACE INTO coach_graded (fingerprint, version, graded_at) VALUES (?, ?, ?)",
        (fingerprint, version, graded_at),
    )


def graded_fingerprints(connection: sqlite3.Connection, version: int) -> set[str]:
    """The hands graded at ``version`` or later."""
    rows = connection.execute(
        "SELECT fingerprint FROM coach_graded WHERE version >= ?", (version,)
    ).fetchall()
    return {str(key) for (key,) in rows}
