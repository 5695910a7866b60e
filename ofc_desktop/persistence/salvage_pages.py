"""The rows on a damaged SQLite file's pages, read page by page without its b-trees.

A damaged interior page or schema hides every row below it from SQLite, though the
leaf pages that hold the rows may be whole. Here every page is read as a leaf of a
table (rowid and record) or of an index (a record), as the file format describes
(sqlite.org/fileformat2.html); a cell that does not parse is skipped. Nothing here
knows which table a row belongs to: the caller checks each row as the database would.

>>> list(table_cells(b"not a database", 1))
[]
"""

from __future__ import annotations

import struct
from collections.abc import Iterator, Set
from pathlib import Path
from typing import Any

TABLE_LEAF = 0x0D
INDEX_LEAF = 0x0A
MAX_OVERFLOW_PAGES = 4096  # a record of the history is far smaller; a loop stops here


def image_of(path: Path) -> tuple[bytes, int, int]:
    """The file's bytes, its page size and the usable part of each page."""
    data = path.read_bytes()
    if len(data) < 100 or not data.startswith(b"SQLite format 3\x00"):
        return data, 4096, 4096  # a header lost: try the usual page size
    size = int.from_bytes(data[16:18], "big")
    size = 65536 if size == 1 else size
    if size < 512 or size & (size - 1):
        size = 4096
    return data, size, size - data[20]


def _leaf_pages(
    data: bytes, page_size: int, kind: int, skip: Set[int]
) -> Iterator[tuple[bytes, int]]:
    """(page, header offset) of every page that reads as a leaf of ``kind``, but the
    pages numbered in ``skip``."""
    for number in range(len(data) // page_size):
        if number + 1 in skip:
            continue
        page = data[number * page_size : (number + 1) * page_size]
        start = 100 if number == 0 else 0
        if page[start : start + 1] == bytes([kind]):
            yield page, start


def table_cells(
    data: bytes, page_size: int, usable: int | None = None, skip: Set[int] = frozenset()
) -> Iterator[tuple[int, list[Any]]]:
    """(rowid, values) of every cell of every page that reads as a table leaf, but the
    pages numbered in ``skip``."""
    usable = usable or page_size
    for page, start in _leaf_pages(data, page_size, TABLE_LEAF, skip):
        for offset in _cell_offsets(page, start, 8, usable):
            try:
                payload_size, at = _varint(page, offset)
                rowid, at = _varint(page, at)
                payload = _payload(data, page, at, payload_size, page_size, usable, table=True)
                yield _signed(rowid), _record(payload)
            except (IndexError, ValueError, struct.error):
                continue


def index_cells(
    data: bytes, page_size: int, usable: int | None = None, skip: Set[int] = frozenset()
) -> Iterator[list[Any]]:
    """The values of every cell of every page that reads as an index leaf (tables
    without rowids keep their rows so), but the pages numbered in ``skip``."""
    usable = usable or page_size
    for page, start in _leaf_pages(data, page_size, INDEX_LEAF, skip):
        for offset in _cell_offsets(page, start, 8, usable):
            try:
                payload_size, at = _varint(page, offset)
                yield _record(_payload(data, page, at, payload_size, page_size, usable, False))
            except (IndexError, ValueError, struct.error):
                continue


def _cell_offsets(page: bytes, start: int, header: int, usable: int) -> list[int]:
    count = int.from_bytes(page[start + 3 : start + 5], "big")
    pointers = start + header
    offsets = []
    for index in range(count):
        offset = int.from_bytes(page[pointers + 2 * index : pointers + 2 * index + 2], "big")
        if pointers + 2 * count <= offset < usable:
            offsets.append(offset)
    return offsets


def _varint(data: bytes, at: int) -> tuple[int, int]:
    value = 0
    for index in range(8):
        byte = data[at + index]
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, at + index + 1
    return (value << 8) | data[at + 8], at + 9


def _signed(value: int) -> int:
    return value - (1 << 64) if value >= 1 << 63 else value


def _payload(
    data: bytes, page: bytes, at: int, size: int, page_size: int, usable: int, table: bool
) -> bytes:
    """A cell's payload, its overflow pages followed where it has them."""
    largest = usable - 35 if table else ((usable - 12) * 64 // 255) - 23
    if size <= largest:
        local = page[at : at + size]
        if len(local) != size:
            raise ValueError("cut short")
        return local
    least = ((usable - 12) * 32 // 255) - 23
    keep = least + (size - least) % (usable - 4)
    keep = keep if keep <= largest else least
    parts = [page[at : at + keep]]
    following = int.from_bytes(page[at + keep : at + keep + 4], "big")
    got, seen = keep, set[int]()
    while got < size:
        if following == 0 or following in seen or len(seen) > MAX_OVERFLOW_PAGES:
            raise ValueError("a broken overflow chain")
        seen.add(following)
        start = (following - 1) * page_size
        overflow = data[start : start + usable]
        if len(overflow) < 4:
            raise ValueError("an overflow page past the end")
        following = int.from_bytes(overflow[:4], "big")
        part = overflow[4 : 4 + min(usable - 4, size - got)]
        parts.append(part)
        got += len(part)
    return b"".join(parts)


def _record(payload: bytes) -> list[Any]:
    """The values of a record (sqlite.org/fileformat2.html#record_format)."""
    header_size, at = _varint(payload, 0)
    if not 0 < header_size <= len(payload):
        raise ValueError("no record header")
    types = []
    while at < header_size:
        serial, at = _varint(payload, at)
        types.append(serial)
    values: list[Any] = []
    body = header_size
    for serial in types:
        value, body = _value(payload, body, serial)
        values.append(value)
    if body != len(payload):
        raise ValueError("a record of another length")
    return values


_INTEGERS = {1: 1, 2: 2, 3: 3, 4: 4, 5: 6, 6: 8}


def _value(payload: bytes, at: int, serial: int) -> tuple[Any, int]:
    if serial == 0:
        return None, at
    if serial in _INTEGERS:
        width = _INTEGERS[serial]
        if at + width > len(payload):
            raise ValueError("cut short")
        return int.from_bytes(payload[at : at + width], "big", signed=True), at + width
    if serial == 7:
        return struct.unpack(">d", payload[at : at + 8])[0], at + 8
    if serial in (8, 9):
        return serial - 8, at
    if serial >= 12:
        length = (serial - 12) // 2
        if at + length > len(payload):
            raise ValueError("cut short")
        chunk = payload[at : at + length]
        return (chunk if serial % 2 == 0 else chunk.decode("utf-8")), at + length
    raise ValueError(f"serial type {serial}")
