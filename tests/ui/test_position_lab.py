"""The position lab, driven like a person: opened with Ctrl+L from a table, cards placed
by clicks and drags on the real viewport, notation pasted, a position analysed, plays
compared and shared, and positions kept in the library."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.analysis import played_streets
from ofc_desktop.bots.position_analysis import analyse_position, describe_play
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import legal_decisions
from ofc_desktop.core.history import replay_records
from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.core.position_notation import format_position, parse_position
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import view_for
from ofc_desktop.ui.lab.editor_model import BOARD, DEAD, HAND, Slot
from ofc_desktop.ui.lab.lab_window import LabWindow
from ofc_desktop.ui.lab.plays_model import BEST_MARK, FOUL, POINTS, RANK
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.decision_plays_model import points_text
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.models.words import sentence
from ofc_desktop.ui.panels.replay_window import ReplayWindow
from tests.ui.conftest import drag, start, wait_for_turn
from tests.ui.test_history_browser import VIEWER, played_hands

PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
# Street 2 of Pineapple: the hero's 7 cards down, three dealt; the opponent (on the
# button, so acting after the hero) has played the same streets.
SMALL = (
    "top Qs | mid 9h 9c | bot Ah Kh ; hand 9d 8c 2h ; "
    "opp top Kc | mid 5s 5h | bot 2c 3c ; button Opp1"
)
FEW_FUTURES = 40


@pytest.fixture
def lab(qtbot: QtBot, tmp_path: Path) -> Iterator[LabWindow]:
    window = LabWindow(RuleSet(), library=tmp_path / "positions.json")
    qtbot.addWidget(window)
    window.resize(1400, 860)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.runner.stop()
    window.runner.wait()


def small_lab(lab: LabWindow) -> LabPosition:
    position = parse_position(SMALL, PINEAPPLE)
    lab.editor.load(position)
    lab.setup.futures.setValue(FEW_FUTURES)
    return position


def slot_point(lab: LabWindow, slot: Slot) -> QPoint:
    return lab.view.mapFromScene(lab.scene.slot_rect(slot).center())


def picker_point(lab: LabWindow, text: str) -> QPoint:
    return lab.view.mapFromScene(lab.scene.picker.rect_of(Card.parse(text)).center())


def click(
    lab: LabWindow, point: QPoint, button: Qt.MouseButton = Qt.MouseButton.LeftButton
) -> None:
    QTest.mouseClick(lab.view.viewport(), button, Qt.KeyboardModifier.NoModifier, point)


def analysed(qtbot: QtBot, lab: LabWindow) -> None:
    qtbot.mouseClick(lab.analyse_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lab.analysis is not None, timeout=60_000)


def select_rows(lab: LabWindow, *rows: int) -> None:
    selection = lab.table.selectionModel()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    selection.clearSelection()
    for row in rows:
        selection.select(lab.proxy.index(row, 0), flags)


# ----- opening ----------------------------------------------------------------------------


def test_ctrl_l_opens_the_lab_on_the_viewers_own_position(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(), "human,easy")
    wait_for_turn(qtbot, window)
    assert window.lab_action.shortcut().toString() == "Ctrl+L"
    assert "Ctrl+L" in window.keys_help()
    window.lab_action.trigger()
    labs = window.findChildren(LabWindow)
    assert len(labs) == 1
    lab = labs[0]  # deleted on closing, with the table as its parent
    controller = window.controller
    assert controller.hand is not None
    view = view_for(controller.hand, controller.viewer)
    assert lab.editor.position() == LabPosition.from_view(view)
    assert sorted(lab.editor.hand, key=str) == sorted(view.held, key=str)
    lab.close()


def test_with_no_hand_the_lab_opens_empty_under_the_next_matchs_rules(
    qtbot: QtBot, window: MainWindow
) -> None:
    lab = window.open_position_lab()
    assert lab.editor.cards() == []
    assert lab.editor.rules == window.settings.rules
    lab.close()


# ----- placing cards --------------------------------------------------------------------------


def test_the_boards_start_at_the_top_of_the_felt(lab: LabWindow) -> None:
    """A column taller than the boards need leaves its spare felt below them, not as a
    band between the window's bar and the boards."""
    small_lab(lab)
    lab.resize(1400, 1000)
    QApplication.processEvents()
    top = slot_point(lab, Slot(BOARD, 0, 0, "top")).y()
    viewport = lab.view.viewport().height()
    scene_bottom = lab.view.mapFromScene(lab.scene.sceneRect().bottomLeft()).y()
    assert scene_bottom < viewport - 40  # there is spare height to place
    assert top < 0.12 * viewport, (top, viewport)


def test_a_picked_card_goes_where_the_player_clicks(lab: LabWindow) -> None:
    click(lab, picker_point(lab, "Qs"))
    assert lab.scene.picker.picked == Card.parse("Qs")
    click(lab, slot_point(lab, Slot(BOARD, 0, 0, "top")))
    assert lab.editor.rows[0]["top"] == [Card.parse("Qs")]
    assert lab.scene.picker.picked is None
    assert lab.scene.picker.items[Card.parse("Qs")].opacity() < 1  # no queen of spades left
    click(lab, picker_point(lab, "Qs"))
    assert lab.scene.picker.picked is None  # a used-up card cannot be picked
    assert lab.notation.text().startswith("top Qs")


def test_a_card_dragged_from_the_picker_lands_on_its_place(lab: LabWindow) -> None:
    drag(lab, picker_point(lab, "Ah"), slot_point(lab, Slot(HAND, 0)))
    assert lab.editor.hand == [Card.parse("Ah")]
    drag(lab, picker_point(lab, "7c"), slot_point(lab, Slot(DEAD, 0)))
    assert lab.editor.dead == [Card.parse("7c")]
    # A placed card dragged to another place moves there.
    drag(lab, slot_point(lab, Slot(HAND, 0)), slot_point(lab, Slot(BOARD, 0, 1, "bottom")))
    assert lab.editor.hand == [] and lab.editor.rows[1]["bottom"] == [Card.parse("Ah")]


def test_right_click_and_delete_take_a_card_off(lab: LabWindow) -> None:
    for text, slot in (("2d", Slot(HAND, 0)), ("3d", Slot(HAND, 1))):
        click(lab, picker_point(lab, text))
        click(lab, slot_point(lab, slot))
    click(lab, slot_point(lab, Slot(HAND, 0)), Qt.MouseButton.RightButton)
    assert lab.editor.hand == [Card.parse("3d")]
    click(lab, slot_point(lab, Slot(HAND, 0)))  # selects the card
    lab.view.setFocus()
    QTest.keyClick(lab.view.viewport(), Qt.Key.Key_Delete)
    assert lab.editor.hand == []


def test_a_double_deck_gives_out_both_copies(lab: LabWindow) -> None:
    lab.setup.decks.setCurrentIndex(lab.setup.decks.findData(2))
    lab.setup.decks.activated.emit(lab.setup.decks.currentIndex())
    assert lab.editor.rules.decks == 2
    for index in range(2):
        click(lab, picker_point(lab, "As"))
        click(lab, slot_point(lab, Slot(HAND, index)))
    assert [card.copy for card in lab.editor.hand] == [0, 1]
    assert not lab.editor.available(Card.parse("As"))


# ----- impossible positions and notation ------------------------------------------------------


def test_an_impossible_position_cannot_be_analysed_and_says_why(lab: LabWindow) -> None:
    position = parse_position("top Qs Qd 2c | mid 9h | bot Ah ; hand 9d 8c", RuleSet())
    lab.editor.load(position)
    problems = position.problems()
    assert problems
    assert not lab.analyse_button.isEnabled()
    assert lab.problems.text() == "\n".join(sentence(problem) for problem in problems)
    assert lab.problems.isVisible()


def test_bad_notation_says_so_and_keeps_the_position(lab: LabWindow) -> None:
    small_lab(lab)
    before = lab.editor.position()
    QApplication.clipboard().setText("top Qs Zz | hand")
    assert not lab.paste()
    assert lab.notation_error.text()
    assert "Zz" in lab.notation_error.text()
    assert lab.editor.position() == before


def test_pasted_notation_sets_up_the_position(qtbot: QtBot, lab: LabWindow) -> None:
    QApplication.clipboard().setText(SMALL)
    lab.editor.set_rules(PINEAPPLE)
    qtbot.mouseClick(lab.paste_button, Qt.MouseButton.LeftButton)
    assert lab.editor.position() == parse_position(SMALL, PINEAPPLE)
    assert lab.notation.text() == format_position(parse_position(SMALL, PINEAPPLE))
    assert not lab.notation_error.text()


# ----- the analysis ---------------------------------------------------------------------------


def test_the_analysis_lists_every_legal_play(qtbot: QtBot, lab: LabWindow) -> None:
    position = small_lab(lab)
    analysed(qtbot, lab)
    legal = list(legal_decisions(position.view()))
    assert lab.model.rowCount() == len(legal) == len(lab.analysis.plays)  # type: ignore[union-attr]
    texts = {lab.proxy.index(row, 1).data() for row in range(lab.proxy.rowCount())}
    assert texts == {describe_play(decision) for decision in legal}


def test_the_play_shown_best_is_the_analysis_best(qtbot: QtBot, lab: LabWindow) -> None:
    position = small_lab(lab)
    analysed(qtbot, lab)
    analysis = lab.analysis
    assert analysis is not None
    for column, order in (
        (FOUL, Qt.SortOrder.AscendingOrder),
        (POINTS, Qt.SortOrder.DescendingOrder),
    ):
        lab.table.sortByColumn(column, order)
        starred = [
            row
            for row in range(lab.proxy.rowCount())
            if str(lab.proxy.index(row, RANK).data()).startswith(BEST_MARK)
        ]
        assert len(starred) == 1
        source = lab.proxy.mapToSource(lab.proxy.index(starred[0], 0)).row()
        assert source == 0
        best = analysis.plays[0]
        assert lab.proxy.index(starred[0], 1).data() == describe_play(best.decision)
        assert lab.proxy.index(starred[0], POINTS).data() == points_text(best.value, best.stderr)
    again = analyse_position(position, futures=analysis.futures, seed=analysis.seed)
    assert again.plays[0].decision == analysis.plays[0].decision


def test_two_selected_plays_are_compared_paired(qtbot: QtBot, lab: LabWindow) -> None:
    small_lab(lab)
    analysed(qtbot, lab)
    analysis = lab.analysis
    assert analysis is not None
    select_rows(lab, 0, 2)
    difference, error = analysis.compare(0, 2)
    assert lab.comparison.text().startswith("#1 − #3 = ")
    assert f"± {error:.2f} points (paired)" in lab.comparison.text()
    assert f"{abs(difference):.2f}" in lab.comparison.text()


def test_a_selected_play_is_drawn_as_ghost_cards(qtbot: QtBot, lab: LabWindow) -> None:
    small_lab(lab)
    analysed(qtbot, lab)
    assert lab.scene.ghosts == []
    select_rows(lab, 0)
    best = lab.analysis.plays[0].decision  # type: ignore[union-attr]
    assert len(lab.scene.ghosts) == len(best.placements) + len(best.discards) == 3
    assert all(0 < ghost.opacity() < 1 for ghost in lab.scene.ghosts)
    # The discard is drawn faintly after the dead cards, at their smaller size.
    discard = lab.scene.ghosts[-1]
    free_dead = lab.scene.slots[Slot(DEAD, len(lab.editor.dead))]
    assert discard.pos() == free_dead.pos() and discard.scale() < 1
    lab.editor.clear()  # an edit makes the analysis stale: results and ghosts go
    assert lab.analysis is None and lab.scene.ghosts == []


def test_stop_cancels_the_analysis(qtbot: QtBot, lab: LabWindow) -> None:
    small_lab(lab)
    lab.setup.futures.setValue(100_000)
    qtbot.mouseClick(lab.analyse_button, Qt.MouseButton.LeftButton)
    assert lab.runner.running and lab.runner.isVisible()
    qtbot.mouseClick(lab.runner.stop_button, Qt.MouseButton.LeftButton)
    assert not lab.runner.running and not lab.runner.isVisible()
    assert lab.status.text() == "Stopped."
    assert lab.runner.wait(30_000)
    QApplication.processEvents()
    assert lab.analysis is None and lab.model.rowCount() == 0


# ----- sharing --------------------------------------------------------------------------------


def test_copy_as_text_gives_the_notation_before_an_analysis(qtbot: QtBot, lab: LabWindow) -> None:
    position = small_lab(lab)
    qtbot.mouseClick(lab.copy_text_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == format_position(position)
    qtbot.mouseClick(lab.copy_image_button, Qt.MouseButton.LeftButton)
    assert not QApplication.clipboard().pixmap().isNull()


def test_a_copied_analysis_pastes_back_into_the_lab(qtbot: QtBot, lab: LabWindow) -> None:
    position = small_lab(lab)
    analysed(qtbot, lab)
    qtbot.mouseClick(lab.copy_text_button, Qt.MouseButton.LeftButton)
    copied = QApplication.clipboard().text()
    assert copied.startswith("Position: ") and "\n" in copied
    lab.editor.clear()
    lab.editor.set_rules(RuleSet())  # the copy carries its own rules
    qtbot.mouseClick(lab.paste_button, Qt.MouseButton.LeftButton)
    assert not lab.notation_error.text()
    assert lab.editor.position() == position
    # Typed (or pasted) into the notation box: the box keeps the first line.
    lab.editor.clear()
    lab.notation.clear()
    lab.notation.setFocus()
    QTest.keySequence(lab.notation, QKeySequence.StandardKey.Paste)
    QTest.keyClick(lab.notation, Qt.Key.Key_Return)
    assert not lab.notation_error.text()
    assert lab.editor.position() == position


def test_the_hand_of_a_player_called_you_is_your_hand(lab: LabWindow) -> None:
    lab.editor.load(parse_position('hero "You" ; hand As Kd 7c 7h 2s ; opp ; button 1', RuleSet()))
    assert lab.scene.labels[HAND].text() == "Your hand (the cards to play)"
    lab.editor.load(parse_position("hero Ann ; hand As Kd 7c 7h 2s ; opp ; button 1", RuleSet()))
    assert lab.scene.labels[HAND].text() == "Ann's hand (the cards to play)"


def test_a_saved_file_opens_again_and_a_bad_one_changes_nothing(
    lab: LabWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    position = small_lab(lab)
    path = tmp_path / "queens.json"
    assert lab.save_file(path)
    lab.editor.clear()
    assert lab.open_file(path)
    assert lab.editor.position() == position
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"seats": "nonsense"}), encoding="utf-8")
    assert not lab.open_file(bad)
    assert not lab.open_file(tmp_path / "missing.json")
    assert len(warnings) == 2 and all(warnings)
    assert lab.editor.position() == position


# ----- the library ----------------------------------------------------------------------------


def test_library_save_rename_reopen_delete(lab: LabWindow, tmp_path: Path) -> None:
    position = small_lab(lab)
    library = lab.library
    assert library.save_as("Nines", "keep the pair?")
    assert not library.save_as("Nines")  # the name is taken
    lab.editor.clear()
    assert library.rename("Nines", "Three nines")
    assert library.open_selected()
    assert lab.editor.position() == position
    again = LabWindow(RuleSet(), library=tmp_path / "positions.json")
    assert [entry.name for entry in again.library.entries] == ["Three nines"]
    assert again.library.entries[0].notes == "keep the pair?"
    again.close()
    assert library.delete_selected(ask=False)
    assert library.entries == () and library.list.count() == 0


def test_a_corrupt_library_is_set_aside(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "positions.json"
    path.write_text("{ not a library", encoding="utf-8")
    window = LabWindow(RuleSet(), library=path)
    qtbot.addWidget(window)
    assert window.library.entries == ()
    assert "positions.json.corrupt" in window.library.message.text()
    assert (tmp_path / "positions.json.corrupt").read_text(encoding="utf-8") == "{ not a library"
    assert not path.exists()


# ----- from a replay --------------------------------------------------------------------------


def test_analyse_from_here_opens_the_reviewed_seats_street(qtbot: QtBot) -> None:
    record = next(
        hand
        for hand in played_hands()
        if hand["rules"].get("variant") == "pineapple"
        and VIEWER in [seat["name"] for seat in hand["seats"]]
    )
    replay = ReplayWindow(record, VIEWER, TableOptions(animation="off"))
    qtbot.addWidget(replay)
    replay.show_step(0)
    assert replay.viewer is not None
    qtbot.mouseClick(replay.lab_button, Qt.MouseButton.LeftButton)
    labs = replay.findChildren(LabWindow)
    assert len(labs) == 1
    hand = replay_records(replay.public_record)[0]
    first_view = played_streets(hand, replay.viewer)[0][0]
    assert labs[0].editor.position() == LabPosition.from_view(first_view)
    replay.close()
