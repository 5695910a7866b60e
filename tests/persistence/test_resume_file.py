"""The saved match: after every street of every variant it resumes to the exact state
(cards to come, seeds, scores, seats), in this process and in another; a damaged file
is set aside and never trusted."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.history import SeatInfo, match_to_record
from ofc_desktop.core.match import Match
from ofc_desktop.core.records import StreetConfirmed
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat
from ofc_desktop.core.view import view_for
from ofc_desktop.persistence.resume_file import (
    RESUME_FORMAT,
    load_resume,
    save_resume,
)

SEATS = {"Ann": SeatInfo("Ann"), "Vera": SeatInfo("Vera", "bot", "hard"),
         "Bo": SeatInfo("Bo", "bot", "easy")}
RULES = {
    "classic": RuleSet(variant=Variant.CLASSIC, match_length=MatchLength.HANDS, match_hands=3),
    "pineapple": RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.HANDS,
                         match_hands=3, jokers_per_deck=1),
    "turbo": RuleSet(variant=Variant.TURBO, match_length=MatchLength.HANDS, match_hands=3,
                     decks=2),
    "chinese": RuleSet(variant=Variant.CHINESE, match_length=MatchLength.HANDS, match_hands=3),
}


def state_of(match: Match) -> dict[str, Any]:
    """Everything resuming must give back exactly."""
    hand = match.hand
    assert hand is not None
    return {
        "players": list(match.players), "button": match.button, "seed": match.seed,
        "totals": match.settled_totals(), "fantasyland": dict(match.fantasyland),
        "hands": len(match.hands), "hand_seed": hand.seed,
        "undealt": [(c.text, c.copy) for c in hand.undealt_cards()],
        "dealt": [(c.text, c.copy) for c in hand.all_dealt_cards()],
        "rows": [{row: [c.text for c in cards] for row, cards in seat.rows.items()}
                 for seat in hand.seats],
        "street_cards": [{c.text: where for c, where in seat.street_cards.items()}
                         for seat in hand.seats],
        "to_act": hand.acting_seats(), "actions": list(hand.actions),
        "over": match.is_over,
    }


def checkpoints(rules: RuleSet, seed: int) -> list[tuple[Match, dict[str, Any]]]:
    """Play a match; after every confirmed street, the match's record and state."""
    match = Match(rules, list(SEATS), seed=seed)
    players = {name: RandomSeat(name, random.Random(seed + i)) for i, name in enumerate(SEATS)}
    points = []
    while not match.is_over:
        match.start_hand()
        hand = match.hand
        assert hand is not None
        while not hand.is_over:
            seat = hand.acting_seats()[0]
            decision = players[hand.players[seat]].decide(view_for(hand, seat))
            records = apply_decision(hand, seat, decision)
            if any(isinstance(r, StreetConfirmed) for r in records):
                record = json.loads(json.dumps(match_to_record(match, SEATS)))
                points.append((record, state_of(match)))
    return points


@pytest.mark.parametrize("variant", sorted(RULES))
def test_every_street_of_every_variant_resumes_exactly(tmp_path: Path, variant: str) -> None:
    path = tmp_path / "resume.json"
    points = checkpoints(RULES[variant], seed=11)
    assert len(points) >= 6
    for record, state in points:
        save_resume(path, record, "m1")
        loaded = load_resume(path)
        if state["over"]:
            assert loaded.saved is None and not path.exists()  # nothing left to resume
            continue
        assert loaded.notices == [] and loaded.saved is not None
        assert loaded.saved.match_id == "m1"
        assert state_of(loaded.saved.match) == state


PROBE = """
import json, sys
from pathlib import Path
from ofc_desktop.persistence.resume_file import load_resume
saved = load_resume(Path(sys.argv[1])).saved
hand = saved.match.hand
print(json.dumps({"undealt": [[c.text, c.copy] for c in hand.undealt_cards()],
                  "totals": saved.match.settled_totals(), "seed": hand.seed,
                  "players": saved.match.players}))
"""


def test_another_process_resumes_the_same_match(tmp_path: Path) -> None:
    path = tmp_path / "resume.json"
    points = [p for p in checkpoints(RULES["pineapple"], seed=4) if not p[1]["over"]]
    for record, state in (points[3], points[-1]):
        save_resume(path, record, "m2")
        done = subprocess.run([sys.executable, "-c", PROBE, str(path)], capture_output=True,
                              text=True, check=True, timeout=120)
        seen = json.loads(done.stdout)
        assert [tuple(c) for c in seen["undealt"]] == state["undealt"]
        assert seen["totals"] == state["totals"] and seen["seed"] == state["hand_seed"]
        assert seen["players"] == state["players"]


@pytest.fixture
def good_record() -> dict[str, Any]:
    points = checkpoints(RULES["classic"], seed=2)
    return points[2][0]


def damaged_files(record: dict[str, Any]) -> dict[str, bytes]:
    good = json.dumps({"format": RESUME_FORMAT, "version": 1, "match_id": "m",
                       "match": record})
    tampered = json.loads(good)
    tampered["match"]["totals"] = {"Ann": 17, "Vera": -7, "Bo": 0}
    wrong_card = json.loads(good)
    wrong_card["match"]["events"][0]["hand"]["actions"][0]["card"] = "2c"
    return {
        "empty": b"", "garbage": bytes(range(256)), "truncated": good[: len(good) // 2].encode(),
        "a-list": b"[]", "wrong-format": json.dumps({"format": "x", "version": 1}).encode(),
        "no-match": json.dumps({"format": RESUME_FORMAT, "version": 1}).encode(),
        "wrong-type": json.dumps({"format": RESUME_FORMAT, "version": 1, "match_id": 5,
                                  "match": []}).encode(),
        "infinity": good.replace('"seed": ', '"seed": Infinity, "x": ', 1).encode(),
        "tampered-totals": json.dumps(tampered).encode(),
        "tampered-card": json.dumps(wrong_card).encode(),
    }


@pytest.mark.parametrize("kind", ["empty", "garbage", "truncated", "a-list", "wrong-format",
                                  "no-match", "wrong-type", "infinity", "tampered-totals",
                                  "tampered-card"])
def test_a_damaged_saved_match_is_set_aside(tmp_path: Path, good_record: dict[str, Any],
                                            kind: str) -> None:
    path = tmp_path / "resume.json"
    content = damaged_files(good_record)[kind]
    path.write_bytes(content)
    loaded = load_resume(path)
    assert loaded.saved is None
    assert len(loaded.notices) == 1 and "damaged" in loaded.notices[0]
    assert not path.exists()
    assert (tmp_path / "resume.json.corrupt").read_bytes() == content


def test_a_newer_saved_match_is_set_aside_with_its_own_words(
        tmp_path: Path, good_record: dict[str, Any]) -> None:
    path = tmp_path / "resume.json"
    path.write_text(json.dumps({"format": RESUME_FORMAT, "version": 99, "match_id": "m",
                                "match": good_record}))
    loaded = load_resume(path)
    assert loaded.saved is None and "newer version" in loaded.notices[0]
    assert (tmp_path / "resume.json.corrupt").exists()


def test_no_file_means_nothing_to_resume(tmp_path: Path) -> None:
    assert load_resume(tmp_path / "resume.json") == load_resume(tmp_path / "other.json")
    assert load_resume(tmp_path / "resume.json").saved is None
