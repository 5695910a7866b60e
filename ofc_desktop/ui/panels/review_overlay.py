"""The score review after each hand. Laid over the lower part of a table it moves nothing
else; docked under the table (:func:`table_with_review`) it takes the lower part of the
area while it is open and the table shrinks to the upper part, so every board, the
viewer's own included, stays in sight beside the review."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.ui.panels.score_review import ScoreReviewPanel

SHARE_OF_HEIGHT = 0.46  # the player's own rows stay in sight above it when it can
DOCKED_SHARE = 0.42  # docked under the table: its part of the height when it opens


class ReviewOverlay(QFrame):
    """A framed ScoreReviewPanel with a close button, placed by :meth:`fit`."""

    visibilityChanged = Signal(bool)
    onTableRequested = Signal()  # show the review as marks on the table instead
    rulesRequested = Signal(str)  # a section of the rules help ("fouls", "scoring")
    # ("set": did I set it right? or "play": did I play it right?, whose hand: "" the
    # viewer's own, else a player chosen at a shared screen)
    analysisRequested = Signal(str, str)

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("reviewOverlay")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setAccessibleName(self.tr("Score review"))
        self.setAccessibleDescription(
            self.tr("How the last hand was scored, pair by pair, and the match standings")
        )
        self.panel = ScoreReviewPanel(self)
        self.docked = False  # in a splitter under the table rather than laid over it
        title = QLabel(self.tr("<b>Score review</b>  (F9 shows or hides it)"))
        title.setWordWrap(True)  # two lines rather than cut off beside the buttons
        self.close_button = close = QToolButton()
        close.setText("✕")
        close.setToolTip(self.tr("Hide the score review (F9)"))
        close.setAccessibleName(self.tr("Hide the score review"))
        close.setAccessibleDescription(self.tr("Closes this panel; F9 opens it again"))
        close.clicked.connect(self.hide)
        self.on_table_button = on_table = QPushButton(self.tr("On the table"))
        on_table.setToolTip(
            self.tr("Mark every row won, lost or tied on the cards, step by step (F10)")
        )
        on_table.setAccessibleName(self.tr("Show the review on the table"))
        on_table.clicked.connect(self.onTableRequested.emit)
        # Links into the rules help: how scoring works, and why a board fouls.
        self.rules_link = QLabel()
        self.rules_link.setTextFormat(Qt.TextFormat.RichText)
        self.rules_link.linkActivated.connect(self.rulesRequested.emit)
        self.show_rules_links(foul=False)
        self.set_button = QPushButton(self.tr("Did I set it right?"))
        self.set_button.setToolTip(
            self.tr("The best arrangement of your cards against the boards the others played")
        )
        self.set_button.clicked.connect(lambda: self._asked("set"))
        self.play_button = QPushButton(self.tr("Did I play it right?"))
        self.play_button.setToolTip(
            self.tr("Every decision of the hand next to the best one, and the points it cost")
        )
        self.play_button.clicked.connect(lambda: self._asked("play"))
        self.analysis_players: tuple[str, ...] = ()
        # The title over its rules links, both wrapping, so the buttons beside them
        # keep their words on a narrow window.
        self.rules_link.setWordWrap(True)
        words = QVBoxLayout()
        words.setSpacing(0)
        words.addWidget(title)
        words.addWidget(self.rules_link)
        head = QHBoxLayout()
        head.addLayout(words, stretch=1)
        head.addWidget(self.set_button)
        head.addWidget(self.play_button)
        head.addWidget(on_table)
        head.addWidget(close, alignment=Qt.AlignmentFlag.AlignRight)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 8)
        layout.addLayout(head)
        layout.addWidget(self.panel, stretch=1)
        self.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:  # as the close button does
            self.hide()
            event.accept()
            return
        super().keyPressEvent(event)

    def offer_analysis(self, offered: bool, players: Sequence[str] = ()) -> None:
        """The two hand analyses, where there is a hand of the viewer's to analyse; with
        several ``players`` (a shared screen) each button asks whose hand first."""
        self.analysis_players = tuple(players) if offered else ()
        for button, which in ((self.set_button, "set"), (self.play_button, "play")):
            button.setVisible(offered)
            tip = button.property("plainTip") or button.toolTip()
            button.setProperty("plainTip", tip)
            button.setToolTip(
                tip
                if len(self.analysis_players) <= 1
                else self.tr("{tip}. Choose whose hand: only that player should be looking").format(
                    tip=tip
                )
            )
            menu = button.menu()
            if menu is not None:
                button.setMenu(None)  # type: ignore[arg-type]
                menu.deleteLater()
            if len(self.analysis_players) > 1:
                menu = QMenu(button)
                for player in self.analysis_players:
                    action = menu.addAction(self.tr("{player}'s hand").format(player=player))
                    action.triggered.connect(
                        lambda _=False, w=which, p=player: self.analysisRequested.emit(w, p)
                    )
                button.setMenu(menu)

    def _asked(self, which: str) -> None:
        if len(self.analysis_players) <= 1:  # else the button's menu asks whose hand
            self.analysisRequested.emit(which, "")

    def show_rules_links(self, foul: bool) -> None:
        """Rules-help links for this hand; "What is a foul?" only when a board fouled."""
        scoring = self.tr("How scoring works")
        links = [f'<a href="scoring">{scoring}</a>']
        if foul:
            foul_words = self.tr("What is a foul?")
            links.append(f'<a href="fouls">{foul_words}</a>')
        self.rules_link.setText(" · ".join(links))

    def fit(self) -> None:
        """Laid over the table: cover the lower part of it. Docked: nothing to do, the
        splitter places it (see :meth:`showEvent`)."""
        host = self.parentWidget()
        if host is None or self.docked:
            return
        height = max(160, int(host.height() * SHARE_OF_HEIGHT))
        self.setGeometry(0, host.height() - height, host.width(), height)

    def _share_the_splitter(self) -> None:
        splitter = self.parentWidget()
        if not isinstance(splitter, QSplitter) or splitter.count() != 2:
            return
        total = sum(splitter.sizes()) or splitter.height()
        own = max(self.minimumSizeHint().height(), int(total * DOCKED_SHARE))
        splitter.setSizes([max(1, total - own), own])

    def showEvent(self, event: QShowEvent) -> None:
        if self.docked:
            self._share_the_splitter()
        else:
            self.fit()
            self.raise_()
        super().showEvent(event)
        self.visibilityChanged.emit(True)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.visibilityChanged.emit(False)


def table_with_review(table: QWidget, overlay: ReviewOverlay) -> QSplitter:
    """The table above its score review, as one widget for the window's layout: the
    review opens under the table (which shrinks to fit above it, every board in sight)
    and gives the room back when it closes; the player may drag the divider."""
    splitter = QSplitter(Qt.Orientation.Vertical)
    splitter.setObjectName("tableAndReview")
    splitter.setChildrenCollapsible(False)
    visible = not overlay.isHidden()
    splitter.addWidget(table)
    splitter.addWidget(overlay)
    splitter.setStretchFactor(0, 1)
    splitter.setStretchFactor(1, 0)
    overlay.docked = True
    overlay.setVisible(visible)
    return splitter
