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
from ofc_desktop.core.evaluate import Category, category_of, evaluate_naturals, ranks_of
from ofc_desktop.core.explain import and_list, fantasyland_words
from ofc_desktop.core.rows import ROWS, Row, row_word
from ofc_desktop.core.rules import MatchLength, RuleSet
from ofc_desktop.core.scoring import HandSettlement
from ofc_desktop.core.seats import SeatKind
from ofc_desktop.core.translate import QT_TRANSLATE_NOOP, translate
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
            translate(
                "GuidedHand",
                "<b>Welcome to Open-Face Chinese Poker!</b> You play one hand against "
                "{opponent}, a computer opponent. Each of you builds three poker hands, the "
                "<i>rows</i>, from 13 cards: the <b>top</b> row holds 3 cards, the "
                "<b>middle</b> 5 and the <b>bottom</b> 5. {opponent} acts first on every "
                "street; then it is your turn.",
            ).format(opponent=OPPONENT),
            wait_for_next=True,
        ),
        Step(
            "first_five",
            _dealt(0),
            translate(
                "GuidedHand",
                "Your first five cards: {cards}. Place each one: click it, then click a row (or "
                "drag it there). By the end the bottom row must be the strongest, the middle "
                "next and the top the weakest. So the pair of queens goes to the bottom, with "
                "the {bottom}, and the {middle} and {middle_too} start the middle. Leave the "
                "top empty for now: queens on top would need a middle and a bottom that beat "
                "them, and the board would very likely <b>foul</b>. Then press <b>Confirm</b> "
                "(or Enter).",
            ).format(
                cards=" ".join(pretty[:5]), bottom=pretty[0], middle=pretty[1], middle_too=pretty[3]
            ),
            _suggested(0),
            row="bottom",
            compared=_instead(0, "bbttt", Claim.FOULS),
        ),
        Step(
            "row_strength",
            Event(Trigger.STREET_CONFIRMED, 0),
            translate(
                "GuidedHand",
                "<b>Stronger and weaker rows.</b> Each row is a poker hand. When the board is "
                "complete, the bottom must be at least as strong as the middle, and the middle "
                "at least as strong as the top. If not, the board <b>fouls</b>: it loses all "
                "three rows and the scoop, {scoop} points, pays the other side's royalties and "
                "earns none of its own. A pair of queens is a good start for the strongest row.",
            ).format(scoop=rules.scoop_value),
            wait_for_next=True,
            row="bottom",
        ),
        Step(
            "street_1",
            _dealt(1),
            translate(
                "GuidedHand",
                "From now on one card comes per street. {card} pairs nothing: put it in the "
                "middle, and keep the bottom's free places for cards that can improve your "
                "queens. Then confirm.",
            ).format(card=pretty[5]),
            _suggested(1),
            row="middle",
            compared=_instead(1, "b", Claim.FEWER_POINTS),
        ),
        Step(
            "street_2",
            _dealt(2),
            translate(
                "GuidedHand",
                "{card}: an ace on top is as good a play as any here, and it starts a "
                "Fantasyland chance: should a second ace come, a pair of aces on top pays a "
                "royalty of {royalty} and takes you to <b>Fantasyland</b>. It adds a little "
                "foul risk: the middle will have to beat that pair.",
            ).format(card=pretty[6], royalty=aces),
            _suggested(2),
            row="top",
            compared=_instead(2, "m", Claim.FANTASYLAND),
        ),
        Step(
            "street_3",
            _dealt(3),
            translate(
                "GuidedHand", "{card} pairs your {pair}: put it in the middle, for a pair of nines."
            ).format(card=pretty[7], pair=pretty[1]),
            _suggested(3),
            row="middle",
            compared=_instead(3, "t", Claim.FEWER_POINTS),
        ),
        Step(
            "rows_in_order",
            Event(Trigger.STREET_CONFIRMED, 3),
            translate(
                "GuidedHand",
                "Your rows are in the right order: the bottom's pair of queens beats the "
                "middle's pair of nines, and the middle beats the top's single ace. Keep them "
                "that way.",
            ),
            wait_for_next=True,
            row="middle",
        ),
        Step(
            "street_4",
            _dealt(4),
            translate(
                "GuidedHand",
                "{card} pairs your {pair} at the bottom: two pair, queens and eights.",
            ).format(card=pretty[8], pair=pretty[0]),
            _suggested(4),
            row="bottom",
            compared=_instead(4, "t", Claim.FEWER_POINTS),
        ),
        Step(
            "street_5",
            _dealt(5),
            translate(
                "GuidedHand",
                "{card} pairs your {pair} and completes the middle: two pair, nines and fours. "
                "A complete middle must not beat the bottom, and your bottom's two pair, queens "
                "and eights, is higher.",
            ).format(card=pretty[9], pair=pretty[3]),
            _suggested(5),
            row="middle",
            compared=_instead(5, "t", Claim.FEWER_POINTS),
        ),
        Step(
            "street_6",
            _dealt(6),
            translate(
                "GuidedHand",
                "{card}, a third queen! At the bottom it makes a full house, queens over eights.",
            ).format(card=pretty[10]),
            _suggested(6),
            row="bottom",
            compared=_instead(6, "t", Claim.FEWER_POINTS),
        ),
        Step(
            "royalty",
            Event(Trigger.CARD_PLACED, 6, PLAYER_CARDS[10], "bottom"),
            translate(
                "GuidedHand",
                "<b>A full house!</b> Strong rows earn bonus points called <b>royalties</b>: a "
                "full house at the bottom pays {royalty}. You collect them from {opponent} "
                "whether or not you win the row. Confirm the street when you are ready.",
            ).format(royalty=full_house, opponent=OPPONENT),
            wait_for_next=True,
            row="bottom",
        ),
        Step(
            "street_7",
            _dealt(7),
            translate(
                "GuidedHand",
                "{card}, the second ace, can only go on top: a pair of aces pays a royalty of "
                "{royalty}, and queens or better on top with no foul take you to "
                "<b>Fantasyland</b>. Your middle's two pair beats any pair; only a third ace as "
                "the last card could still make the top beat it and foul the board.",
            ).format(card=pretty[11], royalty=aces),
            _suggested(7),
            row="top",
        ),
        Step(
            "last_card",
            _dealt(8),
            translate(
                "GuidedHand",
                "The last card, {card}, goes in the only free place, on top. Confirm it, and "
                "the boards are scored.",
            ).format(card=pretty[12]),
            _suggested(8),
            row="top",
        ),
        Step(
            "scoring",
            Event(Trigger.HAND_SCORED),
            translate("GuidedHand", "The boards are compared row by row."),
            wait_for_next=True,
            outcome="scoring",
        ),
        Step(
            "fantasyland",
            Event(Trigger.NEXT),
            translate("GuidedHand", "Queens or better on top take you to Fantasyland."),
            wait_for_next=True,
            outcome="fantasyland",
        ),
    )


FOUL_WARNING = QT_TRANSLATE_NOOP(
    "GuidedHand",
    "<b>This board will foul</b> whatever cards come: a row already beats the row below "
    "it. Take the card back before you confirm (Backspace undoes the last move).",
)
"""The warning in English; :func:`foul_warning` gives it translated."""
CONFIRM_HINT = QT_TRANSLATE_NOOP("GuidedHand", "Now press <b>Confirm</b> (or Enter).")
"""The hint in English; :func:`confirm_hint` gives it translated."""


def foul_warning() -> str:
    """What the lesson says when the player's board will foul whatever comes."""
    return translate("GuidedHand", FOUL_WARNING)


def confirm_hint() -> str:
    """What the lesson says when the street is ready to confirm."""
    return translate("GuidedHand", CONFIRM_HINT)


def off_script_note(card: Card, suggested: str, placed: str) -> str:
    """What the lesson says when a card goes elsewhere than it suggested (``suggested``
    and ``placed`` are row names: "top", "middle", "bottom")."""
    return translate(
        "GuidedHand",
        "The lesson suggested the {suggested} row for {card}; you chose the {placed} row. You "
        "may move it until you confirm; if you keep it, the lesson goes on, but its words may "
        "no longer fit your cards.",
    ).format(suggested=row_word(suggested), card=card.pretty, placed=row_word(placed))


def _signed(points: int) -> str:
    """Points with their sign, a true minus for a loss: +14, −14."""
    return f"{points:+d}".replace("-", "−")


def _rows_list(rows: list[Row]) -> str:
    return and_list([row_word(row) for row in rows])


def scoring_words(settlement: HandSettlement, player: str, rules: RuleSet) -> str:
    """The pair's settlement, from ``player``'s side, in words for a beginner."""
    pair = next(p for p in settlement.pairs if player in p.players)
    sign = 1 if pair.players[0] == player else -1
    other = pair.players[1] if sign == 1 else pair.players[0]
    won = [ROWS[i] for i, result in enumerate(pair.rows) if result == sign]
    lost = [ROWS[i] for i, result in enumerate(pair.rows) if result == -sign]
    mine, theirs = pair.royalties if sign == 1 else pair.royalties[::-1]
    total = settlement.total(player)
    parts = [translate("GuidedHand", "<b>Scoring.</b> The boards are compared row by row.")]
    fouled_me, fouled_them = pair.fouled if sign == 1 else pair.fouled[::-1]
    if fouled_me and fouled_them:
        parts.append(
            translate("GuidedHand", "Both boards fouled, so they score 0 against each other.")
        )
    elif fouled_me or fouled_them:
        if fouled_me:
            text = translate(
                "GuidedHand",
                "Your board fouled and loses all three rows: that costs a scoop's {scoop} "
                "points plus the other side's royalties.",
            )
        else:
            text = translate(
                "GuidedHand",
                "{other}'s board fouled and loses all three rows: that costs a scoop's {scoop} "
                "points plus the other side's royalties.",
            )
        parts.append(text.format(other=other, scoop=rules.scoop_value))
    else:
        if len(won) == 3:
            parts.append(
                translate(
                    "GuidedHand",
                    "You won all three rows: 3 × {row_points} for the rows plus {bonus} for the "
                    "<b>scoop</b>, {scoop} points.",
                ).format(
                    row_points=rules.row_points, bonus=rules.scoop_bonus, scoop=rules.scoop_value
                )
            )
        else:
            if won:
                parts.append(
                    translate("GuidedHand", "You won the {rows}.").format(rows=_rows_list(won))
                )
            if lost:
                parts.append(
                    translate("GuidedHand", "{other} won the {rows}.").format(
                        other=other, rows=_rows_list(lost)
                    )
                )
            parts.append(
                translate("GuidedHand", "Rows: {rows}, scoop bonus: {scoop}.").format(
                    rows=_signed((pair.row_points + pair.majority) * sign),
                    scoop=_signed(pair.scoop * sign),
                )
            )
    parts.append(
        translate(
            "GuidedHand",
            "Royalties: you collect {mine} and {other} {theirs}; they are settled against each "
            "other, {net} to you.",
        ).format(mine=mine, other=other, theirs=theirs, net=_signed(mine - theirs))
    )
    parts.append(
        translate(
            "GuidedHand",
            "Your result: <b>{total}</b> (and {other_total} for {other}). The score review "
            "shows it row by row.",
        ).format(total=_signed(total), other_total=_signed(-total), other=other)
    )
    return " ".join(parts)


# Ranks in running text, low to high: "a pair of aces", "a three of a kind, sevens".
_RANK_WORDS = (
    QT_TRANSLATE_NOOP("GuidedHand", "twos"),
    QT_TRANSLATE_NOOP("GuidedHand", "threes"),
    QT_TRANSLATE_NOOP("GuidedHand", "fours"),
    QT_TRANSLATE_NOOP("GuidedHand", "fives"),
    QT_TRANSLATE_NOOP("GuidedHand", "sixes"),
    QT_TRANSLATE_NOOP("GuidedHand", "sevens"),
    QT_TRANSLATE_NOOP("GuidedHand", "eights"),
    QT_TRANSLATE_NOOP("GuidedHand", "nines"),
    QT_TRANSLATE_NOOP("GuidedHand", "tens"),
    QT_TRANSLATE_NOOP("GuidedHand", "jacks"),
    QT_TRANSLATE_NOOP("GuidedHand", "queens"),
    QT_TRANSLATE_NOOP("GuidedHand", "kings"),
    QT_TRANSLATE_NOOP("GuidedHand", "aces"),
)


def _top_words(value: int) -> str:
    """A top that qualifies for Fantasyland (a pair or three of a kind) in running text.

    >>> from ofc_desktop.core.evaluate import make_value
    >>> _top_words(make_value(Category.PAIR, [14, 5]))
    'a pair of aces'
    >>> _top_words(make_value(Category.THREE_OF_A_KIND, [7]))
    'a three of a kind, sevens'
    """
    ranks = translate("GuidedHand", _RANK_WORDS[ranks_of(value)[0] - 2])
    if category_of(value) is Category.THREE_OF_A_KIND:
        return translate("GuidedHand", "a three of a kind, {ranks}").format(ranks=ranks)
    return translate("GuidedHand", "a pair of {ranks}").format(ranks=ranks)


def fantasyland_text(settlement: HandSettlement, player: str, rules: RuleSet) -> str:
    """Whether the hand took ``player`` to Fantasyland, and what that means."""
    evaluation = next(r.evaluation for r in settlement.players if r.player == player)
    rule = translate(
        "GuidedHand",
        "<b>Fantasyland</b>: a board that does not foul with queens or better on top earns a "
        "special next hand: you get all 13 cards at once and set them face down, while "
        "{opponent} plays card by card as usual.",
    ).format(opponent=OPPONENT)
    outcome = evaluation.fantasyland
    if outcome.qualifies:
        #: {top} is the top row's hand in running text: "a pair of aces"
        made_it = translate(
            "GuidedHand",
            "{rule} <b>You made it</b> with {top} on top: your next hand deals you {cards} "
            "cards at once. Deal it (Game → Next hand) to play it, or press Finish to end the "
            "lesson.",
        )
        return made_it.format(rule=rule, top=_top_words(evaluation.values[0]), cards=outcome.cards)
    verdict = fantasyland_words(evaluation, rules)
    if verdict:
        text = translate(
            "GuidedHand", "{rule} Not this time ({verdict}). Press Finish to end the lesson."
        )
    else:
        text = translate("GuidedHand", "{rule} Not this time. Press Finish to end the lesson.")
    return text.format(rule=rule, verdict=verdict)


def step_text(
    step: Step, settlement: HandSettlement | None, rules: RuleSet, player: str = PLAYER
) -> str:
    """The words of a step; those about the outcome come from the hand's settlement, seen
    from ``player``'s seat (named as the table names it)."""
    if settlement is None or not step.outcome:
        return step.text
    if step.outcome == "scoring":
        return scoring_words(settlement, player, rules)
    return fantasyland_text(settlement, player, rules)
