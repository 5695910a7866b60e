"""The rule pages of the settings dialog, grouped as RULES.md's settings: game, scoring,
royalties, fouls and moon, Fantasyland, closed Chinese poker, timers. Each page shows
RuleSet fields and hands every one back from ``rule_values()``; RuleSet judges them."""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDoubleSpinBox,
    QHeaderView,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ofc_desktop.core.royalties import MAX_ROYALTY, ROYALTY_PRESETS, RoyaltyTable
from ofc_desktop.core.rules import (
    ELIMINATION_START,
    MAX_MATCH_POINTS,
    FantasylandCards,
    JokerMode,
    MatchLength,
    RoyaltySettlement,
    RuleSet,
    ScoringPreset,
    StakePair,
    Variant,
)
from ofc_desktop.ui.dialogs.settings_pages import (
    QT_TRANSLATE_NOOP,
    RulesPage,
    chosen,
    combo,
    note,
    number_text,
    row_of,
    select,
    spin,
)
from ofc_desktop.ui.models.options import AppSettings
from ofc_desktop.ui.models.royalty_model import RoyaltyTableModel

# Marked for lupdate here, translated when shown.
_DEALS = {
    Variant.CLASSIC: QT_TRANSLATE_NOOP("GamePage",
                                       "Deal: 5 cards, then 1 card on each of 8 streets."),
    Variant.PINEAPPLE: QT_TRANSLATE_NOOP(
        "GamePage", "Deal: 5 cards, then 3 cards on each of 4 streets: place 2, discard 1."),
    Variant.TURBO: QT_TRANSLATE_NOOP("GamePage", "Deal: 5 cards, then 4, then 4, all placed."),
    Variant.CHINESE: QT_TRANSLATE_NOOP(
        "GamePage", "Deal: All 13 cards at once, set face down and revealed together."),
}
_TIMER_SECONDS = {"off": 0, "120": 120, "300": 300}  # the named move timers


class GamePage(RulesPage):
    """Variant, decks, jokers, match length and the button."""

    title = QT_TRANSLATE_NOOP("GamePage", "Game")
    variantChanged = Signal(object, object)  # old Variant, new Variant (player's edits)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = combo([(self.tr("Classic"), "classic"),
                              (self.tr("Pineapple"), "pineapple"),
                              (self.tr("Turbo 5-4-4"), "turbo"),
                              (self.tr("Chinese poker (closed)"), "chinese")])
        self.deal_note = note("", wrap=False)
        self.decks = spin(1, 2)
        self.decks.setToolTip(self.tr("Two decks shuffled together (104 cards): duplicates "
                                      "count like any other card, so five of a kind exists"))
        self.jokers = spin(0, 2, special=self.tr("none", "no jokers"))
        self.joker_mode = combo([
            (self.tr("Best legal board (a joker avoids a foul)"), JokerMode.BEST_LEGAL.value),
            (self.tr("Each row on its own (even if it fouls)"), JokerMode.ROW_MAX.value)])
        self.match_length = combo([
            (self.tr("One orbit of the button"), MatchLength.ORBIT.value),
            (self.tr("A number of hands"), MatchLength.HANDS.value),
            (self.tr("Unlimited"), MatchLength.UNLIMITED.value),
            (self.tr("To elimination ({points} points each)").format(points=ELIMINATION_START),
             MatchLength.ELIMINATION.value),
            (self.tr("To a points target"), MatchLength.POINTS.value)])
        self.match_hands = spin(0, 10_000, " " + self.tr("hands", "spin box unit"))
        self.match_points = spin(0, MAX_MATCH_POINTS, " " + self.tr("points", "spin box unit"))
        self.button_moves = QCheckBox(self.tr("The &button moves on Fantasyland hands"))
        self.form.addRow(self.tr("&Variant:"), self.variant)
        self.form.addRow("", self.deal_note)
        self.form.addRow(self.tr("&Decks:"), row_of(self.decks))
        self.form.addRow(self.tr("&Jokers per deck:"), row_of(self.jokers))
        self.form.addRow(self.tr("Jokers p&lay:"), self.joker_mode)
        self.match_target = QStackedWidget()  # hands or points, in one place
        self.match_target.addWidget(self.match_hands)
        self.match_target.addWidget(self.match_points)
        self.form.addRow(self.tr("&Match length:"), row_of(self.match_length, self.match_target))
        self.form.addRow("", self.button_moves)
        self.add_note(self.tr("Whatever its length, a match never ends while someone is in "
                              "Fantasyland: that hand extends it."))
        self._variant = Variant.CLASSIC
        self.variant.currentIndexChanged.connect(self._variant_edited)
        self.match_length.currentIndexChanged.connect(self._length_edited)
        self.jokers.valueChanged.connect(self._update_enabled)
        self.watch(self.variant, self.decks, self.jokers, self.joker_mode, self.match_length,
                   self.match_hands, self.match_points, self.button_moves)

    def _load(self, settings: AppSettings) -> None:
        rules = settings.rules
        self._variant = rules.variant
        select(self.variant, rules.variant.value)
        self.decks.setValue(rules.decks)
        self.jokers.setValue(rules.jokers_per_deck)
        select(self.joker_mode, rules.joker_mode.value)
        select(self.match_length, rules.match_length.value)
        self.match_hands.setValue(rules.match_hands)
        self.match_points.setValue(rules.match_points)
        self.button_moves.setChecked(rules.button_moves_on_fantasyland)
        self._update_enabled()

    def rule_values(self) -> dict[str, Any]:
        return {
            "variant": Variant(chosen(self.variant)),
            "decks": self.decks.value(),
            "jokers_per_deck": self.jokers.value(),
            "joker_mode": JokerMode(chosen(self.joker_mode)),
            "match_length": MatchLength(chosen(self.match_length)),
            "match_hands": self.match_hands.value(),
            "match_points": self.match_points.value(),
            "button_moves_on_fantasyland": self.button_moves.isChecked(),
        }

    def _variant_edited(self) -> None:
        new = Variant(chosen(self.variant))
        old, self._variant = self._variant, new
        self._update_enabled()
        if new is not old and not self.loading:
            self.variantChanged.emit(old, new)

    def _length_edited(self) -> None:
        length = MatchLength(chosen(self.match_length))
        if not self.loading:  # a starting count for the player to adjust
            for box, kind, start in ((self.match_hands, MatchLength.HANDS, 10),
                                     (self.match_points, MatchLength.POINTS, 50)):
                if length is kind and box.value() == 0:
                    box.setValue(start)
        self._update_enabled()

    def _update_enabled(self) -> None:
        self.deal_note.setText(self.tr(_DEALS[Variant(chosen(self.variant))]))
        length = MatchLength(chosen(self.match_length))
        points = length is MatchLength.POINTS
        self.match_target.setCurrentWidget(self.match_points if points else self.match_hands)
        self.match_target.setEnabled(points or length is MatchLength.HANDS)
        self.joker_mode.setEnabled(self.jokers.value() > 0)


class ScoringPage(RulesPage):
    """Scoring system, royalty settlement, the value of a point and per-pair stakes."""

    title = QT_TRANSLATE_NOOP("ScoringPage", "Scoring")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scoring = combo([("1-6", "1-6"), ("1-4", "1-4"), ("2-4", "2-4"),
                              (self.tr("Custom"), "custom")])
        self.row_points = spin(0, 10)
        self.scoop_bonus = spin(0, 10)
        self.scoring_note = note("")
        self.settlement = combo([
            (self.tr("Net: each collects its own royalties"), RoyaltySettlement.NET.value),
            (self.tr("Row winner: paid only on a row won"),
             RoyaltySettlement.ROW_WINNER.value)])
        self.point_value = QDoubleSpinBox()
        self.point_value.setRange(0.01, 1_000_000)
        self.point_value.setDecimals(2)
        self.stakes = QTableWidget(0, 3)
        self.stakes.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Player"),
                                               self.tr("× per point")])
        self.stakes.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.stakes.verticalHeader().hide()
        self.stakes.setMinimumHeight(110)
        self.add_stake = QPushButton(self.tr("Add pai&r"))
        self.remove_stake = QPushButton(self.tr("Re&move pair"))
        self.form.addRow(self.tr("&System:"), row_of(self.scoring))
        self.form.addRow(self.tr("Row points:"), row_of(self.row_points))
        self.form.addRow(self.tr("Scoop bonus:"), row_of(self.scoop_bonus))
        self.form.addRow(self.scoring_note)
        self.form.addRow(self.tr("Roya&lties:"), self.settlement)
        self.form.addRow(self.tr("&Value of a point:"), row_of(self.point_value))
        self.form.addRow(self.tr("Pair stakes:"), self.stakes)
        self.form.addRow("", row_of(self.add_stake, self.remove_stake))
        self.add_note(self.tr("A pair listed here plays each other at its own multiplier; "
                              "every other pair plays at 1. Money is for display only."))
        self._custom = (1, 3)
        self._point_value = 1.0
        self._point_shown = 1.0
        self.scoring.currentIndexChanged.connect(self._show_points)
        self.row_points.valueChanged.connect(self._custom_edited)
        self.scoop_bonus.valueChanged.connect(self._custom_edited)
        self.add_stake.clicked.connect(lambda: self.add_stake_row("", "", "1"))
        self.remove_stake.clicked.connect(self._remove_stake_row)
        self.watch(self.scoring, self.row_points, self.scoop_bonus, self.settlement,
                   self.point_value, self.stakes)

    def _load(self, settings: AppSettings) -> None:
        rules = settings.rules
        self._custom = (rules.custom_row_points, rules.custom_scoop_bonus)
        select(self.scoring, rules.scoring.value)
        self._show_points()
        select(self.settlement, rules.royalty_settlement.value)
        self._point_value = rules.point_value
        self.point_value.setValue(rules.point_value)
        self._point_shown = self.point_value.value()
        self.stakes.setRowCount(0)
        for stake in rules.stakes:
            self.add_stake_row(*stake.players, number_text(stake.multiplier))

    def rule_values(self) -> dict[str, Any]:
        point_value = self.point_value.value()
        if point_value == self._point_shown:  # untouched: keep the exact loaded value
            point_value = self._point_value
        return {
            "scoring": ScoringPreset(chosen(self.scoring)),
            "custom_row_points": self._custom[0],
            "custom_scoop_bonus": self._custom[1],
            "royalty_settlement": RoyaltySettlement(chosen(self.settlement)),
            "point_value": point_value,
            "stakes": self._stake_pairs(),
        }

    def add_stake_row(self, first: str, second: str, multiplier: str) -> None:
        row = self.stakes.rowCount()
        self.stakes.insertRow(row)
        for column, text in enumerate((first, second, multiplier)):
            self.stakes.setItem(row, column, QTableWidgetItem(text))
        self._emit_changed()

    def _remove_stake_row(self) -> None:
        row = self.stakes.currentRow()
        if row < 0:
            row = self.stakes.rowCount() - 1
        if row >= 0:
            self.stakes.removeRow(row)
            self._emit_changed()

    def _stake_pairs(self) -> tuple[StakePair, ...]:
        """The listed pairs; a multiplier that is no number goes to RuleSet as written,
        so its own message names it."""
        pairs = []
        for row in range(self.stakes.rowCount()):
            texts = [(item.text().strip() if (item := self.stakes.item(row, column)) else "")
                     for column in range(3)]
            if not any(texts):
                continue
            raw = texts[2].lstrip("x×X").strip()
            multiplier: Any
            try:
                multiplier = float(raw)
            except ValueError:
                multiplier = texts[2]
            pairs.append(StakePair((texts[0], texts[1]), multiplier))
        return tuple(pairs)

    def _custom_edited(self) -> None:
        if not self.loading and chosen(self.scoring) == ScoringPreset.CUSTOM.value:
            self._custom = (self.row_points.value(), self.scoop_bonus.value())
            self._show_points()

    def _show_points(self) -> None:
        """Custom shows (and edits) the custom points; a preset shows its own, greyed."""
        preset = ScoringPreset(chosen(self.scoring))
        custom = preset is ScoringPreset.CUSTOM
        sample = RuleSet(scoring=preset, custom_row_points=self._custom[0],
                         custom_scoop_bonus=self._custom[1])
        for box, value in ((self.row_points, sample.row_points),
                           (self.scoop_bonus, sample.scoop_bonus)):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
            box.setEnabled(custom)
        parts = [self.tr("{points} for each row won").format(points=sample.row_points)]
        if sample.majority_bonus:
            parts.append(self.tr("{points} more to whoever won more rows")
                         .format(points=sample.majority_bonus))
        if sample.scoop_bonus:
            parts.append(self.tr("{points} more for winning all three")
                         .format(points=sample.scoop_bonus))
        self.scoring_note.setText(
            self.tr("{parts}: a scoop (or a foul) pays {points}.")
            .format(parts=self.tr(", ", "between the parts of a list").join(parts),
                    points=sample.scoop_value))


class _RoyaltyDelegate(QStyledItemDelegate):
    """Edits a royalty cell with a spin box bounded like the table's cells."""

    def createEditor(  # noqa: N802 - Qt override
            self, parent: QWidget, option: QStyleOptionViewItem,
            index: QModelIndex | QPersistentModelIndex) -> QWidget:
        editor = QSpinBox(parent)
        editor.setRange(0, MAX_ROYALTY)
        editor.setFrame(False)
        return editor

    def setEditorData(  # noqa: N802 - Qt override
            self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        cast(QSpinBox, editor).setValue(int(index.data(Qt.ItemDataRole.EditRole) or 0))

    def setModelData(  # noqa: N802 - Qt override
            self, editor: QWidget, model: QAbstractItemModel,
            index: QModelIndex | QPersistentModelIndex) -> None:
        box = cast(QSpinBox, editor)
        box.interpretText()
        model.setData(index, box.value(), Qt.ItemDataRole.EditRole)


class RoyaltiesPage(RulesPage):
    """The royalty table: a preset, or every cell edited by hand (custom)."""

    title = QT_TRANSLATE_NOOP("RoyaltiesPage", "Royalties")
    fills_page = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preset = combo([(self.tr("Standard"), "standard"),
                             (self.tr("Flat 20 for any top trips"), "flat_top_trips_20"),
                             (self.tr("Custom"), "custom")])
        self.reset_button = QPushButton(self.tr("&Reset to preset"))
        self.model = RoyaltyTableModel(parent=self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setItemDelegate(_RoyaltyDelegate(self.view))
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed
                                  | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.view.setAlternatingRowColors(True)
        self.view.setMinimumHeight(220)
        self.form.addRow(self.tr("&Table:"), row_of(self.preset, self.reset_button))
        self.page_layout.addWidget(self.view, stretch=1)
        self.page_layout.addWidget(note(self.tr(
            "Double-click a cell to change it; any change makes the table custom. "
            "A dash marks a hand that earns nothing on that row.")))
        self._base = "standard"  # the preset "Reset to preset" returns to
        self._resetting = False
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        self.model.dataChanged.connect(self._cell_edited)
        self.reset_button.clicked.connect(self.reset_to_preset)
        self.watch(self.preset, self.model)

    def _load(self, settings: AppSettings) -> None:
        rules = settings.rules
        self._base = rules.royalty_preset if rules.royalty_preset in ROYALTY_PRESETS \
            else "standard"
        select(self.preset, rules.royalty_preset)
        self._show_table(rules.royalty_table)
        self._update_reset()

    def rule_values(self) -> dict[str, Any]:
        return {"royalty_preset": chosen(self.preset), "royalty_table": self.model.table()}

    def reset_to_preset(self) -> None:
        select(self.preset, self._base)
        self._show_table(ROYALTY_PRESETS[self._base])

    def _show_table(self, table: RoyaltyTable) -> None:
        self._resetting = True
        try:
            self.model.reset_to(table)
        finally:
            self._resetting = False

    def _preset_chosen(self) -> None:
        name = chosen(self.preset)
        if name in ROYALTY_PRESETS:
            self._base = name
            if not self.loading:
                self._show_table(ROYALTY_PRESETS[name])
        self._update_reset()

    def _cell_edited(self) -> None:
        if not self._resetting and not self.loading:
            select(self.preset, "custom")

    def _update_reset(self) -> None:
        tip = _RESET_TIPS.get(self._base)
        if tip is not None:
            self.reset_button.setToolTip(self.tr(tip))
            return
        label = self.preset.itemText(self.preset.findData(self._base))
        self.reset_button.setToolTip(self.tr("Put every cell back to the {preset} table")
                                     .format(preset=label.lower()))


# The reset button's tooltip for each royalty preset, as one sentence to translate.
_RESET_TIPS = {
    "standard": QT_TRANSLATE_NOOP("RoyaltiesPage", "Put every cell back to the standard table"),
    "flat_top_trips_20": QT_TRANSLATE_NOOP(
        "RoyaltiesPage", "Put every cell back to the flat 20 for any top trips table"),
}


class FoulsPage(RulesPage):
    """What a foul costs, and shooting the moon."""

    title = QT_TRANSLATE_NOOP("FoulsPage", "Fouls and moon")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.add_note(self.tr(
            "A finished board must go bottom ≥ middle ≥ top (equal is allowed). Otherwise "
            "it is <b>fouled</b>: it loses all three rows to every board that did not foul, "
            "paying what a scoop pays under the scoring system plus the other player's "
            "royalties; it earns no royalties and cannot enter or stay in Fantasyland. Two "
            "fouled boards score 0 against each other."))
        self.shoot_the_moon = QCheckBox(self.tr("&Shoot the moon"))
        self.form.addRow(self.shoot_the_moon)
        self.add_note(self.tr(
            "A board that does not foul with a bottom row no better than jack-high (no pair) "
            "collects 20 points from every other player instead of the normal settlement; "
            "two such boards settle 0 between them."))
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
        self.entry = combo([(self.tr("Queens or better (QQ+)"), "QQ"),
                            (self.tr("Kings or better (KK+)"), "KK"),
                            (self.tr("Aces (AA)"), "AA")])
        self.cards = combo([
            (self.tr("Standard: 13 (Pineapple 14, discard 1)"),
             FantasylandCards.STANDARD.value),
            (self.tr("Progressive, Pineapple only: QQ 14, KK 15, AA 16, trips 17"),
             FantasylandCards.PROGRESSIVE.value),
            (self.tr("Variable, Classic only: QQ 13, KK 14, AA or trips 15"),
             FantasylandCards.VARIABLE.value)])
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
        self.form.addRow(self.tr("Stay in with:"), self.stay_top_trips)
        self.form.addRow("", self.stay_middle_full_house)
        self.form.addRow("", self.stay_bottom_quads)
        self.form.addRow(self.tr("&Jokers:"), self.jokers_count)
        self._variant = Variant.CLASSIC
        self.fantasyland.toggled.connect(self._update_enabled)
        self.watch(self.fantasyland, self.entry, self.cards, self.stay_top_trips,
                   self.stay_middle_full_house, self.stay_bottom_quads, self.jokers_count)

    def _load(self, settings: AppSettings) -> None:
        rules = settings.rules
        self._variant = rules.variant
        self.fantasyland.setChecked(bool(rules.fantasyland))
        select(self.entry, rules.fantasyland_entry)
        select(self.cards, rules.fantasyland_cards.value)
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
        for box, name in ((self.fantasyland, "fantasyland"),
                          (self.stay_middle_full_house, "stay_middle_full_house")):
            if box.isChecked() == getattr(old_rules, name):
                box.setChecked(bool(getattr(new_rules, name)))
        only_for = {FantasylandCards.PROGRESSIVE: Variant.PINEAPPLE,
                    FantasylandCards.VARIABLE: Variant.CLASSIC}
        if only_for.get(FantasylandCards(chosen(self.cards))) is old:
            select(self.cards, FantasylandCards.STANDARD.value)
        self._variant = new
        self._update_enabled()

    def _update_enabled(self) -> None:
        chinese = self._variant is Variant.CHINESE
        self.chinese_note.setVisible(chinese)
        self.fantasyland.setEnabled(not chinese or self.fantasyland.isChecked())
        on = self.fantasyland.isChecked()
        for widget in (self.entry, self.cards, self.stay_top_trips, self.stay_middle_full_house,
                       self.stay_bottom_quads, self.jokers_count):
            widget.setEnabled(on)


class ChinesePage(RulesPage):
    """The closed game's optional extras (RULES.md §9)."""

    title = QT_TRANSLATE_NOOP("ChinesePage", "Closed Chinese poker")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant_note = note(self.tr("These apply only to closed Chinese poker; choose "
                                         "it as the variant on the Game page."))
        self.naturals = QCheckBox(self.tr("&Naturals, declared before the reveal"))
        self.surrender = QCheckBox(
            self.tr("&Surrender before the reveal, paying 2 to each opponent"))
        self.closed_bonuses = QCheckBox(
            self.tr("Closed-game &bonuses instead of the royalty table"))
        self.form.addRow(self.variant_note)
        self.form.addRow(self.naturals)
        self.form.addRow(note(self.tr("Dragon (13 ranks 2-A) pays 13; three flushes, three "
                                      "straights or six pairs pay 3."), indent=24))
        self.form.addRow(self.surrender)
        self.form.addRow(self.closed_bonuses)
        self.form.addRow(note(self.tr("A winning top trips pays 3, a middle full house 2, "
                                      "four of a kind 4, a straight flush 5, each instead of "
                                      "the 1 for that row."), indent=24))
        self._remembered: tuple[bool, ...] = (False, False, False)
        self._boxes = (self.naturals, self.surrender, self.closed_bonuses)
        self.watch(*self._boxes)

    def _load(self, settings: AppSettings) -> None:
        rules = settings.rules
        for box, value in zip(self._boxes, (rules.naturals, rules.surrender,
                                            rules.closed_bonuses), strict=True):
            box.setChecked(value)
        self._show_for(rules.variant)

    def rule_values(self) -> dict[str, Any]:
        return {"naturals": self.naturals.isChecked(), "surrender": self.surrender.isChecked(),
                "closed_bonuses": self.closed_bonuses.isChecked()}

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
    """The move timer and the time bank (RULES.md §10)."""

    title = QT_TRANSLATE_NOOP("TimersPage", "Timers")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.move_timer = combo([(self.tr("Off"), "off"), (self.tr("Turbo: 2 minutes"), "120"),
                                 (self.tr("Relaxed: 5 minutes"), "300"),
                                 (self.tr("Custom"), "custom")])
        seconds = " " + self.tr("s", "spin box unit: seconds")
        self.custom_seconds = spin(1, 3600, seconds)
        self.custom_seconds.setValue(60)
        self.time_bank = spin(0, 36_000, seconds, special=self.tr("none", "no time bank"))
        self.form.addRow(self.tr("&Move timer:"), row_of(self.move_timer, self.custom_seconds))
        self.form.addRow(self.tr("Time &bank:"), row_of(self.time_bank))
        self.add_note(self.tr("The time bank is extra time for the whole match, used once a "
                              "move's own time runs out. When all time is gone the move is "
                              "made for the player the way the hints would make it: never a "
                              "foul when a safe placement exists."))
        self.move_timer.currentIndexChanged.connect(self._update_enabled)
        self.watch(self.move_timer, self.custom_seconds, self.time_bank)

    def _load(self, settings: AppSettings) -> None:
        seconds = settings.rules.move_timer_seconds
        named = {value: key for key, value in _TIMER_SECONDS.items()}
        select(self.move_timer, named.get(seconds, "custom"))
        if seconds not in named:
            self.custom_seconds.setValue(seconds)
        self.time_bank.setValue(settings.rules.time_bank_seconds)
        self._update_enabled()

    def rule_values(self) -> dict[str, Any]:
        choice = chosen(self.move_timer)
        seconds = _TIMER_SECONDS.get(choice, self.custom_seconds.value())
        return {"move_timer_seconds": seconds, "time_bank_seconds": self.time_bank.value()}

    def _update_enabled(self) -> None:
        self.custom_seconds.setEnabled(chosen(self.move_timer) == "custom")
