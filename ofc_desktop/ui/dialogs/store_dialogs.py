"""What the store has to tell the player in a dialog: damage met while playing (said at
once, without stopping the game), and hands a full disk kept out when the game closes
(with the offer to save them elsewhere)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDir, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ofc_desktop.persistence.atomic import StorageError, write_atomic

DAMAGE_DIALOG = "storeDamageReport"


def show_damage_report(parent: QWidget, text: str, details: str) -> QMessageBox:
    """Say what was kept of a damaged history (``text``: its headline, then paragraphs);
    the table stays usable behind it."""
    headline, _, rest = text.partition("\n\n")
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("StoreDialogs", "Your hand history"),
        headline,
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setInformativeText(rest)
    box.setObjectName(DAMAGE_DIALOG)
    if details:
        box.setDetailedText(details)
    box.setModal(False)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box


def report_close_problem(parent: QWidget, problem: str, unsaved: dict[str, Any] | None) -> bool:
    """Say what the last write at closing could not save; with hands nowhere kept, offer
    to save them to a file of the player's choice (one Import reads). True when they
    were saved there."""
    title = QCoreApplication.translate("StoreDialogs", "Your files")
    box = QMessageBox(QMessageBox.Icon.Warning, title, problem, parent=parent)
    if unsaved is None:
        box.addButton(QMessageBox.StandardButton.Ok)
        box.exec()
        return False
    box.setInformativeText(
        QCoreApplication.translate(
            "StoreDialogs",
            "Save them to a file on another disk? Import in the hand history adds them "
            "to it later.",
        )
    )
    save = box.addButton(
        QCoreApplication.translate("StoreDialogs", "Save elsewhere…"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    box.addButton(
        QCoreApplication.translate("StoreDialogs", "Quit without them"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    box.setDefaultButton(save)
    while True:
        box.exec()
        if box.clickedButton() is not save:
            return False
        chosen, _ = QFileDialog.getSaveFileName(
            parent,
            QCoreApplication.translate("StoreDialogs", "Save the unsaved hands"),
            str(Path(QDir.homePath()) / "unsaved-hands.json"),
            QCoreApplication.translate("StoreDialogs", "Hand histories (*.json)"),
        )
        if not chosen:
            continue
        try:
            write_atomic(Path(chosen), json.dumps(unsaved, ensure_ascii=False, indent=1))
        except StorageError as error:
            box.setInformativeText(
                QCoreApplication.translate(
                    "StoreDialogs", "They could not be saved there ({error}). Try another place?"
                ).format(error=str(error).rstrip("."))
            )
            continue
        return True
