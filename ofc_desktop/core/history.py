"""Hand histories: one replayable record of everything that happened in a hand.

A hand record holds the rules, the seats (name, kind, bot level), the dealt cards in
deal order, every action in order, the final boards and the result. Replaying one
rebuilds every state through the engine's checked entry points and checks that it ends
exactly as recorded. :func:`public_hand_record` makes the copy a player may see or
share: no seed, no undealt cards, and none of the cards the table kept from that player
(others' discards, a surrendered closed hand). Records of every older format and
release still read: a rule setting added since takes its default. Matches and exported
files are :mod:`match_history`'s.
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


def seat_where(index: int) -> str:
    return translate("HistoryErrors", "seat {number}").format(number=index + 1)


def event_where(number: int) -> str:
    return translate("HistoryErrors", "move {number} of the hand").format(number=number)


def read_seat_info(data: object, where: str) -> SeatInfo:
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


def whole_field(record: Mapping[str, Any], key: str, low: int, high: int) -> int:
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
        seats = tuple(read_seat_info(s, seat_where(i)) for i, s in enumerate(raw_seats))
    raw_fl = record.get("fantasyland", [])
    if not isinstance(raw_fl, list) or not all(
        isinstance(p, list) and len(p) == 2 and all(map(is_whole_number, p)) for p in raw_fl
    ):
        raise HistoryError(
            translate(
                "HistoryErrors", 'damaged hand history: "fantasyland" must list [seat, cards]'
            )
        )
    seed = whole_field(record, "seed", -MAX_SEED, MAX_SEED) if "seed" in record else None
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
        whole_field(record, "button", 0, 16),
        whole_field(record, "hand_number", 1, MAX_HANDS + 1) if "hand_number" in record else 1,
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


def play_actions(hand: Hand, actions: Sequence[HandAction]) -> list[Record]:
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
    records.extend(play_actions(hand, actions))
    check_deal(start, hand)
    return hand, records


def check_deal(start: HandStart, hand: Hand) -> None:
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
