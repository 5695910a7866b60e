"""The drills window used like a person: a drill made from a real hand's mistake is
answered by clicks and a drag on the viewport, checked on the worker thread, graded as
grade_answer grades the same play, and scheduled again; puzzles by theme; the message
when nothing is due; and at a shared screen only the player at the screen's drills."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest
from fsrs import Rating
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.analysis import rank_placements, review_hand
from ofc_desktop.bots.drills import MISTAKES, PUZZLES, Drill, drills_from_review, grade_answer
from ofc_desktop.bots.grades import Grade
from ofc_desktop.bots.puzzles import load_puzzles
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision, apply_decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import PlayerView, view_for
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.paths import data_paths
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.drills.drill_window import EMPTY_PAGE, DrillWindow
from ofc_desktop.ui.lab.editor_model import BOARD, DEAD, HAND, Slot
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.storage import Storage
from tests.ui.conftest import drag as drag_points

PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
BAD_STREET = 1


def mistake_drill(player: str = "bob") -> Drill:
    """A Pineapple hand where bob makes the worst play of the second street on purpose;
    its drill."""
    hand = Hand(PINEAPPLE, ["ann", "bob"], seed=5)
    hand.start()
    bots = [BotSeat("ann", "easy"), BotSeat("bob", "easy")]
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        view: PlayerView = view_for(hand, seat)
        if seat == 1 and view.street == BAD_STREET:
            decision = rank_placements(view, samples=64, top=1000)[-1].decision
        else:
            decision = bots[seat].decide(view)
        apply_decision(hand, seat, decision)
    drills = drills_from_review(review_hand(hand, 1), player, "f00d", "hand 1")
    return next(d for d in drills if d.drill_id.endswith(f":{BAD_STREET}"))


@pytest.fixture(scope="module")
def drill() -> Drill:
    return mistake_drill()


@pytest.fixture
def store(drill: Drill) -> Iterator[DrillStore]:
    with DrillStore(":memory:") as opened:
        opened.add([drill], datetime.now(UTC))
        yield opened


def open_window(qtbot: QtBot, store: DrillStore, player: str = "bob", **kw: object) -> DrillWindow:
    window = DrillWindow(store, player, PINEAPPLE, **kw)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def point(window: DrillWindow, slot: Slot) -> QPoint:
    return window.view.mapFromScene(window.scene.slot_rect(slot).center())


def click(window: DrillWindow, slot: Slot) -> None:
    QTest.mouseClick(
        window.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        point(window, slot),
    )


def drag(window: DrillWindow, source: Slot, target: Slot, steps: int = 8) -> None:
    """Press, move with the button held, release: from one place to another."""
    drag_points(window, point(window, source), point(window, target), steps)


def hand_slot(window: DrillWindow, card: Card) -> Slot:
    return Slot(HAND, window.scene.editor.hand.index(card))


def free_slot(window: DrillWindow, row: str) -> Slot:
    editor = window.scene.editor
    return Slot(BOARD, len(editor.rows[editor.hero][row]), editor.hero, row)


def a_play(drill: Drill) -> Decision:
    """A legal play other than the best, so that the grade is worth checking."""
    view = drill.position.view()
    return next(d for d in legal_decisions(view) if set(d.placements) != set(drill.best.placements))


def test_a_mistake_is_answered_by_clicks_and_a_drag_and_graded(
    qtbot: QtBot, store: DrillStore, drill: Drill
) -> None:
    window = open_window(qtbot, store)
    assert window.drill == drill and "1 due" in window.source_box.currentText()
    play = a_play(drill)
    (first, first_row), (second, second_row) = play.placements
    # Clicks: the card, then its row's free place.
    click(window, hand_slot(window, first))
    click(window, free_slot(window, first_row))
    # A drag onto the row, on the viewport.
    drag(window, hand_slot(window, second), free_slot(window, second_row))
    assert not window.check_button.isEnabled()  # the discard is still to make
    (thrown,) = play.discards
    click(window, hand_slot(window, thrown))
    click(window, Slot(DEAD, len(window.scene.editor.dead)))
    answer = window.scene.answer()
    assert answer is not None
    assert set(answer.placements) == set(play.placements) and answer.discards == play.discards
    before = datetime.now(UTC)
    with qtbot.waitSignal(window.answered, timeout=60_000) as got:
        qtbot.mouseClick(window.check_button, Qt.MouseButton.LeftButton)
        assert window.grader.isVisible()  # progress while it works
    shown = got.args[0]
    expected = grade_answer(drill, play)
    assert shown.grade == expected.grade and shown.loss == pytest.approx(expected.loss)
    assert window.result.grade.text()  # the grade in words
    # Every play of the position, the answer and the best marked.
    plays = len(list(legal_decisions(drill.position.view())))
    assert window.result.model.rowCount() == plays == len(shown.analysis.plays)
    assert window.result.model.chosen == shown.chosen_index
    assert window.result.selected_play() == shown.best_index
    assert window.scene.ghosts  # the best play drawn faintly
    # Kept: the schedule moved on and the rating has one more point.
    next_due = store.next_due(drill.drill_id)
    assert next_due is not None and next_due > before
    assert len(store.rating_history("bob")) == 1
    assert window.next_button.isEnabled()


def test_cards_go_only_to_the_heros_free_places(
    qtbot: QtBot, store: DrillStore, drill: Drill
) -> None:
    window = open_window(qtbot, store)
    editor = window.scene.editor
    card = editor.hand[0]
    opponent = 1 - editor.hero
    drag(window, hand_slot(window, card), Slot(BOARD, 0, opponent, "bottom"))
    assert card in editor.hand  # an opponent's row takes nothing
    full = next(row for row in ("top", "middle", "bottom") if editor.rows[editor.hero][row])
    click(window, hand_slot(window, card))
    click(window, Slot(BOARD, 0, editor.hero, full))  # a card already placed before
    assert card in editor.hand
    click(window, free_slot(window, "bottom"))
    assert card in editor.rows[editor.hero]["bottom"]
    window.reset_button.click()
    assert card in editor.hand


def test_puzzles_are_listed_by_theme_and_filed_as_drills(qtbot: QtBot, store: DrillStore) -> None:
    shipped = load_puzzles()
    window = open_window(qtbot, store, shipped=shipped)
    window.set_source(PUZZLES)
    window.theme_box.setCurrentIndex(window.theme_box.findData("pineapple_discard"))
    wanted = [p for p in shipped if "pineapple_discard" in p.themes]
    assert len(window.entries) == window.puzzle_list.count() == len(wanted)
    assert all("pineapple_discard" in entry.drill.themes for entry in window.entries)
    assert window.drill is not None and window.drill.source == PUZZLES
    assert store.drill(window.drill.drill_id) is not None  # filed on first use
    window.variant_box.setCurrentIndex(window.variant_box.findData("classic"))
    assert all(e.drill.variant == "classic" for e in window.entries)


def test_a_puzzle_says_when_its_table_has_jokers_or_two_decks(
    qtbot: QtBot, store: DrillStore
) -> None:
    shipped = load_puzzles()
    jokers = next(p for p in shipped if p.position.rules.jokers_per_deck)
    plain = next(p for p in shipped if not p.position.rules.jokers_per_deck)
    window = open_window(qtbot, store, shipped=[jokers, plain])
    window.set_source(PUZZLES)
    shown = {entry.drill.drill_id: entry for entry in window.entries}
    window.show_drill(shown[f"puzzle:{jokers.puzzle_id}"].drill)
    assert window.info.text().splitlines()[0].endswith(", jokers: 1 per deck")
    window.show_drill(shown[f"puzzle:{plain.puzzle_id}"].drill)
    assert "joker" not in window.info.text()
    doubled = replace(plain.position, rules=plain.position.rules.with_changes(decks=2))
    window.show_drill(replace(shown[f"puzzle:{plain.puzzle_id}"].drill, position=doubled))
    assert window.info.text().splitlines()[0].endswith(", two decks")


def test_a_puzzle_answered_by_one_player_is_still_new_to_another(
    qtbot: QtBot, store: DrillStore
) -> None:
    shipped = load_puzzles()[:3]
    ann = open_window(qtbot, store, player="ann", shipped=shipped)
    ann.set_source(PUZZLES)
    first = ann.entries[0].drill
    assert ann.drill == first  # filed on first use
    store.record(first.drill_id, 0.0, Grade.GOOD, Rating.Good, datetime.now(UTC), player="ann")
    ann.refresh()
    assert [e.drill for e in ann.entries][-1] == first  # answered well: Ann's can wait
    bob = open_window(qtbot, store, player="bob", shipped=shipped)
    bob.set_source(PUZZLES)
    mine = {e.drill.drill_id: e.due for e in bob.entries}
    assert mine[first.drill_id] is None  # never tried by Bob
    assert bob.entries[0].is_due(datetime.now(UTC))


def test_nothing_due_says_when_and_offers_puzzles(
    qtbot: QtBot, store: DrillStore, drill: Drill
) -> None:
    store.record(drill.drill_id, 0.0, Grade.GOOD, Rating.Good, datetime.now(UTC))
    window = open_window(qtbot, store, shipped=load_puzzles()[:5])
    assert window.source == MISTAKES and window.pages.currentIndex() == EMPTY_PAGE
    assert "next drill is due" in window.empty.text()
    assert window.puzzles_button.isVisible()
    window.puzzles_button.click()
    assert window.source == PUZZLES and window.drill is not None


def test_at_a_shared_screen_only_the_player_at_the_screen_sees_drills(
    qtbot: QtBot, tmp_path: Path, drill: Drill
) -> None:
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    window = MainWindow(controller, Storage(data_paths(tmp_path)))
    window.ask_before_abandoning = False
    qtbot.addWidget(window)
    window.show()
    assert window.start(TableSetup(PINEAPPLE, seats_from_kinds(["human", "human"]), 3))
    qtbot.waitUntil(lambda: window.grader is not None)
    assert window.grader is not None
    names = [seat.name for seat in controller.seats]
    window.grader.store.add(
        [replace(drill, drill_id=f"mistake:x:{i}:1", player=name) for i, name in enumerate(names)],
        datetime.now(UTC),
    )
    qtbot.waitUntil(lambda: controller.curtain_for is not None, timeout=20_000)
    assert window.open_drills() is None  # the curtain is down: nobody's drills
    controller.accept_handover()
    viewer = controller.seats[controller.viewer].name
    drills = window.open_drills()
    assert drills is not None and drills.player == viewer
    assert drills.drill is not None and drills.drill.player == viewer
    assert drills.count_due() == 1
    closed: list[bool] = []
    drills.destroyed.connect(lambda: closed.append(True))
    assert controller.play_for_me(confirm=True)  # the screen passes on
    qtbot.waitUntil(lambda: bool(closed), timeout=20_000)


def test_more_puzzles_are_found_in_the_background_and_listed(
    qtbot: QtBot, store: DrillStore
) -> None:
    window = open_window(qtbot, store, shipped=[])
    window.set_source(PUZZLES)
    assert not window.entries and window.maker.more_button.isVisible()
    with qtbot.waitSignal(window.maker.added, timeout=120_000) as got:
        window.maker.start(count=1, seed=7)
        assert window.maker.stop_button.isVisible()  # progress and Stop while it works
    assert got.args[0] == 1
    assert len(window.entries) == 1 and window.entries[0].drill.source == PUZZLES
    assert window.drill == window.entries[0].drill
