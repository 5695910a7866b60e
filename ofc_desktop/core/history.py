"""Hand histories: every hand as JSON that replays to the identical final state.

A record holds the rules, the seed, the seats, every action in order, the final boards
and the results. :func:`replay_hand` rebuilds the hand from the seed and the actions
and checks that it ends exactly as recorded; :func:`describe_hand` tells it as text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ofc_desktop.core.cards import Card, format_cards, parse_card
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import ROW_NAMES, Hand
from ofc_desktop.core.records import (
    BoardRevealed,
    Dealt,
    FantasylandEntered,
    FantasylandStayed,
    NaturalDeclared,
    Record,
    StreetConfirmed,
    Surrendered,
)
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.score_json import settlement_to_json

HAND_FORMAT = "ofc-hand/1"
MATCH_FORMAT = "ofc-match/1"


class HistoryError(OfcError):
    """A history file that cannot be read or does not replay as recorded."""


def hand_to_record(hand: Hand) -> dict[str, Any]:
    """The JSON-ready history of a hand (finished or not)."""
    record: dict[str, Any] = {
        "format": HAND_FORMAT,
        "hand_number": hand.hand_number,
        "rules": hand.rules.to_dict(),
        "seed": hand.seed,
        "players": list(hand.players),
        "button": hand.button,
        "fantasyland": [[seat, cards] for seat, cards in sorted(hand.fantasyland.items())],
        "actions": [dict(action) for action in hand.actions],
        "boards": [
            {row: format_cards(hand.seats[seat].rows[row]) for row in ROW_NAMES}
            for seat in range(len(hand.players))
        ],
        "result": None,
    }
    if hand.settlement is not None:
        record["result"] = settlement_to_json(hand.settlement, hand.rules)
    return record


def _card(action: Mapping[str, Any]) -> Card:
    text = action.get("card")
    copy = action.get("copy", 0)
    if not isinstance(text, str) or not isinstance(copy, int):
        raise HistoryError(f"action {dict(action)} names no card")
    return parse_card(text).with_copy(copy)


def apply_action(hand: Hand, action: Mapping[str, Any]) -> tuple[Record, ...]:
    """Apply one recorded action through the engine's checked entry points."""
    seat = action.get("seat")
    kind = action.get("action")
    if not isinstance(seat, int):
        raise HistoryError(f"action {dict(action)} has no seat")
    if kind == "place":
        return hand.place(seat, _card(action), str(action.get("row")))
    if kind == "discard":
        return hand.discard(seat, _card(action))
    if kind == "take_back":
        return hand.take_back(seat, _card(action))
    if kind == "undo":
        return hand.undo(seat)
    if kind == "confirm":
        return hand.confirm_street(seat)
    if kind == "declare_natural":
        return hand.declare_natural(seat)
    if kind == "surrender":
        return hand.surrender(seat)
    raise HistoryError(f"unknown action {kind!r}")


def _start_from_record(record: Mapping[str, Any]) -> Hand:
    if not isinstance(record, Mapping) or record.get("format") != HAND_FORMAT:
        raise HistoryError(f"not a hand history (expected format {HAND_FORMAT!r})")
    try:
        fantasyland = {int(seat): int(cards) for seat, cards in record.get("fantasyland", [])}
        return Hand(
            RuleSet.from_dict(record["rules"]), list(record["players"]),
            button=int(record["button"]), seed=int(record["seed"]),
            fantasyland=fantasyland, hand_number=int(record.get("hand_number", 1)),
        )
    except (KeyError, TypeError, ValueError) as error:  # OfcError is a ValueError
        raise HistoryError(f"damaged hand history: {error}") from None


def replay_records(record: Mapping[str, Any]) -> tuple[Hand, list[Record]]:
    """Replay a hand history, returning the hand and every record in order."""
    hand = _start_from_record(record)
    try:
        records = list(hand.start())
    except OfcError as error:
        raise HistoryError(f"damaged hand history: {error}") from None
    actions = record.get("actions", [])
    if not isinstance(actions, list):
        raise HistoryError("damaged hand history: \"actions\" must be a list")
    for index, action in enumerate(actions, start=1):
        if not isinstance(action, Mapping):
            raise HistoryError(f"action {index} is not an object")
        try:
            records.extend(apply_action(hand, action))
        except OfcError as error:
            raise HistoryError(f"action {index} does not replay: {error}") from None
    return hand, records


def replay_hand(record: Mapping[str, Any]) -> Hand:
    """Replay a hand and check it ends exactly as recorded (boards and results)."""
    hand, _ = replay_records(record)
    _check_outcome(record, hand)
    return hand


def _check_outcome(record: Mapping[str, Any], hand: Hand) -> None:
    again = hand_to_record(hand)
    for key in ("boards", "result"):
        if key in record and record[key] != again[key]:
            raise HistoryError(f"the replay does not match the recorded {key}")


def match_to_record(hands: list[Hand], totals: Mapping[str, int], seed: int) -> dict[str, Any]:
    return {
        "format": MATCH_FORMAT,
        "seed": seed,
        "hands": [hand_to_record(hand) for hand in hands],
        "totals": dict(totals),
    }


def _seat_label(hand: Hand, seat: int) -> str:
    label = hand.players[seat]
    if seat == hand.button:
        label += " (button)"
    if seat in hand.fantasyland:
        label += f" [Fantasyland, {hand.fantasyland[seat]} cards]"
    return label


def describe_history(data: Any) -> str:
    """Describe a hand history or every hand of a match history."""
    if isinstance(data, Mapping) and data.get("format") == MATCH_FORMAT:
        hands = data.get("hands")
        if not isinstance(hands, list):
            raise HistoryError("damaged match history: no list of hands")
        parts = [describe_hand(hand) for hand in hands]
        totals = data.get("totals", {})
        if not isinstance(totals, Mapping) or not all(
                isinstance(t, int) and not isinstance(t, bool) for t in totals.values()):
            raise HistoryError("damaged match history: totals must be whole numbers")
        parts.append("Match totals: " + ", ".join(f"{p} {t:+d}" for p, t in totals.items()))
        return "\n\n".join(parts)
    return describe_hand(data)


def describe_hand(record: Mapping[str, Any]) -> str:
    """A readable account: deals, placements by street, final boards, settlement."""
    hand, records = replay_records(record)
    _check_outcome(record, hand)
    names = hand.players
    rules = hand.rules
    lines = [
        f"Hand {hand.hand_number} — {rules.variant.value.capitalize()}, "
        f"{rules.decks} deck(s), {rules.jokers_per_deck} joker(s) per deck, "
        f"scoring {rules.scoring.value}, seed {hand.seed}",
        "Seats: " + ", ".join(_seat_label(hand, seat) for seat in range(len(names))),
        "",
    ]
    for rec in records:
        if isinstance(rec, Dealt):
            when = "Face down" if hand.is_simultaneous(rec.seat) else f"Street {rec.street + 1}"
            lines.append(f"{when}: {names[rec.seat]} is dealt {format_cards(rec.cards)}")
        elif isinstance(rec, StreetConfirmed):
            placed = ", ".join(f"{card} → {row}" for card, row in rec.placed)
            thrown = f"; {rec.discarded} discarded" if rec.discarded else ""
            lines.append(f"  {names[rec.seat]} sets {placed}{thrown}")
        elif isinstance(rec, NaturalDeclared):
            lines.append(f"  {names[rec.seat]} declares a natural: {rec.natural.replace('_', ' ')}")
        elif isinstance(rec, Surrendered):
            lines.append(f"  {names[rec.seat]} surrenders")
        elif isinstance(rec, BoardRevealed):
            lines.append(f"  {names[rec.seat]} reveals {rec.board}")
    if hand.settlement is None:
        lines.append("")
        lines.append("The hand is not finished.")
        return "\n".join(lines)
    lines += ["", "Final boards:"]
    for seat, evaluation in enumerate(hand.evaluations):
        state = hand.seats[seat]
        if state.surrendered:
            lines.append(f"  {names[seat]}: surrendered")
            continue
        status = "FOULED" if evaluation.fouled else f"royalties {evaluation.total_royalty}"
        lines.append(f"  {names[seat]} ({status})")
        for row, hand_name, royalty in zip(ROW_NAMES, evaluation.names, evaluation.royalties,
                                           strict=True):
            cards = format_cards(state.rows[row])
            lines.append(f"    {row:<6} {cards:<16} {hand_name}"
                         f"{f' (+{royalty})' if royalty else ''}")
    lines += ["", "Settlement:"]
    for pair in hand.settlement.pairs:
        a, b = pair.players
        rows = " ".join(f"{row} {'+' if r > 0 else '-' if r < 0 else '='}"
                        for row, r in zip(ROW_NAMES, pair.rows, strict=True))
        lines.append(f"  {a} vs {b}: {rows}; {a} {pair.total:+d}")
    for result in hand.settlement.players:
        lines.append(f"  {result.player}: {result.total:+d}")
    for rec in records:
        if isinstance(rec, FantasylandEntered | FantasylandStayed):
            verb = "stays in" if isinstance(rec, FantasylandStayed) else "enters"
            lines.append(f"{names[rec.seat]} {verb} Fantasyland ({rec.cards} cards next hand)")
    return "\n".join(lines)
