"""The deals of ``ofc simulate`` spread over a Ray cluster (the optional ``cluster`` extra).

Each deal is the same pure function the local worker processes run, sent to Ray as one
task, so a seed gives the same results wherever its deals are played. Ray is imported
only when asked for; the rest of the package runs without it. Every machine of a remote
cluster needs ofc_desktop installed, as the tasks import it there.
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Callable, Sequence
from typing import Any

from ofc_desktop.bots.simulate import DealResult, play_deal

INSTALL_COMMAND = 'pip install "ofc-desktop[cluster]"'
CONNECT_SECONDS = 3.0
GCS_PORT = 6379  # Ray's defaults when an address names no port
CLIENT_PORT = 10001
# Ray's handshake with something that answers but is no Ray cluster: one try, seconds
# not minutes (the environment can still set them).
HANDSHAKE_LIMITS = {
    "RAY_gcs_server_port_wait_time_s": "1",
    "RAY_gcs_rpc_server_connect_timeout_s": "3",
    "RAY_py_gcs_connect_timeout_s": "5",
}


class RayNotInstalled(ImportError):
    """Ray was asked for and is not installed."""


def _import_ray() -> Any:  # Ray's own type information is incomplete
    try:
        import ray
    except ImportError:
        raise RayNotInstalled(f"Ray is not installed; run {INSTALL_COMMAND}") from None
    return ray


class RayUnreachable(ConnectionError):
    """Nothing answers at the cluster address given."""


def host_and_port(address: str) -> tuple[str, int] | None:
    """Where a cluster address points: ``"host:port"``, ``"ray://host:port"``, a bare
    host, an IPv6 address in brackets. None for Ray's own words ("auto", "local")."""
    client = address.startswith("ray://")
    rest = address.removeprefix("ray://").rstrip("/")
    if not rest or rest in ("auto", "local"):
        return None
    host, colon, port = rest.rpartition(":")
    if not colon or (":" in host and not host.startswith("[")):  # no port, or bare IPv6
        host, port = rest, ""
    host = host.strip("[]")
    if not port:
        return host, CLIENT_PORT if client else GCS_PORT
    if not port.isdigit():
        raise RayUnreachable(f"{address} is not an address of the form HOST:PORT")
    return host, int(port)


def check_reachable(address: str, timeout: float = CONNECT_SECONDS) -> None:
    """Raise RayUnreachable when nothing takes a connection at ``address`` within
    ``timeout`` seconds: Ray itself would retry for minutes, deaf to Ctrl+C."""
    where = host_and_port(address)
    if where is None:
        return
    try:
        with socket.create_connection(where, timeout=timeout):
            pass
    except OSError as error:
        reason = error.strerror or str(error) or type(error).__name__
        raise RayUnreachable(f"nothing answers at {address} ({reason})") from None


def play_deals_on_ray(
    rules_data: dict[str, Any],
    levels: Sequence[str],
    seeds: Sequence[int],
    duplicate: bool,
    address: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[DealResult]:
    """Play one deal per seed as Ray tasks; the results come back in seed order.

    ``address`` is a cluster's address; without one Ray attaches to the cluster running
    on this machine or starts one here. A program already connected to Ray keeps its
    connection, and Ray is shut down only if it was started here.
    """
    # Ray reads these as it is imported. A stop (Ctrl+C, SIGTERM) is not a crash: no stack
    # dump from Ray's fault handler.
    os.environ.setdefault("RAY_DISABLE_FAILURE_SIGNAL_HANDLER", "1")
    if address is not None:
        for name, value in HANDSHAKE_LIMITS.items():
            os.environ.setdefault(name, value)
    ray = _import_ray()
    started = not ray.is_initialized()
    if started:
        if address is not None:
            check_reachable(address)
        ray.init(
            address=address,
            include_dashboard=False,
            log_to_driver=False,
            logging_level=logging.ERROR,
        )
    pending: list[Any] = []
    try:
        remote_deal = ray.remote(play_deal)
        deals = [remote_deal.remote(rules_data, list(levels), seed, duplicate) for seed in seeds]
        pending, done = deals, 0
        while pending:
            # Wait for one deal, then count every other deal already finished with it.
            ready, pending = ray.wait(pending, num_returns=1)
            if pending:
                more, pending = ray.wait(pending, num_returns=len(pending), timeout=0)
                ready += more
            done += len(ready)
            if progress:
                progress(done, len(deals))
        results: list[DealResult] = ray.get(deals)
        return results
    except BaseException:  # stopped (Ctrl+C, SIGTERM) or failed: the cluster plays no more
        for deal in pending:
            ray.cancel(deal)
        raise
    finally:
        if started:
            ray.shutdown()
