"""The table scene and its pure geometry: slot rectangles, items, animation."""
