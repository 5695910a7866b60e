"""The review on the table: its marks and words equal the engine's settlement on hands
of every variant, stepped row by row and pair by pair or shown all at once."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from ofc_desktop.core.explain import RowBasis, pair_row_lines
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.settlement_model import signed
from ofc_desktop.ui.panels.table_review import ALL_ROWS, Step
from ofc_desktop.ui.table.annotations import Badge

from .conftest import play_hand_as_the_human, start

TABLES = [
    (RuleSet(variant=Variant.CLASSIC), "easy,beginner", 3),
    (RuleSet(variant=Variant.PINEAPPLE), "easy,medium,beginner", 5),
    (RuleSet(variant=Variant.TURBO, jokers_per_deck=1), "beginner,easy,easy,beginner", 8),
    (RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True), "easy,easy,beginner", 2),
    (RuleSet(variant=Variant.PINEAPPLE, shoot_the_moon=True), "beginner,beginner", 11),
]


def scored(qtbot: QtBot, window: MainWindow, rules: RuleSet, seats: str, seed: int) -> None:
    start(window, rules, seats, seed)
    qtbot.waitUntil(lambda: window.controller.snapshot.hand_over, timeout=60_000)


def badges(window: MainWindow) -> list[Badge]:
    return [item for item in window.annotations.items if isinstance(item, Badge)]


@pytest.mark.parametrize(("rules", "seats", "seed"), TABLES)
def test_every_mark_equals_the_settlement(
    qtbot: QtBot, window: MainWindow, rules: RuleSet, seats: str, seed: int
) -> None:
    scored(qtbot, window, rules, seats, seed)
    snapshot = window.controller.snapshot
    settlement = snapshot.settlement
    assert settlement is not None
    assert window.review_on_table() and window.review_bar.isVisible()
    review = window.table_review
    assert len(review.pairs) == len(settlement.pairs)
    names = {seat.seat: seat.name for seat in snapshot.seats}
    totals: dict[str, int] = dict.fromkeys(names.values(), 0)
    for index, pair in enumerate(review.pairs):
        review.show(Step(index, ALL_ROWS))
        texts = window.annotations.texts()
        a, b = pair.players
        # Each side's banner gives exactly its result against the other.
        assert f"{signed(pair.total)} against {b}" in texts
        assert f"{signed(-pair.total)} against {a}" in texts
        totals[a] += pair.total
        totals[b] -= pair.total
        lines = pair_row_lines(settlement, pair, snapshot.rules, dict(snapshot.declarations))
        royalties = [n for line in lines for n in line.royalties if n]
        assert sorted(t for t in texts if t.startswith("royalty")) == sorted(
            f"royalty +{n}" for n in royalties
        )
        if pair.scoop:
            assert f"Scoop: all three rows, +{abs(pair.scoop)}" in texts
        for side, fouled in enumerate(pair.fouled):
            assert any(t.startswith("Foul: ") for t in texts) or not fouled, side
    # The pairs add up to each player's total for the hand.
    for result in settlement.players:
        assert totals[result.player] == result.total


@pytest.mark.parametrize(("rules", "seats", "seed"), TABLES[:3])
def test_stepping_row_by_row_marks_one_row_of_both_players(
    qtbot: QtBot, window: MainWindow, rules: RuleSet, seats: str, seed: int
) -> None:
    scored(qtbot, window, rules, seats, seed)
    snapshot = window.controller.snapshot
    assert snapshot.settlement is not None
    review = window.table_review
    review.start(snapshot, all_at_once=False)
    seen = []
    while True:
        seen.append(review.step)
        pair = review.pairs[review.step.pair]
        if review.step.row < ALL_ROWS:
            line = pair_row_lines(
                snapshot.settlement, pair, snapshot.rules, dict(snapshot.declarations)
            )[review.step.row]
            marks = [b for b in badges(window) if not b.text.startswith("royalty")]
            assert len(marks) == 2  # one on each player's row
            tones = sorted(b.tone for b in marks)
            if line.winner is None:
                assert tones == ["tied", "tied"]
            else:
                assert tones == ["lost", "won"]
                if line.basis is RowBasis.COMPARED:
                    assert {b.text for b in marks} == {
                        signed(abs(line.points)),
                        signed(-abs(line.points)),
                    }
        before = review.step
        review.next()
        if review.step == before:
            break
    assert len(seen) == 4 * len(review.pairs)  # three rows and the whole, every pair
    review.previous()
    assert review.step == Step(len(review.pairs) - 1, 2)


def test_the_bar_walks_pairs_and_a_new_hand_takes_the_marks_away(
    qtbot: QtBot, window: MainWindow
) -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE)
    start(window, rules, "human,easy,beginner", 4)
    controller = window.controller
    play_hand_as_the_human(qtbot, controller)
    window.review_overlay.on_table_button.click()  # from the score review panel
    assert window.review_bar.isVisible() and not window.review_overlay.isVisible()
    assert window.table_review_action.isChecked()
    first = window.table_review.pairs[0]
    assert "You" in first.players  # the viewer's own pairs come first
    assert window.table_review.step == Step(0, 0)  # it opens on the first step
    window.review_bar.next_pair_button.click()
    assert window.table_review.step.pair == 1
    window.review_bar.all_button.click()
    assert window.table_review.step == Step(1, ALL_ROWS)
    window.review_bar.previous_button.click()
    assert window.table_review.step == Step(1, 2)  # the pair's bottom row on its own
    assert window.review_bar.text.text().startswith("Bottom: ")
    window.review_bar.all_button.click()
    assert window.table_review.step == Step(1, ALL_ROWS) and window.annotations.items
    assert controller.next_hand()
    qtbot.waitUntil(lambda: not window.review_bar.isVisible(), timeout=5000)
    assert not window.annotations.items and not window.table_review_action.isChecked()
