"""Sound effects: the right effect on the right event, the volume and mute respected,
and silence (no error, no warning) where no audio device exists."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.scoring import settle_hand
from ofc_desktop.resources import resource_path
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.snapshot import RowSnapshot, SeatSnapshot, TableSnapshot
from ofc_desktop.ui.sound import EFFECTS, SoundBoard
from tests.ui.conftest import start, wait_for_turn


class FakePlayer:
    def __init__(self, path: Path, log: list[tuple[str, float]]) -> None:
        self.name = path.stem
        self.volume = 1.0
        self._log = log

    def setVolume(self, volume: float) -> None:  # noqa: N802 - Qt's name
        self.volume = volume

    def play(self) -> None:
        self._log.append((self.name, self.volume))


def _board(log: list[tuple[str, float]]) -> SoundBoard:
    return SoundBoard(players=lambda path, _parent: FakePlayer(path, log))


def test_every_effect_ships_with_the_package() -> None:
    for name in EFFECTS:
        path = resource_path("sounds", f"{name}.wav")
        assert path.stat().st_size > 1000


def test_volume_and_mute(qapp: object) -> None:
    log: list[tuple[str, float]] = []
    board = _board(log)
    board.set_volume(40, muted=False)
    board.play("place")
    board.set_volume(40, muted=True)
    board.play("place")
    board.set_volume(0, muted=False)
    board.play("deal")
    assert log == [("place", 0.4)]
    with pytest.raises(ValueError, match="no sound called"):
        board.play("applause")


def test_without_a_device_the_board_is_silent_and_harmless(qapp: object) -> None:
    board = SoundBoard(players=None, probe=False)
    assert board.silent
    for name in EFFECTS:
        board.play(name)  # nothing happens, nothing is raised
    assert board.played == list(EFFECTS)


def _snapshot(name: str) -> TableSnapshot:
    empty = RowSnapshot(())
    seat = SeatSnapshot(0, name, "human", "", (empty, empty, empty), is_viewer=True)
    return TableSnapshot(seats=(seat,), viewer=0)


def _settle(boards: dict[str, str], rules: RuleSet) -> object:
    evaluations = [
        (name, evaluate_board(Board.parse(*text.split(" / ")), rules))
        for name, text in boards.items()
    ]
    return settle_hand(evaluations, rules, {})


@pytest.mark.parametrize(
    ("mine", "other", "expected"),
    [
        # a foul: queens on top over a weaker middle
        (
            "Qs Qd 7c / Qh Qc 6s 5d 4h / As Ad Ac 2s 3s",
            "2c 3c 4d / 5c 6c 8h 9h Th / Js Jd 9c 8c 7d",
            ["foul"],
        ),
        # aces on top, clean: Fantasyland
        (
            "Ah Ad 2c / Kh Kd Kc 3s 4s / 9s 9d 9c 9h 5s",
            "2d 3d 4c / 5d 6d 8s 7c Tc / Jh Jc Ts 8d 7h",
            ["fantasyland"],
        ),
        # all three rows won without Fantasyland: a scoop
        (
            "Jh Jd 2c / Kh Kd Kc 3s 4s / 9s 9d 9c 9h 5s",
            "2d 3d 4c / 5d 6d 8s 7c Td / Jc Js Tc 8d 7h",
            ["scoop"],
        ),
    ],
)
def test_the_viewers_news_at_the_end_of_a_hand(
    qapp: object, mine: str, other: str, expected: list[str]
) -> None:
    log: list[tuple[str, float]] = []
    board = _board(log)
    settlement = _settle({"You": mine, "Bob": other}, RuleSet())
    board.on_hand_scored(settlement, _snapshot("You"))  # type: ignore[arg-type]
    assert [name for name, _ in log] == expected


def test_the_table_sounds_on_deal_place_and_discard(qtbot: QtBot, window: MainWindow) -> None:
    log: list[tuple[str, float]] = []
    window.sound = _board(log)
    start(window, RuleSet(variant=Variant.PINEAPPLE), seed=6)
    wait_for_turn(qtbot, window)
    assert [name for name, _ in log] == ["deal"]  # only the viewer's own deal
    controller = window.controller
    controller.play_for_me(confirm=True)
    wait_for_turn(qtbot, window)
    assert [name for name, _ in log].count("place") == 5
    held = controller.snapshot.held
    controller.discard(held[0])
    assert log[-1][0] == "discard"
    assert isinstance(window.sound, QObject)
