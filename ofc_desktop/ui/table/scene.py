"""The table scene: follows the controller's snapshots instead of rebuilding itself,
and turns clicks, drags and keys into requests (place, discard, take back, confirm).

Card items persist, keyed by card, and glide to their new slot; an item being
dragged is never moved, replaced or deleted by someone else's move, and an item is
only removed once its animation is stopped. The geometry comes from ``layout``, fixed
per seat count, so the view's zoom never jumps during a hand; the view tells the scene
its scale and what it shows, and the texts take a type size readable on screen and the
free felt beside the rows.

Turns are easy to follow: the board of a seat to act glows, the cards another seat
placed since the viewer last moved carry a mark, and another seat's new cards glide in
one after another at the chosen animation speed.
"""

from __future__ import annotations

from time import monotonic

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPointF,
    QRectF,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from ofc_desktop.core.cards import Card
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.models.setup import level_label
from ofc_desktop.ui.models.snapshot import (
    DISCARD,
    HELD,
    ROW_NAMES,
    RowSnapshot,
    SeatSnapshot,
    TableSnapshot,
)
from ofc_desktop.ui.table.card_art import CardArt
from ofc_desktop.ui.table.glides import Glides
from ofc_desktop.ui.table.items import (
    CARD_Z,
    ButtonDisc,
    CardItem,
    Curtain,
    DiscardFan,
    FittedText,
    SlotsItem,
    Zone,
)
from ofc_desktop.ui.table.layout import (
    CARD_WIDTH,
    HAND_SPAN,
    MARGIN,
    TITLE_HEIGHT,
    TableLayout,
    table_layout,
)
from ofc_desktop.ui.table.scene_input import TableInput
from ofc_desktop.ui.table.seat_decor import SeatDecor
from ofc_desktop.ui.theme import LIGHT, Theme, theme_named

FELT = QColor(LIGHT.felt)  # the light theme's felt, under its old name
U = CARD_WIDTH
# Type sizes: about this many pixels on screen, within these sizes in card units (small
# tables would otherwise get huge type, crowded ones type too wide for the room).
LABEL_PIXELS, LABEL_RANGE = 14.0, (0.19 * U, 0.3 * U)
TITLE_PIXELS, TITLE_RANGE = 15.0, (0.22 * U, 0.32 * U)


class TableScene(QGraphicsScene):
    """Draws a :class:`TableSnapshot` and reports what the player does with its cards."""

    placeRequested = Signal(object, str)  # Card, row name
    discardRequested = Signal(object)
    takeBackRequested = Signal(object)
    confirmRequested = Signal()
    undoRequested = Signal()
    handoverAccepted = Signal()
    # The selected card and where it lies ("held", a row, "discard"), or (None, "") when
    # nothing is selected; sent when either changes (the view tells screen readers).
    cardSelected = Signal(object, str)

    def __init__(self, art: CardArt, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.theme = LIGHT
        self.setBackgroundBrush(QBrush(QColor(self.theme.felt)))
        self.placement_mode = "both"
        self.glides = Glides(self)
        self.view_scale = 0.5  # pixels per scene unit, as the view last said
        self.visible = QRectF()  # the part of the scene the view shows
        self.snapshot = TableSnapshot()
        self.table_layout: TableLayout | None = None
        self.cards: dict[Card, CardItem] = {}
        self.backs: dict[tuple[int, int], QGraphicsPixmapItem] = {}
        self.zones: dict[str, Zone] = {}
        for kind in (*ROW_NAMES, HELD, DISCARD):
            zone = Zone(kind)
            self.zones[kind] = zone
            self.addItem(zone)
        self.discard_label = FittedText(QRectF(), 0.26 * U, max_lines=2)
        self.discard_label.show_text(
            QCoreApplication.translate("TableScene", "Discard"), QColor(self.theme.text)
        )
        self.addItem(self.discard_label)
        # The viewer's discards of earlier streets, face down; a click fans them out.
        self.discard_pile = QGraphicsPixmapItem(art.back())
        self.discard_pile.setZValue(CARD_Z - 0.5)
        self.discard_pile.setVisible(False)
        self.discard_pile.setToolTip(
            QCoreApplication.translate("TableScene", "Your discards: click to see them")
        )
        self.addItem(self.discard_pile)
        self.discard_fan: DiscardFan | None = None
        self.decor: dict[int, SeatDecor] = {}
        self.button = ButtonDisc()
        self.button.setVisible(False)
        self.addItem(self.button)
        self.curtain = Curtain()
        self.addItem(self.curtain)
        # Cards on the other seats' boards at the last snapshot, the viewer's own placed
        # cards then, and the cards placed by others since the viewer last moved.
        self._others_seen: set[Card] = set()
        self._mine_seen: set[Card] = set()
        self._seen_viewer = -1
        self.fresh: set[Card] = set()
        self._selected: Card | None = None
        self.auto_selected = False  # chosen by the table, not the player: a click keeps it
        self._told: tuple[Card | None, str] = (None, "")  # what cardSelected last said
        self.input = TableInput(self)
        # A seat's row labels name the cards it shows: while its new cards wait to glide
        # in, the labels shown before stay (until this time), then catch up.
        self._labels_wait: dict[int, float] = {}
        self._rows_shown: dict[int, tuple[RowSnapshot, ...]] = {}
        self._labels_timer = QTimer(self)
        self._labels_timer.setSingleShot(True)
        self._labels_timer.timeout.connect(self._labels_catch_up)

    def apply_options(self, options: TableOptions) -> None:
        """Placement mode, animation speed, the deck's look and the theme, at once."""
        self.placement_mode = options.placement_mode
        self.animation_ms = options.animation_ms
        if self.art.restyle(four_colour=options.four_colour_deck, back=options.card_back):
            for card, item in self.cards.items():
                item.setPixmap(self.art.face(card))
            for back in self.backs.values():
                back.setPixmap(self.art.back())
            self.discard_pile.setPixmap(self.art.back())
        self.apply_theme(theme_named(options.theme))

    def apply_theme(self, theme: Theme) -> None:
        """Recolour the felt and every item already on it; nothing moves or is rebuilt."""
        if theme == self.theme:
            return
        self.theme = theme
        self.setBackgroundBrush(QBrush(QColor(theme.felt)))
        for zone in self.zones.values():
            zone.set_theme(theme)
        for item in self.cards.values():
            item.set_theme(theme)
        for decor in self.decor.values():
            if decor.slots is not None:
                decor.slots.set_theme(theme)
            decor.glow.set_theme(theme)
        self.close_fan()
        self.curtain.set_theme(theme)
        self.discard_label.show_text(self.discard_label.full_text, QColor(theme.text))
        if self.table_layout is not None and self.snapshot.seats:
            self._show_decor(self.table_layout)  # the texts take the new colours

    # ----- following the snapshot ---------------------------------------------------------

    def show_snapshot(self, snapshot: TableSnapshot) -> None:
        """Bring the table to ``snapshot``, touching only what changed."""
        could_move = self.snapshot.movable
        if self.discard_fan is not None and _own_cards(snapshot) != _own_cards(self.snapshot):
            self.close_fan()  # the player moved on: the discards go back on their pile
        self.snapshot = snapshot
        if not snapshot.seats:
            return
        layout = table_layout(snapshot.seat_count, snapshot.viewer)
        if layout is not self.table_layout:
            self._use_layout(layout)
        self._follow_turns()
        self._show_cards(layout)  # first: it sets how long each seat's labels wait
        self._show_backs(layout)
        self._show_decor(layout)
        if self._selected is not None and self._selected not in snapshot.movable:
            self._selected = None
        held = self.movable_held()
        if self._selected is None and len(held) == 1 and held[0] not in could_move:
            # One card dealt (Classic after the first street): the only card to play
            # comes selected, so a row key or a click on a row plays it.
            self._selected, self.auto_selected = held[0], True
        self._refresh_selection()
        if snapshot.curtain:
            self.curtain.show_message(self.sceneRect(), snapshot.curtain)
        else:
            self.curtain.setVisible(False)

    def _use_layout(self, layout: TableLayout) -> None:
        self.table_layout = layout
        self.setSceneRect(layout.scene_rect)
        self.close_fan()
        viewer = layout.seats[self.snapshot.viewer]
        for row in ROW_NAMES:
            self.zones[row].setRect(viewer.row_zones[row])
        self.zones[HELD].setRect(layout.hand_zone)
        self.zones[DISCARD].setRect(layout.discard_zone)
        self.discard_pile.setPos(layout.discard_slot.topLeft())
        for seat in list(self.decor):
            if seat not in layout.seats:
                for item in self.decor.pop(seat).items():
                    self.removeItem(item)
        for seat, seat_layout in layout.seats.items():
            decor = self.decor.get(seat) or SeatDecor(self)
            self.decor[seat] = decor
            decor.glow.set_rect(seat_layout.block.adjusted(-0.04 * U, 0, 0.02 * U, 0))
            if decor.slots is not None:
                self.removeItem(decor.slots)
            decor.slots = SlotsItem(
                [rect for row in ROW_NAMES for rect in seat_layout.rows[row]], self.theme
            )
            self.addItem(decor.slots)
        self._place_texts()

    # ----- texts sized for the screen ---------------------------------------------------------

    def set_view(self, scale: float, visible: QRectF) -> None:
        """The view's scale (pixels per scene unit) and the part of the scene it shows:
        type keeps a readable size on screen and labels take the free felt in sight."""
        if scale <= 0 or (scale == self.view_scale and visible == self.visible):
            return
        self.view_scale, self.visible = scale, QRectF(visible)
        self._place_texts()
        self._place_held()

    def _place_held(self) -> None:
        """Lay the held cards out again for the felt now in sight: 13 or more take two
        lines where there is room for them."""
        layout = self.table_layout
        held = self.snapshot.held
        if layout is None or not self.snapshot.seats or len(held) <= HAND_SPAN:
            return
        room = layout.hand_room(self.visible, self._discards_in_play())
        self.zones[HELD].setRect(layout.hand_area(len(held), room))
        for card, slot in zip(held, layout.held_slots(len(held), room), strict=True):
            item = self.cards.get(card)
            if item is None or item.home == slot.topLeft():
                continue
            item.home = QPointF(slot.topLeft())
            if not self.input.holds(item):
                self.glides.glide(item, item.home)

    def _type_size(self, pixels: float, bounds: tuple[float, float]) -> float:
        low, high = bounds
        return max(low, min(high, pixels / self.view_scale))

    def _place_texts(self) -> None:
        layout = self.table_layout
        if layout is None:
            return
        label_size = self._type_size(LABEL_PIXELS, LABEL_RANGE)
        title_size = self._type_size(TITLE_PIXELS, TITLE_RANGE)
        scene = layout.scene_rect
        edge = scene.right() - MARGIN
        if not self.visible.isEmpty():
            edge = max(edge, min(self.visible.right(), scene.right() + scene.width()) - MARGIN)
        for seat, seat_layout in layout.seats.items():
            decor = self.decor.get(seat)
            if decor is None:
                continue
            right = max(seat_layout.block.right(), min(seat_layout.label_limit, edge))
            for row in ROW_NAMES:
                rect = seat_layout.labels[row]
                decor.labels[row].set_pixel_size(label_size)
                decor.labels[row].place(
                    QRectF(rect.left(), rect.top(), right - rect.left(), rect.height())
                )
            title = seat_layout.title
            decor.title.set_pixel_size(title_size)
            decor.status.set_pixel_size(title_size * 0.9)
            decor.room = QRectF(title.left(), title.top(), right - title.left(), TITLE_HEIGHT)
            decor.nominal = QRectF(title)
            decor.fit_title()
        self.discard_label.set_pixel_size(label_size)
        self.discard_label.place(layout.discard_label)

    def _show_decor(self, layout: TableLayout) -> None:
        snapshot = self.snapshot
        text, highlight, warning = (
            QColor(self.theme.text),
            QColor(self.theme.highlight),
            QColor(self.theme.warning),
        )
        for seat in snapshot.seats:
            decor = self.decor[seat.seat]
            acting = seat.acting and not snapshot.hand_over and not snapshot.curtain
            color = highlight if acting else text
            decor.glow.setVisible(acting)
            kind = f" · {level_label(seat.level)}" if seat.kind == "bot" and seat.level else ""
            decor.title.show_text(f"{seat.name}{kind}", color)
            match = QCoreApplication.translate("TableScene", "match {score}").format(
                score=f"{seat.score:+d}"
            )
            thinking = (
                QCoreApplication.translate("TableScene", "thinking…") if seat.thinking else ""
            )
            status = "   ".join(part for part in (thinking, seat.status, seat.clock, match) if part)
            colour = warning if seat.fouled or seat.clock else highlight if thinking else text
            decor.status.show_text(status, colour)
            for row_name, row in zip(ROW_NAMES, self._rows_to_name(seat), strict=True):
                decor.labels[row_name].show_text(
                    row.label,
                    warning if row.warning else text,
                    suffix=f"  +{row.royalty}" if row.royalty else "",
                )
            if seat.button:
                self.button.setPos(layout.seats[seat.seat].button)
                self.button.setVisible(True)
        for decor in self.decor.values():
            decor.fit_title()
        viewer_turn = bool(snapshot.targets)
        pile = self._discards_in_play()
        self.zones[DISCARD].setVisible(pile)
        self.discard_label.setVisible(pile)
        self.discard_pile.setVisible(bool(snapshot.own_discards))
        if snapshot.own_discards:
            self.discard_label.show_text(
                QCoreApplication.translate("TableScene", "Discard ({count})").format(
                    count=len(snapshot.own_discards) + len(snapshot.street_discards)
                ),
                QColor(self.theme.text),
            )
        else:
            self.discard_label.show_text(
                QCoreApplication.translate("TableScene", "Discard"), QColor(self.theme.text)
            )
        if self.discard_fan is not None and self.discard_fan.cards != snapshot.own_discards:
            self.close_fan()
        self.zones[HELD].setVisible(viewer_turn or bool(snapshot.held))

    def _discards_in_play(self) -> bool:
        """Whether the viewer's discard pile is on the table (else its felt is free)."""
        snapshot = self.snapshot
        return snapshot.discard_pile or bool(snapshot.street_discards or snapshot.own_discards)

    def _rows_to_name(self, seat: SeatSnapshot) -> tuple[RowSnapshot, ...]:
        """The rows whose labels a seat shows: its rows now, or while its new cards are
        still gliding in, each row as last shown (empty if the row was emptied, as at
        a new hand), so a label never names a card that has not landed."""
        wait = self._labels_wait.get(seat.seat, 0.0) - monotonic()
        shown = self._rows_shown.get(seat.seat)
        if wait <= 0 or shown is None:
            self._labels_wait.pop(seat.seat, None)
            self._rows_shown[seat.seat] = seat.rows
            return seat.rows
        rows = tuple(
            old if set(old.cards) <= set(new.cards) else RowSnapshot(new.cards)
            for old, new in zip(shown, seat.rows, strict=True)
        )
        self._rows_shown[seat.seat] = rows
        if self._labels_timer.remainingTime() < wait * 1000:
            self._labels_timer.start(int(wait * 1000) + 1)
        return rows

    def _labels_catch_up(self) -> None:
        if self.table_layout is not None and self.snapshot.seats:
            self._show_decor(self.table_layout)

    def _follow_turns(self) -> None:
        """Mark the cards other seats placed since the viewer's last move: a move of
        the viewer's own (a placement, a discard, a take-back) clears the marks, and a
        scored hand, a new hand or another viewer starts afresh."""
        snapshot = self.snapshot
        others = {
            card
            for seat in snapshot.seats
            if seat.seat != snapshot.viewer
            for row in seat.rows
            for card in row.cards
        }
        viewer = snapshot.seats[snapshot.viewer]
        mine = {card for row in viewer.rows for card in row.cards} | set(snapshot.street_discards)
        if snapshot.hand_over or snapshot.curtain or snapshot.viewer != self._seen_viewer:
            self.fresh = set()
        else:
            if mine != self._mine_seen:
                self.fresh = set()
            if self._others_seen <= others:
                self.fresh |= others - self._others_seen
            self.fresh &= others
        self._others_seen, self._mine_seen = others, mine
        self._seen_viewer = snapshot.viewer if not snapshot.curtain else -1

    def _desired_cards(self, layout: TableLayout) -> dict[Card, QPointF]:
        snapshot = self.snapshot
        wanted: dict[Card, QPointF] = {}
        for seat in snapshot.seats:
            slots = layout.seats[seat.seat].rows
            for row_name, row in zip(ROW_NAMES, seat.rows, strict=True):
                for index, card in enumerate(row.cards[: len(slots[row_name])]):
                    wanted[card] = slots[row_name][index].topLeft()
        room = layout.hand_room(self.visible, self._discards_in_play())
        self.zones[HELD].setRect(layout.hand_area(len(snapshot.held), room))
        in_hand = layout.held_slots(len(snapshot.held), room)
        for index, card in enumerate(snapshot.held):
            wanted[card] = in_hand[index].topLeft()
            item = self.cards.get(card)
            if item is not None:
                item.rest_z = CARD_Z + 0.01 * index  # a fan: each card over the one before
        for index, card in enumerate(snapshot.street_discards):
            wanted[card] = layout.discard_slot.topLeft() + QPointF(0.12 * U * index, 0)
        return wanted

    def _show_cards(self, layout: TableLayout) -> None:
        if self.snapshot.hand_over:
            self.glides.land_waiting()
            self._labels_wait.clear()
        wanted = self._desired_cards(layout)
        movable = self.snapshot.movable
        for card, item in list(self.cards.items()):
            if card not in wanted:
                self.remove_card(item)
        origin = QPointF(layout.scene_rect.center().x() - U / 2, layout.scene_rect.top())
        held = set(self.snapshot.held)
        queued = self._queue_for_others(wanted)
        for card, target in wanted.items():
            existing = self.cards.get(card)
            if existing is None:
                item = CardItem(card, self.art.face(card), self.theme)
                item.setPos(origin)
                self.addItem(item)
                self.cards[card] = item
            else:
                item = existing
                self.input.orphans.discard(item)  # back on the table before the drag ended
            if card in held:
                item.rest_z = CARD_Z + 0.01 * self.snapshot.held.index(card)
            else:
                item.rest_z = CARD_Z
            item.set_movable(card in movable)
            item.set_fresh(card in self.fresh)
            item.home = QPointF(target)
            if self.input.holds(item):
                continue  # the player holds it: it goes home (or wherever) on release
            self.glides.glide(item, target, *queued.get(card, (0, 0)))

    def _queue_for_others(self, wanted: dict[Card, QPointF]) -> dict[Card, tuple[int, int]]:
        """Another seat's newly placed cards glide in one after another."""
        if self.snapshot.hand_over:
            return {}  # a finished hand shows every board complete at once
        viewer = self.snapshot.viewer
        seat_of = {
            card: seat.seat
            for seat in self.snapshot.seats
            if seat.seat != viewer
            for row in seat.rows
            for card in row.cards
            if card in wanted and card not in self.cards
        }
        queued = self.glides.queue(list(seat_of))
        now = monotonic()
        for card, (delay, duration) in queued.items():
            landed = now + (delay + duration) / 1000
            seat = seat_of[card]
            self._labels_wait[seat] = max(self._labels_wait.get(seat, 0.0), landed)
        return queued

    def _show_backs(self, layout: TableLayout) -> None:
        wanted: dict[tuple[int, int], QPointF] = {}
        for seat in self.snapshot.seats:
            if seat.face_down:
                slots = [r for row in ROW_NAMES for r in layout.seats[seat.seat].rows[row]]
                for index in range(min(seat.face_down, len(slots))):
                    wanted[(seat.seat, index)] = slots[index].topLeft()
        for key, item in list(self.backs.items()):
            if key not in wanted:
                self.glides.stop(item)
                self.removeItem(item)
                del self.backs[key]
        for key, target in wanted.items():
            back = self.backs.get(key)
            if back is None:
                back = QGraphicsPixmapItem(self.art.back())
                back.setZValue(CARD_Z)
                back.setToolTip(QCoreApplication.translate("TableScene", "A face-down card"))
                back.setPos(target)
                self.addItem(back)
                self.backs[key] = back
            elif back.pos() != target:
                self.glides.glide(back, target)

    def remove_card(self, item: CardItem) -> None:
        if self.input.holds(item):
            self.input.orphans.add(item)  # removed when the player lets go
            return
        self.glides.stop(item)
        self.removeItem(item)
        del self.cards[item.card]
        if self._selected == item.card:
            self._selected = None

    # ----- animation --------------------------------------------------------------------

    @property
    def animation_ms(self) -> int:
        return self.glides.animation_ms

    @animation_ms.setter
    def animation_ms(self, value: int) -> None:
        self.glides.animation_ms = value

    def is_animating(self) -> bool:
        return self.glides.is_animating()

    # ----- selection and targets ------------------------------------------------------------

    def selected_card(self) -> Card | None:
        return self._selected

    def select(self, card: Card | None) -> None:
        self._selected = card if card in self.snapshot.movable else None
        self.auto_selected = False
        self._refresh_selection()

    def _refresh_selection(self) -> None:
        selected = self._selected
        for card, item in self.cards.items():
            item.set_selected(card == selected)
        targets = self.snapshot.targets_for(selected) if selected else frozenset()
        for kind, zone in self.zones.items():
            zone.set_highlight(kind in targets)
        where = (self.snapshot.location_of(selected) or "") if selected else ""
        if (selected, where) != self._told:
            self._told = (selected, where)
            self.cardSelected.emit(selected, where)

    def request(self, card: Card, kind: str) -> None:
        if kind == DISCARD:
            self.discardRequested.emit(card)
        elif kind == HELD:
            self.takeBackRequested.emit(card)
        else:
            self.placeRequested.emit(card, kind)

    def movable_held(self) -> list[Card]:
        return [card for card in self.snapshot.held if card in self.snapshot.movable]

    # ----- the mouse and the keyboard (see scene_input) -----------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.input.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.input.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.input.release(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.input.key(event):
            super().keyPressEvent(event)

    # ----- the viewer's own discards ---------------------------------------------------------

    def show_discards(self) -> bool:
        """Fan out the viewer's discards of this hand above the discard pile."""
        cards = self.snapshot.own_discards
        layout = self.table_layout
        if not cards or layout is None:
            return False
        self.close_fan()
        title = QCoreApplication.translate("TableScene", "Your discards this hand")
        fan = DiscardFan([self.art.face(card) for card in cards], cards, title, self.theme)
        pile = layout.discard_zone
        bounds = fan.boundingRect()
        scene = layout.scene_rect
        x = max(scene.left(), min(pile.right() - bounds.width(), scene.right() - bounds.width()))
        fan.setPos(x, max(scene.top(), pile.top() - bounds.height() - 0.05 * U))
        self.addItem(fan)
        self.discard_fan = fan
        return True

    def close_fan(self) -> None:
        if self.discard_fan is not None:
            self.removeItem(self.discard_fan)
            self.discard_fan = None

    def card_rect(self, card: Card) -> QRectF:
        """Where a card is drawn now (tests click there)."""
        return self.cards[card].sceneBoundingRect()


def _own_cards(snapshot: TableSnapshot) -> tuple[object, ...]:
    """Where the viewer's cards lie: in hand, on the street's discards, on the rows."""
    rows = tuple(
        row.cards for seat in snapshot.seats if seat.seat == snapshot.viewer for row in seat.rows
    )
    return snapshot.viewer, snapshot.held, snapshot.street_discards, rows, snapshot.curtain
