"""The hand-history browser: the stored matches and hands, filtered and sorted by the
database, with a replay, the score review, exports, imports and the statistics.

Whatever it shows or writes of a hand goes through :func:`public_hand_record` first: no
seed, and no discard of a seat other than the viewer's (every discard in a hot-seat
match). An import is read and checked whole, by replaying every hand, off the GUI thread
(:mod:`import_task`), then stored in one transaction, without the hands already here.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QItemSelection, QSize, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.match_review import MatchReview, review_match
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.history import HANDS_FORMAT, hands_export
from ofc_desktop.persistence.atomic import StorageError, write_atomic
from ofc_desktop.persistence.exchange import (
    ImportOutcome,
    export_text,
    match_document,
    public_hands,
)
from ofc_desktop.persistence.history_db import (
    HandFilter,
    HandRow,
    HistoryDatabase,
    HistoryDbError,
    MatchFilter,
    MatchRow,
)
from ofc_desktop.ui.controller.analysis_service import AnalysisService
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.history_models import (
    VARIANT_NAMES,
    HandsModel,
    MatchesModel,
    variant_label,
    when_text,
)
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.models.words import sentence
from ofc_desktop.ui.panels.import_task import HandImport, import_summary
from ofc_desktop.ui.panels.replay_window import ReplayWindow
from ofc_desktop.ui.panels.statistics_page import StatisticsPage, buddy_label
from ofc_desktop.ui.panels.table_views import read_only_table
from ofc_desktop.ui.screen_fit import fit_window

# File dialog filters; marked for lupdate here, translated when shown.
JSON_FILTER = QT_TRANSLATE_NOOP("HistoryBrowser", "Hand history (*.json)")
TEXT_FILTER = QT_TRANSLATE_NOOP("HistoryBrowser", "Readable text (*.txt)")
SKILL_SAMPLES = 800  # futures per decision when a whole match is reviewed


def _table(selection: QAbstractItemView.SelectionMode) -> QTableView:
    view = read_only_table(selection, sortable=True)
    # Each column as wide as what it shows (a page at a time is loaded, so this stays
    # cheap); the names take what is left.
    view.horizontalHeader().setStretchLastSection(True)
    return view


class HistoryBrowser(QDialog):
    """Matches above, hands below: pick a match to see its hands (or "All hands").

    ``viewer_name`` is the lone human whose own discards may be shown; None (a hot-seat
    table) hides every discard.
    """

    def __init__(
        self,
        database: HistoryDatabase,
        viewer_name: str | None = None,
        options: TableOptions | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand history"))
        self.setModal(False)
        self.database = database
        self.viewer_name = viewer_name
        self.options = options or TableOptions()
        self.replays: list[ReplayWindow] = []
        self.statistics_page: StatisticsPage | None = None
        self.importer: HandImport | None = None  # the import under way
        self._chosen_match: str | None = None  # kept across a reload of the matches
        self.matches_model = MatchesModel(database, parent=self)
        self.hands_model = HandsModel(database, viewer_name, parent=self)
        self._build_filters()
        self.matches_view = self._view(
            self.matches_model, QAbstractItemView.SelectionMode.SingleSelection, self.tr("Matches")
        )
        self.hands_view = self._view(
            self.hands_model, QAbstractItemView.SelectionMode.ExtendedSelection, self.tr("Hands")
        )
        self.hands_view.doubleClicked.connect(lambda _index: self.replay())
        self.hands_caption = QLabel()
        self.all_hands_button = QPushButton(self.tr("&All hands"))
        self.all_hands_button.setToolTip(self.tr("Show the hands of every match"))
        self.all_hands_button.clicked.connect(self.matches_view.clearSelection)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.replay_button = self._button(
            self.tr("&Replay"), self.replay, self.tr("Replay the selected hand street by street")
        )
        self.review_button = self._button(
            self.tr("Re&view"), self.review, self.tr("The selected hand's score review")
        )
        self.export_button = self._button(
            self.tr("&Export…"),
            self.export,
            self.tr(
                "Save the selected hands, or else the selected match, as a file "
                "(JSON or readable text)"
            ),
        )
        self.import_button = self._button(
            self.tr("&Import…"), self.import_file, self.tr("Add the hands of a history file")
        )
        self.statistics_button = self._button(
            self.tr("&Statistics"),
            self.show_statistics,
            self.tr("Statistics and charts of your play"),
        )
        self.skill_button = self._button(
            self.tr("S&kill score"),
            self.check_skill,
            self.tr(
                "Review every decision you took in the selected match: the points "
                "lost per hand to the best plays (lower is better)"
            ),
        )
        self.skill_progress = QProgressBar()
        self.skill_progress.setAccessibleName(self.tr("Skill score progress"))
        self.skill_progress.setFormat(self.tr("Reviewing your decisions… %p%"))
        self.skill_cancel = self._button(
            self.tr("S&top"), self.stop_skill, self.tr("Stop the review of the match")
        )
        self.skill_service = AnalysisService(self)
        self.skill_service.progressed.connect(
            lambda _kind, percent: self.skill_progress.setValue(percent)
        )
        self.skill_service.finished.connect(lambda _kind, result: self._skill_done(result))
        self.skill_service.failed.connect(lambda _kind, message: self._skill_done(message))
        self.skill_service.cancelled.connect(lambda _kind: self._skill_running(False))
        self.close_button = self._button(self.tr("Close"), self.close, "")
        self._lay_out()
        self.matches_view.selectionModel().selectionChanged.connect(self._match_chosen)
        self.hands_view.selectionModel().selectionChanged.connect(self._update_buttons)
        for model in (self.matches_model, self.hands_model):
            model.failed.connect(self.message.setText)
        self.hands_model.modelReset.connect(self._update_buttons)
        self.hands_model.modelReset.connect(self._show_caption)
        # A reload (filter, sort, refresh) clears the selection without saying so.
        self.matches_model.reloaded.connect(self._choose_match_again)
        self._show_caption()
        self._update_buttons()
        self.setMinimumSize(800, 560)  # once: a changing layout minimum makes some platforms warn
        fit_window(self, QSize(1100, 760))

    # ----- assembly ---------------------------------------------------------------------

    def _build_filters(self) -> None:
        self.variant_box = QComboBox()
        self.variant_box.setAccessibleName(self.tr("Variant"))
        self.variant_box.addItem(self.tr("All variants"), None)
        for variant in VARIANT_NAMES:
            self.variant_box.addItem(variant_label(variant), variant)
        self.player_box = QComboBox()
        self.player_box.setEditable(True)
        self.player_box.setAccessibleName(self.tr("Player"))
        line = self.player_box.lineEdit()
        if line is not None:
            line.setPlaceholderText(self.tr("Any player"))
        self._fill_players()
        self.fouled_box = QCheckBox(self.tr("&Fouled only"))
        self.fantasyland_box = QCheckBox(self.tr("Fa&ntasyland only"))
        self.variant_box.currentIndexChanged.connect(self.apply_filters)
        self.player_box.currentTextChanged.connect(self.apply_filters)
        self.fouled_box.toggled.connect(self.apply_filters)
        self.fantasyland_box.toggled.connect(self.apply_filters)

    def _fill_players(self) -> None:
        try:
            names = self.database.player_names()
        except HistoryDbError:
            names = []
        text = self.player_box.currentText()
        self.player_box.blockSignals(True)
        self.player_box.clear()
        self.player_box.addItems(["", *names])
        self.player_box.setCurrentText(text)
        self.player_box.blockSignals(False)

    def _view(
        self,
        model: MatchesModel | HandsModel,
        selection: QAbstractItemView.SelectionMode,
        name: str,
    ) -> QTableView:
        view = _table(selection)
        view.setModel(model)
        view.setAccessibleName(name)
        header = view.horizontalHeader()
        header.setSortIndicator(model.sort_column, model.sort_order)
        # A column the database cannot sort by keeps the indicator where the order is.
        header.sortIndicatorChanged.connect(
            lambda _column, _order, h=header, m=model: self._keep_indicator(h, m)
        )
        return view

    @staticmethod
    def _keep_indicator(header: QHeaderView, model: MatchesModel | HandsModel) -> None:
        if (header.sortIndicatorSection(), header.sortIndicatorOrder()) != (
            model.sort_column,
            model.sort_order,
        ):
            header.blockSignals(True)
            header.setSortIndicator(model.sort_column, model.sort_order)
            header.blockSignals(False)

    def _button(self, text: str, slot: Any, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setAutoDefault(False)
        if tip:
            button.setToolTip(tip)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def _lay_out(self) -> None:
        filters = QHBoxLayout()
        filters.addWidget(buddy_label(self.tr("&Variant:"), self.variant_box))
        filters.addWidget(self.variant_box)
        filters.addWidget(buddy_label(self.tr("&Player:"), self.player_box))
        filters.addWidget(self.player_box, stretch=1)
        filters.addWidget(self.fouled_box)
        filters.addWidget(self.fantasyland_box)
        matches = QWidget()
        matches_layout = QVBoxLayout(matches)
        matches_layout.setContentsMargins(0, 0, 0, 0)
        matches_layout.addWidget(QLabel(self.tr("<b>Matches</b>")))
        matches_layout.addWidget(self.matches_view)
        hands = QWidget()
        hands_layout = QVBoxLayout(hands)
        hands_layout.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        head.addWidget(self.hands_caption, stretch=1)
        head.addWidget(self.all_hands_button)
        hands_layout.addLayout(head)
        hands_layout.addWidget(self.hands_view)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(matches)
        splitter.addWidget(hands)
        splitter.setStretchFactor(1, 2)
        buttons = QHBoxLayout()
        for button in (
            self.replay_button,
            self.review_button,
            self.export_button,
            self.import_button,
            self.statistics_button,
            self.skill_button,
        ):
            buttons.addWidget(button)
        buttons.addWidget(self.skill_progress, stretch=1)
        buttons.addWidget(self.skill_cancel)
        self._skill_running(False)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(splitter, stretch=1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)

    # ----- filters and selection --------------------------------------------------------

    def apply_filters(self) -> None:
        variant = self.variant_box.currentData()
        variant = variant if isinstance(variant, str) else None
        player = self.player_box.currentText().strip() or None
        self.message.clear()
        self.matches_model.set_filter(MatchFilter(variant=variant, player=player))
        self.hands_model.set_filter(
            HandFilter(
                variant=variant,
                player=player,
                match_id=self.selected_match_id(),
                fouled=True if self.fouled_box.isChecked() else None,
                fantasyland=True if self.fantasyland_box.isChecked() else None,
            )
        )

    def selected_match(self) -> MatchRow | None:
        rows = self.matches_view.selectionModel().selectedRows()
        return self.matches_model.row_at(rows[0].row()) if rows else None

    def selected_match_id(self) -> str | None:
        match = self.selected_match()
        return match.match_id if match is not None else None

    def selected_hands(self) -> list[HandRow]:
        rows = sorted(index.row() for index in self.hands_view.selectionModel().selectedRows())
        return [row for row in map(self.hands_model.row_at, rows) if row is not None]

    def _match_chosen(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self._chosen_match = self.selected_match_id()
        self.hands_model.show_match(self._chosen_match)
        self._show_caption()
        self._update_buttons()

    def _choose_match_again(self) -> None:
        """After the matches were read again: the chosen match stays chosen if it is
        still listed, else the hands of every match are shown (never a stale list)."""
        chosen = self._chosen_match
        row = next(
            (
                index
                for index, match in enumerate(self.matches_model.rows())
                if match.match_id == chosen
            ),
            None,
        )
        if row is not None:
            self.matches_view.selectRow(row)  # selectionChanged shows its hands
            return
        self._chosen_match = None
        self.hands_model.show_match(None)
        self._show_caption()
        self._update_buttons()

    def _show_caption(self) -> None:
        match = self.selected_match()
        count = self.hands_model.total
        if match is None:
            text = self.tr("<b>All hands</b> ({count})").format(count=count)
        else:
            text = self.tr("<b>Hands of the match of {when}</b> ({count})").format(
                when=when_text(match.started_at), count=count
            )
        self.hands_caption.setText(text)
        self.all_hands_button.setEnabled(match is not None)

    def _update_buttons(self) -> None:
        hands = self.selected_hands()
        one_finished = len(hands) == 1 and hands[0].finished
        self.replay_button.setEnabled(one_finished)
        self.review_button.setEnabled(one_finished)
        self.export_button.setEnabled(bool(hands) or self.selected_match() is not None)
        self.skill_button.setEnabled(
            self.selected_match() is not None and self.viewer_name is not None
        )
        if self.viewer_name is None:  # a shared screen: whose decisions would it be?
            self.skill_button.setToolTip(
                self.tr(
                    "Not for a shared screen: the review would show one player's cards to everyone"
                )
            )

    def refresh(self) -> None:
        """Read the database again (hands were stored meanwhile)."""
        self._fill_players()
        self.matches_model.reload()
        self.hands_model.reload()
        self._show_caption()
        if self.statistics_page is not None:
            self.statistics_page.refresh()

    # ----- replay, review, statistics ---------------------------------------------------

    def replay(self) -> ReplayWindow | None:
        """Open the replay window on the selected hand."""
        hands = self.selected_hands()
        if len(hands) != 1:
            return None
        try:
            record = self.database.hand_record(hands[0].hand_id)
            window = ReplayWindow(record, self.viewer_name, self.options, self)
        except (OfcError, HistoryDbError) as error:
            QMessageBox.warning(self, self.tr("This hand cannot be replayed"), sentence(str(error)))
            return None
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(lambda _=None, w=window: self._forget(w))
        self.replays.append(window)
        window.show()
        return window

    def _forget(self, window: ReplayWindow) -> None:
        if window in self.replays:
            self.replays.remove(window)

    def review(self) -> ReplayWindow | None:
        """The replay window at the end of the selected hand, its score review open."""
        window = self.replay()
        if window is not None:
            window.open_review()
        return window

    def show_statistics(self) -> StatisticsPage:
        if self.statistics_page is None:
            self.statistics_page = StatisticsPage(self.database, self.viewer_name, self)
        else:
            self.statistics_page.refresh()
        self.statistics_page.show()
        self.statistics_page.activateWindow()  # (raise_() is unsupported on some platforms)
        return self.statistics_page

    # ----- export and import ------------------------------------------------------------

    def export(self) -> bool:
        """Save the selected hands (or else the selected match) as JSON or text."""
        hands, match = self.selected_hands(), self.selected_match()
        try:
            if hands:
                document = hands_export(
                    public_hands(
                        [self.database.hand_record(row.hand_id) for row in hands],
                        self.viewer_name,
                        [row.played_at for row in hands],
                    )
                )
                name = "hands.json"
            elif match is not None:
                document = self._match_document(match)
                name = f"match-{match.started_at.astimezone():%Y-%m-%d-%H%M}.json"
            else:
                return False
        except (OfcError, HistoryDbError) as error:
            QMessageBox.warning(self, self.tr("Nothing was exported"), sentence(str(error)))
            return False
        if document.get("format") == HANDS_FORMAT and not document["hands"]:
            QMessageBox.information(
                self, self.tr("Nothing to export"), self.tr("Only finished hands can be exported.")
            )
            return False
        path, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export hand history"),
            name,
            ";;".join((self.tr(JSON_FILTER), self.tr(TEXT_FILTER))),
        )
        if not path:
            return False
        target = Path(path)
        as_text = chosen == self.tr(TEXT_FILTER) or target.suffix.lower() == ".txt"
        if as_text and target.suffix.lower() != ".txt":
            target = target.with_suffix(".txt")
        elif not as_text and not target.suffix:
            target = target.with_suffix(".json")
        try:
            # Compact: an export of many hands stays within what an import reads.
            text = (
                export_text(document)
                if as_text
                else json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n"
            )
            write_atomic(target, text)
        except (OfcError, StorageError) as error:
            QMessageBox.warning(self, self.tr("Nothing was exported"), sentence(str(error)))
            return False
        self.message.setText(self.tr("Saved {file}.").format(file=target.name))
        return True

    # ----- the skill score of a match ---------------------------------------------------------

    def check_skill(self) -> bool:
        """Review the viewer's decisions in the selected match, off the GUI thread."""
        match, player = self.selected_match(), self.viewer_name
        if match is None or player is None:
            return False
        records = self.database.match_records(match.match_id)
        self.skill_service.run(
            "skill",
            lambda cancel, progress: review_match(
                records, player, samples=SKILL_SAMPLES, cancel=cancel, progress=progress
            ),
        )
        self._skill_running(True)
        self.message.setText(self.tr("Reviewing every decision you took in this match…"))
        return True

    def stop_skill(self) -> None:
        self.skill_service.cancel_all()
        self.message.setText(self.tr("The review was stopped."))

    def _skill_running(self, running: bool) -> None:
        self.skill_progress.setVisible(running)
        self.skill_cancel.setVisible(running)
        if running:
            self.skill_progress.setValue(0)

    def _skill_done(self, result: object) -> None:
        self._skill_running(False)
        if not isinstance(result, MatchReview):
            self.message.setText(self.tr("The review failed: {error}").format(error=result))
            return
        if not result.hands:
            self.message.setText(
                self.tr("{player} finished no hand in this match.").format(player=result.player)
            )
            return
        self.last_skill: MatchReview | None = result
        self.message.setText(
            self.tr(
                "Skill score of {player} in this match: {score:.2f} points lost per hand to the "
                "best plays (± {error:.2f}) over {hands} hands; {mistakes} costly decisions. "
                "Lower is better; 0 is flawless."
            ).format(
                player=result.player,
                score=result.skill_score,
                error=result.stderr,
                hands=len(result.hands),
                mistakes=result.mistakes,
            )
        )

    def _match_document(self, match: MatchRow) -> dict[str, Any]:
        return match_document(self.database, match.match_id, self.viewer_name)

    def import_file(self) -> bool:
        """Add the hands of a history file that are not here yet: all of them or, if
        any is wrong (or the import is cancelled, or the disk fails), none."""
        if self.importer is not None:
            return False
        path, _chosen = QFileDialog.getOpenFileName(
            self,
            self.tr("Import hand history"),
            "",
            ";;".join((self.tr(JSON_FILTER), self.tr("All files (*)"))),
        )
        if not path:
            return False
        self.importer = HandImport(self.database, Path(path), self)
        self.importer.finished.connect(self._imported)
        self.importer.failed.connect(self._import_failed)
        self.importer.cancelled.connect(self._import_cancelled)
        self.import_button.setEnabled(False)
        self.message.setText(self.tr("Importing {file}…").format(file=Path(path).name))
        self.importer.start()
        return True

    def _import_over(self) -> str:
        assert self.importer is not None
        name = self.importer.path.name
        self.importer.deleteLater()
        self.importer = None
        self.import_button.setEnabled(True)
        return name

    def _imported(self, outcome: ImportOutcome) -> None:
        name = self._import_over()
        self.refresh()
        self.message.setText(import_summary(outcome, name))

    def _import_failed(self, reason: str) -> None:
        self._import_over()
        text = self.tr("Nothing was imported. {reason}").format(reason=sentence(reason))
        self.message.setText(text)
        QMessageBox.warning(self, self.tr("Nothing was imported"), text)

    def _import_cancelled(self) -> None:
        name = self._import_over()
        self.message.setText(
            self.tr("The import of {file} was cancelled: nothing was imported.").format(file=name)
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.skill_service.cancel_all()
        if self.importer is not None:
            importer = self.importer
            importer.cancel()
            importer.wait()  # it stops at its next hand
        for window in list(self.replays):
            window.close()
        if self.statistics_page is not None:
            self.statistics_page.close()
        super().closeEvent(event)
