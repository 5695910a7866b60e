"""The saved match: after every street of every variant it resumes to the exact state
(cards to come, seeds, scores, seats), in this process and in another; the file older
versions wrote is moved into the database once; a damaged one is set aside and never
trusted."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.history import SeatInfo
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_to_record
from ofc_desktop.core.records import StreetConfirmed
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat
from ofc_desktop.core.view import view_for
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.resume_file import (
    RESUME_FORMAT,
    load_progress,
    migrate_resume_file,
    read_resume_file,
)

SEATS = {
    "Ann": SeatInfo("Ann"),
    "Vera": SeatInfo("Vera", "bot", "hard"),
    "Bo": SeatInfo("Bo", "bot", "easy"),
}
RULES = {
    "classic": RuleSet(variant=Variant.CLASSIC, match_length=MatchLength.HANDS, match_hands=3),
    "pineapple": RuleSet(
        variant=Variant.PINEAPPLE, match_length=MatchLength.HANDS, match_hands=3, jokers_per_deck=1
    ),
    "turbo": RuleSet(variant=Variant.TURBO, match_length=MatchLength.HANDS, match_hands=3, decks=2),
    "chinese": RuleSet(variant=Variant.CHINESE, match_length=MatchLength.HANDS, match_hands=3),
}


def state_of(match: Match) -> dict[str, Any]:
    """Everything resuming must give back exactly."""
    hand = match.hand
    assert hand is not None
    return {
        "players": list(match.players),
        "button": match.button,
        "seed": match.seed,
        "totals": match.settled_totals(),
        "fantasyland": dict(match.fantasyland),
        "hands": len(match.hands),
        "hand_seed": hand.seed,
        "undealt": [(c.text, c.copy) for c in hand.undealt_cards()],
        "dealt": [(c.text, c.copy) for c in hand.all_dealt_cards()],
        "rows": [
            {row: [c.text for c in cards] for row, cards in seat.rows.items()}
            for seat in hand.seats
        ],
        "street_cards": [
            {c.text: where for c, where in seat.street_cards.items()} for seat in hand.seats
        ],
        "to_act": hand.acting_seats(),
        "actions": list(hand.actions),
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


def _store(database: HistoryDatabase, record: dict[str, Any], match_id: str) -> None:
    with database.batch():
        if not database.fetch_all("SELECT 1 FROM matches WHERE id = ?", (match_id,)):
            database.add_match(
                record["rules"], record["seats"], match_id=match_id, status="playing"
            )
        database.save_progress(match_id, record)


@pytest.mark.parametrize("variant", sorted(RULES))
def test_every_street_of_every_variant_resumes_exactly(tmp_path: Path, variant: str) -> None:
    points = checkpoints(RULES[variant], seed=11)
    assert len(points) >= 6
    with HistoryDatabase(tmp_path / "history.sqlite3") as database:
        for record, state in points:
            if state["over"]:
                continue  # never kept: a finished match leaves nothing to resume
            _store(database, record, "m1")
            loaded = load_progress(database)
            assert loaded.notices == [] and loaded.saved is not None
            assert loaded.saved.match_id == "m1"
            assert state_of(loaded.saved.match) == state


PROBE = """
import json, sys
from pathlib import Path
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.resume_file import load_progress
with HistoryDatabase(Path(sys.argv[1])) as database:
    saved = load_progress(database).saved
hand = saved.match.hand
print(json.dumps({"undealt": [[c.text, c.copy] for c in hand.undealt_cards()],
                  "totals": saved.match.settled_totals(), "seed": hand.seed,
                  "players": saved.match.players}))
"""


def test_another_process_resumes_the_same_match(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    points = [p for p in checkpoints(RULES["pineapple"], seed=4) if not p[1]["over"]]
    for record, state in (points[3], points[-1]):
        with HistoryDatabase(path) as database:
            _store(database, record, "m2")
        done = subprocess.run(
            [sys.executable, "-c", PROBE, str(path)],
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        )
        seen = json.loads(done.stdout)
        assert [tuple(c) for c in seen["undealt"]] == state["undealt"]
        assert seen["totals"] == state["totals"] and seen["seed"] == state["hand_seed"]
        assert seen["players"] == state["players"]


def test_a_state_that_does_not_replay_is_dropped_and_its_match_abandoned(tmp_path: Path) -> None:
    record = checkpoints(RULES["classic"], seed=2)[2][0]
    with HistoryDatabase(tmp_path / "history.sqlite3") as database:
        _store(database, {**record, "totals": {"Ann": 17, "Vera": -7, "Bo": 0}}, "m")
        loaded = load_progress(database)
        assert loaded.saved is None and "damaged" in loaded.notices[0]
        assert database.progress() is None and database.get_match("m").status == "abandoned"


# ----- the file older versions wrote -------------------------------------------------------


def legacy_file(path: Path, record: dict[str, Any], match_id: str) -> None:
    """A saved match exactly as versions before the store wrote it."""
    path.write_text(
        json.dumps(
            {"format": RESUME_FORMAT, "version": 1, "match_id": match_id, "match": record},
            ensure_ascii=False,
        )
    )


def test_an_older_saved_match_moves_into_the_database_once(tmp_path: Path) -> None:
    points = [p for p in checkpoints(RULES["pineapple"], seed=4) if not p[1]["over"]]
    record, state = points[-1]  # late in the match: finished hands to file too
    path = tmp_path / "resume.json"
    legacy_file(path, record, "old")
    with HistoryDatabase(tmp_path / "history.sqlite3") as database:
        assert migrate_resume_file(path, database) == []
        assert not path.exists()
        loaded = load_progress(database)
        assert loaded.saved is not None and state_of(loaded.saved.match) == state
        finished = sum(hand.is_over for hand in loaded.saved.match.hands)
        assert finished >= 1 and database.count_hands() == finished
        row = database.get_match("old")
        assert row.status == "playing" and dict(row.standings) == state["totals"]
        # A file left behind by an interrupted move is older than the database's state.
        legacy_file(path, points[0][0], "old")
        assert migrate_resume_file(path, database) == [] and not path.exists()
        again = load_progress(database).saved
        assert again is not None and state_of(again.match) == state


def test_an_older_saved_match_behind_its_history_wins(tmp_path: Path) -> None:
    """Older versions could be stopped after filing a hand but before saving the match:
    the saved state is what resumes, so the history is made to agree with it."""
    points = [p for p in checkpoints(RULES["classic"], seed=7) if not p[1]["over"]]
    behind = [record for record, state in points if state["hands"] == 2 and state["to_act"]][-1]
    ahead = next(record for record, state in points if state["hands"] == 3)
    hands = [dict(e["hand"]) for e in ahead["events"] if e["event"] == "hand"][:2]
    with HistoryDatabase(tmp_path / "history.sqlite3") as database:
        # As the schema upgrade leaves an older version's unfinished match.
        database.add_match(ahead["rules"], ahead["seats"], match_id="m", status="abandoned")
        database.add_hands("m", [{k: v for k, v in h.items() if k != "seed"} for h in hands])
        legacy_file(tmp_path / "resume.json", behind, "m")
        assert migrate_resume_file(tmp_path / "resume.json", database) == []
        saved = load_progress(database).saved
        assert saved is not None and saved.match.hand is not None
        assert not saved.match.hand.is_over  # hand 2 is played again from its street
        assert database.count_hands() == 1 == database.get_match("m").hands
        assert database.get_match("m").status == "playing"
        assert dict(database.get_match("m").standings) == saved.match.settled_totals()
        assert "seed" not in database.hand_record(database.match_hands("m")[0].hand_id)


@pytest.fixture
def good_record() -> dict[str, Any]:
    points = checkpoints(RULES["classic"], seed=2)
    return points[2][0]


def damaged_files(record: dict[str, Any]) -> dict[str, bytes]:
    good = json.dumps({"format": RESUME_FORMAT, "version": 1, "match_id": "m", "match": record})
    tampered = json.loads(good)
    tampered["match"]["totals"] = {"Ann": 17, "Vera": -7, "Bo": 0}
    wrong_card = json.loads(good)
    wrong_card["match"]["events"][0]["hand"]["actions"][0]["card"] = "2c"
    return {
        "empty": b"",
        "garbage": bytes(range(256)),
        "truncated": good[: len(good) // 2].encode(),
        "a-list": b"[]",
        "wrong-format": json.dumps({"format": "x", "version": 1}).encode(),
        "no-match": json.dumps({"format": RESUME_FORMAT, "version": 1}).encode(),
        "wrong-type": json.dumps(
            {"format": RESUME_FORMAT, "version": 1, "match_id": 5, "match": []}
        ).encode(),
        "infinity": good.replace('"seed": ', '"seed": Infinity, "x": ', 1).encode(),
        "tampered-totals": json.dumps(tampered).encode(),
        "tampered-card": json.dumps(wrong_card).encode(),
    }


@pytest.mark.parametrize(
    "kind",
    [
        "empty",
        "garbage",
        "truncated",
        "a-list",
        "wrong-format",
        "no-match",
        "wrong-type",
        "infinity",
        "tampered-totals",
        "tampered-card",
    ],
)
def test_a_damaged_saved_match_is_set_aside(
    tmp_path: Path, good_record: dict[str, Any], kind: str
) -> None:
    path = tmp_path / "resume.json"
    content = damaged_files(good_record)[kind]
    path.write_bytes(content)
    with HistoryDatabase(tmp_path / "history.sqlite3") as database:
        notices = migrate_resume_file(path, database)
        assert database.progress() is None and database.count_matches() == 0
    assert len(notices) == 1 and "damaged" in notices[0]
    assert not path.exists()
    assert (tmp_path / "resume.json.corrupt").read_bytes() == content


def test_a_newer_saved_match_is_set_aside_with_its_own_words(
    tmp_path: Path, good_record: dict[str, Any]
) -> None:
    path = tmp_path / "resume.json"
    path.write_text(
        json.dumps({"format": RESUME_FORMAT, "version": 99, "match_id": "m", "match": good_record})
    )
    loaded = read_resume_file(path)
    assert loaded.saved is None and "newer version" in loaded.notices[0]
    assert (tmp_path / "resume.json.corrupt").exists()


def test_a_folder_in_place_of_the_saved_match_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "resume.json").mkdir()
    with HistoryDatabase(tmp_path / "history.sqlite3") as database:
        notices = migrate_resume_file(tmp_path / "resume.json", database)
    assert len(notices) == 1 and "resume.json.corrupt" in notices[0]
    assert (tmp_path / "resume.json.corrupt").is_dir()
    assert not (tmp_path / "resume.json").exists()


def test_a_byte_order_mark_is_read(tmp_path: Path, good_record: dict[str, Any]) -> None:
    path = tmp_path / "resume.json"
    legacy_file(path, good_record, "m")
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert read_resume_file(path).saved is not None


def test_no_file_means_nothing_to_resume(tmp_path: Path) -> None:
    assert read_resume_file(tmp_path / "resume.json").saved is None
    with HistoryDatabase(tmp_path / "history.sqlite3") as database:
        assert migrate_resume_file(tmp_path / "resume.json", database) == []
        assert load_progress(database).saved is None
