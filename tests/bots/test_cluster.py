"""`ofc simulate --ray`: the same deals and figures as a local run, and a clear message
without Ray."""

from __future__ import annotations

import io
import json
import logging
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from ofc_desktop.bots.cluster import (
    INSTALL_COMMAND,
    RayNotInstalled,
    host_and_port,
)
from ofc_desktop.bots.simulate import SeatSummary, simulate
from ofc_desktop.cli import main
from ofc_desktop.core.rules import RuleSet

LEVELS = ["easy", "beginner"]
TIMINGS = {"decision_ms_p50", "decision_ms_p95"}  # wall-clock, never the same twice
SIMULATE_ARGV = [
    "simulate",
    "--seats",
    "easy,beginner",
    "--hands",
    "6",
    "--duplicate",
    "--seed",
    "11",
    "--quiet",
    "--json",
    "--workers",
    "1",
]


def _without_timings(seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{key: value for key, value in seat.items() if key not in TIMINGS} for seat in seats]


def _figures(result: tuple[int, list[SeatSummary]]) -> tuple[int, list[dict[str, Any]]]:
    hands, seats = result
    return hands, _without_timings([seat.to_dict() for seat in seats])


@pytest.fixture(scope="module")
def local_ray() -> Iterator[Any]:
    """One small Ray instance for the module: starting Ray takes seconds. Without its
    fault handler, as ``ofc simulate`` runs it: a SIGTERM caught by that handler aborts
    the test process seconds after the test that sent it."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("RAY_DISABLE_FAILURE_SIGNAL_HANDLER", "1")
        ray = pytest.importorskip("ray")
        ray.init(
            address="local",
            num_cpus=2,
            object_store_memory=80 * 1024**2,
            include_dashboard=False,
            log_to_driver=False,
            logging_level=logging.ERROR,
        )
        yield ray
        ray.shutdown()


def test_ray_plays_the_same_deals_as_local_processes(local_ray: Any) -> None:
    rules = RuleSet()
    reports: list[tuple[int, int]] = []
    local = simulate(rules, LEVELS, 6, seed=11, duplicate=True, workers=1)
    on_ray = simulate(
        rules,
        LEVELS,
        6,
        seed=11,
        duplicate=True,
        ray=True,
        progress=lambda done, total: reports.append((done, total)),
    )
    assert _figures(on_ray) == _figures(local)
    assert reports[-1] == (3, 3)  # three duplicate deals of two hands, all counted
    assert [done for done, _ in reports] == sorted({done for done, _ in reports})
    assert local_ray.is_initialized()  # a connection it did not make is left open


def test_the_ray_option_prints_the_same_figures(local_ray: Any) -> None:
    local, on_ray = io.StringIO(), io.StringIO()
    assert main(SIMULATE_ARGV, stdout=local) == 0
    assert main([*SIMULATE_ARGV, "--ray"], stdout=on_ray) == 0
    local_result, ray_result = json.loads(local.getvalue()), json.loads(on_ray.getvalue())
    assert ray_result["hands"] == local_result["hands"] == 6
    assert _without_timings(ray_result["seats"]) == _without_timings(local_result["seats"])


def test_without_ray_the_error_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now fails
    with pytest.raises(RayNotInstalled, match=re.escape('run pip install "ofc-desktop[cluster]"')):
        simulate(RuleSet(), LEVELS, 2, ray=True)


def test_without_ray_the_option_exits_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    out = io.StringIO()
    assert main([*SIMULATE_ARGV, "--ray", "192.0.2.1:6379"], stdout=out) == 2
    assert out.getvalue() == ""
    err = capsys.readouterr().err
    assert err == f"ofc simulate: Ray is not installed; run {INSTALL_COMMAND}\n"


def test_local_runs_never_need_ray(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    hands, _ = simulate(RuleSet(), LEVELS, 2, workers=1)
    assert hands == 2


@pytest.mark.parametrize(
    ("address", "where"),
    [
        ("10.0.0.5:6380", ("10.0.0.5", 6380)),
        ("head.example", ("head.example", 6379)),
        ("ray://head.example", ("head.example", 10001)),
        ("ray://head.example:4000/", ("head.example", 4000)),
        ("[::1]:6379", ("::1", 6379)),
        ("auto", None),
    ],
)
def test_a_cluster_address_names_a_host_and_port(
    address: str, where: tuple[str, int] | None
) -> None:
    assert host_and_port(address) == where


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_an_address_where_nothing_answers_ends_at_once_in_one_line() -> None:
    """In a program of its own: a connection made before would be kept instead."""
    pytest.importorskip("ray")
    address = f"127.0.0.1:{_closed_port()}"
    command = "import sys; from ofc_desktop.cli import main; sys.exit(main(sys.argv[1:]))"
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", command, *SIMULATE_ARGV, "--ray", address],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert time.monotonic() - started < 20  # the imports, then CONNECT_SECONDS at most
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        f"ofc simulate: no Ray cluster reached: nothing answers at {address} (Connection refused)\n"
    )


def _all_cores_free(ray: Any) -> bool:
    return bool(ray.available_resources().get("CPU") == ray.cluster_resources().get("CPU"))


@pytest.mark.parametrize(
    ("signal_number", "stop"),
    [(signal.SIGINT, KeyboardInterrupt), (signal.SIGTERM, SystemExit)],
)
def test_a_signal_stops_a_ray_run_and_its_deals(
    local_ray: Any, signal_number: int, stop: type[BaseException]
) -> None:
    """Ctrl+C, or SIGTERM (Ray's driver exits on it), ends the run at once, and the
    deals not yet played are taken off the cluster: Expert deals would keep it busy."""
    ignored = None
    if signal_number == signal.SIGINT and not callable(signal.getsignal(signal.SIGINT)):
        # A run in the background or in a test worker ignores Ctrl+C; at a terminal
        # Python turns it into KeyboardInterrupt, as here for the test's length.
        ignored = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        if not callable(signal.getsignal(signal_number)):
            pytest.skip("no Python handler for the signal here")
        _stop_a_run(local_ray, signal_number, stop)
    finally:
        if ignored is not None:
            signal.signal(signal.SIGINT, ignored)


def _stop_a_run(local_ray: Any, signal_number: int, stop: type[BaseException]) -> None:
    timer = threading.Timer(1.0, signal.pthread_kill, (threading.get_ident(), signal_number))
    timer.start()
    started = time.monotonic()
    try:
        with pytest.raises(stop):
            simulate(RuleSet(), ["expert", "expert"], 8, seed=3, duplicate=True, ray=True)
    finally:
        timer.cancel()
    assert time.monotonic() - started < 10
    # A cancelled deal stops at its worker's next Python instruction, which takes a while
    # on a busy machine; the eight Expert deals left to play would keep both cores busy
    # for minutes.
    deadline = time.monotonic() + 30
    while not _all_cores_free(local_ray) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _all_cores_free(local_ray)
    assert local_ray.is_initialized()
