"""Open-Face Chinese Poker for the desktop."""

__version__ = "0.1.0"
