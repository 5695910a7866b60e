"""The self-test fails on the game's own Qt warnings, never on the sound stack's."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QtMsgType

from ofc_desktop.ui import launch


@pytest.fixture(autouse=True)
def _fresh_problems(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(launch, "_qt_problems", [])


def test_a_warning_of_the_game_is_a_problem() -> None:
    launch._collect_qt_messages(
        QtMsgType.QtWarningMsg, SimpleNamespace(category="default"), "QPainter::end: broken"
    )
    assert launch._qt_problems == ["QPainter::end: broken"]


@pytest.mark.parametrize(
    "category", ["qt.multimedia.symbolsresolver", "qt.multimedia.ffmpeg", "qt.multimedia"]
)
def test_the_sound_stacks_warnings_are_not(category: str) -> None:
    launch._collect_qt_messages(
        QtMsgType.QtWarningMsg,
        SimpleNamespace(category=category),
        "Couldn't load pipewire-0.3 library",
    )
    assert launch._qt_problems == []


@pytest.mark.parametrize(
    "message",
    [
        "PulseAudioService: pa_context_connect() failed",
        "QSoundEffect: playback of this format is not supported on the selected audio device",
    ],
)
def test_the_sound_stacks_uncategorised_warnings_are_not(message: str) -> None:
    launch._collect_qt_messages(
        QtMsgType.QtWarningMsg, SimpleNamespace(category="default"), message
    )
    assert launch._qt_problems == []


def test_information_is_never_a_problem() -> None:
    launch._collect_qt_messages(QtMsgType.QtInfoMsg, SimpleNamespace(category="default"), "hi")
    assert launch._qt_problems == []
