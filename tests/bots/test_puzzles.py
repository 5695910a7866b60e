"""Puzzles: the shipped set is sound, and its answers are what the analysis says."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

from ofc_desktop.bots.estimate import decision_key, sets_whole_board
from ofc_desktop.bots.position_analysis import analyse_position
from ofc_desktop.bots.puzzles import (
    MIN_GAP,
    MIN_Z,
    THEMES,
    Puzzle,
    find_puzzles,
    load_puzzles,
    puzzle_gap,
    same_play,
    tag_themes,
)
from ofc_desktop.core.decision import legal_decisions
from ofc_desktop.core.rules import RuleSet, Variant


@pytest.fixture(scope="module")
def puzzles() -> list[Puzzle]:
    return load_puzzles()


def _plays_every_held_card(puzzle: Puzzle) -> bool:
    """A whole board's answer: 13 cards in rows of 3, 5, 5, the rest discarded."""
    rows = puzzle.best.rows()
    played = [card for row in rows.values() for card in row] + list(puzzle.best.discards)
    sizes = [len(rows[name]) for name in ("top", "middle", "bottom")]
    same_cards = sorted(map(str, played)) == sorted(map(str, puzzle.position.hand))
    return same_cards and sizes == [3, 5, 5]


def test_the_shipped_puzzles_are_sound(puzzles: list[Puzzle]) -> None:
    assert len(puzzles) >= 300
    ids = [puzzle.puzzle_id for puzzle in puzzles]
    assert len(set(ids)) == len(ids)
    for puzzle in puzzles:
        assert puzzle.position.problems() == [], puzzle.puzzle_id
        assert puzzle.gap >= MIN_GAP
        assert puzzle.gap_stderr == 0 or puzzle.gap > MIN_Z * puzzle.gap_stderr
        assert puzzle.variant == puzzle.position.rules.variant.value
        assert puzzle.puzzle_id.startswith(puzzle.variant + "-")
        view = puzzle.position.view()
        if sets_whole_board(view):
            assert _plays_every_held_card(puzzle), puzzle.puzzle_id
        else:
            legal = {decision_key(decision) for decision in legal_decisions(view)}
            assert decision_key(puzzle.best) in legal, puzzle.puzzle_id


def test_every_theme_is_present_and_follows_its_rule(puzzles: list[Puzzle]) -> None:
    counts = Counter(theme for puzzle in puzzles for theme in puzzle.themes)
    assert set(counts) == set(THEMES), counts
    for puzzle in puzzles:
        position = puzzle.position
        assert list(puzzle.themes) == [theme for theme in THEMES if theme in puzzle.themes]
        has_joker = any(card.is_joker for card in position.hand)
        assert ("joker_placement" in puzzle.themes) == has_joker
        whole = position.seats[position.hero].in_fantasyland
        assert ("fantasyland_set" in puzzle.themes) == whole
        if "pineapple_discard" in puzzle.themes:
            assert position.rules.variant is Variant.PINEAPPLE


def _sample(puzzles: list[Puzzle]) -> list[Puzzle]:
    """A fixed sample across variants, player counts, jokers and whole boards."""
    wanted: list[Callable[[Puzzle], bool]] = [
        lambda p: p.variant == "classic" and len(p.position.seats) == 2,
        lambda p: p.variant == "classic" and len(p.position.seats) == 3,
        lambda p: p.variant == "pineapple" and "pineapple_discard" in p.themes,
        lambda p: "joker_placement" in p.themes,
        lambda p: p.variant == "turbo",
        lambda p: "fantasyland_set" in p.themes,
        lambda p: "fantasyland_chase" in p.themes,
    ]
    by_id = sorted(puzzles, key=lambda p: p.puzzle_id)
    return [next(p for p in by_id if rule(p)) for rule in wanted]


def test_every_shipped_puzzle_is_confirmed_by_a_fresh_analysis(puzzles: list[Puzzle]) -> None:
    """Every puzzle's claim, analysed again: its best play is the analysis's best, by the
    gap it states (exact where every future can be counted or the board is solved,
    with no standard error), and its themes are the analysis's."""
    exact = 0
    for puzzle in puzzles:
        analysis = analyse_position(puzzle.position, futures=puzzle.futures, seed=puzzle.seed)
        where = puzzle.puzzle_id
        assert same_play(analysis.plays[0].decision, puzzle.best), where
        gap, stderr = puzzle_gap(puzzle.position, analysis)
        assert gap == pytest.approx(puzzle.gap, abs=1e-5), where
        assert stderr == pytest.approx(puzzle.gap_stderr, abs=1e-5), where
        assert gap >= MIN_GAP and (puzzle.exact or gap > MIN_Z * stderr), where
        assert analysis.exact == puzzle.exact and (stderr == 0) == puzzle.exact, where
        assert tag_themes(puzzle.position, analysis) == puzzle.themes, where
        exact += puzzle.exact
    assert exact >= 60  # the late streets and the whole boards


def test_a_puzzle_survives_its_json(puzzles: list[Puzzle]) -> None:
    for puzzle in _sample(puzzles):
        assert Puzzle.from_json(puzzle.to_json()) == puzzle


def test_the_shipped_set_is_read_once() -> None:
    first, second = load_puzzles(), load_puzzles()
    assert first == second and first is not second
    assert first[0] is second[0]


def test_a_bad_puzzle_is_refused(puzzles: list[Puzzle]) -> None:
    data = puzzles[0].to_json()
    with pytest.raises(ValueError, match="theme"):
        Puzzle.from_json({**data, "themes": ["not_a_theme"]})
    with pytest.raises(ValueError):
        Puzzle.from_json({key: value for key, value in data.items() if key != "best"})


def test_find_puzzles_finds_one_that_keeps_the_rules() -> None:
    heard: list[tuple[int, int]] = []
    (puzzle,) = find_puzzles(
        RuleSet(),
        count=1,
        seed=3,
        futures=200,
        screen=50,
        level="easy",
        max_deals=3,
        progress=lambda found, wanted: heard.append((found, wanted)),
    )
    assert heard == [(1, 1)]
    assert puzzle.position.problems() == []
    assert puzzle.gap >= MIN_GAP and puzzle.gap > MIN_Z * puzzle.gap_stderr
    assert (puzzle.futures, puzzle.variant) == (200, "classic")
    analysis = analyse_position(puzzle.position, futures=puzzle.futures, seed=puzzle.seed)
    assert same_play(analysis.plays[0].decision, puzzle.best)
    assert puzzle_gap(puzzle.position, analysis)[0] == pytest.approx(puzzle.gap, abs=1e-5)
    assert Puzzle.from_json(puzzle.to_json()) == puzzle
