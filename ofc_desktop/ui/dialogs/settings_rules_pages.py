"""The rule pages of the settings dialog for the game itself: variant and match, scoring
and stakes, royalties (the others are in ``settings_play_pages``). Each page shows
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
    JokerMode,
    MatchLength,
    RoyaltySettlement,
    RuleSet,
    ScoringPreset,
    StakePair,
    Variant,
)
from ofc_desktop.core.rules_words import royalty_table_name, variant_name
from ofc_desktop.ui.dialogs.settings_pages import (
    RulesPage,
    chosen,
    combo,
    note,
    number_text,
    row_of,
    select,
    spin,
)
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.options import AppSettings
from ofc_desktop.ui.models.royalty_model import RoyaltyTableModel

# Marked for lupdate here, translated when shown.
_DEALS = {
    Variant.CLASSIC: QT_TRANSLATE_NOOP(
        "GamePage", "Deal: 5 cards, then 1 card on each of 8 streets."
    ),
    Variant.PINEAPPLE: QT_TRANSLATE_NOOP(
        "GamePage", "Deal: 5 cards, then 3 cards on each of 4 streets: place 2, discard 1."
    ),
    Variant.TURBO: QT_TRANSLATE_NOOP("GamePage", "Deal: 5 cards, then 4, then 4, all placed."),
    Variant.CHINESE: QT_TRANSLATE_NOOP(
        "GamePage", "Deal: All 13 cards at once, set face down and revealed together."
    ),
}


class GamePage(RulesPage):
    """Variant, decks, jokers, match length and the button."""

    title = QT_TRANSLATE_NOOP("GamePage", "Game")
    variantChanged = Signal(object, object)  # old Variant, new Variant (player's edits)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = combo([(variant_name(variant), variant.value) for variant in Variant])
        self.deal_note = note("", wrap=False)
        self.decks = spin(1, 2)
        self.decks.setToolTip(
            self.tr(
                "Two decks shuffled together (104 cards): duplicates "
                "count like any other card, so five of a kind exists"
            )
        )
        self.jokers = spin(0, 2, special=self.tr("none", "no jokers"))
        self.joker_mode = combo(
            [
                (self.tr("Best legal board (a joker avoids a foul)"), JokerMode.BEST_LEGAL.value),
                (self.tr("Each row on its own (even if it fouls)"), JokerMode.ROW_MAX.value),
            ]
        )
        self.match_length = combo(
            [
                (self.tr("One orbit of the button"), MatchLength.ORBIT.value),
                (self.tr("A number of hands"), MatchLength.HANDS.value),
                (self.tr("Unlimited"), MatchLength.UNLIMITED.value),
                (
                    self.tr("To elimination ({points} points each)").format(
                        points=ELIMINATION_START
                    ),
                    MatchLength.ELIMINATION.value,
                ),
                (self.tr("To a points target"), MatchLength.POINTS.value),
            ]
        )
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
        self.add_note(
            self.tr(
                "Whatever its length, a match never ends while someone is in "
                "Fantasyland: that hand extends it."
            )
        )
        self._variant = Variant.CLASSIC
        self.variant.currentIndexChanged.connect(self._variant_edited)
        self.match_length.currentIndexChanged.connect(self._length_edited)
        self.jokers.valueChanged.connect(self._update_enabled)
        self.watch(
            self.variant,
            self.decks,
            self.jokers,
            self.joker_mode,
            self.match_length,
            self.match_hands,
            self.match_points,
            self.button_moves,
        )

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
            for box, kind, start in (
                (self.match_hands, MatchLength.HANDS, 10),
                (self.match_points, MatchLength.POINTS, 50),
            ):
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
        self.scoring = combo(
            [("1-6", "1-6"), ("1-4", "1-4"), ("2-4", "2-4"), (self.tr("Custom"), "custom")]
        )
        self.row_points = spin(0, 10)
        self.scoop_bonus = spin(0, 10)
        self.scoring_note = note("")
        self.settlement = combo(
            [
                (self.tr("Net: each collects its own royalties"), RoyaltySettlement.NET.value),
                (self.tr("Row winner: paid only on a row won"), RoyaltySettlement.ROW_WINNER.value),
            ]
        )
        self.point_value = QDoubleSpinBox()
        self.point_value.setRange(0.01, 1_000_000)
        self.point_value.setDecimals(2)
        self.stakes = QTableWidget(0, 3)
        self.stakes.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Player"), self.tr("× per point")]
        )
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
        self.add_note(
            self.tr(
                "A pair listed here plays each other at its own multiplier; "
                "every other pair plays at 1. Money is for display only."
            )
        )
        self._custom = (1, 3)
        self._point_value = 1.0
        self._point_shown = 1.0
        self.scoring.currentIndexChanged.connect(self._show_points)
        self.row_points.valueChanged.connect(self._custom_edited)
        self.scoop_bonus.valueChanged.connect(self._custom_edited)
        self.add_stake.clicked.connect(lambda: self.add_stake_row("", "", "1"))
        self.remove_stake.clicked.connect(self._remove_stake_row)
        self.watch(
            self.scoring,
            self.row_points,
            self.scoop_bonus,
            self.settlement,
            self.point_value,
            self.stakes,
        )

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
            texts = [
                (item.text().strip() if (item := self.stakes.item(row, column)) else "")
                for column in range(3)
            ]
            if not (texts[0] or texts[1]):  # a row just added, or cleared: names nobody
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
        sample = RuleSet(
            scoring=preset, custom_row_points=self._custom[0], custom_scoop_bonus=self._custom[1]
        )
        for box, value in (
            (self.row_points, sample.row_points),
            (self.scoop_bonus, sample.scoop_bonus),
        ):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
            box.setEnabled(custom)
        parts = [self.tr("{points} for each row won").format(points=sample.row_points)]
        if sample.majority_bonus:
            parts.append(
                self.tr("{points} more to whoever won more rows").format(
                    points=sample.majority_bonus
                )
            )
        if sample.scoop_bonus:
            parts.append(
                self.tr("{points} more for winning all three").format(points=sample.scoop_bonus)
            )
        self.scoring_note.setText(
            self.tr("{parts}: a scoop (or a foul) pays {points}.").format(
                parts=self.tr(", ", "between the parts of a list").join(parts),
                points=sample.scoop_value,
            )
        )


class _RoyaltyDelegate(QStyledItemDelegate):
    """Edits a royalty cell with a spin box bounded like the table's cells."""

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        editor = QSpinBox(parent)
        editor.setRange(0, MAX_ROYALTY)
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        cast(QSpinBox, editor).setValue(int(index.data(Qt.ItemDataRole.EditRole) or 0))

    def setModelData(
        self, editor: QWidget, model: QAbstractItemModel, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        box = cast(QSpinBox, editor)
        box.interpretText()
        model.setData(index, box.value(), Qt.ItemDataRole.EditRole)


class RoyaltiesPage(RulesPage):
    """The royalty table: a preset, or every cell edited by hand (custom)."""

    title = QT_TRANSLATE_NOOP("RoyaltiesPage", "Royalties")
    fills_page = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preset = combo(
            [
                (royalty_table_name(preset), preset)
                for preset in ("standard", "flat_top_trips_20", "custom")
            ]
        )
        self.reset_button = QPushButton(self.tr("&Reset to preset"))
        self.model = RoyaltyTableModel(parent=self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setItemDelegate(_RoyaltyDelegate(self.view))
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Typing never edits a cell by itself (keys meant for a mnemonic or another
        # control must not change a royalty): double-click, F2 or a click on the
        # selected cell does.
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.view.setAlternatingRowColors(True)
        self.view.setMinimumHeight(220)
        self.form.addRow(self.tr("&Table:"), row_of(self.preset, self.reset_button))
        self.page_layout.addWidget(self.view, stretch=1)
        self.page_layout.addWidget(
            note(
                self.tr(
                    "Double-click a cell (or press F2) to change it; any change makes the "
                    "table custom. A dash marks a hand that earns nothing on that row."
                )
            )
        )
        self._base = "standard"  # the preset "Reset to preset" returns to
        self._resetting = False
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        self.model.dataChanged.connect(self._cell_edited)
        self.reset_button.clicked.connect(self.reset_to_preset)
        self.watch(self.preset, self.model)

    def _load(self, settings: AppSettings) -> None:
        rules = settings.rules
        self._base = rules.royalty_preset if rules.royalty_preset in ROYALTY_PRESETS else "standard"
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
        self.reset_button.setToolTip(
            self.tr("Put every cell back to the {preset} table").format(preset=label.lower())
        )


# The reset button's tooltip for each royalty preset, as one sentence to translate.
_RESET_TIPS = {
    "standard": QT_TRANSLATE_NOOP("RoyaltiesPage", "Put every cell back to the standard table"),
    "flat_top_trips_20": QT_TRANSLATE_NOOP(
        "RoyaltiesPage", "Put every cell back to the flat 20 for any top trips table"
    ),
}
