"""Exported hands (one, several, or a match) come back through JSON exactly, replay
as recorded, and are told by ``ofc replay``; a bad file is refused whole, and ``ofc
replay`` takes exactly the files Import takes (JSON's true and false are not numbers)."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Callable
from copy import deepcopy
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ofc_desktop.cli import main
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import (
    HANDS_FORMAT,
    HistoryError,
    SeatInfo,
    hand_to_record,
    hands_export,
    public_hand_record,
)
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_to_record, public_match_record, read_hands_export
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, play_hand, play_match
from ofc_desktop.persistence.exchange import ImportProblem, read_import

VARIANTS = [Variant.CLASSIC, Variant.PINEAPPLE, Variant.TURBO, Variant.CHINESE]
SEATS = [SeatInfo("Ann"), SeatInfo("Vera", "bot", "hard"), SeatInfo("Bo", "bot", "easy")]


def played_record(seed: int, variant: Variant, players: int, jokers: int) -> dict[str, Any]:
    rules = RuleSet(variant=variant, jokers_per_deck=jokers)
    seats = SEATS[:players]
    hand = Hand(rules, [s.name for s in seats], seed=seed, button=seed % players)
    hand.start()
    play_hand(hand, [RandomSeat(s.name, random.Random(seed + i)) for i, s in enumerate(seats)])
    return hand_to_record(hand, seats)


records = st.builds(
    played_record,
    st.integers(0, 10**6),
    st.sampled_from(VARIANTS),
    st.integers(2, 3),
    st.integers(0, 2),
)


@given(st.lists(records, min_size=1, max_size=3), st.sampled_from([None, 0, 1]))
def test_exported_hands_round_trip_through_json(
    hands: list[dict[str, Any]], viewer: int | None
) -> None:
    shared = [public_hand_record(record, viewer) for record in hands]
    text = json.dumps(hands_export(shared))
    again = read_hands_export(json.loads(text))
    assert again == shared
    for original, copy in zip(hands, again, strict=True):
        assert "seed" not in copy
        assert copy["result"] == original["result"] and copy["boards"] == original["boards"]


def test_a_file_with_one_bad_hand_is_refused_naming_it() -> None:
    good = public_hand_record(played_record(3, Variant.PINEAPPLE, 2, 0))
    bad = json.loads(json.dumps(good))
    bad["result"]["players"][0]["total"] += 5
    try:
        read_hands_export({"format": HANDS_FORMAT, "hands": [good, bad]})
    except HistoryError as error:
        assert str(error).startswith("hand 2: ")
    else:
        raise AssertionError("a tampered hand was accepted")


def test_ofc_replay_tells_an_export_of_several_hands(tmp_path: Path) -> None:
    hands = [public_hand_record(played_record(seed, Variant.CLASSIC, 2, 0), 0) for seed in (1, 2)]
    path = tmp_path / "hands.json"
    path.write_text(json.dumps(hands_export(hands)), encoding="utf-8")
    out = io.StringIO()
    assert main(["replay", str(path)], stdout=out) == 0
    assert out.getvalue().count("Hand 1 — Classic") == 2
    assert "Vera (bot, hard)" in out.getvalue()


# ----- ofc replay and Import take the same files ------------------------------------------


def _closed_record() -> dict[str, Any]:
    rules = RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True)
    hand = Hand(rules, [s.name for s in SEATS], seed=4)
    hand.start()
    hand.surrender(1)
    play_hand(hand, [RandomSeat(s.name, random.Random(i)) for i, s in enumerate(SEATS)])
    return hand_to_record(hand, SEATS)


def _changed(record: dict[str, Any], change: Callable[[dict[str, Any]], None]) -> str:
    damaged = deepcopy(record)
    change(damaged)
    return json.dumps(damaged)


def _set(path: tuple[str | int, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value

    return change


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda data: data.pop(key)


def parity_files() -> dict[str, tuple[bool, str]]:
    """Files named by what they are: (whether the game takes them, their text)."""
    hand = played_record(5, Variant.PINEAPPLE, 3, 0)
    closed = _closed_record()
    public = public_hand_record(hand, 0)
    rules = RuleSet(variant=Variant.CLASSIC, match_length=MatchLength.HANDS, match_hands=2)
    match = Match(rules, ["Ann", "Bo"], seed=3)
    play_match(match, [RandomSeat("Ann", random.Random(1)), RandomSeat("Bo", random.Random(2))])
    match_record = match_to_record(match)
    old_rules = deepcopy(hand)
    for rules_dict in (old_rules["rules"], old_rules["result"]["rules"]):
        del rules_dict["match_points"]  # as written before the setting existed
    text = json.dumps
    files: dict[str, tuple[bool, str]] = {
        "hand": (True, text(hand)),
        "closed hand": (True, text(closed)),
        "shared copy": (True, text(public)),
        "shared closed copy": (True, text(public_hand_record(closed, None))),
        "hands": (True, text(hands_export([public, public_hand_record(closed, 2)]))),
        "match": (True, text(match_record)),
        "shared match": (True, text(public_match_record(match_record, "Bo"))),
        "rules without a later setting": (True, text(old_rules)),
        "byte-order mark": (True, "\ufeff" + text(hand)),
        "indented": (True, json.dumps(hand, indent=2, ensure_ascii=False)),
    }
    player = ("result", "players", 0)
    pair = ("result", "pairs", 0)
    bad = {
        "0 for false (fouled)": _set((*player, "fouled"), 0),
        "0 for false (in Fantasyland)": _set((*player, "in_fantasyland"), 0),
        "0 for false (shoots the moon)": _set((*player, "shoots_the_moon"), 0),
        "0 for false (qualifies)": _set((*player, "fantasyland", "qualifies"), 0),
        "0 for false (pair's moon)": _set((*pair, "shoot_the_moon"), [0, 0]),
        "1 for true (pair's fouls)": _set((*pair, "fouled"), [1, 1]),
        "a total with a fraction point": _set(
            (*player, "total"), float(hand["result"]["players"][0]["total"])
        ),
        "money as a whole number": _set(
            (*player, "money"), int(hand["result"]["players"][0]["money"])
        ),
        "false for a royalty of 0": _set((*player, "royalties", "top"), False),
        "no boards": _drop("boards"),
        "no result": _drop("result"),
        "no fantasyland": _drop("fantasyland"),
        "a board changed": _set(("boards", 0, "top"), ""),
        "a total changed": _set((*player, "total"), 1000),
        "a seat renamed in its seat only": _set(("seats", 0, "name"), "Zed"),
        "a huge number aside": _set(("note",), 10**30),
    }
    for name, change in bad.items():
        files[name] = (False, _changed(hand, change))
    files["a name longer than a player's name may be"] = (
        False,
        text(hand).replace('"Ann"', json.dumps("Ann" * 30)),
    )
    files["not JSON"] = (False, text(hand)[:-3])
    files["no format"] = (False, _changed(hand, _drop("format")))
    return files


def test_ofc_replay_and_import_take_and_refuse_the_same_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name, (good, text) in parity_files().items():
        path = tmp_path / "history.json"
        path.write_text(text, encoding="utf-8")
        told = main(["replay", str(path)], stdout=io.StringIO()) == 0
        err = capsys.readouterr().err
        try:
            read_import(path)
        except ImportProblem as problem:
            imported, why = False, str(problem)
        else:
            imported, why = True, ""
        assert (told, imported) == (good, good), f"{name}: replay {err!r}; import {why!r}"
