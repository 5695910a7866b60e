"""Where everything sits on the table, in scene units where one card is 100 x 140.

Pure geometry (no widgets, no painting): every board slot, row drop zone, label place,
the viewer's hand area and discard slot for 1 to 6 seats. The scene rectangle depends
only on the number of seats, so the view's zoom never jumps during a hand.

Arrangement: the viewer's block sits at the bottom centre with the hand area under it;
opponents fill, clockwise from the viewer's left, the places left, top-left, top-centre,
top-right and right (only the ones a seat count needs; see ``_OPPONENT_PLACES``).

The rects are shared by every caller (results are cached): never mutate them in place
(use ``translated()`` / ``adjusted()``, which return copies).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import ceil

from PySide6.QtCore import QPointF, QRectF

CARD_WIDTH = 100.0  # scene units per card: every measure below is a multiple of it
CARD_HEIGHT = 140.0
U = CARD_WIDTH

ROWS = ("top", "middle", "bottom")
ROW_SLOTS = {"top": 3, "middle": 5, "bottom": 5}
MAX_SEATS = 6
HAND_PER_LINE = 9
HAND_LINES = 2
MAX_HELD = 17  # Fantasyland / closed deal: up to 17 cards in hand

GAP = 0.1 * U  # between neighbouring slots of a row or of the hand
ROW_GAP = 0.15 * U  # between two rows of a board
ZONE_PAD = 0.05 * U  # a row's drop zone reaches this far round its slots
ROW_WIDTH = 5 * U + 4 * GAP
TITLE_HEIGHT = 0.4 * U
TITLE_GAP = 0.15 * U  # title line to the first row's slots
BUTTON_RADIUS = 0.15 * U  # the dealer-button disc, at the left end of the title line
LABEL_GAP = 0.15 * U
LABEL_WIDTH = 3.35 * U  # "Pair of Queens +7" and up to ~22 characters at 0.24 U type
LABEL_HEIGHT = 0.5 * U
BLOCK_WIDTH = 2 * ZONE_PAD + ROW_WIDTH + LABEL_GAP + LABEL_WIDTH  # 9 U
BLOCK_HEIGHT = TITLE_HEIGHT + TITLE_GAP + 3 * CARD_HEIGHT + 2 * ROW_GAP + ZONE_PAD  # 5.1 U

HAND_PAD = 0.1 * U  # hand zone and discard zone round their slots
HAND_TOP_GAP = 0.3 * U  # viewer's block to the hand zone
HAND_WIDTH = HAND_PER_LINE * U + (HAND_PER_LINE - 1) * GAP
HAND_HEIGHT = HAND_LINES * CARD_HEIGHT + (HAND_LINES - 1) * GAP
DISCARD_GAP = 0.3 * U  # hand zone to discard zone

BLOCK_GAP = 0.6 * U  # least room between two blocks side by side
TIER_GAP = 0.6 * U  # least room between the opponents' tier and the viewer's tier
MARGIN = 0.4 * U  # round the whole content
PAIR_GAP = 2.4 * U  # between top-left and top-right when top-centre is empty
MIN_ASPECT = 1.6  # 16:10 ... 16:9: a narrow table is widened, a wide one made taller
MAX_ASPECT = 16 / 9

# Places an opponent can take, as (column offset in block pitches, tier): tier 0 is the
# top, tier 1 the viewer's own.
_PITCH = BLOCK_WIDTH + BLOCK_GAP
_HALF = (BLOCK_WIDTH + PAIR_GAP) / 2 / _PITCH
_LEFT, _RIGHT = (-1.0, 1), (1.0, 1)
_TOP_LEFT, _TOP_CENTRE, _TOP_RIGHT = (-1.0, 0), (0.0, 0), (1.0, 0)
_OPPONENT_PLACES: dict[int, tuple[tuple[float, int], ...]] = {
    0: (),
    1: (_TOP_CENTRE,),
    2: ((-_HALF, 0), (_HALF, 0)),
    3: (_TOP_LEFT, _TOP_CENTRE, _TOP_RIGHT),
    4: (_LEFT, (-_HALF, 0), (_HALF, 0), _RIGHT),
    5: (_LEFT, _TOP_LEFT, _TOP_CENTRE, _TOP_RIGHT, _RIGHT),
}


@dataclass(frozen=True)
class SeatLayout:
    """One seat's board block: title line, dealer button, three rows and their labels."""

    seat: int
    origin: QPointF  # top-left of the block
    title: QRectF
    button: QPointF  # centre of the dealer-button disc (radius BUTTON_RADIUS)
    rows: dict[str, tuple[QRectF, ...]]  # slot rects per row name: 3, 5, 5
    row_zones: dict[str, QRectF]  # drop zone round each row's slots
    labels: dict[str, QRectF]  # hand name and royalty, right of each row
    block: QRectF  # bounding rect of the whole block, labels included


@dataclass(frozen=True)
class TableLayout:
    """Every rect of a table with a given seat count, seen by a given viewer."""

    scene_rect: QRectF
    seats: dict[int, SeatLayout]
    hand_slots: tuple[QRectF, ...]  # two lines of HAND_PER_LINE, left to right, top first
    hand_zone: QRectF
    discard_slot: QRectF
    discard_zone: QRectF
    curtain: QRectF  # covers everything private (hot-seat hand-over)

    def hand_slot(self, index: int, count: int) -> QRectF:
        """The slot of held card ``index`` of ``count``: one centred line up to 9 cards,
        else two centred lines, the first holding ceil(count / 2)."""
        if not 1 <= count <= HAND_PER_LINE * HAND_LINES:
            raise ValueError(f"cannot hold {count} cards")
        if not 0 <= index < count:
            raise ValueError(f"card {index} out of {count}")
        first = count if count <= HAND_PER_LINE else ceil(count / 2)
        line, column = (0, index) if index < first else (1, index - first)
        in_line = first if line == 0 else count - first
        centre_x = self.hand_zone.center().x()
        left = centre_x - (in_line * U + (in_line - 1) * GAP) / 2
        top = self.hand_zone.top() + HAND_PAD + line * (CARD_HEIGHT + GAP)
        return QRectF(left + column * (U + GAP), top, CARD_WIDTH, CARD_HEIGHT)


def _seat_layout(seat: int, origin: QPointF) -> SeatLayout:
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
            label_left, top + (CARD_HEIGHT - LABEL_HEIGHT) / 2, LABEL_WIDTH, LABEL_HEIGHT
        )
        top += CARD_HEIGHT + ROW_GAP
    disc = 2 * BUTTON_RADIUS
    title_left = x0 + ZONE_PAD + disc + GAP
    return SeatLayout(
        seat=seat,
        origin=QPointF(origin),
        title=QRectF(title_left, y0, x0 + BLOCK_WIDTH - title_left, TITLE_HEIGHT),
        button=QPointF(x0 + ZONE_PAD + BUTTON_RADIUS, y0 + TITLE_HEIGHT / 2),
        rows=rows,
        row_zones=zones,
        labels=labels,
        block=QRectF(x0, y0, BLOCK_WIDTH, BLOCK_HEIGHT),
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
    # Content coordinates first (viewer block at x = 0), then one shift into the scene.
    content_width, content_height = _content_size(places, has_top)
    width = max(content_width + 2 * MARGIN, MIN_ASPECT * (content_height + 2 * MARGIN))
    height = max(content_height + 2 * MARGIN, width / MAX_ASPECT)
    extra_height = height - content_height - 2 * MARGIN
    # Spare height widens the gap between the tiers; without a top tier it is margin.
    tier_gap = TIER_GAP + extra_height if has_top else 0.0
    top_margin = MARGIN if has_top else MARGIN + extra_height / 2
    left_edge, _ = _horizontal_extent(places)
    shift_x = (width - content_width) / 2 - left_edge
    viewer_y = top_margin + (BLOCK_HEIGHT + tier_gap if has_top else 0.0)
    seats = {viewer: _seat_layout(viewer, QPointF(shift_x, viewer_y))}
    for offset, (column, tier) in enumerate(places, start=1):
        seat = (viewer + offset) % seat_count
        y = top_margin if tier == 0 else viewer_y
        seats[seat] = _seat_layout(seat, QPointF(shift_x + column * _PITCH, y))
    axis = shift_x + ZONE_PAD + ROW_WIDTH / 2
    hand_top = viewer_y + BLOCK_HEIGHT + HAND_TOP_GAP
    hand_zone = QRectF(
        axis - HAND_WIDTH / 2 - HAND_PAD,
        hand_top,
        HAND_WIDTH + 2 * HAND_PAD,
        HAND_HEIGHT + 2 * HAND_PAD,
    )
    slot_top = hand_top + HAND_PAD
    hand_slots = tuple(
        QRectF(
            hand_zone.left() + HAND_PAD + column * (U + GAP),
            slot_top + line * (CARD_HEIGHT + GAP),
            CARD_WIDTH,
            CARD_HEIGHT,
        )
        for line in range(HAND_LINES)
        for column in range(HAND_PER_LINE)
    )
    discard_slot = QRectF(
        hand_zone.right() + DISCARD_GAP + HAND_PAD, slot_top, CARD_WIDTH, CARD_HEIGHT
    )
    scene_rect = QRectF(0.0, 0.0, width, height)
    return TableLayout(
        scene_rect=scene_rect,
        seats=dict(sorted(seats.items())),
        hand_slots=hand_slots,
        hand_zone=hand_zone,
        discard_slot=discard_slot,
        discard_zone=discard_slot.adjusted(-HAND_PAD, -HAND_PAD, HAND_PAD, HAND_PAD),
        curtain=QRectF(scene_rect),
    )


def _viewer_extent() -> tuple[float, float]:
    """Left and right of the viewer's column (block, hand zone, discard zone), relative
    to the viewer block's left edge."""
    axis = ZONE_PAD + ROW_WIDTH / 2
    hand_left = axis - HAND_WIDTH / 2 - HAND_PAD
    discard_right = axis + HAND_WIDTH / 2 + HAND_PAD + DISCARD_GAP + U + 2 * HAND_PAD
    return min(0.0, hand_left), max(BLOCK_WIDTH, discard_right)


def _horizontal_extent(places: tuple[tuple[float, int], ...]) -> tuple[float, float]:
    left, right = _viewer_extent()
    for column, _ in places:
        left = min(left, column * _PITCH)
        right = max(right, column * _PITCH + BLOCK_WIDTH)
    return left, right


def _content_size(places: tuple[tuple[float, int], ...], has_top: bool) -> tuple[float, float]:
    left, right = _horizontal_extent(places)
    viewer_column = BLOCK_HEIGHT + HAND_TOP_GAP + HAND_HEIGHT + 2 * HAND_PAD
    height = viewer_column + (BLOCK_HEIGHT + TIER_GAP if has_top else 0.0)
    return right - left, height
