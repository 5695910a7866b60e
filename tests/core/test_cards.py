"""Cards, their text form and decks (docs/rules.md §1, §7, §8)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ofc_desktop.core.cards import (
    JOKER,
    RANK_CHARS,
    SUIT_ORDER,
    SUIT_SYMBOLS,
    Card,
    Rank,
    Suit,
    assign_copies,
    build_deck,
    format_cards,
    parse_card,
    parse_cards,
    shuffled_deck,
    standard_cards,
)
from ofc_desktop.core.errors import CardParseError, OfcError

SUIT_LETTERS = "shdc"


# ----- parsing ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("token", "rank", "suit"),
    [
        ("As", Rank.ACE, Suit.SPADES),
        ("Td", Rank.TEN, Suit.DIAMONDS),
        ("td", Rank.TEN, Suit.DIAMONDS),
        ("10d", Rank.TEN, Suit.DIAMONDS),
        ("10D", Rank.TEN, Suit.DIAMONDS),
        ("7c", Rank.SEVEN, Suit.CLUBS),
        ("7C", Rank.SEVEN, Suit.CLUBS),
        ("2h", Rank.TWO, Suit.HEARTS),
        ("KH", Rank.KING, Suit.HEARTS),
        ("as", Rank.ACE, Suit.SPADES),
        ("AS", Rank.ACE, Suit.SPADES),
        ("jS", Rank.JACK, Suit.SPADES),
        ("q♦", Rank.QUEEN, Suit.DIAMONDS),
        ("A♠", Rank.ACE, Suit.SPADES),
        ("K♥", Rank.KING, Suit.HEARTS),
        ("10♣", Rank.TEN, Suit.CLUBS),
        (" 9s ", Rank.NINE, Suit.SPADES),
    ],
)
def test_parse_card_notations(token: str, rank: Rank, suit: Suit) -> None:
    card = parse_card(token)
    assert card.rank is rank
    assert card.suit is suit
    assert card.copy == 0
    assert not card.is_joker
    assert Card.parse(token) == card


def test_every_card_in_every_notation() -> None:
    """All 52 cards: rank char or 10, suit letter in both cases or symbol, same card."""
    for rank_index, rank_char in enumerate(RANK_CHARS):
        rank = Rank(rank_index + 2)
        rank_forms = {rank_char, rank_char.lower()} | ({"10"} if rank is Rank.TEN else set())
        for suit, letter, symbol in zip(SUIT_ORDER, SUIT_LETTERS, SUIT_SYMBOLS, strict=True):
            expected = Card(rank, suit)
            for rank_form in rank_forms:
                for suit_form in (letter, letter.upper(), symbol):
                    assert parse_card(rank_form + suit_form) == expected, rank_form + suit_form


@pytest.mark.parametrize("token", ["JK", "jk", "Jk"])
def test_parse_joker(token: str) -> None:
    card = parse_card(token)
    assert card.is_joker
    assert card.rank is None and card.suit is None
    assert card.code == 0
    assert card.text == "JK"
    assert card == JOKER


@pytest.mark.parametrize("token", ["1x", "Ax", "", "AAs", "11s", "0s", "A", "s", "Xs", "J K"])
def test_bad_token_raises_naming_it(token: str) -> None:
    with pytest.raises(CardParseError) as info:
        parse_card(token)
    assert repr(token) in str(info.value)


def test_card_parse_error_is_a_value_error() -> None:
    assert issubclass(CardParseError, OfcError)
    with pytest.raises(ValueError, match="'Zz'"):
        parse_card("Zz")


def test_parse_cards_from_text_and_lists() -> None:
    expected = [
        Card(Rank.QUEEN, Suit.SPADES),
        Card(Rank.TEN, Suit.DIAMONDS),
        Card(Rank.ACE, Suit.SPADES),
        JOKER,
    ]
    assert parse_cards("Qs Td As JK") == expected
    assert parse_cards("Qs, 10d a♠ jk") == expected
    assert parse_cards("  Qs;Td ,As\tJK\n") == expected
    assert parse_cards(["Qs", "10d", "A♠", "JK"]) == expected
    assert parse_cards(("Qs", "Td", "As", "JK")) == expected
    assert parse_cards("") == []
    assert parse_cards([]) == []


def test_parse_cards_names_the_bad_token_in_a_row() -> None:
    with pytest.raises(CardParseError, match="'Ax'"):
        parse_cards("As Kd Ax 2c")
    with pytest.raises(CardParseError, match="'1x'"):
        parse_cards(["As", "1x"])


@pytest.mark.parametrize("bad", [5, None, 1.5, b"As", ("A", "s")])
def test_parse_cards_rejects_non_strings(bad: object) -> None:
    with pytest.raises(CardParseError) as info:
        parse_cards(["As", bad])  # type: ignore[list-item]
    assert repr(bad) in str(info.value)


# ----- formatting -------------------------------------------------------------------------


def test_text_and_pretty_round_trip_for_every_card() -> None:
    for card in [*standard_cards(), JOKER]:
        assert parse_card(card.text) == card
        assert parse_card(card.pretty) == card
        assert str(card) == card.text
    assert Card(Rank.ACE, Suit.SPADES).pretty == "A♠"
    assert Card(Rank.TEN, Suit.DIAMONDS).text == "Td"


def test_format_cards_round_trip() -> None:
    rng = random.Random(11)
    deck = [*standard_cards(), JOKER]
    for _ in range(50):
        cards = rng.sample(deck, rng.randint(0, 13))
        text = format_cards(cards)
        assert parse_cards(text) == cards
        assert text == " ".join(card.text for card in cards)
    assert format_cards(parse_cards("10d a♠ JK")) == "Td As JK"


def test_repr_shows_text_and_copy() -> None:
    assert repr(parse_card("10d")) == "Card('Td')"
    assert repr(parse_card("As").with_copy(1)) == "Card('As', copy=1)"


def test_copies_are_different_cards_with_the_same_text() -> None:
    first, second = parse_card("As"), parse_card("As").with_copy(1)
    assert first != second
    assert first.text == second.text
    assert first.code == second.code
    assert len({first, second}) == 2


def test_card_codes_sum_rank_and_suit_fields() -> None:
    codes = [card.code for card in standard_cards()]
    assert len(set(codes)) == 52
    assert all(code > 0 for code in codes)


# ----- decks ------------------------------------------------------------------------------


@pytest.mark.parametrize("decks", [1, 2])
@pytest.mark.parametrize("jokers_per_deck", [0, 1, 2])
def test_deck_sizes_and_distinct_cards(decks: int, jokers_per_deck: int) -> None:
    shoe = build_deck(decks, jokers_per_deck)
    assert len(shoe) == decks * (52 + jokers_per_deck)
    assert len({(card.text, card.copy) for card in shoe}) == len(shoe)
    assert len(set(shoe)) == len(shoe)
    jokers = [card for card in shoe if card.is_joker]
    assert len(jokers) == decks * jokers_per_deck
    naturals = Counter(card.text for card in shoe if not card.is_joker)
    assert len(naturals) == 52
    assert set(naturals.values()) == {decks}
    assert {card.copy for card in shoe if not card.is_joker} == set(range(decks))


def test_default_deck_is_one_deck_without_jokers() -> None:
    assert build_deck() == standard_cards()
    assert len(standard_cards()) == 52


@pytest.mark.parametrize(("decks", "jokers"), [(0, 0), (3, 0), (1, 3), (1, -1)])
def test_build_deck_rejects_bad_sizes(decks: int, jokers: int) -> None:
    with pytest.raises(CardParseError):
        build_deck(decks, jokers)


def test_seeded_shuffles_replay() -> None:
    first = shuffled_deck(random.Random(1234), 2, 1)
    again = shuffled_deck(random.Random(1234), 2, 1)
    assert first == again
    assert [card.copy for card in first] == [card.copy for card in again]
    assert sorted(first, key=lambda c: (c.text, c.copy)) == sorted(
        build_deck(2, 1), key=lambda c: (c.text, c.copy)
    )


def test_different_seeds_give_different_orders() -> None:
    orders = {tuple(shuffled_deck(random.Random(seed))) for seed in range(20)}
    assert len(orders) == 20
    assert tuple(build_deck()) not in orders


# ----- copies for typed boards ------------------------------------------------------------


def test_assign_copies_double_deck_allows_two_of_a_card() -> None:
    cards = assign_copies(parse_cards("As As Kd"), decks=2, jokers_per_deck=0)
    assert [(card.text, card.copy) for card in cards] == [("As", 0), ("As", 1), ("Kd", 0)]
    assert set(cards) <= set(build_deck(2, 0))


def test_assign_copies_third_copy_is_an_error() -> None:
    with pytest.raises(CardParseError, match=r"As.*3 times.*2 decks"):
        assign_copies(parse_cards("As As As"), decks=2, jokers_per_deck=0)


def test_assign_copies_single_deck_rejects_a_duplicate() -> None:
    with pytest.raises(CardParseError, match=r"Kd.*2 times.*one deck"):
        assign_copies(parse_cards("Kd 2c Kd"), decks=1, jokers_per_deck=0)
    assert [c.copy for c in assign_copies(parse_cards("Kd 2c"), 1, 0)] == [0, 0]


def test_assign_copies_joker_needs_jokers() -> None:
    with pytest.raises(CardParseError, match="no jokers"):
        assign_copies(parse_cards("As JK"), decks=1, jokers_per_deck=0)
    with pytest.raises(CardParseError, match="jokers"):
        assign_copies(parse_cards("JK JK"), decks=1, jokers_per_deck=1)


def test_assign_copies_numbers_jokers() -> None:
    cards = assign_copies(parse_cards("JK As JK JK JK"), decks=2, jokers_per_deck=2)
    assert [card.copy for card in cards if card.is_joker] == [0, 1, 2, 3]
    assert set(cards) <= set(build_deck(2, 2))
    with pytest.raises(CardParseError, match="jokers"):
        assign_copies(parse_cards("JK JK JK JK JK"), decks=2, jokers_per_deck=2)
