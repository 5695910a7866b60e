"""Exported hands (one, several, or a match) come back through JSON exactly, replay
as recorded, and are told by ``ofc replay``; a bad file is refused whole."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path
from typing import Any

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
    read_hands_export,
)
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, play_hand

VARIANTS = [Variant.CLASSIC, Variant.PINEAPPLE, Variant.TURBO, Variant.CHINESE]
SEATS = [SeatInfo("Ann"), SeatInfo("Vera", "bot", "hard"), SeatInfo("Bo", "bot", "easy")]


def played_record(seed: int, variant: Variant, players: int, jokers: int) -> dict[str, Any]:
    rules = RuleSet(variant=variant, jokers_per_deck=jokers)
    seats = SEATS[:players]
    hand = Hand(rules, [s.name for s in seats], seed=seed, button=seed % players)
    hand.start()
    play_hand(hand, [RandomSeat(s.name, random.Random(seed + i)) for i, s in enumerate(seats)])
    return hand_to_record(hand, seats)


records = st.builds(played_record, st.integers(0, 10**6), st.sampled_from(VARIANTS),
                    st.integers(2, 3), st.integers(0, 2))


@given(st.lists(records, min_size=1, max_size=3), st.sampled_from([None, 0, 1]))
def test_exported_hands_round_trip_through_json(hands: list[dict[str, Any]],
                                                viewer: int | None) -> None:
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
    hands = [public_hand_record(played_record(seed, Variant.CLASSIC, 2, 0), 0)
             for seed in (1, 2)]
    path = tmp_path / "hands.json"
    path.write_text(json.dumps(hands_export(hands)), encoding="utf-8")
    out = io.StringIO()
    assert main(["replay", str(path)], stdout=out) == 0
    assert out.getvalue().count("Hand 1 — Classic") == 2
    assert "Vera (bot, hard)" in out.getvalue()
