"""Against an opponent whose board is out of sight (in Fantasyland), the Monte-Carlo bots
still weigh royalties and row strength: the opponent is simulated, not dropped."""

from __future__ import annotations

import random

import numpy as np
import pytest

from ofc_desktop.bots.fantasyland_pool import (
    fantasyland_hand_value,
    fantasyland_pool,
    ordinary_boards,
)
from ofc_desktop.bots.levels import make_bot
from ofc_desktop.bots.montecarlo import Simulator
from ofc_desktop.bots.protocol import Budget
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import parse_cards
from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant
from ofc_desktop.core.streets import Street
from ofc_desktop.core.view import OpponentView, PlayerView

PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)


def _street_five(opponent: OpponentView) -> PlayerView:
    """The reported position: top 9h 5c, middle Kd Kc 4h 4d Ts, bottom Ah Ad Ac 3s,
    dealt 9d 8c 2h on Pineapple's last street."""
    return PlayerView(
        seat=0,
        players=("me", "fl"),
        rules=PINEAPPLE,
        button=1,
        hand_number=2,
        board=Board.parse("9h 5c", "Kd Kc 4h 4d Ts", "Ah Ad Ac 3s"),
        held=tuple(parse_cards("9d 8c 2h")),
        street_placed=(),
        street_discards=(),
        discards=tuple(parse_cards("7s 6s 2c")),
        street=4,
        street_rule=Street(3, 2),
        streets_left=0,
        my_turn=True,
        in_fantasyland=False,
        opponents=(opponent,),
        settlement=None,
    )


IN_FANTASYLAND_UNSET = OpponentView(
    1, "fl", Board(), held=14, discards=0, face_down=0, in_fantasyland=True, finished=False
)
IN_FANTASYLAND_SET = OpponentView(
    1, "fl", Board(), held=0, discards=1, face_down=13, in_fantasyland=True, finished=True
)


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize(
    "opponent", [IN_FANTASYLAND_UNSET, IN_FANTASYLAND_SET], ids=["not-set-yet", "set-face-down"]
)
def test_the_pair_of_nines_goes_on_top(level: str, opponent: OpponentView) -> None:
    bot = make_bot(level)
    answer = bot.choose(_street_five(opponent), Budget(simulations=160), random.Random(3))
    top = [card for card, row in answer.decision.placements if row == "top"]
    assert [card.text for card in top] == ["9d"]
    values = [alternative.value for alternative in answer.alternatives]
    assert len(set(values)) > 1  # the plays are told apart, not all worth the same


def test_the_opponent_is_in_the_simulation() -> None:
    simulator = Simulator(_street_five(IN_FANTASYLAND_SET), 1.0, random.Random(1))
    assert len(simulator.opponents) == 1
    _, opponents = simulator.sample(50, 0)
    assert opponents[0].fouled.shape == (50,)


def test_a_pool_is_the_solver_s_boards_under_the_rules() -> None:
    pool = fantasyland_pool(PINEAPPLE, 14)
    assert pool.size >= 32
    assert pool.fouled.mean() < 0.1  # the solver rarely has to foul with 14 cards
    assert (pool.values[0] <= pool.values[1]).all() or pool.fouled.any()
    assert pool.row_royalties[2].mean() > 1  # Fantasyland boards collect royalties
    assert fantasyland_pool(PINEAPPLE, 14) is pool  # cached per rule set


def test_fantasyland_is_worth_more_with_more_cards_and_easier_stays() -> None:
    progressive = PINEAPPLE.with_changes(fantasyland_cards=FantasylandCards.PROGRESSIVE)
    values = [fantasyland_hand_value(progressive, cards) for cards in (14, 15, 16)]
    assert 0 < values[0] < values[1] < values[2]
    classic = RuleSet()
    no_middle_stay = classic.with_changes(stay_middle_full_house=False)
    assert fantasyland_hand_value(classic, 13) > fantasyland_hand_value(no_middle_stay, 13)
    assert fantasyland_hand_value(classic.with_changes(fantasyland=False), 13) == 0


def test_ordinary_boards_are_played_by_the_policy() -> None:
    boards = ordinary_boards(PINEAPPLE, 256)
    assert 0.02 < float(np.mean(boards.fouled)) < 0.5
    assert boards.fantasyland.any()
