"""Resources are found relative to the package, whatever the working directory."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ofc_desktop.resources import resource_path


def test_the_icon_is_found_from_any_working_directory(tmp_path: Path) -> None:
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        icon = resource_path("icons", "ofc-desktop.svg")
    finally:
        os.chdir(here)
    assert icon.is_absolute() and icon.read_text(encoding="utf-8").startswith("<svg")


def test_a_missing_resource_says_which() -> None:
    with pytest.raises(FileNotFoundError, match=r"icons/nothing\.png"):
        resource_path("icons", "nothing.png")
