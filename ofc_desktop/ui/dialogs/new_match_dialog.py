"""The new-match dialog: variant, deck, seats (people and computer opponents), match
length, a rules preset and an optional seed, made into one frozen TableSetup. Every
change is checked at once by the engine's own validation, whose message is shown and
keeps OK disabled while the table cannot be played."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.levels import LEVELS, make_bot
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.presets import RULE_PRESETS, preset_label
from ofc_desktop.core.rules import FantasylandCards, MatchLength, RuleSet, Variant
from ofc_desktop.core.rules_words import variant_name
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.options import AppSettings
from ofc_desktop.ui.models.rules_summary import describe_rules
from ofc_desktop.ui.models.setup import (
    HUMAN_NAMES,
    SeatSpec,
    TableSetup,
    level_label,
    lone_player_name,
)
from ofc_desktop.ui.models.words import sentence

MAX_SEATS = 6
# The English texts; marked for lupdate here, translated when shown.
CURRENT_SETTINGS = QT_TRANSLATE_NOOP("NewMatchDialog", "The rules in Settings")
LAST_MATCH = QT_TRANSLATE_NOOP("NewMatchDialog", "Same rules as the last match")
# (label, key) of each match format; the key picks the page of the length stack.
FORMATS = (
    (QT_TRANSLATE_NOOP("NewMatchDialog", "A number of hands"), "hands"),
    (QT_TRANSLATE_NOOP("NewMatchDialog", "Orbits of the button"), "orbits"),
    (QT_TRANSLATE_NOOP("NewMatchDialog", "To a points target"), "points"),
    (QT_TRANSLATE_NOOP("NewMatchDialog", "Unlimited"), "unlimited"),
    (QT_TRANSLATE_NOOP("NewMatchDialog", "To elimination"), "elimination"),
)
FORMAT_NOTES = {
    "unlimited": QT_TRANSLATE_NOOP("NewMatchDialog", "Play until you stop."),
    "elimination": QT_TRANSLATE_NOOP(
        "NewMatchDialog", "Everyone starts with 100 points and leaves the table at 0."
    ),
}


# Variant-only Fantasyland deals, and the variant that allows each (docs/rules.md §6).
_FANTASYLAND_CARDS_VARIANT = {
    FantasylandCards.PROGRESSIVE: Variant.PINEAPPLE,
    FantasylandCards.VARIABLE: Variant.CLASSIC,
}


def persona(level: str) -> tuple[str, str]:
    """The (name, description) of a bot level, in the language of the moment (a bot is
    cheap to make; a cache would keep the first language's words)."""
    bot = make_bot(level)
    return bot.name, bot.description


class SeatRow:
    """One seat's widgets: human or computer, the name, the computer's level."""

    def __init__(self, index: int) -> None:
        self.index = index
        self.label = QLabel(
            QCoreApplication.translate("NewMatchDialog", "Seat {number}").format(number=index + 1)
        )
        self.kind_combo = QComboBox()
        self.kind_combo.addItem(QCoreApplication.translate("NewMatchDialog", "Human"), "human")
        self.kind_combo.addItem(QCoreApplication.translate("NewMatchDialog", "Computer"), "bot")
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(24)
        self.name_edit.setMinimumWidth(
            self.name_edit.fontMetrics().horizontalAdvance("Marlowe 2WW") + 12
        )
        self.level_combo = QComboBox()
        for level in LEVELS:
            name, description = persona(level)
            word = level_label(level)
            self.level_combo.addItem(f"{word} — {name}", level)
            self.level_combo.setItemData(
                self.level_combo.count() - 1, description, Qt.ItemDataRole.ToolTipRole
            )
        policy = self.level_combo.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the rows keep their columns
        self.level_combo.setSizePolicy(policy)
        self.human_name = default_name() if index == 0 else HUMAN_NAMES[index]
        self.in_use = True

    def widgets(self) -> tuple[QWidget, ...]:
        return self.label, self.kind_combo, self.name_edit, self.level_combo

    @property
    def is_human(self) -> bool:
        return bool(self.kind_combo.currentData() == "human")

    def set_spec(self, spec: SeatSpec) -> None:
        if spec.is_human:
            self.human_name = spec.name
        self.kind_combo.setCurrentIndex(0 if spec.is_human else 1)
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(spec.level)))
        self.show_kind()

    def show_kind(self) -> None:
        """Show the editable name for a human, the level for a computer."""
        human = self.is_human
        self.name_edit.setEnabled(human)
        self.level_combo.setVisible(self.in_use and not human)
        if human:
            self.name_edit.setText(self.human_name)
            self.name_edit.setToolTip(
                QCoreApplication.translate(
                    "NewMatchDialog", "The name on the table and in the results"
                )
            )
        else:
            self.name_edit.setToolTip(
                QCoreApplication.translate(
                    "NewMatchDialog", "A computer player goes by its persona's name"
                )
            )
        self.level_combo.setToolTip(persona(self.level)[1])

    @property
    def level(self) -> str:
        return str(self.level_combo.currentData())

    def set_in_use(self, in_use: bool) -> None:
        """Seats past the chosen number are hidden (and keep their choices)."""
        self.in_use = in_use
        for widget in self.widgets():
            widget.setVisible(in_use)
        self.level_combo.setVisible(in_use and not self.is_human)


class NewMatchDialog(QDialog):
    """Edits a new table's set-up; :meth:`setup` returns it, :meth:`ask` runs the dialog."""

    def __init__(
        self,
        settings: AppSettings | None = None,
        last: TableSetup | None = None,
        parent: QWidget | None = None,
        may_start: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        # Asked on Start (may the running match be given up?); a No keeps the dialog
        # open with every choice as it was.
        self.may_start = may_start
        settings = settings or AppSettings()
        # The rules in Settings are the next match's rules, so they come first and are
        # chosen; the last match's rules stay one pick away.
        self._presets: list[tuple[str, RuleSet]] = [
            (QCoreApplication.translate("NewMatchDialog", CURRENT_SETTINGS), settings.rules)
        ]
        if last is not None:
            self._presets.append(
                (QCoreApplication.translate("NewMatchDialog", LAST_MATCH), last.rules)
            )
        # These entries are whole rule sets, match length included.
        self._whole_rules = len(self._presets)
        self._presets += [(preset_label(name), rules) for name, rules in RULE_PRESETS.items()]
        self._presets += [
            (self.tr("{name} (yours)").format(name=name), rules)
            for name, rules in _sorted(settings.presets)
        ]
        self._loading = True
        self._build_widgets()
        layout = self._build_layout()
        self._load_rules(settings.rules)
        self._load_length(settings.rules, len(last.seats) if last is not None else 2)
        self._load_seats(
            last.seats
            if last is not None
            else (SeatSpec(default_name()), SeatSpec("Marlowe", "bot", "medium"))
        )
        # New cards unless the player asks for the last match's deals again.
        self._last_seed = last.seed if last is not None else None
        self.same_deals_check.setEnabled(self._last_seed is not None)
        self._loading = False
        self._connect()
        self._refresh()
        # Size the window from its layout before it is created, so showing it does not
        # ask the platform to resize a live window.
        layout.activate()

    # ----- building ----------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.preset_combo = QComboBox()
        for name, rules in self._presets:
            self.preset_combo.addItem(name)
            self.preset_combo.setItemData(
                self.preset_combo.count() - 1, describe_rules(rules), Qt.ItemDataRole.ToolTipRole
            )
        self.variant_combo = QComboBox()
        for variant in Variant:
            self.variant_combo.addItem(variant_name(variant), variant.value)
        self.decks_combo = QComboBox()
        self.decks_combo.addItem(self.tr("One deck"), 1)
        self.decks_combo.addItem(self.tr("Two decks (double deck)"), 2)
        self.jokers_spin = QSpinBox()
        self.jokers_spin.setRange(0, 2)
        self.jokers_spin.setSuffix(" " + self.tr("per deck", "jokers"))
        self.seats_spin = QSpinBox()
        self.seats_spin.setRange(1, MAX_SEATS)
        self.seats_spin.setSpecialValueText(self.tr("1 (practise alone)"))
        self.seat_rows = [SeatRow(i) for i in range(MAX_SEATS)]
        self.format_combo = QComboBox()
        for label, key in FORMATS:
            self.format_combo.addItem(self.tr(label), key)
        self.format_combo.setToolTip(
            self.tr("Hands still owed to Fantasyland are played before any match ends")
        )
        self.hands_spin = _spin(1, 10_000, self.tr("hand"), self.tr("hands"))
        self.orbits_spin = _spin(1, 1_000, self.tr("orbit"), self.tr("orbits"))
        self.orbits_note = QLabel()
        self.points_spin = _spin(1, 100_000, self.tr("point"), self.tr("points"))
        self.points_spin.setPrefix("+")
        self.points_spin.setToolTip(
            self.tr("The match ends after the hand that puts someone this many points up")
        )
        self.length_stack = QStackedWidget()
        orbit_page = QWidget()
        orbit_row = QHBoxLayout(orbit_page)
        orbit_row.setContentsMargins(0, 0, 0, 0)
        orbit_row.addWidget(self.orbits_spin)
        orbit_row.addWidget(self.orbits_note, stretch=1)
        pages = {"hands": self.hands_spin, "orbits": orbit_page, "points": self.points_spin}
        for _label, key in FORMATS:
            page = pages.get(key) or QLabel(self.tr(FORMAT_NOTES[key]))
            self.length_stack.addWidget(page)
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random", "no seed given"))
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,18}")))
        self.seed_edit.setToolTip(
            self.tr("Empty: new cards. The same seed deals the same cards again")
        )
        self.same_deals_check = QCheckBox(self.tr("Same deals as the &last match"))
        self.same_deals_check.setToolTip(
            self.tr("Deal the cards of the last match again, hand for hand (its seed)")
        )
        self.message_label = QLabel()
        self.message_label.setObjectName("setupMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet("color: #b3261e;")
        # Room for two lines, so a message appearing never moves the buttons.
        self.message_label.setMinimumHeight(2 * self.message_label.fontMetrics().lineSpacing())
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("S&tart match"))

    def _build_layout(self) -> QVBoxLayout:
        rules_box = QGroupBox(self.tr("Game"))
        form = QFormLayout(rules_box)
        form.addRow(self.tr("Rules &preset:"), self.preset_combo)
        form.addRow(self.tr("&Variant:"), self.variant_combo)
        form.addRow(self.tr("&Decks:"), self.decks_combo)
        form.addRow(self.tr("&Jokers:"), self.jokers_spin)
        form.addRow(self.tr("&Match:"), self.format_combo)
        form.addRow("", self.length_stack)
        form.addRow(self.tr("S&eed:"), self.seed_edit)
        form.addRow("", self.same_deals_check)
        seats_box = QGroupBox(self.tr("Players"))
        seats = QVBoxLayout(seats_box)
        count = QFormLayout()
        count.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        count.addRow(self.tr("&Seats:"), self.seats_spin)
        seats.addLayout(count)
        grid = QGridLayout()
        grid.setColumnStretch(2, 1)
        for row in self.seat_rows:
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, row.index, column)
        seats.addLayout(grid)
        seats.addStretch(1)
        columns = QHBoxLayout()
        columns.addWidget(rules_box)
        columns.addWidget(seats_box, stretch=1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.message_label)
        layout.addWidget(self.buttons)
        return layout

    def _connect(self) -> None:
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        for combo in (self.variant_combo, self.decks_combo, self.format_combo):
            combo.currentIndexChanged.connect(self._refresh)
        for spin in (
            self.jokers_spin,
            self.seats_spin,
            self.hands_spin,
            self.orbits_spin,
            self.points_spin,
        ):
            spin.valueChanged.connect(self._refresh)
        self.seed_edit.textChanged.connect(self._refresh)
        self.seed_edit.textEdited.connect(self._seed_edited)
        self.same_deals_check.toggled.connect(self._same_deals_toggled)
        for row in self.seat_rows:
            row.kind_combo.currentIndexChanged.connect(
                lambda _index, row=row: self._kind_changed(row)
            )
            row.level_combo.currentIndexChanged.connect(self._refresh)
            row.name_edit.textEdited.connect(lambda text, row=row: self._name_edited(row, text))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    # ----- loading ----------------------------------------------------------------------

    def _load_rules(self, rules: RuleSet) -> None:
        """Show a rule set's variant, decks and jokers (the fields this dialog owns)."""
        self.variant_combo.setCurrentIndex(self.variant_combo.findData(rules.variant.value))
        self.decks_combo.setCurrentIndex(self.decks_combo.findData(rules.decks))
        self.jokers_spin.setValue(rules.jokers_per_deck)

    def _load_length(self, rules: RuleSet, seats: int) -> None:
        key = {
            MatchLength.ORBIT: "orbits",
            MatchLength.HANDS: "hands",
            MatchLength.POINTS: "points",
            MatchLength.UNLIMITED: "unlimited",
            MatchLength.ELIMINATION: "elimination",
        }[rules.match_length]
        self.format_combo.setCurrentIndex(self.format_combo.findData(key))
        self.length_stack.setCurrentIndex(self.format_combo.currentIndex())
        self.hands_spin.setValue(rules.match_hands or max(seats, 2))
        self.orbits_spin.setValue(1)
        self.points_spin.setValue(rules.match_points or 50)

    def _load_seats(self, specs: tuple[SeatSpec, ...]) -> None:
        self.seats_spin.setValue(len(specs))
        for row, spec in zip(self.seat_rows, specs, strict=False):
            row.set_spec(spec)
        for row in self.seat_rows[len(specs) :]:
            row.set_spec(SeatSpec(row.human_name, "bot", "medium"))

    # ----- reacting -----------------------------------------------------------------------

    def _preset_chosen(self, index: int) -> None:
        self._loading = True
        rules = self._presets[index][1]
        self._load_rules(rules)
        if index < self._whole_rules:  # a preset keeps the length chosen here
            self._load_length(rules, self.seats_spin.value())
        self._loading = False
        self._refresh()

    def _same_deals_toggled(self, same: bool) -> None:
        if same and self._last_seed is not None:
            self.seed_edit.setText(str(self._last_seed))
        elif not same and self.seed_edit.text() == str(self._last_seed):
            self.seed_edit.clear()

    def _seed_edited(self, text: str) -> None:
        """A seed typed by hand is the last match's only if it is that very seed."""
        self.same_deals_check.blockSignals(True)
        self.same_deals_check.setChecked(text.strip() == str(self._last_seed))
        self.same_deals_check.blockSignals(False)

    def _kind_changed(self, row: SeatRow) -> None:
        row.show_kind()
        self._refresh()

    def _name_edited(self, row: SeatRow, text: str) -> None:
        row.human_name = text
        self._refresh()

    def _refresh(self) -> None:
        """Show the seats in use and their names, then check the whole set-up."""
        if self._loading:
            return
        count = self.seats_spin.value()
        for row in self.seat_rows:
            row.set_in_use(row.index < count)
            row.level_combo.setToolTip(persona(row.level)[1])
        for row, spec in zip(self.seat_rows, self._seat_specs(), strict=False):
            if not row.is_human:
                row.name_edit.setText(spec.name)
        self.length_stack.setCurrentIndex(self.format_combo.currentIndex())
        hands = self.orbits_spin.value() * count
        note = (
            self.tr("= {hands} hands, one per seat each orbit")
            if hands > 1
            else self.tr("= {hands} hand, one per seat each orbit")
        )
        self.orbits_note.setText(note.format(hands=hands))
        try:
            self.setup()
        except OfcError as error:
            self.message_label.setText(sentence(str(error)))
            self.ok_button.setEnabled(False)
        else:
            self.message_label.setText("")
            self.ok_button.setEnabled(True)

    # ----- the result ---------------------------------------------------------------------

    def _seat_specs(self) -> tuple[SeatSpec, ...]:
        """The seats in use; computers take their persona's name, numbered on repeats."""
        specs = []
        personas: dict[str, int] = {}
        for row in self.seat_rows[: self.seats_spin.value()]:
            if row.is_human:
                specs.append(SeatSpec(row.human_name.strip()))
                continue
            name = persona(row.level)[0]
            personas[name] = personas.get(name, 0) + 1
            count = personas[name]
            specs.append(SeatSpec(name if count == 1 else f"{name} {count}", "bot", row.level))
        return tuple(specs)

    def _length_changes(self) -> dict[str, object]:
        key = self.format_combo.currentData()
        if key == "hands":
            return {
                "match_length": MatchLength.HANDS,
                "match_hands": self.hands_spin.value(),
                "match_points": 0,
            }
        if key == "orbits":
            orbits = self.orbits_spin.value()
            if orbits == 1:
                return {"match_length": MatchLength.ORBIT, "match_hands": 0, "match_points": 0}
            return {
                "match_length": MatchLength.HANDS,
                "match_hands": orbits * self.seats_spin.value(),
                "match_points": 0,
            }
        if key == "points":
            return {
                "match_length": MatchLength.POINTS,
                "match_hands": 0,
                "match_points": self.points_spin.value(),
            }
        length = MatchLength.UNLIMITED if key == "unlimited" else MatchLength.ELIMINATION
        return {"match_length": length, "match_hands": 0, "match_points": 0}

    def rules(self) -> RuleSet:
        """The chosen preset with this dialog's variant, deck and match length; raises
        RulesError when they do not combine."""
        base = self._presets[self.preset_combo.currentIndex()][1]
        variant = Variant(self.variant_combo.currentData())
        changes: dict[str, object] = {
            "variant": variant,
            "decks": self.decks_combo.currentData(),
            "jokers_per_deck": self.jokers_spin.value(),
            **self._length_changes(),
        }
        if variant is Variant.CHINESE and base.variant is not Variant.CHINESE:
            changes.update(naturals=True, surrender=True)  # on unless a preset says so
        if variant is not Variant.CHINESE:
            changes.update(naturals=False, surrender=False, closed_bonuses=False)
        allowed = _FANTASYLAND_CARDS_VARIANT.get(base.fantasyland_cards, variant)
        if allowed is not variant:
            changes["fantasyland_cards"] = FantasylandCards.STANDARD
        return base.with_changes(**changes)

    def setup(self) -> TableSetup:
        """The set-up as it stands; raises OfcError saying why it cannot be played."""
        specs = self._seat_specs()
        rules = self.rules()
        seed_text = self.seed_edit.text().strip()
        setup = TableSetup(rules, specs, int(seed_text) if seed_text else None)
        setup.check()
        return setup

    def accept(self) -> None:
        if self.may_start is not None and not self.may_start():
            return
        super().accept()

    @staticmethod
    def ask(
        parent: QWidget | None,
        settings: AppSettings,
        last: TableSetup | None = None,
        may_start: Callable[[], bool] | None = None,
    ) -> TableSetup | None:
        """Run the dialog; the set-up chosen, or None when cancelled. ``may_start`` is
        asked before the dialog closes on Start."""
        dialog = NewMatchDialog(settings, last, parent, may_start)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.setup()
        finally:
            dialog.deleteLater()


def default_name() -> str:
    """The first human seat's name until the player types another."""
    return lone_player_name()


def _spin(low: int, high: int, unit: str, units: str) -> QSpinBox:
    """A spin box whose suffix is ``unit`` at 1, ``units`` otherwise (both translated)."""
    spin = QSpinBox()
    spin.setRange(low, high)
    _set_unit(spin, low, unit, units)
    spin.valueChanged.connect(lambda value: _set_unit(spin, value, unit, units))
    return spin


def _set_unit(spin: QSpinBox, value: int, unit: str, units: str) -> None:
    spin.setSuffix(f" {unit}" if value == 1 else f" {units}")


def _sorted(presets: Mapping[str, RuleSet]) -> list[tuple[str, RuleSet]]:
    return sorted(presets.items(), key=lambda item: item[0].casefold())
