"""Hand histories in and out of the program.

Exports are what a player may share of the stored hands (never a seed or someone else's
discard), as JSON or text, each hand with the time it was played. Imports read regular
files only, of a bounded size, check every hand by replaying it (the slow part, which
can report progress and be cancelled between hands), and then store it all in one
transaction, leaving out the hands already in the history.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import (
    HAND_FORMAT,
    HANDS_FORMAT,
    MATCH_FORMAT,
    MAX_HANDS,
    OLD_HAND_FORMAT,
    OLD_MATCH_FORMAT,
    hand_seats,
    hand_to_record,
    hands_export,
    public_hand_record,
    replay_hand,
)
from ofc_desktop.core.history_text import describe_hand, describe_history
from ofc_desktop.core.match_history import public_match_record, replay_match, upgrade_old_match
from ofc_desktop.persistence.bounded_read import (
    MAX_READ_BYTES,
    NotAFile,
    TooLarge,
    Unreadable,
    read_regular_file,
)
from ofc_desktop.persistence.hand_fingerprint import hand_fingerprint
from ofc_desktop.persistence.history_db import (
    HistoryDatabase,
    HistoryDbError,
    PackedHand,
    pack_hand,
)
from ofc_desktop.persistence.history_rows import stored_time, time_text

KNOWN_FORMATS = (HANDS_FORMAT, HAND_FORMAT, MATCH_FORMAT, OLD_HAND_FORMAT, OLD_MATCH_FORMAT)
MAX_IMPORT_BYTES = MAX_READ_BYTES
MAX_NAME = 40  # characters of a player's name (the game itself allows fewer)
MAX_LEVEL = 24  # characters of a bot level's name
MAX_KEY = 64  # characters of a key of a JSON object
MAX_TEXT = 4_000  # characters of any other text: a deck as dealt, a row of cards
MAX_DIGITS = 20  # digits of a number: a seed is below 2**64
QUOTED = 40  # characters of a value an import error repeats
MAX_MESSAGE = 400  # characters of an import error
_LONG_QUOTED = re.compile(rf"""(['"])([^'"]{{{QUOTED + 1},}})\1""")
_LONG_WORD = re.compile(rf"\S{{{QUOTED + 1},}}")

Progress = Callable[[int, int], None]  # hands checked, of how many
"""Told how far the check has come; called from the thread that checks."""


def viewer_seat(record: Mapping[str, Any], viewer_name: str | None) -> int | None:
    """The seat whose discards the viewer may see (None: nobody's)."""
    names = [seat.name for seat in hand_seats(record)]
    return names.index(viewer_name) if viewer_name in names else None


class ImportProblem(Exception):
    """A file that cannot be imported; the message says exactly what is wrong."""


class ImportCancelled(Exception):
    """The player cancelled the import: nothing was stored."""


# ----- exporting ------------------------------------------------------------------------


def public_hands(
    records: Sequence[Mapping[str, Any]],
    viewer_name: str | None,
    played_at: Sequence[datetime] | None = None,
) -> list[dict[str, Any]]:
    """The shareable copies of the finished hands among ``records``, each with the time
    it was played (``played_at``, one per record) when given."""
    times: Sequence[datetime | None] = played_at if played_at is not None else [None] * len(records)
    if len(times) != len(records):
        raise ValueError("one played_at time is needed per record")
    return [
        _dated(public_hand_record(record, viewer_seat(record, viewer_name)), when)
        for record, when in zip(records, times, strict=True)
        if record.get("result") is not None
    ]


def _dated(record: dict[str, Any], when: datetime | None) -> dict[str, Any]:
    if when is not None:
        record["played_at"] = time_text(when)
    return record


def match_document(
    database: HistoryDatabase, match_id: str, viewer_name: str | None
) -> dict[str, Any]:
    """A stored match to share, with its start and each hand's time: its match history
    when the database has one that replays, else (an imported match) its finished hands."""
    rows = database.match_hands(match_id)
    record = database.match_record(match_id)
    if record is None:
        return hands_export(
            public_hands(
                [database.hand_record(row.hand_id) for row in rows],
                viewer_name,
                [row.played_at for row in rows],
            )
        )
    document = public_match_record(record, viewer_name)
    times = {row.hand_number: row.played_at for row in rows}
    for event in document["events"]:
        if event.get("event") == "hand":
            _dated(event["hand"], times.get(event["hand"].get("hand_number")))
    document["started_at"] = time_text(database.get_match(match_id).started_at)
    return document


def export_text(document: Mapping[str, Any]) -> str:
    """The readable account of an exported document."""
    if document.get("format") == HANDS_FORMAT:
        return "\n\n\n".join(describe_hand(hand) for hand in document["hands"]) + "\n"
    return describe_history(document) + "\n"


# ----- what an import holds -------------------------------------------------------------


@dataclass(frozen=True)
class ImportedHand:
    """A checked hand as it will be stored, with its stored time text (None: the file
    gave none) and its content key."""

    record: dict[str, Any]
    played_at: str | None
    fingerprint: str
    packed: PackedHand  # checked and compressed off the GUI thread


@dataclass(frozen=True)
class CheckedImport:
    """Every hand of a file, each replayed and checked; a match file's start and
    whether it was played to its end."""

    hands: tuple[ImportedHand, ...]
    started_at: str | None = None
    finished: bool = True


@dataclass(frozen=True)
class ImportOutcome:
    """What an import stored: new hands, those already in the history (or twice in the
    file) left out, and the new matches' ids."""

    added: int
    known: int
    repeated: int
    matches: tuple[str, ...]

    @property
    def read(self) -> int:
        return self.added + self.known + self.repeated


def shorten(message: str) -> str:
    """The message with every quoted value and every long word cut to :data:`QUOTED`
    characters, and the whole kept short: an error about a huge value stays readable.

    >>> shorten("not " + "9" * 4000 + "!")
    'not 9999999999999999999999999999999999999999…'
    """
    message = _LONG_QUOTED.sub(lambda m: f"{m[1]}{m[2][:QUOTED]}…{m[1]}", message)
    message = _LONG_WORD.sub(lambda m: m[0][:QUOTED] + "…", message)
    return message if len(message) <= MAX_MESSAGE else message[:MAX_MESSAGE] + "…"


def _quote(value: str) -> str:
    return repr(value) if len(value) <= QUOTED else repr(value[:QUOTED])[:-1] + "…'"


def _check_cancel(cancel: threading.Event | None) -> None:
    if cancel is not None and cancel.is_set():
        raise ImportCancelled


# ----- reading a file -------------------------------------------------------------------


def _too_large(name: str) -> ImportProblem:
    return ImportProblem(
        f"{name} is too large to be a hand history (more than "
        f"{MAX_IMPORT_BYTES // (1024 * 1024)} MB)."
    )


def read_file_bytes(path: Path, cancel: threading.Event | None = None) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_IMPORT_BYTES`. Anything else (a
    folder, a pipe, a device, even behind a link) is refused at once, never read; a
    file that grows past the limit while it is read is refused too."""
    name = path.name or str(path)
    try:
        return read_regular_file(path, MAX_IMPORT_BYTES, lambda: _check_cancel(cancel))
    except NotAFile as refused:
        raise ImportProblem(
            f"{name} is {refused.kind}, not a saved file: only a hand history file can be imported."
        ) from None
    except TooLarge:
        raise _too_large(name) from None
    except Unreadable as refused:
        raise ImportProblem(f"Could not read {name}: {refused.reason}.") from None


_LIMITS = {
    "name": (MAX_NAME, "a player's name"),
    "player": (MAX_NAME, "a player's name"),
    "players": (MAX_NAME, "a player's name"),
    "level": (MAX_LEVEL, "a bot level"),
}


class _Parser:
    """JSON with bounds: no number of more than :data:`MAX_DIGITS` digits, no key or
    text past its limit (names and bot levels are short); checks for a cancel between
    objects, which also lets other threads run while a large file is parsed."""

    def __init__(self, cancel: threading.Event | None) -> None:
        self.cancel = cancel

    def parse(self, text: str) -> object:
        return json.loads(
            text,
            object_pairs_hook=self._object,
            parse_int=self._integer,
            parse_constant=self._constant,
        )

    def _object(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        _check_cancel(self.cancel)
        for key, value in pairs:
            if len(key) > MAX_KEY:
                raise ImportProblem(
                    f"The file cannot be imported: it holds a key "
                    f"{_quote(key)} of {len(key):,} characters; at most "
                    f"{MAX_KEY} are allowed."
                )
            if isinstance(value, str | list):
                self._texts(key, value)
        return dict(pairs)

    @staticmethod
    def _texts(key: str, value: str | list[Any]) -> None:
        limit, what = _LIMITS.get(key, (MAX_TEXT, f"the text under {_quote(key)}"))
        pending: list[Any] = [value]
        while pending:  # lists of lists: objects in them were checked when they were read
            item = pending.pop()
            if isinstance(item, list):
                pending.extend(item)
            elif isinstance(item, str) and len(item) > limit:
                raise ImportProblem(
                    f"The file cannot be imported: {what} "
                    f"({_quote(item)}) is {len(item):,} characters long; "
                    f"at most {limit} are allowed."
                )

    @staticmethod
    def _integer(text: str) -> int:
        digits = len(text.lstrip("-"))
        if digits > MAX_DIGITS:
            raise ImportProblem(
                f"The file cannot be imported: it holds a number of "
                f"{digits:,} digits ({text[:QUOTED]}…); no number in a "
                f"hand history has more than {MAX_DIGITS}."
            )
        return int(text)

    @staticmethod
    def _constant(name: str) -> None:
        raise ValueError(f"{name} is not a number JSON knows")


def read_document(path: Path, cancel: threading.Event | None = None) -> object:
    """The JSON document of a history file (UTF-8, with or without a byte-order mark)."""
    return parse_document(read_file_bytes(path, cancel), path.name, cancel)


def parse_document(data: bytes, name: str, cancel: threading.Event | None = None) -> object:
    """The JSON document in the bytes of a history file called ``name``, read with the
    bounds an import keeps (UTF-8, with or without a byte-order mark)."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ImportProblem(f"{name} is not a text file (UTF-8).") from None
    del data  # a large file is not held twice while it is parsed
    try:
        return _Parser(cancel).parse(text)
    except (ValueError, RecursionError) as error:
        raise ImportProblem(f"{name} is not valid JSON: {shorten(str(error))}.") from None


# ----- checking a document --------------------------------------------------------------


class _WatchedEvents(list[Any]):
    """A match's events that report each hand as the replay reaches it, and stop the
    replay (by raising) once the import is cancelled."""

    def __init__(
        self, events: Iterable[Any], progress: Progress | None, cancel: threading.Event | None
    ) -> None:
        super().__init__(events)
        self.progress, self.cancel = progress, cancel
        self.hands = sum(1 for event in super().__iter__() if _is_hand_event(event))

    def __iter__(self) -> Iterator[Any]:
        done = 0
        for event in super().__iter__():
            if _is_hand_event(event):
                _check_cancel(self.cancel)
                if self.progress is not None:
                    self.progress(done, self.hands)
                done += 1
            yield event


def _is_hand_event(event: object) -> bool:
    return isinstance(event, Mapping) and event.get("event") == "hand"


def _replayed_hands(
    data: Mapping[str, Any], progress: Progress | None, cancel: threading.Event | None
) -> list[dict[str, Any]]:
    """The hands of a hands file, each replayed (and an old one brought to today's
    shape); HistoryError names the first bad one."""
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        raise ImportProblem(
            'The file cannot be imported: damaged history: "hands" must be a non-empty list.'
        )
    if len(hands) > MAX_HANDS:
        raise ImportProblem(
            f"The file cannot be imported: it holds {len(hands):,} hands; "
            f"at most {MAX_HANDS:,} can be imported at once."
        )
    checked = []
    for number, hand in enumerate(hands, start=1):
        _check_cancel(cancel)
        if progress is not None:
            progress(number - 1, len(hands))
        try:
            checked.append(_in_todays_shape(hand, replay_hand(hand)))
        except OfcError as error:
            raise ImportProblem(
                f"The file cannot be imported: hand {number}: {shorten(str(error))}."
            ) from None
    return checked


def _in_todays_shape(hand: Mapping[str, Any], replayed: Hand | None = None) -> dict[str, Any]:
    """A copy of a replayed hand; an old seed-only one rewritten in today's shape."""
    if hand.get("format") != OLD_HAND_FORMAT:
        return dict(hand)
    today = hand_to_record(replayed or replay_hand(hand), hand_seats(hand))
    if "played_at" in hand:
        today["played_at"] = hand["played_at"]
    return today


def _imported_hand(hand: dict[str, Any], number: int) -> ImportedHand:
    """The hand checked as the database checks it, its date read and its key made."""
    raw = hand.pop("played_at", None)
    played_at = None
    if raw is not None:
        try:
            played_at = time_text(stored_time(raw))  # one spelling, for the key
        except (TypeError, ValueError):
            raise ImportProblem(
                f"The file cannot be imported: hand {number}: played_at "
                f"must be a time like 2024-05-01T12:00:00.000000Z, not "
                f"{_quote(str(raw))}."
            ) from None
    try:
        packed = pack_hand(hand)
    except HistoryDbError as error:
        raise ImportProblem(
            f"The file cannot be imported: hand {number}: {shorten(str(error))}."
        ) from None
    return ImportedHand(hand, played_at, hand_fingerprint(hand, played_at), packed)


def check_document(
    data: object, progress: Progress | None = None, cancel: threading.Event | None = None
) -> CheckedImport:
    """Every hand of an imported document (a hand, several hands or a match), each
    replayed and checked; ImportProblem names the first one that is wrong and why,
    ImportCancelled stops it between two hands."""
    if isinstance(data, Mapping) and data.get("format") == OLD_MATCH_FORMAT:
        try:
            data = upgrade_old_match(data)
        except OfcError as error:
            raise ImportProblem(f"The file cannot be imported: {shorten(str(error))}.") from None
    kind = data.get("format") if isinstance(data, Mapping) else None
    if not isinstance(data, Mapping) or kind not in KNOWN_FORMATS:
        shown = _quote(kind) if isinstance(kind, str) else shorten(repr(kind))
        raise ImportProblem(
            f"The file is of an unknown kind ({shown}); the game reads "
            f"{', '.join(KNOWN_FORMATS)} files."
        )
    started_at, finished = None, True
    try:
        if kind == MATCH_FORMAT:
            events = data.get("events")
            watched = (
                _WatchedEvents(events, progress, cancel) if isinstance(events, list) else events
            )
            finished = replay_match({**data, "events": watched}).is_over
            hands = [
                _in_todays_shape(event["hand"]) for event in data["events"] if _is_hand_event(event)
            ]
            started_at = _start_of(data.get("started_at"))
        elif kind == HANDS_FORMAT:
            hands = _replayed_hands(data, progress, cancel)
        else:
            _check_cancel(cancel)
            hands = [_in_todays_shape(data, replay_hand(data))]
    except (OfcError, ValueError, TypeError, KeyError) as error:
        raise ImportProblem(f"The file cannot be imported: {shorten(str(error))}.") from None
    checked = []
    for number, hand in enumerate(hands, start=1):
        _check_cancel(cancel)
        checked.append(_imported_hand(hand, number))
    if progress is not None:
        progress(len(checked), len(checked))
    return CheckedImport(tuple(checked), started_at, finished)


def _start_of(raw: object) -> str | None:
    if raw is None:
        return None
    try:
        if not isinstance(raw, str):
            raise TypeError
        return time_text(stored_time(raw))
    except (TypeError, ValueError):
        raise ImportProblem(
            f"The file cannot be imported: started_at must be a time like "
            f"2024-05-01T12:00:00.000000Z, not {_quote(str(raw))}."
        ) from None


def read_import(
    path: Path, progress: Progress | None = None, cancel: threading.Event | None = None
) -> CheckedImport:
    """Read and check a history file whole (see :func:`read_document` and
    :func:`check_document`); nothing is stored."""
    return check_document(read_document(path, cancel), progress, cancel)


# ----- storing --------------------------------------------------------------------------


def _groups(hands: Sequence[ImportedHand]) -> list[list[ImportedHand]]:
    """The hands by rule set, as few groups as hand numbers allow (unique in each)."""
    groups: list[list[ImportedHand]] = []
    by_rules: dict[str, tuple[list[list[ImportedHand]], dict[int, int]]] = {}
    for hand in hands:
        rules = json.dumps(hand.record["rules"], sort_keys=True)
        members, taken = by_rules.setdefault(rules, ([], {}))
        number = hand.record["hand_number"]
        # The groups holding this number are always the first ones: take the next.
        index = taken.get(number, 0)
        taken[number] = index + 1
        if index == len(members):
            members.append([])
            groups.append(members[-1])
        members[index].append(hand)
    return groups


def store_imported(
    database: HistoryDatabase, checked: CheckedImport, now: datetime | None = None
) -> ImportOutcome:
    """Store the checked hands not yet in the history under new matches (one per rule
    set, hand numbers unique in each), all in one transaction: all or nothing. Hands keep
    their own dates and matches the file's start; undated ones are dated ``now``."""
    now = now or datetime.now(UTC)
    known = database.has_fingerprints(hand.fingerprint for hand in checked.hands)
    fresh: list[ImportedHand] = []
    seen: set[str] = set()
    repeated = 0
    for hand in checked.hands:
        if hand.fingerprint in known:
            continue
        if hand.fingerprint in seen:
            repeated += 1
            continue
        seen.add(hand.fingerprint)
        fresh.append(hand)
    status = "finished" if checked.finished else "abandoned"
    created: list[str] = []
    added = 0
    if not fresh:  # no empty match, and no write at all
        return ImportOutcome(0, len(checked.hands) - repeated, repeated, ())
    with database.batch():
        for members in _groups(fresh):
            seats: dict[str, dict[str, Any]] = {}
            totals: dict[str, int] = {}
            for hand in members:
                for seat in hand.record["seats"]:
                    seats.setdefault(seat["name"], dict(seat))
                for player in (hand.record["result"] or {"players": []})["players"]:
                    totals[player["player"]] = totals.get(player["player"], 0) + player["total"]
            times = [
                now if hand.played_at is None else stored_time(hand.played_at) for hand in members
            ]
            dated = [
                when
                for hand, when in zip(members, times, strict=True)
                if hand.played_at is not None
            ]
            started = (
                stored_time(checked.started_at)
                if checked.started_at is not None
                else min(dated, default=now)
            )
            match_id = database.add_match(
                members[0].record["rules"], list(seats.values()), started_at=started, status=status
            )
            created.append(match_id)
            ids = database.add_packed_hands(
                match_id,
                [hand.packed for hand in members],
                times,
                fingerprints=[hand.fingerprint for hand in members],
                skip_duplicates=True,
            )
            added += sum(hand_id is not None for hand_id in ids)
            database.update_match(
                match_id, standings=totals, over=checked.finished, ended_at=max(dated, default=now)
            )
    return ImportOutcome(
        added, len(checked.hands) - len(fresh) - repeated, repeated, tuple(created)
    )
