"""Working out what Fantasyland is worth gives up when the work asking for it is
cancelled: mid-way through the solver's boards, or while waiting for another thread's
pricing; nothing half done is kept, and the next asker works it out in full."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.bots import fantasyland_cache, fantasyland_pool
from ofc_desktop.bots.fantasyland_pool import (
    cache_key,
    fantasyland_hand_value,
    priced_rules,
    set_cache_folder,
    stopped_by,
)
from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.bots.solver import SolverCancelled
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.controller.analysis_service import AnalysisService
from ofc_desktop.ui.controller.bot_runner import BotRunner

RULES = RuleSet().with_changes(variant=Variant.PINEAPPLE)


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Nothing priced in memory and no shipped table: every price is worked out."""
    monkeypatch.setattr(fantasyland_cache, "shipped_path", lambda key: Path("/nonexistent"))
    set_cache_folder(None)
    yield
    set_cache_folder(None)


def _cancelling_after(
    monkeypatch: pytest.MonkeyPatch, boards: int, cancel: threading.Event
) -> list[int]:
    """The solver sets ``cancel`` once it has set ``boards`` boards; returns its calls."""
    solve = fantasyland_pool.solve_fantasyland
    calls: list[int] = []

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) == boards:
            cancel.set()
        return solve(*args, **kwargs)

    monkeypatch.setattr(fantasyland_pool, "solve_fantasyland", counted)
    return calls


def test_a_cancelled_price_stops_among_the_boards_and_keeps_nothing(
    fresh: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    set_cache_folder(tmp_path)
    cancel = threading.Event()
    calls = _cancelling_after(monkeypatch, 2, cancel)
    with pytest.raises(Cancelled), stopped_by(cancel):
        fantasyland_hand_value(RULES, 14)
    # The solver was told to stop: at most the board it was setting finished after it.
    assert len(calls) <= 3 < fantasyland_pool.POOL_SIZES[14]
    assert not fantasyland_pool._pools and not fantasyland_pool._values
    assert not (tmp_path / f"fantasyland-{cache_key(priced_rules(RULES))}.json").exists()
    # Outside the block the thread's work is no longer cancelled: the price is whole.
    monkeypatch.setattr(fantasyland_pool, "solve_fantasyland", fantasyland_pool.solve_fantasyland)
    whole = fantasyland_hand_value(RULES, 14)
    set_cache_folder(None)
    assert fantasyland_hand_value(RULES, 14) == whole


def test_a_set_cancel_prices_nothing(fresh: None, monkeypatch: pytest.MonkeyPatch) -> None:
    cancel = threading.Event()
    cancel.set()
    calls = _cancelling_after(monkeypatch, 0, cancel)
    with pytest.raises(Cancelled), stopped_by(cancel):
        fantasyland_pool.fantasyland_pool(RULES, 14)
    assert calls == []


def test_a_thread_waiting_for_another_threads_price_gives_up_when_cancelled(
    fresh: None,
) -> None:
    cancel = threading.Event()
    outcome: list[str] = []

    def ask() -> None:
        try:
            with stopped_by(cancel):
                fantasyland_hand_value(RULES, 14)
            outcome.append("priced")
        except Cancelled:
            outcome.append("gave up")

    fantasyland_pool._lock.acquire()  # another thread is pricing
    try:
        asker = threading.Thread(target=ask)
        asker.start()
        time.sleep(3 * fantasyland_pool.LOCK_POLL)
        assert asker.is_alive() and not outcome  # it waits while it is wanted
        cancel.set()
        asker.join(timeout=10)
        assert not asker.is_alive()
    finally:
        fantasyland_pool._lock.release()
    assert outcome == ["gave up"]


@pytest.mark.parametrize("runner", ["analysis", "bot"])
def test_cancelling_a_worker_job_stops_its_pricing(
    fresh: None, monkeypatch: pytest.MonkeyPatch, qtbot: Any, runner: str
) -> None:
    """The teaching analyses and the bots run stopped by their own cancel: a window
    closing while one prices Fantasyland for a new rule set does not wait for the price."""
    started = threading.Event()
    solve = fantasyland_pool.solve_fantasyland

    def slow(*args: Any, cancel: threading.Event | None = None, **kwargs: Any) -> Any:
        """A solver taking a fifth of a second a board: 48 or more boards, ten seconds
        and more, unless it is told to stop."""
        started.set()
        if cancel is not None and cancel.wait(0.2):
            raise SolverCancelled
        time.sleep(0.2 if cancel is None else 0.0)
        return solve(*args, cancel=cancel, **kwargs)

    monkeypatch.setattr(fantasyland_pool, "solve_fantasyland", slow)
    answers: list[object] = []
    pricing = fantasyland_hand_value
    if runner == "analysis":
        service = AnalysisService()
        service.finished.connect(lambda kind, result: answers.append(result))
        service.run("grading", lambda cancel, progress: pricing(RULES, 14))
        assert started.wait(10)
        service.cancel("grading")
        assert service.wait(5000)
    else:
        bots = BotRunner()
        bots.done.connect(lambda request, result: answers.append(result))
        bots.request(lambda cancel: pricing(RULES, 14))
        assert started.wait(10)
        bots.cancel_all()
        assert bots.wait(5000)
    qtbot.wait(50)
    assert answers == []
    assert not fantasyland_pool._values  # nothing half worked out was kept
