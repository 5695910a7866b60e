"""Loads the translation for a language, when one is shipped.

One catalogue per language holds every word the player reads: the Qt layer's (menus,
buttons, dialogs, tooltips) and the engine's (hand names, foul reasons, rule errors, the
rules help), which the engine looks up through :mod:`ofc_desktop.core.translate` --
Qt-free, and pointed at ``QCoreApplication.translate`` here when a translation is
installed. Qt's own words (OK, Cancel, the file dialogs) come from Qt's ``qtbase``
translation of the same language.

Making or refreshing the catalogues, from the checkout's root::

    python3 packaging/translations.py          # lupdate every .ts, lrelease every .qm
    python3 packaging/translations.py --check  # out of date or unfinished: exit 1

(``LANGUAGES`` in that script lists the languages; translate a ``.ts`` with
``pyside6-linguist``). lupdate collects ``self.tr("text")``,
``QCoreApplication.translate("Context", "text")``, the engine's ``translate("Context",
"text")`` and ``QT_TRANSLATE_NOOP("Context", "text")``, from literal strings only: a
constant marked with ``QT_TRANSLATE_NOOP`` is translated where it is shown, with the
context it was marked in. ``tests/ui/test_translations.py`` checks all of this. Commit
both the ``.ts`` source and the compiled ``.qm``, which ships inside the wheel and the
frozen app with the other resources.

The player picks the language in Settings (the system's by default); it is installed
when the app starts (see ``launch``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

# The engine's marker, typed as returning str (PySide6's own is typed as returning object).
from ofc_desktop.core.translate import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP
from ofc_desktop.core.translate import set_translator
from ofc_desktop.resources import resource_path

_installed: list[QTranslator] = []  # what install_translator put in, to take out again


def locale_of(language: str) -> str | None:
    """The locale to install for a Settings language choice: None for ``"system"``."""
    return None if language == "system" else language


def install_translator(app: QCoreApplication, locale: str | None = None) -> QTranslator | None:
    """Install ``ofc_desktop_<locale>.qm`` (``locale`` like ``"de"`` or ``"pt_BR"``; the
    system's when None) from the shipped translations, with Qt's own translation of the
    same language, and point the engine's texts at them. A translation installed before
    is taken out first. Returns the installed translator, or None, harmlessly, when
    there is none for the language (English, say): the texts stay as written."""
    remove_translators(app)
    name = locale or QLocale.system().name()
    try:
        folder = resource_path("translations")
    except FileNotFoundError:
        return None
    translator = QTranslator(app)
    # QTranslator.load tries "ofc_desktop_pt_BR.qm", then "ofc_desktop_pt.qm", and so on.
    if not translator.load(f"ofc_desktop_{name}", str(folder), "_", ".qm"):
        translator.deleteLater()
        return None
    app.installTranslator(translator)
    _installed.append(translator)
    qt_own = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(f"qtbase_{name}", qt_folder, "_", ".qm"):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    else:  # Qt without its translations: its buttons stay English
        qt_own.deleteLater()
    set_translator(QCoreApplication.translate)
    return translator


def remove_translators(app: QCoreApplication) -> None:
    """Take out every translation ``install_translator`` put in: back to English."""
    set_translator(None)
    while _installed:
        translator = _installed.pop()
        app.removeTranslator(translator)
        translator.deleteLater()
