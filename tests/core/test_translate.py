"""The engine's words go through one translator (ofc_desktop.core.translate): with one
installed, hand names, foul reasons, rule errors, the rules help and the guided hand
come out translated; with none, the English is unchanged. Every text is marked so that
pyside6-lupdate finds it: a literal context and a literal text (or a marked constant)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import ofc_desktop.core.translate as translate_module
from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.evaluate import Category, make_value, name_of
from ofc_desktop.core.explain import fantasyland_words, foul_reason, live_row_names
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.naturals import NaturalKind, natural_name
from ofc_desktop.core.presets import preset_label
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.rules_markup import Items, Table
from ofc_desktop.core.rules_text import rules_sections, section_by_id
from ofc_desktop.core.rules_words import VARIANT_NAMES, variant_name
from ofc_desktop.core.translate import QT_TRANSLATE_NOOP, set_translator, translate
from ofc_desktop.core.tutorial_script import FOUL_WARNING, foul_warning, lesson_steps

REPO = Path(__file__).resolve().parents[2]

GERMAN = {
    ("HandNames", "Pair of {ranks}"): "Paar {ranks}",
    ("HandNames", "Three of a kind, {ranks}"): "Drilling, {ranks}",
    ("HandNames", "Full house, {trips} over {pair}"): "Full House, {trips} über {pair}",
    ("HandNames", "{rank} high"): "{rank} hoch",
    ("Ranks", "Queens"): "Damen",
    ("Ranks", "Aces"): "Asse",
    ("Ranks", "Nines"): "Neunen",
    ("Ranks", "Fours"): "Vieren",
    ("Ranks", "Eight"): "Acht",
    ("Fouls", "middle {lower} is weaker than top {upper}"): (
        "Mitte: {lower} ist schwächer als oben: {upper}"
    ),
    ("Fouls", "with a better kicker"): "mit besserem Beikarte",
    ("Fantasyland", "Enters Fantasyland ({cards} cards): {hand} on top"): (
        "Fantasyland ({cards} Karten): oben {hand}"
    ),
    ("Naturals", "Six pairs"): "Sechs Paare",
    ("PlayErrors", "the hand has not started"): "Die Hand hat nicht begonnen",
    ("RulesHelp", "Fouls"): "Fouls (ungültige Boards)",
    ("RulesHelp", "Classic"): "Klassisch",
    (
        "RulesHelp",
        "While you play, the table marks a row that already beats anything the row below "
        "can still become: such a board will foul whatever cards come.",
    ): "Während des Spiels markiert der Tisch eine Reihe, die alles schlägt, was die Reihe "
    "darunter noch werden kann.",
    ("RulePresets", "Turbo 5-4-4"): "Turbo 5-4-4 (de)",
    ("GuidedHand", FOUL_WARNING): "<b>Dieses Board wird foulen</b>.",
}


def german(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return GERMAN.get((context, text), text)


def marked(context: str, text: str, disambiguation: str | None, n: int) -> str:
    """Every text visibly translated: '«' + text + '»'."""
    return f"«{text}»"


@pytest.fixture(autouse=True)
def no_translator() -> Iterator[None]:
    """Each test starts with no translator and leaves the one it found."""
    before = translate_module._translator
    set_translator(None)
    try:
        yield
    finally:
        set_translator(before)


@pytest.fixture
def in_german() -> None:
    set_translator(german)


@pytest.fixture
def all_marked() -> None:
    set_translator(marked)


FOULED = Board.parse("Qs Qd 7c", "Qh Qc 6s 5d 4h", "Ah Ad Ac 2s 2d")
FANTASY = Board.parse("Qs Qd 2c", "Ks Kd 3h 4h 5c", "As Ad Ac 7s 8d")


def test_without_a_translator_the_english_is_unchanged() -> None:
    assert translate("HandNames", "Royal flush") == "Royal flush"
    assert QT_TRANSLATE_NOOP("HandNames", "Royal flush") == "Royal flush"
    assert name_of(make_value(Category.FULL_HOUSE, [9, 4])) == "Full house, Nines over Fours"
    assert foul_reason(evaluate_board(FOULED, RuleSet())) == (
        "middle Pair of Queens is weaker than top Pair of Queens with a better kicker"
    )
    assert fantasyland_words(evaluate_board(FANTASY, RuleSet()), RuleSet()) == (
        "Enters Fantasyland (13 cards): Pair of Queens on top"
    )
    assert natural_name(NaturalKind.SIX_PAIRS) == "Six pairs"
    assert variant_name(Variant.CLASSIC) == "Classic"
    fouls = section_by_id(rules_sections(RuleSet()), "fouls")
    assert fouls.title == "Fouls"
    assert fouls.blocks[-1] == (
        "While you play, the table marks a row that already beats anything the row below "
        "can still become: such a board will foul whatever cards come."
    )


def test_hand_names_and_ranks_come_out_translated(in_german: None) -> None:
    assert name_of(make_value(Category.PAIR, [12, 9, 5, 2])) == "Paar Damen"
    assert name_of(make_value(Category.FULL_HOUSE, [9, 4])) == "Full House, Neunen über Vieren"
    assert name_of(make_value(Category.HIGH_CARD, [8, 5, 3])) == "Acht hoch"
    assert live_row_names(Board.parse("As Ac JK", "", ""), RuleSet(jokers_per_deck=1))[0] == (
        "Drilling, Asse"
    )
    assert evaluate_board(FANTASY, RuleSet()).names[0] == "Paar Damen"
    # untranslated texts fall back to the English
    assert name_of(make_value(Category.TWO_PAIR, [13, 3, 2])) == "Two pair, Kings and Threes"


def test_foul_reasons_and_fantasyland_words_come_out_translated(in_german: None) -> None:
    assert foul_reason(evaluate_board(FOULED, RuleSet())) == (
        "Mitte: Paar Damen ist schwächer als oben: Paar Damen mit besserem Beikarte"
    )
    assert fantasyland_words(evaluate_board(FANTASY, RuleSet()), RuleSet()) == (
        "Fantasyland (13 Karten): oben Paar Damen"
    )


def test_rule_errors_natural_names_and_presets_come_out_translated(in_german: None) -> None:
    hand = Hand(RuleSet(), ["Ann", "Bob"])
    with pytest.raises(OfcError, match="Die Hand hat nicht begonnen"):
        hand.verify_acting(0)
    assert natural_name("six_pairs") == "Sechs Paare"
    assert preset_label("Turbo 5-4-4") == "Turbo 5-4-4 (de)"
    assert preset_label("My own rules") == "My own rules"


def test_a_rules_help_paragraph_comes_out_translated(in_german: None) -> None:
    fouls = section_by_id(rules_sections(RuleSet()), "fouls")
    assert fouls.title == "Fouls (ungültige Boards)"
    last = fouls.blocks[-1]
    assert isinstance(last, str) and last.startswith("Während des Spiels markiert der Tisch")
    assert variant_name(Variant.CLASSIC) == "Klassisch"
    # constants keep their English: they are translated where they are shown
    assert VARIANT_NAMES[Variant.CLASSIC] == "Classic"


def test_the_guided_hand_comes_out_translated(in_german: None) -> None:
    assert foul_warning() == "<b>Dieses Board wird foulen</b>."
    assert FOUL_WARNING.startswith("<b>This board will foul</b>")


@pytest.mark.parametrize(
    "rules",
    [
        RuleSet(),
        RuleSet(variant=Variant.PINEAPPLE, jokers_per_deck=2, decks=2, shoot_the_moon=True),
        RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True, move_timer_seconds=30),
    ],
    ids=["classic", "pineapple-jokers", "chinese"],
)
def test_every_rules_help_text_goes_through_the_translator(
    all_marked: None, rules: RuleSet
) -> None:
    """Each paragraph, item, title, caption and header is a translated unit as a whole
    (only the rank labels of the royalty table and the numbers stay as they are)."""
    for section in rules_sections(rules):
        assert section.title.startswith("«") and section.title.endswith("»"), section.title
        for block in section.blocks:
            if isinstance(block, Table):
                cells = [block.caption] if block.caption else []
                cells += [block.headers[0], *(row[0] for row in block.rows)]
                for text in cells:
                    if not text.isdigit() and "–" not in text:
                        assert text.startswith("«"), text
            elif isinstance(block, Items):
                for item in block.items:
                    assert item.startswith("«") and item.endswith("»"), item
            else:
                assert block.startswith("«") and block.endswith("»"), block


def test_every_step_of_the_guided_hand_goes_through_the_translator(all_marked: None) -> None:
    for step in lesson_steps():
        assert step.text.startswith("«") and step.text.endswith("»"), step.text


# ----- every text can be found by pyside6-lupdate ---------------------------------------------


def _calls(path: Path) -> Iterator[tuple[str, ast.Call]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("translate", "QT_TRANSLATE_NOOP")
        ):
            yield node.func.id, node


def _literal(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


@pytest.mark.parametrize("package", ["core", "bots"])
def test_every_text_has_a_literal_context_and_a_literal_or_marked_text(package: str) -> None:
    found = 0
    for path in sorted((REPO / "ofc_desktop" / package).glob("*.py")):
        if path.name == "translate.py":
            continue
        for name, call in _calls(path):
            found += 1
            where = f"{path.name}:{call.lineno}"
            assert call.args and _literal(call.args[0]), f"{where}: context must be a literal"
            text = call.args[1]
            assert not isinstance(text, ast.JoinedStr), f"{where}: an f-string is never found"
            if name == "QT_TRANSLATE_NOOP":
                assert _literal(text), f"{where}: QT_TRANSLATE_NOOP marks a literal"
            elif not _literal(text):
                # a marked constant (or a table of them), translated at call time
                assert isinstance(text, ast.Name | ast.Subscript | ast.Attribute), where
    assert found > (100 if package == "core" else 5)


def test_a_translated_template_keeps_its_fields() -> None:
    """Templates are formatted after translation: a translation may move the fields."""
    set_translator(lambda c, t, d, n: "{ranks}: Paar" if t == "Pair of {ranks}" else t)
    assert name_of(make_value(Category.PAIR, [14, 5, 3])) == "Aces: Paar"
