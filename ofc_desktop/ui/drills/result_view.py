"""What a checked answer shows: its grade, the points it lost (± their error), and every
play of the position in the lab's table, the best one and the player's own marked."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.drills import Answer, Drill, grade_answer
from ofc_desktop.bots.grades import Grade
from ofc_desktop.bots.position_analysis import describe_play
from ofc_desktop.core.decision import Decision
from ofc_desktop.ui.controller.analysis_service import Analysis, Progress
from ofc_desktop.ui.lab.plays_model import (
    PLAY,
    RANK,
    LabPlaysModel,
    LabPlaysProxy,
    ModelIndex,
    plays_table,
)
from ofc_desktop.ui.panels.analysis_words import grade_colour

ANSWER_MARK = "▶"
ANSWER_FILL = QColor(255, 209, 102, 90)  # the table's hero colour, faint


def grading_work(drill: Drill, decision: Decision) -> Analysis:
    """Check's work, for the worker thread: the answer graded by the one estimate."""

    def work(cancel: threading.Event, progress: Progress) -> object:
        return grade_answer(drill, decision, cancel=cancel, progress=progress)

    return work


def grade_title(answer: Answer) -> str:
    """The answer's grade as a word: Best, Good, Inaccuracy, Mistake or Blunder."""
    if answer.chosen_index == answer.best_index:
        return QCoreApplication.translate("DrillResult", "Best")
    names = {
        Grade.GOOD: QCoreApplication.translate("DrillResult", "Good"),
        Grade.INACCURACY: QCoreApplication.translate("DrillResult", "Inaccuracy"),
        Grade.MISTAKE: QCoreApplication.translate("DrillResult", "Mistake"),
        Grade.BLUNDER: QCoreApplication.translate("DrillResult", "Blunder"),
    }
    return names[answer.grade]


class DrillPlaysModel(LabPlaysModel):
    """The lab's plays, with the player's answer marked and shaded."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.chosen: int | None = None

    def show_answer(self, answer: Answer | None) -> None:
        self.chosen = None if answer is None else answer.chosen_index
        self.show_analysis(None if answer is None else answer.analysis)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        shown = super().data(index, role)
        if not index.isValid() or index.row() != self.chosen:
            return shown
        if role == Qt.ItemDataRole.DisplayRole and index.column() == RANK:
            return f"{ANSWER_MARK} {shown}"
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(ANSWER_FILL)
        if role == Qt.ItemDataRole.ToolTipRole and index.column() != PLAY:
            return QCoreApplication.translate("DrillResult", "Your play")
        return shown


class ResultPanel(QWidget):
    """The grade in large letters, the loss, the best play in words, and every play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grade = QLabel()
        font = QFont(self.grade.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.grade.setFont(font)
        self.grade.setAccessibleName(self.tr("Grade of your answer"))
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.model = DrillPlaysModel(self)
        self.proxy = LabPlaysProxy(self)
        self.proxy.setSourceModel(self.model)
        self.table = plays_table(self.proxy, QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAccessibleName(self.tr("Every play of the position"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grade)
        layout.addWidget(self.details)
        layout.addWidget(self.table, stretch=1)
        self.answer: Answer | None = None

    def show_answer(self, answer: Answer | None, due_text: str = "") -> None:
        self.answer = answer
        self.model.show_answer(answer)
        if answer is None:
            self.grade.clear()
            self.details.clear()
            return
        self.grade.setText(grade_title(answer))
        colour = grade_colour(answer.grade).name()
        self.grade.setStyleSheet(f"color: {colour};")
        best = answer.analysis.plays[answer.best_index]
        lines = [
            self.tr("Your play lost {loss:.2f} ± {error:.2f} points against the best.").format(
                loss=answer.loss, error=answer.loss_stderr
            ),
            self.tr("Best play: {play}").format(play=describe_play(best.decision)),
            self.tr("Your play: {play}").format(play=describe_play(answer.decision)),
            self.tr(
                "The best play is drawn faintly on your board; select any play in the "
                "table to see it there."
            ),
        ]
        if due_text:
            lines.append(due_text)
        self.details.setText("<br>".join(line.replace("<", "&lt;") for line in lines))

    def select_play(self, index: int) -> None:
        """Select ``analysis.plays[index]`` in the table (whatever its sorting)."""
        source = self.model.index(index, 0)
        row = self.proxy.mapFromSource(source).row()
        if row >= 0:
            self.table.selectRow(row)
            self.table.scrollTo(self.proxy.index(row, 0))

    def selected_play(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return self.proxy.mapToSource(rows[0]).row() if rows else None
