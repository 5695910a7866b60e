"""Live help while playing, each part switched on in the settings (Table page): a Hint
with the top three plays, their value in points and their foul and Fantasyland chances;
the chance of a foul for the street as laid out; and what each row could still become.
The analyses run off the GUI thread; the panel shows their progress and a Cancel."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.play_values import PlacementValue
from ofc_desktop.core.decision import Decision

ROW_WORDS = {"top": "top", "middle": "middle", "bottom": "bottom"}
RISKY = 0.2  # a foul chance from here on is shown as a warning


def decision_words(decision: Decision) -> str:
    """ "Q♠ top, 7♦ middle; 2♣ discarded" """
    parts = [f"{card} {ROW_WORDS.get(row, row)}" for card, row in decision.placements]
    text = ", ".join(parts)
    if decision.discards:
        text += "; " + ", ".join(str(card) for card in decision.discards) + " discarded"
    return text


class LiveHelpPanel(QGroupBox):
    """The live help section of the side panel."""

    hintRequested = Signal()
    suggestionChosen = Signal(object)  # the Decision picked in the list (None: none)
    suggestionPlayed = Signal(object)  # the Decision to lay out on the table
    cancelRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Help"), parent)
        self._parts = (False, False, False)  # hints, foul odds, row prospects shown
        self.setAccessibleName(self.tr("Live help"))
        self.hint_button = QPushButton(self.tr("&Hint"))
        self.hint_button.setToolTip(self.tr("The three best plays of your cards, with their "
                                            "value in points (Ctrl+Shift+H)"))
        self.hint_button.setAccessibleName(self.tr("Hint"))
        self.hint_button.setAccessibleDescription(self.hint_button.toolTip())
        self.hint_button.setShortcut(QKeySequence("Ctrl+Shift+H"))
        self.hint_button.clicked.connect(self.hintRequested.emit)
        self.suggestions = QListWidget()
        self.suggestions.setAccessibleName(self.tr("Suggested plays, best first"))
        self.suggestions.setWordWrap(True)
        self.suggestions.setMaximumHeight(130)
        self.suggestions.currentRowChanged.connect(self._chosen)
        self.suggestions.itemDoubleClicked.connect(lambda _item: self._play())
        self.play_button = QPushButton(self.tr("La&y it out"))
        self.play_button.setToolTip(self.tr("Put the chosen play on the table, unconfirmed"))
        self.play_button.setAccessibleName(self.tr("Lay the chosen play out"))
        self.play_button.setAccessibleDescription(self.play_button.toolTip())
        self.play_button.clicked.connect(self._play)
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        self.odds.setAccessibleName(self.tr("Chance of a foul"))
        self.prospects = QLabel()
        self.prospects.setWordWrap(True)
        self.prospects.setTextFormat(Qt.TextFormat.RichText)
        self.prospects.setAccessibleName(self.tr("What each row could still become"))
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setTextVisible(True)
        self.progress.setAccessibleName(self.tr("Analysis progress"))
        self.cancel_button = QPushButton(self.tr("S&top"))
        self.cancel_button.setToolTip(self.tr("Stop the analysis"))
        self.cancel_button.setAccessibleName(self.tr("Stop the analysis"))
        self.cancel_button.setAccessibleDescription(self.tr("Cancels the hint being worked "
                                                            "out"))
        self.cancel_button.clicked.connect(self.cancelRequested.emit)
        running = QHBoxLayout()
        running.addWidget(self.progress, stretch=1)
        running.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint_button)
        layout.addWidget(self.suggestions)
        layout.addWidget(self.play_button)
        layout.addLayout(running)
        layout.addWidget(self.odds)
        layout.addWidget(self.prospects)
        self.values: list[PlacementValue] = []
        self.show_running(None)
        self.show_suggestions([])
        self.show_odds(None)
        self.show_prospects(None)
        self.configure(hints=False, odds=False, prospects=False)

    def configure(self, *, hints: bool, odds: bool, prospects: bool) -> None:
        """Show the parts the player switched on; the panel hides when none is."""
        self.hint_button.setVisible(hints)
        self.suggestions.setVisible(hints and bool(self.values))
        self.play_button.setVisible(hints and bool(self.values))
        self.odds.setVisible(odds and bool(self.odds.text()))
        self.prospects.setVisible(prospects and bool(self.prospects.text()))
        self._parts = (hints, odds, prospects)
        self.setVisible(hints or odds or prospects)

    def set_hint_enabled(self, enabled: bool) -> None:
        self.hint_button.setEnabled(enabled)

    def show_running(self, what: str | None, percent: int = 0) -> None:
        """A progress bar with what is being worked out, or nothing."""
        self.progress.setVisible(what is not None)
        self.cancel_button.setVisible(what is not None)
        if what is not None:
            self.progress.setFormat(f"{what} %p%")
            self.progress.setValue(percent)

    def show_suggestions(self, values: list[PlacementValue]) -> None:
        self.values = list(values)
        self.suggestions.blockSignals(True)
        self.suggestions.clear()
        for rank, value in enumerate(values, start=1):
            text = self.tr("{rank}. {play}: {points:+.1f} points (±{error:.1f}); foul "
                           "{foul:.0%}, Fantasyland {fl:.0%}").format(
                rank=rank, play=decision_words(value.decision), points=value.value,
                error=value.stderr, foul=value.foul_chance, fl=value.fantasyland_chance)
            item = QListWidgetItem(text)
            item.setToolTip(text)
            self.suggestions.addItem(item)
        self.suggestions.blockSignals(False)
        hints = self._parts[0]
        self.suggestions.setVisible(hints and bool(values))
        self.play_button.setVisible(hints and bool(values))
        if values:
            self.suggestions.setCurrentRow(0)

    def _chosen(self, row: int) -> None:
        self.suggestionChosen.emit(self.values[row].decision if 0 <= row < len(self.values)
                                   else None)

    def _play(self) -> None:
        row = self.suggestions.currentRow()
        if 0 <= row < len(self.values):
            self.suggestionPlayed.emit(self.values[row].decision)

    def show_odds(self, chance: float | None) -> None:
        if chance is None:
            self.odds.clear()
        elif chance >= 1.0:
            self.odds.setText(self.tr("If you confirm this street the board fouls "
                                      "whatever comes."))
        else:
            self.odds.setText(self.tr("If you confirm this street: {chance:.0%} chance the "
                                      "board fouls.").format(chance=chance))
        risky = chance is not None and chance >= RISKY
        self.odds.setStyleSheet("color: #c62828; font-weight: bold;" if risky else "")
        self.odds.setVisible(self._parts[1] and chance is not None)

    def show_prospects(self, prospects: dict[str, list[tuple[str, float]]] | None) -> None:
        if not prospects:
            self.prospects.clear()
        else:
            lines = []
            for row in ("top", "middle", "bottom"):
                chances = ", ".join(f"{escape(name)} {share:.0%}"
                                    for name, share in prospects.get(row, [])[:3])
                lines.append(f"<b>{self.tr(row.capitalize())}</b>: {chances}")
            self.prospects.setText(self.tr("Your rows could become:") + "<br>"
                                   + "<br>".join(lines))
        self.prospects.setVisible(self._parts[2] and bool(prospects))
