"""Builds the frozen :class:`TableSnapshot` a viewer may see from the engine's state.

Only the controller package reads the engine; the scene and the window draw what
this module hands them. Another seat's held cards, unconfirmed placements, discards
and face-down boards never enter a snapshot; with a hot-seat curtain up, nobody's do.

The title and the prompt are translated in the "Table" context, each as a whole
sentence with named placeholders.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ofc_desktop.core.autoplay import can_avoid_foul, row_bounds
from ofc_desktop.core.board import Board, live_row_values
from ofc_desktop.core.cards import Card, Suit
from ofc_desktop.core.evaluate import name_of
from ofc_desktop.core.hand import Hand, IllegalAction
from ofc_desktop.core.match import Match
from ofc_desktop.core.naturals import natural_name
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import ELIMINATION_START, MatchLength, RuleSet
from ofc_desktop.core.rules_words import variant_name
from ofc_desktop.core.scoring import ClosedPlay
from ofc_desktop.core.seats import Seat
from ofc_desktop.core.view import PlayerView, view_for
from ofc_desktop.ui.models.snapshot import (
    DISCARD,
    HELD,
    ROW_NAMES,
    RowSnapshot,
    SeatSnapshot,
    TableSnapshot,
)

SORT_ORDERS = ("dealt", "rank", "suit")


_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}


def sort_cards(cards: Sequence[Card], order: str) -> tuple[Card, ...]:
    """The held cards in the order the player chose (jokers first: they are wild)."""
    if order == "rank":
        return tuple(
            sorted(
                cards,
                key=lambda c: (-(c.rank or 15), _SUIT_ORDER.get(c.suit, -1) if c.suit else -1),
            )
        )
    if order == "suit":
        return tuple(
            sorted(cards, key=lambda c: (_SUIT_ORDER[c.suit] if c.suit else -1, -(c.rank or 15)))
        )
    return tuple(cards)


def _live_rows(rows: Sequence[Sequence[Card]], rules: RuleSet) -> tuple[RowSnapshot, ...]:
    """Each row's hand as it stands, what it would pay as it is, and whether it
    already beats anything the row below can still become (a certain foul)."""
    bounds = [row_bounds(cards, row, rules) for row, cards in zip(ROWS, rows, strict=True)]
    # Jokers counted, as the engine will score the rows.
    values = live_row_values(Board(*(tuple(cards) for cards in rows)), rules)
    result = []
    for index, (row, cards) in enumerate(zip(ROWS, rows, strict=True)):
        if not cards:
            result.append(RowSnapshot(()))
            continue
        value = values[index]
        label = name_of(value) if value else ""
        beaten = index < 2 and bounds[index][0] > bounds[index + 1][1]
        result.append(
            RowSnapshot(tuple(cards), label, rules.royalty_table.royalty(row, value), beaten)
        )
    return tuple(result)


def match_title(match: Match, hand: Hand | None) -> str:
    """Variant and where the match stands: 'Pineapple — hand 2 of 3'."""
    rules = match.rules
    variant = variant_name(rules.variant)
    number = hand.hand_number if hand is not None else 0
    length = rules.match_length
    if length in (MatchLength.HANDS, MatchLength.ORBIT):
        total = rules.match_hands if length is MatchLength.HANDS else max(1, match.orbit_size)
        extended = (
            hand is not None
            and hand.fantasyland
            and number > (rules.match_hands if length is MatchLength.HANDS else match.orbit_size)
        )
        if extended:
            title = QCoreApplication.translate(
                "Table", "{variant} — hand {number} of {total} (Fantasyland extension)"
            )
        else:
            title = QCoreApplication.translate("Table", "{variant} — hand {number} of {total}")
        return title.format(variant=variant, number=number, total=total)
    if length is MatchLength.ELIMINATION:
        title = QCoreApplication.translate(
            "Table", "{variant} — hand {number}, play to elimination"
        )
    elif length is MatchLength.POINTS:
        title = QCoreApplication.translate(
            "Table", "{variant} — hand {number}, first to {points} points"
        )
    else:
        title = QCoreApplication.translate("Table", "{variant} — hand {number}")
    return title.format(variant=variant, number=number, points=rules.match_points)


def _targets(hand: Hand, view: PlayerView) -> tuple[tuple[Card, frozenset[str]], ...]:
    seat = view.seat
    movable = [*view.held, *(c for c, _ in view.street_placed), *view.street_discards]
    result = []
    for card in movable:
        zones = {row for row in ROW_NAMES if hand.can_place(seat, card, row)}
        if hand.can_discard(seat, card):
            zones.add(DISCARD)
        if hand.can_take_back(seat, card):
            zones.add(HELD)
        result.append((card, frozenset(zones)))
    return tuple(result)


def _prompt(hand: Hand, seats: Sequence[Seat], view: PlayerView | None, own_turn: bool) -> str:
    if hand.is_over:
        return QCoreApplication.translate("Table", "The hand is over.")
    if view is not None and own_turn and view.street_rule is not None:
        return _your_turn(view)
    waiting = [seats[s].name for s in hand.acting_seats()]
    if not waiting:
        return QCoreApplication.translate("Table", "Dealing…")
    names = QCoreApplication.translate("Table", ", ", "between player names").join(waiting)
    return QCoreApplication.translate("Table", "Waiting for {players}…").format(players=names)


def _your_turn(view: PlayerView) -> str:
    """What is left for the viewer to do this street, as one sentence: the cards still
    to place and to discard, or the confirmation once everything is down."""
    street = view.street_rule
    assert street is not None
    place = max(0, street.placed - len(view.street_placed))
    discard = max(0, street.discarded - len(view.street_discards))
    if not place and not discard:
        return QCoreApplication.translate("Table", "Confirm the street (Enter).")
    whole = len(view.held) + len(view.street_placed) + len(view.street_discards) >= 13
    if whole and not view.street_placed and not view.street_discards:
        if discard:
            text = QCoreApplication.translate(
                "Table", "Your turn: set all {placed} cards and discard {discarded}."
            )
        else:
            text = QCoreApplication.translate("Table", "Your turn: set all {placed} cards.")
    elif place and discard:
        if place == 1:
            text = QCoreApplication.translate("Table", "Place 1 more card and discard {discarded}.")
        else:
            text = QCoreApplication.translate(
                "Table", "Place {placed} more cards and discard {discarded}."
            )
    elif place:
        if place == 1:
            text = QCoreApplication.translate("Table", "Place 1 more card.")
        else:
            text = QCoreApplication.translate("Table", "Place {placed} more cards.")
    elif discard == 1:
        text = QCoreApplication.translate("Table", "Discard 1 more card.")
    else:
        text = QCoreApplication.translate("Table", "Discard {discarded} more cards.")
    return text.format(placed=place, discarded=discard)


def build_snapshot(
    match: Match,
    seats: Sequence[Seat],
    viewer: int,
    *,
    curtain: str = "",
    clocks: dict[int, str] | None = None,
    sort_order: str = "dealt",
    may_act: bool = True,
    thinking: bool = False,
    bots_thinking: frozenset[int] = frozenset(),
) -> TableSnapshot:
    """The table as ``viewer`` may see it; with a curtain, only public information.
    ``thinking``: Play for me is working out the viewer's street (the table waits);
    ``bots_thinking``: the bot seats that have been thinking for more than a moment."""
    hand = match.hand
    if hand is None:
        return TableSnapshot(title=match_title(match, None), viewer=viewer)
    clocks = clocks or {}
    private = not curtain
    public = view_for(hand, viewer)  # opponents' part of any view is public information
    view = public if private else None
    acting = set(hand.acting_seats())
    results = {r.player: r for r in hand.settlement.players} if hand.settlement else {}
    seat_snapshots = []
    for seat, seat_obj in enumerate(seats):
        name = hand.players[seat]
        if seat == viewer and view is not None:
            rows: Sequence[Sequence[Card]] = view.board.rows
            face_down = 0
        elif seat == viewer:  # curtain up: the viewer's own board as others see it
            rows, face_down = _public_rows(hand, seat)
        else:
            opponent = next(o for o in public.opponents if o.seat == seat)
            rows, face_down = opponent.board.rows, opponent.face_down
        row_snapshots = _live_rows(rows, hand.rules)
        status, fouled = "", False
        surrendered = hand.seats[seat].surrendered
        if seat in hand.fantasyland:
            status = QCoreApplication.translate("Table", "Fantasyland")
        if surrendered:
            status = QCoreApplication.translate("Table", "Surrendered")
        elif hand.seats[seat].natural is not None and (hand.is_over or seat == viewer):
            natural = hand.seats[seat].natural
            assert natural is not None
            status = natural_name(natural.kind)
        if hand.is_over and seat < len(hand.evaluations):
            evaluation = hand.evaluations[seat]
            row_snapshots = (
                tuple(
                    RowSnapshot(r.cards, label, royalty)
                    for r, label, royalty in zip(
                        row_snapshots, evaluation.names, evaluation.royalties, strict=True
                    )
                )
                if not hand.seats[seat].surrendered
                else row_snapshots
            )
            fouled = evaluation.fouled and not hand.seats[seat].surrendered
            result = results.get(name)
            total = (
                QCoreApplication.translate("Table", "this hand {total}").format(
                    total=f"{result.total:+d}"
                )
                if result is not None
                else ""
            )
            foul_word = QCoreApplication.translate("Table", "FOULED")
            status = "  ".join(part for part in (foul_word if fouled else status, total) if part)
        seat_snapshots.append(
            SeatSnapshot(
                seat=seat,
                name=name,
                kind=seat_obj.kind.value,
                level=getattr(seat_obj, "level", ""),
                rows=(row_snapshots[0], row_snapshots[1], row_snapshots[2]),
                face_down=face_down,
                is_viewer=seat == viewer,
                acting=seat in acting,
                button=seat == hand.button,
                in_fantasyland=seat in hand.fantasyland,
                score=match.totals.get(name, 0),
                status=status,
                fouled=fouled,
                surrendered=surrendered,
                clock=clocks.get(seat, ""),
                thinking=seat in bots_thinking and not hand.is_over,
            )
        )
    own_turn = view is not None and view.my_turn and may_act
    street = view.street_rule if view is not None else None
    whole = (
        view is not None
        and len(view.held) + len(view.street_placed) + len(view.street_discards) >= 13
    )
    return TableSnapshot(
        seats=tuple(seat_snapshots),
        viewer=viewer,
        title=match_title(match, hand),
        prompt=curtain
        or (
            _match_over_text(match)
            if match.is_over
            else _thinking_text()
            if thinking and not hand.is_over
            else _prompt(hand, seats, view, own_turn)
        ),
        held=sort_cards(view.held, sort_order) if view is not None else (),
        street_discards=view.street_discards if view is not None else (),
        own_discards=tuple(view.discards) if view is not None else (),
        discard_pile=bool(street and street.discarded) and view is not None,
        targets=_targets(hand, view) if own_turn and view is not None else (),
        can_confirm=own_turn and hand.can_confirm(viewer),
        can_undo=own_turn and hand.can_undo(viewer),
        can_play_for_me=own_turn
        and view is not None
        and bool(view.held or view.street_placed or view.street_discards),
        thinking_for_me=thinking and not hand.is_over,
        can_sort=own_turn and view is not None and len(view.held) > 1,
        certain_foul=own_turn
        and view is not None
        and not can_avoid_foul(view.board, hand.rules, view.unseen_cards()),
        sets_whole_board=own_turn and whole,
        can_declare_natural=own_turn and _passes_natural(hand, viewer),
        can_surrender=own_turn and hand.rules.surrender and hand.seats[viewer].natural is None,
        hand_over=hand.is_over,
        match_over=match.is_over,
        can_next_hand=hand.is_over and match.can_start_hand(),
        curtain=curtain,
        result=tuple((r.player, r.total) for r in hand.settlement.players)
        if hand.settlement
        else (),
        standings=tuple(match.totals.items()),
        hand_results=tuple(
            tuple((r.player, r.total) for r in h.settlement.players)
            for h in match.hands
            if h.settlement is not None
        ),
        starting_total=ELIMINATION_START
        if match.rules.match_length is MatchLength.ELIMINATION
        else 0,
        rules=hand.rules,
        settlement=hand.settlement,
        declarations=tuple(
            (hand.players[seat], ClosedPlay(state.natural, state.surrendered))
            for seat, state in enumerate(hand.seats)
            if state.natural is not None or state.surrendered
        )
        if hand.is_over
        else (),
    )


def _thinking_text() -> str:
    return QCoreApplication.translate("Table", "Play for me is working out your street…")


def _match_over_text(match: Match) -> str:
    ranked = sorted(match.totals.items(), key=lambda item: -item[1])
    scores = QCoreApplication.translate("Table", ", ", "between player names").join(
        f"{name} {total:+d}" for name, total in ranked
    )
    return QCoreApplication.translate(
        "Table", "The match is over: {scores}. Game → New match deals another."
    ).format(scores=scores)


def _public_rows(hand: Hand, seat: int) -> tuple[tuple[tuple[Card, ...], ...], int]:
    state = hand.seats[seat]
    if hand.is_simultaneous(seat) and not hand.is_over:
        placed = sum(len(cards) for cards in state.rows.values())
        return ((), (), ()), placed
    return tuple(tuple(state.rows[row]) for row in ROW_NAMES), 0


def _passes_natural(hand: Hand, seat: int) -> bool:
    try:
        hand.verify_declare_natural(seat)
    except IllegalAction:
        return False
    return True
