"""The score review panel and its models: every number shown equals the engine's
settlement (docs/rules.md §4, §6, §9), over random hands of every variant and in forced
cases (a foul, a moon, row-winner royalties, a natural, a surrender); the standings
equal the match totals."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import fields, is_dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.core.autoplay import random_decision, safe_auto_move
from ofc_desktop.core.board import Board, BoardEvaluation, evaluate_board
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.explain import foul_reason
from ofc_desktop.core.fantasyland import NO_FANTASYLAND
from ofc_desktop.core.match import Match
from ofc_desktop.core.naturals import natural_of
from ofc_desktop.core.rows import Row
from ofc_desktop.core.rules import RoyaltySettlement, RuleSet, StakePair, Variant
from ofc_desktop.core.scoring import ClosedPlay, HandSettlement, PairResult, settle_hand
from ofc_desktop.core.view import view_for
from ofc_desktop.ui.models.player_summary_model import (
    SUMMARY_COLUMNS,
    PlayerSummaryModel,
    SummaryColumn,
)
from ofc_desktop.ui.models.settlement_model import (
    COLUMNS,
    RAW_ROLE,
    Column,
    LineKind,
    SettlementModel,
    signed,
)
from ofc_desktop.ui.models.standings_model import RUNNING_ROLE, StandingsModel
from ofc_desktop.ui.panels.score_review import ScoreReviewPanel
from tests.core.test_explain import PlayedHand, played_hands

Rows = tuple[str, str, str]
Cells = dict[Column, object]
ROW_KINDS = [LineKind.TOP, LineKind.MIDDLE, LineKind.BOTTOM]

IVEY = ("6s 6d 2c", "Ks Kd 9c 8h 3s", "Qs Qh Qd 4c 4s")  # 66 top (1), full house bottom (6)
HELLMUTH = ("Ah Kh 3d", "As Ac Tc 7d 2s", "Jh 9h 7h 5h 2h")  # wins the middle, flush (4)
FOULER = ("Qc Qd 7c", "Ah Kh 6s 5d 4h", "Ac Ad As 2s 2d")  # queens over ace-high: a foul
JACKS = ("Jh Js 3c", "Td Th 8d 8s 2h", "Kc Tc 8c 7c 5c")  # JJ top (6), flush (4)
MOON_BOARD = ("9c 7d 5s", "Tc 8d 6h 4s 2c", "Js 9d 7c 5h 3s")  # jack-high bottom
DRAGON = ("2h 5h 9s", "3d 6d 8c Td Qd", "4c 7d Jc Kc Ah")


def settle(
    rules: RuleSet, boards: Mapping[str, Rows], closed: Mapping[str, ClosedPlay] | None = None
) -> HandSettlement:
    entries = [(name, evaluate_board(Board.parse(*rows), rules)) for name, rows in boards.items()]
    return settle_hand(entries, rules, closed)


# ----- reading a model back ----------------------------------------------------------


def lines_by_pair(model: SettlementModel) -> dict[tuple[str, str], list[Cells]]:
    pairs: dict[tuple[str, str], list[Cells]] = {}
    for row in range(model.rowCount()):
        cells = {column: model.cell(row, column) for column in Column}
        pair = cells[Column.PAIR]
        assert isinstance(pair, tuple)
        pairs.setdefault(pair, []).append(cells)
    return pairs


def the_line(lines: Sequence[Cells], kind: LineKind) -> Cells | None:
    found = [line for line in lines if line[Column.ITEM] is kind]
    assert len(found) <= 1, f"two {kind} lines"
    return found[0] if found else None


def flags_from_winner(pair: PairResult, line: Cells | None) -> tuple[bool, bool]:
    """A foul or moon line names the one player it favours, or nobody when both share it."""
    if line is None:
        return (False, False)
    winner = line[Column.WINNER]
    if winner is None:
        return (True, True)
    return (winner == pair.players[0], winner == pair.players[1])


def check_pair(
    pair: PairResult, lines: list[Cells], declarations: Mapping[str, ClosedPlay]
) -> None:
    assert [line[Column.ITEM] for line in lines[:3]] == ROW_KINDS
    assert lines[-1][Column.ITEM] is LineKind.TOTAL
    rows = lines[:3]
    winners = [pair.players[0] if r > 0 else pair.players[1] if r < 0 else None for r in pair.rows]
    assert [row[Column.WINNER] for row in rows] == winners
    royalties_a = [row[Column.ROYALTIES_A] for row in rows]
    royalties_b = [row[Column.ROYALTIES_B] for row in rows]
    assert all(isinstance(r, int) for r in royalties_a + royalties_b)
    assert (sum(royalties_a), sum(royalties_b)) == pair.royalties  # type: ignore[arg-type]
    row_points = [row[Column.POINTS] for row in rows]
    if all(points is not None for points in row_points):
        assert sum(row_points) == pair.row_points  # type: ignore[arg-type]
    else:
        assert row_points == [None, None, None]

    scoop, majority = the_line(lines, LineKind.SCOOP), the_line(lines, LineKind.MAJORITY)
    assert (scoop[Column.POINTS] if scoop else 0) == pair.scoop
    assert (majority[Column.POINTS] if majority else 0) == pair.majority
    assert (scoop is None) == (pair.scoop == 0) and (majority is None) == (pair.majority == 0)
    royalty = the_line(lines, LineKind.ROYALTIES)
    if any(pair.royalties):
        assert royalty is not None
        assert (royalty[Column.ROYALTIES_A], royalty[Column.ROYALTIES_B]) == pair.royalties
        assert royalty[Column.POINTS] == pair.royalties[0] - pair.royalties[1]
    else:
        assert royalty is None

    foul, moon = the_line(lines, LineKind.FOUL), the_line(lines, LineKind.MOON)
    # A foul line names the clean board (nobody when both fouled): the engine's flags.
    assert (foul is not None) == any(pair.fouled)
    if foul is not None:
        clean = [name for name, f in zip(pair.players, pair.fouled, strict=True) if not f]
        assert foul[Column.WINNER] == (clean[0] if clean else None)
    assert flags_from_winner(pair, moon) == pair.moon

    plays = [declarations.get(name, ClosedPlay()) for name in pair.players]
    natural, surrender = the_line(lines, LineKind.NATURAL), the_line(lines, LineKind.SURRENDER)
    assert (natural is not None) == bool(pair.natural or any(p.natural for p in plays))
    assert (natural[Column.POINTS] if natural else 0) == pair.natural
    assert (surrender is not None) == bool(pair.surrender or any(p.surrendered for p in plays))
    assert (surrender[Column.POINTS] if surrender else 0) == pair.surrender

    total = lines[-1]
    assert total[Column.POINTS] == pair.total
    assert total[Column.MONEY] == pair.money
    parts = [line[Column.POINTS] for line in lines[:-1] if line[Column.POINTS] is not None]
    assert sum(parts) == pair.total  # type: ignore[arg-type]


def check_models(played: PlayedHand) -> None:
    settlement, declarations = played.settlement, played.declarations
    model = SettlementModel(settlement, played.players, played.rules, declarations)
    by_pair = lines_by_pair(model)
    assert list(by_pair) == [pair.players for pair in settlement.pairs]
    for pair in settlement.pairs:
        check_pair(pair, by_pair[pair.players], declarations)
    for row in range(model.rowCount()):  # what is shown is what is raw
        points = model.cell(row, Column.POINTS)
        shown = model.data(model.index(row, COLUMNS.index(Column.POINTS)))
        assert shown == ("" if points is None else signed(points))  # type: ignore[arg-type]

    summary = PlayerSummaryModel()
    summary.update(settlement, played.players, played.rules, declarations)
    assert summary.rowCount() == len(played.players)
    for row, name in enumerate(played.players):
        result = next(r for r in settlement.players if r.player == name)
        evaluation = result.evaluation
        assert summary.cell(row, SummaryColumn.PLAYER) == name
        assert summary.cell(row, SummaryColumn.TOTAL) == result.total
        assert summary.cell(row, SummaryColumn.MONEY) == result.money
        assert summary.cell(row, SummaryColumn.ROYALTIES) == evaluation.total_royalty
        assert summary.cell(row, SummaryColumn.BOARD) is evaluation.fouled
        assert summary.cell(row, SummaryColumn.FANTASYLAND) == evaluation.fantasyland
        board = summary.data(summary.index(row, SUMMARY_COLUMNS.index(SummaryColumn.BOARD)))
        reason = foul_reason(evaluation)
        if reason is not None and declarations.get(name, ClosedPlay()).natural is None:
            assert reason.lower() in board.lower()


@settings(
    max_examples=80,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(played=played_hands())
def test_every_number_shown_is_the_engines(qapp: QApplication, played: PlayedHand) -> None:
    check_models(played)


# ----- forced cases ----------------------------------------------------------------


def played(
    rules: RuleSet, boards: Mapping[str, Rows], closed: Mapping[str, ClosedPlay] | None = None
) -> PlayedHand:
    return PlayedHand(rules, tuple(boards), settle(rules, boards, closed), dict(closed or {}))


def test_a_three_handed_hand_with_a_foul_and_royalties(qapp: QApplication) -> None:
    hand = played(RuleSet(), {"Ann": IVEY, "Bob": FOULER, "Cat": JACKS})
    check_models(hand)
    model = SettlementModel(hand.settlement, hand.players, hand.rules)
    ann_bob = lines_by_pair(model)[("Ann", "Bob")]
    assert [line[Column.WINNER] for line in ann_bob[:3]] == ["Ann"] * 3
    foul = the_line(ann_bob, LineKind.FOUL)
    assert foul is not None
    assert foul[Column.POINTS] == 6 and foul[Column.WINNER] == "Ann"
    assert foul[Column.HANDS] == "Bob fouled: middle Ace high is weaker than top Pair of Queens"
    assert [line[Column.ROYALTIES_A] for line in ann_bob[:3]] == [1, 0, 6]
    assert ann_bob[-1][Column.POINTS] == 13
    ann_cat = lines_by_pair(model)[("Ann", "Cat")]
    assert [line[Column.ROYALTIES_B] for line in ann_cat[:3]] == [6, 0, 4]
    assert [line[Column.POINTS] for line in ann_cat[:3]] == [-1, -1, 1]
    assert ann_cat[-1][Column.POINTS] == -4
    summary = PlayerSummaryModel()
    summary.update(hand.settlement, hand.players, hand.rules)
    bob = summary.index(1, SUMMARY_COLUMNS.index(SummaryColumn.FANTASYLAND))
    assert summary.data(bob) == "No Fantasyland: Pair of Queens on top, but the board fouled"
    assert [summary.cell(r, SummaryColumn.TOTAL) for r in range(3)] == [9, -29, 20]


def test_row_winner_royalties(qapp: QApplication) -> None:
    rules = RuleSet(royalty_settlement=RoyaltySettlement.ROW_WINNER)
    hand = played(rules, {"Ivey": IVEY, "Hellmuth": HELLMUTH})
    check_models(hand)
    lines = lines_by_pair(SettlementModel(hand.settlement, hand.players, rules))
    pair = lines[("Ivey", "Hellmuth")]
    assert [line[Column.ROYALTIES_A] for line in pair[:3]] == [1, 0, 6]
    assert [line[Column.ROYALTIES_B] for line in pair[:3]] == [0, 0, 0]  # its flush lost
    royalty = the_line(pair, LineKind.ROYALTIES)
    assert royalty is not None and royalty[Column.NOTE] == "on rows won only"
    assert pair[-1][Column.POINTS] == 8


def test_shoot_the_moon(qapp: QApplication) -> None:
    rules = RuleSet(shoot_the_moon=True)
    hand = played(rules, {"Ann": MOON_BOARD, "Bob": IVEY, "Cat": FOULER})
    check_models(hand)
    lines = lines_by_pair(SettlementModel(hand.settlement, hand.players, rules))
    for pair in (("Ann", "Bob"), ("Ann", "Cat")):
        moon = the_line(lines[pair], LineKind.MOON)
        assert moon is not None and moon[Column.POINTS] == 20 and moon[Column.WINNER] == "Ann"
        assert [line[Column.POINTS] for line in lines[pair][:3]] == [None] * 3
    foul = the_line(lines[("Ann", "Cat")], LineKind.FOUL)
    assert foul is not None and foul[Column.POINTS] is None  # the moon replaced it


def test_a_natural_and_a_surrender(qapp: QApplication) -> None:
    rules = RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True)
    dragon = natural_of([Board.parse(*DRAGON).row(row) for row in Row])
    surrendered = BoardEvaluation((0, 0, 0), True, (0, 0, 0), NO_FANTASYLAND)
    closed = {"Ann": ClosedPlay(dragon), "Bob": ClosedPlay(surrendered=True)}
    entries = [
        ("Ann", evaluate_board(Board.parse(*DRAGON), rules)),
        ("Bob", surrendered),
        ("Cat", evaluate_board(Board.parse(*IVEY), rules)),
    ]
    settlement = settle_hand(entries, rules, closed)
    hand = PlayedHand(rules, ("Ann", "Bob", "Cat"), settlement, closed)
    check_models(hand)
    lines = lines_by_pair(SettlementModel(settlement, hand.players, rules, closed))
    ann_bob = lines[("Ann", "Bob")]
    natural, surrender = the_line(ann_bob, LineKind.NATURAL), the_line(ann_bob, LineKind.SURRENDER)
    assert natural is not None and natural[Column.POINTS] == 13
    assert natural[Column.HANDS] == "Ann: Dragon"
    assert surrender is not None and surrender[Column.POINTS] == 2
    assert ann_bob[-1][Column.POINTS] == 15
    summary = PlayerSummaryModel()
    summary.update(settlement, hand.players, rules, closed)
    boards = [
        summary.data(summary.index(r, SUMMARY_COLUMNS.index(SummaryColumn.BOARD))) for r in range(3)
    ]
    assert boards[:2] == ["Natural: Dragon", "Surrendered"]


def test_stakes_show_money(qapp: QApplication) -> None:
    rules = RuleSet(point_value=0.5, stakes=(StakePair(("Ann", "Bob"), 3.0),))
    hand = played(rules, {"Ann": IVEY, "Bob": HELLMUTH, "Cat": FOULER})
    check_models(hand)
    model = SettlementModel(hand.settlement, hand.players, rules)
    assert model.shows_money
    total = lines_by_pair(model)[("Ann", "Bob")][-1]
    assert total[Column.MONEY] == 4 * 0.5 * 3.0 and total[Column.NOTE] == "at 3× stakes"
    row = next(r for r in range(model.rowCount()) if model.cell(r, Column.ITEM) is LineKind.TOTAL)
    assert model.data(model.index(row, COLUMNS.index(Column.MONEY))) == "+6.00"  # 6.5 too
    plain = played(RuleSet(), {"Ann": IVEY, "Bob": HELLMUTH, "Cat": FOULER})
    assert not SettlementModel(plain.settlement, plain.players, plain.rules).shows_money


def test_models_refuse_other_players_and_start_empty(qapp: QApplication) -> None:
    hand = played(RuleSet(), {"Ann": IVEY, "Bob": HELLMUTH})
    with pytest.raises(ValueError, match="players"):
        SettlementModel(hand.settlement, ["Ann", "Zed"], hand.rules)
    assert SettlementModel().rowCount() == 0 and StandingsModel().rowCount() == 0
    alone = played(RuleSet(), {"Ann": IVEY})
    assert SettlementModel(alone.settlement, ["Ann"], alone.rules).rowCount() == 0
    check_models(alone)


# ----- standings ---------------------------------------------------------------------


def play_match(rules: RuleSet, players: Sequence[str], seed: int) -> Match:
    match = Match(rules, players, seed=seed)
    rng = random.Random(seed)
    while not match.is_over:
        match.start_hand()
        hand = match.hand
        assert hand is not None
        careful = [rng.random() < 0.5 for _ in hand.players]
        while not hand.is_over:
            seat = hand.acting_seats()[0]
            view = view_for(hand, seat)
            decision = safe_auto_move(view) if careful[seat] else random_decision(view, rng)
            apply_decision(hand, seat, decision)
    match.close_hand()
    return match


def hand_results(match: Match) -> tuple[tuple[tuple[str, int], ...], ...]:
    """As the snapshot carries them (TableSnapshot.hand_results)."""
    return tuple(
        tuple((r.player, r.total) for r in hand.settlement.players)
        for hand in match.hands
        if hand.settlement is not None
    )


@pytest.mark.parametrize(
    ("rules", "players", "seed"),
    [
        (RuleSet(), ["Ann", "Bob", "Cat"], 1),
        (
            RuleSet(variant=Variant.PINEAPPLE, match_length="hands", match_hands=5),
            ["Ann", "Bob"],
            2,
        ),
        (RuleSet(variant=Variant.TURBO, scoring="2-4"), ["Ann", "Bob", "Cat", "Dan"], 3),
    ],
)
def test_the_standings_are_the_match_totals(
    qapp: QApplication, rules: RuleSet, players: list[str], seed: int
) -> None:
    match = play_match(rules, players, seed)
    results = hand_results(match)
    model = StandingsModel()
    model.update(results)
    assert model.rowCount() == len(match.hands) + 1
    assert model.players == tuple(players)
    last = model.rowCount() - 1
    assert model.cell(last, 0, Qt.ItemDataRole.DisplayRole) == "Total"
    for column, name in enumerate(players, start=1):
        assert model.cell(last, column) == match.totals[name]
        assert model.cell(last - 1, column, RUNNING_ROLE) == match.totals[name]
        assert [model.cell(row, column) for row in range(last)] == [
            dict(hand)[name] for hand in results
        ]
    assert model.totals() == match.totals


def test_standings_cells_read_hand_and_running_total(qapp: QApplication) -> None:
    model = StandingsModel(
        [(("Ann", 7), ("Bob", -7)), (("Ann", 3), ("Bob", -3)), (("Ann", -2), ("Cat", 2))]
    )
    display = [
        [model.cell(r, c, Qt.ItemDataRole.DisplayRole) for c in range(4)]
        for r in range(model.rowCount())
    ]
    assert display == [
        ["1", "+7 (+7)", "−7 (−7)", ""],
        ["2", "+3 (+10)", "−3 (−10)", ""],
        ["3", "−2 (+8)", "— (−10)", "+2 (+2)"],
        ["Total", "+8", "−10", "+2"],
    ]
    assert model.cell(2, 2) is None and model.cell(2, 2, RUNNING_ROLE) == -10
    assert model.headerData(3, Qt.Orientation.Horizontal) == "Cat"


# ----- the panel ---------------------------------------------------------------------


def test_the_panel_shows_the_hand_and_the_standings(qtbot: QtBot) -> None:
    panel = ScoreReviewPanel()
    qtbot.addWidget(panel)
    panel.resize(900, 420)
    panel.show()
    qtbot.waitExposed(panel)
    hand = played(RuleSet(), {"Ann": IVEY, "Bob": FOULER, "Cat": JACKS})
    with qtbot.waitSignal(panel.settlement_model.modelReset):
        panel.show_settlement(hand.settlement, hand.players, hand.rules)
    panel.show_standings([tuple((r.player, r.total) for r in hand.settlement.players)])
    assert [panel.tabs.tabText(i) for i in range(panel.tabs.count())] == ["This hand", "Standings"]
    assert panel.settlement_view.model() is panel.settlement_model
    assert panel.settlement_model.rowCount() > 9
    assert panel.summary_model.rowCount() == 3
    assert panel.standings_model.rowCount() == 2
    assert panel.settlement_view.isColumnHidden(COLUMNS.index(Column.MONEY))
    assert "1-6 scoring" in panel.caption.text()
    hands = COLUMNS.index(Column.HANDS)
    assert 0 < panel.settlement_view.columnWidth(hands) <= 320
    foul_row = next(
        r
        for r in range(panel.settlement_model.rowCount())
        if panel.settlement_model.cell(r, Column.ITEM) is LineKind.FOUL
    )
    assert panel.settlement_view.rowHeight(foul_row) > panel.settlement_view.rowHeight(0)
    panel.tabs.setCurrentIndex(1)
    assert panel.standings_view.isVisible()
    staked = RuleSet(stakes=(StakePair(("Ann", "Bob"), 2.0),))
    panel.show_settlement(settle(staked, {"Ann": IVEY, "Bob": HELLMUTH}), ["Ann", "Bob"], staked)
    assert not panel.settlement_view.isColumnHidden(COLUMNS.index(Column.MONEY))
    assert panel.summary_model.rowCount() == 2


def _frozen_record(value: object) -> bool:
    params = getattr(type(value), "__dataclass_params__", None)
    return is_dataclass(value) and params is not None and params.frozen


def test_the_models_keep_only_frozen_records(qapp: QApplication) -> None:
    hand = played(RuleSet(), {"Ann": IVEY, "Bob": FOULER, "Cat": JACKS})
    model = SettlementModel(hand.settlement, hand.players, hand.rules)
    summary = PlayerSummaryModel()
    summary.update(hand.settlement, hand.players, hand.rules)
    for line in (*model.lines, *summary.lines):
        assert _frozen_record(line)
        for field in fields(line):
            value = getattr(line, field.name)
            assert (
                not hasattr(value, "__dict__")
                or _frozen_record(value)
                or isinstance(value, LineKind)
            ), (field.name, value)


def test_raw_role_is_a_custom_role() -> None:
    assert Qt.ItemDataRole.UserRole + 1 == RAW_ROLE
    assert RUNNING_ROLE != RAW_ROLE
