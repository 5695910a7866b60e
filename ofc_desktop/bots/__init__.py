"""Computer opponents: pure Python, no Qt (docs/architecture.md rule 1)."""
