"""The ``gametable`` command: play, replay, and the tools that later parts add."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from gametable.core.errors import GametableError
from gametable.core.fairness import deal_unseen
from gametable.core.registry import GAMES, game_entry, new_game


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """``["players=3", "no_deadlock=true"]`` → ``{"players": 3, "no_deadlock": True}``."""
    options: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            raise GametableError(f"an option is written name=value, not {pair!r}")
        name, text = pair.split("=", 1)
        try:
            value: Any = json.loads(text)
        except json.JSONDecodeError:
            value = {"true": True, "false": False}.get(text.lower(), text)
        options[name.strip()] = value
    return options


def parse_bot(spec: str) -> tuple[str, str | None]:
    """``search:hard`` → ``("search", "hard")``."""
    name, _, level = spec.partition(":")
    return name, level or None


def cmd_play(args: argparse.Namespace) -> int:
    from gametable import bots as bot_registry
    from gametable.terminal import TerminalGame

    options = parse_options(args.option)
    if args.players is not None:
        options["players"] = args.players
    if args.seed is None:
        _, state = deal_unseen(args.game, options)
    else:
        state = new_game(args.game, seed=args.seed, **options)
    seats = range(state.num_seats)
    human_seats = set(args.seat) if args.seat else {0}
    if args.vs is None and args.hotseat is False and state.num_seats > 2:
        args.vs = "random"  # a 4-seat game with one person: bots fill the rest
    if args.vs is None:
        human_seats = set(seats)
    bots = {}
    if args.vs is not None:
        name, level = parse_bot(args.vs)
        for seat in seats:
            if seat not in human_seats:
                seed = seat + 1000 * (args.seed or 0)
                bots[seat] = bot_registry.make(name, state.game, seed=seed, level=level)
    game = TerminalGame(state, bots)
    game.run()
    if args.record:
        game.record().save(args.record)
        print(f"record saved to {args.record}")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from gametable.core.records import Record, replay

    record = Record.load(args.file)
    try:
        state = replay(record)
    except GametableError as error:
        if not args.verify:
            raise
        # a record whose moves do not replay, or whose result is not the replay's, is no game
        print(f"fair deal: NOT verified: {error}")
        return 1
    print(f"{record.game}: {len(record.moves)} moves, all legal.")
    resigned = record.meta.get("resigned")
    if state.over:
        print(f"result: {state.scores}")
    elif isinstance(resigned, int) and not isinstance(resigned, bool):
        from gametable.core.resign import Resigned

        print(f"seat {resigned} resigned; result: {Resigned(state, resigned).scores}")
    else:
        print(f"the game is not over; to act: {list(state.to_act)}")
    if args.verify:
        from gametable.core.fairness import by_hand, check

        shown = record.meta.get("fairness")
        verdict = check(record.game, record.options, record.setup, record.moves, shown,
                        record.result, resigned)
        print(f"fair deal: {'verified' if verdict.verified else 'NOT verified'}: {verdict.reason}")
        if not verdict.verified:
            return 1
        print("by hand (each digest must equal the one after #):")
        for line in by_hand(shown):
            print(f"  {line}")
    if args.show:
        from rich.console import Console

        from gametable.terminal import renderer

        Console().print(renderer(state.game)(state.view(None), None))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gametable", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    play = sub.add_parser("play", help="play a game in the terminal")
    play.add_argument("game", help=f"one of: {', '.join(GAMES)}")
    play.add_argument("--vs", help="bot for the other seats: random, heuristic, search[:level]")
    play.add_argument("--seat", type=int, action="append", help="your seat (repeatable)")
    play.add_argument("--hotseat", action="store_true", default=False, help="people in every seat")
    play.add_argument("--players", type=int, help="number of players (climbing: 2-6)")
    play.add_argument("--seed", type=int, help="seed for the chance outcomes")
    play.add_argument("--option", "-o", action="append", default=[], help="game option name=value")
    play.add_argument("--record", help="save the game record to this file")
    play.set_defaults(func=cmd_play)

    rep = sub.add_parser("replay", help="check every move of a game record and print the result")
    rep.add_argument("file")
    rep.add_argument("--show", action="store_true", help="draw the final position")
    rep.add_argument("--verify", action="store_true",
                     help="check the server's commitment to the seed, every seat's value, "
                          "that the deal and every reshuffle follow from them, and that the "
                          "record is the whole game with its result (exit status 1 if not)")
    rep.set_defaults(func=cmd_replay)

    for extension in EXTENSIONS:
        extension(sub)
    return parser


def _optional(module: str, name: str):
    """Sub-commands contributed by parts that may not be installed yet."""

    def add(sub: argparse._SubParsersAction) -> None:
        import importlib

        try:
            importlib.import_module(module).add_parser(sub)
        except ModuleNotFoundError as error:
            if error.name is None or not module.startswith(error.name):
                raise

    add.__name__ = name
    return add


EXTENSIONS = [
    _optional("gametable.games.climbing.cli", "render"),
    _optional("gametable.bots.cli", "hint"),
    _optional("gametable.arena.cli", "arena"),
    _optional("gametable.server.cli", "serve"),
]


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if getattr(args, "game", None):
            args.game = game_entry(args.game).name
        return args.func(args)
    except GametableError as error:
        print(f"gametable: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
