"""The packaging files: icon rendering, the smoke test's checks of a built app, and the
wheel's contents. Fast checks; the PyInstaller build itself runs by hand (python3
packaging/build.py). The desktop entry and AppStream metadata are checked in
test_desktop_metadata.py, the per-user install in test_install_user.py."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
SPEC = ROOT / "packaging" / "ofc-desktop.spec"


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def load_smoke() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "packaging_smoke", ROOT / "packaging" / "smoke.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks itself up there
    spec.loader.exec_module(module)
    return module


def spec_policy(platform: str) -> dict[str, Any]:
    """The spec's choice of plugins and libraries (the part between ``LINUX =`` and
    ``a = Analysis(``, which needs no PyInstaller), as on ``platform``."""
    text = SPEC.read_text("utf-8")
    part = text[text.index("\nLINUX = ") : text.index("\na = Analysis(")]
    fake_sys = type("FakeSys", (), {"platform": platform})
    namespace: dict[str, Any] = {"os": os, "shutil": shutil, "subprocess": subprocess}
    namespace["sys"] = fake_sys
    exec(compile(part, str(SPEC), "exec"), namespace)
    return namespace


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


def fake_built_app(folder: Path) -> Path:
    """What the smoke test looks for in dist/ofc-desktop, as empty files."""
    dist = folder / "ofc-desktop"
    for name in (
        "ofc-desktop",
        "LICENSE",
        "_internal/ofc_desktop/_resources/icons/ofc-desktop.svg",
        "_internal/ofc_desktop/_resources/licenses/THIRD-PARTY-NOTICES.md",
        "_internal/ofc_desktop/_resources/licenses/bundled/bundle-manifest.json",
        "_internal/PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "_internal/PySide6/Qt/plugins/imageformats/libqsvg.so",
        "_internal/ofc_desktop-0.1.0.dist-info/METADATA",
    ):
        (dist / name).parent.mkdir(parents=True, exist_ok=True)
        (dist / name).write_text("")
    return dist


def test_smoke_wants_the_licence_notices_and_the_package_metadata(tmp_path: Path) -> None:
    smoke = load_smoke()
    resources = tmp_path / "resources"
    (resources / "icons").mkdir(parents=True)
    (resources / "icons" / "ofc-desktop.svg").write_text("")
    (resources / "licenses").mkdir()
    (resources / "licenses" / "THIRD-PARTY-NOTICES.md").write_text("")
    dist = fake_built_app(tmp_path)
    assert smoke.missing_files(dist, resources) == []

    (dist / "LICENSE").unlink()
    (dist / "_internal" / "ofc_desktop-0.1.0.dist-info" / "METADATA").unlink()
    (dist / "_internal" / "ofc_desktop-0.1.0.egg-info").mkdir()  # not the metadata wanted
    (dist / "_internal" / "ofc_desktop-0.1.0.egg-info" / "PKG-INFO").write_text("")
    (
        dist / "_internal" / "ofc_desktop" / "_resources" / "licenses" / "THIRD-PARTY-NOTICES.md"
    ).unlink()
    missing = smoke.missing_files(dist, resources)
    assert "LICENSE" in missing
    assert "ofc_desktop/_resources/licenses/THIRD-PARTY-NOTICES.md" in missing
    assert any("dist-info" in pattern for pattern in missing)


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need privileges there")
def test_smoke_finds_broken_links(tmp_path: Path) -> None:
    smoke = load_smoke()
    dist = fake_built_app(tmp_path)
    internal = dist / "_internal"
    (internal / "libQt6Core.so.6").symlink_to("PySide6/Qt/plugins/imageformats/libqsvg.so")
    assert smoke.dangling_links(dist) == []
    (internal / "libQt6Pdf.so.6").symlink_to("PySide6/Qt/lib/libQt6Pdf.so.6")
    (internal / "PySide6" / "gone").symlink_to("nowhere", target_is_directory=True)
    assert smoke.dangling_links(dist) == [
        "_internal/PySide6/gone -> nowhere",
        "_internal/libQt6Pdf.so.6 -> PySide6/Qt/lib/libQt6Pdf.so.6",
    ]


def plugin_entry(folder: str, name: str) -> tuple[str, str, str]:
    return (
        f"PySide6/Qt/plugins/{folder}/{name}",
        f"/site/PySide6/Qt/plugins/{folder}/{name}",
        "BINARY",
    )


def test_the_spec_keeps_the_desktops_plugins_and_drops_the_rest_on_linux() -> None:
    policy = spec_policy("linux")
    unwanted = policy["is_unwanted"]
    for folder, name in [
        ("platforms", "libqxcb.so"),
        ("platforms", "libqwayland.so"),
        ("platforms", "libqoffscreen.so"),
        ("platforms", "libqminimal.so"),
        ("platformthemes", "libqxdgdesktopportal.so"),
        ("platforminputcontexts", "libibusplatforminputcontextplugin.so"),
        ("platforminputcontexts", "libcomposeplatforminputcontextplugin.so"),
        ("iconengines", "libqsvgicon.so"),
        ("imageformats", "libqsvg.so"),
        ("xcbglintegrations", "libqxcb-glx-integration.so"),
        ("wayland-shell-integration", "libxdg-shell.so"),
        ("wayland-decoration-client", "libadwaita.so"),
        ("wayland-graphics-integration-client", "libqt-plugin-wayland-egl.so"),
    ]:
        assert not unwanted(plugin_entry(folder, name)), name
    for folder, name in [
        ("platforms", "libqeglfs.so"),
        ("platforms", "libqvnc.so"),
        ("platforms", "libqlinuxfb.so"),
        ("platformthemes", "libqgtk3.so"),
        ("platforminputcontexts", "libqtvirtualkeyboardplugin.so"),
        ("imageformats", "libqpdf.so"),
        ("imageformats", "libqjpeg.so"),
        ("multimedia", "libffmpegmediaplugin.so"),
        ("tls", "libqopensslbackend.so"),
        ("networkinformation", "libqnetworkmanager.so"),
        ("generic", "libqevdevmouseplugin.so"),
        ("egldeviceintegrations", "libqeglfs-x11-integration.so"),
        ("wayland-shell-integration", "libivi-shell.so"),
    ]:
        assert unwanted(plugin_entry(folder, name)), name
    assert unwanted(("libpulse.so.0", "/usr/lib/libpulse.so.0", "BINARY"))
    assert not unwanted(("libQt6Multimedia.so.6", "/site/libQt6Multimedia.so.6", "BINARY"))
    # OpenSSL's TLS library only Qt's (left-out) TLS plugin would load; its crypto
    # library stays, Python's _hashlib links it.
    assert unwanted(("libssl.so.3", "/lib/x86_64-linux-gnu/libssl.so.3", "BINARY"))
    assert not unwanted(("libcrypto.so.3", "/lib/x86_64-linux-gnu/libcrypto.so.3", "BINARY"))


def test_the_spec_keeps_the_media_backend_where_it_was_not_checked() -> None:
    for platform in ("win32", "darwin"):
        unwanted = spec_policy(platform)["is_unwanted"]
        assert not unwanted(plugin_entry("multimedia", "ffmpegmediaplugin.dll"))
        assert not unwanted(plugin_entry("platforms", "qwindows.dll"))
        assert not unwanted(plugin_entry("platforms", "libqcocoa.dylib"))
        assert unwanted(plugin_entry("imageformats", "qjpeg.dll"))


def test_the_spec_drops_links_to_what_it_left_out() -> None:
    without = spec_policy("linux")["without_dangling_links"]
    binaries = [
        ("PySide6/Qt/lib/libQt6Core.so.6", "/site/libQt6Core.so.6", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Pdf.so.6", "PySide6/Qt/lib/libQt6Pdf.so.6", "SYMLINK"),
        ("libbz2.so.1", "libbz2.so.1.0", "SYMLINK"),
        ("libbz2.so.1.0", "/usr/lib/libbz2.so.1.0", "BINARY"),
        ("libz.so", "libz.so.1", "SYMLINK"),
        ("libz.so.1", "libz.so.1.2", "SYMLINK"),
    ]
    datas = [("PySide6/Qt/lib/pdf-link", "libQt6Pdf.so.6", "SYMLINK")]
    kept_binaries, kept_datas = without(binaries, datas)
    assert [entry[0] for entry in kept_binaries] == [
        "PySide6/Qt/lib/libQt6Core.so.6",
        "libQt6Core.so.6",
        "libbz2.so.1",
        "libbz2.so.1.0",
    ]
    assert kept_datas == []
