"""Each kind of component of the packaged app, made from where its licence is read: a
Python distribution (its metadata and licence files), a part of one
(``third_party.toml``), a Debian package (``dpkg-query`` and its copyright file), a
system library named by hand, the Python runtime, and the game itself. Each maker gives
the component and its licence texts (their name in the licences folder, the file each is
copied from). Used by ``bundle_contents.py``.
"""

from __future__ import annotations

import email
import fnmatch
import importlib.metadata
import platform
import re
import sysconfig
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

from licence_sources import (
    COMMON_LICENCES,
    Unattributed,
    dep5_licence,
    distribution_licence,
    distribution_texts,
    generic_texts,
    slug,
)
from notices import BUNDLED, Component, normalised

PYPI = "https://pypi.org/project/{name}/{version}/#files"
QT_DOWNLOAD = "https://download.qt.io/official_releases/qt/{minor}/{version}/submodules/"
QT_GIT = "https://code.qt.io/cgit/qt/{repository}.git/tag/?h=v{version}"
PYSIDE_SOURCES = [
    "https://download.qt.io/official_releases/QtForPython/pyside6/PySide6-{version}-src/",
    "https://code.qt.io/cgit/pyside/pyside-setup.git/tag/?h=v{version}",
]
SNAPSHOT = "https://snapshot.debian.org/package/{package}/{version}/"
PYTHON_SOURCE = "https://www.python.org/ftp/python/{version}/Python-{version}.tar.xz"

Made = tuple[Component, dict[str, Path]]


def sources(spec: str, name: str, version: str) -> list[str]:
    """Where a component's source is: ``pypi``, ``qt:<repository>`` or an address."""
    if spec == "pypi":
        return [PYPI.format(name=name, version=version)]
    if spec.startswith("qt:"):
        return qt_sources(spec.removeprefix("qt:"), version)
    if spec == "pyside6":
        return [place.format(version=version) for place in PYSIDE_SOURCES]
    return [spec]


def qt_sources(repository: str, version: str) -> list[str]:
    minor = ".".join(version.split(".")[:2])
    return [
        QT_GIT.format(repository=repository, version=version),
        QT_DOWNLOAD.format(minor=minor, version=version)
        + f"{repository}-everywhere-src-{version}.tar.xz",
    ]


def python_component(distribution: importlib.metadata.Distribution, config: dict[str, Any]) -> Made:
    name, version = distribution.metadata["Name"], distribution.version
    licence, licence_from = distribution_licence(distribution)
    texts = {**distribution_texts(distribution), **generic_texts(licence, config["licence_texts"])}
    pyside = normalised(name).startswith(("pyside6", "shiboken6"))
    where = sources("pyside6" if pyside else "pypi", name, version)
    item = Component(name, "python", version, licence, licence_from, sorted(texts), source=where)
    return item, texts


def part_component(
    part: dict[str, Any],
    distribution: importlib.metadata.Distribution,
    path: str,
    config: dict[str, Any],
    qt: str,
) -> Made:
    name, version = distribution.metadata["Name"], distribution.version
    pattern = part.get("version_pattern")
    matched = re.search(pattern, Path(path).name) if pattern else None
    own_version = part.get("version", "").format(distribution=f"{name} {version}")
    own_version = matched.group(1) if matched else own_version or version
    chosen = part.get("texts", ["*"])
    texts = {
        text: where
        for text, where in distribution_texts(distribution).items()
        if any(fnmatch.fnmatch(text.split("/", 2)[-1], pattern) for pattern in chosen)
    }
    texts.update(generic_texts(part["licence"], config["licence_texts"]))
    where = [
        place
        for spec in part["source"]
        for place in sources(spec, name, qt if spec.startswith("qt:") else version)
    ]
    item = Component(
        part["name"],
        "part",
        own_version,
        part["licence"],
        "packaging/third_party.toml",
        sorted(texts),
        text_url=part.get("text_url", "").format(version=own_version),
        source=[place.format(version=own_version) for place in where],
        why=part.get("why", ""),
        distribution=f"{name} {version}",
    )
    return item, texts


def debian_component(
    package: str, config: dict[str, Any], info: Callable[[str], tuple[str, str, str]]
) -> Made:
    version, source, source_version = info(package)
    copyright_file = Path("/usr/share/doc") / package / "copyright"
    try:
        text = copyright_file.read_text(encoding="utf-8", errors="replace")
    except OSError as error:
        raise Unattributed(f"{package}: no copyright file ({error})") from error
    by_hand = config.get("debian", {}).get(package) or config.get("debian", {}).get(source)
    why = ""
    if by_hand:
        licence, why = by_hand["licence"], by_hand["why"]
        licence_from = "packaging/third_party.toml"
    else:
        licence = dep5_licence(text, config.get("debian_licence_names", {})) or ""
        licence_from = "the Files: * paragraph of its copyright file"
        if not licence:
            raise Unattributed(
                f"{package} ({source}): {copyright_file} names no licence this can read; "
                "say it in the [debian] table of packaging/third_party.toml"
            )
    texts = {f"{BUNDLED}/debian/{source}-copyright.txt": copyright_file}
    for name in sorted(set(re.findall(r"/usr/share/common-licenses/([A-Za-z0-9.+-]+)", text))):
        if (COMMON_LICENCES / name).is_file():
            texts[f"{BUNDLED}/common/{name}.txt"] = COMMON_LICENCES / name
    texts.update(generic_texts(licence, config["licence_texts"]))
    item = Component(
        package,
        "debian",
        version,
        licence,
        licence_from,
        sorted(texts),
        source=[
            f"apt-get source {source}={source_version}",
            SNAPSHOT.format(package=source, version=quote(source_version, safe="")),
        ],
        why=why,
        package=package,
        source_package=source,
        source_version=source_version,
    )
    return item, texts


def library_component(library: dict[str, Any], config: dict[str, Any]) -> Made:
    """A system library the package database does not know, as ``third_party.toml``
    describes it."""
    name = library["name"]
    texts = {}
    for text in library.get("texts", []):
        if not Path(text).is_file():
            raise Unattributed(f"{name}: no licence text at {text}")
        texts[f"{BUNDLED}/{slug(name)}/{Path(text).name.removesuffix('.txt')}.txt"] = Path(text)
    texts.update(generic_texts(library["licence"], config["licence_texts"]))
    item = Component(
        name,
        "library",
        library["version"],
        library["licence"],
        "packaging/third_party.toml",
        sorted(texts),
        text_url=library.get("text_url", ""),
        source=list(library["source"]),
        why=library.get("why", ""),
    )
    return item, texts


def runtime_component() -> Made:
    version = platform.python_version()
    licence_file = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    if not licence_file.is_file():
        raise Unattributed(f"the Python runtime: no {licence_file}")
    texts = {f"{BUNDLED}/Python-{version}/LICENSE.txt": licence_file}
    item = Component(
        "Python",
        "python-runtime",
        version,
        "PSF-2.0",
        "the licence of the Python runtime",
        sorted(texts),
        source=[PYTHON_SOURCE.format(version=version)],
        why="Its extension modules include code under other permissive licences, listed at "
        "<https://docs.python.org/3/license.html>.",
    )
    return item, texts


def app_component(metadata_file: Path) -> Made:
    metadata = email.message_from_string(metadata_file.read_text(encoding="utf-8"))
    urls = dict(line.split(", ", 1) for line in metadata.get_all("Project-URL") or [])
    item = Component(
        metadata["Name"],
        "app",
        metadata["Version"],
        metadata["License-Expression"] or "",
        "its License-Expression metadata",
        ["MIT-ofc_desktop.txt"],
        source=[urls["Source"]],
    )
    return item, {}
