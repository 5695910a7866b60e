"""Outs and dead cards in the side panel: off until switched on; then, on the player's
turn, the cards it has seen and each row's draws, the same lines the figures give; at a
shared screen the curtain hides them (docs/rules.md §5)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ofc_desktop.bots.outs import outs_line, row_draws, seen_cards
from ofc_desktop.core.cards import parse_cards
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.ui.dialogs.settings_table_page import TablePage
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import AppSettings, TableOptions
from ofc_desktop.ui.models.settings_codec import settings_from_data, settings_to_data
from ofc_desktop.ui.panels.outs_view import OutsView

from .conftest import start, wait_for_turn


def switch_on(window: MainWindow) -> None:
    window.set_options(window.options.with_changes(outs=True))


def next_turn(qtbot: QtBot, window: MainWindow) -> None:
    """Play the viewer's street for it and wait until its next street is dealt."""
    controller = window.controller
    assert controller.play_for_me(confirm=True)
    qtbot.waitUntil(
        lambda: controller.human_may_act() and len(controller.snapshot.held) == 1,
        timeout=20_000,
    )


def test_the_outs_are_off_until_the_player_switches_them_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert not TableOptions().outs
    start(window, RuleSet(), "human,easy")
    wait_for_turn(qtbot, window)
    outs = window.live_help.panel.outs
    assert not outs.isVisible() and not outs.text()
    assert not window.live_help.panel.isVisible()


def test_the_side_panel_shows_the_seen_cards_and_the_rows_draws(
    qtbot: QtBot, window: MainWindow
) -> None:
    switch_on(window)
    start(window, RuleSet(), "human,easy", seed=5)
    wait_for_turn(qtbot, window)
    outs = window.live_help.panel.outs
    assert outs.isVisible()
    view = window.controller.viewer_view()
    assert view is not None and len(view.held) == 5
    assert f"Seen: {len(seen_cards(view))} cards" in outs.text()
    assert "No row holds a draw yet." in outs.text()  # no row started
    for _ in range(3):
        next_turn(qtbot, window)
    view = window.controller.viewer_view()
    assert view is not None
    assert f"Seen: {len(seen_cards(view))} cards" in outs.text()
    expected = [outs_line(draw) for entry in row_draws(view) for draw in entry.draws[:3]]
    assert expected, "three streets in, some row holds a draw"
    assert outs.lines == expected
    for line in expected:
        assert line.replace("%", "") in outs.text().replace("%", "")
    window.set_options(window.options.with_changes(outs=False))
    assert not outs.isVisible()


def test_the_curtain_hides_the_last_players_outs(qtbot: QtBot, window: MainWindow) -> None:
    switch_on(window)
    controller = window.controller
    start(window, RuleSet(), "human,human", seed=4)
    outs = window.live_help.panel.outs
    for _ in range(3):
        qtbot.waitUntil(lambda: controller.curtain_for is not None, timeout=20_000)
        assert not outs.text() and not outs.isVisible()
        controller.accept_handover()
        qtbot.waitUntil(controller.human_may_act, timeout=20_000)
        assert "Seen:" in outs.text() and outs.isVisible()
        assert controller.play_for_me(confirm=True)


def test_the_seen_cards_are_grouped_by_suit() -> None:
    view = OutsView()
    text = view.seen_text(parse_cards("7s Ah As Kh 2c JK"))
    assert text.replace("\u00a0", " ") == "♠ A 7 · ♥ A K · ♣ 2 · JK"
    view.show_outs(parse_cards("7s Ah"), [])
    assert "Seen: 2 cards" in view.text() and "No row holds a draw yet." in view.text()
    view.show_outs(None)
    assert not view.text() and not view.lines


def test_the_option_is_on_the_table_page_and_kept_in_the_settings_file(qtbot: QtBot) -> None:
    page = TablePage()
    qtbot.addWidget(page)
    settings = AppSettings(options=TableOptions(outs=True))
    page.load(settings)
    assert page.outs.isChecked()
    page.outs.setChecked(False)
    assert not page.save(settings).options.outs
    loaded, _setup, notices = settings_from_data(settings_to_data(settings, None))
    assert loaded.options.outs and not notices
