#!/usr/bin/env python3
"""Views per second of one game, per seat and for a spectator, over positions of random play.

    .venv/bin/python bench/view_speed.py climbing [--seconds 1] [--positions 200]
        [--option players=3 ...] [--no-gc]

Why: the server pushes a view to every client after every change, the RL adapters encode one
view per step and the bots read views, so ``state.view(seat)`` sits on every hot path but the
search's. Only the protocol is used (``new_game``, ``legal_moves``, ``play``, ``clone``,
``view``), so any registered game can be timed. The positions are every decision point of
seeded random games (cloned before the move), up to ``--positions``; each seat's views are
timed over all of them in turn, repeated for ``--seconds``. ``--no-gc`` switches the cyclic
garbage collector off while timing (the server raises its thresholds far up; the view builders
allocate thousands of small lists, so collections can weigh a lot in a process holding many
objects).
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import time

import gametable


def positions(game: str, count: int, options: dict) -> list[gametable.GameState]:
    """Every decision point of seeded random games, until ``count`` are collected."""
    out: list[gametable.GameState] = []
    seed = 0
    while len(out) < count:
        rng = random.Random(seed)
        state = gametable.new_game(game, seed=seed, **options)
        seed += 1
        while not state.over and len(out) < count:
            out.append(state.clone())
            seat = state.to_act[rng.randrange(len(state.to_act))]
            moves = state.legal_moves(seat)
            state.play(seat, moves[rng.randrange(len(moves))])
    return out


def views_per_second(states: list, seat: int | None, seconds: float) -> tuple[float, int]:
    """(views/s, views built) for ``seat`` over ``states``, cycled for ``seconds``."""
    done = 0
    start = time.perf_counter()
    while True:
        for state in states:
            state.view(seat)
        done += len(states)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed, done


def parse_option(text: str) -> tuple[str, object]:
    key, eq, value = text.partition("=")
    if not eq:
        raise argparse.ArgumentTypeError(f"an option is KEY=VALUE, not {text!r}")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(gametable.GAMES))
    parser.add_argument("--seconds", type=float, default=1.0, help="timing per seat")
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--option", type=parse_option, action="append", default=[],
                        metavar="KEY=VALUE", help="a game option (JSON value or plain text)")
    parser.add_argument("--no-gc", action="store_true", help="garbage collector off while timing")
    args = parser.parse_args()

    options = dict(args.option)
    states = positions(args.game, args.positions, options)
    seats: list[int | None] = [*range(states[0].num_seats), None]
    size = sum(len(json.dumps(s.view(None))) for s in states) / len(states)
    print(f"{args.game} {options or ''}: {len(states)} positions, "
          f"spectator view {size / 1024:.1f} KB of JSON on average")
    for state in states[:3]:  # warm whatever a game caches
        for seat in seats:
            state.view(seat)
    if args.no_gc:
        gc.disable()
    total = 0.0
    for seat in seats:
        rate, done = views_per_second(states, seat, args.seconds)
        total += 1 / rate
        name = "spectator" if seat is None else f"seat {seat}"
        print(f"  {name:>9}: {rate:10,.0f} views/s  ({1e6 / rate:8.1f} µs/view, {done} views)")
    print(f"  {'mean':>9}: {len(seats) / total:10,.0f} views/s")
    gc.enable()


if __name__ == "__main__":
    main()
