"""Where the position lab is opened from: the table (Game → Position lab…), a replay
("Analyse from here") and a graded decision of the hand analysis ("Analyse this street
in the lab").

Only the viewer's own PlayerView is ever used, which hides every other seat's private
cards. At a shared screen a lab opened on a player's view shows that player's hand, so
it closes as soon as the screen is to pass on (the curtain comes down, or a new hand).
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from ofc_desktop.bots.analysis import played_streets
from ofc_desktop.core.history import replay_records
from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.view import PlayerView, view_for
from ofc_desktop.persistence.position_library import library_path
from ofc_desktop.ui.lab.lab_window import LabWindow
from ofc_desktop.ui.models.snapshot import TableSnapshot
from ofc_desktop.ui.storage import Storage

if TYPE_CHECKING:
    from ofc_desktop.ui.main_window import MainWindow
    from ofc_desktop.ui.panels.hand_analysis import HandAnalysisPanel
    from ofc_desktop.ui.panels.replay_window import ReplayWindow


def open_lab(
    parent: QWidget, rules: RuleSet, view: PlayerView | None, library: Path | None = None
) -> LabWindow:
    """A new lab window, set up from ``view`` when there is one (else empty)."""
    position = None
    if view is not None:
        try:
            position = LabPosition.from_view(view)
        except ValueError:
            position = None  # a view the lab cannot hold: start empty rather than fail
    rules = rules if position is None else position.rules
    lab = LabWindow(rules, position, library, parent)
    lab.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    lab.show()
    lab.activateWindow()
    return lab


def library_for(widget: QWidget) -> Path | None:
    """The library of positions of the data folder that ``widget``'s window keeps its
    files in (None when it keeps none): a lab opened from a replay or a review saves
    there, under that folder's lock, like one opened from the table."""
    current: QWidget | None = widget
    while current is not None:
        storage = getattr(current, "storage", None)
        if isinstance(storage, Storage):
            return library_path(storage.paths)
        current = current.parentWidget()
    return None


def table_view(window: MainWindow) -> PlayerView | None:
    """The viewer's own view of the hand in play; None with no hand in play, or while
    the curtain is down (the screen is being passed on)."""
    controller = window.controller
    hand = controller.hand
    if hand is None or hand.is_over or controller.curtain_for is not None:
        return None
    if controller.snapshot.curtain:
        return None
    return view_for(hand, controller.viewer)


def lab_from_table(window: MainWindow) -> LabWindow:
    """Game → Position lab…: the viewer's position now, else an empty one under the
    table's rules (the next match's when no match is on)."""
    controller = window.controller
    snapshot = controller.snapshot
    rules = snapshot.rules if snapshot.seats else window.settings.rules
    view = table_view(window)
    lab = open_lab(window, rules, view, library_for(window))
    if view is not None and controller.is_hot_seat():

        def curtain(snapshot: TableSnapshot) -> None:
            if snapshot.curtain or snapshot.viewer != view.seat:
                lab.close()

        def forget(_: object = None) -> None:
            with contextlib.suppress(RuntimeError):  # the table may be gone first
                controller.snapshotChanged.disconnect(curtain)

        controller.snapshotChanged.connect(curtain)
        lab.destroyed.connect(forget)
    return lab


# ----- from a replay -----------------------------------------------------------------------


def replay_view(replay: ReplayWindow) -> PlayerView | None:
    """The reviewed seat's view at the replay's step: the start of the street it plays
    next from there (its last street once the hand is over for it), rebuilt as the hand
    analysis rebuilds it. None for a replay that is nobody's own view."""
    seat = replay.viewer
    if seat is None:
        return None
    hand = replay_records(replay.public_record)[0]
    streets = played_streets(hand, seat)
    for view, _played in streets:
        if replay.step_before_street(seat, view.street) >= replay.step:
            return view
    return streets[-1][0] if streets else None


def analyse_from_here_button(replay: ReplayWindow) -> QPushButton:
    """The replay's "Analyse from here" button."""
    button = QPushButton(QCoreApplication.translate("ReplayWindow", "Analyse from here"))
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the arrow keys step the replay
    if replay.viewer is None:
        button.setEnabled(False)
        button.setToolTip(
            QCoreApplication.translate(
                "ReplayWindow", "This replay is nobody's own view: there is no hand to analyse"
            )
        )
    else:
        button.setToolTip(
            QCoreApplication.translate(
                "ReplayWindow", "Open this street in the position lab, as you saw it"
            )
        )
    button.clicked.connect(lambda: lab_from_replay(replay))
    return button


def lab_from_replay(replay: ReplayWindow) -> LabWindow | None:
    view = replay_view(replay)
    if view is None:
        return None
    # The replay's child: it closes with it.
    return open_lab(replay, view.rules, view, library_for(replay))


# ----- from a graded decision of the hand analysis ------------------------------------------


def decision_lab_button(panel: HandAnalysisPanel) -> QPushButton:
    """The hand analysis's "Analyse this street in the lab" button: it opens the lab on
    the street of the decision shown, as the reviewed player saw it (enabled once a
    decision is shown)."""
    button = QPushButton(
        QCoreApplication.translate("HandAnalysisPanel", "Analyse this street in the lab")
    )
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the arrow keys step the replay
    button.setToolTip(
        QCoreApplication.translate(
            "HandAnalysisPanel",
            "Open the chosen decision's street in the position lab, as you saw it: every "
            "play, its figures, and what if",
        )
    )
    button.setEnabled(False)
    button.clicked.connect(lambda: lab_from_decision(panel))
    return button


def lab_from_decision(panel: HandAnalysisPanel) -> LabWindow | None:
    """The lab on the shown decision's view: the reviewed seat's own, nobody else's."""
    review, index = panel.review_result, panel.shown_decision
    if review is None or not 0 <= index < len(review.decisions):
        return None
    view = review.decisions[index].view
    # The replay's child: it closes with it.
    return open_lab(panel.replay, view.rules, view, library_for(panel.replay))
