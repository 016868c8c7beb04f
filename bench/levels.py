#!/usr/bin/env python3
"""How strong is each level a table seats? The easy heuristic bot against the heuristic bot
and against the random bot, in every game.

    .venv/bin/python bench/levels.py [--games 200] [--seed 0] [--game baloot ...]

Why: the lobby's "Bot level" picks easy (the heuristic bot with slips,
``gametable/bots/handicap.py``), medium (the heuristic bot) or hard (the search bot at its
hard level, measured against the heuristic bot in ``bench/results/strength-ledger.md``).
Easy should be clearly weaker than medium and still far stronger than random play, or the
levels mean nothing. Printed per game and pairing: games, wins-draws-losses of the easy bot,
its win rate (a draw counts half) with the 95 % Wilson interval. Seats alternate (Baloot: the
easy team sits 0/2 and 1/3 in turn); a game of Baloot is one match (152 points).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gametable.arena.stats import wilson  # noqa: E402
from gametable.bots import handicap  # noqa: E402
from gametable.core.registry import new_game  # noqa: E402

GAMES = ("balloon-cup", "baloot", "climbing")


def play(game: str, seed: int, easy_seats: set[int], other: str) -> float:
    """One game: the easy heuristic bot in ``easy_seats``, ``other`` elsewhere; the easy
    side's share of the result (1 a win, 0.5 a draw, 0 a loss)."""
    state = new_game(game, seed=seed)
    bots = [handicap.make("heuristic", game, seed=seed * 8 + s, level="easy") if s in easy_seats
            else handicap.make(other, game, seed=seed * 8 + s) for s in range(state.num_seats)]
    while not state.over:
        for seat in state.to_act:
            state.play(seat, bots[seat].choose(state.view(seat), state.legal_moves(seat)))
            if state.over:
                break
    scores = list(state.scores)
    mine = max(scores[s] for s in easy_seats)
    theirs = max(scores[s] for s in range(len(scores)) if s not in easy_seats)
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--game", action="append", choices=GAMES)
    args = parser.parse_args(argv)
    print("| game | easy against | games | W-D-L | win rate | 95 % CI |")
    print("|---|---|---|---|---|---|")
    for game in args.game or GAMES:
        for other in ("heuristic", "random"):
            results = []
            for i in range(args.games):
                first = i % 2
                seats = {first, first + 2} if game == "baloot" else {first}
                results.append(play(game, args.seed + i, seats, other))
            wins, draws = results.count(1.0), results.count(0.5)
            points = wins + draws / 2
            low, high = wilson(points, len(results))
            print(f"| {game} | {other} | {len(results)} | {wins}-{draws}-"
                  f"{len(results) - wins - draws} | {points / len(results):.1%} | "
                  f"{low:.1%}–{high:.1%} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
