"""The position lab agrees with the rest of the product: with `ofc analyse` on a saved
position, with the hand analysis on a street of a real hand; it is set up and shared by
real clicks and a drag, solves whole boards of up to 17 cards, shows the hero's outs,
takes any rule set, and never holds another player's private cards."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from contextlib import redirect_stdout
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.estimate import decision_key
from ofc_desktop.bots.position_analysis import analysis_text, describe_play
from ofc_desktop.cli import main as ofc_main
from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.cards import Card, parse_cards
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.lab_position import LabPosition
from ofc_desktop.core.position_notation import format_position, parse_position
from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant
from ofc_desktop.core.view import view_for
from ofc_desktop.ui.lab.editor_model import BOARD, DEAD, HAND, Slot
from ofc_desktop.ui.lab.lab_window import LabWindow
from ofc_desktop.ui.lab.openers import open_lab
from ofc_desktop.ui.lab.rules_dialog import LabRulesDialog
from tests.ui.test_decision_review import choose_street, reviewed
from tests.ui.test_hand_analysis import open_replay, played_record
from tests.ui.test_position_lab import (
    FEW_FUTURES,
    PINEAPPLE,
    SMALL,
    analysed,
    click,
    drag,
    picker_point,
    slot_point,
    small_lab,
)

PROGRESSIVE = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE)


@pytest.fixture
def lab(qtbot: QtBot, tmp_path: Path) -> Iterator[LabWindow]:
    window = LabWindow(RuleSet(), library=tmp_path / "positions.json")
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.runner.stop()
    window.runner.wait()


def cli_json(*args: str) -> dict[str, object]:
    out = io.StringIO()
    with redirect_stdout(out):
        assert ofc_main(list(args)) == 0
    return json.loads(out.getvalue())  # type: ignore[no-any-return]


# ----- the lab and `ofc analyse` ---------------------------------------------------------------


def test_the_lab_and_ofc_analyse_give_the_same_figures(
    qtbot: QtBot, lab: LabWindow, tmp_path: Path
) -> None:
    small_lab(lab)
    analysed(qtbot, lab)
    analysis = lab.analysis
    assert analysis is not None
    path = tmp_path / "nines.json"
    assert lab.save_file(path)  # the lab's own file, read as it is by the command
    found = cli_json(
        "analyse", str(path), "--json", "--seed", str(analysis.seed), "--budget", str(FEW_FUTURES)
    )
    assert found["seed"] == analysis.seed and found["futures"] == FEW_FUTURES
    plays = found["plays"]
    assert isinstance(plays, list) and len(plays) == len(analysis.plays)
    for mine, theirs in zip(analysis.plays, plays, strict=True):
        assert theirs["text"] == describe_play(mine.decision)
        assert theirs["value"] == pytest.approx(mine.value, abs=1e-9)
        assert theirs["stderr"] == pytest.approx(mine.stderr, abs=1e-9)
        assert theirs["loss"] == pytest.approx(mine.loss, abs=1e-9)


# ----- the lab and the hand analysis --------------------------------------------------------------


def test_a_graded_decision_opens_in_the_lab_with_the_same_figures(qtbot: QtBot) -> None:
    replay = open_replay(qtbot, played_record(Variant.PINEAPPLE, 7))
    review = reviewed(qtbot, replay)
    panel = replay.analysis
    assert not panel.lab_button.isEnabled()  # no street chosen yet
    index = next(i for i, d in enumerate(review.decisions) if not d.exact and d.street > 0)
    choose_street(qtbot, panel, index)
    assert panel.lab_button.isEnabled()
    qtbot.mouseClick(panel.lab_button, Qt.MouseButton.LeftButton)
    labs = replay.findChildren(LabWindow)
    assert len(labs) == 1
    lab = labs[0]
    decision = review.decisions[index]
    assert lab.editor.position() == LabPosition.from_view(decision.view)
    lab.setup.futures.setValue(panel.samples)
    analysed(qtbot, lab)
    analysis = lab.analysis
    assert analysis is not None and analysis.futures == decision.samples
    values = {decision_key(play.decision): play for play in analysis.plays}
    assert len(values) == decision.candidates
    chosen, best = values[decision_key(decision.chosen)], analysis.plays[0]
    assert chosen.value == pytest.approx(decision.chosen_value, abs=1e-9)
    assert decision_key(best.decision) == decision_key(decision.best)
    assert best.value == pytest.approx(decision.best_value, abs=1e-9)
    assert chosen.loss == pytest.approx(decision.loss, abs=1e-9)
    lab.runner.wait()
    replay.close()


# ----- set up by hand, analysed, shared ----------------------------------------------------------


def test_set_up_by_clicks_and_a_drag_analysed_and_copied(qtbot: QtBot, lab: LabWindow) -> None:
    boards = parse_position(SMALL.replace("hand 9d 8c 2h ; ", ""), PINEAPPLE)
    lab.editor.load(boards)
    lab.setup.futures.setValue(FEW_FUTURES)
    for text, slot in (("9d", Slot(HAND, 0)), ("8c", Slot(HAND, 1))):
        click(lab, picker_point(lab, text))
        click(lab, slot_point(lab, slot))
    drag(lab, picker_point(lab, "2h"), slot_point(lab, Slot(HAND, 2)))
    assert lab.editor.position() == parse_position(SMALL, PINEAPPLE)
    analysed(qtbot, lab)
    assert lab.analysis is not None
    qtbot.mouseClick(lab.copy_text_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == analysis_text(lab.analysis)
    qtbot.mouseClick(lab.copy_image_button, Qt.MouseButton.LeftButton)
    image = QApplication.clipboard().image()
    assert not image.isNull()
    assert image.width() >= 600 and image.height() >= 400
    assert image.width() <= 4 * lab.width() and image.height() <= 4 * lab.height()


# ----- whole boards -----------------------------------------------------------------------------


def test_a_17_card_fantasyland_is_set_up_solved_and_drawn(qtbot: QtBot, lab: LabWindow) -> None:
    lab.editor.set_rules(PROGRESSIVE)
    lab.setup.hero_fantasyland.click()
    assert lab.editor.fantasyland[0]
    hand = list(parse_cards("As Ad Kc Kh Qs Qd Jh Tc 9c 8c 7d 6s 5h 4c 3d 2s 2h"))
    for card in hand[:16]:
        assert lab.editor.place(card, Slot(HAND, len(lab.editor.hand)))
    assert lab.editor.problems() == []  # 16: entered with aces
    assert lab.editor.place(hand[16], Slot(HAND, 16))
    assert lab.editor.problems() == [] and len(lab.editor.hand) == 17
    # All 17 on one line, inside the board's width.
    tops = {lab.scene.slots[Slot(HAND, i)].pos().y() for i in range(17)}
    assert len(tops) == 1
    last = lab.scene.slot_rect(Slot(HAND, 16))
    board_right = lab.scene.slot_rect(Slot(BOARD, 4, 1, "bottom")).right()
    assert last.right() <= board_right + 1
    analysed(qtbot, lab)
    analysis = lab.analysis
    assert analysis is not None and analysis.exact
    best = analysis.plays[0]
    assert len(lab.scene.ghosts) == 13 + 4  # the solver's board, and its four discards
    assert f"{best.royalties:g} in royalties" in lab.status.text()
    assert "Fantasyland" in lab.status.text()


def test_a_deal_the_rules_do_not_have_is_refused(lab: LabWindow) -> None:
    position = parse_position(
        "hero fl ; hand As Ad Kc Kh Qs Qd Jh Tc 9c 8c 7d 6s 5h 4c 3d ; opp", PINEAPPLE
    )
    lab.editor.load(position)
    assert not lab.analyse_button.isEnabled()
    assert "14 cards, not 15" in lab.problems.text()


# ----- outs ---------------------------------------------------------------------------------------


def test_the_outs_follow_the_position_and_go_for_an_impossible_one(lab: LabWindow) -> None:
    small_lab(lab)
    lines = lab.outs.lines
    assert "Top" in lines and "Middle" in lines
    assert any(line.startswith("Three of a kind: 1 of 2 outs live") for line in lines)
    assert any(line.startswith("Dead cards (5)") for line in lines)
    lab.editor.place(Card.parse("9s"), Slot(DEAD, 0))  # the last nine is dead now
    assert any(line.startswith("Four of a kind: 0 of 2 outs live") for line in lab.outs.lines)
    lab.editor.place(Card.parse("Ts"), Slot(HAND, 3))  # four cards dealt: impossible
    assert lab.outs.lines == []
    assert "Set up a position" in lab.outs.text.text()


# ----- rules --------------------------------------------------------------------------------------


def test_any_rule_set_and_the_notation_carries_it(qtbot: QtBot, lab: LabWindow) -> None:
    small_lab(lab)
    dialog = LabRulesDialog(lab.editor.rules, lab)
    qtbot.addWidget(dialog)
    page = dialog.fantasyland_page
    combo = page.cards
    combo.setCurrentIndex(combo.findData(FantasylandCards.PROGRESSIVE.value))
    dialog.accept()
    rules = dialog.rules()
    assert rules.fantasyland_cards is FantasylandCards.PROGRESSIVE
    assert rules.variant is Variant.PINEAPPLE
    lab.editor.set_rules(rules)
    written = lab.notation.text()
    assert written.endswith("rules variant=pineapple fantasyland_cards=progressive")
    lab.editor.set_rules(RuleSet())
    assert lab.read_notation(written.replace("fantasyland_cards=progressive", "decks=2"))
    assert lab.editor.rules == RuleSet(variant=Variant.PINEAPPLE, decks=2)
    assert lab.setup.decks.currentData() == 2


# ----- privacy ------------------------------------------------------------------------------------


def test_a_lab_from_a_players_view_holds_none_of_the_others_private_cards(qtbot: QtBot) -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE)
    game = Hand(rules, ["Ann", "Bob", "Cat"], seed=11, button=2, fantasyland={1: 14})
    game.start()
    rng = random.Random(11)
    parent = QWidget()
    qtbot.addWidget(parent)
    checked = 0
    while not game.is_over:
        seat = game.acting_seats()[0]
        view = view_for(game, seat)
        if seat == 0 and view.street >= 2:
            lab = open_lab(parent, rules, view)
            shown = set(lab.editor.cards())
            face_up = {o.seat: set(o.board.cards()) for o in view.opponents}
            for other in (1, 2):
                state = game.seats[other]
                dealt = {*state.board().cards(), *state.street_cards, *state.discards}
                private = dealt - face_up[other]  # held, thrown, or face down
                assert private and not shown & private, other
            assert format_position(lab.editor.position()) == format_position(
                LabPosition.from_view(view)
            )
            lab.close()
            checked += 1
        apply_decision(game, seat, random_decision(view, rng))
    assert checked >= 2
