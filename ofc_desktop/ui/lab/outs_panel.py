"""The lab's outs: for the hero's rows still being filled, each draw with its outs still
live and its chance by the end of the hand, and the cards the hero knows are dead
(bots/outs.py, the same figures the table's live help shows). Always on in the lab;
it follows every edit, and says nothing about a position that could not occur."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ofc_desktop.bots.outs import outs_line, row_draws, seen_cards
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.core.rows import row_word

MAX_DRAWS = 3  # per row: the nearest draws; the rest are long shots
PANEL_WIDTH = 250


class LabOutsPanel(QWidget):
    """A compact column of the hero's draws and dead cards beside the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Outs and dead cards"))
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 0, 0, 0)
        layout.addWidget(self.text, stretch=1)
        self.setFixedWidth(PANEL_WIDTH)
        self.lines: list[str] = []  # what is shown, as plain text (for tests and sharing)

    def show_position(self, position: LabPosition | None) -> None:
        """The outs of ``position``'s hero (nothing for an impossible position)."""
        self.lines = []
        try:
            view = position.view() if position is not None else None
        except (OfcError, ValueError):
            view = None
        if view is None:
            self.text.setText(
                "<b>{}</b><br>{}".format(
                    html.escape(self.tr("Outs")),
                    html.escape(self.tr("Set up a position that can occur to see its outs.")),
                )
            )
            return
        parts = ["<b>{}</b>".format(html.escape(self.tr("Outs")))]
        draws = [rows for rows in row_draws(view) if rows.draws]
        if not draws:
            self.lines.append(self.tr("No row is being filled yet: no draws."))
            parts.append(html.escape(self.lines[-1]))
        for rows in draws:
            title = row_word(rows.row).capitalize()
            self.lines.append(title)
            items = []
            for draw in rows.draws[:MAX_DRAWS]:
                line = outs_line(draw)
                self.lines.append(line)
                items.append(html.escape(line))
            parts.append(f"<i>{html.escape(title)}</i><br>" + "<br>".join(items))
        own = {*view.board.cards(), *view.held}
        dead = [card for card in seen_cards(view) if card not in own]
        heading = self.tr("Dead cards ({count})").format(count=len(dead))
        cards = " ".join(card.pretty for card in dead) or self.tr("none")
        self.lines += [heading, cards]
        parts.append(f"<b>{html.escape(heading)}</b><br>{html.escape(cards)}")
        self.text.setText("<br><br>".join(parts))
