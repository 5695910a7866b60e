"""Every ``ofc`` command that reads JSON refuses values Python cannot hold (numbers of
thousands of digits, nesting thousands deep) with one line on stderr and exit code 2."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from ofc_desktop.cli import EXIT_BAD_INPUT, main

REPO = Path(__file__).resolve().parents[2]

LONG_NUMBER = '{"decks": 1' + "0" * 5000 + "}"
DEEP = "[" * 5000 + "]" * 5000
DEEP_INSIDE = '{"decks": ' + "[" * 5000 + "]" * 5000 + "}"
BAD_JSON = [LONG_NUMBER, DEEP, DEEP_INSIDE]
PROGRAM = (sys.executable, "-m", "ofc_desktop.cli")


def refused(capsys: pytest.CaptureFixture[str], argv: list[str], stdin: str = "") -> str:
    out = io.StringIO()
    code = main(argv, stdin=io.StringIO(stdin), stdout=out)
    captured = capsys.readouterr()
    assert code == EXIT_BAD_INPUT
    assert out.getvalue() == ""
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert "Traceback" not in captured.err
    return lines[0]


@pytest.mark.parametrize("text", BAD_JSON, ids=["digits", "deep", "deep-inside"])
def test_simulate_rules_refused(capsys: pytest.CaptureFixture[str], text: str) -> None:
    line = refused(capsys, ["simulate", "--seats", "hard,easy", "--hands", "1", "--rules", text])
    assert line.startswith("ofc simulate: ")
    assert "--rules" in line


@pytest.mark.parametrize("command", ["score", "replay"])
@pytest.mark.parametrize("text", BAD_JSON, ids=["digits", "deep", "deep-inside"])
def test_json_on_stdin_refused(capsys: pytest.CaptureFixture[str], command: str, text: str) -> None:
    line = refused(capsys, [command, "-"], stdin=text)
    assert line.startswith(f"ofc {command}: ")
    assert "standard input" in line


@pytest.mark.parametrize("command", ["score", "replay"])
@pytest.mark.parametrize("text", BAD_JSON, ids=["digits", "deep", "deep-inside"])
def test_json_file_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str, text: str
) -> None:
    path = tmp_path / "input.json"
    path.write_text(text, encoding="utf-8")
    line = refused(capsys, [command, str(path)])
    assert str(path) in line


@pytest.mark.parametrize("text", [LONG_NUMBER, DEEP], ids=["digits", "deep"])
def test_simulate_rules_refused_as_a_process(text: str) -> None:
    done = subprocess.run(
        [*PROGRAM, "simulate", "--seats", "hard,easy", "--hands", "1", "--quiet", "--rules", text],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == EXIT_BAD_INPUT
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr
