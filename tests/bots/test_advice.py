"""Play for me's advice (bots/advice.py): the best play of the position's one estimate,
which the hand analysis rates best, never a board that must foul while another play
keeps one alive, the exact solver for 13-17 cards, and the same play as the
``playforme`` seat of ``ofc simulate``."""

from __future__ import annotations

import io
import json
import random
from dataclasses import replace

from ofc_desktop.bots.advice import (
    PLAY_FOR_ME,
    SAFE_MOVE,
    keep_alive,
    suggest,
    timeout_view,
    whole_board_decision,
)
from ofc_desktop.bots.analysis import review_decision
from ofc_desktop.bots.estimate import estimate
from ofc_desktop.bots.levels import POLICIES, make_bot
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.bots.solver import solve_fantasyland
from ofc_desktop.cli import main
from ofc_desktop.core.autoplay import board_with, can_avoid_foul, safe_auto_move
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import parse_cards
from ofc_desktop.core.decision import Decision, apply_decision, street_start
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.streets import Street
from ofc_desktop.core.view import view_for
from tests.core.test_autoplay_history import view_of

CLASSIC = RuleSet()


def test_the_advice_is_the_estimates_best_play() -> None:
    hand = Hand(RuleSet(variant=Variant.PINEAPPLE), ["Ann", "Bob"], seed=5)
    hand.start()
    view = view_for(hand, hand.acting_seats()[0])
    expected = estimate(view).plays[0].decision
    assert suggest(view) == keep_alive(view, expected) == expected
    assert suggest(view) == suggest(view)  # the same position, the same play
    # The policy of ``ofc simulate`` plays exactly that, whatever the seat's own seed.
    assert BotSeat("Me", PLAY_FOR_ME, seed=99).decide(view) == expected
    assert BotSeat("Old", SAFE_MOVE).decide(view) == safe_auto_move(view)  # its fallback
    assert set(POLICIES) == {PLAY_FOR_ME, SAFE_MOVE}


def test_every_suggestion_of_a_hand_is_the_analysiss_best_play() -> None:
    """Advice the product shows is checked by its own analysis: Play for me, played at
    every street of whole hands against Medium, never loses a point to the best play."""
    medium = make_bot("medium")
    decisions = 0
    for variant, seed in ((Variant.PINEAPPLE, 0), (Variant.PINEAPPLE, 4), (Variant.CLASSIC, 5)):
        hand = Hand(RuleSet(variant=variant), ["You", "Marlowe"], button=1, seed=seed)
        hand.start()
        while not hand.is_over:
            seat = hand.acting_seats()[0]
            view = view_for(hand, seat)
            if seat == 0:
                decision = suggest(view)
                review = review_decision(view, decision)
                assert review.loss == 0.0 and review.chosen_value == review.best_value
                decisions += 1
            else:
                decision = medium.choose(view, medium.default_budget, random.Random(seed)).decision
            apply_decision(hand, seat, decision)
    assert decisions == 5 + 5 + 9  # every street of two Pineapple hands and a Classic one


def test_a_play_that_must_foul_gives_way_to_one_that_need_not() -> None:
    # The third king on top makes kings trips, which only aces trips in the middle beat,
    # and those beat the queens below: dead. In the middle it keeps the board alive.
    board = Board.parse("Ks Kd", "Ac Ad 4h 7s", "Qc Qh Qs 9s Jc")
    view = view_of(CLASSIC, board, "Kh", Street(1, 1))
    king = parse_cards("Kh")[0]
    dead, live = Decision(((king, "top"),)), Decision(((king, "middle"),))
    unseen = view.unseen_cards()
    assert not can_avoid_foul(board_with(view, dead), CLASSIC, unseen)
    assert can_avoid_foul(board_with(view, live), CLASSIC, unseen)
    assert keep_alive(view, dead) == live
    assert keep_alive(view, live) == live


def test_a_board_dead_whatever_is_played_keeps_the_play_weighed() -> None:
    board = Board.parse("As Ad", "2c 3d 4h 7s", "5c 6d 8h 9s Jc")
    view = view_of(CLASSIC, board, "Ah", Street(1, 1))
    ace = parse_cards("Ah")[0]
    weighed = Decision(((ace, "top"),))
    assert keep_alive(view, weighed) == weighed


def test_thirteen_cards_go_to_the_exact_solver_in_any_order() -> None:
    rules = RuleSet(variant=Variant.CHINESE)
    hand = Hand(rules, ["Ann", "Bob"], seed=7)
    hand.start()
    view = view_for(hand, 0)
    decision = suggest(view)
    solution = solve_fantasyland(list(view.held), rules, stay_value=0.0)
    assert decision == whole_board_decision(view)
    board = board_with(view, decision)
    assert board.is_complete and can_avoid_foul(board, rules)  # the solver never fouls
    shuffled = list(view.held)
    random.Random(1).shuffle(shuffled)
    assert whole_board_decision(view, shuffled) == decision
    assert solution.royalties == solve_fantasyland(shuffled, rules, stay_value=0.0).royalties


def test_a_timeout_keeps_what_was_laid_out_unless_it_dooms_a_live_board() -> None:
    # The player put the third king on top: dead. From the street's start it need not be.
    board = Board.parse("Ks Kd Kh", "Ac Ad 4h 7s", "Qc Qh Qs 9s Jc")
    king = parse_cards("Kh")[0]
    laid = replace(view_of(CLASSIC, board, "", Street(1, 1)), street_placed=((king, "top"),))
    start, _ = street_start(laid)
    assert timeout_view(laid) == start
    alive = replace(
        view_of(
            CLASSIC, Board.parse("Ks Kd", "Ac Ad 4h 7s Kh", "Qc Qh Qs 9s Jc"), "", Street(1, 1)
        ),
        street_placed=((king, "middle"),),
    )
    assert timeout_view(alive) == alive


def test_simulate_seats_play_for_me() -> None:
    out = io.StringIO()
    code = main(
        [
            "simulate",
            "--seats",
            "playforme,beginner",
            "--hands",
            "2",
            "--duplicate",
            "--workers",
            "1",
            "--quiet",
            "--json",
            "--variant",
            "turbo",
        ],
        stdout=out,
    )
    assert code == 0
    result = json.loads(out.getvalue())
    assert [seat["name"] for seat in result["seats"]] == ["playforme", "beginner"]
