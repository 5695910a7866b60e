"""The table's two looks, light and dark: the felt, the text drawn on it, the marks for
legal rows and warnings, the empty card places, the hot-seat curtain, and the palette
of the widgets around the table. Card faces stay light cards in both, so the suit
colours (two- or four-colour deck) are always read against the same white.

Colours are kept as ``#RRGGBB`` / ``#AARRGGBB`` strings, so a theme is a plain frozen
value; Qt colours are made from them when an item is painted or restyled.

Besides "light" and "dark" a player may ask for :data:`SYSTEM`: the look that matches the
desktop's colour scheme (Qt's ``QStyleHints.colorScheme``, which Qt reads from the desktop
itself -- the XDG desktop portal's ``color-scheme`` on GNOME and other portal desktops,
``kdeglobals`` on KDE Plasma, the system setting on Windows and macOS -- with no GTK
theme plugin needed), followed live through :func:`follow_colour_scheme`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

_Role = QPalette.ColorRole
_Group = QPalette.ColorGroup


@dataclass(frozen=True)
class Theme:
    """Everything that differs between the light and the dark table."""

    name: str
    felt: str  # the scene's background
    text: str  # names, scores, row labels on the felt
    highlight: str  # the player whose turn it is, legal rows, the selected card
    highlight_fill: str  # inside a legal row while a card is picked up
    warning: str  # a fouled board, a running clock, a row that fouls for sure
    panel_warning: str  # refusals and bot trouble in the side panel (on the widget colour)
    slot_outline: str  # the empty card places of a board
    slot_fill: str
    zone_outline: str  # the viewer's rows, hand and discard pile when nothing is picked up
    zone_fill: str
    curtain: str  # hot seat: covers the table while the screen is passed on
    # (palette role, colour) for the widgets; empty: the system's own palette.
    widget_colours: tuple[tuple[QPalette.ColorRole, str], ...] = ()
    disabled_text: str = ""  # greyed text of disabled widgets; empty: the system's

    def widget_palette(self) -> QPalette:
        """The palette for QApplication.setPalette. A light table leaves every role
        unset, which Qt resolves to the system palette (so switching back restores it)."""
        palette = QPalette()
        for role, colour in self.widget_colours:
            palette.setColor(role, QColor(colour))
        if self.disabled_text:
            for role in (_Role.WindowText, _Role.Text, _Role.ButtonText):
                palette.setColor(_Group.Disabled, role, QColor(self.disabled_text))
        return palette


LIGHT = Theme(
    name="light",
    felt="#1f5f3f",
    text="#f3f1e7",
    highlight="#f2c14e",
    highlight_fill="#2df2c14e",
    warning="#ff8a80",
    panel_warning="#b3261e",
    slot_outline="#2dffffff",
    slot_fill="#1c000000",
    zone_outline="#3cffffff",
    zone_fill="#28000000",
    curtain="#0c281c",
)

DARK = Theme(
    name="dark",
    felt="#15271e",
    text="#e4e2d8",
    highlight="#f2c14e",
    highlight_fill="#26f2c14e",
    warning="#ff8f85",
    panel_warning="#ff8f85",
    slot_outline="#40ffffff",
    slot_fill="#30000000",
    zone_outline="#50ffffff",
    zone_fill="#30000000",
    curtain="#070f0b",
    widget_colours=(
        (_Role.Window, "#26292c"),
        (_Role.WindowText, "#e4e4e4"),
        (_Role.Base, "#1c1e20"),
        (_Role.AlternateBase, "#2c2f33"),
        (_Role.Text, "#e4e4e4"),
        (_Role.PlaceholderText, "#8c8c8c"),
        (_Role.Button, "#33373b"),
        (_Role.ButtonText, "#e4e4e4"),
        (_Role.BrightText, "#ff8f85"),
        (_Role.Light, "#4a4e53"),
        (_Role.Midlight, "#3c4044"),
        (_Role.Mid, "#2a2d30"),
        (_Role.Dark, "#161819"),
        (_Role.Shadow, "#000000"),
        (_Role.Highlight, "#3b6fc4"),
        (_Role.HighlightedText, "#ffffff"),
        (_Role.Link, "#8ab4f8"),
        (_Role.LinkVisited, "#c58af9"),
        (_Role.ToolTipBase, "#33373b"),
        (_Role.ToolTipText, "#eeeeee"),
    ),
    disabled_text="#7c7f83",
)

# Keyed like THEME_NAMES, which TableOptions validates against (a test keeps them equal).
THEMES: dict[str, Theme] = {theme.name: theme for theme in (LIGHT, DARK)}


# The option value that follows the desktop: light or dark as its colour scheme says.
SYSTEM = "system"


def theme_for_scheme(scheme: Qt.ColorScheme) -> Theme:
    """The table for a colour scheme: dark for a dark desktop, light otherwise (also when
    the desktop does not say)."""
    return DARK if scheme == Qt.ColorScheme.Dark else LIGHT


def system_colour_scheme() -> Qt.ColorScheme:
    """The desktop's colour scheme as Qt knows it; Unknown before a QGuiApplication
    exists or where the platform does not tell."""
    if QGuiApplication.instance() is None:
        return Qt.ColorScheme.Unknown
    return QGuiApplication.styleHints().colorScheme()


def theme_named(name: str) -> Theme:
    """The theme called ``name``, :data:`SYSTEM` resolved to the desktop's scheme now;
    the light one for a name no longer known."""
    if name == SYSTEM:
        return theme_for_scheme(system_colour_scheme())
    return THEMES.get(name, LIGHT)


def follow_colour_scheme(changed: Callable[[Qt.ColorScheme], None]) -> None:
    """Call ``changed`` with the new scheme whenever the desktop switches between light
    and dark while the app runs. Pass a method of a QObject (the main window), so the
    connection ends with it; there, re-apply ``theme_named(options.theme)`` when the
    theme is :data:`SYSTEM`."""
    QGuiApplication.styleHints().colorSchemeChanged.connect(changed)
