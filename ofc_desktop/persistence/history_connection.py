"""Opening the hand-history file, and writing to it in whole transactions.

Whatever is wrong with the file (another program's, a newer schema, damage, a full disk,
a read-only folder) is found at opening and comes out as :class:`HistoryDbError` with a
sentence for the player; nothing is written to a file that is not ours. The history of
matches and hands (:mod:`history_db`) and the drills (:mod:`drill_store`) each open their
own connection this way; WAL lets them share the file.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Self

from ofc_desktop.persistence import history_schema
from ofc_desktop.persistence.history_schema import (
    APPLICATION_ID,
    DamagedHistoryError,
    HistoryDbError,
    NewerHistoryError,
    check_file,
    check_pages,
    missing_schema,
    translate_error,
)

MEMORY = ":memory:"
# Files this process holds open, by real path, with how many connections each.
_open_here: Counter[str] = Counter()
_open_lock = threading.Lock()


class HistoryConnection:
    """An open hand-history file (or ``":memory:"``, kept for the session): checked,
    brought up to the latest schema, and written in whole transactions."""

    def __init__(self, path: str | Path) -> None:
        # Told of damage met by any read or write once the file is open, so that the
        # owner can act at once, whoever met it (see :meth:`_failed`).
        self.on_damage: Callable[[DamagedHistoryError], object] | None = None
        self._open(path)

    def _open(self, path: str | Path) -> None:
        self.path = None if str(path) == MEMORY else Path(path)
        self._where = "in memory" if self.path is None else str(self.path)
        self._depth = 0  # how many writes are open inside one transaction (see batch)
        self._key = None if self.path is None else os.path.realpath(self.path)
        with _open_lock:
            # Read outside SQLite only while no connection of this process holds the
            # file: closing any descriptor of it drops every lock the process holds on
            # it, and another program would then take the file for unused and fold its
            # journal away under the open connections. An open file was checked then.
            if self._key is not None and not _open_here[self._key]:
                check_file(Path(self._key))
            try:
                # isolation_level=None: transactions are begun and ended here, explicitly.
                self._db = sqlite3.connect(str(path), isolation_level=None)
            except sqlite3.Error as error:
                raise translate_error(error, "open", self._where) from error
            if self._key is not None:
                _open_here[self._key] += 1
        try:
            self._db.execute("PRAGMA busy_timeout = 5000")
            self._db.execute("PRAGMA foreign_keys = ON")
            self._refuse_foreign_files()  # before anything below writes to the file
            self._configure()
            self._migrate()
        except sqlite3.Error as error:
            self.close()
            raise translate_error(error, "open", self._where) from error
        except HistoryDbError:
            self.close()
            raise

    def _version(self) -> int:
        version: int = self._db.execute("PRAGMA user_version").fetchone()[0]
        return version

    def _refuse_foreign_files(self) -> None:
        """A newer schema, another program's file, a schema that lost its tables or a
        damaged file are found here, before anything writes to it (nor switches it to
        WAL): the caller sets such a file aside whole."""
        latest = len(history_schema.MIGRATIONS)
        version = self._version()
        application: int = self._db.execute("PRAGMA application_id").fetchone()[0]
        if application not in (0, APPLICATION_ID):
            raise DamagedHistoryError(
                f"The file {self._where} belongs to another program: it is not a hand history."
            )
        if version > latest:
            raise NewerHistoryError(
                f"The hand history {self._where} was written by a newer version of the game "
                f"(schema {version}; this version knows up to {latest})."
            )
        # Reading the schema also finds most damage now, not at the first query.
        tables = self._db.execute("SELECT count(*) FROM sqlite_schema").fetchone()[0]
        if version == 0 and tables:
            raise DamagedHistoryError(
                f"The file {self._where} holds other tables: it is not a hand history."
            )
        if version:
            missing = missing_schema(self._db, version)
            if missing is not None:
                raise DamagedHistoryError(f"The hand history {self._where} is damaged: {missing}.")
            if self.path is not None:
                self._check_pages()

    def _check_pages(self) -> None:
        """Damage anywhere in the file is found at opening, not when a later page is
        first written (quick_check reads every page, as fast as the disk allows)."""
        problems = [row[0] for row in self._db.execute("PRAGMA quick_check(3)")]
        if problems != ["ok"]:
            raise DamagedHistoryError(f"The hand history {self._where} is damaged ({problems[0]}).")

    def _configure(self) -> None:
        mode = self._db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if self.path is not None and mode != "wal":
            raise HistoryDbError(
                f"Could not open the hand history {self._where}: "
                "the file or its folder is read-only."
            )
        # WAL + NORMAL never corrupts the file; a power cut may lose the last hand or two.
        self._db.execute("PRAGMA synchronous = NORMAL")

    def _migrate(self) -> None:
        latest = len(history_schema.MIGRATIONS)
        with self._transaction():
            # Also when up to date: rewriting the version finds a read-only file now,
            # rather than when the first hand is saved.
            version = self._version()  # another program may have migrated meanwhile
            if version > latest:
                raise NewerHistoryError(
                    f"The hand history {self._where} was just upgraded "
                    "by a newer version of the game."
                )
            for migration in history_schema.MIGRATIONS[version:]:
                migration(self._db)
            # PRAGMA takes no parameters; both numbers are our own integers.
            self._db.execute(f"PRAGMA user_version = {latest}")
            self._db.execute(f"PRAGMA application_id = {APPLICATION_ID}")

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        # IMMEDIATE takes the write lock at once, so a busy file waits here, not mid-way.
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    @contextmanager
    def batch(self) -> Iterator[None]:
        """One transaction for every write made inside the block: all of them are kept
        when it ends, none if anything in it raises (a checkpoint, an import)."""
        with self._writing("save to"):
            yield

    @contextmanager
    def _writing(self, doing: str) -> Iterator[None]:
        if self._depth:  # inside a batch: its transaction commits or rolls back
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
            return
        self._depth = 1
        try:
            with self._transaction():
                yield
        except sqlite3.Error as error:
            raise self._failed(error, doing) from error
        finally:
            self._depth = 0

    def _failed(self, error: sqlite3.Error, doing: str) -> HistoryDbError:
        """The sentence for a failed read or write; damage is also told to ``on_damage``."""
        return self.damage_found(translate_error(error, doing, self._where))

    def damage_found(self, error: HistoryDbError) -> HistoryDbError:
        """Pass ``error`` on to ``on_damage`` when it is damage; returns it for raising."""
        if isinstance(error, DamagedHistoryError) and self.on_damage is not None:
            self.on_damage(error)
        return error

    def check_on_disk(self) -> None:
        """Read the file as it is on the disk now, through a connection of its own (this
        one may answer from pages it holds in memory): a file overwritten, cut short or
        replaced while the game runs raises DamagedHistoryError (also told to
        ``on_damage``). Costs about as much as reading the file once."""
        if self.path is None:
            return
        problem = check_pages(self.path)
        if problem is not None:
            raise self.damage_found(
                DamagedHistoryError(f"The hand history {self._where} is damaged ({problem}).")
            )

    def copy_to(self, target: Path) -> None:
        """Copy the whole file, as committed now, to ``target`` (a new file) with SQLite's
        online backup; the copy keeps a rollback journal, so it is one file."""
        try:
            copy = sqlite3.connect(str(target), isolation_level=None)
        except sqlite3.Error as error:
            raise translate_error(error, "back up", str(target)) from error
        try:
            self._db.backup(copy)
            copy.execute("PRAGMA journal_mode = DELETE")
        except sqlite3.Error as error:
            # Pages are copied as they are: damage shows when the copy is checked.
            raise translate_error(error, "write the backup", str(target)) from error
        finally:
            copy.close()

    def write_rows(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Run one write statement for each row, as one transaction (or inside a batch)."""
        if rows:
            with self._writing("save to"):
                self._db.executemany(sql, rows)

    def set_statement_hook(self, hook: Callable[[str], object] | None) -> None:
        """Call ``hook`` with each SQL statement just before SQLite runs it (the
        crash-point tests stop the program at each write boundary with it)."""
        self._db.set_trace_callback(hook)

    def fetch_all(self, sql: str, parameters: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Run a read-only query (for the statistics); errors become HistoryDbError."""
        try:
            return self._db.execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            raise self._failed(error, "read") from error

    def close(self) -> None:
        self._db.close()
        with _open_lock:
            if self._key is not None and _open_here[self._key]:
                _open_here[self._key] -= 1
                self._key = None  # a second close counts nothing

    def reopen(self, path: str | Path) -> None:
        """Close this connection and open ``path`` in its place, keeping the object that
        others hold (the file was set aside and a new one started at the same place).
        If ``path`` cannot be opened, the connection is kept in memory for the session
        and the error raised."""
        self.close()
        try:
            self._open(path)
        except HistoryDbError:
            self._open(MEMORY)
            raise

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
