"""Loads the Qt layer's translation for a locale, when one is shipped.

Only the Qt layer's own words are translated (menus, buttons, dialogs, tooltips); the
engine's text (hand names, foul reasons, rule errors) stays as the engine writes it.

Making or refreshing a translation, from the checkout's root (``de`` as the example)::

    pyside6-lupdate -extensions py ofc_desktop/ui -ts resources/translations/ofc_desktop_de.ts
    pyside6-linguist resources/translations/ofc_desktop_de.ts      # translate
    pyside6-lrelease resources/translations/ofc_desktop_de.ts \\
        -qm resources/translations/ofc_desktop_de.qm

lupdate collects ``self.tr(...)``, ``QCoreApplication.translate("Context", ...)`` and
``QT_TRANSLATE_NOOP("Context", ...)``; commit both the ``.ts`` source and the compiled
``.qm``, which ships inside the wheel and the frozen app with the other resources.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from ofc_desktop.resources import resource_path


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; translated where it is shown.
    (PySide6's own marker is typed as returning ``object``.)"""
    return text


def install_translator(app: QCoreApplication, locale: str | None = None) -> QTranslator | None:
    """Install ``ofc_desktop_<locale>.qm`` (``locale`` like ``"de"`` or ``"pt_BR"``; the
    system's when None) from the shipped translations. Returns the installed translator
    (the caller may remove it again), or None, harmlessly, when there is none."""
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
    return translator
