"""The settings dialog from the keyboard: on every page each label's mnemonic (Alt+key)
moves the focus to its own control, no two visible mnemonics share a key, and keys typed
after a mnemonic never change a royalty (the table edits only on a double-click, F2 or a
click on the selected cell)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.core.royalties import STANDARD_ROYALTIES
from ofc_desktop.ui.dialogs.settings_dialog import SettingsDialog
from ofc_desktop.ui.models.options import AppSettings


@pytest.fixture
def dialog(qtbot: QtBot) -> Iterator[SettingsDialog]:
    shown = SettingsDialog(AppSettings())
    shown.ask_before_discarding = False
    qtbot.addWidget(shown)
    shown.show()
    shown.activateWindow()
    assert QTest.qWaitForWindowActive(shown)
    yield shown


def mnemonic(text: str) -> str | None:
    """The letter after a single '&' ("Roya&lties:" → "l")."""
    at = text.replace("&&", "").find("&")
    return text.replace("&&", "")[at + 1].lower() if at >= 0 else None


def visible_mnemonics(dialog: SettingsDialog) -> list[tuple[str, QWidget]]:
    """(key, widget) for every visible label or button with a mnemonic."""
    found: list[tuple[str, QWidget]] = []
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisible() or not isinstance(widget, QLabel | QAbstractButton):
            continue
        key = mnemonic(widget.text())
        if key is not None:
            found.append((key, widget))
    return found


def alt(dialog: SettingsDialog, key: str) -> None:
    target = dialog.focusWidget() or dialog
    QTest.keyClick(target, Qt.Key(ord(key.upper())), Qt.KeyboardModifier.AltModifier)


@pytest.mark.parametrize(
    "title",
    ["Game", "Scoring", "Royalties", "Fouls and moon", "Fantasyland", "Timers", "Table"],
)
def test_every_mnemonic_moves_the_focus_to_its_control(dialog: SettingsDialog, title: str) -> None:
    dialog.show_page(title)
    found = visible_mnemonics(dialog)
    keys = [key for key, _widget in found]
    assert len(keys) == len(set(keys)), sorted(keys)  # none is ambiguous
    labels = [(key, w) for key, w in found if isinstance(w, QLabel)]
    assert labels or title == "Fouls and moon"
    for key, label in labels:
        assert isinstance(label, QLabel)
        buddy = label.buddy()
        assert buddy is not None, label.text()
        assert buddy.focusPolicy() & Qt.FocusPolicy.TabFocus, label.text()
        if not buddy.isEnabled():
            continue  # (jokers play: greyed while no joker is dealt)
        dialog.page_list.setFocus()
        alt(dialog, key)
        assert dialog.focusWidget() is buddy, label.text()


def test_the_system_mnemonic_focuses_the_scoring_system(dialog: SettingsDialog) -> None:
    dialog.show_page("Scoring")
    dialog.page_list.setFocus()
    alt(dialog, "s")
    assert dialog.focusWidget() is dialog.scoring_page.scoring
    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Down)
    assert dialog.collect().rules.scoring.value == "1-4"


def test_typing_on_the_royalty_table_changes_no_royalty(
    qtbot: QtBot, dialog: SettingsDialog
) -> None:
    page = dialog.royalties_page
    dialog.show_page("Royalties")
    cell = page.model.cell_index("Straight flush", "bottom")
    page.view.setFocus()
    page.view.setCurrentIndex(cell)
    before = page.model.table()
    assert before == STANDARD_ROYALTIES
    # A mnemonic no control of this page owns, then digits: nothing is edited.
    alt(dialog, "s")
    QTest.keyClicks(dialog.focusWidget() or page.view, "250")
    assert page.model.table() == before
    assert page.preset.currentData() == "standard"
    # F2 edits the selected cell on purpose.
    page.view.setFocus()
    page.view.setCurrentIndex(cell)  # (typing digits searched the cells' numbers)
    QTest.keyClick(page.view, Qt.Key.Key_F2)
    assert page.view.state() is QAbstractItemView.State.EditingState
    editor = dialog.focusWidget()
    assert isinstance(editor, QSpinBox) and editor.value() == 15
    QTest.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(editor, "60")
    QTest.keyClick(editor, Qt.Key.Key_Return)  # committed once the event loop runs
    qtbot.waitUntil(lambda: page.model.data(cell, Qt.ItemDataRole.EditRole) == 60)
    assert dialog.isVisible()
    assert page.preset.currentData() == "custom"
