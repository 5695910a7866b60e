"""Reading what someone hands the program, whole but bounded: a regular file only (a
folder, a pipe or a device is refused before a byte is read, even behind a link), or a
stream such as standard input, never past a limit whatever size a file claims. The
history Import and the ``ofc`` commands read through here; each words the refusal its
own way.

>>> import io
>>> read_stream(io.BytesIO(b"Qs Qd").read)
b'Qs Qd'
>>> read_stream(io.BytesIO(b"x" * 11).read, limit=10)
Traceback (most recent call last):
...
ofc_desktop.persistence.bounded_read.TooLarge: more than 10 bytes
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

MAX_READ_BYTES = 64 * 1024 * 1024
_CHUNK = 1 << 20


class ReadRefused(Exception):
    """Nothing was read; the subclass says why."""


class NotAFile(ReadRefused):
    """The path names a folder, a pipe, a device or a socket; ``kind`` says which, in
    words ("a folder")."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


class TooLarge(ReadRefused):
    """More bytes than the limit."""


class Unreadable(ReadRefused):
    """The system refused; ``reason`` is its words ("No such file or directory")."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def kind_of(mode: int) -> str:
    """What a file of ``mode`` is, in words, when it is not a regular file."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a plain file"


def _refuse_unless_regular(mode: int) -> None:
    if not stat.S_ISREG(mode):
        raise NotAFile(kind_of(mode))


def read_stream(
    read: Callable[[int], bytes],
    limit: int = MAX_READ_BYTES,
    between_chunks: Callable[[], None] | None = None,
) -> bytes:
    """Every byte ``read`` gives until it gives none, at most ``limit``: one byte more
    is :class:`TooLarge`. ``between_chunks`` runs before each chunk (a cancel check)."""
    chunks: list[bytes] = []
    size = 0
    try:
        while size <= limit:
            if between_chunks is not None:
                between_chunks()
            chunk = read(min(_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        raise Unreadable(error.strerror or str(error)) from None
    if size > limit:
        raise TooLarge(f"more than {limit} bytes")
    return b"".join(chunks)


def read_regular_file(
    path: Path,
    limit: int = MAX_READ_BYTES,
    between_chunks: Callable[[], None] | None = None,
) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them (the size it
    claims is not trusted: ``/proc`` files say 0). Anything else is refused at once,
    never opened; so is a file that grows past the limit while it is read."""
    try:
        _refuse_unless_regular(os.stat(path).st_mode)  # a device is never opened
        # O_NONBLOCK: should a pipe take the file's place meanwhile, opening it returns
        # at once; fstat then refuses it.
        descriptor = os.open(
            path,
            os.O_RDONLY
            | getattr(os, "O_NONBLOCK", 0)
            | getattr(os, "O_NOCTTY", 0)
            | getattr(os, "O_BINARY", 0),
        )
    except OSError as error:
        raise Unreadable(error.strerror or str(error)) from None
    except ValueError as error:  # a path with a NUL in it
        raise Unreadable(str(error)) from None
    try:
        status = os.fstat(descriptor)
        _refuse_unless_regular(status.st_mode)
        if status.st_size > limit:
            raise TooLarge(f"more than {limit} bytes")
        return read_stream(lambda size: os.read(descriptor, size), limit, between_chunks)
    except OSError as error:
        raise Unreadable(error.strerror or str(error)) from None
    finally:
        os.close(descriptor)
