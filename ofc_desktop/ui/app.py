"""Start the desktop game: ``ofc-desktop`` (or ``python -m ofc_desktop``).

``--self-test`` plays one whole hand with bots in every seat through the real window
and exits; ``--screenshot FILE`` renders a table mid-hand to a PNG and exits. Both keep
their files in a scratch folder, removed afterwards, unless a data folder is named.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ofc_desktop import __version__
from ofc_desktop.bots.levels import LEVELS
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.persistence.paths import DATA_DIR_ENV
from ofc_desktop.ui.binding_check import binding_problem
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds

VARIANTS = {
    "classic": Variant.CLASSIC,
    "pineapple": Variant.PINEAPPLE,
    "turbo": Variant.TURBO,
    "chinese": Variant.CHINESE,
}


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="ofc-desktop",
        description="Open-Face Chinese Poker for the desktop: play against computer "
        "opponents, pass one screen between friends (hot seat), or watch the "
        "computer play.",
    )
    parser.add_argument(
        "--variant",
        choices=sorted(VARIANTS),
        help="the game to deal (default: classic, or the last table played "
        "when no table option is given)",
    )
    parser.add_argument(
        "--seats",
        help="who sits at the table, in seat order: 'human' or a bot level "
        f"({', '.join(LEVELS)}); 1-6 seats, e.g. human,hard,medium "
        "(default: human,medium)",
    )
    parser.add_argument("--jokers", type=int, choices=(0, 1, 2), help="jokers added to each deck")
    parser.add_argument(
        "--decks", type=int, choices=(1, 2), help="one deck, or two shuffled together"
    )
    parser.add_argument(
        "--seed", type=int, default=None, help="deal the same cards again: any whole number"
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        metavar="FOLDER",
        help="keep settings, the saved match and the hand history in this "
        f"folder (portable use; also ${DATA_DIR_ENV}); one window at a "
        "time can have a folder open",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="play one hand with bots in every seat through the real "
        "window, print the result and exit (0 when it passed); it "
        "plays in a scratch folder unless a data folder is named",
    )
    parser.add_argument("--version", action="version", version=f"ofc-desktop {__version__}")
    parser.add_argument(
        "--screenshot",
        metavar="FILE",
        help="render the table mid-hand to a PNG file and exit (in a "
        "scratch folder unless a data folder is named)",
    )
    return parser.parse_args(list(argv))


def table_chosen(args: argparse.Namespace) -> bool:
    """Did the command line describe a table (else the last one played is dealt)?"""
    return any(
        value is not None
        for value in (args.variant, args.seats, args.jokers, args.decks, args.seed)
    )


def table_setup(args: argparse.Namespace) -> TableSetup:
    """The table the options describe; OfcError says what is wrong with them."""
    seats = args.seats if args.seats is not None else "human,medium"
    kinds = [part.strip().lower() for part in seats.split(",") if part.strip()]
    unknown = [kind for kind in kinds if kind != "human" and kind not in LEVELS]
    if unknown:
        raise OfcError(f"unknown seat {unknown[0]!r}: use human or one of {', '.join(LEVELS)}")
    if not 1 <= len(kinds) <= 6:
        raise OfcError("a table seats 1 to 6 players")
    variant = VARIANTS[args.variant or "classic"]
    # Hand after hand until the player stops (or, with bots only, a demo that goes on).
    rules = RuleSet(
        variant=variant,
        decks=args.decks or 1,
        jokers_per_deck=args.jokers or 0,
        match_length=MatchLength.UNLIMITED,
        naturals=variant is Variant.CHINESE,
        surrender=variant is Variant.CHINESE,
    )
    setup = TableSetup(rules, seats_from_kinds(kinds), args.seed)
    setup.check()
    return setup


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv[1:])
    args = parse_args(arguments)
    problem = binding_problem()
    if problem is not None:
        print(f"ofc-desktop: {problem}", file=sys.stderr)
        return 2
    try:
        table_setup(args)  # a table the rules refuse is said before any window opens
    except OfcError as error:
        print(f"ofc-desktop: {error}", file=sys.stderr)
        return 2
    from ofc_desktop.ui.launch import run

    # Made again once the window's language is installed: the lone player is "Du" in German.
    return run(
        lambda: table_setup(args),
        self_test=args.self_test,
        screenshot=args.screenshot,
        data_dir=args.data_dir,
        table_given=table_chosen(args),
    )


if __name__ == "__main__":
    sys.exit(main())
