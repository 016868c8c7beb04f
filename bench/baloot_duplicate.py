#!/usr/bin/env python3
"""Duplicate Baloot: a bot's point margin over another on the same deals, teams swapped.

    .venv/bin/python bench/baloot_duplicate.py --bot search:hard --against heuristic
        [--deals 150] [--first 0] [--set sun_bar=2.55 ...]

Why: a win rate needs ~900 games to move by ±3 %, too slow to compare two versions of a bot.
Here each deal is played twice, the measured bot's team on seats 0/2 and then on 1/3, and
only the first scored hand of a 3-hand match counts (the bots value it as in the ledger's
games). With both sides bidding alike, the deal's luck cancels and what remains is how much
better one side plays: the mean margin per deal (points of the measured team minus the other,
the two seatings averaged) has a standard error of about 0.6 points at 150 deals, where the
two versions of a bot differ by a point or so. Two bots that play alike score exactly 0.

``--set name=value`` overrides a class setting of the measured bot (``sun_bar``,
``hokum_bar``, ...; a search bot passes it on to the heuristic it bids with).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gametable import bots as registry  # noqa: E402
from gametable.cli import parse_bot, parse_options  # noqa: E402
from gametable.games.baloot import new_game  # noqa: E402


def make(spec: str, seed: int, settings: dict):
    name, level = parse_bot(spec)
    bot = registry.make(name, "baloot", seed=seed, level=level)
    holders = [h for h in (bot, getattr(bot, "heuristic", None)) if h is not None]
    for key, value in settings.items():
        owners = [h for h in holders if hasattr(h, key)]
        if not owners:
            raise SystemExit(f"--set {key}: the {spec} bot has no setting {key!r}")
        for holder in owners:
            setattr(holder, key, value)
    return bot


def first_hand_margin(deal: int, seats: tuple[int, int], bot: str, against: str,
                      settings: dict) -> int:
    """Points of the team on ``seats`` minus the other's, after the first scored hand."""
    state = new_game(seed=deal, hands=3)
    players = {s: make(bot, deal * 10 + s, settings) if s in seats else
               make(against, deal * 10 + s, {}) for s in range(4)}
    while not state.over and state.scored_hands == 0:
        seat = state.to_act[0]
        legal = state.legal_moves(seat)
        move = legal[0] if len(legal) == 1 else players[seat].choose(state.view(seat), legal)
        state.play(seat, move)
    team = seats[0] & 1
    return state.totals[team] - state.totals[1 - team]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bot", default="search:hard")
    parser.add_argument("--against", default="heuristic")
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--first", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args()
    settings = parse_options(args.set)
    started = time.perf_counter()
    margins = []
    for deal in range(args.first, args.first + args.deals):
        margins.append((first_hand_margin(deal, (0, 2), args.bot, args.against, settings)
                        + first_hand_margin(deal, (1, 3), args.bot, args.against, settings)) / 2)
    mean = statistics.mean(margins)
    error = statistics.pstdev(margins) / math.sqrt(len(margins))
    extra = " ".join(args.set)
    print(f"{args.bot}{' ' + extra if extra else ''} against {args.against}, deals "
          f"{args.first}-{args.first + args.deals - 1}: margin {mean:+.2f} ± {error:.2f} points "
          f"a deal ({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
