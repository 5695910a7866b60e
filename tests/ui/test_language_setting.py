"""The language setting: Settings offers it, saves it, and the next start installs the
chosen translation (the window's words, the engine's and Qt's own)."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo
from pytestqt.qtbot import QtBot

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.translate import translate
from ofc_desktop.persistence.paths import DataPaths
from ofc_desktop.persistence.settings_file import save_settings
from ofc_desktop.ui import i18n, launch
from ofc_desktop.ui.app import main
from ofc_desktop.ui.dialogs.settings_dialog import SettingsDialog
from ofc_desktop.ui.dialogs.settings_pages import chosen, select
from ofc_desktop.ui.launch import install_language, saved_language
from ofc_desktop.ui.models.options import AppSettings, TableOptions
from ofc_desktop.ui.models.settings_codec import settings_from_data, settings_to_data
from ofc_desktop.ui.models.setup import TableSetup

ROOT = Path(__file__).resolve().parents[2]
TINY_CATALOGUE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
</context>
<context>
    <name>HandNames</name>
    <message>
        <source>Royal flush</source>
        <translation>Royal Flush (de)</translation>
    </message>
</context>
</TS>
"""


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "translations_script_for_language", ROOT / "packaging" / "translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def app() -> Iterator[QCoreApplication]:
    application = QCoreApplication.instance()
    assert application is not None
    yield application
    i18n.remove_translators(application)  # the other tests read English


@pytest.fixture
def german_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A translations folder holding a tiny compiled German catalogue, in place of the
    shipped one (which is only compiled once it is translated)."""
    script = _load_script()
    try:
        script.tool("lrelease")
    except SystemExit:
        pytest.skip("Qt's lrelease is not found")
    folder = tmp_path / "translations"
    folder.mkdir()
    source = folder / "ofc_desktop_de.ts"
    source.write_text(TINY_CATALOGUE, encoding="utf-8")
    script.run_lrelease(source, folder / "ofc_desktop_de.qm")
    monkeypatch.setattr(i18n, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    return folder


def test_the_language_is_a_table_option_kept_in_the_settings_file() -> None:
    assert TableOptions().language == "system"
    settings = AppSettings(options=TableOptions(language="de"))
    data = json.loads(json.dumps(settings_to_data(settings, None)))
    read, _setup, notices = settings_from_data(data)
    assert read.options.language == "de" and not notices
    with pytest.raises(OfcError):
        TableOptions(language="Klingon")
    data["options"]["language"] = "xx"
    read, _setup, notices = settings_from_data(data)
    assert read.options.language == "system" and len(notices) == 1


def test_settings_offers_the_languages_and_says_when_a_new_one_applies(qtbot: QtBot) -> None:
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    page = dialog.table_page
    box = page.language
    assert [(box.itemText(i), box.itemData(i)) for i in range(box.count())] == [
        ("System default", "system"),
        ("English", "en"),
        ("Deutsch", "de"),
    ]
    assert chosen(box) == "system"
    assert "next time" in page.language_note.text()
    select(box, "de")
    assert dialog.collect().options.language == "de"
    dialog.restore_defaults()
    assert chosen(box) == "system"


def test_choosing_deutsch_is_saved_and_the_next_start_installs_german(
    qtbot: QtBot, tmp_path: Path, app: QCoreApplication, german_only: Path
) -> None:
    dialog = SettingsDialog(AppSettings(options=TableOptions(language="en")))
    qtbot.addWidget(dialog)
    assert chosen(dialog.table_page.language) == "en"
    select(dialog.table_page.language, "de")
    dialog.accept()
    paths = DataPaths.portable(tmp_path / "data")
    paths.config_dir.mkdir()
    save_settings(paths.settings_file, settings_to_data(dialog.result_settings(), None))
    assert saved_language(paths.settings_file) == "de"

    assert install_language(app, paths) is not None
    assert QCoreApplication.translate("MainWindow", "&Quit") == "&Beenden"
    assert translate("HandNames", "Royal flush") == "Royal Flush (de)"
    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if (qt_folder / "qtbase_de.qm").exists():  # Qt's own buttons in German too
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"

    i18n.remove_translators(app)
    assert QCoreApplication.translate("MainWindow", "&Quit") == "&Quit"
    assert translate("HandNames", "Royal flush") == "Royal flush"


def test_english_installs_no_translation_even_where_one_is_shipped(
    tmp_path: Path, app: QCoreApplication, german_only: Path
) -> None:
    paths = DataPaths.portable(tmp_path)
    save_settings(paths.settings_file, settings_to_data(AppSettings(), None))
    assert i18n.install_translator(app, "de") is not None
    settings = AppSettings(options=TableOptions(language="en"))
    save_settings(paths.settings_file, settings_to_data(settings, None))
    assert install_language(app, paths) is None  # and the German one is taken out
    assert QCoreApplication.translate("MainWindow", "&Quit") == "&Quit"
    assert translate("HandNames", "Royal flush") == "Royal flush"


@pytest.mark.parametrize(
    "content",
    [None, b"", b"{not json", b'{"options": []}', b'{"options": {"language": "fr"}}', b"\xff"],
    ids=["missing", "empty", "damaged", "no options", "unknown", "not UTF-8"],
)
def test_without_a_usable_choice_the_system_language_is_used(
    tmp_path: Path, content: bytes | None
) -> None:
    settings_file = tmp_path / "settings.json"
    if content is not None:
        settings_file.write_bytes(content)
    assert saved_language(settings_file) == "system"
    assert i18n.locale_of("system") is None and i18n.locale_of("de") == "de"


def test_the_lone_player_of_a_command_line_table_is_named_in_the_chosen_language(
    tmp_path: Path, app: QCoreApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table is made after the translation is installed, so the lone person at a
    table of bots is "Du" in German from the first hand."""
    paths = DataPaths.portable(tmp_path)
    settings = AppSettings(options=TableOptions(language="de"))
    save_settings(paths.settings_file, settings_to_data(settings, None))
    opened: list[TableSetup] = []

    def open_table(_app: object, setup: TableSetup, *_rest: object) -> int:
        opened.append(setup)
        return 0

    monkeypatch.setattr(launch, "_open", open_table)
    try:
        assert main(["ofc-desktop", "--data-dir", str(tmp_path), "--seats", "human,easy"]) == 0
    finally:
        i18n.remove_translators(app)
    assert [seat.name for seat in opened[0].seats] == ["Du", "Sunny"]
