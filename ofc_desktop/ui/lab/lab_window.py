"""The position lab: set up any position, analyse it, compare its plays and share it.

The board editor and the set-up controls edit one :class:`PositionEditor`; the notation
box shows its position live and reads one pasted back. An impossible position cannot be
analysed, and says why under the board. The analysis runs off the GUI thread; its table
lists every legal play (row ``i`` is ``analysis.plays[i]``), one selected play is drawn
faintly on the hero's board, and two selected are compared on the same futures.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QItemSelection, QSize, Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.position_analysis import PositionAnalysis, analysis_text
from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.core.position_notation import (
    format_position,
    parse_position,
    position_from_json,
    position_to_json,
)
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.persistence.atomic import StorageError
from ofc_desktop.ui.lab.board_editor import BoardEditorScene, BoardEditorView
from ofc_desktop.ui.lab.editor_model import PositionEditor
from ofc_desktop.ui.lab.lab_runner import LabRunner
from ofc_desktop.ui.lab.lab_words import same_position, signed_points, solver_summary
from ofc_desktop.ui.lab.library_panel import LibraryPanel
from ofc_desktop.ui.lab.outs_panel import LabOutsPanel
from ofc_desktop.ui.lab.plays_model import LabPlaysModel, LabPlaysProxy, plays_table
from ofc_desktop.ui.lab.position_files import PositionFileError, load_position, save_position
from ofc_desktop.ui.lab.setup_bar import LabSetupBar
from ofc_desktop.ui.models.words import sentence
from ofc_desktop.ui.screen_fit import fit_window
from ofc_desktop.ui.table.card_art import CardArt

ERROR_STYLE = "color: #c62828;"


class LabWindow(QWidget):
    """The position lab, a window of its own."""

    def __init__(
        self,
        rules: RuleSet,
        position: LabPosition | None = None,
        library: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Position lab"))
        self.editor = PositionEditor(rules, parent=self)
        self.analysis: PositionAnalysis | None = None
        self.art = CardArt(self.devicePixelRatioF() or 1.0)
        self.scene = BoardEditorScene(self.editor, self.art, self)
        self.view = BoardEditorView(self.scene)
        self.setup = LabSetupBar(self.editor)
        self.outs = LabOutsPanel()
        self.problems = self._message_label()
        self.problems.setAccessibleName(self.tr("Why this position cannot be analysed"))
        self.notation = QLineEdit()
        self.notation.setAccessibleName(self.tr("The position in notation"))
        self.notation.setToolTip(
            self.tr("The position as text: paste one here and press Enter to set it up")
        )
        self.notation.returnPressed.connect(lambda: self.read_notation(self.notation.text()))
        self.paste_button = QPushButton(self.tr("Paste"))
        self.paste_button.setToolTip(self.tr("Set up the position written on the clipboard"))
        self.paste_button.clicked.connect(self.paste)
        self.notation_error = self._message_label()
        self.clear_button = QPushButton(self.tr("Clear cards"))
        self.clear_button.clicked.connect(self.editor.clear)
        # The results.
        self.analyse_button = QPushButton(self.tr("Analyse"))
        self.analyse_button.setDefault(True)
        self.analyse_button.clicked.connect(self.analyse)
        self.status = QLabel(self.tr("Set up a position, then analyse it."))
        self.status.setWordWrap(True)
        self.runner = LabRunner()
        self.runner.finished.connect(self._analysed)
        self.runner.stopped.connect(lambda: self.status.setText(self.tr("Stopped.")))
        self.runner.failed.connect(
            lambda message: self.status.setText(
                self.tr("The analysis failed: {message}").format(message=message)
            )
        )
        self.model = LabPlaysModel(self)
        self.proxy = LabPlaysProxy(self)
        self.proxy.setSourceModel(self.model)
        self.table = plays_table(self.proxy, QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setAccessibleName(self.tr("Every play of the position"))
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.comparison = QLabel()
        self.comparison.setWordWrap(True)
        self.comparison.setAccessibleName(self.tr("Two plays compared"))
        self.copy_text_button = QPushButton(self.tr("Copy as text"))
        self.copy_text_button.clicked.connect(self.copy_text)
        self.copy_image_button = QPushButton(self.tr("Copy as image"))
        self.copy_image_button.clicked.connect(self.copy_image)
        self.save_button = QPushButton(self.tr("Save…"))
        self.save_button.clicked.connect(self.ask_save)
        self.open_button = QPushButton(self.tr("Open…"))
        self.open_button.clicked.connect(self.ask_open)
        # The library is the data folder's file, under that folder's lock: a lab opened
        # for no data folder keeps none (never the platform's default folder).
        self.library = LibraryPanel(library, self.position_json) if library is not None else None
        if self.library is not None:
            self.library.openRequested.connect(self.open_json)
        self.tabs = QTabWidget()
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self._assemble()
        self.editor.changed.connect(self._position_changed)
        self.setup.rulesRejected.connect(lambda reason: self.problems.setText(sentence(reason)))
        if position is not None:
            self.editor.load(position)
        self._position_changed()
        self.setMinimumSize(900, 600)
        size = fit_window(self, QSize(1500, 900))
        self.splitter.setSizes([size.width() * 820 // 1500, size.width() * 680 // 1500])

    def _message_label(self) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setStyleSheet(ERROR_STYLE)
        return label

    def _assemble(self) -> None:
        notation = QHBoxLayout()
        notation.addWidget(QLabel(self.tr("Notation:")))
        notation.addWidget(self.notation, stretch=1)
        notation.addWidget(self.paste_button)
        notation.addWidget(self.clear_button)
        board = QWidget()
        left = QVBoxLayout(board)
        left.setContentsMargins(0, 0, 0, 0)
        drawn = QHBoxLayout()
        drawn.addWidget(self.view, stretch=1)
        drawn.addWidget(self.outs)
        left.addLayout(drawn, stretch=1)
        left.addWidget(self.problems)
        left.addLayout(notation)
        left.addWidget(self.notation_error)
        run = QHBoxLayout()
        run.addWidget(self.analyse_button)
        run.addWidget(self.runner, stretch=1)
        # Two by two, so the lab fits beside its board on a 1024-pixel screen.
        share = QGridLayout()
        for index, button in enumerate(
            (self.copy_text_button, self.copy_image_button, self.save_button, self.open_button)
        ):
            share.addWidget(button, index // 2, index % 2)
        self.results = QWidget()
        right = QVBoxLayout(self.results)
        right.setContentsMargins(0, 0, 0, 0)
        right.addLayout(run)
        right.addWidget(self.status)
        right.addWidget(self.table, stretch=1)
        right.addWidget(self.comparison)
        right.addLayout(share)
        self.tabs.addTab(self.results, self.tr("Analysis"))
        if self.library is not None:
            self.tabs.addTab(self.library, self.tr("Library"))
        self.splitter.addWidget(board)
        self.splitter.addWidget(self.tabs)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.setup)
        layout.addWidget(self.splitter, stretch=1)

    # ----- the position --------------------------------------------------------------------

    def position(self) -> LabPosition | None:
        try:
            return self.editor.position()
        except ValueError:
            return None

    def position_json(self) -> Mapping[str, Any] | None:
        position = self.position()
        return position_to_json(position) if position is not None else None

    def _position_changed(self) -> None:
        problems = self.editor.problems()
        self.problems.setText("\n".join(sentence(problem) for problem in problems))
        self.analyse_button.setEnabled(not problems)
        self.outs.show_position(None if problems else self.position())
        self.analyse_button.setToolTip(
            self.tr("Fix the position first") if problems else self.tr("Weigh every legal play")
        )
        position = self.position()
        if position is not None:
            # A position the notation cannot write yet keeps the last text: problems say why.
            with contextlib.suppress(ValueError):
                self.notation.setText(format_position(position))
        self.notation_error.clear()
        if self.analysis is not None and not same_position(self.analysis.position, position):
            self.show_analysis(None)
            self.status.setText(self.tr("The position changed: analyse it again."))

    def read_notation(self, text: str) -> bool:
        """Set up the position ``text`` writes; on an error, say so and keep the set-up."""
        try:
            position = parse_position(text, self.editor.rules)
        except ValueError as error:
            self.notation_error.setText(
                self.tr("That is not a position the lab can read: {reason}").format(
                    reason=sentence(str(error))
                )
            )
            return False
        self.editor.load(position)
        return True

    def paste(self) -> bool:
        text = QGuiApplication.clipboard().text().strip()
        if not text:
            self.notation_error.setText(self.tr("The clipboard holds no text."))
            return False
        return self.read_notation(text)

    def open_json(self, data: object) -> bool:
        """Set up a position from its JSON form (a library entry)."""
        try:
            position = position_from_json(data)
        except (ValueError, KeyError, TypeError) as error:
            self.notation_error.setText(
                self.tr("That saved position cannot be read: {reason}").format(reason=error)
            )
            return False
        self.editor.load(position)
        return True

    # ----- the analysis ------------------------------------------------------------------------

    def analyse(self) -> bool:
        position = self.position()
        if position is None or self.editor.problems():
            return False
        self.show_analysis(None)
        self.status.setText(self.tr("Working it out…"))
        self.runner.run(position, self.setup.futures.value())
        return True

    def stop(self) -> None:
        self.runner.stop()

    def _analysed(self, analysis: PositionAnalysis) -> None:
        if not same_position(analysis.position, self.position()):
            return  # the position was edited meanwhile
        self.show_analysis(analysis)

    def show_analysis(self, analysis: PositionAnalysis | None) -> None:
        self.analysis = analysis
        self.model.show_analysis(analysis)
        self.comparison.clear()
        self.scene.show_ghost(None)
        if analysis is None:
            return
        if analysis.solved:
            self.status.setText(solver_summary(analysis))
            self.table.selectRow(0)  # the solver's board, drawn on the hero's rows
            return
        if analysis.counted == 1:
            how = self.tr(
                "{count} plays, each valued exactly: nothing is left to come, so every "
                "outcome is certain."
            ).format(count=len(analysis.plays))
        elif analysis.counted:
            how = self.tr(
                "{count} plays, each valued exactly: all {futures} ways the cards still to "
                "come can fall were counted."
            ).format(count=len(analysis.plays), futures=analysis.counted)
        else:
            how = self.tr("{count} plays, each played out on the same {futures} futures.").format(
                count=len(analysis.plays), futures=analysis.futures
            )
        self.status.setText(
            how + " " + self.tr("Select a play to see it; select two to compare them.")
        )

    def selected_plays(self) -> list[int]:
        """The selected plays, as indices into ``analysis.plays``, best first."""
        rows = self.table.selectionModel().selectedRows()
        return sorted({self.proxy.mapToSource(index).row() for index in rows})

    def _selection_changed(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        analysis, chosen = self.analysis, self.selected_plays()
        if analysis is None or not chosen:
            self.scene.show_ghost(None)
            self.comparison.clear()
            return
        self.scene.show_ghost(analysis.plays[chosen[0]].decision)
        if len(chosen) != 2:
            self.comparison.clear()
            return
        first, second = chosen
        difference, error = analysis.compare(first, second)
        self.comparison.setText(
            self.tr("#{a} − #{b} = {difference} ± {error:.2f} points (paired)").format(
                a=first + 1, b=second + 1, difference=signed_points(difference), error=error
            )
        )

    # ----- sharing -------------------------------------------------------------------------

    def share_text(self) -> str:
        if self.analysis is not None:
            return analysis_text(self.analysis)
        return self.notation.text()

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.share_text())

    def copy_image(self) -> None:
        QGuiApplication.clipboard().setPixmap(self.splitter.grab())

    def save_file(self, path: Path) -> bool:
        position = self.position()
        if position is None:
            return False
        try:
            save_position(path, position)
        except StorageError as error:
            QMessageBox.warning(self, self.tr("The position was not saved"), str(error))
            return False
        return True

    def open_file(self, path: Path) -> bool:
        """Set up the position saved in ``path``; a bad file changes nothing."""
        try:
            position = load_position(path)
        except PositionFileError as error:
            QMessageBox.warning(self, self.tr("This file cannot be opened"), str(error))
            return False
        self.editor.load(position)
        return True

    def ask_save(self) -> bool:
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save the position"), "", self.tr("Positions (*.json)")
        )
        if not name:
            return False
        path = Path(name)
        return self.save_file(path if path.suffix else path.with_suffix(".json"))

    def ask_open(self) -> bool:
        name, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open a position"), "", self.tr("Positions (*.json)")
        )
        return bool(name) and self.open_file(Path(name))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.stop()  # nothing runs on for a window that is gone
        super().closeEvent(event)
