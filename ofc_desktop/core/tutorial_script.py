"""A guided first hand, the pure part: the fixed deal, the opponent's fixed moves and
the lesson's steps (the Qt part, :mod:`ofc_desktop.ui.tutorial`, shows them).

A Classic hand, heads-up against one computer opponent, dealt from a fixed seed so that,
in order, the lesson meets: placing the first five cards (a pair to the bottom, the top
kept free), the order the rows must end in and the foul, a Fantasyland chance (an ace
on top), a royalty (a full house at the bottom), the scoring of the pair, and
Fantasyland (a pair of aces on top). Every suggestion is the play the product's own
analysis rates best at its street, and what a step says about another play (it fouls
more often, it is worth fewer points, it reaches Fantasyland less often) is the
analysis's finding too: the tests hold the lesson to both.

>>> from ofc_desktop.core.seats import play_hand
>>> from ofc_desktop.core.match import Match
>>> match = Match(TUTORIAL_RULES, [PLAYER, OPPONENT], seed=TUTORIAL_SEED)
>>> _ = match.start_hand()
>>> play_hand(match.hand, [ScriptedSeat(PLAYER, PLAYER_PLAN), ScriptedSeat(OPPONENT,
...                                                                      OPPONENT_PLAN)])
>>> match.hand.settlement.total(PLAYER), match.hand.next_fantasyland
(21, {0: 13})
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from ofc_desktop.core.autoplay import can_avoid_foul, safe_auto_move
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card, parse_cards
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.evaluate import evaluate_naturals
from ofc_desktop.core.explain import fantasyland_words
from ofc_desktop.core.rows import ROWS, Row
from ofc_desktop.core.rules import MatchLength, RuleSet
from ofc_desktop.core.scoring import HandSettlement
from ofc_desktop.core.seats import SeatKind
from ofc_desktop.core.view import PlayerView

# One hand of standard Classic (plus the Fantasyland hand it earns, should the player
# go on); the seed deals the cards below, which a test checks against the engine.
TUTORIAL_RULES = RuleSet(match_length=MatchLength.HANDS, match_hands=1)
TUTORIAL_SEED = 1392
PLAYER, OPPONENT = "You", "Sunny"  # Sunny: the easy bot's persona, who plays on afterwards
OPPONENT_LEVEL = "easy"
PLAYER_SEAT, OPPONENT_SEAT = 0, 1  # the button is at seat 0: the opponent acts first
TUTORIAL_HAND = 1

# Each player's cards in the order they are dealt: five, then one per street.
PLAYER_CARDS = tuple(parse_cards("8s 9s Qs 4c Qh 3s Ac 9d 8h 4s Qd Ad Qc"))
OPPONENT_CARDS = tuple(parse_cards("Th Td 4h 2s Jd 8d 7h 6d Kd Kc 3c Tc 5c"))


ROW_LETTERS = {"t": "top", "m": "middle", "b": "bottom"}


def plan_of(cards: tuple[Card, ...], rows: str) -> dict[int, Decision]:
    """Street -> decision, from one row letter (t, m, b) per card in dealt order.

    >>> plan_of(PLAYER_CARDS, "bmbmb" "mtmbmbtt")[2]
    Decision(placements=((Card('Ac'), 'top'),), discards=())
    """
    placements = [(card, ROW_LETTERS[letter]) for card, letter in zip(cards, rows, strict=True)]
    plan = {0: Decision(tuple(placements[:5]))}
    for street, placement in enumerate(placements[5:], start=1):
        plan[street] = Decision((placement,))
    return plan


# The lesson's suggestions for the player, and the opponent's fixed moves: at every
# street the play the analysis rates best (the opponent's are legal and sensible too).
PLAYER_PLAN = plan_of(PLAYER_CARDS, "bmbmbmtmbmbtt")
OPPONENT_PLAN = plan_of(OPPONENT_CARDS, "bbmbmmttbbtmm")


def dealt_order() -> tuple[Card, ...]:
    """The first 26 cards of the deck in dealing order (the opponent acts first)."""
    cards = [*OPPONENT_CARDS[:5], *PLAYER_CARDS[:5]]
    for opponent, player in zip(OPPONENT_CARDS[5:], PLAYER_CARDS[5:], strict=True):
        cards += [opponent, player]
    return tuple(cards)


@dataclass
class ScriptedSeat:
    """A seat playing fixed decisions (street -> decision) in one hand; anywhere else,
    or if the cards it holds are not the script's, it plays the engine's safe move."""

    name: str
    decisions: Mapping[int, Decision]
    hand_number: int = TUTORIAL_HAND

    @property
    def kind(self) -> SeatKind:
        return SeatKind.BOT

    def scripted(self, view: PlayerView) -> Decision | None:
        """The script's decision for this view, or None when the script has none."""
        if view.hand_number != self.hand_number:
            return None
        decision = self.decisions.get(view.street)
        if decision is None or {card for card, _ in decision.placements} != set(view.held):
            return None
        return decision

    def decide(self, view: PlayerView, cancel: threading.Event | None = None) -> Decision:
        return self.scripted(view) or safe_auto_move(view)


def fouls_if(board: Board, card: Card, row: str, rules: RuleSet) -> bool:
    """Whether putting ``card`` in ``row`` leaves a board that must foul whatever comes.

    >>> board = Board.parse("Ac Ad", "9s 4c 3s 9d 4s", "8s Qs Qh 8h Qd")
    >>> fouls_if(board, Card.parse("As"), "top", RuleSet())
    True
    >>> fouls_if(board, Card.parse("Qc"), "top", RuleSet())
    False
    """
    rows = {r.value: list(board.row(r)) for r in ROWS}
    rows[row].append(card)
    return not can_avoid_foul(Board(*(tuple(rows[r.value]) for r in ROWS)), rules)


# ----- the lesson ------------------------------------------------------------------------


class Trigger(Enum):
    """What makes a step of the lesson appear."""

    HAND_STARTED = "hand started"
    STREET_DEALT = "street dealt"  # the player's cards of a street arrived
    CARD_PLACED = "card placed"  # a card of the player's went to a row
    STREET_CONFIRMED = "street confirmed"  # the player confirmed a street
    HAND_SCORED = "hand scored"
    NEXT = "next"  # the player pressed Next on the step before


@dataclass(frozen=True)
class Event:
    """Something that happened at the table (or, as a step's trigger, what to wait for)."""

    kind: Trigger
    street: int = -1
    card: Card | None = None
    row: str = ""

    def matches(self, event: Event) -> bool:
        return self == event


class Claim(Enum):
    """What a step's words say of the suggested play against another play; each is a
    figure of the analysis, which the tests check."""

    FEWER_POINTS = "fewer points"  # the other play is worth fewer points
    FOULS = "fouls"  # the other play fouls more often than not, and is worth fewer points
    FANTASYLAND = "fantasyland"  # the suggestion reaches Fantasyland more often


@dataclass(frozen=True)
class Comparison:
    """The play a step's words advise against, and what they say of it."""

    other: tuple[tuple[Card, str], ...]  # a whole street's placements
    claim: Claim


@dataclass(frozen=True)
class Step:
    """One explanation of the lesson.

    ``suggestions`` are the placements the lesson proposes (the player may follow them
    or not); ``wait_for_next`` keeps the step up until the player presses Next; ``row``
    is the player's row the explanation is about (the bubble is shown beside it);
    ``outcome`` names text made from the hand's result ("scoring", "fantasyland");
    ``compared`` is the other play the words weigh the suggestion against, if any.
    """

    id: str
    trigger: Event
    text: str
    suggestions: tuple[tuple[Card, str], ...] = ()
    wait_for_next: bool = False
    row: str = ""
    outcome: str = ""
    compared: Comparison | None = None

    @property
    def street(self) -> int:
        """The street whose cards the step is about (-1 for none)."""
        return self.trigger.street


def _dealt(street: int) -> Event:
    return Event(Trigger.STREET_DEALT, street)


def _suggested(street: int) -> tuple[tuple[Card, str], ...]:
    return PLAYER_PLAN[street].placements


def _instead(street: int, rows: str, claim: Claim) -> Comparison:
    """The play putting the street's cards in ``rows`` (t, m, b per card, dealt order)."""
    cards = [card for card, _ in _suggested(street)]
    return Comparison(
        tuple((card, ROW_LETTERS[letter]) for card, letter in zip(cards, rows, strict=True)), claim
    )


def _royalty(rules: RuleSet, row: Row, cards: str) -> int:
    return rules.royalty_table.royalty(row, evaluate_naturals(parse_cards(cards), row.size))


def lesson_steps(rules: RuleSet = TUTORIAL_RULES) -> tuple[Step, ...]:
    """The steps of the lesson, in order; the royalties quoted are the rules' own."""
    aces = _royalty(rules, Row.TOP, "Ac Ad Qc")
    full_house = _royalty(rules, Row.BOTTOM, "Qs Qh Qd 8s 8h")
    pretty = [card.pretty for card in PLAYER_CARDS]
    return (
        Step(
            "welcome",
            Event(Trigger.HAND_STARTED),
            "<b>Welcome to Open-Face Chinese Poker!</b> You play one hand against "
            f"{OPPONENT}, a computer opponent. Each of you builds three poker hands, the "
            "<i>rows</i>, from 13 cards: the <b>top</b> row holds 3 cards, the "
            "<b>middle</b> 5 and the <b>bottom</b> 5. "
            f"{OPPONENT} acts first on every street; then it is your turn.",
            wait_for_next=True,
        ),
        Step(
            "first_five",
            _dealt(0),
            f"Your first five cards: {' '.join(pretty[:5])}. Place each one: click it, "
            "then click a row (or drag it there). By the end the bottom row must be the "
            "strongest, the middle next and the top the weakest. So the pair of queens "
            f"goes to the bottom, with the {pretty[0]}, and the {pretty[1]} and "
            f"{pretty[3]} start the middle. Leave the top empty for now: queens on top "
            "would need a middle and a bottom that beat them, and the board would very "
            "likely <b>foul</b>. Then press <b>Confirm</b> (or Enter).",
            _suggested(0),
            row="bottom",
            compared=_instead(0, "bbttt", Claim.FOULS),
        ),
        Step(
            "row_strength",
            Event(Trigger.STREET_CONFIRMED, 0),
            "<b>Stronger and weaker rows.</b> Each row is a poker hand. When the board "
            "is complete, the bottom must be at least as strong as the middle, and the "
            "middle at least as strong as the top. If not, the board <b>fouls</b>: it "
            f"loses all three rows and the scoop, {rules.scoop_value} points, pays the "
            "other side's royalties and earns none of its own. A pair of queens is a "
            "good start for the strongest row.",
            wait_for_next=True,
            row="bottom",
        ),
        Step(
            "street_1",
            _dealt(1),
            f"From now on one card comes per street. {pretty[5]} pairs nothing: put it "
            "in the middle, and keep the bottom's free places for cards that can improve "
            "your queens. Then confirm.",
            _suggested(1),
            row="middle",
            compared=_instead(1, "b", Claim.FEWER_POINTS),
        ),
        Step(
            "street_2",
            _dealt(2),
            f"{pretty[6]}: an ace is the best card to start the top row. Should a second "
            f"ace come, a pair of aces on top pays a royalty of {aces} and takes you to "
            "<b>Fantasyland</b>. It adds a little foul risk: the middle will have to beat "
            "that pair.",
            _suggested(2),
            row="top",
            compared=_instead(2, "m", Claim.FANTASYLAND),
        ),
        Step(
            "street_3",
            _dealt(3),
            f"{pretty[7]} pairs your {pretty[1]}: put it in the middle, for a pair of nines.",
            _suggested(3),
            row="middle",
            compared=_instead(3, "t", Claim.FEWER_POINTS),
        ),
        Step(
            "rows_in_order",
            Event(Trigger.STREET_CONFIRMED, 3),
            "Your rows are in the right order: the bottom's pair of queens beats the "
            "middle's pair of nines, and the middle beats the top's single ace. Keep "
            "them that way.",
            wait_for_next=True,
            row="middle",
        ),
        Step(
            "street_4",
            _dealt(4),
            f"{pretty[8]} pairs your {pretty[0]} at the bottom: two pair, queens and eights.",
            _suggested(4),
            row="bottom",
            compared=_instead(4, "t", Claim.FEWER_POINTS),
        ),
        Step(
            "street_5",
            _dealt(5),
            f"{pretty[9]} pairs your {pretty[3]} and completes the middle: two pair, "
            "nines and fours. A complete middle must not beat the bottom, and your "
            "bottom's two pair, queens and eights, is higher.",
            _suggested(5),
            row="middle",
            compared=_instead(5, "t", Claim.FEWER_POINTS),
        ),
        Step(
            "street_6",
            _dealt(6),
            f"{pretty[10]}, a third queen! At the bottom it makes a full house, queens "
            "over eights.",
            _suggested(6),
            row="bottom",
            compared=_instead(6, "t", Claim.FEWER_POINTS),
        ),
        Step(
            "royalty",
            Event(Trigger.CARD_PLACED, 6, PLAYER_CARDS[10], "bottom"),
            "<b>A full house!</b> Strong rows earn bonus points called <b>royalties</b>: "
            f"a full house at the bottom pays {full_house}. You collect them from "
            f"{OPPONENT} whether or not you win the row. Confirm the street when you "
            "are ready.",
            wait_for_next=True,
            row="bottom",
        ),
        Step(
            "street_7",
            _dealt(7),
            f"{pretty[11]}, the second ace, can only go on top: a pair of aces pays a "
            f"royalty of {aces}, and queens or better on top with no foul take you to "
            "<b>Fantasyland</b>. Your middle's two pair beats any pair; only a third "
            "ace as the last card could still make the top beat it and foul the board.",
            _suggested(7),
            row="top",
        ),
        Step(
            "last_card",
            _dealt(8),
            f"The last card, {pretty[12]}, goes in the only free place, on top. Confirm "
            "it, and the boards are scored.",
            _suggested(8),
            row="top",
        ),
        Step(
            "scoring",
            Event(Trigger.HAND_SCORED),
            "The boards are compared row by row.",
            wait_for_next=True,
            outcome="scoring",
        ),
        Step(
            "fantasyland",
            Event(Trigger.NEXT),
            "Queens or better on top take you to Fantasyland.",
            wait_for_next=True,
            outcome="fantasyland",
        ),
    )


FOUL_WARNING = (
    "<b>This board will foul</b> whatever cards come: a row already beats the row below "
    "it. Take the card back before you confirm (Backspace undoes the last move)."
)
CONFIRM_HINT = "Now press <b>Confirm</b> (or Enter)."


def off_script_note(card: Card, suggested: str, placed: str) -> str:
    """What the lesson says when a card goes elsewhere than it suggested."""
    return (
        f"The lesson suggested the {suggested} row for {card.pretty}; you chose the "
        f"{placed} row. You may move it until you confirm; if you keep it, the lesson "
        "goes on, but its words may no longer fit your cards."
    )


def _signed(points: int) -> str:
    """Points with their sign, a true minus for a loss: +14, −14."""
    return f"{points:+d}".replace("-", "−")


def _rows_list(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def scoring_words(settlement: HandSettlement, player: str, rules: RuleSet) -> str:
    """The pair's settlement, from ``player``'s side, in words for a beginner."""
    pair = next(p for p in settlement.pairs if player in p.players)
    sign = 1 if pair.players[0] == player else -1
    other = pair.players[1] if sign == 1 else pair.players[0]
    names = [row.value for row in ROWS]
    won = [names[i] for i, result in enumerate(pair.rows) if result == sign]
    lost = [names[i] for i, result in enumerate(pair.rows) if result == -sign]
    mine, theirs = pair.royalties if sign == 1 else pair.royalties[::-1]
    total = settlement.total(player)
    parts = ["<b>Scoring.</b> The boards are compared row by row."]
    fouled_me, fouled_them = pair.fouled if sign == 1 else pair.fouled[::-1]
    if fouled_me and fouled_them:
        parts.append("Both boards fouled, so they score 0 against each other.")
    elif fouled_me or fouled_them:
        who = "Your board" if fouled_me else f"{other}'s board"
        parts.append(
            f"{who} fouled and loses all three rows: that costs a scoop's "
            f"{rules.scoop_value} points plus the other side's royalties."
        )
    else:
        if len(won) == 3:
            parts.append(
                f"You won all three rows: 3 × {rules.row_points} for the rows "
                f"plus {rules.scoop_bonus} for the <b>scoop</b>, "
                f"{rules.scoop_value} points."
            )
        else:
            if won:
                parts.append(f"You won the {_rows_list(won)}.")
            if lost:
                parts.append(f"{other} won the {_rows_list(lost)}.")
            parts.append(
                f"Rows: {_signed((pair.row_points + pair.majority) * sign)}, "
                f"scoop bonus: {_signed(pair.scoop * sign)}."
            )
    parts.append(
        f"Royalties: you collect {mine} and {other} {theirs}; they are settled "
        f"against each other, {_signed(mine - theirs)} to you."
    )
    parts.append(
        f"Your result: <b>{_signed(total)}</b> (and {_signed(-total)} for {other}). "
        "The score review shows it row by row."
    )
    return " ".join(parts)


def fantasyland_text(settlement: HandSettlement, player: str, rules: RuleSet) -> str:
    """Whether the hand took ``player`` to Fantasyland, and what that means."""
    evaluation = next(r.evaluation for r in settlement.players if r.player == player)
    rule = (
        "<b>Fantasyland</b>: a board that does not foul with queens or better on top "
        "earns a special next hand: you get all 13 cards at once and set them face "
        f"down, while {OPPONENT} plays card by card as usual."
    )
    outcome = evaluation.fantasyland
    if outcome.qualifies:
        return (
            f"{rule} <b>You made it</b> with a {evaluation.names[0].lower()} on top: "
            f"your next hand deals you {outcome.cards} cards at once. Deal it (Game → "
            "Next hand) to play it, or press Finish to end the lesson."
        )
    verdict = fantasyland_words(evaluation, rules)
    reason = f" ({verdict})" if verdict else ""
    return f"{rule} Not this time{reason}. Press Finish to end the lesson."


def step_text(step: Step, settlement: HandSettlement | None, rules: RuleSet) -> str:
    """The words of a step; those about the outcome come from the hand's settlement."""
    if settlement is None or not step.outcome:
        return step.text
    if step.outcome == "scoring":
        return scoring_words(settlement, PLAYER, rules)
    return fantasyland_text(settlement, PLAYER, rules)
