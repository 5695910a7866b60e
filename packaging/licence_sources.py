"""Where the build reads who owns a bundled file and under which licence: the installed
Python distributions (their RECORD and metadata), the Debian package database and
copyright files, and the licence texts the system and ``resources/licenses`` hold.
Used by ``bundle_contents.py``; nothing here knows about PyInstaller.
"""

from __future__ import annotations

import importlib.metadata
import re
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path

from notices import BUNDLED, LICENCES, is_spdx, licence_ids

COMMON_LICENCES = Path("/usr/share/common-licenses")
LICENCE_FILE = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.IGNORECASE)


class Unattributed(Exception):
    """A file of the bundle that no component claims, or one whose licence is unknown."""


def record_index() -> dict[str, tuple[importlib.metadata.Distribution, str]]:
    """Every file an installed distribution's RECORD lists, by its resolved path."""
    index = {}
    for distribution in importlib.metadata.distributions():
        for item in distribution.files or []:
            located = Path(str(distribution.locate_file(item)))
            index[str(located.resolve())] = (distribution, item.as_posix())
    return index


def dpkg_owners(paths: Iterable[str]) -> dict[str, str]:
    """The Debian binary package of each path the package database knows (on a merged
    /usr it records one of /lib/... and /usr/lib/..., so both are asked)."""
    if not shutil.which("dpkg"):
        return {}
    asked: dict[str, str] = {}
    for path in paths:
        resolved = str(Path(path).resolve())
        for candidate in {path, resolved, "/usr" + path, "/usr" + resolved}:
            asked.setdefault(candidate, path)
    done = subprocess.run(
        ["dpkg", "-S", *sorted(asked)], capture_output=True, text=True, check=False
    )
    owners = {}
    for line in done.stdout.splitlines():
        packages, _, where = line.partition(": ")
        if where in asked and "," not in packages:
            owners[asked[where]] = packages.split(":")[0]
    return owners


def dpkg_version(package: str) -> tuple[str, str, str]:
    """(version, source package, source version) of an installed Debian package."""
    done = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}\t${source:Package}\t${source:Version}", package],
        capture_output=True,
        text=True,
        check=True,
    )
    version, source, source_version = done.stdout.split("\t")
    return version, source, source_version


# ----- licences --------------------------------------------------------------------------


def dep5_licence(text: str, names: dict[str, str]) -> str | None:
    """The SPDX expression of the ``Files: *`` paragraph of a machine-readable Debian
    copyright file, its short names mapped by ``names`` (a name neither there nor on the
    SPDX list becomes ``LicenseRef-<name>``, its text being in the file); None when the
    file is not machine-readable, or groups with commas or adds exceptions, which is said
    by hand in ``third_party.toml``.

    >>> dep5_licence("Format: x\\n\\nFiles: *\\nLicense: Zlib or odd one\\n", {})
    'Zlib OR LicenseRef-odd-one'
    """
    if not text.startswith("Format:"):
        return None
    for paragraph in re.split(r"\n\s*\n", text):
        files = re.search(r"^Files:\s*(\S+)", paragraph, re.MULTILINE)
        licence = re.search(r"^License:[ \t]*(.+)", paragraph, re.MULTILINE)
        if not (files and licence and files.group(1) == "*"):
            continue
        line = licence.group(1).strip()
        if "," in line or " with " in line.lower():
            return None
        words = re.split(r"\s+(and|or)\s+", line)  # names and the joiners between them
        spdx = [
            f" {word.upper()} "
            if index % 2
            else names.get(word, word if is_spdx(word) else "LicenseRef-" + slug(word))
            for index, word in enumerate(words)
        ]
        return "".join(spdx)
    return None


def slug(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9.-]+", "-", name)


def generic_texts(expression: str, table: dict[str, str]) -> dict[str, Path]:
    """The full texts of the copyleft and Apache licences in ``expression`` (which must
    come with the program), by their name in the licences folder."""
    found: dict[str, Path] = {}
    bases = {re.sub(r"(-only|-or-later|\+)$", "", name) for name in licence_ids(expression)}
    if "LGPL-3.0" in bases:
        bases.add("GPL-3.0")  # the LGPL 3 is a set of permissions added to the GPL 3
    for base in sorted(bases):
        where = table.get(base)
        if where is None:
            continue
        kind, _, name = where.partition(":")
        if kind == "resources":
            found[name] = LICENCES / name
        elif (COMMON_LICENCES / name).is_file():
            found[f"{BUNDLED}/common/{name}.txt"] = COMMON_LICENCES / name
        else:
            raise Unattributed(f"no text of {base} ({where}) on this system")
    return found


def distribution_licence(distribution: importlib.metadata.Distribution) -> tuple[str, str]:
    """(SPDX expression, where it was read) from a distribution's metadata."""
    metadata = distribution.metadata
    expression = (metadata.get_all("License-Expression") or [""])[0]
    if expression:
        return expression.strip(), "its License-Expression metadata"
    licence = (metadata.get_all("License") or [""])[0].strip()
    if licence and "\n" not in licence and len(licence) < 80:
        return licence, "its License metadata"
    classifiers = {
        "License :: OSI Approved :: MIT License": "MIT",
        "License :: OSI Approved :: Apache Software License": "Apache-2.0",
        "License :: OSI Approved :: Mozilla Public License 2.0 (MPL 2.0)": "MPL-2.0",
        "License :: OSI Approved :: Python Software Foundation License": "PSF-2.0",
    }
    named = [classifiers[c] for c in metadata.get_all("Classifier") or [] if c in classifiers]
    if len(named) == 1:
        return named[0], "its licence classifier"
    raise Unattributed(f"{metadata['Name']}: no licence in its metadata that this can read")


def distribution_texts(distribution: importlib.metadata.Distribution) -> dict[str, Path]:
    """The licence files a distribution installs, by their name in the licences folder."""
    name = f"{BUNDLED}/{distribution.metadata['Name']}-{distribution.version}"
    found = {}
    for item in distribution.files or []:
        parts = item.parts
        if parts and parts[0].endswith(".dist-info") and LICENCE_FILE.search(item.name):
            inside = "-".join(parts[2:] if parts[1:2] == ("licenses",) else parts[1:])
            if not inside.endswith(".txt"):
                inside += ".txt"
            found[f"{name}/{inside}"] = Path(str(distribution.locate_file(item)))
    return found
