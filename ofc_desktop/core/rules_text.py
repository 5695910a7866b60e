"""The rules of one rule set in words (RULES.md), for the in-app rules help.

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
from ofc_desktop.core.naturals import NaturalKind
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

VARIANT_NAMES = {
    Variant.CLASSIC: "Classic",
    Variant.PINEAPPLE: "Pineapple",
    Variant.TURBO: "Turbo",
    Variant.CHINESE: "Chinese poker (closed)",
}
RANK_LABELS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK_CHARS = "23456789TJQKA"
HAND_LABELS = {
    "three_of_a_kind": "Three of a kind",
    "straight": "Straight",
    "flush": "Flush",
    "full_house": "Full house",
    "four_of_a_kind": "Four of a kind",
    "straight_flush": "Straight flush",
    "royal_flush": "Royal flush",
    "five_of_a_kind": "Five of a kind",
}
_ENTRY_WORDS = {"QQ": "queens", "KK": "kings", "AA": "aces"}


def _link(section: str, words: str) -> str:
    return f'<a href="#{section}">{words}</a>'


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _points(count: int) -> str:
    return _plural(count, "point")


def _plus_royalties(rules: RuleSet, whose: str) -> str:
    return "" if rules.closed_bonuses else f" plus {whose} royalties"


def _seconds(seconds: int) -> str:
    if seconds % 60 == 0:
        return _plural(seconds // 60, "minute")
    return _plural(seconds, "second")


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


def _overview(rules: RuleSet) -> RulesSection:
    variant = rules.variant
    closed = variant is Variant.CHINESE
    blocks: list[Block] = []
    if closed:
        blocks.append(
            f"<b>{VARIANT_NAMES[variant]}</b>, the original game. Every player is dealt all "
            f"{BOARD_CARDS} cards at once and sets them face down in three poker hands, the "
            f"{_link('rows', 'rows')}; all boards are revealed together and compared row by "
            f"row, each pair of players on its own ({_link('scoring', 'Scoring')})."
        )
    else:
        blocks.append(
            f"Open-Face Chinese Poker, <b>{VARIANT_NAMES[variant]}</b>. Every player builds "
            f"a board of three poker hands, the {_link('rows', 'rows')}, from {BOARD_CARDS} "
            "cards placed face up a few at a time. When all boards are complete they are "
            f"compared row by row, each pair of players on its own "
            f"({_link('scoring', 'Scoring')})."
        )
    streets = schedule(rules)
    rows = []
    for start, end, street in _street_runs(streets):
        numbers = str(start) if start == end else f"{start}–{end}"
        rows.append((numbers, str(street.dealt), str(street.placed), str(street.discarded)))
    table = Table(
        ("Street", "Cards dealt", "Placed", "Discarded face down"),
        tuple(rows),
        caption="The deal of an ordinary hand",
    )
    if closed:
        blocks.append(f"The deal: all {BOARD_CARDS} cards at once, set face down.")
    else:
        words = []
        for start, end, street in _street_runs(streets[1:]):
            count = end - start + 1
            what = (
                f"place {street.placed} and discard {street.discarded} face down"
                if street.discarded
                else "all placed"
            )
            words.append(f"{_plural(count, 'street')} of {_plural(street.dealt, 'card')} ({what})")
        blocks.append(
            f"The deal: {streets[0].dealt} cards first, which you may put in any rows (all five "
            f"in one row is legal), then {', then '.join(words)}. A street is finished when "
            "you confirm it; until then you may rearrange the cards of that street, after "
            "that a placed card never moves. Opponents see every placed card."
        )
    blocks.append(table)
    deck = "one deck" if rules.decks == 1 else "two decks shuffled together"
    jokers = ""
    if rules.jokers_per_deck:
        jokers = (
            f" with {_plural(rules.jokers_per_deck, 'joker')} per deck "
            f"({_link('jokers', 'Jokers')})"
        )
    blocks.append(
        f"The shoe: {deck}{jokers}, {rules.deck_size} cards; at most {rules.max_players} "
        "players (two is the minimum, though one person may practise alone, scoring only "
        "royalties and fouls)."
    )
    if not closed:
        fantasyland_hands = (
            "also after a hand played because someone is in Fantasyland"
            if rules.button_moves_on_fantasyland
            else "except after a hand played because someone is in Fantasyland"
        )
        blocks.append(
            "A dealer button sits in front of one player; the player to its left acts first "
            "on every street and play goes clockwise. The button moves one seat after each "
            f"hand, {fantasyland_hands}."
        )
        blocks.append(
            "Kept private: the cards you have been dealt but not yet placed"
            + (", your discards" if any(s.discarded for s in streets) else "")
            + " and Fantasyland boards until every player has finished."
        )
    return RulesSection("overview", "The game", tuple(blocks))


def _rows(rules: RuleSet) -> RulesSection:
    wild = rules.jokers_per_deck > 0 or rules.decks == 2
    ranking = [
        "High card",
        "One pair",
        "Two pair",
        "Three of a kind",
        "Straight",
        "Flush",
        "Full house",
        "Four of a kind",
        "Straight flush (the ace-high one is a royal flush)",
    ]
    if wild:
        ranking.append("Five of a kind (with jokers or two decks), above every straight flush")
    return RulesSection(
        "rows",
        "Rows and hand strength",
        (
            "Each board has three rows: the <b>top</b> holds 3 cards, the <b>middle</b> 5 and "
            "the <b>bottom</b> 5. A finished board must have the bottom at least as strong as "
            "the middle, and the middle at least as strong as the top (equal is allowed); "
            f"otherwise it {_link('fouls', 'fouls')}.",
            "Hands from weakest to strongest:",
            Items(tuple(ranking)),
            "The ace is high, and also low in the wheel A-2-3-4-5, the lowest straight. Suits "
            "never rank: two hands of equal rank tie. Within a category the ranks decide in "
            "order (the pair, then the kickers, and so on).",
            "The top row can only be high card, one pair or three of a kind: three suited or "
            "connected cards there are <i>not</i> a flush or a straight.",
            "Rows of different size compare by category first, then rank by rank; a top equal in "
            "every rank it has is equal to the row below, not higher. Top Q♠ Q♦ 7♣ is weaker "
            "than middle Q♥ Q♣ 9♠ 8♦ 2♥, equal to Q♥ Q♣ 7♠ 5♦ 2♥ (both fine), and stronger than "
            "Q♥ Q♣ 6♠ 5♦ 4♥ (a foul).",
        ),
    )


def _fouls(rules: RuleSet) -> RulesSection:
    loses = "all three of its rows lose to every board that did not foul"
    if rules.fantasyland:
        loses += ", it earns no royalties, and it can neither enter nor stay in Fantasyland"
    else:
        loses += " and it earns no royalties"
    blocks: list[Block] = [
        "A finished board must satisfy <b>bottom ≥ middle ≥ top</b>. If a row is stronger "
        f"than the row below it, the board is <b>fouled</b> (a dead hand): {loses}.",
        f"Against a board that did not foul, a fouled board pays what a scoop pays under "
        f"these rules, <b>{_points(rules.scoop_value)}</b>"
        f"{_plus_royalties(rules, 'the other player’s')}. Two fouled boards score 0 against "
        "each other.",
        "Example: top Q♠ Q♦ 7♣, middle Q♥ Q♣ 6♠ 5♦ 4♥. Both rows hold a pair of queens, "
        "and the top's next card (7) beats the middle's (6): the top is stronger than the "
        "middle, so the board fouls however good its bottom is. With middle "
        "Q♥ Q♣ 7♠ 5♦ 2♥ the rows are equal, which is fine.",
        "While you play, the table marks a row that already beats anything the row below "
        "can still become: such a board will foul whatever cards come.",
    ]
    if rules.jokers_per_deck:
        if rules.joker_mode is JokerMode.BEST_LEGAL:
            blocks.append(
                "A joker takes the value that keeps the board legal when one "
                "exists; only if every value fouls does the board foul."
            )
        else:
            blocks.append(
                "Jokers are valued each row on its own: a joker always makes its "
                "own row as strong as possible, even if that fouls the board."
            )
    return RulesSection("fouls", "Fouls", tuple(blocks))


def _scoring_system(rules: RuleSet) -> str:
    if rules.scoring is ScoringPreset.CUSTOM:
        return f"custom scoring: {_points(rules.row_points)} a row, scoop bonus {rules.scoop_bonus}"
    return f"the {rules.scoring.value} system"


def _scoring(rules: RuleSet) -> RulesSection:
    rp = rules.row_points
    items = [f"<b>Rows</b>: each row won pays <b>{_points(rp)}</b>; a tied row pays nothing."]
    if rules.closed_bonuses:
        items[0] = (
            f"<b>Rows</b>: each row won pays <b>{_points(rp)}</b>, except the "
            "closed-game bonuses: a winning top three of a kind pays 3, a winning "
            "middle full house 2, a winning four of a kind 4 and a winning straight "
            "flush 5. A tied row pays nothing."
        )
    if rules.scoop_bonus:
        items.append(
            f"<b>Scoop</b>: winning all three rows adds <b>{rules.scoop_bonus}</b> "
            "more; a tied row spoils the scoop."
        )
    else:
        items.append("<b>Scoop</b>: no bonus for winning all three rows.")
    if rules.majority_bonus:
        items.append(
            f"<b>More rows</b>: whoever won more rows than the other (tied rows count for "
            f"neither) gets {_points(rules.majority_bonus)} more: winning 2 rows of 3 pays "
            f"{rp + rules.majority_bonus} net, 1 win and 2 ties pays "
            f"{rp + rules.majority_bonus}, and a scoop pays {rules.scoop_value}."
        )
    if rules.closed_bonuses:
        items.append("<b>Royalties</b>: not paid; the closed-game bonuses replace them.")
    elif rules.royalty_settlement is RoyaltySettlement.NET:
        items.append(
            f"<b>{_link('royalties', 'Royalties')}</b> (net): each player collects its own "
            "royalties from the other whether it wins the row or not, so they cancel "
            "against each other."
        )
    else:
        items.append(
            f"<b>{_link('royalties', 'Royalties')}</b> (row winner): a royalty is collected "
            "only on a row its player won."
        )
    two_one = rp + rules.majority_bonus
    blocks: list[Block] = [
        f"Scoring: {_scoring_system(rules)}. Every pair of players is settled on its own "
        "(3 players make 3 pairs, 4 make 6). For two boards that did not foul:",
        Items(tuple(items)),
        "Your result against a player = your row points + your scoop bonus + your "
        "royalties − the same for that player. The results of a hand always add up to 0.",
        f"So winning 2 rows to 1 pays {_points(two_one)} before royalties, and a "
        f"<b>scoop</b> (all three rows) pays <b>{_points(rules.scoop_value)}</b>.",
        f"A {_link('fouls', 'fouled')} board loses all three rows: the other player "
        f"collects {_points(rules.scoop_value)}{_plus_royalties(rules, 'its own')}; two "
        "fouled boards score 0.",
    ]
    if rules.shoot_the_moon:
        blocks.append(
            f"<b>Shoot the moon</b> (on): a board that does not foul with a bottom row no "
            f"better than jack-high (no pair) collects {SHOOT_THE_MOON_POINTS} points from "
            "every other player, instead of the normal settlement of those pairs; two such "
            "boards settle 0 between them."
        )
    return RulesSection("scoring", "Scoring", tuple(blocks))


def _royalties(rules: RuleSet) -> RulesSection:
    table = rules.royalty_table
    if rules.closed_bonuses:
        return RulesSection(
            "royalties",
            "Royalties",
            (
                "These rules pay the closed-game bonuses instead of royalties (see "
                f"{_link('scoring', 'Scoring')}).",
            ),
        )
    name = {
        "standard": "the standard table",
        "flat_top_trips_20": "the standard table with a flat 20 for any three of a kind on top",
    }.get(rules.royalty_preset, "a custom table")
    settled = (
        "net: each player collects its own"
        if rules.royalty_settlement is RoyaltySettlement.NET
        else "only on a row its player won"
    )
    top = Table(
        ("Top row", *RANK_LABELS),
        (
            ("Pair", *(cell(p) for p in table.top_pairs)),
            ("Three of a kind", *(cell(p) for p in table.top_trips)),
        ),
        caption="Top row: points for a pair or three of a kind of each rank",
    )
    five = Table(
        ("Hand", "Middle", "Bottom"),
        tuple(
            (HAND_LABELS[hand], cell(middle), cell(bottom))
            for hand, middle, bottom in zip(
                FIVE_CARD_HANDS, table.middle, table.bottom, strict=True
            )
        ),
        caption="Middle and bottom rows",
    )
    pairs = [f"{RANK_CHARS[i] * 2} = {p}" for i, p in enumerate(table.top_pairs) if p]
    trips = [f"{RANK_CHARS[i] * 3} = {p}" for i, p in enumerate(table.top_trips) if p]
    summary = (
        "On top: " + ", ".join(pairs + trips) + "." if pairs or trips else "Nothing pays on top."
    )
    blocks: list[Block] = [
        f"Royalties are bonus points for strong rows. These rules use {name}; royalties are "
        f"settled {settled}.",
        summary,
        top,
        five,
    ]
    nothing = []
    paying_pairs = [i for i, p in enumerate(table.top_pairs) if p]
    if paying_pairs and paying_pairs[0] > 0:
        nothing.append(f"pairs below {RANK_CHARS[paying_pairs[0]] * 2} on top")
    for row, cells in (("middle", table.middle), ("bottom", table.bottom)):
        paying = [i for i, p in enumerate(cells) if p]
        if paying and paying[0] > 0:
            lowest = HAND_LABELS[FIVE_CARD_HANDS[paying[0]]].lower()
            nothing.append(f"anything below a {lowest} in the {row}")
        elif not paying:
            nothing.append(f"anything in the {row}")
    if nothing:
        blocks.append("Nothing is paid for " + " or ".join(nothing) + ".")
    wild = rules.jokers_per_deck > 0 or rules.decks == 2
    if not wild:
        blocks.append("Five of a kind needs jokers or two decks; it cannot happen here.")
    blocks.append(f"A {_link('fouls', 'fouled')} board earns no royalties.")
    return RulesSection("royalties", "Royalties", tuple(blocks))


def _fantasyland(rules: RuleSet) -> RulesSection:
    entry = rules.fantasyland_entry
    better = [
        key
        for key, rank in (("QQ", 12), ("KK", 13), ("AA", 14))
        if rank >= rules.fantasyland_entry_rank
    ]
    blocks: list[Block] = [
        f"<b>Entry</b>: finish a board that does not foul with a pair of "
        f"{_ENTRY_WORDS[entry]} or better on top ({', '.join(better)}), or any three of a "
        "kind on top.",
        "In Fantasyland you are dealt all your cards at once and set a complete board face "
        "down; it is revealed only after every other player has finished. The others play "
        "the hand normally, and several players can be in Fantasyland at once. A match "
        "does not end while someone is in Fantasyland: that hand extends it.",
    ]
    cards = rules.fantasyland_cards
    tops = [
        (f"Pair of {_ENTRY_WORDS[key]} ({key})", make_value(Category.PAIR, [rank]))
        for key, rank in (("QQ", 12), ("KK", 13), ("AA", 14))
        if rank >= rules.fantasyland_entry_rank
    ]
    tops.append(("Three of a kind", make_value(Category.THREE_OF_A_KIND, [2])))
    stay = stay_cards(rules)
    if cards is FantasylandCards.STANDARD:
        dealt = entry_cards(tops[0][1], rules)
        extra = dealt - BOARD_CARDS
        discard = f", {extra} of them discarded face down" if extra else ""
        blocks.append(f"<b>Cards</b>: a Fantasyland hand deals {dealt} cards{discard}.")
    else:
        kind = "Progressive" if cards is FantasylandCards.PROGRESSIVE else "Variable"
        blocks.append(
            f"<b>Cards</b> ({kind.lower()} Fantasyland): the top that qualified "
            f"decides how many cards you get; staying in always gives {stay}. "
            "Cards beyond 13 are discarded face down."
        )
        blocks.append(
            Table(
                ("Top that qualified", "Cards"),
                tuple((label, str(entry_cards(value, rules))) for label, value in tops),
                caption=f"{kind} Fantasyland",
            )
        )
    conditions = stay_conditions(rules)
    if conditions:
        blocks.append(
            "<b>Staying in</b>: a Fantasyland board that does not foul stays for "
            f"another hand ({stay} cards) with any of:"
        )
        blocks.append(Items(tuple(conditions)))
        blocks.append(
            "A Fantasyland player who meets none of these leaves Fantasyland, even "
            f"with {_ENTRY_WORDS[entry]} or better on top."
        )
    else:
        blocks.append(
            "<b>Staying in</b>: no stay condition is on, so a Fantasyland hand always ends it."
        )
    if rules.jokers_per_deck:
        blocks.append(
            "Jokers count toward entry and staying."
            if rules.jokers_count_for_fantasyland
            else "Jokers do not count: entry and staying are judged on the row's "
            "natural cards only."
        )
    return RulesSection("fantasyland", "Fantasyland", tuple(blocks))


def _jokers(rules: RuleSet) -> RulesSection:
    count = rules.jokers_per_deck * rules.decks
    mode = (
        "Each joker takes the value that makes the best legal board: among all values that "
        "do not foul, the one with the highest total royalty, then the strongest bottom, "
        "then middle, then top. If every value fouls, the board fouls."
        if rules.joker_mode is JokerMode.BEST_LEGAL
        else "Each row on its own: a joker always makes its own row as strong as possible, even "
        "if that fouls the board."
    )
    return RulesSection(
        "jokers",
        "Jokers",
        (
            f"{_plural(rules.jokers_per_deck, 'joker')} per deck ({count} in the shoe). A joker "
            "(JK) is wild: it stands for any rank and suit, even a card already on the board, "
            "so five of a kind exists (above every straight flush; royalties as in the "
            f"{_link('royalties', 'table')}). On top, A♠ JK 7♦ is a pair of aces and JK JK 4♣ is "
            "three fours.",
            mode,
        ),
    )


def _double_deck(rules: RuleSet) -> RulesSection:
    return RulesSection(
        "double_deck",
        "Double deck",
        (
            f"Two decks are shuffled together ({rules.deck_size} cards). Duplicate cards behave "
            "like any other cards of their rank and suit: two A♠ are a pair, five hearts with "
            "a duplicate are still a flush, and five of a kind exists.",
            *(
                [f"Fantasyland entry under these rules: {rules.fantasyland_entry} or better."]
                if rules.fantasyland
                else []
            ),
        ),
    )


def _closed(rules: RuleSet) -> RulesSection:
    blocks: list[Block] = [
        f"All {BOARD_CARDS} cards are dealt at once; each player sets its board face down "
        f"and all reveal together; boards are {_link('scoring', 'scored')} as usual, with no "
        "Fantasyland.",
    ]
    if rules.naturals:
        order = sorted(NaturalKind, key=lambda kind: -kind.level)
        names = {
            NaturalKind.DRAGON: "Dragon (13 different ranks 2–A)",
            NaturalKind.THREE_FLUSHES: "Three flushes (flush middle and bottom, "
            "three-card flush on top)",
            NaturalKind.THREE_STRAIGHTS: "Three straights",
            NaturalKind.SIX_PAIRS: "Six pairs",
        }
        blocks.append(
            "<b>Naturals</b> (on): declared before the reveal, a natural beats any "
            "ordinary board and is paid by every opponent; between two naturals "
            "the higher one wins."
        )
        blocks.append(
            Table(
                ("Natural, highest first", "Pays"),
                tuple((names[kind], str(kind.pays)) for kind in order),
            )
        )
        blocks.append(
            "Equal naturals: dragons tie; three flushes or three straights "
            "compare the bottom, then the middle, then the top; six pairs compare "
            "the pairs from the highest."
        )
    else:
        blocks.append("Naturals are not played under these rules.")
    if rules.surrender:
        blocks.append(
            f"<b>Surrender</b> (on): before the reveal a player may give up, "
            f"paying {SURRENDER_PAYMENT} to each opponent."
        )
    else:
        blocks.append("Surrender is not allowed under these rules.")
    if rules.closed_bonuses:
        blocks.append(
            "<b>Closed-game bonuses</b> (on) replace the royalty table: a winning "
            "top three of a kind pays 3, a winning middle full house 2, a winning "
            "four of a kind 4, a winning straight flush 5."
        )
    return RulesSection("closed", "Closed game: naturals and surrender", tuple(blocks))


def _timers(rules: RuleSet) -> RulesSection:
    blocks: list[Block] = []
    if rules.move_timer_seconds:
        blocks.append(f"<b>Move timer</b>: {_seconds(rules.move_timer_seconds)} for each move.")
    if rules.time_bank_seconds:
        blocks.append(
            f"<b>Time bank</b>: {_seconds(rules.time_bank_seconds)} more for the "
            "whole match, used once a move's own time runs out."
        )
    blocks.append(
        "When time runs out the street is played and confirmed for the player: "
        "the play Play for me suggests (the best by the game's own analysis) if "
        "it is worked out within two seconds, else a safe move; it never chooses a "
        "placement that must foul when a safe one exists."
    )
    return RulesSection("timers", "Timers", tuple(blocks))


def _match(rules: RuleSet) -> RulesSection:
    length = rules.match_length
    extension = " plus any Fantasyland hands owed" if rules.fantasyland else ""
    words = {
        MatchLength.ORBIT: f"one orbit of the button: one hand per player{extension}",
        MatchLength.HANDS: f"{_plural(rules.match_hands, 'hand')}{extension}",
        MatchLength.UNLIMITED: "no limit: hands are dealt until you stop",
        MatchLength.ELIMINATION: f"to elimination: every player starts with "
        f"{ELIMINATION_START} points and leaves at 0",
        MatchLength.POINTS: f"until someone's total reaches {rules.match_points} points{extension}",
    }[length]
    blocks: list[Block] = [
        f"<b>Length</b>: {words}.",
        "A started hand is always played to the end; players may leave or join only between hands.",
    ]
    if rules.point_value != 1.0:
        blocks.append(f"<b>Stakes</b>: a point is worth {rules.point_value:g} (display only).")
    for stake in rules.stakes:
        a, b = stake.players
        blocks.append(f"{a} and {b} play each other at {stake.multiplier:g} times the stake.")
    return RulesSection("match", "The match", tuple(blocks))


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
