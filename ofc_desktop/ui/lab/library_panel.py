"""The player's library of positions in the lab: a list of named positions with their
notes, and Save as…, Open, Rename and Delete (asked first). The file itself is
``persistence.position_library``'s; a failed write is said in the panel, and the list
then shows what is on disk."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ofc_desktop.persistence.atomic import StorageError
from ofc_desktop.persistence.position_library import (
    LibraryEntry,
    LibraryError,
    load_library,
    renamed,
    save_library,
    with_entry,
    without,
)


class SaveAsDialog(QDialog):
    """A name and notes for a position going into the library."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Save the position in the library"))
        self.name = QLineEdit()
        self.notes = QPlainTextEdit()
        self.notes.setPlaceholderText(self.tr("What to look at in this position"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Notes:"), self.notes)
        form.addRow(buttons)


class LibraryPanel(QWidget):
    """The library's list and buttons; ``openRequested`` carries an entry's position."""

    openRequested = Signal(object)  # the position's JSON form (a dict)

    def __init__(
        self,
        path: Path,
        current: Callable[[], Mapping[str, Any] | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.path = path
        self.current = current  # the lab's position in JSON form (None: none to save)
        self.entries: tuple[LibraryEntry, ...] = ()
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Saved positions"))
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.save_button = QPushButton(self.tr("Save as…"))
        self.open_button = QPushButton(self.tr("Open"))
        self.rename_button = QPushButton(self.tr("Rename…"))
        self.delete_button = QPushButton(self.tr("Delete"))
        self.save_button.clicked.connect(self.ask_save_as)
        self.open_button.clicked.connect(self.open_selected)
        self.rename_button.clicked.connect(self.ask_rename)
        self.delete_button.clicked.connect(lambda: self.delete_selected(ask=True))
        self.list.itemDoubleClicked.connect(lambda _item: self.open_selected())
        self.list.currentRowChanged.connect(lambda _row: self._selection_changed())
        buttons = QGridLayout()  # two by two: the lab fits a 1024-pixel screen
        for index, button in enumerate(
            (self.save_button, self.open_button, self.rename_button, self.delete_button)
        ):
            buttons.addWidget(button, index // 2, index % 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, stretch=1)
        layout.addWidget(self.notes)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        self.reload()

    # ----- the file ------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the library again; a damaged file is set aside and said here."""
        loaded = load_library(self.path)
        self.entries = loaded.entries
        self.message.setText(" ".join(loaded.notices))
        self._fill()

    def _store(self, entries: tuple[LibraryEntry, ...]) -> bool:
        try:
            save_library(self.path, entries)
        except StorageError as error:
            self.message.setText(
                self.tr("The library could not be saved: {error}").format(error=error)
            )
            return False
        self.entries = entries
        self.message.clear()
        self._fill()
        return True

    def _fill(self, chosen: str | None = None) -> None:
        chosen = chosen or self.selected_name()
        self.list.clear()
        for entry in self.entries:
            item = QListWidgetItem(entry.name)
            item.setToolTip(entry.notes or entry.name)
            self.list.addItem(item)
            if entry.name == chosen:
                self.list.setCurrentItem(item)
        self._selection_changed()

    def _selection_changed(self) -> None:
        entry = self.selected()
        self.notes.setText(entry.notes if entry is not None else "")
        for button in (self.open_button, self.rename_button, self.delete_button):
            button.setEnabled(entry is not None)

    def selected_name(self) -> str | None:
        item = self.list.currentItem()
        return item.text() if item is not None else None

    def selected(self) -> LibraryEntry | None:
        name = self.selected_name()
        return next((entry for entry in self.entries if entry.name == name), None)

    def select(self, name: str) -> None:
        for row in range(self.list.count()):
            if self.list.item(row).text() == name:
                self.list.setCurrentRow(row)

    # ----- what the player asks for ---------------------------------------------------------

    def save_as(self, name: str, notes: str = "", *, replace_same: bool = False) -> bool:
        """Put the lab's position into the library as ``name``."""
        position = self.current()
        if position is None:
            self.message.setText(self.tr("There is no position to save."))
            return False
        saved = datetime.now(UTC).isoformat(timespec="seconds")
        entry = LibraryEntry(name, position, notes, saved)
        return self._change(
            lambda: with_entry(self.entries, entry, replace_same=replace_same), name.strip()
        )

    def _change(self, change: Callable[[], tuple[LibraryEntry, ...]], shown: str) -> bool:
        """Store the library ``change`` makes and select ``shown``; a name that clashes
        or a store that fails changes nothing."""
        try:
            entries = change()
        except LibraryError:
            self.message.setText(
                self.tr("A position needs a name that no other position in the library has.")
            )
            return False
        if not self._store(entries):
            return False
        self.select(shown)
        return True

    def ask_save_as(self) -> bool:
        dialog = SaveAsDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        name = dialog.name.text().strip()
        taken = any(entry.name == name for entry in self.entries)
        if taken and not self._confirm(
            self.tr("Replace “{name}”?").format(name=name),
            self.tr("The library already holds a position named “{name}”. Replace it?").format(
                name=name
            ),
        ):
            return False
        return self.save_as(name, dialog.notes.toPlainText(), replace_same=taken)

    def open_selected(self) -> bool:
        entry = self.selected()
        if entry is None:
            return False
        self.openRequested.emit(dict(entry.position))
        return True

    def rename(self, old: str, new: str) -> bool:
        return self._change(lambda: renamed(self.entries, old, new), new.strip())

    def ask_rename(self) -> bool:
        old = self.selected_name()
        if old is None:
            return False
        new, ok = QInputDialog.getText(
            self, self.tr("Rename the position"), self.tr("New name:"), text=old
        )
        return bool(ok) and self.rename(old, new)

    def delete_selected(self, ask: bool = True) -> bool:
        name = self.selected_name()
        if name is None:
            return False
        if ask and not self._confirm(
            self.tr("Delete “{name}”?").format(name=name),
            self.tr("Delete the position “{name}” and its notes from the library?").format(
                name=name
            ),
        ):
            return False
        return self._store(without(self.entries, name))

    def _confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(
            self,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes
