"""The controls beside the table: what to do now, the street's buttons, the last hand
and the match standings. Every button keeps its place; only its state changes.

A refusal or warning (in red) stays until the player acts again or the screen changes
hands; under the hot-seat curtain nothing of the last player's is shown. Surrender
asks first. A closed-game player whose 13 cards hold a natural is told so from the deal.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.core.cards import Card
from ofc_desktop.core.naturals import natural_in, natural_name
from ofc_desktop.ui.models.snapshot import TableSnapshot
from ofc_desktop.ui.theme import LIGHT, Theme


class SidePanel(QWidget):
    """Buttons in fixed places; text areas with fixed heights, so nothing moves."""

    surrenderRequested = Signal()  # the player confirmed giving the hand up

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ask_before_surrendering = True  # tests switch the question off
        self._snapshot = TableSnapshot()
        self._naturals: dict[frozenset[Card], str] = {}  # cards -> the natural's name
        self.title = QLabel()
        self.title.setObjectName("tableTitle")
        self.title.setWordWrap(True)  # "Pineapple — hand 3 of 2 (Fantasyland extension)"
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setFixedHeight(54)
        self.prompt.setAccessibleName(self.tr("What to do now"))
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setFixedHeight(54)
        self.message.setAccessibleName(self.tr("Table message"))
        self.apply_theme(LIGHT)
        self.confirm_button = self._button(
            self.tr("&Confirm street"),
            self.tr("Confirm street"),
            self.tr("Fix this street's placements (Enter)"),
        )
        self.undo_button = self._button(
            self.tr("&Undo"),
            self.tr("Undo"),
            self.tr("Take back the last move of this street (Backspace)"),
        )
        self._play_text = self.tr("&Play for me")
        self._thinking_text = self.tr("Thinking…")
        self.play_button = self._button(
            self._play_text,
            self.tr("Play for me"),
            self.tr(
                "Lay out the best play for this street (the Hint's first choice) on your "
                "rows, "
                "to look at, change and confirm (Settings → Timers can make it confirm "
                "at once); 13 or more cards are set by the exact solver"
            ),
        )
        self.arrange_button = self._button(
            self.tr("&Arrange for me"),
            self.tr("Arrange for me"),
            self.tr(
                "Set all your cards with the exact solver; you can still change the "
                "arrangement before confirming"
            ),
        )
        self.sort_rank_button = self._button(
            self.tr("Sort by ran&k"),
            self.tr("Sort by rank"),
            self.tr("Order the cards in your hand by rank"),
        )
        self.sort_suit_button = self._button(
            self.tr("Sort by &suit"),
            self.tr("Sort by suit"),
            self.tr("Order the cards in your hand by suit"),
        )
        self.natural_button = self._button(
            self.tr("Declare natu&ral"),
            self.tr("Declare natural"),
            self.tr(
                "Declare a natural (dragon, three flushes, three straights, six "
                "pairs…) before the reveal; it beats any ordinary board"
            ),
        )
        self.surrender_button = self._button(
            self.tr("Surr&ender"),
            self.tr("Surrender"),
            self.tr("Give up this hand before the reveal, paying a fixed price to each opponent"),
        )
        self.next_button = self._button(
            self.tr("&Next hand"),
            self.tr("Next hand"),
            self.tr("Deal the next hand of this match (Ctrl+D)"),
        )
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
        grid.setColumnStretch(0, 1)  # equal columns: a button's new text moves nothing
        grid.setColumnStretch(1, 1)
        self.surrender_button.clicked.connect(self.request_surrender)
        self.notice = QLabel()  # a word for the player only: "Your cards make a natural"
        self.notice.setWordWrap(True)
        self.notice.setAccessibleName(self.tr("Note for you"))
        self.notice.setVisible(False)
        self.result = QTextBrowser()
        self.result.setMinimumHeight(80)  # on a short screen the live help comes first
        self.result.setAccessibleName(self.tr("Scores"))
        self.result.setAccessibleDescription(
            self.tr("The last hand's result and the match standings")
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.prompt)
        layout.addWidget(self.message)
        layout.addLayout(grid)
        layout.addWidget(self.notice)
        self.sections = QVBoxLayout()  # extra sections (the live help) go here
        layout.addLayout(self.sections)
        layout.addWidget(QLabel(self.tr("<b>Scores</b>")))
        layout.addWidget(self.result, stretch=1)
        # The window sets the width (a scrollbar may take a little of it).
        self.setMinimumWidth(200)
        self.setMaximumWidth(300)
        self.show_snapshot(self._snapshot)  # no table yet: every button disabled

    def _button(self, text: str, name: str, description: str) -> QPushButton:
        """A button that says what it does to the eye, the mouse and a screen reader."""
        button = QPushButton(text)
        button.setToolTip(description)
        button.setAccessibleName(name)
        button.setAccessibleDescription(description)
        return button

    def apply_theme(self, theme: Theme) -> None:
        """Refusals and warnings in a red that reads on the theme's window colour."""
        self.message.setStyleSheet(f"color: {theme.panel_warning};")

    def show_message(self, text: str) -> None:
        """A refusal or warning, in red; never over the hot-seat curtain."""
        if self._snapshot.curtain:
            return
        self.message.setText(text)

    def clear_message(self) -> None:
        self.message.clear()

    def request_surrender(self) -> bool:
        """Ask before giving the hand up; True (and ``surrenderRequested``) on yes."""
        if not self._snapshot.can_surrender:
            return False
        if self.ask_before_surrendering:
            box = QMessageBox(
                QMessageBox.Icon.Question,
                self.tr("Surrender this hand?"),
                self.tr(
                    "Surrender this hand? You pay the surrender price to every opponent "
                    "and your cards are not shown."
                ),
                QMessageBox.StandardButton.NoButton,
                self,
            )
            box.setObjectName("surrenderQuestion")
            yes = box.addButton(self.tr("&Surrender"), QMessageBox.ButtonRole.AcceptRole)
            cancel = box.addButton(QMessageBox.StandardButton.Cancel)
            box.setDefaultButton(cancel)
            box.setEscapeButton(cancel)
            box.exec()
            if box.clickedButton() is not yes:
                return False
        self.surrenderRequested.emit()
        return True

    def show_snapshot(self, snapshot: TableSnapshot) -> None:
        self._snapshot = snapshot
        if snapshot.curtain:
            self.message.clear()  # the last player's refusal is not the next one's
        notice = self._natural_notice(snapshot)
        self.notice.setText(notice)
        self.notice.setVisible(bool(notice))
        self.title.setText(f"<b>{escape(snapshot.title)}</b>" if snapshot.title else "")
        self.prompt.setText(escape(snapshot.prompt))
        self.confirm_button.setEnabled(snapshot.can_confirm)
        self.undo_button.setEnabled(snapshot.can_undo)
        self.play_button.setEnabled(snapshot.can_play_for_me)
        thinking = snapshot.thinking_for_me
        self.play_button.setText(self._thinking_text if thinking else self._play_text)
        self.play_button.setAccessibleDescription(
            self.tr("Working out the play for this street")
            if thinking
            else self.play_button.toolTip()
        )
        self.arrange_button.setEnabled(snapshot.sets_whole_board)
        self.sort_rank_button.setEnabled(snapshot.can_sort)
        self.sort_suit_button.setEnabled(snapshot.can_sort)
        self.natural_button.setEnabled(snapshot.can_declare_natural)
        self.surrender_button.setEnabled(snapshot.can_surrender)
        self.next_button.setEnabled(snapshot.can_next_hand)
        self.result.setHtml(_scores_html(snapshot))

    def _natural_notice(self, snapshot: TableSnapshot) -> str:
        """ "Your cards make a natural: Six pairs — …" to the player setting 13 cards
        that hold one (docs/rules.md §9); nothing under the curtain or once declared."""
        if (
            snapshot.curtain
            or snapshot.hand_over
            or not snapshot.rules.naturals
            or not any(zones for _, zones in snapshot.targets)  # not acting, or declared
        ):
            return ""
        own = next((seat for seat in snapshot.seats if seat.seat == snapshot.viewer), None)
        rows = [card for row in own.rows for card in row.cards] if own is not None else []
        cards = frozenset([*snapshot.held, *snapshot.street_discards, *rows])
        if len(cards) != 13:
            return ""
        if cards not in self._naturals:
            natural = natural_in(sorted(cards, key=str))
            self._naturals = {cards: natural_name(natural.kind) if natural else ""}
        name = self._naturals[cards]
        if not name:
            return ""
        return self.tr(
            "Your cards make a natural: {natural} — set them, then Declare natural."
        ).format(natural=name)


def _scores_html(snapshot: TableSnapshot) -> str:
    parts = []
    if snapshot.match_over:
        parts.append(
            QCoreApplication.translate(
                "SidePanel", "<p><b>The match is over.</b> Start a new one from the Game menu.</p>"
            )
        )
    if snapshot.result:
        parts.append(QCoreApplication.translate("SidePanel", "<p><b>Last hand</b></p>") + "<table>")
        parts.extend(
            f"<tr><td>{escape(name)}</td><td align='right'>{total:+d}</td></tr>"
            for name, total in snapshot.result
        )
        parts.append("</table>")
    if snapshot.standings:
        parts.append(QCoreApplication.translate("SidePanel", "<p><b>Match</b></p>") + "<table>")
        parts.extend(
            f"<tr><td>{escape(name)}</td><td align='right'>{total:+d}</td></tr>"
            for name, total in snapshot.standings
        )
        parts.append("</table>")
    return "".join(parts)
