"""The lab's set-up controls, on two lines: the rules (variant, decks, jokers, and every
other rule through "Rules…") with the analysis's budget (sampled futures); then the
seats, who is to play (the hero, and whether it plays Fantasyland), the button, and who
else is in Fantasyland. They edit the :class:`PositionEditor` and follow it when a
pasted or opened position changes it."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.position_analysis import DEFAULT_FUTURES
from ofc_desktop.core.rules import Variant
from ofc_desktop.ui.lab.editor_model import MAX_SEATS, MIN_SEATS, PositionEditor, shown_name
from ofc_desktop.ui.lab.rules_dialog import LabRulesDialog
from ofc_desktop.ui.models.history_models import variant_label
from ofc_desktop.ui.models.rules_summary import describe_rules

MIN_FUTURES, MAX_FUTURES = 10, 100_000


class LabSetupBar(QWidget):
    """Two lines of set-up controls above the board editor."""

    rulesRejected = Signal(str)  # the reason, when a rule change is impossible

    def __init__(self, editor: PositionEditor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.variant = QComboBox()
        for variant in Variant:
            self.variant.addItem(variant_label(variant.value), variant)
        self.variant.setToolTip(self.tr("The variant: how many cards each street deals"))
        self.decks = QComboBox()
        self.decks.addItem(self.tr("One deck"), 1)
        self.decks.addItem(self.tr("Two decks"), 2)
        self.jokers = QComboBox()
        for count, text in (
            (0, self.tr("No jokers")),
            (1, self.tr("1 joker per deck")),
            (2, self.tr("2 jokers per deck")),
        ):
            self.jokers.addItem(text, count)
        self.seats = QSpinBox()
        self.seats.setRange(MIN_SEATS, MAX_SEATS)
        self.seats.setPrefix(self.tr("Seats: "))
        self.seats.setAccessibleName(self.tr("Number of seats"))
        self.hero = QComboBox()
        self.hero.setToolTip(self.tr("The seat to play: its hand is analysed"))
        self.hero.setAccessibleName(self.tr("Seat to play"))
        self.button = QComboBox()
        self.button.setToolTip(self.tr("The seat on the button"))
        self.button.setAccessibleName(self.tr("Button"))
        self.hero_fantasyland = QCheckBox(self.tr("In Fantasyland"))
        self.hero_fantasyland.setToolTip(
            self.tr(
                "The seat to play is in Fantasyland: it is dealt its whole hand at once "
                "(as many cards as these rules deal) and sets its board in one go"
            )
        )
        self.hero_fantasyland.toggled.connect(
            lambda on: self.editor.set_fantasyland(self.editor.hero, on)
        )
        self.rules_button = QPushButton(self.tr("Rules…"))
        self.rules_button.setToolTip(
            self.tr("Every rule of the position: scoring, royalties, fouls, Fantasyland…")
        )
        self.rules_button.clicked.connect(self.edit_rules)
        self.rules_summary = QLabel()
        self.rules_summary.setWordWrap(False)
        # The summary takes what room is left and never widens the window.
        self.rules_summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.fantasyland_menu = QMenu(self)
        # A push button sizes itself with room for its menu arrow (a tool button drew
        # the arrow over the end of its text).
        self.fantasyland = QPushButton(self.tr("Fantasyland"))
        self.fantasyland.setToolTip(self.tr("Which seats are in Fantasyland"))
        self.fantasyland.setMenu(self.fantasyland_menu)
        self.futures = QSpinBox()
        self.futures.setRange(MIN_FUTURES, MAX_FUTURES)
        self.futures.setSingleStep(100)
        self.futures.setValue(DEFAULT_FUTURES)
        self.futures.setPrefix(self.tr("Futures: "))
        self.futures.setToolTip(
            self.tr(
                "How many ways the rest of the hand is dealt out for each play: "
                "more is surer, and slower"
            )
        )
        self.futures.setAccessibleName(self.tr("Futures per play"))
        rules_line = QHBoxLayout()
        for widget in (self.variant, self.decks, self.jokers, self.rules_button):
            rules_line.addWidget(widget)
        rules_line.addWidget(self.rules_summary, stretch=1)
        rules_line.addWidget(self.futures)
        seats_line = QHBoxLayout()
        seats_line.addWidget(self.seats)
        seats_line.addWidget(QLabel(self.tr("To play:")))
        seats_line.addWidget(self.hero)
        seats_line.addWidget(self.hero_fantasyland)
        seats_line.addWidget(QLabel(self.tr("Button:")))
        seats_line.addWidget(self.button)
        seats_line.addWidget(self.fantasyland)
        seats_line.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(rules_line)
        layout.addLayout(seats_line)
        for combo in (self.variant, self.decks, self.jokers):
            combo.activated.connect(lambda _index: self._change_rules())
        self.seats.valueChanged.connect(editor.set_seat_count)
        self.hero.activated.connect(editor.set_hero)
        self.button.activated.connect(editor.set_button)
        editor.changed.connect(self.follow)
        self.follow()

    def _change_rules(self) -> None:
        try:
            rules = self.editor.rules.with_changes(
                variant=self.variant.currentData(),
                decks=self.decks.currentData(),
                jokers_per_deck=self.jokers.currentData(),
            )
        except ValueError as error:
            self.follow()  # back to the rules in force
            self.rulesRejected.emit(str(error))
            return
        self.editor.set_rules(rules)

    def edit_rules(self) -> None:
        """Rules…: every rule of the position, on the settings dialog's pages."""
        rules = LabRulesDialog.edit(self, self.editor.rules)
        if rules is not None:
            self.editor.set_rules(rules)

    def follow(self) -> None:
        """Show the editor's set-up."""
        editor, rules = self.editor, self.editor.rules
        widgets = (
            self.variant,
            self.decks,
            self.jokers,
            self.seats,
            self.hero,
            self.button,
            self.hero_fantasyland,
        )
        for widget in widgets:
            widget.blockSignals(True)
        self.variant.setCurrentIndex(self.variant.findData(rules.variant))
        self.decks.setCurrentIndex(self.decks.findData(rules.decks))
        self.jokers.setCurrentIndex(self.jokers.findData(rules.jokers_per_deck))
        self.seats.setValue(editor.seat_count)
        for combo, chosen in ((self.hero, editor.hero), (self.button, editor.button)):
            combo.clear()
            combo.addItems([shown_name(name) for name in editor.names])
            combo.setCurrentIndex(chosen)
        self.hero_fantasyland.setChecked(editor.fantasyland[editor.hero])
        for widget in widgets:
            widget.blockSignals(False)
        actions = self.fantasyland_menu.actions()
        names = [shown_name(name) for name in editor.names]
        if [action.text() for action in actions] != names:
            # Rebuilt only when the seats change: a toggled action must outlive its signal.
            self.fantasyland_menu.clear()
            for seat, name in enumerate(names):
                action = QAction(name, self.fantasyland_menu)
                action.setCheckable(True)
                action.toggled.connect(lambda on, s=seat: self.editor.set_fantasyland(s, on))
                self.fantasyland_menu.addAction(action)
            actions = self.fantasyland_menu.actions()
        for action, on in zip(actions, editor.fantasyland, strict=True):
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)
        count = sum(editor.fantasyland)
        self.fantasyland.setText(
            self.tr("Fantasyland: {count}").format(count=count) if count else self.tr("Fantasyland")
        )
        summary = describe_rules(rules)
        self.rules_summary.setText(summary)
        self.rules_summary.setToolTip(summary)
