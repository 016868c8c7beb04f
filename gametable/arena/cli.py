"""``gametable arena GAME --bots a,b[,...] --games N --jobs K``: a tournament between bots."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from gametable.arena.schedule import MAX_MOVES
from gametable.core.errors import BadOptions


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "arena", help="play bots against each other in parallel; win rates and ratings"
    )
    parser.add_argument("game")
    parser.add_argument(
        "--bots", required=True,
        help="comma-separated bot specs: random, heuristic, search[:easy|medium|hard]",
    )
    parser.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument("--jobs", "-j", type=int, default=1, help="worker processes")
    parser.add_argument("--backend", default="local", choices=("local", "ray"))
    parser.add_argument("--seed", type=int, default=0, help="arena seed (deals and bots)")
    parser.add_argument("--players", type=int, help="number of players (climbing)")
    parser.add_argument("--option", "-o", action="append", default=[], help="game option k=v")
    parser.add_argument("--records", help="write every game record into this folder")
    parser.add_argument("--png", help="draw the ratings and win rates into this PNG")
    parser.add_argument("--json", help="write the summary as JSON to this file")
    parser.add_argument(
        "--max-moves", type=int, default=MAX_MOVES,
        help=f"stop a game after this many moves and count it a draw (default {MAX_MOVES:,})",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from gametable.arena import run_arena
    from gametable.cli import parse_options

    specs = [spec.strip() for spec in args.bots.split(",") if spec.strip()]
    options = parse_options(args.option)
    if args.players is not None:
        options["players"] = args.players
    if args.records:
        Path(args.records).mkdir(parents=True, exist_ok=True)
    with tqdm(total=args.games, desc=f"{args.game} arena", unit="game",
              disable=args.quiet, dynamic_ncols=True) as bar:
        result = run_arena(
            args.game, specs, games=args.games, jobs=args.jobs, seed=args.seed,
            backend=args.backend, options=options, keep_records=bool(args.records),
            progress=lambda outcome: bar.update(1), max_moves=args.max_moves,
        )
    if args.records:
        for outcome in result.outcomes:
            path = Path(args.records) / f"{result.game}-{outcome.index:05d}.json"
            path.write_text(json.dumps(outcome.record, indent=1) + "\n")
    print(report(result))
    if args.png:
        from gametable.arena.plot import plot_ratings

        plot_ratings(result.table, args.png, f"{result.game}: {args.games} games, seed {args.seed}")
        print(f"ratings drawn in {args.png}")
    if args.json:
        Path(args.json).write_text(json.dumps(summary(result), indent=1) + "\n")
    return 0


def summary(result) -> dict:
    return {
        "game": result.game,
        "games": len(result.outcomes),
        "unfinished": result.unfinished,
        "bots": {
            s.label: {
                "games": s.games, "wins": s.wins, "draws": s.draws, "losses": s.losses,
                "win_rate": s.win_rate, "ci95": list(s.interval), "mu": s.mu, "sigma": s.sigma,
                "seconds_per_move": s.seconds_per_move, "slowest_move": s.slowest,
            }
            for s in result.table.values()
        },
    }


def report(result) -> str:
    """The summary table as plain text."""
    if not result.outcomes:
        raise BadOptions("no games were played")
    lines = [
        f"{result.game}: {len(result.outcomes)} games",
        f"{'bot':<18}{'games':>6}{'W':>6}{'D':>5}{'L':>6}{'win rate':>10}{'95% CI':>16}"
        f"{'mu':>8}{'sigma':>7}{'s/move':>9}{'max s':>7}",
    ]
    for s in sorted(result.table.values(), key=lambda s: -s.mu):
        low, high = s.interval
        lines.append(
            f"{s.label:<18}{s.games:>6}{s.wins:>6}{s.draws:>5}{s.losses:>6}{s.win_rate:>10.1%}"
            f"{f'{low:.1%}–{high:.1%}':>16}{s.mu:>8.2f}{s.sigma:>7.2f}"
            f"{s.seconds_per_move:>9.4f}{s.slowest:>7.3f}"
        )
    if result.unfinished:
        lines.append(
            f"{result.unfinished} game(s) stopped unfinished at the move cap, counted as draws"
        )
    return "\n".join(lines)
