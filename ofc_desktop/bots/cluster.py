"""The deals of ``ofc simulate`` spread over a Ray cluster (the optional ``cluster`` extra).

Each deal is the same pure function the local worker processes run, sent to Ray as one
task, so a seed gives the same results wherever its deals are played. Ray is imported
only when asked for; the rest of the package runs without it. Every machine of a remote
cluster needs ofc_desktop installed, as the tasks import it there.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from ofc_desktop.bots.simulate import DealResult, play_deal

INSTALL_COMMAND = 'pip install "ofc-desktop[cluster]"'


class RayNotInstalled(ImportError):
    """Ray was asked for and is not installed."""


def _import_ray() -> Any:  # Ray's own type information is incomplete
    try:
        import ray
    except ImportError:
        raise RayNotInstalled(f"Ray is not installed; run {INSTALL_COMMAND}") from None
    return ray


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
    ray = _import_ray()
    started = not ray.is_initialized()
    if started:
        ray.init(
            address=address,
            include_dashboard=False,
            log_to_driver=False,
            logging_level=logging.ERROR,
        )
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
    finally:
        if started:
            ray.shutdown()
