"""The Fantasyland solver against brute force, plus exact cases and `ofc solve`."""

from __future__ import annotations

import io
import json
import random
import threading

import pytest

from ofc_desktop.bots.solver import SolverCancelled, solve_fantasyland
from ofc_desktop.cli import main
from ofc_desktop.core.board import evaluate_board
from ofc_desktop.core.cards import build_deck, parse_cards
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.rules import RuleSet, Variant
from tests.bots.brute_force import brute_force_value


def _check(cards: list, rules: RuleSet, stay_value: float) -> None:  # type: ignore[type-arg]
    solution = solve_fantasyland(cards, rules, stay_value=stay_value)
    evaluation = evaluate_board(solution.board, rules, in_fantasyland=True)
    assert not evaluation.fouled
    assert sorted(map(str, [*solution.board.cards(), *solution.discards])) == sorted(
        map(str, cards)
    )
    assert solution.royalties == evaluation.total_royalty
    assert solution.value == pytest.approx(brute_force_value(cards, rules, stay_value))


@pytest.mark.parametrize("seed", range(12))
def test_thirteen_cards_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    _check(rng.sample(build_deck(), 13), RuleSet(), stay_value=rng.choice([0.0, 8.0, 25.0]))


@pytest.mark.parametrize("seed", range(3))
def test_fourteen_cards_match_brute_force(seed: int) -> None:
    rng = random.Random(100 + seed)
    _check(rng.sample(build_deck(), 14), RuleSet(variant=Variant.PINEAPPLE), stay_value=12.0)


def test_rich_hands_match_brute_force() -> None:
    # Many pairs, a flush draw and trips: royalties on every row compete.
    cards = parse_cards("Ah Kh Qh Jh 9h Ks Kd 7s 7d 7c 3s 3d 2c")
    _check(cards, RuleSet(), stay_value=15.0)


@pytest.mark.parametrize("seed", range(2))
def test_jokers_and_double_deck_match_brute_force(seed: int) -> None:
    rng = random.Random(7 + seed)
    rules = RuleSet(decks=2, jokers_per_deck=1, fantasyland_entry="AA")
    cards = rng.sample(build_deck(2, 1), 12) + [c for c in build_deck(2, 1) if c.is_joker][:1]
    _check(cards, rules, stay_value=10.0)


def test_stay_value_changes_the_choice() -> None:
    # Trips of queens on top stays in; a bigger pure-royalty board exists without staying.
    cards = parse_cards("Qs Qh Qd As Ad Ac Ah 9s 8s 7s 6s 5s 2c")
    keep = solve_fantasyland(cards, RuleSet(), stay_value=100.0)
    assert keep.stays
    greedy = solve_fantasyland(cards, RuleSet(), stay_value=0.0)
    assert greedy.royalties >= keep.royalties


def test_progressive_seventeen_cards_discards_four() -> None:
    rng = random.Random(5)
    cards = rng.sample(build_deck(), 17)
    rules = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards="progressive")
    solution = solve_fantasyland(cards, rules, stay_value=10.0)
    assert len(solution.discards) == 4
    assert not evaluate_board(solution.board, rules).fouled


def test_bad_input_is_refused() -> None:
    with pytest.raises(OfcError, match="13 to 17"):
        solve_fantasyland(parse_cards("As Kd"), RuleSet())
    card = parse_cards("As")[0]
    with pytest.raises(OfcError, match="twice"):
        solve_fantasyland([card] * 13, RuleSet())


def test_cancel_flag_stops_the_search() -> None:
    flag = threading.Event()
    flag.set()
    with pytest.raises(SolverCancelled):
        solve_fantasyland(
            random.Random(1).sample(build_deck(), 17),
            RuleSet(variant=Variant.PINEAPPLE),
            stay_value=50.0,
            cancel=flag,
        )


def test_ofc_solve_prints_json() -> None:
    out = io.StringIO()
    code = main(
        [
            "solve",
            "--cards",
            "As Ah Kd Kc 9s 9h 9d 7c 7d 5s 4h 3c 2d Qs",
            "--stay-value",
            "10",
            "--json",
        ],
        stdout=out,
    )
    assert code == 0
    result = json.loads(out.getvalue())
    assert set(result) == {
        "top",
        "middle",
        "bottom",
        "discards",
        "royalties",
        "stays",
        "stay_value",
        "value",
    }
    assert result["royalties"] == 18 and len(result["discards"].split()) == 1
    assert result["stay_value"] == 10


@pytest.mark.parametrize(
    "cards, message",
    [
        ("As Kd", "13 to 17"),
        ("As As Kd Kc 9s 9h 9d 7c 7d 5s 4h 3c 2d", "used 2 times"),
        ("As Xs Kd Kc 9s 9h 9d 7c 7d 5s 4h 3c 2d", "bad card 'Xs'"),
    ],
)
def test_ofc_solve_bad_input(cards: str, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    assert main(["solve", "--cards", cards], stdout=out) == 2
    assert out.getvalue() == ""
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("stay", ["inf", "-inf", "nan", "1e308", "-5000"])
def test_ofc_solve_refuses_a_stay_value_that_is_not_a_sensible_number(
    stay: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = io.StringIO()
    code = main(
        [
            "solve",
            "--cards",
            "As Ah Kd Kc 9s 9h 9d 7c 7d 5s 4h 3c 2d Qs",
            f"--stay-value={stay}",
            "--json",
        ],
        stdout=out,
    )
    err = capsys.readouterr().err
    assert code == 2 and out.getvalue() == ""
    assert err.count("\n") == 1 and "--stay-value must be a number from -1000 to 1000" in err
