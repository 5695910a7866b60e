"""`ofc analyse` meets hostile input: every malformed notation or JSON, any byte sequence,
any bad option gives exit code 2 and exactly one line on standard error, never a
traceback. The inputs are generated from fixed seeds, so every run meets the same ones;
each is run with a tiny budget, so one that turned out valid would still end quickly."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.cli import EXIT_BAD_INPUT, main
from ofc_desktop.core.position_notation import parse_position, position_to_json
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.persistence import bounded_read

REPO = Path(__file__).resolve().parents[2]
PROGRAM = (sys.executable, "-m", "ofc_desktop.cli")
TINY = ["--budget", "2"]

TEXT = (
    "top Qs Qd | mid 9h 9c | bot Ah ; hand 9d 8c 2h ; opp top Kc | mid 5s 5h | bot 2c 3c ; "
    "dead 3d ; button 1"
)
PINEAPPLE = ["--variant", "pineapple"]
VALID = json.loads(json.dumps(position_to_json(parse_position(TEXT, RuleSet(Variant.PINEAPPLE)))))
VALID_JSON = json.dumps(VALID)
WRAPPED = {"format": "ofc-desktop-position", "version": 1, "position": VALID}
FIRST_STREET = "hand As Kd 7c 7h 2s ; opp ; button 1"  # valid under the default rules


def stdin_of(data: str | bytes) -> io.TextIOBase:
    """Standard input holding ``data``: bytes behind a text stream, as the real one is."""
    if isinstance(data, bytes):
        return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    return io.StringIO(data)


def refused(capsys: pytest.CaptureFixture[str], data: str | bytes, argv: list[str]) -> str:
    """Run ``ofc analyse`` in-process: exit 2, nothing on stdout, one line on stderr."""
    capsys.readouterr()
    out = io.StringIO()
    code = main(["analyse", *argv], stdin=stdin_of(data), stdout=out)  # type: ignore[arg-type]
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert code == EXIT_BAD_INPUT, (code, captured.err)
    assert out.getvalue() == "" and captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert lines[0].startswith("ofc analyse: ")
    # The readers name what is wrong themselves: the command's last resort is not needed.
    assert "cannot read the position on" not in lines[0]
    return lines[0]


# ----- the inputs -----------------------------------------------------------------------------

DEEP = "[" * 100_000 + "]" * 100_000
NAMED: list[tuple[str, str | bytes, str]] = [
    # (what, standard input, a fragment of the message)
    ("backslash", "x\\", "backslash"),
    ("backslash-in-cards", "hand As\\Kd", "backslash"),
    ("long-s", "hand Aſ Kd 7c 7h 2s ; opp", "bad card 'Aſ'"),
    ("kelvin-sign", "hand \u212ad As 7c 7h 2s ; opp", "bad card"),
    ("dotless-i", "hand As Kd 7c 7h ıs ; opp", "bad card"),
    ("nul-bytes", b"hand As\x00Kd ; opp", "bad card"),
    ("nul-only", b"\x00\x00\x00", "unknown section"),
    ("invalid-utf8", b"\xff\xfe\xfd", "not UTF-8 text"),
    ("truncated-utf8", "hand A♠".encode()[:-1], "not UTF-8 text"),
    ("overlong-utf8", b"hand \xc0\xaf", "not UTF-8 text"),
    ("encoded-surrogate", b"hand \xed\xa0\x80", "not UTF-8 text"),
    ("lone-surrogate", "hand \ud800 ; opp", "not UTF-8 text"),
    ("empty", "", "no position on standard input"),
    ("spaces", " \n\t ", "no position on standard input"),
    ("byte-order-mark-only", b"\xef\xbb\xbf", "no position on standard input"),
    ("unclosed-quote", 'opp "Bob top As', "not closed"),
    ("quoted-card-as-section", '"As"', "unknown section"),
    ("superscript-button", "hand As Kd 7c 7h 2s ; opp ; button ²", "no seat has that name"),
    ("arabic-digit-button", "hand As Kd 7c 7h 2s ; opp ; button ١", "no seat has that name"),
    ("huge-button", "hand As Kd 7c 7h 2s ; opp ; button " + "9" * 5000, "no seat"),
    ("hand-twice", "hand As ; hand Kd ; opp", "the hand section is given twice"),
    ("dead-twice", "hand As ; dead 2c ; dead 3c ; opp", "the dead section is given twice"),
    ("hero-twice", "top As ; hero top Kd ; hand 2c", "the hero's board is given twice"),
    ("button-twice", "hand As ; opp ; button 1 ; button 0", "given twice"),
    ("rules-twice", "hand As ; opp ; rules decks=1 ; rules decks=2", "given twice"),
    ("rule-twice", "hand As ; opp ; rules decks=1 decks=2", "given twice"),
    ("row-twice", "top As top Kd ; hand 2c ; opp", "the top row is given twice"),
    ("rule-nan", "hand As ; opp ; rules decks=NaN", "decks"),
    ("rule-infinity", "hand As ; opp ; rules decks=Infinity", "decks"),
    ("rule-huge-number", "hand As ; opp ; rules decks=1e999", "decks"),
    ("rule-long-number", "hand As ; opp ; rules decks=" + "9" * 5000, "decks"),
    ("rule-deep-json", f'hand As ; opp ; rules royalty_table="{DEEP}"', "not JSON"),
    ("rule-bare-deep", f"hand As ; opp ; rules royalty_table={DEEP}", "royalty"),
    ("rule-quoted-nan", 'hand As ; opp ; rules royalty_table="NaN"', "not JSON"),
    ("rule-unknown", "hand As ; opp ; rules colour=blue", "unknown rule"),
    ("rule-no-key", "hand As ; opp ; rules =1", "is not a rule"),
    ("json-list", "[1, 2, 3]", "must be a JSON object"),
    ("json-empty-list", "[]", "must be a JSON object"),
    ("json-deep-list", DEEP, "nested too deeply"),
    ("json-deep-object", '{"a": ' * 50_000 + "1" + "}" * 50_000, "nested too deeply"),
    ("json-deep-inside", '{"rules": ' + DEEP + "}", "nested too deeply"),
    ("json-number", "12", "unknown section"),
    ("json-string", '"hello"', "unknown section"),
    ("json-null", "null", "unknown section"),
    ("json-true", "true", "unknown section"),
    ("json-nan", '{"hero": NaN}', "NaN is not a JSON number"),
    ("json-infinity", '{"hero": Infinity}', "Infinity is not a JSON number"),
    ("json-minus-infinity", '{"hero": -Infinity}', "Infinity is not a JSON number"),
    ("json-long-number", '{"hero": ' + "1" * 5000 + "}", "digits is too long"),
    ("json-huge-float", VALID_JSON.replace('"hero": 0', '"hero": 1e99999'), "whole number"),
    ("json-duplicate-key", '{"hand": "As", "hand": "Kd"}', "the key 'hand' is given twice"),
    ("json-duplicate-seat-key", '{"seats": [{"name": "A", "name": "B"}]}', "given twice"),
    ("json-trailing-data", VALID_JSON + " x", "bad JSON"),
    ("json-unclosed", VALID_JSON[:-1], "bad JSON"),
    ("json-hero-huge", json.dumps({**VALID, "hero": 10**900}), "the hero must be one of"),
    ("json-hero-negative", json.dumps({**VALID, "hero": -1}), "the hero must be one of"),
    ("json-button-huge", json.dumps({**VALID, "button": 10**900}), "the button must sit"),
    ("json-many-seats", json.dumps({**VALID, "seats": [{"name": "A"}] * 50_000}), "seats 2 to 6"),
    ("json-long-card", json.dumps({**VALID, "hand": "Q" * 100_000}), "bad card 'QQQQ"),
    ("json-many-cards", json.dumps({**VALID, "hand": ["As"] * 10_000}), "As is used"),
    ("version-7", json.dumps({**VALID, "version": 7}), "unknown position version 7"),
    ("version-true", json.dumps({**VALID, "version": True}), "unknown position version"),
    ("version-float", json.dumps({**VALID, "version": 1.0}), "unknown position version"),
    ("version-text", json.dumps({**VALID, "version": "1"}), "unknown position version"),
    ("version-list", json.dumps({**VALID, "version": [1]}), "unknown position version"),
    ("file-version-7", json.dumps({**WRAPPED, "version": 7}), "unknown position version 7"),
    ("file-version-0", json.dumps({**WRAPPED, "version": 0}), "unknown position version 0"),
    ("file-version-text", json.dumps({**WRAPPED, "version": "1"}), "unknown position version"),
    ("file-version-null", json.dumps({**WRAPPED, "version": None}), "unknown position version"),
    ("file-version-true", json.dumps({**WRAPPED, "version": True}), "unknown position version"),
    ("file-extra-key", json.dumps({**WRAPPED, "saved": "today"}), "unknown key 'saved'"),
    ("file-no-position", json.dumps({"format": "ofc-desktop-position"}), "JSON object"),
    ("file-position-list", json.dumps({**WRAPPED, "position": [VALID]}), "JSON object"),
    ("library-file", json.dumps({"format": "ofc-desktop-positions"}), "unknown key 'format'"),
    ("copied-bad-position", "Position: hand Zz ; opp\nRules: Classic", "bad card 'Zz'"),
    ("copied-empty-position", "Position:\nRules: Classic", "seats 2 to 6"),
    ("copied-impossible", "Position: " + TEXT.replace("dead 3d", "dead 3d 3d"), "3d"),
]


def _wrong_types() -> list[tuple[str, str]]:
    """Every key of a valid position given a value of every wrong type."""
    wrong: list[Any] = [None, True, 1.5, -1, "x", [], {}, [[[]]], {"a": 1}, ["As", 3], 10**30]
    cases = []
    for key, good in VALID.items():
        for value in wrong:
            if key == "version" and type(value) is int:
                continue  # another version: covered above
            if type(value) is type(good) and key not in ("hero", "button"):
                continue
            if key in ("hand", "dead") and value == []:
                continue  # no cards, written as a list: a type the cards may have
            if key in ("hero", "button") and type(value) is int and value >= 0:
                value = 99  # in range of no table
            data = {**VALID, key: value}
            cases.append((f"{key}={json.dumps(value)[:12]}", json.dumps(data)))
    seat_wrong: list[Any] = [None, 3, [], "Zz", ["As", 3], {"x": 1}]
    for key in ("name", "top", "middle", "bottom", "in_fantasyland"):
        for value in seat_wrong:
            if key == "name" and value == "Zz":
                continue  # a name like any other
            seats = [dict(VALID["seats"][0]), *VALID["seats"][1:]]
            seats[0][key] = value
            cases.append((f"seat.{key}={json.dumps(value)}", json.dumps({**VALID, "seats": seats})))
    for value in ["x", 3, [], {"decks": 3}, {"variant": "nope"}, {"decks": 2.0}, {"x": 1}]:
        cases.append((f"rules={json.dumps(value)}", json.dumps({**VALID, "rules": value})))
    return cases


_ALPHABET = [
    *'AKQJT98765432shdcxX;|,="\\{}[]:-+.0 \n\t',
    *["♠", "♥", "ſ", "K", "²", "é", "\x00", "\x7f", "\u2028", "\x1c", "\x85", "\ufeff"],
    *["top", "mid", "bot", "hand", "opp", "hero", "dead", "button", "rules", "fl", "JK"],
    *["Position:", "10", "NaN", "1e999"],
]


def _random_texts(count: int, seed: int) -> list[str]:
    """Strings of notation pieces and of any code points, surrogates included."""
    rng = random.Random(seed)
    texts = []
    for number in range(count):
        if number % 2:
            size = rng.randrange(1, 30)
            texts.append("".join(rng.choice(_ALPHABET) for _ in range(size)))
        else:
            size = rng.randrange(1, 20)
            texts.append("".join(chr(rng.randrange(0x110000)) for _ in range(size)))
    return texts


def _random_bytes(count: int, seed: int) -> list[bytes]:
    rng = random.Random(seed)
    return [rng.randbytes(rng.randrange(1, 60)) for _ in range(count)]


def _truncations(text: str, count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [text[: rng.randrange(1, len(text))] for _ in range(count)]


_BREAKERS = ["\\", '"', "ſ", "\x00", "Z", "#", "{", "}", "]", "=", ";", "|", "\ud800", "7"]


def _mutations(text: str, count: int, seed: int) -> list[str]:
    """``text`` with a character replaced, removed or inserted a few times over."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        chars = list(text)
        for _ in range(rng.randrange(1, 4)):
            at = rng.randrange(len(chars))
            action = rng.randrange(3)
            if action == 0:
                chars[at] = rng.choice(_BREAKERS)
            elif action == 1:
                del chars[at]
            else:
                chars.insert(at, rng.choice(_BREAKERS))
        out.append("".join(chars))
    return out


GENERATED: list[tuple[str, str | bytes]] = [
    *((f"text-{n}", text) for n, text in enumerate(_random_texts(80, seed=1))),
    *((f"bytes-{n}", data) for n, data in enumerate(_random_bytes(40, seed=2))),
    *((f"cut-notation-{n}", text) for n, text in enumerate(_truncations(TEXT, 30, seed=3))),
    *((f"cut-json-{n}", text) for n, text in enumerate(_truncations(VALID_JSON, 30, seed=4))),
    *((f"mutated-notation-{n}", text) for n, text in enumerate(_mutations(TEXT, 40, seed=5))),
    *((f"mutated-json-{n}", text) for n, text in enumerate(_mutations(VALID_JSON, 40, seed=6))),
    *_wrong_types(),
]

BAD_OPTIONS: list[tuple[list[str], str]] = [
    # (argv after "analyse", a fragment of the message); standard input holds a valid position
    (["-", "--limit", "0"], "ofc analyse: error: argument --limit: must be 1 or more, not 0"),
    (["-", "--limit", "-5"], "ofc analyse: error: argument --limit: must be 1 or more, not -5"),
    (["-", "--limit", "x"], "argument --limit: must be a whole number"),
    (["-", "--limit", "1.5"], "argument --limit: must be a whole number"),
    (["-", "--limit", ""], "argument --limit"),
    (["-", "--limit", "9" * 5000], "argument --limit: must be a whole number"),
    (["-", "--limit"], "argument --limit: expected one argument"),
    (["-", "--budget", "1"], "--budget must be 2 to 100000"),
    (["-", "--budget", "0"], "--budget must be 2 to 100000"),
    (["-", "--budget", "-3"], "--budget must be 2 to 100000"),
    (["-", "--budget", "100001"], "--budget must be 2 to 100000"),
    (["-", "--budget", "lots"], "argument --budget: invalid int value"),
    (["-", "--seed", "x"], "argument --seed: invalid int value"),
    (["-", "--variant", "poker"], "argument --variant: invalid choice"),
    (["-", "--rules", "{"], "--rules is not JSON"),
    (["-", "--rules", "3"], "--rules must be a JSON object"),
    (["-", "--rules", "[]"], "--rules must be a JSON object"),
    (["-", "--rules", '{"decks": NaN}'], "NaN is not a JSON number in --rules"),
    (["-", "--rules", '{"decks": 3}'], "decks"),
    (["-", "--rules", DEEP], "nested too deeply"),
    (["-", "--colour", "blue"], "unrecognized arguments: --colour"),
    ([], "the following arguments are required: file"),
    (["-", "extra"], "unrecognized arguments: extra"),
    (["-", "--json=yes"], "argument --json: ignored explicit argument"),
]


# ----- the tests ------------------------------------------------------------------------------


def test_there_are_at_least_300_hostile_inputs() -> None:
    assert len(NAMED) + len(GENERATED) + len(BAD_OPTIONS) >= 300


@pytest.mark.parametrize(
    ("data", "fragment"), [case[1:] for case in NAMED], ids=[case[0] for case in NAMED]
)
def test_a_named_hostile_input_gives_one_line(
    capsys: pytest.CaptureFixture[str], data: str | bytes, fragment: str
) -> None:
    assert fragment in refused(capsys, data, ["-", *TINY])


@pytest.mark.parametrize("data", [case[1] for case in GENERATED], ids=[c[0] for c in GENERATED])
def test_a_generated_hostile_input_gives_one_line(
    capsys: pytest.CaptureFixture[str], data: str | bytes
) -> None:
    refused(capsys, data, ["-", *TINY])


@pytest.mark.parametrize(("argv", "fragment"), BAD_OPTIONS)
def test_a_bad_option_gives_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], fragment: str
) -> None:
    budget = [] if "--budget" in argv else TINY
    assert fragment in refused(capsys, FIRST_STREET, [*argv, *budget])


def test_a_message_quoting_a_huge_value_stays_short(capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(capsys, "flop" + "x" * 1_000_000, ["-", *TINY])
    assert len(line) < 300
    names = json.dumps({**VALID, "seats": [{"name": "A" * 10**6}, {"name": "A" * 10**6}]})
    assert len(refused(capsys, names, ["-", *TINY])) < 1100


def test_standard_input_is_read_with_the_bound(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bounded_read, "MAX_READ_BYTES", 100)
    line = refused(capsys, " " * 101, ["-", *TINY])
    assert line == "ofc analyse: standard input holds more than 0 MB: too much to read"
    assert "no position" in refused(capsys, " " * 100, ["-", *TINY])  # exactly the bound


def test_a_file_is_read_with_the_bound(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(bounded_read, "MAX_READ_BYTES", 100)
    path = tmp_path / "big.txt"
    path.write_text(FIRST_STREET + " " * 100, encoding="utf-8")
    assert "too much to read" in refused(capsys, "", [str(path), *TINY])


@pytest.mark.parametrize("command", ["score", "replay"])
def test_the_other_commands_refuse_a_folder_and_bad_bytes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str
) -> None:
    for argv, data in (([str(tmp_path)], ""), (["-"], b"\xff{"), (["-"], "{\ud800}")):
        capsys.readouterr()
        code = main([command, *argv], stdin=stdin_of(data), stdout=io.StringIO())  # type: ignore[arg-type]
        err = capsys.readouterr().err
        assert code == EXIT_BAD_INPUT and len(err.splitlines()) == 1, err
        assert err.startswith(f"ofc {command}: ") and "Traceback" not in err


# ----- real processes -------------------------------------------------------------------------


def run_cli(*argv: str, stdin: Any = subprocess.DEVNULL) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*PROGRAM, *argv],
        cwd=REPO,
        stdin=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def assert_one_line(done: subprocess.CompletedProcess[str], start: str) -> str:
    assert done.returncode == EXIT_BAD_INPUT, done.stderr
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(start)
    return lines[0]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
@pytest.mark.parametrize("command", ["analyse", "score", "replay"])
def test_an_endless_device_is_refused_at_once(command: str) -> None:
    line = assert_one_line(run_cli(command, "/dev/zero"), f"ofc {command}: ")
    assert "/dev/zero: it is a device" in line


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_an_endless_standard_input_stops_at_the_bound() -> None:
    with open("/dev/zero", "rb") as zeros:
        line = assert_one_line(run_cli("analyse", "-", stdin=zeros), "ofc analyse: ")
    assert "standard input holds more than 64 MB" in line


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_and_a_folder_are_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "position.txt"
    os.mkfifo(fifo)  # nobody writes to it: opening it to read would wait forever
    assert "it is a pipe" in assert_one_line(run_cli("analyse", str(fifo)), "ofc analyse: ")
    assert "it is a folder" in assert_one_line(run_cli("analyse", str(tmp_path)), "ofc analyse: ")


def test_option_errors_are_one_line_in_a_real_process() -> None:
    done = run_cli("analyse", "-", "--limit", "0")
    line = assert_one_line(done, "ofc analyse: error: argument --limit")
    assert line == "ofc analyse: error: argument --limit: must be 1 or more, not 0"
    assert_one_line(run_cli("analyse"), "ofc analyse: error: the following arguments")
    assert_one_line(run_cli("anaylse", "x"), "ofc: error: argument COMMAND: invalid choice")


def test_the_known_crashes_are_one_line_in_a_real_process(tmp_path: Path) -> None:
    for name, data in (("backslash.txt", b"x\\"), ("long-s.txt", "hand Aſ Kd 7c 7h 2s ; opp")):
        path = tmp_path / name
        path.write_bytes(data if isinstance(data, bytes) else data.encode())
        with path.open("rb") as stdin:
            assert_one_line(run_cli("analyse", "-", stdin=stdin), "ofc analyse: ")
        assert_one_line(run_cli("analyse", str(path)), "ofc analyse: ")
