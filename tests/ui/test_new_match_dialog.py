"""The new-match dialog, driven like a person: every table the rules allow can be set up
and only those (the message is the engine's own), names, bot levels, the match format,
presets and the seed (docs/rules.md §5, §9, §10)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialog
from pytestqt.qtbot import QtBot

from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.presets import RULE_PRESETS
from ofc_desktop.core.royalties import ROYALTY_PRESETS
from ofc_desktop.core.rules import (
    FantasylandCards,
    MatchLength,
    RuleSet,
    ScoringPreset,
    Variant,
)
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.dialogs.new_match_dialog import (
    CURRENT_SETTINGS,
    LAST_MATCH,
    NewMatchDialog,
    SeatRow,
)
from ofc_desktop.ui.models.options import AppSettings
from ofc_desktop.ui.models.setup import SeatSpec, TableSetup
from ofc_desktop.ui.models.words import sentence

DUPLICATE_NAMES = "Every player needs a different, non-empty name"


Make = Callable[..., NewMatchDialog]


@pytest.fixture
def make(qtbot: QtBot) -> Make:
    """Build a dialog (settings, last set-up) that the test owns."""

    def build(
        settings: AppSettings | None = None, last: TableSetup | None = None
    ) -> NewMatchDialog:
        dialog = NewMatchDialog(settings or AppSettings(), last)
        qtbot.addWidget(dialog)
        return dialog

    return build


def choose(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def choose_text(combo: QComboBox, text: str) -> None:
    index = combo.findText(text)
    assert index >= 0, text
    combo.setCurrentIndex(index)


def type_name(qtbot: QtBot, row: SeatRow, text: str) -> None:
    """Select the name and type over it, as a person would."""
    row.name_edit.setFocus()
    row.name_edit.selectAll()
    if text:
        qtbot.keyClicks(row.name_edit, text)
    else:
        QTest.keyClick(row.name_edit, Qt.Key.Key_Backspace)


def message(dialog: NewMatchDialog) -> str:
    return dialog.message_label.text()


# ----- every table the rules allow, and only those ---------------------------------------


@pytest.mark.parametrize("decks", [1, 2])
@pytest.mark.parametrize("variant", list(Variant))
def test_ok_exactly_when_the_engine_seats_the_players(
    make: Make, variant: Variant, decks: int
) -> None:
    dialog = make()
    choose(dialog.variant_combo, variant.value)
    choose(dialog.decks_combo, decks)
    for jokers in range(3):
        dialog.jokers_spin.setValue(jokers)
        for seats in range(1, 7):
            dialog.seats_spin.setValue(seats)
            engine = RuleSet(variant=variant, decks=decks, jokers_per_deck=jokers)
            try:
                engine.check_players(seats)
            except RulesError as error:
                assert not dialog.ok_button.isEnabled(), (jokers, seats)
                assert message(dialog) == sentence(str(error))  # shown as a sentence
                with pytest.raises(RulesError, match=r"seats at most|not enough cards"):
                    dialog.setup()
                continue
            assert dialog.ok_button.isEnabled(), (jokers, seats, message(dialog))
            assert message(dialog) == ""
            setup = dialog.setup()
            setup.check()
            assert (setup.rules.variant, setup.rules.decks, setup.rules.jokers_per_deck) == (
                variant,
                decks,
                jokers,
            )
            assert len(setup.seats) == seats


def test_four_at_single_deck_pineapple_asks_for_a_double_deck(
    make: Make,
) -> None:
    dialog = make()
    choose(dialog.variant_combo, "pineapple")
    dialog.seats_spin.setValue(4)
    assert "needs a double deck" in message(dialog)
    assert not dialog.ok_button.isEnabled()
    choose(dialog.decks_combo, 2)
    assert message(dialog) == "" and dialog.ok_button.isEnabled()


@pytest.mark.parametrize(
    ("variant", "decks", "jokers", "seats"),
    [
        (Variant.CLASSIC, 1, 0, 2),
        (Variant.PINEAPPLE, 2, 1, 5),
        (Variant.CHINESE, 1, 0, 4),
        (Variant.TURBO, 1, 2, 1),
    ],
)
def test_the_set_up_starts_a_real_match(
    make: Make, variant: Variant, decks: int, jokers: int, seats: int
) -> None:
    dialog = make()
    choose(dialog.variant_combo, variant.value)
    choose(dialog.decks_combo, decks)
    dialog.jokers_spin.setValue(jokers)
    dialog.seats_spin.setValue(seats)
    for row in dialog.seat_rows[1:seats]:
        choose(row.level_combo, "beginner")
    dialog.seed_edit.setText("7")
    setup = dialog.setup()
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    try:
        controller.new_match(setup)
        assert controller.match is not None and controller.hand is not None
        assert controller.match.rules == setup.rules
        assert controller.match.players == [seat.name for seat in setup.seats]
        assert controller.match.seed == 7
        assert controller.human_seats() == [0]
    finally:
        controller.shut_down()


# ----- seats: names and levels ------------------------------------------------------------


def test_human_names_are_editable(qtbot: QtBot, make: Make) -> None:
    dialog = make()
    dialog.seats_spin.setValue(3)
    choose(dialog.seat_rows[2].kind_combo, "human")
    type_name(qtbot, dialog.seat_rows[0], "  Zoe ")
    type_name(qtbot, dialog.seat_rows[2], "Max")
    assert dialog.ok_button.isEnabled()
    assert dialog.setup().seats == (
        SeatSpec("Zoe"),
        SeatSpec("Marlowe", "bot", "medium"),
        SeatSpec("Max"),
    )
    assert not dialog.seat_rows[1].name_edit.isEnabled()  # a computer's name is its persona
    # A human seat turned computer and back keeps the name typed.
    choose(dialog.seat_rows[2].kind_combo, "bot")
    assert dialog.seat_rows[2].name_edit.text() == "Marlowe 2"
    choose(dialog.seat_rows[2].kind_combo, "human")
    assert dialog.seat_rows[2].name_edit.text() == "Max"


@pytest.mark.parametrize("clash", ["Ann", "", "   ", "Marlowe"])
def test_duplicate_or_empty_names_are_refused(qtbot: QtBot, make: Make, clash: str) -> None:
    dialog = make()
    dialog.seats_spin.setValue(3)
    choose(dialog.seat_rows[2].kind_combo, "human")
    type_name(qtbot, dialog.seat_rows[0], "Ann")
    type_name(qtbot, dialog.seat_rows[2], clash)
    assert message(dialog) == DUPLICATE_NAMES
    assert not dialog.ok_button.isEnabled()
    type_name(qtbot, dialog.seat_rows[2], "Bea")
    assert message(dialog) == "" and dialog.ok_button.isEnabled()


def test_bot_levels_per_seat(make: Make) -> None:
    dialog = make()
    choose(dialog.decks_combo, 2)
    dialog.seats_spin.setValue(6)
    levels = ["beginner", "easy", "medium", "hard", "hard"]
    for row, level in zip(dialog.seat_rows[1:], levels, strict=True):
        choose(row.kind_combo, "bot")
        choose(row.level_combo, level)
    seats = dialog.setup().seats
    assert [(s.name, s.kind, s.level) for s in seats[1:]] == [
        ("Pip", "bot", "beginner"),
        ("Sunny", "bot", "easy"),
        ("Marlowe", "bot", "medium"),
        ("Vera", "bot", "hard"),
        ("Vera 2", "bot", "hard"),
    ]
    combo = dialog.seat_rows[4].level_combo
    assert combo.currentText() == "Hard — Vera"
    description = "Simulates hundreds of futures and plays the best against you."
    assert combo.itemData(combo.currentIndex(), Qt.ItemDataRole.ToolTipRole) == description
    assert combo.toolTip() == description
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Beginner — Pip",
        "Easy — Sunny",
        "Medium — Marlowe",
        "Hard — Vera",
        "Expert — Ingrid",
    ]


# ----- the match format -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("format_key", "value", "seats", "expected"),
    [
        ("hands", 7, 2, (MatchLength.HANDS, 7, 0)),
        ("orbits", 1, 3, (MatchLength.ORBIT, 0, 0)),
        ("orbits", 2, 3, (MatchLength.HANDS, 6, 0)),
        ("orbits", 4, 1, (MatchLength.HANDS, 4, 0)),
        ("points", 25, 2, (MatchLength.POINTS, 0, 25)),
        ("unlimited", None, 4, (MatchLength.UNLIMITED, 0, 0)),
        ("elimination", None, 3, (MatchLength.ELIMINATION, 0, 0)),
    ],
)
def test_match_format_sets_the_rules(
    make: Make,
    format_key: str,
    value: int | None,
    seats: int,
    expected: tuple[MatchLength, int, int],
) -> None:
    dialog = make()
    dialog.seats_spin.setValue(seats)
    choose(dialog.format_combo, format_key)
    spin = {
        "hands": dialog.hands_spin,
        "orbits": dialog.orbits_spin,
        "points": dialog.points_spin,
    }.get(format_key)
    if spin is not None and value is not None:
        assert (
            dialog.length_stack.currentWidget().isAncestorOf(spin)
            or dialog.length_stack.currentWidget() is spin
        )
        spin.setValue(value)
    rules = dialog.setup().rules
    assert (rules.match_length, rules.match_hands, rules.match_points) == expected


def test_orbits_follow_the_seat_count(make: Make) -> None:
    dialog = make()
    choose(dialog.format_combo, "orbits")
    dialog.orbits_spin.setValue(2)
    dialog.seats_spin.setValue(4)
    assert dialog.setup().rules.match_hands == 8
    assert dialog.orbits_note.text().startswith("= 8 hands")


def test_elimination_needs_two_players(make: Make) -> None:
    dialog = make()
    choose(dialog.format_combo, "elimination")
    dialog.seats_spin.setValue(1)
    assert message(dialog).startswith("Elimination needs at least two players")
    assert not dialog.ok_button.isEnabled()


# ----- presets ----------------------------------------------------------------------------


def test_the_preset_list(make: Make) -> None:
    settings = AppSettings().with_preset("Club night", RuleSet(scoring=ScoringPreset.ONE_FOUR))
    dialog = make(settings)
    names = [dialog.preset_combo.itemText(i) for i in range(dialog.preset_combo.count())]
    assert names == [CURRENT_SETTINGS, *RULE_PRESETS, "Club night (yours)"]
    assert dialog.preset_combo.currentText() == CURRENT_SETTINGS


def test_a_preset_carries_its_other_fields(make: Make) -> None:
    dialog = make()
    choose(dialog.format_combo, "points")
    dialog.points_spin.setValue(30)
    choose_text(dialog.preset_combo, "Flat 20 for top trips")
    rules = dialog.setup().rules
    assert rules.royalty_table == ROYALTY_PRESETS["flat_top_trips_20"]
    assert rules.royalty_preset == "flat_top_trips_20"
    assert (rules.match_length, rules.match_points) == (MatchLength.POINTS, 30)
    # The dialog's variant overrides the preset's; the royalty table stays.
    choose(dialog.variant_combo, "turbo")
    rules = dialog.setup().rules
    assert rules.variant is Variant.TURBO and rules.royalty_preset == "flat_top_trips_20"


def test_a_preset_shows_its_variant_and_deck(make: Make) -> None:
    dialog = make()
    choose_text(dialog.preset_combo, "Double deck (AA+ Fantasyland)")
    assert dialog.decks_combo.currentData() == 2
    assert dialog.setup().rules.fantasyland_entry == "AA"
    choose_text(dialog.preset_combo, "Progressive Pineapple")
    assert dialog.variant_combo.currentData() == "pineapple"
    assert dialog.decks_combo.currentData() == 1
    assert dialog.setup().rules.fantasyland_cards is FantasylandCards.PROGRESSIVE
    # Progressive Fantasyland is a Pineapple rule: Classic falls back to the standard deal.
    choose(dialog.variant_combo, "classic")
    assert dialog.ok_button.isEnabled()
    assert dialog.setup().rules.fantasyland_cards is FantasylandCards.STANDARD


def test_current_settings_and_own_presets(make: Make) -> None:
    own = RuleSet(scoring=ScoringPreset.TWO_FOUR, shoot_the_moon=True)
    settings = AppSettings(rules=RuleSet(move_timer_seconds=120, point_value=5.0))
    dialog = make(settings.with_preset("Moon", own))
    rules = dialog.setup().rules
    assert (rules.move_timer_seconds, rules.point_value) == (120, 5.0)
    choose_text(dialog.preset_combo, "Moon (yours)")
    rules = dialog.setup().rules
    assert rules.scoring is ScoringPreset.TWO_FOUR and rules.shoot_the_moon


def test_chinese_poker_turns_naturals_and_surrender_on(make: Make) -> None:
    dialog = make()
    choose(dialog.variant_combo, "chinese")
    rules = dialog.setup().rules
    assert rules.naturals and rules.surrender and not rules.fantasyland
    choose(dialog.variant_combo, "classic")
    rules = dialog.setup().rules
    assert not (rules.naturals or rules.surrender) and rules.fantasyland


def test_a_chinese_preset_may_leave_naturals_off(make: Make) -> None:
    dialog = make(AppSettings(rules=RuleSet(variant=Variant.CHINESE)))
    assert dialog.variant_combo.currentData() == "chinese"
    rules = dialog.setup().rules
    assert not rules.naturals and not rules.surrender
    choose_text(dialog.preset_combo, "Chinese poker with naturals")
    assert dialog.setup().rules.naturals


# ----- the seed, the last set-up, and asking -----------------------------------------------


def test_the_seed(qtbot: QtBot, make: Make) -> None:
    dialog = make()
    assert dialog.setup().seed is None  # empty means random
    qtbot.keyClicks(dialog.seed_edit, "12a3x4")  # only digits are taken
    assert dialog.seed_edit.text() == "1234"
    assert dialog.setup().seed == 1234
    dialog.seed_edit.clear()
    assert dialog.setup().seed is None


def test_the_last_set_up_comes_back(make: Make) -> None:
    rules = RuleSet(
        variant=Variant.PINEAPPLE,
        decks=2,
        jokers_per_deck=1,
        royalty_preset="flat_top_trips_20",
        match_length=MatchLength.POINTS,
        match_points=40,
    )
    last = TableSetup(
        rules,
        (
            SeatSpec("Zoe"),
            SeatSpec("Vera", "bot", "hard"),
            SeatSpec("Pip", "bot", "beginner"),
            SeatSpec("Max"),
            SeatSpec("Vera 2", "bot", "hard"),
        ),
        seed=99,
    )
    dialog = make(AppSettings(), last)
    # The rules in Settings come first; the last match's rules are one pick away.
    assert dialog.preset_combo.currentText() == CURRENT_SETTINGS
    assert dialog.seats_spin.value() == 5
    assert dialog.rules() == AppSettings().rules
    assert not dialog.ok_button.isEnabled()  # single-deck Classic cannot seat five
    choose_text(dialog.preset_combo, LAST_MATCH)
    assert dialog.setup() == replace(last, seed=None)  # new cards, unless asked for
    dialog.same_deals_check.setChecked(True)
    assert dialog.setup() == last


def test_the_last_matchs_deals_come_back_only_when_asked_for(qtbot: QtBot, make: Make) -> None:
    last = TableSetup(RuleSet(), (SeatSpec("Zoe"), SeatSpec("Marlowe", "bot")), seed=4321)
    dialog = make(AppSettings(), last)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.seed_edit.text() == "" and dialog.setup().seed is None
    assert dialog.same_deals_check.isEnabled() and not dialog.same_deals_check.isChecked()
    qtbot.mouseClick(dialog.same_deals_check, Qt.MouseButton.LeftButton)
    assert dialog.seed_edit.text() == "4321" and dialog.setup().seed == 4321
    qtbot.keyClicks(dialog.seed_edit, "9")  # another seed: no longer the last match's
    assert not dialog.same_deals_check.isChecked() and dialog.setup().seed == 43219
    dialog.seed_edit.clear()
    qtbot.keyClicks(dialog.seed_edit, "4321")
    assert dialog.same_deals_check.isChecked()
    qtbot.mouseClick(dialog.same_deals_check, Qt.MouseButton.LeftButton)
    assert dialog.seed_edit.text() == "" and dialog.setup().seed is None


def test_without_a_last_match_there_are_no_deals_to_repeat(make: Make) -> None:
    dialog = make()
    assert not dialog.same_deals_check.isEnabled()
    assert dialog.setup().seed is None


@pytest.mark.parametrize("accept", [True, False])
def test_ask(qtbot: QtBot, accept: bool) -> None:
    seen: list[QDialog] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewMatchDialog)
        seen.append(dialog)
        dialog.seats_spin.setValue(3)
        (dialog.ok_button.click if accept else dialog.reject)()

    QTimer.singleShot(0, answer)
    result = NewMatchDialog.ask(None, AppSettings(), None)
    assert len(seen) == 1
    if accept:
        assert result is not None and len(result.seats) == 3
    else:
        assert result is None
