"""The window's keys: the F1 help, whose list of shortcuts is read from the window's own
actions and buttons (so it never falls behind them), and F6 between table and panel."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QWidget

NATIVE = QKeySequence.SequenceFormat.NativeText


def plain(text: str) -> str:
    """A menu or button text as read: mnemonics and the trailing ellipsis gone."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def window_shortcuts(window: QWidget) -> list[tuple[str, str]]:
    """(keys, what it does) for every action and button of ``window`` with keys of its
    own, in the order they were made; a button's mnemonic (Alt+letter) is not a key of
    its own, and the menu bar shows those anyway."""
    rows: list[tuple[str, str]] = []
    for action in window.findChildren(QAction):
        keys = ", ".join(s.toString(NATIVE) for s in action.shortcuts() if not s.isEmpty())
        if keys and action.text():
            rows.append((keys, plain(action.text())))
    for button in window.findChildren(QAbstractButton):
        shortcut = button.shortcut()
        if shortcut.isEmpty() or shortcut == QKeySequence.mnemonic(button.text()):
            continue
        rows.append((shortcut.toString(NATIVE), plain(button.text())))
    return rows


def keys_help(window: QWidget) -> str:
    """The F1 text: mouse and table keys, then every shortcut of the window."""
    table = QCoreApplication.translate(
        "Keys",
        "<b>Mouse</b>: click a card, then a row; or drag the card onto the row.<br>"
        "<b>Keyboard on the table</b>: ←/→ pick a card (with one card in hand the keys "
        "below play it directly); 1/2/3 (or T/M/B) put it on the top, middle or bottom "
        "row; D discards it; H returns it to your hand; Enter confirms the street; "
        "Backspace undoes; Esc drops the selection.<br>"
        "<b>Moving around</b>: Tab and Shift+Tab go through the table and the panel's "
        "buttons; F6 (or Ctrl+Tab) moves between the table and the panel.",
    )
    rows = "".join(
        f"<tr><td><b>{keys}</b>&nbsp;&nbsp;</td><td>{what}</td></tr>"
        for keys, what in window_shortcuts(window)
    )
    heading = QCoreApplication.translate("Keys", "<b>Menus and buttons</b>:")
    return f"{table}<br><br>{heading}<table>{rows}</table>"


def add_panel_switch(window: QWidget, table: QWidget, panel: QWidget) -> QAction:
    """F6 and Shift+F6: from the table to the panel's first control and back, from
    wherever the focus is (the table's own F6 works only while it has the focus)."""
    action = QAction(QCoreApplication.translate("Keys", "Switch between table and panel"), window)
    action.setShortcuts([QKeySequence("F6"), QKeySequence("Shift+F6")])

    def switch() -> None:
        focus = window.focusWidget()
        on_table = focus is not None and (focus is table or table.isAncestorOf(focus))
        if on_table:
            _first(panel)
        else:
            table.setFocus()

    action.triggered.connect(switch)
    window.addAction(action)
    return action


def _first(panel: QWidget) -> None:
    """Focus the panel's first control that takes the keyboard focus."""
    widget = panel.nextInFocusChain()
    while widget is not None and widget is not panel:
        takes_tab = bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        if takes_tab and widget.isVisible() and widget.isEnabled() and panel.isAncestorOf(widget):
            widget.setFocus()
            return
        widget = widget.nextInFocusChain()
    panel.setFocus()
