"""The game's vocabulary, shared by every window, the rules help and the analysis: the
names of the variants, scoring systems and royalty tables, hand names, and counted
phrases ("3 points", "1 card"), each marked for translation under "RulesHelp". A rule
enters a sentence by these names, never by its stored value ("classic")."""

from __future__ import annotations

from ofc_desktop.core.rules import ScoringPreset, Variant
from ofc_desktop.core.translate import QT_TRANSLATE_NOOP, translate

VARIANT_NAMES = {
    Variant.CLASSIC: QT_TRANSLATE_NOOP("RulesHelp", "Classic"),
    Variant.PINEAPPLE: QT_TRANSLATE_NOOP("RulesHelp", "Pineapple"),
    Variant.TURBO: QT_TRANSLATE_NOOP("RulesHelp", "Turbo 5-4-4"),
    Variant.CHINESE: QT_TRANSLATE_NOOP("RulesHelp", "Chinese poker (closed)"),
}
# The royalty tables by their stored names.
ROYALTY_TABLE_NAMES = {
    "standard": QT_TRANSLATE_NOOP("RulesHelp", "Standard"),
    "flat_top_trips_20": QT_TRANSLATE_NOOP("RulesHelp", "Flat 20 for any top trips"),
    "custom": QT_TRANSLATE_NOOP("RulesHelp", "Custom"),
}
CUSTOM_SCORING = QT_TRANSLATE_NOOP("RulesHelp", "own row points")
RANK_LABELS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK_CHARS = "23456789TJQKA"
HAND_LABELS = {
    "three_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "Three of a kind"),
    "straight": QT_TRANSLATE_NOOP("RulesHelp", "Straight"),
    "flush": QT_TRANSLATE_NOOP("RulesHelp", "Flush"),
    "full_house": QT_TRANSLATE_NOOP("RulesHelp", "Full house"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "Four of a kind"),
    "straight_flush": QT_TRANSLATE_NOOP("RulesHelp", "Straight flush"),
    "royal_flush": QT_TRANSLATE_NOOP("RulesHelp", "Royal flush"),
    "five_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "Five of a kind"),
}
"""The royalty table's hands in English (marked for translation): see :func:`hand_label`."""
# The same hands in running text ("nothing is paid for anything below a straight").
HAND_WORDS = {
    "three_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "three of a kind"),
    "straight": QT_TRANSLATE_NOOP("RulesHelp", "straight"),
    "flush": QT_TRANSLATE_NOOP("RulesHelp", "flush"),
    "full_house": QT_TRANSLATE_NOOP("RulesHelp", "full house"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "four of a kind"),
    "straight_flush": QT_TRANSLATE_NOOP("RulesHelp", "straight flush"),
    "royal_flush": QT_TRANSLATE_NOOP("RulesHelp", "royal flush"),
    "five_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "five of a kind"),
}
# The ranks a Fantasyland entry names, in running text ("a pair of queens or better").
_ENTRY_WORDS = {
    "QQ": QT_TRANSLATE_NOOP("RulesHelp", "queens"),
    "KK": QT_TRANSLATE_NOOP("RulesHelp", "kings"),
    "AA": QT_TRANSLATE_NOOP("RulesHelp", "aces"),
}


def variant_name(variant: Variant) -> str:
    """A variant's name for people, translated: 'Classic', 'Chinese poker (closed)'.

    >>> variant_name(Variant.TURBO)
    'Turbo 5-4-4'
    """
    return translate("RulesHelp", VARIANT_NAMES[variant])


def royalty_table_name(preset: str) -> str:
    """A royalty table's name for people, translated ('Flat 20 for any top trips')."""
    words = ROYALTY_TABLE_NAMES.get(preset)
    return translate("RulesHelp", words) if words else preset


def scoring_name(scoring: ScoringPreset) -> str:
    """A scoring system for people: its numbers ('1-6'), or 'own row points'.

    >>> scoring_name(ScoringPreset.ONE_SIX), scoring_name(ScoringPreset.CUSTOM)
    ('1-6', 'own row points')
    """
    if scoring is ScoringPreset.CUSTOM:
        return translate("RulesHelp", CUSTOM_SCORING)
    return str(scoring.value)


def hand_label(hand: str) -> str:
    """A royalty table hand (a key of ``FIVE_CARD_HANDS``) for people, translated."""
    return translate("RulesHelp", HAND_LABELS[hand])


def entry_words(entry: str) -> str:
    return translate("RulesHelp", _ENTRY_WORDS[entry])


def counted(count: int, one: str, many: str) -> str:
    """``one`` or ``many`` (translated templates with a ``{count}`` field) for ``count``."""
    return (one if count == 1 else many).format(count=count)


def points_words(count: int) -> str:
    return counted(
        count, translate("RulesHelp", "{count} point"), translate("RulesHelp", "{count} points")
    )


def cards_words(count: int) -> str:
    return counted(
        count, translate("RulesHelp", "{count} card"), translate("RulesHelp", "{count} cards")
    )


def streets_words(count: int) -> str:
    return counted(
        count, translate("RulesHelp", "{count} street"), translate("RulesHelp", "{count} streets")
    )


def jokers_words(count: int) -> str:
    return counted(
        count, translate("RulesHelp", "{count} joker"), translate("RulesHelp", "{count} jokers")
    )


def hands_words(count: int) -> str:
    return counted(
        count, translate("RulesHelp", "{count} hand"), translate("RulesHelp", "{count} hands")
    )


def time_words(seconds: int) -> str:
    if seconds % 60 == 0:
        return counted(
            seconds // 60,
            translate("RulesHelp", "{count} minute"),
            translate("RulesHelp", "{count} minutes"),
        )
    return counted(
        seconds, translate("RulesHelp", "{count} second"), translate("RulesHelp", "{count} seconds")
    )
