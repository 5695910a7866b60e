"""The score review drawn on the table itself: for one pair of players at a time, every
row marked won, lost or tied on the cards with the points it paid and the royalties each
way, then the pair's scoop, fouls (with the reason), shoot the moon and Fantasyland.
Step row by row and pair by pair, or show a pair all at once."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from ofc_desktop.core.explain import RowBasis, fantasyland_words, foul_reason, pair_row_lines
from ofc_desktop.core.scoring import PairResult
from ofc_desktop.ui.i18n import QT_TRANSLATE_NOOP
from ofc_desktop.ui.models.settlement_model import signed
from ofc_desktop.ui.models.snapshot import TableSnapshot
from ofc_desktop.ui.models.words import for_player
from ofc_desktop.ui.table.annotations import TableAnnotations
from ofc_desktop.ui.table.scene import TableScene
from ofc_desktop.ui.table_view import TableView

ROW_WORDS = (
    QT_TRANSLATE_NOOP("TableReview", "Top"),
    QT_TRANSLATE_NOOP("TableReview", "Middle"),
    QT_TRANSLATE_NOOP("TableReview", "Bottom"),
)
ROW_KEYS = ("top", "middle", "bottom")
ALL_ROWS = 3  # the step after the three rows: the whole pair at once


@dataclass(frozen=True)
class Step:
    pair: int  # index into the ordered pairs
    row: int  # 0-2 a row; ALL_ROWS the whole pair


class TableReview(QObject):
    """Walks a scored hand's pairs and rows, drawing each step on the table."""

    changed = Signal(str)  # the words for the step now shown
    rulesRequested = Signal(str)  # a rules-help section to open ("fouls")

    def __init__(self, annotations: TableAnnotations, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.annotations = annotations
        self.snapshot = TableSnapshot()
        self.pairs: list[PairResult] = []
        self.step = Step(0, ALL_ROWS)
        self.active = False

    # ----- what is reviewed --------------------------------------------------------------

    def start(self, snapshot: TableSnapshot, *, all_at_once: bool = True) -> bool:
        """Review the hand ``snapshot`` shows scored (False when it is not scored)."""
        settlement = snapshot.settlement
        if settlement is None or not settlement.pairs:
            self.stop()
            return False
        viewer = snapshot.seats[snapshot.viewer].name if snapshot.seats else ""
        # The viewer's own pairs first, each seen from the viewer's side.
        self.snapshot = snapshot
        self.pairs = sorted(settlement.pairs, key=lambda p: viewer not in p.players)
        self.active = True
        self.show(Step(0, ALL_ROWS if all_at_once else 0))
        return True

    def stop(self) -> None:
        self.active = False
        self.annotations.clear()

    def _seat_of(self, name: str) -> int | None:
        for seat in self.snapshot.seats:
            if seat.name == name:
                return seat.seat
        return None

    # ----- moving --------------------------------------------------------------------------

    def show(self, step: Step) -> None:
        if not self.pairs:
            return
        pair = max(0, min(step.pair, len(self.pairs) - 1))
        self.step = Step(pair, max(0, min(step.row, ALL_ROWS)))
        self.changed.emit(self._draw())

    def next(self) -> None:
        """The next row, then the whole pair, then the next pair's first row."""
        pair, row = self.step.pair, self.step.row
        if row < ALL_ROWS:
            self.show(Step(pair, row + 1))
        elif pair + 1 < len(self.pairs):
            self.show(Step(pair + 1, 0))

    def previous(self) -> None:
        pair, row = self.step.pair, self.step.row
        if row > 0:
            self.show(Step(pair, row - 1))
        elif pair > 0:
            self.show(Step(pair - 1, ALL_ROWS))

    def next_pair(self) -> None:
        self.show(Step((self.step.pair + 1) % len(self.pairs), self.step.row))

    def previous_pair(self) -> None:
        self.show(Step((self.step.pair - 1) % len(self.pairs), self.step.row))

    def all_at_once(self) -> None:
        self.show(Step(self.step.pair, ALL_ROWS))

    @property
    def pair_title(self) -> str:
        if not self.pairs:
            return ""
        a, b = self.pairs[self.step.pair].players
        return self.tr("{a} vs {b} ({n} of {count})").format(
            a=a, b=b, n=self.step.pair + 1, count=len(self.pairs)
        )

    @property
    def has_foul(self) -> bool:
        return bool(self.pairs) and any(self.pairs[self.step.pair].fouled)

    # ----- drawing -------------------------------------------------------------------------

    def _draw(self) -> str:
        """Draw the current step and return it in words."""
        self.annotations.clear()
        snapshot, settlement = self.snapshot, self.snapshot.settlement
        assert settlement is not None
        pair = self.pairs[self.step.pair]
        a, b = pair.players
        seats = (self._seat_of(a), self._seat_of(b))
        lines = pair_row_lines(settlement, pair, snapshot.rules, dict(snapshot.declarations))
        rows = range(3) if self.step.row == ALL_ROWS else (self.step.row,)
        words: list[str] = []
        for index in rows:
            line = lines[index]
            words.append(
                self._draw_row(
                    index,
                    line.winner,
                    line.hands,
                    line.points,
                    line.royalties,
                    line.basis,
                    (a, b),
                    seats,
                )
            )
        if self.step.row == ALL_ROWS:
            words.extend(self._draw_pair(pair, seats))
        return "  ".join(words)

    def _draw_row(
        self,
        index: int,
        winner: str | None,
        hands: tuple[str, str],
        points: int,
        royalties: tuple[int, int],
        basis: RowBasis,
        names: tuple[str, str],
        seats: tuple[int | None, int | None],
    ) -> str:
        row = ROW_KEYS[index]
        for side, (name, seat) in enumerate(zip(names, seats, strict=True)):
            if seat is None:
                continue
            if winner is None:
                text, tone = "=", "tied"
            elif winner == name:
                text, tone = (signed(abs(points)) if points else self.tr("wins")), "won"
            else:
                text, tone = (signed(-abs(points)) if points else self.tr("loses")), "lost"
            self.annotations.outline_row(seat, row, tone)
            self.annotations.mark_row(seat, row, text, tone)
            if royalties[side]:
                self.annotations.mark_row(
                    seat, row, self.tr("royalty +{n}").format(n=royalties[side]), "info"
                )
        where = self.tr(ROW_WORDS[index])
        if basis is RowBasis.FOUL:
            what = for_player(
                winner,
                self.tr("{winner} takes it: the other board fouled"),
                self.tr("{winner} take it: the other board fouled"),
            ).format(winner=winner)
        elif basis in (RowBasis.BOTH_FOULED,):
            what = self.tr("both boards fouled: nobody scores")
        elif basis is RowBasis.MOON:
            what = for_player(
                winner,
                self.tr("{winner} takes it: shoot the moon"),
                self.tr("{winner} take it: shoot the moon"),
            ).format(winner=winner)
        elif basis is RowBasis.DECLARED:
            what = self.tr("settled by a natural or a surrender")
        elif winner is None:
            what = self.tr("{h0} ties {h1}").format(h0=hands[0], h1=hands[1])
        else:
            won, lost = hands if winner == names[0] else hands[::-1]
            what = for_player(
                winner,
                self.tr("{winner} wins with {won} over {lost}, {points}"),
                self.tr("{winner} win with {won} over {lost}, {points}"),
            ).format(winner=winner, won=won, lost=lost, points=signed(abs(points)))
        paid = [
            self.tr("{name} +{n} royalty").format(name=name, n=n)
            for name, n in zip(names, royalties, strict=True)
            if n
        ]
        return f"{where}: {what}" + (f" ({', '.join(paid)})." if paid else ".")

    def _draw_pair(self, pair: PairResult, seats: tuple[int | None, int | None]) -> list[str]:
        words = []
        settlement = self.snapshot.settlement
        assert settlement is not None
        for side, (name, seat) in enumerate(zip(pair.players, seats, strict=True)):
            if seat is None:
                continue
            total = pair.total if side == 0 else -pair.total
            line = 0
            self.annotations.banner(
                seat,
                self.tr("{total} against {other}").format(
                    total=signed(total), other=pair.players[1 - side]
                ),
                "won" if total > 0 else "lost" if total < 0 else "tied",
                line,
            )
            evaluation = next(r.evaluation for r in settlement.players if r.player == name)
            extras = []
            if pair.scoop and (pair.total > 0) == (side == 0):
                extras.append(
                    (self.tr("Scoop: all three rows, +{n}").format(n=abs(pair.scoop)), "won")
                )
            if pair.fouled[side]:
                reason = foul_reason(evaluation) or self.tr("the rows are out of order")
                extras.append((self.tr("Foul: {reason}").format(reason=reason), "warning"))
            if pair.moon[side]:
                extras.append((self.tr("Shoots the moon"), "won"))
            fantasyland = fantasyland_words(evaluation, self.snapshot.rules)
            if fantasyland:
                extras.append((fantasyland, "info"))
            for text, tone in extras:
                line += 1
                self.annotations.banner(seat, text, tone, line)
                words.append(f"{name}: {text}.")
        a, b = pair.players
        words.insert(
            0,
            self.tr("{a} {total}, {b} {other}.").format(
                a=a, b=b, total=signed(pair.total), other=signed(-pair.total)
            ),
        )
        return words


class TableReviewBar(QFrame):
    """The controls of the on-table review, laid over the top of the table."""

    closed = Signal()

    def __init__(self, review: TableReview, host: QWidget) -> None:
        super().__init__(host)
        self.review = review
        self.setObjectName("tableReviewBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setAccessibleName(self.tr("Review on the table"))
        self.pair_label = QLabel()
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.previous_pair_button = self._button(
            "◀", self.tr("The previous pair"), review.previous_pair
        )
        self.next_pair_button = self._button("▶", self.tr("The next pair"), review.next_pair)
        self.previous_button = self._button(
            self.tr("◀ Row"), self.tr("One step back"), review.previous
        )
        self.next_button = self._button(
            self.tr("Row ▶"), self.tr("The next row, then the whole pair"), review.next
        )
        self.all_button = self._button(
            self.tr("All at once"),
            self.tr("Every row of this pair, with its totals"),
            review.all_at_once,
        )
        self.rules_button = self._button(
            self.tr("Why a foul?"),
            self.tr("The foul rule in the rules help"),
            lambda: review.rulesRequested.emit("fouls"),
        )
        close = QToolButton()
        close.setText("✕")
        close.setToolTip(self.tr("Take the marks off the table"))
        close.setAccessibleName(self.tr("Close the review on the table"))
        close.clicked.connect(self.close_review)
        self.close_button = close
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        for widget in (
            self.previous_pair_button,
            self.pair_label,
            self.next_pair_button,
            self.previous_button,
            self.next_button,
            self.all_button,
        ):
            layout.addWidget(widget)
        layout.addWidget(self.text, stretch=1)
        layout.addWidget(self.rules_button)
        layout.addWidget(close)
        review.changed.connect(self._show)
        self.hide()

    def _button(self, text: str, tip: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.clicked.connect(slot)
        return button

    def _show(self, words: str) -> None:
        self.pair_label.setText(f"<b>{self.review.pair_title}</b>")
        self.text.setText(words)
        self.rules_button.setVisible(self.review.has_foul)
        self.fit()

    def fit(self) -> None:
        """Along the bottom of the table, where the hand area is empty once a hand is
        over, so every board stays in sight."""
        host = self.parentWidget()
        if host is not None:
            # One height whatever the words, so the buttons never move between steps.
            lines = 3 * self.text.fontMetrics().lineSpacing()
            height = max(56, lines + 16)
            self.setGeometry(0, host.height() - height, host.width(), height)
            self.raise_()

    def close_review(self) -> None:
        self.review.stop()
        self.hide()
        self.closed.emit()


def attach_table_review(
    view: TableView, scene: TableScene, parent: QObject
) -> tuple[TableAnnotations, TableReview, TableReviewBar]:
    """The on-table review for a table view: its marks, the stepping, and the bar laid
    over the view (kept fitted as the view resizes)."""
    annotations = TableAnnotations(scene, scene.art)
    review = TableReview(annotations, parent)
    bar = TableReviewBar(review, view)
    view.resized.connect(bar.fit)
    return annotations, review, bar
