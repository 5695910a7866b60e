"""Drills: practise your own mistakes and puzzles, graded by the analysis."""
