"""What one viewer may see of the table at one moment (docs/architecture.md rule 2:
views get a frozen snapshot, never the engine). Built by the controller; drawn by the
scene and the window."""

from __future__ import annotations

from dataclasses import dataclass, field

from ofc_desktop.core.cards import Card
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.scoring import ClosedPlay, HandSettlement

ROW_NAMES = ("top", "middle", "bottom")
HELD = "held"
DISCARD = "discard"


@dataclass(frozen=True)
class RowSnapshot:
    cards: tuple[Card, ...]
    label: str = ""  # the hand the row makes now, e.g. "Pair of Queens"
    royalty: int = 0  # what the row pays as it stands
    warning: bool = False  # it already beats the row below whatever comes: a certain foul


@dataclass(frozen=True)
class SeatSnapshot:
    seat: int
    name: str
    kind: str  # "human", "bot" or "replay"
    level: str  # a bot's level ("" for people)
    rows: tuple[RowSnapshot, RowSnapshot, RowSnapshot]
    face_down: int = 0  # cards set face down (Fantasyland, closed game) until the reveal
    is_viewer: bool = False
    acting: bool = False
    button: bool = False
    in_fantasyland: bool = False
    score: int = 0  # running match total
    status: str = ""  # "Fantasyland", "FOULED  −6", "Surrendered", …
    fouled: bool = False
    surrendered: bool = False
    clock: str = ""  # time left on the move timer, when it runs for this seat
    thinking: bool = False  # a bot working out its play for longer than a moment

    def row(self, name: str) -> RowSnapshot:
        return self.rows[ROW_NAMES.index(name)]


@dataclass(frozen=True)
class TableSnapshot:
    """The table for one viewer; ``targets`` lists where each movable card may go."""

    seats: tuple[SeatSnapshot, ...] = ()
    viewer: int = 0
    title: str = ""  # "Pineapple — hand 2 of 3"
    prompt: str = ""  # what the viewer is to do now, or what the table waits for
    held: tuple[Card, ...] = ()
    street_discards: tuple[Card, ...] = ()
    # The viewer's own discards of earlier streets of this hand (never another seat's).
    own_discards: tuple[Card, ...] = ()
    discard_pile: bool = False  # this street discards (Pineapple, Fantasyland extras)
    targets: tuple[tuple[Card, frozenset[str]], ...] = ()
    can_confirm: bool = False
    can_undo: bool = False
    can_play_for_me: bool = False
    thinking_for_me: bool = False  # Play for me is working out the viewer's street
    can_sort: bool = False
    certain_foul: bool = False  # the viewer's board fouls whatever comes
    sets_whole_board: bool = False  # 13-17 cards at once: sort and arrange apply
    can_declare_natural: bool = False
    can_surrender: bool = False
    hand_over: bool = False
    match_over: bool = False
    can_next_hand: bool = False
    curtain: str = ""  # hot seat: "Pass to Dana — click when ready"
    result: tuple[tuple[str, int], ...] = ()  # the last hand's totals, once scored
    standings: tuple[tuple[str, int], ...] = ()  # match totals
    hand_results: tuple[tuple[tuple[str, int], ...], ...] = ()  # every settled hand's totals
    starting_total: int = 0  # what every player's match total started from
    rules: RuleSet = field(default_factory=RuleSet)
    settlement: HandSettlement | None = None  # the engine's frozen record, once scored
    declarations: tuple[tuple[str, ClosedPlay], ...] = ()  # closed-game naturals, surrenders
    _targets: dict[Card, frozenset[str]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_targets", dict(self.targets))

    @property
    def seat_count(self) -> int:
        return len(self.seats)

    @property
    def movable(self) -> frozenset[Card]:
        return frozenset(self._targets)

    def targets_for(self, card: Card) -> frozenset[str]:
        """Zones ("top", "middle", "bottom", "held", "discard") the card may go to."""
        return self._targets.get(card, frozenset())

    def location_of(self, card: Card) -> str | None:
        """Where one of the viewer's movable cards lies now."""
        if card in self.held:
            return HELD
        if card in self.street_discards:
            return DISCARD
        viewer = self.seats[self.viewer] if self.seats else None
        if viewer is not None:
            for name, row in zip(ROW_NAMES, viewer.rows, strict=True):
                if card in row.cards:
                    return name
        return None
