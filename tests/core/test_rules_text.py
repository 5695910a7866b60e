"""The rules help states exactly the numbers of the rule set it is built from."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from ofc_desktop.core.board import Board, row_values
from ofc_desktop.core.evaluate import Category, make_value
from ofc_desktop.core.fantasyland import entry_cards, stay_cards
from ofc_desktop.core.naturals import NaturalKind
from ofc_desktop.core.royalties import FIVE_CARD_HANDS, STANDARD_ROYALTIES, RoyaltyTable
from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant
from ofc_desktop.core.rules_markup import RulesSection, Table, cell_points
from ofc_desktop.core.rules_text import rules_html, rules_sections, section_by_id
from ofc_desktop.core.rules_words import HAND_LABELS

CUSTOM_TABLE = RoyaltyTable.from_dict(
    {
        "top_pairs": {"2": 1, "5": 3, "Q": 11, "A": 40},
        "top_trips": {"2": 30, "K": 0},
        "middle": {"flush": 9, "five_of_a_kind": 99},
        "bottom": {"three_of_a_kind": 1, "straight": 0, "royal_flush": 77},
    }
)
RULE_SETS = {
    "standard": RuleSet(),
    "1-4": RuleSet(scoring="1-4"),
    "2-4": RuleSet(scoring="2-4"),
    "custom scoring": RuleSet(scoring="custom", custom_row_points=2, custom_scoop_bonus=0),
    "flat_top_trips_20": RuleSet(royalty_preset="flat_top_trips_20"),
    "custom royalties": RuleSet(royalty_table=CUSTOM_TABLE, royalty_settlement="row_winner"),
    "progressive": RuleSet(
        variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE
    ),
    "variable": RuleSet(fantasyland_cards=FantasylandCards.VARIABLE, stay_top_trips=False),
    "jokers": RuleSet(jokers_per_deck=2, joker_mode="row_max", jokers_count_for_fantasyland=False),
    "double deck": RuleSet(decks=2, fantasyland_entry="AA"),
    "chinese naturals": RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True),
    "turbo timers": RuleSet(
        variant=Variant.TURBO, move_timer_seconds=120, time_bank_seconds=90, shoot_the_moon=True
    ),
}
NAMES = list(RULE_SETS)


def _section(rules: RuleSet, section_id: str) -> RulesSection:
    return section_by_id(rules_sections(rules), section_id)


class _Tables(HTMLParser):
    """Every <table> of an HTML text as rows of cell texts."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: list[list[list[str]]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: object) -> None:
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None:
            self.tables[-1][-1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def html_tables(markup: str) -> list[list[list[str]]]:
    parser = _Tables()
    parser.feed(markup)
    return parser.tables


def plain_tables(text: str) -> dict[str, list[list[str]]]:
    """Tables of a section's plain text, by their first header cell."""
    tables: dict[str, list[list[str]]] = {}
    current: list[list[str]] | None = None
    for line in text.splitlines():
        if " | " in line:
            cells = [cell.strip() for cell in line.split(" | ")]
            if current is None:
                current = tables.setdefault(cells[0], [])
            current.append(cells)
        else:
            current = None
    return tables


def table_from_cells(top: list[list[str]], five: list[list[str]]) -> RoyaltyTable:
    """A royalty table read back from the two tables the section shows."""
    assert top[0][1:] == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    rows = {row[0]: [cell_points(cell) for cell in row[1:]] for row in top[1:]}
    assert five[0] == ["Hand", "Middle", "Bottom"]
    labels = [row[0] for row in five[1:]]
    assert labels == [HAND_LABELS[hand] for hand in FIVE_CARD_HANDS]
    return RoyaltyTable(
        bottom=tuple(cell_points(row[2]) for row in five[1:]),
        middle=tuple(cell_points(row[1]) for row in five[1:]),
        top_pairs=tuple(rows["Pair"]),
        top_trips=tuple(rows["Three of a kind"]),
    )


# ----- the royalty table -------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_the_royalty_tables_shown_are_the_rule_sets_own(name: str) -> None:
    rules = RULE_SETS[name]
    section = _section(rules, "royalties")
    if rules.closed_bonuses:
        assert not section.tables()
        return
    plain = plain_tables(section.plain_text())
    assert table_from_cells(plain["Top row"], plain["Hand"]) == rules.royalty_table
    top, five = html_tables(section.html())
    assert table_from_cells(top, five) == rules.royalty_table


@pytest.mark.parametrize("name", NAMES)
def test_the_top_row_summary_lists_every_paying_pair_and_trips(name: str) -> None:
    rules = RULE_SETS[name]
    text = _section(rules, "royalties").plain_text()
    said = dict(re.findall(r"\b([2-9TJQKA]{2,3}) = (\d+)", text))
    table = rules.royalty_table
    expected = {}
    for index, char in enumerate("23456789TJQKA"):
        if table.top_pairs[index]:
            expected[char * 2] = str(table.top_pairs[index])
        if table.top_trips[index]:
            expected[char * 3] = str(table.top_trips[index])
    assert said == expected


def test_the_standard_table_in_words() -> None:
    text = _section(RuleSet(), "royalties").plain_text()
    assert "66 = 1, 77 = 2" in text and "AA = 9" in text
    assert "222 = 10" in text and "AAA = 22" in text
    assert "Nothing is paid for pairs below 66 on top" in text
    flat = _section(RULE_SETS["flat_top_trips_20"], "royalties").plain_text()
    assert "flat 20" in flat and "222 = 20" in flat and "AAA = 20" in flat
    custom = _section(RULE_SETS["custom royalties"], "royalties").plain_text()
    assert "a custom table" in custom and "22 = 1" in custom and "AA = 40" in custom
    assert "only on a row its player won" in custom


# ----- scoring -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_the_scoring_section_names_row_points_scoop_and_foul_cost(name: str) -> None:
    rules = RULE_SETS[name]
    text = _section(rules, "scoring").plain_text()
    assert [int(n) for n in re.findall(r"each row won pays (\d+) points?", text)] == [
        rules.row_points
    ]
    scoop = re.findall(r"winning all three rows adds (\d+)", text)
    if rules.scoop_bonus:
        assert scoop == [str(rules.scoop_bonus)]
    else:
        assert not scoop and "no bonus for winning all three rows" in text
    assert f"a scoop (all three rows) pays {rules.scoop_value} points" in text
    assert f"the other player collects {rules.scoop_value} points" in text
    fouls = _section(rules, "fouls").plain_text()
    assert (
        f"a fouled board pays what a scoop pays under these rules, {rules.scoop_value} "
        "points" in fouls
    )
    assert ("Shoot the moon" in text) is rules.shoot_the_moon
    assert ("More rows" in text) is bool(rules.majority_bonus)


def test_scoring_presets_in_words() -> None:
    assert "the 1-6 system" in _section(RuleSet(), "scoring").plain_text()
    one_four = _section(RULE_SETS["1-4"], "scoring").plain_text()
    assert "the 1-4 system" in one_four and "adds 1 more" in one_four
    two_four = _section(RULE_SETS["2-4"], "scoring").plain_text()
    assert "winning 2 rows of 3 pays 2 net" in two_four and "a scoop pays 4" in two_four
    custom = _section(RULE_SETS["custom scoring"], "scoring").plain_text()
    assert "custom scoring: 2 points a row, scoop bonus 0" in custom
    assert "(net)" in _section(RuleSet(), "scoring").plain_text()
    assert "(row winner)" in _section(RULE_SETS["custom royalties"], "scoring").plain_text()


# ----- fouls and rows ---------------------------------------------------------------------------


def test_the_foul_examples_are_what_the_engine_says() -> None:
    text = _section(RuleSet(), "fouls").plain_text()
    assert "bottom ≥ middle ≥ top" in text
    assert "Q♠ Q♦ 7♣, middle Q♥ Q♣ 6♠ 5♦ 4♥" in text
    bottom = "As Ad Ac 2s 2d"
    assert row_values(Board.parse("Qs Qd 7c", "Qh Qc 6s 5d 4h", bottom), RuleSet())[1]
    assert not row_values(Board.parse("Qs Qd 7c", "Qh Qc 7s 5d 2h", bottom), RuleSet())[1]
    assert not row_values(Board.parse("Qs Qd 7c", "Qh Qc 9s 8d 2h", bottom), RuleSet())[1]
    rows = _section(RuleSet(), "rows").plain_text()
    assert "the top holds 3 cards, the middle 5 and the bottom 5" in rows
    assert "Five of a kind" not in rows
    assert "Five of a kind" in _section(RULE_SETS["jokers"], "rows").plain_text()


# ----- the deal, Fantasyland, variants ------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "deal"),
    [
        ("standard", ["1 | 5 | 5 | 0", "2–9 | 1 | 1 | 0"]),
        ("progressive", ["1 | 5 | 5 | 0", "2–5 | 3 | 2 | 1"]),
        ("turbo timers", ["1 | 5 | 5 | 0", "2–3 | 4 | 4 | 0"]),
        ("chinese naturals", ["1 | 13 | 13 | 0"]),
    ],
)
def test_the_overview_shows_the_variants_deal(name: str, deal: list[str]) -> None:
    text = _section(RULE_SETS[name], "overview").plain_text()
    lines = text.splitlines()
    start = lines.index("Street | Cards dealt | Placed | Discarded face down")
    assert lines[start + 1 : start + 1 + len(deal)] == deal


@pytest.mark.parametrize("name", ["progressive", "variable"])
def test_fantasyland_card_tables_follow_the_rules(name: str) -> None:
    rules = RULE_SETS[name]
    section = _section(rules, "fantasyland")
    (table,) = section.tables()
    tops = [
        make_value(Category.PAIR, [12]),
        make_value(Category.PAIR, [13]),
        make_value(Category.PAIR, [14]),
        make_value(Category.THREE_OF_A_KIND, [5]),
    ]
    assert [int(row[1]) for row in table.rows] == [entry_cards(v, rules) for v in tops]
    assert f"staying in always gives {stay_cards(rules)}" in section.plain_text()


def test_fantasyland_entry_and_stay_conditions_as_set() -> None:
    text = _section(RuleSet(), "fantasyland").plain_text()
    assert "pair of queens or better on top (QQ, KK, AA)" in text
    assert "a Fantasyland hand deals 13 cards" in text
    for condition in (
        "three of a kind on top",
        "a full house or better in the middle",
        "four of a kind or better on the bottom",
    ):
        assert f"- {condition}" in text
    pineapple = _section(RULE_SETS["progressive"], "fantasyland").plain_text()
    assert "- a full house or better in the middle" not in pineapple
    variable = _section(RULE_SETS["variable"], "fantasyland").plain_text()
    assert "- three of a kind on top" not in variable
    aces = _section(RULE_SETS["double deck"], "fantasyland").plain_text()
    assert "pair of aces or better on top (AA)" in aces
    jokers = _section(RULE_SETS["jokers"], "fantasyland").plain_text()
    assert "Jokers do not count" in jokers
    assert "Pineapple" in _section(RULE_SETS["progressive"], "overview").plain_text()


@pytest.mark.parametrize("name", NAMES)
def test_sections_appear_only_when_their_rules_are_in_use(name: str) -> None:
    rules = RULE_SETS[name]
    sections = rules_sections(rules)
    ids = [section.id for section in sections]
    assert ids[:5] == ["overview", "rows", "fouls", "scoring", "royalties"]
    assert ids[-1] == "match"
    assert len(set(ids)) == len(ids)
    assert ("fantasyland" in ids) is bool(rules.fantasyland)
    assert ("jokers" in ids) is bool(rules.jokers_per_deck)
    assert ("double_deck" in ids) is (rules.decks == 2)
    assert ("closed" in ids) is (rules.variant is Variant.CHINESE)
    assert ("timers" in ids) is bool(rules.move_timer_seconds or rules.time_bank_seconds)
    document = rules_html(sections)
    for target in re.findall(r'href="#([a-z_]+)"', document):
        assert target in ids, f"a link to a missing section {target!r}"
    for section in sections:
        assert f'<a name="{section.id}"></a>' in section.html()
        assert section.title and section.plain_text().startswith(section.title)


def test_the_closed_game_section_pays_what_the_engine_pays() -> None:
    text = _section(RULE_SETS["chinese naturals"], "closed").plain_text()
    pays = dict(
        row.split(" | ")
        for row in text.splitlines()
        if " | " in row and not row.startswith("Natural")
    )
    labels = {
        NaturalKind.DRAGON: "Dragon",
        NaturalKind.THREE_FLUSHES: "Three flushes",
        NaturalKind.THREE_STRAIGHTS: "Three straights",
        NaturalKind.SIX_PAIRS: "Six pairs",
    }
    for kind, label in labels.items():
        (paid,) = [value for name, value in pays.items() if name.startswith(label)]
        assert int(paid) == kind.pays
    assert "paying 2 to each opponent" in text
    plain = _section(RuleSet(variant=Variant.CHINESE), "closed").plain_text()
    assert "Naturals are not played" in plain and "Surrender is not allowed" in plain


def test_jokers_double_deck_timers_and_match_length() -> None:
    jokers = _section(RULE_SETS["jokers"], "jokers").plain_text()
    assert "2 jokers per deck (2 in the shoe)" in jokers and "Each row on its own" in jokers
    double = _section(RULE_SETS["double deck"], "double_deck").plain_text()
    assert "104 cards" in double and "AA or better" in double
    timers = _section(RULE_SETS["turbo timers"], "timers").plain_text()
    assert "2 minutes for each move" in timers and "90 seconds" in timers
    hands = _section(RuleSet(match_length="hands", match_hands=3), "match").plain_text()
    assert "3 hands plus any Fantasyland hands owed" in hands
    elimination = _section(RuleSet(match_length="elimination"), "match").plain_text()
    assert "starts with 100 points" in elimination


def test_a_table_is_plain_cells() -> None:
    table = Table(("a", "b"), (("1", "2"),), caption="c")
    section = RulesSection("x", "X", ("Hello <b>you</b> &amp; me", table))
    assert section.plain_text() == "X\n\nHello you & me\n\nc\na | b\n1 | 2\n"
    assert html_tables(section.html()) == [[["a", "b"], ["1", "2"]]]
    assert (
        table_from_cells(*(html_tables(_section(RuleSet(), "royalties").html())))
        == STANDARD_ROYALTIES
    )
    with pytest.raises(KeyError, match="no rules section 'nothing'"):
        section_by_id(rules_sections(RuleSet()), "nothing")
