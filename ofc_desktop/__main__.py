"""``python -m ofc_desktop`` starts the desktop game."""

import sys

from ofc_desktop.ui.app import main

sys.exit(main())
