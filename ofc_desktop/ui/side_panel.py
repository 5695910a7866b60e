"""The controls beside the table: what to do now, the street's buttons, the last hand
and the match standings. Every button keeps its place; only its state changes."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.ui.models.snapshot import TableSnapshot


class SidePanel(QWidget):
    """Buttons in fixed places; text areas with fixed heights, so nothing moves."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("tableTitle")
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setFixedHeight(54)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setFixedHeight(54)
        self.message.setStyleSheet("color: #b3261e;")
        self.confirm_button = QPushButton("&Confirm street")
        self.undo_button = QPushButton("&Undo")
        self.play_button = QPushButton("&Play for me")
        self.arrange_button = QPushButton("&Arrange for me")
        self.sort_rank_button = QPushButton("Sort by ran&k")
        self.sort_suit_button = QPushButton("Sort by &suit")
        self.natural_button = QPushButton("Declare natu&ral")
        self.surrender_button = QPushButton("S&urrender")
        self.next_button = QPushButton("&Next hand")
        self.confirm_button.setToolTip("Fix this street's placements (Enter)")
        self.undo_button.setToolTip("Take back the last move of this street (Backspace)")
        self.play_button.setToolTip("Finish this street the way the game would if your "
                                    "clock ran out; 13 or more cards are set by the solver")
        self.arrange_button.setToolTip("Set all your cards with the exact solver; you can "
                                       "still change the arrangement before confirming")
        grid = QGridLayout()
        grid.addWidget(self.confirm_button, 0, 0, 1, 2)
        grid.addWidget(self.undo_button, 1, 0)
        grid.addWidget(self.play_button, 1, 1)
        grid.addWidget(self.arrange_button, 2, 0, 1, 2)
        grid.addWidget(self.sort_rank_button, 3, 0)
        grid.addWidget(self.sort_suit_button, 3, 1)
        grid.addWidget(self.natural_button, 4, 0)
        grid.addWidget(self.surrender_button, 4, 1)
        grid.addWidget(self.next_button, 5, 0, 1, 2)
        self.result = QTextBrowser()
        self.result.setMinimumHeight(120)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.prompt)
        layout.addWidget(self.message)
        layout.addLayout(grid)
        layout.addWidget(QLabel("<b>Scores</b>"))
        layout.addWidget(self.result, stretch=1)
        self.setMinimumWidth(230)
        self.setMaximumWidth(300)

    def show_snapshot(self, snapshot: TableSnapshot) -> None:
        self.title.setText(f"<b>{escape(snapshot.title)}</b>")
        self.prompt.setText(escape(snapshot.prompt))
        self.confirm_button.setEnabled(snapshot.can_confirm)
        self.undo_button.setEnabled(snapshot.can_undo)
        self.play_button.setEnabled(snapshot.can_play_for_me)
        self.arrange_button.setEnabled(snapshot.sets_whole_board)
        self.sort_rank_button.setEnabled(snapshot.can_sort)
        self.sort_suit_button.setEnabled(snapshot.can_sort)
        self.natural_button.setEnabled(snapshot.can_declare_natural)
        self.surrender_button.setEnabled(snapshot.can_surrender)
        self.next_button.setEnabled(snapshot.can_next_hand)
        self.result.setHtml(_scores_html(snapshot))


def _scores_html(snapshot: TableSnapshot) -> str:
    parts = []
    if snapshot.match_over:
        parts.append("<p><b>The match is over.</b> Start a new one from the Game menu.</p>")
    if snapshot.result:
        parts.append("<p><b>Last hand</b></p><table>")
        parts.extend(f"<tr><td>{escape(name)}</td><td align='right'>{total:+d}</td></tr>"
                     for name, total in snapshot.result)
        parts.append("</table>")
    if snapshot.standings:
        parts.append("<p><b>Match</b></p><table>")
        parts.extend(f"<tr><td>{escape(name)}</td><td align='right'>{total:+d}</td></tr>"
                     for name, total in snapshot.standings)
        parts.append("</table>")
    return "".join(parts)
