"""Storage: keeps the player's settings, the match in progress and every finished hand
on disk, following the table controller. Each checkpoint is one transaction of the
hand-history database (the finished hands, the match's standings and the state to
resume), so no crash leaves them disagreeing. A damaged file is set aside with a notice,
and a write that fails is tried again at the next checkpoint and on closing, reported
once: the game itself always goes on."""

from __future__ import annotations

import logging
import uuid
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import SeatInfo, hand_to_record
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_outline
from ofc_desktop.persistence.atomic import StorageError, ensure_dir
from ofc_desktop.persistence.history_db import (
    DamagedHistoryError,
    HistoryDatabase,
    HistoryDbError,
)
from ofc_desktop.persistence.history_open import move_aside, open_history
from ofc_desktop.persistence.paths import DataPaths
from ofc_desktop.persistence.resume_file import (
    SavedMatch,
    load_progress,
    migrate_resume_file,
)
from ofc_desktop.persistence.settings_file import load_settings, save_settings
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.models.options import AppSettings
from ofc_desktop.ui.models.settings_codec import settings_from_data, settings_to_data
from ofc_desktop.ui.models.setup import TableSetup

if TYPE_CHECKING:  # the drills load the analysis, which the window opens later
    from ofc_desktop.persistence.drill_store import DrillStore

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
        self._match: Match | None = None  # the match the fields below belong to
        self._match_id: str | None = None
        self._match_stored = False  # its row is in the database
        self._stored_hands = 0  # its hands in the database (as of the last commit)
        self._unsaved = False  # a checkpoint not yet written
        self._resumable = False  # at the last checkpoint: a person is playing it on
        self._failed: set[str] = set()  # what has been reported as failing
        self._sharers: list[DrillStore] = []  # other connections to the history file

    def share_history(self, store: DrillStore) -> None:
        """``store`` has its own connection to the history file: when the file is set
        aside it is closed first (a file held open cannot be moved everywhere) and
        then follows the history to the new file, so nothing more goes to the old."""
        self._sharers.append(store)

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
        self._tell(
            self.tr("Could not save {what}: {error}. The game goes on; it will try again.").format(
                what=what, error=str(error).rstrip(".")
            )
        )

    def _succeeded(self, what: str) -> None:
        self._failed.discard(what)

    # ----- settings ----------------------------------------------------------------------

    def load_settings(self) -> tuple[AppSettings, TableSetup | None]:
        loaded = load_settings(self.paths.settings_file)
        settings, last_setup, problems = settings_from_data(loaded.data)
        for text in loaded.notices:
            self._tell(text)
        if problems:
            self._tell(
                self.tr(
                    "Some settings were not understood and are back to their defaults: {problems}"
                ).format(problems=" ".join(problems))
            )
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

    def close(self) -> str | None:
        """Write what is still unsaved and close the database; the sentence to show the
        player if something could not be saved after all."""
        problem = None
        if self._history is not None:
            if self._unsaved and self._controller is not None and not self._write():
                problem = self.tr("The last changes to your match could not be saved.")
            if (
                self._match_stored
                and not self._resumable
                and self._match is not None
                and not self._match.is_over
            ):
                self._give_up_match()  # a table of bots only: nothing to come back to
            self._history.close()
            self._history = None
        return problem

    # ----- the match in progress -----------------------------------------------------------

    def load_resume(self) -> SavedMatch | None:
        """The match to resume, if any; an older version's saved file is moved into the
        database first, and matches nobody can come back to are marked abandoned."""
        try:
            for text in migrate_resume_file(self.paths.resume_file, self.history):
                self._tell(text)
            loaded = load_progress(self.history)
            for text in loaded.notices:
                self._tell(text)
            keep = loaded.saved.match_id if loaded.saved is not None else None
            self.history.abandon_matches(keep=keep)
        except HistoryDbError as error:
            self._failure(self.tr("the match in progress"), error)
            return None
        return loaded.saved

    def resumed(self, saved: SavedMatch) -> None:
        """The controller now plays ``saved``: keep filing its hands under its id."""
        assert self._controller is not None
        self._match = self._controller.match
        self._match_id, self._match_stored = saved.match_id, True
        # Its finished hands were stored in the same transaction as the state resumed.
        self._stored_hands = sum(hand.is_over for hand in saved.match.hands)
        self._resumable, self._unsaved = True, False

    def forget_resume(self) -> None:
        """The player gave up the saved match: it is abandoned, nothing is left to resume."""
        self._resumable = False
        self._give_up_match(saved=True)

    def _give_up_match(self, saved: bool = False) -> None:
        """Mark the match being played (or the saved one) abandoned; nothing to resume."""
        try:
            match_id = self.history.progress_match_id() if saved else self._match_id
            with self.history.batch():
                if match_id is not None:
                    self.history.update_match(match_id, status="abandoned")
                self.history.clear_progress()
        except HistoryDbError as error:
            self._failure(self.tr("the match in progress"), error)

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
        if match is not self._match:  # a new match: stored with its first checkpoint
            self._match, self._match_id = match, uuid.uuid4().hex
            self._match_stored, self._stored_hands = False, 0
        self._resumable = not match.is_over and bool(controller.human_seats())
        self._unsaved = True
        self._write()

    def _write(self, fresh_file: bool = False) -> bool:
        """One transaction: the match (when new), the hands finished since the last
        write, its standings, and the state to resume (or none). Nothing is counted as
        stored until it commits, so a failed write is written whole the next time."""
        controller, match, match_id = self._controller, self._match, self._match_id
        assert controller is not None and match is not None and match_id is not None
        finished = [hand for hand in match.hands if hand.is_over]
        new_hands = finished[self._stored_hands :]
        record = controller.match_record() if match.hand is not None else None
        infos = controller.seat_infos()
        database = self.history
        try:
            with database.batch():
                if not self._match_stored:
                    database.abandon_matches()  # the match played before is left
                    database.add_match(
                        match.rules.to_dict(),
                        [infos[name].to_json() for name in match.starting_players],
                        match_id=match_id,
                        status="playing",
                    )
                if new_hands:
                    database.add_hands(
                        match_id, [self._hand_record(hand, infos) for hand in new_hands]
                    )
                if new_hands or match.is_over:
                    assert record is not None
                    database.update_match(
                        match_id,
                        standings=match.settled_totals(),
                        over=match.is_over,
                        status="finished" if match.is_over else "playing",
                        ended_at=datetime.now(UTC) if match.is_over else None,
                        outline=match_outline(record, len(finished)),
                    )
                if self._resumable and record is not None:
                    database.save_progress(match_id, record)
                else:
                    database.clear_progress()
        except DamagedHistoryError as error:
            if fresh_file:  # damaged again at once: not the file, so report it
                self._failure(self.tr("the match in progress"), error)
                return False
            return self._start_again(error)
        except (HistoryDbError, OfcError) as error:
            self._failure(self.tr("the match in progress"), error)
            return False
        self._match_stored, self._stored_hands, self._unsaved = True, len(finished), False
        self._succeeded(self.tr("the match in progress"))
        if new_hands:
            self.handStored.emit()
        return True

    @staticmethod
    def _hand_record(hand: Hand, infos: dict[str, SeatInfo]) -> dict[str, Any]:
        record = hand_to_record(hand, [infos[name] for name in hand.players])
        # The dealt cards replay the hand; its seed would tell the undealt cards, and a
        # run of seeds the match's later decks.
        del record["seed"]
        return record

    def _start_again(self, damage: DamagedHistoryError) -> bool:
        """Damage met while writing: the file is set aside whole, a new one started,
        and the match so far written into it."""
        assert self._history is not None
        self._history.close()
        self._history = None
        for store in self._sharers:
            store.close()
        path = self.paths.history_db
        try:
            kept = move_aside(path)
        except (HistoryDbError, StorageError) as error:
            self._history = HistoryDatabase(":memory:")
            self._tell(
                self.tr(
                    "{damage} It could not be set aside ({error}); the hands of "
                    "this session will not be kept after the game closes."
                ).format(damage=damage, error=error)
            )
        else:
            self._tell(
                self.tr(
                    "{damage}. It was kept as {kept} and a new hand history was "
                    "started with the match in progress."
                ).format(damage=str(damage).rstrip("."), kept=kept.name)
            )
        self._match_stored, self._stored_hands = False, 0
        written = self._write(fresh_file=True)
        for store in self._sharers:
            try:
                store.reopen(self.history)
            except HistoryDbError as error:  # then it is kept in memory for the session
                log.warning("the drills stay in memory: %s", error)
        return written
