"""The rules core: pure Python, no Qt (docs/architecture.md rule 1)."""
