"""Settings pages, Frescobaldi style: each page ``load()``s from an AppSettings,
``save()``s onto a copy (returning a new value) and emits ``changed`` when the player
edits it. Rule pages never judge a combination of rules: RuleSet does, when saved.

This module holds the page base classes and small widget helpers; the pages themselves
live in :mod:`settings_rules_pages` and :mod:`settings_table_page`.

A page's ``title`` is its English key (``SettingsDialog.show_page`` finds pages by it),
marked with ``QT_TRANSLATE_NOOP`` in the page class's own context; ``display_title``
is what the player reads."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QAbstractItemModel, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.core.rules import Variant
from ofc_desktop.ui.models.options import AppSettings


class SettingsPage(QWidget):
    """A titled page with a form; ``changed`` fires on the player's edits, not on load."""

    changed = Signal()
    title = ""  # the English key, marked by each page in its class's context
    fills_page = False  # True: the page's last widget takes the spare height

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._loading = False
        heading = QLabel(f"<b>{self.display_title}</b>")
        heading.setObjectName("settingsPageTitle")
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        heading.setFont(font)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.page_layout = QVBoxLayout(self)
        self.page_layout.addWidget(heading)
        self.page_layout.addLayout(self.form)
        if not self.fills_page:
            self.page_layout.addStretch(1)

    @property
    def display_title(self) -> str:
        """The title in the player's language. ``tr`` looks in the contexts of the
        page's classes, so a title marked in the page class's context is found."""
        return self.tr(self.title) if self.title else ""

    def load(self, settings: AppSettings) -> None:
        """Show ``settings`` in the widgets without emitting ``changed``."""
        self._loading = True
        try:
            self._load(settings)
        finally:
            self._loading = False

    def save(self, settings: AppSettings) -> AppSettings:
        """A copy of ``settings`` carrying what this page shows."""
        raise NotImplementedError

    def _load(self, settings: AppSettings) -> None:
        raise NotImplementedError

    @property
    def loading(self) -> bool:
        return self._loading

    def _emit_changed(self, *_args: object) -> None:
        if not self._loading:
            self.changed.emit()

    def watch(self, *widgets: QWidget | QAbstractItemModel) -> None:
        """Emit ``changed`` whenever one of these widgets (or a model) is edited."""
        for widget in widgets:
            if isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self._emit_changed)
            elif isinstance(widget, QSpinBox | QDoubleSpinBox):
                widget.valueChanged.connect(self._emit_changed)
            elif isinstance(widget, QAbstractButton):
                widget.toggled.connect(self._emit_changed)
            elif isinstance(widget, QTableWidget):
                widget.itemChanged.connect(self._emit_changed)
            elif isinstance(widget, QAbstractItemModel):
                widget.dataChanged.connect(self._emit_changed)
            else:
                raise TypeError(f"cannot watch {type(widget).__name__}")

    def add_note(self, text: str) -> QLabel:
        """An explanatory paragraph spanning the form."""
        label = note(text)
        self.form.addRow(label)
        return label


class RulesPage(SettingsPage):
    """A page over some RuleSet fields. ``rule_values()`` gives every field it shows;
    the dialog merges all pages' values into one ``with_changes`` call, so settings on
    two pages that depend on each other (variant and Fantasyland cards) are judged
    together."""

    def rule_values(self) -> dict[str, Any]:
        raise NotImplementedError

    def save(self, settings: AppSettings) -> AppSettings:
        return replace(settings, rules=settings.rules.with_changes(**self.rule_values()))

    def follow_variant(self, old: Variant, new: Variant) -> None:
        """The player picked another variant on the Game page; by default nothing follows."""


# ----- widget helpers -------------------------------------------------------------------


def note(text: str, wrap: bool = True, indent: int = 0) -> QLabel:
    """A paragraph of explanation; ``indent`` (pixels) sets it under a checkbox's text."""
    label = QLabel(text)
    label.setWordWrap(wrap)
    label.setContentsMargins(indent, 0, 0, 0)
    label.setObjectName("settingsNote")
    return label


def combo(choices: Sequence[tuple[str, str]]) -> QComboBox:
    """A combo box of (label, value) choices; the value is the item data."""
    box = QComboBox()
    for label, value in choices:
        box.addItem(label, value)
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    return box


def select(box: QComboBox, value: str) -> None:
    index = box.findData(value)
    if index < 0:
        raise ValueError(f"{value!r} is not a choice of this box")
    box.setCurrentIndex(index)


def chosen(box: QComboBox) -> str:
    return str(box.currentData())


def spin(low: int, high: int, suffix: str = "", special: str = "") -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setSuffix(suffix)
    if special:
        box.setSpecialValueText(special)
    return box


def row_of(*widgets: QWidget) -> QWidget:
    """Widgets side by side at their natural widths, as one form field (``link_buddies``
    gives its label's mnemonic to the first of them)."""
    holder = QWidget()
    layout = QHBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    layout.addStretch(1)
    return holder


def link_buddies(form: QFormLayout) -> None:
    """Every field label's mnemonic moves the focus to a control that takes it: a field
    made of several widgets (``row_of``) gives it to the first of them that does."""
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        if label is None or field is None:
            continue
        text_label, widget = label.widget(), field.widget()
        if not isinstance(text_label, QLabel) or widget is None:
            continue
        target = first_focusable(widget)
        if target is not None:
            text_label.setBuddy(target)


def first_focusable(widget: QWidget) -> QWidget | None:
    """``widget`` if it takes the focus from the keyboard, else the first widget in its
    layout that does."""
    if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
        return widget
    layout = widget.layout()
    if layout is None:
        return None
    for index in range(layout.count()):
        item = layout.itemAt(index)
        child = item.widget() if item is not None else None
        found = first_focusable(child) if child is not None else None
        if found is not None:
            return found
    return None


def number_text(value: float) -> str:
    """A number as a player would write it, exact enough to read back unchanged."""
    return str(int(value)) if float(value).is_integer() else repr(float(value))
