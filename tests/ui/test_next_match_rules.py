"""Settings edit the next match's rules: New match starts with them by default (the last
match's rules stay one pick away), the settings dialog names the running table's rules
apart from them, and a new player's matches keep dealing until the player stops."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import MatchLength, RuleSet, ScoringPreset, Variant
from ofc_desktop.ui.app import parse_args, table_setup
from ofc_desktop.ui.dialogs.new_match_dialog import CURRENT_SETTINGS, LAST_MATCH, NewMatchDialog
from ofc_desktop.ui.dialogs.rules_help import RulesHelpDialog
from ofc_desktop.ui.dialogs.settings_dialog import SettingsDialog
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import AppSettings
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from tests.ui.conftest import play_hand_as_the_human, start


def when_shown(kind: type[QWidget], act: Callable[[QWidget], None]) -> None:
    """Once a modal dialog of ``kind`` runs, let ``act`` work it like a person."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(10, look)
            return
        try:
            dialog.activateWindow()  # keys and mnemonics go to the active window
            assert QTest.qWaitForWindowActive(dialog)
            act(dialog)
        finally:
            if dialog.isVisible():  # a failed check must not leave the test waiting
                dialog.setProperty("failed", True)
                if isinstance(dialog, SettingsDialog):
                    dialog.ask_before_discarding = False
                dialog.reject()  # type: ignore[attr-defined]

    QTimer.singleShot(0, look)


def click_ok(dialog: SettingsDialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


def choose_page(dialog: SettingsDialog, title: str) -> None:
    """Click the page's entry in the list on the left."""
    row = next(i for i, page in enumerate(dialog.pages) if page.title == title)
    item = dialog.page_list.item(row)
    point = dialog.page_list.visualItemRect(item).center()
    QTest.mouseClick(dialog.page_list.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_scoring_set_in_settings_is_the_next_matchs(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(variant=Variant.PINEAPPLE))
    seen: list[str] = []

    def to_one_four(dialog: QWidget) -> None:
        assert isinstance(dialog, SettingsDialog)
        # The running table's rules are named apart from the ones being edited.
        seen.append(dialog.table_rules_label.text())
        choose_page(dialog, "Scoring")
        dialog.scoring_page.scoring.setFocus()  # (its mnemonic: test_settings_keys.py)
        QTest.keyClick(dialog.scoring_page.scoring, Qt.Key.Key_Down)  # 1-6 → 1-4
        assert dialog.scoring_page.scoring.currentData() == "1-4"
        click_ok(dialog)

    when_shown(SettingsDialog, to_one_four)
    window.settings_action.trigger()
    assert window.settings.rules.scoring is ScoringPreset.ONE_FOUR
    assert seen and seen[0].startswith("This table plays: Pineapple")
    assert "next match" in seen[0]
    # The table being played keeps its rules.
    assert window.controller.snapshot.rules.scoring is ScoringPreset.ONE_SIX

    def start_match(dialog: QWidget) -> None:
        assert isinstance(dialog, NewMatchDialog)
        assert dialog.preset_combo.currentText() == CURRENT_SETTINGS
        assert dialog.preset_combo.findText(LAST_MATCH) >= 0  # still one pick away
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    when_shown(NewMatchDialog, start_match)
    window.new_action.trigger()
    match = window.controller.match
    assert match is not None and match.rules.scoring is ScoringPreset.ONE_FOUR
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    QTest.keyClick(window.view, Qt.Key.Key_F2)
    helps = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesHelpDialog)]
    helps += window.findChildren(RulesHelpDialog)
    assert helps and any(h.isVisible() for h in helps)
    text = next(h for h in helps if h.isVisible()).browser.toPlainText()
    assert "the 1-4 system" in text and "the 1-6 system" not in text


def test_settings_say_they_are_for_the_next_match(qtbot: QtBot) -> None:
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    assert dialog.table_rules_label.text() == "The rules here are for the next match you start."
    dialog.show()
    assert dialog.table_rules_label.isVisible()
    dialog.show_page("Table")
    assert not dialog.table_rules_label.isVisible()  # table options apply at once


def test_the_last_matchs_rules_can_still_be_chosen(qtbot: QtBot) -> None:
    last = TableSetup(RuleSet(variant=Variant.TURBO), seats_from_kinds(["human", "easy"]), 5)
    settings = AppSettings(rules=RuleSet(scoring=ScoringPreset.TWO_FOUR))
    dialog = NewMatchDialog(settings, last)
    qtbot.addWidget(dialog)
    assert dialog.setup().rules == settings.rules
    dialog.preset_combo.setFocus()
    QTest.keyClick(dialog.preset_combo, Qt.Key.Key_Down)  # the next entry: the last match
    assert dialog.preset_combo.currentText() == LAST_MATCH
    assert dialog.setup() == replace(last, seed=None)  # its rules; new cards


# ----- a new player's matches keep dealing --------------------------------------------


def test_new_settings_and_the_command_line_keep_dealing() -> None:
    assert AppSettings().rules.match_length is MatchLength.UNLIMITED
    assert RuleSet().match_length is MatchLength.ORBIT  # the engine's own default stays
    assert table_setup(parse_args([])).rules.match_length is MatchLength.UNLIMITED


def test_a_fresh_players_match_deals_a_third_hand(qtbot: QtBot, window: MainWindow) -> None:
    window.settings = AppSettings()

    def start_match(dialog: QWidget) -> None:
        assert isinstance(dialog, NewMatchDialog)
        assert dialog.format_combo.currentData() == "unlimited"
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    when_shown(NewMatchDialog, start_match)
    window.new_action.trigger()
    controller = window.controller
    for _ in range(2):
        play_hand_as_the_human(qtbot, controller)
        assert controller.snapshot.can_next_hand and not controller.snapshot.match_over
        QTest.mouseClick(window.panel.next_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not controller.snapshot.hand_over, timeout=20_000)
    match = controller.match
    assert match is not None and len(match.hands) == 3
