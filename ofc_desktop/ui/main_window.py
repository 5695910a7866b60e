"""The main window: the table view, the player's controls and the hand result."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeySequence,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.bots.levels import LEVELS, make_bot
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.scoring import HandSettlement
from ofc_desktop.ui.card_art import CardArt
from ofc_desktop.ui.controller import GameController, SeatKind
from ofc_desktop.ui.scene import TableScene
from ofc_desktop.ui.table_picture import picture_for

OPPONENT_NAMES = ("Ada", "Boris", "Chen", "Dara", "Emil")


class TableView(QGraphicsView):
    """Shows the whole table; a resize changes one scale factor, nothing else."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(480, 360)

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None and not scene.sceneRect().isEmpty():
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()


class MainWindow(QMainWindow):
    """One human against computer opponents, hand after hand."""

    def __init__(self, controller: GameController | None = None) -> None:
        super().__init__()
        self.setWindowTitle("OFC Desktop — Open-Face Chinese Poker")
        self.controller = controller or GameController(self)
        self.art = CardArt(self.devicePixelRatioF() or 1.0)
        self.scene = TableScene(self.art, self)
        self.view = TableView(self.scene)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")
        self.confirm_button = QPushButton("&Confirm street")
        self.undo_button = QPushButton("&Undo")
        self.auto_button = QPushButton("&Play for me")
        self.next_button = QPushButton("&Next hand")
        self.result = QTextBrowser()
        self.result.setMinimumWidth(260)
        self._build_layout()
        self._build_menu()
        self._connect()

    def _build_layout(self) -> None:
        panel = QVBoxLayout()
        panel.addWidget(self.status)
        panel.addWidget(self.message)
        for button in (self.confirm_button, self.undo_button, self.auto_button,
                       self.next_button):
            panel.addWidget(button)
        panel.addWidget(QLabel("<b>Last hand</b>"))
        panel.addWidget(self.result, stretch=1)
        side = QWidget()
        side.setLayout(panel)
        side.setMaximumWidth(340)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.addWidget(self.view, stretch=1)
        layout.addWidget(side)
        self.setCentralWidget(central)

    def _build_menu(self) -> None:
        game = self.menuBar().addMenu("&Game")
        for variant, label in ((Variant.CLASSIC, "Classic"), (Variant.PINEAPPLE, "Pineapple"),
                               (Variant.TURBO, "Turbo (5-4-4)")):
            for opponents in (1, 2):
                action = QAction(f"New {label} match, {opponents} opponent"
                                 f"{'s' if opponents > 1 else ''}", self)
                action.triggered.connect(
                    lambda _=False, v=variant, n=opponents: self.new_match(RuleSet(variant=v), n)
                )
                game.addAction(action)
            game.addSeparator()
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)
        opponents = self.menuBar().addMenu("&Opponents")
        self.level_actions = QActionGroup(self)
        for level in LEVELS:
            bot = make_bot(level)
            action = QAction(f"{level.capitalize()} — {bot.name}", self, checkable=True)
            action.setToolTip(bot.description)
            action.setStatusTip(bot.description)
            action.setData(level)
            action.setChecked(level == self.controller.bot_level)
            action.triggered.connect(lambda _=False, lv=level: self.controller.set_bot_level(lv))
            self.level_actions.addAction(action)
            opponents.addAction(action)

    def _connect(self) -> None:
        controller = self.controller
        controller.changed.connect(self.refresh)
        controller.rejected.connect(self.message.setText)
        controller.handFinished.connect(self.show_result)
        self.scene.placeRequested.connect(controller.place)
        self.scene.discardRequested.connect(controller.discard)
        self.scene.takeBackRequested.connect(controller.take_back)
        self.confirm_button.clicked.connect(controller.confirm)
        self.undo_button.clicked.connect(controller.undo)
        self.auto_button.clicked.connect(controller.auto_play)
        self.next_button.clicked.connect(controller.next_hand)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.controller.shut_down()
        super().closeEvent(event)

    def new_match(self, rules: RuleSet, opponents: int, seed: int | None = None) -> None:
        players = ["You", *OPPONENT_NAMES[:opponents]]
        kinds = [SeatKind.HUMAN] + [SeatKind.BOT] * opponents
        self.result.clear()
        self.controller.new_match(rules, players, kinds,
                                  seed=seed if seed is not None else _fresh_seed())

    def refresh(self) -> None:
        self.message.clear()
        self.scene.show_table(picture_for(self.controller))
        self.view.fit()
        controller = self.controller
        hand = controller.hand
        match = controller.match
        self.confirm_button.setEnabled(controller.can_confirm())
        self.undo_button.setEnabled(controller.can_undo())
        self.auto_button.setEnabled(controller.human_may_act())
        self.next_button.setEnabled(bool(match and hand and hand.is_over
                                         and match.can_start_hand()))
        self.status.setText(self._status_text())

    def _status_text(self) -> str:
        controller = self.controller
        hand = controller.hand
        match = controller.match
        if hand is None or match is None:
            return "Start a match from the Game menu."
        rules = hand.rules
        head = f"<b>{rules.variant.value.capitalize()}</b> — hand {hand.hand_number}"
        if hand.is_over:
            if match.is_over:
                totals = ", ".join(f"{p} {t:+d}" for p, t in match.totals.items())
                return f"{head}<br>The match is over: {totals}"
            return f"{head}<br>Hand over. Press Next hand to deal again."
        if controller.human_may_act():
            view = controller.view()
            assert view is not None and view.street_rule is not None
            street = view.street_rule
            todo = f"place {street.placed}"
            if street.discarded:
                todo += f" and discard {street.discarded}"
            return (f"{head}<br>Your turn: {todo} (click a card, then a row, or drag it)."
                    "<br>Then confirm the street.")
        waiting = [hand.players[s] for s in hand.acting_seats()]
        return f"{head}<br>Waiting for {', '.join(waiting) or 'the deal'}…"

    def show_result(self, settlement: HandSettlement) -> None:
        lines = ["<table>"]
        for result in settlement.players:
            fouled = " (fouled)" if result.evaluation.fouled else ""
            lines.append(f"<tr><td><b>{result.player}</b>{fouled}</td>"
                         f"<td align='right'>{result.total:+d}</td></tr>")
        lines.append("</table><p>")
        for pair in settlement.pairs:
            a, b = pair.players
            rows = " ".join("+" if r > 0 else "−" if r < 0 else "=" for r in pair.rows)
            lines.append(f"{a} vs {b}: rows {rows}, royalties {pair.royalties[0]}–"
                         f"{pair.royalties[1]}, {a} {pair.total:+d}<br>")
        match = self.controller.match
        if match is not None:
            totals = ", ".join(f"{p} {t:+d}" for p, t in match.totals.items())
            lines.append(f"</p><p><b>Match:</b> {totals}</p>")
        self.result.setHtml("".join(lines))


def _fresh_seed() -> int:
    import secrets

    return secrets.randbits(63)
