"""The hand-history browser, driven like a person: filters, clicks on rows, replay and
review, export and import; and the played hands every history test here shares."""

from __future__ import annotations

import copy
import functools
import json
import random
import threading
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QTableView
from pytestqt.qtbot import QtBot

from ofc_desktop.core.autoplay import safe_auto_move
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import SeatInfo, hand_to_record, replay_hand
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_outline, match_to_record, replay_match
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, Seat, SeatKind, play_hand, play_match
from ofc_desktop.core.view import PlayerView
from ofc_desktop.persistence.history_db import (
    HandFilter,
    HandRow,
    HistoryDatabase,
    MatchFilter,
    MatchRow,
)
from ofc_desktop.ui.models import history_models
from ofc_desktop.ui.models.history_models import ID_ROLE, HandsModel, MatchesModel, variant_label
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.models.settlement_model import signed
from ofc_desktop.ui.panels import history_browser
from ofc_desktop.ui.panels.history_browser import JSON_FILTER, TEXT_FILTER, HistoryBrowser

VIEWER = "You"  # the lone human of most matches; "Ann" and "Dana" share a screen
STATES = {"playing": "in progress", "finished": "finished", "abandoned": "abandoned"}
START = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


# ----- real hands, played by the engine ---------------------------------------------------


@dataclass(frozen=True)
class CarefulSeat:
    """A computer seat that never fouls when it can help it (so some hands score well)."""

    name: str

    @property
    def kind(self) -> SeatKind:
        return SeatKind.BOT

    def decide(self, view: PlayerView, cancel: threading.Event | None = None) -> Decision:
        return safe_auto_move(view)


@dataclass(frozen=True)
class PlayedMatch:
    rules: dict[str, Any]
    seats: list[dict[str, Any]]
    hands: list[dict[str, Any]]
    over: bool
    outline: dict[str, Any] | None = None  # what the game stores of a match it played


def _play_match(rules: RuleSet, seats: list[SeatInfo], seed: int) -> PlayedMatch:
    rng = random.Random(seed)
    match = Match(rules, [s.name for s in seats], seed=seed)
    infos = {s.name: s for s in seats}
    players: list[Seat] = [
        CarefulSeat(s.name) if index % 2 == 0 else RandomSeat(s.name, rng)
        for index, s in enumerate(seats)
    ]
    records: list[dict[str, Any]] = []
    play_match(
        match,
        players,
        on_hand=lambda hand: records.append(
            hand_to_record(hand, [infos[name] for name in hand.players])
        ),
    )
    outline = match_outline(match_to_record(match, infos))
    return PlayedMatch(
        rules.to_dict(), [s.to_json() for s in seats], records, match.is_over, outline
    )


def _fantasyland_hands(seats: list[SeatInfo], seed: int) -> PlayedMatch:
    """Pineapple hands each with one seat in Fantasyland (set face down)."""
    rules = RuleSet(variant=Variant.PINEAPPLE)
    rng = random.Random(seed)
    records = []
    for number in range(1, 4):
        hand = Hand(
            rules,
            [s.name for s in seats],
            button=number % len(seats),
            seed=seed + number,
            fantasyland={number % len(seats): 14},
            hand_number=number,
        )
        hand.start()
        play_hand(
            hand,
            [
                RandomSeat(s.name, rng) if index == 1 else CarefulSeat(s.name)
                for index, s in enumerate(seats)
            ],
        )
        records.append(hand_to_record(hand, seats))
    return PlayedMatch(rules.to_dict(), [s.to_json() for s in seats], records, True)


@functools.cache
def _played() -> tuple[PlayedMatch, ...]:
    you, bob, cy = SeatInfo(VIEWER), SeatInfo("Bob", "bot", "easy"), SeatInfo("Cy", "bot", "hard")
    matches = []
    for index, variant in enumerate(Variant):
        rules = RuleSet(variant=variant, match_length=MatchLength.HANDS, match_hands=4)
        matches.append(_play_match(rules, [you, bob], 11 + 2 * index))
        matches.append(_play_match(rules, [you, bob, cy], 12 + 2 * index))
    matches.append(_fantasyland_hands([you, bob, cy], 99))
    hot_seat = RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.HANDS, match_hands=3)
    matches.append(_play_match(hot_seat, [SeatInfo("Ann"), SeatInfo("Dana")], 5))
    return tuple(matches)


def played_matches() -> list[PlayedMatch]:
    """A few dozen finished hands: two matches in every variant (2 and 3 seats, "You"
    and bots), Pineapple hands with a seat in Fantasyland, and a hot-seat match."""
    return copy.deepcopy(list(_played()))


def played_hands() -> list[dict[str, Any]]:
    return [hand for match in played_matches() for hand in match.hands]


def fill_history(database: HistoryDatabase) -> list[tuple[str, list[int]]]:
    """Store the played matches a day apart, their hands a minute apart, without their
    seeds as the game stores them; (match id, hand ids) of each, oldest first."""
    stored = []
    for index, match in enumerate(played_matches()):
        for record in match.hands:
            del record["seed"]
        started = START + timedelta(days=index)
        match_id = database.add_match(
            match.rules,
            match.seats,
            started_at=started,
            status="finished" if match.over else "abandoned",
        )
        ids = database.add_hands(
            match_id, match.hands, [started + timedelta(minutes=n) for n in range(len(match.hands))]
        )
        totals: dict[str, int] = {}
        for record in match.hands:
            for player in record["result"]["players"]:
                totals[player["player"]] = totals.get(player["player"], 0) + player["total"]
        database.update_match(
            match_id,
            standings=totals,
            over=match.over,
            ended_at=started + timedelta(hours=1) if match.over else None,
            outline=match.outline,
        )
        stored.append((match_id, ids))
    return stored


# ----- the browser ------------------------------------------------------------------------


@pytest.fixture
def history(tmp_path: Path) -> Iterator[tuple[HistoryDatabase, list[tuple[str, list[int]]]]]:
    database = HistoryDatabase(tmp_path / "history.sqlite3")
    stored = fill_history(database)
    yield database, stored
    database.close()


@pytest.fixture
def browser(qtbot: QtBot, history: tuple[HistoryDatabase, Any]) -> HistoryBrowser:
    shown = HistoryBrowser(history[0], VIEWER, TableOptions(animation="off"))
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def click_row(
    qtbot: QtBot,
    view: QTableView,
    row: int,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    view.scrollTo(view.model().index(row, 0))
    rect = view.visualRect(view.model().index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def click_header(qtbot: QtBot, view: QTableView, column: int) -> None:
    header = view.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(
        header.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        QPoint(x, header.height() // 2),
    )


def scroll_to_the_end(view: QTableView) -> None:
    model = view.model()
    for _ in range(1000):
        if not model.canFetchMore(QModelIndex()):
            return
        view.scrollToBottom()
        QApplication.processEvents()


def shown_ids(model: HandsModel | MatchesModel) -> list[object]:
    return [model.data(model.index(row, 0), ID_ROLE) for row in range(model.rowCount())]


def texts(model: HandsModel | MatchesModel, column: int) -> list[str]:
    return [model.data(model.index(row, column)) for row in range(model.rowCount())]


def private_discards(record: Mapping[str, Any], viewer: int | None) -> set[str]:
    """The texts of the cards other seats discarded (what must never be shown)."""
    hand = replay_hand(record)
    return {
        card.text
        for seat, state in enumerate(hand.seats)
        if seat != viewer
        for card in state.discards
    }


def words(data: object) -> set[str]:
    """Every card-like word anywhere in a JSON document or a text."""
    if isinstance(data, str):
        return {word.split("/")[0].strip(",;:()[]") for word in data.split()}
    if isinstance(data, Mapping):
        return set().union(*(words(value) for value in data.values()), set())
    if isinstance(data, list):
        return set().union(*(words(value) for value in data), set())
    return set()


def test_rows_come_a_page_at_a_time_and_show_the_database(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, history: tuple[HistoryDatabase, Any]
) -> None:
    database, stored = history
    monkeypatch.setattr(history_models, "PAGE_SIZE", 7)
    browser = HistoryBrowser(database, VIEWER)
    qtbot.addWidget(browser)
    browser.show()
    qtbot.waitExposed(browser)
    model = browser.hands_model
    total = database.count_hands()
    assert model.total == total == sum(len(ids) for _, ids in stored)
    assert model.rowCount() < total and model.canFetchMore(QModelIndex())
    # Scrolling down reads the next pages, as a person scrolling would.
    scroll_to_the_end(browser.hands_view)
    assert model.rowCount() == total
    rows = database.list_hands(0, -1)
    assert shown_ids(model) == [row.hand_id for row in rows]
    for index, row in enumerate(rows):
        shown = [model.data(model.index(index, column)) for column in range(9)]
        assert shown[history_models.NUMBER] == str(row.hand_number)
        assert shown[history_models.VARIANT] == variant_label(row.variant)
        assert shown[history_models.POINTS] == ", ".join(
            f"{seat.name} {signed(seat.total)}" for seat in row.seats
        )
        assert shown[history_models.FOULS] == ", ".join(s.name for s in row.seats if s.fouled)
        mine = [seat.total for seat in row.seats if seat.name == VIEWER]
        assert shown[history_models.YOUR_POINTS] == (signed(mine[0]) if mine else "")
        record = database.hand_record(row.hand_id)
        assert row.hand_number == record["hand_number"]
    matches = browser.matches_model
    assert matches.rowCount() == 7
    scroll_to_the_end(browser.matches_view)
    assert matches.rowCount() == database.count_matches() == len(stored)
    for index, row in enumerate(database.list_matches()):
        assert matches.data(matches.index(index, history_models.HANDS)) == str(row.hands)
        assert matches.data(matches.index(index, history_models.STATE)) == STATES[row.status]
        standings = matches.data(matches.index(index, history_models.STANDINGS))
        assert all(f"{name} {signed(total)}" in standings for name, total in row.standings)


def _hand_sort_value(database: HistoryDatabase, row: HandRow, column: int) -> object:
    """What the database sorts a hand by, for each column."""
    seats = row.seats
    return {
        history_models.DATE: row.played_at,
        history_models.MATCH: database.get_match(row.match_id).started_at,
        history_models.NUMBER: row.hand_number,
        history_models.VARIANT: row.variant,
        history_models.PLAYERS: len(seats),
        history_models.POINTS: max(seat.total for seat in seats),  # the biggest win
        history_models.FOULS: sum(seat.fouled for seat in seats),
        history_models.FANTASYLAND: sum(s.in_fantasyland or s.entered_fantasyland for s in seats),
        history_models.YOUR_POINTS: max(
            (s.total for s in seats if s.kind == "human"), default=None
        ),
    }[column]


def _match_sort_value(row: MatchRow, column: int) -> object:
    return {
        history_models.STARTED: row.started_at,
        history_models.M_VARIANT: row.variant,
        history_models.M_PLAYERS: len(row.seats),
        history_models.HANDS: row.hands,
        history_models.STANDINGS: max(total for _, total in row.standings),  # the leader's
        history_models.STATE: ["playing", "finished", "abandoned"].index(row.status),
    }[column]


def _in_order(values: list[Any], descending: bool) -> bool:
    present = [value for value in values if value is not None]  # SQL puts NULL first
    nulls = len(values) - len(present)
    if descending:
        return values[len(present) :] == [None] * nulls and present == sorted(present, reverse=True)
    return values[:nulls] == [None] * nulls and present == sorted(present)


def test_every_column_sorts_by_the_database(
    qtbot: QtBot, browser: HistoryBrowser, monkeypatch: pytest.MonkeyPatch
) -> None:
    database = browser.database
    asked: list[tuple[str, bool]] = []
    list_hands, list_matches = database.list_hands, database.list_matches

    def hands_spy(*args: Any, **kwargs: Any) -> list[HandRow]:
        asked.append((args[2], args[3]))
        return list_hands(*args, **kwargs)

    def matches_spy(*args: Any, **kwargs: Any) -> list[MatchRow]:
        asked.append((args[2], args[3]))
        return list_matches(*args, **kwargs)

    monkeypatch.setattr(database, "list_hands", hands_spy)
    monkeypatch.setattr(database, "list_matches", matches_spy)
    model, view = browser.hands_model, browser.hands_view
    keys = (
        "played_at",
        "match",
        "hand_number",
        "variant",
        "players",
        "points",
        "fouls",
        "fantasyland",
        "human_points",
    )
    assert model.columnCount() == len(keys)
    for column, key in enumerate(keys):
        for _ in range(2):  # one way, then the other
            click_header(qtbot, view, column)
            descending = model.sort_order == Qt.SortOrder.DescendingOrder
            assert asked[-1] == (key, descending)
            assert view.horizontalHeader().sortIndicatorSection() == column == model.sort_column
            values = [_hand_sort_value(database, row, column) for row in model.rows()]
            assert len(values) == model.total and _in_order(values, descending), key
    click_header(qtbot, view, history_models.POINTS)
    if model.sort_order == Qt.SortOrder.AscendingOrder:
        click_header(qtbot, view, history_models.POINTS)
    points = list(model.rows())
    assert max(s.total for s in points[0].seats) == max(
        s.total for row in points for s in row.seats
    )
    matches, match_view = browser.matches_model, browser.matches_view
    match_keys = ("started_at", "variant", "players", "hands", "standings", "status")
    for column, key in enumerate(match_keys):
        for _ in range(2):
            click_header(qtbot, match_view, column)
            descending = matches.sort_order == Qt.SortOrder.DescendingOrder
            assert asked[-1] == (key, descending)
            values = [_match_sort_value(row, column) for row in matches.rows()]
            assert _in_order(values, descending), key


def test_a_matchs_state_is_in_progress_finished_or_abandoned(
    qtbot: QtBot, history: tuple[HistoryDatabase, Any]
) -> None:
    database = history[0]
    match = played_matches()[0]
    playing = database.add_match(
        match.rules, match.seats, status="playing", started_at=START + timedelta(days=50)
    )
    left = database.add_match(
        match.rules, match.seats, status="abandoned", started_at=START + timedelta(days=51)
    )
    browser = HistoryBrowser(database, VIEWER)
    qtbot.addWidget(browser)
    model = browser.matches_model

    def states() -> dict[object, str]:
        return dict(zip(shown_ids(model), texts(model, history_models.STATE), strict=True))

    shown = states()
    assert shown.pop(playing) == "in progress" and shown.pop(left) == "abandoned"
    assert set(shown.values()) == {"finished"}
    row = shown_ids(model).index(left)
    assert (
        model.data(model.index(row, history_models.STATE), Qt.ItemDataRole.ToolTipRole)
        == "Left before its end"
    )
    # The game gave up the match it was playing (it closed, and the match was not
    # resumed): the list says so once read again, and never "running" forever.
    database.abandon_matches()
    browser.refresh()
    assert states()[playing] == "abandoned"


def test_the_filters_narrow_both_tables(qtbot: QtBot, browser: HistoryBrowser) -> None:
    database, model = browser.database, browser.hands_model
    browser.variant_box.setCurrentIndex(browser.variant_box.findData("turbo"))
    assert model.total == database.count_hands(HandFilter(variant="turbo")) > 0
    assert set(texts(model, history_models.VARIANT)) == {"Turbo 5-4-4"}
    assert browser.matches_model.total == database.count_matches(MatchFilter(variant="turbo"))
    browser.variant_box.setCurrentIndex(0)
    browser.player_box.setFocus()
    qtbot.keyClicks(browser.player_box, "Cy")
    assert model.total == database.count_hands(HandFilter(player="Cy")) > 0
    assert all("Cy" in players for players in texts(model, history_models.PLAYERS))
    qtbot.mouseClick(browser.fouled_box, Qt.MouseButton.LeftButton)
    assert model.total == database.count_hands(HandFilter(player="Cy", fouled=True))
    assert all("Cy" in fouls.split(", ") for fouls in texts(model, history_models.FOULS))
    browser.player_box.setCurrentText("")
    assert model.total == database.count_hands(HandFilter(fouled=True)) > 0
    assert all(texts(model, history_models.FOULS))
    qtbot.mouseClick(browser.fouled_box, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(browser.fantasyland_box, Qt.MouseButton.LeftButton)
    assert model.total == database.count_hands(HandFilter(fantasyland=True)) >= 3
    assert all(texts(model, history_models.FANTASYLAND))
    qtbot.mouseClick(browser.fantasyland_box, Qt.MouseButton.LeftButton)
    assert model.total == database.count_hands()


def test_a_match_shows_its_hands_and_all_hands_shows_every_hand(
    qtbot: QtBot, browser: HistoryBrowser
) -> None:
    matches, hands = browser.matches_model, browser.hands_model
    click_row(qtbot, browser.matches_view, 2)
    match = matches.row_at(2)
    assert match is not None and browser.selected_match() == match
    assert hands.total == hands.rowCount() == match.hands
    assert {row.match_id for row in hands.rows()} == {match.match_id}
    assert "Hands of the match of" in browser.hands_caption.text()
    assert browser.export_button.isEnabled() and not browser.replay_button.isEnabled()
    qtbot.mouseClick(browser.all_hands_button, Qt.MouseButton.LeftButton)
    assert browser.selected_match() is None
    assert hands.total == browser.database.count_hands()
    assert "All hands" in browser.hands_caption.text()


def test_replay_and_review_open_on_the_selected_hand(qtbot: QtBot, browser: HistoryBrowser) -> None:
    model = browser.hands_model
    row = next(i for i, hand in enumerate(model.rows()) if hand.variant == "pineapple")
    click_row(qtbot, browser.hands_view, row)
    hand = model.row_at(row)
    assert hand is not None and browser.replay_button.isEnabled()
    qtbot.mouseClick(browser.replay_button, Qt.MouseButton.LeftButton)
    assert len(browser.replays) == 1
    window = browser.replays[0]
    qtbot.waitExposed(window)
    assert window.windowTitle() == f"Replay — hand {hand.hand_number}, Pineapple"
    assert window.step == 0 and not window.review_overlay.isVisible()
    qtbot.mouseClick(browser.review_button, Qt.MouseButton.LeftButton)
    review = browser.replays[-1]
    qtbot.waitExposed(review)
    assert review.step == review.last_step and review.review_overlay.isVisible()
    assert review.review.summary_model.rowCount() == len(hand.seats)
    # Two hands selected: one replay at a time.
    click_row(qtbot, browser.hands_view, row + 1, Qt.KeyboardModifier.ShiftModifier)
    assert len(browser.selected_hands()) == 2 and not browser.replay_button.isEnabled()
    review.close()
    qtbot.waitUntil(lambda: len(browser.replays) == 1)


def test_an_unfinished_hand_is_listed_but_not_replayed(
    qtbot: QtBot, history: tuple[HistoryDatabase, Any]
) -> None:
    database = history[0]
    hand = Hand(RuleSet(), [VIEWER, "Bob"], seed=4)
    hand.start()
    record = hand_to_record(hand, [SeatInfo(VIEWER), SeatInfo("Bob", "bot", "easy")])
    match_id = database.add_match(
        record["rules"], record["seats"], started_at=START + timedelta(days=100)
    )
    database.add_hand(match_id, record, played_at=START + timedelta(days=100))
    browser = HistoryBrowser(database, VIEWER)
    qtbot.addWidget(browser)
    assert browser.hands_model.row_at(0) is not None
    assert texts(browser.hands_model, history_models.POINTS)[0] == "unfinished"
    click_row(qtbot, browser.hands_view, 0)
    assert not browser.replay_button.isEnabled() and not browser.review_button.isEnabled()


def _export(
    qtbot: QtBot,
    browser: HistoryBrowser,
    monkeypatch: pytest.MonkeyPatch,
    target: Path,
    chosen: str = JSON_FILTER,
) -> None:
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(target), chosen))
    )
    qtbot.mouseClick(browser.export_button, Qt.MouseButton.LeftButton)
    assert target.exists(), browser.message.text()


def test_exported_hands_hide_other_seats_discards(
    qtbot: QtBot, browser: HistoryBrowser, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    model = browser.hands_model
    rows = [
        i
        for i, hand in enumerate(model.rows())
        if hand.variant == "pineapple" and len(hand.seats) == 3
    ][:3]
    click_row(qtbot, browser.hands_view, rows[0])
    for row in rows[1:]:
        click_row(qtbot, browser.hands_view, row, Qt.KeyboardModifier.ControlModifier)
    assert len(browser.selected_hands()) == 3
    target = tmp_path / "three.json"
    _export(qtbot, browser, monkeypatch, target)
    document = json.loads(target.read_text(encoding="utf-8"))
    assert document["format"] == "ofc-hands/1" and len(document["hands"]) == 3
    text_target = tmp_path / "three.txt"
    _export(qtbot, browser, monkeypatch, text_target, TEXT_FILTER)
    accounts = text_target.read_text(encoding="utf-8").split("\n\n\n")
    assert len(accounts) == 3
    for hand_row, public, account in zip(
        browser.selected_hands(), document["hands"], accounts, strict=True
    ):
        private = browser.database.hand_record(hand_row.hand_id)
        viewer = [seat["name"] for seat in private["seats"]].index(VIEWER)
        assert "seed" not in public and public["hand_number"] == hand_row.hand_number
        assert (
            replay_hand(public).seats[viewer].discards
            == replay_hand(private).seats[viewer].discards
        )  # the viewer's own stay
        hidden = private_discards(private, viewer)
        assert hidden and not hidden & words(public)
        assert "Final boards:" in account and not hidden & words(account)


def test_a_match_exports_as_a_match_history(
    qtbot: QtBot, browser: HistoryBrowser, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    matches = browser.matches_model
    row = next(
        i
        for i, m in enumerate(matches.rows())
        if m.variant == "pineapple" and len(m.seats) == 3 and m.hands == 4
    )
    click_row(qtbot, browser.matches_view, row)
    match = matches.row_at(row)
    assert match is not None and not browser.selected_hands()
    target = tmp_path / "match.json"
    _export(qtbot, browser, monkeypatch, target)
    document = json.loads(target.read_text(encoding="utf-8"))
    assert document["format"] == "ofc-match/2" and "seed" not in document
    replayed = replay_match(document)
    assert replayed.settled_totals() == dict(match.standings)
    events = [event["hand"] for event in document["events"] if event["event"] == "hand"]
    records = browser.database.match_records(match.match_id)
    assert len(events) == len(records) == 4
    for record, public in zip(records, events, strict=True):
        viewer = [seat["name"] for seat in record["seats"]].index(VIEWER)
        hidden = private_discards(record, viewer)
        assert hidden and not hidden & words(public)


def test_a_hot_seat_export_hides_every_discard(
    qtbot: QtBot,
    history: tuple[HistoryDatabase, Any],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    browser = HistoryBrowser(history[0], viewer_name=None)
    qtbot.addWidget(browser)
    row = next(i for i, m in enumerate(browser.matches_model.rows()) if m.seats[0].name == "Ann")
    click_row(qtbot, browser.matches_view, row)
    target = tmp_path / "hot-seat.json"
    _export(qtbot, browser, monkeypatch, target)
    document = json.loads(target.read_text(encoding="utf-8"))
    events = [event["hand"] for event in document["events"] if event["event"] == "hand"]
    records = browser.database.match_records(browser.selected_match_id() or "")
    for record, public in zip(records, events, strict=True):
        hidden = private_discards(record, None)
        assert hidden and not hidden & words(public)
        assert replay_hand(public).players == replay_hand(record).players


def test_statistics_open_from_the_browser(qtbot: QtBot, browser: HistoryBrowser) -> None:
    qtbot.mouseClick(browser.statistics_button, Qt.MouseButton.LeftButton)
    page = browser.statistics_page
    assert page is not None and page.isVisible()
    qtbot.waitExposed(page)
    assert page.player == VIEWER and page.model.rowCount() > 0
    qtbot.mouseClick(browser.statistics_button, Qt.MouseButton.LeftButton)
    assert browser.statistics_page is page


def test_hands_stored_while_browsing_repeat_no_row_and_refresh_shows_them(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, history: tuple[HistoryDatabase, Any]
) -> None:
    database, stored = history
    monkeypatch.setattr(history_models, "PAGE_SIZE", 5)
    browser = HistoryBrowser(database, VIEWER)
    qtbot.addWidget(browser)
    model = browser.hands_model
    total = model.total
    # Newer hands come first, so every later page is shifted by them.
    match = played_matches()[0]
    match_id = database.add_match(match.rules, match.seats, started_at=START + timedelta(99))
    database.add_hands(
        match_id,
        match.hands,
        [START + timedelta(days=99, minutes=n) for n in range(len(match.hands))],
    )
    scroll_to_the_end(browser.hands_view)
    ids = shown_ids(model)
    assert len(ids) == len(set(ids)) and not model.canFetchMore(QModelIndex())
    assert set(ids) <= {hand for _, hands in stored for hand in hands}
    browser.refresh()
    scroll_to_the_end(browser.hands_view)
    assert model.rowCount() == model.total == total + len(match.hands)
    assert browser.matches_model.total == len(stored) + 1


def test_the_skill_score_of_a_match_reviews_the_viewers_hands(
    qtbot: QtBot, browser: HistoryBrowser, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history_browser, "SKILL_SAMPLES", 16)  # quick, for the test
    assert not browser.skill_button.isEnabled()  # no match chosen yet
    matches = browser.matches_model
    row = next(
        i for i, m in enumerate(matches.rows()) if m.variant == "classic" and len(m.seats) == 2
    )
    click_row(qtbot, browser.matches_view, row)
    assert browser.skill_button.isEnabled()
    qtbot.mouseClick(browser.skill_button, Qt.MouseButton.LeftButton)
    assert browser.skill_progress.isVisible()
    qtbot.waitUntil(lambda: "Skill score of You" in browser.message.text(), timeout=60_000)
    assert not browser.skill_progress.isVisible()
    review = browser.last_skill
    assert review is not None and len(review.hands) == matches.row_at(row).hands
    assert f"{review.skill_score:.2f} points lost per hand" in browser.message.text()


def test_a_shared_screen_gets_no_skill_score(
    qtbot: QtBot, history: tuple[HistoryDatabase, Any]
) -> None:
    shown = HistoryBrowser(history[0], None, TableOptions(animation="off"))
    qtbot.addWidget(shown)
    shown.show()
    click_row(qtbot, shown.matches_view, 0)
    assert not shown.skill_button.isEnabled() and "shared screen" in shown.skill_button.toolTip()
