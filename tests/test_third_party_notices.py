"""The third-party notices of the packaged app: every component the last build carried
(packaging/bundle-manifest.json) has a licence, a licence text and a source; every
requirement of the game is bundled or declared unbundled; the committed notices are
the ones the manifest makes; and the build refuses a file it cannot attribute.

CI does not build the bundle: packaging/build.py rewrites the manifest and the notices,
which are committed with the change that moved them (packaging/README.md)."""

from __future__ import annotations

import copy
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT / "packaging"))  # after the installed packages: no shadowing

import bundle_contents  # noqa: E402 -- from packaging/, put on the path above
import licence_sources  # noqa: E402
import notices  # noqa: E402

METAINFO = ROOT / "packaging" / "linux" / "io.github.ofc_desktop.ofc_desktop.metainfo.xml"


@pytest.fixture(scope="module")
def manifest() -> notices.Manifest:
    return notices.Manifest.load()


def unbundled() -> set[str]:
    return set(notices.curated().get("unbundled", {}))


def test_every_bundled_component_has_a_licence_a_text_and_a_source(
    manifest: notices.Manifest,
) -> None:
    assert notices.problems(manifest, notices.requirement_names(), unbundled()) == []


def test_the_requirements_of_the_game_are_walked_to_the_end() -> None:
    names = notices.requirement_names()
    # fsrs needs typing-extensions, PySide6 needs its parts: the tree, not one level.
    assert {"pyside6", "numpy", "fsrs", "typing-extensions", "shiboken6"} <= names
    assert "pytest" not in names  # an extra (test), not a run-time requirement


def test_the_committed_notices_are_the_ones_the_manifest_makes(
    manifest: notices.Manifest,
) -> None:
    committed = notices.NOTICES.read_text(encoding="utf-8")
    assert committed == notices.render(manifest), (
        "resources/licenses/THIRD-PARTY-NOTICES.md was edited by hand or the template "
        "changed: run python3 packaging/notices.py (or rebuild) and commit the result"
    )


def test_a_component_without_a_licence_fails_the_check(manifest: notices.Manifest) -> None:
    broken = copy.deepcopy(manifest)
    victim = broken.third_party()[0]
    victim.licence = ""
    found = notices.problems(broken, set(), set())
    assert found == [f"{victim.name} {victim.version}: no licence"]


def test_a_component_without_a_text_or_a_source_fails_the_check(
    manifest: notices.Manifest,
) -> None:
    broken = copy.deepcopy(manifest)
    victim = broken.third_party()[0]
    victim.texts, victim.text_url, victim.source = [], "", []
    found = notices.problems(broken, set(), set())
    assert f"{victim.name} {victim.version}: no licence text" in found
    assert f"{victim.name} {victim.version}: no source named" in found


def test_a_licence_the_gpl_3_cannot_carry_fails_the_check(manifest: notices.Manifest) -> None:
    broken = copy.deepcopy(manifest)
    broken.third_party()[0].licence = "MIT AND GPL-2.0-only"
    assert any("cannot be conveyed" in line for line in notices.problems(broken, set(), set()))
    broken.third_party()[0].licence = "BSD-3-Clause OR GPL-2.0-only"
    assert notices.problems(broken, set(), set()) == []


def test_a_requirement_neither_bundled_nor_declared_fails_the_check(
    manifest: notices.Manifest,
) -> None:
    requirements = notices.requirement_names() | {"some-new-requirement"}
    found = notices.problems(manifest, requirements, unbundled())
    assert len(found) == 1 and found[0].startswith("some-new-requirement:")
    # tqdm (the command line's progress bar) is not bundled: only its declaration saves it.
    assert "tqdm" in notices.requirement_names()
    found = notices.problems(manifest, notices.requirement_names(), unbundled() - {"tqdm"})
    assert len(found) == 1 and found[0].startswith("tqdm:")


def test_the_manifest_round_trips(manifest: notices.Manifest, tmp_path: Path) -> None:
    (tmp_path / "manifest.json").write_text(manifest.dumps(), encoding="utf-8")
    assert notices.Manifest.load(tmp_path / "manifest.json") == manifest
    assert manifest.dumps() == notices.MANIFEST.read_text(encoding="utf-8")


def test_qt_charts_makes_the_whole_app_gpl_3_and_the_metadata_says_so(
    manifest: notices.Manifest,
) -> None:
    (charts,) = [item for item in manifest.components if item.name == "Qt Charts"]
    assert charts.licence == "GPL-3.0-only"
    assert any("libQt6Charts" in name for name in charts.files)
    text = notices.NOTICES.read_text(encoding="utf-8")
    assert "conveyed under\nthe terms of the GNU GPL version 3" in text
    project_licence = ET.parse(METAINFO).getroot().findtext("project_license")
    assert project_licence == "MIT AND GPL-3.0-only"
    assert f"`{project_licence}`" in text
    (app,) = [item for item in manifest.components if item.kind == "app"]
    assert app.licence == "MIT"


def test_the_source_offer_names_an_exact_version_of_every_copyleft_component(
    manifest: notices.Manifest,
) -> None:
    table = notices.source_table(manifest)
    for item in manifest.third_party():
        if re.search(r"\b(L?GPL)-", item.licence):
            assert f"| {item.name} | {item.version} |" in table
            assert item.source
    for item in manifest.components:
        if item.kind == "debian":
            assert f"apt-get source {item.source_package}={item.source_version}" in item.source
        if item.name.lower().startswith(("pyside6", "shiboken6")):
            assert any(f"v{manifest.pyside6}" in place for place in item.source)


def test_the_build_leaves_out_libssl_and_carries_the_wheels_metadata(
    manifest: notices.Manifest,
) -> None:
    files = [name for item in manifest.components for name in item.files]
    assert not [name for name in files if "/libssl.so" in name]
    assert any(name.endswith("/libcrypto.so.3") for name in files)  # _hashlib loads it
    assert not [name for name in files if ".egg-info/" in name]
    (app,) = [item for item in manifest.components if item.kind == "app"]
    assert f"_internal/ofc_desktop-{app.version}.dist-info/METADATA" in app.files


# ----- the build's side ------------------------------------------------------------------


def app_metadata(folder: Path) -> Path:
    metadata = folder / "METADATA"
    metadata.write_text(
        "Metadata-Version: 2.4\nName: ofc-desktop\nVersion: 9.9.9\n"
        "License-Expression: MIT\nProject-URL: Source, https://example.org/ofc\n",
        encoding="utf-8",
    )
    return metadata


def test_the_build_fails_on_a_library_nothing_claims(tmp_path: Path) -> None:
    entries = [
        bundle_contents.Entry(
            "_internal/ofc_desktop-9.9.9.dist-info/METADATA", str(app_metadata(tmp_path)), "DATA"
        ),
        bundle_contents.Entry(
            "_internal/libmystery.so.1", "/opt/elsewhere/lib/libmystery.so.1", "BINARY"
        ),
    ]
    with pytest.raises(licence_sources.Unattributed, match=r"libmystery\.so\.1"):
        bundle_contents.attribute(
            entries, notices.curated(), tmp_path, "6.0.0", records={}, owners=lambda paths: {}
        )
    components, _ = bundle_contents.attribute(
        entries[:1], notices.curated(), tmp_path, "6.0.0", records={}, owners=lambda paths: {}
    )
    assert [(item.name, item.kind, item.version) for item in components] == [
        ("ofc-desktop", "app", "9.9.9")
    ]


def test_a_library_named_by_hand_is_attributed(tmp_path: Path) -> None:
    (tmp_path / "COPYING").write_text("the mystery licence")
    config = copy.deepcopy(notices.curated())
    config["library"] = [
        {
            "name": "Mystery",
            "files": ["libmystery.so.*"],
            "version": "1.0",
            "licence": "LGPL-2.1-or-later",
            "texts": [str(tmp_path / "COPYING")],
            "source": ["https://example.org/mystery-1.0.tar.gz"],
        }
    ]
    entries = [
        bundle_contents.Entry(
            "_internal/ofc_desktop-9.9.9.dist-info/METADATA", str(app_metadata(tmp_path)), "DATA"
        ),
        bundle_contents.Entry(
            "_internal/libmystery.so.1", "/opt/elsewhere/lib/libmystery.so.1", "BINARY"
        ),
    ]
    components, texts = bundle_contents.attribute(
        entries, config, tmp_path, "6.0.0", records={}, owners=lambda paths: {}
    )
    (mystery,) = [item for item in components if item.kind == "library"]
    assert mystery.files == ["_internal/libmystery.so.1"]
    assert mystery.texts == ["LGPL-2.1.txt", "bundled/Mystery/COPYING.txt"]
    assert texts["bundled/Mystery/COPYING.txt"] == tmp_path / "COPYING"


def test_the_build_fails_on_a_package_whose_licence_it_cannot_read(tmp_path: Path) -> None:
    free_text = "This package was debianized by someone.\n\nCopyright: somebody\n"
    assert licence_sources.dep5_licence(free_text, {}) is None
    machine_readable = (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n\n"
        "Files: *\nCopyright: someone\nLicense: BSD-3-clause or GPL-2+\n\n"
        "Files: debian/*\nLicense: GPL-2\n"
    )
    names = notices.curated()["debian_licence_names"]
    assert licence_sources.dep5_licence(machine_readable, names) == (
        "BSD-3-Clause OR GPL-2.0-or-later"
    )
    odd = machine_readable.replace("BSD-3-clause or GPL-2+", "Janik-permissive and MIT")
    assert licence_sources.dep5_licence(odd, names) == "LicenseRef-Janik-permissive AND MIT"
    grouped = machine_readable.replace("BSD-3-clause or GPL-2+", "GPL-2+ or AFL-2.1, and MIT")
    assert licence_sources.dep5_licence(grouped, names) is None  # said by hand instead


def test_a_curated_debian_licence_names_why() -> None:
    for package, entry in notices.curated()["debian"].items():
        assert entry["licence"] and len(entry["why"]) > 20, package


def load_about_dialog() -> ModuleType:
    from ofc_desktop.ui.dialogs import about_dialog

    return about_dialog


def test_the_about_box_lists_the_bundled_licence_texts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    about_dialog = load_about_dialog()
    (tmp_path / "licenses" / "bundled" / "numpy-2.0").mkdir(parents=True)
    (tmp_path / "licenses" / "GPL-3.0.txt").write_text("GPL")
    (tmp_path / "licenses" / "THIRD-PARTY-NOTICES.md").write_text("notices")
    (tmp_path / "licenses" / "bundled" / "numpy-2.0" / "LICENSE.txt").write_text("BSD")
    (tmp_path / "licenses" / "bundled" / "bundle-manifest.json").write_text(json.dumps({}))
    monkeypatch.setattr(about_dialog, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    assert about_dialog.licence_files() == ["GPL-3.0.txt", "bundled/numpy-2.0/LICENSE.txt"]
    assert about_dialog.licence_text("bundled/numpy-2.0/LICENSE.txt") == "BSD"
