#!/usr/bin/env python3
"""Random play speed of one game: games/s and decisions/s, notation path and integer path.

    .venv/bin/python bench/engine_speed.py balloon-cup [--seconds 5] [--compare-openspiel]

The notation path is what the server and terminal use (``legal_moves`` + ``play``); the
integer path (``legal_actions`` + ``apply_action``) is what search and training use, where a
game offers it. ``--compare-openspiel`` times OpenSpiel's C++ hearts driven from Python in the
same run, the yardstick the issues name.
"""

from __future__ import annotations

import argparse
import random
import time

import gametable
from gametable.core.fastpath import has_fast_path


def play_notation(game: str, seconds: float, options: dict) -> tuple[int, int, float]:
    rng = random.Random(1)
    games = decisions = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        state = gametable.new_game(game, seed=seed, **options)
        seed += 1
        while not state.over:
            for seat in state.to_act:
                moves = state.legal_moves(seat)
                state.play(seat, moves[rng.randrange(len(moves))])
                decisions += 1
                if state.over:
                    break
        games += 1
    return games, decisions, time.perf_counter() - start


def play_integer(game: str, seconds: float, options: dict) -> tuple[int, int, float] | None:
    probe = gametable.new_game(game, seed=0, **options)
    if not has_fast_path(probe):
        return None
    rng = random.Random(1)
    randrange = rng.randrange
    games = decisions = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        state = gametable.new_game(game, seed=seed, **options)
        seed += 1
        legal_actions = state.legal_actions
        apply_action = state.apply_action
        while not state.over:
            for seat in state.to_act:
                actions = legal_actions(seat)
                apply_action(seat, actions[randrange(len(actions))])
                decisions += 1
                if state.over:
                    break
        games += 1
    return games, decisions, time.perf_counter() - start


def openspiel_hearts(seconds: float) -> tuple[int, int, float] | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")
    rng = random.Random(1)
    games = decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[rng.randrange(len(actions))])
                decisions += 1
        games += 1
    return games, decisions, time.perf_counter() - start


def report(label: str, result: tuple[int, int, float] | None) -> float:
    if result is None:
        print(f"{label:<28} (not available)")
        return 0.0
    games, decisions, elapsed = result
    print(
        f"{label:<28} {games / elapsed:>10,.1f} games/s {decisions / elapsed:>12,.0f} decisions/s"
        f"   ({games} games, {decisions} decisions, {elapsed:.1f} s)"
    )
    return decisions / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game", choices=gametable.GAMES)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--option", "-o", action="append", default=[], help="name=value")
    parser.add_argument("--compare-openspiel", action="store_true")
    args = parser.parse_args()
    from gametable.cli import parse_options

    options = parse_options(args.option)
    print(f"{args.game}, random play, {args.seconds:g} s each, one core")
    report("notation (legal_moves/play)", play_notation(args.game, args.seconds, options))
    fast = report("integer (legal_actions)", play_integer(args.game, args.seconds, options))
    if args.compare_openspiel:
        hearts = report("OpenSpiel hearts (C++)", openspiel_hearts(args.seconds))
        if hearts and fast:
            print(f"integer path / OpenSpiel hearts = {fast / hearts:.2f}")


if __name__ == "__main__":
    main()
