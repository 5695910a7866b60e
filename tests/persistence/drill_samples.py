"""A mistake drill to file in the drill store's tests, keyed so each is its own."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

from ofc_desktop.bots.drills import Drill
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.position_notation import parse_position
from ofc_desktop.core.rules import RuleSet, Variant

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
POSITION = parse_position(
    "top Qs Qd | mid 9h 9c | bot Ah ; hand 9d 8c 2h ; opp top Kc | mid 5s 5h | bot 2c 3c ; "
    "dead 3d ; button 1",
    RuleSet(variant=Variant.PINEAPPLE),
)
BEST = Decision(((POSITION.hand[0], "middle"), (POSITION.hand[1], "bottom")), (POSITION.hand[2],))


def sample_drill(key: str, **changes: object) -> Drill:
    drill = Drill(
        drill_id=f"mistake:{key}:1:2",
        source="mistake",
        position=POSITION,
        best=BEST,
        loss=2.5,
        themes=("foul_avoidance",),
        variant="pineapple",
        player="ann",
        note="hand 3",
    )
    return replace(drill, **changes)  # type: ignore[arg-type]
