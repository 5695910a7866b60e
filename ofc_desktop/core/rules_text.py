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

from ofc_desktop.core.evaluate import Category, make_value
from ofc_desktop.core.explain import stay_conditions
from ofc_desktop.core.fantasyland import entry_cards, stay_cards
from ofc_desktop.core.naturals import NaturalKind, natural_name
from ofc_desktop.core.royalties import FIVE_CARD_HANDS
from ofc_desktop.core.rules import (
    ELIMINATION_START,
    SHOOT_THE_MOON_POINTS,
    FantasylandCards,
    JokerMode,
    MatchLength,
    RoyaltySettlement,
    RuleSet,
    ScoringPreset,
    Variant,
)
from ofc_desktop.core.rules_markup import (
    Block,
    Items,
    RulesSection,
    Table,
    cell,
)
from ofc_desktop.core.scoring import SURRENDER_PAYMENT
from ofc_desktop.core.streets import BOARD_CARDS, Street, schedule
from ofc_desktop.core.translate import QT_TRANSLATE_NOOP, translate

VARIANT_NAMES = {
    Variant.CLASSIC: QT_TRANSLATE_NOOP("RulesHelp", "Classic"),
    Variant.PINEAPPLE: QT_TRANSLATE_NOOP("RulesHelp", "Pineapple"),
    Variant.TURBO: QT_TRANSLATE_NOOP("RulesHelp", "Turbo"),
    Variant.CHINESE: QT_TRANSLATE_NOOP("RulesHelp", "Chinese poker (closed)"),
}
RANK_LABELS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK_CHARS = "23456789TJQKA"
HAND_LABELS = {
    "three_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "Three of a kind"),
    "straight": QT_TRANSLATE_NOOP("RulesHelp", "Straight"),
    "flush": QT_TRANSLATE_NOOP("RulesHelp", "Flush"),
    "full_house": QT_TRANSLATE_NOOP("RulesHelp", "Full house"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "Four of a kind"),
    "straight_flush": QT_TRANSLATE_NOOP("RulesHelp", "Straight flush"),
    "royal_flush": QT_TRANSLATE_NOOP("RulesHelp", "Royal flush"),
    "five_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "Five of a kind"),
}
"""The royalty table's hands in English (marked for translation): see :func:`hand_label`."""
# The same hands in running text ("nothing is paid for anything below a straight").
_HAND_WORDS = {
    "three_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "three of a kind"),
    "straight": QT_TRANSLATE_NOOP("RulesHelp", "straight"),
    "flush": QT_TRANSLATE_NOOP("RulesHelp", "flush"),
    "full_house": QT_TRANSLATE_NOOP("RulesHelp", "full house"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "four of a kind"),
    "straight_flush": QT_TRANSLATE_NOOP("RulesHelp", "straight flush"),
    "royal_flush": QT_TRANSLATE_NOOP("RulesHelp", "royal flush"),
    "five_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "five of a kind"),
}
# The ranks a Fantasyland entry names, in running text ("a pair of queens or better").
_ENTRY_WORDS = {
    "QQ": QT_TRANSLATE_NOOP("RulesHelp", "queens"),
    "KK": QT_TRANSLATE_NOOP("RulesHelp", "kings"),
    "AA": QT_TRANSLATE_NOOP("RulesHelp", "aces"),
}


def variant_name(variant: Variant) -> str:
    """A variant's name for people, translated: 'Classic', 'Chinese poker (closed)'."""
    return translate("RulesHelp", VARIANT_NAMES[variant])


def hand_label(hand: str) -> str:
    """A royalty table hand (a key of ``FIVE_CARD_HANDS``) for people, translated."""
    return translate("RulesHelp", HAND_LABELS[hand])


def _entry_words(entry: str) -> str:
    return translate("RulesHelp", _ENTRY_WORDS[entry])


def _counted(count: int, one: str, many: str) -> str:
    """``one`` or ``many`` (translated templates with a ``{count}`` field) for ``count``."""
    return (one if count == 1 else many).format(count=count)


def _points(count: int) -> str:
    return _counted(
        count, translate("RulesHelp", "{count} point"), translate("RulesHelp", "{count} points")
    )


def _cards(count: int) -> str:
    return _counted(
        count, translate("RulesHelp", "{count} card"), translate("RulesHelp", "{count} cards")
    )


def _streets(count: int) -> str:
    return _counted(
        count, translate("RulesHelp", "{count} street"), translate("RulesHelp", "{count} streets")
    )


def _jokers_count(count: int) -> str:
    return _counted(
        count, translate("RulesHelp", "{count} joker"), translate("RulesHelp", "{count} jokers")
    )


def _hands(count: int) -> str:
    return _counted(
        count, translate("RulesHelp", "{count} hand"), translate("RulesHelp", "{count} hands")
    )


def _seconds(seconds: int) -> str:
    if seconds % 60 == 0:
        return _counted(
            seconds // 60,
            translate("RulesHelp", "{count} minute"),
            translate("RulesHelp", "{count} minutes"),
        )
    return _counted(
        seconds, translate("RulesHelp", "{count} second"), translate("RulesHelp", "{count} seconds")
    )


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
                streets=_streets(end - start + 1), cards=_cards(street.dealt), what=what
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
            jokers=_jokers_count(rules.jokers_per_deck),
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
        pays.format(points=_points(rules.scoop_value)),
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


def _scoring_system(rules: RuleSet) -> str:
    if rules.scoring is ScoringPreset.CUSTOM:
        return translate("RulesHelp", "custom scoring: {points} a row, scoop bonus {bonus}").format(
            points=_points(rules.row_points), bonus=rules.scoop_bonus
        )
    return translate("RulesHelp", "the {system} system").format(system=rules.scoring.value)


def _scoring(rules: RuleSet) -> RulesSection:
    rp = rules.row_points
    if rules.closed_bonuses:
        rows = translate(
            "RulesHelp",
            "<b>Rows</b>: each row won pays <b>{points}</b>, except the closed-game bonuses: "
            "a winning top three of a kind pays 3, a winning middle full house 2, a winning "
            "four of a kind 4 and a winning straight flush 5. A tied row pays nothing.",
        )
    else:
        rows = translate(
            "RulesHelp", "<b>Rows</b>: each row won pays <b>{points}</b>; a tied row pays nothing."
        )
    items = [rows.format(points=_points(rp))]
    if rules.scoop_bonus:
        items.append(
            translate(
                "RulesHelp",
                "<b>Scoop</b>: winning all three rows adds <b>{bonus}</b> more; a tied row "
                "spoils the scoop.",
            ).format(bonus=rules.scoop_bonus)
        )
    else:
        items.append(translate("RulesHelp", "<b>Scoop</b>: no bonus for winning all three rows."))
    if rules.majority_bonus:
        items.append(
            translate(
                "RulesHelp",
                "<b>More rows</b>: whoever won more rows than the other (tied rows count for "
                "neither) gets {points} more: winning 2 rows of 3 pays {two_one} net, 1 win and "
                "2 ties pays {two_one}, and a scoop pays {scoop}.",
            ).format(
                points=_points(rules.majority_bonus),
                two_one=rp + rules.majority_bonus,
                scoop=rules.scoop_value,
            )
        )
    if rules.closed_bonuses:
        items.append(
            translate(
                "RulesHelp", "<b>Royalties</b>: not paid; the closed-game bonuses replace them."
            )
        )
    elif rules.royalty_settlement is RoyaltySettlement.NET:
        items.append(
            translate(
                "RulesHelp",
                '<b><a href="#royalties">Royalties</a></b> (net): each player collects its own '
                "royalties from the other whether it wins the row or not, so they cancel "
                "against each other.",
            )
        )
    else:
        items.append(
            translate(
                "RulesHelp",
                '<b><a href="#royalties">Royalties</a></b> (row winner): a royalty is collected '
                "only on a row its player won.",
            )
        )
    two_one = rp + rules.majority_bonus
    if rules.closed_bonuses:
        fouled = translate(
            "RulesHelp",
            'A <a href="#fouls">fouled</a> board loses all three rows: the other player '
            "collects {points}; two fouled boards score 0.",
        )
    else:
        fouled = translate(
            "RulesHelp",
            'A <a href="#fouls">fouled</a> board loses all three rows: the other player '
            "collects {points} plus its own royalties; two fouled boards score 0.",
        )
    blocks: list[Block] = [
        translate(
            "RulesHelp",
            "Scoring: {system}. Every pair of players is settled on its own (3 players make 3 "
            "pairs, 4 make 6). For two boards that did not foul:",
        ).format(system=_scoring_system(rules)),
        Items(tuple(items)),
        translate(
            "RulesHelp",
            "Your result against a player = your row points + your scoop bonus + your "
            "royalties − the same for that player. The results of a hand always add up to 0.",
        ),
        translate(
            "RulesHelp",
            "So winning 2 rows to 1 pays {two_one} before royalties, and a <b>scoop</b> (all "
            "three rows) pays <b>{scoop}</b>.",
        ).format(two_one=_points(two_one), scoop=_points(rules.scoop_value)),
        fouled.format(points=_points(rules.scoop_value)),
    ]
    if rules.shoot_the_moon:
        blocks.append(
            translate(
                "RulesHelp",
                "<b>Shoot the moon</b> (on): a board that does not foul with a bottom row no "
                "better than jack-high (no pair) collects {points} points from every other "
                "player, instead of the normal settlement of those pairs; two such boards "
                "settle 0 between them.",
            ).format(points=SHOOT_THE_MOON_POINTS)
        )
    return RulesSection("scoring", translate("RulesHelp", "Scoring"), tuple(blocks))


def _royalty_table_name(rules: RuleSet) -> str:
    if rules.royalty_preset == "standard":
        return translate("RulesHelp", "the standard table")
    if rules.royalty_preset == "flat_top_trips_20":
        return translate(
            "RulesHelp", "the standard table with a flat 20 for any three of a kind on top"
        )
    return translate("RulesHelp", "a custom table")


def _unpaid_five_card(row: str, cells: Sequence[int]) -> str | None:
    """What pays nothing in the middle or bottom row, in words (None: everything pays)."""
    paying = [i for i, p in enumerate(cells) if p]
    if paying and paying[0] > 0:
        hand = translate("RulesHelp", _HAND_WORDS[FIVE_CARD_HANDS[paying[0]]])
        if row == "middle":
            #: {hand} is a hand in running text: "a straight", "a full house"
            text = translate("RulesHelp", "anything below a {hand} in the middle")
        else:
            text = translate("RulesHelp", "anything below a {hand} in the bottom")
        return text.format(hand=hand)
    if not paying:
        if row == "middle":
            return translate("RulesHelp", "anything in the middle")
        return translate("RulesHelp", "anything in the bottom")
    return None


def _royalties(rules: RuleSet) -> RulesSection:
    table = rules.royalty_table
    title = translate("RulesHelp", "Royalties")
    if rules.closed_bonuses:
        return RulesSection(
            "royalties",
            title,
            (
                translate(
                    "RulesHelp",
                    "These rules pay the closed-game bonuses instead of royalties (see "
                    '<a href="#scoring">Scoring</a>).',
                ),
            ),
        )
    if rules.royalty_settlement is RoyaltySettlement.NET:
        settled = translate("RulesHelp", "net: each player collects its own")
    else:
        settled = translate("RulesHelp", "only on a row its player won")
    top = Table(
        (translate("RulesHelp", "Top row"), *RANK_LABELS),
        (
            (translate("RulesHelp", "Pair"), *(cell(p) for p in table.top_pairs)),
            (translate("RulesHelp", "Three of a kind"), *(cell(p) for p in table.top_trips)),
        ),
        caption=translate(
            "RulesHelp", "Top row: points for a pair or three of a kind of each rank"
        ),
    )
    five = Table(
        (
            translate("RulesHelp", "Hand"),
            translate("RulesHelp", "Middle"),
            translate("RulesHelp", "Bottom"),
        ),
        tuple(
            (hand_label(hand), cell(middle), cell(bottom))
            for hand, middle, bottom in zip(
                FIVE_CARD_HANDS, table.middle, table.bottom, strict=True
            )
        ),
        caption=translate("RulesHelp", "Middle and bottom rows"),
    )
    pairs = [f"{RANK_CHARS[i] * 2} = {p}" for i, p in enumerate(table.top_pairs) if p]
    trips = [f"{RANK_CHARS[i] * 3} = {p}" for i, p in enumerate(table.top_trips) if p]
    if pairs or trips:
        summary = translate("RulesHelp", "On top: {cells}.").format(cells=", ".join(pairs + trips))
    else:
        summary = translate("RulesHelp", "Nothing pays on top.")
    blocks: list[Block] = [
        translate(
            "RulesHelp",
            "Royalties are bonus points for strong rows. These rules use {table}; royalties "
            "are settled {settled}.",
        ).format(table=_royalty_table_name(rules), settled=settled),
        summary,
        top,
        five,
    ]
    nothing = []
    paying_pairs = [i for i, p in enumerate(table.top_pairs) if p]
    if paying_pairs and paying_pairs[0] > 0:
        nothing.append(
            translate("RulesHelp", "pairs below {cards} on top").format(
                cards=RANK_CHARS[paying_pairs[0]] * 2
            )
        )
    for row, cells in (("middle", table.middle), ("bottom", table.bottom)):
        unpaid = _unpaid_five_card(row, cells)
        if unpaid is not None:
            nothing.append(unpaid)
    if nothing:
        blocks.append(
            translate("RulesHelp", "Nothing is paid for {things}.").format(
                things=translate("RulesHelp", " or ").join(nothing)
            )
        )
    wild = rules.jokers_per_deck > 0 or rules.decks == 2
    if not wild:
        blocks.append(
            translate(
                "RulesHelp", "Five of a kind needs jokers or two decks; it cannot happen here."
            )
        )
    blocks.append(translate("RulesHelp", 'A <a href="#fouls">fouled</a> board earns no royalties.'))
    return RulesSection("royalties", title, tuple(blocks))


def _fantasyland(rules: RuleSet) -> RulesSection:
    entry = rules.fantasyland_entry
    better = [
        key
        for key, rank in (("QQ", 12), ("KK", 13), ("AA", 14))
        if rank >= rules.fantasyland_entry_rank
    ]
    blocks: list[Block] = [
        translate(
            "RulesHelp",
            "<b>Entry</b>: finish a board that does not foul with a pair of {ranks} or better "
            "on top ({hands}), or any three of a kind on top.",
        ).format(ranks=_entry_words(entry), hands=", ".join(better)),
        translate(
            "RulesHelp",
            "In Fantasyland you are dealt all your cards at once and set a complete board face "
            "down; it is revealed only after every other player has finished. The others play "
            "the hand normally, and several players can be in Fantasyland at once. A match "
            "does not end while someone is in Fantasyland: that hand extends it.",
        ),
        translate(
            "RulesHelp",
            "<b>When</b>: the Fantasyland board is set at the start of the hand, before its "
            "player sees any other board (as online rooms play it).",
        )
        if rules.fantasyland_sets == "start"
        else translate(
            "RulesHelp",
            "<b>When</b>: the Fantasyland board is set last, once every other player has "
            "finished (as some live games play it).",
        ),
    ]
    cards = rules.fantasyland_cards
    tops = [
        (
            translate("RulesHelp", "Pair of {ranks} ({cards})").format(
                ranks=_entry_words(key), cards=key
            ),
            make_value(Category.PAIR, [rank]),
        )
        for key, rank in (("QQ", 12), ("KK", 13), ("AA", 14))
        if rank >= rules.fantasyland_entry_rank
    ]
    tops.append(
        (translate("RulesHelp", "Three of a kind"), make_value(Category.THREE_OF_A_KIND, [2]))
    )
    stay = stay_cards(rules)
    if cards is FantasylandCards.STANDARD:
        dealt = entry_cards(tops[0][1], rules)
        extra = dealt - BOARD_CARDS
        if extra:
            text = translate(
                "RulesHelp",
                "<b>Cards</b>: a Fantasyland hand deals {dealt} cards, {extra} of them "
                "discarded face down.",
            )
        else:
            text = translate("RulesHelp", "<b>Cards</b>: a Fantasyland hand deals {dealt} cards.")
        blocks.append(text.format(dealt=dealt, extra=extra))
    else:
        if cards is FantasylandCards.PROGRESSIVE:
            text = translate(
                "RulesHelp",
                "<b>Cards</b> (progressive Fantasyland): the top that qualified decides how "
                "many cards you get; staying in always gives {stay}. Cards beyond 13 are "
                "discarded face down.",
            )
            caption = translate("RulesHelp", "Progressive Fantasyland")
        else:
            text = translate(
                "RulesHelp",
                "<b>Cards</b> (variable Fantasyland): the top that qualified decides how many "
                "cards you get; staying in always gives {stay}. Cards beyond 13 are discarded "
                "face down.",
            )
            caption = translate("RulesHelp", "Variable Fantasyland")
        blocks.append(text.format(stay=stay))
        blocks.append(
            Table(
                (translate("RulesHelp", "Top that qualified"), translate("RulesHelp", "Cards")),
                tuple((label, str(entry_cards(value, rules))) for label, value in tops),
                caption=caption,
            )
        )
    conditions = stay_conditions(rules)
    if conditions:
        blocks.append(
            translate(
                "RulesHelp",
                "<b>Staying in</b>: a Fantasyland board that does not foul stays for another "
                "hand ({stay} cards) with any of:",
            ).format(stay=stay)
        )
        blocks.append(Items(tuple(conditions)))
        blocks.append(
            translate(
                "RulesHelp",
                "A Fantasyland player who meets none of these leaves Fantasyland, even with "
                "{ranks} or better on top.",
            ).format(ranks=_entry_words(entry))
        )
    else:
        blocks.append(
            translate(
                "RulesHelp",
                "<b>Staying in</b>: no stay condition is on, so a Fantasyland hand always ends it.",
            )
        )
    if rules.jokers_per_deck:
        if rules.jokers_count_for_fantasyland:
            blocks.append(translate("RulesHelp", "Jokers count toward entry and staying."))
        else:
            blocks.append(
                translate(
                    "RulesHelp",
                    "Jokers do not count: entry and staying are judged on the row's natural "
                    "cards only.",
                )
            )
    return RulesSection("fantasyland", translate("RulesHelp", "Fantasyland"), tuple(blocks))


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
            ).format(jokers=_jokers_count(rules.jokers_per_deck), count=count),
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
                time=_seconds(rules.move_timer_seconds)
            )
        )
    if rules.time_bank_seconds:
        blocks.append(
            translate(
                "RulesHelp",
                "<b>Time bank</b>: {time} more for the whole match, used once a move's own "
                "time runs out.",
            ).format(time=_seconds(rules.time_bank_seconds))
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
        hands=_hands(rules.match_hands),
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
    sections = [_overview(rules), _rows(rules), _fouls(rules), _scoring(rules), _royalties(rules)]
    if rules.fantasyland:
        sections.append(_fantasyland(rules))
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
