"""Builds the frozen app with PyInstaller, packs it, and smoke-tests the result.

    python3 packaging/build.py [--skip-smoke] [--no-archive]

from any folder, in an environment where the game runs (``python3 -m pip install .``)
and PyInstaller is installed (``python3 -m pip install pyinstaller``). Writes
``dist/ofc-desktop/`` (the ``ofc-desktop`` executable and its ``_internal/`` folder)
and ``dist/ofc-desktop-<version>-<platform>.tar.gz`` (``.zip`` on Windows); then runs
the built app's ``--self-test`` (see ``packaging/smoke.py``). Before packing it lists
every file of the build by component into ``packaging/bundle-manifest.json`` and writes
the third-party notices and licence texts from it (``bundle_contents.py``,
``notices.py``). Exit status 1 when the build, the notices or the smoke test fail.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

from bundle_contents import summary, write_notices
from licence_sources import Unattributed
from smoke import DIST, smoke

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "ofc-desktop.spec"
WORK = ROOT / "build" / "pyinstaller"
ICONS = ROOT / "build" / "icons" / "hicolor"


def version() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(project["project"]["version"])


def platform_tag() -> str:
    """``linux-x86_64``, ``windows-amd64``, ``macos-arm64``, ..."""
    names = {"win32": "windows", "darwin": "macos"}
    system = names.get(sys.platform, sys.platform.rstrip("0123456789"))
    return f"{system}-{platform.machine().lower() or 'unknown'}"


def size_on_disk(path: Path) -> int:
    """Bytes in a file or a folder tree (links not followed)."""
    if path.is_file():
        return path.stat().st_size
    return sum(item.lstat().st_size for item in path.rglob("*") if not item.is_dir())


def human(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def have_pyinstaller() -> bool:
    if importlib.util.find_spec("PyInstaller") is not None:
        return True
    print(
        "build: PyInstaller is not installed in this Python "
        f"({sys.executable}); install it with:\n"
        f"    {Path(sys.executable).name} -m pip install pyinstaller",
        file=sys.stderr,
    )
    return False


def make_exe_icon() -> None:
    """Windows and macOS executables carry an icon: render the PNG the spec converts."""
    if sys.platform.startswith("linux"):
        return
    size = "512" if sys.platform == "darwin" else "256"
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "linux" / "make_icons.py"),
            "--out",
            str(ICONS),
            "--sizes",
            size,
        ],
        check=False,
    )


def run_pyinstaller() -> bool:
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--distpath",
        str(DIST.parent),
        "--workpath",
        str(WORK),
        str(SPEC),
    ]
    print("build: " + " ".join(command), flush=True)
    return subprocess.run(command, cwd=ROOT, check=False).returncode == 0


def archive() -> Path:
    """Pack ``dist/ofc-desktop`` (top folder ``ofc-desktop/``) next to it."""
    base = DIST.parent / f"ofc-desktop-{version()}-{platform_tag()}"
    kind = "zip" if sys.platform == "win32" else "gztar"
    for stale in (base.with_suffix(".zip"), Path(f"{base}.tar.gz")):
        stale.unlink(missing_ok=True)
    return Path(shutil.make_archive(str(base), kind, root_dir=DIST.parent, base_dir=DIST.name))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--skip-smoke", action="store_true", help="do not run the built app's --self-test"
    )
    parser.add_argument(
        "--no-archive", action="store_true", help="do not write the .tar.gz/.zip archive"
    )
    args = parser.parse_args(argv)
    if not have_pyinstaller():
        return 1
    os.chdir(ROOT)
    started = time.perf_counter()
    make_exe_icon()
    if not run_pyinstaller():
        print("build: PyInstaller failed", file=sys.stderr)
        return 1
    try:
        manifest = write_notices(DIST, WORK, platform_tag())
    except Unattributed as error:
        print(f"build: the third-party notices FAILED:\n{error}", file=sys.stderr)
        return 1
    print(f"build: notices: {summary(manifest)}")
    print(
        f"build: {DIST} built in {time.perf_counter() - started:.0f} s, "
        f"{human(size_on_disk(DIST))} on disk"
    )
    if not args.no_archive:
        packed = archive()
        print(f"build: {packed} ({human(size_on_disk(packed))})")
    if args.skip_smoke:
        print("build: smoke test skipped")
        return 0
    if not smoke(DIST):
        print("build: the smoke test FAILED", file=sys.stderr)
        return 1
    print(f"build: done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
