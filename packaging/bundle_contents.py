"""Whose is each file of a PyInstaller build: the components of the packaged app.

``packaging/build.py`` calls ``write_notices`` after PyInstaller. It reads PyInstaller's
own lists of what it put in the bundle (``COLLECT-00.toc`` for the files of the folder,
``PYZ-00.toc`` and ``PKG-00.toc`` for the modules inside the executable), checks them
against the folder, and gives every file to a component:

1. a Python distribution whose installed ``RECORD`` lists it (name, version, licence
   from its metadata, its licence files), or a *part* of one that
   ``packaging/third_party.toml`` gives a licence of its own (Qt Charts, ICU, the
   libraries inside NumPy's wheel, PyInstaller's bootloader);
2. the game itself (the checkout and the ``.dist-info`` of its wheel);
3. a system package (``dpkg -S``; version from ``dpkg-query``; licence from its
   ``/usr/share/doc/<package>/copyright``, or ``third_party.toml`` where that file is not
   machine-readable or names another licence than the library's), else a ``[[library]]``
   of ``third_party.toml``;
4. the Python runtime the bundle's interpreter comes from.

``components.py`` makes each kind of component, ``licence_sources.py`` reads the
metadata, the package database and the licence texts.

A file none of these claims, or a package whose licence cannot be read, stops the build
(``Unattributed``). Then it writes the manifest, the notices and the licence texts.
"""

from __future__ import annotations

import ast
import fnmatch
import importlib.metadata
import platform
import posixpath
import re
import shutil
import sys
import sysconfig
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from components import (
    Made,
    app_component,
    debian_component,
    library_component,
    part_component,
    python_component,
    qt_sources,
    runtime_component,
)
from licence_sources import (
    Unattributed,
    dpkg_owners,
    dpkg_version,
    record_index,
)
from notices import (
    BUNDLED,
    KINDS,
    MANIFEST,
    NOTICES,
    Component,
    Manifest,
    curated,
    licence_ids,
    normalised,
    problems,
    render,
    requirement_names,
)

ROOT = Path(__file__).resolve().parent.parent
CONTENTS = "_internal"  # the spec's contents_directory
APP_FILES = [ROOT / "ofc_desktop", ROOT / "resources", ROOT / "packaging" / "launcher.py"]


@dataclass(frozen=True)
class Entry:
    """A file of the bundle (``path`` in the folder) or a module inside the executable
    (``path`` empty), with the file PyInstaller made it from."""

    path: str
    origin: str
    typecode: str


# ----- what PyInstaller put in the bundle ------------------------------------------------


def read_toc(path: Path) -> Any:
    return ast.literal_eval(path.read_text(encoding="utf-8"))


def bundle_entries(work: Path, name: str = "ofc-desktop") -> list[Entry]:
    """The files of the folder (COLLECT) and the modules inside the executable (PYZ,
    PKG), from the TOC files PyInstaller leaves in its work folder."""
    (collected,) = read_toc(work / name / "COLLECT-00.toc")
    entries = []
    for dest, origin, typecode in collected:
        where = dest if typecode == "EXECUTABLE" else f"{CONTENTS}/{dest}"
        entries.append(Entry(where, origin or "", typecode))
    _, modules = read_toc(work / name / "PYZ-00.toc")
    package = read_toc(work / name / "PKG-00.toc")
    # Modules and scripts; the extensions the executable lists are files of the folder.
    skipped = {entry.origin for entry in entries} | {"", "-", None}
    for _, origin, typecode in [*modules, *package[2]]:
        if typecode in ("PYMODULE", "PYSOURCE", "EXTENSION") and origin not in skipped:
            entries.append(Entry("", origin, typecode))
    return entries


def folder_problems(dist: Path, entries: list[Entry]) -> list[str]:
    """Files in the folder that PyInstaller's lists do not name, and the reverse."""
    listed = {entry.path for entry in entries if entry.path} | {"LICENSE"}
    generated = f"{CONTENTS}/ofc_desktop/_resources/licenses/{BUNDLED}/"
    there = {
        path.relative_to(dist).as_posix()
        for path in dist.rglob("*")
        if path.is_symlink() or path.is_file()
    }
    there = {path for path in there if not path.startswith(generated)}
    return [f"{path}: in the bundle but in no list of the build" for path in sorted(there - listed)]


# ----- whose each file is ----------------------------------------------------------------

Records = dict[str, tuple[importlib.metadata.Distribution, str]]


def part_of(config: dict[str, Any], distribution: str, inside: str) -> dict[str, Any] | None:
    """The entry of ``third_party.toml`` that makes a distribution's file a part."""
    for part in config.get("part", []):
        if normalised(part["distribution"]) == normalised(distribution) and any(
            fnmatch.fnmatch(inside, pattern) for pattern in part["files"]
        ):
            return dict(part)
    return None


def is_runtime(origin: str) -> bool:
    paths = sysconfig.get_paths()
    if any(origin.startswith(paths[key] + "/") for key in ("stdlib", "platstdlib")):
        return True
    return Path(origin).name.startswith("libpython") and origin.startswith(sys.base_prefix)


def is_pyinstaller_loader(entry: Entry, work: Path) -> bool:
    """The bootloader (the executable) and the loader modules PyInstaller compiles."""
    origin = Path(entry.origin)
    return entry.typecode == "EXECUTABLE" or (
        origin.is_relative_to(work) and origin.name.startswith("pyimod")
    )


def is_app(entry: Entry, origin: str) -> bool:
    """The game's own files: its modules and resources from the checkout, the launcher,
    its licence and the metadata of its wheel."""
    return (
        entry.path == "LICENSE"
        or any(Path(origin).is_relative_to(path) for path in APP_FILES)
        or entry.path.startswith(f"{CONTENTS}/ofc_desktop-")
    )


def same_text(one: Path, other: Path) -> bool:
    return one.resolve() == other.resolve() or one.read_bytes() == other.read_bytes()


def add_qt_sources(components: Iterable[Component], config: dict[str, Any], qt: str) -> None:
    """The Qt repositories (at Qt's version) that the Qt files of the PySide6 packages
    come from, beside the PySide6 sources of those packages."""
    patterns = config.get("qt_repositories", {})
    for item in components:
        if item.kind != "python" or not normalised(item.name).startswith("pyside6"):
            continue
        repositories = set()
        for path in item.files:
            inside = path.removeprefix(f"{CONTENTS}/")
            for pattern, repository in patterns.items():
                if fnmatch.fnmatch(inside, pattern):
                    repositories.add(repository)
                    break
        for repository in sorted(repositories):
            item.source += qt_sources(repository, qt)


def attribute(
    entries: list[Entry],
    config: dict[str, Any],
    work: Path,
    qt: str,
    *,
    records: Records | None = None,
    owners: Callable[[Iterable[str]], dict[str, str]] = dpkg_owners,
    package_info: Callable[[str], tuple[str, str, str]] = dpkg_version,
) -> tuple[list[Component], dict[str, Path]]:
    """The components of a bundle and the licence texts they name (with the file each is
    read from). Raises ``Unattributed`` for a file nothing claims."""
    records = record_index() if records is None else records
    made: dict[str, Component] = {}
    texts: dict[str, Path] = {}
    owner: dict[str, str] = {}

    def add(key: str, entry: Entry, make: Callable[[], Made]) -> None:
        if key not in made:
            made[key], their_texts = make()
            for name, path in their_texts.items():
                if name in texts and not same_text(texts[name], path):
                    raise Unattributed(f"two different licence texts would be {name}")
                texts[name] = path
        if entry.path:
            made[key].files.append(entry.path)
            owner[entry.path] = key
        else:
            made[key].embedded += 1

    metadata = [
        entry
        for entry in entries
        if re.fullmatch(rf"{CONTENTS}/ofc_desktop-[^/]+\.dist-info/METADATA", entry.path)
    ]
    if len(metadata) != 1:
        raise Unattributed(f"the bundle holds {len(metadata)} ofc_desktop .dist-info, not one")
    app = app_component(Path(metadata[0].origin))
    loader = pyinstaller_distribution()
    unknown, system, links = [], [], []
    for entry in entries:
        origin = str(Path(entry.origin).resolve()) if entry.origin else ""
        if entry.typecode == "SYMLINK":
            links.append(entry)
        elif is_app(entry, origin):
            add("app", entry, lambda: app)
        elif origin in records:
            distribution, inside = records[origin]
            part = part_of(config, distribution.metadata["Name"], inside)
            if part:
                make = partial(part_component, part, distribution, entry.path or inside, config, qt)
                add(f"part:{part['name']}", entry, make)
            else:
                key = f"python:{normalised(distribution.metadata['Name'])}"
                add(key, entry, partial(python_component, distribution, config))
        elif is_pyinstaller_loader(entry, work) and loader is not None:
            part = part_of(config, "pyinstaller", "PyInstaller/loader/pyimod01_archive.py")
            if part is None:
                unknown.append(entry)
            else:
                add(
                    f"part:{part['name']}",
                    entry,
                    partial(part_component, part, loader, "", config, qt),
                )
        elif Path(origin).is_relative_to(work.resolve()) or is_runtime(origin):
            add("python-runtime", entry, runtime_component)  # base_library.zip: the stdlib
        elif origin:
            system.append(entry)
        else:
            unknown.append(entry)
    packages = owners([entry.origin for entry in system])
    for entry in system:
        package = packages.get(entry.origin)
        library = next(
            (
                item
                for item in config.get("library", [])
                if any(fnmatch.fnmatch(Path(entry.origin).name, name) for name in item["files"])
            ),
            None,
        )
        if package:
            make = partial(debian_component, package, config, package_info)
            add(f"debian:{package}", entry, make)
        elif library:
            add(f"library:{library['name']}", entry, partial(library_component, library, config))
        else:
            unknown.append(entry)
    for _ in range(len(links) + 1):  # a link to a link is claimed once its target is
        for entry in [link for link in links if link.path not in owner]:
            target = posixpath.normpath(posixpath.join(posixpath.dirname(entry.path), entry.origin))
            if target in owner:
                made[owner[target]].files.append(entry.path)
                owner[entry.path] = owner[target]
    unknown += [link for link in links if link.path not in owner]
    if unknown:
        raise Unattributed(
            "no component claims these files of the bundle (say whose they are in "
            "packaging/third_party.toml):\n"
            + "\n".join(f"  {entry.path or '(a module)'} from {entry.origin}" for entry in unknown)
        )
    add_qt_sources(made.values(), config, qt)
    for item in made.values():
        item.files.sort()
    order = list(KINDS)
    listed = sorted(made.values(), key=lambda item: (order.index(item.kind), item.name.lower()))
    return listed, texts


def pyinstaller_distribution() -> importlib.metadata.Distribution | None:
    try:
        return importlib.metadata.distribution("pyinstaller")
    except importlib.metadata.PackageNotFoundError:
        return None


# ----- the build step --------------------------------------------------------------------


def binding_versions() -> tuple[str, str, str]:
    """Qt, PySide6 and Shiboken6 as the build environment has them (the bundle's own)."""
    import PySide6
    import shiboken6
    from PySide6.QtCore import qVersion

    return qVersion(), PySide6.__version__, shiboken6.__version__


def system_name() -> str:
    try:
        return platform.freedesktop_os_release()["PRETTY_NAME"]
    except (OSError, KeyError):
        return platform.platform(terse=True)


def write_notices(dist: Path, work: Path, platform_tag: str) -> Manifest:
    """List the build in ``dist`` (PyInstaller's lists in ``work``) into the manifest,
    write the notices from it into the checkout and the bundle, and copy the licence
    texts into the bundle. Raises ``Unattributed`` when something has no notice."""
    entries = [*bundle_entries(work), Entry("LICENSE", str(ROOT / "LICENSE"), "DATA")]
    trouble = folder_problems(dist, entries)
    if trouble:
        raise Unattributed("\n".join(trouble))
    config = curated()
    qt, pyside6, shiboken6 = binding_versions()
    components, texts = attribute(entries, config, work, qt)
    (app,) = [item for item in components if item.kind == "app"]
    manifest = Manifest(
        app.version,
        platform_tag,
        system_name(),
        platform.python_version(),
        qt,
        pyside6,
        shiboken6,
        components,
    )
    found = problems(manifest, requirement_names(), set(config.get("unbundled", {})))
    if found:
        raise Unattributed("\n".join(found))
    MANIFEST.write_text(manifest.dumps(), encoding="utf-8")
    text = render(manifest)
    NOTICES.write_text(text, encoding="utf-8")
    folder = dist / CONTENTS / "ofc_desktop" / "_resources" / "licenses"
    (folder / NOTICES.name).write_text(text, encoding="utf-8")
    shutil.rmtree(folder / BUNDLED, ignore_errors=True)
    for name, path in sorted(texts.items()):
        if name.startswith(f"{BUNDLED}/"):
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, folder / name)
        elif not (folder / name).is_file():
            raise Unattributed(f"{name}: named by the notices, missing from the bundle")
    shutil.copyfile(MANIFEST, folder / BUNDLED / MANIFEST.name)
    return manifest


def summary(manifest: Manifest) -> str:
    """One line: the components per licence."""
    counts = Counter(
        name for item in manifest.third_party() for name in set(licence_ids(item.licence))
    )
    listed = ", ".join(f"{name} {count}" for name, count in counts.most_common())
    return f"{len(manifest.third_party())} third-party components; per licence: {listed}"
