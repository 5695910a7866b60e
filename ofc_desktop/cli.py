"""The ``ofc`` command: tools that work without the desktop window.

``ofc score [FILE]`` settles a hand given as JSON (a calculator a live table can use);
``ofc analyse FILE`` values every play of a position set up by hand (docs/positions.md).
Bad input prints one clear line on stderr, nothing on stdout, and exits with code 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from ofc_desktop import __version__
from ofc_desktop.core.cards import assign_copies, format_cards, parse_cards
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.history_text import describe_history
from ofc_desktop.core.lab_position import cut_short
from ofc_desktop.core.score_json import settle_json

if TYPE_CHECKING:
    from ofc_desktop.core.lab_position import LabPosition

EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130  # as a shell reports a program ended by Ctrl+C
ESTIMATE_FUTURES = 1000  # the estimate's own count (bots/estimate.py), not imported: startup


class InputError(Exception):
    """Input the command cannot use; the message is shown to the user as is."""


def _refuse_constant(name: str) -> Any:
    # Python's JSON reader takes NaN and Infinity, which are not JSON and not numbers
    # any rule, seed or count can hold.
    raise InputError(f"{name} is not a JSON number")


MAX_DIGITS = 1000  # no seed, count or total has more; Python's int() refuses over 4300


def _read_int(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise InputError(f"a number of {len(text.lstrip('-'))} digits is too long")
    return int(text)


MAX_MESSAGE = 1000  # characters of an error line: a message quoting a huge value is cut


def _one_line(message: str) -> str:
    """The message on one line: line breaks and other control characters (a damaged file
    may put them in a key the message names) are escaped. A very long one loses its
    middle, where a huge quoted value sits; the end often says what is wrong."""
    if len(message) > MAX_MESSAGE:
        half = MAX_MESSAGE // 2
        message = message[:half] + "…" + message[-half:]
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in message)


class _Parser(argparse.ArgumentParser):
    """argparse, its errors on one line as every other error of the command: the usage
    is what ``--help`` is for."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {_one_line(message)}\n")


def _at_least_one(text: str) -> int:
    """An option's whole number of 1 or more; argparse words a refusal as the option's."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value


def _stdin_reader(stdin: TextIO) -> Callable[[int], bytes]:
    """Reads standard input as bytes: the stream's own bytes when it has them, else (a
    text stream handed in) its text, encoded; a lone surrogate stays undecodable."""
    binary = getattr(stdin, "buffer", None)
    if binary is not None:
        return binary.read  # type: ignore[no-any-return]
    return lambda size: stdin.read(size).encode("utf-8", "surrogatepass")


def _read_bytes(path: str, stdin: TextIO) -> tuple[bytes, str]:
    """The bytes of ``path`` (``-``: standard input) and the name to quote it by, read as
    the history Import reads a file: a regular file only, never more than its limit."""
    from ofc_desktop.persistence.bounded_read import (
        MAX_READ_BYTES,
        NotAFile,
        TooLarge,
        Unreadable,
        read_regular_file,
        read_stream,
    )

    source = "standard input" if path == "-" else path
    try:
        if path == "-":
            return read_stream(_stdin_reader(stdin), MAX_READ_BYTES), source
        return read_regular_file(Path(path), MAX_READ_BYTES), source
    except NotAFile as refused:
        raise InputError(f"cannot read {path}: it is {refused.kind}, not a file") from None
    except TooLarge:
        raise InputError(
            f"{source} holds more than {MAX_READ_BYTES // (1024 * 1024)} MB: too much to read"
        ) from None
    except Unreadable as refused:
        raise InputError(f"cannot read {path}: {refused.reason}") from None
    except (OSError, ValueError) as error:  # a closed or unreadable standard input
        raise InputError(f"cannot read {source}: {error}") from None


def _read_text(path: str, stdin: TextIO) -> tuple[str, str]:
    """The text of ``path`` (``-``: standard input), UTF-8 with or without a byte-order
    mark, and the name to quote it by."""
    data, source = _read_bytes(path, stdin)
    return _text_of(data, source), source


def _text_of(data: bytes, source: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InputError(f"{source} is not UTF-8 text") from None


def _read_json(path: str | None, stdin: TextIO) -> Any:
    text, source = _read_text(path or "-", stdin)
    return _json_of(text, source)


def _json_of(text: str, source: str) -> Any:
    if not text.strip():
        raise InputError(f"no JSON on {source}")
    return _parse_json(text, source)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            raise InputError(f"the key {cut_short(key)!r} is given twice")
        seen.add(key)
    return dict(pairs)


def _parse_json(text: str, source: str, *, option: bool = False, unique_keys: bool = False) -> Any:
    """The JSON value in ``text``; anything the reader refuses becomes an InputError
    that names ``source`` (a file, standard input, or an ``option``'s value). With
    ``unique_keys`` a key given twice in an object is refused too: which one was meant?"""
    try:
        return json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_int=_read_int,
            object_pairs_hook=_unique_keys if unique_keys else None,
        )
    except InputError as error:
        raise InputError(f"{error} in {source}") from None
    except json.JSONDecodeError as error:
        if option:
            raise InputError(f"{source} is not JSON: {error.msg}") from None
        raise InputError(
            f"bad JSON in {source} at line {error.lineno}, column {error.colno}: {error.msg}"
        ) from None
    except RecursionError:
        raise InputError(f"the JSON in {source} is nested too deeply") from None
    except (ValueError, OverflowError, MemoryError) as error:  # a value Python cannot hold
        raise InputError(f"cannot read the JSON in {source}: {error}") from None


def _cmd_score(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    data = _read_json(args.file, stdin)
    try:
        result = settle_json(data)
    except OfcError as error:
        raise InputError(str(error)) from None
    stdout.write(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    return 0


def _cmd_replay(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from ofc_desktop.persistence.exchange import ImportProblem, check_document, parse_document

    # Read once, by the reader Import uses (a regular file or standard input, bounded).
    raw, source = _read_bytes(args.file, stdin)
    data = _json_of(_text_of(raw, source), source)
    try:
        text = describe_history(data)
        # Told only if Import would take it too: Import's own reading of the same bytes
        # (its bounds on keys, texts and numbers), and its check of every hand.
        check_document(parse_document(raw, source))
    except (OfcError, ImportProblem) as error:
        raise InputError(str(error)) from None
    stdout.write(text + "\n")
    return 0


MAX_STAY_VALUE = 1000.0  # far beyond any board's royalties; keeps every sum finite


def _cmd_solve(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from ofc_desktop.bots.solver import MAX_CARDS, MIN_CARDS, solve_fantasyland
    from ofc_desktop.core.rules import RuleSet

    if args.stay_value is not None and not -MAX_STAY_VALUE <= args.stay_value <= MAX_STAY_VALUE:
        raise InputError(  # also refuses inf, nan
            f"--stay-value must be a number from {-MAX_STAY_VALUE:g} to "
            f"{MAX_STAY_VALUE:g}, not {args.stay_value:g}"
        )
    try:
        rules = RuleSet.from_dict(
            {
                "variant": args.variant,
                "decks": args.decks,
                "jokers": args.jokers,
                "joker_mode": args.joker_mode,
            }
        )
        cards = parse_cards(args.cards)
        if not MIN_CARDS <= len(cards) <= MAX_CARDS:
            raise OfcError(f"give 13 to 17 cards, not {len(cards)}")
        cards = assign_copies(cards, rules.decks, rules.jokers_per_deck)
        rules.check_players(args.players)
        stay = args.stay_value
        if stay is None:  # what the analysis, Play for me and the bots credit
            from ofc_desktop.bots.estimate import FANTASYLAND_WEIGHT
            from ofc_desktop.bots.montecarlo import stay_worth

            stay = stay_worth(rules, FANTASYLAND_WEIGHT, args.players - 1)
        solution = solve_fantasyland(
            sorted(cards, key=lambda card: (card.code, card.copy)), rules, stay_value=stay
        )
    except OfcError as error:
        raise InputError(str(error)) from None
    result = {
        "top": format_cards(solution.top),
        "middle": format_cards(solution.middle),
        "bottom": format_cards(solution.bottom),
        "discards": format_cards(solution.discards),
        "royalties": solution.royalties,
        "stays": solution.stays,
        "stay_value": stay,
        "value": solution.value,
    }
    if args.json:
        stdout.write(json.dumps(result, indent=2) + "\n")
    else:
        for key in ("top", "middle", "bottom", "discards"):
            stdout.write(f"{key:<9} {result[key] or '-'}\n")
        stdout.write(
            f"royalties {solution.royalties}; stays in Fantasyland: "
            f"{'yes' if solution.stays else 'no'} (staying credited {stay:.2f}); "
            f"value {solution.value:.2f}\n"
        )
    return 0


MAX_BUDGET = 100_000  # futures per play: a first street's plays stay within a few GiB


def _cmd_analyse(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from ofc_desktop.bots.position_analysis import (
        analyse_position,
        analysis_text,
        analysis_to_json,
    )

    if not 2 <= args.budget <= MAX_BUDGET:
        raise InputError(f"--budget must be 2 to {MAX_BUDGET} futures per play, not {args.budget}")
    text, source = _read_text(args.file, stdin)
    if not text.strip():
        raise InputError(f"no position on {source}")
    try:
        position = _read_position(text, source, args)
    except OfcError as error:
        raise InputError(str(error)) from None
    except (ValueError, RecursionError) as error:  # a case the readers missed: still one line
        raise InputError(f"cannot read the position on {source}: {error}") from None
    try:
        analysis = analyse_position(position, futures=args.budget, seed=args.seed)
    except OfcError as error:
        raise InputError(str(error)) from None
    if args.json:
        data = analysis_to_json(analysis)
        plays = data["plays"]
        if args.limit is not None and isinstance(plays, list):
            data["plays"] = plays[: args.limit]
        stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    else:
        stdout.write(analysis_text(analysis, args.limit) + "\n")
    return 0


def _read_position(text: str, source: str, args: argparse.Namespace) -> LabPosition:
    """The position ``text`` holds: JSON (an object; any other JSON value is refused by
    name), or the text notation under the rules the options give, or an analysis copied
    from the position lab, read by its position line."""
    from ofc_desktop.core.position_notation import parse_position, position_from_json
    from ofc_desktop.core.rules import RuleSet

    if text.lstrip()[:1] in ("{", "["):
        if args.rules or args.variant:
            raise InputError("--rules and --variant are for a position in text notation")
        return position_from_json(_parse_json(text, source, unique_keys=True))
    rules = RuleSet()
    if args.rules:
        settings = _parse_json(args.rules, "--rules", option=True)
        if not isinstance(settings, dict):
            raise InputError("--rules must be a JSON object of rule settings")
        rules = RuleSet.from_dict(settings)
    if args.variant:
        rules = rules.with_changes(variant=args.variant)
    return parse_position(text, rules)


def _progress_bar(stream: TextIO) -> Callable[[int, int], None]:
    """tqdm's bar on ``stream``, moved to each deal count the simulation reports."""
    from tqdm import tqdm  # type: ignore[import-untyped]  # tqdm ships no type information

    bar: list[Any] = []

    def show(done: int, total: int) -> None:
        if not bar:
            bar.append(tqdm(total=total, unit="deal", file=stream, dynamic_ncols=True))
        bar[0].update(done - bar[0].n)
        if done >= total:
            bar[0].close()

    return show


def _cmd_simulate(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from ofc_desktop.bots.cluster import RayNotInstalled
    from ofc_desktop.bots.levels import LEVELS, POLICIES, YARDSTICKS
    from ofc_desktop.bots.seats import seat_spec
    from ofc_desktop.bots.simulate import simulate
    from ofc_desktop.core.rules import RuleSet

    known = (*LEVELS, *YARDSTICKS, *POLICIES)
    levels = [level.strip().lower() for level in args.seats.split(",") if level.strip()]
    try:
        unknown = [level for level in levels if seat_spec(level)[0] not in known]
    except ValueError as error:
        raise InputError(str(error)) from None
    if unknown:
        raise InputError(
            f"unknown bot level(s) {', '.join(unknown)}; choose from {', '.join(known)}"
        )
    if len(levels) < 2:
        raise InputError("--seats needs at least two bots, e.g. hard,easy")
    if args.hands < 1:
        raise InputError("--hands must be 1 or more")
    try:
        rules = (
            RuleSet.from_dict(_parse_json(args.rules, "--rules", option=True))
            if args.rules
            else RuleSet()
        )
        if args.variant:
            rules = rules.with_changes(variant=args.variant)
        rules.check_players(len(levels))
    except OfcError as error:
        raise InputError(str(error)) from None
    progress = None if args.quiet else _progress_bar(sys.stderr)
    try:
        hands, seats = simulate(
            rules,
            levels,
            args.hands,
            seed=args.seed,
            duplicate=args.duplicate,
            workers=args.workers,
            progress=progress,
            ray=args.ray,
        )
    except RayNotInstalled as error:
        raise InputError(str(error)) from None
    except ConnectionError as error:  # Ray found no cluster at the address given
        raise InputError(f"no Ray cluster reached: {error}") from None
    if args.json:
        stdout.write(
            json.dumps({"hands": hands, "seats": [s.to_dict() for s in seats]}, indent=2) + "\n"
        )
        return 0
    stdout.write(
        f"{hands} hands of {rules.variant.value}{' (duplicate)' if args.duplicate else ''}\n"
    )
    stdout.write(
        f"{'seat':<10} {'points/hand':>12} {'± 95%':>8} {'fouls':>7} "
        f"{'FL entry':>9} {'FL stay':>8} {'FL hands':>9} {'p50 ms':>8} "
        f"{'p95 ms':>8}\n"
    )
    for seat in seats:
        stdout.write(
            f"{seat.name:<10} {seat.points_per_hand:>+12.2f} "
            f"{1.96 * seat.stderr:>8.2f} {seat.foul_rate:>7.1%} "
            f"{seat.fantasyland_entry_rate:>9.1%} {seat.fantasyland_stay_rate:>8.1%} "
            f"{seat.fantasyland_hand_rate:>9.1%} {seat.decision_ms_p50:>8.0f} "
            f"{seat.decision_ms_p95:>8.0f}\n"
        )
    stdout.write("Points per hand count each dealt hand with the Fantasyland hands it led to.\n")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="ofc", description="Open-Face Chinese Poker tools (ofc_desktop).")
    parser.add_argument("--version", action="version", version=f"ofc {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    score = commands.add_parser(
        "score",
        help="settle a finished hand given as JSON",
        description="Settle a finished hand: read JSON from FILE (or standard input) and "
        'print the result as JSON. Input: {"rules": {...}, "boards": [{"player": "A", '
        '"top": "Qs Qd 7c", "middle": "...", "bottom": "...", "in_fantasyland": false}]}',
    )
    score.add_argument("file", nargs="?", help="JSON file; '-' or nothing reads standard input")
    score.set_defaults(handler=_cmd_score, command_parser=score)
    solve = commands.add_parser(
        "solve",
        help="find the best Fantasyland board for 13-17 cards",
        description="Solve a Fantasyland hand exactly: the non-fouling board with the most "
        "royalties plus a value for staying in Fantasyland.",
    )
    solve.add_argument("--cards", required=True, help='the cards, e.g. "As Kd 10h ... JK"')
    solve.add_argument("--variant", default="pineapple", choices=["classic", "pineapple", "turbo"])
    solve.add_argument("--decks", type=int, default=1, choices=[1, 2])
    solve.add_argument("--jokers", type=int, default=0, choices=[0, 1, 2], help="jokers per deck")
    solve.add_argument("--joker-mode", default="best_legal", choices=["best_legal", "row_max"])
    solve.add_argument(
        "--stay-value",
        type=float,
        help="points a board that stays in Fantasyland is worth (default: what the analysis, "
        "Play for me and the bots credit at a table of --players)",
    )
    solve.add_argument(
        "--players",
        type=int,
        default=2,
        help="players at the table, for the default stay value (default 2)",
    )
    solve.add_argument("--json", action="store_true", help="print JSON")
    solve.set_defaults(handler=_cmd_solve, command_parser=solve)
    simulate = commands.add_parser(
        "simulate",
        help="play bots against each other and measure them",
        description="Bot-versus-bot hands: points per hand with standard errors, foul and "
        "Fantasyland rates, decision times.",
    )
    simulate.add_argument(
        "--seats",
        required=True,
        help="bot levels by seat, e.g. hard,easy (beginner, easy, medium, "
        "hard, expert; hard-2026-12 and expert-2026-12: those levels as measured then; "
        "playforme: the game's own Play for me; safemove: its fallback); "
        "expert@2 thinks two seconds a decision, as at the table",
    )
    simulate.add_argument("--hands", type=int, default=100, help="hands to play")
    simulate.add_argument("--seed", type=int, default=0)
    simulate.add_argument(
        "--duplicate",
        action="store_true",
        help="replay every deal with the seats rotated, so luck cancels",
    )
    simulate.add_argument("--variant", choices=["classic", "pineapple", "turbo", "chinese"])
    simulate.add_argument("--rules", help="rule settings as JSON (as for ofc score)")
    simulate.add_argument(
        "--workers",
        type=int,
        default=os.cpu_count() or 1,
        help="processes (default: one per CPU core; not used with --ray)",
    )
    simulate.add_argument(
        "--ray",
        nargs="?",
        const=True,
        default=False,
        metavar="ADDRESS",
        help="play the deals as Ray tasks: on the cluster at ADDRESS, or "
        "without one on this machine's (started for the run if none is "
        "running); needs the cluster extra",
    )
    simulate.add_argument("--quiet", action="store_true", help="no progress bar")
    simulate.add_argument("--json", action="store_true", help="print JSON")
    simulate.set_defaults(handler=_cmd_simulate, command_parser=simulate)
    replay = commands.add_parser(
        "replay",
        help="tell a saved hand (or match) history as readable text",
        description="Replay a hand history (or every hand of a match history) and print "
        "the deals, the placements street by street, the final boards and the settlement. "
        "A file is told only when the game's Import would take it too.",
    )
    replay.add_argument("file", help="history JSON file; '-' reads standard input")
    replay.set_defaults(handler=_cmd_replay, command_parser=replay)
    analyse = commands.add_parser(
        "analyse",
        help="value every play of a position set up by hand",
        description="Value every legal play of a position (docs/positions.md): expected "
        "points with standard errors, foul and Fantasyland chances, royalties. FILE holds "
        "the position as JSON, or in the text notation with --rules/--variant for the rules.",
    )
    analyse.add_argument("file", help="position file (JSON or text); '-' reads standard input")
    analyse.add_argument(
        "--budget",
        type=int,
        default=ESTIMATE_FUTURES,
        help=f"futures per play (default {ESTIMATE_FUTURES})",
    )
    analyse.add_argument(
        "--seed", type=int, help="deal the futures from this seed (default: the position's own)"
    )
    analyse.add_argument(
        "--limit", type=_at_least_one, help="show (or with --json give) only the best LIMIT plays"
    )
    analyse.add_argument("--variant", choices=["classic", "pineapple", "turbo", "chinese"])
    analyse.add_argument("--rules", help="rule settings as JSON, for a text position")
    analyse.add_argument("--json", action="store_true", help="print JSON")
    analyse.set_defaults(handler=_cmd_analyse, command_parser=analyse)
    return parser


def main(
    argv: Sequence[str] | None = None, stdin: TextIO | None = None, stdout: TextIO | None = None
) -> int:
    try:
        args, unknown = build_parser().parse_known_args(argv)
        if unknown:  # said by the command they were given to, as its other errors are
            args.command_parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    except SystemExit as stop:
        if not stop.code:
            raise  # --help and --version: said, and the program ends as argparse has it
        return EXIT_BAD_INPUT  # an option refused: its one line is said
    try:
        code: int = args.handler(args, stdin or sys.stdin, stdout or sys.stdout)
    except InputError as error:
        print(f"ofc {args.command}: {_one_line(str(error))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:  # Ctrl+C: what the command started has been stopped
        print(f"ofc {args.command}: stopped", file=sys.stderr)
        return EXIT_INTERRUPTED
    return code


if __name__ == "__main__":
    sys.exit(main())
