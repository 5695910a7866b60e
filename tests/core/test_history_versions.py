"""Every history the game ever wrote still reads and replays, through ``ofc replay``
and through Import alike.

The files under ``fixtures/history_versions`` were written by the releases named below
(their own code, run on seeded deals), byte for byte as those releases saved them: the
first release's seed-only ``ofc-hand/1`` and ``ofc-match/1`` records, whose rules have
no ``match_points`` yet; the same formats once matches to a points target existed; the
first ``ofc-hand/2`` and ``ofc-match/2`` records (seats, the deal, joins and leaves); and
the first export of shared copies (``ofc-hands/1``). A rule setting added later takes
its default when an older file is read.
"""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.cli import main
from ofc_desktop.core.history import (
    HANDS_FORMAT,
    MATCH_FORMAT,
    OLD_HAND_FORMAT,
    OLD_MATCH_FORMAT,
    replay_hand,
)
from ofc_desktop.core.match_history import read_hands_export, replay_match, upgrade_old_match
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.persistence.exchange import read_import

FIXTURES = Path(__file__).parent / "fixtures" / "history_versions"
# file -> (format, whether its rules know match_points, hands in it)
ERAS = {
    "ofc-hand-1_first-release.json": (OLD_HAND_FORMAT, False, 1),
    "ofc-match-1_first-release.json": (OLD_MATCH_FORMAT, False, 2),
    "ofc-hand-1_with-match-points.json": (OLD_HAND_FORMAT, True, 1),
    "ofc-match-1_with-match-points.json": (OLD_MATCH_FORMAT, True, 2),
    "ofc-hand-2.json": ("ofc-hand/2", True, 1),
    "ofc-match-2.json": (MATCH_FORMAT, True, 2),
    "ofc-hands-1.json": (HANDS_FORMAT, True, 2),
}


def load(name: str) -> Any:
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def hands_of(document: dict[str, Any]) -> list[dict[str, Any]]:
    if document["format"] == OLD_MATCH_FORMAT:
        return list(document["hands"])
    if document["format"] == MATCH_FORMAT:
        return [event["hand"] for event in document["events"] if event["event"] == "hand"]
    if document["format"] == HANDS_FORMAT:
        return list(document["hands"])
    return [document]


def test_every_era_has_its_fixture() -> None:
    assert sorted(path.name for path in FIXTURES.glob("*.json")) == sorted(ERAS)


@pytest.mark.parametrize("name", sorted(ERAS))
def test_a_fixture_holds_what_its_era_wrote(name: str) -> None:
    document = load(name)
    kind, knows_match_points, count = ERAS[name]
    assert document["format"] == kind
    hands = hands_of(document)
    assert len(hands) == count
    for hand in hands:
        assert ("match_points" in hand["rules"]) is knows_match_points
        assert ("match_points" in hand["result"]["rules"]) is knows_match_points
        old = hand["format"] == OLD_HAND_FORMAT
        assert ("players" in hand, "seats" in hand, "dealt" in hand) == (old, not old, not old)


@pytest.mark.parametrize("name", sorted(ERAS))
def test_ofc_replay_tells_every_era(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    assert main(["replay", str(FIXTURES / name)], stdout=out) == 0, capsys.readouterr().err
    assert out.getvalue().count("Final boards:") == ERAS[name][2]


@pytest.mark.parametrize("name", sorted(ERAS))
def test_import_reads_every_era(name: str) -> None:
    checked = read_import(FIXTURES / name)
    assert len(checked.hands) == ERAS[name][2]
    for hand, original in zip(checked.hands, hands_of(load(name)), strict=True):
        assert hand.record["format"] == "ofc-hand/2"  # an old one in today's shape
        assert hand.record["result"]["players"] == original["result"]["players"]


@pytest.mark.parametrize("name", sorted(ERAS))
def test_the_core_replays_every_era(name: str) -> None:
    document = load(name)
    if document["format"] == OLD_MATCH_FORMAT:
        match = replay_match(upgrade_old_match(document))
        assert match.settled_totals() == document["totals"]
    elif document["format"] == MATCH_FORMAT:
        assert replay_match(document).settled_totals() == document["totals"]
    else:
        assert read_hands_export(document) == hands_of(document)
    for hand in hands_of(document):
        assert replay_hand(hand).is_over


def test_rules_written_before_a_setting_existed_take_its_default() -> None:
    old = load("ofc-hand-1_first-release.json")["rules"]
    assert "match_points" not in old
    rules = RuleSet.from_dict(old)
    assert rules.match_points == RuleSet().match_points
    assert RuleSet.from_dict(rules.to_dict()) == rules


@pytest.mark.parametrize("key", sorted(set(RuleSet().to_dict()) - {"variant"}))
def test_a_record_without_a_setting_at_its_default_still_replays(key: str) -> None:
    """As if ``key`` were added after the record was written: left out of its rules and
    of its result's rules, it takes its default and the hand replays as recorded."""
    record = load("ofc-hand-2.json")
    defaults = RuleSet.from_dict({"variant": record["rules"]["variant"]}).to_dict()
    assert record["rules"].get(key, defaults[key]) == defaults[key]  # or newer than it
    older = copy.deepcopy(record)
    older["rules"].pop(key, None)
    older["result"]["rules"].pop(key, None)
    replay_hand(older)
    assert read_hands_export({"format": HANDS_FORMAT, "hands": [older]}) == [older]
