"""Play for me, as a person uses it: the button lays the estimate's best play for the
street out on the player's rows, unconfirmed, to look at, change and confirm (or
confirms it at once when the table option says so); 13-17 cards are set by the exact
solver; an advisor that fails, hangs or answers nonsense gets the safe move laid out
and the hand goes on. When a clock runs out the same play is made within a time
budget and confirmed, the safe move once the budget is spent (docs/rules.md §10)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.advice import (
    keep_alive,
    whole_board_decision,
)
from ofc_desktop.bots.estimate import estimate
from ofc_desktop.bots.protocol import Budget, Cancelled
from ofc_desktop.core.autoplay import board_with, can_avoid_foul, safe_auto_move
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision, legal_decisions, street_start
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import JokerMode, RuleSet, Variant
from ofc_desktop.core.view import PlayerView, view_for
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.controller.play_for_me import advise
from ofc_desktop.ui.dialogs.settings_play_pages import TimersPage
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import AppSettings, TableOptions

from .conftest import card_point, drag, start, wait_for_turn, zone_point

YOU = 0
PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
LEFT = Qt.MouseButton.LeftButton


def lay_out_only(window: MainWindow) -> None:
    """The player's own setting: Play for me lays out and waits for Confirm."""
    window.set_options(window.options.with_changes(play_for_me_confirms=False))


def the_hand(window: MainWindow) -> Hand:
    hand = window.controller.hand
    assert hand is not None
    return hand


def my_view(window: MainWindow) -> PlayerView:
    view = window.controller.viewer_view()
    assert view is not None
    return view


def best_play(view: PlayerView) -> Decision:
    """The best play of the view's one estimate: the Hint's first, the analysis's best."""
    return estimate(view).plays[0].decision


def laid_out(hand: Hand, seat: int = YOU) -> tuple[frozenset[tuple[Card, str]], frozenset[Card]]:
    """The seat's street as it lies on the table, placed and discarded."""
    view = view_for(hand, seat)
    return frozenset(view.street_placed), frozenset(view.street_discards)


def as_laid_out(decision: Decision) -> tuple[frozenset[tuple[Card, str]], frozenset[Card]]:
    return frozenset(decision.placements), frozenset(decision.discards)


def click_play_for_me(qtbot: QtBot, window: MainWindow) -> None:
    button = window.panel.play_button
    assert button.isEnabled()
    qtbot.mouseClick(button, LEFT)


def wait_until_laid_out(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.controller.thinking_for_me(), timeout=30_000)


def live_play_exists(view: PlayerView) -> bool:
    unseen = view.unseen_cards()
    return any(
        can_avoid_foul(board_with(view, d), view.rules, unseen) for d in legal_decisions(view)
    )


class Gate:
    """An advisor held at a gate until the test opens it, then the product's own."""

    def __init__(self, then: Callable[[PlayerView, Budget, threading.Event], object]) -> None:
        self.open = threading.Event()
        self.asked = threading.Event()
        self.then = then

    def __call__(self, view: PlayerView, budget: Budget, cancel: threading.Event) -> object:
        self.asked.set()
        while not self.open.wait(0.005):
            if cancel.is_set():
                raise Cancelled
        return self.then(view, budget, cancel)


# ----- laid out, not confirmed -------------------------------------------------------------


def test_play_for_me_lays_out_the_best_play_and_the_player_changes_it_before_confirming(
    qtbot: QtBot, window: MainWindow
) -> None:
    lay_out_only(window)
    controller = window.controller
    start(window, PINEAPPLE, seed=3)
    wait_for_turn(qtbot, window)
    view = my_view(window)
    expected = best_play(view)
    shown: list[tuple[bool, str, bool]] = []
    controller.snapshotChanged.connect(
        lambda snapshot: shown.append(
            (
                snapshot.thinking_for_me,
                window.panel.play_button.text(),
                window.panel.play_button.isEnabled(),
            )
        )
    )

    click_play_for_me(qtbot, window)
    wait_until_laid_out(qtbot, window)
    assert (True, "Thinking…", False) in shown  # the button said it was thinking
    hand = the_hand(window)
    assert laid_out(hand) == as_laid_out(expected)
    assert hand.seats[YOU].street == 0 and not hand.seats[YOU].finished  # not confirmed
    assert window.controller.snapshot.held == ()
    assert window.panel.confirm_button.isEnabled()

    # The player takes a card back and puts it on another row, then confirms.
    card, row = expected.placements[0]
    with qtbot.waitSignal(window.scene.takeBackRequested, timeout=2000):
        drag(window, card_point(window, card), zone_point(window, "held"))
    assert card in window.controller.snapshot.held
    board = view_for(hand, YOU).board
    other = next(
        r
        for r in ("top", "middle", "bottom")
        if r != row and len(getattr(board, r)) < (3 if r == "top" else 5)
    )
    with qtbot.waitSignal(window.scene.placeRequested, timeout=2000):
        drag(window, card_point(window, card), zone_point(window, other))
    qtbot.mouseClick(window.panel.confirm_button, LEFT)
    assert hand.seats[YOU].street == 1
    assert card in getattr(hand.board(YOU), other)
    assert card not in getattr(hand.board(YOU), row)


def test_while_it_thinks_the_table_waits_and_a_second_click_does_nothing(
    qtbot: QtBot, window: MainWindow
) -> None:
    lay_out_only(window)
    controller = window.controller
    gate = Gate(advise)
    controller.advisor = gate
    start(window, PINEAPPLE, seed=3)
    wait_for_turn(qtbot, window)
    view = my_view(window)
    held = controller.snapshot.held
    click_play_for_me(qtbot, window)
    qtbot.waitUntil(gate.asked.is_set, timeout=5000)
    assert controller.thinking_for_me()
    panel = window.panel
    assert panel.play_button.text() == "Thinking…" and not panel.play_button.isEnabled()
    assert controller.snapshot.thinking_for_me and controller.snapshot.targets == ()
    assert "working out your street" in controller.snapshot.prompt
    assert not controller.play_for_me()  # asking again does nothing
    assert not controller.place(held[0], "top")  # the table waits for the answer
    assert not controller.human_may_act()
    assert laid_out(the_hand(window)) == (frozenset(), frozenset())
    gate.open.set()
    wait_until_laid_out(qtbot, window)
    assert laid_out(the_hand(window)) == as_laid_out(best_play(view))
    assert panel.play_button.text() == "&Play for me" and panel.play_button.isEnabled()


def test_play_for_me_plans_the_whole_street_again_from_its_start(
    qtbot: QtBot, window: MainWindow
) -> None:
    lay_out_only(window)
    controller = window.controller
    start(window, PINEAPPLE, seed=3)
    wait_for_turn(qtbot, window)
    held = controller.snapshot.held
    assert controller.place(held[0], "top") and controller.place(held[1], "top")
    start_view, _ = street_start(my_view(window))
    assert set(start_view.held) == set(held)
    click_play_for_me(qtbot, window)
    wait_until_laid_out(qtbot, window)
    assert laid_out(the_hand(window)) == as_laid_out(best_play(start_view))


# ----- confirmed at once --------------------------------------------------------------------


def test_the_option_makes_play_for_me_confirm_at_once(qtbot: QtBot, window: MainWindow) -> None:
    window.set_options(window.options.with_changes(play_for_me_confirms=True))
    start(window, PINEAPPLE, seed=5)
    wait_for_turn(qtbot, window)
    view = my_view(window)
    expected = best_play(view)
    with qtbot.waitSignal(
        window.controller.streetConfirmed,
        timeout=30_000,
        check_params_cb=lambda seat, street: (seat, street) == (YOU, 0),
    ):
        click_play_for_me(qtbot, window)
    board = the_hand(window).board(YOU)
    assert board == board_with(view, expected)


# ----- never a certain foul ----------------------------------------------------------------


def streets_played_for_me(qtbot: QtBot, window: MainWindow) -> Iterator[PlayerView]:
    """Click Play for me at each of the person's streets to the hand's end: yields the
    street's starting view once the play is laid out, then confirms it."""
    controller = window.controller
    while not controller.snapshot.hand_over:
        qtbot.waitUntil(
            lambda: bool(controller.snapshot.targets) or controller.snapshot.hand_over,
            timeout=30_000,
        )
        if controller.snapshot.hand_over:
            return
        start_view, _ = street_start(my_view(window))
        click_play_for_me(qtbot, window)
        wait_until_laid_out(qtbot, window)
        yield start_view
        qtbot.mouseClick(window.panel.confirm_button, LEFT)


@pytest.mark.parametrize(
    "rules",
    [
        RuleSet(variant=Variant.CLASSIC, jokers_per_deck=2, joker_mode=JokerMode.ROW_MAX),
        RuleSet(variant=Variant.PINEAPPLE),
    ],
    ids=["classic-jokers-row-max", "pineapple"],
)
def test_play_for_me_never_lays_out_a_certain_foul_when_a_live_play_exists(
    qtbot: QtBot, window: MainWindow, rules: RuleSet
) -> None:
    lay_out_only(window)
    controller = window.controller
    start(window, rules, seed=8)
    streets = 0
    for start_view in streets_played_for_me(qtbot, window):
        if live_play_exists(start_view):
            assert not controller.snapshot.certain_foul, the_hand(window).board(YOU)
        streets += 1
    assert streets == len(the_hand(window).seats[YOU].schedule)
    assert not the_hand(window).evaluations[YOU].fouled


# ----- 13-17 cards at once -------------------------------------------------------------------


def _into_fantasyland(qtbot: QtBot, window: MainWindow) -> list[Card]:
    start(window, PINEAPPLE, seed=11)
    controller = window.controller
    while not controller.snapshot.hand_over:  # the first hand, quickly
        qtbot.waitUntil(
            lambda: controller.human_may_act() or controller.snapshot.hand_over, timeout=30_000
        )
        if not controller.snapshot.hand_over:
            assert controller.play_for_me(confirm=True)
    match = controller.match
    assert match is not None
    match.fantasyland = {"You": 14}
    assert controller.next_hand()
    wait_for_turn(qtbot, window)
    assert YOU in the_hand(window).fantasyland
    return list(controller.snapshot.held)


def test_arrange_for_me_in_fantasyland_lays_out_the_solvers_board(
    qtbot: QtBot, window: MainWindow
) -> None:
    lay_out_only(window)
    cards = _into_fantasyland(qtbot, window)
    view = my_view(window)
    expected = whole_board_decision(view)
    assert sorted(map(str, cards)) == sorted(map(str, view.held))
    qtbot.mouseClick(window.panel.arrange_button, LEFT)
    hand = the_hand(window)
    assert laid_out(hand) == as_laid_out(expected)
    assert not hand.seats[YOU].finished
    # Play for me sets the same board, and leaves it for the player to confirm too.
    controller = window.controller
    assert controller.take_back(expected.placements[0][0])
    click_play_for_me(qtbot, window)
    assert laid_out(hand) == as_laid_out(expected)
    assert not hand.seats[YOU].finished
    qtbot.mouseClick(window.panel.confirm_button, LEFT)
    assert hand.seats[YOU].finished


# ----- a suggestion that fails ---------------------------------------------------------------


def _raises(view: PlayerView, budget: Budget, cancel: threading.Event) -> object:
    raise RuntimeError("the advisor fell over")


def _hangs(view: PlayerView, budget: Budget, cancel: threading.Event) -> object:
    while not cancel.wait(0.005):
        pass
    raise Cancelled


def _illegal(view: PlayerView, budget: Budget, cancel: threading.Event) -> object:
    return Decision(tuple((card, "top") for card in view.held))  # more than the top holds


def _not_a_decision(view: PlayerView, budget: Budget, cancel: threading.Event) -> object:
    return "fold"


@pytest.mark.parametrize(
    "advisor",
    [_raises, _hangs, _illegal, _not_a_decision],
    ids=["raises", "hangs", "illegal", "not-a-decision"],
)
def test_a_failing_suggestion_lays_out_the_safe_move_and_the_hand_goes_on(
    qtbot: QtBot,
    window: MainWindow,
    advisor: Callable[[PlayerView, Budget, threading.Event], object],
) -> None:
    lay_out_only(window)
    controller = window.controller
    controller.advisor = advisor
    controller.advice_timeout_ms = 300
    troubles: list[str] = []
    controller.botTrouble.connect(troubles.append)
    start(window, PINEAPPLE, seed=4)
    streets = 0
    for start_view in streets_played_for_me(qtbot, window):
        assert laid_out(the_hand(window)) == as_laid_out(safe_auto_move(start_view))
        assert the_hand(window).seats[YOU].street == streets  # laid out, not confirmed
        streets += 1
    assert streets == 5 and len(troubles) == 5
    assert all("the safe move is on the table instead" in t for t in troubles), troubles
    assert the_hand(window).settlement is not None


# ----- the clock runs out --------------------------------------------------------------------


def _run_out_the_clock(controller: TableController) -> None:
    """An hour passes at once: the next tick finds the running clock spent (and clocks
    started later run on from the new time)."""
    before = controller.clocks.now
    controller.clocks.now = lambda: before() + 3600


def _timed_table(qtbot: QtBot, window: MainWindow, seed: int) -> PlayerView:
    start(window, RuleSet(variant=Variant.PINEAPPLE, move_timer_seconds=30), seed=seed)
    wait_for_turn(qtbot, window)
    assert window.controller.snapshot.seats[YOU].clock
    return my_view(window)


def test_a_clock_that_runs_out_confirms_best_play(qtbot: QtBot, window: MainWindow) -> None:
    lay_out_only(window)  # the clock confirms whatever the option says
    controller = window.controller
    controller.timeout_budget_ms = 120_000  # room to finish, however slow the machine
    view = _timed_table(qtbot, window, seed=6)
    expected = keep_alive(view, best_play(view))
    assert expected == best_play(view)
    with qtbot.waitSignal(
        controller.streetConfirmed,
        timeout=60_000,
        check_params_cb=lambda seat, street: (seat, street) == (YOU, 0),
    ):
        _run_out_the_clock(controller)
    assert the_hand(window).board(YOU) == board_with(view, expected)


def test_a_clock_that_runs_out_keeps_what_the_player_laid_out(
    qtbot: QtBot, window: MainWindow
) -> None:
    controller = window.controller
    controller.timeout_budget_ms = 120_000
    _timed_table(qtbot, window, seed=6)
    held = controller.snapshot.held
    assert controller.place(held[0], "bottom")
    view = my_view(window)  # four cards still to place
    expected = keep_alive(view, best_play(view))
    with qtbot.waitSignal(
        controller.streetConfirmed,
        timeout=60_000,
        check_params_cb=lambda seat, street: (seat, street) == (YOU, 0),
    ):
        _run_out_the_clock(controller)
    board = the_hand(window).board(YOU)
    assert held[0] in board.bottom
    assert board == board_with(view, expected)


@pytest.mark.parametrize("budget_ms", [0, 50])
def test_with_too_small_a_budget_the_clock_confirms_the_safe_move(
    qtbot: QtBot, window: MainWindow, budget_ms: int
) -> None:
    controller = window.controller
    controller.timeout_budget_ms = budget_ms
    gate = Gate(advise)  # never opened: the budget runs out first
    controller.advisor = gate
    view = _timed_table(qtbot, window, seed=6)
    messages: list[str] = []
    controller.rejected.connect(messages.append)
    with qtbot.waitSignal(
        controller.streetConfirmed,
        timeout=10_000,
        check_params_cb=lambda seat, street: (seat, street) == (YOU, 0),
    ):
        _run_out_the_clock(controller)
    board = the_hand(window).board(YOU)
    assert board == board_with(view, safe_auto_move(view))
    assert can_avoid_foul(board, view.rules, view.unseen_cards())
    assert any("time ran out" in message for message in messages)
    gate.open.set()


def test_a_played_out_timed_hand_never_fouls_needlessly(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    controller.timeout_budget_ms = 120_000
    start(window, RuleSet(variant=Variant.PINEAPPLE, move_timer_seconds=30), seed=12)
    streets = 0
    while not controller.snapshot.hand_over:
        qtbot.waitUntil(
            lambda: bool(controller.snapshot.targets) or controller.snapshot.hand_over,
            timeout=60_000,
        )
        if controller.snapshot.hand_over:
            break
        view = my_view(window)
        with qtbot.waitSignal(
            controller.streetConfirmed,
            timeout=60_000,
            check_params_cb=lambda seat, _street: seat == YOU,
        ):
            _run_out_the_clock(controller)
        streets += 1
        if live_play_exists(view):
            assert can_avoid_foul(the_hand(window).board(YOU), view.rules, view.unseen_cards())
    assert streets == 5
    assert not the_hand(window).evaluations[YOU].fouled


# ----- the words and the setting --------------------------------------------------------------


def test_the_timers_page_says_what_a_timeout_does_and_keeps_the_confirm_option(
    qtbot: QtBot,
) -> None:
    page = TimersPage()
    qtbot.addWidget(page)
    page.load(AppSettings(options=TableOptions(play_for_me_confirms=False)))
    box = page.play_for_me_confirms
    assert not box.isChecked() and "Play for me" in box.text().replace("&", "")
    edits: list[int] = []
    page.changed.connect(lambda: edits.append(1))
    box.setChecked(True)
    assert edits
    saved = page.save(AppSettings(rules=RuleSet(move_timer_seconds=45)))
    assert saved.options.play_for_me_confirms
    assert saved.rules.move_timer_seconds == page.rule_values()["move_timer_seconds"]
    words = " ".join(label.text() for label in page.findChildren(QLabel))
    assert "own analysis" in words and "safe move" in words
    assert "the way the hints would" not in words


def test_the_buttons_tooltip_says_it_lays_the_play_out(window: MainWindow) -> None:
    tip = window.panel.play_button.toolTip()
    assert "Hint's first choice" in tip and "confirm" in tip
    assert "clock ran out" not in tip
