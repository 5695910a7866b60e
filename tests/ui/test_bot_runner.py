"""A worker's call: withdrawn, failed or answered, as the table hears of it."""

from __future__ import annotations

import threading

from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.ui.controller.bot_runner import Outcome, run_withdrawable


def test_an_answer_comes_back_with_its_result() -> None:
    assert run_withdrawable(threading.Event(), lambda: 42) == Outcome(True, 42)


def test_a_call_withdrawn_while_queued_never_runs() -> None:
    cancel, ran = threading.Event(), []
    cancel.set()
    assert run_withdrawable(cancel, lambda: ran.append(1)) is None
    assert ran == []


def test_a_call_withdrawn_while_it_ran_gives_no_answer() -> None:
    cancel = threading.Event()

    def work() -> int:
        cancel.set()
        return 7

    assert run_withdrawable(cancel, work) is None


def test_a_call_that_gives_up_gives_no_answer() -> None:
    def work() -> None:
        raise Cancelled

    assert run_withdrawable(threading.Event(), work) is None


def test_a_bug_is_told_in_one_line_not_raised() -> None:
    def work() -> None:
        raise ValueError("no such card")

    assert run_withdrawable(threading.Event(), work) == Outcome(False, "ValueError: no such card")
