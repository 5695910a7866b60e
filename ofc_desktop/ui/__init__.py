"""The Qt layer: the only place PySide6 is imported."""
