"""Start the desktop game: ``ofc-desktop`` (or ``python -m ofc_desktop``)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication

from ofc_desktop.core.rules import RuleSet
from ofc_desktop.ui.main_window import MainWindow


def main(argv: Sequence[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(list(argv or sys.argv))
    app.setApplicationName("OFC Desktop")
    window = MainWindow()
    window.resize(1280, 860)
    window.new_match(RuleSet(), opponents=1)
    window.show()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
