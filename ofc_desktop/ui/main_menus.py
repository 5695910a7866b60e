"""The main window's menus (Game, View, Table, Help): every action with its shortcut and
one description for tool tips, the status bar and screen readers. The actions are kept
on the window, whose methods they call; their texts keep the window's translation
context."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMessageBox

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


def build_menus(window: MainWindow) -> None:
    """The menus and their actions, kept on the window (``window.new_action`` …)."""
    game = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Game"))
    window.new_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&New match…"),
        "Ctrl+N",
        QCoreApplication.translate(
            "MainWindow", "Choose the variant, the rules and who sits at the table, then deal"
        ),
    )
    window.new_action.triggered.connect(window.new_match_from_dialog)
    game.addAction(window.new_action)
    window.next_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "Ne&xt hand"),
        "Ctrl+D",
        QCoreApplication.translate("MainWindow", "Deal the next hand of this match"),
    )
    window.next_action.triggered.connect(window.controller.next_hand)
    game.addAction(window.next_action)
    game.addSeparator()
    window.settings_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Settings…"),
        "Ctrl+,",
        QCoreApplication.translate(
            "MainWindow", "Rules for the next match, the table's look, and rule presets"
        ),
    )
    window.settings_action.triggered.connect(window.edit_settings)
    game.addAction(window.settings_action)
    game.addSeparator()
    window.history_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "Hand &history…"),
        "Ctrl+H",
        QCoreApplication.translate(
            "MainWindow", "Past matches and hands: replay, review, export and import them"
        ),
    )
    window.history_action.triggered.connect(window.show_history)
    game.addAction(window.history_action)
    window.statistics_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "S&tatistics…"),
        "Ctrl+T",
        QCoreApplication.translate(
            "MainWindow", "Points, fouls, Fantasyland and royalties per player and bot level"
        ),
    )
    window.statistics_action.triggered.connect(window.show_statistics)
    game.addAction(window.statistics_action)
    for action in (window.history_action, window.statistics_action):
        action.setEnabled(window.storage is not None)
    window.lab_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "Position &lab…"),
        "Ctrl+L",
        QCoreApplication.translate(
            "MainWindow", "Set up any position, analyse it, compare its plays and share it"
        ),
    )
    window.lab_action.triggered.connect(window.open_position_lab)
    game.addAction(window.lab_action)
    window.drills_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Drills…"),
        "Ctrl+P",
        QCoreApplication.translate(
            "MainWindow", "Practise your own mistakes and puzzles, graded by the analysis"
        ),
    )
    window.drills_action.triggered.connect(window.open_drills)
    window.drills_action.setEnabled(window.storage is not None)
    game.addAction(window.drills_action)
    game.addSeparator()
    window.quit_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Quit"),
        "Ctrl+Q",
        QCoreApplication.translate("MainWindow", "Close the game"),
    )
    window.quit_action.triggered.connect(window.close)
    game.addAction(window.quit_action)
    view = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&View"))
    window.review_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Score review"),
        "F9",
        QCoreApplication.translate(
            "MainWindow", "Show or hide the last hand's scoring, pair by pair"
        ),
        checkable=True,
    )
    window.review_action.toggled.connect(window.review_overlay.setVisible)
    window.review_overlay.visibilityChanged.connect(window.review_action.setChecked)
    view.addAction(window.review_action)
    window.table_review_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "Review on the &table"),
        "F10",
        QCoreApplication.translate(
            "MainWindow", "Mark the last hand's rows won, lost or tied on the cards, pair by pair"
        ),
        checkable=True,
    )
    window.table_review_action.toggled.connect(
        lambda on: window.review_on_table() if on else window.review_bar.close_review()
    )
    window.review_bar.closed.connect(lambda: window.table_review_action.setChecked(False))
    view.addAction(window.table_review_action)
    window.dark_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Dark table"),
        "Ctrl+Shift+D",
        QCoreApplication.translate(
            "MainWindow", "A dark felt and dark windows; the cards stay light"
        ),
        checkable=True,
    )
    window.dark_action.toggled.connect(
        lambda on: window.set_options(window.options.with_changes(theme="dark" if on else "light"))
    )
    view.addAction(window.dark_action)
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
        action.triggered.connect(
            lambda _=False, m=mode: window.set_options(
                window.options.with_changes(placement_mode=m)
            )
        )
        window.placement_group.addAction(action)
        placement.addAction(action)
    window.four_colour_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Four-colour deck"),
        "Ctrl+4",
        QCoreApplication.translate(
            "MainWindow", "Blue diamonds and green clubs, so every suit stands apart"
        ),
        checkable=True,
    )
    window.four_colour_action.toggled.connect(
        lambda on: window.set_options(window.options.with_changes(four_colour_deck=on))
    )
    table.addAction(window.four_colour_action)
    window.animate_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Animate cards"),
        "Ctrl+Shift+A",
        QCoreApplication.translate(
            "MainWindow", "Let cards glide to their places instead of jumping"
        ),
        checkable=True,
    )
    window.animate_action.toggled.connect(
        lambda on: window.set_options(
            window.options.with_changes(animation="normal" if on else "off")
        )
    )
    table.addAction(window.animate_action)
    window.mute_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Mute sounds"),
        "Ctrl+M",
        QCoreApplication.translate(
            "MainWindow", "Silence the deal, place, discard, scoop, foul and Fantasyland sounds"
        ),
        checkable=True,
    )
    window.mute_action.toggled.connect(
        lambda on: window.set_options(window.options.with_changes(muted=on))
    )
    table.addAction(window.mute_action)
    show_options(window)
    help_menu = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    window.help_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Keyboard and mouse"),
        "F1",
        QCoreApplication.translate("MainWindow", "How to play with the mouse or the keyboard"),
    )
    window.help_action.triggered.connect(
        lambda: QMessageBox.information(
            window, QCoreApplication.translate("MainWindow", "Playing"), window.keys_help()
        )
    )
    help_menu.addAction(window.help_action)
    window.rules_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Rules of this game"),
        "F2",
        QCoreApplication.translate(
            "MainWindow",
            "The rules of the variant being played, with its royalty table and scoring",
        ),
    )
    window.rules_action.triggered.connect(lambda: window.show_rules())
    help_menu.addAction(window.rules_action)
    window.tutorial_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Guided first hand"),
        "Ctrl+G",
        QCoreApplication.translate(
            "MainWindow",
            "Learn the game on one hand that explains rows, fouls, royalties, "
            "scoring and Fantasyland as they come up",
        ),
    )
    window.tutorial_action.triggered.connect(window.start_tutorial)
    help_menu.addAction(window.tutorial_action)
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
