"""Hand records for the history tests and the benchmark: real ones, played by the engine
with random legal moves (some seats labelled as bots of a level, some in Fantasyland, set
by the medium bot's solver so that some stay there), and synthetic ones from hypothesis."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.fantasyland import possible_fantasyland_cards
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import SeatInfo, hand_to_record
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, Seat, play_hand

VARIANTS = (Variant.CLASSIC, Variant.PINEAPPLE, Variant.TURBO)
PEOPLE = ("You", "Ann", "Bob")
BOTS = (("Pip", "beginner"), ("Sunny", "easy"), ("Vera", "hard"))


def seat_infos(rng: random.Random, count: int) -> list[SeatInfo]:
    """A table of ``count`` seats: people and bots, every name different."""
    pool = [SeatInfo(name) for name in PEOPLE] + [SeatInfo(n, "bot", lvl) for n, lvl in BOTS]
    return rng.sample(pool, count)


def play_record(
    rules: RuleSet,
    seats: list[SeatInfo],
    seed: int,
    hand_number: int = 1,
    fantasyland: dict[int, int] | None = None,
) -> dict[str, Any]:
    """Play one hand to its end (random legal moves, the solver in Fantasyland); its record."""
    rng = random.Random(seed)
    fantasyland = fantasyland or {}
    hand = Hand(
        rules,
        [seat.name for seat in seats],
        button=seed % len(seats),
        seed=seed,
        fantasyland=fantasyland,
        hand_number=hand_number,
    )
    hand.start()
    players: list[Seat] = [
        BotSeat(seat.name, "medium") if index in fantasyland else RandomSeat(seat.name, rng)
        for index, seat in enumerate(seats)
    ]
    play_hand(hand, players)
    return hand_to_record(hand, seats)


def played_records(count: int, seed: int = 0) -> list[dict[str, Any]]:
    """``count`` finished hands across the variants, 2-3 seats, about one in five with a
    seat in Fantasyland, some scored with shoot-the-moon."""
    rng = random.Random(seed)
    records = []
    for index in range(count):
        variant = VARIANTS[index % len(VARIANTS)]
        rules = RuleSet(variant=variant, shoot_the_moon=index % 4 == 0)
        seats = seat_infos(rng, rng.choice((2, 3)))
        fantasyland = {}
        if rng.random() < 0.2:
            fantasyland[rng.randrange(len(seats))] = min(possible_fantasyland_cards(rules))
        records.append(play_record(rules, seats, rng.getrandbits(32), index + 1, fantasyland))
    return records


# ----- synthetic records ----------------------------------------------------------------

_TEXT = st.text(st.characters(codec="utf-8"), max_size=8)
_NAMES = _TEXT.filter(lambda name: bool(name.strip()))
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | _TEXT
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_TEXT, inner, max_size=3),
    max_leaves=8,
)
_LEVELS = st.sampled_from(["beginner", "easy", "medium", "hard", "expert"]) | st.none()


@st.composite
def _result(draw: st.DrawFn, names: list[str], in_fantasyland: set[int]) -> dict[str, Any]:
    """A settlement in ``settlement_to_json``'s layout whose parts agree: the pairs name
    the seats, carry their fouls, and add up to each player's total."""
    fouled = [draw(st.booleans()) for _ in names]
    totals = [0] * len(names)
    pairs = []
    for a in range(len(names)):
        for b in range(a + 1, len(names)):
            rows = {row: draw(st.integers(-1, 1)) for row in ("top", "middle", "bottom")}
            total = draw(st.integers(-30, 30))
            totals[a] += total
            totals[b] -= total
            pairs.append(
                {
                    "players": [names[a], names[b]],
                    "rows": rows,
                    "row_points": sum(rows.values()),
                    "scoop": 0,
                    "majority": 0,
                    "royalties": [0, 0],
                    "fouled": [fouled[a], fouled[b]],
                    "shoot_the_moon": [False, False],
                    "total": total,
                    "multiplier": 1.0,
                    "money": float(total),
                }
            )
    players = [
        {
            "player": name,
            "fouled": fouled[seat],
            "royalties": {row: draw(st.integers(0, 25)) for row in ("top", "middle", "bottom")},
            "hands": {row: draw(_TEXT) for row in ("top", "middle", "bottom")},
            "fantasyland": {
                "qualifies": draw(st.booleans()),
                "cards": draw(st.integers(0, 17)),
                "stays": draw(st.booleans()),
            },
            "in_fantasyland": seat in in_fantasyland,
            "shoots_the_moon": draw(st.booleans()),
            "total": totals[seat],
            "money": float(totals[seat]),
        }
        for seat, name in enumerate(names)
    ]
    order = draw(st.permutations(range(len(players))))  # results need not be in seat order
    return {"rules": draw(JSON_VALUES), "players": [players[i] for i in order], "pairs": pairs}


@st.composite
def hand_records(draw: st.DrawFn, finished: bool | None = None) -> dict[str, Any]:
    """Random "ofc-hand/2" records: any JSON where the database only keeps the record,
    a consistent shape where it takes columns out."""
    names = draw(st.lists(_NAMES, min_size=1, max_size=4, unique=True))
    seats = []
    for name in names:
        bot = draw(st.booleans())
        seats.append(
            {
                "name": name,
                "kind": "bot" if bot else "human",
                "level": draw(_LEVELS) if bot else None,
            }
        )
    in_fantasyland = draw(st.sets(st.integers(0, len(names) - 1)))
    record: dict[str, Any] = {
        "format": "ofc-hand/2",
        "hand_number": draw(st.integers(1, 10**6)),
        "rules": {
            "variant": draw(st.sampled_from(["classic", "pineapple", "turbo"])),
            **draw(
                st.dictionaries(_TEXT.filter(lambda k: k != "variant"), JSON_VALUES, max_size=3)
            ),
        },
    }
    if draw(st.booleans()):
        record["seed"] = draw(st.integers(0, 2**64 - 1))
    record.update(
        {
            "seats": seats,
            "button": draw(st.integers(0, len(names) - 1)),
            "fantasyland": [[seat, 14] for seat in sorted(in_fantasyland)],
            "dealt": draw(_TEXT),
            "actions": draw(st.lists(st.dictionaries(_TEXT, JSON_VALUES, max_size=4), max_size=4)),
            "boards": [{row: draw(_TEXT) for row in ("top", "middle", "bottom")} for _ in names],
            "result": None,
            "next_fantasyland": [],
        }
    )
    if finished or (finished is None and draw(st.booleans())):
        record["result"] = draw(_result(names, in_fantasyland))
    return record
