"""Settings, saved matches and hand histories on disk."""
