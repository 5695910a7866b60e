"""Check the source release as a stranger gets it: build the sdist, unpack it in a scratch
folder, and there run the README's test command in a fresh virtual environment.

    python3 packaging/check_sdist.py [--keep] [-- PYTEST_ARGS...]

Exits with pytest's status (1 when the sdist lacks something its tests need); ``--keep``
leaves the scratch folder for a look. Needs the ``build`` package (a test extra) and the
package index or pip's cache for the fresh environment.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build_sdist(out: Path) -> Path:
    subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--outdir", str(out), str(ROOT)], check=True
    )
    (archive,) = out.glob("ofc_desktop-*.tar.gz")
    return archive


def unpack(archive: Path, into: Path) -> Path:
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")
    (folder,) = (p for p in into.iterdir() if p.is_dir())
    return folder


def run_tests(source: Path, scratch: Path, pytest_args: list[str]) -> int:
    env_dir = scratch / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / ("Scripts" if os.name == "nt" else "bin") / "python"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "-e", ".[test]"],
        cwd=source,
        check=True,
        env=env,
    )
    return subprocess.run(
        [str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider", *pytest_args],
        cwd=source,
        env=env,
    ).returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder")
    parser.add_argument("pytest_args", nargs="*", help="passed to pytest after --")
    args = parser.parse_args(argv)
    scratch = Path(tempfile.mkdtemp(prefix="ofc-sdist-"))
    try:
        source = unpack(build_sdist(scratch / "dist"), scratch / "src")
        status = run_tests(source, scratch, args.pytest_args)
        print(f"sdist tests from {source.name}: {'passed' if status == 0 else 'FAILED'}")
        return status
    finally:
        if args.keep:
            print(f"kept {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
