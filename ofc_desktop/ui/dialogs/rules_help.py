"""The rules of the game being played, as a non-modal help window: the sections'
titles on the left, the text on the right (words from :mod:`ofc_desktop.core.rules_text`,
so every number shown is the rule set's own).

Colours come from the palette, so the text reads in the light and the dark theme.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QSize, Qt
from PySide6.QtGui import QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.rules_markup import RulesSection
from ofc_desktop.core.rules_text import rules_html, rules_sections
from ofc_desktop.core.rules_words import variant_name
from ofc_desktop.ui.screen_fit import fit_window

DIALOG_NAME = "rulesHelp"
_ID_ROLE = Qt.ItemDataRole.UserRole


class RulesHelpDialog(QDialog):
    """The rules of one rule set; :meth:`show_section` jumps to a section by its id."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(DIALOG_NAME)
        self.setModal(False)
        self.setAccessibleName(self.tr("Rules"))
        self.rules: RuleSet | None = None
        self.sections: tuple[RulesSection, ...] = ()
        self.contents = QListWidget()
        self.contents.setAccessibleName(self.tr("Contents"))
        self.contents.setAccessibleDescription(
            self.tr("The sections of the rules; choose one to read it")
        )
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(True)  # links between sections are anchors in the text
        self.browser.setAccessibleName(self.tr("Rules text"))
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([200, 560])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.hide)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, stretch=1)
        layout.addWidget(buttons)
        self.contents.currentRowChanged.connect(self._row_chosen)
        self.contents.itemClicked.connect(lambda item: self._scroll_to(str(item.data(_ID_ROLE))))
        self.setMinimumSize(560, 380)  # once: a changing layout minimum makes some platforms warn
        fit_window(self, QSize(820, 600))
        self.set_rules(rules)

    # ----- content -----------------------------------------------------------------------

    def set_rules(self, rules: RuleSet) -> None:
        """Show the rules of ``rules``; the section being read stays chosen if it exists."""
        if rules == self.rules:
            return
        reading = self.current_section()
        self.rules = rules
        self.sections = rules_sections(rules)
        self.setWindowTitle(
            self.tr("Rules — {variant}").format(variant=variant_name(rules.variant))
        )
        self.contents.blockSignals(True)
        self.contents.clear()
        for section in self.sections:
            item = QListWidgetItem(section.title)
            item.setData(_ID_ROLE, section.id)
            self.contents.addItem(item)
        self.contents.blockSignals(False)
        self._render()
        ids = self.section_ids()
        self.show_section(reading if reading in ids else ids[0])

    def _render(self) -> None:
        palette = self.browser.palette()
        rule = palette.color(QPalette.ColorRole.Mid).name()
        header = palette.color(QPalette.ColorRole.AlternateBase).name()
        link = palette.color(QPalette.ColorRole.Link).name()
        document = self.browser.document()
        document.setDefaultStyleSheet(
            f"table {{ border-color: {rule}; border-style: solid; margin: 6px 0; }}"
            f"th {{ background-color: {header}; font-weight: bold; }}"
            f"a {{ color: {link}; }}"
            "h2 { margin-top: 14px; }"
        )
        scroll = self.browser.verticalScrollBar().value()
        self.browser.setHtml(rules_html(self.sections))
        self._pad_end()
        self.browser.verticalScrollBar().setValue(scroll)

    def _pad_end(self) -> None:
        """Room after the last section, so that every section can scroll to the top."""
        root = self.browser.document().rootFrame()
        frame = root.frameFormat()
        frame.setBottomMargin(max(0, self.browser.viewport().height() - 60))
        root.setFrameFormat(frame)

    def section_ids(self) -> list[str]:
        return [section.id for section in self.sections]

    def current_section(self) -> str | None:
        item = self.contents.currentItem()
        return None if item is None else str(item.data(_ID_ROLE))

    # ----- navigation ----------------------------------------------------------------------

    def show_section(self, section_id: str) -> None:
        """Choose a section in the contents and scroll the text to it; KeyError names the
        sections there are when this rule set has no such section."""
        ids = self.section_ids()
        if section_id not in ids:
            raise KeyError(f"no rules section {section_id!r}: {', '.join(ids)}")
        self.contents.blockSignals(True)
        self.contents.setCurrentRow(ids.index(section_id))
        self.contents.blockSignals(False)
        self._scroll_to(section_id)

    def _row_chosen(self, row: int) -> None:
        if 0 <= row < len(self.sections):
            self._scroll_to(self.sections[row].id)

    def _scroll_to(self, section_id: str) -> None:
        self.browser.scrollToAnchor(section_id)

    def top_text(self) -> str:
        """The line of text at the top of the visible part (what the reader sees first)."""
        return self.browser.cursorForPosition(QPoint(8, 8)).block().text()

    # ----- Qt ------------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._pad_end()
        section = self.current_section()
        if section is not None:
            self._scroll_to(section)  # the layout is known only once shown

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._pad_end()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self.sections:
            self._render()  # the theme changed: table rules and links follow it


_WITHOUT_PARENT: list[RulesHelpDialog] = []  # the one dialog opened with no parent


def open_rules_help(
    parent: QWidget | None, rules: RuleSet, section: str | None = None
) -> RulesHelpDialog:
    """Show the rules help of ``parent`` (one dialog per parent, reused), for ``rules``,
    at ``section`` when one is given; returns the dialog."""
    dialog: RulesHelpDialog | None
    if parent is not None:
        dialog = parent.findChild(
            RulesHelpDialog, DIALOG_NAME, Qt.FindChildOption.FindDirectChildrenOnly
        )
    else:
        dialog = _WITHOUT_PARENT[0] if _WITHOUT_PARENT else None
    if dialog is None:
        dialog = RulesHelpDialog(rules, parent)
        if parent is None:
            _WITHOUT_PARENT.append(dialog)
            dialog.destroyed.connect(_WITHOUT_PARENT.clear)
    else:
        dialog.set_rules(rules)
    dialog.show()
    dialog.activateWindow()  # (raise_() is unsupported on some platforms)
    if section is not None:
        dialog.show_section(section)
    return dialog
