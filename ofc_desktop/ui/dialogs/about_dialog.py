"""Help → About: the game's name and version, its licence, the versions of Qt and
PySide6 it runs on, and the notices of the third-party software the packaged app
carries, with their licence texts (all from the shipped ``licenses`` folder).

Qt's LGPL asks that users be told the program uses Qt and under which licence: the
notices say so, and the dialog and the Help menu open Qt's own About box as well.
"""

from __future__ import annotations

import platform
from collections.abc import Callable

import PySide6
from PySide6.QtCore import QCoreApplication, QSize, Qt, QUrl, qVersion
from PySide6.QtGui import QAction, QDesktopServices, QFont, QFontDatabase, QIcon
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop import __version__
from ofc_desktop.resources import resource_path
from ofc_desktop.ui.screen_fit import fit_window

DIALOG_NAME = "aboutDialog"
LICENCE_FOLDER = "licenses"
OWN_LICENCE = "MIT-ofc_desktop.txt"
NOTICES = "THIRD-PARTY-NOTICES.md"
SOURCE_URL = "https://github.com/ofc-desktop/ofc-desktop"


def qt_versions() -> dict[str, str]:
    """The Qt library in use and the PySide6 binding, for the About box and reports."""
    return {"Qt": qVersion(), "PySide6": PySide6.__version__}


def licence_text(name: str) -> str:
    """A shipped licence file's text; a line saying it is missing when it is not there
    (a damaged install should still show the About box)."""
    try:
        return resource_path(LICENCE_FOLDER, name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return f"{name}: not installed"


def licence_files() -> list[str]:
    """The licence texts shipped beside the notices, by name: those of the folder, then
    those the packaged app carries in its ``bundled/`` folder (by their path there, as
    the notices link them)."""
    try:
        folder = resource_path(LICENCE_FOLDER)
    except FileNotFoundError:
        return []
    return sorted(
        (path.relative_to(folder).as_posix() for path in folder.rglob("*.txt")),
        key=lambda name: (name.count("/"), name),
    )


class AboutDialog(QDialog):
    """Four tabs: About; Licence, the game's MIT text; Third-party notices, in Markdown,
    whose links to licence files open them in the fourth, Licence texts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(DIALOG_NAME)
        self.setWindowTitle(self.tr("About OFC Desktop"))
        self.tabs = QTabWidget()
        self.tabs.addTab(self._about_page(), self.tr("About"))
        self.licence = self._text_view(licence_text(OWN_LICENCE), self.tr("Licence"))
        self.tabs.addTab(self.licence, self.tr("Licence"))
        self.notices = QTextBrowser()
        self.notices.setAccessibleName(self.tr("Third-party notices"))
        self.notices.setOpenLinks(False)  # licence files open in their tab, the web outside
        self.notices.anchorClicked.connect(self.follow_link)
        self.notices.setMarkdown(licence_text(NOTICES))
        self.tabs.addTab(self.notices, self.tr("Third-party notices"))
        self.texts_page = self._texts_page()
        self.tabs.addTab(self.texts_page, self.tr("Licence texts"))
        buttons = QDialogButtonBox()
        self.about_qt_button = buttons.addButton(
            self.tr("About &Qt"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.about_qt_button.setAccessibleDescription(
            self.tr("Qt's own window with its version and licence")
        )
        self.about_qt_button.clicked.connect(lambda: QApplication.aboutQt())
        close = buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        close.setDefault(True)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, stretch=1)
        layout.addWidget(buttons)
        self.setMinimumSize(520, 420)
        fit_window(self, QSize(720, 560))

    # ----- pages -------------------------------------------------------------------------

    def _about_page(self) -> QWidget:
        page = QWidget()
        icon = QLabel()
        icon.setPixmap(QIcon(str(resource_path("icons", "ofc-desktop.svg"))).pixmap(72, 72))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        title = QLabel(self.tr("<h2>OFC Desktop</h2>"))
        title.setTextFormat(Qt.TextFormat.RichText)
        self.version_label = QLabel(self.tr("Version {version}").format(version=__version__))
        self.version_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        blurb = QLabel(
            self.tr(
                "Open-Face Chinese Poker for the desktop: Classic, Pineapple, Turbo and "
                "closed Chinese poker against computer opponents or friends at one screen."
            )
        )
        blurb.setWordWrap(True)
        self.licence_label = QLabel(
            self.tr(
                'Released under the MIT licence (<a href="#licence">read it</a>). The '
                "packaged app also carries software under other licences: see "
                '<a href="#notices">Third-party notices</a>.'
            )
        )
        self.licence_label.setTextFormat(Qt.TextFormat.RichText)
        self.licence_label.setWordWrap(True)
        self.licence_label.linkActivated.connect(self._show_tab)
        source = QLabel(self.tr('Source code: <a href="{url}">{url}</a>').format(url=SOURCE_URL))
        source.setTextFormat(Qt.TextFormat.RichText)
        source.setOpenExternalLinks(True)
        versions = qt_versions()
        self.versions_label = QLabel(
            self.tr("Qt {qt}, PySide6 {pyside}, Python {python}").format(
                qt=versions["Qt"], pyside=versions["PySide6"], python=platform.python_version()
            )
        )
        self.versions_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        text = QVBoxLayout()
        for label in (
            title,
            self.version_label,
            blurb,
            self.licence_label,
            source,
            self.versions_label,
        ):
            text.addWidget(label)
        text.addStretch(1)
        row = QHBoxLayout(page)
        row.addWidget(icon)
        row.addLayout(text, stretch=1)
        return page

    def _texts_page(self) -> QWidget:
        self.text_list = QListWidget()
        self.text_list.setAccessibleName(self.tr("Licence texts"))
        self.text_list.addItems(licence_files())
        self.licence_view = self._text_view("", self.tr("Licence text"))
        self.text_list.currentTextChanged.connect(
            lambda name: self.licence_view.setPlainText(licence_text(name) if name else "")
        )
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.text_list)
        splitter.addWidget(self.licence_view)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([200, 500])
        return splitter

    def _text_view(self, text: str, name: str) -> QPlainTextEdit:
        view = QPlainTextEdit(text)
        view.setReadOnly(True)
        view.setAccessibleName(name)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setStyleHint(QFont.StyleHint.TypeWriter)
        view.setFont(font)  # licence texts are laid out for a fixed-width font
        return view

    # ----- navigation --------------------------------------------------------------------

    def _show_tab(self, link: str) -> None:
        self.tabs.setCurrentWidget(self.licence if link == "#licence" else self.notices)

    def follow_link(self, url: QUrl) -> None:
        """A link of the notices: a licence file opens in the Licence texts tab (the
        game's own in the Licence tab); a web address in the browser."""
        if url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)
            return
        self.show_licence(url.path())

    def show_licence(self, name: str) -> None:
        """Open the licence text ``name`` (a file of the licences folder)."""
        if name == OWN_LICENCE:
            self.tabs.setCurrentWidget(self.licence)
            return
        found = self.text_list.findItems(name, Qt.MatchFlag.MatchExactly)
        if found:
            self.text_list.setCurrentItem(found[0])
            self.tabs.setCurrentWidget(self.texts_page)


def show_about(parent: QWidget) -> AboutDialog:
    """Open the About box (modal to ``parent``'s window, without a nested event loop)."""
    dialog = AboutDialog(parent)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog


def add_about_actions(
    menu: QMenu, window: QWidget, make_action: Callable[[str, str, str], QAction]
) -> tuple[QAction, QAction]:
    """Add "About OFC Desktop" and "About Qt" to the Help ``menu``, made by the window's
    ``make_action(text, shortcut, description)``; macOS moves them to the application
    menu, where it puts every program's About."""
    menu.addSeparator()
    about = make_action(
        QCoreApplication.translate("AboutDialog", "&About OFC Desktop"),
        "Ctrl+F1",
        QCoreApplication.translate(
            "AboutDialog", "The version, the licence and the software the game is built with"
        ),
    )
    about.setMenuRole(QAction.MenuRole.AboutRole)
    about.triggered.connect(lambda: show_about(window))
    menu.addAction(about)
    about_qt = make_action(
        QCoreApplication.translate("AboutDialog", "About &Qt"),
        "Ctrl+Shift+F1",
        QCoreApplication.translate(
            "AboutDialog", "The version and the licence of Qt, the toolkit of the window"
        ),
    )
    about_qt.setMenuRole(QAction.MenuRole.AboutQtRole)
    about_qt.triggered.connect(lambda: QApplication.aboutQt())
    menu.addAction(about_qt)
    return about, about_qt
