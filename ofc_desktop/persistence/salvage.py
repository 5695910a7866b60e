"""Salvage: a damaged hand history's readable rows, and what its backups hold that it
lost, written into a new file in one transaction.

Rows of the damaged file win; a backup adds the hands, matches and drills the file no
longer gives. A match that lost hands keeps those that read, its standings then the sum
of them. The match in progress is kept to resume when its state reads and replays (from
the file, else from a backup that no later hand of it outgrew); a match the program
still holds in memory is left out for it to write whole.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_outline, replay_match
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.history_rows import stored_time
from ofc_desktop.persistence.resume_file import finished_hands
from ofc_desktop.persistence.salvage_read import (
    FileRows,
    SalvagedHand,
    SalvagedMatch,
    read_rows,
)


@dataclass(frozen=True)
class SalvageReport:
    """What went into the new file, in numbers for the player and words for the log."""

    kept: int = 0  # hands now in the new file
    from_backup: int = 0  # of them, hands only a backup still held
    unreadable: int = 0  # hands that were stored but neither file nor backup gave back
    resumable: bool = False  # a match in progress was kept to resume
    drills_unreadable: int = 0  # drills and answers lost likewise
    backups: int = 0  # backups read
    left_out_started: datetime | None = None  # the match left out: when it started …
    left_out_times: dict[int, datetime] = field(default_factory=dict)  # … its hands' times
    problems: tuple[str, ...] = ()  # SQLite's own words about the damage


@dataclass(frozen=True)
class _Progress:
    match_id: str
    state: dict[str, Any]
    saved_at: str
    match: Match


def salvage(
    damaged: Path, backups: Sequence[Path], into: HistoryDatabase, *, leave_out: str | None = None
) -> SalvageReport:
    """Copy what can be read of ``damaged`` and the ``backups`` (newest first, checked
    sound) into the empty history ``into``, in one transaction; ``leave_out`` names the
    match the caller writes itself. HistoryDbError if ``into`` cannot be written."""
    found = read_rows(damaged)
    copies = [read_rows(path) for path in backups]
    matches = dict(found.matches)
    for copy in copies:
        for match_id, match in copy.matches.items():
            matches.setdefault(match_id, match)
    hands: dict[str, SalvagedHand] = {}
    taken: set[tuple[str, int]] = set()
    from_backup = 0
    for source, rows in enumerate([found, *copies]):
        for hand in rows.hands.values():
            if hand.fingerprint in hands or (hand.match_id, hand.number) in taken:
                continue
            hands[hand.fingerprint] = hand
            taken.add((hand.match_id, hand.number))
            from_backup += source > 0
    expected: dict[str, int] = {}
    for rows in (found, *copies):
        for match_id, match in rows.matches.items():
            expected[match_id] = max(expected.get(match_id, 0), match.hands)
    progress = None if leave_out is not None else _progress(found, copies, hands)
    own = leave_out or (progress.match_id if progress is not None else None)
    by_match: dict[str, list[SalvagedHand]] = {}
    for hand in hands.values():
        by_match.setdefault(hand.match_id, []).append(hand)
    special = sorted(by_match.pop(own, []), key=lambda hand: hand.number) if own else []
    kept = 0
    with into.batch():
        for match in sorted(matches.values(), key=lambda match: match.started_at):
            if match.match_id != own:
                kept += _store_match(into, match, by_match.pop(match.match_id, []))
        for match_id, orphans in sorted(by_match.items()):
            kept += _store_match(into, _match_of(match_id, orphans), orphans)
        if progress is not None:
            kept += _store_progress(into, progress, matches.get(progress.match_id), special)
        _store_drills(into, found, copies)
    lost = sum(
        max(0, count - sum(hand.match_id == match_id for hand in hands.values()))
        for match_id, count in expected.items()
        if match_id != own
    )
    backup_hands = from_backup - sum(hand.fingerprint not in found.hands for hand in special)
    # The file's unread rows of the match left out or resumed are not lost: its state or
    # the caller's memory holds those hands.
    own_unread = max(
        0, expected.get(own or "", 0) - sum(hand.match_id == own for hand in found.hands.values())
    )
    drills_back = sum(
        len(copy.drills.keys() - found.drills.keys())
        + len(copy.answers.keys() - found.answers.keys())
        for copy in copies
    )
    own_match = matches.get(leave_out or "")
    return SalvageReport(
        kept=kept,
        from_backup=backup_hands,
        unreadable=max(lost, found.unread_hands - own_unread - backup_hands, 0),
        resumable=progress is not None,
        drills_unreadable=max(0, found.unread_drills - drills_back),
        backups=len(copies),
        left_out_started=None if own_match is None else stored_time(own_match.started_at),
        left_out_times={hand.number: stored_time(hand.played_at) for hand in special}
        if leave_out
        else {},
        problems=tuple(dict.fromkeys(found.problems)),
    )


def _progress(
    found: FileRows, copies: list[FileRows], hands: dict[str, SalvagedHand]
) -> _Progress | None:
    """The match to resume: the file's state if it replays, else a backup's that no
    hand stored since has gone past."""
    for rows in (found, *copies):
        if rows.progress is None:
            continue
        match_id, state, saved_at = rows.progress
        try:
            match = replay_match(state)
            played = len(finished_hands(state))
            stored_time(saved_at)
        except (OfcError, ValueError, TypeError, KeyError, RecursionError):
            continue
        later = any(hand.match_id == match_id and hand.number > played for hand in hands.values())
        if not match.is_over and not later:
            return _Progress(match_id, state, saved_at, match)
    return None


def _store_match(into: HistoryDatabase, match: SalvagedMatch, hands: list[SalvagedHand]) -> int:
    hands.sort(key=lambda hand: hand.number)
    whole = [hand.number for hand in hands] == list(range(1, match.hands + 1))
    standings: dict[str, int] = {}
    for hand in hands:
        for seat in hand.packed.columns.seats:
            standings[seat.name] = standings.get(seat.name, 0) + seat.total
    into.add_match(
        match.rules,
        match.seats,
        started_at=stored_time(match.started_at),
        match_id=match.match_id,
        status="abandoned" if match.status == "playing" else match.status,
    )
    if hands:
        into.add_packed_hands(
            match.match_id,
            [hand.packed for hand in hands],
            [stored_time(hand.played_at) for hand in hands],
            fingerprints=[hand.fingerprint for hand in hands],
        )
    into.update_match(
        match.match_id,
        standings=match.standings if whole else standings,
        over=match.over,
        ended_at=None if match.ended_at is None else stored_time(match.ended_at),
        # The outline names every hand by number: only a match kept whole keeps it.
        outline=match.outline if whole else None,
    )
    return len(hands)


def _match_of(match_id: str, hands: list[SalvagedHand]) -> SalvagedMatch:
    """A match for hands whose own row was lost, made from their records."""
    first = min(hands, key=lambda hand: hand.played_at)
    record = json.loads(first.packed.columns.data)
    seats: dict[str, dict[str, Any]] = {}
    for hand in hands:
        for seat in json.loads(hand.packed.columns.data)["seats"]:
            seats.setdefault(seat["name"], dict(seat))
    return SalvagedMatch(
        match_id,
        first.played_at,
        None,
        dict(record["rules"]),
        list(seats.values()),
        {},
        False,
        0,
        None,
        "abandoned",
    )


def _store_progress(
    into: HistoryDatabase,
    progress: _Progress,
    row: SalvagedMatch | None,
    stored: list[SalvagedHand],
) -> int:
    """The match in progress, its hands taken from its state (which holds them all),
    each at the time it was stored when that is known."""
    state = progress.state
    hands = finished_hands(state)
    times = {hand.number: stored_time(hand.played_at) for hand in stored}
    saved_at = stored_time(progress.saved_at)
    into.add_match(
        state["rules"],
        state["seats"],
        started_at=saved_at if row is None else stored_time(row.started_at),
        match_id=progress.match_id,
        status="playing",
    )
    if hands:
        into.add_hands(
            progress.match_id,
            hands,
            [times.get(hand["hand_number"], saved_at) for hand in hands],
        )
    into.update_match(
        progress.match_id,
        standings=progress.match.settled_totals(),
        outline=match_outline(state, len(hands)),
    )
    into.save_progress(progress.match_id, state)
    return len(hands)


_DRILL_INSERT = (
    "INSERT OR IGNORE INTO drills (id, source, variant, player, themes, loss, drill, "
    "created_at, card, due) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_ANSWER_INSERT = (
    "INSERT OR IGNORE INTO drill_answers (id, drill_id, player, answered_at, loss, grade, "
    "rating_after) VALUES (?, ?, ?, ?, ?, ?, ?)"
)


def _store_drills(into: HistoryDatabase, found: FileRows, copies: list[FileRows]) -> None:
    """Drills, answers (under their own ids, so the rating keeps its order), graded
    hands and puzzle schedules: the file's first, then what only a backup holds."""
    for rows in (found, *copies):  # INSERT OR IGNORE: the first source wins
        into.write_rows(_DRILL_INSERT, list(rows.drills.values()))
        into.write_rows(_ANSWER_INSERT, list(rows.answers.values()))
        into.write_rows(
            "INSERT OR IGNORE INTO graded_hands (fingerprint, graded_at) VALUES (?, ?)",
            list(rows.graded.values()),
        )
        into.write_rows(
            "INSERT OR IGNORE INTO puzzle_schedules (drill_id, player, card, due) "
            "VALUES (?, ?, ?, ?)",
            list(rows.schedules.values()),
        )
