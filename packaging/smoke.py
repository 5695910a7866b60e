"""Smoke test of the built app: its ``--self-test`` plays one hand with bots in every
seat through the real window, and the bundle holds what the app looks for at run time
(the resources, the licence notices, the package metadata) and no broken links.

    python3 packaging/smoke.py [dist/ofc-desktop]

On Linux without a display it runs under ``xvfb-run`` when that exists, otherwise on
Qt's offscreen platform. Exit status 0 when the app passed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist" / "ofc-desktop"
LIMIT_S = 240  # the app's own self-test gives up after 180 s
TRACEBACK = "Traceback (most recent call last)"
SHOWN_LINES = 40
# Inside the bundle (PyInstaller's contents folder) -- what the frozen app loads by path.
EXPECTED = (
    "ofc_desktop/_resources/icons/ofc-desktop.svg",  # found by ofc_desktop.resources
    "PySide6/Qt/plugins/iconengines/*qsvgicon*",  # draws the SVG window icon
    "PySide6/Qt/plugins/imageformats/*qsvg*",
    # importlib.metadata.version("ofc-desktop"): the About box and --version, from the
    # metadata of a wheel (never an egg-info of a development install)
    "ofc_desktop-*.dist-info/METADATA",
    # the list of what the build carries, beside the licence texts it names
    "ofc_desktop/_resources/licenses/bundled/bundle-manifest.json",
)
# Beside the executable, where whoever unpacks the archive sees it.
BESIDE_THE_EXECUTABLE = ("LICENSE",)


@dataclass(frozen=True)
class SmokeResult:
    passed: bool
    seconds: float
    output: str
    how: str


def executable(dist: Path) -> Path:
    """The launcher inside a one-folder build."""
    return dist / ("ofc-desktop.exe" if sys.platform == "win32" else "ofc-desktop")


def contents(dist: Path) -> Path:
    """The folder beside the executable that holds Python, Qt and the resources."""
    internal = dist / "_internal"
    return internal if internal.is_dir() else dist


def missing_files(dist: Path, resources: Path = ROOT / "resources") -> list[str]:
    """The expected bundle files (glob patterns), and the checkout's resources, that the
    build left out."""
    root = contents(dist)
    shipped = sorted(
        path.relative_to(resources).as_posix()
        for path in resources.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    )
    wanted = [*EXPECTED, *(f"ofc_desktop/_resources/{name}" for name in shipped)]
    missing = [
        pattern
        for pattern in dict.fromkeys(wanted)
        if not any(any(root.glob(choice)) for choice in pattern.split("|"))
    ]
    return missing + [name for name in BESIDE_THE_EXECUTABLE if not (dist / name).is_file()]


def dangling_links(dist: Path) -> list[str]:
    """Symbolic links in the bundle whose target is missing (a library left out while a
    link to it stayed): an archive with them unpacks with errors on some systems."""
    broken = []
    for folder, folders, files in os.walk(dist):
        for name in (*folders, *files):
            path = Path(folder, name)
            if path.is_symlink() and not path.exists():
                broken.append(f"{path.relative_to(dist).as_posix()} -> {os.readlink(path)}")
    return sorted(broken)


def project_version() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(project["project"]["version"])


def version_problem(dist: Path) -> str | None:
    """Why ``ofc-desktop --version`` does not print the project's version (the package
    metadata the frozen app reads it from), or None. Windows builds have no console to
    print on, so there it is not asked."""
    if sys.platform == "win32":
        return None
    wanted = f"ofc-desktop {project_version()}"
    try:
        done = subprocess.run(
            [str(executable(dist)), "--version"],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"--version did not run: {error}"
    said = (done.stdout + done.stderr).strip()
    return None if said == wanted else f"--version said {said!r}, not {wanted!r}"


def display_command(command: list[str]) -> tuple[list[str], dict[str, str], str]:
    """How to give the app a screen: the desktop's own, a virtual X server, or none."""
    env = dict(os.environ)
    if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        xvfb = shutil.which("xvfb-run")
        if xvfb and not env.get("QT_QPA_PLATFORM"):
            return ([xvfb, "-a", "-s", "-screen 0 1600x1000x24", *command], env, "under xvfb-run")
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    how = (
        f"QT_QPA_PLATFORM={env['QT_QPA_PLATFORM']}"
        if env.get("QT_QPA_PLATFORM")
        else "on the desktop's display"
    )
    return command, env, how


def run_self_test(dist: Path = DIST, limit_s: float = LIMIT_S) -> SmokeResult:
    """Start the built app with ``--self-test`` and time it from start to exit."""
    command, env, how = display_command([str(executable(dist)), "--self-test"])
    # The built app writes its settings and history into a folder of its own, never
    # into the files of whoever builds it.
    started = time.perf_counter()
    try:
        with tempfile.TemporaryDirectory(prefix="ofc-desktop-smoke-") as folder:
            env["OFC_DESKTOP_DATA_DIR"] = folder
            done = subprocess.run(
                command, env=env, capture_output=True, text=True, timeout=limit_s, check=False
            )
    except subprocess.TimeoutExpired as error:
        output = "".join(
            part.decode(errors="replace") if isinstance(part, bytes) else part
            for part in (error.stdout or "", error.stderr or "")
        )
        return SmokeResult(
            False, time.perf_counter() - started, output + f"\n(no exit after {limit_s:.0f} s)", how
        )
    except OSError as error:
        return SmokeResult(False, time.perf_counter() - started, str(error), how)
    seconds = time.perf_counter() - started
    # A windowed Windows build may have no standard output to print the verdict on.
    said_passed = "self-test passed" in done.stdout or sys.platform == "win32"
    # An exception in a Qt slot is printed, not raised: in a frozen app it is often a
    # module or file the bundle lacks, so it fails the smoke test even when the hand ended.
    raised = TRACEBACK in done.stderr
    passed = done.returncode == 0 and said_passed and not raised
    output = (done.stdout + done.stderr).strip() + f"\n(exit status {done.returncode})"
    if raised:
        output += "\n(FAILED: the app printed a Python traceback)"
    return SmokeResult(passed, seconds, output, how)


def smoke(dist: Path = DIST) -> bool:
    """Check the bundle and run the self-test, saying what happened; True when it passed."""
    if not executable(dist).is_file():
        print(f"smoke: no built app at {executable(dist)}", file=sys.stderr)
        return False
    missing = missing_files(dist)
    for pattern in missing:
        print(f"smoke: the bundle lacks {pattern}", file=sys.stderr)
    broken = dangling_links(dist)
    for link in broken:
        print(f"smoke: broken link {link}", file=sys.stderr)
    wrong_version = version_problem(dist)
    if wrong_version:
        print(f"smoke: {wrong_version}", file=sys.stderr)
    result = run_self_test(dist)
    print(
        f"smoke: {executable(dist)} --self-test {result.how}: "
        f"{'passed' if result.passed else 'FAILED'} in {result.seconds:.1f} s "
        "(start to exit)"
    )
    lines = result.output.splitlines()
    if len(lines) > SHOWN_LINES:  # keep the verdict lines at the end
        lines = [
            *lines[: SHOWN_LINES - 3],
            f"... {len(lines) - SHOWN_LINES + 1} more lines",
            *lines[-2:],
        ]
    print("\n".join(f"  | {line}" for line in lines))
    return result.passed and not missing and not broken and not wrong_version


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    dist = Path(args[0]) if args else DIST
    return 0 if smoke(dist) else 1


if __name__ == "__main__":
    sys.exit(main())
