"""Computer opponents: pure Python, no Qt (DESIGN.md rule 1)."""
