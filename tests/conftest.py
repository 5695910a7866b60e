"""Shared test set-up: Qt renders offscreen, and hypothesis runs the same on every machine."""

from __future__ import annotations

import os
import tempfile

# Must be set before any Qt module is imported anywhere in the test run.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Nothing a test starts may touch the player's own settings, saved match or history.
os.environ["OFC_DESKTOP_DATA_DIR"] = tempfile.mkdtemp(prefix="ofc-desktop-tests-")

from hypothesis import HealthCheck, settings

settings.register_profile(
    "default",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
settings.load_profile("default")
