"""The JSON form of a hand to settle, as read and written by ``ofc score``.

Input: ``{"rules": {...}, "boards": [{"player", "top", "middle", "bottom",
"in_fantasyland"}]}``; rows are card strings or lists of card strings. Output: per-player
results and the per-pair breakdown (see :func:`settlement_to_json`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.cards import Card, assign_copies, parse_cards
from ofc_desktop.core.errors import BoardError, OfcError
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.scoring import HandSettlement, settle_hand

_BOARD_KEYS = {"player", "top", "middle", "bottom", "in_fantasyland"}


def _row_cards(raw: Any, where: str) -> list[Card]:
    if not isinstance(raw, str | list):
        raise BoardError(f'{where}: a row is a string such as "Qs Qd 7c" or a list of cards')
    try:
        return parse_cards(raw)
    except OfcError as error:
        raise type(error)(f"{where}: {error}") from None


def read_hand(data: Any) -> tuple[RuleSet, list[tuple[str, Board, bool]]]:
    """Validate a hand object; every problem raises an :class:`OfcError` saying where."""
    if not isinstance(data, Mapping):
        raise OfcError('the input must be a JSON object with "boards" (and optional "rules")')
    unknown = set(data) - {"rules", "boards"}
    if unknown:
        raise OfcError(f"unknown top-level keys: {', '.join(sorted(unknown))}")
    rules = RuleSet.from_dict(data.get("rules", {}))
    raw_boards = data.get("boards")
    if not isinstance(raw_boards, list) or not raw_boards:
        raise OfcError('"boards" must be a non-empty list of boards')
    rules.check_players(len(raw_boards))
    boards: list[tuple[str, Board, bool]] = []
    all_cards: list[Card] = []
    for index, raw in enumerate(raw_boards, start=1):
        if not isinstance(raw, Mapping):
            raise BoardError(f"board {index} must be an object with top, middle and bottom")
        extra = set(raw) - _BOARD_KEYS
        if extra:
            raise BoardError(f"board {index}: unknown keys {', '.join(sorted(extra))}")
        name = raw.get("player", f"Player {index}")
        if not isinstance(name, str) or not name.strip():
            raise BoardError(f'board {index}: "player" must be a non-empty name')
        where = f"player {name}"
        in_fantasyland = raw.get("in_fantasyland", False)
        if not isinstance(in_fantasyland, bool):
            raise BoardError(f"{where}: in_fantasyland must be true or false")
        rows = []
        for row in ROWS:
            if row.value not in raw:
                raise BoardError(f"{where}: the {row.value} row is missing")
            cards = _row_cards(raw[row.value], f"{where}, {row.value} row")
            if len(cards) != row.size:
                raise BoardError(
                    f"{where}: the {row.value} row needs {row.size} cards, got {len(cards)}"
                )
            try:  # checked row by row so the message can say where the extra card is
                assign_copies([*all_cards, *cards], rules.decks, rules.jokers_per_deck)
            except OfcError as error:
                raise type(error)(f"{where}, {row.value} row: {error}") from None
            all_cards.extend(cards)
            rows.append(cards)
        boards.append((name, Board(tuple(rows[0]), tuple(rows[1]), tuple(rows[2])), in_fantasyland))
    return rules, boards


def settle_json(data: Any) -> dict[str, Any]:
    """Settle a hand given as JSON-ready data and return the JSON-ready result."""
    rules, boards = read_hand(data)
    entries = [(name, evaluate_board(board, rules, in_fl)) for name, board, in_fl in boards]
    return settlement_to_json(settle_hand(entries, rules), rules)


def settlement_to_json(settlement: HandSettlement, rules: RuleSet) -> dict[str, Any]:
    players = []
    for result in settlement.players:
        evaluation = result.evaluation
        outcome = evaluation.fantasyland
        players.append(
            {
                "player": result.player,
                "fouled": evaluation.fouled,
                "royalties": dict(zip(_ROW_NAMES, evaluation.royalties, strict=True)),
                "hands": dict(zip(_ROW_NAMES, evaluation.names, strict=True)),
                "fantasyland": {
                    "qualifies": outcome.qualifies,
                    "cards": outcome.cards,
                    "stays": outcome.stays,
                },
                "in_fantasyland": evaluation.in_fantasyland,
                "shoots_the_moon": rules.shoot_the_moon and evaluation.shoots_the_moon,
                "total": result.total,
                "money": result.money,
            }
        )
    pairs = [
        {
            "players": list(pair.players),
            "rows": dict(zip(_ROW_NAMES, pair.rows, strict=True)),
            "row_points": pair.row_points,
            "scoop": pair.scoop,
            "majority": pair.majority,
            "royalties": list(pair.royalties),
            "fouled": list(pair.fouled),
            "shoot_the_moon": list(pair.moon),
            "total": pair.total,
            "multiplier": pair.multiplier,
            "money": pair.money,
        }
        for pair in settlement.pairs
    ]
    return {"rules": rules.to_dict(), "players": players, "pairs": pairs}


_ROW_NAMES = tuple(row.value for row in ROWS)
