"""Crash points: a real run of the game is killed at every write boundary of its store
in turn (each statement of each checkpoint's transaction, of the drills' writes and of
a backup being made, each backup copy, each file replaced: the settings, the library of
positions, the backups; each step of an import), and what a restart finds is checked:
an intact database that holds exactly what was committed (hands, matches, the match in
progress, drills and answers), standings equal to the sum of the stored hands, matches
that export and replay, backups that read whole and agree with themselves, a library
that reads whole, a saved match that resumes and plays on to its end, no hand lost or
filed twice. See ``crash_harness`` for how a run is stopped."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.core.history import hands_export
from ofc_desktop.persistence.exchange import public_hands
from tests.persistence.hand_records import played_records

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the harness forks")


def _harness(*arguments: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.crash_harness", *arguments],
        capture_output=True,
        text=True,
        timeout=1200,
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return report


def _report(report: dict[str, Any]) -> list[str]:
    assert "error" not in report, report
    problems = list(report.get("problems", []))
    for entry in report["points"]:
        problems += [f"point {entry['point']}: {problem}" for problem in entry["problems"]]
    return problems


def test_a_match_killed_at_every_write_boundary_resumes_whole(tmp_path: Path) -> None:
    report = _harness("match", str(tmp_path))
    assert _report(report) == []
    assert report["boundaries"] >= 60  # a two-hand match: the store writes that often
    assert [entry["point"] for entry in report["points"]] == list(
        range(1, report["boundaries"] + 1)
    )
    assert all(entry["killed"] for entry in report["points"])
    # Besides the match: the drills, the library of positions, and the backup.
    kinds = " | ".join(report["kinds"])
    for written in (
        "INSERT OR IGNORE INTO drills",
        "INSERT OR IGNORE INTO graded_hands",
        "INSERT INTO drill_answers",
        "UPDATE drills SET",
        "replace positions.json",
        "backup copy",
        "replace history-1.sqlite3",
        "replace history-2.sqlite3",
    ):
        assert written in kinds, written
    print(f"crash points covered: {report['boundaries']}")


def test_an_import_killed_at_every_write_boundary_is_all_or_nothing(tmp_path: Path) -> None:
    export = tmp_path / "hands.json"
    export.write_text(json.dumps(hands_export(public_hands(played_records(8, seed=21), None))))
    report = _harness("import", str(tmp_path / "runs"), str(export))
    assert _report(report) == []
    assert report["hands"] == 8 and report["boundaries"] >= 8
    assert all(entry["killed"] for entry in report["points"])
    print(f"import crash points covered: {report['boundaries']}")
