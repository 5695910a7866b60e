"""packaging/linux/install-user.sh: a per-user install of a built app under a scratch
home puts the menu entry, icons, metadata and the app in place, and --uninstall leaves
the home exactly as it found it: no files, no caches, no empty folders, and every folder
that was there before still there."""

from __future__ import annotations

import configparser
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "packaging" / "linux" / "install-user.sh"
APP_ID = "io.github.ofc_desktop.ofc_desktop"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="a Linux desktop install"
)


def run_install(*args: str, home: Path, **extra_env: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env.update(HOME=str(home), PYTHON=sys.executable, QT_QPA_PLATFORM="offscreen")
    env.update(extra_env)
    return subprocess.run(
        ["bash", str(SCRIPT), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def fake_bundle(folder: Path) -> Path:
    """A stand-in for dist/ofc-desktop: a folder with an ofc-desktop executable."""
    bundle = folder / "built app"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "LICENSE").write_text("MIT\n")
    executable = bundle / "ofc-desktop"
    executable.write_text("#!/bin/sh\necho fake ofc-desktop\n")
    executable.chmod(0o755)
    return bundle


def tree(root: Path) -> dict[str, str]:
    """Every file, link and folder under root, with its kind (and a file's bytes)."""
    found: dict[str, str] = {}
    for folder, folders, files in os.walk(root):
        for name in folders + files:
            path = Path(folder, name)
            relative = path.relative_to(root).as_posix()
            if path.is_symlink():
                found[relative] = f"link -> {os.readlink(path)}"
            elif path.is_dir():
                found[relative] = "folder"
            else:
                found[relative] = f"file {path.read_bytes()!r}"
    return found


def installed_files(data: Path) -> list[Path]:
    return [
        data / "applications" / f"{APP_ID}.desktop",
        data / "metainfo" / f"{APP_ID}.metainfo.xml",
        data / "icons" / "hicolor" / "scalable" / "apps" / "ofc-desktop.svg",
        *(data / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "ofc-desktop.png" for n in ICON_SIZES),
    ]


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


def test_uninstall_leaves_an_empty_home_as_it_was(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    bundle = fake_bundle(tmp_path / "dist")
    before = tree(tmp_path)

    done = run_install("--bundle", str(bundle), home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    data = home / ".local" / "share"
    for path in installed_files(data):
        assert path.is_file(), path
    assert png_size(data / "icons" / "hicolor" / "48x48" / "apps" / "ofc-desktop.png") == (48, 48)
    executable = home / ".local" / "opt" / "ofc-desktop" / "ofc-desktop"
    assert os.access(executable, os.X_OK)
    assert (executable.parent / "_internal" / "LICENSE").is_file()
    assert (home / ".local" / "bin" / "ofc-desktop").resolve() == executable
    entry = desktop_entry(data / "applications" / f"{APP_ID}.desktop")
    assert entry["Exec"] == str(executable) and entry["TryExec"] == str(executable)
    assert entry["Icon"] == "ofc-desktop"
    # Menus find the entry without a MIME cache, so none is made.
    assert not (data / "applications" / "mimeinfo.cache").exists()
    assert not (data / "ofc-desktop").exists(), "the game's own data folder is left alone"

    done = run_install("--uninstall", home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    assert tree(tmp_path) == before


def test_uninstall_keeps_what_was_there_before(tmp_path: Path) -> None:
    """Folders and files of the user's (other apps' entries, an empty icon folder, the
    desktop's caches, the game's saved data) survive an install and an uninstall."""
    home = tmp_path / "home"
    data = home / ".local" / "share"
    (data / "applications").mkdir(parents=True)
    (data / "applications" / "other.desktop").write_text("[Desktop Entry]\nName=Other\n")
    (data / "applications" / "mimeinfo.cache").write_text("[MIME Cache]\n")
    (data / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (data / "ofc-desktop").mkdir()
    (data / "ofc-desktop" / "settings.json").write_text("{}\n")
    (home / ".local" / "bin").mkdir()
    (home / ".local" / "state").mkdir()
    bundle = fake_bundle(tmp_path / "dist")
    before = tree(tmp_path)

    done = run_install("--bundle", str(bundle), home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    assert all(path.is_file() for path in installed_files(data))
    # Installing again (an update) keeps the record of what the first install made.
    done = run_install("--bundle", str(bundle), home=home)
    assert done.returncode == 0, done.stdout + done.stderr

    done = run_install("--uninstall", home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    after = tree(tmp_path)
    # update-desktop-database, where installed, refreshes the cache it found.
    cache = "home/.local/share/applications/mimeinfo.cache"
    assert after.pop(cache).startswith("file") and before.pop(cache).startswith("file")
    assert after == before


def test_install_user_honours_the_xdg_folders(tmp_path: Path) -> None:
    home, xdg_data, xdg_state = tmp_path / "my home", tmp_path / "xdg data", tmp_path / "state"
    bundle = fake_bundle(tmp_path / "dist")
    before = tree(tmp_path)
    xdg = {"XDG_DATA_HOME": str(xdg_data), "XDG_STATE_HOME": str(xdg_state)}

    done = run_install("--bundle", str(bundle), home=home, **xdg)
    assert done.returncode == 0, done.stdout + done.stderr
    assert all(path.is_file() for path in installed_files(xdg_data))
    executable = home / ".local" / "opt" / "ofc-desktop" / "ofc-desktop"
    assert (
        desktop_entry(xdg_data / "applications" / f"{APP_ID}.desktop")["Exec"] == f'"{executable}"'
    )  # quoted: the path has a space
    assert executable.is_file() and not (home / ".local" / "share").exists()
    assert (xdg_state / "ofc-desktop" / "installed-folders").is_file()

    done = run_install("--uninstall", home=home, **xdg)
    assert done.returncode == 0, done.stdout + done.stderr
    assert tree(tmp_path) == before


def test_install_user_under_a_prefix_touches_nothing_else(tmp_path: Path) -> None:
    prefix, home = tmp_path / "prefix", tmp_path / "home"
    bundle = fake_bundle(tmp_path / "dist")
    before = tree(tmp_path)

    done = run_install("--bundle", str(bundle), "--prefix", str(prefix), home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    assert all(path.is_file() for path in installed_files(prefix / "share"))
    executable = prefix / "opt" / "ofc-desktop" / "ofc-desktop"
    assert (prefix / "bin" / "ofc-desktop").resolve() == executable
    assert not home.exists(), "nothing outside the prefix"

    done = run_install("--prefix", str(prefix), "--uninstall", home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    assert tree(tmp_path) == before  # the prefix folder too: the install made it


def test_uninstall_removes_the_entry_earlier_versions_installed(tmp_path: Path) -> None:
    home = tmp_path / "home"
    applications = home / ".local" / "share" / "applications"
    applications.mkdir(parents=True)
    old = applications / "ofc-desktop.desktop"
    old.write_text("[Desktop Entry]\nName=OFC Desktop\nTryExec=/nowhere/ofc-desktop\n")

    done = run_install("--uninstall", home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not old.exists()
    assert applications.is_dir(), "a folder the install did not record stays"


def test_install_user_refuses_a_folder_without_a_built_app(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    before = tree(tmp_path)
    done = run_install(
        "--bundle", str(tmp_path / "empty"), "--prefix", str(tmp_path / "p"), home=tmp_path / "h"
    )
    assert done.returncode != 0 and "no built ofc-desktop" in done.stderr
    assert tree(tmp_path) == before


def fake_python(folder: Path, *, venv_works: bool = True) -> Path:
    """A stand-in for python3 that makes virtual environments and installs into them
    without the network: ``-m venv DIR`` copies it to DIR/bin/python, whose ``-m pip
    install`` puts an ofc-desktop script beside it; anything else runs the real Python
    (the icons are rendered)."""
    folder.mkdir(parents=True, exist_ok=True)
    python = folder / "python3"
    venv = 'mkdir -p "$3/bin" && cp "$0" "$3/bin/python" && exit 0' if venv_works else "exit 1"
    python.write_text(
        "#!/bin/sh\n"
        f'if [ "$1 $2" = "-m venv" ]; then {venv}; fi\n'
        'if [ "$1 $2 $3" = "-m pip install" ]; then\n'
        '    here=$(dirname "$0")\n'
        "    printf '#!/bin/sh\\necho fake ofc-desktop\\n' > \"$here/ofc-desktop\"\n"
        '    chmod +x "$here/ofc-desktop" && exit 0\n'
        "fi\n"
        f'exec "{sys.executable}" "$@"\n'
    )
    python.chmod(0o755)
    return python


def test_the_default_install_is_a_virtual_environment_of_its_own(tmp_path: Path) -> None:
    """An externally managed Python (PEP 668) refuses pip --user; the default install
    makes the game its own environment instead, and an uninstall removes it whole."""
    home = tmp_path / "home"
    python = fake_python(tmp_path / "python")
    before = tree(tmp_path)

    done = run_install(home=home, PYTHON=str(python))
    assert done.returncode == 0, done.stdout + done.stderr
    opt = home / ".local" / "opt" / "ofc-desktop"
    assert (opt / "bin" / "python").is_file(), "the environment was made where it stays"
    executable = opt / "ofc-desktop"
    assert executable.resolve() == opt / "bin" / "ofc-desktop"
    assert (home / ".local" / "bin" / "ofc-desktop").resolve() == opt / "bin" / "ofc-desktop"
    data = home / ".local" / "share"
    assert all(path.is_file() for path in installed_files(data))
    entry = desktop_entry(data / "applications" / f"{APP_ID}.desktop")
    assert entry["Exec"] == str(executable) and entry["TryExec"] == str(executable)

    done = run_install("--uninstall", home=home, PYTHON=str(python))
    assert done.returncode == 0, done.stdout + done.stderr
    assert tree(tmp_path) == before


def test_a_python_without_venv_is_told_what_to_install(tmp_path: Path) -> None:
    home = tmp_path / "home"
    python = fake_python(tmp_path / "python", venv_works=False)
    before = tree(tmp_path)

    done = run_install(home=home, PYTHON=str(python))
    assert done.returncode != 0 and "python3-venv" in done.stderr
    assert not (home / ".local" / "opt" / "ofc-desktop").exists()

    done = run_install("--uninstall", home=home, PYTHON=str(python))
    assert done.returncode == 0, done.stdout + done.stderr
    assert tree(tmp_path) == before
