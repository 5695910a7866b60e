"""Entry point of the frozen app (PyInstaller): the same ``main`` as ``ofc-desktop``."""

import multiprocessing
import sys

from ofc_desktop.ui.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a bot pool spawned from the frozen exe starts here
    sys.exit(main())
