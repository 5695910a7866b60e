"""The Table page of the settings dialog: how the table looks and answers
(TableOptions); none of it changes the rules."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QCheckBox, QWidget

from ofc_desktop.ui.dialogs.settings_pages import SettingsPage, chosen, combo, select
from ofc_desktop.ui.models.options import AppSettings

PLACEMENT_LABELS = (("Click or drag", "both"), ("Click a card, then a row", "click"),
                    ("Drag cards only", "drag"))
CARD_BACK_LABELS = (("Blue", "blue"), ("Red", "red"), ("Green", "green"))
ANIMATION_LABELS = (("Off", "off"), ("Fast", "fast"), ("Normal", "normal"), ("Slow", "slow"))


class TablePage(SettingsPage):
    """Placement mode, deck colours, card back, animation speed, foul confirmation."""

    title = "Table"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.placement_mode = combo(PLACEMENT_LABELS)
        self.four_colour_deck = QCheckBox("&Four-colour deck (blue diamonds, green clubs)")
        self.card_back = combo(CARD_BACK_LABELS)
        self.animation = combo(ANIMATION_LABELS)
        self.confirm_certain_foul = QCheckBox(
            "Ask before confirming a street that fouls for &sure")
        self.form.addRow("Placing &cards:", self.placement_mode)
        self.form.addRow("", self.four_colour_deck)
        self.form.addRow("Card &back:", self.card_back)
        self.form.addRow("A&nimation:", self.animation)
        self.form.addRow("", self.confirm_certain_foul)
        self.add_note("These change only how the table looks and answers, never the rules "
                      "a match is played with.")
        self.watch(self.placement_mode, self.four_colour_deck, self.card_back, self.animation,
                   self.confirm_certain_foul)

    def _load(self, settings: AppSettings) -> None:
        options = settings.options
        select(self.placement_mode, options.placement_mode)
        self.four_colour_deck.setChecked(options.four_colour_deck)
        select(self.card_back, options.card_back)
        select(self.animation, options.animation)
        self.confirm_certain_foul.setChecked(options.confirm_certain_foul)

    def save(self, settings: AppSettings) -> AppSettings:
        return replace(settings, options=settings.options.with_changes(
            placement_mode=chosen(self.placement_mode),
            four_colour_deck=self.four_colour_deck.isChecked(),
            card_back=chosen(self.card_back),
            animation=chosen(self.animation),
            confirm_certain_foul=self.confirm_certain_foul.isChecked(),
        ))
