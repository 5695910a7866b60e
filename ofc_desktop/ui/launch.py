"""Opens the window for a table set-up, and the two unattended modes: a self-test that
plays one whole hand with bots in every seat, and a screenshot of a table mid-hand."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from ofc_desktop.persistence.paths import data_paths
from ofc_desktop.persistence.resume_file import SavedMatch
from ofc_desktop.resources import resource_path
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.i18n import install_translator
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.setup import SeatSpec, TableSetup
from ofc_desktop.ui.models.snapshot import TableSnapshot
from ofc_desktop.ui.storage import Storage

SELF_TEST_SECONDS = 180
_qt_problems: list[str] = []


def _collect_qt_messages(kind: QtMsgType, _context: object, message: str) -> None:
    if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
        _qt_problems.append(message)
    print(message, file=sys.stderr)


def _application() -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("OFC Desktop")
    app.setDesktopFileName("ofc-desktop")  # lets Wayland docks match the menu entry
    app.setWindowIcon(QIcon(str(resource_path("icons", "ofc-desktop.svg"))))
    install_translator(app)
    return app


def run(setup: TableSetup, *, self_test: bool = False, screenshot: str | None = None,
        data_dir: Path | None = None, table_given: bool = True) -> int:
    """Open the window on ``setup`` (or, when the command line named no table, on the
    saved match or the last table played), keeping files in ``data_dir``."""
    app = _application()
    if screenshot:
        return _screenshot(app, setup, screenshot)
    storage = Storage(data_paths(data_dir))
    if self_test:
        return _self_test(app, setup, storage)
    window = MainWindow(storage=storage)
    window.fit_to_screen()
    window.show()
    saved = storage.load_resume()
    if saved is not None and _wants_to_resume(window, saved):
        window.resume(saved)
    else:
        if saved is not None:
            storage.forget_resume()
        window.start(setup if table_given or window.last_setup is None else window.last_setup)
    if storage.notices:  # every notice of the start in one message
        text = "\n\n".join(storage.notices)
        QTimer.singleShot(0, window, lambda: QMessageBox.information(
            window, window.tr("Your files"), text))
    return int(app.exec())


def _wants_to_resume(window: MainWindow, saved: SavedMatch) -> bool:
    match = saved.match
    hand = match.hand
    where = window.tr("hand {number}").format(number=hand.hand_number) if hand else ""
    answer = QMessageBox.question(
        window, window.tr("Resume the match?"),
        window.tr("A {variant} match with {players} was not finished ({where}, scores {scores})."
                  " Carry on where it stopped?").format(
            variant=match.rules.variant.value.capitalize(), players=", ".join(match.players),
            where=where, scores=", ".join(f"{name} {total:+d}" for name, total
                                          in match.settled_totals().items())),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def _self_test(app: QApplication, setup: TableSetup, storage: Storage) -> int:
    """One hand, bots in every seat, through the controller, the scene and the view,
    with the player's files read and written in the data folder."""
    qInstallMessageHandler(_collect_qt_messages)
    previous_hook = sys.excepthook
    errors: list[str] = []

    def record(kind: type[BaseException], error: BaseException, trace: object) -> None:
        errors.append(f"{kind.__name__}: {error}")  # raised inside a Qt slot
        previous_hook(kind, error, trace)  # type: ignore[arg-type]

    sys.excepthook = record
    bots = tuple(spec if not spec.is_human else SeatSpec(spec.name, "bot", "medium")
                 for spec in setup.seats)
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
    for text in storage.notices:
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
        if len(cards) != 13 and seat.status != "Surrendered":
            failures.append(f"{seat.name}'s board shows {len(cards)} cards, not 13")
        missing = [card for card in cards if card not in window.scene.cards]
        if missing:
            failures.append(f"the scene does not draw {seat.name}'s {missing[0]}")
    return failures


def _screenshot(app: QApplication, setup: TableSetup, path: str) -> int:
    """Play until the viewer's third street (or a few moves without a human), then save."""
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    window = MainWindow(controller)
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
            QTimer.singleShot(0, controller.play_for_me)
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
