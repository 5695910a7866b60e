"""Hand and match histories as records (docs/rules.md §5, §6, §10): a hand of every variant,
played by random seats with take-backs and undos, replays from its JSON record through
every intermediate state; a shared copy keeps no seed, no other seat's discards and no
card of a seat that surrendered its closed hand; a match record (Fantasyland, joins and
leaves, every match length, mid-hand) replays to the same match, and tampering with it
is caught; the old formats still replay.
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.core.actions import (
    Confirm,
    DeclareNatural,
    Discard,
    HandAction,
    Place,
    Surrender,
    TakeBack,
    Undo,
    perform,
)
from ofc_desktop.core.autoplay import board_with, can_avoid_foul, random_decision
from ofc_desktop.core.cards import Card, build_deck, parse_card, parse_cards
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand, IllegalAction
from ofc_desktop.core.history import (
    HIDDEN,
    HistoryError,
    SeatInfo,
    hand_to_record,
    public_hand_record,
    replay_hand,
    replay_records,
)
from ofc_desktop.core.history_text import describe_history
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import (
    match_to_record,
    public_match_record,
    replay_match,
    upgrade_old_match,
)
from ofc_desktop.core.privacy import face_down_seats, visible_records
from ofc_desktop.core.records import Dealt, Record
from ofc_desktop.core.rules import FantasylandCards, JokerMode, MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, SeatKind, play_hand, play_match
from ofc_desktop.core.view import PlayerView, view_for

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")
NEWCOMERS = ("Gus", "Hal", "Ida", "Jo", "Kim", "Lou", "Max", "Ned")
PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)


def json_round_trip(data: Any) -> Any:
    return json.loads(json.dumps(data))


def seat_infos(names: Sequence[str]) -> list[SeatInfo]:
    """Alternate people and bots, so the record keeps both kinds."""
    return [
        SeatInfo(name) if i % 2 == 0 else SeatInfo(name, "bot", "random")
        for i, name in enumerate(names)
    ]


# ----- playing a hand action by action ------------------------------------------------------


@dataclass
class Step:
    """The hand after one action (or after the deal): its record, every seat's view and
    how many cards had been dealt."""

    record: dict[str, Any]
    views: tuple[PlayerView, ...]
    dealt: int


@dataclass
class Played:
    hand: Hand
    infos: list[SeatInfo]
    records: list[Record] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)

    @property
    def record(self) -> dict[str, Any]:
        return hand_to_record(self.hand, self.infos)


def snapshot(played: Played) -> None:
    hand = played.hand
    played.steps.append(
        Step(
            hand_to_record(hand, played.infos),
            tuple(view_for(hand, seat) for seat in range(len(hand.players))),
            len(hand.all_dealt_cards()),
        )
    )


def act(played: Played, action: HandAction) -> None:
    played.records.extend(perform(played.hand, action))
    assert played.hand.actions[-1] == action
    snapshot(played)


def play_street(
    played: Played, seat: int, decision: Decision, rng: random.Random, noise: float
) -> None:
    """One seat's street as single actions, now and then taking a move back and making
    it again (take-back, undo, an undone take-back), then confirming."""
    hand = played.hand
    if hand.rules.surrender and rng.random() < noise / 2:
        act(played, Surrender(seat))
        return
    moves: list[HandAction] = [
        *(Discard(seat, c) for c in decision.discards),
        *(Place(seat, c, row) for c, row in decision.placements),
    ]
    for move in moves:
        act(played, move)
        if rng.random() >= noise:
            continue
        assert isinstance(move, Place | Discard)
        redo = rng.randrange(3)
        if redo == 0:
            act(played, Undo(seat))
            act(played, move)
        elif redo == 1:
            act(played, TakeBack(seat, move.card))
            act(played, move)
        else:
            act(played, TakeBack(seat, move.card))
            act(played, Undo(seat))
    if hand.rules.naturals:
        try:
            hand.verify_declare_natural(seat)
        except IllegalAction:
            pass
        else:
            act(played, DeclareNatural(seat))
    act(played, Confirm(seat))


def play_noisily(
    rules: RuleSet,
    players: int,
    seed: int,
    *,
    button: int = 0,
    fantasyland: dict[int, int] | None = None,
    noise: float = 0.2,
    stop_after: int | None = None,
) -> Played:
    """A hand played by RandomSeats, a seat at a time in a random order of those who may
    act; ``stop_after`` actions leaves it running."""
    names = NAMES[:players]
    hand = Hand(rules, names, button=button, seed=seed, fantasyland=fantasyland)
    played = Played(hand, seat_infos(names))
    played.records.extend(hand.start())
    snapshot(played)
    rng = random.Random(seed)
    seats = [RandomSeat(name, random.Random(seed * 7 + i)) for i, name in enumerate(names)]
    while not hand.is_over:
        if stop_after is not None and len(hand.actions) >= stop_after:
            break
        seat = rng.choice(hand.acting_seats())
        play_street(played, seat, seats[seat].decide(view_for(hand, seat)), rng, noise)
    return played


# ----- checking a replay ------------------------------------------------------------------------


def check_replays_every_record(played: Played) -> None:
    record = played.record
    loaded = json_round_trip(record)
    assert loaded == record, "a hand record is plain JSON"
    hand = replay_hand(loaded)
    assert hand_to_record(hand, played.infos) == record
    assert hand.actions == played.hand.actions
    again, records = replay_records(loaded)
    assert records == played.records, "the replay makes every engine record again"
    for viewer in (None, *range(len(hand.players))):
        assert visible_records(records, viewer, face_down_seats(again)) == visible_records(
            played.records, viewer, face_down_seats(played.hand)
        )


def check_steps(played: Played, indices: Sequence[int]) -> None:
    """The record of the hand after a step replays to that step: the same views for every
    seat, the same dealt cards and the same cards still to come (what resume needs)."""
    deck = played.hand.all_dealt_cards() + played.hand.undealt_cards()
    for index in indices:
        step = played.steps[index]
        hand = replay_hand(json_round_trip(step.record))
        assert hand_to_record(hand, played.infos) == step.record
        assert tuple(view_for(hand, s) for s in range(len(hand.players))) == step.views, index
        assert hand.all_dealt_cards() == deck[: step.dealt]
        assert hand.undealt_cards() == deck[step.dealt :]


TABLES: dict[str, tuple[RuleSet, int, dict[int, int]]] = {
    "classic": (RuleSet(), 2, {}),
    "classic-variable-fantasyland": (
        RuleSet(fantasyland_cards=FantasylandCards.VARIABLE),
        3,
        {2: 15},
    ),
    "classic-jokers-row-max": (
        RuleSet(jokers_per_deck=2, joker_mode=JokerMode.ROW_MAX),
        3,
        {0: 13},
    ),
    "pineapple-fantasyland": (PINEAPPLE, 3, {1: 14}),
    "pineapple-progressive": (
        RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE),
        2,
        {0: 17},
    ),
    "pineapple-double-deck-jokers": (
        RuleSet(variant=Variant.PINEAPPLE, decks=2, jokers_per_deck=1),
        5,
        {0: 14, 3: 14},
    ),
    "turbo": (RuleSet(variant=Variant.TURBO), 4, {}),
    "turbo-double-deck-fantasyland": (RuleSet(variant=Variant.TURBO, decks=2), 6, {5: 13}),
    "chinese-closed-extras": (
        RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True),
        4,
        {},
    ),
    "chinese-double-deck-jokers": (
        RuleSet(variant=Variant.CHINESE, decks=2, jokers_per_deck=2, closed_bonuses=True),
        6,
        {},
    ),
}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_a_hand_of_every_variant_replays_every_step(table: str) -> None:
    rules, players, fantasyland = TABLES[table]
    played = play_noisily(
        rules, players, seed=len(table) * 31, button=players - 1, fantasyland=fantasyland, noise=0.4
    )
    kinds = {type(action) for action in played.hand.actions}
    assert {Place, Confirm, Undo, TakeBack} <= kinds
    assert played.hand.is_over
    check_replays_every_record(played)
    check_steps(played, range(len(played.steps)))


def test_a_surrender_and_naturals_replay() -> None:
    rules = RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True)
    seen: set[type] = set()
    for seed in range(40):
        played = play_noisily(rules, 3, seed=seed, noise=0.6)
        check_replays_every_record(played)
        seen |= {type(action) for action in played.hand.actions}
        if {Surrender, DeclareNatural} <= seen:
            break
    assert {Surrender, DeclareNatural} <= seen


def test_a_hand_dealt_from_a_given_deck_replays_from_its_dealt_cards() -> None:
    """A stacked deck (a dragon for the first to act): the record without its seed
    replays from the dealt cards, as a shared copy does."""
    rules = RuleSet(variant=Variant.CHINESE, naturals=True)
    dragon = parse_cards("As Kd Qc Jh Ts 9d 8c 7h 6s 5d 4c 3h 2s")
    rest = [c for c in build_deck() if c not in dragon]
    random.Random(1).shuffle(rest)
    hand = Hand(rules, ["Ann", "Bob"], button=1, deck=dragon + rest)
    played = Played(hand, seat_infos(hand.players))
    played.records.extend(hand.start())
    snapshot(played)
    rng = random.Random(1)
    for seat in (0, 1):
        play_street(played, seat, random_decision(view_for(hand, seat), rng), rng, 0.0)
    assert DeclareNatural(0) in hand.actions and hand.is_over
    record = json_round_trip(played.record)
    del record["seed"]
    again = replay_hand(record)
    assert again.actions == hand.actions
    assert {**hand_to_record(again, played.infos), "seed": None} == {**record, "seed": None}
    with pytest.raises(HistoryError):  # the seed's own deck is another deal
        replay_hand({**record, "seed": 0})


def test_a_running_hand_replays_to_the_same_moment() -> None:
    rules, players, fantasyland = TABLES["pineapple-fantasyland"]
    played = play_noisily(rules, players, seed=4, fantasyland=fantasyland, stop_after=23)
    assert not played.hand.is_over and len(played.hand.actions) >= 23
    check_replays_every_record(played)
    check_steps(played, [-1])
    assert played.record["result"] is None


@st.composite
def tables(draw: st.DrawFn) -> tuple[RuleSet, int, dict[int, int], int]:
    variant = draw(st.sampled_from(list(Variant)))
    decks = draw(st.sampled_from((1, 2)))
    changes: dict[str, Any] = {
        "variant": variant,
        "decks": decks,
        "jokers_per_deck": draw(st.integers(0, 2)),
        "joker_mode": draw(st.sampled_from(list(JokerMode))),
        "scoring": draw(st.sampled_from(["1-6", "1-4", "2-4"])),
        "shoot_the_moon": draw(st.booleans()),
        "royalty_settlement": draw(st.sampled_from(["net", "row_winner"])),
    }
    if variant is Variant.CHINESE:
        changes.update(
            naturals=draw(st.booleans()),
            surrender=draw(st.booleans()),
            closed_bonuses=draw(st.booleans()),
        )
    elif variant is Variant.PINEAPPLE and draw(st.booleans()):
        changes["fantasyland_cards"] = FantasylandCards.PROGRESSIVE
    elif variant is Variant.CLASSIC and draw(st.booleans()):
        changes["fantasyland_cards"] = FantasylandCards.VARIABLE
    rules = RuleSet(**changes)
    most = rules.max_players
    while True:
        try:
            rules.check_players(most)
            break
        except OfcError:
            most -= 1
    players = draw(st.integers(1, most))
    fantasyland: dict[int, int] = {}
    if rules.fantasyland:
        from ofc_desktop.core.fantasyland import possible_fantasyland_cards

        counts = sorted(possible_fantasyland_cards(rules))
        for seat in draw(st.sets(st.integers(0, players - 1), max_size=players)):
            fantasyland[seat] = draw(st.sampled_from(counts))
    return rules, players, fantasyland, draw(st.integers(0, 2**40))


@settings(max_examples=60)
@given(tables(), st.data())
def test_any_table_round_trips(
    table: tuple[RuleSet, int, dict[int, int], int], data: st.DataObject
) -> None:
    rules, players, fantasyland, seed = table
    button = data.draw(st.integers(0, players - 1))
    played = play_noisily(
        rules,
        players,
        seed,
        button=button,
        fantasyland=fantasyland,
        noise=data.draw(st.sampled_from([0.0, 0.1, 0.3])),
    )
    check_replays_every_record(played)
    picks = data.draw(st.lists(st.integers(0, len(played.steps) - 1), max_size=3))
    check_steps(played, picks)


# ----- shared copies ---------------------------------------------------------------------------


def card_of_token(token: str) -> Card:
    face, _, copy_ = token.partition("/")
    return parse_card(face).with_copy(int(copy_) if copy_ else 0)


def named_cards(public: dict[str, Any]) -> list[Card]:
    """Every card a shared record names outright, in its dealt cards and its actions."""
    cards = [card_of_token(t) for t in public["dealt"].split() if t != HIDDEN]
    for action in public["actions"]:
        if "card" in action and action["card"] != HIDDEN:
            cards.append(parse_card(action["card"]).with_copy(action.get("copy", 0)))
    return cards


def card_texts_in(text: str) -> set[str]:
    return set(re.findall(r"(?<![A-Za-z0-9])(?:[2-9TJQKA][shdc]|JK)(?![A-Za-z0-9])", text))


def check_public_copy(played: Played, viewer: int | None) -> None:
    hand = played.hand
    record = json_round_trip(played.record)
    public = json_round_trip(public_hand_record(record, viewer))
    text = json.dumps(public)
    assert "seed" not in public and '"seed"' not in text
    hidden = [c for seat, state in enumerate(hand.seats) if seat != viewer for c in state.discards]
    hidden += [
        c
        for r in played.records
        if isinstance(r, Dealt) and r.seat != viewer and hand.seats[r.seat].surrendered
        for c in r.cards
    ]
    own = [] if viewer is None else hand.seats[viewer].discards
    named = named_cards(public)
    assert not set(named) & set(hidden), "another seat's discard is named"
    assert set(own) <= set(named)
    assert public["dealt"].split().count(HIDDEN) == len(hidden)
    dealt = hand.all_dealt_cards()
    assert public["dealt"].split() == [
        HIDDEN if c in hidden else (c.text if c.copy == 0 else f"{c.text}/{c.copy}") for c in dealt
    ]
    if hand.rules.decks == 1 and hand.rules.jokers_per_deck == 0:
        shown = card_texts_in(text)
        assert not shown & {c.text for c in hidden}
        assert shown <= {c.text for c in named}
    for seat, state in enumerate(hand.seats):
        if state.surrendered:  # a closed board never set, never shown
            assert public["boards"][seat] == {"top": "", "middle": "", "bottom": ""}
    again = replay_hand(public)
    assert hand_to_record(again)["boards"] == record["boards"]
    assert hand_to_record(again)["result"] == record["result"]
    assert hand_to_record(again)["next_fantasyland"] == record["next_fantasyland"]
    told = describe_history(public)
    assert "seed" not in told
    if hand.rules.decks == 1 and hand.rules.jokers_per_deck == 0:
        assert not card_texts_in(told) & {c.text for c in hidden}


PUBLIC_TABLES = [
    "pineapple-fantasyland",
    "pineapple-progressive",
    "pineapple-double-deck-jokers",
    "classic-variable-fantasyland",
    "chinese-closed-extras",
]


def test_a_shared_copy_hides_every_card_of_the_seats_that_surrendered() -> None:
    rules, players, _ = TABLES["chinese-closed-extras"]
    played = play_noisily(rules, players, seed=5, noise=0.6)
    assert [state.surrendered for state in played.hand.seats] == [True, True, True, False]
    for viewer in (None, *range(players)):
        check_public_copy(played, viewer)
    public = public_hand_record(played.record)
    assert public["dealt"].split().count(HIDDEN) == 3 * 13


@pytest.mark.parametrize("table", PUBLIC_TABLES)
def test_a_shared_copy_hides_the_seed_and_other_seats_discards(table: str) -> None:
    rules, players, fantasyland = TABLES[table]
    played = play_noisily(rules, players, seed=11, fantasyland=fantasyland, noise=0.3)
    discarders = [seat for seat, state in enumerate(played.hand.seats) if state.discards]
    if rules.variant is Variant.PINEAPPLE:
        assert len(discarders) >= 2
    for viewer in (None, *range(players)):
        check_public_copy(played, viewer)


def test_a_shared_copy_without_a_viewer_hides_every_discard() -> None:
    rules, players, fantasyland = TABLES["pineapple-fantasyland"]
    played = play_noisily(rules, players, seed=3, fantasyland=fantasyland)
    public = public_hand_record(played.record)
    every = {c for state in played.hand.seats for c in state.discards}
    assert len(every) == 4 * 2 + 1  # two players discard 4 each, Fantasyland 1
    assert not set(named_cards(public)) & every
    assert public["dealt"].split().count(HIDDEN) == len(every)


def test_a_running_hand_cannot_be_shared() -> None:
    played = play_noisily(PINEAPPLE, 2, seed=8, stop_after=12)
    with pytest.raises(HistoryError, match="only a finished hand"):
        public_hand_record(played.record, 0)


def test_a_shared_copy_of_a_shared_copy_is_the_same() -> None:
    played = play_noisily(PINEAPPLE, 3, seed=9, fantasyland={2: 14})
    public = json_round_trip(public_hand_record(played.record, 1))
    assert json_round_trip(public_hand_record(public, 1)) == public


# ----- matches ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class HunterSeat:
    """A random seat that reaches for a high pair on top without fouling, so matches
    reach Fantasyland (a whole Fantasyland board is set at random)."""

    name: str
    rng: random.Random

    @property
    def kind(self) -> SeatKind:
        return SeatKind.BOT

    def decide(self, view: PlayerView, cancel: object = None) -> Decision:
        if len(view.held) > 5:
            return random_decision(view, self.rng)

        def score(decision: Decision) -> tuple[bool, int, float]:
            board = board_with(view, decision)
            top = [int(c.rank) for c in board.top if c.rank is not None]
            pair = len(top) - len(set(top))
            high = sum(r for r in top if r >= 12)
            return (
                can_avoid_foul(board, view.rules),
                20 * pair * (high > 0) + high,
                self.rng.random(),
            )

        return max((random_decision(view, self.rng) for _ in range(30)), key=score)


def infos_of(names: Sequence[str]) -> dict[str, SeatInfo]:
    return {info.name: info for info in seat_infos(names)}


@dataclass
class Table:
    match: Match
    infos: dict[str, SeatInfo]


def run_table(
    rules: RuleSet,
    players: int,
    seed: int,
    *,
    changes: bool = False,
    hunters: bool = False,
    max_hands: int = 10,
    stop_mid_hand: bool = False,
) -> Table:
    """A match played a hand at a time; between hands players may join and leave, and
    each finished hand is sometimes settled at once, sometimes by the next step."""
    names = list(NAMES[:players])
    match = Match(rules, names, seed=seed, button=seed % players)
    infos = infos_of([*names, *NEWCOMERS])
    rng = random.Random(seed)
    newcomers = iter(NEWCOMERS)

    def seat(name: str) -> RandomSeat | HunterSeat:
        return HunterSeat(name, rng) if hunters else RandomSeat(name, rng)

    while not match.is_over and len(match.hands) < max_hands:
        if changes and match.hands and (not match.roster or rng.random() < 0.6):
            try:
                if rng.random() < 0.5 or len(match.players) <= 2:
                    match.join(next(newcomers))
                else:
                    match.leave(rng.choice(match.players))
            except (IllegalAction, OfcError):
                pass
            if match.is_over:
                break
        match.start_hand()
        hand = match.hand
        assert hand is not None
        if stop_mid_hand and len(match.hands) == max_hands:
            for _ in range(9):
                acting = hand.acting_seats()[0]
                decision = random_decision(view_for(hand, acting), rng)
                for card, row in decision.placements[:1]:
                    hand.place(acting, card, row)
                if len(decision.placements) == 1 and not decision.discards:
                    hand.confirm_street(acting)
            break
        play_hand(hand, [seat(name) for name in hand.players])
        if rng.random() < 0.5:
            match.close_hand()
    return Table(match, infos)


def settle(match: Match) -> None:
    with contextlib.suppress(IllegalAction):  # already in the totals
        match.close_hand()


def check_match_round_trip(table: Table) -> Match:
    match = table.match
    record = match_to_record(match, table.infos)
    loaded = json_round_trip(record)
    assert loaded == record
    again = replay_match(loaded)
    assert match_to_record(again, table.infos) == record
    assert again.settled_totals() == match.settled_totals() == record["totals"]
    assert again.is_over == match.is_over == record["over"]
    assert len(again.hands) == len(match.hands)
    assert again.roster == match.roster
    for mine, theirs in zip(again.hands, match.hands, strict=True):
        assert hand_to_record(mine) == hand_to_record(theirs)
        assert mine.all_dealt_cards() == theirs.all_dealt_cards()
        assert mine.undealt_cards() == theirs.undealt_cards()
    if not match.in_hand:
        settle(match)
        settle(again)
    assert again.players == match.players and again.button == match.button
    assert again.totals == match.totals and again.fantasyland == match.fantasyland
    assert again.eliminated == match.eliminated
    assert again.can_start_hand() == match.can_start_hand()
    if again.can_start_hand():
        # The next deal is the one the live match would make.
        again.start_hand()
        match.start_hand()
        assert again.hands[-1].all_dealt_cards() == match.hands[-1].all_dealt_cards()
        assert again.hands[-1].undealt_cards() == match.hands[-1].undealt_cards()
    return again


@pytest.fixture(scope="module")
def fantasyland_table() -> Table:
    """A Pineapple match in which someone reached Fantasyland (the first of some seeds)."""
    rules = RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.HANDS, match_hands=4)
    for seed in range(80):
        table = run_table(rules, 3, seed, hunters=True)
        if any(hand.fantasyland for hand in table.match.hands):
            assert table.match.is_over
            return table
    pytest.fail("no seed reached Fantasyland")


def test_a_pineapple_match_with_fantasyland_replays(fantasyland_table: Table) -> None:
    check_match_round_trip(copy.deepcopy(fantasyland_table))


def test_play_match_with_fantasyland_replays() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE)
    for seed in range(100, 200):
        match = Match(rules, ["Ann", "Bob", "Cat"], seed=seed)
        rng = random.Random(seed)
        play_match(match, [HunterSeat(name, rng) for name in match.players])
        assert match.is_over
        check_match_round_trip(Table(match, infos_of(match.players)))
        if any(hand.fantasyland for hand in match.hands):
            return
    pytest.fail("no seed reached Fantasyland")


LENGTHS = {
    "orbit": RuleSet(variant=Variant.PINEAPPLE),
    "hands": RuleSet(match_length=MatchLength.HANDS, match_hands=5),
    "points": RuleSet(variant=Variant.TURBO, match_length=MatchLength.POINTS, match_points=25),
    "elimination": RuleSet(
        variant=Variant.CHINESE, surrender=True, match_length=MatchLength.ELIMINATION
    ),
    "unlimited": RuleSet(
        variant=Variant.CLASSIC, decks=2, jokers_per_deck=1, match_length=MatchLength.UNLIMITED
    ),
}


@pytest.mark.parametrize("length", sorted(LENGTHS))
@pytest.mark.parametrize("changes", [False, True], ids=["fixed", "joins-and-leaves"])
def test_a_match_of_every_length_replays(length: str, changes: bool) -> None:
    rules = LENGTHS[length]
    table = run_table(
        rules, 2 if changes else 3, seed=len(length) + changes, changes=changes, max_hands=8
    )
    if changes:
        assert table.match.roster, "nobody joined or left"
    check_match_round_trip(table)


def test_joins_and_leaves_replay_in_their_places() -> None:
    table = run_table(
        RuleSet(variant=Variant.TURBO, match_length=MatchLength.HANDS, match_hands=9),
        2,
        seed=5,
        changes=True,
        max_hands=9,
    )
    roster = table.match.roster
    assert any(c.joined for c in roster) and any(not c.joined for c in roster)
    record = match_to_record(table.match, table.infos)
    kinds = [event["event"] for event in record["events"]]
    assert kinds.count("hand") == len(table.match.hands)
    assert kinds.count("join") + kinds.count("leave") == len(roster)
    joined = [e["seat"] for e in record["events"] if e["event"] == "join"]
    assert all(seat == table.infos[seat["name"]].to_json() for seat in joined)
    check_match_round_trip(table)


BEFORE_THE_FIRST_HAND: dict[str, Callable[[Match], object]] = {
    "join": lambda m: m.join("Dan"),
    "leave": lambda m: m.leave("Cat"),
    "button-leaves": lambda m: m.leave("Cat"),
    "leave-and-join": lambda m: (m.leave("Bob"), m.join("Dan")),
}


@pytest.mark.parametrize("change", sorted(BEFORE_THE_FIRST_HAND))
def test_joins_and_leaves_before_the_first_hand_replay(change: str) -> None:
    match = Match(
        RuleSet(variant=Variant.TURBO, match_length=MatchLength.HANDS, match_hands=2),
        ["Ann", "Bob", "Cat"],
        seed=13,
        button=2 if change == "button-leaves" else 1,
    )
    BEFORE_THE_FIRST_HAND[change](match)
    rng = random.Random(13)
    play_match(
        match,
        [RandomSeat(name, rng) for name in ("Ann", "Bob", "Cat", "Dan") if name in match.players],
    )
    record = match_to_record(match)
    assert [s["name"] for s in record["seats"]] == ["Ann", "Bob", "Cat"]
    check_match_round_trip(Table(match, infos_of(record_names(record))))


def record_names(record: dict[str, Any]) -> list[str]:
    names = [seat["name"] for seat in record["seats"]]
    return names + [e["seat"]["name"] for e in record["events"] if e["event"] == "join"]


def test_a_match_stopped_mid_hand_resumes_with_the_same_cards_to_come() -> None:
    table = run_table(
        RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.HANDS, match_hands=6),
        3,
        seed=2,
        changes=True,
        max_hands=4,
        stop_mid_hand=True,
    )
    match = table.match
    assert match.in_hand and len(match.hands) == 4
    again = check_match_round_trip(table)
    live, resumed = match.hand, again.hand
    assert live is not None and resumed is not None and resumed.actions == live.actions
    assert resumed.undealt_cards() == live.undealt_cards()
    assert resumed.all_dealt_cards() == live.all_dealt_cards()
    for seat in range(len(live.players)):
        assert view_for(resumed, seat) == view_for(live, seat)
    assert match_to_record(again, table.infos)["over"] is False
    # Both play on to the same end.
    seats = [RandomSeat(name, random.Random(1)) for name in live.players]
    play_hand(live, seats)
    play_hand(resumed, [RandomSeat(name, random.Random(1)) for name in live.players])
    assert hand_to_record(resumed) == hand_to_record(live)


def test_a_match_stopped_between_hands_resumes(fantasyland_table: Table) -> None:
    table = copy.deepcopy(fantasyland_table)
    match = table.match
    first = next(i for i, hand in enumerate(match.hands) if hand.fantasyland)
    # The match as it stood when its first Fantasyland hand was about to be dealt.
    record = match_to_record(match, table.infos)
    hands = [i for i, e in enumerate(record["events"]) if e["event"] == "hand"]
    early = copy.deepcopy(record)
    early["events"] = record["events"][: hands[first]]
    early["totals"] = {name: 0 for name in record["totals"]}
    for event in early["events"]:
        for result in event["hand"]["result"]["players"]:
            early["totals"][result["player"]] += result["total"]
    early["over"] = False
    again = replay_match(json_round_trip(early))
    again.start_hand()
    assert again.hand is not None
    assert (
        hand_to_record(again.hand)["dealt"]
        == hand_to_record(_started_like(match.hands[first]))["dealt"]
    )
    assert again.hand.fantasyland == match.hands[first].fantasyland


def _started_like(hand: Hand) -> Hand:
    fresh = Hand(
        hand.rules,
        hand.players,
        button=hand.button,
        seed=hand.seed,
        fantasyland=hand.fantasyland,
        hand_number=hand.hand_number,
    )
    fresh.start()
    return fresh


def test_a_shared_match_replays_without_a_seed(fantasyland_table: Table) -> None:
    record = json_round_trip(match_to_record(fantasyland_table.match, fantasyland_table.infos))
    for viewer in (None, "Ann", "Nobody"):
        public = json_round_trip(public_match_record(record, viewer))
        assert '"seed"' not in json.dumps(public)
        again = replay_match(public)
        assert again.settled_totals() == record["totals"] == public["totals"]
        assert again.is_over and len(again.hands) == len(fantasyland_table.match.hands)
        for mine, theirs in zip(again.hands, fantasyland_table.match.hands, strict=True):
            assert hand_to_record(mine)["result"] == hand_to_record(theirs)["result"]
        hidden = {
            c
            for hand in fantasyland_table.match.hands
            for seat, state in enumerate(hand.seats)
            if hand.players[seat] != viewer
            for c in state.discards
        }
        for event in public["events"]:
            if event["event"] == "hand":
                # Each hand's own discards by others are hidden (cards differ per hand).
                hand_cards = set(named_cards(event["hand"]))
                number = event["hand"]["hand_number"]
                live = fantasyland_table.match.hands[number - 1]
                others = {
                    c
                    for seat, state in enumerate(live.seats)
                    if live.players[seat] != viewer
                    for c in state.discards
                }
                assert not hand_cards & others
        assert hidden


def test_a_shared_running_match_keeps_only_finished_hands() -> None:
    table = run_table(
        PINEAPPLE.with_changes(match_length=MatchLength.HANDS, match_hands=5),
        2,
        seed=6,
        max_hands=3,
        stop_mid_hand=True,
    )
    record = json_round_trip(match_to_record(table.match, table.infos))
    public = json_round_trip(public_match_record(record, "Ann"))
    assert '"seed"' not in json.dumps(public)
    again = replay_match(public)
    assert len(again.hands) == 2 and not again.in_hand
    assert again.settled_totals() == public["totals"]


# ----- tampering with a match record ----------------------------------------------------------


@pytest.fixture(scope="module")
def roster_record() -> dict[str, Any]:
    """A finished match with joins and a leave, whose last hand moved the totals."""
    for seed in range(40):
        table = run_table(
            RuleSet(match_length=MatchLength.HANDS, match_hands=6), 2, seed=seed, changes=True
        )
        match = table.match
        roster = match.roster
        last = match.hands[-1].settlement
        if (
            match.is_over
            and any(c.joined for c in roster)
            and any(not c.joined for c in roster)
            and last is not None
            and any(r.total for r in last.players)
        ):
            record: dict[str, Any] = json_round_trip(match_to_record(match, table.infos))
            return record
    pytest.fail("no seed joined, left and moved the totals in the last hand")


def hand_events(record: dict[str, Any]) -> list[int]:
    return [i for i, e in enumerate(record["events"]) if e["event"] == "hand"]


def totals_17_7(record: dict[str, Any]) -> None:
    names = list(record["totals"])
    record["totals"] = {name: 0 for name in names}
    record["totals"][names[0]], record["totals"][names[1]] = 17, -7


def drop_last_hand(record: dict[str, Any]) -> None:
    del record["events"][hand_events(record)[-1]]


def no_events(record: dict[str, Any]) -> None:
    record["events"] = []


def change_a_seed(record: dict[str, Any]) -> None:
    record["events"][hand_events(record)[1]]["hand"]["seed"] += 1


def drop_a_middle_hand(record: dict[str, Any]) -> None:
    hands = hand_events(record)
    del record["events"][hands[len(hands) // 2]]


def drop_a_join(record: dict[str, Any]) -> None:
    joins = [i for i, e in enumerate(record["events"]) if e["event"] == "join"]
    del record["events"][joins[0]]


def drop_a_leave(record: dict[str, Any]) -> None:
    leaves = [i for i, e in enumerate(record["events"]) if e["event"] == "leave"]
    del record["events"][leaves[0]]


def swap_two_hands(record: dict[str, Any]) -> None:
    a, b = hand_events(record)[:2]
    events = record["events"]
    events[a], events[b] = events[b], events[a]


def flip_over(record: dict[str, Any]) -> None:
    record["over"] = not record["over"]


def change_match_seed(record: dict[str, Any]) -> None:
    record["seed"] += 1


def change_a_hand_total(record: dict[str, Any]) -> None:
    result = record["events"][hand_events(record)[0]]["hand"]["result"]
    result["players"][0]["total"] += 1
    result["players"][1]["total"] -= 1


def change_a_hand_rules(record: dict[str, Any]) -> None:
    """A rule that does not change the result: only the match's rules can tell."""
    record["events"][hand_events(record)[0]]["hand"]["rules"]["move_timer"] = 30


def float_total(record: dict[str, Any]) -> None:
    name = next(iter(record["totals"]))
    record["totals"][name] = float(record["totals"][name])


def bool_total(record: dict[str, Any]) -> None:
    name = next(iter(record["totals"]))
    record["totals"][name] = record["totals"][name] == 0


def text_total(record: dict[str, Any]) -> None:
    name = next(iter(record["totals"]))
    record["totals"][name] = str(record["totals"][name])


def drop_a_player_total(record: dict[str, Any]) -> None:
    record["totals"].popitem()


MATCH_TAMPERING: list[Callable[[dict[str, Any]], None]] = [
    totals_17_7,
    drop_last_hand,
    no_events,
    change_a_seed,
    drop_a_middle_hand,
    drop_a_join,
    drop_a_leave,
    swap_two_hands,
    flip_over,
    change_match_seed,
    change_a_hand_total,
    change_a_hand_rules,
    float_total,
    bool_total,
    text_total,
    drop_a_player_total,
]


def test_the_untouched_match_record_replays(roster_record: dict[str, Any]) -> None:
    match = replay_match(copy.deepcopy(roster_record))
    assert match.settled_totals() == roster_record["totals"]


@pytest.mark.parametrize("tamper", MATCH_TAMPERING, ids=[t.__name__ for t in MATCH_TAMPERING])
def test_a_tampered_match_record_is_caught(
    roster_record: dict[str, Any], tamper: Callable[[dict[str, Any]], None]
) -> None:
    record = copy.deepcopy(roster_record)
    tamper(record)
    assert json.dumps(record) != json.dumps(roster_record)
    with pytest.raises(HistoryError):
        replay_match(json_round_trip(record))
    with pytest.raises(HistoryError):
        describe_history(record)


def test_totals_that_do_not_add_up_are_caught_even_in_a_fresh_match() -> None:
    table = run_table(RuleSet(match_length=MatchLength.HANDS, match_hands=1), 2, seed=1)
    record = json_round_trip(match_to_record(table.match, table.infos))
    record["totals"] = {"Ann": 17, "Bob": -7}
    with pytest.raises(HistoryError, match="totals"):
        replay_match(record)


# ----- the old formats ----------------------------------------------------------------------


def old_hand(record: dict[str, Any]) -> dict[str, Any]:
    """A hand record as "ofc-hand/1" wrote it: players by name, no dealt cards, no seats."""
    old = copy.deepcopy(record)
    old["format"] = "ofc-hand/1"
    old["players"] = [seat["name"] for seat in old.pop("seats")]
    del old["dealt"], old["next_fantasyland"]
    return old


def test_an_old_hand_record_replays_and_is_told() -> None:
    played = play_noisily(PINEAPPLE, 3, seed=12, fantasyland={0: 14})
    record = json_round_trip(played.record)
    old = old_hand(record)
    hand = replay_hand(old)
    assert hand_to_record(hand, played.infos) == record
    told = describe_history(old)
    assert told.startswith("Hand 1 — Pineapple") and "Settlement:" in told
    assert told == describe_history(record).replace(" (bot, random)", "")
    old["result"]["players"][0]["total"] += 1
    with pytest.raises(HistoryError):
        replay_hand(old)


def test_an_old_match_record_replays_and_is_told() -> None:
    table = run_table(RuleSet(variant=Variant.TURBO), 3, seed=4)
    match = table.match
    assert match.is_over and not match.roster
    record = json_round_trip(match_to_record(match))
    old = {
        "format": "ofc-match/1",
        "seed": record["seed"],
        "hands": [old_hand(e["hand"]) for e in record["events"]],
        "totals": record["totals"],
    }
    again = replay_match(upgrade_old_match(old))
    assert again.settled_totals() == match.settled_totals()
    assert [hand_to_record(h) for h in again.hands] == [hand_to_record(h) for h in match.hands]
    told = describe_history(old)
    for number in range(1, len(match.hands) + 1):
        assert f"Hand {number} — Turbo" in told
    totals = ", ".join(f"{p} {t:+d}" for p, t in match.settled_totals().items())
    assert told.rstrip().endswith(f"Match totals: {totals}")
    old["totals"] = {name: total + 1 for name, total in old["totals"].items()}
    with pytest.raises(HistoryError):
        describe_history(old)


def test_an_old_match_without_hands_is_refused() -> None:
    for hands in ([], None, [1], [{"players": "Ann"}]):
        with pytest.raises(HistoryError):
            describe_history({"format": "ofc-match/1", "hands": hands, "totals": {}})
