"""The settings dialog: every rule and table option round-trips, every control changes
its field, RuleSet's own message keeps a bad combination from being accepted, the
royalty editor pays what it says, and rule presets are saved, loaded and deleted."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import fields
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QDialogButtonBox, QSpinBox
from pytestqt.qtbot import QtBot

from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.presets import RULE_PRESETS
from ofc_desktop.core.rows import Row
from ofc_desktop.core.royalties import (
    FLAT_TOP_TRIPS_ROYALTIES,
    MAX_ROYALTY,
    STANDARD_ROYALTIES,
    RoyaltyTable,
)
from ofc_desktop.core.rules import (
    FantasylandCards,
    JokerMode,
    MatchLength,
    RoyaltySettlement,
    RuleSet,
    ScoringPreset,
    StakePair,
    Variant,
)
from ofc_desktop.core.scoring import settle_hand
from ofc_desktop.ui.dialogs.settings_dialog import SettingsDialog
from ofc_desktop.ui.models.options import AppSettings, TableOptions
from ofc_desktop.ui.models.royalty_model import NOT_PAID, RoyaltyTableModel

CUSTOM_TABLE = RoyaltyTable.from_dict({"top_pairs": {"6": 2}, "middle": {"flush": 9}})


@pytest.fixture
def open_dialog(qtbot: QtBot) -> Iterator[Callable[[AppSettings], SettingsDialog]]:
    def make(settings: AppSettings) -> SettingsDialog:
        dialog = SettingsDialog(settings)
        dialog.ask_before_discarding = False  # the questions are tested on their own
        qtbot.addWidget(dialog)
        return dialog

    yield make


def press_ok(dialog: SettingsDialog) -> None:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def accepted(dialog: SettingsDialog) -> AppSettings:
    press_ok(dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error_label.text()
    return dialog.result_settings()


def pick(box: QComboBox, value: str) -> None:
    """Choose an item the way a player would: by its position in the list."""
    index = box.findData(value)
    assert index >= 0, value
    box.setCurrentIndex(index)


# ----- round trips --------------------------------------------------------------------

ROUND_TRIP_RULES = [
    RuleSet(
        variant=Variant.PINEAPPLE,
        decks=2,
        jokers_per_deck=2,
        scoring=ScoringPreset.CUSTOM,
        custom_row_points=2,
        custom_scoop_bonus=5,
        royalty_preset="flat_top_trips_20",
        royalty_settlement=RoyaltySettlement.ROW_WINNER,
        joker_mode=JokerMode.ROW_MAX,
        jokers_count_for_fantasyland=False,
        shoot_the_moon=True,
        fantasyland_entry="KK",
        fantasyland_cards=FantasylandCards.PROGRESSIVE,
        fantasyland_sets="last",
        stay_top_trips=False,
        stay_middle_full_house=True,
        stay_bottom_quads=False,
        button_moves_on_fantasyland=True,
        point_value=2.5,
        stakes=(StakePair(("Ann", "Bob"), 10.0), StakePair(("Dana", "Eli"), 0.5)),
        match_length=MatchLength.HANDS,
        match_hands=12,
        move_timer_seconds=45,
        time_bank_seconds=90,
    ),
    RuleSet(
        fantasyland=False,
        fantasyland_cards=FantasylandCards.VARIABLE,
        stay_middle_full_house=False,
        scoring=ScoringPreset.ONE_FOUR,
        custom_row_points=7,
        custom_scoop_bonus=0,
        royalty_table=CUSTOM_TABLE,
        match_length=MatchLength.ELIMINATION,
        match_hands=5,
        move_timer_seconds=120,
        point_value=1 / 3,
        stakes=(StakePair(("Gus", "Hana"), 10),),
    ),
    RuleSet(
        variant=Variant.CHINESE,
        naturals=True,
        surrender=True,
        closed_bonuses=True,
        scoring=ScoringPreset.TWO_FOUR,
        fantasyland_entry="AA",
        match_length=MatchLength.UNLIMITED,
        move_timer_seconds=300,
        time_bank_seconds=36_000,
    ),
    RuleSet(
        variant=Variant.TURBO,
        royalty_preset="custom",
        point_value=0.001,
        move_timer_seconds=3600,
        match_length=MatchLength.POINTS,
        match_points=250,
    ),
    RuleSet(
        variant=Variant.PINEAPPLE,
        fantasyland=False,
        stay_middle_full_house=False,
        jokers_per_deck=1,
        royalty_table=FLAT_TOP_TRIPS_ROYALTIES,
    ),
]


def test_round_trip_cases_cover_every_rule_field() -> None:
    default = RuleSet()
    untouched = [
        f.name
        for f in fields(RuleSet)
        if all(getattr(rules, f.name) == getattr(default, f.name) for rules in ROUND_TRIP_RULES)
    ]
    assert untouched == []


def test_every_rule_field_is_on_some_page(open_dialog: Callable[..., SettingsDialog]) -> None:
    dialog = open_dialog(AppSettings())
    shown: list[str] = []
    for page in dialog.rule_pages:
        shown.extend(page.rule_values())
    assert sorted(shown) == sorted(f.name for f in fields(RuleSet))


def test_defaults_ok_gives_equal_settings(open_dialog: Callable[..., SettingsDialog]) -> None:
    settings = AppSettings()
    assert accepted(open_dialog(settings)) == settings


@pytest.mark.parametrize("rules", ROUND_TRIP_RULES, ids=range(len(ROUND_TRIP_RULES)))
def test_rules_round_trip_unchanged(
    open_dialog: Callable[..., SettingsDialog], rules: RuleSet
) -> None:
    settings = AppSettings(rules=rules)
    result = accepted(open_dialog(settings))
    assert result.rules == rules
    assert result.rules.to_dict() == rules.to_dict()
    assert result.rules.point_value == rules.point_value  # exact, not the spin box's 2 places
    assert result == settings


def test_each_page_saves_onto_a_copy(open_dialog: Callable[..., SettingsDialog]) -> None:
    settings = AppSettings(rules=ROUND_TRIP_RULES[0], options=TableOptions(card_back="red"))
    dialog = open_dialog(settings)
    for page in dialog.pages:
        saved = page.save(settings)
        assert saved == settings
        assert saved is not settings


def test_table_options_round_trip(open_dialog: Callable[..., SettingsDialog]) -> None:
    options = TableOptions(
        placement_mode="drag",
        four_colour_deck=True,
        card_back="green",
        animation="off",
        confirm_certain_foul=False,
    )
    settings = AppSettings(options=options)
    assert accepted(open_dialog(settings)) == settings


@pytest.mark.parametrize("confirms", [False, True])
def test_the_play_for_me_option_is_kept_by_the_dialog(
    open_dialog: Callable[..., SettingsDialog], confirms: bool
) -> None:
    dialog = open_dialog(AppSettings(options=TableOptions(play_for_me_confirms=confirms)))
    assert accepted(dialog).options.play_for_me_confirms is confirms
    dialog = open_dialog(AppSettings(options=TableOptions(play_for_me_confirms=confirms)))
    dialog.timers_page.play_for_me_confirms.click()  # ticked or cleared like a player
    assert accepted(dialog).options.play_for_me_confirms is not confirms


# ----- every control, changed like a player ---------------------------------------------

Edit = Callable[[SettingsDialog], None]
Check = Callable[[AppSettings], bool]


def _add_stake(dialog: SettingsDialog) -> None:
    page = dialog.scoring_page
    page.add_stake.click()
    page.add_stake.click()
    for row, texts in enumerate((("Ann", "Bob", "x10"), ("Dana", "Eli", "2.5"))):
        for column, text in enumerate(texts):
            item = page.stakes.item(row, column)
            assert item is not None
            item.setText(text)


def _remove_stake(dialog: SettingsDialog) -> None:
    page = dialog.scoring_page
    page.stakes.setCurrentCell(0, 0)
    page.remove_stake.click()


def _custom_timer(dialog: SettingsDialog) -> None:
    pick(dialog.timers_page.move_timer, "custom")
    dialog.timers_page.custom_seconds.setValue(45)


def _custom_scoring(dialog: SettingsDialog) -> None:
    pick(dialog.scoring_page.scoring, "custom")
    dialog.scoring_page.row_points.setValue(2)
    dialog.scoring_page.scoop_bonus.setValue(5)


def _hands(dialog: SettingsDialog) -> None:
    pick(dialog.game_page.match_length, "hands")
    assert dialog.game_page.match_hands.isEnabled()
    dialog.game_page.match_hands.setValue(7)


def _points(dialog: SettingsDialog) -> None:
    pick(dialog.game_page.match_length, "points")
    assert dialog.game_page.match_target.currentWidget() is dialog.game_page.match_points
    assert dialog.game_page.match_points.value() == 50
    dialog.game_page.match_points.setValue(75)


JOKERS = RuleSet(jokers_per_deck=1)
CHINESE = RuleSet(variant=Variant.CHINESE)
STAKES = RuleSet(stakes=(StakePair(("Ann", "Bob"), 10.0), StakePair(("Dana", "Eli"), 3.0)))
CONTROL_EDITS: list[tuple[str, RuleSet, Edit, Check]] = [
    (
        "variant",
        RuleSet(),
        lambda d: pick(d.game_page.variant, "turbo"),
        lambda s: s.rules.variant is Variant.TURBO,
    ),
    ("decks", RuleSet(), lambda d: d.game_page.decks.setValue(2), lambda s: s.rules.decks == 2),
    (
        "jokers",
        RuleSet(),
        lambda d: d.game_page.jokers.setValue(2),
        lambda s: s.rules.jokers_per_deck == 2,
    ),
    (
        "joker mode",
        JOKERS,
        lambda d: pick(d.game_page.joker_mode, "row_max"),
        lambda s: s.rules.joker_mode is JokerMode.ROW_MAX,
    ),
    (
        "match hands",
        RuleSet(),
        _hands,
        lambda s: s.rules.match_length is MatchLength.HANDS and s.rules.match_hands == 7,
    ),
    (
        "points target",
        RuleSet(),
        _points,
        lambda s: s.rules.match_length is MatchLength.POINTS and s.rules.match_points == 75,
    ),
    (
        "unlimited",
        RuleSet(),
        lambda d: pick(d.game_page.match_length, "unlimited"),
        lambda s: s.rules.match_length is MatchLength.UNLIMITED,
    ),
    (
        "elimination",
        RuleSet(),
        lambda d: pick(d.game_page.match_length, "elimination"),
        lambda s: s.rules.match_length is MatchLength.ELIMINATION,
    ),
    (
        "orbit",
        RuleSet(match_length=MatchLength.UNLIMITED),
        lambda d: pick(d.game_page.match_length, "orbit"),
        lambda s: s.rules.match_length is MatchLength.ORBIT,
    ),
    (
        "button",
        RuleSet(),
        lambda d: d.game_page.button_moves.setChecked(True),
        lambda s: s.rules.button_moves_on_fantasyland,
    ),
    (
        "scoring 1-4",
        RuleSet(),
        lambda d: pick(d.scoring_page.scoring, "1-4"),
        lambda s: s.rules.scoring is ScoringPreset.ONE_FOUR and s.rules.scoop_value == 4,
    ),
    (
        "scoring 2-4",
        RuleSet(),
        lambda d: pick(d.scoring_page.scoring, "2-4"),
        lambda s: s.rules.scoring is ScoringPreset.TWO_FOUR and s.rules.majority_bonus == 1,
    ),
    (
        "scoring 1-6",
        RuleSet(scoring=ScoringPreset.ONE_FOUR),
        lambda d: pick(d.scoring_page.scoring, "1-6"),
        lambda s: s.rules.scoring is ScoringPreset.ONE_SIX,
    ),
    (
        "custom scoring",
        RuleSet(),
        _custom_scoring,
        lambda s: (
            (s.rules.scoring, s.rules.row_points, s.rules.scoop_bonus)
            == (ScoringPreset.CUSTOM, 2, 5)
        ),
    ),
    (
        "settlement",
        RuleSet(),
        lambda d: pick(d.scoring_page.settlement, "row_winner"),
        lambda s: s.rules.royalty_settlement is RoyaltySettlement.ROW_WINNER,
    ),
    (
        "point value",
        RuleSet(),
        lambda d: d.scoring_page.point_value.setValue(2.5),
        lambda s: s.rules.point_value == 2.5,
    ),
    (
        "add stakes",
        RuleSet(),
        _add_stake,
        lambda s: (
            s.rules.stakes == (StakePair(("Ann", "Bob"), 10.0), StakePair(("Dana", "Eli"), 2.5))
        ),
    ),
    (
        "remove stake",
        STAKES,
        _remove_stake,
        lambda s: s.rules.stakes == (StakePair(("Dana", "Eli"), 3.0),),
    ),
    (
        "flat royalties",
        RuleSet(),
        lambda d: pick(d.royalties_page.preset, "flat_top_trips_20"),
        lambda s: (
            s.rules.royalty_preset == "flat_top_trips_20"
            and s.rules.royalty_table == FLAT_TOP_TRIPS_ROYALTIES
        ),
    ),
    (
        "standard royalties",
        RuleSet(royalty_table=CUSTOM_TABLE),
        lambda d: pick(d.royalties_page.preset, "standard"),
        lambda s: (
            s.rules.royalty_preset == "standard" and s.rules.royalty_table == STANDARD_ROYALTIES
        ),
    ),
    (
        "reset royalties",
        RuleSet(royalty_table=CUSTOM_TABLE),
        lambda d: d.royalties_page.reset_button.click(),
        lambda s: (
            s.rules.royalty_preset == "standard" and s.rules.royalty_table == STANDARD_ROYALTIES
        ),
    ),
    (
        "moon",
        RuleSet(),
        lambda d: d.fouls_page.shoot_the_moon.setChecked(True),
        lambda s: s.rules.shoot_the_moon,
    ),
    (
        "fantasyland off",
        RuleSet(),
        lambda d: d.fantasyland_page.fantasyland.setChecked(False),
        lambda s: s.rules.fantasyland is False,
    ),
    (
        "fantasyland on",
        RuleSet(fantasyland=False),
        lambda d: d.fantasyland_page.fantasyland.setChecked(True),
        lambda s: s.rules.fantasyland is True,
    ),
    (
        "entry KK",
        RuleSet(),
        lambda d: pick(d.fantasyland_page.entry, "KK"),
        lambda s: s.rules.fantasyland_entry == "KK",
    ),
    (
        "entry AA",
        RuleSet(),
        lambda d: pick(d.fantasyland_page.entry, "AA"),
        lambda s: s.rules.fantasyland_entry == "AA",
    ),
    (
        "variable cards",
        RuleSet(),
        lambda d: pick(d.fantasyland_page.cards, "variable"),
        lambda s: s.rules.fantasyland_cards is FantasylandCards.VARIABLE,
    ),
    (
        "progressive cards",
        RuleSet(variant=Variant.PINEAPPLE),
        lambda d: pick(d.fantasyland_page.cards, "progressive"),
        lambda s: s.rules.fantasyland_cards is FantasylandCards.PROGRESSIVE,
    ),
    (
        "standard cards",
        RuleSet(fantasyland_cards=FantasylandCards.VARIABLE),
        lambda d: pick(d.fantasyland_page.cards, "standard"),
        lambda s: s.rules.fantasyland_cards is FantasylandCards.STANDARD,
    ),
    (
        "Fantasyland sets last",
        RuleSet(),
        lambda d: pick(d.fantasyland_page.sets, "last"),
        lambda s: s.rules.fantasyland_sets == "last",
    ),
    (
        "Fantasyland sets at the start",
        RuleSet(fantasyland_sets="last"),
        lambda d: pick(d.fantasyland_page.sets, "start"),
        lambda s: s.rules.fantasyland_sets == "start",
    ),
    (
        "stay top",
        RuleSet(),
        lambda d: d.fantasyland_page.stay_top_trips.setChecked(False),
        lambda s: not s.rules.stay_top_trips,
    ),
    (
        "stay middle",
        RuleSet(),
        lambda d: d.fantasyland_page.stay_middle_full_house.setChecked(False),
        lambda s: not s.rules.stay_middle_full_house,
    ),
    (
        "stay bottom",
        RuleSet(),
        lambda d: d.fantasyland_page.stay_bottom_quads.setChecked(False),
        lambda s: not s.rules.stay_bottom_quads,
    ),
    (
        "jokers count",
        JOKERS,
        lambda d: d.fantasyland_page.jokers_count.setChecked(False),
        lambda s: not s.rules.jokers_count_for_fantasyland,
    ),
    (
        "naturals",
        CHINESE,
        lambda d: d.chinese_page.naturals.setChecked(True),
        lambda s: s.rules.naturals,
    ),
    (
        "surrender",
        CHINESE,
        lambda d: d.chinese_page.surrender.setChecked(True),
        lambda s: s.rules.surrender,
    ),
    (
        "closed bonuses",
        CHINESE,
        lambda d: d.chinese_page.closed_bonuses.setChecked(True),
        lambda s: s.rules.closed_bonuses,
    ),
    (
        "timer 2 min",
        RuleSet(),
        lambda d: pick(d.timers_page.move_timer, "120"),
        lambda s: s.rules.move_timer_seconds == 120,
    ),
    (
        "timer 5 min",
        RuleSet(),
        lambda d: pick(d.timers_page.move_timer, "300"),
        lambda s: s.rules.move_timer_seconds == 300,
    ),
    ("timer custom", RuleSet(), _custom_timer, lambda s: s.rules.move_timer_seconds == 45),
    (
        "timer off",
        RuleSet(move_timer_seconds=45),
        lambda d: pick(d.timers_page.move_timer, "off"),
        lambda s: s.rules.move_timer_seconds == 0,
    ),
    (
        "time bank",
        RuleSet(),
        lambda d: d.timers_page.time_bank.setValue(90),
        lambda s: s.rules.time_bank_seconds == 90,
    ),
    (
        "placement",
        RuleSet(),
        lambda d: pick(d.table_page.placement_mode, "click"),
        lambda s: s.options.placement_mode == "click",
    ),
    (
        "four colours",
        RuleSet(),
        lambda d: d.table_page.four_colour_deck.setChecked(True),
        lambda s: s.options.four_colour_deck,
    ),
    (
        "card back",
        RuleSet(),
        lambda d: pick(d.table_page.card_back, "red"),
        lambda s: s.options.card_back == "red",
    ),
    (
        "animation",
        RuleSet(),
        lambda d: pick(d.table_page.animation, "slow"),
        lambda s: s.options.animation == "slow" and s.options.animation_ms == 350,
    ),
    (
        "confirm foul",
        RuleSet(),
        lambda d: d.table_page.confirm_certain_foul.setChecked(False),
        lambda s: not s.options.confirm_certain_foul,
    ),
    ("hints", RuleSet(), lambda d: d.table_page.hints.setChecked(True), lambda s: s.options.hints),
    (
        "foul odds",
        RuleSet(),
        lambda d: d.table_page.foul_odds.setChecked(True),
        lambda s: s.options.foul_odds,
    ),
    (
        "row prospects",
        RuleSet(),
        lambda d: d.table_page.row_prospects.setChecked(True),
        lambda s: s.options.row_prospects,
    ),
]


@pytest.mark.parametrize(
    ("name", "rules", "edit", "check"), CONTROL_EDITS, ids=[case[0] for case in CONTROL_EDITS]
)
def test_each_control_changes_its_setting(
    open_dialog: Callable[..., SettingsDialog], name: str, rules: RuleSet, edit: Edit, check: Check
) -> None:
    settings = AppSettings(rules=rules)
    dialog = open_dialog(settings)
    edit(dialog)
    result = accepted(dialog)
    assert check(result), name
    assert result != settings
    assert dialog.result_settings() is result


def test_changed_is_emitted_on_edits_but_not_on_load(
    qtbot: QtBot, open_dialog: Callable[..., SettingsDialog]
) -> None:
    dialog = open_dialog(AppSettings())
    with qtbot.waitSignal(dialog.scoring_page.changed, timeout=1000):
        dialog.scoring_page.point_value.setValue(3)
    with qtbot.waitSignal(dialog.royalties_page.changed, timeout=1000):
        dialog.royalties_page.model.setData(
            dialog.royalties_page.model.cell_index("Flush", "bottom"), 5
        )
    for page in dialog.pages:
        with qtbot.assertNotEmitted(page.changed):
            page.load(
                AppSettings(rules=ROUND_TRIP_RULES[0], options=TableOptions(card_back="green"))
            )


# ----- cancel, and the static helper ----------------------------------------------------


def test_cancel_changes_nothing(open_dialog: Callable[..., SettingsDialog]) -> None:
    settings = AppSettings(rules=ROUND_TRIP_RULES[1]).with_preset("Mine", RuleSet())
    before = (settings.rules.to_dict(), settings.options, dict(settings.presets))
    dialog = open_dialog(settings)
    dialog.game_page.decks.setValue(2)
    pick(dialog.table_page.card_back, "red")
    dialog.ask_preset_name = lambda: "Another"  # type: ignore[method-assign]
    dialog.save_preset_as()
    QTest.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton
    )
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.result_settings() is settings
    assert (settings.rules.to_dict(), settings.options, dict(settings.presets)) == before


def _answer_dialog(qtbot: QtBot, answer: Callable[[SettingsDialog], None]) -> None:
    """Once the modal dialog runs, let ``answer`` act on it."""

    def act() -> None:
        found = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, SettingsDialog) and w.isVisible()
        ]
        if not found:
            QTimer.singleShot(10, act)
            return
        found[0].ask_before_discarding = False  # the questions are tested on their own
        answer(found[0])

    QTimer.singleShot(0, act)


def test_edit_returns_none_on_cancel(qtbot: QtBot) -> None:
    settings = AppSettings(rules=ROUND_TRIP_RULES[2])

    def cancel(dialog: SettingsDialog) -> None:
        dialog.game_page.decks.setValue(2)
        dialog.reject()

    _answer_dialog(qtbot, cancel)
    assert SettingsDialog.edit(None, settings) is None


def test_edit_returns_new_settings_on_ok(qtbot: QtBot) -> None:
    settings = AppSettings()

    def change_and_accept(dialog: SettingsDialog) -> None:
        pick(dialog.game_page.variant, "pineapple")
        press_ok(dialog)

    _answer_dialog(qtbot, change_and_accept)
    result = SettingsDialog.edit(None, settings)
    assert result is not None and result is not settings
    assert result.rules == RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.UNLIMITED)
    assert settings == AppSettings()


# ----- a combination RuleSet rejects ----------------------------------------------------


def test_invalid_combination_shows_rulesets_message_and_stays_open(
    open_dialog: Callable[..., SettingsDialog],
) -> None:
    dialog = open_dialog(AppSettings())
    pick(dialog.fantasyland_page.cards, "progressive")
    with pytest.raises(RulesError) as raised:
        RuleSet(fantasyland_cards=FantasylandCards.PROGRESSIVE)
    press_ok(dialog)
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert not dialog.error_label.isHidden()
    assert str(raised.value).lower() in dialog.error_label.text().lower()
    assert dialog.result_settings() == AppSettings()
    # choosing Pineapple makes the same cards legal; the message goes with the edit
    pick(dialog.game_page.variant, "pineapple")
    assert dialog.error_label.isHidden()
    result = accepted(dialog)
    assert result.rules == RuleSet(
        variant=Variant.PINEAPPLE,
        fantasyland_cards=FantasylandCards.PROGRESSIVE,
        match_length=MatchLength.UNLIMITED,
    )


def test_a_stake_that_is_no_number_gets_rulesets_message(
    open_dialog: Callable[..., SettingsDialog],
) -> None:
    dialog = open_dialog(AppSettings())
    page = dialog.scoring_page
    page.add_stake_row("Ann", "Bob", "lots")
    press_ok(dialog)
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "multiplier must be a positive number, got 'lots'" in dialog.error_label.text()
    page.add_stake_row("Bob", "Ann", "2")
    page.stakes.setCurrentCell(0, 0)
    page.remove_stake.click()
    assert accepted(dialog).rules.stakes == (StakePair(("Bob", "Ann"), 2.0),)


def test_a_pair_row_added_and_left_without_names_is_no_stake(
    open_dialog: Callable[..., SettingsDialog],
) -> None:
    dialog = open_dialog(AppSettings())
    page = dialog.scoring_page
    QTest.mouseClick(page.add_stake, Qt.MouseButton.LeftButton)  # a row: "", "", "1"
    assert page.stakes.rowCount() == 1
    assert accepted(dialog).rules.stakes == ()  # no error naming an empty pair


def test_a_number_of_hands_needs_one_or_more(open_dialog: Callable[..., SettingsDialog]) -> None:
    dialog = open_dialog(AppSettings(rules=RuleSet(jokers_per_deck=1)))
    pick(dialog.game_page.match_length, "hands")
    dialog.game_page.match_hands.setValue(0)
    press_ok(dialog)
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "match_hands of 1 or more" in dialog.error_label.text()


def test_variant_change_carries_the_dependent_defaults(
    open_dialog: Callable[..., SettingsDialog],
) -> None:
    dialog = open_dialog(AppSettings())
    pick(dialog.game_page.variant, "chinese")
    assert not dialog.fantasyland_page.fantasyland.isChecked()
    dialog.chinese_page.naturals.setChecked(True)
    assert accepted(dialog).rules == RuleSet(
        variant=Variant.CHINESE, naturals=True, match_length=MatchLength.UNLIMITED
    )

    dialog = open_dialog(AppSettings(rules=RULE_PRESETS["Chinese poker with naturals"]))
    pick(dialog.game_page.variant, "pineapple")
    assert not dialog.chinese_page.naturals.isChecked()
    assert dialog.fantasyland_page.fantasyland.isChecked()
    assert not dialog.fantasyland_page.stay_middle_full_house.isChecked()
    assert accepted(dialog).rules == RuleSet(variant=Variant.PINEAPPLE)

    dialog = open_dialog(AppSettings(rules=RULE_PRESETS["Progressive Pineapple"]))
    pick(dialog.game_page.variant, "classic")
    assert accepted(dialog).rules == RuleSet()


# ----- the royalty editor -----------------------------------------------------------------


def _top_queens_settlement(rules: RuleSet) -> int:
    """Ann scoops Bob with QQ on top and a full house on the bottom."""
    ann = Board.parse("Qs Qd 7c", "Kh Kc 6s 5d 4h", "Ah Ad Ac 2s 2d")
    bob = Board.parse("2c 3c 5h", "6c 7d 9d Jh 3s", "8c 8d Th Tc 4s")
    entries = [("Ann", evaluate_board(ann, rules)), ("Bob", evaluate_board(bob, rules))]
    return settle_hand(entries, rules).total("Ann")


def test_royalty_cell_edited_through_the_model_pays(
    open_dialog: Callable[..., SettingsDialog],
) -> None:
    dialog = open_dialog(AppSettings())
    dialog.show_page("Royalties")
    model = dialog.royalties_page.view.model()
    assert isinstance(model, RoyaltyTableModel)
    assert model.setData(model.cell_index("Pair QQ", "top"), 15)
    assert dialog.royalties_page.preset.currentData() == "custom"
    rules = accepted(dialog).rules
    assert rules.royalty_preset == "custom"
    assert rules.royalty_table.top_pairs[12 - 2] == 15
    top = evaluate_board(Board.parse("Qs Qd 7c", "Kh Kc 6s 5d 4h", "Ah Ad Ac 2s 2d"), rules).value(
        Row.TOP
    )
    assert rules.royalty_table.royalty(Row.TOP, top) == 15
    assert _top_queens_settlement(RuleSet()) == 6 + 7 + 6
    assert _top_queens_settlement(rules) == 6 + 15 + 6
    assert RuleSet.from_dict(rules.to_dict()) == rules


def test_royalty_cell_edited_through_the_views_delegate(
    qtbot: QtBot, open_dialog: Callable[..., SettingsDialog]
) -> None:
    dialog = open_dialog(AppSettings())
    dialog.show_page("Royalties")
    view = dialog.royalties_page.view
    model = dialog.royalties_page.model
    index = model.cell_index("Full house", "middle")
    view.scrollTo(index)
    view.setCurrentIndex(index)
    view.edit(index)
    editor = view.indexWidget(index)
    assert isinstance(editor, QSpinBox)
    assert (editor.minimum(), editor.maximum()) == (0, MAX_ROYALTY)
    editor.selectAll()
    QTest.keyClicks(editor, "33")
    QTest.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: model.index(index.row(), index.column()).data() == "33")
    rules = accepted(dialog).rules
    assert rules.royalty_preset == "custom"
    assert rules.royalty_table.middle == (2, 4, 8, 33, 20, 30, 50, 50)


def test_royalty_model_maps_every_cell() -> None:
    model = RoyaltyTableModel(CUSTOM_TABLE)
    assert (model.rowCount(), model.columnCount()) == (8 + 13 + 13, 3)
    assert model.table() == CUSTOM_TABLE
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Bottom"
    assert model.headerData(33, Qt.Orientation.Vertical) == "Trips AAA"
    assert model.cell_index("Flush", "middle").data() == "9"
    assert model.cell_index("Pair 66", "top").data(Qt.ItemDataRole.EditRole) == 2
    assert model.cell_index("Trips 222", "top").data() == "10"
    for label, column in (("Straight", "top"), ("Pair AA", "bottom"), ("Trips KKK", "middle")):
        index = model.cell_index(label, column)
        assert index.data() == NOT_PAID
        assert not index.flags() & Qt.ItemFlag.ItemIsEditable
        assert not model.setData(index, 1)
    editable = [
        model.index(r, c)
        for r in range(34)
        for c in range(3)
        if model.index(r, c).flags() & Qt.ItemFlag.ItemIsEditable
    ]
    assert len(editable) == 8 * 2 + 13 + 13
    for number, index in enumerate(editable, start=100):
        assert model.setData(index, number)
    table = model.table()
    cells = (*table.bottom, *table.middle, *table.top_pairs, *table.top_trips)
    assert sorted(cells) == list(range(100, 100 + len(editable)))
    assert table.bottom[1] == model.cell_index("Straight", "bottom").data(Qt.ItemDataRole.EditRole)
    assert table.top_trips[12] == model.cell_index("Trips AAA", "top").data(
        Qt.ItemDataRole.EditRole
    )
    assert RoyaltyTable.from_dict(table.to_dict()) == table


@pytest.mark.parametrize("bad", ["abc", "", 1.5, -1, MAX_ROYALTY + 1, True, None, "12.5"])
def test_royalty_model_rejects_bad_values(qtbot: QtBot, bad: Any) -> None:
    model = RoyaltyTableModel()
    index = model.cell_index("Flush", "bottom")
    with qtbot.assertNotEmitted(model.dataChanged):
        assert not model.setData(index, bad)
    assert model.table() == STANDARD_ROYALTIES


def test_royalty_model_accepts_whole_numbers_and_resets(qtbot: QtBot) -> None:
    model = RoyaltyTableModel()
    index = model.cell_index("Flush", "bottom")
    with qtbot.waitSignal(model.dataChanged, timeout=1000):
        assert model.setData(index, " 7 ")
    assert model.setData(index, MAX_ROYALTY)
    assert model.table().bottom[2] == MAX_ROYALTY
    with qtbot.waitSignal(model.dataChanged, timeout=1000):
        model.reset_to(FLAT_TOP_TRIPS_ROYALTIES)
    assert model.table() == FLAT_TOP_TRIPS_ROYALTIES


# ----- rule presets -----------------------------------------------------------------------


def test_save_as_load_and_delete_own_presets(open_dialog: Callable[..., SettingsDialog]) -> None:
    dialog = open_dialog(AppSettings())
    dialog.game_page.decks.setValue(2)
    pick(dialog.fantasyland_page.entry, "AA")
    dialog.ask_preset_name = lambda: "  Home game  "  # type: ignore[method-assign]
    dialog.save_as_button.click()
    home = RuleSet(decks=2, fantasyland_entry="AA", match_length=MatchLength.UNLIMITED)
    assert dialog.selected_preset() == ("Home game", True)
    assert dialog.delete_button.isEnabled()

    dialog.select_preset("Pineapple", own=False)
    assert not dialog.delete_button.isEnabled()
    dialog.load_button.click()
    assert dialog.game_page.variant.currentData() == "pineapple"
    # A built-in preset keeps the match length on the Game page.
    assert dialog.collect().rules == RULE_PRESETS["Pineapple"].with_changes(
        match_length=MatchLength.UNLIMITED
    )

    dialog.select_preset("Home game", own=True)
    dialog.load_button.click()
    assert dialog.collect().rules == home
    result = accepted(dialog)
    assert result.rules == home
    assert dict(result.presets) == {"Home game": home}

    dialog = open_dialog(result)
    assert dialog.selected_preset() == ("Home game", True)
    dialog.delete_button.click()
    names = [dialog.preset_combo.itemData(i) for i in range(dialog.preset_combo.count())]
    assert "Home game" not in names
    assert accepted(dialog).presets == AppSettings().presets


def test_built_in_presets_cannot_be_deleted_or_overwritten(
    open_dialog: Callable[..., SettingsDialog],
) -> None:
    settings = AppSettings().with_preset("Mine", RuleSet(decks=2))
    dialog = open_dialog(settings)
    for name in RULE_PRESETS:
        dialog.select_preset(name, own=False)
        assert not dialog.delete_button.isEnabled()
        dialog.delete_preset()
    dialog.ask_preset_name = lambda: "Pineapple"  # type: ignore[method-assign]
    dialog.save_preset_as()
    assert "built-in" in dialog.error_label.text()
    dialog.ask_preset_name = lambda: None  # type: ignore[method-assign]
    dialog.save_preset_as()
    result = accepted(dialog)
    assert result.presets == settings.presets
    count = dialog.preset_combo.count()
    assert count == len(RULE_PRESETS) + 2  # a separator, then the player's own


def test_save_as_with_invalid_rules_saves_nothing(
    open_dialog: Callable[..., SettingsDialog],
) -> None:
    dialog = open_dialog(AppSettings())
    pick(dialog.game_page.variant, "turbo")
    pick(dialog.fantasyland_page.cards, "variable")
    dialog.ask_preset_name = lambda: "Broken"  # type: ignore[method-assign]
    dialog.save_preset_as()
    assert "variable fantasyland is a classic rule" in dialog.error_label.text().lower()
    assert dialog.preset_combo.findData("Broken") < 0
    pick(dialog.fantasyland_page.cards, "standard")
    dialog.save_preset_as()
    assert dialog.selected_preset() == ("Broken", True)
    assert dict(accepted(dialog).presets) == {
        "Broken": RuleSet(variant=Variant.TURBO, match_length=MatchLength.UNLIMITED)
    }


def test_the_preset_the_rules_match_is_shown(open_dialog: Callable[..., SettingsDialog]) -> None:
    dialog = open_dialog(AppSettings(rules=RULE_PRESETS["Turbo 5-4-4"]))
    assert dialog.selected_preset() == ("Turbo 5-4-4", False)
    mine = RuleSet(variant=Variant.TURBO)  # equal to a built-in: the player's own wins
    dialog = open_dialog(AppSettings(rules=mine).with_preset("Quick", mine))
    assert dialog.selected_preset() == ("Quick", True)
    dialog = open_dialog(AppSettings(rules=ROUND_TRIP_RULES[0]))
    assert dialog.selected_preset() is None
    assert not dialog.load_button.isEnabled()


def test_restore_defaults_keeps_own_presets(open_dialog: Callable[..., SettingsDialog]) -> None:
    settings = AppSettings(
        rules=ROUND_TRIP_RULES[0], options=TableOptions(animation="off")
    ).with_preset("Mine", RuleSet())
    dialog = open_dialog(settings)
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    result = accepted(dialog)
    assert (result.rules, result.options) == (AppSettings().rules, TableOptions())
    assert result.presets == settings.presets


def test_every_page_renders(open_dialog: Callable[..., SettingsDialog]) -> None:
    dialog = open_dialog(AppSettings(rules=ROUND_TRIP_RULES[0]))
    for page in dialog.pages:
        assert dialog.show_page(page.title) is page
        assert dialog.stack.currentWidget() is page
        assert not dialog.grab().isNull()
