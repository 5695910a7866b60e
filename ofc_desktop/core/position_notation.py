"""Lab positions as text (docs/positions.md); the JSON form, in :mod:`position_json`, is
offered here too. The text is sections separated by ``;``, the rules in the last::

    top Qs Qd | mid 9h 9c 4d ; hand 9d 8c 2h ; opp top Kc ; dead 3c ; rules variant=pineapple

Repeated cards (a double deck, jokers) are numbered copy 0, 1, ... in the canonical order
of :meth:`LabPosition.cards`, so reading what :func:`format_position` wrote gives back
:meth:`LabPosition.canonical`. Reading checks the shape only (:meth:`LabPosition.problems`
says what could not occur at a table). An analysis copied as text from the lab reads as
its position: its first line, ``Position: <notation>``, is the notation.

>>> from ofc_desktop.core.rules import RuleSet, Variant
>>> text = "top Qs Qd | mid 9h 9c 4d ; hand 9d ; opp Bob top Kc | mid 5s 5h 5d | bot 2c"
>>> position = parse_position(text + " ; button Bob", RuleSet())
>>> [seat.name for seat in position.seats], position.button, position.problems()
(['Hero', 'Bob'], 1, [])
>>> format_position(position)
'top Qs Qd | mid 9h 9c 4d ; hand 9d ; opp Bob top Kc | mid 5s 5h 5d | bot 2c ; button Bob'
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card, format_cards
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.lab_position import LabPosition, PositionError, SeatSetup, cut_short
from ofc_desktop.core.position_json import (
    JSON_VERSION,
    position_from_json,
    position_to_json,
    read_card,
)
from ofc_desktop.core.rows import ROWS, Row
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.translate import translate

__all__ = [
    "HERO_NAME",
    "JSON_VERSION",
    "OPPONENT_NAME",
    "format_position",
    "notation_of",
    "parse_position",
    "position_from_json",
    "position_to_json",
    "rules_text",
]

HERO_NAME = "Hero"  # the hero's name when the text gives none
OPPONENT_NAME = "Opp{number}"  # the n-th opponent's name when the text gives none
_ROW_WORDS = {"top": Row.TOP, "mid": Row.MIDDLE, "middle": Row.MIDDLE}
_ROW_WORDS |= {"bot": Row.BOTTOM, "bottom": Row.BOTTOM}
_SEAT_WORDS = ("hero", "opp")
_SECTION_WORDS = (*_SEAT_WORDS, "hand", "dead", "button", "rules")
_KEYWORDS = {*_ROW_WORDS, *_SECTION_WORDS, "fl"}
_BARE_NAME = re.compile(r'[^\s,;|"\\]+')
_ROW_SHORT = {Row.TOP: "top", Row.MIDDLE: "mid", Row.BOTTOM: "bot"}


# ----- reading the text ---------------------------------------------------------------------


class _Name(str):
    """A token that was written in quotes: always a name, never a word or a card."""


# One token at a time; the last two alternatives catch what no token can begin with, so
# every character is met by a rule and none is skipped.
_TOKEN = re.compile(
    r'(?P<space>[\s,]+)|(?P<mark>[;|])|"(?P<name>(?:[^"\\]|\\.)*+)"'
    r'|(?P<word>[^\s,;|"\\]+)|(?P<quote>")|(?P<backslash>\\)',
    re.DOTALL,
)


def _tokens(text: str) -> list[str]:
    """Words, ``;`` and ``|``, and names in double quotes (``\\"`` and ``\\\\`` inside);
    spaces and commas separate."""
    tokens: list[str] = []
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup
        if kind == "mark" or kind == "word":
            tokens.append(match.group())
        elif kind == "name":
            tokens.append(_Name(re.sub(r"\\(.)", r"\1", match["name"], flags=re.DOTALL)))
        elif kind == "quote":
            message = translate("LabPosition", "a name in quotes is not closed: {text}")
            raise PositionError(message.format(text=cut_short(text[match.start() :])))
        elif kind == "backslash":
            message = translate(
                "LabPosition", "a backslash is read only inside a name in quotes: {text}"
            )
            raise PositionError(message.format(text=cut_short(text[match.start() :])))
    return tokens


def _is_card(token: str) -> bool:
    try:
        read_card(token)
    except PositionError:
        return False
    return True


def _is_card_word(token: str) -> bool:
    """Whether ``token`` is a card as written: a name in quotes never is."""
    return not isinstance(token, _Name) and _is_card(token)


def _word(token: str) -> str | None:
    """The keyword ``token`` is (lower case), or None for a card, a name or a quote."""
    if isinstance(token, _Name) or token.lower() not in _KEYWORDS:
        return None
    return token.lower()


def _cards_of(tokens: Sequence[str], section: str) -> tuple[Card, ...]:
    cards = []
    for token in tokens:
        word = _word(token)
        if word in _SECTION_WORDS:
            text = translate("LabPosition", "{word!r} starts a section: put a ';' before it")
            raise PositionError(text.format(word=cut_short(token)))
        if token == "|" or word is not None or isinstance(token, _Name):
            text = translate("LabPosition", "{token!r} is not a card (in the {section} section)")
            raise PositionError(text.format(token=cut_short(token), section=section))
        cards.append(read_card(token))
    return tuple(cards)


def _rows(tokens: Sequence[str], section: str) -> Board:
    """Rows named by ``top``/``mid``/``bot``, or three rows separated by ``|``."""
    rows: dict[Row, tuple[Card, ...]] = {}
    if any(_word(token) in _ROW_WORDS for token in tokens):
        current: Row | None = None
        pending: list[str] = []
        for token in [*tokens, "|"]:
            word = _word(token)
            if token != "|" and word not in _ROW_WORDS:
                if current is None:
                    text = translate(
                        "LabPosition", "name the row (top, mid or bot) before {token!r}"
                    )
                    raise PositionError(text.format(token=cut_short(token)))
                pending.append(token)
                continue
            if current is not None:
                rows[current] = _cards_of(pending, section)
            current, pending = None, []
            if word is not None:
                row = _ROW_WORDS[word]
                if row in rows:
                    text = translate("LabPosition", "the {row} row is given twice")
                    raise PositionError(text.format(row=row.value))
                current = row
    elif tokens:
        parts: list[list[str]] = [[]]
        for token in tokens:
            if token == "|":
                parts.append([])
            else:
                parts[-1].append(token)
        if len(parts) != 3:
            text = translate(
                "LabPosition",
                "name the rows (top, mid, bot) or give three rows separated by '|', not {count}",
            )
            raise PositionError(text.format(count=len(parts)))
        rows = {row: _cards_of(part, section) for row, part in zip(ROWS, parts, strict=True)}
    try:
        return Board(*(rows.get(row, ()) for row in ROWS))
    except OfcError as error:
        raise PositionError(str(error)) from None


def _rule_settings(tokens: Sequence[str]) -> dict[str, Any]:
    """``key=value`` words; a value in quotes is JSON (``royalty_table="{...}"``), a bare
    one a JSON number or true/false, else text."""
    settings: dict[str, Any] = {}
    words = list(tokens)
    while words:
        word = words.pop(0)
        key, equals, value = str(word).partition("=")
        if isinstance(word, _Name) or not equals or not key:
            text = translate("LabPosition", "{token!r} is not a rule: write rules as key=value")
            raise PositionError(text.format(token=cut_short(str(word))))
        if key in settings:
            text = translate("LabPosition", "the rule {key} is given twice")
            raise PositionError(text.format(key=cut_short(key)))
        if not value and words and isinstance(words[0], _Name):
            quoted = words.pop(0)
            try:
                settings[key] = _json_value(quoted)
            except (ValueError, RecursionError):
                text = translate("LabPosition", "the rule {key} is not JSON: {value}")
                raise PositionError(
                    text.format(key=cut_short(key), value=cut_short(quoted))
                ) from None
            continue
        try:
            settings[key] = _json_value(value)
        except (ValueError, RecursionError):
            settings[key] = value
    return settings


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _json_value(text: str) -> Any:
    """The JSON value ``text`` writes; NaN and Infinity, which Python's reader takes but
    JSON has not, are refused (ValueError), as is nesting too deep to read
    (RecursionError)."""
    return json.loads(text, parse_constant=_no_constant)


class _Reading:
    """What the sections have said so far."""

    def __init__(self) -> None:
        self.seats: list[tuple[str | None, Board, bool]] = []
        self.hero: int | None = None
        self.hand: tuple[Card, ...] | None = None
        self.dead: tuple[Card, ...] | None = None
        self.button: str | None = None
        self.rules: dict[str, Any] | None = None

    def seat(self, words: Sequence[str], hero: bool) -> None:
        name: str | None = None
        fantasyland = False
        rest = list(words)
        while rest and _word(rest[0]) not in _ROW_WORDS and rest[0] != "|":
            token = rest[0]
            if _word(token) == "fl":
                fantasyland = True
            elif name is None and (isinstance(token, _Name) or not _is_card(token)):
                if _word(token) is not None:
                    text = translate(
                        "LabPosition", "{word!r} starts a section: put a ';' before it"
                    )
                    raise PositionError(text.format(word=cut_short(token)))
                name = str(token)
            else:
                break
            rest.pop(0)
        if hero:
            if self.hero is not None:
                text = translate("LabPosition", "the hero's board is given twice")
                raise PositionError(text)
            self.hero = len(self.seats)
        self.seats.append((name, _rows(rest, "hero" if hero else "opp"), fantasyland))

    def once(self, kept: object, section: str) -> None:
        if kept is not None:
            text = translate("LabPosition", "the {section} section is given twice")
            raise PositionError(text.format(section=section))

    def section(self, tokens: Sequence[str]) -> None:
        head = _word(tokens[0])
        if head in _SEAT_WORDS:
            self.seat(tokens[1:], hero=head == "hero")
        elif head == "hand":
            self.once(self.hand, "hand")
            self.hand = _cards_of(tokens[1:], "hand")
        elif head == "dead":
            self.once(self.dead, "dead")
            self.dead = _cards_of(tokens[1:], "dead")
        elif head == "button":
            self.once(self.button, "button")
            if len(tokens) != 2:
                text = translate("LabPosition", "button takes one seat: a name or a number")
                raise PositionError(text)
            self.button = str(tokens[1])
        elif head == "rules":
            self.once(self.rules, "rules")
            self.rules = _rule_settings(tokens[1:])
        elif head in _ROW_WORDS or tokens[0] == "|" or _is_card_word(tokens[0]):
            self.seat(tokens, hero=True)
        else:
            text = translate(
                "LabPosition",
                "unknown section {token!r}: a section starts with top, mid, bot, hand, "
                "opp, hero, dead, button or rules",
            )
            raise PositionError(text.format(token=cut_short(tokens[0])))

    def position(self, rules: RuleSet) -> LabPosition:
        if self.rules is not None:
            try:
                rules = RuleSet.from_dict(self.rules)
            except OfcError as error:
                raise PositionError(str(error)) from None
        if self.hero is None:
            self.seats.insert(0, (None, Board(), False))
            self.hero = 0
        seats = []
        number = 0
        for index, (name, board, fantasyland) in enumerate(self.seats):
            if index != self.hero:
                number += 1
            default = HERO_NAME if index == self.hero else OPPONENT_NAME.format(number=number)
            seats.append(SeatSetup(default if name is None else name, board, fantasyland))
        button = 0
        if self.button is not None:
            names = [seat.name for seat in seats]
            if self.button in names:
                button = names.index(self.button)
            elif self.button.isascii() and self.button.isdigit() and len(self.button) < 4:
                button = int(self.button)
            else:
                text = translate("LabPosition", "button {seat!r}: no seat has that name or number")
                raise PositionError(text.format(seat=cut_short(self.button)))
        position = LabPosition(
            rules, tuple(seats), self.hero, self.hand or (), self.dead or (), button
        )
        return position.canonical()


def _analysis_labels() -> tuple[str, ...]:
    """How a copied analysis's first line starts: in English, and in the player's
    language (the text is :func:`analysis_text`'s first line)."""
    line = translate("PositionAnalysis", "Position: {notation}")
    return ("Position:", line.partition("{notation}")[0].strip())


def notation_of(text: str) -> str:
    """The notation in ``text``: ``text`` itself, or, for a copied analysis (a first line
    ``Position: <notation>``, then its rules and its table of plays), that notation.

    >>> notation_of("Position: hand As Kd 7c 7h 2s ; opp\\nRules: Classic\\n\\n   # play")
    'hand As Kd 7c 7h 2s ; opp'
    >>> notation_of("hand As Kd 7c 7h 2s ; opp")
    'hand As Kd 7c 7h 2s ; opp'
    """
    lines = text.lstrip().splitlines()
    first = lines[0] if lines else ""
    for label in _analysis_labels():
        if label and first[: len(label)].casefold() == label.casefold():
            return first[len(label) :].strip()
    return text


def parse_position(text: str, rules: RuleSet) -> LabPosition:
    """The position written in ``text`` (docs/positions.md) under ``rules``; raises
    :class:`PositionError` naming the token or section it cannot read. A copied analysis
    is read by its position line (:func:`notation_of`)."""
    if not isinstance(text, str):
        text = translate("LabPosition", "a position is written as text")
        raise PositionError(text)
    reading = _Reading()
    section: list[str] = []
    for token in [*_tokens(notation_of(text)), ";"]:
        if token != ";":
            section.append(token)
        elif section:
            reading.section(section)
            section = []
    return reading.position(rules)


# ----- writing the text ---------------------------------------------------------------------


def _name_text(name: str) -> str:
    """A name as a bare word when it reads back as one, else in quotes."""
    if _BARE_NAME.fullmatch(name) and name.lower() not in _KEYWORDS and not _is_card(name):
        return name
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _board_text(board: Board) -> list[str]:
    rows = [f"{_ROW_SHORT[row]} {format_cards(board.row(row))}" for row in ROWS if board.row(row)]
    return [" | ".join(rows)] if rows else []


def _rule_value(value: Any) -> str:
    if isinstance(value, bool | int | float):
        return json.dumps(value)
    if isinstance(value, str) and _BARE_NAME.fullmatch(value):
        try:
            json.loads(value)
        except ValueError:
            return value  # reads back as text: no quotes needed
    compact = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    return '"' + compact.replace("\\", "\\\\").replace('"', '\\"') + '"'


def rules_text(rules: RuleSet) -> str:
    """The ``rules`` section: the settings unlike the variant's defaults ("": none).

    >>> rules_text(RuleSet.from_dict({"variant": "pineapple", "decks": 2}))
    'rules variant=pineapple decks=2'
    """
    base = RuleSet.from_dict({"variant": rules.variant.value}).to_dict()
    plain = RuleSet().to_dict()
    words = [
        f"{key}={_rule_value(value)}"
        for key, value in rules.to_dict().items()
        if value != (plain if key == "variant" else base)[key]
    ]
    return " ".join(["rules", *words]) if words else ""


def format_position(position: LabPosition) -> str:
    """``position`` in the text notation, on one line, its rules in a last section when
    they are not the default ones."""
    sections = []
    number = 0
    for index, seat in enumerate(position.seats):
        if index != position.hero:
            number += 1
            words = ["opp"]
            if seat.name != OPPONENT_NAME.format(number=number):
                words.append(_name_text(seat.name))
            words += ["fl"] * seat.in_fantasyland + _board_text(seat.board)
            sections.append(" ".join(words))
            continue
        plain = seat.name == HERO_NAME and not seat.in_fantasyland
        if not (plain and index == 0 and not seat.board.cards()):
            words = [] if plain and seat.board.cards() else ["hero"]
            if seat.name != HERO_NAME:
                words.append(_name_text(seat.name))
            words += ["fl"] * seat.in_fantasyland + _board_text(seat.board)
            sections.append(" ".join(words))
        sections.append(" ".join(["hand", *(card.text for card in position.hand)]))
    if position.dead:
        sections.append("dead " + format_cards(position.dead))
    if position.button:
        button = str(position.button)
        if 0 <= position.button < len(position.seats):
            name = position.seats[position.button].name
            if _name_text(name) == name and not name.isdigit():
                button = name
        sections.append(f"button {button}")
    if rules_text(position.rules):
        sections.append(rules_text(position.rules))
    return " ; ".join(sections)
