"""The engine's words in the player's language, without Qt.

Everything the engine writes for a player (hand names, foul reasons, rule errors, the
rules help, the guided hand) passes through :func:`translate`. With no translator
installed it returns the English text unchanged; the desktop app installs Qt's
``QCoreApplication.translate`` with :func:`set_translator`, so the engine's texts come
from the same message catalogue as the window's.

Rules for the texts, so that ``pyside6-lupdate`` finds every one of them:

* call ``translate("Context", "literal text")`` with a literal context and a literal
  text (adjacent literals are joined, as Python joins them); never an f-string;
* put values in with named ``str.format`` fields: translate the template, then
  ``.format(...)`` it, so a translator may move the values around;
* mark module-level constants with ``QT_TRANSLATE_NOOP("Context", "text")`` and
  translate them where they are used, ``translate("Context", CONSTANT)``: a constant
  translated at import time would keep the language of the moment it was imported.

>>> translate("HandNames", "Pair of {ranks}")
'Pair of {ranks}'
>>> set_translator(lambda context, text, disambiguation, n: text.upper())
>>> translate("HandNames", "Royal flush")
'ROYAL FLUSH'
>>> set_translator(None)
>>> translate("HandNames", "Royal flush")
'Royal flush'
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[[str, str, str | None, int], str]
"""(context, source text, disambiguation, count) -> translated text, as Qt's own."""

_translator: Translator | None = None


def set_translator(function: Translator | None) -> None:
    """Install ``function`` as the engine's translator, or remove it with None."""
    global _translator
    _translator = function


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` of ``context`` in the player's language; ``text`` itself when no
    translator is installed (or the translator has no translation for it)."""
    function = _translator
    if function is None:
        return text
    return function(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (lupdate's spelling)
    """Marks ``text`` for translation in ``context`` and returns it unchanged; the
    text is translated where it is shown, with :func:`translate`."""
    return text
