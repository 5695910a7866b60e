"""Where the drills window finds its drills: the player's own mistakes due now, and
puzzles (the shipped set and those made here), turned into drills the first time they
are used so that the store schedules them like any other."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QCoreApplication

from ofc_desktop.bots.decision_kinds import FOUL_RISK, situation_of
from ofc_desktop.bots.drills import MISTAKES, PUZZLES, THEMES, Drill, theme_name
from ofc_desktop.bots.puzzles import Puzzle, load_puzzles
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.ui.models.history_models import variant_label
from ofc_desktop.ui.models.rules_summary import shoe_parts

EVER = datetime(9999, 1, 1, tzinfo=UTC)  # "due by then" lists every drill
MOST = 100_000


def puzzle_as_drill(puzzle: Puzzle) -> Drill:
    """A puzzle as the store keeps it: what ``puzzle_drill`` makes from an analysis,
    here from the puzzle's own figures (the gap is its difficulty)."""
    position = puzzle.position.canonical()
    drill = Drill(
        drill_id=f"puzzle:{puzzle.puzzle_id}",
        source=PUZZLES,
        position=position,
        best=puzzle.best,
        loss=puzzle.gap,
        themes=puzzle_themes(puzzle),
        variant=puzzle.variant,
    )
    # Written and read back, the best play takes the canonical hand's own card copies.
    return Drill.from_json(drill.to_json())


def puzzle_themes(puzzle: Puzzle | Drill) -> tuple[str, ...]:
    """A puzzle's themes with the kinds of decision it asks for, as a mistake's drill
    carries them: where it stands (the opening, a later street, a whole board) and a foul
    risk where avoiding a foul is its lesson. The coach report's "Practise this" finds
    puzzles of a kind by them (a puzzle filed before kinds existed too)."""
    kinds = {situation_of(puzzle.position.view())}
    if "foul_avoidance" in puzzle.themes:
        kinds.add(FOUL_RISK)
    found = {*puzzle.themes, *kinds}
    return tuple(theme for theme in THEMES if theme in found)


@dataclass(frozen=True)
class PuzzleEntry:
    """A puzzle in the list: its drill and when it is due (None: never tried)."""

    drill: Drill
    due: datetime | None

    def is_due(self, now: datetime) -> bool:
        return self.due is None or self.due <= now

    def title(self, now: datetime) -> str:
        themes = ", ".join(theme_name(theme) for theme in self.drill.themes)
        if not themes:
            themes = QCoreApplication.translate("DrillSources", "Find the best play")
        if self.due is None:
            state = QCoreApplication.translate("DrillSources", "new")
        elif self.due <= now:
            state = QCoreApplication.translate("DrillSources", "due")
        else:
            state = QCoreApplication.translate("DrillSources", "due {when}").format(
                when=due_text(self.due, now)
            )
        return f"{variant_label(self.drill.variant)} · {themes} · {state}"


def puzzle_entries(
    store: DrillStore,
    theme: str | None,
    variant: str | None,
    shipped: list[Puzzle] | None = None,
    player: str = "",
) -> list[PuzzleEntry]:
    """Every puzzle with ``theme`` in ``variant`` (None: any): the stored ones with
    ``player``'s schedule, then the shipped ones never tried; due ones first."""
    stored = store.due(EVER, source=PUZZLES, variant=variant, limit=MOST)
    known = {drill.drill_id for drill in stored}
    stored = [drill for drill in stored if theme is None or theme in puzzle_themes(drill)]
    entries = [PuzzleEntry(drill, store.puzzle_due(drill.drill_id, player)) for drill in stored]
    for puzzle in load_puzzles() if shipped is None else shipped:
        if theme is not None and theme not in puzzle_themes(puzzle):
            continue
        if variant is not None and puzzle.variant != variant:
            continue
        if f"puzzle:{puzzle.puzzle_id}" not in known:
            entries.append(PuzzleEntry(puzzle_as_drill(puzzle), None))
    now = datetime.now(UTC)
    # Due again first (spaced repetition), then new ones, then those that can wait.
    return sorted(
        entries,
        key=lambda e: 0 if e.due is not None and e.due <= now else 1 if e.due is None else 2,
    )


def next_mistake_due(
    store: DrillStore, player: str, theme: str | None, variant: str | None
) -> datetime | None:
    """When the player's next mistake drill is due (None: the player has none)."""
    first = store.due(EVER, source=MISTAKES, player=player, theme=theme, variant=variant, limit=1)
    return store.next_due(first[0].drill_id) if first else None


def drill_summary(drill: Drill) -> str:
    """A few lines above the drill: the variant (and a double deck or jokers, which
    change what is left to come), what to do, its themes, its origin."""
    lines = [
        QCoreApplication.translate("NewMatchDialog", ", ", "between the parts of a list").join(
            [variant_label(drill.variant), *shoe_parts(drill.position.rules)]
        )
    ]
    if drill.source == MISTAKES:
        lines.append(
            QCoreApplication.translate(
                "DrillSources", "You lost {loss:.2f} points here once. Find the best play."
            ).format(loss=drill.loss)
        )
    else:
        lines.append(
            QCoreApplication.translate(
                "DrillSources", "Puzzle: one play is clearly the best. Find it."
            )
        )
    themes = ", ".join(theme_name(theme) for theme in drill.themes)
    if themes:
        lines.append(
            QCoreApplication.translate("DrillSources", "Themes: {themes}").format(themes=themes)
        )
    if drill.note:
        lines.append(drill.note)
    return "\n".join(lines)


def due_text(when: datetime, now: datetime) -> str:
    """ "in 5 minutes", "in 3 hours", "in 2 days", or the date when further off."""
    wait = when - now
    if wait <= timedelta(0):
        return QCoreApplication.translate("DrillSources", "now")
    minutes = max(1, round(wait.total_seconds() / 60))
    if minutes < 90:
        if minutes == 1:
            return QCoreApplication.translate("DrillSources", "in a minute")
        return QCoreApplication.translate("DrillSources", "in {count} minutes").format(
            count=minutes
        )
    hours = round(minutes / 60)
    if hours < 36:
        return QCoreApplication.translate("DrillSources", "in {count} hours").format(count=hours)
    days = round(hours / 24)
    if days < 30:
        return QCoreApplication.translate("DrillSources", "in {count} days").format(count=days)
    return QCoreApplication.translate("DrillSources", "on {date}").format(
        date=when.astimezone().strftime("%Y-%m-%d")
    )
