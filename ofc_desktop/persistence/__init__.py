"""Where the player's data lives and how it is written: paths, atomic writes, settings."""
