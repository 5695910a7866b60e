"""Storage: keeps the player's settings, the match in progress and every finished hand
on disk, following the table controller. A damaged file is set aside with a notice and
a disk that cannot be written is reported once: the game itself always goes on."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QObject, Signal

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.history import hand_to_record, match_outline
from ofc_desktop.core.match import Match
from ofc_desktop.persistence.atomic import StorageError, ensure_dir
from ofc_desktop.persistence.history_db import HistoryDatabase, HistoryDbError, open_history
from ofc_desktop.persistence.paths import DataPaths
from ofc_desktop.persistence.resume_file import (
    SavedMatch,
    clear_resume,
    load_resume,
    save_resume,
)
from ofc_desktop.persistence.settings_file import load_settings, save_settings
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.models.options import AppSettings
from ofc_desktop.ui.models.settings_codec import settings_from_data, settings_to_data
from ofc_desktop.ui.models.setup import TableSetup

log = logging.getLogger(__name__)


class Storage(QObject):
    """The program's files in one data folder (see ``persistence.paths``)."""

    notice = Signal(str)  # a sentence for the player: a file set aside, a failed write
    handStored = Signal()  # a finished hand went into the history

    def __init__(self, paths: DataPaths, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        self.notices: list[str] = []  # every notice so far, also those before connecting
        self._history: HistoryDatabase | None = None
        self._controller: TableController | None = None
        self._match: Match | None = None  # the match the ids below belong to
        self._match_id: str | None = None
        self._stored_hands = 0  # hands of that match already in the history
        self._failed: set[str] = set()  # what has been reported as failing
        self._resume_saved = False  # this run wrote the saved match

    # ----- notices -----------------------------------------------------------------------

    def _tell(self, text: str) -> None:
        log.warning("%s", text)
        self.notices.append(text)
        self.notice.emit(text)

    def _failure(self, what: str, error: Exception) -> None:
        """Report a failed write once; later failures of the same kind stay quiet."""
        if what in self._failed:
            return
        self._failed.add(what)
        self._tell(self.tr("Could not save {what}: {error}. The game goes on; "
                           "it will try again.").format(what=what,
                                                        error=str(error).rstrip(".")))

    def _succeeded(self, what: str) -> None:
        self._failed.discard(what)

    # ----- settings ----------------------------------------------------------------------

    def load_settings(self) -> tuple[AppSettings, TableSetup | None]:
        loaded = load_settings(self.paths.settings_file)
        settings, last_setup, problems = settings_from_data(loaded.data)
        for text in loaded.notices:
            self._tell(text)
        if problems:
            self._tell(self.tr("Some settings were not understood and are back to their "
                               "defaults: {problems}").format(problems=" ".join(problems)))
        return settings, last_setup

    def save_settings(self, settings: AppSettings, last_setup: TableSetup | None) -> bool:
        try:
            save_settings(self.paths.settings_file, settings_to_data(settings, last_setup))
        except StorageError as error:
            self._failure(self.tr("your settings"), error)
            return False
        self._succeeded(self.tr("your settings"))
        return True

    # ----- the hand history ---------------------------------------------------------------

    @property
    def history(self) -> HistoryDatabase:
        """The hand-history database, opened on first use (in memory if it cannot be)."""
        if self._history is None:
            try:
                ensure_dir(self.paths.data_dir)
            except StorageError as error:
                log.warning("cannot create the data folder: %s", error)  # open_history says
            self._history, problems = open_history(self.paths.history_db)
            for text in problems:
                self._tell(text)
        return self._history

    def close(self) -> None:
        if self._history is not None:
            self._history.close()
            self._history = None

    # ----- the match in progress -----------------------------------------------------------

    def load_resume(self) -> SavedMatch | None:
        loaded = load_resume(self.paths.resume_file)
        for text in loaded.notices:
            self._tell(text)
        return loaded.saved

    def resumed(self, saved: SavedMatch) -> None:
        """The controller now plays ``saved``: keep filing its hands under its id (a
        match the history lost is filed again from its first hand)."""
        assert self._controller is not None
        self._match = self._controller.match
        self._match_id, self._stored_hands = saved.match_id, 0
        try:
            self._stored_hands = len(self.history.match_hands(saved.match_id))
            if not self._stored_hands:
                self.history.delete_match(saved.match_id)
                self.history.add_match(saved.record["rules"], saved.record["seats"],
                                       match_id=saved.match_id)
        except HistoryDbError as error:
            self._failure(self.tr("the hand history"), error)

    def forget_resume(self) -> None:
        clear_resume(self.paths.resume_file)
        self._resume_saved = False

    def follow(self, controller: TableController) -> None:
        """Save after every confirmed street and file every finished hand."""
        self._controller = controller
        controller.checkpoint.connect(self._on_checkpoint)

    def _on_checkpoint(self, _hand_over: bool) -> None:
        controller = self._controller
        assert controller is not None
        match = controller.match
        if match is None or match.hand is None:
            return
        if match is not self._match:
            self._start_match(match, controller)
        # The match's record grows with every hand: build it at most once a checkpoint,
        # and only when a finished hand or a resumable table needs it.
        record: dict[str, Any] | None = None

        def match_record() -> dict[str, Any]:
            nonlocal record
            if record is None:
                record = controller.match_record() or {}
            return record

        self._file_hands(match, controller, match_record)
        self._save_progress(match, controller, match_record)

    def _start_match(self, match: Match, controller: TableController) -> None:
        self._match, self._match_id, self._stored_hands = match, None, 0
        infos = controller.seat_infos()
        try:
            self._match_id = self.history.add_match(
                match.rules.to_dict(), [infos[name].to_json() for name in match.starting_players])
        except HistoryDbError as error:
            self._failure(self.tr("the hand history"), error)

    def _file_hands(self, match: Match, controller: TableController,
                    match_record: Callable[[], dict[str, Any]]) -> None:
        """Store the hands finished since the last checkpoint, then the match's standings
        and outline (which change only when a hand finishes)."""
        finished = [hand for hand in match.hands if hand.is_over]
        if self._match_id is None or len(finished) <= self._stored_hands:
            return
        infos = controller.seat_infos()
        try:
            for hand in finished[self._stored_hands:]:
                record = hand_to_record(hand, [infos[n] for n in hand.players])
                # The dealt cards replay the hand; its seed would tell the undealt cards,
                # and a run of seeds the match's later decks.
                del record["seed"]
                self.history.add_hand(self._match_id, record)
                self._stored_hands += 1
            self.history.update_match(
                self._match_id, standings=match.settled_totals(), over=match.is_over,
                ended_at=datetime.now(UTC) if match.is_over else None,
                outline=match_outline(match_record(), len(finished)))
        except (HistoryDbError, OfcError) as error:
            self._failure(self.tr("the hand history"), error)
            return
        self._succeeded(self.tr("the hand history"))
        self.handStored.emit()

    def _save_progress(self, match: Match, controller: TableController,
                       match_record: Callable[[], dict[str, Any]]) -> None:
        if match.is_over or not controller.human_seats():
            # Nothing to come back to: a finished match, or a table of bots only.
            if self._resume_saved:
                self.forget_resume()
            return
        try:
            save_resume(self.paths.resume_file, match_record(), self._match_id or "unsaved")
        except StorageError as error:
            self._failure(self.tr("the match in progress"), error)
            return
        self._resume_saved = True
        self._succeeded(self.tr("the match in progress"))
