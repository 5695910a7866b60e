"""The Table page of the settings dialog: how the table looks and answers
(TableOptions); none of it changes the rules."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QCheckBox, QSpinBox, QWidget

from ofc_desktop.ui.dialogs.settings_pages import SettingsPage, chosen, combo, note, select
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.options import LANGUAGES, AppSettings

# Marked for lupdate here, translated when the page is built.
PLACEMENT_LABELS = (
    (QT_TRANSLATE_NOOP("TablePage", "Click or drag"), "both"),
    (QT_TRANSLATE_NOOP("TablePage", "Click a card, then a row"), "click"),
    (QT_TRANSLATE_NOOP("TablePage", "Drag cards only"), "drag"),
)
CARD_BACK_LABELS = (
    (QT_TRANSLATE_NOOP("TablePage", "Blue"), "blue"),
    (QT_TRANSLATE_NOOP("TablePage", "Red"), "red"),
    (QT_TRANSLATE_NOOP("TablePage", "Green"), "green"),
)
ANIMATION_LABELS = (
    (QT_TRANSLATE_NOOP("TablePage", "Off"), "off"),
    (QT_TRANSLATE_NOOP("TablePage", "Fast"), "fast"),
    (QT_TRANSLATE_NOOP("TablePage", "Normal"), "normal"),
    (QT_TRANSLATE_NOOP("TablePage", "Slow"), "slow"),
)
THEME_LABELS = (
    (QT_TRANSLATE_NOOP("TablePage", "Follow the system"), "system"),
    (QT_TRANSLATE_NOOP("TablePage", "Light"), "light"),
    (QT_TRANSLATE_NOOP("TablePage", "Dark"), "dark"),
)
THINKING_LABELS = (
    (QT_TRANSLATE_NOOP("TablePage", "Fast"), "fast"),
    (QT_TRANSLATE_NOOP("TablePage", "Normal"), "normal"),
    (QT_TRANSLATE_NOOP("TablePage", "Long"), "long"),
    (QT_TRANSLATE_NOOP("TablePage", "Very long"), "very_long"),
)
# Each language by its own name, the same in every language (see options.LANGUAGES).
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}


class TablePage(SettingsPage):
    """Placement mode, deck colours, card back, animation speed, theme, the foul
    confirmation, the live help, sound, and the language (from the next start)."""

    title = QT_TRANSLATE_NOOP("TablePage", "Table")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.placement_mode = combo([(self.tr(label), value) for label, value in PLACEMENT_LABELS])
        self.four_colour_deck = QCheckBox(self.tr("&Four-colour deck (blue diamonds, green clubs)"))
        self.card_back = combo([(self.tr(label), value) for label, value in CARD_BACK_LABELS])
        self.animation = combo([(self.tr(label), value) for label, value in ANIMATION_LABELS])
        self.theme = combo([(self.tr(label), value) for label, value in THEME_LABELS])
        self.theme.setToolTip(
            self.tr(
                "Dark: a dark felt and dark windows; the cards stay "
                "light (View → Dark table, Ctrl+Shift+D)"
            )
        )
        self.confirm_certain_foul = QCheckBox(
            self.tr("Ask before confirming a street that fouls for &sure")
        )
        self.hints = QCheckBox(
            self.tr("Show the &Hint button: the top three plays and their value")
        )
        self.foul_odds = QCheckBox(self.tr("Sho&w the chance of a foul before confirming"))
        self.row_prospects = QCheckBox(self.tr("Show what each &row could still become"))
        self.outs = QCheckBox(self.tr("Show outs and &dead cards"))
        self.outs.setToolTip(
            self.tr(
                "The cards you have seen so far, and for each row the draws it holds "
                "with their outs still live and the chance to complete them"
            )
        )
        self.grade_hands = QCheckBox(self.tr("Find my mistakes in finished hands for dr&ills"))
        self.grade_hands.setToolTip(
            self.tr(
                "Each finished hand is reviewed in the background; every mistake or "
                "blunder becomes a drill to practise (Game → Drills)"
            )
        )
        self.thinking_time = combo([(self.tr(label), value) for label, value in THINKING_LABELS])
        self.thinking_time.setToolTip(
            self.tr(
                "How long Hard and Expert opponents may think about each play: longer "
                "plays a little stronger; Normal keeps every play under a few seconds"
            )
        )
        self.sound_volume = QSpinBox()
        self.sound_volume.setRange(0, 100)
        self.sound_volume.setSuffix(" %")
        self.sound_volume.setAccessibleName(self.tr("Sound volume"))
        self.muted = QCheckBox(self.tr("&Mute sounds"))
        self.language = combo(
            [
                (self.tr("System default"), "system"),
                *((LANGUAGE_NAMES.get(code, code), code) for code in LANGUAGES if code != "system"),
            ]
        )
        self.language_note = note(
            self.tr("A new language is used from the next time OFC Desktop starts.")
        )
        self.form.addRow(self.tr("Placing &cards:"), self.placement_mode)
        self.form.addRow("", self.four_colour_deck)
        self.form.addRow(self.tr("Card &back:"), self.card_back)
        self.form.addRow(self.tr("A&nimation:"), self.animation)
        self.form.addRow(self.tr("&Theme:"), self.theme)
        self.form.addRow("", self.confirm_certain_foul)
        self.form.addRow(self.tr("Live help:"), self.hints)
        self.form.addRow("", self.foul_odds)
        self.form.addRow("", self.row_prospects)
        self.form.addRow("", self.outs)
        self.form.addRow("", self.grade_hands)
        self.form.addRow(self.tr("Computer thin&king time:"), self.thinking_time)
        self.form.addRow(self.tr("Sound &volume:"), self.sound_volume)
        self.form.addRow("", self.muted)
        self.form.addRow(self.tr("&Language:"), self.language)
        self.form.addRow("", self.language_note)
        self.add_note(
            self.tr(
                "These change only how the table looks and answers, never the "
                "rules a match is played with."
            )
        )
        self.watch(
            self.placement_mode,
            self.four_colour_deck,
            self.card_back,
            self.animation,
            self.theme,
            self.confirm_certain_foul,
            self.hints,
            self.foul_odds,
            self.row_prospects,
            self.outs,
            self.grade_hands,
            self.thinking_time,
            self.sound_volume,
            self.muted,
            self.language,
        )

    def _load(self, settings: AppSettings) -> None:
        options = settings.options
        select(self.placement_mode, options.placement_mode)
        self.four_colour_deck.setChecked(options.four_colour_deck)
        select(self.card_back, options.card_back)
        select(self.animation, options.animation)
        select(self.theme, options.theme)
        self.confirm_certain_foul.setChecked(options.confirm_certain_foul)
        self.hints.setChecked(options.hints)
        self.foul_odds.setChecked(options.foul_odds)
        self.row_prospects.setChecked(options.row_prospects)
        self.outs.setChecked(options.outs)
        self.grade_hands.setChecked(options.grade_hands)
        select(self.thinking_time, options.thinking_time)
        self.sound_volume.setValue(options.sound_volume)
        self.muted.setChecked(options.muted)
        select(self.language, options.language)

    def save(self, settings: AppSettings) -> AppSettings:
        return replace(
            settings,
            options=settings.options.with_changes(
                placement_mode=chosen(self.placement_mode),
                four_colour_deck=self.four_colour_deck.isChecked(),
                card_back=chosen(self.card_back),
                animation=chosen(self.animation),
                theme=chosen(self.theme),
                confirm_certain_foul=self.confirm_certain_foul.isChecked(),
                hints=self.hints.isChecked(),
                foul_odds=self.foul_odds.isChecked(),
                row_prospects=self.row_prospects.isChecked(),
                outs=self.outs.isChecked(),
                grade_hands=self.grade_hands.isChecked(),
                thinking_time=chosen(self.thinking_time),
                sound_volume=self.sound_volume.value(),
                muted=self.muted.isChecked(),
                language=chosen(self.language),
            ),
        )
