"""The window with its dialogs and the score review: a new match from the dialog, the
settings reaching the next match and the table, and the review after every hand."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import cast

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.persistence.paths import data_paths
from ofc_desktop.ui import launch
from ofc_desktop.ui.dialogs.new_match_dialog import NewMatchDialog
from ofc_desktop.ui.dialogs.settings_dialog import SettingsDialog
from ofc_desktop.ui.instance_guard import InstanceGuard
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import AppSettings
from ofc_desktop.ui.models.player_summary_model import SummaryColumn
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.storage import Storage
from tests.ui.conftest import DataFolderWindows, wait_for_turn


def _play_hand(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    while not controller.snapshot.hand_over:
        qtbot.waitUntil(
            lambda: bool(controller.snapshot.targets or controller.snapshot.hand_over),
            timeout=20_000,
        )
        if controller.snapshot.targets:
            controller.play_for_me(confirm=True)


def test_new_match_comes_from_the_dialog_with_the_current_settings(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[AppSettings, TableSetup | None]] = []
    setup = TableSetup(RuleSet(variant=Variant.TURBO), seats_from_kinds(["human", "easy"]), 5)

    def ask(
        parent: object, settings: AppSettings, last: TableSetup | None, may_start: object = None
    ) -> TableSetup:
        seen.append((settings, last))
        return setup

    monkeypatch.setattr(NewMatchDialog, "ask", staticmethod(ask))
    assert window.new_match_from_dialog()
    assert window.controller.snapshot.title.startswith("Turbo 5-4-4")
    assert window.last_setup == setup
    window.new_match_from_dialog()
    assert seen[1] == (window.settings, setup)  # the dialog opens on the last set-up
    monkeypatch.setattr(NewMatchDialog, "ask", staticmethod(lambda *args: None))
    match = window.controller.match
    assert not window.new_match_from_dialog()  # cancelled: the match goes on
    assert window.controller.match is match


def test_settings_reach_the_table_and_an_edited_royalty_the_next_settlement(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = SettingsDialog(window.settings)
    model = dialog.royalties_page.model
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            if model.flags(index) & Qt.ItemFlag.ItemIsEditable:
                assert model.setData(index, 33)  # every royalty the table pays: 33
    dialog.table_page.load(
        replace(
            window.settings, options=window.settings.options.with_changes(four_colour_deck=True)
        )
    )
    edited = dialog.collect()
    dialog.deleteLater()
    assert edited.rules.royalty_preset == "custom"
    monkeypatch.setattr(SettingsDialog, "edit", staticmethod(lambda *args: edited))
    assert window.edit_settings()
    assert window.settings == edited
    assert window.scene.art.four_colour and window.four_colour_action.isChecked()
    setup = TableSetup(window.settings.rules, seats_from_kinds(["human", "easy"]), 13)
    assert window.start(setup)
    _play_hand(qtbot, window)
    snapshot = window.controller.snapshot
    assert snapshot.rules.royalty_table == edited.rules.royalty_table
    settlement = snapshot.settlement
    assert settlement is not None
    assert any(33 in r.evaluation.royalties for r in settlement.players)  # it paid
    for result in settlement.players:
        evaluation = result.evaluation
        if not evaluation.fouled:
            assert evaluation.royalties == tuple(
                edited.rules.royalty_table.royalty(row, value)
                for row, value in zip(ROWS, evaluation.values, strict=True)
            )


def test_the_score_review_opens_after_each_hand_and_matches_the_engine(
    qtbot: QtBot, window: MainWindow
) -> None:
    setup = TableSetup(
        RuleSet(variant=Variant.PINEAPPLE), seats_from_kinds(["human", "easy", "beginner"]), 8
    )
    assert window.start(setup)
    assert not window.review_overlay.isVisible()
    for hand_number in (1, 2):
        _play_hand(qtbot, window)
        QApplication.processEvents()
        assert window.review_overlay.isVisible() and window.review_action.isChecked()
        settlement = window.controller.snapshot.settlement
        assert settlement is not None
        summary = window.review.summary_model
        totals = {
            summary.cell(row, SummaryColumn.PLAYER): summary.cell(row, SummaryColumn.TOTAL)
            for row in range(summary.rowCount())
        }
        assert totals == {r.player: r.total for r in settlement.players}
        match = window.controller.match
        assert match is not None
        assert window.review.standings_model.totals() == match.totals
        if hand_number == 1:
            assert window.controller.next_hand()
            assert not window.review_overlay.isVisible()  # a new hand clears the table
            wait_for_turn(qtbot, window)
    window.review_action.trigger()
    assert not window.review_overlay.isVisible()
    window.review_action.trigger()
    assert window.review_overlay.isVisible()


def test_a_new_match_deals_new_cards_unless_the_last_ones_are_asked_for(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The player sets a seed once; the next match from the dialog, started with Enter,
    is dealt from another seed, and "Same deals as the last match" deals it again."""
    first = TableSetup(RuleSet(), seats_from_kinds(["human", "easy"]), seed=77)
    assert window.start(first)
    wait_for_turn(qtbot, window)
    dealt = window.controller.snapshot.held

    def start_with_enter(same_deals: bool) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, NewMatchDialog):
            if same_deals:
                qtbot.mouseClick(dialog.same_deals_check, Qt.MouseButton.LeftButton)
            qtbot.keyClick(dialog, Qt.Key.Key_Return)
        if dialog is not None and dialog.isVisible():
            dialog.close()  # never left open: the test then fails below

    QTimer.singleShot(0, lambda: start_with_enter(False))
    assert window.new_match_from_dialog()
    match = window.controller.match
    assert match is not None and match.seed != 77
    wait_for_turn(qtbot, window)
    assert window.controller.snapshot.held != dealt

    QTimer.singleShot(0, lambda: start_with_enter(True))
    assert window.new_match_from_dialog()
    assert window.controller.match is not None and window.controller.match.seed == match.seed
    assert window.last_setup is not None
    window.last_setup = replace(window.last_setup, seed=77)  # as if the first match was last
    QTimer.singleShot(0, lambda: start_with_enter(True))
    assert window.new_match_from_dialog()
    wait_for_turn(qtbot, window)
    assert window.controller.snapshot.held == dealt


class _App:
    """Stands in for the application: the window is left open, no event loop runs."""

    def exec(self) -> int:
        return 0


def test_the_next_start_deals_the_last_table_with_new_cards(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    windows = DataFolderWindows(qtbot, tmp_path)
    last = TableSetup(RuleSet(variant=Variant.PINEAPPLE), seats_from_kinds(["human", "easy"]), 77)
    assert windows.open().start(last)
    windows.close_all()
    monkeypatch.setattr(launch, "_wants_to_resume", lambda _window, _saved: False)
    before = set(QApplication.topLevelWidgets())
    launch._play(
        cast(QApplication, _App()),
        TableSetup(RuleSet(), seats_from_kinds(["human", "medium"])),
        False,  # the command line named no table: the last one is dealt
        Storage(data_paths(tmp_path)),
        [],
        InstanceGuard(tmp_path),
    )
    (window,) = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before
    ]
    windows.adopt(window)
    match = window.controller.match
    assert match is not None and match.rules == last.rules
    assert match.players == [seat.name for seat in last.seats]
    assert match.seed != 77
    windows.close_all()
