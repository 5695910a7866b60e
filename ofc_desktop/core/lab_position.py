"""A position set up by hand for the position lab, holding only what the hero may know
(docs/rules.md §5), and every reason it could not occur. Building one checks nothing, so
a half-made position can show its :meth:`LabPosition.problems`; :meth:`LabPosition.view`
refuses an impossible one. Play starts left of the button (§5): an opponent who acts
before the hero has placed this street's cards, one after it has not; a Fantasyland or
closed-game board is face down until the reveal, so it is empty.

>>> from ofc_desktop.core.rules import RuleSet, Variant
>>> from ofc_desktop.core.cards import parse_cards
>>> hero = SeatSetup("Ann", Board())
>>> deal = tuple(parse_cards("As Kd 7c 7h 2s"))
>>> position = LabPosition(RuleSet(), (hero, SeatSetup("Bob", Board())), 0, deal, button=1)
>>> position.problems(), position.street()
([], 0)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import street_start
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.fantasyland import possible_fantasyland_cards, stay_cards
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.rules_words import variant_name
from ofc_desktop.core.streets import BOARD_CARDS, fantasyland_schedule, schedule
from ofc_desktop.core.translate import translate
from ofc_desktop.core.view import OpponentView, PlayerView

MIN_SEATS = 2
MAX_SEATS = 6


class PositionError(OfcError):
    """A position that cannot be read or could not occur; the message says why."""


QUOTED = 40  # characters of a token or value an error message repeats


def cut_short(text: str) -> str:
    """``text`` as an error message repeats it: cut to :data:`QUOTED` characters, so the
    message stays readable whatever was pasted.

    >>> cut_short("Xz"), len(cut_short("x" * 1000))
    ('Xz', 41)
    """
    return text if len(text) <= QUOTED else text[:QUOTED] + "…"


@dataclass(frozen=True)
class SeatSetup:
    """One seat of a lab position: its name, its face-up board, and whether it plays
    Fantasyland this hand."""

    name: str
    board: Board
    in_fantasyland: bool = False


def placed_before(rules: RuleSet) -> tuple[int, ...]:
    """Cards on an ordinary board before each street, and after the last one.

    >>> placed_before(RuleSet(variant=Variant.PINEAPPLE))
    (0, 5, 7, 9, 11, 13)
    """
    counts = [0]
    for street in schedule(rules):
        counts.append(counts[-1] + street.placed)
    return tuple(counts)


@dataclass(frozen=True)
class LabPosition:
    """A position for the lab: seats in table order, the hero (the seat to act), the
    cards it holds, the cards it knows are out, and the button."""

    rules: RuleSet
    seats: tuple[SeatSetup, ...]
    hero: int
    hand: tuple[Card, ...]
    dead: tuple[Card, ...] = ()
    button: int = 0

    def cards(self) -> list[Card]:
        """Every card of the position in its canonical order: the boards seat by seat
        (top, middle, bottom), then the hand, then the dead cards."""
        cards = [card for seat in self.seats for card in seat.board.cards()]
        return [*cards, *self.hand, *self.dead]

    def canonical(self) -> LabPosition:
        """The same position with the copies of repeated cards (a double deck, jokers)
        numbered 0, 1, ... in the canonical order, as text and JSON number them."""
        seen: Counter[str] = Counter()

        def numbered(cards: Iterable[Card]) -> tuple[Card, ...]:
            out = []
            for card in cards:
                out.append(card.with_copy(seen[card.text]))
                seen[card.text] += 1
            return tuple(out)

        seats = []
        for seat in self.seats:
            top, middle, bottom = (numbered(seat.board.row(row)) for row in ROWS)
            seats.append(SeatSetup(seat.name, Board(top, middle, bottom), seat.in_fantasyland))
        hand = numbered(self.hand)
        return LabPosition(
            self.rules, tuple(seats), self.hero, hand, numbered(self.dead), self.button
        )

    def street(self) -> int:
        """The hero's street (0 = the first) that its board and hand imply; raises
        :class:`PositionError` when no street of the variant deals them."""
        if not 0 <= self.hero < len(self.seats):
            raise PositionError(self._hero_problem())
        street, problem = self._hero_street()
        if problem is not None:
            raise PositionError(problem)
        return street

    def problems(self) -> list[str]:
        """Every reason this position could not occur ([] when it could)."""
        found = self._table_problems()
        found += self._card_problems()
        if 0 <= self.hero < len(self.seats):
            street, problem = self._hero_street()
            if problem is not None:
                found.append(problem)
            else:
                found += self._opponent_problems(street)
                needed = sum(s.dealt for s in schedule(self.rules)[street + 1 :])
                left = self.rules.deck_size - len(self.cards())
                if not found and left < needed and not self.seats[self.hero].in_fantasyland:
                    text = translate(
                        "LabPosition",
                        "only {left} cards are left unseen, but {name} is still to be dealt "
                        "{needed}",
                    )
                    found.append(
                        text.format(left=left, name=self.seats[self.hero].name, needed=needed)
                    )
        return found

    def _hero_problem(self) -> str:
        return translate(
            "LabPosition", "the hero must be one of the seats 0-{last}, not {hero}"
        ).format(last=len(self.seats) - 1, hero=self.hero)

    def _table_problems(self) -> list[str]:
        found = []
        seats = len(self.seats)
        if not MIN_SEATS <= seats <= MAX_SEATS:
            found.append(
                translate(
                    "LabPosition", "a position seats {least} to {most} players, not {seats}"
                ).format(least=MIN_SEATS, most=MAX_SEATS, seats=seats)
            )
        else:
            try:
                self.rules.check_players(seats)
            except OfcError as error:
                found.append(str(error))
        if not 0 <= self.hero < seats:
            found.append(self._hero_problem())
        if not 0 <= self.button < max(1, seats):
            found.append(
                translate(
                    "LabPosition", "the button must sit at one of the seats 0-{last}, not {button}"
                ).format(last=seats - 1, button=self.button)
            )
        names = [seat.name.strip() for seat in self.seats]
        if not all(names):
            found.append(translate("LabPosition", "every seat needs a name"))
        for name, count in Counter(names).items():
            if name and count > 1:
                found.append(
                    translate(
                        "LabPosition", "two seats are called {name}: give each its own name"
                    ).format(name=name)
                )
        return found

    def _card_problems(self) -> list[str]:
        found = []
        cards = self.cards()
        jokers = [card for card in cards if card.is_joker]
        allowed_jokers = self.rules.decks * self.rules.jokers_per_deck
        if jokers and not allowed_jokers:
            found.append(translate("LabPosition", "a joker is used, but these rules have none"))
        elif len(jokers) > allowed_jokers:
            found.append(
                translate(
                    "LabPosition", "{count} jokers are used, but the shoe holds only {limit}"
                ).format(count=len(jokers), limit=allowed_jokers)
            )
        counts = Counter(card.text for card in cards if not card.is_joker)
        decks = self.rules.decks
        for text, count in counts.items():
            if count > decks:
                if decks == 1:
                    template = translate(
                        "LabPosition", "{card} is used {count} times, but one deck holds it once"
                    )
                else:
                    template = translate(
                        "LabPosition", "{card} is used {count} times, but two decks hold it twice"
                    )
                found.append(template.format(card=text, count=count))
        for card, count in Counter(cards).items():
            if count > 1 and counts.get(card.text, 0) <= decks and len(jokers) <= allowed_jokers:
                text = translate("LabPosition", "{card} is given twice as the same copy")
                found.append(text.format(card=card.text))
        return found

    def _hero_street(self) -> tuple[int, str | None]:
        """The hero's street, or a reason why its board and hand fit no street."""
        seat = self.seats[self.hero]
        board, held = len(seat.board.cards()), len(self.hand)
        if seat.in_fantasyland:
            allowed = sorted(possible_fantasyland_cards(self.rules))
            if not allowed:
                return 0, self._board_problem(self.hero, 0)
            if board:
                return 0, translate(
                    "LabPosition",
                    "a Fantasyland board is set all at once: {name}'s board must be empty, "
                    "not {cards} cards",
                ).format(name=seat.name, cards=board)
            if held not in allowed:
                return 0, translate(
                    "LabPosition",
                    "these rules deal a Fantasyland hand {allowed} cards, not {held}",
                ).format(allowed=", ".join(str(n) for n in allowed), held=held)
            return 0, None
        counts = placed_before(self.rules)
        streets = schedule(self.rules)
        if board >= BOARD_CARDS:
            return 0, translate(
                "LabPosition", "{name}'s board is complete: there is nothing left to place"
            ).format(name=seat.name)
        if board not in counts:
            return 0, translate(
                "LabPosition",
                "no street of {variant} leaves {cards} cards on a board: between streets a "
                "board holds {counts} cards",
            ).format(
                variant=variant_name(self.rules.variant),
                cards=board,
                counts=", ".join(str(n) for n in counts[:-1]),
            )
        street = counts.index(board)
        if held != streets[street].dealt:
            return street, translate(
                "LabPosition",
                "with {cards} cards on the board, {variant} deals {dealt} cards, not {held}",
            ).format(
                cards=board,
                variant=variant_name(self.rules.variant),
                dealt=streets[street].dealt,
                held=held,
            )
        return street, None

    def acts_before_hero(self, seat: int) -> bool:
        """Whether ``seat`` plays this street before the hero: play starts left of the
        button and goes round in seat order (docs/rules.md §5)."""
        count = len(self.seats)
        # Each seat's place in the order of play, counted from the button's left: a
        # position with thousands of seats (refused, but still checked) stays quick.
        return (seat - self.button - 1) % count < (self.hero - self.button - 1) % count

    def _opponent_problems(self, street: int) -> list[str]:
        found = [self._board_problem(i, street) for i in range(len(self.seats))]
        return [problem for i, problem in enumerate(found) if problem and i != self.hero]

    def _board_problem(self, index: int, street: int) -> str | None:
        """Why a seat's board cannot be what it is when the hero acts (None: it can)."""
        seat, hero = self.seats[index], self.seats[self.hero]
        name, cards = seat.name, len(seat.board.cards())
        if seat.in_fantasyland and not possible_fantasyland_cards(self.rules):
            text = translate(
                "LabPosition", "{name} cannot be in Fantasyland: these rules have none"
            )
            return text.format(name=name)
        if seat.in_fantasyland or self.rules.variant is Variant.CHINESE:
            text = translate(
                "LabPosition",
                "{name}'s board is set face down until the reveal: leave it empty, not "
                "{cards} cards",
            )
            return text.format(name=name, cards=cards) if cards else None
        if hero.in_fantasyland and self.rules.fantasyland_sets == "last":
            text = translate(
                "LabPosition",
                "a Fantasyland board is set after the others are finished: {name}'s board "
                "holds 13 cards, not {cards}",
            )
            return text.format(name=name, cards=cards) if cards != BOARD_CARDS else None
        if hero.in_fantasyland:
            text = translate(
                "LabPosition",
                "a Fantasyland board is set before the first street: {name}'s board is still "
                "empty, not {cards} cards",
            )
            return text.format(name=name, cards=cards) if cards else None
        before = self.acts_before_hero(index)
        expected = placed_before(self.rules)[street + 1 if before else street]
        if cards == expected:
            return None
        if before:
            text = translate(
                "LabPosition",
                "{name} acts before {hero} on this street (the button is seat {button}), so "
                "{name}'s board holds {expected} cards, not {cards}",
            )
        else:
            text = translate(
                "LabPosition",
                "{name} acts after {hero} on this street (the button is seat {button}), so "
                "{name}'s board holds {expected} cards, not {cards}",
            )
        return text.format(
            name=name, hero=hero.name, button=self.button, expected=expected, cards=cards
        )

    def view(self) -> PlayerView:
        """The hero's view of this position, as the estimate and the bots read it;
        raises :class:`PositionError` with the first of its problems."""
        problems = self.problems()
        if problems:
            raise PositionError(problems[0])
        street = self.street()
        in_fantasyland = self.seats[self.hero].in_fantasyland
        rule = fantasyland_schedule(len(self.hand))[0] if in_fantasyland else None
        streets = 1 if in_fantasyland else len(schedule(self.rules))
        return PlayerView(
            seat=self.hero,
            players=tuple(seat.name for seat in self.seats),
            rules=self.rules,
            button=self.button,
            hand_number=1,
            board=self.seats[self.hero].board,
            held=self.hand,
            street_placed=(),
            street_discards=(),
            discards=self.dead,
            street=street,
            street_rule=rule or schedule(self.rules)[street],
            streets_left=max(0, streets - street - 1),
            my_turn=True,
            in_fantasyland=in_fantasyland,
            opponents=tuple(
                self._opponent_view(index) for index in range(len(self.seats)) if index != self.hero
            ),
            settlement=None,
        )

    def _opponent_view(self, index: int) -> OpponentView:
        seat = self.seats[index]
        if seat.in_fantasyland or self.rules.variant is Variant.CHINESE:
            dealt = stay_cards(self.rules) if seat.in_fantasyland else BOARD_CARDS
            # "start": set face down before anyone played; "last": still held.
            has_set = not seat.in_fantasyland or self.rules.fantasyland_sets != "last"
            return OpponentView(
                seat=index,
                name=seat.name,
                board=Board(),
                held=0 if has_set else dealt,
                discards=dealt - BOARD_CARDS if has_set else 0,
                face_down=BOARD_CARDS if has_set else 0,
                in_fantasyland=seat.in_fantasyland,
                finished=has_set,
            )
        placed = len(seat.board.cards())
        done = [n for n in placed_before(self.rules) if n <= placed]
        discarded = sum(s.discarded for s in schedule(self.rules)[: max(0, len(done) - 1)])
        return OpponentView(
            seat=index,
            name=seat.name,
            board=seat.board,
            held=0,
            discards=discarded,
            face_down=0,
            in_fantasyland=False,
            finished=seat.board.is_complete,
        )

    @staticmethod
    def from_view(view: PlayerView) -> LabPosition:
        """What ``view``'s seat sees: face-up boards, its board as the street began (this
        street's cards in hand), its discards as dead; copies as dealt, so the lab values
        it on the live view's futures."""
        start, _ = street_start(view)
        opponents = {opponent.seat: opponent for opponent in view.opponents}
        seats = []
        for index, name in enumerate(view.players):
            if index == view.seat:
                seats.append(SeatSetup(name, start.board, view.in_fantasyland))
            else:
                other = opponents[index]
                seats.append(SeatSetup(name, other.board, other.in_fantasyland))
        return LabPosition(
            view.rules,
            tuple(seats),
            view.seat,
            tuple(start.held),
            tuple(view.discards),
            view.button,
        )
