"""Every link of the README and of the pages in docs/ leads somewhere: a relative link
names a file of the repository (and a heading of it, where it names one), so a clone or
any forge shows what the text points at; the screenshots are shown by relative path."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# [text](target) and ![alt](target), a title after the target left out.
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^```.*?^```", flags=re.S | re.M)


def links(page: Path) -> list[str]:
    text = FENCE.sub("", page.read_text("utf-8"))
    text = re.sub(r"`[^`\n]*`", "", text)
    return LINK.findall(text)


def slug(heading: str) -> str:
    """The anchor a forge gives a heading: lower case, punctuation dropped, spaces as
    hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    found: set[str] = set()
    seen: dict[str, int] = {}
    text = FENCE.sub("", page.read_text("utf-8"))
    for heading in re.findall(r"^#{1,6}\s+(.*?)\s*#*\s*$", text, flags=re.M):
        base = slug(heading)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def test_the_pages_are_found() -> None:
    names = {page.relative_to(ROOT).as_posix() for page in PAGES}
    assert {"README.md", "docs/README.md", "docs/rules.md", "docs/bots.md"} <= names


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.relative_to(ROOT).as_posix())
def test_every_relative_link_resolves(page: Path) -> None:
    broken = []
    for target in links(page):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto: …
            continue
        path, _, fragment = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        found = linked.exists() and ROOT in (linked, *linked.parents)
        headed = not fragment or linked.suffix != ".md" or fragment in anchors(linked)
        if not (found and headed):
            broken.append(target)
    assert not broken, f"{page.relative_to(ROOT)}: {broken}"


def test_the_readme_shows_its_screenshots_by_relative_path() -> None:
    images = [target for target in links(ROOT / "README.md") if target.lower().endswith(".png")]
    assert images
    assert all(target.startswith("packaging/screenshots/") for target in images), images


def test_the_docs_index_names_every_page() -> None:
    index = ROOT / "docs" / "README.md"
    listed = {target.partition("#")[0] for target in links(index)}
    pages = {page.name for page in PAGES if page.parent.name == "docs"} - {"README.md"}
    assert pages <= listed, sorted(pages - listed)
