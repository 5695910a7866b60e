"""An obviously correct (and slow) Fantasyland search, the oracle for the solver."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.cards import Card
from ofc_desktop.core.evaluate import evaluate3, evaluate5
from ofc_desktop.core.fantasyland import stays_in
from ofc_desktop.core.rows import Row
from ofc_desktop.core.rules import RuleSet


def brute_force_value(cards: Sequence[Card], rules: RuleSet, stay_value: float) -> float:
    """Best royalties + stay value over every legal board (plain cards: fast path;
    jokers: the engine's own board evaluation of every partition)."""
    plain = not any(card.is_joker for card in cards)
    table = rules.royalty_table
    best = float("-inf")
    indices = range(len(cards))
    for bottom in combinations(indices, 5):
        rest = [i for i in indices if i not in bottom]
        for middle in combinations(rest, 5):
            rest2 = [i for i in rest if i not in middle]
            for top in combinations(rest2, 3):
                if plain:
                    b = evaluate5([cards[i].code for i in bottom])
                    m = evaluate5([cards[i].code for i in middle])
                    t = evaluate3([cards[i].code for i in top])
                    if not b >= m >= t:
                        continue
                    royalties = (
                        table.royalty(Row.BOTTOM, b)
                        + table.royalty(Row.MIDDLE, m)
                        + table.royalty(Row.TOP, t)
                    )
                    stays = stays_in(t, m, b, rules)
                else:
                    board = Board(
                        tuple(cards[i] for i in top),
                        tuple(cards[i] for i in middle),
                        tuple(cards[i] for i in bottom),
                    )
                    evaluation = evaluate_board(board, rules, in_fantasyland=True)
                    if evaluation.fouled:
                        continue
                    royalties = evaluation.total_royalty
                    stays = evaluation.fantasyland.stays
                value = royalties + (stay_value if stays and rules.fantasyland else 0.0)
                best = max(best, value)
    return best
