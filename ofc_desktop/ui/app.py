"""Start the desktop game: ``ofc-desktop`` (or ``python -m ofc_desktop``)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from ofc_desktop.core.rules import RuleSet
from ofc_desktop.resources import resource_path
from ofc_desktop.ui.binding_check import binding_problem
from ofc_desktop.ui.main_window import MainWindow


def main(argv: Sequence[str] | None = None) -> int:
    problem = binding_problem()
    if problem is not None:
        print(f"ofc-desktop: {problem}", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(list(argv or sys.argv))
    app.setApplicationName("OFC Desktop")
    app.setWindowIcon(QIcon(str(resource_path("icons", "ofc-desktop.svg"))))
    window = MainWindow()
    window.resize(1280, 860)
    window.new_match(RuleSet(), opponents=1)
    window.show()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
