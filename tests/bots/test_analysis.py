"""The decision review and live help: the play the analysis itself prefers loses
nothing, bad plays are flagged, chances are exact where the future cannot matter,
rankings are legal and sorted, and a cancel stops the work."""

from __future__ import annotations

import threading

import pytest

from ofc_desktop.bots.analysis import (
    HandReview,
    foul_chance,
    rank_placements,
    review_decision,
    review_hand,
    row_prospects,
    skill_score,
)
from ofc_desktop.bots.play_values import decision_key
from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import parse_cards
from ofc_desktop.core.decision import Decision, apply_decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import hand_to_record
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.seats import play_hand
from ofc_desktop.core.streets import Street
from ofc_desktop.core.view import OpponentView, PlayerView, view_for

SAMPLES = 64  # small: these tests check logic, not precision
OPPONENT = ("5c 5d", "Tc Td 8s 8d", "Jh Jd Js 3c")


def classic_position(
    top: str, middle: str, bottom: str, held: str, opponent: tuple[str, str, str] = OPPONENT
) -> PlayerView:
    """A Classic heads-up position of seat 0, to act with ``held``."""
    board = Board.parse(top, middle, bottom)
    street = max(0, len(board.cards()) - 4)
    count = len(parse_cards(held))
    return PlayerView(
        seat=0,
        players=("me", "you"),
        rules=RuleSet(),
        button=1,
        hand_number=1,
        board=board,
        held=tuple(parse_cards(held)),
        street_placed=(),
        street_discards=(),
        discards=(),
        street=street,
        street_rule=Street(count, count),
        streets_left=8 - street,
        my_turn=True,
        in_fantasyland=False,
        opponents=(OpponentView(1, "you", Board.parse(*opponent), 0, 0, 0, False, False),),
        settlement=None,
    )


def _play(**rows: str) -> Decision:
    return Decision(
        tuple((card, row) for row, cards in rows.items() for card in parse_cards(cards))
    )


def _hand_played_by_the_analysis(variant: Variant, seed: int) -> Hand:
    """Seat 1 plays the analysis's own best play (the Hint's first) on every street;
    seat 0 is Medium."""
    hand = Hand(RuleSet(variant=variant), ["ann", "bob"], seed=seed)
    hand.start()
    medium = BotSeat("ann", "medium")
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        view = view_for(hand, seat)
        if seat == 0:
            decision = medium.decide(view)
        else:
            decision = rank_placements(view, samples=SAMPLES, top=1)[0].decision
        apply_decision(hand, seat, decision)
    return hand


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.PINEAPPLE])
def test_the_analysis_own_plays_lose_nothing(variant: Variant) -> None:
    hand = _hand_played_by_the_analysis(variant, seed=4)
    review = review_hand(hand, 1, samples=SAMPLES)
    assert len(review.decisions) == len(hand.seats[1].schedule)
    assert all(d.loss == 0.0 and not d.costly for d in review.decisions)
    assert review.loss == 0.0
    # The other seat's plays lose nothing below zero, each within its own noise.
    other = review_hand(hand, 0, samples=SAMPLES)
    for decision in other.decisions:
        assert decision.loss >= 0.0 and decision.best_value >= decision.chosen_value
        assert decision.alternatives[0].value == decision.best_value
        values = [a.value for a in decision.alternatives]
        assert values == sorted(values, reverse=True)
        # Every legal play is listed, best first, the chosen one with its own figures.
        assert (
            len(decision.plays)
            == decision.candidates
            == sum(1 for _ in legal_decisions(decision.view))
        )
        assert [p.value for p in decision.plays] == sorted(
            (p.value for p in decision.plays), reverse=True
        )
        assert [(a.decision, a.value) for a in decision.alternatives] == [
            (p.decision, p.value) for p in decision.plays[:3]
        ]
        chosen = decision.chosen_play
        assert chosen is not None and chosen.value == decision.chosen_value
        assert decision.plays[0].value == decision.best_value


def test_a_hand_record_reviews_like_the_hand() -> None:
    hand = Hand(RuleSet(variant=Variant.PINEAPPLE), ["ann", "bob"], seed=2)
    hand.start()
    play_hand(hand, [BotSeat("ann", "easy"), BotSeat("bob", "medium")])
    heard: list[float] = []
    direct = review_hand(hand, 0, samples=SAMPLES, progress=heard.append)
    again = review_hand(hand_to_record(hand), 0, samples=SAMPLES)
    assert [d.loss for d in direct.decisions] == [d.loss for d in again.decisions]
    assert heard[-1] == 1.0 and heard == sorted(heard)
    assert skill_score([direct, again]) == pytest.approx(direct.loss)
    assert skill_score([]) == 0.0


def test_the_review_sees_the_play_confirmed_not_the_moves_before() -> None:
    hand = Hand(RuleSet(), ["ann", "bob"], seed=3)
    hand.start()
    first = view_for(hand, 1)
    hand.place(1, first.held[0], "top")
    hand.take_back(1, first.held[0])
    hand.place(1, first.held[1], "middle")
    hand.undo(1)
    played = Decision(tuple((card, "bottom") for card in first.held))
    apply_decision(hand, 1, played)
    play_hand(hand, [BotSeat("ann", "easy"), BotSeat("bob", "easy")])
    review = review_hand(hand, 1, samples=SAMPLES)
    assert decision_key(review.decisions[0].chosen) == decision_key(played)
    assert review.decisions[0].view == first
    assert review.decisions[0].candidates == sum(1 for _ in legal_decisions(first))


def test_a_fantasyland_board_is_judged_by_the_solver() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE)
    hand = Hand(rules, ["ann", "bob"], seed=9, fantasyland={0: 14})
    hand.start()
    best = rank_placements(view_for(hand, 0))[0].decision
    apply_decision(hand, 0, best)
    play_hand(hand, [BotSeat("ann"), BotSeat("bob", "medium")])
    review = review_hand(hand, 0)
    (decision,) = review.decisions
    assert decision.exact and decision.loss == 0.0 and decision.stderr == 0.0

    worse = Hand(rules, ["ann", "bob"], seed=9, fantasyland={0: 14})
    worse.start()
    held = view_for(worse, 0).held  # set in deal order: very likely a foul
    placements = (
        [(c, "top") for c in held[:3]]
        + [(c, "middle") for c in held[3:8]]
        + [(c, "bottom") for c in held[8:13]]
    )
    apply_decision(worse, 0, Decision(tuple(placements), held[13:]))
    play_hand(worse, [BotSeat("ann"), BotSeat("bob", "medium")])
    (judged,) = review_hand(worse, 0).decisions
    assert judged.exact and judged.loss > 0 and judged.costly


def test_splitting_aces_is_costly() -> None:
    view = classic_position("", "", "", "As Ad 7c 5h 2d")
    review = review_decision(
        view, _play(top="As", middle="7c 5h", bottom="Ad 2d"), samples=2 * SAMPLES
    )
    assert review.costly and review.loss > 2.0 and review.stderr > 0
    assert decision_key(review.best) != decision_key(review.chosen)


def test_a_near_certain_foul_is_costly_when_a_safe_play_exists() -> None:
    view = classic_position("Qc Qd", "Kc Kd 5h 6s", "As Ad Ah 2c 2d", "Qh")
    review = review_decision(view, _play(top="Qh"), samples=2 * SAMPLES)
    assert review.costly and decision_key(review.best) == decision_key(_play(middle="Qh"))


def test_foul_chance_is_exact_where_the_future_cannot_matter() -> None:
    # Aces on top over a middle that can reach a pair of sevens at most: always a foul.
    doomed = classic_position("Ac", "2c 3d 4h 7s", "Ks Kd Qc Qh 9s", "Ah")
    assert foul_chance(doomed, _play(top="Ah"), samples=SAMPLES) == 1.0
    # Trip aces at the bottom, kings in the middle, a complete 4-high top: never a foul.
    safe = classic_position("2c 3d 4h", "Ks Kd 9c 8h 7s", "As Ad Ac", "5s")
    assert foul_chance(safe, _play(bottom="5s"), samples=SAMPLES) == 0.0
    with pytest.raises(ValueError):
        foul_chance(safe, _play(top="5s"), samples=SAMPLES)


def test_rank_placements_are_legal_and_sorted() -> None:
    hand = Hand(RuleSet(variant=Variant.PINEAPPLE), ["ann", "bob"], seed=6)
    hand.start()
    for _ in range(3):  # the first street of each seat, then a three-card street
        seat = hand.acting_seats()[0]
        view = view_for(hand, seat)
        ranked = rank_placements(view, samples=SAMPLES, top=5)
        legal = {decision_key(d) for d in legal_decisions(view)}
        assert len(ranked) == min(5, len(legal))
        assert [p.value for p in ranked] == sorted((p.value for p in ranked), reverse=True)
        for play in ranked:
            assert decision_key(play.decision) in legal
            assert 0.0 <= play.foul_chance <= 1.0 and 0.0 <= play.fantasyland_chance <= 1.0
            assert play.stderr > 0
        apply_decision(hand, seat, ranked[0].decision)


def test_row_prospects_are_distributions() -> None:
    prospects = row_prospects(classic_position("", "", "", "As Ad 7c 5h 2d"), samples=SAMPLES)
    assert set(prospects) == {"top", "middle", "bottom"}
    for chances in prospects.values():
        assert sum(p for _, p in chances) == pytest.approx(1.0)
        assert [p for _, p in chances] == sorted((p for _, p in chances), reverse=True)
    assert "Flush" not in {name for name, _ in prospects["top"]}  # a top has no flushes
    done = row_prospects(
        classic_position("2c 3d 4h", "Ks Kd 9c 8h 7s", "As Ad Ac 5s", "5h"), samples=SAMPLES
    )
    assert done == {
        "top": [("High card", 1.0)],
        "middle": [("Pair", 1.0)],
        "bottom": [("Full house", 1.0)],
    }


def test_cancel_stops_the_review() -> None:
    hand = Hand(RuleSet(), ["ann", "bob"], seed=1)
    hand.start()
    play_hand(hand, [BotSeat("ann", "easy"), BotSeat("bob", "easy")])
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        review_hand(hand, 0, cancel=cancel)
    with pytest.raises(Cancelled):
        rank_placements(classic_position("", "", "", "As Ad 7c 5h 2d"), cancel=cancel)

    # Set from another thread while the review runs (a long one: many futures).
    running = threading.Event()
    outcome: list[object] = []
    cancel = threading.Event()

    def work() -> None:
        try:
            outcome.append(
                review_hand(hand, 0, samples=5000, cancel=cancel, progress=lambda _: running.set())
            )
        except Cancelled as stopped:
            outcome.append(stopped)

    worker = threading.Thread(target=work)
    worker.start()
    assert running.wait(60)
    cancel.set()
    worker.join(60)
    assert not worker.is_alive() and isinstance(outcome[0], Cancelled)
    assert not isinstance(outcome[0], HandReview)
