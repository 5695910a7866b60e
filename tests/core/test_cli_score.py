"""`ofc score`: JSON in, JSON out; bad input gives one line on stderr and exit code 2."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.cli import EXIT_BAD_INPUT, main

REPO = Path(__file__).resolve().parents[2]

IVEY = {"player": "Ivey", "top": "6s 6d 2c", "middle": "Ks Kd 9c 8h 3s", "bottom": "Qs Qh Qd 4c 4s"}
HELLMUTH = {
    "player": "Hellmuth",
    "top": "Ah Kh 3d",
    "middle": "As Ac Tc 7d 2s",
    "bottom": "Jh 9h 7h 5h 2h",
}
EXAMPLE_1 = {"boards": [IVEY, HELLMUTH]}


def score(data: Any, *argv: str) -> dict[str, Any]:
    """Run ``ofc score`` in-process on JSON data; it must succeed."""
    text = data if isinstance(data, str) else json.dumps(data)
    out = io.StringIO()
    code = main(["score", *argv], stdin=io.StringIO(text), stdout=out)
    assert code == 0
    result: dict[str, Any] = json.loads(out.getvalue())
    return result


def score_error(capsys: pytest.CaptureFixture[str], data: Any, *argv: str) -> str:
    """Run ``ofc score`` on bad input: exit 2, nothing on stdout, one line on stderr."""
    text = data if isinstance(data, str) else json.dumps(data)
    capsys.readouterr()
    out = io.StringIO()
    code = main(["score", *argv], stdin=io.StringIO(text), stdout=out)
    captured = capsys.readouterr()
    assert code == EXIT_BAD_INPUT == 2
    assert out.getvalue() == ""
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert lines[0].startswith("ofc score: ")
    return lines[0]


def totals(result: dict[str, Any]) -> dict[str, int]:
    return {p["player"]: p["total"] for p in result["players"]}


# ----- the output --------------------------------------------------------------------


def test_output_has_the_required_keys() -> None:
    result = score(EXAMPLE_1)
    assert {"players", "pairs"} <= set(result)
    for player in result["players"]:
        assert {"player", "fouled", "royalties", "hands", "fantasyland", "total"} <= set(player)
        assert set(player["royalties"]) == {"top", "middle", "bottom"}
        assert set(player["hands"]) == {"top", "middle", "bottom"}
        assert set(player["fantasyland"]) == {"qualifies", "cards", "stays"}
    for pair in result["pairs"]:
        assert {"players", "rows", "total"} <= set(pair)
        assert set(pair["rows"]) == {"top", "middle", "bottom"}


def test_example_1_through_the_command() -> None:
    result = score(EXAMPLE_1)
    ivey, hellmuth = result["players"]
    assert ivey["player"] == "Ivey"
    assert ivey["fouled"] is False
    assert ivey["royalties"] == {"top": 1, "middle": 0, "bottom": 6}
    assert ivey["hands"] == {
        "top": "Pair of Sixes",
        "middle": "Pair of Kings",
        "bottom": "Full house, Queens over Fours",
    }
    assert ivey["fantasyland"] == {"qualifies": False, "cards": 0, "stays": False}
    assert hellmuth["royalties"] == {"top": 0, "middle": 0, "bottom": 4}
    assert hellmuth["hands"]["bottom"] == "Jack-high flush"
    assert totals(result) == {"Ivey": 4, "Hellmuth": -4}
    (pair,) = result["pairs"]
    assert pair["players"] == ["Ivey", "Hellmuth"]
    assert pair["rows"] == {"top": 1, "middle": -1, "bottom": 1}
    assert pair["total"] == 4


def test_output_repeats_the_rules_it_used() -> None:
    result = score({"rules": {"scoring": "1-4"}, **EXAMPLE_1})
    assert result["rules"]["scoring"] == "1-4"
    assert result["rules"]["scoop_bonus"] == 1


def test_three_players_and_default_names() -> None:
    third = {"top": "Js Jd 3c", "middle": "Td Th 8d 8s 2d", "bottom": "Kc Qc 8c 7c 5c"}
    unnamed = {k: v for k, v in IVEY.items() if k != "player"}
    result = score({"boards": [unnamed, HELLMUTH, third]})
    assert [p["player"] for p in result["players"]] == ["Player 1", "Hellmuth", "Player 3"]
    assert len(result["pairs"]) == 3
    assert totals(result) == {"Player 1": 0, "Hellmuth": -16, "Player 3": 16}
    assert result["players"][2]["fantasyland"] == {"qualifies": False, "cards": 0, "stays": False}


def test_fouled_board_and_fantasyland_in_the_output() -> None:
    fouled = {
        "player": "F",
        "top": "Qs Qd 7c",
        "middle": "Qh Qc 6s 5d 4h",
        "bottom": "As Ad Ac 2s 2d",
    }
    # kings on top (8) over kings-up in the middle, a flush (4) on the bottom
    queens = {
        "player": "Q",
        "top": "Kc Kd 3c",
        "middle": "Ks Kh 7h 7s 9c",
        "bottom": "Jh Th 9h 5h 3h",
    }
    result = score({"boards": [fouled, queens]})
    f, q = result["players"]
    assert f["fouled"] is True
    assert f["royalties"] == {"top": 0, "middle": 0, "bottom": 0}
    assert f["fantasyland"]["qualifies"] is False
    assert q["fouled"] is False
    assert q["fantasyland"] == {"qualifies": True, "cards": 13, "stays": False}
    assert q["royalties"] == {"top": 8, "middle": 0, "bottom": 4}
    assert totals(result) == {"F": -(6 + 12), "Q": 6 + 12}


def test_in_fantasyland_board_stays() -> None:
    board = {
        "player": "FL",
        "top": "2s 2d 2c",
        "middle": "3s 3d 3h 4h 5c",
        "bottom": "9s Td Jc Qs Kd",
        "in_fantasyland": True,
    }
    other = {
        "player": "O",
        "top": "Ah Kh 3c",
        "middle": "As Ac Tc 7d 6h",
        "bottom": "Jh 9h 7h 5h 2h",
    }
    result = score({"boards": [board, other]})
    assert result["players"][0]["fantasyland"] == {"qualifies": True, "cards": 13, "stays": True}


# ----- rows and card notation --------------------------------------------------------

NOTATIONS = [
    # the Example 1 Ivey board written in other ways
    {
        "top": ["6s", "6d", "2c"],
        "middle": ["Ks", "Kd", "9c", "8h", "3s"],
        "bottom": ["Qs", "Qh", "Qd", "4c", "4s"],
    },
    {"top": "6s,6d,2c", "middle": "Ks, Kd, 9c, 8h, 3s", "bottom": "Qs;Qh;Qd;4c;4s"},
    {"top": "6S 6D 2C", "middle": "ks kd 9c 8h 3s", "bottom": "qS qH qD 4C 4S"},
    {"top": "6♠ 6♦ 2♣", "middle": "K♠ K♦ 9♣ 8♥ 3♠", "bottom": "Q♠ Q♥ Q♦ 4♣ 4♠"},
    {"top": "6♤ 6♢ 2♧", "middle": "K♤ K♢ 9♧ 8♡ 3♤", "bottom": "Q♤ Q♡ Q♢ 4♧ 4♤"},
    {
        "top": "  6s   6d 2c ",
        "middle": "Ks\tKd 9c\n8h 3s",
        "bottom": ["qs", "Q♥", "Qd", "4c", "4S"],
    },
]


@pytest.mark.parametrize("rows", NOTATIONS)
def test_every_notation_reads_the_same(rows: dict[str, Any]) -> None:
    expected = score(EXAMPLE_1)
    result = score({"boards": [{"player": "Ivey", **rows}, HELLMUTH]})
    assert result == expected


def test_ten_written_as_10() -> None:
    a = {"player": "A", "top": "10s 10d 2c", "middle": "Ks Kd 9c 8h 3s", "bottom": "Qs Qh Qd 4c 4s"}
    b = {"player": "B", "top": "Ts Td 2c", "middle": "Ks Kd 9c 8h 3s", "bottom": "Qs Qh Qd 4c 4s"}
    one = score({"boards": [a]})
    other = score({"boards": [b]})
    assert one["players"][0]["hands"]["top"] == "Pair of Tens"
    assert one["players"][0]["royalties"] == other["players"][0]["royalties"]


@pytest.mark.parametrize("joker", ["JK", "jk", "Joker", "🃏"])
def test_joker_notation(joker: str) -> None:
    board = {
        "player": "J",
        "top": f"As {joker} 7d",
        "middle": "Kc Kd Kh 8h 3s",
        "bottom": "Qs Qh Qd 4c 4s",
    }
    result = score({"rules": {"jokers": 1}, "boards": [board]})
    player = result["players"][0]
    assert player["hands"]["top"] == "Pair of Aces"
    assert player["royalties"] == {"top": 9, "middle": 2, "bottom": 6}
    assert player["total"] == 17  # practising alone scores royalties


def test_input_from_stdin_dash_and_from_a_file(tmp_path: Path) -> None:
    expected = score(EXAMPLE_1)
    assert score(EXAMPLE_1, "-") == expected
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(EXAMPLE_1), encoding="utf-8")
    assert score("this stdin is not read", str(path)) == expected


# ----- rule options ------------------------------------------------------------------

SCOOPER = {"player": "S", "top": "As Qd 4c", "middle": "Ts Th 7c 5h 4d", "bottom": "Js Jd 7s 7d 2d"}
REF = {"player": "R", "top": "Kd Qc 3h", "middle": "9h 9c 5d 4s 2h", "bottom": "Td Tc 6d 6c 8s"}


@pytest.mark.parametrize(
    ("rules", "points"),
    [
        ({}, 6),
        ({"scoring": "1-6"}, 6),
        ({"scoring": "1-4"}, 4),
        ({"scoring": "2-4"}, 4),
        ({"scoring": "custom", "row_points": 2, "scoop_bonus": 4}, 10),
        ({"row_points": 3}, 12),
    ],
)
def test_scoring_option(rules: dict[str, Any], points: int) -> None:
    result = score({"rules": rules, "boards": [SCOOPER, REF]})
    assert totals(result) == {"S": points, "R": -points}


def test_royalty_table_options() -> None:
    trips = {
        "player": "T",
        "top": "5s 5h 5d",
        "middle": "8s 8h 8d 2c 2d",
        "bottom": "9c Tc Jc Qc Kc",
    }
    standard = score({"boards": [trips]})["players"][0]["royalties"]
    assert standard == {"top": 13, "middle": 12, "bottom": 15}
    flat = score({"rules": {"royalty_table": "flat_top_trips_20"}, "boards": [trips]})
    assert flat["players"][0]["royalties"]["top"] == 20
    custom = score(
        {"rules": {"royalty_table": {"bottom": {"straight_flush": 40}}}, "boards": [trips]}
    )
    assert custom["players"][0]["royalties"] == {"top": 13, "middle": 12, "bottom": 40}


def test_row_winner_option() -> None:
    result = score({"rules": {"royalty_settlement": "row_winner"}, **EXAMPLE_1})
    assert totals(result) == {"Ivey": 8, "Hellmuth": -8}


def test_double_deck_allows_a_card_twice() -> None:
    copy = dict(HELLMUTH, player="Copy")
    result = score({"rules": {"decks": 2}, "boards": [IVEY, HELLMUTH, copy]})
    assert totals(result) == {"Ivey": 8, "Hellmuth": -4, "Copy": -4}


def test_shoot_the_moon_option() -> None:
    moon = {
        "player": "M",
        "top": "9h 7h 2c",
        "middle": "Ts 8d 6c 4h 2s",
        "bottom": "Js 9d 7c 5h 3s",
    }
    strong = {
        "player": "S",
        "top": "Qs Qd 5c",
        "middle": "Ks Kd 8s 8h 3c",
        "bottom": "As Ad Ac 4c 4d",
    }
    assert totals(score({"boards": [moon, strong]})) == {"M": -19, "S": 19}
    on = score({"rules": {"shoot_the_moon": True}, "boards": [moon, strong]})
    assert totals(on) == {"M": 20, "S": -20}
    assert on["players"][0]["shoots_the_moon"] is True


def test_stakes_option() -> None:
    rules = {"point_value": 2.5, "stakes": [{"players": ["Ivey", "Hellmuth"], "multiplier": 10}]}
    result = score({"rules": rules, **EXAMPLE_1})
    assert totals(result) == {"Ivey": 4, "Hellmuth": -4}
    assert result["players"][0]["money"] == pytest.approx(100.0)
    assert result["pairs"][0]["money"] == pytest.approx(100.0)


def test_progressive_fantasyland_option() -> None:
    kings = {
        "player": "K",
        "top": "Ks Kd 2c",
        "middle": "As Ad 3h 4h 5c",
        "bottom": "9s 9d 9c 7s 8d",
    }
    rules = {"variant": "pineapple", "fantasyland_cards": "progressive"}
    result = score({"rules": rules, "boards": [kings]})
    assert result["players"][0]["fantasyland"] == {"qualifies": True, "cards": 15, "stays": False}
    assert (
        score({"rules": {"fantasyland_entry": "AA"}, "boards": [kings]})["players"][0][
            "fantasyland"
        ]["qualifies"]
        is False
    )


# ----- errors ------------------------------------------------------------------------


def with_board(index: int, **changes: Any) -> dict[str, Any]:
    boards = [dict(IVEY), dict(HELLMUTH)]
    boards[index].update(changes)
    return {"boards": boards}


@pytest.mark.parametrize(
    ("data", "fragments"),
    [
        ("{boards: [", ["bad JSON", "line 1"]),
        ('{"boards": []', ["bad JSON"]),
        ("", ["no JSON"]),
        ("   \n", ["no JSON"]),
        ("[1, 2]", ["JSON object"]),
        ('"Qs Qd 7c"', ["JSON object"]),
        ({"rules": {}}, ["boards"]),
        ({"boards": []}, ["boards"]),
        ({"boards": "Qs Qd 7c"}, ["boards"]),
        ({"boards": [IVEY, HELLMUTH], "extra": 1}, ["unknown top-level keys: extra"]),
        ({"rules": [], "boards": [IVEY]}, ["rules must be a JSON object"]),
        (with_board(1, top="6s Kh 3d"), ["6s", "used 2 times", "one deck"]),
        (with_board(1, top="Ah Kh"), ["Hellmuth", "top row needs 3 cards, got 2"]),
        (with_board(0, middle="Ks Kd 9c 8h 3s 3c"), ["Ivey", "middle row needs 5 cards, got 6"]),
        (with_board(0, bottom=[]), ["Ivey", "bottom row needs 5 cards, got 0"]),
        (with_board(1, top="Ah Kh 1d"), ["Hellmuth", "top row", "'1d'"]),
        (with_board(1, top="Ah Kh Xx"), ["'Xx'"]),
        (
            with_board(1, middle=["As", "Ac", "Tc", "7d", 2]),
            ["Hellmuth", "middle row", "bad card 2"],
        ),
        (with_board(1, top=7), ["Hellmuth", "top row"]),
        (with_board(1, top="Ah JK 3d"), ["JK", "no jokers"]),
        (
            {"boards": [dict(IVEY, player=f"P{i}") for i in range(5)]},
            ["at most 4 players", "not 5"],
        ),
        (
            {
                "rules": {"variant": "pineapple"},
                "boards": [dict(IVEY, player=f"P{i}") for i in range(4)],
            },
            ["at most 3 players"],
        ),
        (
            {
                "rules": {"fantasyland_cards": "variable"},
                "boards": [dict(IVEY, player=f"P{i}") for i in range(4)],
            },
            ["not enough cards"],
        ),
        ({"rules": {"colour": "green"}, **EXAMPLE_1}, ["unknown rule settings: colour"]),
        ({"rules": {"decks": 3}, **EXAMPLE_1}, ["decks"]),
        ({"rules": {"variant": "classic", "naturals": True}, **EXAMPLE_1}, ["naturals"]),
        (with_board(1, player="Ivey"), ["different name"]),
        (with_board(1, player=""), ["player"]),
        (with_board(1, in_fantasyland="yes"), ["in_fantasyland"]),
        (with_board(1, seat=3), ["unknown keys seat"]),
        ({"boards": [IVEY, {"player": "B", "top": "Ah Kh 3d"}]}, ["B", "middle row is missing"]),
        ({"boards": [IVEY, "Ah Kh 3d"]}, ["board 2"]),
    ],
)
def test_bad_input(capsys: pytest.CaptureFixture[str], data: Any, fragments: list[str]) -> None:
    line = score_error(capsys, data)
    for fragment in fragments:
        assert fragment in line


def test_jokers_beyond_the_shoe(capsys: pytest.CaptureFixture[str]) -> None:
    board = {
        "player": "J",
        "top": "JK JK 7d",
        "middle": "Kc Kd Kh 8h 3s",
        "bottom": "Qs Qh Qd 4c 4s",
    }
    line = score_error(capsys, {"rules": {"jokers": 1}, "boards": [board]})
    assert "2 jokers used, but this game has only 1" in line
    assert score({"rules": {"jokers": 2}, "boards": [board]})["players"][0]["fouled"] is False


def test_three_copies_in_a_double_deck(capsys: pytest.CaptureFixture[str]) -> None:
    copies = [dict(HELLMUTH, player=f"H{i}") for i in range(3)]
    line = score_error(capsys, {"rules": {"decks": 2}, "boards": copies})
    assert "used 3 times with 2 decks" in line


def test_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "nope.json"
    line = score_error(capsys, "", str(missing))
    assert str(missing) in line
    assert "No such file" in line


def test_directory_and_non_utf8_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert "cannot read" in score_error(capsys, "", str(tmp_path))
    binary = tmp_path / "hand.json"
    binary.write_bytes(b"\xff\xfe{\x00")
    assert "not UTF-8" in score_error(capsys, "", str(binary))


# ----- a real process ----------------------------------------------------------------


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ofc_desktop.cli", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_subprocess_scores_a_file(tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps({"rules": {"scoring": "2-4"}, **EXAMPLE_1}), encoding="utf-8")
    done = run_cli("score", str(path))
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    result = json.loads(done.stdout)
    assert totals(result) == {"Ivey": 5, "Hellmuth": -5}  # 2 rows of 3 → 2, royalties +3
    assert result == score({"rules": {"scoring": "2-4"}, **EXAMPLE_1})


def test_subprocess_bad_input(tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(with_board(1, top="6s Kh 3d")), encoding="utf-8")
    done = run_cli("score", str(path))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.splitlines() == [
        "ofc score: player Hellmuth, top row: card 6s used 2 times with one deck"
    ]
    missing = run_cli("score", str(tmp_path / "missing.json"))
    assert missing.returncode == 2
    assert missing.stdout == ""
    assert len(missing.stderr.splitlines()) == 1


# ----- edge cases -------------------------------------------------------------------


def test_float_decks_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    line = score_error(capsys, {"rules": {"decks": 2.0}, **EXAMPLE_1})
    assert "decks" in line


def test_list_fantasyland_entry_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    line = score_error(capsys, {"rules": {"fantasyland_entry": ["QQ"]}, **EXAMPLE_1})
    assert "fantasyland_entry" in line


def test_deeply_nested_json_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    score_error(capsys, "[" * 100_000 + "]" * 100_000)
