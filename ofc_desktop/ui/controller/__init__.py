"""The controller layer: the only part of the Qt code that reads the engine."""

from ofc_desktop.ui.controller.table_controller import TableController

__all__ = ["TableController"]
