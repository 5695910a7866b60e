"""A finished hand's analysis opened from the table for one of its human players. At a
shared screen, while the match goes on, a player's analysis shows that player's own
cards, discards included: the screen is passed to that player first, and the analysis
closes before the next hand is dealt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from ofc_desktop.core.history import hand_to_record

if TYPE_CHECKING:
    from ofc_desktop.ui.main_window import MainWindow
    from ofc_desktop.ui.panels.replay_window import ReplayWindow


class AnalysisOpener:
    """Opens "did I set it right?" and "did I play it right?" on the last hand."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self._private: list[ReplayWindow] = []
        window.controller.handStarted.connect(lambda _number: self.close_private())

    def players(self) -> list[str]:
        """Whose finished hands may be analysed here: every human player's (at a shared
        screen each behind the curtain until the match is over)."""
        controller = self.window.controller
        return [controller.seats[seat].name for seat in controller.human_seats()]

    def open(self, which: str = "play", player: str = "") -> ReplayWindow | None:
        """The last finished hand in a replay window with ``player``'s analysis started:
        "set" or "play". ``player`` defaults to the lone human. At a shared screen,
        while the match goes on, the screen is first passed to that player, and any
        other player's analysis is closed."""
        controller = self.window.controller
        hand = controller.hand
        players = self.players()
        player = player or (players[0] if len(players) == 1 else "")
        if hand is None or not hand.is_over or player not in players:
            return None
        private = len(players) > 1 and not controller.snapshot.match_over
        if private:
            self.close_private()
            if not self.pass_screen(player):
                return None
        infos = controller.seat_infos()
        record = hand_to_record(hand, [infos[name] for name in hand.players])
        from ofc_desktop.ui.panels.replay_window import ReplayWindow

        window = ReplayWindow(record, player, self.window.options, self.window)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if private:
            self._private.append(window)
            window.destroyed.connect(lambda _=None, w=window: self._forget(w))
        window.open_review()
        window.review_overlay.hide()
        window.show()
        if which == "set":
            window.analysis.check_set()
        else:
            window.analysis.check_play()
        return window

    def pass_screen(self, player: str) -> bool:
        """The curtain before a player's own analysis at a shared screen."""
        answer = QMessageBox.question(
            self.window,
            QCoreApplication.translate("MainWindow", "Pass the screen to {player}").format(
                player=player
            ),
            QCoreApplication.translate(
                "MainWindow",
                "The analysis of {player}'s hand shows {player}'s own cards, discards "
                "included. Pass the screen to {player}; everyone else looks away. "
                "Ready?",
            ).format(player=player),
            QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Ok,
        )
        return answer == QMessageBox.StandardButton.Ok

    def close_private(self) -> None:
        for window in list(self._private):
            window.close()
        self._private.clear()

    def _forget(self, window: ReplayWindow) -> None:
        if window in self._private:
            self._private.remove(window)
