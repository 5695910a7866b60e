"""One version everywhere: the installed distribution's, which pyproject.toml sets, on
``ofc-desktop --version``, ``ofc --version`` and in the About box."""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import ofc_desktop
from ofc_desktop import cli
from ofc_desktop.resources import resource_path

ROOT = Path(__file__).resolve().parent.parent
INSTALLED = importlib.metadata.version("ofc-desktop")

# Asks for the version the way the desktop entry starts the game, then proves that no
# Qt application was made for it.
GUI_VERSION = """
import sys
from ofc_desktop.ui.app import main
try:
    main(["ofc-desktop", "--version"])
except SystemExit as stop:
    from PySide6.QtCore import QCoreApplication
    assert QCoreApplication.instance() is None, "a Qt application was made"
    sys.exit(stop.code)
sys.exit(3)
"""


def test_the_package_version_is_the_installed_distributions() -> None:
    assert ofc_desktop.__version__ == INSTALLED
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert declared["project"]["version"] == INSTALLED, (
        "the installed metadata is not pyproject.toml's: reinstall (pip install -e .)"
    )


def test_ofc_desktop_version_prints_it_and_exits_without_a_window() -> None:
    done = subprocess.run(
        [sys.executable, "-c", GUI_VERSION],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"ofc-desktop {INSTALLED}\n"


def test_ofc_version_prints_the_same(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(["--version"])
    assert stopped.value.code == 0
    assert capsys.readouterr().out == f"ofc {INSTALLED}\n"


def test_the_about_box_shows_the_same_version(qtbot: QtBot) -> None:
    from ofc_desktop.ui.dialogs.about_dialog import AboutDialog

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert INSTALLED in dialog.version_label.text()
    assert "MIT" in dialog.licence_label.text()
    assert dialog.licence.toPlainText() == (ROOT / "LICENSE").read_text(encoding="utf-8")


def test_the_shipped_licence_is_the_repositorys() -> None:
    """The wheel and the packaged app carry resources/, not the root LICENSE file."""
    shipped = resource_path("licenses", "MIT-ofc_desktop.txt").read_text(encoding="utf-8")
    assert shipped == (ROOT / "LICENSE").read_text(encoding="utf-8")


# ----- the licences the About box shows ---------------------------------------------------


def test_every_licence_the_notices_link_to_is_shipped() -> None:
    """The texts of the licences folder; those under bundled/ the build copies into the
    packaged app from what it carries (tests/test_third_party_notices.py)."""
    notices = resource_path("licenses", "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    linked = set(re.findall(r"\]\(([^)]+\.txt)\)", notices))
    assert {"LGPL-3.0.txt", "GPL-3.0.txt", "LGPL-2.1.txt", "MIT-ofc_desktop.txt"} <= linked
    assert any(name.startswith("bundled/numpy-") for name in linked)
    for name in linked - {name for name in linked if name.startswith("bundled/")}:
        assert resource_path("licenses", name).stat().st_size > 500, name


def test_the_notices_open_the_licence_texts(qtbot: QtBot) -> None:
    from ofc_desktop.ui.dialogs.about_dialog import AboutDialog

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert "Qt Charts" in dialog.notices.toPlainText()
    dialog.show_licence("LGPL-3.0.txt")
    assert dialog.tabs.currentWidget() is dialog.texts_page
    assert dialog.licence_view.toPlainText().startswith(
        "                   GNU LESSER GENERAL PUBLIC LICENSE"
    )
    dialog.show_licence("MIT-ofc_desktop.txt")
    assert dialog.tabs.currentWidget() is dialog.licence
