"""Shared test set-up: Qt renders offscreen, and hypothesis runs the same on every machine."""

from __future__ import annotations

import os

# Must be set before any Qt module is imported anywhere in the test run.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, settings

settings.register_profile(
    "default",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
settings.load_profile("default")
