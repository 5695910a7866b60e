"""Short sound effects for the table (deal, place, discard, scoop, foul, Fantasyland),
played with Qt's own multimedia module.

Where no audio output exists (a server, CI, a muted machine without a device) or the
multimedia module cannot load, the board stays silent and says nothing: sound is a
courtesy, never a reason for an error.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, QUrl

from ofc_desktop.core.scoring import HandSettlement
from ofc_desktop.resources import resource_path
from ofc_desktop.ui.models.snapshot import TableSnapshot

log = logging.getLogger(__name__)
EFFECTS = ("deal", "place", "discard", "scoop", "foul", "fantasyland")


class Player(Protocol):
    """What the board needs of one effect (QSoundEffect has these)."""

    def setVolume(self, volume: float) -> None: ...
    def play(self) -> None: ...


PlayerFactory = Callable[[Path, QObject], Player]


def qt_players() -> PlayerFactory | None:
    """QSoundEffect players when an audio output exists, else None (silence)."""
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except ImportError:
        log.info("no Qt multimedia module: the game stays silent")
        return None
    if not QMediaDevices.audioOutputs():
        log.info("no audio output: the game stays silent")
        return None

    def make(path: Path, parent: QObject) -> Player:
        effect = QSoundEffect(parent)
        effect.setSource(QUrl.fromLocalFile(str(path)))
        return effect

    return make


class SoundBoard(QObject):
    """Plays an effect by name at the chosen volume; silent when muted or deviceless."""

    def __init__(
        self,
        parent: QObject | None = None,
        players: PlayerFactory | None = None,
        *,
        probe: bool = True,
    ) -> None:
        super().__init__(parent)
        self._factory = players
        # Qt Multimedia and the audio device are looked for when the first sound is
        # asked for, after the window has been drawn, so they never delay the start.
        self._probe = probe and players is None
        self._waiting: list[str] = []  # sounds asked for while the device is looked for
        self._players: dict[str, Player] = {}
        self.volume = 70
        self.muted = False
        self.played: list[str] = []  # what was asked for, newest last (tests, no device)

    @property
    def silent(self) -> bool:
        self._find_device()
        return self._factory is None

    def _find_device(self) -> None:
        if self._probe:
            self._probe = False
            self._factory = qt_players()

    def set_volume(self, volume: int, muted: bool) -> None:
        self.volume = max(0, min(100, volume))
        self.muted = muted

    def play(self, name: str) -> None:
        if name not in EFFECTS:
            raise ValueError(f"no sound called {name!r}")
        if self.muted or self.volume == 0:
            return
        self.played.append(name)
        if self._probe:  # the first sound: look for the device once the event loop runs
            if not self._waiting:
                QTimer.singleShot(0, self, self._play_waiting)
            self._waiting.append(name)
            return
        self._sound(name)

    def _play_waiting(self) -> None:
        self._find_device()
        waiting, self._waiting = self._waiting, []
        for name in dict.fromkeys(waiting):  # each effect once
            self._sound(name)

    def _sound(self, name: str) -> None:
        if self._factory is None:
            return
        player = self._players.get(name)
        if player is None:
            player = self._factory(resource_path("sounds", f"{name}.wav"), self)
            self._players[name] = player
        player.setVolume(self.volume / 100)
        player.play()

    # ----- which table events sound ------------------------------------------------------

    def on_cards_dealt(self, seat: int, _count: int, viewer: int) -> None:
        if seat == viewer:
            self.play("deal")

    def on_card_moved(self, target: str) -> None:
        if target == "discard":
            self.play("discard")
        elif target in ("top", "middle", "bottom"):
            self.play("place")

    def on_hand_scored(self, settlement: HandSettlement, snapshot: TableSnapshot) -> None:
        """The viewer's own news: a foul, Fantasyland won or kept, or a scoop."""
        if not snapshot.seats:
            return
        name = snapshot.seats[snapshot.viewer].name
        mine = next((r for r in settlement.players if r.player == name), None)
        if mine is None:
            return
        if mine.evaluation.fouled:
            self.play("foul")
        elif mine.evaluation.fantasyland.qualifies:
            self.play("fantasyland")
        elif any(
            (pair.scoop > 0 and pair.players[0] == name)
            or (pair.scoop < 0 and pair.players[1] == name)
            for pair in settlement.pairs
        ):
            self.play("scoop")
