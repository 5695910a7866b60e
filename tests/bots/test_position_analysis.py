"""The position lab's analysis: every legal play, best first, on shared futures."""

from __future__ import annotations

import random
import threading

import pytest

from ofc_desktop.bots.estimate import FANTASYLAND_WEIGHT, EstimateCache, estimate, position_seed
from ofc_desktop.bots.montecarlo import stay_worth_for
from ofc_desktop.bots.position_analysis import (
    analyse_position,
    analysis_text,
    analysis_to_json,
    describe_play,
)
from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.bots.solver import solve_fantasyland
from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.cards import parse_card
from ofc_desktop.core.decision import Decision, apply_decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.lab_position import LabPosition, PositionError
from ofc_desktop.core.position_notation import format_position, parse_position
from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant
from ofc_desktop.core.view import view_for

PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
SECOND_STREET = (
    "top Qs Qd | mid 9h 9c | bot Ah ; hand 9d 8c 2h ; opp top Kc | mid 5s 5h | bot 2c 3c ; "
    "dead 3d ; button 1"
)
FUTURES = 64


@pytest.fixture(scope="module")
def position() -> LabPosition:
    return parse_position(SECOND_STREET, PINEAPPLE)


def test_every_legal_play_is_listed_best_first(position: LabPosition) -> None:
    analysis = analyse_position(position, futures=FUTURES, seed=1)
    assert len(analysis.plays) == len(list(legal_decisions(position.view()))) == 24
    values = [play.value for play in analysis.plays]
    assert values == sorted(values, reverse=True)
    assert analysis.futures == FUTURES and analysis.seed == 1 and not analysis.exact
    assert analysis.plays[0].loss == 0 and analysis.plays[0].loss_stderr == 0
    assert all(play.stderr > 0 and 0 <= play.foul_chance <= 1 for play in analysis.plays)


def test_a_seed_gives_the_same_numbers_every_time(position: LabPosition) -> None:
    first = analyse_position(position, futures=FUTURES, seed=7)
    again = analyse_position(position, futures=FUTURES, seed=7)
    other = analyse_position(position, futures=FUTURES, seed=8)
    assert first.plays == again.plays
    assert [p.value for p in first.plays] != [p.value for p in other.plays]


def test_without_a_seed_the_position_deals_its_own_futures(position: LabPosition) -> None:
    analysis = analyse_position(position, futures=FUTURES)
    assert analysis.seed == position_seed(position.view())
    shared = estimate(position.view(), samples=FUTURES, cache=EstimateCache())
    assert [p.value for p in analysis.plays] == [p.value for p in shared.plays]
    assert [p.decision for p in analysis.plays] == [p.decision for p in shared.plays]


def test_compare_is_paired_antisymmetric_and_agrees_with_the_loss(position: LabPosition) -> None:
    analysis = analyse_position(position, futures=FUTURES, seed=3)
    assert analysis.compare(2, 2) == (0.0, 0.0)
    for other in range(1, len(analysis.plays)):
        difference, error = analysis.compare(0, other)
        assert difference == pytest.approx(analysis.plays[other].loss)
        assert error == pytest.approx(analysis.plays[other].loss_stderr)
        back, back_error = analysis.compare(other, 0)
        assert back == -difference and back_error == pytest.approx(error)
    # Paired: the difference of two similar plays is surer than either value.
    assert min(play.loss_stderr for play in analysis.plays[1:]) < analysis.plays[0].stderr


def test_a_live_position_gets_the_hints_numbers() -> None:
    hand = Hand(PINEAPPLE, ["Ann", "Bob"], seed=11)
    hand.start()
    rng = random.Random(11)
    for _ in range(2):  # both seats play the first street
        seat = hand.acting_seats()[0]
        apply_decision(hand, seat, random_decision(view_for(hand, seat), rng))
    view = view_for(hand, hand.acting_seats()[0])
    analysis = analyse_position(LabPosition.from_view(view), futures=FUTURES)
    live = estimate(view, samples=FUTURES, cache=EstimateCache())
    assert [p.value for p in analysis.plays] == [p.value for p in live.plays]


@pytest.mark.parametrize(
    "text",
    [
        "hero fl ; hand As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s Ah ; opp",
        "hand As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s ; opp",
    ],
)
def test_a_whole_board_is_solved_exactly(text: str) -> None:
    rules = PINEAPPLE if "fl" in text else RuleSet(variant=Variant.CHINESE)
    analysis = analyse_position(parse_position(text, rules), futures=FUTURES, seed=5)
    assert analysis.exact and analysis.futures == 0 and len(analysis.plays) == 1
    best = analysis.plays[0]
    assert best.stderr == 0 and best.loss_stderr == 0 and best.foul_chance == 0
    assert len(best.decision.placements) == 13
    assert "solved exactly" in analysis_text(analysis)


def test_cancel_and_progress(position: LabPosition) -> None:
    heard: list[float] = []
    analyse_position(position, futures=FUTURES, seed=2, progress=heard.append)
    assert heard[-1] == 1.0 and heard == sorted(heard) and all(0 <= f <= 1 for f in heard)
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        analyse_position(position, futures=FUTURES, seed=2, cancel=cancel)


def test_an_impossible_position_is_refused_with_its_reason(position: LabPosition) -> None:
    with pytest.raises(PositionError, match="deals 5 cards, not 2"):
        analyse_position(parse_position("hand As Kd ; opp", PINEAPPLE))


def test_a_play_in_a_few_words() -> None:
    card = parse_card
    decision = Decision(((card("Qd"), "top"), (card("9d"), "middle")), (card("2h"),))
    assert describe_play(decision) == "Q♦ top, 9♦ middle, discard 2♥"
    first = Decision(((card("As"), "bottom"), (card("Ks"), "bottom"), (card("7c"), "top")))
    assert describe_play(first) == "7♣ top, A♠ K♠ bottom"


def test_the_text_holds_the_position_and_a_table_of_plays(position: LabPosition) -> None:
    analysis = analyse_position(position, futures=FUTURES, seed=4)
    text = analysis_text(analysis, limit=5)
    lines = text.splitlines()
    assert lines[0] == "Position: " + format_position(position)
    assert "64 futures per play (seed 4)" in text
    assert describe_play(analysis.plays[0].decision) in lines[5]
    assert lines[-1] == "… and 19 more plays"
    assert len(analysis_text(analysis).splitlines()) == 5 + 24


def test_the_json_lists_every_play_with_its_figures(position: LabPosition) -> None:
    analysis = analyse_position(position, futures=FUTURES, seed=4)
    data = analysis_to_json(analysis)
    assert data["futures"] == FUTURES and data["seed"] == 4 and data["exact"] is False
    plays = data["plays"]
    assert isinstance(plays, list) and len(plays) == 24
    assert set(plays[0]) == {
        "rows",
        "discards",
        "text",
        "value",
        "stderr",
        "foul_chance",
        "fantasyland_chance",
        "royalties",
        "loss",
        "loss_stderr",
    }


# ----- whole boards of 13 to 17 cards ---------------------------------------------------------

PROGRESSIVE = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE)
SEVENTEEN = "As Ad Kc Kh Qs Qd Jh Tc 9c 8c 7d 6s 5h 4c 3d 2s 2h"


@pytest.mark.parametrize(
    ("cards", "rules", "text"),
    [
        (13, RuleSet(variant=Variant.CHINESE), "hand {cards} ; opp"),  # closed Chinese
        (13, RuleSet(), "hero fl ; hand {cards} ; opp"),  # classic Fantasyland
        (14, RuleSet(), "hero fl ; hand {cards} ; opp"),  # classic, entered with kings
        (14, PINEAPPLE, "hero fl ; hand {cards} ; opp ; opp"),
        (15, PROGRESSIVE, "hero fl ; hand {cards} ; opp"),
        (16, PROGRESSIVE, "hero fl ; hand {cards} ; opp"),
        (17, PROGRESSIVE, "hero fl ; hand {cards} ; opp"),
    ],
)
def test_whole_boards_of_13_to_17_cards_are_the_solvers(
    cards: int, rules: RuleSet, text: str
) -> None:
    if cards == 14 and rules.variant is Variant.CLASSIC:
        rules = rules.with_changes(fantasyland_cards=FantasylandCards.VARIABLE)
    hand = " ".join(SEVENTEEN.split()[:cards])
    position = parse_position(text.format(cards=hand), rules)
    assert position.problems() == []
    analysis = analyse_position(position, seed=3)
    view = position.view()
    # The cards in the estimator's one order: of boards worth the same, the same one.
    ordered = sorted(view.held, key=lambda card: (card.code, card.copy))
    solution = solve_fantasyland(
        ordered, rules, stay_value=stay_worth_for(view, FANTASYLAND_WEIGHT)
    )
    assert analysis.exact and len(analysis.plays) == 1
    best = analysis.plays[0]
    board = solution.board
    rows = best.decision.rows()
    assert [set(rows[row]) for row in ("top", "middle", "bottom")] == [
        set(board.top),
        set(board.middle),
        set(board.bottom),
    ]
    assert set(best.decision.discards) == set(solution.discards)
    assert len(best.decision.discards) == cards - 13
    assert best.value == pytest.approx(solution.value)
    assert best.royalties == solution.royalties


def test_a_deal_size_the_rules_do_not_have_is_refused() -> None:
    hand = " ".join(SEVENTEEN.split()[:15])
    with pytest.raises(PositionError, match="14 cards, not 15"):
        analyse_position(parse_position(f"hero fl ; hand {hand} ; opp", PINEAPPLE))


def test_jokers_in_a_17_card_deal_and_stop_during_the_solve() -> None:
    rules = PROGRESSIVE.with_changes(jokers_per_deck=1)
    hand = " ".join(SEVENTEEN.split()[:16])
    position = parse_position(f"hero fl ; hand {hand} X ; opp", rules)
    cancel = threading.Event()
    timer = threading.Timer(0.2, cancel.set)
    timer.start()
    with pytest.raises(Cancelled):
        analyse_position(position, cancel=cancel)
    timer.join()
    analysis = analyse_position(position)
    view = position.view()
    # The cards in the estimator's one order: of boards worth the same, the same one.
    ordered = sorted(view.held, key=lambda card: (card.code, card.copy))
    solution = solve_fantasyland(
        ordered, rules, stay_value=stay_worth_for(view, FANTASYLAND_WEIGHT)
    )
    assert analysis.plays[0].value == pytest.approx(solution.value)
