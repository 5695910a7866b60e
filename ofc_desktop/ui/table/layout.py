"""Where everything sits on the table, in scene units where one card is 100 x 140.

Pure geometry (no widgets, no painting): every board slot, row drop zone, label place,
the viewer's hand line and discard slot for 1 to 6 seats. The scene rectangle depends
only on the number of seats, so the view's zoom never jumps during a hand.

Arrangement: the viewer's block sits at the bottom centre with one line of held cards
under it and the discard pile at that line's right end (13 or more held cards take two
lines where the felt in sight below has room, else the felt beside the line: see
``TableLayout.held_slots``); opponents fill, clockwise from
the viewer's left, the places left, top-left, top-centre, top-right and right (only the
ones a seat count needs; see ``_OPPONENT_PLACES``). The tiers sit close together and
the arrangement is about as wide as a window beside the side panel is (4:3 to 16:10),
so one scale factor leaves little felt unused: heads-up stacks the two boards, three
seats put the two opponents side by side on top, four to six use three columns.

Row labels get at least ``label_width(seat_count)``; ``SeatLayout.label_limit`` says how
far right they may grow into free felt (up to the next block, or the view's edge).

The rects are shared by every caller (results are cached): never mutate them in place
(use ``translated()`` / ``adjusted()``, which return copies).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import inf

from PySide6.QtCore import QPointF, QRectF

CARD_WIDTH = 100.0  # scene units per card: every measure below is a multiple of it
CARD_HEIGHT = 140.0
U = CARD_WIDTH

ROWS = ("top", "middle", "bottom")
ROW_SLOTS = {"top": 3, "middle": 5, "bottom": 5}
MAX_SEATS = 6
HAND_SPAN = 10  # held cards side by side; more (Fantasyland, up to 17) need more room
MAX_HELD = 17  # Fantasyland / closed deal: up to 17 cards in hand

GAP = 0.1 * U  # between neighbouring slots of a row or of the hand
ROW_GAP = 0.12 * U  # between two rows of a board
ZONE_PAD = 0.05 * U  # a row's drop zone reaches this far round its slots
ROW_WIDTH = 5 * U + 4 * GAP
TITLE_HEIGHT = 0.4 * U
TITLE_GAP = 0.1 * U  # title line to the first row's drop zone... and slots
BUTTON_RADIUS = 0.15 * U  # the dealer-button disc, at the left end of the title line
LABEL_GAP = 0.12 * U  # a row's drop zone to its label
LABEL_HEIGHT = CARD_HEIGHT  # a label may wrap onto a second or third line
BLOCK_HEIGHT = TITLE_HEIGHT + TITLE_GAP + 3 * CARD_HEIGHT + 2 * ROW_GAP + ZONE_PAD

HAND_PAD = 0.1 * U  # hand zone and discard zone round their slots
HAND_TOP_GAP = 0.2 * U  # viewer's block to the hand zone
HAND_WIDTH = HAND_SPAN * U + (HAND_SPAN - 1) * GAP
HAND_HEIGHT = CARD_HEIGHT
DISCARD_GAP = 0.3 * U  # hand zone to discard zone
DISCARD_LABEL_WIDTH = 1.3 * U  # "Discard (3)", right of the discard zone

BLOCK_GAP = 0.22 * U  # least room between two blocks side by side
TIER_GAP = 0.35 * U  # between the opponents' tier and the viewer's tier
MARGIN = 0.15 * U  # round the whole content
# With opponents beside the viewer, the viewer's block sits this much lower than theirs:
# the hand line then passes under them, and the table gets the shape of a window
# (costing no card size there, where the width decides the scale).
_VIEWER_DROP = {5: 1.6 * U, 6: 1.6 * U}

# The least width of a row label by seat count: wide where the window has room for it,
# narrow at a full table (labels then wrap onto two or three lines).
_LABEL_WIDTH = {1: 3.6 * U, 2: 3.6 * U, 3: 3.2 * U, 4: 2.0 * U, 5: 2.0 * U, 6: 2.0 * U}

# Places an opponent can take, as (column offset in block pitches, tier): tier 0 is the
# top, tier 1 the viewer's own.
_LEFT, _RIGHT = (-1.0, 1), (1.0, 1)
_TOP_LEFT, _TOP_CENTRE, _TOP_RIGHT = (-1.0, 0), (0.0, 0), (1.0, 0)
_OPPONENT_PLACES: dict[int, tuple[tuple[float, int], ...]] = {
    0: (),
    1: (_TOP_CENTRE,),
    2: ((-0.5, 0), (0.5, 0)),
    3: (_TOP_LEFT, _TOP_CENTRE, _TOP_RIGHT),
    4: (_LEFT, (-0.5, 0), (0.5, 0), _RIGHT),
    5: (_LEFT, _TOP_LEFT, _TOP_CENTRE, _TOP_RIGHT, _RIGHT),
}


def label_width(seat_count: int) -> float:
    """The least width of a row label at a table of ``seat_count`` seats."""
    return _LABEL_WIDTH[seat_count]


def block_width(seat_count: int) -> float:
    return 2 * ZONE_PAD + ROW_WIDTH + LABEL_GAP + label_width(seat_count)


@dataclass(frozen=True)
class SeatLayout:
    """One seat's board block: title line, dealer button, three rows and their labels."""

    seat: int
    origin: QPointF  # top-left of the block
    title: QRectF
    button: QPointF  # centre of the dealer-button disc (radius BUTTON_RADIUS)
    rows: dict[str, tuple[QRectF, ...]]  # slot rects per row name: 3, 5, 5
    row_zones: dict[str, QRectF]  # drop zone round each row's slots
    labels: dict[str, QRectF]  # hand name and royalty, right of each row (least width)
    block: QRectF  # bounding rect of the whole block, labels included
    # How far right the labels and the title may grow into free felt: the next block's
    # left edge less a gap, or infinity (the view's visible edge decides).
    label_limit: float = inf

    @property
    def board(self) -> QRectF:
        """The title line and the three rows' drop zones, without the labels."""
        rows = self.row_zones["top"].united(self.row_zones["bottom"])
        return QRectF(
            self.block.left(),
            self.block.top(),
            rows.right() - self.block.left(),
            self.block.height(),
        )


@dataclass(frozen=True)
class TableLayout:
    """Every rect of a table with a given seat count, seen by a given viewer."""

    scene_rect: QRectF
    seats: dict[int, SeatLayout]
    hand_slots: tuple[QRectF, ...]  # one line of HAND_SPAN, left to right
    hand_zone: QRectF
    discard_slot: QRectF
    discard_zone: QRectF
    discard_label: QRectF  # right of the discard zone
    curtain: QRectF  # covers everything private (hot-seat hand-over)

    def hand_slot(self, index: int, count: int) -> QRectF:
        """The slot of held card ``index`` of ``count``: one line centred on the hand
        zone; past HAND_SPAN cards the line keeps its width and the cards overlap like
        a fan, each showing its left edge with the corner index."""
        if not 1 <= count <= MAX_HELD:
            raise ValueError(f"cannot hold {count} cards")
        if not 0 <= index < count:
            raise ValueError(f"card {index} out of {count}")
        step = U + GAP if count <= HAND_SPAN else (HAND_WIDTH - U) / (count - 1)
        width = U + (count - 1) * step
        left = self.hand_zone.center().x() - width / 2
        top = self.hand_zone.top() + HAND_PAD
        return QRectF(left + index * step, top, CARD_WIDTH, CARD_HEIGHT)

    def held_slots(self, count: int, room: QRectF | None = None) -> tuple[QRectF, ...]:
        """The slots of ``count`` held cards, line by line, left to right. Up to HAND_SPAN
        lie in one line centred on the hand zone (as ``hand_slot``). More (a Fantasyland
        or closed-game deal) lie in two lines, none over another, where ``room`` (the felt
        in sight round the hand zone: ``hand_room``) has a second line's height under the
        zone; else in one line that reaches as far into the felt beside the zone as it
        must, overlapping like a fan only where that felt runs out.

        >>> layout = table_layout(2, 0)
        >>> below = layout.hand_zone.adjusted(0, 0, 0, 2 * CARD_HEIGHT)
        >>> len({slot.top() for slot in layout.held_slots(14, below)})
        2
        >>> len({slot.top() for slot in layout.held_slots(14, layout.hand_zone)})
        1
        """
        if not 0 <= count <= MAX_HELD:
            raise ValueError(f"cannot hold {count} cards")
        if count <= HAND_SPAN:
            return tuple(self.hand_slot(index, count) for index in range(count))
        room = self.hand_zone if room is None else room
        top = self.hand_zone.top() + HAND_PAD
        if room.bottom() >= top + 2 * CARD_HEIGHT + GAP + HAND_PAD:
            first = (count + 1) // 2
            return self._line(first, top, room) + self._line(
                count - first, top + CARD_HEIGHT + GAP, room
            )
        return self._line(count, top, room)

    def _line(self, count: int, top: float, room: QRectF) -> tuple[QRectF, ...]:
        """``count`` slots side by side, centred on the hand zone as near as ``room``
        allows; squeezed into a fan only where it is too narrow for them."""
        natural = count * U + (count - 1) * GAP
        centre = self.hand_zone.center().x()
        low = min(room.left(), self.hand_zone.left()) + HAND_PAD
        high = max(room.right(), self.hand_zone.right()) - HAND_PAD
        step = U + GAP
        if natural <= HAND_WIDTH:
            left = centre - natural / 2
        elif natural <= high - low:
            left = min(max(centre - natural / 2, low), high - natural)
        else:
            left, step = low, (high - low - U) / (count - 1)
        return tuple(QRectF(left + i * step, top, CARD_WIDTH, CARD_HEIGHT) for i in range(count))

    def hand_room(self, visible: QRectF, discards: bool = True) -> QRectF:
        """The felt held cards may take, given the part of the table in sight: the hand
        zone, reaching left, down and (where no discard pile is in play, ``discards``
        off) right to the edges of ``visible``, but not past them."""
        zone = self.hand_zone
        if visible.isEmpty():
            return QRectF(zone)
        left = min(zone.left(), visible.left() + MARGIN)
        right = zone.right() if discards else max(zone.right(), visible.right() - MARGIN)
        bottom = max(zone.bottom(), visible.bottom() - MARGIN)
        return QRectF(left, zone.top(), right - left, bottom - zone.top())

    def hand_area(self, count: int, room: QRectF | None = None) -> QRectF:
        """The hand zone as ``held_slots`` lays ``count`` cards out: never smaller than
        ``hand_zone``, grown to take in every slot."""
        area = QRectF(self.hand_zone)
        for slot in self.held_slots(count, room):
            area = area.united(slot.adjusted(-HAND_PAD, -HAND_PAD, HAND_PAD, HAND_PAD))
        return area


def _seat_layout(seat: int, origin: QPointF, width: float, limit: float) -> SeatLayout:
    x0, y0 = origin.x(), origin.y()
    axis = x0 + ZONE_PAD + ROW_WIDTH / 2
    label_left = x0 + 2 * ZONE_PAD + ROW_WIDTH + LABEL_GAP
    rows: dict[str, tuple[QRectF, ...]] = {}
    zones: dict[str, QRectF] = {}
    labels: dict[str, QRectF] = {}
    top = y0 + TITLE_HEIGHT + TITLE_GAP
    for name in ROWS:
        count = ROW_SLOTS[name]
        left = axis - (count * U + (count - 1) * GAP) / 2
        slots = tuple(
            QRectF(left + i * (U + GAP), top, CARD_WIDTH, CARD_HEIGHT) for i in range(count)
        )
        rows[name] = slots
        zones[name] = QRectF(slots[0].topLeft(), slots[-1].bottomRight()).adjusted(
            -ZONE_PAD, -ZONE_PAD, ZONE_PAD, ZONE_PAD
        )
        labels[name] = QRectF(
            label_left,
            top + (CARD_HEIGHT - LABEL_HEIGHT) / 2,
            x0 + width - label_left,
            LABEL_HEIGHT,
        )
        top += CARD_HEIGHT + ROW_GAP
    disc = 2 * BUTTON_RADIUS
    title_left = x0 + ZONE_PAD + disc + GAP
    return SeatLayout(
        seat=seat,
        origin=QPointF(origin),
        title=QRectF(title_left, y0, x0 + width - title_left, TITLE_HEIGHT),
        button=QPointF(x0 + ZONE_PAD + BUTTON_RADIUS, y0 + TITLE_HEIGHT / 2),
        rows=rows,
        row_zones=zones,
        labels=labels,
        block=QRectF(x0, y0, width, BLOCK_HEIGHT),
        label_limit=limit,
    )


@lru_cache(maxsize=32)  # 21 (seat_count, viewer) pairs exist
def table_layout(seat_count: int, viewer: int) -> TableLayout:
    """The layout of a table of ``seat_count`` seats (1 = solo practice) seen by
    ``viewer``; the other seats go clockwise from the viewer's left.

    >>> layout = table_layout(2, 0)
    >>> len(layout.seats[1].rows["top"]), layout.seats[0].block.top() > layout.seats[1].block.top()
    (3, True)
    """
    if not 1 <= seat_count <= MAX_SEATS:
        raise ValueError(f"a table has 1 to {MAX_SEATS} seats, not {seat_count}")
    if not 0 <= viewer < seat_count:
        raise ValueError(f"viewer {viewer} is not one of the {seat_count} seats")
    places = _OPPONENT_PLACES[seat_count - 1]
    has_top = any(tier == 0 for _, tier in places)
    width_of_block = block_width(seat_count)
    pitch = width_of_block + BLOCK_GAP
    left_edge, right_edge = _horizontal_extent(places, width_of_block, pitch)
    shift_x = MARGIN - left_edge
    viewer_y = MARGIN + (BLOCK_HEIGHT + TIER_GAP if has_top else 0.0)
    drop = _VIEWER_DROP.get(seat_count, 0.0)
    hand_top = viewer_y + drop + BLOCK_HEIGHT + HAND_TOP_GAP
    height = hand_top + HAND_HEIGHT + 2 * HAND_PAD + MARGIN
    width = right_edge - left_edge + 2 * MARGIN
    origins = {viewer: QPointF(shift_x, viewer_y + drop)}
    for offset, (column, tier) in enumerate(places, start=1):
        seat = (viewer + offset) % seat_count
        origins[seat] = QPointF(shift_x + column * pitch, MARGIN if tier == 0 else viewer_y)
    axis = shift_x + ZONE_PAD + ROW_WIDTH / 2
    hand_zone = QRectF(
        axis - HAND_WIDTH / 2 - HAND_PAD,
        hand_top,
        HAND_WIDTH + 2 * HAND_PAD,
        HAND_HEIGHT + 2 * HAND_PAD,
    )
    slot_top = hand_top + HAND_PAD
    hand_slots = tuple(
        QRectF(hand_zone.left() + HAND_PAD + i * (U + GAP), slot_top, CARD_WIDTH, CARD_HEIGHT)
        for i in range(HAND_SPAN)
    )
    discard_slot = QRectF(
        hand_zone.right() + DISCARD_GAP + HAND_PAD, slot_top, CARD_WIDTH, CARD_HEIGHT
    )
    discard_zone = discard_slot.adjusted(-HAND_PAD, -HAND_PAD, HAND_PAD, HAND_PAD)
    discard_label = QRectF(
        discard_zone.right() + GAP,
        discard_zone.top(),
        DISCARD_LABEL_WIDTH - GAP,
        discard_zone.height(),
    )
    seats = {}
    for seat, origin in origins.items():
        # Free felt right of a block: up to the nearest block beside it in its tier.
        beside = [
            other.x() - BLOCK_GAP
            for other in origins.values()
            if abs(other.y() - origin.y()) < BLOCK_HEIGHT and other.x() > origin.x()
        ]
        seats[seat] = _seat_layout(seat, origin, width_of_block, min(beside, default=inf))
    scene_rect = QRectF(0.0, 0.0, width, height)
    return TableLayout(
        scene_rect=scene_rect,
        seats=dict(sorted(seats.items())),
        hand_slots=hand_slots,
        hand_zone=hand_zone,
        discard_slot=discard_slot,
        discard_zone=discard_zone,
        discard_label=discard_label,
        curtain=QRectF(scene_rect),
    )


def _viewer_extent(width_of_block: float) -> tuple[float, float]:
    """Left and right of the viewer's column (block, hand zone, discard zone), relative
    to the viewer block's left edge."""
    axis = ZONE_PAD + ROW_WIDTH / 2
    hand_left = axis - HAND_WIDTH / 2 - HAND_PAD
    discard_right = (
        axis + HAND_WIDTH / 2 + HAND_PAD + DISCARD_GAP + U + 2 * HAND_PAD + DISCARD_LABEL_WIDTH
    )
    return min(0.0, hand_left), max(width_of_block, discard_right)


def _horizontal_extent(
    places: tuple[tuple[float, int], ...], width_of_block: float, pitch: float
) -> tuple[float, float]:
    left, right = _viewer_extent(width_of_block)
    for column, _ in places:
        left = min(left, column * pitch)
        right = max(right, column * pitch + width_of_block)
    return left, right
