"""`ofc analyse`: a position in, its plays out; bad input gives one line and exit code 2."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.bots.position_analysis import DEFAULT_FUTURES, analyse_position, analysis_text
from ofc_desktop.cli import ESTIMATE_FUTURES, EXIT_BAD_INPUT, main
from ofc_desktop.core import translate as translate_module
from ofc_desktop.core.position_notation import parse_position, position_to_json
from ofc_desktop.core.rules import RuleSet, Variant

PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
TEXT = (
    "top Qs Qd | mid 9h 9c | bot Ah ; hand 9d 8c 2h ; opp top Kc | mid 5s 5h | bot 2c 3c ; "
    "dead 3d ; button 1"
)
POSITION = parse_position(TEXT, PINEAPPLE)


def analyse(stdin: str, *argv: str) -> str:
    out = io.StringIO()
    assert main(["analyse", *argv], stdin=io.StringIO(stdin), stdout=out) == 0
    return out.getvalue()


def analyse_error(capsys: pytest.CaptureFixture[str], stdin: str, *argv: str) -> str:
    capsys.readouterr()
    out = io.StringIO()
    code = main(["analyse", *argv], stdin=io.StringIO(stdin), stdout=out)
    captured = capsys.readouterr()
    assert code == EXIT_BAD_INPUT == 2
    assert out.getvalue() == "" and captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert lines[0].startswith("ofc analyse: ")
    return lines[0]


def test_the_default_budget_is_the_estimates() -> None:
    assert ESTIMATE_FUTURES == DEFAULT_FUTURES


def test_a_json_position_from_a_file_prints_the_table(tmp_path: Path) -> None:
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position_to_json(POSITION)), encoding="utf-8")
    text = analyse("", str(path), "--budget", "32", "--seed", "9")
    assert text.startswith("Position: " + TEXT.replace("button 1", "button Opp1"))
    assert "32 futures per play (seed 9)" in text
    assert len(text.splitlines()) == 5 + 24


def test_json_output_has_the_functions_numbers() -> None:
    data: dict[str, Any] = json.loads(
        analyse(
            json.dumps(position_to_json(POSITION)), "-", "--budget", "32", "--seed", "9", "--json"
        )
    )
    analysis = analyse_position(POSITION, futures=32, seed=9)
    assert data["futures"] == 32 and data["seed"] == 9 and data["exact"] is False
    assert [p["value"] for p in data["plays"]] == [p.value for p in analysis.plays]
    assert [p["loss_stderr"] for p in data["plays"]] == [p.loss_stderr for p in analysis.plays]
    first = data["plays"][0]
    best = analysis.plays[0].decision.rows()
    assert first["rows"]["middle"] == " ".join(c.text for c in best["middle"])
    assert set(first) >= {"rows", "discards", "foul_chance", "fantasyland_chance", "royalties"}


def test_a_text_position_reads_its_rules_from_the_options() -> None:
    plain = analyse(TEXT, "-", "--budget", "16", "--seed", "1", "--variant", "pineapple")
    rules = analyse(
        TEXT, "-", "--budget", "16", "--seed", "1", "--rules", '{"variant": "pineapple"}'
    )
    assert plain == rules
    assert "Rules: Pineapple" in plain
    limited = analyse(
        TEXT, "-", "--budget", "16", "--seed", "1", "--variant", "pineapple", "--limit", "3"
    )
    assert limited.splitlines()[-1] == "… and 21 more plays"


def test_without_a_seed_the_positions_own_seed_is_used() -> None:
    data = json.loads(
        analyse(json.dumps(position_to_json(POSITION)), "-", "--budget", "16", "--json")
    )
    assert data["seed"] == analyse_position(POSITION, futures=16).seed


@pytest.mark.parametrize(
    ("stdin", "argv", "message"),
    [
        ("", ["-"], "no position on standard input"),
        ("{nope", ["-"], "bad JSON in standard input at line 1"),
        ('{"seats": 3}', ["-"], "seats must be a JSON list"),
        ('{"seats": [{"name": "A"}, {"name": "B"}], "hand": "As"}', ["-"], "deals 5 cards, not 1"),
        ("top Qs Xz", ["-"], "bad card 'Xz'"),
        (TEXT, ["-", "--budget", "1"], "--budget must be 2 to 100000"),
        (TEXT, ["-", "--rules", "{"], "--rules is not JSON"),
        (TEXT, ["-"], "with 5 cards on the board, Classic deals 1 cards, not 3"),
        ('{"seats": []}', ["-", "--variant", "classic"], "--rules and --variant are for a"),
        ("", ["no-such-file.json"], "cannot read no-such-file.json"),
        (
            '{"seats": [{"name": "A\\nB"}, {"name": "A\\nB"}], "hand": "As Kd 7c 7h 2s"}',
            ["-"],
            "two seats are called A\\nB",
        ),
    ],
)
def test_bad_input_gives_one_line_and_exit_code_2(
    capsys: pytest.CaptureFixture[str], stdin: str, argv: list[str], message: str
) -> None:
    assert message in analyse_error(capsys, stdin, *argv)


def test_a_file_that_is_not_utf8(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe{")
    assert "is not UTF-8 text" in analyse_error(capsys, "", str(path))


# ----- --limit --------------------------------------------------------------------------------


def test_json_output_honours_the_limit() -> None:
    argv = ["-", "--budget", "16", "--seed", "9", "--json"]
    whole = json.loads(analyse(json.dumps(position_to_json(POSITION)), *argv))
    limited = json.loads(analyse(json.dumps(position_to_json(POSITION)), *argv, "--limit", "3"))
    assert len(whole["plays"]) == 24
    assert limited["plays"] == whole["plays"][:3]
    assert {key: value for key, value in limited.items() if key != "plays"} == {
        key: value for key, value in whole.items() if key != "plays"
    }
    beyond = json.loads(analyse(json.dumps(position_to_json(POSITION)), *argv, "--limit", "99"))
    assert beyond == whole


@pytest.mark.parametrize("limit", ["0", "-5"])
def test_a_limit_below_one_is_refused(capsys: pytest.CaptureFixture[str], limit: str) -> None:
    line = analyse_error(capsys, TEXT, "-", "--limit", limit, "--json")
    assert line == f"ofc analyse: error: argument --limit: must be 1 or more, not {limit}"


# ----- an analysis copied from the lab --------------------------------------------------------


def copied_analysis(**options: Any) -> str:
    """What the lab's "Copy as text" gives for POSITION: the analysis as text."""
    return analysis_text(analyse_position(POSITION, futures=16, seed=9), **options)


def test_a_copied_analysis_is_read_by_its_position_line() -> None:
    copied = copied_analysis()
    assert copied.startswith("Position: ") and "Rules: Pineapple" in copied
    assert parse_position(copied, RuleSet()) == POSITION
    assert parse_position(copied_analysis(limit=3), RuleSet()) == POSITION


def test_a_copied_analysis_given_to_the_command_analyses_its_position(tmp_path: Path) -> None:
    argv = ("--budget", "16", "--seed", "9")
    expected = analyse(TEXT, "-", *argv, "--variant", "pineapple")
    assert analyse(copied_analysis(), "-", *argv) == expected
    path = tmp_path / "copied.txt"
    path.write_text(copied_analysis(limit=2) + "\n", encoding="utf-8")
    assert analyse("", str(path), *argv) == expected
    # Pasted with Windows line ends and a byte-order mark, as an editor may save it.
    path.write_bytes(b"\xef\xbb\xbf" + copied_analysis().replace("\n", "\r\n").encode())
    assert analyse("", str(path), *argv) == expected


def test_a_copied_analysis_in_the_players_language_is_read_too(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert parse_position(copied_analysis().replace("Position:", "position:"), RuleSet())
    german = {"Position: {notation}": "Stellung: {notation}"}
    monkeypatch.setattr(
        translate_module, "_translator", lambda context, text, *_: german.get(text, text)
    )
    copied = copied_analysis()
    assert copied.startswith("Stellung: ")
    assert parse_position(copied, RuleSet()) == POSITION
