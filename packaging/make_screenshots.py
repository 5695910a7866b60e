"""Renders the README's screenshots from the real window, on fixed deals.

Run under a virtual screen from the repository root:
    xvfb-run -a -s "-screen 0 1600x1000x24" python3 packaging/make_screenshots.py
It writes PNG files into packaging/screenshots/.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QEventLoop, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import SeatInfo, hand_to_record
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_outline, match_to_record
from ofc_desktop.core.rules import FantasylandCards, MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import play_hand, play_match
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.panels.history_browser import HistoryBrowser
from ofc_desktop.ui.panels.replay_window import ReplayWindow
from ofc_desktop.ui.panels.statistics_page import StatisticsPage

OUT = Path(__file__).resolve().parent / "screenshots"


def _pause(ms: int) -> None:
    """Let Qt run for a while. (QTest.qWait keeps the interpreter lock while it sleeps,
    which starves the bots' worker thread; an event loop lets it go.)"""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _settle(window: QWidget, until: Callable[[], bool], limit_s: float = 60.0) -> None:
    waited = 0.0
    while not until() and waited < limit_s:
        _pause(20)
        waited += 0.02
    if not until():
        raise SystemExit(f"gave up waiting after {limit_s:g} s")


def _table(kinds: str, rules: RuleSet, seed: int) -> tuple[MainWindow, TableController]:
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    window = MainWindow(controller)
    window.scene.animation_ms = 0
    window.ask_before_abandoning = False
    window.resize(1600, 1000)
    window.show()
    window.start(TableSetup(rules, seats_from_kinds(kinds.split(",")), seed))
    return window, controller


def _play_streets(window: MainWindow, controller: TableController, streets: int) -> None:
    """Let the viewer play ``streets`` streets by Play for me; bots play theirs."""
    for _ in range(streets):
        _settle(window, lambda: bool(controller.snapshot.targets))
        controller.play_for_me(confirm=True)
    _settle(window, lambda: bool(controller.snapshot.targets))


def _save(window: QWidget, name: str) -> None:
    _pause(50)
    path = OUT / name
    if not window.grab().save(str(path)):
        raise SystemExit(f"could not write {path}")
    print(f"wrote {path}")
    if isinstance(window, MainWindow):
        window.controller.shut_down()
    window.close()


def classic_heads_up() -> None:
    window, controller = _table("human,hard", RuleSet(), 21)
    _play_streets(window, controller, 4)
    _save(window, "classic-heads-up.png")


def pineapple_drag() -> None:
    window, controller = _table("human,hard,medium", RuleSet(variant=Variant.PINEAPPLE), 5)
    _play_streets(window, controller, 2)
    card = controller.snapshot.held[0]
    viewport = window.view.viewport()
    start = window.view.mapFromScene(window.scene.card_rect(card).center())
    end = window.view.mapFromScene(window.scene.zones["middle"].sceneBoundingRect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 9):
        point = QPointF(start) + (QPointF(end) - QPointF(start)) * (step / 10)
        QApplication.sendEvent(
            viewport,
            QMouseEvent(
                QEvent.Type.MouseMove,
                point,
                QPointF(viewport.mapToGlobal(point.toPoint())),
                Qt.MouseButton.NoButton,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
            ),
        )
    _save(window, "pineapple-drag.png")


def six_handed_double_deck() -> None:
    rules = RuleSet(decks=2)
    window, controller = _table("human,easy,medium,easy,medium,beginner", rules, 8)
    _play_streets(window, controller, 3)
    _save(window, "six-handed-double-deck.png")


def jokers() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, decks=2, jokers_per_deck=2)
    window, controller = _table("human,medium,medium", rules, 44)
    _play_streets(window, controller, 3)
    _save(window, "jokers.png")


def progressive_fantasyland() -> None:
    rules = RuleSet(
        variant=Variant.PINEAPPLE,
        fantasyland_cards=FantasylandCards.PROGRESSIVE,
        match_length=MatchLength.UNLIMITED,
    )
    window, controller = _table("human,medium", rules, 12)
    while not controller.snapshot.hand_over:
        if controller.snapshot.targets:
            controller.play_for_me(confirm=True)
        _pause(20)
    match = controller.match
    assert match is not None
    match.fantasyland = {"You": 16}  # as if the last hand had aces on top
    controller.next_hand()
    _settle(window, lambda: controller.snapshot.sets_whole_board)
    controller.set_sort_order("rank")
    held = controller.snapshot.held
    controller.place(held[0], "bottom")
    controller.place(held[1], "bottom")
    _save(window, "fantasyland-progressive.png")


def chinese_poker() -> None:
    rules = RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True)
    window, controller = _table("human,medium,medium", rules, 3)
    _settle(window, lambda: controller.snapshot.sets_whole_board)
    controller.arrange_for_me()
    _save(window, "chinese-poker.png")


def hot_seat_curtain() -> None:
    window, controller = _table("human,human,medium", RuleSet(variant=Variant.PINEAPPLE), 9)
    _settle(window, lambda: bool(controller.snapshot.targets or controller.snapshot.curtain))
    if controller.snapshot.curtain:
        controller.accept_handover()
    _settle(window, lambda: bool(controller.snapshot.targets))
    controller.play_for_me(confirm=True)
    _settle(window, lambda: bool(controller.snapshot.curtain))
    _save(window, "hot-seat-curtain.png")


def _history() -> HistoryDatabase:
    """A hand history of a few matches the bots played as the window files them."""
    folder = Path(tempfile.mkdtemp(prefix="ofc-shots-"))
    database = HistoryDatabase(folder / "history.sqlite3")
    tables = (
        ("pineapple", ["You", "Vera", "Marlowe"], ["medium", "hard", "easy"]),
        ("classic", ["You", "Marlowe"], ["medium", "easy"]),
        ("turbo", ["You", "Vera"], ["medium", "medium"]),
    )
    for index, (variant, names, levels) in enumerate(tables):
        rules = RuleSet(variant=Variant(variant), match_length=MatchLength.HANDS, match_hands=6)
        infos = {
            name: SeatInfo(
                name, "human" if name == "You" else "bot", None if name == "You" else level
            )
            for name, level in zip(names, levels, strict=True)
        }
        match = Match(rules, names, seed=100 + index)
        seats = [
            BotSeat(name, level, seed=index) for name, level in zip(names, levels, strict=True)
        ]
        play_match(match, seats)
        hands = [hand_to_record(hand, [infos[n] for n in hand.players]) for hand in match.hands]
        for played in hands:
            del played["seed"]  # as the window files them
        record = match_to_record(match, infos)
        match_id = database.add_match(record["rules"], record["seats"])
        database.add_hands(match_id, hands)
        database.update_match(
            match_id, standings=match.totals, over=True, outline=match_outline(record)
        )
    return database


def history_browser() -> None:
    browser = HistoryBrowser(_history(), "You")
    browser.resize(1280, 760)
    browser.show()
    browser.matches_view.selectRow(2)
    browser.hands_view.selectRow(1)
    _save(browser, "history-browser.png")


def replay() -> None:
    database = _history()
    (row,) = database.list_hands(0, 1, sort_key="played_at", descending=False)
    window = ReplayWindow(database.hand_record(row.hand_id), "You", TableOptions(animation="off"))
    window.resize(1400, 900)
    window.show()
    window.show_step(6)
    _save(window, "replay.png")


def statistics() -> None:
    page = StatisticsPage(_history(), "You")
    page.resize(1280, 860)
    page.show()
    _save(page, "statistics.png")


def review_on_table() -> None:
    window, controller = _table("human,hard,medium", RuleSet(variant=Variant.PINEAPPLE), 5)
    while not controller.snapshot.hand_over:
        if controller.snapshot.targets:
            controller.play_for_me(confirm=True)
        _pause(20)
    _pause(200)
    window.review_on_table()
    _save(window, "review-on-table.png")


def hint() -> None:
    window, controller = _table("human,hard,medium", RuleSet(variant=Variant.PINEAPPLE), 5)
    window.set_options(window.options.with_changes(hints=True, foul_odds=True, row_prospects=True))
    _play_streets(window, controller, 1)
    window.live_help.request_hint()
    _settle(window, lambda: len(window.live_help.panel.values) == 3)
    _settle(window, lambda: window.live_help.panel.prospects.isVisible())
    _save(window, "hint.png")


def guided_hand() -> None:
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    window = MainWindow(controller)
    window.scene.animation_ms = 0
    window.ask_before_abandoning = False
    window.resize(1600, 1000)
    window.show()
    guide = window.start_tutorial()
    assert guide is not None
    _settle(window, lambda: bool(guide.shown))
    guide.next_step()
    _save(window, "guided-hand.png")


def _analysed_replay() -> ReplayWindow:
    """A Pineapple hand You played against two bots, in a replay window."""
    rules = RuleSet(variant=Variant.PINEAPPLE)
    names, levels = ["You", "Vera", "Marlowe"], ["easy", "hard", "medium"]
    infos = [
        SeatInfo(name, "human" if name == "You" else "bot", None if name == "You" else level)
        for name, level in zip(names, levels, strict=True)
    ]
    hand = Hand(rules, names, seed=31)
    hand.start()
    play_hand(
        hand, [BotSeat(name, level, seed=3) for name, level in zip(names, levels, strict=True)]
    )
    window = ReplayWindow(hand_to_record(hand, infos), "You", TableOptions(animation="off"))
    window.resize(1600, 900)
    window.show()
    return window


def did_i_set_it_right() -> None:
    window = _analysed_replay()
    window.analysis.check_set()
    _settle(window, lambda: window.analysis.hindsight_result is not None, 120)
    _save(window, "did-i-set-it-right.png")


def did_i_play_it_right() -> None:
    window = _analysed_replay()
    window.analysis.check_play()
    _settle(window, lambda: window.analysis.review_result is not None, 300)
    review = window.analysis.review_result
    assert review is not None
    worst = max(range(len(review.decisions)), key=lambda i: review.decisions[i].loss)
    window.analysis.timeline.setCurrentRow(worst)
    _save(window, "did-i-play-it-right.png")


def rules_help() -> None:
    window = MainWindow(TableController(bot_delay_ms=0, auto_deal_ms=10**9))
    dialog = window.show_rules()
    dialog.resize(1100, 760)
    _pause(100)
    dialog.show_section("royalties")
    _save(dialog, "rules-help.png")
    window.close()


SHOTS = (
    classic_heads_up,
    pineapple_drag,
    six_handed_double_deck,
    jokers,
    progressive_fantasyland,
    chinese_poker,
    hot_seat_curtain,
    history_browser,
    replay,
    statistics,
    review_on_table,
    hint,
    guided_hand,
    rules_help,
    did_i_set_it_right,
    did_i_play_it_right,
)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert app is not None
    OUT.mkdir(exist_ok=True)
    wanted = set(sys.argv[1:])
    for shot in SHOTS:
        if not wanted or shot.__name__ in wanted:
            shot()
    return 0


if __name__ == "__main__":
    sys.exit(main())
