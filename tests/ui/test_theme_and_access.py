"""The light and dark table, keyboard shortcuts and accessible names, and the
translation loader."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QColor, QImage, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QPushButton
from pytestqt.qtbot import QtBot

from ofc_desktop.core.cards import JOKER, Card, Rank, Suit
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.ui.dialogs.settings_table_page import THEME_LABELS, TablePage
from ofc_desktop.ui.i18n import install_translator
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import THEME_NAMES, AppSettings, TableOptions
from ofc_desktop.ui.table.card_art import FACE_COLOUR, CardArt
from ofc_desktop.ui.table.items import WARNING, CardItem, card_name
from ofc_desktop.ui.theme import DARK, LIGHT, SYSTEM, THEMES
from tests.ui.conftest import start, wait_for_turn

# ----- helpers ---------------------------------------------------------------------------


def menu_actions(menu: QMenu) -> Iterator[QAction]:
    """Every action of a menu and its submenus, the submenus' own entries left out."""
    for action in menu.actions():
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            yield from menu_actions(submenu)
        elif not action.isSeparator():
            yield action


def all_menu_actions(window: MainWindow) -> list[QAction]:
    """Every action of the menus, once: one offered in two menus (the coach report and
    the drills are in Game and in Help) is one command with one shortcut."""
    actions: list[QAction] = []
    for top in window.menuBar().actions():
        submenu = top.menu()
        assert isinstance(submenu, QMenu)
        actions.extend(action for action in menu_actions(submenu) if action not in actions)
    return actions


def luminance(color: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.redF())
        + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio, 1 (none) to 21 (black on white)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def ink(image: QImage) -> QColor:
    """The commonest clearly coloured pixel of a card face: its suit's ink."""
    face = FACE_COLOUR.rgb()
    counts: Counter[int] = Counter()
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            pixel = image.pixel(x, y)
            color = QColor.fromRgba(pixel)
            if color.alpha() == 255 and pixel != face and contrast(color, FACE_COLOUR) > 3:
                counts[color.rgb()] += 1
    assert counts, "no ink on the card"
    return QColor.fromRgb(counts.most_common(1)[0][0])


@pytest.fixture
def light_again(window: MainWindow) -> Iterator[MainWindow]:
    """The window, put back to the light theme however the test ends."""
    yield window
    window.set_options(window.options.with_changes(theme="light"))


# ----- themes ------------------------------------------------------------------------------


def test_the_themes_are_the_ones_the_options_accept() -> None:
    assert set(THEME_NAMES) == {SYSTEM, *THEMES}
    assert TableOptions().theme == SYSTEM  # a new player gets the desktop's look
    assert TableOptions(theme="dark").theme == "dark"
    with pytest.raises(OfcError, match="theme"):
        TableOptions(theme="neon")
    assert {value for _label, value in THEME_LABELS} == set(THEME_NAMES)


def test_the_menu_switches_to_the_dark_table_and_back_without_a_restart(
    qtbot: QtBot, light_again: MainWindow
) -> None:
    window = light_again
    start(window, RuleSet(), seed=4)
    wait_for_turn(qtbot, window)
    scene, seat = window.scene, window.controller.snapshot.viewer
    label = scene.decor[seat].labels["top"]
    window.controller.place(window.controller.snapshot.held[0], "top")
    assert label.text()  # a row with a card is named
    role = QPalette.ColorRole.Window
    light_window = QApplication.palette().color(role)
    assert scene.backgroundBrush().color() == QColor(LIGHT.felt)
    assert label.brush().color() == QColor(LIGHT.text)

    window.dark_action.trigger()
    QApplication.processEvents()
    assert window.options.theme == "dark" and window.dark_action.isChecked()
    assert window.settings.options.theme == "dark"
    assert scene.backgroundBrush().color() == QColor(DARK.felt)
    assert label.brush().color() == QColor(DARK.text) != QColor(LIGHT.text)
    assert QApplication.palette().color(role) == QColor("#26292c")
    assert window.palette().color(role) == QColor("#26292c")
    assert window.panel.palette().color(QPalette.ColorRole.Button) == QColor("#33373b")
    assert scene.zones["top"].pen().color() == QColor(DARK.zone_outline)
    assert all(item.highlight == QColor(DARK.highlight) for item in scene.cards.values())

    QTest.keyClick(
        window.view.viewport(),
        Qt.Key.Key_D,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    QApplication.processEvents()  # the shortcut, pressed on the table, switches back
    assert window.options.theme == "light" and not window.dark_action.isChecked()
    assert scene.backgroundBrush().color() == QColor(LIGHT.felt)
    assert label.brush().color() == QColor(LIGHT.text)
    assert QApplication.palette().color(role) == light_window
    assert window.palette().color(role) == light_window


def test_warnings_follow_the_theme_and_every_colour_reads_on_its_felt(
    qtbot: QtBot, light_again: MainWindow
) -> None:
    window = light_again
    start(window, RuleSet(), seed=4)
    wait_for_turn(qtbot, window)
    snapshot = window.controller.snapshot
    viewer = snapshot.seats[snapshot.viewer]
    warned = replace(
        viewer, rows=(replace(viewer.rows[0], label="Pair of Aces", warning=True), *viewer.rows[1:])
    )
    seats = tuple(warned if seat is viewer else seat for seat in snapshot.seats)
    window.scene.show_snapshot(replace(snapshot, seats=seats))
    label = window.scene.decor[snapshot.viewer].labels["top"]
    assert label.brush().color() == WARNING == QColor(LIGHT.warning)  # the old name: light
    window.set_options(window.options.with_changes(theme="dark"))
    assert window.scene.theme is DARK
    assert label.brush().color() == QColor(DARK.warning)
    window.set_options(window.options.with_changes(theme="light"))
    assert label.brush().color() == WARNING
    # Text on the felt is legible in both themes (the light warning reaches the 3:1 of
    # large text only); the warning stands apart from the text.
    for theme in (LIGHT, DARK):
        felt = QColor(theme.felt)
        assert contrast(QColor(theme.text), felt) >= 4.5, theme.name
        assert contrast(QColor(theme.highlight), felt) >= 4.4, theme.name
        assert contrast(QColor(theme.warning), felt) >= (4.5 if theme is DARK else 3), theme
        assert QColor(theme.warning) != QColor(theme.text)


def test_the_four_colour_deck_tells_the_suits_apart_in_the_dark_theme(
    qtbot: QtBot, light_again: MainWindow
) -> None:
    window = light_again
    window.set_options(window.options.with_changes(theme="dark", four_colour_deck=True))
    art = window.scene.art
    assert art.four_colour
    inks = {suit: ink(art.face(Card(Rank.SEVEN, suit)).toImage()) for suit in Suit}
    assert len({colour.rgb() for colour in inks.values()}) == 4, inks
    for suit, colour in inks.items():
        assert contrast(colour, FACE_COLOUR) >= 4.5, suit
    # The faces stay light cards on the dark felt.
    assert contrast(FACE_COLOUR, QColor(DARK.felt)) >= 7
    two = CardArt(1.0)
    assert two.suit_colour(Suit.HEARTS) == two.suit_colour(Suit.DIAMONDS)


def test_settings_table_page_round_trips_the_theme(qtbot: QtBot) -> None:
    page = TablePage()
    qtbot.addWidget(page)
    for name in THEME_NAMES:
        settings = AppSettings(options=TableOptions(theme=name, card_back="red"))
        page.load(settings)
        assert page.save(AppSettings()) == settings
    page.load(AppSettings())
    with qtbot.waitSignal(page.changed):
        page.theme.setCurrentIndex(page.theme.findData("dark"))
    assert page.save(AppSettings()).options.theme == "dark"


# ----- shortcuts and accessibility -------------------------------------------------------


def test_every_menu_action_has_a_unique_shortcut_and_a_description(window: MainWindow) -> None:
    actions = all_menu_actions(window)
    assert len(actions) >= 12
    assert window.dark_action in actions
    shortcuts = [action.shortcut().toString() for action in actions]
    assert all(shortcuts), [a.text() for a in actions if a.shortcut().isEmpty()]
    assert len(set(shortcuts)) == len(shortcuts), Counter(shortcuts).most_common(3)
    for action in actions:
        assert action.toolTip() and action.statusTip() and action.whatsThis(), action.text()
        assert action.toolTip() != action.text().replace("&", "")
    by_name = {action.text().replace("&", ""): action.shortcut().toString() for action in actions}
    assert by_name["New match…"] == "Ctrl+N"
    assert by_name["Next hand"] == "Ctrl+D"
    assert by_name["Settings…"] == "Ctrl+,"
    assert by_name["Quit"] == "Ctrl+Q"
    assert by_name["Score review"] == "F9"
    assert by_name["Keyboard and mouse"] == "F1"


def test_buttons_the_view_and_the_review_have_accessible_names(
    qtbot: QtBot, window: MainWindow
) -> None:
    buttons = window.panel.findChildren(QPushButton)
    assert len(buttons) == 12  # nine for the street, three for the live help
    for button in buttons:
        assert button.accessibleName() and button.accessibleDescription(), button.text()
        assert button.toolTip()
    mnemonics = [b.text()[b.text().index("&") + 1].lower() for b in buttons]
    assert len(set(mnemonics)) == len(mnemonics)  # no Alt+letter does two things
    assert window.view.accessibleName()
    assert window.review_overlay.accessibleName()
    assert window.review_overlay.accessibleDescription()
    assert window.review_overlay.close_button.accessibleName()
    assert window.review_overlay.close_button.accessibleDescription()
    start(window, RuleSet(), seed=4)
    wait_for_turn(qtbot, window)
    described = window.view.accessibleDescription()
    assert "Your turn." in described
    assert window.controller.snapshot.prompt in described


def test_card_items_name_their_card() -> None:
    assert card_name(Card.parse("Qh")) == "Queen of hearts"
    assert card_name(Card.parse("Ts")) == "Ten of spades"
    assert card_name(JOKER) == "Joker"


def test_the_cards_on_the_table_carry_their_names(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(), seed=4)
    wait_for_turn(qtbot, window)
    items = list(window.scene.cards.values())
    assert items and all(isinstance(item, CardItem) for item in items)
    assert all(item.toolTip() == card_name(item.card) for item in items)


# ----- translation ---------------------------------------------------------------------------


def test_installing_a_missing_translation_is_harmless(qtbot: QtBot) -> None:
    app = QCoreApplication.instance()
    assert app is not None
    assert install_translator(app, "xx_YY") is None
    translator = install_translator(app)  # the system's locale: shipped or not, no error
    if translator is not None:
        app.removeTranslator(translator)
    assert QCoreApplication.translate("MainWindow", "&Quit") == "&Quit"
