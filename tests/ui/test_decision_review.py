"""Did I play it right?, in detail: the table of every legal play of the street chosen
(sortable by each column, the best play and the player's own marked), the grades beside
each street with their legend, the chart of the points lost (one bar per street, a click
chooses the street); "Did I set it right?" labels the rows of the board it draws; and at
a shared screen each player's analysis names none of another seat's private cards."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.analysis import DecisionReview, HandReview, review_hand
from ofc_desktop.bots.grades import BANDS, SYMBOLS, grade_of
from ofc_desktop.bots.hindsight import hindsight
from ofc_desktop.bots.play_values import decision_key
from ofc_desktop.core.autoplay import safe_auto_move
from ofc_desktop.core.board import evaluate_board
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import apply_decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import SeatInfo, hand_to_record, replay_records
from ofc_desktop.core.privacy import cards_revealed_to
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import play_hand
from ofc_desktop.core.view import view_for
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.decision_plays_model import (
    FANTASYLAND,
    FOUL,
    MARK_ROLE,
    PLAY,
    PLAY_ROLE,
    POINTS,
    RANK,
    ROYALTIES,
    SORT_ROLE,
)
from ofc_desktop.ui.panels import hand_analysis
from ofc_desktop.ui.panels.analysis_words import GRADE_COLOURS
from ofc_desktop.ui.panels.hand_analysis import HandAnalysisPanel
from ofc_desktop.ui.panels.replay_window import ReplayWindow
from ofc_desktop.ui.table.annotations import GhostCard, RowLabel
from tests.ui.test_hand_analysis import SMALL, YOU, open_replay, open_tab, played_record
from tests.ui.test_history_browser import CarefulSeat

from .conftest import start

COLUMNS = (RANK, PLAY, POINTS, FOUL, FANTASYLAND, ROYALTIES)
CARD_TEXT = re.compile(r"(?:10|[2-9TJQKA])[♠♥♦♣]")


def reviewed(qtbot: QtBot, window: ReplayWindow) -> HandReview:
    """Click "Did I play it right?" (on its tab) and wait for the answer."""
    panel = window.analysis
    panel.samples = SMALL
    open_tab(qtbot, panel, hand_analysis.DECISIONS_TAB)
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.review_result is not None, timeout=30_000)
    assert panel.review_result is not None
    return panel.review_result


def choose_street(qtbot: QtBot, panel: HandAnalysisPanel, index: int) -> None:
    timeline = panel.timeline
    rect = timeline.visualItemRect(timeline.item(index))
    qtbot.mouseClick(timeline.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def column(panel: HandAnalysisPanel, number: int, role: int = SORT_ROLE) -> list[Any]:
    model = panel.decisions.model
    return [model.data(model.index(row, number), role) for row in range(model.rowCount())]


def click_header(qtbot: QtBot, panel: HandAnalysisPanel, number: int) -> None:
    header = panel.plays.horizontalHeader()
    x = header.sectionViewportPosition(number) + header.sectionSize(number) // 2
    qtbot.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2)
    )


def in_order(values: list[Any], descending: bool) -> bool:
    known = [v for v in values if v is not None]
    if values[len(known) :] != [None] * (len(values) - len(known)):
        return False  # unknown figures come last either way
    return known == sorted(known, reverse=descending)


@pytest.fixture
def pineapple(qtbot: QtBot) -> Iterator[tuple[ReplayWindow, HandReview]]:
    """A heads-up Pineapple hand You played at random (mistakes to grade), reviewed."""
    window = open_replay(qtbot, played_record(Variant.PINEAPPLE, 7))
    yield window, reviewed(qtbot, window)
    window.close()


# ----- the plays of a street ------------------------------------------------------------------


def test_the_table_lists_every_legal_play_and_marks_yours_and_the_best(
    qtbot: QtBot, pineapple: tuple[ReplayWindow, HandReview]
) -> None:
    window, review = pineapple
    panel = window.analysis
    assert not panel.plays.isVisible()  # no street chosen yet
    for index, decision in enumerate(review.decisions):
        choose_street(qtbot, panel, index)
        assert panel.plays.isVisible() and panel.timeline.currentRow() == index
        model = panel.decisions.model
        legal = {decision_key(d) for d in legal_decisions(decision.view)}
        shown = [decision_key(play.decision) for play in column(panel, PLAY, PLAY_ROLE)]
        assert model.rowCount() == len(legal) == decision.candidates
        assert set(shown) == legal and len(set(shown)) == len(shown)
        marks = column(panel, RANK, MARK_ROLE)
        chosen = [row for row, mark in enumerate(marks) if "chosen" in mark]
        best = [row for row, mark in enumerate(marks) if "best" in mark]
        assert len(chosen) == len(best) == 1
        assert shown[chosen[0]] == decision_key(decision.chosen)
        assert shown[best[0]] == decision_key(decision.best)
        ranks = column(panel, RANK, Qt.ItemDataRole.DisplayRole)
        assert "★" in ranks[best[0]] and "●" in ranks[chosen[0]]
        assert sum("★" in text for text in ranks) == sum("●" in text for text in ranks) == 1
        # The figures are the review's own, each with its uncertainty.
        chosen_play = model.plays[model.chosen]
        assert chosen_play.value == decision.chosen_value
        figures = decision.chosen_play
        assert figures is not None
        assert chosen_play.foul_chance == figures.foul_chance
        assert chosen_play.royalties == figures.royalties
        row = chosen[0]
        texts = [model.data(model.index(row, c)) for c in COLUMNS]
        assert texts[POINTS].startswith(("+", "−", "0.0"))
        assert "%" in texts[FOUL] and "%" in texts[FANTASYLAND]
        if figures.foul_stderr >= 0.005:  # half a per cent: shown
            assert "±" in texts[FOUL]
        assert texts[ROYALTIES] == f"{figures.royalties:.1f}"
        tip = model.data(model.index(row, PLAY), Qt.ItemDataRole.ToolTipRole)
        assert "your play" in tip


def test_the_plays_sort_by_each_column_both_ways(
    qtbot: QtBot, pineapple: tuple[ReplayWindow, HandReview]
) -> None:
    window, review = pineapple
    panel = window.analysis
    choose_street(qtbot, panel, 0)  # the five-card street: every row, many plays
    assert panel.decisions.model.rowCount() == review.decisions[0].candidates > 100
    # Shown first by expected points, best first.
    assert in_order(column(panel, POINTS), descending=True)
    assert "★" in column(panel, RANK, Qt.ItemDataRole.DisplayRole)[0]
    header = panel.plays.horizontalHeader()
    for number in COLUMNS:
        click_header(qtbot, panel, number)
        first = header.sortIndicatorOrder()
        assert header.sortIndicatorSection() == number
        assert in_order(column(panel, number), first == Qt.SortOrder.DescendingOrder)
        click_header(qtbot, panel, number)
        assert header.sortIndicatorOrder() != first
        assert in_order(column(panel, number), first != Qt.SortOrder.DescendingOrder)
    # Sorting moves rows, never changes what a row says.
    model = panel.decisions.model
    for row in range(model.rowCount()):
        play = model.data(model.index(row, PLAY), PLAY_ROLE)
        assert model.data(model.index(row, POINTS), SORT_ROLE) == play.value


# ----- grades and the chart -----------------------------------------------------------------


def test_each_street_is_graded_with_a_legend_of_the_thresholds(
    qtbot: QtBot, pineapple: tuple[ReplayWindow, HandReview]
) -> None:
    window, review = pineapple
    panel = window.analysis
    for row, decision in enumerate(review.decisions):
        item = panel.timeline.item(row)
        grade = grade_of(decision)
        assert item.text().startswith(
            f"{SYMBOLS[grade]} Street {decision.street + 1} — {grade.value}"
        )
        assert item.foreground().color().name() == GRADE_COLOURS[grade]
    assert len({grade_of(d) for d in review.decisions}) > 1  # random play: not all good
    legend = panel.decisions.legend
    assert legend.isVisible()
    text = legend.text()
    text = text.replace("&nbsp;", " ")
    assert "under 0.3" in text and "0.3–1" in text and "1–3" in text and "3 or more" in text
    assert "2 standard errors" in text
    for band in BANDS:
        assert GRADE_COLOURS[band.grade] in text and SYMBOLS[band.grade] in text


def test_the_chart_has_a_bar_per_street_and_a_click_chooses_it(
    qtbot: QtBot, pineapple: tuple[ReplayWindow, HandReview]
) -> None:
    window, review = pineapple
    panel = window.analysis
    chart = panel.chart
    assert chart.isVisible()
    assert chart.series is not None
    categories = chart.chart().axes(Qt.Orientation.Horizontal)[0].categories()
    assert categories == [str(d.street + 1) for d in review.decisions]
    for index, decision in enumerate(review.decisions):
        grade = grade_of(decision)
        # Exactly one bar per street: its grade's, in its grade's colour.
        heights = {g: s.at(index) for g, s in chart.sets.items()}
        assert [g for g, h in heights.items() if h > 0] == [grade]
        assert heights[grade] == pytest.approx(max(decision.loss, heights[grade]))
        if decision.loss > 0:
            assert heights[grade] == pytest.approx(decision.loss)
        assert chart.sets[grade].color().name() == GRADE_COLOURS[grade]
        tip = chart.tooltip(index)
        assert tip.startswith(f"Street {decision.street + 1}: ")
        if decision.loss > 0 and decision.stderr > 0:
            assert f"{decision.loss:.1f} ± {decision.stderr:.1f}" in tip
    assert len(chart.error_bars) == sum(1 for d in review.decisions if d.loss > 0 and d.stderr > 0)
    for index in reversed(range(len(review.decisions))):
        with qtbot.waitSignal(chart.streetClicked, timeout=2000) as clicked:
            qtbot.mouseClick(
                chart.viewport(), Qt.MouseButton.LeftButton, pos=chart.bar_point(index)
            )
        assert clicked.args == [index]
        decision = review.decisions[index]
        assert panel.timeline.currentRow() == index and chart.selected == index
        assert chart.sets[grade_of(decision)].isBarSelected(index)
        assert window.step == window.step_before_street(YOU, decision.street)
        assert panel.decision_text.text().startswith(f"Street {decision.street + 1}: ")
        assert panel.decisions.model.rowCount() == decision.candidates


# ----- Did I set it right? -------------------------------------------------------------------


def test_the_best_boards_rows_are_labelled_for_the_best_board(qtbot: QtBot) -> None:
    window = open_replay(qtbot, played_record(Variant.CLASSIC, 4))
    panel = window.analysis
    hand = replay_records(window.public_record)[0]
    expected = hindsight(hand, YOU)
    assert expected.difference > 0
    qtbot.mouseClick(panel.set_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.hindsight_result is not None, timeout=10_000)
    best = evaluate_board(expected.board, hand.rules, YOU in hand.fantasyland)
    played = evaluate_board(expected.played_board, hand.rules, YOU in hand.fantasyland)
    wanted = {
        (YOU, row): f"{name}  +{royalty}" if royalty else name
        for row, name, royalty in zip(
            ("top", "middle", "bottom"), best.names, best.royalties, strict=True
        )
    }
    assert window.annotations.labels() == wanted
    assert best.names != played.names  # the table's own labels name the played board
    shown = window.snapshot.seats[YOU]
    assert [row.label for row in shown.rows] == list(played.names)
    # Each label covers the row's own label.
    layout = window.scene.table_layout
    assert layout is not None
    for item in window.annotations.items:
        if isinstance(item, RowLabel):
            assert item.rect.contains(layout.seats[YOU].labels[item.row])
            royalty = best.royalties[("top", "middle", "bottom").index(item.row)]
            if royalty:  # a long hand name may be shortened, never its royalty
                assert item.shown.endswith(f"  +{royalty}")
            assert item.zValue() > window.scene.decor[YOU].labels[item.row].zValue()
    # The board you played: its own labels again, none drawn over them.
    qtbot.mouseClick(panel.board_toggle, Qt.MouseButton.LeftButton)
    assert window.annotations.labels() == {}
    qtbot.mouseClick(panel.board_toggle, Qt.MouseButton.LeftButton)
    assert window.annotations.labels() == wanted


# ----- at a shared screen -------------------------------------------------------------------


def named_cards(texts: list[str]) -> set[str]:
    return {match.group(0) for text in texts for match in CARD_TEXT.finditer(text)}


def panel_texts(panel: HandAnalysisPanel) -> list[str]:
    """Everything the analysis shows in words: labels, list, chart tips, every cell."""
    texts = [
        panel.note.text(),
        panel.set_result.text(),
        panel.play_result.text(),
        panel.decision_text.text(),
        panel.decisions.legend.text(),
    ]
    texts += [panel.timeline.item(row).text() for row in range(panel.timeline.count())]
    texts += [panel.chart.tooltip(index) for index in range(len(panel.chart.bars))]
    model = panel.decisions.model
    for row in range(model.rowCount()):
        for number in COLUMNS:
            index = model.index(row, number)
            texts += [
                str(model.data(index, role))
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
            ]
    return texts


def dealt_to(hand: Hand, seat: int) -> set[Card]:
    """Every card a seat of a finished hand was dealt: its board and its discards."""
    state = hand.seats[seat]
    return set(state.board().cards()) | set(state.discards)


def assert_only_own_cards(
    qtbot: QtBot, window: ReplayWindow, hand: Hand, seat: int, others_private: set[Card]
) -> None:
    """Every decision of ``seat``'s analysis, chosen in turn: the panel names and draws
    only the seat's own cards, and the table shows none of the others' private ones."""
    panel = window.analysis
    review = panel.review_result
    assert review is not None and review.decisions
    own = {card.pretty for card in dealt_to(hand, seat)}
    for index, decision in enumerate(review.decisions):
        choose_street(qtbot, panel, index)
        assert panel.timeline.currentRow() == index
        assert not cards_revealed_to([decision.view]) & others_private
        texts = panel_texts(panel) + window.annotations.texts()
        assert named_cards(texts) <= own
        assert not {card.pretty for card in others_private} & named_cards(texts)
        ghosts = {item.card for item in window.annotations.items if isinstance(item, GhostCard)}
        assert ghosts <= dealt_to(hand, seat)
        assert not set(window.scene.cards) & others_private


def private_cards(hand: Hand, seat: int) -> set[Card]:
    """A seat's discards (never shown to the others)."""
    return set(hand.seats[seat].discards)


def play_hot_seat_hand(qtbot: QtBot, window: MainWindow) -> None:
    """Both humans play their streets the safe way, the screen passed between them."""
    controller = window.controller
    while not controller.snapshot.hand_over:
        qtbot.waitUntil(
            lambda: (
                controller.snapshot.hand_over
                or bool(controller.snapshot.curtain)
                or controller.human_may_act()
            ),
            timeout=20_000,
        )
        if controller.snapshot.curtain:
            controller.accept_handover()
        elif controller.human_may_act():
            view = controller.viewer_view()
            assert view is not None
            assert controller.lay_out(safe_auto_move(view)) and controller.confirm()


def test_at_a_shared_screen_each_player_reviews_only_their_own_hand(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hand_analysis, "REVIEW_SAMPLES", SMALL)
    curtains: list[str] = []

    def pass_screen(_parent: object, title: str, _text: str, *_args: object) -> object:
        curtains.append(title)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "question", pass_screen)
    start(window, RuleSet(variant=Variant.PINEAPPLE), "human,human", seed=5)
    play_hot_seat_hand(qtbot, window)
    hand = window.controller.hand
    assert hand is not None and hand.is_over and not window.controller.snapshot.match_over
    overlay = window.review_overlay
    qtbot.waitUntil(overlay.isVisible, timeout=5000)
    assert overlay.play_button.isVisible() and overlay.set_button.isVisible()
    menu = overlay.play_button.menu()
    assert menu is not None
    assert [action.text() for action in menu.actions()] == ["Ann's hand", "Dana's hand"]
    windows = []
    for seat, action in enumerate(menu.actions()):
        action.trigger()  # the player picks their own name from the button's menu
        assert curtains[-1] == f"Pass the screen to {hand.players[seat]}"
        shown = [w for w in window.findChildren(ReplayWindow) if w.isVisible()]
        assert len(shown) == 1  # the other player's analysis was closed first
        replay = shown[0]
        assert replay.analysis.seat == seat and replay.viewer_name == hand.players[seat]
        qtbot.waitUntil(lambda r=replay: r.analysis.review_result is not None, timeout=30_000)
        others = private_cards(hand, 1 - seat)
        assert others  # Pineapple: every later street discards a card
        assert_only_own_cards(qtbot, replay, hand, seat, others)
        windows.append(replay)
    assert len(curtains) == 2
    # The next hand closes the last player's analysis before the screen passes on.
    assert windows[-1].isVisible()
    assert window.controller.next_hand()
    qtbot.waitUntil(lambda: not window.findChildren(ReplayWindow), timeout=5000)


def test_a_fantasyland_board_set_face_down_stays_out_of_the_others_analysis(qtbot: QtBot) -> None:
    """Dana sets her Fantasyland board face down while Ann plays street by street: Ann's
    analysis of every street names none of Dana's cards then hidden, nor her discards."""
    names = ("Ann", "Dana")
    hand = Hand(RuleSet(variant=Variant.PINEAPPLE), list(names), seed=8, fantasyland={1: 14})
    hand.start()
    apply_decision(hand, 1, safe_auto_move(view_for(hand, 1)))
    play_hand(hand, [CarefulSeat("Ann"), CarefulSeat("Dana")])
    record = hand_to_record(hand, [SeatInfo("Ann"), SeatInfo("Dana")])
    window = open_replay(qtbot, record, viewer_name="Ann")
    reviewed(qtbot, window)
    # Her discards, and her board: face down through every street Ann played.
    dana = private_cards(hand, 1) | set(hand.seats[1].board().cards())
    assert len(dana) == 14
    assert_only_own_cards(qtbot, window, hand, 0, dana)
    window.close()


def test_at_the_end_of_the_match_everyones_analysis_is_open(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hand_analysis, "REVIEW_SAMPLES", SMALL)
    monkeypatch.setattr(
        QMessageBox, "question", lambda *args: pytest.fail("no curtain once the match is over")
    )
    rules = RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.HANDS, match_hands=1)
    start(window, rules, "human,human", seed=6)
    play_hot_seat_hand(qtbot, window)
    assert window.controller.snapshot.match_over
    first = window.analyse_hand("play", "Ann")
    second = window.analyse_hand("set", "Dana")
    assert first is not None and second is not None
    assert first.isVisible() and second.isVisible()  # both open at once
    assert (first.analysis.seat, second.analysis.seat) == (0, 1)
    assert window.analyse_hand("play", "Nobody") is None
    for shown in (first, second):
        shown.close()


def test_a_lone_player_gets_the_analysis_without_a_curtain(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hand_analysis, "REVIEW_SAMPLES", SMALL)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: pytest.fail("no curtain"))
    start(window, RuleSet(variant=Variant.PINEAPPLE), "human,easy", seed=9)
    controller = window.controller
    while not controller.snapshot.hand_over:
        qtbot.waitUntil(
            lambda: controller.snapshot.hand_over or controller.human_may_act(), timeout=20_000
        )
        view = controller.viewer_view()
        if view is not None:
            assert controller.lay_out(safe_auto_move(view)) and controller.confirm()
    overlay = window.review_overlay
    qtbot.waitUntil(overlay.isVisible, timeout=5000)
    assert overlay.play_button.menu() is None
    qtbot.mouseClick(overlay.play_button, Qt.MouseButton.LeftButton)
    (replay,) = window.findChildren(ReplayWindow)
    assert replay.viewer_name == "You" and replay.analysis.available
    qtbot.waitUntil(lambda: replay.analysis.review_result is not None, timeout=30_000)
    replay.close()


def test_the_words_of_a_decision_give_the_rank_of_your_play(qtbot: QtBot) -> None:
    """The words of each decision name its rank among the plays weighed."""
    window = open_replay(qtbot, played_record(Variant.PINEAPPLE, 7))
    review = reviewed(qtbot, window)
    expected = review_hand(window.public_record, YOU, samples=SMALL)
    decisions: tuple[DecisionReview, ...] = review.decisions
    assert [d.loss for d in decisions] == [d.loss for d in expected.decisions]
    for index, decision in enumerate(decisions):
        choose_street(qtbot, window.analysis, index)
        words = window.analysis.decision_text.text()
        if decision.loss > 0 and not decision.exact:
            rank = next(
                n
                for n, p in enumerate(decision.plays, start=1)
                if decision_key(p.decision) == decision_key(decision.chosen)
            )
            assert f"Yours ranks {rank} of {decision.candidates} plays" in words
    window.close()
