"""The guided first hand: a fixed deal and a scripted opponent, every step's words in
order when the player follows the suggestions like a person, the taught outcome, and
a normal table once the lesson is skipped."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card, standard_cards
from ofc_desktop.core.decision import can_apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.match import Match
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.seats import play_hand
from ofc_desktop.core.tutorial_script import (
    FOUL_WARNING,
    OPPONENT,
    OPPONENT_CARDS,
    OPPONENT_LEVEL,
    OPPONENT_PLAN,
    PLAYER,
    PLAYER_CARDS,
    PLAYER_PLAN,
    TUTORIAL_RULES,
    TUTORIAL_SEED,
    ScriptedSeat,
    Step,
    dealt_order,
    fantasyland_text,
    fouls_if,
    lesson_steps,
    plan_of,
    scoring_words,
    step_text,
)
from ofc_desktop.core.view import view_for
from ofc_desktop.ui import i18n
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.tutorial import (
    Callout,
    GuidedHand,
    TutorialOpponent,
    start_guided_hand,
    tutorial_setup,
)
from tests.ui.conftest import card_point, click

YOU = 0
STEPS = lesson_steps()


# ----- the script, without Qt -----------------------------------------------------------------


def test_the_seed_deals_the_scripted_cards_and_the_plan_teaches_its_outcome() -> None:
    match = Match(TUTORIAL_RULES, [PLAYER, OPPONENT], seed=TUTORIAL_SEED)
    match.start_hand()
    hand = match.hand
    assert hand is not None
    assert tuple((hand.all_dealt_cards() + hand.undealt_cards())[:26]) == dealt_order()
    play_hand(hand, [ScriptedSeat(PLAYER, PLAYER_PLAN), ScriptedSeat(OPPONENT, OPPONENT_PLAN)])
    assert hand.settlement is not None
    you = hand.evaluations[YOU]
    assert not you.fouled and you.royalties == (9, 0, 6)
    assert you.names == (
        "Pair of Aces",
        "Two pair, Nines and Fours",
        "Full house, Queens over Eights",
    )
    (pair,) = hand.settlement.pairs
    assert pair.rows == (1, 1, 1) and pair.royalties == (15, 0)
    assert hand.settlement.total(PLAYER) == 21
    assert hand.next_fantasyland == {YOU: 13}
    assert not hand.evaluations[1].fouled


def _board_before(street: int) -> Board:
    """The player's board when the cards of ``street`` arrive, the lesson followed."""
    rows: dict[str, list[Card]] = {"top": [], "middle": [], "bottom": []}
    for earlier in range(street):
        for card, row in PLAYER_PLAN[earlier].placements:
            rows[row].append(card)
    return Board(tuple(rows["top"]), tuple(rows["middle"]), tuple(rows["bottom"]))


def test_only_a_third_ace_could_still_foul_the_board_the_lesson_builds() -> None:
    """What the second ace's step says: with it on top, the last card fouls the board
    if and only if it is the third ace."""
    step = next(s for s in STEPS if s.id == "street_7")
    ((ace, row),) = step.suggestions
    assert row == "top" and ace == PLAYER_CARDS[11]
    board = _board_before(step.street + 1)
    on_board = set(board.cards())
    for card in standard_cards():
        if card not in on_board:
            assert fouls_if(board, card, "top", TUTORIAL_RULES) == (card.rank == ace.rank)
    aces = RuleSet().royalty_table.top_pairs[-1]
    assert f"royalty of {aces}" in step.text and "third ace" in step.text


def test_the_steps_meet_the_lesson_in_order() -> None:
    ids = [step.id for step in STEPS]
    order = [
        "first_five",
        "row_strength",
        "street_2",
        "rows_in_order",
        "royalty",
        "street_7",
        "scoring",
        "fantasyland",
    ]
    assert [i for i in ids if i in order] == order
    suggested = [placement for step in STEPS for placement in step.suggestions]
    planned = [
        placement for street in sorted(PLAYER_PLAN) for placement in PLAYER_PLAN[street].placements
    ]
    assert suggested == planned  # every card of the hand is suggested once, in order


def _played(player_rows: str) -> Hand:
    """The lesson's hand with the player's cards put in these rows (t, m, b per card)."""
    match = Match(TUTORIAL_RULES, [PLAYER, OPPONENT], seed=TUTORIAL_SEED)
    match.start_hand()
    hand = match.hand
    assert hand is not None
    play_hand(
        hand,
        [
            ScriptedSeat(PLAYER, plan_of(PLAYER_CARDS, player_rows)),
            ScriptedSeat(OPPONENT, OPPONENT_PLAN),
        ],
    )
    return hand


def test_the_outcome_words_follow_a_hand_played_otherwise() -> None:
    fouled = _played("bbtttmmmmmbbb")  # the queens on top, as the lesson warns: a foul
    assert fouled.settlement is not None and fouled.evaluations[YOU].fouled
    words = scoring_words(fouled.settlement, PLAYER, TUTORIAL_RULES)
    assert "Your board fouled" in words and "−6" in words
    assert "Not this time" in fantasyland_text(fouled.settlement, PLAYER, TUTORIAL_RULES)
    mixed = _played("mmbbbbtmmbmtt")  # legal, but it loses the bottom to Sunny
    assert mixed.settlement is not None and not mixed.evaluations[YOU].fouled
    words = scoring_words(mixed.settlement, PLAYER, TUTORIAL_RULES)
    assert "Sunny won the" in words
    assert f"<b>{mixed.settlement.total(PLAYER):+d}</b>".replace("-", "−") in words


# ----- on the table ------------------------------------------------------------------------------


@pytest.fixture
def lesson(qtbot: QtBot, window: MainWindow) -> Iterator[GuidedHand]:
    guide = start_guided_hand(window)
    yield guide
    if guide.running:
        guide.skip()


def the_hand(window: MainWindow) -> Hand:
    hand = window.controller.hand
    assert hand is not None
    return hand


def free_slot_point(window: MainWindow, row: str) -> QPoint:
    """The next empty card place of one of the player's rows."""
    snapshot = window.controller.snapshot
    layout = window.scene.table_layout
    assert layout is not None
    taken = len(snapshot.seats[snapshot.viewer].row(row).cards)
    return window.view.mapFromScene(layout.seats[snapshot.viewer].rows[row][taken].center())


def callout_text(guide: GuidedHand) -> str:
    return guide.callout.text.text()


def wait_for_step(qtbot: QtBot, guide: GuidedHand, step: Step) -> None:
    qtbot.waitUntil(
        lambda: guide.current_step == step and guide.callout.isVisible(), timeout=20_000
    )


def press(qtbot: QtBot, button: QWidget) -> None:
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def follow(qtbot: QtBot, window: MainWindow, guide: GuidedHand, step: Step) -> None:
    """Place the suggested cards like a person (click the card, then the row)."""
    for card, row in step.suggestions:
        qtbot.waitUntil(lambda c=card: c in window.controller.snapshot.movable, timeout=20_000)
        rings = guide.overlay.rings()
        assert len(rings) == 2 and rings[0].contains(card_point(window, card)), (
            "the suggested card is highlighted"
        )
        click(window, card_point(window, card))
        with qtbot.waitSignal(window.controller.cardMoved, timeout=2000):
            click(window, free_slot_point(window, row))
        assert window.controller.snapshot.location_of(card) == row


def test_following_the_lesson_shows_every_step_in_order_and_teaches_its_outcome(
    qtbot: QtBot, window: MainWindow, lesson: GuidedHand
) -> None:
    assert lesson.callout.parent() is window.view.viewport()
    for step in STEPS:
        wait_for_step(qtbot, lesson, step)
        if not step.outcome:
            assert callout_text(lesson) == step.text
        if step.id == "first_five":
            snapshot = window.controller.snapshot
            assert snapshot.held == PLAYER_CARDS[:5]  # the fixed deal
            opponent = snapshot.seats[1]
            assert {c for row in opponent.rows for c in row.cards} == set(OPPONENT_CARDS[:5])
        follow(qtbot, window, lesson, step)
        if step.suggestions and window.controller.snapshot.can_confirm:
            if lesson.current_step is step:  # (a card placed may already show the next)
                assert "Confirm" in lesson.callout.note.text()
            press(qtbot, window.panel.confirm_button)
        if step.wait_for_next and step is not STEPS[-1]:
            press(qtbot, lesson.callout.next_button)
    assert lesson.shown == [step.id for step in STEPS]
    hand = the_hand(window)
    assert tuple(hand.all_dealt_cards()) == dealt_order()
    settlement = hand.settlement
    assert settlement is not None and settlement.total(PLAYER) == 21
    assert hand.evaluations[YOU].royalties == (9, 0, 6)
    assert hand.next_fantasyland == {YOU: 13}
    text = callout_text(lesson)  # the last step: Fantasyland
    assert "You made it" in text and "13 cards" in text
    assert lesson.callout.next_button.text().replace("&", "") == "Finish"
    with qtbot.waitSignal(lesson.ended, timeout=2000) as ended:
        press(qtbot, lesson.callout.next_button)
    assert ended.args == [True]
    qtbot.waitUntil(lambda: not window.view.viewport().findChildren(Callout), timeout=2000)
    assert window.controller.snapshot.can_next_hand  # the Fantasyland hand can be dealt


def test_the_scoring_step_reads_the_settlement(
    qtbot: QtBot, window: MainWindow, lesson: GuidedHand
) -> None:
    """Play the lesson's moves through the controller, then read the scoring words."""
    for street in sorted(PLAYER_PLAN):
        qtbot.waitUntil(lambda: bool(window.controller.snapshot.targets), timeout=20_000)
        for card, row in PLAYER_PLAN[street].placements:
            assert window.controller.place(card, row)
        assert window.controller.confirm()
    qtbot.waitUntil(lambda: window.controller.snapshot.hand_over, timeout=20_000)
    while lesson.current_step is not None and lesson.current_step.id != "scoring":
        assert lesson.callout.next_button.isVisible()
        lesson.next_step()
    text = callout_text(lesson)
    assert "You won all three rows" in text and "+21" in text
    assert "you collect 15 and Sunny 0" in text


def test_a_placement_that_fouls_is_warned_about(
    qtbot: QtBot, window: MainWindow, lesson: GuidedHand
) -> None:
    """The queens on top, as the first step warns against; then a middle completed
    below them is a certain foul, which the bubble says at once."""
    controller = window.controller
    queens_on_top = plan_of(PLAYER_CARDS, "bbtttmmmmmbbb")
    for street in range(6):
        qtbot.waitUntil(lambda: bool(controller.snapshot.targets), timeout=20_000)
        for card, row in queens_on_top[street].placements:
            assert controller.place(card, row)
        if street < 5:
            assert not controller.snapshot.certain_foul
            assert controller.confirm()
    assert controller.snapshot.certain_foul  # the middle is complete, ace-high
    qtbot.waitUntil(lambda: lesson.callout.note.text() == FOUL_WARNING, timeout=2000)
    assert lesson.callout.isVisible() and lesson.callout.note.isVisible()
    assert controller.undo()
    assert lesson.callout.note.text() != FOUL_WARNING
    window.controller.set_sort_order("rank")  # nothing else about the table changes
    assert lesson.running


def test_a_card_placed_off_the_suggestion_gets_a_note(
    qtbot: QtBot, window: MainWindow, lesson: GuidedHand
) -> None:
    press_next_until(qtbot, lesson, next(s for s in STEPS if s.id == "first_five"))
    queen = PLAYER_CARDS[2]
    assert window.controller.place(queen, "middle")
    assert "suggested the bottom row" in lesson.callout.note.text()
    assert window.controller.place(queen, "bottom")
    assert lesson.callout.note.text() == ""


def test_skip_removes_the_overlay_and_leaves_a_normal_table(
    qtbot: QtBot, window: MainWindow, lesson: GuidedHand
) -> None:
    wait_for_step(qtbot, lesson, STEPS[0])
    viewport = window.view.viewport()
    assert viewport.findChildren(Callout)
    with qtbot.waitSignal(lesson.ended, timeout=2000) as ended:
        press(qtbot, lesson.callout.skip_button)
    assert ended.args == [False]
    qtbot.waitUntil(lambda: not viewport.findChildren(Callout), timeout=2000)
    assert [w for w in viewport.children() if type(w).__name__ == "HighlightOverlay"] == []
    # an ordinary hand goes on: the player can play it out and the opponent answers
    controller = window.controller
    while not controller.snapshot.hand_over:
        qtbot.waitUntil(
            lambda: bool(controller.snapshot.targets) or controller.snapshot.hand_over,
            timeout=20_000,
        )
        if controller.snapshot.targets:
            qtbot.mouseClick(window.panel.play_button, Qt.MouseButton.LeftButton)
    assert the_hand(window).settlement is not None
    QApplication.processEvents()


def test_a_new_match_ends_the_lesson(qtbot: QtBot, window: MainWindow, lesson: GuidedHand) -> None:
    wait_for_step(qtbot, lesson, STEPS[0])
    with qtbot.waitSignal(lesson.ended, timeout=2000) as ended:
        window.controller.new_match(TableSetup(RuleSet(), seats_from_kinds(["human", "easy"]), 3))
    assert ended.args == [False]
    again = start_guided_hand(window)
    assert again is not lesson and again.running
    wait_for_step(qtbot, again, STEPS[0])
    assert start_guided_hand(window) is not again and not again.running


def test_the_bubble_sits_beside_the_board_in_both_themes(
    qtbot: QtBot, window: MainWindow, lesson: GuidedHand
) -> None:
    step = next(s for s in STEPS if s.id == "first_five")
    press_next_until(qtbot, lesson, step)
    layout = window.scene.table_layout
    assert layout is not None
    block = window.view.mapFromScene(layout.seats[YOU].block).boundingRect()
    bubble = lesson.callout.geometry()
    assert not bubble.intersects(block)  # it covers no card or row of the player's
    assert bubble.right() < block.left() or bubble.left() > block.right()  # beside it
    lesson.callout.restyle("#123456", "")
    for theme in ("dark", "light"):
        window.set_options(window.options.with_changes(theme=theme))  # repaints the bubble
        palette = lesson.callout.palette()
        text = palette.color(lesson.callout.text.foregroundRole())
        back = palette.color(lesson.callout.backgroundRole())
        assert abs(text.lightnessF() - back.lightnessF()) > 0.45, theme
        qtbot.waitUntil(lambda: lesson.callout.border == window.scene.theme.highlight, timeout=2000)


def press_next_until(qtbot: QtBot, guide: GuidedHand, step: Step) -> None:
    while guide.current_step != step:
        qtbot.waitUntil(lambda: guide.callout.isVisible(), timeout=20_000)
        if guide.current_step == step:
            break
        press(qtbot, guide.callout.next_button)
    wait_for_step(qtbot, guide, step)


def test_the_opponent_plays_the_script_then_as_an_ordinary_bot() -> None:
    setup, seats = tutorial_setup()
    opponent = seats[1]
    assert isinstance(opponent, TutorialOpponent) and opponent.level == OPPONENT_LEVEL
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    try:
        controller.new_match(setup, seats)
        # kept as a bot of its level, so a saved lesson resumes against a real bot
        assert controller.seat_infos()[OPPONENT].kind == "bot"
        hand = controller.hand
        assert hand is not None
        assert opponent.decide(view_for(hand, 1)) == OPPONENT_PLAN[0]
    finally:
        controller.shut_down()
    other = Hand(TUTORIAL_RULES, [PLAYER, OPPONENT], seed=5)  # not the lesson's cards
    other.start()
    decision = opponent.decide(view_for(other, 1))
    assert can_apply_decision(other, 1, decision) and decision != OPPONENT_PLAN[0]


def test_the_lesson_seats_the_player_under_the_lone_players_name_in_any_language() -> None:
    """In German the player is "Du" at every table of bots, the lesson's included, so
    its hand is filed with the player's others; the outcome words follow that seat."""
    app = QApplication.instance()
    assert app is not None
    if i18n.install_translator(app, "de") is None:
        pytest.skip("no German translation is compiled")
    try:
        setup, seats = tutorial_setup()
        assert [seat.name for seat in setup.seats] == ["Du", OPPONENT]
        assert seats[0].name == "Du"
        match = Match(TUTORIAL_RULES, ["Du", OPPONENT], seed=TUTORIAL_SEED)
        match.start_hand()
        hand = match.hand
        assert hand is not None
        play_hand(hand, [ScriptedSeat("Du", PLAYER_PLAN), ScriptedSeat(OPPONENT, OPPONENT_PLAN)])
        assert hand.settlement is not None and hand.settlement.total("Du") == 21
        scoring = next(step for step in STEPS if step.outcome == "scoring")
        assert "+21" in step_text(scoring, hand.settlement, TUTORIAL_RULES, "Du")
    finally:
        i18n.remove_translators(app)
