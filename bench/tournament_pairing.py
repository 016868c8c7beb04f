#!/usr/bin/env python3
"""Tournament pairing speed: one round of a 1,024-entrant arena (512 tables) and of a
1,024-entrant Swiss, p50/p99 over repeated rounds.

    .venv/bin/python bench/tournament_pairing.py [--entrants 1024] [--rounds 10] [--runs 5]

The issue-33 target for the server's bench: pairing a round of 512 tables in p99 < 1 s.
This times the pure library (:mod:`gametable.tournaments`) alone: the arena pairs everyone
free at once (the worst case: the arena's start), then every game ends and all pair again,
``--rounds`` times a run; the Swiss plays ``--rounds`` rounds a run (random results, a few
draws and one withdrawal a round), timing :func:`~gametable.tournaments.swiss.pair_round`.
Also times a state's JSON round trip, which a director does after each call, and the
Swiss pairing's last resort (a maximum matching over everyone) on its own, forced. The
figures are CPU time of this process (a busy machine disturbs them less than wall time).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from gametable.tournaments import SOLO, Entrant, arena, swiss


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def entrants(n: int, rng: random.Random) -> list[Entrant]:
    return [Entrant.person(f"p{i}", rng.gauss(25.0, 8.0)) for i in range(n)]


def result(rng: random.Random) -> tuple[float, float]:
    return rng.choice([(1.0, 0.0)] * 9 + [(0.0, 1.0)] * 9 + [(1.0, 1.0)] * 2)


def bench_arena(n: int, rounds: int, runs: int) -> tuple[list[float], list[float]]:
    times, saves = [], []
    for run in range(runs):
        rng = random.Random(run)
        state = arena.ArenaState.new(arena.ArenaConfig(0.0, 1e9, seed=run), SOLO,
                                     entrants(n, rng))
        free = list(state.entrants)
        for r in range(rounds):
            now = float(r)
            start = time.process_time()
            pairings = arena.pair_free(state, free, now)
            times.append(time.process_time() - start)
            assert len(pairings) == n // 2
            for pairing in pairings:
                arena.record_result(state, pairing.game, result(rng))
            start = time.process_time()
            arena.ArenaState.from_json(json.loads(json.dumps(state.to_json())))
            saves.append(time.process_time() - start)
    return times, saves


def bench_swiss(n: int, rounds: int, runs: int) -> tuple[list[float], list[float]]:
    times, saves = [], []
    for run in range(runs):
        rng = random.Random(1000 + run)
        state = swiss.SwissState.new(swiss.SwissConfig(rounds, seed=run), SOLO,
                                     entrants(n, rng))
        for _ in range(rounds):
            start = time.process_time()
            pairings = swiss.pair_round(state)
            times.append(time.process_time() - start)
            for pairing in pairings:
                swiss.record_result(state, pairing.game, result(rng))
            active = [e for e in state.entrants if e not in state.withdrawn]
            swiss.withdraw(state, rng.choice(active))
            start = time.process_time()
            swiss.SwissState.from_json(json.loads(json.dumps(state.to_json())))
            saves.append(time.process_time() - start)
    return times, saves


def bench_repair(n: int, runs: int) -> list[float]:
    """The Swiss pairing's last resort alone: the score groups' pairs of ``n`` entrants less
    two, completed by the maximum matching (it runs when the groups leave entrants over)."""
    times = []
    for run in range(runs):
        order = [f"p{i}" for i in range(n)]
        rng = random.Random(run)
        met = {swiss._key(order[i], order[j]) for i in range(n)
               for j in rng.sample(range(n), 8) if i != j}
        pairs = [(order[i], order[i + 1]) for i in range(0, n - 2, 2)
                 if swiss._key(order[i], order[i + 1]) not in met]
        start = time.process_time()
        done = swiss._complete(order, pairs, lambda a, b, met=met: swiss._key(a, b) not in met)
        times.append(time.process_time() - start)
        assert done is not None and len(done) == n // 2
    return times


def report(name: str, values: list[float]) -> None:
    print(f"{name:<34} n={len(values):>3}  p50 {1000 * statistics.median(values):8.1f} ms"
          f"  p99 {1000 * percentile(values, 0.99):8.1f} ms  max {1000 * max(values):8.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entrants", type=int, default=1024)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    times, saves = bench_arena(args.entrants, args.rounds, args.runs)
    report(f"arena pair_free ({args.entrants // 2} tables)", times)
    report("arena state JSON round trip", saves)
    times, saves = bench_swiss(args.entrants, args.rounds, args.runs)
    report(f"swiss pair_round ({args.entrants} entrants)", times)
    report("swiss state JSON round trip", saves)
    report(f"swiss last resort ({args.entrants}, matching)", bench_repair(args.entrants, 5))


if __name__ == "__main__":
    main()
