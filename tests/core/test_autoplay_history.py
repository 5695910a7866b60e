"""The engine's own moves (docs/rules.md §10: the safe move never fouls when it need not) and
hand histories: replays that catch tampering, and ``ofc replay``.
"""

from __future__ import annotations

import copy
import io
import json
import random
import subprocess
import sys
from collections.abc import Callable
from itertools import permutations
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.cli import EXIT_BAD_INPUT, main
from ofc_desktop.core.autoplay import (
    board_with,
    can_avoid_foul,
    random_decision,
    safe_auto_move,
    set_whole_board,
)
from ofc_desktop.core.board import Board, evaluate_board, row_values
from ofc_desktop.core.cards import Card, build_deck, parse_cards
from ofc_desktop.core.decision import Decision, apply_decision, legal_decisions
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import HistoryError, hand_to_record, replay_hand
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_to_record
from ofc_desktop.core.rules import FantasylandCards, JokerMode, RuleSet, Variant
from ofc_desktop.core.streets import Street
from ofc_desktop.core.view import PlayerView, view_for

CLASSIC = RuleSet()
PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
TURBO = RuleSet(variant=Variant.TURBO)


def fouls(board: Board, rules: RuleSet) -> bool:
    return row_values(board, rules)[1]


def view_of(rules: RuleSet, board: Board, held: str, street: Street) -> PlayerView:
    """A seat's view with the given board and held cards, alone at the table."""
    return PlayerView(
        seat=0,
        players=("Ann", "Bob"),
        rules=rules,
        button=1,
        hand_number=1,
        board=board,
        held=tuple(parse_cards(held)),
        street_placed=(),
        street_discards=(),
        discards=(),
        street=1,
        street_rule=street,
        streets_left=0,
        my_turn=True,
        in_fantasyland=False,
        opponents=(),
        settlement=None,
    )


def outcomes(view: PlayerView) -> list[tuple[Decision, Board]]:
    return [(d, board_with(view, d)) for d in legal_decisions(view)]


def check_safe_move(view: PlayerView) -> Board:
    """The safe move is legal and, on a complete board, avoids a foul whenever any legal
    play does; the example itself must offer both fouling and safe plays."""
    played = outcomes(view)
    assert any(fouls(b, view.rules) for _, b in played), "the example offers no foul"
    assert any(not fouls(b, view.rules) for _, b in played), "the example cannot be saved"
    decision = safe_auto_move(view)
    assert decision in [d for d, _ in played]
    board = board_with(view, decision)
    assert not fouls(board, view.rules)
    return board


# ----- the safe move on hand-made positions -----------------------------------------------


def test_safe_move_refuses_trips_on_top_that_would_foul() -> None:
    # Kc on top makes KKK (22 points of royalty) over a pair of aces: a foul.
    view = view_of(
        PINEAPPLE, Board.parse("Ks Kd", "Ah Ac 6s 5d", "2c 2d 2h 9s 9d"), "Kc 3c 4d", Street(3, 2)
    )
    board = check_safe_move(view)
    assert parse_cards("Kc")[0] not in board.top


def test_safe_move_throws_the_kicker_that_would_foul() -> None:
    # Two places left, both on top. Queens there pay 7, but QQ9 beats the QQ872 middle:
    # the safe move keeps the queens with the 3 and throws the 9.
    view = view_of(
        PINEAPPLE, Board.parse("Qs", "Qh Qc 8s 7d 2h", "As Ad Ac 3s 3d"), "Qd 9h 3c", Street(3, 2)
    )
    board = check_safe_move(view)
    assert safe_auto_move(view).discards == tuple(parse_cards("9h"))
    assert sorted(c.text for c in board.top) == ["3c", "Qd", "Qs"]


def test_safe_move_on_the_last_turbo_street() -> None:
    # Four cards for four places; a heart flush is tempting in the middle but the bottom
    # then holds only a pair below it.
    view = view_of(
        TURBO, Board.parse("4s 2d", "Ah Kh Qh", "Jc Jd 5c 2s"), "2h 3h 9c 7s", Street(4, 4)
    )
    check_safe_move(view)


def test_safe_move_never_places_a_card_that_forces_a_foul_later() -> None:
    # Classic, two streets left: Kc on top (KKK over a full pair-of-aces middle) can never
    # be saved, while Kc at the bottom leaves a legal board reachable.
    board = Board.parse("Ks Kd", "Ah Ac 6s 5d 4c", "2c 2d 2h")
    view = view_of(CLASSIC, board, "Kc", Street(1, 1))
    choices = outcomes(view)
    assert {tuple(b.top) for _, b in choices} >= {tuple(parse_cards("Ks Kd Kc"))}
    decision = safe_auto_move(view)
    after = board_with(view, decision)
    assert parse_cards("Kc")[0] in after.bottom
    assert can_avoid_foul(after, CLASSIC)


def test_safe_move_when_every_play_fouls_still_plays_legally() -> None:
    view = view_of(
        PINEAPPLE, Board.parse("As Ad", "Kh Kc 6s 5d 4d", "2c 3d 5h 8s"), "Ac 9c Th", Street(3, 2)
    )
    assert all(fouls(b, PINEAPPLE) for _, b in outcomes(view))
    decision = safe_auto_move(view)
    assert decision in [d for d, _ in outcomes(view)]


def test_can_avoid_foul_is_exact_for_complete_boards() -> None:
    assert not can_avoid_foul(Board.parse("Qs Qd 7c", "Qh Qc 6s 5d 4h", "As Ad Ac 2s 2d"), CLASSIC)
    assert can_avoid_foul(Board.parse("Qs Qd 7c", "Qh Qc 9s 8d 2h", "As Ad Ac 2s 2d"), CLASSIC)


def test_can_avoid_foul_with_a_joker_on_a_complete_top() -> None:
    rules = RuleSet(jokers_per_deck=1)
    board = Board.parse("JK 2c 3d", "Kc 9d 7h 5s 4c", "Qs 8d 6h 4s")
    completed = Board.parse("JK 2c 3d", "Kc 9d 7h 5s 4c", "Qs 8d 6h 4s Qd")
    assert not evaluate_board(completed, rules).fouled  # the joker plays as a 4: no foul
    assert can_avoid_foul(board, rules)


def can_be_saved(board: Board, unseen: list[Card], rules: RuleSet) -> bool:
    """Brute force: some choice of the unseen cards completes the board without a foul."""
    gaps = [
        row
        for row, size in (("top", 3), ("middle", 5), ("bottom", 5))
        for _ in range(size - len(getattr(board, row)))
    ]
    for extra in permutations(unseen, len(gaps)):
        rows = {"top": list(board.top), "middle": list(board.middle), "bottom": list(board.bottom)}
        for row, c in zip(gaps, extra, strict=True):
            rows[row].append(c)
        if not fouls(
            Board(tuple(rows["top"]), tuple(rows["middle"]), tuple(rows["bottom"])), rules
        ):
            return True
    return False


# Classic with a joker, two streets left. With Ac in the middle (a pair of twos) the board
# can still be saved: the joker on top plays low and the bottom may pair. With Ac at the
# bottom it cannot: ace-high below a pair of twos.
JOKER_RULES = RuleSet(jokers_per_deck=1)
JOKER_BOARD = Board.parse("JK Ad 6h", "5d 2d Jd 2s", "6d 9h 4c 8h")


def joker_view() -> tuple[PlayerView, list[Card]]:
    view = view_of(JOKER_RULES, JOKER_BOARD, "Ac", Street(1, 1))
    seen = {*JOKER_BOARD.cards(), *view.held}
    return view, [c for c in build_deck(1, 1) if c not in seen]


def test_the_joker_position_can_be_saved_only_from_the_middle() -> None:
    view, unseen = joker_view()
    saved = {
        row: can_be_saved(board_with(view, Decision(((view.held[0], row),))), unseen, JOKER_RULES)
        for row in ("middle", "bottom")
    }
    assert saved == {"middle": True, "bottom": False}


def test_safe_move_keeps_a_joker_board_alive() -> None:
    view, unseen = joker_view()
    after = board_with(view, safe_auto_move(view))
    assert can_be_saved(after, unseen, JOKER_RULES)


@st.composite
def partial_boards(draw: st.DrawFn) -> tuple[Board, list[Card]]:
    """A single-deck board missing one or two cards, and the cards still unseen."""
    cards = draw(st.permutations(build_deck()))
    missing = draw(st.integers(1, 2))
    rows = [3, 5, 5]
    for _ in range(missing):
        open_rows = [i for i, size in enumerate(rows) if size > 0]
        rows[draw(st.sampled_from(open_rows))] -= 1
    top, middle, bottom = (
        cards[: rows[0]],
        cards[rows[0] : rows[0] + rows[1]],
        cards[rows[0] + rows[1] : sum(rows)],
    )
    return Board(tuple(top), tuple(middle), tuple(bottom)), cards[sum(rows) :]


@settings(max_examples=40)
@given(partial_boards())
def test_can_avoid_foul_never_gives_up_on_a_board_that_can_be_saved(
    example: tuple[Board, list[Card]],
) -> None:
    board, unseen = example
    if not can_avoid_foul(board, CLASSIC):
        assert not can_be_saved(board, unseen, CLASSIC), f"{board} can be saved"


# ----- the safe move over whole hands ------------------------------------------------------


@st.composite
def safe_tables(draw: st.DrawFn) -> tuple[RuleSet, int, dict[int, int], int]:
    variant = draw(
        st.sampled_from([Variant.CLASSIC, Variant.PINEAPPLE, Variant.TURBO, Variant.CHINESE])
    )
    jokers = draw(st.integers(0, 2))
    mode = draw(st.sampled_from(list(JokerMode)))
    rules = RuleSet(variant=variant, jokers_per_deck=jokers, joker_mode=mode)
    players = draw(st.integers(2, 3 if variant is not Variant.CHINESE else 4))
    fantasyland: dict[int, int] = {}
    if variant is not Variant.CHINESE and draw(st.booleans()):
        fantasyland[draw(st.integers(0, players - 1))] = 14 if variant is Variant.PINEAPPLE else 13
    return rules, players, fantasyland, draw(st.integers(0, 2**32))


@settings(max_examples=30)
@given(safe_tables())
def test_safe_move_fouls_only_when_no_final_placement_could_avoid_it(
    table: tuple[RuleSet, int, dict[int, int], int],
) -> None:
    rules, players, fantasyland, seed = table
    hand = Hand(rules, ["Ann", "Bob", "Cat", "Dan"][:players], seed=seed, fantasyland=fantasyland)
    hand.start()
    last_views: dict[int, PlayerView] = {}
    rng = random.Random(seed)
    while not hand.is_over:
        seat = rng.choice(hand.acting_seats())
        view = view_for(hand, seat)
        decision = safe_auto_move(view)
        if view.streets_left == 0 and not hand.is_simultaneous(seat):
            last_views[seat] = view
            played = board_with(view, decision)
            if fouls(played, rules):
                assert all(fouls(b, rules) for _, b in outcomes(view)), (
                    f"seat {seat} fouled with {played} but could have played safely"
                )
        apply_decision(hand, seat, decision)
    for seat, evaluation in enumerate(hand.evaluations):
        if hand.is_simultaneous(seat):
            assert not evaluation.fouled, "a whole board set at once never fouls"
        elif evaluation.fouled:
            view = last_views[seat]
            assert all(fouls(b, rules) for _, b in outcomes(view))


@st.composite
def card_sets(draw: st.DrawFn) -> tuple[RuleSet, list[Card]]:
    decks = draw(st.sampled_from((1, 2)))
    jokers = draw(st.integers(0, 2))
    rules = RuleSet(
        decks=decks, jokers_per_deck=jokers, joker_mode=draw(st.sampled_from(list(JokerMode)))
    )
    shoe = build_deck(decks, jokers)
    size = draw(st.integers(13, 17))
    return rules, draw(st.permutations(shoe))[:size]


@settings(max_examples=60)
@given(card_sets())
def test_set_whole_board_never_fouls(example: tuple[RuleSet, list[Card]]) -> None:
    rules, cards = example
    decision = set_whole_board(cards, rules)
    rows = decision.rows()
    assert [len(rows[r]) for r in ("top", "middle", "bottom")] == [3, 5, 5]
    assert sorted(map(repr, [*(c for c, _ in decision.placements), *decision.discards])) == sorted(
        map(repr, cards)
    )
    board = Board(tuple(rows["top"]), tuple(rows["middle"]), tuple(rows["bottom"]))
    assert not evaluate_board(board, rules).fouled, f"{board} fouls"


def test_a_fantasyland_seat_plays_a_whole_board_through_the_safe_move() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE)
    hand = Hand(rules, ["Ann", "Bob"], seed=12, fantasyland={0: 17})
    hand.start()
    decision = safe_auto_move(view_for(hand, 0))
    assert len(decision.placements) == 13 and len(decision.discards) == 4
    apply_decision(hand, 0, decision)
    assert not evaluate_board(hand.board(0), rules).fouled


# ----- histories: replays catch tampering --------------------------------------------------


def played_hand(rules: RuleSet = PINEAPPLE, seed: int = 5, **options: Any) -> Hand:
    hand = Hand(rules, ["Ann", "Bob"], seed=seed, **options)
    hand.start()
    rng = random.Random(seed)
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        apply_decision(hand, seat, random_decision(view_for(hand, seat), rng))
    return hand


@pytest.fixture(scope="module")
def history() -> dict[str, Any]:
    return json.loads(json.dumps(hand_to_record(played_hand())))


def index_of(record: dict[str, Any], kind: str, nth: int = -1) -> int:
    return [i for i, a in enumerate(record["actions"]) if a["action"] == kind][nth]


def other_row(row: str) -> str:
    return "middle" if row != "middle" else "top"


def change_row(record: dict[str, Any]) -> None:
    action = record["actions"][index_of(record, "place", 3)]
    action["row"] = other_row(action["row"])


def change_last_row(record: dict[str, Any]) -> None:
    action = record["actions"][index_of(record, "place")]
    action["row"] = other_row(action["row"])


def change_card(record: dict[str, Any]) -> None:
    record["actions"][index_of(record, "place", 0)]["card"] = (
        "2c" if record["actions"][index_of(record, "place", 0)]["card"] != "2c" else "3c"
    )


def swap_two_placements(record: dict[str, Any]) -> None:
    """Two cards of the last street trade rows: the same actions, a different board."""
    actions = record["actions"]
    last_confirm = index_of(record, "confirm")
    places = [i for i in range(last_confirm) if actions[i]["action"] == "place"][-2:]
    a, b = (actions[i] for i in places)
    if a["row"] == b["row"]:
        a["row"] = other_row(a["row"])
    else:
        a["row"], b["row"] = b["row"], a["row"]


def drop_last_action(record: dict[str, Any]) -> None:
    record["actions"].pop()


def change_total(record: dict[str, Any]) -> None:
    record["result"]["players"][0]["total"] += 1


def change_board(record: dict[str, Any]) -> None:
    board = record["boards"][0]
    board["top"], board["middle"] = board["middle"], board["top"]


def change_seed(record: dict[str, Any]) -> None:
    record["seed"] += 1


def change_scoring(record: dict[str, Any]) -> None:
    record["rules"]["scoring"] = "1-4"
    record["rules"]["scoop_bonus"] = 1


def change_button(record: dict[str, Any]) -> None:
    record["button"] = 1 - record["button"]


def rename_player(record: dict[str, Any]) -> None:
    record["seats"][0]["name"] = "Zed"


TAMPERING: list[Callable[[dict[str, Any]], None]] = [
    change_row,
    change_last_row,
    change_card,
    swap_two_placements,
    drop_last_action,
    change_total,
    change_board,
    change_seed,
    change_scoring,
    change_button,
    rename_player,
]


def test_an_untouched_history_replays(history: dict[str, Any]) -> None:
    hand = replay_hand(history)
    assert hand.is_over and hand_to_record(hand) == history


@pytest.mark.parametrize("tamper", TAMPERING, ids=[t.__name__ for t in TAMPERING])
def test_a_tampered_history_is_caught(
    history: dict[str, Any], tamper: Callable[[dict[str, Any]], None]
) -> None:
    record = copy.deepcopy(history)
    tamper(record)
    assert record != history
    with pytest.raises(HistoryError):
        replay_hand(record)


@pytest.mark.parametrize(
    ("tamper", "message"),
    [
        (lambda r: r.__setitem__("format", "ofc-hand/0"), "not a hand history"),
        (lambda r: (r.pop("seed"), r.pop("dealt")), "damaged history"),
        (lambda r: r["actions"][0].pop("seat"), "action 1 has a bad seat"),
        (lambda r: r["actions"][0].__setitem__("action", "fold"), "unknown kind 'fold'"),
        (lambda r: r["actions"][0].__setitem__("card", 7), "names no card"),
        (
            lambda r: r["actions"].insert(0, {"seat": 0, "action": "confirm"}),
            "action 1 does not replay: it is not Ann's turn",
        ),
        (lambda r: r["rules"].__setitem__("variant", "omaha"), "damaged hand history"),
    ],
)
def test_damage_is_reported_with_a_reason(
    history: dict[str, Any], tamper: Callable[[dict[str, Any]], Any], message: str
) -> None:
    record = copy.deepcopy(history)
    tamper(record)
    with pytest.raises(HistoryError, match=message):
        replay_hand(record)


def test_an_impossible_fantasyland_count_is_a_history_error(history: dict[str, Any]) -> None:
    record = copy.deepcopy(history)
    record["fantasyland"] = [[0, 60]]
    with pytest.raises(HistoryError):
        replay_hand(record)


@pytest.mark.parametrize("actions", [None, 5])
def test_actions_that_are_not_a_list_are_a_history_error(
    history: dict[str, Any], actions: Any
) -> None:
    record = copy.deepcopy(history)
    record["actions"] = actions
    with pytest.raises(HistoryError):
        replay_hand(record)


# ----- ofc replay ------------------------------------------------------------------------------


def run_replay(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    out = io.StringIO()
    code = main(["replay", str(path)], stdout=out)
    return code, out.getvalue(), capsys.readouterr().err


def test_ofc_replay_tells_the_hand(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    hand = played_hand(seed=7, fantasyland={1: 14})
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(hand_to_record(hand)), encoding="utf-8")
    code, text, err = run_replay(path, capsys)
    assert (code, err) == (0, "")
    lines = text.splitlines()
    assert lines[0].startswith("Hand 1 — Pineapple, 1 deck(s), 0 joker(s) per deck")
    assert "seed 7" in lines[0]
    assert lines[1] == "Seats: Ann (button), Bob [Fantasyland, 14 cards]"
    for street in range(1, 6):
        assert any(line.startswith(f"Street {street}: Ann is dealt ") for line in lines)
    assert any(line.startswith("Face down: Bob is dealt ") for line in lines)
    sets = [line for line in lines if line.startswith("  Ann sets ")]
    assert len(sets) == 5 and all("; 1 discarded" in line for line in sets[1:])
    for row, cards in hand.seats[0].rows.items():
        for card in cards:
            assert sum(f"{card} → {row}" in line for line in sets) == 1
    assert f"  Bob reveals {hand.board(1)}" in lines
    final = lines.index("Final boards:")
    settlement = lines.index("Settlement:")
    assert final < settlement
    for seat in range(len(hand.players)):
        for row in ("top", "middle", "bottom"):
            cards = " ".join(c.text for c in hand.seats[seat].rows[row])
            assert any(
                line.strip().startswith(f"{row}") and cards in line
                for line in lines[final:settlement]
            )
    assert hand.settlement is not None
    for result in hand.settlement.players:
        assert f"  {result.player}: {result.total:+d}" in lines[settlement:]
    assert any(line.startswith("  Ann vs Bob: top ") for line in lines[settlement:])


def test_ofc_replay_tells_every_hand_of_a_match(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = Match(RuleSet(fantasyland=False), ["Ann", "Bob"], seed=3)
    rng = random.Random(3)
    while not match.is_over:
        match.start_hand()
        assert match.hand is not None
        while not match.hand.is_over:
            seat = match.hand.acting_seats()[0]
            apply_decision(match.hand, seat, random_decision(view_for(match.hand, seat), rng))
        match.close_hand()
    path = tmp_path / "match.json"
    path.write_text(json.dumps(match_to_record(match)), encoding="utf-8")
    code, text, err = run_replay(path, capsys)
    assert (code, err) == (0, "")
    assert "Hand 1 — Classic" in text and "Hand 2 — Classic" in text
    totals = ", ".join(f"{p} {t:+d}" for p, t in match.totals.items())
    assert text.rstrip().endswith(f"Match totals: {totals}")


def damaged(history: dict[str, Any]) -> dict[str, str]:
    tampered = copy.deepcopy(history)
    change_total(tampered)
    wrong_turn = copy.deepcopy(history)
    wrong_turn["actions"].insert(0, {"seat": 0, "action": "confirm"})
    return {
        "truncated": json.dumps(history)[:200],
        "empty": "   \n",
        "not-a-history": json.dumps({"format": "something else"}),
        "a-list": "[1, 2, 3]",
        "tampered-result": json.dumps(tampered),
        "illegal-action": json.dumps(wrong_turn),
    }


@pytest.mark.parametrize(
    "kind",
    [
        "truncated",
        "empty",
        "not-a-history",
        "a-list",
        "illegal-action",
        "tampered-result",
    ],
)
def test_ofc_replay_rejects_a_damaged_file_with_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], history: dict[str, Any], kind: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(damaged(history)[kind], encoding="utf-8")
    code, text, err = run_replay(path, capsys)
    assert code == EXIT_BAD_INPUT == 2
    assert text == ""
    assert err.count("\n") == 1 and err.startswith("ofc replay: ")
    expected = {
        "truncated": "bad JSON in",
        "empty": "no JSON",
        "not-a-history": "not a hand history",
        "a-list": "not a hand history",
        "tampered-result": "does not match the recorded result",
        "illegal-action": "action 1 does not replay",
    }[kind]
    assert expected in err


def test_ofc_replay_of_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, text, err = run_replay(tmp_path / "nowhere.json", capsys)
    assert code == 2 and text == "" and err.startswith("ofc replay: cannot read")


@pytest.mark.parametrize("damage", ["actions-null", "match-totals-text"])
def test_ofc_replay_survives_wrong_types(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], history: dict[str, Any], damage: str
) -> None:
    if damage == "actions-null":
        data: Any = {**copy.deepcopy(history), "actions": None}
    else:
        data = {"format": "ofc-match/1", "seed": 1, "hands": [history], "totals": {"Ann": "x"}}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    try:
        code, _, err = run_replay(path, capsys)
    except (TypeError, ValueError) as error:
        if isinstance(error, OfcError):
            raise
        pytest.fail(f"ofc replay crashed: {error!r}")
    assert code == 2 and err.startswith("ofc replay: ")


def test_ofc_replay_as_a_command(tmp_path: Path, history: dict[str, Any]) -> None:
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(history), encoding="utf-8")
    bad.write_text(json.dumps(history)[:-40], encoding="utf-8")
    command = [sys.executable, "-m", "ofc_desktop.cli", "replay"]
    ok = subprocess.run([*command, str(good)], capture_output=True, text=True, check=False)
    assert ok.returncode == 0 and "Final boards:" in ok.stdout and ok.stderr == ""
    broken = subprocess.run([*command, str(bad)], capture_output=True, text=True, check=False)
    assert broken.returncode == 2 and broken.stdout == ""
    assert broken.stderr.startswith("ofc replay: bad JSON") and broken.stderr.count("\n") == 1
