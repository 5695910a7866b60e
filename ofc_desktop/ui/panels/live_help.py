"""Live help while playing, each part switched on in the settings (Table page): a Hint
with the top three plays, their value in points and their foul and Fantasyland chances;
the chance of a foul for the street as laid out; what each row could still become; and
the outs: the cards seen so far and each row's draws (:mod:`.outs_view`). Every sampled
figure is shown with its standard error ("foul 6% ± 1"). The analyses run off the GUI
thread; the panel shows their progress and a Cancel."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
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

from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.panels.outs_view import OutsView

if TYPE_CHECKING:  # the bots' values (NumPy) load when the first hint is asked
    from ofc_desktop.bots.outs import RowDraws
    from ofc_desktop.bots.play_values import PlacementValue, StreetFigures

ROW_WORDS = {
    "top": QT_TRANSLATE_NOOP("LiveHelpPanel", "top"),
    "middle": QT_TRANSLATE_NOOP("LiveHelpPanel", "middle"),
    "bottom": QT_TRANSLATE_NOOP("LiveHelpPanel", "bottom"),
}
ROW_TITLES = {
    "top": QT_TRANSLATE_NOOP("LiveHelpPanel", "Top"),
    "middle": QT_TRANSLATE_NOOP("LiveHelpPanel", "Middle"),
    "bottom": QT_TRANSLATE_NOOP("LiveHelpPanel", "Bottom"),
}
RISKY = 0.2  # a foul chance from here on is shown as a warning


def points_text(value: float, stderr: float) -> str:
    """ "+1.2 ± 0.1", "−0.4": expected points, with their standard error when sampled."""
    text = f"{abs(value):.1f}"
    text = text if text == "0.0" else f"+{text}" if value > 0 else f"\u2212{text}"
    return f"{text} ± {stderr:.1f}" if stderr else text


def chance_text(chance: float, stderr: float) -> str:
    """ "6% ± 1", "0% ± 0.3", "100%": a chance, with its standard error when sampled."""
    text = f"{100 * chance:.0f}%"
    if not stderr:
        return text
    error = 100 * stderr
    return f"{text} ± {error:.0f}" if error >= 0.95 else f"{text} ± {error:.1f}"


def decision_words(decision: Decision) -> str:
    """ "Q♠ top, 7♦ 8♦ middle; discard 2♣": a play, row by row."""
    rows = decision.rows()
    words = {
        row: QCoreApplication.translate("LiveHelpPanel", word) for row, word in ROW_WORDS.items()
    }
    parts = [
        " ".join(card.pretty for card in rows[row]) + f" {words[row]}"
        for row in ROW_WORDS
        if rows[row]
    ]
    text = ", ".join(parts)
    if decision.discards:
        text += QCoreApplication.translate("LiveHelpPanel", "; discard {cards}").format(
            cards=" ".join(card.pretty for card in decision.discards)
        )
    return text


SHOWN_SHARE = 0.05  # rarer categories of a row are left to the tooltip


class LiveHelpPanel(QGroupBox):
    """The live help section of the side panel."""

    hintRequested = Signal()
    suggestionChosen = Signal(object)  # the Decision picked in the list (None: none)
    suggestionPlayed = Signal(object)  # the Decision to lay out on the table
    cancelRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Help"), parent)
        self._parts = (False, False, False)  # hints, foul odds, row prospects shown
        self._outs_shown = False
        self.setAccessibleName(self.tr("Live help"))
        self.hint_button = QPushButton(self.tr("&Hint"))
        self.hint_button.setToolTip(
            self.tr(
                "The three best plays of your cards, with their "
                "value in points and their chances of a foul "
                "and of Fantasyland, each ± one standard error "
                "(Ctrl+Shift+H)"
            )
        )
        self.hint_button.setAccessibleName(self.tr("Hint"))
        self.hint_button.setAccessibleDescription(self.hint_button.toolTip())
        self.hint_button.setShortcut(QKeySequence("Ctrl+Shift+H"))
        self.hint_button.clicked.connect(self.hintRequested.emit)
        self.suggestions = QListWidget()
        self.suggestions.setAccessibleName(self.tr("Suggested plays, best first"))
        self.suggestions.setWordWrap(True)
        # Three plays of up to two lines each, in the font's own units; never squeezed
        # (the side panel scrolls instead).
        self.suggestions.setFixedHeight(
            self.fontMetrics().lineSpacing() * 6 + 2 * self.suggestions.frameWidth() + 6
        )
        self.suggestions.currentRowChanged.connect(self._chosen)
        self.suggestions.itemDoubleClicked.connect(lambda _item: self._play())
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setAccessibleName(self.tr("Figures of the chosen play"))
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
        self.outs = OutsView()
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setTextVisible(True)
        self.progress.setAccessibleName(self.tr("Analysis progress"))
        self.cancel_button = QPushButton(self.tr("S&top"))
        self.cancel_button.setToolTip(self.tr("Stop the analysis"))
        self.cancel_button.setAccessibleName(self.tr("Stop the analysis"))
        self.cancel_button.setAccessibleDescription(self.tr("Cancels the figures being worked out"))
        self.cancel_button.clicked.connect(self.cancelRequested.emit)
        running = QHBoxLayout()
        running.addWidget(self.progress, stretch=1)
        running.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint_button)
        layout.addWidget(self.suggestions)
        layout.addWidget(self.details)
        layout.addWidget(self.play_button)
        layout.addLayout(running)
        layout.addWidget(self.odds)
        layout.addWidget(self.prospects)
        layout.addWidget(self.outs)
        self.values: list[PlacementValue] = []
        self.show_running(None)
        self.show_suggestions([])
        self.show_odds(None)
        self.show_prospects(None)
        self.show_outs(None)
        self.configure(hints=False, odds=False, prospects=False)

    def configure(self, *, hints: bool, odds: bool, prospects: bool, outs: bool = False) -> None:
        """Show the parts the player switched on; the panel hides when none is."""
        self.hint_button.setVisible(hints)
        self.suggestions.setVisible(hints and bool(self.values))
        self.details.setVisible(hints and bool(self.values))
        self.play_button.setVisible(hints and bool(self.values))
        self.odds.setVisible(odds and bool(self.odds.text()))
        self.prospects.setVisible(prospects and bool(self.prospects.text()))
        self.outs.setVisible(outs and bool(self.outs.text()))
        self._parts = (hints, odds, prospects)
        self._outs_shown = outs
        self.setVisible(hints or odds or prospects or outs)

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
        """The best plays, one short line each; the chosen one's figures below."""
        self.values = list(values)
        self.suggestions.blockSignals(True)
        self.suggestions.clear()
        for rank, value in enumerate(values, start=1):
            item = QListWidgetItem(
                self.tr("{rank}. {play} ({points})").format(
                    rank=rank,
                    play=decision_words(value.decision),
                    points=points_text(value.value, 0.0),
                )
            )
            item.setToolTip(self.figures_text(value) + "\n" + self._estimate_note(value))
            self.suggestions.addItem(item)
        self.suggestions.blockSignals(False)
        hints = self._parts[0]
        self.suggestions.setVisible(hints and bool(values))
        self.details.setVisible(hints and bool(values))
        self.play_button.setVisible(hints and bool(values))
        self.details.clear()
        if values:
            self.suggestions.setCurrentRow(0)

    def figures_text(self, value: PlacementValue) -> str:
        """ "+2.5 ± 0.3 points · foul 20% ± 1 · Fantasyland 3% ± 0.5"; exact figures
        say so."""
        text = self.tr("{points} points · foul {foul} · Fantasyland {fl}").format(
            points=points_text(value.value, value.stderr),
            foul=chance_text(value.foul_chance, value.foul_stderr),
            fl=chance_text(value.fantasyland_chance, value.fantasyland_stderr),
        )
        if not value.exact:
            return text
        return self.tr("{figures} (exact)").format(figures=text)

    def _chosen(self, row: int) -> None:
        chosen = self.values[row] if 0 <= row < len(self.values) else None
        self.details.setText("" if chosen is None else self.figures_text(chosen))
        self.details.setToolTip("" if chosen is None else self._estimate_note(chosen))
        self.suggestionChosen.emit(None if chosen is None else chosen.decision)

    def _play(self) -> None:
        row = self.suggestions.currentRow()
        if 0 <= row < len(self.values):
            self.suggestionPlayed.emit(self.values[row].decision)

    def _estimate_note(self, value: PlacementValue) -> str:
        if value.solved:
            return self.tr("Judged exactly: royalties plus the value of Fantasyland.")
        if value.exact:
            return self.tr(
                "Exact: every way the cards still to come can fall was counted, and the "
                "rest of the hand played out on each."
            )
        return self.tr(
            "Estimated on sampled futures of the rest of the hand, played out "
            "card by card; ± is one standard error."
        )

    def _partial_note(self) -> str:
        return self.tr(
            "Not every card of this street is laid out yet: the figures are for "
            "the best way to finish it, the play worth the most points among "
            "those keeping your cards where you laid them."
        )

    def show_odds(self, figures: StreetFigures | None) -> None:
        """The chance of a foul for the street as laid out: the play itself once every
        card is laid out, else the best way to finish it (the tooltip says which)."""
        if figures is None:
            self.odds.clear()
            self.odds.setToolTip("")
            self.odds.setStyleSheet("")
            self.odds.setVisible(False)
            return
        play = figures.play
        chance = chance_text(play.foul_chance, play.foul_stderr)
        certain = play.foul_chance >= 1.0 and not play.foul_stderr
        if not figures.complete:
            text = self.tr("Best finish: foul {chance}.").format(chance=chance)
            tip = self._partial_note()
        elif certain:
            text = self.tr("If you confirm, the board fouls whatever comes.")
            tip = self.tr("Every card of this street is laid out.")
        else:
            text = self.tr("If you confirm: foul {chance}.").format(chance=chance)
            tip = self.tr("The chance your board fouls if you confirm this street as laid out.")
        self.odds.setText(text)
        self.odds.setToolTip(tip + "\n" + self._estimate_note(play))
        risky = play.foul_chance >= RISKY
        self.odds.setStyleSheet("color: #c62828; font-weight: bold;" if risky else "")
        self.odds.setVisible(self._parts[1])

    def show_prospects(
        self, prospects: dict[str, list[tuple[str, float]]] | None, complete: bool = True
    ) -> None:
        """What each row could still become, this street's cards counted where they are
        laid out (not all laid out: with the best way to finish the street)."""
        if not prospects:
            self.prospects.clear()
            self.prospects.setToolTip("")
        else:
            lines, every = [], []
            for row, title in ROW_TITLES.items():
                chances = prospects.get(row, [])
                shown = [(name, share) for name, share in chances if share >= SHOWN_SHARE][:3]
                listed = ", ".join(f"{escape(name)} {share:.0%}" for name, share in shown)
                heading = self.tr(title)
                lines.append(f"<b>{heading}</b>: {listed}")
                every.append(
                    f"{heading}: " + ", ".join(f"{name} {share:.1%}" for name, share in chances)
                )
            head = (
                self.tr("Your rows could become:")
                if complete
                else self.tr("Your rows could become (best finish):")
            )
            self.prospects.setText(escape(head) + "<br>" + "<br>".join(lines))
            tip = self.tr(
                "How often each row ends as each hand when the rest of the hand "
                "is played out card by card, on the same sampled futures as the "
                "other figures; this street's cards count where you laid them out."
            )
            if not complete:
                tip += "\n" + self._partial_note()
            self.prospects.setToolTip("\n".join([*every, "", tip]))
        self.prospects.setVisible(self._parts[2] and bool(prospects))

    def show_outs(self, seen: Sequence[Card] | None, rows: Sequence[RowDraws] = ()) -> None:
        """The cards seen so far and each row's draws with their outs; None: nothing."""
        self.outs.show_outs(seen, rows)
        self.outs.setVisible(self._outs_shown and seen is not None)
