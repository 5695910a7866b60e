"""The game in German, as a German player sees it: the table mid-hand and after it, the
score review and the hand's analysis, New match, Settings, the rules help, the lab with
an analysed position, the history, a replay, the statistics, the drills, the coach
report and the About box. Every word they show must be German: a word of the English
texts that no German text uses fails the test, and so do the engine's ids (``classic``)
and the notation's seat names. Poker's own loan words are allowed (``ALLOWED``).

The German catalogue is the committed one, installed before the window is built, as
the game installs it before anything the player sees."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    Qt,
)
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.levels import LEVELS, make_bot
from ofc_desktop.core.position_notation import parse_position
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.persistence.paths import data_paths
from ofc_desktop.ui import i18n
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.dialogs.about_dialog import AboutDialog
from ofc_desktop.ui.dialogs.new_match_dialog import NewMatchDialog
from ofc_desktop.ui.dialogs.rules_help import RulesHelpDialog
from ofc_desktop.ui.dialogs.settings_dialog import SettingsDialog
from ofc_desktop.ui.lab.lab_window import LabWindow
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import AppSettings
from ofc_desktop.ui.storage import Storage
from tests.ui.conftest import play_hand_as_the_human, start, wait_for_turn

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = ROOT / "resources" / "translations" / "ofc_desktop_de.ts"
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+")
PLACEHOLDER = re.compile(r"\{[^}]*\}|%\w|<[^>]*>")
# Addresses, file names, ids and cards ("Qs"): no words.
NO_WORDS = re.compile(r"\S+(?:[/_]|\.\w)\S*|\b[0-9a-f]{12,}\b|\b(?:[2-9TJQKA]|10)[shdc]\b")
# In a German text: a key, a value or a keyword of a file or of the notation, quoted or
# written as code, which a message may name as it is.
QUOTED = re.compile(r"\"[^\"]*\"|'[^'\s]*'|\b\w*_\w*\b")
# Loan words German poker players use as they are, and names that are no words.
LOAN_PHRASES = re.compile(r"Shoot the Moon")
ALLOWED = {"Royalties", "Scoop", "Fantasyland", "Pineapple", "Turbo", "Button", "Joker"}
ALLOWED |= {"OFC", "Desktop", "Qt", "PySide", "Python", "JSON", "FSRS", "MIT", "Ctrl"}
ALLOWED |= {"Shift", "Alt", "Esc", "Tab", "Enter", "Backspace", "Home", "End", "Space"}
ALLOWED |= {make_bot(level).name for level in LEVELS}  # the bots' personas
# The engine's and the notation's own words, which never belong in a sentence.
IDS = {variant.value for variant in Variant} | set(LEVELS) | {"Hero", "Opp"}
LAB_POSITION = (
    "top Qs | mid 9h 9c | bot Ah Kh ; hand 9d 8c 2h ; "
    "opp top Kc | mid 5s 5h | bot 2c 3c ; button Opp1"
)


def _words(text: str) -> list[str]:
    """The words of a text, its mnemonics (``&Quit``) and placeholders aside."""
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return WORD.findall(LOAN_PHRASES.sub(" ", NO_WORDS.sub(" ", PLACEHOLDER.sub(" ", text))))


def english_words() -> set[str]:
    """Words of the catalogue's English texts that none of its German texts uses."""
    english: set[str] = set()
    german: set[str] = set()
    for message in ET.parse(CATALOGUE).getroot().iter("message"):
        english.update(_words(message.findtext("source") or ""))
        german.update(_words(QUOTED.sub(" ", message.findtext("translation") or "")))
    return (english - german - ALLOWED) | IDS


def _plain(text: str) -> str:
    if "<" in text:
        document = QTextDocument()
        document.setHtml(text)
        return document.toPlainText()
    return text


def _model_texts(model: QAbstractItemModel | None, rows: int = 40) -> Iterator[str]:
    if model is None:
        return
    # A list model keeps its column count to itself: it has one.
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
    for column in range(columns):
        yield str(model.headerData(column, Qt.Orientation.Horizontal) or "")
    for row in range(min(rows, model.rowCount(QModelIndex()))):
        for column in range(columns):
            index = model.index(row, column)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    yield value


def shown_texts(widget: QWidget) -> Iterator[str]:
    """What a window and everything in it shows or tells on hovering: labels, buttons,
    titles, tabs, lists, tables, menus, tooltips and the texts drawn on its scenes."""
    for child in [widget, *widget.findChildren(QWidget)]:
        if isinstance(child, QLineEdit | QAbstractSpinBox):
            yield child.placeholderText() if isinstance(child, QLineEdit) else ""
            continue  # what the player typed, or a number
        yield child.toolTip()
        for getter in ("text", "title", "windowTitle"):
            value = getattr(child, getter, None)
            if callable(value):
                try:
                    shown = value()
                except TypeError:
                    continue
                if isinstance(shown, str):
                    yield shown
        if isinstance(child, QComboBox):
            yield from (child.itemText(i) for i in range(child.count()))
        if isinstance(child, QTabWidget):
            yield from (child.tabText(i) for i in range(child.count()))
            yield from (child.tabToolTip(i) for i in range(child.count()))
        if isinstance(child, QTextEdit | QPlainTextEdit):
            yield child.toPlainText()
        if isinstance(child, QAbstractItemView):
            yield from _model_texts(child.model())
        if isinstance(child, QGraphicsView) and child.scene() is not None:
            for item in child.scene().items():
                if isinstance(item, QGraphicsSimpleTextItem):
                    yield item.text()
                elif isinstance(item, QGraphicsTextItem):
                    yield item.toPlainText()
                yield item.toolTip()
    for menu in widget.findChildren(QMenu):
        yield menu.title()
        for action in menu.actions():
            yield action.text()
            yield action.toolTip()


def english_in(name: str, texts: Iterable[str], english: set[str]) -> list[str]:
    found = []
    for text in texts:
        plain = _plain(text)
        caught = sorted({word for word in _words(plain) if word in english})
        if caught:
            found.append(f"{name}: {', '.join(caught)} in {plain.strip()[:160]!r}")
    return found


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[None]:
    app = QCoreApplication.instance()
    assert app is not None
    assert i18n.install_translator(app, "de") is not None
    yield
    i18n.remove_translators(app)


def _close(windows: Iterable[QWidget]) -> None:
    for shown in windows:
        shown.close()


def test_the_windows_show_no_english_in_german(german: None, qtbot: QtBot, tmp_path: Path) -> None:
    english = english_words()
    assert {"You", "the", "Points", "classic", "Hero"} <= english  # the test can see them
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    window = MainWindow(controller, Storage(data_paths(tmp_path)))
    window.ask_before_abandoning = False
    window.set_options(window.options.with_changes(animation="off", play_for_me_confirms=True))
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    found: list[str] = []
    opened: list[QWidget] = []
    try:
        start(window, RuleSet(variant=Variant.PINEAPPLE), "human,medium", seed=5)
        wait_for_turn(qtbot, window)
        found += english_in("the table mid-hand", shown_texts(window), english)
        play_hand_as_the_human(qtbot, window.controller)
        qtbot.waitUntil(lambda: window.review.isVisible(), timeout=20_000)
        found += english_in("the table and its score review", shown_texts(window), english)
        found += english_in("the keyboard help", [window.keys_help()], english)
        replay = window.analyse_hand("play")
        assert replay is not None
        opened.append(replay)
        qtbot.waitUntil(lambda: replay.analysis.review_result is not None, timeout=60_000)
        replay.analysis.show_decision(0)
        replay.analysis.check_set()
        qtbot.waitUntil(lambda: replay.analysis.hindsight_result is not None, timeout=60_000)
        found += english_in(
            "the hand's analysis", [*shown_texts(replay), *replay.annotations.texts()], english
        )
        dialogs: list[tuple[str, QWidget]] = [
            ("New match", NewMatchDialog(parent=window)),
            ("Settings", SettingsDialog(AppSettings(), window)),
            ("the rules help", RulesHelpDialog(RuleSet(variant=Variant.PINEAPPLE), window)),
            ("About", AboutDialog(window)),
        ]
        for name, dialog in dialogs:
            opened.append(dialog)
            if isinstance(dialog, AboutDialog):
                dialog.notices.clear()  # the licences are legal texts in English
                dialog.licence.clear()
            found += english_in(name, shown_texts(dialog), english)
        history = window.show_history()
        assert history is not None
        opened.append(history)
        found += english_in("the hand history", shown_texts(history), english)
        statistics = window.show_statistics()
        assert statistics is not None
        opened.append(statistics)
        found += english_in("the statistics", shown_texts(statistics), english)
        for name, shown_window in (
            ("the drills", window.open_drills()),
            ("the coach report", window.open_coach_report()),
        ):
            assert shown_window is not None
            opened.append(shown_window)
            found += english_in(name, shown_texts(shown_window), english)
        lab = LabWindow(RuleSet(variant=Variant.PINEAPPLE), library=tmp_path / "lab.json")
        qtbot.addWidget(lab)
        lab.show()
        found += english_in("the empty lab", shown_texts(lab), english)
        lab.editor.load(parse_position(LAB_POSITION, RuleSet(variant=Variant.PINEAPPLE)))
        lab.setup.futures.setValue(40)
        with qtbot.waitSignal(lab.runner.finished, timeout=60_000):
            assert lab.analyse()
        QApplication.processEvents()
        found += english_in("the lab with an analysis", shown_texts(lab), english)
        lab.runner.stop()
        lab.runner.wait()
        lab.close()
    finally:
        _close(opened)
        controller.shut_down()
    assert not found, "English shown in German:\n" + "\n".join(found)
