#!/usr/bin/env python3
"""Do climbing tables go round in circles? Clashes and game lengths of bot tables.

    .venv/bin/python bench/climbing_clashes.py [--games 20] [--seed 0] [--table NAME ...]

Why: a reviewer at a table of four (three medium bots and a person who pointed at the top
cube whenever it was open) saw 21 clashes on cube 13 in 44 rounds and a game of 53 rounds:
every seat wanted the top, so all of them pointed at it, none turned it, it was banned a
round and the same happened again. Each table below is played on ``--games`` deals; printed
per table: rounds per game (median, largest), clashes per game (mean, largest), the most
clashes on one cube in a game, games that reached ``max_rounds`` (draws), and each seat's
wins. Tables (the lobby's levels: easy is the heuristic bot slipping, medium the heuristic
bot, hard the search bot at its hard level; ``search-medium`` is the search bot's default):

- ``top4``: a scripted seat that points at cube 13 whenever it may (else plays as the
  heuristic bot) and three medium bots;
- ``top4-search``: the same seat and three search bots at their medium budget;
- ``medium4``: four medium bots; ``search4``: four search bots at their medium budget;
- ``easy3``: a person (played by the heuristic bot) and two easy bots, as the lobby seats them;
- ``hint4``: a person who follows the hint every move (seat 0: the search bot at its medium
  budget with no time cap, seeded afresh each move, as ``gametable.bots.hints`` runs it) and
  three medium bots (a reviewer who did so lost a 27-round game); a fair share is 25 % wins.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gametable.bots import handicap  # noqa: E402
from gametable.bots import make as make_bot  # noqa: E402
from gametable.bots.base import Bot  # noqa: E402
from gametable.core.protocol import Move, View  # noqa: E402
from gametable.core.registry import new_game  # noqa: E402


class TopPointer(Bot):
    """Points at cube 13 whenever it may (what the guide and the warnings push a newcomer
    towards); every other decision is the heuristic bot's."""

    name = "top"

    def __init__(self, game: str, *, seed: int | None = None, level: str | None = None) -> None:
        super().__init__(game, seed=seed, level=level)
        self.inner = handicap.make("heuristic", game, seed=seed)

    def choose(self, view: View, legal_moves: Sequence[Move]) -> Move:
        if view.get("phase") == "point" and "13" in legal_moves:
            return "13"
        return self.inner.choose(view, legal_moves)


class HintFollower(Bot):
    """Plays the hint's move every time: the search bot at the hint's level, seeded 0 and
    without a time cap, built afresh for each move as :func:`gametable.bots.hints.hint`
    builds it (its ``analyse``, which may step aside from a cube others want)."""

    name = "hint"

    def choose(self, view: View, legal_moves: Sequence[Move]) -> Move:
        if len(legal_moves) == 1:
            return legal_moves[0]
        bot = make_bot("search", "climbing", seed=0, level="medium")
        bot.budget = replace(bot.budget, seconds=math.inf)
        return bot.analyse(view, list(legal_moves)).move


def seat_bot(kind: str, seed: int) -> Bot:
    if kind == "top":
        return TopPointer("climbing", seed=seed)
    if kind == "hint":
        return HintFollower("climbing", seed=seed)
    name, _, level = kind.partition(":")
    return handicap.make(name, "climbing", seed=seed, level=level or None)


TABLES: dict[str, tuple[str, ...]] = {
    "top4": ("top", "heuristic", "heuristic", "heuristic"),
    "top4-search": ("top", "search:medium", "search:medium", "search:medium"),
    "medium4": ("heuristic",) * 4,
    "search4": ("search:medium",) * 4,
    "easy3": ("heuristic", "heuristic:easy", "heuristic:easy"),
    "hint4": ("hint", "heuristic", "heuristic", "heuristic"),
}


def play(kinds: Sequence[str], seed: int) -> dict:
    """One game on deal ``seed``: its rounds, clashes (per cube), the winner (-1: a draw)."""
    state = new_game("climbing", seed=seed, players=len(kinds))
    bots = [seat_bot(kind, seed * 8 + s) for s, kind in enumerate(kinds)]
    clashes: Counter[str] = Counter()
    seen = None
    while not state.over:
        for seat in state.to_act:
            state.play(seat, bots[seat].choose(state.view(seat), state.legal_moves(seat)))
            if state.over:
                break
        clash = state.clash_summary()
        if clash and clash["phase"] == "round" and clash["round"] != seen:
            seen = clash["round"]
            clashes.update(clash["places"])
    view = state.view(0)
    return {"rounds": view["round"], "clashes": clashes, "winner": view.get("winner"),
            "draw": state.scores.count(max(state.scores)) > 1}


def percentile(values: Sequence[int], share: float) -> int:
    """The smallest value that at least ``share`` of ``values`` do not exceed."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def run_table(kinds: Sequence[str], games: int, first_seed: int) -> dict:
    results = [play(kinds, seed) for seed in range(first_seed, first_seed + games)]
    rounds = [r["rounds"] for r in results]
    per_game = [sum(r["clashes"].values()) for r in results]
    on_one = [max(r["clashes"].values(), default=0) for r in results]
    wins = Counter(r["winner"] for r in results if not r["draw"])
    return {"rounds_median": statistics.median(rounds), "rounds_max": max(rounds),
            "rounds_p90": percentile(rounds, 0.9),
            "clashes_mean": statistics.mean(per_game), "clashes_max": max(per_game),
            "one_cube_max": max(on_one), "draws": sum(r["draw"] for r in results),
            "wins": [wins.get(s, 0) for s in range(len(kinds))]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--table", action="append", choices=sorted(TABLES))
    args = parser.parse_args(argv)
    print("| table | games | rounds median / p90 / max | clashes mean / max "
          "| most on one cube | draws | wins by seat |")
    print("|---|---|---|---|---|---|---|")
    for name in args.table or list(TABLES):
        row = run_table(TABLES[name], args.games, args.seed)
        print(f"| {name} | {args.games} | {row['rounds_median']} / {row['rounds_p90']} "
              f"/ {row['rounds_max']} "
              f"| {row['clashes_mean']:.1f} / {row['clashes_max']} | {row['one_cube_max']} "
              f"| {row['draws']} | {'-'.join(map(str, row['wins']))} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
