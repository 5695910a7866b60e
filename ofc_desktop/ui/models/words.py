"""Small helpers that make the engine's words read as sentences: the lone player's
"You" takes the verb's own form ("You collect 3", not "You collects 3"), and a message
the engine writes as a lower-case fragment starts with a capital where the player reads
it as a whole message."""

from __future__ import annotations

from ofc_desktop.ui.models.setup import lone_player_name


def is_you(name: str | None) -> bool:
    """Is this the lone player's name ("You", in English or the window's language)?"""
    return name is not None and name in {"You", lone_player_name()}


def for_player(name: str | None, about_others: str, about_you: str) -> str:
    """``about_you`` for the lone player ("You collect {points}"), else
    ``about_others`` ("{player} collects {points}"); both already translated."""
    return about_you if is_you(name) else about_others


def sentence(text: str) -> str:
    """A message shown on its own, starting with a capital letter ("the board fouls" →
    "The board fouls"); the rest is left as it is.

    A first word that is a name of something rather than a word (a file, a card,
    a setting key) is left as written.

    >>> sentence("every player needs a name")
    'Every player needs a name'
    >>> sentence("hands.json could not be read"), sentence("fantasyland_sets must be set")
    ('hands.json could not be read', 'fantasyland_sets must be set')
    """
    text = text.strip()
    first = text.split(maxsplit=1)[0] if text else ""
    if not first.isalpha():
        return text
    return text[:1].upper() + text[1:]
