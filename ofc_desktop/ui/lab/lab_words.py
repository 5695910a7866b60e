"""The lab's results in words: signed points, and what the solver's board of a whole
deal (Fantasyland, closed Chinese poker) earns."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ofc_desktop.bots.position_analysis import PositionAnalysis
from ofc_desktop.core.lab_position import LabPosition


def signed_points(value: float) -> str:
    text = f"{abs(value):.2f}"
    return f"−{text}" if value < 0 and text != "0.00" else f"+{text}"


def same_position(analysed: LabPosition, shown: LabPosition | None) -> bool:
    """Is the analysed position the one shown (copies of repeated cards aside)?"""
    return shown is not None and analysed.canonical() == shown.canonical()


def solver_summary(analysis: PositionAnalysis) -> str:
    """The solver's board: its royalties, whether it stays in (or reaches) Fantasyland,
    and what it is worth by the solver's objective."""
    best = analysis.plays[0]
    position = analysis.position
    in_fantasyland = position.seats[position.hero].in_fantasyland
    if best.foul_chance >= 1:
        return QCoreApplication.translate(
            "LabWindow", "Every board of these cards fouls: the solver found none that holds."
        )
    if in_fantasyland and best.fantasyland_chance >= 1:
        stay = QCoreApplication.translate("LabWindow", "it stays in Fantasyland")
    elif in_fantasyland:
        stay = QCoreApplication.translate("LabWindow", "it does not stay in Fantasyland")
    elif best.fantasyland_chance >= 1:
        stay = QCoreApplication.translate("LabWindow", "it reaches Fantasyland")
    else:
        stay = QCoreApplication.translate("LabWindow", "no Fantasyland")
    return QCoreApplication.translate(
        "LabWindow",
        "The solver's board (drawn on the board): {royalties:g} in royalties, {stay}; worth "
        "{value} points by the solver's count (royalties, plus staying in Fantasyland).",
    ).format(royalties=best.royalties, stay=stay, value=signed_points(best.value))
