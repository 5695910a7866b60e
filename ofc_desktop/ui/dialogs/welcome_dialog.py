"""The first start's question: is the player new to Open-Face Chinese Poker?

A newcomer gets the live help switched on (the Hint button, the foul chance and the
row prospects) and the guided first hand; someone who knows the game gets the table as
it is. Either way the answer is kept in the settings, so the question comes once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from ofc_desktop.ui.main_window import MainWindow


class WelcomeDialog(QDialog):
    """Asks whether the player is new to the game; ``exec()`` accepts for "new"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomeDialog")
        self.setWindowTitle(self.tr("Welcome to OFC Desktop"))
        question = QLabel(self.tr("<b>Are you new to Open-Face Chinese Poker?</b>"))
        question.setTextFormat(Qt.TextFormat.RichText)
        details = QLabel(
            self.tr(
                "<p>If you are, the game switches on its <b>live help</b>: the <b>Hint</b> "
                "button with the best plays, the chance that your board <i>fouls</i> (ends "
                "with its rows in the wrong order) before you confirm a street, and what each "
                "row could still become. Then a "
                "<b>guided first hand</b> explains the rows, fouls, royalties, scoring and "
                "Fantasyland as they come up.</p>"
                "<p>You can switch the live help on or off at any time in <b>Game → "
                "Settings… → Table</b> (Live help), and play the guided hand again from "
                "<b>Help → Guided first hand</b>.</p>"
            )
        )
        details.setTextFormat(Qt.TextFormat.RichText)
        details.setWordWrap(True)
        self.new_button = QPushButton(self.tr("&Yes, teach me"))
        self.new_button.setAccessibleDescription(
            self.tr("Switch the live help on and play the guided first hand")
        )
        self.known_button = QPushButton(self.tr("&No, I know the game"))
        self.known_button.setAccessibleDescription(
            self.tr("Go straight to the table; the live help stays off")
        )
        buttons = QDialogButtonBox()
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.known_button, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.new_button.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addWidget(details)
        layout.addWidget(buttons)
        details.setMinimumWidth(440)  # a comfortable line, whatever the font
        layout.activate()  # sized before it is shown: the platform need not resize it


def ask_is_new(parent: QWidget) -> bool:
    """Show the question; True when the player says they are new (closing it is a no)."""
    dialog = WelcomeDialog(parent)
    try:
        return dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()


def is_first_start(window: MainWindow) -> bool:
    """The program has not asked yet and runs on a data folder with no settings file:
    a newcomer. A settings file without the answer comes from an earlier version, whose
    player knows the way round, unless a first start that showed bots alone left the
    question waiting; a window without files (a test's) is never asked."""
    storage = window.storage
    return (
        storage is not None
        and not window.options.learner_asked
        and (window.options.welcome_waits or not storage.paths.settings_file.exists())
    )


def welcome_waits(window: MainWindow) -> None:
    """A first start at a table of bots alone has nobody to ask: keep the question for
    the first start with a person at the table."""
    if is_first_start(window) and not window.options.welcome_waits:
        window.set_options(window.options.with_changes(welcome_waits=True))


def welcome_first_start(window: MainWindow) -> bool:
    """At the first start only, ask whether the player is new; for a newcomer switch the
    live help on and start the guided hand. The answer is saved either way, so the
    question never comes again. Returns True when the guided hand was started."""
    if not is_first_start(window):
        return False
    new = ask_is_new(window)
    options = window.options.with_changes(learner_asked=True, welcome_waits=False)
    if new:
        options = options.with_changes(hints=True, foul_odds=True, row_prospects=True)
    window.set_options(options)  # saves the settings
    return new and window.start_tutorial() is not None
