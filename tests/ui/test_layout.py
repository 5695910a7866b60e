"""The table geometry: nothing overlaps, everything fits, nothing moves between viewers."""

from __future__ import annotations

import math
from itertools import combinations, pairwise

import pytest
from PySide6.QtCore import QPointF, QRectF

from ofc_desktop.core.hand import ROW_NAMES
from ofc_desktop.ui.table.layout import (
    BUTTON_RADIUS,
    CARD_HEIGHT,
    CARD_WIDTH,
    HAND_SPAN,
    MAX_HELD,
    ROW_SLOTS,
    ROWS,
    TableLayout,
    table_layout,
)

EPS = 1e-6
TABLES = [(seats, viewer) for seats in range(1, 7) for viewer in range(seats)]
IDS = [f"{seats}seats-viewer{viewer}" for seats, viewer in TABLES]


def overlap(a: QRectF, b: QRectF) -> bool:
    """A shared area of positive size (touching edges do not count)."""
    return (
        a.left() < b.right() - EPS
        and b.left() < a.right() - EPS
        and a.top() < b.bottom() - EPS
        and b.top() < a.bottom() - EPS
    )


def inside(inner: QRectF, outer: QRectF) -> bool:
    return (
        inner.left() >= outer.left() - EPS
        and inner.right() <= outer.right() + EPS
        and inner.top() >= outer.top() - EPS
        and inner.bottom() <= outer.bottom() + EPS
    )


def disc_rect(centre: QPointF) -> QRectF:
    return QRectF(
        centre.x() - BUTTON_RADIUS, centre.y() - BUTTON_RADIUS, 2 * BUTTON_RADIUS, 2 * BUTTON_RADIUS
    )


@pytest.fixture(params=TABLES, ids=IDS)
def layout(request: pytest.FixtureRequest) -> TableLayout:
    seats, viewer = request.param
    return table_layout(seats, viewer)


def test_rows_match_the_engine() -> None:
    assert ROWS == ROW_NAMES


def test_every_seat_has_a_block(layout: TableLayout) -> None:
    seat_count = len(layout.seats)
    assert sorted(layout.seats) == list(range(seat_count))
    for seat, block in layout.seats.items():
        assert block.seat == seat
        assert block.origin == block.block.topLeft()
        assert {name: len(slots) for name, slots in block.rows.items()} == ROW_SLOTS


def test_blocks_do_not_overlap(layout: TableLayout) -> None:
    for a, b in combinations(layout.seats.values(), 2):
        assert not overlap(a.block, b.block), (a.seat, b.seat)


def test_blocks_keep_clear_of_the_hand_and_discard(layout: TableLayout) -> None:
    assert not overlap(layout.hand_zone, layout.discard_zone)
    for block in layout.seats.values():
        assert not overlap(block.block, layout.hand_zone), block.seat
        assert not overlap(block.block, layout.discard_zone), block.seat


def test_everything_lies_in_its_block_and_the_scene(layout: TableLayout) -> None:
    scene = layout.scene_rect
    for block in layout.seats.values():
        assert inside(block.block, scene)
        assert inside(block.title, block.block)
        assert inside(disc_rect(block.button), block.block)
        for name in ROWS:
            assert inside(block.row_zones[name], block.block)
            assert inside(block.labels[name], block.block)
            for slot in block.rows[name]:
                assert inside(slot, block.block)
                assert inside(slot, block.row_zones[name])
                assert inside(slot, scene)
    for rect in (*layout.hand_slots, layout.hand_zone, layout.discard_zone, layout.discard_label):
        assert inside(rect, scene)
    assert inside(layout.discard_slot, layout.discard_zone)
    assert inside(scene, layout.curtain)


def test_title_button_rows_and_labels_keep_apart(layout: TableLayout) -> None:
    for block in layout.seats.values():
        zones = list(block.row_zones.values())
        labels = list(block.labels.values())
        assert not overlap(disc_rect(block.button), block.title)
        for a, b in combinations(zones, 2):
            assert not overlap(a, b)
        for label in labels:
            assert not overlap(label, block.title)
            for zone in zones:
                assert not overlap(label, zone)
            for slot in (s for name in ROWS for s in block.rows[name]):
                assert not overlap(label, slot)
        for zone in zones:
            assert not overlap(zone, block.title)
            assert not overlap(zone, disc_rect(block.button))


def test_slots_in_a_row_are_card_sized_apart_and_evenly_spaced(layout: TableLayout) -> None:
    for block in layout.seats.values():
        axes = set()
        for name in ROWS:
            slots = block.rows[name]
            assert all(s.width() == CARD_WIDTH and s.height() == CARD_HEIGHT for s in slots)
            assert len({s.top() for s in slots}) == 1
            steps = {round(b.left() - a.left(), 6) for a, b in pairwise(slots)}
            assert len(steps) == 1
            assert steps.pop() > CARD_WIDTH
            axes.add(round((slots[0].left() + slots[-1].right()) / 2, 6))
        assert len(axes) == 1  # the three rows share one centre line
        tops = [block.rows[name][0].top() for name in ROWS]
        assert tops == sorted(tops)


def test_scene_is_about_the_shape_of_a_window(layout: TableLayout) -> None:
    """From squarish (heads-up: two boards stacked) to wide (a full table, solo)."""
    rect = layout.scene_rect
    assert 1.0 <= rect.width() / rect.height() <= 2.05


@pytest.mark.parametrize("seats", range(1, 7))
def test_scene_and_blocks_depend_only_on_the_seat_count(seats: int) -> None:
    layouts = [table_layout(seats, viewer) for viewer in range(seats)]
    first = layouts[0]
    for other in layouts[1:]:
        assert other.scene_rect == first.scene_rect
        assert other.hand_zone == first.hand_zone
        assert other.discard_slot == first.discard_slot
        assert other.hand_slots == first.hand_slots
        assert {_key(s.block) for s in other.seats.values()} == {
            _key(s.block) for s in first.seats.values()
        }


def _key(rect: QRectF) -> tuple[float, float, float, float]:
    return rect.x(), rect.y(), rect.width(), rect.height()


def test_viewer_sits_at_the_bottom_centre(layout: TableLayout) -> None:
    viewer = _viewer(layout)
    block = layout.seats[viewer].block
    assert all(block.bottom() >= other.block.bottom() for other in layout.seats.values())
    axis = (
        layout.seats[viewer].rows["middle"][0].left()
        + layout.seats[viewer].rows["middle"][-1].right()
    ) / 2
    assert axis == pytest.approx(layout.hand_zone.center().x())
    assert layout.discard_zone.left() >= layout.hand_zone.right()


def test_others_go_clockwise_from_the_viewers_left(layout: TableLayout) -> None:
    seat_count = len(layout.seats)
    viewer = _viewer(layout)
    centre_x = layout.seats[viewer].block.center().x()
    centre_y = layout.scene_rect.center().y()
    angles = []
    for offset in range(1, seat_count):
        point = layout.seats[(viewer + offset) % seat_count].block.center()
        angle = math.degrees(math.atan2(centre_y - point.y(), point.x() - centre_x))
        angles.append(angle + 360 if angle <= -90 else angle)  # left 180, top 90, right 0
    assert angles == sorted(angles, reverse=True)
    assert len(set(angles)) == len(angles)


def _viewer(layout: TableLayout) -> int:
    return next(
        seat
        for seat, block in layout.seats.items()
        if block.block.bottom() <= layout.hand_zone.top()
        and block.block.left() <= layout.hand_zone.center().x() <= block.block.right()
        and layout.hand_zone.top() - block.block.bottom() < CARD_HEIGHT
    )


@pytest.mark.parametrize(("seats", "viewer"), TABLES, ids=IDS)
def test_viewer_is_found_where_expected(seats: int, viewer: int) -> None:
    assert _viewer(table_layout(seats, viewer)) == viewer


def test_hand_is_one_line_of_slots(layout: TableLayout) -> None:
    slots = layout.hand_slots
    assert len(slots) == HAND_SPAN
    assert len({s.top() for s in slots}) == 1
    for a, b in combinations(slots, 2):
        assert not overlap(a, b)
    for slot in slots:
        assert inside(slot, layout.hand_zone)
        assert not overlap(slot, layout.discard_zone)


@pytest.mark.parametrize("count", range(1, MAX_HELD + 1))
def test_held_cards_stay_in_the_hand_zone(layout: TableLayout, count: int) -> None:
    slots = [layout.hand_slot(index, count) for index in range(count)]
    assert {s.top() for s in slots} == {layout.hand_slots[0].top()}
    assert slots == sorted(slots, key=QRectF.left)
    centre = layout.hand_zone.center().x()
    assert (slots[0].left() + slots[-1].right()) / 2 == pytest.approx(centre)
    steps = {round(b.left() - a.left(), 6) for a, b in pairwise(slots)}
    assert len(steps) <= 1
    if count <= HAND_SPAN:
        for a, b in combinations(slots, 2):
            assert not overlap(a, b)
    else:
        # A fan: each card shows more than half its width, corner index and all.
        assert steps.pop() >= CARD_WIDTH * 0.6
    for slot in slots:
        assert inside(slot, layout.hand_zone)
        assert not overlap(slot, layout.discard_slot)
        assert not overlap(slot, layout.discard_zone)


def test_hand_slot_matches_the_line_when_it_is_full() -> None:
    layout = table_layout(2, 0)
    assert [layout.hand_slot(i, HAND_SPAN) for i in range(HAND_SPAN)] == list(layout.hand_slots)


def test_labels_may_grow_only_into_free_felt(layout: TableLayout) -> None:
    for seat in layout.seats.values():
        assert seat.label_limit >= seat.block.right() - EPS
        for other in layout.seats.values():
            if other is seat or not overlap(
                QRectF(0, other.block.top(), 1, other.block.height()),
                QRectF(0, seat.block.top(), 1, seat.block.height()),
            ):
                continue
            if other.block.left() > seat.block.left():
                assert seat.label_limit <= other.block.left() + EPS


@pytest.mark.parametrize(("index", "count"), [(0, 0), (-1, 5), (5, 5), (0, 19)])
def test_hand_slot_rejects_impossible_requests(index: int, count: int) -> None:
    with pytest.raises(ValueError):
        table_layout(2, 0).hand_slot(index, count)


@pytest.mark.parametrize(("seats", "viewer"), [(0, 0), (7, 0), (2, 2), (3, -1)])
def test_table_layout_rejects_impossible_tables(seats: int, viewer: int) -> None:
    with pytest.raises(ValueError):
        table_layout(seats, viewer)


def test_layouts_are_cached() -> None:
    assert table_layout(4, 1) is table_layout(4, 1)


# ----- hands of more than HAND_SPAN cards ------------------------------------------------

BIG_HANDS = range(HAND_SPAN + 1, MAX_HELD + 1)


def room_below(layout: TableLayout) -> QRectF:
    """The felt in sight when the window is taller than the table: a band under it."""
    return layout.hand_room(layout.scene_rect.adjusted(0, 0, 0, 2 * CARD_HEIGHT))


def room_beside(layout: TableLayout, discards: bool = True) -> QRectF:
    """The felt in sight when the window is wider than the table: bands at its sides."""
    wide = layout.scene_rect.adjusted(-3 * CARD_WIDTH, 0, 3 * CARD_WIDTH, 0)
    return layout.hand_room(wide, discards)


@pytest.mark.parametrize("count", range(HAND_SPAN + 1))
def test_up_to_a_line_of_cards_lies_as_it_always_did(layout: TableLayout, count: int) -> None:
    for room in (room_below(layout), room_beside(layout), layout.hand_zone):
        assert layout.held_slots(count, room) == tuple(
            layout.hand_slot(index, count) for index in range(count)
        )
        assert layout.hand_area(count, room) == layout.hand_zone


@pytest.mark.parametrize("count", BIG_HANDS)
def test_a_big_hand_takes_two_lines_where_the_felt_below_has_room(
    layout: TableLayout, count: int
) -> None:
    room = room_below(layout)
    slots = layout.held_slots(count, room)
    assert len(slots) == count
    assert len({slot.top() for slot in slots}) == 2
    assert list(slots) == sorted(slots, key=lambda slot: (slot.top(), slot.left()))
    for a, b in combinations(slots, 2):
        assert not overlap(a, b)
    area = layout.hand_area(count, room)
    assert inside(layout.hand_zone, area)
    for slot in slots:
        assert inside(slot, area) and inside(slot, room)
    assert not overlap(area, layout.discard_zone)
    for block in layout.seats.values():
        assert not overlap(area, block.block), block.seat


@pytest.mark.parametrize("count", BIG_HANDS)
def test_a_big_hand_without_room_below_reaches_into_the_felt_beside_it(
    layout: TableLayout, count: int
) -> None:
    fan = layout.held_slots(count, layout.hand_zone)
    for a, b in zip(fan, (layout.hand_slot(i, count) for i in range(count)), strict=True):
        assert (a.left(), a.top()) == pytest.approx((b.left(), b.top()))  # the old fan
    for discards in (True, False):
        room = room_beside(layout, discards)
        spread = layout.held_slots(count, room)
        assert len({slot.top() for slot in spread}) == 1
        step = spread[1].left() - spread[0].left()
        assert step > fan[1].left() - fan[0].left()
        assert step <= CARD_WIDTH * 1.1 + EPS
        area = layout.hand_area(count, room)
        for slot in spread:
            assert inside(slot, area) and inside(slot, room)
        if discards:  # the pile keeps its place; without one its felt is free
            assert not overlap(area, layout.discard_zone)
        for block in layout.seats.values():
            assert not overlap(area, block.block), block.seat


@pytest.mark.parametrize("count", BIG_HANDS)
def test_with_no_discard_pile_the_line_reaches_both_ways(layout: TableLayout, count: int) -> None:
    one_way = layout.held_slots(count, room_beside(layout, discards=True))
    both_ways = layout.held_slots(count, room_beside(layout, discards=False))
    assert both_ways[1].left() - both_ways[0].left() >= one_way[1].left() - one_way[0].left()
    assert both_ways[-1].right() > layout.hand_zone.right()
