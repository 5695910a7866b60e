"""The settings dialog: rule presets on top, a list of pages on the left. It edits a
copy and hands back a new AppSettings on OK; the settings it was opened with are never
touched, and a rule combination RuleSet rejects keeps the dialog open with its reason."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.presets import RULE_PRESETS, preset_label
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.dialogs.settings_pages import RulesPage, SettingsPage, link_buddies
from ofc_desktop.ui.dialogs.settings_play_pages import (
    ChinesePage,
    FantasylandPage,
    FoulsPage,
    TimersPage,
)
from ofc_desktop.ui.dialogs.settings_rules_pages import (
    GamePage,
    RoyaltiesPage,
    ScoringPage,
)
from ofc_desktop.ui.dialogs.settings_table_page import TablePage
from ofc_desktop.ui.models.options import AppSettings, TableOptions
from ofc_desktop.ui.models.rules_summary import describe_rules
from ofc_desktop.ui.models.words import sentence
from ofc_desktop.ui.screen_fit import fit_window

_OWN_ROLE = Qt.ItemDataRole.UserRole + 1  # True for the player's own presets
# How long a match lasts is the player's choice, not a built-in preset's: loading one
# keeps it, and a preset matches rules whatever their length.
_LENGTH_FIELDS = ("match_length", "match_hands", "match_points")


class SettingsDialog(QDialog):
    """Edits the next match's rules, table options and the player's rule presets; see
    ``edit``. ``playing`` is the running table's rules, shown beside them."""

    # Unattended runs (tests, the self-test) set this off: edits are then discarded and
    # presets deleted without a question.
    ask_before_discarding = True

    def __init__(
        self,
        settings: AppSettings,
        parent: QWidget | None = None,
        playing: RuleSet | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._original = settings
        self._working = settings  # carries the presets saved or deleted meanwhile
        self._result: AppSettings | None = None
        self.game_page = GamePage()
        self.scoring_page = ScoringPage()
        self.royalties_page = RoyaltiesPage()
        self.fouls_page = FoulsPage()
        self.fantasyland_page = FantasylandPage()
        self.chinese_page = ChinesePage()
        self.timers_page = TimersPage()
        self.table_page = TablePage()
        self.rule_pages: tuple[RulesPage, ...] = (
            self.game_page,
            self.scoring_page,
            self.royalties_page,
            self.fouls_page,
            self.fantasyland_page,
            self.chinese_page,
            self.timers_page,
        )
        self.pages: tuple[SettingsPage, ...] = (*self.rule_pages, self.table_page)

        self.preset_combo = QComboBox()
        self.preset_combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.preset_combo.setPlaceholderText(self.tr("Choose a preset…"))
        self.load_button = QPushButton(self.tr("L&oad"))
        self.save_as_button = QPushButton(self.tr("Save &as…"))
        self.delete_button = QPushButton(self.tr("D&elete"))
        self.load_button.setToolTip(self.tr("Show the chosen preset's rules on every page"))
        self.save_as_button.setToolTip(
            self.tr("Keep the rules on these pages as a preset of your own")
        )
        self.delete_button.setToolTip(self.tr("Delete your own preset (built-in presets stay)"))
        preset_label = QLabel(self.tr("Rule &preset:"))
        preset_label.setBuddy(self.preset_combo)
        preset_row = QHBoxLayout()
        preset_row.addWidget(preset_label)
        preset_row.addWidget(self.preset_combo, stretch=1)
        for button in (self.load_button, self.save_as_button, self.delete_button):
            preset_row.addWidget(button)

        self.page_list = QListWidget()
        self.stack = QStackedWidget()
        for page in self.pages:
            link_buddies(page.form)
            self.page_list.addItem(page.display_title)
            self.stack.addWidget(page)
            page.changed.connect(self.clear_error)
        self.page_list.setFixedWidth(self.page_list.sizeHintForColumn(0) + 28)
        self.page_list.currentRowChanged.connect(self.stack.setCurrentIndex)
        # What the rule pages edit: the next match, never the table being played.
        self.table_rules_label = QLabel()
        self.table_rules_label.setObjectName("settingsTableRules")
        self.table_rules_label.setWordWrap(True)
        policy = self.table_rules_label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the pages never move as it comes and goes
        self.table_rules_label.setSizePolicy(policy)
        if playing is not None:
            self.table_rules_label.setText(
                self.tr(
                    "This table plays: {rules}. The rules here are for the next match: "
                    "changes apply from the next match."
                ).format(rules=describe_rules(playing, table=True))
            )
        else:
            self.table_rules_label.setText(
                self.tr("The rules here are for the next match you start.")
            )
        self.page_list.currentRowChanged.connect(self._show_table_rules)
        body = QHBoxLayout()
        body.addWidget(self.page_list)
        body.addWidget(self.stack, stretch=1)

        self.error_label = QLabel()
        self.error_label.setObjectName("settingsError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error_label.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.setToolTip(
            self.tr("Default rules and table options on every page; your presets stay")
        )
        restore.clicked.connect(self.restore_defaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(preset_row)
        layout.addWidget(self.table_rules_label)
        layout.addLayout(body, stretch=1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

        self.game_page.variantChanged.connect(self._follow_variant)
        self.preset_combo.currentIndexChanged.connect(self._update_preset_buttons)
        self.load_button.clicked.connect(self.load_preset)
        self.save_as_button.clicked.connect(self.save_preset_as)
        self.delete_button.clicked.connect(self.delete_preset)
        for page in self.pages:
            page.load(settings)
        self._fill_presets()
        self._select_matching_preset(settings.rules)
        self.page_list.setCurrentRow(0)
        # Size the window from its layout before it is created, so showing it does not
        # ask the platform to resize a live window; room for the royalty table to show
        # most of its rows, in units of the font so it scales with it.
        layout.activate()
        line = self.fontMetrics().lineSpacing()
        fit_window(self, self.sizeHint().expandedTo(QSize(52 * line, 44 * line)))

    # ----- the result -------------------------------------------------------------------

    @staticmethod
    def edit(
        parent: QWidget | None, settings: AppSettings, playing: RuleSet | None = None
    ) -> AppSettings | None:
        """Show the dialog; the new settings on OK, None on Cancel."""
        dialog = SettingsDialog(settings, parent, playing)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.result_settings()
            return None
        finally:
            dialog.deleteLater()

    def result_settings(self) -> AppSettings:
        """The accepted settings; the ones the dialog was opened with until then."""
        return self._result if self._result is not None else self._original

    def collect(self) -> AppSettings:
        """Every page saved onto a copy. Rule pages' values go to RuleSet in one
        ``with_changes`` call, so it judges the whole combination; raises RulesError."""
        changes: dict[str, Any] = {}
        for page in self.rule_pages:
            changes.update(page.rule_values())
        rules = self._working.rules.with_changes(**changes)
        settings = self.table_page.save(replace(self._working, rules=rules))
        # The timers page shows one table option beside its rules.
        return replace(
            settings, options=settings.options.with_changes(**self.timers_page.option_values())
        )

    def accept(self) -> None:
        try:
            settings = self.collect()
        except OfcError as error:
            self.show_error(str(error))
            return
        self._result = settings
        super().accept()

    def has_unsaved_edits(self) -> bool:
        """Would OK change anything (a combination RuleSet refuses counts as an edit)?"""
        try:
            return self.collect() != self._original
        except OfcError:
            return True

    def reject(self) -> None:
        """Cancel, Esc or the window's close: unsaved edits are dropped only when the
        player says so."""
        discard = not (self.ask_before_discarding and self.has_unsaved_edits()) or self.ask(
            self.tr("Discard your changes?"),
            self.tr("The changes made in Settings have not been saved."),
            self.tr("&Discard"),
            self.tr("&Keep editing"),
        )
        if discard:
            super().reject()

    def ask(self, title: str, text: str, yes: str, no: str) -> bool:
        """A question with two answers; True for ``yes`` (``no`` is the default)."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self)
        yes_button = box.addButton(yes, QMessageBox.ButtonRole.DestructiveRole)
        no_button = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(no_button)
        box.setEscapeButton(no_button)
        box.exec()
        answer = box.clickedButton() is yes_button
        box.deleteLater()
        return answer

    def _show_table_rules(self, row: int) -> None:
        """The line about the next match shows on the rule pages only."""
        self.table_rules_label.setVisible(0 <= row < len(self.rule_pages))

    def show_error(self, message: str) -> None:
        text = sentence(message)
        self.error_label.setText(text if text.endswith(".") else text + ".")
        self.error_label.show()

    def clear_error(self) -> None:
        self.error_label.clear()
        self.error_label.hide()

    def show_page(self, title: str) -> SettingsPage:
        """Bring a page forward by its title, the English key ("Scoring")."""
        for row, page in enumerate(self.pages):
            if page.title == title:
                self.page_list.setCurrentRow(row)
                return page
        raise KeyError(title)

    def restore_defaults(self) -> None:
        """Default rules and options on every page; the player's presets are kept."""
        defaults = replace(self._working, rules=AppSettings().rules, options=TableOptions())
        for page in self.pages:
            page.load(defaults)
        self._select_matching_preset(defaults.rules)
        self.clear_error()

    def _follow_variant(self, old: Variant, new: Variant) -> None:
        for page in self.rule_pages:
            page.follow_variant(old, new)

    # ----- rule presets -----------------------------------------------------------------

    def ask_preset_name(self) -> str | None:
        """The name for a new preset, or None if the player cancels (tests replace it)."""
        name, ok = QInputDialog.getText(
            self, self.tr("Save rule preset"), self.tr("Name of the preset:")
        )
        return name if ok else None

    def selected_preset(self) -> tuple[str, bool] | None:
        """The chosen preset's name and whether it is the player's own."""
        index = self.preset_combo.currentIndex()
        name = self.preset_combo.itemData(index)
        if index < 0 or name is None:
            return None
        return str(name), bool(self.preset_combo.itemData(index, _OWN_ROLE))

    def select_preset(self, name: str, own: bool) -> None:
        for index in range(self.preset_combo.count()):
            if (
                self.preset_combo.itemData(index) == name
                and bool(self.preset_combo.itemData(index, _OWN_ROLE)) == own
            ):
                self.preset_combo.setCurrentIndex(index)
                return
        raise KeyError(name)

    def load_preset(self) -> None:
        chosen = self.selected_preset()
        if chosen is None:
            return
        name, own = chosen
        if own:
            rules = self._working.presets[name]
        else:
            length = {key: self.game_page.rule_values()[key] for key in _LENGTH_FIELDS}
            rules = RULE_PRESETS[name].with_changes(**length)
        loaded = replace(self._working, rules=rules)
        for page in self.rule_pages:
            page.load(loaded)
        self.clear_error()

    def save_preset_as(self) -> None:
        name = (self.ask_preset_name() or "").strip()
        if not name:
            return
        if name in RULE_PRESETS:
            self.show_error(
                self.tr("“{name}” is a built-in preset; choose another name").format(name=name)
            )
            return
        try:
            rules = self.collect().rules
        except OfcError as error:
            self.show_error(str(error))
            return
        self._working = self._working.with_preset(name, rules)
        self._fill_presets()
        self.select_preset(name, own=True)
        self.clear_error()

    def delete_preset(self) -> None:
        chosen = self.selected_preset()
        if chosen is None or not chosen[1]:
            return  # built-in presets cannot be deleted
        if self.ask_before_discarding and not self.ask(
            self.tr("Delete the preset?"),
            self.tr("Delete your rule preset “{name}”? This cannot be undone.").format(
                name=chosen[0]
            ),
            self.tr("&Delete"),
            self.tr("&Keep it"),
        ):
            return
        self._working = self._working.without_preset(chosen[0])
        self._fill_presets()

    def _fill_presets(self) -> None:
        combo = self.preset_combo
        combo.blockSignals(True)
        combo.clear()
        for name in RULE_PRESETS:
            combo.addItem(preset_label(name), name)
        if self._working.presets:
            combo.insertSeparator(combo.count())
            for name in sorted(self._working.presets, key=str.casefold):
                combo.addItem(self.tr("{name} (yours)").format(name=name), name)
                combo.setItemData(combo.count() - 1, True, _OWN_ROLE)
        combo.blockSignals(False)
        self._update_preset_buttons()

    def _select_matching_preset(self, rules: RuleSet) -> None:
        """Show the preset these rules are (the player's own first), else none."""
        for name, preset in self._working.presets.items():
            if preset == rules:
                self.select_preset(name, own=True)
                return
        length = {key: getattr(rules, key) for key in _LENGTH_FIELDS}
        for name, preset in RULE_PRESETS.items():
            if _same_but_length(preset, rules, length):
                self.select_preset(name, own=False)
                return
        self.preset_combo.setCurrentIndex(-1)

    def _update_preset_buttons(self) -> None:
        chosen = self.selected_preset()
        self.load_button.setEnabled(chosen is not None)
        self.delete_button.setEnabled(chosen is not None and chosen[1])


def _same_but_length(preset: RuleSet, rules: RuleSet, length: dict[str, Any]) -> bool:
    """Are these a built-in preset's rules, whatever the match length?"""
    try:
        return preset.with_changes(**length) == rules
    except OfcError:
        return False
