"""Open-Face Chinese Poker for the desktop."""

from importlib.metadata import PackageNotFoundError, version

try:
    # One version for everything that shows one: the installed distribution's, which
    # pyproject.toml sets (the frozen app carries the same metadata).
    __version__ = version("ofc-desktop")
except PackageNotFoundError:  # run from a tree that was never installed
    __version__ = "0+unknown"
