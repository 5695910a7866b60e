"""Named rule sets that club players ask for by name (RULES.md's defaults and its
suggested presets); the player's own presets live beside them in the settings.

>>> sorted(RULE_PRESETS)[0]
'Chinese poker with naturals'
"""

from __future__ import annotations

from types import MappingProxyType

from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant

RULE_PRESETS: MappingProxyType[str, RuleSet] = MappingProxyType(
    {
        "Classic (1-6)": RuleSet(),
        "Pineapple": RuleSet(variant=Variant.PINEAPPLE),
        "Progressive Pineapple": RuleSet(
            variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE
        ),
        "Turbo 5-4-4": RuleSet(variant=Variant.TURBO),
        "Double deck (AA+ Fantasyland)": RuleSet(decks=2, fantasyland_entry="AA"),
        "Flat 20 for top trips": RuleSet(royalty_preset="flat_top_trips_20"),
        "Chinese poker with naturals": RuleSet(
            variant=Variant.CHINESE, naturals=True, surrender=True
        ),
    }
)
