"""The third-party notices of the packaged app, made from the list of what a build carried.

    python3 packaging/notices.py           # rewrite the notices from the manifest
    python3 packaging/notices.py --check   # exit 1 when they differ or the manifest lacks a notice

``packaging/build.py`` lists the files of each build (``bundle_contents.py``) into
``packaging/bundle-manifest.json``, a component per Python distribution, system package,
part of one with a licence of its own, the Python runtime and the game itself, each with
its version, licence, licence texts and where its source is. From the manifest this
module writes ``resources/licenses/THIRD-PARTY-NOTICES.md`` (the About box shows it, and
the packaged app carries it) through ``notices-template.md``; the build also copies the
licence texts into the bundle. ``tests/test_third_party_notices.py`` runs ``problems``
and compares the committed notices with ``render``, so CI fails when a component has no
licence or notice, when a requirement of the game is neither bundled nor declared
unbundled, or when the notices were edited by hand.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tomllib
from collections import Counter
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from string import Template
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "packaging" / "bundle-manifest.json"
CURATED = ROOT / "packaging" / "third_party.toml"
TEMPLATE = ROOT / "packaging" / "notices-template.md"
LICENCES = ROOT / "resources" / "licenses"
NOTICES = LICENCES / "THIRD-PARTY-NOTICES.md"
BUNDLED = "bundled"  # the folder of licence texts inside the bundle's licences folder
# The kinds of component, in the order the notices list them.
KINDS = {
    "app": ("the game", "the game"),
    "python": ("Python package", "Python packages"),
    "part": ("part of a Python package", "parts of Python packages"),
    "python-runtime": ("Python runtime", "Python runtimes"),
    "debian": ("Debian package", "Debian packages"),
    "library": ("system library", "system libraries"),
}
COPYLEFT = re.compile(r"\b(L?GPL|AGPL)-")
# Licences that cannot be conveyed under GPL-3.0-only (the packaged app's licence).
NOT_GPL3_COMPATIBLE = {"GPL-1.0-only", "GPL-2.0-only", "AGPL-1.0-only"}
SHOWN_FILES = 8  # files named per component; the manifest lists them all


@dataclass
class Component:
    """One thing the packaged app carries, with its licence and where its source is."""

    name: str
    kind: str
    version: str
    licence: str
    licence_from: str  # where the licence expression was read
    texts: list[str] = field(default_factory=list)  # in the licences folder
    text_url: str = ""  # where a licence text is, when the component carries none
    source: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)  # in the bundle folder
    embedded: int = 0  # Python modules inside the executable's archive
    why: str = ""
    distribution: str = ""  # a part: the Python distribution it comes with
    package: str = ""  # a Debian package: binary package, source package and version
    source_package: str = ""
    source_version: str = ""

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Component:
        known = {item.name for item in fields(cls)}
        return cls(**{key: value for key, value in data.items() if key in known})

    def to_json(self) -> dict[str, Any]:
        empty: tuple[Any, ...] = ("", 0, [])
        return {key: value for key, value in asdict(self).items() if value not in empty}


@dataclass
class Manifest:
    """What one build of the packaged app carried."""

    app_version: str
    platform: str
    system: str
    python: str
    qt: str
    pyside6: str
    shiboken6: str
    components: list[Component]

    @classmethod
    def load(cls, path: Path = MANIFEST) -> Manifest:
        data = json.loads(path.read_text(encoding="utf-8"))
        build = data["build"]
        return cls(
            **{key: str(build[key]) for key in build},
            components=[Component.from_json(item) for item in data["components"]],
        )

    def dumps(self) -> str:
        build = {key: value for key, value in asdict(self).items() if key != "components"}
        data = {
            "about": "What the last build of the packaged app carried, written by "
            "packaging/build.py; packaging/README.md says how it is used.",
            "build": build,
            "components": [item.to_json() for item in self.components],
        }
        return json.dumps(data, indent=1, ensure_ascii=False) + "\n"

    def third_party(self) -> list[Component]:
        return [item for item in self.components if item.kind != "app"]


def curated(path: Path = CURATED) -> dict[str, Any]:
    with path.open("rb") as file:
        return tomllib.load(file)


def normalised(name: str) -> str:
    """A distribution name as PEP 503 compares them."""
    return re.sub(r"[-_.]+", "-", name).lower()


# ----- licence expressions -------------------------------------------------------------


def licence_ids(expression: str) -> list[str]:
    """The licence identifiers of an SPDX expression (exceptions after WITH left out).

    >>> licence_ids("(MIT OR GPL-2.0-or-later WITH Classpath-exception-2.0) AND Zlib")
    ['MIT', 'GPL-2.0-or-later', 'Zlib']
    """
    tokens = re.findall(r"[()]|[^\s()]+", expression)
    return [
        token
        for index, token in enumerate(tokens)
        if token not in ("(", ")", "AND", "OR", "WITH")
        and (index == 0 or tokens[index - 1] != "WITH")
    ]


def can_avoid(expression: str, avoided: set[str]) -> bool:
    """Whether the terms of ``expression`` can be met without any licence in ``avoided``
    (AND binds tighter than OR, as in SPDX).

    >>> can_avoid("BSD-3-Clause OR GPL-2.0-only", {"GPL-2.0-only"})
    True
    >>> can_avoid("MIT AND (GPL-2.0-only WITH Classpath-exception-2.0)", {"GPL-2.0-only"})
    False
    """
    tokens = re.findall(r"[()]|[^\s()]+", expression)
    position = 0

    def term() -> bool:
        nonlocal position
        token = tokens[position]
        position += 1
        if token == "(":
            result = either()
            position += 1  # the closing parenthesis
        else:
            result = token not in avoided
        if position < len(tokens) and tokens[position] == "WITH":
            position += 2  # an exception keeps the licence's own verdict
        return result

    def both() -> bool:
        nonlocal position
        result = term()
        while position < len(tokens) and tokens[position] == "AND":
            position += 1
            result = term() and result
        return result

    def either() -> bool:
        nonlocal position
        result = both()
        while position < len(tokens) and tokens[position] == "OR":
            position += 1
            result = both() or result
        return result

    return either()


def is_spdx(expression: str) -> bool:
    """Whether ``expression`` is a valid SPDX licence expression in its canonical form
    (identifiers of the SPDX list, or ``LicenseRef-`` ones).

    >>> is_spdx("LGPL-3.0-only OR GPL-2.0-only"), is_spdx("GPLv2+"), is_spdx("mit")
    (True, False, False)
    """
    from packaging.licenses import InvalidLicenseExpression, canonicalize_license_expression

    try:
        return canonicalize_license_expression(expression) == expression
    except InvalidLicenseExpression:
        return False


# ----- the checks ------------------------------------------------------------------------


def problems(manifest: Manifest, requirements: set[str], unbundled: set[str]) -> list[str]:
    """What keeps the manifest from giving every bundled component its notice: a
    component with no licence (or one that is no SPDX expression), no licence text, no
    source or no file; a licence the
    packaged app's GPL-3.0-only cannot carry; a requirement of the game (distribution
    names) neither bundled nor declared unbundled. Empty when all is well."""
    found = []
    for item in manifest.components:
        label = f"{item.name} {item.version}".strip()
        if item.kind not in KINDS:
            found.append(f"{label}: unknown kind {item.kind!r}")
        if not item.licence.strip():
            found.append(f"{label}: no licence")
        elif not is_spdx(item.licence):
            found.append(f"{label}: {item.licence!r} is no SPDX licence expression")
        elif not can_avoid(item.licence, NOT_GPL3_COMPATIBLE):
            found.append(f"{label}: {item.licence} cannot be conveyed under GPL-3.0-only")
        if not item.texts and not item.text_url:
            found.append(f"{label}: no licence text")
        if not item.source:
            found.append(f"{label}: no source named")
        if not item.version.strip():
            found.append(f"{label}: no version")
        if not item.files and not item.embedded:
            found.append(f"{label}: no file in the bundle")
    bundled = {normalised(item.name) for item in manifest.components if item.kind == "python"}
    bundled |= {normalised(item.name) for item in manifest.components if item.kind == "app"}
    declared = {normalised(name) for name in unbundled}
    for name in sorted(requirements):
        if normalised(name) not in bundled | declared:
            found.append(
                f"{name}: a requirement of the game that the packaged app does not carry "
                "and packaging/third_party.toml does not declare unbundled"
            )
    for name in sorted(declared & bundled):
        found.append(f"{name}: declared unbundled, yet the packaged app carries it")
    return found


# ----- the notices -----------------------------------------------------------------------


def link(name: str) -> str:
    return f"[{name}]({name})"


def plural(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def source_lines(item: Component) -> str:
    return "; ".join(f"<{place}>" if "://" in place else f"`{place}`" for place in item.source)


def source_table(manifest: Manifest) -> str:
    rows = [
        "| component | version | licence | source |",
        "|---|---|---|---|",
    ]
    for item in manifest.third_party():
        if COPYLEFT.search(item.licence):
            rows.append(f"| {item.name} | {item.version} | {item.licence} | {source_lines(item)} |")
    return "\n".join(rows)


def licence_counts(manifest: Manifest) -> str:
    """How many components there are of each kind, and under each licence."""
    third_party = manifest.third_party()
    kinds = Counter(item.kind for item in third_party)
    by_id = Counter(name for item in third_party for name in set(licence_ids(item.licence)))
    lines = [
        f"{len(third_party)} components besides the game itself: "
        + ", ".join(plural(kinds[kind], *KINDS[kind]) for kind in KINDS if kinds[kind])
        + ". Components per licence (one under several licences counts under each):",
        "",
        "| licence | components |",
        "|---|---|",
    ]
    lines += [
        f"| {name} | {count} |"
        for name, count in sorted(by_id.items(), key=lambda pair: (-pair[1], pair[0]))
    ]
    return "\n".join(lines)


def what(item: Component) -> str:
    """What a component is, and what of it the bundle carries."""
    if item.kind == "debian":
        kind = (
            f"Debian package `{item.package}`, from the source package "
            f"`{item.source_package}` {item.source_version}"
        )
    elif item.kind == "part":
        kind = f"part of the Python package {item.distribution}"
    else:
        kind = {"app": "the game", "python-runtime": "the Python runtime"}.get(
            item.kind, KINDS[item.kind][0]
        )
    files = [name.removeprefix("_internal/") for name in item.files]
    shown = ", ".join(f"`{name}`" for name in files[:SHOWN_FILES])
    if len(files) > SHOWN_FILES:
        shown += f" and {len(files) - SHOWN_FILES} more"
    carried = []
    if files:
        carried.append(f"{plural(len(files), 'file', 'files')}: {shown}")
    if item.embedded:
        carried.append(f"{plural(item.embedded, 'module', 'modules')} inside the executable")
    return f"{kind}; {'; '.join(carried)}."


def component_section(item: Component) -> str:
    texts = [link(name) for name in item.texts]
    if item.text_url:
        texts.append(f"not carried by the package; see <{item.text_url}>")
    why = f" {item.why.rstrip('.')}." if item.why else ""
    return "\n".join(
        [
            f"### {item.name} {item.version}",
            "",
            f"- **What**: {what(item)}",
            f"- **Licence**: {item.licence} (from {item.licence_from}).{why}",
            f"- **Licence texts**: {', '.join(texts)}.",
            f"- **Source**: {source_lines(item)}.",
        ]
    )


def render(manifest: Manifest, template: Path = TEMPLATE) -> str:
    """The notices' Markdown for ``manifest``."""
    values = {
        "app_version": manifest.app_version,
        "platform": manifest.platform,
        "system": manifest.system,
        "python": manifest.python,
        "qt": manifest.qt,
        "pyside6": manifest.pyside6,
        "shiboken6": manifest.shiboken6,
        "source_table": source_table(manifest),
        "licence_counts": licence_counts(manifest),
        "components": "\n\n".join(component_section(item) for item in manifest.third_party()),
    }
    text = Template(template.read_text(encoding="utf-8")).substitute(values)
    return text.rstrip("\n") + "\n"


def requirement_names(distribution: str = "ofc-desktop") -> set[str]:
    """The names of every distribution the installed ``distribution`` needs at run time
    (its requirements without extras, theirs, and so on), as installed here."""
    import importlib.metadata

    from packaging.requirements import Requirement

    found: set[str] = set()
    todo = [distribution]
    while todo:
        name = todo.pop()
        try:
            requires = importlib.metadata.requires(name) or []
        except importlib.metadata.PackageNotFoundError:
            continue  # not installed here (a marker for another system)
        for line in requires:
            requirement = Requirement(line)
            if requirement.marker and not requirement.marker.evaluate({"extra": ""}):
                continue
            if normalised(requirement.name) not in found:
                found.add(normalised(requirement.name))
                todo.append(requirement.name)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="only check; exit 1 on a problem or a difference"
    )
    args = parser.parse_args(argv)
    manifest = Manifest.load()
    found = problems(manifest, requirement_names(), set(curated().get("unbundled", {})))
    for problem in found:
        print(f"notices: {problem}", file=sys.stderr)
    text = render(manifest)
    if args.check:
        stale = NOTICES.read_text(encoding="utf-8") != text
        if stale:
            print(f"notices: {NOTICES} differs from what {MANIFEST.name} makes", file=sys.stderr)
        return 1 if found or stale else 0
    NOTICES.write_text(text, encoding="utf-8")
    print(f"notices: wrote {NOTICES.relative_to(ROOT)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
