"""The rules help's sections on money: scoring, royalties and Fantasyland, each stating
the numbers of the rule set it is built from (see :mod:`rules_text`)."""

from __future__ import annotations

from collections.abc import Sequence

from ofc_desktop.core.evaluate import Category, make_value
from ofc_desktop.core.explain import stay_conditions
from ofc_desktop.core.fantasyland import entry_cards, stay_cards
from ofc_desktop.core.royalties import FIVE_CARD_HANDS
from ofc_desktop.core.rules import (
    SHOOT_THE_MOON_POINTS,
    FantasylandCards,
    RoyaltySettlement,
    RuleSet,
    ScoringPreset,
)
from ofc_desktop.core.rules_markup import (
    Block,
    Items,
    RulesSection,
    Table,
    cell,
)
from ofc_desktop.core.rules_words import (
    HAND_WORDS,
    RANK_CHARS,
    RANK_LABELS,
    entry_words,
    hand_label,
    points_words,
)
from ofc_desktop.core.streets import BOARD_CARDS
from ofc_desktop.core.translate import translate


def _scoring_system(rules: RuleSet) -> str:
    if rules.scoring is ScoringPreset.CUSTOM:
        return translate("RulesHelp", "custom scoring: {points} a row, scoop bonus {bonus}").format(
            points=points_words(rules.row_points), bonus=rules.scoop_bonus
        )
    return translate("RulesHelp", "the {system} system").format(system=rules.scoring.value)


def scoring_section(rules: RuleSet) -> RulesSection:
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
    items = [rows.format(points=points_words(rp))]
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
                points=points_words(rules.majority_bonus),
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
        ).format(two_one=points_words(two_one), scoop=points_words(rules.scoop_value)),
        fouled.format(points=points_words(rules.scoop_value)),
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
        hand = translate("RulesHelp", HAND_WORDS[FIVE_CARD_HANDS[paying[0]]])
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


def royalties_section(rules: RuleSet) -> RulesSection:
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


def fantasyland_section(rules: RuleSet) -> RulesSection:
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
        ).format(ranks=entry_words(entry), hands=", ".join(better)),
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
                ranks=entry_words(key), cards=key
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
            ).format(ranks=entry_words(entry))
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
