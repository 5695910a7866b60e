"""``ofc replay`` on damaged histories: hundreds of seeded random mutations of hand and
match records (keys deleted, values of another type, huge or non-finite numbers written
raw, text cut short, list items swapped or repeated, cards and totals changed) never
crash the command. It exits 0 only when the record still replays to exactly what it
records, and otherwise 2 with one line on stderr; never 1, never a traceback.
"""

from __future__ import annotations

import copy
import io
import json
import os
import random
import re
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.cli import EXIT_BAD_INPUT, main
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import (
    MATCH_FORMAT,
    OLD_MATCH_FORMAT,
    SeatInfo,
    hand_to_record,
    public_hand_record,
    replay_hand,
)
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import (
    match_to_record,
    public_match_record,
    replay_match,
    upgrade_old_match,
)
from ofc_desktop.core.rules import FantasylandCards, MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, play_hand
from ofc_desktop.core.view import view_for
from ofc_desktop.persistence import bounded_read
from ofc_desktop.persistence.exchange import ImportProblem, read_import

Path_ = tuple[str | int, ...]


# ----- the records to damage ----------------------------------------------------------------


def seats_for(names: tuple[str, ...], seed: int) -> list[RandomSeat]:
    return [RandomSeat(name, random.Random(seed * 10 + i)) for i, name in enumerate(names)]


def fidget(hand: Hand) -> None:
    """The first seat to act places a card, takes it back, places it, undoes that: the
    record then holds every kind of card action."""
    seat = hand.acting_seats()[0]
    card = view_for(hand, seat).held[0]
    hand.place(seat, card, "bottom")
    hand.take_back(seat, card)
    hand.place(seat, card, "middle")
    hand.undo(seat)


def finished_hand(
    rules: RuleSet, players: tuple[str, ...], seed: int, fantasyland: dict[int, int] | None = None
) -> Hand:
    hand = Hand(rules, players, seed=seed, button=len(players) - 1, fantasyland=fantasyland)
    hand.start()
    fidget(hand)
    play_hand(hand, seats_for(players, seed))
    return hand


def old_hand(record: dict[str, Any]) -> dict[str, Any]:
    old = copy.deepcopy(record)
    old["format"] = "ofc-hand/1"
    old["players"] = [seat["name"] for seat in old.pop("seats")]
    del old["dealt"], old["next_fantasyland"]
    return old


def played_match(
    rules: RuleSet,
    players: tuple[str, ...],
    seed: int,
    *,
    hands: int,
    join: str | None = None,
    leave: str | None = None,
    stop_mid_hand: bool = False,
) -> tuple[Match, dict[str, SeatInfo]]:
    """A short match: ``join`` sits down after the first hand, ``leave`` stands up after
    the second; ``stop_mid_hand`` leaves the last hand a few actions in."""
    match = Match(rules, players, seed=seed)
    infos = {name: SeatInfo(name, "bot", "random") for name in (*players, join or "") if name}
    while not match.is_over and len(match.hands) < hands:
        if join and len(match.hands) == 1:
            match.join(join)
        if leave and len(match.hands) == 2:
            match.leave(leave)
        match.start_hand()
        hand = match.hand
        assert hand is not None
        if stop_mid_hand and len(match.hands) == hands:
            fidget(hand)
            seat = hand.acting_seats()[0]
            hand.place(seat, view_for(hand, seat).held[0], "top")
            break
        play_hand(hand, seats_for(hand.players, seed + len(match.hands)))
        match.close_hand()
    return match, infos


def build_bases() -> dict[str, Any]:
    pineapple = RuleSet(variant=Variant.PINEAPPLE)
    fl_hand = finished_hand(pineapple, ("Ann", "Bob", "Cat"), 5, {1: 14})
    hand_record = hand_to_record(fl_hand)
    double = finished_hand(
        RuleSet(variant=Variant.CHINESE, decks=2, jokers_per_deck=2, surrender=True),
        ("Ann", "Bob", "Cat", "Dan"),
        6,
    )
    running = Hand(
        RuleSet(fantasyland_cards=FantasylandCards.VARIABLE),
        ("Ann", "Bob"),
        seed=7,
        fantasyland={0: 15},
    )
    running.start()
    fidget(running)
    match, infos = played_match(
        RuleSet(variant=Variant.TURBO, match_length=MatchLength.HANDS, match_hands=3),
        ("Ann", "Bob"),
        8,
        hands=3,
        join="Cat",
        leave="Ann",
    )
    assert match.is_over and len(match.roster) == 2
    match_record = match_to_record(match, infos)
    mid, mid_infos = played_match(
        pineapple.with_changes(match_length=MatchLength.HANDS, match_hands=4),
        ("Ann", "Bob"),
        9,
        hands=2,
        join="Cat",
        stop_mid_hand=True,
    )
    assert mid.in_hand
    plain, _ = played_match(
        RuleSet(match_length=MatchLength.HANDS, match_hands=2), ("Ann", "Bob"), 10, hands=2
    )
    plain_record = match_to_record(plain)
    bases: dict[str, Any] = {
        "hand": hand_record,
        "hand-double-deck-jokers": hand_to_record(double),
        "hand-public": public_hand_record(hand_record, 0),
        "hand-old": old_hand(hand_record),
        "hand-running": hand_to_record(running),
        "match": match_record,
        "match-running": match_to_record(mid, mid_infos),
        "match-public": public_match_record(match_record, "Bob"),
        "match-old": {
            "format": "ofc-match/1",
            "seed": plain_record["seed"],
            "hands": [old_hand(e["hand"]) for e in plain_record["events"]],
            "totals": plain_record["totals"],
        },
    }
    for record in bases.values():
        replay(json.loads(json.dumps(record)))  # every base replays untouched
    return bases


@pytest.fixture(scope="module")
def bases() -> dict[str, Any]:
    return build_bases()


def replay(data: Any) -> None:
    """Replay a record the way the program does, checking it ends as it records."""
    if isinstance(data, dict) and data.get("format") == MATCH_FORMAT:
        match = replay_match(data)
        assert match.settled_totals() == data["totals"]
    elif isinstance(data, dict) and data.get("format") == OLD_MATCH_FORMAT:
        match = replay_match(upgrade_old_match(data))
        assert match.settled_totals() == data["totals"]
    else:
        hand = replay_hand(data)
        again = hand_to_record(hand)
        for key in ("boards", "result", "next_fantasyland"):
            if key in data:
                assert data[key] == again[key]


# ----- mutations ----------------------------------------------------------------------------


WEIRD: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    3,
    15,
    16,
    2**63,
    2**64,
    -(2**64),
    10**30,
    1.5,
    2.0,
    -0.0,
    "",
    "x",
    "??",
    "As",
    "JK",
    "1",
    "top",
    "hand",
    "join",
    [],
    {},
    [0],
    [0, 14],
    [[0, 14]],
    {"name": "Zed"},
    {"a": 1},
    "line\nbreak",
]
CARD_TOKENS = [
    "As",
    "2c",
    "Td",
    "10h",
    "A♠",
    "JK",
    "JK/1",
    "JK/3",
    "As/1",
    "As/2",
    "Qh/0",
    "??",
    "Zz",
    "A",
    "As/x",
    "As/²",
    "As/" + "9" * 40,
    "Kd/-1",
    "",
]
RAW_NUMBERS = [
    "Infinity",
    "-Infinity",
    "NaN",
    "1e999",
    "-1e999",
    "1e2",
    "2.0",
    "-0",
    "9" * 5000,
    "-" + "9" * 5000,
    "12345678901234567890123",
    "0.5",
]
NUMBER = re.compile(r"(?<=[:\[,\s])-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?=[,\]}\s])")


def paths(data: Any, prefix: Path_ = ()) -> Iterator[Path_]:
    """Every place in a JSON tree, the root excluded."""
    items: Any = (
        data.items()
        if isinstance(data, dict)
        else (enumerate(data) if isinstance(data, list) else ())
    )
    for key, value in items:
        yield (*prefix, key)
        yield from paths(value, (*prefix, key))


def parent(data: Any, path: Path_) -> Any:
    for key in path[:-1]:
        data = data[key]
    return data


def nodes_where(data: Any, test: Callable[[Any], bool]) -> list[Path_]:
    return [p for p in paths(data) if test(parent(data, p)[p[-1]])]


def some_path(rng: random.Random, data: Any) -> Path_:
    """Any place, half the time one outside the rules and results (which are large)."""
    every = list(paths(data))
    if rng.random() < 0.5:
        return rng.choice(every)
    return rng.choice([p for p in every if "result" not in p and "rules" not in p] or every)


def delete(rng: random.Random, data: Any) -> str:
    path = some_path(rng, data)
    del parent(data, path)[path[-1]]
    return f"delete {path}"


def retype(rng: random.Random, data: Any) -> str:
    path = some_path(rng, data)
    value = copy.deepcopy(rng.choice(WEIRD))
    parent(data, path)[path[-1]] = value
    return f"set {path} to {value!r}"


def swap(rng: random.Random, data: Any) -> str:
    lists = nodes_where(data, lambda v: isinstance(v, list) and len(v) >= 2)
    if not lists:
        return "no list to swap in"
    path = rng.choice(lists)
    items = parent(data, path)[path[-1]]
    i, j = rng.sample(range(len(items)), 2)
    items[i], items[j] = items[j], items[i]
    return f"swap {path}[{i}] and [{j}]"


def duplicate(rng: random.Random, data: Any) -> str:
    lists = nodes_where(data, lambda v: isinstance(v, list) and v)
    if not lists:
        return "no list to repeat in"
    path = rng.choice(lists)
    items = parent(data, path)[path[-1]]
    i = rng.randrange(len(items))
    items.insert(rng.randrange(len(items) + 1), copy.deepcopy(items[i]))
    return f"repeat {path}[{i}]"


def duplicate_action(rng: random.Random, data: Any) -> str:
    lists = [
        p
        for p in paths(data)
        if p[-1] in ("actions", "events", "hands")
        and isinstance(parent(data, p)[p[-1]], list)
        and parent(data, p)[p[-1]]
    ]
    if not lists:
        return duplicate(rng, data)
    path = rng.choice(lists)
    items = parent(data, path)[path[-1]]
    i = rng.randrange(len(items))
    items.insert(i, copy.deepcopy(items[i]))
    return f"repeat {path}[{i}]"


def change_card(rng: random.Random, data: Any) -> str:
    spots = [
        p
        for p in paths(data)
        if isinstance(parent(data, p)[p[-1]], str)
        and p[-1] in ("dealt", "card", "top", "middle", "bottom")
    ]
    if not spots:
        return retype(rng, data)
    path = rng.choice(spots)
    tokens = parent(data, path)[path[-1]].split() or [""]
    i = rng.randrange(len(tokens))
    tokens[i] = rng.choice(CARD_TOKENS)
    parent(data, path)[path[-1]] = " ".join(tokens)
    return f"card {i} of {path} to {tokens[i]!r}"


def bump(rng: random.Random, data: Any) -> str:
    ints = nodes_where(data, lambda v: isinstance(v, int) and not isinstance(v, bool))
    if not ints:
        return retype(rng, data)
    path = rng.choice(ints)
    delta = rng.choice([-7, -1, 1, 2, 17, 2**63])
    parent(data, path)[path[-1]] += delta
    return f"add {delta} to {path}"


def change_totals(rng: random.Random, data: Any) -> str:
    totals = data.get("totals") if isinstance(data, dict) else None
    if not isinstance(totals, dict) or not totals:
        return bump(rng, data)
    names = [name for name, total in totals.items() if type(total) is int]
    if not names:
        return bump(rng, data)
    name = rng.choice(names)
    totals[name] = rng.choice(
        [17, -7, totals[name] + 1, float(totals[name]), str(totals[name]), None, totals[name] == 0]
    )
    return f"totals[{name!r}] = {totals[name]!r}"


def add_key(rng: random.Random, data: Any) -> str:
    dicts = [(), *nodes_where(data, lambda v: isinstance(v, dict))]
    path = rng.choice(dicts)
    target = data if not path else parent(data, path)[path[-1]]
    key = rng.choice(["extra", "bad\nkey", "seed", "hidden", "copy", "level"])
    target[key] = copy.deepcopy(rng.choice(WEIRD))
    return f"add {key!r} to {path}"


def pad_dealt(rng: random.Random, data: Any) -> str:
    spots = [p for p in paths(data) if p[-1] == "dealt" and isinstance(parent(data, p)[p[-1]], str)]
    if not spots:
        return change_card(rng, data)
    path = rng.choice(spots)
    extra = " ".join(
        rng.choice(["??", "??", "2c", "JK", "As/1"]) for _ in range(rng.choice([1, 5, 60, 120]))
    )
    parent(data, path)[path[-1]] += " " + extra
    return f"{len(extra.split())} more cards in {path}"


TREE_MUTATIONS = [
    delete,
    retype,
    swap,
    duplicate,
    duplicate_action,
    change_card,
    bump,
    change_totals,
    add_key,
    pad_dealt,
]


def raw_number(rng: random.Random, text: str) -> tuple[str, str]:
    spots = list(NUMBER.finditer(text))
    spot = rng.choice(spots)
    raw = rng.choice(RAW_NUMBERS)
    return text[: spot.start()] + raw + text[
        spot.end() :
    ], f"number at {spot.start()} -> {raw[:12]}"


def truncate(rng: random.Random, text: str) -> tuple[str, str]:
    cut = rng.randrange(len(text))
    return text[:cut], f"cut at {cut}"


def garble(rng: random.Random, text: str) -> tuple[str, str]:
    at = rng.randrange(len(text))
    junk = rng.choice(["", "}", "]", ",", '"', "\\", "\x00", "\ufeff", "\n"])
    return text[:at] + junk + text[at + 1 :], f"char {at} -> {junk!r}"


TEXT_MUTATIONS = [raw_number, truncate, garble]


def mutate(rng: random.Random, base: Any) -> tuple[str, str]:
    """A damaged copy of ``base`` as JSON text, and what was done to it."""
    data = copy.deepcopy(base)
    done = []
    for _ in range(rng.choice([1, 1, 2])):
        done.append(rng.choice(TREE_MUTATIONS)(rng, data))
    text = json.dumps(data, ensure_ascii=rng.random() < 0.5)
    if rng.random() < 0.4:
        text, what = rng.choice(TEXT_MUTATIONS)(rng, text)
        done.append(what)
    return text, "; ".join(done)


# ----- running ofc replay ---------------------------------------------------------------------


def run_replay(
    path: Path, text: str | bytes, capsys: pytest.CaptureFixture[str]
) -> tuple[int, str, str]:
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    out = io.StringIO()
    try:
        code = main(["replay", str(path)], stdout=out)
    except BaseException:  # any escape is the failure being looked for
        pytest.fail(f"ofc replay raised:\n{traceback.format_exc()}")
    return code, out.getvalue(), capsys.readouterr().err


def check_outcome(path: Path, text: str, what: str, capsys: pytest.CaptureFixture[str]) -> int:
    code, out, err = run_replay(path, text, capsys)
    where = f"after {what}:\n{text[:300]}"
    assert code in (0, EXIT_BAD_INPUT), f"exit {code} {where}\n{err}"
    if code == EXIT_BAD_INPUT:
        assert out == "", where
        assert err.startswith("ofc replay: ") and err.endswith("\n"), f"{err!r} {where}"
        assert err.count("\n") == 1, f"{err!r} {where}"
        return code
    assert err == "" and out.strip(), where
    try:
        replay(json.loads(text))
    except Exception:
        pytest.fail(
            f"ofc replay accepted a record the replay refuses {where}\n{traceback.format_exc()}"
        )
    return code


MUTATIONS = {  # base record -> how many damaged copies to try
    "hand": 250,
    "hand-double-deck-jokers": 120,
    "hand-public": 150,
    "hand-old": 100,
    "hand-running": 100,
    "match": 150,
    "match-running": 100,
    "match-public": 100,
    "match-old": 100,
}


@pytest.mark.parametrize("base", sorted(MUTATIONS))
def test_damaged_histories_never_crash_ofc_replay(
    base: str, bases: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rng = random.Random(f"ofc replay fuzz {base}")
    codes = []
    for _ in range(MUTATIONS[base]):
        text, what = mutate(rng, bases[base])
        codes.append(check_outcome(tmp_path / "history.json", text, what, capsys))
    assert codes.count(EXIT_BAD_INPUT) > len(codes) // 2, "most damage must be refused"


@pytest.mark.parametrize("base", sorted(MUTATIONS))
def test_untouched_histories_replay(
    base: str, bases: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for indent in (None, 2):
        text = json.dumps(bases[base], indent=indent, ensure_ascii=indent is None)
        assert check_outcome(tmp_path / "history.json", text, "nothing", capsys) == 0


# ----- the cases from the issue list ------------------------------------------------------------


def refused(
    path: Path, data: Any, capsys: pytest.CaptureFixture[str], text: str | None = None
) -> str:
    text = json.dumps(data) if text is None else text
    code, out, err = run_replay(path, text, capsys)
    assert (code, out) == (EXIT_BAD_INPUT, ""), err
    assert err.startswith("ofc replay: ") and err.count("\n") == 1, repr(err)
    assert "Error" not in err and "Traceback" not in err
    return err


def hand_events(record: dict[str, Any]) -> list[int]:
    return [i for i, e in enumerate(record["events"]) if e["event"] == "hand"]


def test_match_totals_that_do_not_sum_to_zero_are_refused(
    bases: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = copy.deepcopy(bases["match"])
    names = list(record["totals"])
    record["totals"] = dict.fromkeys(names, 0) | {names[0]: 17, names[1]: -7}
    assert "totals" in refused(tmp_path / "m.json", record, capsys)


def test_a_match_without_its_last_hand_is_refused(
    bases: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = copy.deepcopy(bases["match"])
    del record["events"][hand_events(record)[-1]]
    refused(tmp_path / "m.json", record, capsys)
    old = copy.deepcopy(bases["match-old"])
    old["hands"].pop()
    refused(tmp_path / "m.json", old, capsys)


@pytest.mark.parametrize("key", ["events", "hands", "actions"])
def test_empty_lists_are_refused(
    key: str, bases: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = copy.deepcopy(bases[{"events": "match", "hands": "match-old", "actions": "hand"}[key]])
    record[key] = []
    refused(tmp_path / "m.json", record, capsys)


@pytest.mark.parametrize("raw", ["Infinity", "-Infinity", "NaN", "1e999", "9" * 5000])
@pytest.mark.parametrize("key", ["seed", "button", "hand_number"])
@pytest.mark.parametrize("base", ["hand", "match", "match-old"])
def test_non_finite_and_huge_numbers_are_refused_in_one_line(
    raw: str,
    key: str,
    base: str,
    bases: dict[str, Any],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    text = json.dumps(bases[base])
    pattern = re.compile(rf'"{key}": -?\d+')
    assert pattern.search(text), f"no {key} in {base}"
    damaged = pattern.sub(lambda m: f'"{key}": {raw}', text, count=1)
    err = refused(tmp_path / "h.json", None, capsys, text=damaged)
    assert "Overflow" not in err and "int_max_str_digits" not in err
    if raw in ("Infinity", "-Infinity", "NaN"):
        assert f"{raw.lstrip('-')} is not a JSON number" in err
    elif raw.startswith("9"):
        assert "a number of 5000 digits is too long" in err
    else:
        assert repr(float(raw)) in err


def test_a_line_break_in_a_key_stays_on_one_line(
    bases: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = copy.deepcopy(bases["hand"])
    record["rules"]["bad\nkey"] = 1
    record["actions"][0]["more\r\nkeys\u2028here"] = 1
    err = refused(tmp_path / "h.json", record, capsys)
    assert "bad\\nkey" in err
    record = copy.deepcopy(bases["hand"])
    record["actions"][0]["more\r\nkeys\u2028here"] = 1
    assert "more\\r\\nkeys\\u2028here" in refused(tmp_path / "h.json", record, capsys)


@pytest.mark.parametrize("token", ["As/²", "As/٣", "As/" + "9" * 5000, "As/x", "As/-1"])
def test_a_strange_deck_copy_in_the_dealt_cards_is_refused(
    token: str, bases: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = copy.deepcopy(bases["hand-public"])
    tokens = record["dealt"].split()
    first = next(i for i, t in enumerate(tokens) if t != "??")
    tokens[first] = token
    record["dealt"] = " ".join(tokens)
    assert "not in the shoe" in refused(tmp_path / "h.json", record, capsys)


@pytest.mark.parametrize("extra", [1, 30, 200])
def test_more_hidden_cards_than_the_shoe_holds_are_refused(
    extra: int, bases: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = copy.deepcopy(bases["hand-public"])
    dealt = record["dealt"].split()
    record["dealt"] = " ".join(dealt + ["??"] * (52 - len(dealt) + extra))
    assert "more cards dealt than the 52 of the shoe" in refused(
        tmp_path / "h.json", record, capsys
    )


def test_a_file_that_is_not_utf8_is_refused(
    bases: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "h.json"
    code, out, err = run_replay(path, json.dumps(bases["hand"]).encode() + b"\xff", capsys)
    assert (code, out) == (EXIT_BAD_INPUT, "") and err.count("\n") == 1
    assert "not UTF-8" in err


# ----- one reader, Import's ---------------------------------------------------------------------


def test_a_history_is_read_once_through_imports_reader(
    bases: dict[str, Any],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    reads: list[Path] = []
    real = bounded_read.read_regular_file

    def counted(path: Path, *args: Any, **kwargs: Any) -> bytes:
        reads.append(path)
        return real(path, *args, **kwargs)

    monkeypatch.setattr(bounded_read, "read_regular_file", counted)
    path = tmp_path / "h.json"
    code, out, err = run_replay(path, json.dumps(bases["match"]), capsys)
    assert (code, err) == (0, "") and out.strip()
    assert reads == [path]


def test_what_import_refuses_replay_refuses_in_the_same_words(
    bases: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    name = bases["hand"]["seats"][0]["name"]
    long_name = "N" * 300  # the engine takes it; Import's reader does not
    record = json.loads(json.dumps(bases["hand"]).replace(json.dumps(name), json.dumps(long_name)))
    path = tmp_path / "long.json"
    err = refused(path, record, capsys)
    with pytest.raises(ImportProblem) as imported:
        read_import(path)
    assert err == f"ofc replay: {imported.value}\n"
    capsys.readouterr()
    code = main(["replay", "-"], stdin=io.StringIO(json.dumps(record)), stdout=io.StringIO())
    assert code == EXIT_BAD_INPUT
    assert (
        capsys.readouterr().err
        == f"ofc replay: {str(imported.value).replace('long.json', 'standard input')}\n"
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_is_refused_as_import_refuses_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "history.json"
    os.mkfifo(fifo)  # nobody writes to it: opening it to read would wait forever
    assert main(["replay", str(fifo)], stdout=io.StringIO()) == EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "it is a pipe, not a file" in err
    with pytest.raises(ImportProblem, match="is a pipe, not a saved file"):
        read_import(fifo)
