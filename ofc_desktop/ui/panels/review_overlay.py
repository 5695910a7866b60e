"""The score review drawn over the lower part of the table after each hand: opening
or closing it moves nothing else in the window."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.ui.panels.score_review import ScoreReviewPanel

SHARE_OF_HEIGHT = 0.46  # the player's own rows stay in sight above it when it can


class ReviewOverlay(QFrame):
    """A framed ScoreReviewPanel with a close button, placed by :meth:`fit`."""

    visibilityChanged = Signal(bool)
    onTableRequested = Signal()  # show the review as marks on the table instead
    rulesRequested = Signal(str)  # a section of the rules help ("fouls", "scoring")
    analysisRequested = Signal(str)  # "set": did I set it right? "play": did I play it right?

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("reviewOverlay")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setAccessibleName(self.tr("Score review"))
        self.setAccessibleDescription(self.tr("How the last hand was scored, pair by pair, "
                                              "and the match standings"))
        self.panel = ScoreReviewPanel(self)
        title = QLabel(self.tr("<b>Score review</b>  (F9 shows or hides it)"))
        self.close_button = close = QToolButton()
        close.setText("✕")
        close.setToolTip(self.tr("Hide the score review (F9)"))
        close.setAccessibleName(self.tr("Hide the score review"))
        close.setAccessibleDescription(self.tr("Closes this panel; F9 opens it again"))
        close.clicked.connect(self.hide)
        self.on_table_button = on_table = QPushButton(self.tr("On the table"))
        on_table.setToolTip(self.tr("Mark every row won, lost or tied on the cards, step by "
                                    "step (F10)"))
        on_table.setAccessibleName(self.tr("Show the review on the table"))
        on_table.clicked.connect(self.onTableRequested.emit)
        # Links into the rules help: how scoring works, and why a board fouls.
        self.rules_link = QLabel()
        self.rules_link.setTextFormat(Qt.TextFormat.RichText)
        self.rules_link.linkActivated.connect(self.rulesRequested.emit)
        self.show_rules_links(foul=False)
        self.set_button = QPushButton(self.tr("Did I set it right?"))
        self.set_button.setToolTip(self.tr("The best arrangement of your cards against the "
                                           "boards the others played"))
        self.set_button.clicked.connect(lambda: self.analysisRequested.emit("set"))
        self.play_button = QPushButton(self.tr("Did I play it right?"))
        self.play_button.setToolTip(self.tr("Every decision of the hand next to the best "
                                            "one, and the points it cost"))
        self.play_button.clicked.connect(lambda: self.analysisRequested.emit("play"))
        head = QHBoxLayout()
        head.addWidget(title, stretch=1)
        head.addWidget(self.rules_link)
        head.addWidget(self.set_button)
        head.addWidget(self.play_button)
        head.addWidget(on_table)
        head.addWidget(close, alignment=Qt.AlignmentFlag.AlignRight)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 8)
        layout.addLayout(head)
        layout.addWidget(self.panel, stretch=1)
        self.hide()

    def offer_analysis(self, offered: bool) -> None:
        """The two hand analyses, where there is a hand of the viewer's to analyse."""
        self.set_button.setVisible(offered)
        self.play_button.setVisible(offered)

    def show_rules_links(self, foul: bool) -> None:
        """Rules-help links for this hand; "What is a foul?" only when a board fouled."""
        links = [f'<a href="scoring">{self.tr("How scoring works")}</a>']
        if foul:
            links.append(f'<a href="fouls">{self.tr("What is a foul?")}</a>')
        self.rules_link.setText(" · ".join(links))

    def fit(self) -> None:
        host = self.parentWidget()
        if host is None:
            return
        height = max(160, int(host.height() * SHARE_OF_HEIGHT))
        self.setGeometry(0, host.height() - height, host.width(), height)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        self.fit()
        self.raise_()
        super().showEvent(event)
        self.visibilityChanged.emit(True)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt override
        super().hideEvent(event)
        self.visibilityChanged.emit(False)
