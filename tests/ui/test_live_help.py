"""Live help while playing: off until switched on; the Hint lists the best plays and
lays one out; the foul odds and row prospects follow the street as laid out; every
figure is the one the Hint and the analysis after the hand give (one estimate, shown with
its standard error); nothing blocks the window and a new hand cancels what still runs."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from ofc_desktop.bots import estimate as estimator
from ofc_desktop.bots.analysis import review_hand
from ofc_desktop.bots.estimate import cached_estimate
from ofc_desktop.bots.play_values import foul_chance, rank_placements, row_prospects
from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.core.decision import legal_decisions, street_start
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.panels import hand_analysis
from ofc_desktop.ui.panels.live_help import chance_text, points_text
from ofc_desktop.ui.panels.replay_window import ReplayWindow
from ofc_desktop.ui.table.annotations import GhostCard

from .conftest import play_hand_as_the_human, start, wait_for_turn

PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)


def switch_on(window: MainWindow, **parts: bool) -> None:
    window.set_options(window.options.with_changes(**parts))


def test_live_help_is_off_until_the_player_switches_it_on(qtbot: QtBot, window: MainWindow) -> None:
    start(window, PINEAPPLE, "human,easy")
    wait_for_turn(qtbot, window)
    assert not window.live_help.panel.isVisible()
    switch_on(window, hints=True)
    assert window.live_help.panel.isVisible() and window.live_help.panel.hint_button.isVisible()
    assert not window.live_help.panel.odds.isVisible()


def test_the_hint_lists_the_best_plays_and_lays_one_out(qtbot: QtBot, window: MainWindow) -> None:
    switch_on(window, hints=True)
    start(window, PINEAPPLE, "human,easy", seed=6)
    wait_for_turn(qtbot, window)
    panel = window.live_help.panel
    qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(panel.values) == 3, timeout=30_000)
    values = [value.value for value in panel.values]
    assert values == sorted(values, reverse=True)
    view = window.controller.viewer_view()
    assert view is not None
    legal = list(legal_decisions(street_start(view)[0]))
    assert all(value.decision in legal for value in panel.values)
    assert all(0 <= v.foul_chance <= 1 and 0 <= v.fantasyland_chance <= 1 for v in panel.values)
    # The best play is drawn on the table as ghost cards in the viewer's rows.
    ghosts = [i for i in window.live_help.marks.items if isinstance(i, GhostCard)]
    best = panel.values[0].decision
    assert sorted(g.card.text for g in ghosts) == sorted(c.text for c, _ in best.placements)
    panel.suggestions.setCurrentRow(2)
    third = panel.values[2].decision
    ghosts = [i for i in window.live_help.marks.items if isinstance(i, GhostCard)]
    assert sorted(g.card.text for g in ghosts) == sorted(c.text for c, _ in third.placements)
    panel.play_button.click()
    snapshot = window.controller.snapshot
    placed = {
        card for seat in snapshot.seats if seat.is_viewer for row in seat.rows for card in row.cards
    }
    assert {card for card, _ in third.placements} <= placed
    assert snapshot.can_confirm and not window.live_help.marks.items  # laid out, unconfirmed


def test_a_hint_never_blocks_the_window_and_a_new_hand_cancels_it(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    started, stopped = threading.Event(), threading.Event()

    def slow(view: object, **kwargs: object) -> list[object]:
        started.set()
        cancel = kwargs["cancel"]
        assert isinstance(cancel, threading.Event)
        for _ in range(500):
            if cancel.is_set():
                stopped.set()
                raise Cancelled
            time.sleep(0.01)
        return []

    monkeypatch.setattr(estimator, "estimate", slow)
    estimator.CACHE.clear()  # nothing known of this street yet
    switch_on(window, hints=True)
    start(window, PINEAPPLE, "human,easy", seed=2)
    wait_for_turn(qtbot, window)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    assert window.live_help.request_hint()
    qtbot.waitUntil(started.is_set, timeout=5000)
    qtbot.waitUntil(lambda: len(ticks) >= 10, timeout=5000)  # the loop keeps turning
    assert window.live_help.panel.progress.isVisible()
    start(window, PINEAPPLE, "human,easy", seed=3)  # a new match, a new hand
    qtbot.waitUntil(stopped.is_set, timeout=5000)
    assert window.live_help.service.running() == []
    assert not window.live_help.panel.progress.isVisible() and not window.live_help.panel.values
    timer.stop()


def test_the_foul_odds_follow_the_street_as_laid_out(qtbot: QtBot, window: MainWindow) -> None:
    switch_on(window, foul_odds=True)
    start(window, RuleSet(), "human,easy", seed=4)
    wait_for_turn(qtbot, window)
    controller = window.controller
    view = controller.viewer_view()
    assert view is not None
    odds = window.live_help.panel.odds
    qtbot.waitUntil(lambda: window.live_help.estimate is not None, timeout=20_000)
    assert not odds.isVisible()  # nothing laid out yet
    held = sorted(view.held, key=lambda card: card.rank or 0)
    # Everything on top cannot be laid out (3 places); two on top, three in the middle.
    controller.place(held[-1], "top")
    # One card laid out: the chance after the best way to finish the street.
    qtbot.waitUntil(lambda: "Best finish:" in odds.text() and odds.isVisible(), timeout=5000)
    controller.place(held[-2], "top")
    for card in held[:3]:
        controller.place(card, "bottom")
    qtbot.waitUntil(lambda: "If you confirm" in odds.text(), timeout=20_000)
    now = controller.viewer_view()
    assert now is not None
    begin, laid_out = street_start(now)
    found = window.live_help.estimate
    assert found is not None
    index = found.index_of(laid_out)
    assert index is not None
    play = found.plays[index]
    assert foul_chance(begin, laid_out) == play.foul_chance  # what the Hint's estimate says
    assert chance_text(play.foul_chance, play.foul_stderr) in odds.text()
    controller.undo()  # no longer complete: the best finish of what is laid out
    qtbot.waitUntil(lambda: "Best finish:" in odds.text(), timeout=5000)
    assert "Not every card of this street is laid out" in odds.toolTip()


def test_live_help_the_hint_and_the_analysis_give_the_same_figures(
    qtbot: QtBot, window: MainWindow
) -> None:
    switch_on(window, hints=True, foul_odds=True, row_prospects=True)
    start(window, PINEAPPLE, "human,easy", seed=7)
    wait_for_turn(qtbot, window)
    live = window.live_help
    panel = live.panel
    assert live.request_hint()
    qtbot.waitUntil(lambda: len(panel.values) == 3, timeout=30_000)
    view = window.controller.viewer_view()
    assert view is not None
    begin, _ = street_start(view)
    assert panel.values == rank_placements(begin)  # the Hint's own figures
    found = live.estimate
    assert found is not None and found is cached_estimate(begin)
    best = panel.values[0]
    shown = panel.details.text()  # the chosen play's figures, each with its ±
    assert points_text(best.value, best.stderr) in shown and "±" in shown
    assert chance_text(best.foul_chance, best.foul_stderr) in shown
    panel.suggestions.setCurrentRow(0)
    panel.play_button.click()  # the best play laid out: the odds and prospects are its own
    qtbot.waitUntil(lambda: "If you confirm" in panel.odds.text(), timeout=5000)
    assert chance_text(best.foul_chance, best.foul_stderr) in panel.odds.text()
    prospects = row_prospects(begin, best.decision)
    assert prospects == found.prospects(0)
    for name, share in prospects["bottom"][:3]:
        assert f"{name} {share:.1%}" in panel.prospects.toolTip()
    assert window.controller.confirm()
    play_hand_as_the_human(qtbot, window.controller)
    hand = window.controller.hand
    assert hand is not None and hand.is_over
    first = review_hand(hand, begin.seat).decisions[0]
    assert first.plays is found.plays  # the analysis reads what live help worked out
    assert first.chosen_play == best and first.loss == 0.0


def test_row_prospects_name_what_each_row_could_become(qtbot: QtBot, window: MainWindow) -> None:
    switch_on(window, row_prospects=True)
    start(window, RuleSet(), "human,easy", seed=5)
    wait_for_turn(qtbot, window)
    prospects = window.live_help.panel.prospects
    qtbot.waitUntil(lambda: prospects.isVisible(), timeout=30_000)
    text = prospects.text()
    assert "Top" in text and "Middle" in text and "Bottom" in text and "%" in text
    assert "(best finish)" in text  # nothing laid out yet


def test_after_a_hand_the_review_offers_both_analyses_of_it(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hand_analysis, "REVIEW_SAMPLES", 24)  # quick, for the test
    start(window, RuleSet(), "human,easy", seed=9)
    controller = window.controller
    play_hand_as_the_human(qtbot, controller)
    overlay = window.review_overlay
    qtbot.waitUntil(overlay.isVisible, timeout=5000)
    assert overlay.play_button.isVisible() and overlay.set_button.isVisible()
    overlay.play_button.click()
    (replay,) = window.findChildren(ReplayWindow)
    qtbot.waitUntil(lambda: replay.analysis.review_result is not None, timeout=60_000)
    assert replay.analysis.timeline.count() == 9  # five cards, then eight streets of one
    overlay.set_button.click()
    (second,) = [w for w in window.findChildren(ReplayWindow) if w is not replay]
    qtbot.waitUntil(lambda: second.analysis.hindsight_result is not None, timeout=60_000)
    assert second.analysis.hindsight_result.difference >= 0
    for shown in (replay, second):
        shown.close()


def test_a_failing_estimate_is_reported_once_and_not_asked_again(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []

    def broken(view: object, **kwargs: object) -> object:
        calls.append(1)
        raise RuntimeError("no futures today")

    monkeypatch.setattr(estimator, "estimate", broken)
    estimator.CACHE.clear()
    switch_on(window, foul_odds=True)
    with qtbot.waitSignal(window.controller.rejected, timeout=10_000) as said:
        start(window, RuleSet(), "human,easy", seed=11)
        wait_for_turn(qtbot, window)
    assert "no futures today" in said.args[0]
    view = window.controller.viewer_view()
    assert view is not None
    window.controller.place(view.held[0], "bottom")  # the street goes on, not asked again
    qtbot.wait(100)
    assert len(calls) == 1 and not window.live_help.panel.odds.isVisible()
