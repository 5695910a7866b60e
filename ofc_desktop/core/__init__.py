"""The rules core: pure Python, no Qt (DESIGN.md rule 1)."""
