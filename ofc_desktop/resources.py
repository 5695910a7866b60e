"""The one place that finds shipped resources (icons, art), never via the working dir.

In a checkout they live in the top-level ``resources/`` folder; in an installed wheel
(and the frozen app) the same folder is packaged as ``ofc_desktop/_resources``.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGED = Path(__file__).resolve().parent / "_resources"
_CHECKOUT = Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """Path of a shipped resource, e.g. ``resource_path("icons", "ofc-desktop.svg")``.

    >>> resource_path("icons", "ofc-desktop.svg").name
    'ofc-desktop.svg'
    """
    for root in (_PACKAGED, _CHECKOUT):
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    raise FileNotFoundError(f"resource {'/'.join(parts)} is not installed")
