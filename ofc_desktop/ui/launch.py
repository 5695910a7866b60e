"""Opens the window for a table set-up, and the two unattended modes: a self-test that
plays one whole hand with bots in every seat, and a screenshot of a table mid-hand.

One running window holds a data folder (see ``instance_guard``); a second start on the
same folder offers to bring that window forward and exits. The unattended modes use a
scratch folder, removed afterwards, unless a folder is named: never the player's own.
"""

from __future__ import annotations

import contextlib
import json
import logging
import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDir,
    QTimer,
    QtMsgType,
    QTranslator,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from ofc_desktop.bots import fantasyland_cache
from ofc_desktop.persistence.atomic import remove_leftover_temporaries
from ofc_desktop.persistence.paths import (
    DataPaths,
    check_data_folder,
    data_paths,
    named_folder,
    unusable_folder_notice,
)
from ofc_desktop.persistence.resume_file import SavedMatch
from ofc_desktop.resources import resource_path
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.dialogs.error_dialog import report_errors
from ofc_desktop.ui.dialogs.welcome_dialog import welcome_first_start, welcome_waits
from ofc_desktop.ui.i18n import install_translator, locale_of
from ofc_desktop.ui.instance_guard import InstanceGuard
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.history_models import variant_label
from ofc_desktop.ui.models.options import LANGUAGES
from ofc_desktop.ui.models.setup import SeatSpec, TableSetup
from ofc_desktop.ui.models.snapshot import TableSnapshot
from ofc_desktop.ui.storage import Storage

SELF_TEST_SECONDS = 180
# No one can see a window on these: a second start brings the first forward unasked.
HEADLESS_PLATFORMS = frozenset({"offscreen", "minimal"})
_qt_problems: list[str] = []
log = logging.getLogger(__name__)


# Qt Multimedia reports some of the sound stack's troubles without a category.
_SOUND_STACK_PREFIXES = (
    "PulseAudioService:",
    "QSoundEffect",
    "QAudioSink",
    "ALSA",
    "No QtMultimedia backends found",
)


def qt_message_is_a_problem(kind: QtMsgType, context: object, message: str = "") -> bool:
    """A Qt warning or worse about the game itself. The machine's sound stack (PipeWire,
    PulseAudio, no audio device, VA-API probing) is not the game's to test: a desktop
    without it still plays, silently, so its warnings are never problems."""
    category = str(getattr(context, "category", "") or "")
    if category.startswith("qt.multimedia") or message.startswith(_SOUND_STACK_PREFIXES):
        return False
    return kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)


def _collect_qt_messages(kind: QtMsgType, context: object, message: str) -> None:
    if qt_message_is_a_problem(kind, context, message):
        _qt_problems.append(message)
    print(message, file=sys.stderr)


def _application() -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("OFC Desktop")
    app.setDesktopFileName(
        "io.github.ofc_desktop.ofc_desktop"
    )  # lets Wayland docks match the menu entry
    app.setWindowIcon(QIcon(str(resource_path("icons", "ofc-desktop.svg"))))
    return app


def run(
    make_setup: Callable[[], TableSetup],
    *,
    self_test: bool = False,
    screenshot: str | None = None,
    data_dir: Path | None = None,
    table_given: bool = True,
) -> int:
    """Open the window on the table ``make_setup`` makes once the player's language is
    installed (or, when the command line named no table, on the saved match or the last
    table played), keeping files in ``data_dir``."""
    app = _application()
    mode = _Mode(self_test, screenshot or None, table_given)
    if mode.unattended and named_folder(data_dir) is None:
        # A self-test or a screenshot must not file its hands among the player's own.
        try:
            scratch = _scratch_folder()
        except OSError as error:
            print(f"ofc-desktop: no temporary folder to play in: {error}", file=sys.stderr)
            return 2
        with scratch as scratch_name:
            return _run_in(app, make_setup, DataPaths.portable(Path(scratch_name)), mode)
    return _run_in(app, make_setup, data_paths(data_dir), mode)


@dataclass(frozen=True)
class _Mode:
    """What this start does: play, self-test or screenshot; and whether the command line
    described the table (else the last one played is dealt)."""

    self_test: bool
    screenshot: str | None
    table_given: bool

    @property
    def unattended(self) -> bool:
        return self.self_test or self.screenshot is not None


def _scratch_folder() -> tempfile.TemporaryDirectory[str]:
    return tempfile.TemporaryDirectory(prefix="ofc-desktop-", ignore_cleanup_errors=True)


def _run_in(
    app: QApplication, make_setup: Callable[[], TableSetup], paths: DataPaths, mode: _Mode
) -> int:
    """Hold the data folder before anything in it is read or written, then play there;
    in a folder that cannot be held, play in a scratch folder after saying so once. The
    language comes first: every word the player reads is made after it."""
    install_language(app, paths)
    setup = make_setup()
    guard = InstanceGuard(paths.data_dir)
    problem = check_data_folder(paths)
    if problem is None:
        if not guard.acquire():
            if mode.unattended:
                print(
                    f"ofc-desktop: the game is already open on the folder {paths.data_dir}; "
                    "close it, or choose another folder with --data-dir.",
                    file=sys.stderr,
                )
                return 2
            headless = QGuiApplication.platformName() in HEADLESS_PLATFORMS
            return answer_second_start(guard, ask=not headless)
        if guard.problem is not None:
            problem = unusable_folder_notice(paths.data_dir, guard.problem)
    try:
        if problem is None:
            # Only the holder may clear them: a running window's write looks the same.
            for held in dict.fromkeys((paths.config_dir, paths.data_dir)):
                remove_leftover_temporaries(held)
            return _open(app, setup, paths, [], mode, guard)
        log.warning("%s", problem)
        try:
            scratch = _scratch_folder()
        except OSError:
            return _open(app, setup, paths, [problem], mode, guard)  # it says the rest
        with scratch as scratch_name:
            stand_in = DataPaths.portable(Path(scratch_name))
            _copy_settings(paths, stand_in)
            return _open(app, setup, stand_in, [problem], mode, guard)
    finally:
        guard.release()


def install_language(app: QCoreApplication, paths: DataPaths) -> QTranslator | None:
    """Install the translation of the language chosen in Settings (the system's by
    default); None when the window stays in English."""
    return install_translator(app, locale_of(saved_language(paths.settings_file)))


def saved_language(settings_file: Path) -> str:
    """The language chosen in Settings (one of ``LANGUAGES``; "system" when none is),
    only read: the start-up reads the file properly, and reports any damage, once it
    holds the folder, but the first words the player may read come before that."""
    try:
        document = json.loads(settings_file.read_bytes().decode("utf-8-sig"))
    except (OSError, ValueError, RecursionError):
        return "system"
    options = document.get("options") if isinstance(document, dict) else None
    language = options.get("language") if isinstance(options, dict) else None
    return language if isinstance(language, str) and language in LANGUAGES else "system"


def _copy_settings(source: DataPaths, target: DataPaths) -> None:
    """The player's look and rules still apply when their folder cannot be written."""
    with contextlib.suppress(OSError):  # none, or unreadable: the defaults it is
        shutil.copyfile(source.settings_file, target.settings_file)


def answer_second_start(guard: InstanceGuard, *, ask: bool) -> int:
    """Another window holds the folder: offer to bring it forward (``ask``; else just
    do it), say what happened on stderr, and return the exit status (0 unless the open
    window did not answer)."""
    folder = guard.data_dir
    said = f"ofc-desktop: the game is already open on the folder {folder}"
    if ask and not _offer_to_show(folder):
        print(f"{said}; this start leaves it as it is.", file=sys.stderr)
        return 0
    if guard.ask_running_to_show():
        print(f"{said}; the open window was brought to the front.", file=sys.stderr)
        return 0
    print(f"{said}; the open window did not answer.", file=sys.stderr)
    if ask:
        title = QCoreApplication.translate("Launch", "OFC Desktop is already open")
        text = QCoreApplication.translate(
            "Launch",
            "The window open on the folder {folder} did not answer. Look for it on "
            "your screen or on another desktop, or wait a moment and start the "
            "game again.",
        )
        QMessageBox.warning(None, title, text.format(folder=QDir.toNativeSeparators(str(folder))))
    return 1


def _offer_to_show(folder: Path) -> bool:
    title = QCoreApplication.translate("Launch", "OFC Desktop is already open")
    text = QCoreApplication.translate(
        "Launch", "OFC Desktop is already open on this folder:\n{folder}"
    )
    box = QMessageBox(
        QMessageBox.Icon.Information,
        title,
        text.format(folder=QDir.toNativeSeparators(str(folder))),
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "Launch",
            "One window at a time keeps its games in a folder, so this one does not "
            "open. Bring the open window to the front?",
        )
    )
    show = box.addButton(
        QCoreApplication.translate("Launch", "Show the open window"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    box.addButton(QCoreApplication.translate("Launch", "Close"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(show)
    box.exec()
    return box.clickedButton() is show


def _open(
    app: QApplication,
    setup: TableSetup,
    paths: DataPaths,
    notices: list[str],
    mode: _Mode,
    guard: InstanceGuard,
) -> int:
    storage = Storage(paths)
    try:
        if mode.screenshot is not None:
            return _screenshot(app, setup, mode.screenshot, storage)
        if mode.self_test:
            return _self_test(app, setup, storage, notices)
        return _play(app, setup, mode.table_given, storage, notices, guard)
    finally:
        storage.close()


def _play(
    app: QApplication,
    setup: TableSetup,
    table_given: bool,
    storage: Storage,
    notices: list[str],
    guard: InstanceGuard,
) -> int:
    """The window for the player: the saved match if they resume it, else ``setup`` or,
    when the command line described no table, the last one played."""
    # The bots' Fantasyland prices are kept between starts (a new table need not wait).
    fantasyland_cache.set_folder(storage.paths.data_dir / "cache")
    window = MainWindow(storage=storage)
    report_errors(window, storage.paths.data_dir)  # the log, and a dialog for errors
    guard.showRequested.connect(lambda: _bring_forward(window))
    window.show_on_screen()
    for text in notices:
        window.show_notice(text)
    saved = storage.load_resume()
    if saved is not None and _wants_to_resume(window, saved):
        window.resume(saved)
        if window.controller.human_seats():
            welcome_first_start(window)  # the first start asks whether the player is new
        else:
            welcome_waits(window)
    else:
        if saved is not None:
            storage.forget_resume()
        last = window.last_setup
        # The last table again, with new cards: its deals come back only when asked for.
        table = setup if table_given or last is None else replace(last, seed=None)
        people = any(seat.is_human for seat in table.seats)
        if not people:
            welcome_waits(window)  # bots alone: nobody to ask yet
        if not (people and welcome_first_start(window)):  # a newcomer gets the guided hand
            window.start(table)
    notices = [*notices, *storage.notices]
    if notices:  # every notice of the start in one message, SQLite's words in its details
        box = QMessageBox(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("Launch", "Your files"),
            "\n\n".join(notices),
            QMessageBox.StandardButton.Ok,
            window,
        )
        if storage.details:
            box.setDetailedText("\n".join(storage.details))
        QTimer.singleShot(0, window, box.exec)
    try:
        return int(app.exec())
    finally:
        fantasyland_cache.set_folder(None)  # the folder belongs to this window's run


def _bring_forward(window: MainWindow) -> None:
    window.bring_to_front()
    print(
        "ofc-desktop: another start on this folder brought this window to the front.",
        file=sys.stderr,
        flush=True,
    )


def _wants_to_resume(window: MainWindow, saved: SavedMatch) -> bool:
    match = saved.match
    hand = match.hand
    where = (
        QCoreApplication.translate("Launch", "hand {number}").format(number=hand.hand_number)
        if hand
        else ""
    )
    answer = QMessageBox.question(
        window,
        QCoreApplication.translate("Launch", "Resume the match?"),
        QCoreApplication.translate(
            "Launch",
            "A {variant} match with {players} was not finished ({where}, scores {scores})."
            " Carry on where it stopped?",
        ).format(
            variant=variant_label(match.rules.variant.value),
            players=", ".join(match.players),
            where=where,
            scores=", ".join(
                f"{name} {total:+d}" for name, total in match.settled_totals().items()
            ),
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def _self_test(app: QApplication, setup: TableSetup, storage: Storage, notices: list[str]) -> int:
    """One hand, bots in every seat, through the controller, the scene and the view,
    with the files read and written in the data folder (a scratch one unless named)."""
    qInstallMessageHandler(_collect_qt_messages)
    previous_hook = sys.excepthook
    errors: list[str] = []

    def record(kind: type[BaseException], error: BaseException, trace: object) -> None:
        errors.append(f"{kind.__name__}: {error}")  # raised inside a Qt slot
        previous_hook(kind, error, trace)  # type: ignore[arg-type]

    sys.excepthook = record
    bots = tuple(
        spec if not spec.is_human else SeatSpec(spec.name, "bot", "medium") for spec in setup.seats
    )
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    window = MainWindow(controller, storage)
    window.fit_to_screen()
    window.show()
    storage.load_resume()  # a damaged saved match is set aside like any other file
    failures: list[str] = []
    scored: list[object] = []
    controller.handScored.connect(lambda settlement: scored.append(settlement))
    controller.handScored.connect(lambda _s: QTimer.singleShot(300, app.quit))
    QTimer.singleShot(SELF_TEST_SECONDS * 1000, app.quit)
    window.start(replace(setup, seats=bots))
    app.exec()
    snapshot = controller.snapshot
    if not scored:
        failures.append(f"the hand did not finish within {SELF_TEST_SECONDS} s")
    else:
        failures.extend(_check_finished_table(window, snapshot))
        failures.extend(_check_history_views(window))
    failures.extend(f"Qt reported: {problem}" for problem in _qt_problems)
    failures.extend(f"an error escaped: {error}" for error in errors)
    sys.excepthook = previous_hook
    controller.shut_down()
    window.close()
    failures.extend(_check_files(storage))
    for text in [*notices, *storage.notices]:
        print(f"self-test notice: {text}", file=sys.stderr)
    if failures:
        for failure in failures:
            print(f"self-test FAILED: {failure}", file=sys.stderr)
        return 1
    totals = ", ".join(f"{name} {total:+d}" for name, total in snapshot.result)
    print(f"self-test passed: one {snapshot.title.split(' — ')[0]} hand, {totals}")
    return 0


def _check_history_views(window: MainWindow) -> list[str]:
    """The hand history and the statistics open on the hand just played (this also
    proves a packaged build carries the chart module)."""
    failures = []
    browser = window.show_history()
    if browser is None or browser.hands_model.rowCount() < 1:
        failures.append("the hand history does not list the hand")
    page = window.show_statistics()
    if page is None or page.model.rowCount() < 1:
        failures.append("the statistics page shows no player")
    for shown in (browser, page):
        if shown is not None:
            shown.close()
    return failures


def _check_files(storage: Storage) -> list[str]:
    """The settings and the finished hand reached the data folder."""
    failures = []
    if not storage.paths.settings_file.is_file():
        failures.append(f"the settings were not written to {storage.paths.settings_file}")
    if not storage.history.count_hands():
        failures.append(f"the hand was not filed in {storage.paths.history_db}")
    storage.close()
    return failures


def _check_finished_table(window: MainWindow, snapshot: TableSnapshot) -> list[str]:
    failures = []
    if not snapshot.hand_over:
        failures.append("the snapshot does not show the hand as over")
    if sum(total for _, total in snapshot.result) != 0:
        failures.append("the hand's totals do not add up to zero")
    for seat in snapshot.seats:
        cards = [card for row in seat.rows for card in row.cards]
        if len(cards) != 13 and not seat.surrendered:
            failures.append(f"{seat.name}'s board shows {len(cards)} cards, not 13")
        missing = [card for card in cards if card not in window.scene.cards]
        if missing:
            failures.append(f"the scene does not draw {seat.name}'s {missing[0]}")
    return failures


def _screenshot(app: QApplication, setup: TableSetup, path: str, storage: Storage) -> int:
    """Play until the viewer's third street (or a few moves without a human), then save."""
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    window = MainWindow(controller, storage)
    window.scene.animation_ms = 0
    window.resize(1600, 1000)
    window.show()
    moves = [0]

    def advance(snapshot: TableSnapshot) -> None:
        if snapshot.curtain:
            QTimer.singleShot(0, controller.accept_handover)
            return
        if snapshot.targets:
            street_cards = len(snapshot.held) + len(snapshot.street_discards)
            placed = sum(len(row.cards) for row in snapshot.seats[snapshot.viewer].rows)
            if street_cards >= 13 or placed >= 7 or (placed >= 5 and street_cards >= 4):
                window.scene.select(snapshot.held[0] if snapshot.held else None)
                QTimer.singleShot(100, app.quit)
                return
            QTimer.singleShot(0, lambda: controller.play_for_me(confirm=True))
        elif not controller.human_seats():
            moves[0] += 1
            if moves[0] > 2 * len(snapshot.seats) + 2:
                QTimer.singleShot(100, app.quit)

    controller.snapshotChanged.connect(advance)
    QTimer.singleShot(120_000, app.quit)
    window.start(setup)
    app.exec()
    controller.snapshotChanged.disconnect(advance)
    saved = window.grab().save(path)
    controller.shut_down()
    if not saved:
        print(f"ofc-desktop: could not write {path}", file=sys.stderr)
        return 2
    print(f"saved {path}")
    return 0
