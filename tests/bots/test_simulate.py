"""`ofc simulate`: bot-against-bot hands, duplicate deals, JSON figures, bad input."""

from __future__ import annotations

import io
import json

import pytest

from ofc_desktop.bots.protocol import Budget
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.bots.simulate import play_deal, simulate, summarise
from ofc_desktop.cli import main
from ofc_desktop.core.rules import RuleSet, Variant


def test_json_figures_for_every_seat() -> None:
    out = io.StringIO()
    code = main(
        [
            "simulate",
            "--seats",
            "medium,beginner",
            "--hands",
            "4",
            "--duplicate",
            "--workers",
            "1",
            "--quiet",
            "--json",
            "--variant",
            "turbo",
        ],
        stdout=out,
    )
    assert code == 0
    result = json.loads(out.getvalue())
    assert result["hands"] == 4
    assert [seat["name"] for seat in result["seats"]] == ["medium", "beginner"]
    for seat in result["seats"]:
        assert set(seat) == {
            "name",
            "points_per_hand",
            "stderr",
            "foul_rate",
            "fantasyland_entry_rate",
            "fantasyland_stay_rate",
            "fantasyland_hand_rate",
            "decision_ms_p50",
            "decision_ms_p95",
        }
    total = sum(seat["points_per_hand"] for seat in result["seats"])
    assert total == pytest.approx(0.0)


def test_duplicate_deals_give_each_bot_every_seat() -> None:
    data = RuleSet().to_dict()
    mirror = play_deal(data, ["medium", "medium"], seed=5, duplicate=True)
    assert mirror.hands == 2
    # The same (deterministic) bot in both seats of a duplicate deal breaks even.
    assert mirror.points[0] == pytest.approx(-mirror.points[1])
    assert mirror.points[0] == pytest.approx(0.0)


def test_two_workers_match_one() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE)
    one = simulate(rules, ["easy", "beginner"], 4, seed=3, duplicate=True, workers=1)
    two = simulate(rules, ["easy", "beginner"], 4, seed=3, duplicate=True, workers=2)
    assert [s.points_per_hand for s in one[1]] == [s.points_per_hand for s in two[1]]


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--seats", "hard,wizard"], "unknown bot level"),
        (["--seats", "hard"], "at least two bots"),
        (["--seats", "easy,easy", "--hands", "0"], "--hands must be 1 or more"),
        (["--seats", "easy,easy,easy,easy", "--variant", "pineapple"], "at most 3 players"),
        (["--seats", "easy,easy", "--rules", "{nope"], "--rules is not JSON"),
        (["--seats", "expert@soon,easy"], "give seconds after '@'"),
        (["--seats", "expert@0,easy"], "above 0 and at most 600"),
        (["--seats", "wizard@2,easy"], "unknown bot level"),
    ],
)
def test_bad_input(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    assert main(["simulate", *argv, "--quiet"], stdout=out) == 2
    assert out.getvalue() == ""
    assert message in capsys.readouterr().err


def test_the_progress_bar_counts_every_deal_on_standard_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = io.StringIO()
    assert (
        main(["simulate", "--seats", "easy,beginner", "--hands", "6", "--workers", "1"], stdout=out)
        == 0
    )
    err = capsys.readouterr().err
    assert "6/6" in err and "deal" in err  # tqdm's bar, finished
    assert "6/6" not in out.getvalue()  # the report itself stays clean


def test_a_deal_plays_the_fantasyland_hands_it_earns() -> None:
    # Seed 2: Hard earns Fantasyland, stays once, then leaves; Easy plays on normally.
    data = RuleSet(variant=Variant.PINEAPPLE).to_dict()
    deal = play_deal(data, ["hard", "easy"], seed=2, duplicate=False)
    assert deal.hands == 1  # one dealt hand ...
    assert deal.entries == [1, 0] and deal.stays == [1, 0]
    assert deal.fantasyland_hands == [2, 0]  # ... and the two Fantasyland hands it led to
    assert deal.ordinary_hands == [1, 3]
    # Every Fantasyland hand is an entry or a stay that was played.
    assert deal.fantasyland_hands[0] == deal.entries[0] + deal.stays[0]
    assert sum(deal.points) == pytest.approx(0.0)
    hard, easy = summarise(["hard", "easy"], [deal])
    assert hard.fantasyland_entry_rate == 1.0 and hard.fantasyland_stay_rate == 0.5
    assert hard.fantasyland_hand_rate == pytest.approx(2 / 3)
    assert easy.fantasyland_hand_rate == 0.0


def test_a_seat_may_think_within_a_clock_as_at_the_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    budgets: list[object] = []
    original = BotSeat.choose

    def spy(self: BotSeat, view: object, cancel: object = None) -> object:
        budgets.append((self.level, self.thinking_budget))
        return original(self, view, cancel)  # type: ignore[arg-type]

    monkeypatch.setattr(BotSeat, "choose", spy)
    played, seats = simulate(RuleSet(), ["hard@0.2", "medium"], 2, seed=3, workers=1)
    assert played == 2 and [seat.name for seat in seats] == ["hard@0.2", "medium"]
    assert ("hard", Budget(seconds=0.2)) in budgets
    assert all(budget == Budget(simulations=24) for level, budget in budgets if level == "medium")


def test_the_yardsticks_can_be_simulated() -> None:
    out = io.StringIO()
    argv = ["simulate", "--seats", "expert-2026-12,hard-2026-12", "--hands", "1", "--quiet"]
    assert main([*argv, "--workers", "1", "--variant", "turbo"], stdout=out) == 0
