"""Synthesises the game's sound effects (short, quiet, our own) into resources/sounds/.

Run from the repository root: ``python3 packaging/make_sounds.py``. The WAV files are
committed; this script is how they were made and how to make them again.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"
Wave = Callable[[float], float]


def _envelope(t: float, length: float, attack: float = 0.005) -> float:
    if t < attack:
        return t / attack
    return max(0.0, 1.0 - (t - attack) / (length - attack)) ** 2


def _tone(frequency: float) -> Wave:
    return lambda t: math.sin(2 * math.pi * frequency * t)


def _noise(seed: int) -> Wave:
    rng = random.Random(seed)
    return lambda _t: rng.uniform(-1.0, 1.0)


def _render(parts: list[tuple[float, float, Wave, float]], length: float) -> list[float]:
    """``parts``: (start, duration, wave, gain) layered over ``length`` seconds."""
    samples = [0.0] * int(RATE * length)
    for start, duration, source, gain in parts:
        first = int(start * RATE)
        for i in range(int(duration * RATE)):
            if first + i < len(samples):
                t = i / RATE
                samples[first + i] += gain * _envelope(t, duration) * source(t)
    return samples


def _write(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    with wave.open(str(OUT / f"{name}.wav"), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(0.6 * 32767 * s / peak)) for s in samples))


EFFECTS: dict[str, tuple[list[tuple[float, float, Wave, float]], float]] = {
    # a card flicked onto the felt: a short burst of soft noise
    "deal": ([(0.0, 0.06, _noise(1), 0.8), (0.0, 0.04, _tone(180), 0.4)], 0.08),
    # a card set down in a row: a dull tap
    "place": ([(0.0, 0.05, _tone(220), 0.7), (0.0, 0.03, _noise(2), 0.3)], 0.07),
    # thrown face down: a lower, brushed sound
    "discard": ([(0.0, 0.09, _noise(3), 0.6), (0.0, 0.08, _tone(140), 0.5)], 0.11),
    # a scoop: three rising notes
    "scoop": (
        [
            (0.0, 0.12, _tone(523.25), 0.6),
            (0.09, 0.12, _tone(659.25), 0.6),
            (0.18, 0.22, _tone(783.99), 0.7),
        ],
        0.42,
    ),
    # a foul: two falling notes
    "foul": ([(0.0, 0.16, _tone(392.0), 0.6), (0.13, 0.3, _tone(261.63), 0.6)], 0.45),
    # Fantasyland: a bright arpeggio with a shimmer
    "fantasyland": (
        [
            (0.0, 0.14, _tone(659.25), 0.5),
            (0.08, 0.14, _tone(783.99), 0.5),
            (0.16, 0.14, _tone(987.77), 0.5),
            (0.24, 0.35, _tone(1318.5), 0.5),
            (0.24, 0.35, _tone(1975.5), 0.15),
        ],
        0.62,
    ),
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (parts, length) in EFFECTS.items():
        _write(name, _render(parts, length))
        print(f"wrote {OUT / name}.wav")


if __name__ == "__main__":
    main()
