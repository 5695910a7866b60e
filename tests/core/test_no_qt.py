"""docs/architecture.md rule 1: the rules core, the bots and persistence never import PySide6."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# Runs in a fresh interpreter, so nothing the test session imported can hide a Qt import.
PROBE = """
import importlib, json, pkgutil, sys
import ofc_desktop.bots, ofc_desktop.core, ofc_desktop.persistence
names = []
for package in (ofc_desktop.core, ofc_desktop.bots, ofc_desktop.persistence):
    names.append(package.__name__)
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(info.name)
        names.append(info.name)
qt = sorted(m for m in sys.modules if m.split(".")[0].startswith("PySide6"))
print(json.dumps({"imported": names, "qt": qt}))
"""


def test_core_and_bots_import_no_qt() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    # the walk really found the core modules
    assert {
        "ofc_desktop.core.cards",
        "ofc_desktop.core.rules",
        "ofc_desktop.core.scoring",
        "ofc_desktop.core.score_json",
        "ofc_desktop.bots",
    } <= set(report["imported"])
    core_files = {p.stem for p in (REPO / "ofc_desktop" / "core").glob("*.py")} - {"__init__"}
    assert {f"ofc_desktop.core.{stem}" for stem in core_files} <= set(report["imported"])
    assert report["qt"] == []


def test_the_probe_would_see_qt() -> None:
    """The check can fail: a module list that includes a PySide6 name is caught."""
    probe = PROBE.replace(
        "qt = sorted(",
        "sys.modules['PySide6.QtCore'] = sys.modules['json']\nqt = sorted(",
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["qt"] == ["PySide6.QtCore"]
