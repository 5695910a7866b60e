"""A match: hands one after another, the button, Fantasyland extensions, running
totals and the match length settings (docs/rules.md §5, §6, §10).

>>> match = Match(RuleSet(), ["Ann", "Bob"], seed=1)
>>> records = match.start_hand()
>>> match.hand.players
('Ann', 'Bob')
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ofc_desktop.core.cards import Card
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand, IllegalAction
from ofc_desktop.core.records import ButtonMoved, MatchEnded, PlayerEliminated, Record
from ofc_desktop.core.rules import ELIMINATION_START, MatchLength, RuleSet
from ofc_desktop.core.translate import translate


@dataclass(frozen=True)
class RosterChange:
    """A player joined or left between hands: after ``hands`` hands had been dealt."""

    hands: int
    name: str
    joined: bool


@dataclass(frozen=True)
class _Outlook:
    """The match as it stands once every finished hand is settled."""

    totals: dict[str, int]
    players: tuple[str, ...]  # still at the table, in seat order
    eliminated: tuple[str, ...]  # dropped out by settling the finished hand
    fantasyland: dict[str, int]  # player -> cards for the next hand
    button_moves: int


def check_table_size(rules: RuleSet, players: int) -> None:
    """Raise OfcError, saying why, if a match under ``rules`` cannot seat ``players``."""
    if players < 1:
        raise OfcError(translate("PlayErrors", "a match needs at least one player"))
    if rules.match_length is MatchLength.ELIMINATION and players < 2:
        raise OfcError(
            translate(
                "PlayErrors",
                "elimination needs at least two players: practise alone with "
                "a number of hands or an orbit",
            )
        )
    rules.check_players(players)


class Match:
    """Runs hands in order and keeps what carries from one hand to the next."""

    def __init__(
        self, rules: RuleSet, players: Sequence[str], *, seed: int = 0, button: int = 0
    ) -> None:
        check_table_size(rules, len(players))
        if len(set(players)) != len(players) or not all(players):
            raise OfcError(
                translate("PlayErrors", "every player needs a different, non-empty name")
            )
        if not 0 <= button < len(players):
            raise OfcError(
                translate("PlayErrors", "the button must sit at a seat 0-{last}").format(
                    last=len(players) - 1
                )
            )
        self.rules = rules
        self.seed = seed
        self.players: list[str] = list(players)
        self.button = button
        self.hands: list[Hand] = []
        start = ELIMINATION_START if rules.match_length is MatchLength.ELIMINATION else 0
        self.totals: dict[str, int] = dict.fromkeys(players, start)
        self.money: dict[str, float] = dict.fromkeys(players, 0.0)
        self.fantasyland: dict[str, int] = {}  # player -> cards for the next hand
        self.button_moves = 0
        self.orbit_size = len(players)
        self.eliminated: list[str] = []
        self.roster: list[RosterChange] = []  # joins and leaves, for the match's history
        # The table as the match began, before any join or leave: a history starts here.
        self.starting_players: tuple[str, ...] = tuple(players)
        self.starting_button = button
        self._rng = random.Random(seed)
        self._closed = 0  # hands whose results are in the totals
        self._ended = False
        self._target_reached = False  # a points match: someone reached the target once

    # ----- state ---------------------------------------------------------------------

    @property
    def hand(self) -> Hand | None:
        """The latest hand, running or finished."""
        return self.hands[-1] if self.hands else None

    @property
    def in_hand(self) -> bool:
        return self.hand is not None and not self.hand.is_over

    @property
    def has_unsettled_hand(self) -> bool:
        """The latest hand is finished but not yet in the totals."""
        hand = self.hand
        return hand is not None and hand.is_over and self._closed < len(self.hands)

    @property
    def is_over(self) -> bool:
        """No more hands: the length is reached and nobody is owed a Fantasyland hand.

        A points match reaches its length once some total stands at the target after a
        hand; the Fantasyland hands still owed are played, and then it ends even if they
        took the leader back under the target.

        A finished hand counts as settled even before :meth:`close_hand`, so this and
        :meth:`can_start_hand` agree with what :meth:`start_hand` will do.
        """
        if self.in_hand:
            return False
        outlook = self._outlook()
        length = self.rules.match_length
        if length is MatchLength.ELIMINATION and len(outlook.players) < 2:
            return True  # the last one standing has won; no extension for a winner
        if not outlook.players:
            return length is not MatchLength.UNLIMITED
        if outlook.fantasyland:
            return False
        if length is MatchLength.ORBIT:
            return outlook.button_moves >= self.orbit_size
        if length is MatchLength.HANDS:
            return len(self.hands) >= self.rules.match_hands
        if length is MatchLength.POINTS:
            return self._target_reached or self._at_target(outlook.totals)
        return False

    def _at_target(self, totals: dict[str, int]) -> bool:
        return max(totals.values(), default=0) >= self.rules.match_points

    def _outlook(self) -> _Outlook:
        """What settling the finished hand would change, worked out without changing it."""
        hand = self.hand
        if hand is None or hand.settlement is None or self._closed == len(self.hands):
            return _Outlook(
                dict(self.totals),
                tuple(self.players),
                (),
                dict(self.fantasyland),
                self.button_moves,
            )
        totals = dict(self.totals)
        for result in hand.settlement.players:
            totals[result.player] += result.total
        moves = not hand.fantasyland or self.rules.button_moves_on_fantasyland
        eliminated: tuple[str, ...] = ()
        if self.rules.match_length is MatchLength.ELIMINATION:
            eliminated = tuple(p for p in self.players if totals[p] <= 0)
        fantasyland = {
            hand.players[seat]: cards
            for seat, cards in hand.next_fantasyland.items()
            if hand.players[seat] not in eliminated
        }
        return _Outlook(
            totals,
            tuple(p for p in self.players if p not in eliminated),
            eliminated,
            fantasyland,
            self.button_moves + int(moves),
        )

    # ----- between hands ---------------------------------------------------------------

    def verify_start_hand(self) -> None:
        if self.in_hand:
            raise IllegalAction(translate("PlayErrors", "finish the hand in progress first"))
        if self.is_over:
            raise IllegalAction(translate("PlayErrors", "the match is over"))
        if len(self.players) < 1:
            raise IllegalAction(translate("PlayErrors", "nobody is left to play"))

    def can_start_hand(self) -> bool:
        try:
            self.verify_start_hand()
        except (IllegalAction, OfcError):
            return False
        return True

    def settled_totals(self) -> dict[str, int]:
        """The totals with the finished hand counted, whether or not it is settled yet."""
        return dict(self._outlook().totals)

    def start_hand(
        self, deck: Sequence[Card] | None = None, *, free_fantasyland: bool = False
    ) -> tuple[Record, ...]:
        """Settle the finished hand into the totals (if not yet) and deal the next.

        ``deck`` replays a shared history, which has the dealt cards but no seed;
        ``free_fantasyland`` replays a hand recorded before ``fantasyland_sets`` existed
        (its Fantasyland seats set whenever they liked).
        """
        if self.in_hand:
            raise IllegalAction(translate("PlayErrors", "finish the hand in progress first"))
        self.verify_start_hand()
        records = list(self.close_hand()) if self._closed < len(self.hands) else []
        fantasyland = {self.players.index(name): cards for name, cards in self.fantasyland.items()}
        hand = Hand(
            self.rules,
            self.players,
            button=self.button,
            seed=self._rng.getrandbits(63),
            fantasyland=fantasyland,
            hand_number=len(self.hands) + 1,
            deck=deck,
            free_fantasyland=free_fantasyland,
        )
        self.hands.append(hand)
        records.extend(hand.start())
        return tuple(records)

    def close_hand(self) -> tuple[Record, ...]:
        """Add a finished hand to the totals; move the button; drop eliminated players."""
        hand = self.hand
        if hand is None or not hand.is_over or self._closed == len(self.hands):
            raise IllegalAction(translate("PlayErrors", "there is no finished hand to settle"))
        assert hand.settlement is not None
        outlook = self._outlook()
        self._closed = len(self.hands)
        for result in hand.settlement.players:
            self.money[result.player] += result.money
        self.totals.update(outlook.totals)
        if self.rules.match_length is MatchLength.POINTS and self._at_target(self.totals):
            self._target_reached = True
        self.fantasyland = dict(outlook.fantasyland)
        records: list[Record] = []
        if outlook.button_moves > self.button_moves:
            records.append(self._move_button())
        for name in outlook.eliminated:
            moved = self._remove(name)
            if moved is not None:
                records.append(moved)
            self.eliminated.append(name)
            records.append(PlayerEliminated(name))
        if self.is_over and not self._ended:
            self._ended = True
            records.append(MatchEnded(tuple(self.totals.items())))
        return tuple(records)

    def _move_button(self) -> ButtonMoved:
        source = self.button
        self.button = (self.button + 1) % len(self.players)
        self.button_moves += 1
        return ButtonMoved(source, self.button)

    def _remove(self, name: str) -> ButtonMoved | None:
        """Take a player off the table; the button stays with the same player, or goes
        to the next one clockwise when its holder leaves."""
        index = self.players.index(name)
        source = self.button
        holder = self.players[self.button]
        self.players.pop(index)
        self.fantasyland.pop(name, None)
        if not self.players:
            self.button = 0
        elif holder == name:
            self.button = index % len(self.players)
        else:
            self.button = self.players.index(holder)
        moved = self.button != source or holder == name
        return ButtonMoved(source, self.button) if moved and self.players else None

    def verify_leave(self, name: str) -> None:
        outlook = self._outlook()
        if name in outlook.eliminated:
            raise IllegalAction(
                translate("PlayErrors", "{name} was eliminated from this match").format(name=name)
            )
        if name not in self.players:
            raise IllegalAction(
                translate("PlayErrors", "{name} is not at the table").format(name=name)
            )
        if self.in_hand:
            raise IllegalAction(translate("PlayErrors", "players leave only between hands"))
        if outlook.fantasyland:
            raise IllegalAction(
                translate(
                    "PlayErrors", "a Fantasyland hand is owed: nobody leaves before it is played"
                )
            )

    def leave(self, name: str) -> tuple[Record, ...]:
        """A player leaves between hands; its total stays in the results."""
        self.verify_leave(name)
        if self._closed < len(self.hands):
            self.close_hand()
        moved = self._remove(name)
        self.roster.append(RosterChange(len(self.hands), name, joined=False))
        return (moved,) if moved is not None else ()

    def verify_join(self, name: str) -> None:
        if self.is_over:
            raise IllegalAction(translate("PlayErrors", "the match is over"))
        if self.in_hand:
            raise IllegalAction(translate("PlayErrors", "players join only between hands"))
        if not name or name in self.players:
            raise IllegalAction(
                translate("PlayErrors", "a new player needs a name not already at the table")
            )
        outlook = self._outlook()
        if name in self.eliminated or name in outlook.eliminated:
            raise IllegalAction(
                translate("PlayErrors", "{name} was eliminated from this match").format(name=name)
            )
        self.rules.check_players(len(outlook.players) + 1)

    def join(self, name: str) -> None:
        """A player sits down right of the button: next hand it acts just before the
        button, which acts last."""
        self.verify_join(name)
        if self._closed < len(self.hands):
            self.close_hand()
        self.players.insert(self.button, name)
        self.button += 1
        self.roster.append(RosterChange(len(self.hands), name, joined=True))
        if name not in self.totals:
            start = ELIMINATION_START if self.rules.match_length is MatchLength.ELIMINATION else 0
            self.totals[name] = start
            self.money[name] = 0.0
