"""The replay window's analyses, driven by their buttons: "Did I set it right?" shows
what ``hindsight`` finds and draws the best board on the table; "Did I play it right?"
lists every street graded with what ``review_hand`` finds and shows each decision on the
table as it was then; Cancel and closing the window stop an analysis and nothing late
appears; a replay that is nobody's own view offers none."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.analysis import review_hand
from ofc_desktop.bots.grades import GRADES, grade_counts, grade_of
from ofc_desktop.bots.hindsight import hindsight
from ofc_desktop.core.autoplay import safe_auto_move
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import SeatInfo, hand_to_record, replay_records
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, Seat, play_hand
from ofc_desktop.core.view import view_for
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.panels import analysis_words, hand_analysis
from ofc_desktop.ui.panels.analysis_words import GRADE_COLOURS, decision_line
from ofc_desktop.ui.panels.hand_analysis import HandAnalysisPanel
from ofc_desktop.ui.panels.replay_window import ReplayWindow
from ofc_desktop.ui.table.annotations import GhostCard
from tests.ui.test_history_browser import CarefulSeat

STILL = TableOptions(animation="off")
YOU = 0
SMALL = 24  # futures per decision: a quick review


def played_record(
    variant: Variant, seed: int, careful: bool = False, names: tuple[str, str] = ("You", "Bob")
) -> dict[str, Any]:
    """A finished two-seat hand; "You" plays at random (or carefully), Bob at random."""
    hand = Hand(RuleSet(variant=variant), list(names), seed=seed)
    hand.start()
    rng = random.Random(seed)
    you: Seat = CarefulSeat(names[0]) if careful else RandomSeat(names[0], rng)
    play_hand(hand, [you, RandomSeat(names[1], rng)])
    return hand_to_record(hand, [SeatInfo(names[0]), SeatInfo(names[1], "bot", "easy")])


def open_replay(
    qtbot: QtBot, record: Mapping[str, Any], viewer_name: str | None = "You"
) -> ReplayWindow:
    window = ReplayWindow(record, viewer_name, STILL)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_tab(qtbot: QtBot, panel: HandAnalysisPanel, tab: int) -> None:
    """Click the analysis's tab, as a person would."""
    bar = panel.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tab).center())
    assert panel.tabs.currentIndex() == tab


def ghosts(window: ReplayWindow) -> list[GhostCard]:
    return [
        item
        for item in window.annotations.items
        if isinstance(item, GhostCard) and item.scene() is window.scene
    ]


def slot_of(window: ReplayWindow, seat: int, row: str, index: int) -> tuple[float, float]:
    layout = window.scene.table_layout
    assert layout is not None
    point = layout.seats[seat].rows[row][index].topLeft()
    return point.x(), point.y()


def ghost_rows(window: ReplayWindow) -> dict[str, set[Card]]:
    """The ghost cards by the viewer's row whose slot each sits on."""
    layout = window.scene.table_layout
    assert layout is not None
    placed: dict[str, set[Card]] = {row.value: set() for row in ROWS}
    for ghost in ghosts(window):
        for row, slots in layout.seats[YOU].rows.items():
            if any(slot.topLeft() == ghost.pos() for slot in slots):
                placed[row].add(ghost.card)
    return placed


# ----- Did I set it right? ----------------------------------------------------------------


def test_the_best_arrangement_is_hindsights_and_is_drawn_over_your_rows(qtbot: QtBot) -> None:
    record = played_record(Variant.CLASSIC, 4)
    window = open_replay(qtbot, record)
    panel = window.analysis
    expected = hindsight(replay_records(window.public_record)[0], YOU)
    assert expected.difference > 0
    qtbot.mouseClick(panel.set_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.hindsight_result is not None, timeout=10_000)
    assert panel.hindsight_result == expected
    assert not panel.set_progress.isVisible() and not panel.set_cancel.isVisible()
    words = panel.set_result.text()
    assert words.startswith(analysis_words.hindsight_headline(expected))
    assert f"({expected.difference} points better)" in words
    assert f"Royalties of the best board: {expected.royalties}." in words
    for pair in expected.pairs:
        assert f"Against {pair.opponent}:" in words
    # On the table: the end of the hand, the best board ghosted over your own rows.
    assert window.step == window.last_step and not window.review_overlay.isVisible()
    board = expected.board
    assert ghost_rows(window) == {
        "top": set(board.top),
        "middle": set(board.middle),
        "bottom": set(board.bottom),
    }
    assert len(ghosts(window)) == 13
    assert analysis_words.hindsight_headline(expected) in window.annotations.texts()
    # The toggle: the board you played, then the best one again.
    assert panel.board_toggle.isEnabled() and panel.board_toggle.text() == "Show the board I played"
    qtbot.mouseClick(panel.board_toggle, Qt.MouseButton.LeftButton)
    assert not ghosts(window) and panel.board_toggle.text() == "Show the best board"
    assert any(text.startswith("The board you played") for text in window.annotations.texts())
    qtbot.mouseClick(panel.board_toggle, Qt.MouseButton.LeftButton)
    assert len(ghosts(window)) == 13
    # Stepping away takes the marks off; the toggle draws them again.
    qtbot.mouseClick(window.first_button, Qt.MouseButton.LeftButton)
    assert window.step == 0 and not window.annotations.items
    assert not panel.board_toggle.isChecked()
    qtbot.mouseClick(panel.board_toggle, Qt.MouseButton.LeftButton)
    assert window.step == window.last_step and len(ghosts(window)) == 13


def test_a_board_already_best_says_so(qtbot: QtBot) -> None:
    record = played_record(Variant.CLASSIC, 14, careful=True)
    window = open_replay(qtbot, record)
    panel = window.analysis
    qtbot.mouseClick(panel.set_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.hindsight_result is not None, timeout=10_000)
    assert panel.hindsight_result is not None and panel.hindsight_result.difference == 0
    assert "already the best arrangement" in panel.set_result.text()
    assert not ghosts(window) and not panel.board_toggle.isEnabled()
    assert any("already the best" in text for text in window.annotations.texts())


# ----- Did I play it right? ---------------------------------------------------------------


def test_every_decision_is_listed_with_its_loss_and_shown_as_it_was(qtbot: QtBot) -> None:
    record = played_record(Variant.PINEAPPLE, 7)
    window = open_replay(qtbot, record)
    panel = window.analysis
    panel.samples = SMALL
    open_tab(qtbot, panel, hand_analysis.DECISIONS_TAB)
    # A second click replaces the first request; only one answer is shown.
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.review_result is not None, timeout=20_000)
    expected = review_hand(window.public_record, YOU, samples=SMALL)
    review = panel.review_result
    assert review is not None
    assert [(d.street, d.loss, d.stderr) for d in review.decisions] == [
        (d.street, d.loss, d.stderr) for d in expected.decisions
    ]
    streets = replay_records(record)[0].seats[YOU].street  # every street You set
    assert streets == 5 and [d.street for d in expected.decisions] == list(range(streets))
    timeline = panel.timeline
    assert timeline.isVisible() and timeline.count() == len(expected.decisions)
    for row, decision in enumerate(expected.decisions):
        item = timeline.item(row)
        assert item.text() == decision_line(decision)
        grade = grade_of(decision)
        assert f"Street {decision.street + 1} — {grade.value}:" in item.text()
        assert item.foreground().color().name() == GRADE_COLOURS[grade]
    summary = panel.play_result.text()
    assert f"{expected.loss:.1f} ± {expected.stderr:.1f}" in summary
    counts = grade_counts(expected.decisions)
    for grade in GRADES:
        if counts[grade]:
            assert f"{counts[grade]} " in summary
    # Each decision: the table as it was then, the best play ghosted in the free slots.
    for row, decision in enumerate(expected.decisions):
        rect = timeline.visualItemRect(timeline.item(row))
        qtbot.mouseClick(timeline.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        shown = window.snapshot
        seat = shown.seats[YOU]
        for board_row in ROWS:
            assert seat.row(board_row.value).cards == decision.view.board.row(board_row)
        assert set(shown.held) == set(decision.view.held)
        assert (
            window.caption.text() != ""
            and f"You set street {decision.street + 1}" in window.steps[window.step + 1].caption
        )
        best = decision.best.rows()
        assert ghost_rows(window) == {name: set(cards) for name, cards in best.items()}
        for name, cards in best.items():
            free = len(decision.view.board.row(next(r for r in ROWS if r.value == name)))
            positions = {(g.pos().x(), g.pos().y()) for g in ghosts(window) if g.card in cards}
            assert positions == {slot_of(window, YOU, name, free + k) for k in range(len(cards))}
        words = panel.decision_text.text()
        assert f"You played: {analysis_words.play_words(decision.chosen)}" in words
        assert f"Street {decision.street + 1}: " in words
        if decision.loss > 0:
            assert f"Best: {analysis_words.play_words(decision.best)}" in words
            assert "Lost " in words
        if decision.best.discards:
            assert "discard " in analysis_words.play_words(decision.best)
    # Stepping on takes the ghosts off and unselects the decision.
    qtbot.mouseClick(window.last_button, Qt.MouseButton.LeftButton)
    assert not ghosts(window) and timeline.currentRow() == -1


def test_cancel_stops_the_analysis_and_the_replay_keeps_working(qtbot: QtBot) -> None:
    record = played_record(Variant.CLASSIC, 5)
    window = open_replay(qtbot, record)
    panel = window.analysis
    panel.samples = 200_000  # far too long to finish
    open_tab(qtbot, panel, hand_analysis.DECISIONS_TAB)
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    assert panel.play_progress.isVisible() and panel.play_cancel.isVisible()
    qtbot.waitUntil(lambda: panel.play_progress.value() > 0, timeout=20_000)
    # The replay answers while the review runs.
    qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    assert window.step == 2
    qtbot.mouseClick(panel.play_cancel, Qt.MouseButton.LeftButton)
    assert not panel.play_progress.isVisible() and not panel.play_cancel.isVisible()
    assert panel.play_result.text() == "Cancelled."
    assert not panel.service.is_running(hand_analysis.REVIEW)
    assert panel.service.wait(10_000)
    QApplication.processEvents()
    assert panel.review_result is None and panel.timeline.count() == 0
    assert panel.play_result.text() == "Cancelled."


def test_closing_the_window_cancels_a_running_analysis(qtbot: QtBot) -> None:
    record = played_record(Variant.CLASSIC, 6)
    window = open_replay(qtbot, record)
    panel = window.analysis
    panel.samples = 200_000
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.play_progress.value() > 0, timeout=20_000)
    window.close()
    assert not panel.service.running()
    assert panel.service.wait(10_000)
    QApplication.processEvents()
    assert panel.review_result is None


def test_a_replay_that_is_nobodys_view_offers_no_analysis(qtbot: QtBot) -> None:
    record = played_record(Variant.PINEAPPLE, 3, names=("Ann", "Dana"))
    window = open_replay(qtbot, record, viewer_name=None)
    panel = window.analysis
    assert not panel.available
    for button in (panel.set_button, panel.play_button):
        assert not button.isEnabled()
        assert "nobody's own view" in button.toolTip()
    assert "No analysis here" in panel.note.text()
    panel.check_set()
    panel.check_play()
    assert not panel.service.running()


def test_a_decision_is_shown_from_before_the_seats_first_move(qtbot: QtBot) -> None:
    """You, in Fantasyland, set cards while Bob confirms a street (a hand recorded before
    the Fantasyland board had to be set first): the decision is shown from the table
    before your first card moved, not from the step before your confirm."""
    hand = Hand(
        RuleSet(variant=Variant.PINEAPPLE),
        ["You", "Bob"],
        seed=8,
        fantasyland={YOU: 14},
        free_fantasyland=True,
    )
    hand.start()
    mine = safe_auto_move(view_for(hand, YOU))
    apply_decision(hand, YOU, mine, confirm=False)
    apply_decision(hand, 1, safe_auto_move(view_for(hand, 1)))  # Bob's first street
    hand.confirm_street(YOU)
    play_hand(hand, [CarefulSeat("You"), CarefulSeat("Bob")])
    window = open_replay(qtbot, hand_to_record(hand, [SeatInfo("You"), SeatInfo("Bob")]))
    assert "Bob sets street 1" in window.steps[1].caption
    assert window.step_before_street(YOU, 0) == 0
    # Bob began his second street once you had confirmed (step 2).
    assert window.step_before_street(1, 0) == 0 and window.step_before_street(1, 1) == 2
    with pytest.raises(LookupError):
        window.step_before_street(YOU, 1)  # Fantasyland: one street only
    window.prepare_marks(window.step_before_street(YOU, 0))
    shown = window.snapshot
    assert all(not seat_row.cards for seat_row in shown.seats[YOU].rows)
    assert len(shown.held) == 14
