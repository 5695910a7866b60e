"""The main window's menus (Game, View, Table, Help): every action with its shortcut and
one description for tool tips, the status bar and screen readers. The actions are kept
on the window, whose methods they call; their texts keep the window's translation
context."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

from ofc_desktop.ui.dialogs.about_dialog import add_about_actions
from ofc_desktop.ui.keys import add_panel_switch
from ofc_desktop.ui.models.options import PLACEMENT_MODES
from ofc_desktop.ui.theme import DARK, theme_named

if TYPE_CHECKING:
    from ofc_desktop.ui.main_window import MainWindow


def describe(action: QAction, text: str) -> None:
    """One description for every place a tool or a screen reader looks for one."""
    action.setToolTip(text)
    action.setStatusTip(text)
    action.setWhatsThis(text)


def _action(
    window: MainWindow, text: str, shortcut: str, description: str, checkable: bool = False
) -> QAction:
    action = QAction(text, window)
    action.setShortcut(QKeySequence(shortcut))
    action.setCheckable(checkable)
    describe(action, description)
    return action


def _item(
    menu: QMenu,
    action: QAction,
    slot: Callable[..., object],
) -> QAction:
    """``action`` in ``menu``, calling ``slot``: with the new state if it is a switch."""
    (action.toggled if action.isCheckable() else action.triggered).connect(slot)
    menu.addAction(action)
    return action


def build_menus(window: MainWindow) -> None:
    """The menus and their actions, kept on the window (``window.new_action`` …)."""
    _game_menu(window)
    _view_menu(window)
    _table_menu(window)
    _help_menu(window)


def _game_menu(window: MainWindow) -> None:
    game = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Game"))
    window.new_action = _item(
        game,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&New match…"),
            "Ctrl+N",
            QCoreApplication.translate(
                "MainWindow", "Choose the variant, the rules and who sits at the table, then deal"
            ),
        ),
        window.new_match_from_dialog,
    )
    window.next_action = _item(
        game,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "Ne&xt hand"),
            "Ctrl+D",
            QCoreApplication.translate("MainWindow", "Deal the next hand of this match"),
        ),
        window.controller.next_hand,
    )
    game.addSeparator()
    window.settings_action = _item(
        game,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&Settings…"),
            "Ctrl+,",
            QCoreApplication.translate(
                "MainWindow", "Rules for the next match, the table's look, and rule presets"
            ),
        ),
        window.edit_settings,
    )
    game.addSeparator()
    window.history_action = _item(
        game,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "Hand &history…"),
            "Ctrl+H",
            QCoreApplication.translate(
                "MainWindow", "Past matches and hands: replay, review, export and import them"
            ),
        ),
        window.show_history,
    )
    window.statistics_action = _item(
        game,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "S&tatistics…"),
            "Ctrl+T",
            QCoreApplication.translate(
                "MainWindow", "Points, fouls, Fantasyland and royalties per player and bot level"
            ),
        ),
        window.show_statistics,
    )
    window.lab_action = _item(
        game,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "Position &lab…"),
            "Ctrl+L",
            QCoreApplication.translate(
                "MainWindow", "Set up any position, analyse it, compare its plays and share it"
            ),
        ),
        window.open_position_lab,
    )
    window.drills_action = _item(
        game,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&Drills…"),
            "Ctrl+P",
            QCoreApplication.translate(
                "MainWindow", "Practise your own mistakes and puzzles, graded by the analysis"
            ),
        ),
        window.open_drills,
    )
    window.coach_action = _item(
        game,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&Coach report…"),
            "Ctrl+R",
            QCoreApplication.translate(
                "MainWindow",
                "Where you lose points: every decision of your hands graded, by kind, with "
                "your largest leaks and a way to practise each",
            ),
        ),
        window.open_coach_report,
    )
    # What reads or writes the hand history waits for one.
    for action in (
        window.history_action,
        window.statistics_action,
        window.drills_action,
        window.coach_action,
    ):
        action.setEnabled(window.storage is not None)
    game.addSeparator()
    window.quit_action = _item(
        game,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&Quit"),
            "Ctrl+Q",
            QCoreApplication.translate("MainWindow", "Close the game"),
        ),
        window.close,
    )


def _view_menu(window: MainWindow) -> None:
    view = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&View"))
    window.review_action = _item(
        view,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&Score review"),
            "F9",
            QCoreApplication.translate(
                "MainWindow", "Show or hide the last hand's scoring, pair by pair"
            ),
            checkable=True,
        ),
        window.review_overlay.setVisible,
    )
    window.review_overlay.visibilityChanged.connect(window.review_action.setChecked)
    window.table_review_action = _item(
        view,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "Review on the &table"),
            "F10",
            QCoreApplication.translate(
                "MainWindow",
                "Mark the last hand's rows won, lost or tied on the cards, pair by pair",
            ),
            checkable=True,
        ),
        lambda on: window.review_on_table() if on else window.review_bar.close_review(),
    )
    window.review_bar.closed.connect(lambda: window.table_review_action.setChecked(False))
    window.dark_action = _item(
        view,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&Dark table"),
            "Ctrl+Shift+D",
            QCoreApplication.translate(
                "MainWindow", "A dark felt and dark windows; the cards stay light"
            ),
            checkable=True,
        ),
        lambda on: _change(window, theme="dark" if on else "light"),
    )


def _change(window: MainWindow, **changes: object) -> None:
    window.set_options(window.options.with_changes(**changes))


def _table_menu(window: MainWindow) -> None:
    table = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Table"))
    placement = table.addMenu(QCoreApplication.translate("MainWindow", "&Placing cards"))
    window.placement_group = QActionGroup(window)
    placement_choices = (
        (
            QCoreApplication.translate("MainWindow", "Click or &drag"),
            QCoreApplication.translate("MainWindow", "Click a card then a row, or drag it"),
        ),
        (
            QCoreApplication.translate("MainWindow", "&Click only"),
            QCoreApplication.translate("MainWindow", "Click a card, then the row it goes to"),
        ),
        (
            QCoreApplication.translate("MainWindow", "D&rag only"),
            QCoreApplication.translate(
                "MainWindow", "Drag cards onto their rows; clicks do nothing"
            ),
        ),
    )
    for number, (mode, (label, description)) in enumerate(
        zip(PLACEMENT_MODES, placement_choices, strict=True), start=1
    ):
        action = _action(window, label, f"Ctrl+{number}", description, checkable=True)
        action.setData(mode)
        # triggered, not toggled: the group unticks the others without a change each.
        action.triggered.connect(lambda _=False, m=mode: _change(window, placement_mode=m))
        window.placement_group.addAction(action)
        placement.addAction(action)
    window.four_colour_action = _item(
        table,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&Four-colour deck"),
            "Ctrl+4",
            QCoreApplication.translate(
                "MainWindow", "Blue diamonds and green clubs, so every suit stands apart"
            ),
            checkable=True,
        ),
        lambda on: _change(window, four_colour_deck=on),
    )
    window.animate_action = _item(
        table,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&Animate cards"),
            "Ctrl+Shift+A",
            QCoreApplication.translate(
                "MainWindow", "Let cards glide to their places instead of jumping"
            ),
            checkable=True,
        ),
        lambda on: _change(window, animation="normal" if on else "off"),
    )
    window.mute_action = _item(
        table,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&Mute sounds"),
            "Ctrl+M",
            QCoreApplication.translate(
                "MainWindow", "Silence the deal, place, discard, scoop, foul and Fantasyland sounds"
            ),
            checkable=True,
        ),
        lambda on: _change(window, muted=on),
    )
    show_options(window)


def _help_menu(window: MainWindow) -> None:
    help_menu = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    window.help_action = _item(
        help_menu,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&Keyboard and mouse"),
            "F1",
            QCoreApplication.translate("MainWindow", "How to play with the mouse or the keyboard"),
        ),
        lambda: QMessageBox.information(
            window, QCoreApplication.translate("MainWindow", "Playing"), window.keys_help()
        ),
    )
    window.rules_action = _item(
        help_menu,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&Rules of this game"),
            "F2",
            QCoreApplication.translate(
                "MainWindow",
                "The rules of the variant being played, with its royalty table and scoring",
            ),
        ),
        lambda: window.show_rules(),
    )
    window.tutorial_action = _item(
        help_menu,
        _action(
            window,
            QCoreApplication.translate("MainWindow", "&Guided first hand"),
            "Ctrl+G",
            QCoreApplication.translate(
                "MainWindow",
                "Learn the game on one hand that explains rows, fouls, royalties, "
                "scoring and Fantasyland as they come up",
            ),
        ),
        window.start_tutorial,
    )
    help_menu.addSeparator()
    help_menu.addAction(window.coach_action)  # learning from your own hands
    help_menu.addAction(window.drills_action)
    window.about_action, window.about_qt_action = add_about_actions(
        help_menu, window, partial(_action, window)
    )
    window.panel_switch_action = add_panel_switch(window, window.view, window.panel)


def show_options(window: MainWindow) -> None:
    """Tick the actions that mirror the table options."""
    for action in window.placement_group.actions():
        action.setChecked(action.data() == window.options.placement_mode)
    for action, on in (
        (window.four_colour_action, window.options.four_colour_deck),
        (window.animate_action, window.options.animation != "off"),
        (window.dark_action, theme_named(window.options.theme) is DARK),
        (window.mute_action, window.options.muted),
    ):
        action.blockSignals(True)
        action.setChecked(on)
        action.blockSignals(False)
