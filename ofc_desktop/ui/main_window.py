"""The main window: assembles the table view, the side panel and the menus. It never
touches the match or the hand: it draws the controller's snapshots and forwards what
the player asks for."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeyEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QWidget,
)

from ofc_desktop.core.errors import OfcError
from ofc_desktop.ui import screen_fit
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.focus import keep_table_focus
from ofc_desktop.ui.keys import keys_help
from ofc_desktop.ui.live_help import LiveHelp
from ofc_desktop.ui.main_menus import build_menus, show_options
from ofc_desktop.ui.models.options import AppSettings, TableOptions
from ofc_desktop.ui.models.setup import TableSetup
from ofc_desktop.ui.models.snapshot import TableSnapshot
from ofc_desktop.ui.models.words import sentence
from ofc_desktop.ui.panels.analysis_opener import AnalysisOpener
from ofc_desktop.ui.panels.review_overlay import ReviewOverlay, table_with_review
from ofc_desktop.ui.panels.table_review import attach_table_review
from ofc_desktop.ui.side_panel import SidePanel
from ofc_desktop.ui.sound import SoundBoard
from ofc_desktop.ui.storage import Storage
from ofc_desktop.ui.table.annotations import TableAnnotations
from ofc_desktop.ui.table.card_art import CardArt
from ofc_desktop.ui.table.scene import TableScene
from ofc_desktop.ui.table_view import TableView
from ofc_desktop.ui.theme import SYSTEM, follow_colour_scheme, theme_named

if TYPE_CHECKING:  # loaded when first opened, so that the table shows sooner
    from ofc_desktop.persistence.resume_file import SavedMatch
    from ofc_desktop.ui.dialogs.rules_help import RulesHelpDialog
    from ofc_desktop.ui.drills.drill_window import DrillWindow
    from ofc_desktop.ui.drills.grader import HandGrader
    from ofc_desktop.ui.lab.lab_window import LabWindow
    from ofc_desktop.ui.panels.coach_page import CoachPage
    from ofc_desktop.ui.panels.history_browser import HistoryBrowser
    from ofc_desktop.ui.panels.replay_window import ReplayWindow
    from ofc_desktop.ui.panels.statistics_page import StatisticsPage
    from ofc_desktop.ui.tutorial import GuidedHand


class MainWindow(QMainWindow):
    """The table, the controls and the menus."""

    # The menus' actions, made by main_menus.build_menus.
    new_action: QAction
    next_action: QAction
    settings_action: QAction
    history_action: QAction
    statistics_action: QAction
    lab_action: QAction
    drills_action: QAction
    coach_action: QAction
    quit_action: QAction
    review_action: QAction
    table_review_action: QAction
    dark_action: QAction
    placement_group: QActionGroup
    four_colour_action: QAction
    animate_action: QAction
    mute_action: QAction
    help_action: QAction
    rules_action: QAction
    tutorial_action: QAction
    about_action: QAction
    about_qt_action: QAction
    panel_switch_action: QAction

    def __init__(
        self, controller: TableController | None = None, storage: Storage | None = None
    ) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("OFC Desktop — Open-Face Chinese Poker"))
        self.controller = controller or TableController(self)
        self.art = CardArt(self.devicePixelRatioF() or 1.0)
        self.scene = TableScene(self.art, self)
        self.view = TableView(self.scene)
        self.view.setAccessibleName(self.tr("Card table"))
        self.view.setAccessibleDescription(
            self.tr("No match yet: start one from the Game menu (Ctrl+N).")
        )
        self.panel = SidePanel()
        self.ask_before_abandoning = True
        self.storage = storage
        self.history_browser: HistoryBrowser | None = None
        self.grader: HandGrader | None = None
        self.settings = AppSettings()
        self.last_setup: TableSetup | None = None
        if storage is not None:
            self.settings, self.last_setup = storage.load_settings()
            storage.follow(self.controller)
            storage.notice.connect(self.show_notice)
            storage.damaged.connect(self._store_damaged)
            storage.handStored.connect(self._hand_stored)
        self.options = self.settings.options
        self.scene.apply_options(self.options)
        self.sound = SoundBoard(self)
        self.sound.set_volume(self.options.sound_volume, self.options.muted)
        self._apply_widget_theme()
        follow_colour_scheme(self._colour_scheme_changed)
        # Docked under the table (see below): while it is open the table shrinks to the
        # upper part of the area, so every board stays in sight beside the review.
        self.review_overlay = ReviewOverlay(self.view)
        self.review = self.review_overlay.panel
        self.view.resized.connect(self.review_overlay.fit)
        # The same review as marks on the cards, stepped from a bar over the table.
        self.annotations, self.table_review, self.review_bar = attach_table_review(
            self.view, self.scene, self
        )
        self.review_overlay.onTableRequested.connect(self.review_on_table)
        # Live help: hints, foul odds and row prospects, worked out off the GUI thread.
        self.live_help = LiveHelp(self.controller, TableAnnotations(self.scene, self.art), self)
        self.panel.sections.addWidget(self.live_help.panel)
        self.live_help.apply_options(self.options)
        self.controller.set_thinking_time(self.options.thinking_time)
        self.review_overlay.rulesRequested.connect(self.show_rules)
        self.review_overlay.analysisRequested.connect(self.analyse_hand)
        self.analyses = AnalysisOpener(self)
        self.table_review.rulesRequested.connect(self.show_rules)
        self.tutorial: GuidedHand | None = None
        self._reviewed: object = None  # the settlement the review shows
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.addWidget(table_with_review(self.view, self.review_overlay), stretch=1)
        # On a short screen the panel scrolls rather than squeezing its texts.
        self.panel_area = QScrollArea()
        self.panel_area.setWidget(self.panel)
        self.panel_area.setWidgetResizable(True)
        self.panel_area.setFrameShape(QFrame.Shape.NoFrame)
        self.panel_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panel_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to its buttons
        layout.addWidget(self.panel_area)
        self.setCentralWidget(central)
        self.setMinimumSize(960, 600)
        build_menus(self)
        self._connect()
        # Finished hands are graded for drills in the background; set up once the
        # table shows, since it loads the analysis.
        self._grader_timer = QTimer(self)
        self._grader_timer.setSingleShot(True)
        self._grader_timer.timeout.connect(self._start_grader)
        if storage is not None:
            self._grader_timer.start(0)

    # ----- assembly ----------------------------------------------------------------------

    def show_rules(self, section: str | None = None) -> RulesHelpDialog:
        """The rules help for the match being played (else the next match's rules)."""
        snapshot = self.controller.snapshot
        rules = snapshot.rules if snapshot.seats else self.settings.rules
        from ofc_desktop.ui.dialogs.rules_help import open_rules_help

        return open_rules_help(self, rules, section)

    def start_tutorial(self) -> GuidedHand | None:
        if not self._may_abandon():
            return None
        from ofc_desktop.ui.tutorial import start_guided_hand

        self.tutorial = start_guided_hand(self)
        return self.tutorial

    def keys_help(self) -> str:
        return keys_help(self)

    def _connect(self) -> None:
        controller, scene, panel = self.controller, self.scene, self.panel
        controller.snapshotChanged.connect(self.show_snapshot)
        # The engine's reasons are fragments ("that row is full"): shown as sentences.
        controller.rejected.connect(lambda reason: panel.show_message(sentence(reason)))
        controller.botTrouble.connect(lambda text: panel.show_message(sentence(text)))
        controller.messagesCleared.connect(panel.clear_message)
        controller.handStarted.connect(lambda _number: panel.clear_message())
        controller.handStarted.connect(lambda _number: self.review_overlay.hide())
        # Through self.sound at call time, so the board can be swapped (tests, no device).
        controller.cardsDealt.connect(
            lambda seat, count: self.sound.on_cards_dealt(seat, count, controller.viewer)
        )
        controller.cardMoved.connect(lambda _card, target: self.sound.on_card_moved(target))
        controller.handScored.connect(
            lambda settlement: self.sound.on_hand_scored(settlement, controller.snapshot)
        )
        scene.placeRequested.connect(controller.place)
        scene.discardRequested.connect(controller.discard)
        scene.takeBackRequested.connect(controller.take_back)
        scene.confirmRequested.connect(self.confirm_street)
        scene.undoRequested.connect(controller.undo)
        scene.handoverAccepted.connect(controller.accept_handover)
        panel.confirm_button.clicked.connect(self.confirm_street)
        panel.undo_button.clicked.connect(controller.undo)
        panel.play_button.clicked.connect(
            lambda: controller.play_for_me(confirm=self.options.play_for_me_confirms)
        )
        panel.arrange_button.clicked.connect(controller.arrange_for_me)
        panel.sort_rank_button.clicked.connect(lambda: controller.set_sort_order("rank"))
        panel.sort_suit_button.clicked.connect(lambda: controller.set_sort_order("suit"))
        panel.natural_button.clicked.connect(controller.declare_natural)
        panel.surrenderRequested.connect(controller.surrender)  # asked first
        panel.next_button.clicked.connect(controller.next_hand)
        # The keys go on working the table after any button and at every new hand.
        self._focus_style = keep_table_focus(self.view, panel)
        controller.handStarted.connect(lambda _number: self.view.setFocus())
        self.review_overlay.visibilityChanged.connect(self._review_shown)

    # ----- what the player asks for ------------------------------------------------------------

    def set_options(self, options: TableOptions) -> None:
        """The table options, effective at once."""
        if options == self.options:
            return
        new_theme = options.theme != self.options.theme
        self.options = options
        self.settings = replace(self.settings, options=options)
        self.save_settings()
        self.scene.apply_options(options)
        self.live_help.apply_options(options)
        self.controller.set_thinking_time(options.thinking_time)
        self.sound.set_volume(options.sound_volume, options.muted)
        if self.grader is not None:
            self.grader.set_enabled(options.grade_hands)
        if new_theme:
            self._apply_widget_theme()
        show_options(self)

    def _apply_widget_theme(self) -> None:
        """The widgets' palette for the table's theme, application-wide so that dialogs
        match; the light theme gives the system's own palette back."""
        theme = theme_named(self.options.theme)
        QApplication.setPalette(theme.widget_palette())
        self.panel.apply_theme(theme)

    def _colour_scheme_changed(self, _scheme: object) -> None:
        if self.options.theme == SYSTEM:  # the desktop switched between light and dark
            self.scene.apply_theme(theme_named(SYSTEM))
            self._apply_widget_theme()
            show_options(self)

    def confirm_street(self) -> bool:
        """Confirm, first asking (when the player wants it) before a board that must foul."""
        snapshot = self.controller.snapshot
        if snapshot.can_confirm and snapshot.certain_foul and self.options.confirm_certain_foul:
            answer = QMessageBox.question(
                self,
                self.tr("This board will foul"),
                self.tr(
                    "Whatever cards come, this board will foul: a row already beats "
                    "the row below it. Confirm the street anyway?"
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        return self.controller.confirm()

    def edit_settings(self) -> bool:
        """The settings dialog: rules for the next match, table options, presets."""
        snapshot = self.controller.snapshot
        playing = snapshot.rules if snapshot.seats and not snapshot.match_over else None
        from ofc_desktop.ui.dialogs.settings_dialog import SettingsDialog

        edited = SettingsDialog.edit(self, self.settings, playing)
        if edited is None:
            return False
        self.settings = edited
        self.set_options(edited.options)
        self.save_settings()
        return True

    def viewer_name(self) -> str | None:
        """Whose discards the history may show: the lone human's (nobody's at a shared
        screen, where anyone could be looking)."""
        humans = self.controller.human_seats()
        if len(humans) != 1:
            return None
        return self.controller.seats[humans[0]].name

    def show_history(self) -> HistoryBrowser | None:
        if self.storage is None:
            return None
        viewer = self.viewer_name()
        if self.history_browser is not None and self.history_browser.viewer_name != viewer:
            self.history_browser.close()  # it was opened for another table's player
            self.history_browser.deleteLater()
            self.history_browser = None
        if self.history_browser is None:
            from ofc_desktop.ui.panels.history_browser import HistoryBrowser

            self.history_browser = HistoryBrowser(self.storage.history, viewer, self.options, self)
        else:
            self.history_browser.refresh()
        self.history_browser.show()
        self.history_browser.activateWindow()
        return self.history_browser

    def analysis_players(self) -> list[str]:
        return self.analyses.players()

    def analyse_hand(self, which: str = "play", player: str = "") -> ReplayWindow | None:
        """The last finished hand's analysis for ``player`` ("set" or "play")."""
        return self.analyses.open(which, player)

    def _hand_stored(self) -> None:
        if self.history_browser is not None and self.history_browser.isVisible():
            self.history_browser.refresh()

    def show_statistics(self) -> StatisticsPage | None:
        if self.storage is None:
            return None
        from ofc_desktop.ui.panels.statistics_page import StatisticsPage

        self._start_grader()  # its store holds the trainer rating
        drills = self.grader.store if self.grader is not None else None
        page = StatisticsPage(
            self.storage.history,
            self.viewer_name(),
            self,
            drills=drills,
            coach=self.open_coach_report,
        )
        page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        page.show()
        return page

    def open_position_lab(self) -> LabWindow:
        """The position lab, on the viewer's own position when a hand is in play."""
        from ofc_desktop.ui.lab.openers import lab_from_table

        return lab_from_table(self)

    def _start_grader(self) -> None:
        if self.grader is None and self.storage is not None:
            from ofc_desktop.ui.drills.openers import attach_grader

            self.grader = attach_grader(self)

    def open_coach_report(self) -> CoachPage | None:
        """Game → Coach report…: where the player at the screen loses points."""
        self._start_grader()
        from ofc_desktop.ui.drills.openers import coach_from_table

        page = coach_from_table(self)
        if page is None and self.storage is not None:
            self.show_notice(
                self.tr("The coach report opens for the player at the screen: pass it first.")
            )
        return page

    def open_drills(self) -> DrillWindow | None:
        """Game → Drills…: the player at the screen's mistakes, and puzzles."""
        self._start_grader()
        from ofc_desktop.ui.drills.openers import drills_from_table

        drills = drills_from_table(self)
        if drills is None and self.storage is not None:
            self.show_notice(self.tr("Drills open for the player at the screen: pass it first."))
        return drills

    def save_settings(self) -> None:
        if self.storage is not None:
            self.storage.save_settings(self.settings, self.last_setup)

    def show_notice(self, text: str) -> None:
        """Something the player should know about the program's files."""
        self.statusBar().showMessage(text)

    def _store_damaged(self, text: str, details: str) -> None:
        from ofc_desktop.ui.dialogs.store_dialogs import show_damage_report

        show_damage_report(self, text, details)

    def new_match_from_dialog(self) -> bool:
        """The new-match dialog; it asks before a running match is given up, and a No
        leaves the dialog open with the player's choices."""
        from ofc_desktop.ui.dialogs.new_match_dialog import NewMatchDialog

        setup = NewMatchDialog.ask(self, self.settings, self.last_setup, self._may_abandon)
        return setup is not None and self.start(setup, ask=False)

    def start(self, setup: TableSetup, ask: bool = True) -> bool:
        """Start a match, after asking (unless ``ask`` is off because the player was
        just asked) before a running one is thrown away."""
        try:
            setup.check()
        except OfcError as error:
            QMessageBox.warning(self, self.tr("This table cannot be played"), sentence(str(error)))
            return False
        if ask and not self._may_abandon():
            return False
        try:
            self.controller.new_match(setup)
        except OfcError as error:
            QMessageBox.warning(self, self.tr("This table cannot be played"), sentence(str(error)))
            return False
        # With the seed the match was dealt from, so "Same deals as the last match" can
        # deal it again; a new match is dealt afresh unless that is asked for.
        match = self.controller.match
        self.last_setup = replace(setup, seed=match.seed) if match is not None else setup
        self.save_settings()
        self.panel.message.clear()
        self.view.setFocus()
        return True

    def resume(self, saved: SavedMatch) -> bool:
        """Carry on a saved match where it stopped."""
        try:
            self.controller.resume(saved.record)
        except OfcError as error:
            QMessageBox.warning(self, self.tr("This match cannot be resumed"), sentence(str(error)))
            return False
        if self.storage is not None:
            self.storage.resumed(saved)
        self.view.setFocus()
        return True

    def _may_abandon(self) -> bool:
        snapshot = self.controller.snapshot
        running = (
            bool(snapshot.seats) and not snapshot.match_over and bool(self.controller.human_seats())
        )
        if not running or not self.ask_before_abandoning:
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Leave this match?"),
            self.tr("A match is in progress. Start a new one and give this one up?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _review_shown(self, shown: bool) -> None:
        if not shown:  # closed (✕, Esc, F9): the keys are the table's again
            self.view.setFocus()

    def review_on_table(self) -> bool:
        """Show the last hand's scoring as marks on the table (the panel steps aside)."""
        if not self.table_review.start(self.controller.snapshot, all_at_once=False):
            self.table_review_action.setChecked(False)
            return False
        self.review_overlay.hide()
        self.review_bar.show()
        self.review_bar.fit()
        self.table_review_action.setChecked(True)
        return True

    def show_snapshot(self, snapshot: TableSnapshot) -> None:
        if (
            self.table_review.active
            and snapshot.settlement is not self.table_review.snapshot.settlement
        ):
            self.review_bar.close_review()  # a new hand: the marks belong to the last one
        self.scene.show_snapshot(snapshot)
        if self.table_review.active and snapshot.viewer != self.table_review.snapshot.viewer:
            self.table_review.start(snapshot, all_at_once=False)  # the seats moved round
        self.panel.show_snapshot(snapshot)
        self._review(snapshot)
        self.next_action.setEnabled(snapshot.can_next_hand)
        self.view.setAccessibleDescription(self.describe_table(snapshot))

    def describe_table(self, snapshot: TableSnapshot) -> str:
        """The table in a sentence or two for screen readers: the hand, whose turn it
        is, and what the viewer is asked to do (the engine's own words)."""
        if not snapshot.seats:
            return self.tr("No match yet: start one from the Game menu (Ctrl+N).")
        parts = [snapshot.title] if snapshot.title else []
        acting = [seat for seat in snapshot.seats if seat.acting]
        if snapshot.match_over:
            parts.append(self.tr("The match is over."))
        elif snapshot.hand_over:
            parts.append(self.tr("The hand is over."))
        elif any(seat.is_viewer for seat in acting) and snapshot.targets:
            parts.append(self.tr("Your turn."))
        elif acting:
            parts.append(
                self.tr("Waiting for {names}.").format(
                    names=", ".join(seat.name for seat in acting)
                )
            )
        if snapshot.prompt:
            parts.append(snapshot.prompt)
        return " ".join(parts)

    def _review(self, snapshot: TableSnapshot) -> None:
        """Open the score review on every newly scored hand; keep the standings current."""
        settlement = snapshot.settlement
        if settlement is None or settlement is self._reviewed:
            return
        self._reviewed = settlement
        players = [seat.name for seat in snapshot.seats]
        self.review.show_settlement(
            settlement, players, snapshot.rules, dict(snapshot.declarations)
        )
        self.review.show_standings(snapshot.hand_results, snapshot.starting_total)
        self.review_overlay.show_rules_links(
            foul=any(result.evaluation.fouled for result in settlement.players)
        )
        players = self.analysis_players()
        self.review_overlay.offer_analysis(bool(players), players)
        self.review_overlay.show()

    # ----- the window ------------------------------------------------------------------------

    def fit_to_screen(self) -> None:
        """Open as large as is comfortable, never larger than the available screen."""
        available = screen_fit.available_room(self)
        room_w, room_h = self._fit_minimum()
        self.resize(QSize(min(1600, int(room_w * 0.96)), min(1000, int(room_h * 0.96))))
        frame = self.frameGeometry()
        frame.moveCenter(available.center())
        self.move(frame.topLeft())

    def _fit_minimum(self) -> tuple[int, int]:
        """A least size the screen has room for; the room, less the window's frame."""
        available = screen_fit.available_room(self)
        # The frame is known only once shown; allow for a typical title bar until then.
        margins = self.frameGeometry().size() - self.geometry().size()
        extra_w, extra_h = max(margins.width(), 16), max(margins.height(), 40)
        room_w, room_h = available.width() - extra_w, available.height() - extra_h
        self.setMinimumSize(min(960, room_w), min(600, room_h))
        return room_w, room_h

    def show_on_screen(self) -> None:
        """Show the window where the player left it; the first time (or when that is
        unreadable) maximised, so the first table has the cards at their full size, and
        at the fitted size once the player restores it."""
        saved = QByteArray.fromBase64(self.options.window_geometry.encode("ascii", "replace"))
        self._fit_minimum()  # the screen may be smaller than the one it was left on
        if saved.isEmpty() or not self.restoreGeometry(saved):
            self.fit_to_screen()
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        self.show()

    def _keep_geometry(self) -> None:
        """Remember the window's place, size and maximised state for the next start."""
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        if geometry != self.options.window_geometry:
            self.options = self.options.with_changes(window_geometry=geometry)
            self.settings = replace(self.settings, options=self.options)

    def bring_to_front(self) -> None:
        """Come forward, restored if minimised (another start on this folder asked)."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        QApplication.alert(self)  # where the desktop refuses the focus, the taskbar asks

    def sizeHint(self) -> QSize:
        return QSize(1280, 800)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # A small window gives the table what the side panel can spare.
        self.panel_area.setFixedWidth(max(230, min(300, int(event.size().width() * 0.22))))
        super().resizeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter confirms wherever the focus is when the panel says it may: the keys a
        # focused button or text leaves unused come here.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
            self.controller.snapshot.can_confirm
        ):
            self.confirm_street()
            event.accept()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shut_down()
        self.live_help.shut_down()
        self._keep_geometry()
        self.save_settings()
        self._grader_timer.stop()
        if self.grader is not None:
            self.grader.shut_down()
            self.grader.store.close()
            self.grader = None
        if self.storage is not None:
            problem = self.storage.close()
            if problem is not None:  # tried at every checkpoint since, and once more now
                from ofc_desktop.ui.dialogs.store_dialogs import report_close_problem

                report_close_problem(self, problem, self.storage.unsaved_hands)
        super().closeEvent(event)
