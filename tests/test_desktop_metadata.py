"""The Linux desktop metadata: the menu entry and the AppStream metainfo, named after the
app id, valid for desktop-file-validate and appstreamcli (when installed), and saying
what the release and the install really are."""

from __future__ import annotations

import configparser
import importlib.metadata
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from datetime import date
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.ofc_desktop.ofc_desktop"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
SCREENSHOTS = ROOT / "packaging" / "screenshots"
REPOSITORY = "https://github.com/ofc-desktop/ofc-desktop"
RAW_SCREENSHOTS = (
    "https://raw.githubusercontent.com/ofc-desktop/ofc-desktop/main/packaging/screenshots/"
)
# What appstreamcli may still say about a valid file, and why: AppStream before 1.0
# does not know the <developer> element that 1.0 asks for.
ACCEPTED_HINTS = {"unknown-tag developer"}


def desktop_entry(path: Path = DESKTOP) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keep keys as written
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def test_the_files_are_named_after_the_app_id() -> None:
    assert {path.name for path in LINUX.glob("*.desktop")} == {DESKTOP.name}
    assert metainfo().findtext("id") == APP_ID
    assert metainfo().findtext("launchable[@type='desktop-id']") == DESKTOP.name


def test_the_desktop_entry_starts_the_game_from_the_menu() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "OFC Desktop" == metainfo().findtext("name")
    assert entry["Comment"] and entry["GenericName"]
    assert entry["Exec"] == "ofc-desktop" and entry["TryExec"] == "ofc-desktop"
    assert entry["Icon"] == "ofc-desktop"
    assert entry["StartupWMClass"] == "ofc-desktop"  # the X11 window's class
    assert entry["Terminal"] == "false"
    assert {"Game", "CardGame"} <= set(filter(None, entry["Categories"].split(";")))


def test_the_menu_entry_and_the_metainfo_speak_german_too() -> None:
    """A German desktop shows the game's entry and its store page in German."""
    entry = desktop_entry()
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        assert entry.get(f"{key}[de]"), f"{key}[de]"
    assert entry["Comment[de]"] != entry["Comment"]
    component = metainfo()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    german = [node for node in component.iter() if node.get(lang) == "de"]
    assert {node.tag for node in german} >= {"summary", "p", "li", "caption"}
    for parent in (component.find("description"), component.find("description/ul")):
        assert parent is not None
        english = [node for node in parent if node.get(lang) is None and node.tag in ("p", "li")]
        assert len(english) == sum(1 for node in parent if node.get(lang) == "de")
    for screenshot in component.iterfind("screenshots/screenshot"):
        assert screenshot.find(f"caption[@{lang}='de']") is not None


def test_the_newest_release_is_the_installed_version() -> None:
    releases = metainfo().findall("releases/release")
    assert releases, "the metainfo lists no release"
    newest = max(releases, key=lambda release: date.fromisoformat(release.get("date", "")))
    assert newest is releases[0], "AppStream lists releases newest first"
    assert newest.get("version") == importlib.metadata.version("ofc-desktop")
    assert "".join(newest.find("description").itertext()).strip()  # type: ignore[union-attr]


def test_the_metainfo_names_the_project_and_its_developer() -> None:
    component = metainfo()
    assert component.get("type") == "desktop-application"
    urls = {url.get("type"): url.text for url in component.iterfind("url")}
    assert urls == {
        "homepage": REPOSITORY,
        "bugtracker": f"{REPOSITORY}/issues",
        "vcs-browser": REPOSITORY,
    }
    developer = component.find("developer")
    assert developer is not None and developer.get("id") == "io.github.ofc_desktop"
    assert developer.findtext("name") == "The ofc_desktop developers"
    assert component.find("content_rating[@type='oars-1.1']") is not None
    categories = {node.text for node in component.iterfind("categories/category")}
    assert categories == {"Game", "CardGame"}


def test_it_provides_only_what_every_install_installs() -> None:
    """The frozen app installs the ofc-desktop command alone (the ofc command line comes
    only with pip), so that is all the metainfo may claim."""
    provided = {node.text for node in metainfo().iterfind("provides/binary")}
    assert provided == {"ofc-desktop"}


def test_the_screenshots_are_the_readmes_as_the_repository_serves_them() -> None:
    component = metainfo()
    urls = [node.text or "" for node in component.iterfind("screenshots/screenshot/image")]
    assert urls and len(urls) == len(set(urls))
    assert all(url.startswith(RAW_SCREENSHOTS) for url in urls), urls
    names = [Path(urlparse(url).path).name for url in urls]
    assert all((SCREENSHOTS / name).is_file() for name in names), names
    in_readme = re.findall(
        r"packaging/screenshots/([\w.-]+\.png)", (ROOT / "README.md").read_text("utf-8")
    )
    missing = sorted(set(in_readme) - set(names))
    assert not missing, f"the README shows {missing}: add them to {METAINFO.name}"
    default = component.find("screenshots/screenshot[@type='default']/image")
    assert default is not None and default.text == RAW_SCREENSHOTS + in_readme[0]
    assert all(node.findtext("caption") for node in component.iterfind("screenshots/screenshot"))


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed"
)
def test_desktop_file_validate_passes_clean() -> None:
    done = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert not (done.stdout + done.stderr).strip(), done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_appstreamcli_validate_pedantic_passes_clean() -> None:
    done = subprocess.run(
        ["appstreamcli", "validate", "--pedantic", "--no-net", "--no-color", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    said = done.stdout + done.stderr
    assert done.returncode == 0, said
    issues = re.findall(r"^([EWIP]): [^:]+:\d*:? ?(.*)$", said, flags=re.MULTILINE)
    unexpected = [
        f"{level}: {text}"
        for level, text in issues
        if not any(text.startswith(hint) for hint in ACCEPTED_HINTS)
    ]
    assert not unexpected, said
