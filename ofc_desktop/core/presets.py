"""Named rule sets that club players ask for by name (docs/rules.md's defaults and its
suggested presets); the player's own presets live beside them in the settings.

The names are keys (settings refer to a preset by its English name); show them with
:func:`preset_label`, which translates them.

>>> sorted(RULE_PRESETS)[0]
'Chinese poker with naturals'
"""

from __future__ import annotations

from types import MappingProxyType

from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant
from ofc_desktop.core.translate import QT_TRANSLATE_NOOP, translate

RULE_PRESETS: MappingProxyType[str, RuleSet] = MappingProxyType(
    {
        QT_TRANSLATE_NOOP("RulePresets", "Classic (1-6)"): RuleSet(),
        QT_TRANSLATE_NOOP("RulePresets", "Pineapple"): RuleSet(variant=Variant.PINEAPPLE),
        QT_TRANSLATE_NOOP("RulePresets", "Progressive Pineapple"): RuleSet(
            variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE
        ),
        QT_TRANSLATE_NOOP("RulePresets", "Turbo 5-4-4"): RuleSet(variant=Variant.TURBO),
        QT_TRANSLATE_NOOP("RulePresets", "Double deck (AA+ Fantasyland)"): RuleSet(
            decks=2, fantasyland_entry="AA"
        ),
        QT_TRANSLATE_NOOP("RulePresets", "Flat 20 for top trips"): RuleSet(
            royalty_preset="flat_top_trips_20"
        ),
        QT_TRANSLATE_NOOP("RulePresets", "Chinese poker with naturals"): RuleSet(
            variant=Variant.CHINESE, naturals=True, surrender=True
        ),
    }
)


def preset_label(name: str) -> str:
    """A preset's name for people, translated (a name that is not a built-in preset,
    such as the player's own, comes back as it is).

    >>> preset_label("Turbo 5-4-4")
    'Turbo 5-4-4'
    """
    return translate("RulePresets", name) if name in RULE_PRESETS else name
