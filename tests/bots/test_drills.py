"""Drills from the player's own mistakes: what the seat saw, the analysis' best play, a
JSON round trip, answers graded by the one estimate, and themes by their rules."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from fsrs import Rating

from ofc_desktop.bots.analysis import HandReview, rank_placements, review_hand
from ofc_desktop.bots.drills import (
    THEMES,
    Drill,
    drills_from_review,
    grade_answer,
    puzzle_drill,
    rating_for,
    rating_of,
    theme_name,
    themes_of,
)
from ofc_desktop.bots.estimate import decision_key
from ofc_desktop.bots.grades import Grade, grade_of
from ofc_desktop.bots.position_analysis import analyse_position
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision, apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.lab_position import LabPosition, PositionError
from ofc_desktop.core.position_notation import parse_position
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.seats import play_hand
from ofc_desktop.core.translate import set_translator
from ofc_desktop.core.view import PlayerView, view_for

FUTURES = 64  # small: these tests check logic, not precision
PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
BAD_STREET = 1


@pytest.fixture(scope="module")
def played() -> tuple[Hand, HandReview, PlayerView]:
    """A Pineapple hand where bob makes the worst play of the second street on purpose;
    the view is what bob saw then."""
    hand = Hand(PINEAPPLE, ["ann", "bob"], seed=5)
    hand.start()
    bots = [BotSeat("ann", "easy"), BotSeat("bob", "easy")]
    seen: PlayerView | None = None
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        view = view_for(hand, seat)
        if seat == 1 and view.street == BAD_STREET:
            seen = view
            decision = rank_placements(view, samples=FUTURES, top=1000)[-1].decision
        else:
            decision = bots[seat].decide(view)
        apply_decision(hand, seat, decision)
    assert seen is not None
    return hand, review_hand(hand, 1, samples=FUTURES), seen


def _bad_drill(played: tuple[Hand, HandReview, PlayerView]) -> Drill:
    _, review, _ = played
    drills = drills_from_review(review, "bob", "f00d", "Match of 3 Dec, hand 1")
    return next(d for d in drills if d.drill_id.endswith(f":{BAD_STREET}"))


def test_every_mistake_or_blunder_becomes_a_drill(
    played: tuple[Hand, HandReview, PlayerView],
) -> None:
    _, review, _ = played
    drills = drills_from_review(review, "bob", "f00d", "a note")
    graded = [d for d in review.decisions if grade_of(d) in (Grade.MISTAKE, Grade.BLUNDER)]
    assert [d.drill_id for d in drills] == [f"mistake:f00d:1:{d.street}" for d in graded]
    assert any(d.street == BAD_STREET for d in graded)
    for drill, decision in zip(drills, graded, strict=True):
        assert drill.source == "mistake" and drill.player == "bob" and drill.note == "a note"
        assert drill.variant == "pineapple" and drill.loss == decision.loss
        assert decision_key(drill.best) == decision_key(decision.best)
        assert set(drill.themes) <= set(THEMES)


def test_a_drill_holds_what_the_seat_saw_and_no_more(
    played: tuple[Hand, HandReview, PlayerView],
) -> None:
    hand, _, seen = played
    drill = _bad_drill(played)
    assert drill.position == LabPosition.from_view(seen).canonical()
    visible = [
        *seen.board.cards(),
        *seen.held,
        *seen.discards,
        *(card for opponent in seen.opponents for card in opponent.board.cards()),
    ]
    assert sorted(map(str, drill.position.cards())) == sorted(map(str, visible))
    # Nothing the seat could not see: no later card, no card the opponent held unseen.
    hidden = set(hand.all_dealt_cards()) - set(visible)
    assert hidden and not hidden & set(drill.position.cards())
    assert set(seen.held) == set(drill.position.hand)


def test_a_drill_reads_back_from_its_json(played: tuple[Hand, HandReview, PlayerView]) -> None:
    drill = _bad_drill(played)
    again = Drill.from_json(json.loads(json.dumps(drill.to_json())))
    assert again == drill


@pytest.mark.parametrize(
    ("change", "error"),
    [
        ({"version": 9}, ValueError),
        ({"source": "dream"}, ValueError),
        ({"themes": ["luck"]}, ValueError),
        ({"loss": "much"}, ValueError),
        ({"best": {"top": "2c", "middle": "", "bottom": "", "discards": ""}}, ValueError),
        ({"position": {"seats": "none"}}, PositionError),
    ],
)
def test_a_bad_drill_is_refused_with_a_reason(
    played: tuple[Hand, HandReview, PlayerView], change: dict[str, object], error: type
) -> None:
    data = {**_bad_drill(played).to_json(), **change}
    with pytest.raises(error):
        Drill.from_json(data)
    with pytest.raises(ValueError):
        Drill.from_json([data])


def test_the_best_play_answers_with_no_loss(played: tuple[Hand, HandReview, PlayerView]) -> None:
    drill = _bad_drill(played)
    answer = grade_answer(drill, drill.best, futures=FUTURES)
    assert answer.loss == 0.0 and answer.grade is Grade.GOOD
    assert answer.best_index == answer.chosen_index == 0
    assert rating_of(answer) is Rating.Good
    assert decision_key(answer.analysis.plays[0].decision) == decision_key(drill.best)


def test_a_bad_answer_loses_what_the_analysis_says(
    played: tuple[Hand, HandReview, PlayerView],
) -> None:
    _, review, _ = played
    drill = _bad_drill(played)
    chosen = review.decisions[BAD_STREET].chosen
    heard: list[float] = []
    answer = grade_answer(drill, chosen, futures=FUTURES, progress=heard.append)
    direct = analyse_position(drill.position, futures=FUTURES)
    index = next(
        i for i, p in enumerate(direct.plays) if decision_key(p.decision) == decision_key(chosen)
    )
    assert answer.chosen_index == index > 0 and heard
    assert answer.loss == direct.plays[index].loss > 0
    assert answer.loss_stderr == direct.plays[index].loss_stderr
    assert answer.analysis.plays == direct.plays  # the same futures every time
    assert answer.grade is grade_of(review.decisions[BAD_STREET])
    assert rating_of(answer) is Rating.Again
    with pytest.raises(ValueError):
        grade_answer(drill, Decision(((Card.parse("As"), "top"),)), futures=FUTURES)


def test_grades_map_to_ratings() -> None:
    assert [rating_for(grade) for grade in Grade] == [
        Rating.Good,
        Rating.Hard,
        Rating.Again,
        Rating.Again,
    ]


def test_a_whole_board_set_badly_is_a_fantasyland_set_drill() -> None:
    hand = Hand(PINEAPPLE, ["ann", "bob"], seed=9, fantasyland={0: 14})
    hand.start()
    held = view_for(hand, 0).held  # set in deal order: very likely a foul
    rows = ["top"] * 3 + ["middle"] * 5 + ["bottom"] * 5
    apply_decision(hand, 0, Decision(tuple(zip(held[:13], rows, strict=True)), held[13:]))
    play_hand(hand, [BotSeat("ann"), BotSeat("bob", "medium")])
    review = review_hand(hand, 0)
    (drill,) = drills_from_review(review, "ann", "beef")
    assert drill.drill_id == "mistake:beef:0:0" and "fantasyland_set" in drill.themes
    assert drill.position.seats[0].in_fantasyland and len(drill.position.hand) == 14
    assert Drill.from_json(json.loads(json.dumps(drill.to_json()))) == drill
    best = grade_answer(drill, drill.best)
    assert best.loss == 0.0 and best.chosen_index == 0 and best.analysis.exact
    worse = grade_answer(drill, review.decisions[0].chosen)
    assert worse.chosen_index == 1 and len(worse.analysis.plays) == 2
    assert worse.loss == pytest.approx(review.decisions[0].loss) and worse.loss > 0
    assert worse.grade is grade_of(review.decisions[0])


def test_a_puzzle_is_rated_by_the_gap_to_the_second_best() -> None:
    position = parse_position(
        "top Qs Qd | mid 9h 9c | bot Ah ; hand 9d 8c 2h ; opp top Kc | mid 5s 5h | "
        "bot 2c 3c ; dead 3d ; button 1",
        PINEAPPLE,
    )
    analysis = analyse_position(position, futures=FUTURES)
    drill = puzzle_drill("p1", analysis, "lab")
    assert drill.drill_id == "puzzle:p1" and drill.source == "puzzle" and drill.player == ""
    assert drill.loss == analysis.plays[1].loss and drill.note == "lab"
    assert Drill.from_json(drill.to_json()) == drill
    assert grade_answer(drill, drill.best, futures=FUTURES).loss == 0.0


# ----- themes, by their rules ------------------------------------------------------------


def _figures(foul: float, fantasyland: float, discards: str = "") -> SimpleNamespace:
    decision = Decision((), tuple(Card.parse(text) for text in discards.split()))
    return SimpleNamespace(decision=decision, foul_chance=foul, fantasyland_chance=fantasyland)


SECOND_STREET = parse_position(
    "top Kh | mid 9h 9c | bot Ah Ad ; hand Kd 8c 2h ; opp top 4c | mid 5s 5h | bot 2c 3c ; "
    "button 1",
    PINEAPPLE,
)


@pytest.mark.parametrize(
    ("best", "other", "themes"),
    [
        (_figures(0.1, 0.4, "2h"), _figures(0.1, 0.1, "2h"), ("fantasyland_chase",)),
        (_figures(0.1, 0.4, "2h"), _figures(0.1, 0.25, "2h"), ()),  # not much lower
        (_figures(0.1, 0.15, "2h"), _figures(0.1, 0.0, "2h"), ()),  # too rare to chase
        (_figures(0.1, 0.0, "2h"), _figures(0.3, 0.0, "2h"), ("foul_avoidance",)),
        (_figures(0.1, 0.0, "2h"), _figures(0.2, 0.0, "2h"), ()),
        (_figures(0.1, 0.0, "2h"), _figures(0.1, 0.0, "8c"), ("pineapple_discard",)),
        (
            _figures(0.0, 0.5, "2h"),
            _figures(0.6, 0.0, "Kd"),
            ("fantasyland_chase", "foul_avoidance", "pineapple_discard"),
        ),
    ],
)
def test_themes_follow_their_rules(
    best: SimpleNamespace, other: SimpleNamespace, themes: tuple[str, ...]
) -> None:
    assert themes_of(SECOND_STREET, best, other) == themes
    assert themes_of(SECOND_STREET, best) == ()


def test_a_real_fantasyland_chase_is_tagged() -> None:
    analysis = analyse_position(SECOND_STREET, futures=FUTURES)
    best = analysis.plays[0]
    assert [card.text for card, row in best.decision.placements if row == "top"] == ["Kd"]
    elsewhere = next(
        p for p in analysis.plays if all(row != "top" for _, row in p.decision.placements)
    )
    assert "fantasyland_chase" in themes_of(SECOND_STREET, best, elsewhere)


def test_jokers_and_whole_boards_are_tagged_from_the_position() -> None:
    jokers = RuleSet(variant=Variant.PINEAPPLE, jokers_per_deck=1)
    joker = parse_position(
        "top Kh | mid 9h 9c | bot Ah Ad ; hand JK 8c 2h ; opp top 4c | mid 5s 5h | bot 2c 3c ; "
        "button 1",
        jokers,
    )
    assert themes_of(joker, _figures(0, 0)) == ("joker_placement",)
    whole = parse_position(
        "hero fl ; hand As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s Ah ; opp", PINEAPPLE
    )
    assert themes_of(whole, _figures(0, 0)) == ("fantasyland_set",)
    assert themes_of(whole.view(), _figures(0, 0)) == ("fantasyland_set",)


def test_theme_names_are_translated() -> None:
    assert theme_name("foul_avoidance") == "Foul avoidance"
    assert len({theme_name(theme) for theme in THEMES}) == len(THEMES)
    assert theme_name("unknown") == "unknown"
    set_translator(lambda context, text, disambiguation, n: f"{context}:{text}")
    try:
        assert theme_name("fantasyland_set") == "Drills:Fantasyland set"
    finally:
        set_translator(None)
