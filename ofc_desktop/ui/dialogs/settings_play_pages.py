"""The rule pages of the settings dialog for how a hand ends and what carries on:
fouls and shoot the moon, Fantasyland, closed Chinese poker, timers. Each page shows
RuleSet fields and hands every one back from ``rule_values()``; RuleSet judges them.
The Timers page also holds how Play for me answers (a table option, not a rule)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QWidget,
)

from ofc_desktop.core.rules import (
    FantasylandCards,
    RuleSet,
    Variant,
)
from ofc_desktop.ui.dialogs.settings_pages import (
    RulesPage,
    chosen,
    combo,
    note,
    row_of,
    select,
    spin,
)
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.options import AppSettings

# Marked for lupdate here, translated when shown.
_TIMER_SECONDS = {"off": 0, "120": 120, "300": 300}  # the named move timers


class FoulsPage(RulesPage):
    """What a foul costs, and shooting the moon."""

    title = QT_TRANSLATE_NOOP("FoulsPage", "Fouls and moon")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.add_note(
            self.tr(
                "A finished board must go bottom ≥ middle ≥ top (equal is allowed). Otherwise "
                "it is <b>fouled</b>: it loses all three rows to every board that did not foul, "
                "paying what a scoop pays under the scoring system plus the other player's "
                "royalties; it earns no royalties and cannot enter or stay in Fantasyland. Two "
                "fouled boards score 0 against each other."
            )
        )
        self.shoot_the_moon = QCheckBox(self.tr("&Shoot the moon"))
        self.form.addRow(self.shoot_the_moon)
        self.add_note(
            self.tr(
                "A board that does not foul with a bottom row no better than jack-high (no pair) "
                "collects 20 points from every other player instead of the normal settlement; "
                "two such boards settle 0 between them."
            )
        )
        self.watch(self.shoot_the_moon)

    def _load(self, settings: AppSettings) -> None:
        self.shoot_the_moon.setChecked(settings.rules.shoot_the_moon)

    def rule_values(self) -> dict[str, Any]:
        return {"shoot_the_moon": self.shoot_the_moon.isChecked()}


class FantasylandPage(RulesPage):
    """Entry, the number of cards, the stay conditions and jokers."""

    title = QT_TRANSLATE_NOOP("FantasylandPage", "Fantasyland")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fantasyland = QCheckBox(self.tr("Play &Fantasyland"))
        self.entry = combo(
            [
                (self.tr("Queens or better (QQ+)"), "QQ"),
                (self.tr("Kings or better (KK+)"), "KK"),
                (self.tr("Aces (AA)"), "AA"),
            ]
        )
        self.cards = combo(
            [
                (
                    self.tr("Standard: 13 (Pineapple 14, discard 1)"),
                    FantasylandCards.STANDARD.value,
                ),
                (
                    self.tr("Progressive, Pineapple only: QQ 14, KK 15, AA 16, trips 17"),
                    FantasylandCards.PROGRESSIVE.value,
                ),
                (
                    self.tr("Variable, Classic only: QQ 13, KK 14, AA or trips 15"),
                    FantasylandCards.VARIABLE.value,
                ),
            ]
        )
        self.sets = combo(
            [
                (self.tr("At the start, without seeing the others"), "start"),
                (self.tr("Last, after every other player"), "last"),
            ]
        )
        self.sets.setToolTip(
            self.tr(
                "When a player in Fantasyland sets the board. At the start: before "
                "anyone plays a street, without seeing the other boards, as online "
                "rooms play it. Last: after every other player has set the whole "
                "board, seeing their cards, as some live games play it."
            )
        )
        self.stay_top_trips = QCheckBox(self.tr("Three of a kind on &top"))
        self.stay_middle_full_house = QCheckBox(self.tr("A full house or better in the &middle"))
        self.stay_bottom_quads = QCheckBox(self.tr("Four of a kind or better on the &bottom"))
        self.jokers_count = QCheckBox(self.tr("Count toward entering and staying"))
        self.chinese_note = note(self.tr("Closed Chinese poker has no Fantasyland."))
        self.form.addRow(self.fantasyland)
        self.form.addRow(self.chinese_note)
        self.form.addRow(self.tr("E&ntry:"), self.entry)
        self.form.addRow("", note(self.tr("Any trips on top always qualify."), wrap=False))
        self.form.addRow(self.tr("&Cards:"), self.cards)
        self.form.addRow(self.tr("&Sets the board:"), self.sets)
        self.form.addRow(self.tr("Stay in with:"), self.stay_top_trips)
        self.form.addRow("", self.stay_middle_full_house)
        self.form.addRow("", self.stay_bottom_quads)
        self.form.addRow(self.tr("&Jokers:"), self.jokers_count)
        self._variant = Variant.CLASSIC
        self.fantasyland.toggled.connect(self._update_enabled)
        self.watch(
            self.fantasyland,
            self.entry,
            self.cards,
            self.sets,
            self.stay_top_trips,
            self.stay_middle_full_house,
            self.stay_bottom_quads,
            self.jokers_count,
        )

    def _load(self, settings: AppSettings) -> None:
        rules = settings.rules
        self._variant = rules.variant
        self.fantasyland.setChecked(bool(rules.fantasyland))
        select(self.entry, rules.fantasyland_entry)
        select(self.cards, rules.fantasyland_cards.value)
        select(self.sets, rules.fantasyland_sets)
        self.stay_top_trips.setChecked(rules.stay_top_trips)
        self.stay_middle_full_house.setChecked(bool(rules.stay_middle_full_house))
        self.stay_bottom_quads.setChecked(rules.stay_bottom_quads)
        self.jokers_count.setChecked(rules.jokers_count_for_fantasyland)
        self._update_enabled()

    def rule_values(self) -> dict[str, Any]:
        return {
            "fantasyland": self.fantasyland.isChecked(),
            "fantasyland_entry": chosen(self.entry),
            "fantasyland_cards": FantasylandCards(chosen(self.cards)),
            "fantasyland_sets": chosen(self.sets),
            "stay_top_trips": self.stay_top_trips.isChecked(),
            "stay_middle_full_house": self.stay_middle_full_house.isChecked(),
            "stay_bottom_quads": self.stay_bottom_quads.isChecked(),
            "jokers_count_for_fantasyland": self.jokers_count.isChecked(),
        }

    def follow_variant(self, old: Variant, new: Variant) -> None:
        """Settings still at the old variant's default take the new one's, as
        ``RuleSet.with_changes`` does; a card count only the old variant had goes back
        to standard."""
        old_rules, new_rules = RuleSet(variant=old), RuleSet(variant=new)
        for box, name in (
            (self.fantasyland, "fantasyland"),
            (self.stay_middle_full_house, "stay_middle_full_house"),
        ):
            if box.isChecked() == getattr(old_rules, name):
                box.setChecked(bool(getattr(new_rules, name)))
        only_for = {
            FantasylandCards.PROGRESSIVE: Variant.PINEAPPLE,
            FantasylandCards.VARIABLE: Variant.CLASSIC,
        }
        if only_for.get(FantasylandCards(chosen(self.cards))) is old:
            select(self.cards, FantasylandCards.STANDARD.value)
        self._variant = new
        self._update_enabled()

    def _update_enabled(self) -> None:
        chinese = self._variant is Variant.CHINESE
        self.chinese_note.setVisible(chinese)
        self.fantasyland.setEnabled(not chinese or self.fantasyland.isChecked())
        on = self.fantasyland.isChecked()
        for widget in (
            self.entry,
            self.cards,
            self.sets,
            self.stay_top_trips,
            self.stay_middle_full_house,
            self.stay_bottom_quads,
            self.jokers_count,
        ):
            widget.setEnabled(on)


class ChinesePage(RulesPage):
    """The closed game's optional extras (docs/rules.md §9)."""

    title = QT_TRANSLATE_NOOP("ChinesePage", "Closed Chinese poker")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant_note = note(
            self.tr(
                "These apply only to closed Chinese poker; choose "
                "it as the variant on the Game page."
            )
        )
        self.naturals = QCheckBox(self.tr("&Naturals, declared before the reveal"))
        self.surrender = QCheckBox(
            self.tr("&Surrender before the reveal, paying 2 to each opponent")
        )
        self.closed_bonuses = QCheckBox(
            self.tr("Closed-game &bonuses instead of the royalty table")
        )
        self.form.addRow(self.variant_note)
        self.form.addRow(self.naturals)
        self.form.addRow(
            note(
                self.tr(
                    "Dragon (13 ranks 2-A) pays 13; three flushes, three "
                    "straights or six pairs pay 3."
                ),
                indent=24,
            )
        )
        self.form.addRow(self.surrender)
        self.form.addRow(self.closed_bonuses)
        self.form.addRow(
            note(
                self.tr(
                    "A winning top trips pays 3, a middle full house 2, "
                    "four of a kind 4, a straight flush 5, each instead of "
                    "the 1 for that row."
                ),
                indent=24,
            )
        )
        self._remembered: tuple[bool, ...] = (False, False, False)
        self._boxes = (self.naturals, self.surrender, self.closed_bonuses)
        self.watch(*self._boxes)

    def _load(self, settings: AppSettings) -> None:
        rules = settings.rules
        for box, value in zip(
            self._boxes, (rules.naturals, rules.surrender, rules.closed_bonuses), strict=True
        ):
            box.setChecked(value)
        self._show_for(rules.variant)

    def rule_values(self) -> dict[str, Any]:
        return {
            "naturals": self.naturals.isChecked(),
            "surrender": self.surrender.isChecked(),
            "closed_bonuses": self.closed_bonuses.isChecked(),
        }

    def follow_variant(self, old: Variant, new: Variant) -> None:
        """Leaving the closed game clears its extras; coming back restores them."""
        if old is Variant.CHINESE:
            self._remembered = tuple(box.isChecked() for box in self._boxes)
            for box in self._boxes:
                box.setChecked(False)
        elif new is Variant.CHINESE:
            for box, value in zip(self._boxes, self._remembered, strict=True):
                box.setChecked(value)
        self._show_for(new)

    def _show_for(self, variant: Variant) -> None:
        closed = variant is Variant.CHINESE
        self.variant_note.setVisible(not closed)
        for box in self._boxes:
            box.setEnabled(closed or box.isChecked())


class TimersPage(RulesPage):
    """The move timer and the time bank (docs/rules.md §10), and whether Play for me
    confirms the street it plays (a table option: ``option_values()``)."""

    title = QT_TRANSLATE_NOOP("TimersPage", "Timers")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.move_timer = combo(
            [
                (self.tr("Off"), "off"),
                (self.tr("Turbo: 2 minutes"), "120"),
                (self.tr("Relaxed: 5 minutes"), "300"),
                (self.tr("Custom"), "custom"),
            ]
        )
        seconds = " " + self.tr("s", "spin box unit: seconds")
        self.custom_seconds = spin(1, 3600, seconds)
        self.custom_seconds.setValue(60)
        self.time_bank = spin(0, 36_000, seconds, special=self.tr("none", "no time bank"))
        self.form.addRow(self.tr("&Move timer:"), row_of(self.move_timer, self.custom_seconds))
        self.form.addRow(self.tr("Time &bank:"), row_of(self.time_bank))
        self.add_note(
            self.tr(
                "The time bank is extra time for the whole match, used once a "
                "move's own time runs out. When all time is gone, Play for me "
                "makes the move and confirms it: the best play by the game's "
                "own analysis if it is worked out within two seconds, the safe "
                "move otherwise; never a foul when a safe placement exists."
            )
        )
        self.play_for_me_confirms = QCheckBox(self.tr("Play for me &confirms the street at once"))
        self.form.addRow(self.tr("Play for me:"), self.play_for_me_confirms)
        self.add_note(
            self.tr(
                "Off: Play for me lays the best play by the game's own "
                "analysis (the Hint's first choice) out on your rows for you "
                "to look at, change and confirm. On: it plays the street and "
                "confirms it in the same click."
            )
        )
        self.move_timer.currentIndexChanged.connect(self._update_enabled)
        self.watch(self.move_timer, self.custom_seconds, self.time_bank, self.play_for_me_confirms)

    def _load(self, settings: AppSettings) -> None:
        seconds = settings.rules.move_timer_seconds
        named = {value: key for key, value in _TIMER_SECONDS.items()}
        select(self.move_timer, named.get(seconds, "custom"))
        if seconds not in named:
            self.custom_seconds.setValue(seconds)
        self.time_bank.setValue(settings.rules.time_bank_seconds)
        self.play_for_me_confirms.setChecked(settings.options.play_for_me_confirms)
        self._update_enabled()

    def rule_values(self) -> dict[str, Any]:
        choice = chosen(self.move_timer)
        seconds = _TIMER_SECONDS.get(choice, self.custom_seconds.value())
        return {"move_timer_seconds": seconds, "time_bank_seconds": self.time_bank.value()}

    def option_values(self) -> dict[str, Any]:
        """The table options this page shows."""
        return {"play_for_me_confirms": self.play_for_me_confirms.isChecked()}

    def save(self, settings: AppSettings) -> AppSettings:
        saved = super().save(settings)
        return replace(saved, options=saved.options.with_changes(**self.option_values()))

    def _update_enabled(self) -> None:
        self.custom_seconds.setEnabled(chosen(self.move_timer) == "custom")
