"""Storage: keeps the player's settings, the match in progress and every finished hand
on disk, following the table controller. Each checkpoint is one transaction of the
hand-history database (the finished hands, the match's standings and the state to
resume), so no crash leaves them disagreeing. A write that fails is tried again at the
next checkpoint and on closing, reported once: the game itself always goes on.

Damage met by any connection to the history, or found by the check after each hand,
sets the file aside at once and starts a new one with everything still readable of it
and of its backups (one is made after each finished match and every few hands); the
match being played is written again whole from the game. Hands a full disk kept out at
closing are saved in the room kept in reserve, or in a file elsewhere brought back at
the next start."""

from __future__ import annotations

import logging
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import SeatInfo, hand_to_record, hands_export
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_outline
from ofc_desktop.persistence.atomic import DISK_FULL, StorageError, disk_is_full, ensure_dir
from ofc_desktop.persistence.history_copies import (
    HANDS_BETWEEN_BACKUPS,
    backup_files,
    make_backup,
    usable_backups,
)
from ofc_desktop.persistence.history_db import (
    DamagedHistoryError,
    HistoryDatabase,
    HistoryDbError,
)
from ofc_desktop.persistence.history_open import Opened, open_salvaging, start_afresh
from ofc_desktop.persistence.paths import DataPaths
from ofc_desktop.persistence.resume_file import (
    SavedMatch,
    load_progress,
    migrate_resume_file,
)
from ofc_desktop.persistence.settings_file import load_settings, save_settings
from ofc_desktop.persistence.space_reserve import free_reserve, keep_reserve
from ofc_desktop.persistence.unsaved_match import (
    bring_back,
    keep_unsaved,
    unsaved_document,
    unsaved_places,
)
from ofc_desktop.ui import store_words
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
    damaged = Signal(str, str)  # damage met while playing: what was kept (paragraphs), details
    handStored = Signal()  # a finished hand went into the history

    def __init__(self, paths: DataPaths, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        self.notices: list[str] = []  # every notice so far, also those before connecting
        self.details: list[str] = []  # SQLite's own words about damage, for the log
        self.unsaved_hands: dict[str, Any] | None = None  # hands no place could take
        self._history: HistoryDatabase | None = None
        self._controller: TableController | None = None
        self._match: Match | None = None  # the match the fields below belong to
        self._match_id: str | None = None
        self._match_stored = False  # its row is in the database
        self._stored_hands = 0  # its hands in the database (as of the last commit)
        self._started: datetime | None = None  # when it was first stored
        self._hand_times: dict[int, datetime] = {}  # when each of its hands was stored
        self._unsaved = False  # a checkpoint not yet written
        self._resumable = False  # at the last checkpoint: a person is playing it on
        self._failed: dict[str, str] = {}  # what has been reported as failing, and why
        self._sharers: list[DrillStore] = []  # other connections to the history file
        self._damage: DamagedHistoryError | None = None  # met, not yet dealt with
        self._hands_since_backup = 0
        self._backup_due = False  # no backup yet, or the file was started afresh

    def share_history(self, store: DrillStore) -> None:
        """``store`` has its own connection to the history file: damage it meets is
        dealt with as the history's own; when the file is set aside it is closed first
        (a file held open cannot be moved everywhere) and then follows the history to
        the new file, so nothing more goes to the old."""
        store.on_damage = self._damage_met
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
        self._failed[what] = str(error)
        self._tell(
            self.tr("Could not save {what}: {error}. The game goes on; it will try again.").format(
                what=what, error=str(error).rstrip(".")
            )
        )

    def _succeeded(self, what: str) -> None:
        self._failed.pop(what, None)

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
        """The hand-history database, opened on first use (a damaged file salvaged into
        a new one; in memory if it cannot be written)."""
        if self._history is None:
            try:
                ensure_dir(self.paths.data_dir)
            except StorageError as error:
                log.warning("cannot create the data folder: %s", error)  # opening says
            opened = open_salvaging(self.paths.history_db, self._backups())
            self._history = opened.database
            self._history.on_damage = self._damage_met
            self._opened(opened, in_session=False)
            if self._history.path is not None:
                keep_reserve(self.paths.data_dir)
                self._backup_due = not backup_files(self.paths.data_dir)[0].exists()
        return self._history

    def _backups(self) -> list[Path]:
        return usable_backups(self.paths.data_dir)

    def _opened(self, opened: Opened, in_session: bool, from_memory: int = 0) -> list[str]:
        """Tell what opening or starting afresh found (as one notice); its paragraphs."""
        words = store_words.opened_words(opened, in_session, from_memory)
        if not words:
            return words
        details = [text for text in (opened.damage, opened.problem) if text]
        if opened.salvaged is not None:
            details += opened.salvaged.problems
        for text in details:
            log.warning("hand history: %s", text)
        self.details += details
        self._tell(" ".join(words))
        return words

    def close(self) -> str | None:
        """Write what is still unsaved and close the database; the sentence to show the
        player if something could not be saved after all."""
        problem = None
        if self._history is not None:
            if self._unsaved and self._controller is not None and not self._write():
                problem = self._keep_unsaved()
            if (
                self._match_stored
                and not self._resumable
                and self._match is not None
                and not self._match.is_over
            ):
                self._give_up_match()  # a table of bots only: nothing to come back to
            if self._hands_since_backup and not self._unsaved:
                self._backup()
            self._history.close()
            self._history = None
        return problem

    # ----- damage --------------------------------------------------------------------------

    def _damage_met(self, error: DamagedHistoryError) -> None:
        """Any connection met damage: dealt with as soon as the call that met it is over."""
        if self._damage is None:
            self._damage = error
            QTimer.singleShot(0, self, self._deal_with_damage)

    def _deal_with_damage(self) -> None:
        damage, history = self._damage, self._history
        if damage is not None and history is not None and history.path is not None:
            self._recover(damage)

    def _running(self) -> bool:
        """A match of the controller's is in memory to be written again whole."""
        controller = self._controller
        return (
            controller is not None
            and self._match is not None
            and self._match_id is not None
            and controller.match is self._match
            and self._match.hand is not None
        )

    def _recover(self, damage: DamagedHistoryError) -> bool:
        """Set the damaged file aside, start a new one with all that can still be read
        of it and its backups, write the match being played into it whole, and tell the
        player what was kept. Whether the match was written."""
        history = self._history
        assert history is not None
        for store in self._sharers:
            store.close()
        running = self._running()
        opened = start_afresh(
            self.paths.history_db,
            history,
            self._backups(),
            damage,
            leave_out=self._match_id if running else None,
        )
        report = opened.salvaged
        if report is not None and running:
            self._hand_times = {**report.left_out_times, **self._hand_times}
            self._started = self._started or report.left_out_started
        self._match_stored, self._stored_hands = False, 0
        written = self._write(fresh_file=True) if running else True
        for store in self._sharers:
            try:
                store.reopen(history)
            except HistoryDbError as error:  # then it is kept in memory for the session
                log.warning("the drills stay in memory: %s", error)
        self._backup_due = True
        from_memory = self._stored_hands if written else 0
        words = self._opened(opened, in_session=True, from_memory=from_memory)
        self._damage = None  # what the new file met while being filled is no news
        if words:
            self.damaged.emit("\n\n".join(words), "\n".join(self.details[-20:]))
        return written

    def _look_after(self, match_over: bool) -> None:
        """A quiet moment (a hand was just stored): is the file on the disk still whole,
        and is a backup due?"""
        history = self._history
        if history is None or history.path is None:
            return
        try:
            history.check_on_disk()
        except DamagedHistoryError as error:
            self._recover(error)
            return
        if match_over or self._backup_due or self._hands_since_backup >= HANDS_BETWEEN_BACKUPS:
            self._backup()

    def _backup(self) -> None:
        history = self._history
        if history is None or history.path is None:
            return
        try:
            made = make_backup(history, self.paths.data_dir)
        except DamagedHistoryError as error:
            self._recover(error)
            return
        except (StorageError, HistoryDbError) as error:
            log.warning("no backup of the hand history this time: %s", error)
            return
        log.info("backed up the hand history: %d bytes in %.3f s", made.size, made.seconds)
        self._hands_since_backup, self._backup_due = 0, False

    # ----- the match in progress -----------------------------------------------------------

    def load_resume(self) -> SavedMatch | None:
        """The match to resume, if any; hands a full disk kept out last time and an
        older version's saved file are moved into the database first, and matches
        nobody can come back to are marked abandoned."""
        try:
            self._bring_back()
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

    def _bring_back(self) -> None:
        """Hands kept elsewhere when the disk was full go into the history now."""
        if self.history.path is None:
            return  # they would be lost with the session: they wait for a disk
        brought, notices = bring_back(unsaved_places(self.paths), self.history)
        for text in notices:
            self._tell(text)
        count = sum(each.hands for each in brought)
        if count:
            self._tell(store_words.brought_back_words(count))

    def resumed(self, saved: SavedMatch) -> None:
        """The controller now plays ``saved``: keep filing its hands under its id."""
        assert self._controller is not None
        self._match = self._controller.match
        self._match_id, self._match_stored = saved.match_id, True
        # Its finished hands were stored in the same transaction as the state resumed.
        self._stored_hands = sum(hand.is_over for hand in saved.match.hands)
        self._resumable, self._unsaved = True, False
        try:
            self._started = self.history.get_match(saved.match_id).started_at
            rows = self.history.match_hands(saved.match_id)
            self._hand_times = {row.hand_number: row.played_at for row in rows}
        except HistoryDbError as error:
            log.warning("the times of the resumed match are not known: %s", error)

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
            self._started, self._hand_times = None, {}
        self._resumable = not match.is_over and bool(controller.human_seats())
        self._unsaved = True
        stored = self._stored_hands
        if self._write() and (self._stored_hands > stored or match.is_over):
            self._look_after(match.is_over)

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
        now = datetime.now(UTC)
        # A hand stored before (in a file since set aside) keeps its time, and so its key.
        times = [self._hand_times.get(hand.hand_number, now) for hand in new_hands]
        database = self.history
        try:
            with database.batch():
                if not self._match_stored:
                    database.abandon_matches()  # the match played before is left
                    database.add_match(
                        match.rules.to_dict(),
                        [infos[name].to_json() for name in match.starting_players],
                        started_at=self._started or now,
                        match_id=match_id,
                        status="playing",
                    )
                if new_hands:
                    database.add_hands(
                        match_id, [self._hand_record(hand, infos) for hand in new_hands], times
                    )
                if new_hands or match.is_over:
                    assert record is not None
                    database.update_match(
                        match_id,
                        standings=match.settled_totals(),
                        over=match.is_over,
                        status="finished" if match.is_over else "playing",
                        ended_at=now if match.is_over else None,
                        outline=match_outline(record, len(finished)),
                    )
                if self._resumable and record is not None:
                    database.save_progress(match_id, record)
                else:
                    database.clear_progress()
        except DamagedHistoryError as error:
            if fresh_file or database.path is None:  # not a file that can be set aside
                self._failure(self.tr("the match in progress"), error)
                return False
            return self._recover(error)
        except (HistoryDbError, OfcError) as error:
            self._failure(self.tr("the match in progress"), error)
            return False
        self._started = self._started or now
        for hand, when in zip(new_hands, times, strict=True):
            self._hand_times[hand.hand_number] = when
        self._match_stored, self._stored_hands, self._unsaved = True, len(finished), False
        self._hands_since_backup += len(new_hands)
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

    # ----- a disk still full at closing ------------------------------------------------------

    def _keep_unsaved(self) -> str | None:
        """The last write at closing failed: use the room kept in reserve, else keep the
        match in a file where one can still be written (brought back at the next start),
        else hold its new hands for the player to save elsewhere. The sentence for the
        player, if any."""
        controller, match = self._controller, self._match
        assert controller is not None and match is not None and self._match_id is not None
        finished = [hand for hand in match.hands if hand.is_over]
        at_stake = finished[self._stored_hands :]
        reason = self._failed.get(self.tr("the match in progress"), DISK_FULL)
        if disk_is_full(self.paths.data_dir) and free_reserve(self.paths.data_dir):
            self._failed.clear()
            if self._write():
                return store_words.reserve_words(len(at_stake)) if at_stake else None
        record = controller.match_record() if match.hand is not None else None
        if record is None:
            return None
        now = datetime.now(UTC)
        document = unsaved_document(
            self._match_id,
            record,
            self._started or now,
            {hand.hand_number: self._hand_times.get(hand.hand_number, now) for hand in finished},
            self._resumable,
        )
        place = keep_unsaved(unsaved_places(self.paths), document)
        if place is not None:
            return store_words.kept_elsewhere_words(len(at_stake), str(place)) if at_stake else None
        if not at_stake:
            return store_words.match_state_words(reason)
        from ofc_desktop.persistence.exchange import public_hands  # only on this rare path

        infos = controller.seat_infos()
        records = [self._hand_record(hand, infos) for hand in at_stake]
        self.unsaved_hands = hands_export(public_hands(records, None, [now] * len(records)))
        return store_words.not_saved_words(len(at_stake), reason)
