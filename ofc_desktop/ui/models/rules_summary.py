"""A rule set in one line for people: a preset's tooltip in the new-match dialog, and the
running table's rules in the settings dialog."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ofc_desktop.core.rules import MatchLength, RuleSet
from ofc_desktop.core.rules_words import royalty_table_name, scoring_name, variant_name


def describe_rules(rules: RuleSet, *, table: bool = False) -> str:
    """The variant, scoring and the rules that differ from the standard game, as a list;
    with ``table`` also the decks, jokers and match length."""
    parts = [
        variant_name(rules.variant),
        QCoreApplication.translate("NewMatchDialog", "scoring {system}").format(
            system=scoring_name(rules.scoring)
        ),
    ]
    if table:
        parts += _table_parts(rules)
    if rules.royalty_preset != "standard":
        parts.append(
            QCoreApplication.translate("NewMatchDialog", "royalties: {preset}").format(
                preset=royalty_table_name(rules.royalty_preset)
            )
        )
    if rules.fantasyland:
        parts.append(
            QCoreApplication.translate("NewMatchDialog", "Fantasyland {entry}+").format(
                entry=rules.fantasyland_entry
            )
        )
    if rules.naturals:
        parts.append(QCoreApplication.translate("NewMatchDialog", "naturals"))
    if rules.surrender:
        parts.append(QCoreApplication.translate("NewMatchDialog", "surrender"))
    return QCoreApplication.translate("NewMatchDialog", ", ", "between the parts of a list").join(
        parts
    )


def shoe_parts(rules: RuleSet) -> list[str]:
    """Two decks and jokers, in words: nothing for one deck without jokers."""
    parts = []
    if rules.decks == 2:
        parts.append(QCoreApplication.translate("RulesSummary", "two decks"))
    if rules.jokers_per_deck:
        parts.append(
            QCoreApplication.translate("RulesSummary", "jokers: {count} per deck").format(
                count=rules.jokers_per_deck
            )
        )
    return parts


def _table_parts(rules: RuleSet) -> list[str]:
    """Decks, jokers and the match length, in words."""
    parts = shoe_parts(rules)
    length = rules.match_length
    if length is MatchLength.ORBIT:
        parts.append(QCoreApplication.translate("RulesSummary", "one orbit"))
    elif length is MatchLength.HANDS:
        parts.append(
            QCoreApplication.translate("RulesSummary", "{count} hands").format(
                count=rules.match_hands
            )
        )
    elif length is MatchLength.POINTS:
        parts.append(
            QCoreApplication.translate("RulesSummary", "to {points} points").format(
                points=rules.match_points
            )
        )
    elif length is MatchLength.UNLIMITED:
        parts.append(QCoreApplication.translate("RulesSummary", "until you stop"))
    else:
        parts.append(QCoreApplication.translate("RulesSummary", "to elimination"))
    return parts
