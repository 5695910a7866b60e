"""Hand and match histories told as readable text (``ofc replay``, text export)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ofc_desktop.core.cards import format_cards
from ofc_desktop.core.hand import ROW_NAMES, Hand
from ofc_desktop.core.history import (
    HANDS_FORMAT,
    HIDDEN,
    MATCH_FORMAT,
    OLD_MATCH_FORMAT,
    check_outcome,
    hand_seats,
    replay_records,
)
from ofc_desktop.core.match_history import read_hands_export, replay_match, upgrade_old_match
from ofc_desktop.core.records import (
    BoardRevealed,
    Dealt,
    FantasylandEntered,
    FantasylandStayed,
    NaturalDeclared,
    StreetConfirmed,
    Surrendered,
)


def describe_history(data: Any) -> str:
    """Describe a hand history, or every hand, join and leave of a match history,
    after checking that it replays exactly as recorded."""
    if isinstance(data, Mapping) and data.get("format") == MATCH_FORMAT:
        match = replay_match(data)
        parts = []
        for event in data["events"]:
            if event["event"] == "hand":
                parts.append(describe_hand(event["hand"]))
            elif event["event"] == "join":
                parts.append(f"{event['seat']['name']} joins the table.")
            else:
                parts.append(f"{event['name']} leaves the table.")
        totals = match.settled_totals()
        state = "Match totals" if match.is_over else "Totals so far"
        parts.append(f"{state}: " + ", ".join(f"{p} {t:+d}" for p, t in totals.items()))
        return "\n\n".join(parts)
    if isinstance(data, Mapping) and data.get("format") == HANDS_FORMAT:
        return "\n\n".join(describe_hand(hand) for hand in read_hands_export(data))
    if isinstance(data, Mapping) and data.get("format") == OLD_MATCH_FORMAT:
        return describe_history(upgrade_old_match(data))
    return describe_hand(data)


def _seat_label(hand: Hand, seat: int, kind: str, level: str | None) -> str:
    label = hand.players[seat]
    if kind == "bot":
        label += f" (bot{', ' + level if level else ''})"
    if seat == hand.button:
        label += " (button)"
    if seat in hand.fantasyland:
        label += f" [Fantasyland, {hand.fantasyland[seat]} cards]"
    return label


def describe_hand(record: Mapping[str, Any]) -> str:
    """A readable account: deals, placements by street, final boards, settlement."""
    hand, records = replay_records(record)
    check_outcome(record, hand)
    seats = hand_seats(record)
    names = hand.players
    rules = hand.rules
    seed = f", seed {record['seed']}" if "seed" in record else ""
    lines = [
        f"Hand {hand.hand_number} — {rules.variant.value.capitalize()}, "
        f"{rules.decks} deck(s), {rules.jokers_per_deck} joker(s) per deck, "
        f"scoring {rules.scoring.value}{seed}",
        "Seats: "
        + ", ".join(
            _seat_label(hand, seat, info.kind, info.level) for seat, info in enumerate(seats)
        ),
        "",
    ]
    # A shared copy's hidden cards (others' discards, a surrendered closed hand) were
    # replayed with stand-ins: they are told as hidden.
    hidden = {
        card
        for card, token in zip(
            hand.all_dealt_cards(), str(record.get("dealt", "")).split(), strict=False
        )
        if token == HIDDEN
    }

    def shown(cards: Any) -> str:
        return " ".join(HIDDEN if card in hidden else card.text for card in cards)

    for rec in records:
        if isinstance(rec, Dealt):
            when = "Face down" if hand.is_simultaneous(rec.seat) else f"Street {rec.street + 1}"
            lines.append(f"{when}: {names[rec.seat]} is dealt {shown(rec.cards)}")
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
        for row, hand_name, royalty in zip(
            ROW_NAMES, evaluation.names, evaluation.royalties, strict=True
        ):
            cards = format_cards(state.rows[row])
            lines.append(
                f"    {row:<6} {cards:<16} {hand_name}{f' (+{royalty})' if royalty else ''}"
            )
    lines += ["", "Settlement:"]
    for pair in hand.settlement.pairs:
        a, b = pair.players
        rows = " ".join(
            f"{row} {'+' if r > 0 else '-' if r < 0 else '='}"
            for row, r in zip(ROW_NAMES, pair.rows, strict=True)
        )
        lines.append(f"  {a} vs {b}: {rows}; {a} {pair.total:+d}")
    for result in hand.settlement.players:
        lines.append(f"  {result.player}: {result.total:+d}")
    for rec in records:
        if isinstance(rec, FantasylandEntered | FantasylandStayed):
            verb = "stays in" if isinstance(rec, FantasylandStayed) else "enters"
            lines.append(f"{names[rec.seat]} {verb} Fantasyland ({rec.cards} cards next hand)")
    return "\n".join(lines)
