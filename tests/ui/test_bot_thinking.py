"""A bot thinking longer than a moment shows it on its seat; the Thinking time setting
gives Hard and Expert a timed budget at the table."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot

from ofc_desktop.bots.protocol import Budget, Cancelled
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.bots.thinking import SECONDS
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.seats import HumanSeat, SeatKind
from ofc_desktop.core.view import PlayerView
from ofc_desktop.ui.controller.bot_turns import THINKING_SHOWN_AFTER_MS
from ofc_desktop.ui.dialogs.settings_table_page import TablePage
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import AppSettings
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from tests.ui.conftest import start


class GatedBot:
    """An easy bot that answers only once the test opens its gate."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.level = "easy"
        self.gate = threading.Event()
        self.asked = threading.Event()
        self._easy = BotSeat(name, "easy")

    @property
    def kind(self) -> SeatKind:
        return SeatKind.BOT

    def decide(self, view: PlayerView, cancel: threading.Event | None = None) -> Decision:
        self.asked.set()
        while not self.gate.wait(0.005):
            if cancel is not None and cancel.is_set():
                raise Cancelled
        return self._easy.decide(view, cancel)


def _thinking(window: MainWindow, seat: int) -> bool:
    return window.controller.snapshot.seats[seat].thinking


def test_a_long_think_shows_on_the_seat_and_clears_with_the_answer(
    qtbot: QtBot, window: MainWindow
) -> None:
    controller = window.controller
    setup = TableSetup(
        RuleSet(variant=Variant.CHINESE), seats_from_kinds(["human", "easy"]), seed=8
    )
    human, bot_name = (spec.name for spec in setup.seats)
    bot = GatedBot(bot_name)
    controller.new_match(setup, seats=[HumanSeat(human), bot])
    qtbot.waitUntil(bot.asked.is_set, timeout=5000)
    assert not _thinking(window, 1)  # a moment is not yet a long think
    qtbot.waitUntil(lambda: _thinking(window, 1), timeout=THINKING_SHOWN_AFTER_MS + 3000)
    status = window.scene.decor[1].status.full_text
    assert status.startswith("thinking…"), status
    assert "thinking" not in window.scene.decor[0].status.full_text
    bot.gate.set()
    qtbot.waitUntil(lambda: not _thinking(window, 1), timeout=5000)
    assert "thinking" not in window.scene.decor[1].status.full_text


def test_a_quick_bot_never_shows_thinking(qtbot: QtBot, window: MainWindow) -> None:
    seen: list[bool] = []
    window.controller.snapshotChanged.connect(
        lambda snapshot: seen.append(any(seat.thinking for seat in snapshot.seats))
    )
    start(window, RuleSet(variant=Variant.PINEAPPLE), seats="easy,easy", seed=5)
    qtbot.waitUntil(lambda: window.controller.snapshot.hand_over, timeout=20_000)
    assert seen and not any(seen)


def test_thinking_time_sets_the_budget_of_hard_and_expert(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(variant=Variant.CLASSIC), seats="human,medium,hard,expert", seed=2)
    seats = window.controller.seats
    assert window.options.thinking_time == "normal"  # the default
    for chosen in ("long", "fast", "very_long", "normal"):
        window.set_options(window.options.with_changes(thinking_time=chosen))
        budgets = {seat.level: seat.budget for seat in seats if isinstance(seat, BotSeat)}
        assert budgets["medium"] is None  # its own quick, counted budget
        assert budgets["hard"] == Budget(seconds=SECONDS["hard"][chosen])
        assert budgets["expert"] == Budget(seconds=SECONDS["expert"][chosen])


def test_the_table_page_edits_the_thinking_time(qtbot: QtBot) -> None:
    page = TablePage()
    qtbot.addWidget(page)
    settings = AppSettings()
    page.load(settings)
    assert page.thinking_time.currentData() == "normal"
    page.thinking_time.setCurrentIndex(page.thinking_time.findData("very_long"))
    assert page.save(settings).options.thinking_time == "very_long"
