#!/usr/bin/env python3
"""Bot benchmark: search iterations per second, and the strength table as Markdown.

    .venv/bin/python bench/bots.py --games 20 --jobs 2 [--only balloon-cup] [--level hard]
        [--out bench/results/strength.md] [--skip-speed] [--skip-strength]

Speed: each game's search bot analyses positions taken from random games, at each level,
and reports iterations per second and seconds per decision. Strength: for each game, the
arena plays search (at ``--level``) against heuristic and random, and heuristic against
random, ``--games`` games each with seats rotated, and reports win rates with 95 % Wilson
intervals. Baloot matches are long, so ``--baloot-hands`` (default 3) caps each game at that
many scored hands (``0``: whole matches to 152); its section adds the bots' contract shares
and buyer-failure rates beside the human figures (Sun 34 %, Hokum 53 %, Ashkal 13 %; buyers
fail 28.5 % in Sun and 15.9 % in Hokum), and ``--selfplay`` hands of heuristic self-play give
the figures to set beside the human ones (they run with ``--skip-strength`` too).

Ten games a pairing only sketch the strength; the ±3 % figures come from the ledger
(``bench/strength_ledger.py``), which adds up runs over time.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gametable  # noqa: E402
from gametable.arena import run_arena  # noqa: E402
from gametable.bots import make  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from strength_ledger import contract_table, contracts  # noqa: E402

GAMES = ("balloon-cup", "baloot", "climbing")


def positions(game: str, count: int, options: dict) -> list[tuple[dict, list[str]]]:
    """Views and legal moves of ``count`` decisions with a real choice, from random games."""
    rng = random.Random(1)
    found = []
    seed = 0
    while len(found) < count:
        state = gametable.new_game(game, seed=seed, **options)
        seed += 1
        steps = rng.randrange(4, 40)
        for _ in range(steps):
            if state.over:
                break
            for seat in state.to_act:
                state.play(seat, rng.choice(state.legal_moves(seat)))
                if state.over:
                    break
        if state.over:
            continue
        seat = state.to_act[0]
        view = state.view(seat)
        legal = state.legal_moves(seat)
        if len(legal) > 1 and view.get("phase") not in ("bidding", "doubling"):
            found.append((view, legal))
    return found


def speed(game: str, options: dict, count: int) -> list[str]:
    rows = []
    cases = positions(game, count, options)
    for level in ("easy", "medium", "hard"):
        bot = make("search", game, seed=0, level=level)
        iterations = seconds = 0.0
        per_move = []
        for view, legal in cases:
            result = bot.analyse(view, legal)
            iterations += result.iterations
            seconds += result.seconds
            per_move.append(result.seconds)
        rows.append(
            f"| {game} | {level} | {bot.budget.iterations} | {iterations / seconds:,.0f} | "
            f"{statistics.mean(per_move):.3f} | {max(per_move):.3f} |"
        )
    return rows


def strength_row(result, first: str, second: str) -> str:
    stats = result.table[first]
    low, high = stats.interval
    return (
        f"| {first} | {second} | {stats.games} | {stats.wins}-{stats.draws}-{stats.losses} | "
        f"{stats.win_rate:.1%} | {low:.1%}–{high:.1%} | {stats.seconds_per_move:.3f} | "
        f"{stats.slowest:.2f} |"
    )


def baloot_contracts(results) -> list[str]:
    """Contract shares and buyer failures per bot, from the arena's records."""
    tally: dict[str, dict[str, list[int]]] = {}
    for result in results:
        for bot, kinds in contracts(result).items():
            for kind, (n, failed) in kinds.items():
                row = tally.setdefault(bot, {}).setdefault(kind, [0, 0])
                row[0] += n
                row[1] += failed
    return contract_table(tally)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10, help="games per pairing")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--level", default="hard", choices=("easy", "medium", "hard"))
    parser.add_argument("--only", action="append", choices=GAMES, help="one game (repeatable)")
    parser.add_argument("--baloot-hands", type=int, default=3, help="0: whole matches")
    parser.add_argument("--positions", type=int, default=6, help="positions per speed test")
    parser.add_argument("--selfplay", type=int, default=400,
                        help="Baloot heuristic self-play hands for the contract figures")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="bench/results/strength.md")
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--skip-strength", action="store_true")
    args = parser.parse_args()
    games = args.only or list(GAMES)
    lines = [
        "# Bot strength and search speed",
        "",
        f"Measured by `bench/bots.py {' '.join(sys.argv[1:])}` on "
        f"{platform.machine()} ({platform.python_implementation()} {platform.python_version()}), "
        f"{time.strftime('%Y-%m-%d')}, a 2-core machine unless it says otherwise.",
        "",
    ]
    if not args.skip_speed:
        lines += [
            "## Search speed",
            "",
            "| game | level | iteration budget | iterations/s | s/decision (mean) | max |",
            "|---|---|---|---|---|---|",
        ]
        for game in games:
            options = {"hands": 1} if game == "baloot" else {}
            rows = speed(game, options, args.positions)
            print("\n".join(rows), flush=True)
            lines += rows
        lines.append("")
    if not args.skip_strength:
        search = f"search:{args.level}"
        for game in games:
            options = {}
            if game == "baloot" and args.baloot_hands:
                options["hands"] = args.baloot_hands
            label = f"{game}" + (f" ({args.baloot_hands}-hand games)" if "hands" in options else "")
            lines += [
                f"## {label}",
                "",
                "| bot | against | games | W-D-L | win rate | 95 % CI | s/move | slowest |",
                "|---|---|---|---|---|---|---|---|",
            ]
            results = []
            for first, second in ((search, "heuristic"), (search, "random"),
                                  ("heuristic", "random")):
                started = time.perf_counter()
                result = run_arena(game, [first, second], games=args.games, jobs=args.jobs,
                                   seed=args.seed, options=options)
                row = strength_row(result, first, second)
                print(f"{row}  ({time.perf_counter() - started:.0f} s)", flush=True)
                lines.append(row)
                results.append(result)
            lines.append("")
            if game == "baloot":
                lines += ["Contracts bought, by the buyer's bot, over all the games above:", ""]
                lines += baloot_contracts(results)
                lines.append("")
    if "baloot" in games and args.selfplay:
        selfplay = run_arena("baloot", ["heuristic", "heuristic"], games=args.selfplay,
                             jobs=args.jobs, seed=args.seed, options={"hands": 1})
        lines += [f"Heuristic self-play, {args.selfplay} single hands (the bots bidding against "
                  "each other, as the human figures are people against people; Ashkal counts "
                  "as Sun in the failure rates):", ""]
        lines += baloot_contracts([selfplay])
        lines.append("")
    if args.skip_strength:
        lines += ["Win rates: `bench/results/strength-ledger.md`, pooled by "
                  "`bench/strength_ledger.py report` from every run of today's bot code.", ""]
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text("\n".join(lines) + "\n")
    print(f"written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
