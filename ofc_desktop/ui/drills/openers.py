"""The drills from the table: the grader of finished hands, the drills' store shared
by the grader, the drills window, the coach report and the statistics, Game → Drills…
and Game → Coach report….

Privacy at a shared screen: the drills and the coach report show only the player at the
screen's own, and close as soon as the screen is to pass on (the curtain comes down, or
the viewer changes), as the position lab does.
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDbError
from ofc_desktop.persistence.position_library import library_path
from ofc_desktop.ui.drills.grader import HandGrader
from ofc_desktop.ui.models.setup import lone_player_name
from ofc_desktop.ui.models.snapshot import TableSnapshot

if TYPE_CHECKING:
    from ofc_desktop.ui.drills.drill_window import DrillWindow
    from ofc_desktop.ui.main_window import MainWindow
    from ofc_desktop.ui.panels.coach_page import CoachPage

log = logging.getLogger(__name__)


def attach_grader(window: MainWindow) -> HandGrader | None:
    """A grader of the window's finished hands, switched by the ``grade_hands`` option
    (None without storage, or when the history cannot hold drills)."""
    storage = window.storage
    if storage is None:
        return None
    try:
        store = DrillStore(storage.history)
    except HistoryDbError as error:
        log.warning("drills are not available: %s", error)
        return None
    storage.share_history(store)
    controller = window.controller

    def idle() -> bool:
        hand = controller.hand
        return hand is None or hand.is_over

    grader = HandGrader(lambda: storage.history, store, idle, window)
    grader.set_enabled(window.options.grade_hands)
    storage.handStored.connect(grader.hand_stored)
    grader.catch_up(5_000)  # older hands once the window has settled
    controller.handScored.connect(lambda _settlement: grader.catch_up())
    return grader


def screen_player(window: MainWindow) -> str | None:
    """Whose drills may be shown: the one person at the table, or at a shared screen
    the player whose turn it is to look (None while the curtain is down)."""
    controller = window.controller
    humans = controller.human_seats()
    if len(humans) > 1:
        if controller.curtain_for is not None or controller.snapshot.curtain:
            return None
        viewer = controller.viewer
        return controller.seats[viewer].name if viewer in humans else None
    if humans:
        return controller.seats[humans[0]].name
    setup = window.last_setup  # no match: the last table's player, if one sat alone
    people = [seat.name for seat in setup.seats if seat.is_human] if setup is not None else []
    return people[0] if len(people) == 1 else lone_player_name()


def _closes_at_handover(window: MainWindow, page: QWidget) -> None:
    """At a shared screen, ``page`` (one player's own) closes when the screen passes on."""
    controller = window.controller
    if not controller.is_hot_seat():
        return
    seat = controller.viewer

    def curtain(snapshot: TableSnapshot) -> None:
        if snapshot.curtain or snapshot.viewer != seat:
            page.close()

    def forget(_: object = None) -> None:
        with contextlib.suppress(RuntimeError):  # the table may be gone first
            controller.snapshotChanged.disconnect(curtain)

    controller.snapshotChanged.connect(curtain)
    page.destroyed.connect(forget)


def coach_from_table(window: MainWindow) -> CoachPage | None:
    """Game → Coach report…: the report of the player at the screen, their own only."""
    grader = window.grader
    player = screen_player(window)
    if grader is None or player is None:
        return None
    from ofc_desktop.ui.panels.coach_page import CoachPage

    storage = window.storage
    library = library_path(storage.paths) if storage is not None else None
    page = CoachPage(grader.store, player, window, library=library)
    page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def practise(theme: str) -> None:
        drills = drills_from_table(window)
        if drills is not None:
            drills.set_theme(theme)

    page.practiseRequested.connect(practise)
    _closes_at_handover(window, page)
    page.show()
    page.activateWindow()
    return page


def drills_from_table(window: MainWindow) -> DrillWindow | None:
    """Game → Drills…: the drills of the player at the screen."""
    grader = window.grader
    player = screen_player(window)
    if grader is None or player is None:
        return None
    from ofc_desktop.ui.drills.drill_window import DrillWindow

    controller = window.controller
    snapshot = controller.snapshot
    rules = snapshot.rules if snapshot.seats else window.settings.rules
    storage = window.storage
    library = library_path(storage.paths) if storage is not None else None
    drills = DrillWindow(grader.store, player, rules, window, library=library)
    drills.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _closes_at_handover(window, drills)
    drills.show()
    drills.activateWindow()
    return drills
