"""AppSettings and the last TableSetup to and from the settings file's JSON sections.

Pure Python (no Qt). Reading is lenient per key: an unknown key or a bad value falls
back to its default with a logged warning and a notice for the player, never an error.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import fields, replace
from types import MappingProxyType
from typing import Any

from ofc_desktop.bots.levels import LEVELS
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.ui.models.options import AppSettings, TableOptions
from ofc_desktop.ui.models.setup import SeatSpec, TableSetup

logger = logging.getLogger(__name__)

SECTIONS = ("options", "rules", "last_setup", "presets")
SEAT_KINDS = ("human", "bot")
_RULE_KEYS = frozenset(RuleSet().to_dict())
# RuleSet.from_dict validates but is not written for arbitrary JSON: any of these from it
# means "not a valid rule setting".
_INVALID = (ValueError, TypeError, KeyError, IndexError, AttributeError)


def _short(text: object, limit: int = 80) -> str:
    """Garbage can be huge; a notice quotes at most ``limit`` characters of it."""
    words = str(text)
    return words if len(words) <= limit else words[: limit - 1] + "…"


class _Notices:
    """Collects the sentences for the player and logs each one."""

    def __init__(self) -> None:
        self.items: list[str] = []

    def add(self, sentence: str) -> None:
        logger.warning("settings: %s", sentence)
        self.items.append(sentence)


# ----- writing ----------------------------------------------------------------------


def options_to_data(options: TableOptions) -> dict[str, Any]:
    return {item.name: getattr(options, item.name) for item in fields(options)}


def setup_to_data(setup: TableSetup) -> dict[str, Any]:
    return {
        "rules": setup.rules.to_dict(),
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in setup.seats],
        "seed": setup.seed,
    }


def settings_to_data(settings: AppSettings, last_setup: TableSetup | None) -> dict[str, Any]:
    """The settings file's sections, JSON-ready (``save_settings`` writes them)."""
    return {
        "options": options_to_data(settings.options),
        "rules": settings.rules.to_dict(),
        "last_setup": None if last_setup is None else setup_to_data(last_setup),
        "presets": {name: rules.to_dict() for name, rules in settings.presets.items()},
    }


# ----- reading ----------------------------------------------------------------------


def settings_from_data(
    data: Mapping[str, Any],
) -> tuple[AppSettings, TableSetup | None, list[str]]:
    """Settings, the last set-up (None if absent or unusable) and notices for the player,
    from sections read by ``load_settings``; never raises for what the sections hold."""
    notices = _Notices()
    if not isinstance(data, Mapping):
        notices.add("The settings were not readable; the defaults are used.")
        return AppSettings(), None, notices.items
    for name in data:
        if name not in SECTIONS:
            # Not a notice: another part of the app may keep its own section here.
            logger.warning("settings: section %r is not read by the settings codec", name)
    rules = AppSettings().rules
    if data.get("rules") is not None:
        rules = _rules_from_data(data["rules"], "your settings", notices)
    settings = AppSettings(
        rules=rules,
        options=_options_from_data(data.get("options"), notices),
        presets=MappingProxyType(_presets_from_data(data.get("presets"), notices)),
    )
    return settings, _setup_from_data(data.get("last_setup"), notices), notices.items


def _options_from_data(raw: Any, notices: _Notices) -> TableOptions:
    options = TableOptions()
    if raw is None:
        return options
    if not isinstance(raw, Mapping):
        notices.add("The table options in your settings were not readable; the defaults are used.")
        return options
    defaults = {item.name: getattr(options, item.name) for item in fields(options)}
    for key, value in raw.items():
        if key not in defaults:
            notices.add(f"The unknown table option '{_short(key)}' was ignored.")
            continue
        default = defaults[key]
        if isinstance(default, float) and type(value) is int:
            value = float(value)  # JSON does not tell 1 from 1.0
        reason = f"expected {type(default).__name__}, got {_short(repr(value))}"
        if type(value) is type(default):
            try:
                options = replace(options, **{key: value})
                continue
            except OfcError as error:
                reason = str(error)
        notices.add(
            f"The table option '{key}' was not valid ({_short(reason)}); "
            f"the default ({default!r}) is used."
        )
    return options


def _presets_from_data(raw: Any, notices: _Notices) -> dict[str, RuleSet]:
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        notices.add("Your rule presets were not readable; none are loaded.")
        return {}
    presets: dict[str, RuleSet] = {}
    for name, rules in raw.items():
        label = name.strip() if isinstance(name, str) else ""
        if not label or label in presets:
            notices.add(
                f"A rule preset with an empty or repeated name ('{_short(name)}') was left out."
            )
        elif not isinstance(rules, Mapping):
            notices.add(f"The rule preset '{_short(label)}' was not readable and was left out.")
        else:
            presets[label] = _rules_from_data(rules, f"the preset '{_short(label)}'", notices)
    return presets


def _setup_from_data(raw: Any, notices: _Notices) -> TableSetup | None:
    if raw is None:
        return None
    unusable = "The last table set-up could not be used ({}); the usual set-up is offered."
    if not isinstance(raw, Mapping):
        notices.add(unusable.format("it was not readable"))
        return None
    for key in raw:
        if key not in ("rules", "seats", "seed"):
            notices.add(f"The unknown key '{_short(key)}' in the last table set-up was ignored.")
    rules = RuleSet()
    if raw.get("rules") is not None:
        rules = _rules_from_data(raw["rules"], "the last table set-up", notices)
    seats = raw.get("seats")
    if not isinstance(seats, list) or not seats:
        notices.add(unusable.format("it had no list of seats"))
        return None
    specs = [_seat_from_data(seat, notices) for seat in seats]
    seed = raw.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        notices.add(
            f"The seed of the last table set-up ({_short(repr(seed))}) was not a "
            "whole number; a new seed is drawn."
        )
        seed = None
    if any(spec is None for spec in specs):
        notices.add(unusable.format("a seat was not readable"))
        return None
    setup = TableSetup(rules, tuple(spec for spec in specs if spec is not None), seed)
    try:
        setup.check()
    except OfcError as error:
        notices.add(unusable.format(_short(error, 160)))
        return None
    return setup


def _seat_from_data(raw: Any, notices: _Notices) -> SeatSpec | None:
    """A seat, or None when its name or kind is unusable; a bad level becomes the default."""
    if not isinstance(raw, Mapping):
        return None
    name, kind = raw.get("name"), raw.get("kind")
    if not isinstance(name, str) or not name.strip() or kind not in SEAT_KINDS:
        return None
    for key in raw:
        if key not in ("name", "kind", "level"):
            notices.add(f"The unknown key '{_short(key)}' of seat '{_short(name)}' was ignored.")
    level = raw.get("level", SeatSpec.level)
    if level not in LEVELS:
        notices.add(
            f"The bot level of seat '{_short(name)}' ({_short(repr(level))}) is not "
            f"one of {', '.join(LEVELS)}; '{SeatSpec.level}' is used."
        )
        level = SeatSpec.level
    return SeatSpec(name, kind, level)


def _rule_error(data: Mapping[str, Any]) -> str | None:
    """Why ``RuleSet.from_dict(data)`` fails, or None if it succeeds."""
    try:
        RuleSet.from_dict(data)
    except _INVALID as error:
        return str(error) or type(error).__name__
    return None


def _rules_from_data(raw: Any, where: str, notices: _Notices) -> RuleSet:
    """A RuleSet keeping every valid key of ``raw``: keys that are unknown, invalid, or in
    conflict with keys already kept fall back to their defaults."""
    if not isinstance(raw, Mapping):
        notices.add(f"The rules in {where} were not readable; the default rules are used.")
        return RuleSet()
    if _rule_error(raw) is None:
        return RuleSet.from_dict(raw)
    kept: dict[str, Any] = {}
    pending = []
    for key in raw:
        if key in _RULE_KEYS:
            pending.append(key)
        else:
            notices.add(f"The unknown rule setting '{_short(key)}' in {where} was ignored.")
    if "scoring" in raw and _rule_error({"scoring": raw["scoring"]}) is not None:
        # Without a scoring key, row points alone would mean custom scoring; a bad
        # scoring value means the default scoring instead.
        kept["scoring"] = RuleSet().scoring.value
    # Keep keys one at a time, in passes, so a key that needs another (progressive
    # Fantasyland needs Pineapple) is kept once that one is.
    progress = True
    while pending and progress:
        progress = False
        for key in list(pending):
            if _rule_error({**kept, key: raw[key]}) is None:
                kept[key] = raw[key]
                pending.remove(key)
                progress = True
    for key in pending:
        reason = _rule_error({**kept, key: raw[key]})
        notices.add(
            f"The rule setting '{key}' in {where} was not valid "
            f"({_short(reason, 160)}); the default is used."
        )
    return RuleSet.from_dict(kept)
