"""Outs and dead cards in the live help: the cards the player has seen, grouped by suit,
and for each row still being filled the draws it holds, with their live outs and the
chance to complete them (figures from :mod:`ofc_desktop.bots.outs`)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from ofc_desktop.core.cards import SUIT_ORDER, Card
from ofc_desktop.core.rows import Row

if TYPE_CHECKING:  # the figures (NumPy) load when the option is first used
    from ofc_desktop.bots.outs import RowDraws

SHOWN_DRAWS = 3  # per row, the nearest first; the tooltip lists every one
NBSP = "\u00a0"  # a suit's cards stay on one line; a long list wraps between suits


class OutsView(QLabel):
    """A compact list: "Seen: 14 cards", the seen cards by suit, then each row's draws."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAccessibleName(self.tr("Outs and dead cards"))
        self.lines: list[str] = []  # the draws shown, as plain text

    def row_title(self, row: Row) -> str:
        if row is Row.TOP:
            return self.tr("Top")
        return self.tr("Middle") if row is Row.MIDDLE else self.tr("Bottom")

    def seen_text(self, seen: Sequence[Card]) -> str:
        """ "♠ A K 7 · ♥ Q 9 · ♣ T": the seen cards by suit, high ranks first; a suit with
        none seen is left out, jokers come last."""
        parts = []
        for suit in SUIT_ORDER:
            ranks = sorted((c.rank for c in seen if c.suit is suit and c.rank), reverse=True)
            if ranks:
                parts.append(NBSP.join([suit.symbol, *(rank.char for rank in ranks)]))
        jokers = sum(1 for card in seen if card.is_joker)
        if jokers:
            parts.append(NBSP.join(["JK"] * jokers))
        return " · ".join(parts)

    def show_outs(self, seen: Sequence[Card] | None, rows: Sequence[RowDraws] = ()) -> None:
        """Show what was seen and the draws; None clears the list."""
        self.lines = []
        if seen is None:
            self.clear()
            self.setToolTip("")
            return
        from ofc_desktop.bots.outs import outs_line

        html = [
            "<b>"
            + escape(self.tr("Seen: {count} cards").format(count=len(seen)))
            + "</b><br>"
            + escape(self.seen_text(seen))
        ]
        every = []
        for entry in rows:
            title = self.row_title(entry.row)
            lines = [outs_line(draw) for draw in entry.draws]
            self.lines.extend(lines[:SHOWN_DRAWS])
            shown = "<br>".join("· " + escape(line) for line in lines[:SHOWN_DRAWS])
            html.append(f"<b>{escape(title)}</b><br>{shown}")
            every.append(title + ":\n" + "\n".join(lines))
        if not rows:
            html.append(escape(self.tr("No row holds a draw yet.")))
        self.setText("<br>".join(html))
        note = self.tr(
            "Outs: the cards that bring a draw one card closer; live: not seen yet. The "
            "chance is that of the draw being there by the end of the hand if every card "
            "that helps it goes into that row."
        )
        self.setToolTip("\n\n".join([*every, note]))
