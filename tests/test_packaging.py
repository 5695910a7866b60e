"""The packaging files: desktop entry, AppStream metadata, icon rendering, the per-user
install script and the wheel's contents. Fast checks; the PyInstaller build itself runs
by hand (python3 packaging/build.py)."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / "ofc-desktop.desktop"
APP_ID = "io.github.ofc_desktop.OfcDesktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
SCREENSHOTS = ROOT / "packaging" / "screenshots"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keep keys as written
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def project_version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"])


def test_the_desktop_entry_starts_the_game_from_the_menu() -> None:
    entry = desktop_entry(DESKTOP)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "OFC Desktop"
    assert entry["Comment"] and entry["GenericName"]
    assert entry["Exec"] == "ofc-desktop" and entry["TryExec"] == "ofc-desktop"
    assert entry["Icon"] == "ofc-desktop"
    assert entry["Terminal"] == "false"
    assert {"Game", "CardGame"} <= set(filter(None, entry["Categories"].split(";")))


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed"
)
def test_the_desktop_entry_validates() -> None:
    done = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_the_metainfo_names_the_app_and_the_readmes_screenshots() -> None:
    component = ET.parse(METAINFO).getroot()
    assert component.tag == "component" and component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID
    assert component.findtext("name") == desktop_entry(DESKTOP)["Name"]
    assert component.findtext("launchable") == DESKTOP.name
    categories = {node.text for node in component.iterfind("categories/category")}
    assert categories == {"Game", "CardGame"}
    assert component.find("releases/release").get("version") == project_version()
    images = [node.text for node in component.iterfind("screenshots/screenshot/image")]
    assert len(images) == len(set(images))
    assert all(image and (SCREENSHOTS / image).is_file() for image in images), images
    in_readme = re.findall(
        r"packaging/screenshots/([\w.-]+\.png)", (ROOT / "README.md").read_text("utf-8")
    )
    missing = sorted(set(in_readme) - set(images))
    assert not missing, f"the README shows {missing}: add them to {METAINFO.name}"
    default = component.find("screenshots/screenshot[@type='default']/image")
    assert default is not None and default.text == in_readme[0]


def test_make_icons_renders_a_png_of_the_asked_size(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, str(LINUX / "make_icons.py"), "--out", str(tmp_path), "--sizes", "48"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    icon = tmp_path / "48x48" / "apps" / "ofc-desktop.png"
    assert png_size(icon) == (48, 48)
    assert [path for path in tmp_path.rglob("*") if path.is_file()] == [icon]


def run_install(*args: str, home: Path, **extra_env: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key != "XDG_DATA_HOME"}
    env.update(HOME=str(home), PYTHON=sys.executable, QT_QPA_PLATFORM="offscreen", **extra_env)
    return subprocess.run(
        ["bash", str(LINUX / "install-user.sh"), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def fake_bundle(tmp_path: Path) -> Path:
    """A stand-in for dist/ofc-desktop: a folder with an ofc-desktop executable."""
    bundle = tmp_path / "built app"
    (bundle / "_internal").mkdir(parents=True)
    executable = bundle / "ofc-desktop"
    executable.write_text("#!/bin/sh\necho fake ofc-desktop\n")
    executable.chmod(0o755)
    return bundle


def installed_files(data: Path) -> list[Path]:
    return [
        data / "applications" / "ofc-desktop.desktop",
        data / "metainfo" / f"{APP_ID}.metainfo.xml",
        data / "icons" / "hicolor" / "scalable" / "apps" / "ofc-desktop.svg",
        *(data / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "ofc-desktop.png" for n in ICON_SIZES),
    ]


def test_install_user_puts_a_built_app_in_place_and_uninstall_removes_it(tmp_path: Path) -> None:
    prefix, home = tmp_path / "prefix", tmp_path / "home"
    done = run_install("--bundle", str(fake_bundle(tmp_path)), "--prefix", str(prefix), home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    data = prefix / "share"
    for path in installed_files(data):
        assert path.is_file(), path
    assert png_size(data / "icons" / "hicolor" / "48x48" / "apps" / "ofc-desktop.png") == (48, 48)
    executable = prefix / "opt" / "ofc-desktop" / "ofc-desktop"
    entry = desktop_entry(data / "applications" / "ofc-desktop.desktop")
    assert entry["Exec"] == str(executable) and entry["TryExec"] == str(executable)
    assert entry["Icon"] == "ofc-desktop"
    assert os.access(executable, os.X_OK)
    assert (prefix / "bin" / "ofc-desktop").resolve() == executable
    assert not home.exists(), "nothing outside the prefix"

    done = run_install("--prefix", str(prefix), "--uninstall", home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not any(path.exists() for path in installed_files(data))
    assert not (prefix / "opt" / "ofc-desktop").exists()
    assert not (prefix / "bin" / "ofc-desktop").exists()


def test_install_user_honours_xdg_data_home(tmp_path: Path) -> None:
    home, xdg = tmp_path / "my home", tmp_path / "xdg data"
    done = run_install("--bundle", str(fake_bundle(tmp_path)), home=home, XDG_DATA_HOME=str(xdg))
    assert done.returncode == 0, done.stdout + done.stderr
    assert all(path.is_file() for path in installed_files(xdg))
    executable = home / ".local" / "opt" / "ofc-desktop" / "ofc-desktop"
    assert (
        desktop_entry(xdg / "applications" / "ofc-desktop.desktop")["Exec"] == f'"{executable}"'
    )  # quoted: the path has a space
    assert executable.is_file() and not (home / ".local" / "share").exists()

    done = run_install("--uninstall", home=home, XDG_DATA_HOME=str(xdg))
    assert done.returncode == 0, done.stdout + done.stderr
    assert not any(path.exists() for path in installed_files(xdg))
    assert not executable.exists()


def test_install_user_refuses_a_folder_without_a_built_app(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    done = run_install(
        "--bundle", str(tmp_path / "empty"), "--prefix", str(tmp_path / "p"), home=tmp_path / "home"
    )
    assert done.returncode != 0 and "no built ofc-desktop" in done.stderr
    assert not (tmp_path / "p" / "share").exists()


def test_the_wheel_ships_every_subpackage_and_the_resources(tmp_path: Path) -> None:
    source = tmp_path / "source"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for folder in ("ofc_desktop", "resources"):
        shutil.copytree(ROOT / folder, source / folder, ignore=ignore)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            str(source),
            "--no-deps",
            "-q",
            "-w",
            str(tmp_path / "wheels"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    if done.returncode != 0 and re.search(
        r"satisf(y|ies) the requirement setuptools|"
        r"NewConnectionError|Network is unreachable",
        done.stderr,
    ):
        pytest.skip("building a wheel needs setuptools from the package index")
    assert done.returncode == 0, done.stderr
    (wheel,) = (tmp_path / "wheels").glob("ofc_desktop-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())

    assert "ofc_desktop/_resources/icons/ofc-desktop.svg" in names
    shipped = {
        f"ofc_desktop/_resources/{path.relative_to(ROOT / 'resources').as_posix()}"
        for path in (ROOT / "resources").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    assert shipped <= names, sorted(shipped - names)
    packages = {
        path.relative_to(ROOT).as_posix() for path in (ROOT / "ofc_desktop").rglob("__init__.py")
    }
    assert packages <= names, f"pyproject's package list misses {sorted(packages - names)}"
    modules = {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "ofc_desktop").rglob("*.py")
        if "__pycache__" not in path.parts
    }
    assert modules <= names, sorted(modules - names)
