"""The rules of one rule set in words (docs/rules.md), for the in-app rules help.

Every number a section states (row points, scoop, royalty cells, Fantasyland cards,
timers) is read from the :class:`RuleSet` it is built from, so the help always
describes the game being played. Paragraphs are simple HTML (``<b>``, ``<i>`` and
``<a href="#id">`` links to other sections); tables are plain cells.

>>> [section.id for section in rules_sections(RuleSet())]
['overview', 'rows', 'fouls', 'scoring', 'royalties', 'fantasyland', 'match']
>>> "scoop" in section_by_id(rules_sections(RuleSet()), "scoring").plain_text()
True
"""

from __future__ import annotations

from collections.abc import Sequence

from ofc_desktop.core.naturals import NaturalKind, natural_name
from ofc_desktop.core.rules import (
    ELIMINATION_START,
    JokerMode,
    MatchLength,
    RuleSet,
    Variant,
)
from ofc_desktop.core.rules_markup import (
    Block,
    Items,
    RulesSection,
    Table,
)
from ofc_desktop.core.rules_text_scoring import (
    fantasyland_section,
    royalties_section,
    scoring_section,
)
from ofc_desktop.core.rules_words import (
    cards_words,
    hands_words,
    jokers_words,
    points_words,
    streets_words,
    time_words,
    variant_name,
)
from ofc_desktop.core.scoring import SURRENDER_PAYMENT
from ofc_desktop.core.streets import BOARD_CARDS, Street, schedule
from ofc_desktop.core.translate import translate

# ----- the sections ------------------------------------------------------------------------


def _street_runs(streets: Sequence[Street]) -> list[tuple[int, int, Street]]:
    """Runs of equal streets as (first street number, last, street), numbered from 1."""
    runs: list[tuple[int, int, Street]] = []
    for number, street in enumerate(streets, start=1):
        if runs and runs[-1][2] == street:
            runs[-1] = (runs[-1][0], number, street)
        else:
            runs.append((number, number, street))
    return runs


def _deal_words(streets: Sequence[Street]) -> str:
    """The ordinary deal after the first street, in words."""
    words = []
    for start, end, street in _street_runs(streets[1:]):
        if street.discarded:
            what = translate("RulesHelp", "place {placed} and discard {discarded} face down")
        else:
            what = translate("RulesHelp", "all placed")
        what = what.format(placed=street.placed, discarded=street.discarded)
        #: "2 streets of 3 cards (place 2 and discard 1 face down)"
        words.append(
            translate("RulesHelp", "{streets} of {cards} ({what})").format(
                streets=streets_words(end - start + 1), cards=cards_words(street.dealt), what=what
            )
        )
    return translate("RulesHelp", ", then ").join(words)


def _overview(rules: RuleSet) -> RulesSection:
    variant = rules.variant
    closed = variant is Variant.CHINESE
    blocks: list[Block] = []
    if closed:
        blocks.append(
            translate(
                "RulesHelp",
                "<b>{variant}</b>, the original game. Every player is dealt all {cards} cards "
                "at once and sets them face down in three poker hands, the "
                '<a href="#rows">rows</a>; all boards are revealed together and compared row '
                'by row, each pair of players on its own (<a href="#scoring">Scoring</a>).',
            ).format(variant=variant_name(variant), cards=BOARD_CARDS)
        )
    else:
        blocks.append(
            translate(
                "RulesHelp",
                "Open-Face Chinese Poker, <b>{variant}</b>. Every player builds a board of "
                'three poker hands, the <a href="#rows">rows</a>, from {cards} cards placed '
                "face up a few at a time. When all boards are complete they are compared row "
                'by row, each pair of players on its own (<a href="#scoring">Scoring</a>).',
            ).format(variant=variant_name(variant), cards=BOARD_CARDS)
        )
    streets = schedule(rules)
    rows = []
    for start, end, street in _street_runs(streets):
        numbers = str(start) if start == end else f"{start}–{end}"
        rows.append((numbers, str(street.dealt), str(street.placed), str(street.discarded)))
    table = Table(
        (
            translate("RulesHelp", "Street"),
            translate("RulesHelp", "Cards dealt"),
            translate("RulesHelp", "Placed"),
            translate("RulesHelp", "Discarded face down"),
        ),
        tuple(rows),
        caption=translate("RulesHelp", "The deal of an ordinary hand"),
    )
    if closed:
        blocks.append(
            translate("RulesHelp", "The deal: all {cards} cards at once, set face down.").format(
                cards=BOARD_CARDS
            )
        )
    else:
        blocks.append(
            translate(
                "RulesHelp",
                "The deal: {first} cards first, which you may put in any rows (all five in one "
                "row is legal), then {rest}. A street is finished when you confirm it; until "
                "then you may rearrange the cards of that street, after that a placed card "
                "never moves. Opponents see every placed card.",
            ).format(first=streets[0].dealt, rest=_deal_words(streets))
        )
    blocks.append(table)
    if rules.decks == 1:
        deck = translate("RulesHelp", "one deck")
    else:
        deck = translate("RulesHelp", "two decks shuffled together")
    if rules.jokers_per_deck:
        shoe = translate(
            "RulesHelp",
            'The shoe: {deck} with {jokers} per deck (<a href="#jokers">Jokers</a>), {cards} '
            "cards; at most {players} players (two is the minimum, though one person may "
            "practise alone, scoring only royalties and fouls).",
        )
    else:
        shoe = translate(
            "RulesHelp",
            "The shoe: {deck}, {cards} cards; at most {players} players (two is the minimum, "
            "though one person may practise alone, scoring only royalties and fouls).",
        )
    blocks.append(
        shoe.format(
            deck=deck,
            jokers=jokers_words(rules.jokers_per_deck),
            cards=rules.deck_size,
            players=rules.max_players,
        )
    )
    if not closed:
        if rules.button_moves_on_fantasyland:
            button = translate(
                "RulesHelp",
                "A dealer button sits in front of one player; the player to its left acts "
                "first on every street and play goes clockwise. The button moves one seat "
                "after each hand, also after a hand played because someone is in Fantasyland.",
            )
        else:
            button = translate(
                "RulesHelp",
                "A dealer button sits in front of one player; the player to its left acts "
                "first on every street and play goes clockwise. The button moves one seat "
                "after each hand, except after a hand played because someone is in "
                "Fantasyland.",
            )
        blocks.append(button)
        if any(s.discarded for s in streets):
            private = translate(
                "RulesHelp",
                "Kept private: the cards you have been dealt but not yet placed, your "
                "discards and Fantasyland boards until every player has finished.",
            )
        else:
            private = translate(
                "RulesHelp",
                "Kept private: the cards you have been dealt but not yet placed and "
                "Fantasyland boards until every player has finished.",
            )
        blocks.append(private)
    return RulesSection("overview", translate("RulesHelp", "The game"), tuple(blocks))


def _rows(rules: RuleSet) -> RulesSection:
    wild = rules.jokers_per_deck > 0 or rules.decks == 2
    ranking = [
        translate("RulesHelp", "High card"),
        translate("RulesHelp", "One pair"),
        translate("RulesHelp", "Two pair"),
        translate("RulesHelp", "Three of a kind"),
        translate("RulesHelp", "Straight"),
        translate("RulesHelp", "Flush"),
        translate("RulesHelp", "Full house"),
        translate("RulesHelp", "Four of a kind"),
        translate("RulesHelp", "Straight flush (the ace-high one is a royal flush)"),
    ]
    if wild:
        ranking.append(
            translate(
                "RulesHelp", "Five of a kind (with jokers or two decks), above every straight flush"
            )
        )
    return RulesSection(
        "rows",
        translate("RulesHelp", "Rows and hand strength"),
        (
            translate(
                "RulesHelp",
                "Each board has three rows: the <b>top</b> holds 3 cards, the <b>middle</b> 5 "
                "and the <b>bottom</b> 5. A finished board must have the bottom at least as "
                "strong as the middle, and the middle at least as strong as the top (equal is "
                'allowed); otherwise it <a href="#fouls">fouls</a>.',
            ),
            translate("RulesHelp", "Hands from weakest to strongest:"),
            Items(tuple(ranking)),
            translate(
                "RulesHelp",
                "The ace is high, and also low in the wheel A-2-3-4-5, the lowest straight. "
                "Suits never rank: two hands of equal rank tie. Within a category the ranks "
                "decide in order (the pair, then the kickers, and so on).",
            ),
            translate(
                "RulesHelp",
                "The top row can only be high card, one pair or three of a kind: three suited "
                "or connected cards there are <i>not</i> a flush or a straight.",
            ),
            translate(
                "RulesHelp",
                "Rows of different size compare by category first, then rank by rank; a top "
                "equal in every rank it has is equal to the row below, not higher. Top "
                "Q♠ Q♦ 7♣ is weaker than middle Q♥ Q♣ 9♠ 8♦ 2♥, equal to Q♥ Q♣ 7♠ 5♦ 2♥ (both "
                "fine), and stronger than Q♥ Q♣ 6♠ 5♦ 4♥ (a foul).",
            ),
        ),
    )


def _fouls(rules: RuleSet) -> RulesSection:
    if rules.fantasyland:
        fouled = translate(
            "RulesHelp",
            "A finished board must satisfy <b>bottom ≥ middle ≥ top</b>. If a row is "
            "stronger than the row below it, the board is <b>fouled</b> (a dead hand): all "
            "three of its rows lose to every board that did not foul, it earns no royalties, "
            "and it can neither enter nor stay in Fantasyland.",
        )
    else:
        fouled = translate(
            "RulesHelp",
            "A finished board must satisfy <b>bottom ≥ middle ≥ top</b>. If a row is "
            "stronger than the row below it, the board is <b>fouled</b> (a dead hand): all "
            "three of its rows lose to every board that did not foul and it earns no "
            "royalties.",
        )
    if rules.closed_bonuses:
        pays = translate(
            "RulesHelp",
            "Against a board that did not foul, a fouled board pays what a scoop pays under "
            "these rules, <b>{points}</b>. Two fouled boards score 0 against each other.",
        )
    else:
        pays = translate(
            "RulesHelp",
            "Against a board that did not foul, a fouled board pays what a scoop pays under "
            "these rules, <b>{points}</b> plus the other player’s royalties. Two fouled "
            "boards score 0 against each other.",
        )
    blocks: list[Block] = [
        fouled,
        pays.format(points=points_words(rules.scoop_value)),
        translate(
            "RulesHelp",
            "Example: top Q♠ Q♦ 7♣, middle Q♥ Q♣ 6♠ 5♦ 4♥. Both rows hold a pair of queens, "
            "and the top's next card (7) beats the middle's (6): the top is stronger than the "
            "middle, so the board fouls however good its bottom is. With middle "
            "Q♥ Q♣ 7♠ 5♦ 2♥ the rows are equal, which is fine.",
        ),
        translate(
            "RulesHelp",
            "While you play, the table marks a row that already beats anything the row below "
            "can still become: such a board will foul whatever cards come.",
        ),
    ]
    if rules.jokers_per_deck:
        if rules.joker_mode is JokerMode.BEST_LEGAL:
            blocks.append(
                translate(
                    "RulesHelp",
                    "A joker takes the value that keeps the board legal when one exists; only "
                    "if every value fouls does the board foul.",
                )
            )
        else:
            blocks.append(
                translate(
                    "RulesHelp",
                    "Jokers are valued each row on its own: a joker always makes its own row "
                    "as strong as possible, even if that fouls the board.",
                )
            )
    return RulesSection("fouls", translate("RulesHelp", "Fouls"), tuple(blocks))


def _jokers(rules: RuleSet) -> RulesSection:
    count = rules.jokers_per_deck * rules.decks
    if rules.joker_mode is JokerMode.BEST_LEGAL:
        mode = translate(
            "RulesHelp",
            "Each joker takes the value that makes the best legal board: among all values "
            "that do not foul, the one with the highest total royalty, then the strongest "
            "bottom, then middle, then top. If every value fouls, the board fouls.",
        )
    else:
        mode = translate(
            "RulesHelp",
            "Each row on its own: a joker always makes its own row as strong as possible, even "
            "if that fouls the board.",
        )
    return RulesSection(
        "jokers",
        translate("RulesHelp", "Jokers"),
        (
            translate(
                "RulesHelp",
                "{jokers} per deck ({count} in the shoe). A joker (JK) is wild: it stands for "
                "any rank and suit, even a card already on the board, so five of a kind exists "
                '(above every straight flush; royalties as in the <a href="#royalties">table</a>).'
                " On top, A♠ JK 7♦ is a pair of aces and JK JK 4♣ is three fours.",
            ).format(jokers=jokers_words(rules.jokers_per_deck), count=count),
            mode,
        ),
    )


def _double_deck(rules: RuleSet) -> RulesSection:
    blocks: list[Block] = [
        translate(
            "RulesHelp",
            "Two decks are shuffled together ({cards} cards). Duplicate cards behave like any "
            "other cards of their rank and suit: two A♠ are a pair, five hearts with a "
            "duplicate are still a flush, and five of a kind exists.",
        ).format(cards=rules.deck_size)
    ]
    if rules.fantasyland:
        blocks.append(
            translate(
                "RulesHelp", "Fantasyland entry under these rules: {entry} or better."
            ).format(entry=rules.fantasyland_entry)
        )
    return RulesSection("double_deck", translate("RulesHelp", "Double deck"), tuple(blocks))


def _natural_label(kind: NaturalKind) -> str:
    """A natural as the rules help's table names it."""
    if kind is NaturalKind.DRAGON:
        return translate("RulesHelp", "Dragon (13 different ranks 2–A)")
    if kind is NaturalKind.THREE_FLUSHES:
        return translate(
            "RulesHelp", "Three flushes (flush middle and bottom, three-card flush on top)"
        )
    return natural_name(kind)


def _closed(rules: RuleSet) -> RulesSection:
    blocks: list[Block] = [
        translate(
            "RulesHelp",
            "All {cards} cards are dealt at once; each player sets its board face down and all "
            'reveal together; boards are <a href="#scoring">scored</a> as usual, with no '
            "Fantasyland.",
        ).format(cards=BOARD_CARDS),
    ]
    if rules.naturals:
        order = sorted(NaturalKind, key=lambda kind: -kind.level)
        blocks.append(
            translate(
                "RulesHelp",
                "<b>Naturals</b> (on): declared before the reveal, a natural beats any ordinary "
                "board and is paid by every opponent; between two naturals the higher one wins.",
            )
        )
        blocks.append(
            Table(
                (translate("RulesHelp", "Natural, highest first"), translate("RulesHelp", "Pays")),
                tuple((_natural_label(kind), str(kind.pays)) for kind in order),
            )
        )
        blocks.append(
            translate(
                "RulesHelp",
                "Equal naturals: dragons tie; three flushes or three straights compare the "
                "bottom, then the middle, then the top; six pairs compare the pairs from the "
                "highest.",
            )
        )
    else:
        blocks.append(translate("RulesHelp", "Naturals are not played under these rules."))
    if rules.surrender:
        blocks.append(
            translate(
                "RulesHelp",
                "<b>Surrender</b> (on): before the reveal a player may give up, paying "
                "{payment} to each opponent.",
            ).format(payment=SURRENDER_PAYMENT)
        )
    else:
        blocks.append(translate("RulesHelp", "Surrender is not allowed under these rules."))
    if rules.closed_bonuses:
        blocks.append(
            translate(
                "RulesHelp",
                "<b>Closed-game bonuses</b> (on) replace the royalty table: a winning top "
                "three of a kind pays 3, a winning middle full house 2, a winning four of a "
                "kind 4, a winning straight flush 5.",
            )
        )
    return RulesSection(
        "closed", translate("RulesHelp", "Closed game: naturals and surrender"), tuple(blocks)
    )


def _timers(rules: RuleSet) -> RulesSection:
    blocks: list[Block] = []
    if rules.move_timer_seconds:
        blocks.append(
            translate("RulesHelp", "<b>Move timer</b>: {time} for each move.").format(
                time=time_words(rules.move_timer_seconds)
            )
        )
    if rules.time_bank_seconds:
        blocks.append(
            translate(
                "RulesHelp",
                "<b>Time bank</b>: {time} more for the whole match, used once a move's own "
                "time runs out.",
            ).format(time=time_words(rules.time_bank_seconds))
        )
    blocks.append(
        translate(
            "RulesHelp",
            "When time runs out the street is played and confirmed for the player: the play "
            "Play for me suggests (the best by the game's own analysis) if it is worked out "
            "within two seconds, else a safe move; it never chooses a placement that must "
            "foul when a safe one exists.",
        )
    )
    return RulesSection("timers", translate("RulesHelp", "Timers"), tuple(blocks))


def _match_length(rules: RuleSet) -> str:
    length = rules.match_length
    if rules.fantasyland:
        extension = translate("RulesHelp", " plus any Fantasyland hands owed")
    else:
        extension = ""
    if length is MatchLength.ORBIT:
        words = translate("RulesHelp", "one orbit of the button: one hand per player{extension}")
    elif length is MatchLength.HANDS:
        #: {hands} is "5 hands"; {extension} is " plus any Fantasyland hands owed" or empty
        words = translate("RulesHelp", "{hands}{extension}")
    elif length is MatchLength.UNLIMITED:
        words = translate("RulesHelp", "no limit: hands are dealt until you stop")
    elif length is MatchLength.ELIMINATION:
        words = translate(
            "RulesHelp",
            "to elimination: every player starts with {start} points and leaves at 0",
        )
    else:
        words = translate("RulesHelp", "until someone's total reaches {points} points{extension}")
    return words.format(
        extension=extension,
        hands=hands_words(rules.match_hands),
        start=ELIMINATION_START,
        points=rules.match_points,
    )


def _match(rules: RuleSet) -> RulesSection:
    blocks: list[Block] = [
        translate("RulesHelp", "<b>Length</b>: {length}.").format(length=_match_length(rules)),
        translate(
            "RulesHelp",
            "A started hand is always played to the end; players may leave or join only "
            "between hands.",
        ),
    ]
    if rules.point_value != 1.0:
        blocks.append(
            translate(
                "RulesHelp", "<b>Stakes</b>: a point is worth {value} (display only)."
            ).format(value=f"{rules.point_value:g}")
        )
    for stake in rules.stakes:
        a, b = stake.players
        blocks.append(
            translate(
                "RulesHelp", "{a} and {b} play each other at {times} times the stake."
            ).format(a=a, b=b, times=f"{stake.multiplier:g}")
        )
    return RulesSection("match", translate("RulesHelp", "The match"), tuple(blocks))


def rules_sections(rules: RuleSet) -> tuple[RulesSection, ...]:
    """Every section that applies to ``rules``, in reading order."""
    sections = [
        _overview(rules),
        _rows(rules),
        _fouls(rules),
        scoring_section(rules),
        royalties_section(rules),
    ]
    if rules.fantasyland:
        sections.append(fantasyland_section(rules))
    if rules.jokers_per_deck:
        sections.append(_jokers(rules))
    if rules.decks == 2:
        sections.append(_double_deck(rules))
    if rules.variant is Variant.CHINESE:
        sections.append(_closed(rules))
    if rules.move_timer_seconds or rules.time_bank_seconds:
        sections.append(_timers(rules))
    sections.append(_match(rules))
    return tuple(sections)


def section_by_id(sections: Sequence[RulesSection], section_id: str) -> RulesSection:
    """The section with this id; KeyError names the ids there are."""
    for section in sections:
        if section.id == section_id:
            return section
    raise KeyError(f"no rules section {section_id!r}: {', '.join(s.id for s in sections)}")


def rules_html(sections: Sequence[RulesSection]) -> str:
    """All sections as one HTML document body."""
    return "\n".join(section.html() for section in sections)
