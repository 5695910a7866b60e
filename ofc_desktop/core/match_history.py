"""Match histories and exported files: a match's record (its seats, seed, and its hands,
joins and leaves in order), replayed through the engine to end exactly as recorded, the
copy a player may see, and the hands of any exported file. Hand records are
:mod:`history`'s."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ofc_desktop.core.actions import is_whole_number
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import (
    HANDS_FORMAT,
    MATCH_FORMAT,
    MAX_HANDS,
    MAX_SEED,
    HandStart,
    HistoryError,
    SeatInfo,
    check_deal,
    check_outcome,
    event_where,
    hand_seats,
    hand_to_record,
    play_actions,
    public_hand_record,
    read_actions,
    read_seat_info,
    read_start,
    replay_hand,
    seat_where,
    whole_field,
)
from ofc_desktop.core.match import Match
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.translate import translate


def read_hands_export(data: object) -> list[dict[str, Any]]:
    """The hands of an exported file (one hand, several hands, or a match), each
    checked to replay exactly as recorded; HistoryError names the first bad one."""
    if isinstance(data, Mapping) and data.get("format") == MATCH_FORMAT:
        replay_match(data)
        return [dict(event["hand"]) for event in data["events"] if event["event"] == "hand"]
    if isinstance(data, Mapping) and data.get("format") == HANDS_FORMAT:
        hands = data.get("hands")
        if not isinstance(hands, list) or not hands:
            raise HistoryError(
                translate("HistoryErrors", 'damaged history: "hands" must be a non-empty list')
            )
        if len(hands) > MAX_HANDS:
            raise HistoryError(translate("HistoryErrors", "damaged history: too many hands"))
        for number, hand in enumerate(hands, start=1):
            try:
                replay_hand(hand)
            except HistoryError as error:
                raise HistoryError(
                    translate("HistoryErrors", "hand {number}: {error}").format(
                        number=number, error=error
                    )
                ) from None
        return [dict(hand) for hand in hands]
    replay_hand(data)  # type: ignore[arg-type]
    assert isinstance(data, Mapping)
    return [dict(data)]


def match_to_record(match: Match, seats: Mapping[str, SeatInfo] | None = None) -> dict[str, Any]:
    """The JSON-ready history of a match, running or over: replaying it rebuilds it."""
    info = dict(seats or {})

    def seat(name: str) -> SeatInfo:
        return info.get(name, SeatInfo(name))

    events: list[dict[str, Any]] = []
    changes = list(match.roster)
    for number, hand in enumerate(match.hands):
        while changes and changes[0].hands <= number:
            change = changes.pop(0)
            events.append(
                {"event": "join", "seat": seat(change.name).to_json()}
                if change.joined
                else {"event": "leave", "name": change.name}
            )
        events.append(
            {"event": "hand", "hand": hand_to_record(hand, [seat(n) for n in hand.players])}
        )
    for change in changes:
        events.append(
            {"event": "join", "seat": seat(change.name).to_json()}
            if change.joined
            else {"event": "leave", "name": change.name}
        )
    # The table as the match began: the joins and leaves before hand 1 replay from there.
    return {
        "format": MATCH_FORMAT,
        "rules": match.rules.to_dict(),
        "seed": match.seed,
        "button": match.starting_button,
        "seats": [seat(name).to_json() for name in match.starting_players],
        "events": events,
        "totals": match.settled_totals(),
        "over": match.is_over,
    }


def match_outline(record: Mapping[str, Any], hands: int | None = None) -> dict[str, Any]:
    """A match history without its seed and with each hand named by its number only
    (a store keeps the hands apart), cut after its first ``hands`` hands."""
    events: list[dict[str, Any]] = []
    kept = 0
    for event in record["events"]:
        if event["event"] == "hand":
            if kept == hands:
                break
            kept += 1
            event = {"event": "hand", "hand_number": event["hand"]["hand_number"]}
        events.append(dict(event))
    outline = {key: value for key, value in record.items() if key != "seed"}
    outline["events"] = events
    return outline


def record_seat_infos(record: Mapping[str, Any]) -> list[SeatInfo]:
    """Every seat a match history names: the starting seats and those who joined."""
    seats = [read_seat_info(s, seat_where(i)) for i, s in enumerate(record.get("seats", []))]
    for number, event in enumerate(record.get("events", []), start=1):
        if isinstance(event, Mapping) and event.get("event") == "join":
            seats.append(read_seat_info(event.get("seat"), event_where(number)))
    return seats


def public_match_record(record: Mapping[str, Any], viewer: str | None = None) -> dict[str, Any]:
    """A finished hand-by-hand copy of a match to share: no seed, others' discards hidden;
    only finished hands are kept."""
    match = replay_match(record)
    public = dict(record)
    public.pop("seed", None)
    events = []
    for event in record["events"]:
        if event["event"] != "hand":
            events.append(event)
            continue
        hand = event["hand"]
        if hand.get("result") is None:
            continue
        names = [s.name for s in hand_seats(hand)]
        viewer_seat = names.index(viewer) if viewer in names else None
        events.append({"event": "hand", "hand": public_hand_record(hand, viewer_seat)})
    public["events"] = events
    public["totals"] = match.totals if match.in_hand else match.settled_totals()
    return public


def _check_hand_start(start: HandStart, hand: Hand, number: int) -> None:
    if start.rules != hand.rules:  # the hand is played under the match's rules
        raise HistoryError(
            translate(
                "HistoryErrors", "hand {number} does not follow from the match: its rules differ"
            ).format(number=number)
        )
    expected = {
        "players": [s.name for s in start.seats],
        "button": start.button,
        "hand_number": start.hand_number,
        "fantasyland": start.fantasyland,
    }
    actual = {
        "players": list(hand.players),
        "button": hand.button,
        "hand_number": hand.hand_number,
        "fantasyland": hand.fantasyland,
    }
    for key, value in expected.items():
        if value != actual[key]:
            raise HistoryError(
                translate(
                    "HistoryErrors",
                    "hand {number} does not follow from the match: its {key} differs",
                ).format(number=number, key=key.replace("_", " "))
            )
    if start.seed is not None and start.seed != hand.seed:
        raise HistoryError(
            translate(
                "HistoryErrors", "hand {number} does not follow from the match: its seed differs"
            ).format(number=number)
        )


def upgrade_old_match(record: Mapping[str, Any]) -> dict[str, Any]:
    """An old match history (its hands, totals and seed only) in today's shape, so it
    is checked the same way; it had no joins or leaves."""
    hands = record.get("hands")
    if not isinstance(hands, list) or not hands or not isinstance(hands[0], Mapping):
        raise HistoryError(
            translate("HistoryErrors", "damaged match history: it needs a list of hands")
        )
    first = hands[0]
    players = first.get("players")
    if not isinstance(players, list):
        raise HistoryError(
            translate("HistoryErrors", "damaged match history: hand 1 has no players")
        )
    upgraded = {
        "format": MATCH_FORMAT,
        "rules": first.get("rules"),
        "button": first.get("button"),
        "seats": [{"name": name, "kind": "human", "level": None} for name in players],
        "events": [{"event": "hand", "hand": hand} for hand in hands],
        "totals": record.get("totals"),
    }
    if "seed" in record:
        upgraded["seed"] = record["seed"]
    return upgraded


def replay_match(record: object) -> Match:
    """Replay a match history (every hand, join and leave) and check it ends as recorded."""
    if not isinstance(record, Mapping) or record.get("format") != MATCH_FORMAT:
        raise HistoryError(
            translate("HistoryErrors", "not a match history (expected format {format!r})").format(
                format=MATCH_FORMAT
            )
        )
    try:
        rules = RuleSet.from_dict(record.get("rules"))  # type: ignore[arg-type]
    except OfcError as error:
        raise HistoryError(
            translate("HistoryErrors", "damaged match history: rules: {error}").format(error=error)
        ) from None
    raw_seats = record.get("seats")
    if not isinstance(raw_seats, list) or not raw_seats:
        raise HistoryError(
            translate("HistoryErrors", 'damaged match history: "seats" must be a list of seats')
        )
    seats = [read_seat_info(s, seat_where(i)) for i, s in enumerate(raw_seats)]
    seed = whole_field(record, "seed", -MAX_SEED, MAX_SEED) if "seed" in record else None
    events = record.get("events")
    if not isinstance(events, list) or not any(
        isinstance(e, Mapping) and e.get("event") == "hand" for e in events
    ):
        raise HistoryError(
            translate(
                "HistoryErrors", "damaged match history: it needs a list of events with a hand"
            )
        )
    if len(events) > MAX_HANDS:
        raise HistoryError(translate("HistoryErrors", "damaged match history: too many events"))
    try:
        match = Match(
            rules,
            [s.name for s in seats],
            seed=seed or 0,
            button=whole_field(record, "button", 0, 16),
        )
    except OfcError as error:
        raise HistoryError(
            translate("HistoryErrors", "damaged match history: {error}").format(error=error)
        ) from None
    for number, event in enumerate(events, start=1):
        _replay_event(match, event, number, seed is not None)
    _check_match_end(record, match)
    return match


def _replay_event(match: Match, event: object, number: int, seeded: bool) -> None:
    if not isinstance(event, Mapping):
        raise HistoryError(
            translate("HistoryErrors", "event {number} is not an object").format(number=number)
        )
    kind = event.get("event")
    try:
        if kind == "join":
            match.join(read_seat_info(event.get("seat"), event_where(number)).name)
        elif kind == "leave":
            name = event.get("name")
            if not isinstance(name, str):
                raise HistoryError(
                    translate("HistoryErrors", "event {number} names nobody to leave").format(
                        number=number
                    )
                )
            match.leave(name)
        elif kind == "hand":
            _replay_match_hand(match, event.get("hand"), seeded)
        else:
            raise HistoryError(
                translate("HistoryErrors", "event {number} is of an unknown kind {kind!r}").format(
                    number=number, kind=kind
                )
            )
    except HistoryError as error:
        raise HistoryError(
            translate("HistoryErrors", "event {number}: {error}").format(number=number, error=error)
        ) from None
    except OfcError as error:
        raise HistoryError(
            translate("HistoryErrors", "event {number} does not replay: {error}").format(
                number=number, error=error
            )
        ) from None


def _replay_match_hand(match: Match, record: object, seeded: bool) -> None:
    if match.in_hand:
        raise HistoryError(
            translate("HistoryErrors", "a hand starts before the one before it is finished")
        )
    start = read_start(record)
    assert isinstance(record, Mapping)
    if seeded and start.seed is None:
        raise HistoryError(translate("HistoryErrors", "a hand of a seeded match has no seed"))
    if not seeded and start.deck is None:
        raise HistoryError(translate("HistoryErrors", "a hand has neither seed nor dealt cards"))
    match.start_hand(deck=None if seeded else start.deck, free_fantasyland=start.free_fantasyland)
    hand = match.hand
    assert hand is not None
    _check_hand_start(start, hand, hand.hand_number)
    play_actions(hand, read_actions(record, start.hidden))
    check_deal(start, hand)
    check_outcome(record, hand)


def _check_match_end(record: Mapping[str, Any], match: Match) -> None:
    totals = record.get("totals")
    if not isinstance(totals, Mapping) or not all(
        is_whole_number(value) for value in totals.values()
    ):
        raise HistoryError(
            translate("HistoryErrors", "damaged match history: totals must be whole numbers")
        )
    if dict(totals) != match.settled_totals():
        raise HistoryError(
            translate("HistoryErrors", "the recorded totals do not match the replayed hands")
        )
    over = record.get("over", match.is_over)
    if over is not match.is_over:
        if over:
            text = translate(
                "HistoryErrors", "the match was recorded as over but the replay says otherwise"
            )
        else:
            text = translate(
                "HistoryErrors",
                "the match was recorded as unfinished but the replay says otherwise",
            )
        raise HistoryError(text)
