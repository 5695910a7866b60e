"""Drills: practise your own mistakes (due now, on an FSRS schedule) and puzzles.

The position is drawn with the lab's board in an answer mode; the player places the
cards like at the table and Check grades the play on a worker thread with the one
estimate (:func:`grade_answer`): its grade, the points lost and every play, the best
drawn faintly; the store keeps it, schedules the drill again and moves the rating.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QItemSelection, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.drills import MISTAKES, PUZZLES, THEMES, Answer, Drill, rating_of, theme_name
from ofc_desktop.bots.puzzles import Puzzle
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDbError
from ofc_desktop.ui.drills.answer_scene import AnswerScene
from ofc_desktop.ui.drills.drill_sources import (
    PuzzleEntry,
    drill_summary,
    due_text,
    next_mistake_due,
    puzzle_entries,
)
from ofc_desktop.ui.drills.puzzle_maker import PuzzleMaker
from ofc_desktop.ui.drills.result_view import ResultPanel, grading_work
from ofc_desktop.ui.drills.task_bar import TaskBar
from ofc_desktop.ui.lab.board_editor import BoardEditorView
from ofc_desktop.ui.models.history_models import VARIANT_NAMES, variant_label
from ofc_desktop.ui.models.words import sentence
from ofc_desktop.ui.screen_fit import fit_window
from ofc_desktop.ui.table.card_art import CardArt

QUEUE = 50  # due mistakes fetched at a time
BOARD_PAGE, EMPTY_PAGE = range(2)


class DrillWindow(QWidget):
    """The drills, a window of its own, for one player (``player``: the history name
    whose mistakes are shown; puzzle answers are rated under it too)."""

    answered = Signal(object)  # the Answer, once kept in the store

    def __init__(
        self,
        store: DrillStore,
        player: str,
        rules: RuleSet,
        parent: QWidget | None = None,
        *,
        library: Path | None = None,
        shipped: list[Puzzle] | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Drills"))
        self.store, self.player, self.library, self.shipped = store, player, library, shipped
        self.drill: Drill | None = None
        self.answer: Answer | None = None
        self.entries: list[PuzzleEntry] = []
        self.art = CardArt(self.devicePixelRatioF() or 1.0)
        self.scene = AnswerScene(self.art, self)
        self.view = BoardEditorView(self.scene)
        self.view.setAccessibleName(self.tr("The drill's position"))
        self.source_box = QComboBox()
        self.source_box.setAccessibleName(self.tr("What to practise"))
        self.source_box.addItem("", MISTAKES)
        self.source_box.addItem(self.tr("Puzzles"), PUZZLES)
        self.theme_box = QComboBox()
        self.theme_box.setAccessibleName(self.tr("Theme"))
        self.theme_box.addItem(self.tr("All themes"), None)
        for theme in THEMES:
            self.theme_box.addItem(theme_name(theme), theme)
        self.variant_box = QComboBox()
        self.variant_box.setAccessibleName(self.tr("Variant"))
        self.variant_box.addItem(self.tr("All variants"), None)
        for variant in VARIANT_NAMES:
            self.variant_box.addItem(variant_label(variant), variant)
        self.maker = PuzzleMaker(store, rules, self)
        self.maker.added.connect(lambda _count: self.refresh())
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.reset_button = QPushButton(self.tr("Take back"))
        self.reset_button.setToolTip(self.tr("Put every card back in your hand"))
        self.reset_button.clicked.connect(self.scene.reset)
        self.check_button = QPushButton(self.tr("Check"))
        self.check_button.setDefault(True)
        self.check_button.setToolTip(self.tr("Grade your play against every other"))
        self.check_button.clicked.connect(self.check)
        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.clicked.connect(self.next_drill)
        self.lab_button = QPushButton(self.tr("Show in lab"))
        self.lab_button.setToolTip(self.tr("Open this position in the position lab"))
        self.lab_button.clicked.connect(self.show_in_lab)
        self.grader = TaskBar("grade", self)
        self.grader.finished.connect(self._graded)
        self.grader.failed.connect(self._grading_failed)
        self.grader.stopped.connect(self._grading_stopped)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.puzzles_button = QPushButton(self.tr("Do puzzles instead"))
        self.puzzles_button.clicked.connect(lambda: self.set_source(PUZZLES))
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.puzzle_list = QListWidget()
        self.puzzle_list.setAccessibleName(self.tr("Puzzles"))
        self.puzzle_list.currentRowChanged.connect(self._puzzle_chosen)
        self.result = ResultPanel()
        self.result.table.selectionModel().selectionChanged.connect(self._play_selected)
        self.pages = QStackedWidget()
        self._assemble()
        self.scene.answerChanged.connect(self._update_buttons)
        for box in (self.source_box, self.theme_box, self.variant_box):
            box.currentIndexChanged.connect(lambda _index: self.refresh())
        if not player:  # nobody's mistakes to show: puzzles only
            self.source_box.model().item(0).setEnabled(False)  # type: ignore[attr-defined]
            self.source_box.setCurrentIndex(1)
        self.setMinimumSize(900, 600)
        fit_window(self, QSize(1500, 900))
        self.refresh()

    def _assemble(self) -> None:
        bar = QHBoxLayout()
        bar.addWidget(QLabel(self.tr("Practise:")))
        bar.addWidget(self.source_box)
        bar.addWidget(self.theme_box)
        bar.addWidget(self.variant_box)
        bar.addStretch(1)
        bar.addWidget(self.maker)
        buttons = QHBoxLayout()
        for button in (self.reset_button, self.check_button, self.next_button, self.lab_button):
            buttons.addWidget(button)
        buttons.addWidget(self.grader, stretch=1)
        board = QWidget()
        left = QVBoxLayout(board)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.view, stretch=1)
        left.addWidget(self.prompt)
        left.addLayout(buttons)
        empty = QWidget()
        empty_layout = QVBoxLayout(empty)
        empty_layout.addStretch(1)
        empty_layout.addWidget(self.empty)
        empty_layout.addWidget(self.puzzles_button, alignment=Qt.AlignmentFlag.AlignCenter)
        empty_layout.addStretch(1)
        self.pages.addWidget(board)
        self.pages.addWidget(empty)
        right = QWidget()
        side = QVBoxLayout(right)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.info)
        side.addWidget(self.puzzle_list, stretch=1)
        side.addWidget(self.result, stretch=3)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.pages)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([800, 700])
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(splitter, stretch=1)

    # ----- choosing drills -----------------------------------------------------------------

    @property
    def source(self) -> str:
        return str(self.source_box.currentData())

    @property
    def theme(self) -> str | None:
        value = self.theme_box.currentData()
        return value if isinstance(value, str) else None

    @property
    def variant(self) -> str | None:
        value = self.variant_box.currentData()
        return value if isinstance(value, str) else None

    def set_source(self, source: str) -> None:
        self.source_box.setCurrentIndex(self.source_box.findData(source))

    def set_theme(self, theme: str | None) -> None:
        """Practise drills of ``theme`` only (None: of every theme)."""
        index = self.theme_box.findData(theme)
        self.theme_box.setCurrentIndex(max(0, index))

    def count_due(self) -> int:
        """The player's mistakes due now (under the chosen theme and variant)."""
        if not self.player:
            return 0
        return self.store.count_due(
            datetime.now(UTC),
            source=MISTAKES,
            player=self.player,
            theme=self.theme,
            variant=self.variant,
        )

    def refresh(self) -> None:
        """The drills again, from the store: a source or filter changed, or time passed."""
        if self.grader.running:
            self.grader.stop()
        try:
            due = self.count_due()
            self.source_box.setItemText(0, self.tr("Your mistakes ({count} due)").format(count=due))
            puzzles = self.source == PUZZLES
            self.puzzle_list.setVisible(puzzles)
            self.maker.setVisible(puzzles)
            if puzzles:
                self._fill_puzzles()
            else:
                self._next_mistake()
        except HistoryDbError as error:
            self._show_empty(sentence(str(error)), offer_puzzles=False)

    def _next_mistake(self) -> None:
        now = datetime.now(UTC)
        due = self.store.due(
            now,
            source=MISTAKES,
            player=self.player,
            theme=self.theme,
            variant=self.variant,
            limit=QUEUE,
        )
        if due:
            self.show_drill(due[0])
            return
        when = next_mistake_due(self.store, self.player, self.theme, self.variant)
        if when is None:
            text = self.tr(
                "You have no mistakes to practise yet. They are found in your finished "
                "hands: every mistake or blunder becomes a drill."
            )
        else:
            text = self.tr("Nothing is due now. Your next drill is due {when}.").format(
                when=due_text(when, now)
            )
        self._show_empty(text, offer_puzzles=True)

    def _fill_puzzles(self) -> None:
        self.entries = puzzle_entries(
            self.store, self.theme, self.variant, self.shipped, self.player
        )
        now = datetime.now(UTC)
        self.puzzle_list.blockSignals(True)
        self.puzzle_list.clear()
        for entry in self.entries:
            item = QListWidgetItem(entry.title(now))
            item.setData(Qt.ItemDataRole.UserRole, entry.drill.drill_id)
            self.puzzle_list.addItem(item)
        self.puzzle_list.blockSignals(False)
        if not self.entries:
            self._show_empty(
                self.tr("No puzzle matches this theme and variant: try others, or make more."),
                offer_puzzles=False,
            )
            return
        self.puzzle_list.setCurrentRow(0)
        self._puzzle_chosen(0)

    def _puzzle_chosen(self, row: int) -> None:
        if 0 <= row < len(self.entries):
            entry = self.entries[row]
            if entry.due is None:  # first use: the store schedules it from now on
                self.store.add([entry.drill], datetime.now(UTC))
            self.show_drill(entry.drill)

    def _show_empty(self, text: str, *, offer_puzzles: bool) -> None:
        self.drill, self.answer = None, None
        self.empty.setText(text)
        self.puzzles_button.setVisible(offer_puzzles)
        self.pages.setCurrentIndex(EMPTY_PAGE)
        self.info.clear()
        self.result.show_answer(None)
        self._update_buttons()

    def show_drill(self, drill: Drill) -> None:
        """Set ``drill`` up to be answered."""
        self.drill, self.answer = drill, None
        self.pages.setCurrentIndex(BOARD_PAGE)
        self.scene.load(drill.position, len(drill.best.discards))
        self.result.show_answer(None)
        self.info.setText(drill_summary(drill))
        self._update_buttons()

    def _update_buttons(self) -> None:
        ready = self.drill is not None and self.answer is None and not self.grader.running
        self.check_button.setEnabled(ready and self.scene.answer() is not None)
        self.reset_button.setEnabled(
            ready and bool(self.scene.placements() or self.scene.discards())
        )
        self.next_button.setEnabled(self.drill is not None and not self.grader.running)
        self.lab_button.setEnabled(self.drill is not None)
        if self.drill is None:
            self.prompt.clear()
        elif self.answer is not None:
            self.prompt.setText(self.tr("Next takes you to the next drill."))
        elif self.check_button.isEnabled():
            self.prompt.setText(self.tr("Every card is placed: Check grades your play."))
        else:
            self.prompt.setText(
                self.tr("Place every card of your hand, then Check.")
                if not self.scene.discards_needed
                else self.tr("Place your cards and throw one away (or more, as the street says).")
            )

    # ----- answering -----------------------------------------------------------------------

    def check(self) -> bool:
        """Grade the placed answer off the GUI thread."""
        decision = self.scene.answer()
        if self.drill is None or decision is None or self.grader.running:
            return False
        self.scene.locked = True
        self.grader.run(self.tr("Grading…"), grading_work(self.drill, decision))
        self._update_buttons()
        return True

    def _graded(self, result: object) -> None:
        drill = self.drill
        if not isinstance(result, Answer) or drill is None:
            return
        now = datetime.now(UTC)
        try:
            due = self.store.record(
                drill.drill_id,
                result.loss,
                result.grade,
                rating_of(result),
                now,
                player=self.player,
            )
            again = self.tr("This drill comes back {when}.").format(when=due_text(due, now))
        except HistoryDbError as error:
            again = sentence(str(error))
        self.answer = result
        self.result.show_answer(result, again)
        # The position as it was, so that the selected play shows faintly where it goes.
        self.scene.editor.load(drill.position)
        self.result.select_play(result.best_index)
        self._update_buttons()
        self.answered.emit(result)

    def _grading_failed(self, message: str) -> None:
        self.scene.locked = False
        self.prompt.setText(
            self.tr("The play could not be graded: {message}").format(message=message)
        )
        self._update_buttons()

    def _grading_stopped(self) -> None:
        self.scene.locked = False
        self._update_buttons()

    def _play_selected(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        index = self.result.selected_play()
        answer = self.answer
        if answer is None or index is None:
            self.scene.show_ghost(None)
            return
        self.scene.show_ghost(answer.analysis.plays[index].decision)

    def next_drill(self) -> None:
        if self.source == MISTAKES:
            self.refresh()
            return
        row = self.puzzle_list.currentRow()
        now = datetime.now(UTC)
        later = [i for i in range(row + 1, len(self.entries)) if self.entries[i].is_due(now)]
        self.puzzle_list.setCurrentRow(later[0] if later else (row + 1) % max(1, len(self.entries)))

    def show_in_lab(self) -> QWidget | None:
        if self.drill is None:
            return None
        from ofc_desktop.ui.lab.lab_window import LabWindow

        position = self.drill.position
        lab = LabWindow(position.rules, position, self.library, self)  # closes with this one
        lab.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        lab.show()
        return lab

    def closeEvent(self, event: QCloseEvent) -> None:
        self.grader.stop()
        self.maker.stop()
        super().closeEvent(event)
