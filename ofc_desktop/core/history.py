"""Hand and match histories: one replayable record of everything that happened.

A hand record holds the rules, the seats (name, kind, bot level), the dealt cards in
deal order, every action in order, the final boards and the result; a match record holds
the match's seats and seed and its hands, joins and leaves in order. Replaying one
rebuilds every state through the engine's checked entry points and checks that it ends
exactly as recorded. :func:`public_hand_record` makes the copy a player may see or
share: no seed, no undealt cards, and none of the cards the table kept from that player
(others' discards, a surrendered closed hand). Records of every older format and
release still read: a rule setting added since takes its default.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ofc_desktop.core.actions import (
    ActionError,
    Discard,
    HandAction,
    Place,
    TakeBack,
    action_card,
    action_from_json,
    action_to_json,
    is_whole_number,
    perform,
)
from ofc_desktop.core.cards import Card, build_deck, format_cards, parse_card
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import ROW_NAMES, Hand
from ofc_desktop.core.match import Match
from ofc_desktop.core.privacy import cards_revealed_to, face_down_seats, visible_records
from ofc_desktop.core.records import Record
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.score_json import settlement_to_json
from ofc_desktop.core.translate import translate

HAND_FORMAT = "ofc-hand/2"
MATCH_FORMAT = "ofc-match/2"
HANDS_FORMAT = "ofc-hands/1"  # several hands exported together, each replayable alone
OLD_HAND_FORMAT = "ofc-hand/1"  # seed-only records written before seats were kept
OLD_MATCH_FORMAT = "ofc-match/1"
HIDDEN = "??"  # a dealt card the record's reader never saw
NO_BOARD = dict.fromkeys(ROW_NAMES, "")  # a board never set: a surrendered closed hand
SEAT_KINDS = ("human", "bot")
MAX_SEED = 2**64
MAX_HANDS = 100_000


class HistoryError(OfcError):
    """A history file that cannot be read or does not replay as recorded."""


@dataclass(frozen=True)
class SeatInfo:
    """Who sat in a seat: a person or a bot of some level."""

    name: str
    kind: str = "human"
    level: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}


def _seat_where(index: int) -> str:
    return translate("HistoryErrors", "seat {number}").format(number=index + 1)


def _event_where(number: int) -> str:
    return translate("HistoryErrors", "move {number} of the hand").format(number=number)


def _seat_info(data: object, where: str) -> SeatInfo:
    if not isinstance(data, Mapping) or set(data) - {"name", "kind", "level"}:
        raise HistoryError(
            translate(
                "HistoryErrors", "{where} must be an object with name, kind and level"
            ).format(where=where)
        )
    name, kind, level = data.get("name"), data.get("kind", "human"), data.get("level")
    if not isinstance(name, str) or not name.strip():
        raise HistoryError(
            translate("HistoryErrors", "{where} needs a non-empty name").format(where=where)
        )
    if kind not in SEAT_KINDS:
        raise HistoryError(
            translate("HistoryErrors", "{where}: kind is one of {kinds}, not {kind!r}").format(
                where=where, kinds=", ".join(SEAT_KINDS), kind=kind
            )
        )
    if level is not None and not isinstance(level, str):
        raise HistoryError(
            translate("HistoryErrors", "{where}: level must be a name or null").format(where=where)
        )
    return SeatInfo(name, kind, level)


def _whole(record: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = record.get(key)
    if not is_whole_number(value) or not low <= value < high:
        raise HistoryError(
            translate(
                "HistoryErrors",
                "damaged history: {key!r} must be a whole number from {low} to {high}, "
                "not {value!r}",
            ).format(key=key, low=low, high=high - 1, value=value)
        )
    result: int = value
    return result


# ----- writing --------------------------------------------------------------------------


def _card_token(card: Card) -> str:
    return card.text if card.copy == 0 else f"{card.text}/{card.copy}"


def hand_to_record(hand: Hand, seats: Sequence[SeatInfo] | None = None) -> dict[str, Any]:
    """The JSON-ready history of a hand (finished or not), seed included."""
    infos = list(seats) if seats is not None else [SeatInfo(name) for name in hand.players]
    if [info.name for info in infos] != list(hand.players):
        raise HistoryError(
            translate("HistoryErrors", "the seats must name the hand's players in seat order")
        )
    rules = hand.rules.to_dict()
    if hand.free_fantasyland:  # still reads as made before the setting existed
        del rules["fantasyland_sets"]
    record: dict[str, Any] = {
        "format": HAND_FORMAT,
        "hand_number": hand.hand_number,
        "rules": rules,
        "seed": hand.seed,
        "seats": [info.to_json() for info in infos],
        "button": hand.button,
        "fantasyland": [[seat, cards] for seat, cards in sorted(hand.fantasyland.items())],
        "dealt": " ".join(_card_token(card) for card in hand.all_dealt_cards()),
        "actions": [action_to_json(action) for action in hand.actions],
        "boards": [
            {row: format_cards(hand.seats[seat].rows[row]) for row in ROW_NAMES}
            for seat in range(len(hand.players))
        ],
        "result": None,
        "next_fantasyland": [[s, c] for s, c in sorted(hand.next_fantasyland.items())],
    }
    if hand.settlement is not None:
        record["result"] = {**settlement_to_json(hand.settlement, hand.rules), "rules": dict(rules)}
    return record


def predates_fantasyland_sets(record: Mapping[str, Any]) -> bool:
    """A hand recorded before ``fantasyland_sets`` existed, when a Fantasyland seat set
    its board whenever it liked: its replay lets it (docs/rules.md §6).

    >>> predates_fantasyland_sets({"rules": {}}), predates_fantasyland_sets({"rules": None})
    (True, False)
    """
    rules = record.get("rules")
    return isinstance(rules, Mapping) and "fantasyland_sets" not in rules


def public_hand_record(record: Mapping[str, Any], viewer: int | None = None) -> dict[str, Any]:
    """The copy of a finished hand a player may see or share (docs/rules.md §5, §9).

    No seed (a match's seeds predict its later decks) and no undealt cards; every card
    the table never showed ``viewer`` (None: nobody's seat) is hidden wherever it
    appears, the same cards :mod:`privacy` keeps from that viewer during play: another
    seat's discards, and all thirteen cards of another seat that surrendered, whose
    closed board was never turned up (its board stays empty, as it was on the table).
    """
    hand, records = replay_records(record)
    if not hand.is_over:
        raise HistoryError(translate("HistoryErrors", "only a finished hand can be shared"))
    dealt = hand.all_dealt_cards()
    hidden = set(dealt) - cards_revealed_to(visible_records(records, viewer, face_down_seats(hand)))
    order = [card for card in dealt if card in hidden]
    tokens = [HIDDEN if card in hidden else _card_token(card) for card in dealt]
    actions = []
    for action in hand.actions:
        data = action_to_json(action)
        if isinstance(action, Place | Discard | TakeBack) and action.card in hidden:
            del data["copy"]
            data["card"] = HIDDEN
            data["hidden"] = order.index(action.card)
        actions.append(data)
    public = dict(record)
    public.pop("seed", None)
    public.update(format=HAND_FORMAT, dealt=" ".join(tokens), actions=actions)
    if isinstance(record.get("boards"), list):
        public["boards"] = [
            dict(NO_BOARD) if seat < len(hand.seats) and hand.seats[seat].surrendered else board
            for seat, board in enumerate(record["boards"])
        ]
    if "seats" not in public:
        public["seats"] = [SeatInfo(name).to_json() for name in hand.players]
        public.pop("players", None)
    return public


# ----- replaying ------------------------------------------------------------------------


def _read_dealt(text: object, rules: RuleSet) -> tuple[list[Card], int]:
    """The dealt cards, hidden ones filled with cards nobody saw; and how many are hidden."""
    if not isinstance(text, str):
        raise HistoryError(
            translate("HistoryErrors", 'damaged history: "dealt" must be a string of cards')
        )
    shoe = build_deck(rules.decks, rules.jokers_per_deck)
    known: list[Card | None] = []
    for token in text.split():
        if len(known) == len(shoe):  # else the hidden cards run out of fillers
            raise HistoryError(
                translate(
                    "HistoryErrors",
                    "damaged history: more cards dealt than the {cards} of the shoe",
                ).format(cards=len(shoe))
            )
        if token == HIDDEN:
            known.append(None)
            continue
        face, _, copy = token.partition("/")
        # Only a plain copy number: int() refuses "²" and numbers past 4300 digits.
        numbered = copy.isascii() and copy.isdigit() and len(copy) <= 2
        try:
            card = parse_card(face).with_copy(int(copy) if numbered else 0)
        except OfcError as error:
            raise HistoryError(
                translate("HistoryErrors", "damaged history: dealt card {token!r}: {error}").format(
                    token=token, error=error
                )
            ) from None
        if card not in shoe or card in known or (copy and not numbered):
            raise HistoryError(
                translate(
                    "HistoryErrors",
                    "damaged history: dealt card {token!r} is not in the shoe or is dealt twice",
                ).format(token=token)
            )
        known.append(card)
    fillers = iter(card for card in shoe if card not in known)
    hidden = known.count(None)
    return [card if card is not None else next(fillers) for card in known], hidden


@dataclass(frozen=True)
class HandStart:
    """How a recorded hand begins: its rules, seats, deal and the hidden cards' fillers."""

    rules: RuleSet
    seats: tuple[SeatInfo, ...]
    button: int
    hand_number: int
    fantasyland: dict[int, int]
    seed: int | None
    deck: list[Card] | None
    hidden: list[Card]  # the fillers standing for hidden cards, in deal order
    free_fantasyland: bool = False  # recorded before ``fantasyland_sets`` existed


def read_start(record: object) -> HandStart:
    if not isinstance(record, Mapping) or record.get("format") not in (
        HAND_FORMAT,
        OLD_HAND_FORMAT,
    ):
        raise HistoryError(
            translate("HistoryErrors", "not a hand history (expected format {format!r})").format(
                format=HAND_FORMAT
            )
        )
    try:
        rules = RuleSet.from_dict(record.get("rules"))  # type: ignore[arg-type]
    except OfcError as error:
        raise HistoryError(
            translate("HistoryErrors", "damaged hand history: rules: {error}").format(error=error)
        ) from None
    if record["format"] == OLD_HAND_FORMAT:
        players = record.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise HistoryError(
                translate(
                    "HistoryErrors", 'damaged hand history: "players" must be a list of names'
                )
            )
        seats = tuple(SeatInfo(name) for name in players)
    else:
        raw_seats = record.get("seats")
        if not isinstance(raw_seats, list) or not raw_seats:
            raise HistoryError(
                translate("HistoryErrors", 'damaged hand history: "seats" must be a list of seats')
            )
        seats = tuple(_seat_info(s, _seat_where(i)) for i, s in enumerate(raw_seats))
    raw_fl = record.get("fantasyland", [])
    if not isinstance(raw_fl, list) or not all(
        isinstance(p, list) and len(p) == 2 and all(map(is_whole_number, p)) for p in raw_fl
    ):
        raise HistoryError(
            translate(
                "HistoryErrors", 'damaged hand history: "fantasyland" must list [seat, cards]'
            )
        )
    seed = _whole(record, "seed", -MAX_SEED, MAX_SEED) if "seed" in record else None
    deck, hidden = None, []
    if "dealt" in record or seed is None:
        deck, count = _read_dealt(record.get("dealt"), rules)
        hidden = [
            card
            for card, token in zip(deck, str(record["dealt"]).split(), strict=True)
            if token == HIDDEN
        ]
        if seed is not None and count:
            raise HistoryError(
                translate(
                    "HistoryErrors", "damaged hand history: a record with a seed hides no cards"
                )
            )
    return HandStart(
        rules,
        seats,
        _whole(record, "button", 0, 16),
        _whole(record, "hand_number", 1, MAX_HANDS + 1) if "hand_number" in record else 1,
        {seat: cards for seat, cards in raw_fl},
        seed,
        deck,
        hidden,
        predates_fantasyland_sets(record),
    )


def _new_hand(start: HandStart) -> Hand:
    try:
        return Hand(
            start.rules,
            [seat.name for seat in start.seats],
            button=start.button,
            seed=start.seed or 0,
            fantasyland=start.fantasyland,
            hand_number=start.hand_number,
            deck=None if start.seed is not None else start.deck,
            free_fantasyland=start.free_fantasyland,
        )
    except OfcError as error:
        raise HistoryError(
            translate("HistoryErrors", "damaged hand history: {error}").format(error=error)
        ) from None


def read_actions(record: Mapping[str, Any], hidden: Sequence[Card] = ()) -> list[HandAction]:
    """The recorded actions, checked for shape; hidden cards become their fillers."""
    raw = record.get("actions", [])
    if not isinstance(raw, list):
        raise HistoryError(
            translate("HistoryErrors", 'damaged hand history: "actions" must be a list')
        )

    def card_of(data: Mapping[str, Any]) -> Card:
        if data.get("card") != HIDDEN:
            return action_card(data)
        index = data.get("hidden")
        if not is_whole_number(index) or not 0 <= index < len(hidden):
            raise ActionError(
                translate(
                    "HistoryErrors", "names a hidden card {index!r} that was not dealt"
                ).format(index=index)
            )
        return hidden[index]

    actions = []
    for index, data in enumerate(raw, start=1):
        try:
            actions.append(action_from_json(data, card_of))
        except ActionError as error:
            raise HistoryError(
                translate("HistoryErrors", "action {index} {error}").format(
                    index=index, error=error
                )
            ) from None
    return actions


def _play(hand: Hand, actions: Sequence[HandAction]) -> list[Record]:
    records: list[Record] = []
    for index, action in enumerate(actions, start=1):
        try:
            records.extend(perform(hand, action))
        except OfcError as error:
            raise HistoryError(
                translate("HistoryErrors", "action {index} does not replay: {error}").format(
                    index=index, error=error
                )
            ) from None
    return records


def replay_records(record: Mapping[str, Any]) -> tuple[Hand, list[Record]]:
    """Replay a hand history, returning the hand and every record in order."""
    start = read_start(record)
    hand = _new_hand(start)
    actions = read_actions(record, start.hidden)
    try:
        records = list(hand.start())
    except OfcError as error:
        raise HistoryError(
            translate("HistoryErrors", "damaged hand history: {error}").format(error=error)
        ) from None
    records.extend(_play(hand, actions))
    _check_deal(start, hand)
    return hand, records


def _check_deal(start: HandStart, hand: Hand) -> None:
    if start.seed is not None and start.deck is not None and start.deck != hand.all_dealt_cards():
        raise HistoryError(
            translate("HistoryErrors", "the replay does not match the recorded dealt cards")
        )


def replay_hand(record: Mapping[str, Any]) -> Hand:
    """Replay a hand and check it ends exactly as recorded (boards and results)."""
    hand, _ = replay_records(record)
    check_outcome(record, hand)
    return hand


def check_outcome(record: Mapping[str, Any], hand: Hand) -> None:
    """Check that ``hand``, replayed from ``record``, ends as recorded: boards, result
    and next Fantasyland, compared as JSON values, so ``0`` is not ``false``. The
    result repeats the rules as the record wrote them: a setting added since is missing
    from both (the replay took its default), so they are compared with each other.
    """
    again = hand_to_record(hand)
    for key in ("boards", "result", "next_fantasyland"):
        if key not in record:
            continue
        expected = again[key]
        if key == "result" and isinstance(expected, Mapping) and "rules" in record:
            expected = {**expected, "rules": record["rules"]}
        if not same_json(record[key], expected):
            raise HistoryError(
                translate("HistoryErrors", "the replay does not match the recorded {key}").format(
                    key=key
                )
            )


def same_json(a: object, b: object) -> bool:
    """Equal as JSON values: a boolean equals only a boolean and an integer only an
    integer (Python's ``0 == False`` and ``1 == 1.0`` do not hold in a history).

    >>> same_json({"fouled": False, "total": 3}, {"total": 3, "fouled": False})
    True
    >>> same_json([0, 1], [False, True]), same_json(1, 1.0)
    (False, False)
    """
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        return a.keys() == b.keys() and all(same_json(a[key], b[key]) for key in a)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return len(a) == len(b) and all(map(same_json, a, b))
    return type(a) is type(b) and a == b


def hand_seats(record: Mapping[str, Any]) -> tuple[SeatInfo, ...]:
    """Who sat where in a recorded hand."""
    return read_start(record).seats


def hands_export(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Several hand records as one file (an export of chosen hands)."""
    return {"format": HANDS_FORMAT, "hands": [dict(record) for record in records]}


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


# ----- matches --------------------------------------------------------------------------


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
    seats = [_seat_info(s, _seat_where(i)) for i, s in enumerate(record.get("seats", []))]
    for number, event in enumerate(record.get("events", []), start=1):
        if isinstance(event, Mapping) and event.get("event") == "join":
            seats.append(_seat_info(event.get("seat"), _event_where(number)))
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
    seats = [_seat_info(s, _seat_where(i)) for i, s in enumerate(raw_seats)]
    seed = _whole(record, "seed", -MAX_SEED, MAX_SEED) if "seed" in record else None
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
            rules, [s.name for s in seats], seed=seed or 0, button=_whole(record, "button", 0, 16)
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
            match.join(_seat_info(event.get("seat"), _event_where(number)).name)
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
    _play(hand, read_actions(record, start.hidden))
    _check_deal(start, hand)
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
