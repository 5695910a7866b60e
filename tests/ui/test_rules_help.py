"""The rules help window: contents, jumping to a section, the rule set's own royalty
table, one window per parent, and both themes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPalette, QTextTable
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.core.royalties import RoyaltyTable
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.rules_markup import cell_points
from ofc_desktop.core.rules_text import rules_html, rules_sections
from ofc_desktop.ui.dialogs.rules_help import RulesHelpDialog, open_rules_help
from ofc_desktop.ui.theme import theme_named

CUSTOM = RuleSet(
    royalty_table=RoyaltyTable.from_dict(
        {
            "top_pairs": {"Q": 11, "A": 40},
            "top_trips": {"2": 30},
            "middle": {"flush": 9},
            "bottom": {"straight": 0, "royal_flush": 77},
        }
    )
)


@pytest.fixture
def host(qtbot: QtBot) -> Iterator[QWidget]:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(400, 300)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget


def opened(
    qtbot: QtBot, host: QWidget, rules: RuleSet, section: str | None = None
) -> RulesHelpDialog:
    dialog = open_rules_help(host, rules, section)
    qtbot.waitExposed(dialog)
    return dialog


def cell_text(table: QTextTable, row: int, column: int) -> str:
    cell = table.cellAt(row, column)
    cursor = cell.firstCursorPosition()
    cursor.setPosition(cell.lastCursorPosition().position(), cursor.MoveMode.KeepAnchor)
    return cursor.selectedText().strip()


def shown_tables(dialog: RulesHelpDialog) -> list[list[list[str]]]:
    """Every table of the text as the browser holds it."""
    tables = []
    for frame in dialog.browser.document().rootFrame().childFrames():
        if isinstance(frame, QTextTable):
            tables.append(
                [
                    [cell_text(frame, r, c) for c in range(frame.columns())]
                    for r in range(frame.rows())
                ]
            )
    return tables


def shown_royalty_table(dialog: RulesHelpDialog) -> RoyaltyTable:
    top = next(t for t in shown_tables(dialog) if t[0][0] == "Top row")
    five = next(t for t in shown_tables(dialog) if t[0] == ["Hand", "Middle", "Bottom"])
    rows = {row[0]: [cell_points(cell) for cell in row[1:]] for row in top[1:]}
    return RoyaltyTable(
        bottom=tuple(cell_points(row[2]) for row in five[1:]),
        middle=tuple(cell_points(row[1]) for row in five[1:]),
        top_pairs=tuple(rows["Pair"]),
        top_trips=tuple(rows["Three of a kind"]),
    )


def test_it_opens_non_modal_with_the_contents_of_the_rule_set(qtbot: QtBot, host: QWidget) -> None:
    dialog = opened(qtbot, host, RuleSet())
    assert dialog.isVisible() and not dialog.isModal()
    assert dialog.windowModality() == Qt.WindowModality.NonModal
    assert "Classic" in dialog.windowTitle()
    titles = [dialog.contents.item(i).text() for i in range(dialog.contents.count())]
    assert titles == [section.title for section in rules_sections(RuleSet())]
    assert dialog.current_section() == "overview"
    assert dialog.top_text() == "The game"


def test_clicking_a_contents_item_shows_that_section(qtbot: QtBot, host: QWidget) -> None:
    dialog = opened(qtbot, host, RuleSet())
    for index in (3, 4, 1, 5):
        item = dialog.contents.item(index)
        point = dialog.contents.visualItemRect(item).center()
        qtbot.mouseClick(dialog.contents.viewport(), Qt.MouseButton.LeftButton, pos=point)
        assert dialog.current_section() == dialog.sections[index].id
        assert dialog.top_text() == item.text()


def test_show_section_fouls_shows_the_foul_rule(qtbot: QtBot, host: QWidget) -> None:
    dialog = opened(qtbot, host, RuleSet())
    dialog.show_section("fouls")
    assert dialog.current_section() == "fouls"
    assert dialog.top_text() == "Fouls"
    assert "bottom ≥ middle ≥ top" in dialog.browser.toPlainText()
    # the first lines in view are the foul section's, not the one after it
    block = dialog.browser.cursorForPosition(QPoint(8, 120)).block()
    while block.isValid() and block.blockFormat().headingLevel() == 0:
        block = block.previous()
    assert block.text() == "Fouls"
    with pytest.raises(KeyError, match="no rules section 'jokers'"):
        dialog.show_section("jokers")


def test_the_royalty_table_shown_is_the_rule_sets_own(qtbot: QtBot, host: QWidget) -> None:
    dialog = opened(qtbot, host, RuleSet(), "royalties")
    assert dialog.top_text() == "Royalties"
    assert shown_royalty_table(dialog) == RuleSet().royalty_table
    dialog = opened(qtbot, host, CUSTOM)
    assert shown_royalty_table(dialog) == CUSTOM.royalty_table
    flat = RuleSet(royalty_preset="flat_top_trips_20")
    assert shown_royalty_table(opened(qtbot, host, flat)) == flat.royalty_table


def test_one_dialog_per_parent_follows_the_rules_given(qtbot: QtBot, host: QWidget) -> None:
    first = opened(qtbot, host, RuleSet(), "scoring")
    again = opened(qtbot, host, RuleSet(variant=Variant.CHINESE, naturals=True))
    assert again is first
    assert "Chinese" in again.windowTitle() and "closed" in again.section_ids()
    assert again.current_section() == "scoring"  # the section being read stays chosen
    other = QWidget()
    qtbot.addWidget(other)
    assert open_rules_help(other, RuleSet()) is not first
    first.hide()
    assert opened(qtbot, host, RuleSet(), "fouls") is first and first.isVisible()
    assert first.top_text() == "Fouls"


def test_without_a_parent_one_dialog_is_reused_until_deleted(qtbot: QtBot) -> None:
    first = open_rules_help(None, RuleSet(), "scoring")
    qtbot.waitExposed(first)
    assert open_rules_help(None, RuleSet()) is first
    gone: list[bool] = []
    first.destroyed.connect(lambda: gone.append(True))
    first.deleteLater()
    qtbot.waitUntil(lambda: bool(gone), timeout=2000)
    second = open_rules_help(None, RuleSet(variant=Variant.TURBO))
    qtbot.addWidget(second)
    assert "Turbo" in second.windowTitle()


def test_a_link_in_the_text_leads_to_its_section(qtbot: QtBot, host: QWidget) -> None:
    dialog = opened(qtbot, host, RuleSet())
    dialog.browser.scrollToAnchor("rows")
    assert dialog.top_text() == "Rows and hand strength"
    dialog.browser.setSource(dialog.browser.source().resolved("#fouls"))
    assert dialog.top_text() == "Fouls"


def _lightness(colour: QColor) -> float:
    return colour.lightnessF()


def test_readable_in_the_light_and_the_dark_theme(qtbot: QtBot, host: QWidget) -> None:
    assert "color:" not in rules_html(rules_sections(CUSTOM)).replace(" ", "")
    dialog = opened(qtbot, host, RuleSet())
    before = QApplication.palette()
    try:
        for name in ("light", "dark"):
            QApplication.setPalette(theme_named(name).widget_palette())
            palette = dialog.browser.palette()
            text, base = (
                palette.color(QPalette.ColorRole.Text),
                palette.color(QPalette.ColorRole.Base),
            )
            assert abs(_lightness(text) - _lightness(base)) > 0.45, name
            sheet = dialog.browser.document().defaultStyleSheet()
            assert palette.color(QPalette.ColorRole.AlternateBase).name() in sheet
            assert shown_royalty_table(dialog) == RuleSet().royalty_table
    finally:
        QApplication.setPalette(before)
