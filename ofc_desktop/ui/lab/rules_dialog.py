"""The lab's "Rules…" dialog: the settings dialog's own rule pages (game, scoring,
royalties, fouls, Fantasyland, closed Chinese poker) over the lab's RuleSet, so a
position can be set up under any rules a table can play."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.dialogs.settings_pages import RulesPage, link_buddies
from ofc_desktop.ui.dialogs.settings_play_pages import ChinesePage, FantasylandPage, FoulsPage
from ofc_desktop.ui.dialogs.settings_rules_pages import GamePage, RoyaltiesPage, ScoringPage
from ofc_desktop.ui.models.options import AppSettings
from ofc_desktop.ui.screen_fit import fit_window


class LabRulesDialog(QDialog):
    """Edits a copy of the lab's rules; :meth:`rules` gives the accepted ones."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of the position"))
        self._original = rules
        self._result: RuleSet | None = None
        self.game_page = GamePage()
        self.fantasyland_page = FantasylandPage()
        self.pages: tuple[RulesPage, ...] = (
            self.game_page,
            ScoringPage(),
            RoyaltiesPage(),
            FoulsPage(),
            self.fantasyland_page,
            ChinesePage(),
        )
        self.page_list = QListWidget()
        self.stack = QStackedWidget()
        settings = AppSettings(rules=rules)
        for page in self.pages:
            link_buddies(page.form)
            self.page_list.addItem(page.display_title)
            self.stack.addWidget(page)
            page.load(settings)
            page.changed.connect(self._clear_error)
        self.page_list.setFixedWidth(self.page_list.sizeHintForColumn(0) + 28)
        self.page_list.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.page_list.setCurrentRow(0)
        self.game_page.variantChanged.connect(self._follow_variant)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error_label.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        body = QHBoxLayout()
        body.addWidget(self.page_list)
        body.addWidget(self.stack, stretch=1)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("The rules this position is played and analysed under.")))
        layout.addLayout(body, stretch=1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        layout.activate()
        line = self.fontMetrics().lineSpacing()
        fit_window(self, self.sizeHint().expandedTo(QSize(48 * line, 38 * line)))

    def _follow_variant(self, old: Variant, new: Variant) -> None:
        for page in self.pages:
            page.follow_variant(old, new)

    def _clear_error(self) -> None:
        self.error_label.hide()

    def collect(self) -> RuleSet:
        """Every page's values judged together; raises RulesError for a combination
        the rules refuse."""
        changes: dict[str, Any] = {}
        for page in self.pages:
            changes.update(page.rule_values())
        return self._original.with_changes(**changes)

    def accept(self) -> None:
        try:
            self._result = self.collect()
        except OfcError as error:
            self.error_label.setText(str(error))
            self.error_label.show()
            return
        super().accept()

    def rules(self) -> RuleSet:
        """The accepted rules; the ones the dialog was opened with until then."""
        return self._result if self._result is not None else self._original

    @staticmethod
    def edit(parent: QWidget | None, rules: RuleSet) -> RuleSet | None:
        """Show the dialog; the new rules on OK, None on Cancel."""
        dialog = LabRulesDialog(rules, parent)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.rules()
            return None
        finally:
            dialog.deleteLater()
