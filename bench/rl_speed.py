#!/usr/bin/env python3
"""Environment steps per second through the RL adapters, next to the raw engine.

    .venv/bin/python bench/rl_speed.py [GAME ...] [--seconds 3] [--openspiel]

For each game, random play with the same seeds through:

- ``engine``: the integer fast path alone (``legal_actions`` + ``apply_action``);
- ``engine+view``: the same plus one ``state.view(seat)`` per decision (what any adapter that
  observes must pay at least);
- ``pettingzoo``: the AEC environment (``env.last()`` with the encoded observation and mask,
  a masked sample, ``env.step``);
- ``parallel``: the Parallel environment (one step = every seat that must act);
- ``gymnasium``: one seat against random bots (a step = the learner's decision plus the bots'
  moves until it is its turn again; counted as learner steps);
- ``openspiel`` (with ``--openspiel``): ``pyspiel`` random play on the registered Python game.
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

from gametable import GAMES, new_game, rl

OPTIONS = {"balloon-cup": {}, "baloot": {"hands": 1}, "climbing": {"players": 2}}


def timed(seconds: float, episode) -> tuple[float, int, int]:
    """Run ``episode(seed) -> steps`` until ``seconds`` pass: (elapsed, steps, episodes)."""
    start = time.perf_counter()
    steps = episodes = 0
    while time.perf_counter() - start < seconds:
        steps += episode(episodes)
        episodes += 1
    return time.perf_counter() - start, steps, episodes


def engine(game: str, view: bool):
    rng = random.Random(0)

    def run(seed: int) -> int:
        state = new_game(game, seed=seed, **OPTIONS[game])
        steps = 0
        while not state.over:
            seat = state.to_act[0]
            if view:
                state.view(seat)
            actions = state.legal_actions(seat)
            state.apply_action(seat, actions[rng.randrange(len(actions))])
            steps += 1
        return steps

    return run


def pettingzoo(game: str):
    env = rl.pettingzoo_env(game, **OPTIONS[game])
    rng = np.random.default_rng(0)

    def run(seed: int) -> int:
        env.reset(seed=seed)
        steps = 0
        for _agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
        return steps

    return run


def parallel(game: str):
    env = rl.parallel_env(game, **OPTIONS[game])
    rng = np.random.default_rng(0)

    def run(seed: int) -> int:
        obs, _ = env.reset(seed=seed)
        steps = 0
        while env.agents:
            actions = {}
            for agent in env.agents:
                legal = np.flatnonzero(obs[agent]["action_mask"])
                actions[agent] = int(rng.choice(legal)) if len(legal) else 0
            obs, *_ = env.step(actions)
            steps += 1
        return steps

    return run


def gymnasium(game: str):
    env = rl.gym_env(game, opponents="random", **OPTIONS[game])
    rng = np.random.default_rng(0)

    def run(seed: int) -> int:
        obs, _ = env.reset(seed=seed)
        steps = 0
        done = False
        while not done:
            obs, _, done, _, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
        return steps

    return run


def openspiel(game: str):
    spiel_game = rl.openspiel_game(game)
    rng = np.random.default_rng(0)

    def run(seed: int) -> int:
        state = spiel_game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(int(rng.integers(256)))
            else:
                state.apply_action(int(rng.choice(state.legal_actions())))
                steps += 1
        return steps

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--openspiel", action="store_true", help="also time the pyspiel game")
    args = parser.parse_args()
    print(f"{'game':12s} {'path':12s} {'steps/s':>10s} {'episodes/s':>11s} {'vs engine':>10s}")
    for game in args.games:
        paths = {
            "engine": engine(game, view=False),
            "engine+view": engine(game, view=True),
            "pettingzoo": pettingzoo(game),
            "parallel": parallel(game),
            "gymnasium": gymnasium(game),
        }
        if args.openspiel:
            paths["openspiel"] = openspiel(game)
        base = None
        for name, run in paths.items():
            elapsed, steps, episodes = timed(args.seconds, run)
            rate = steps / elapsed
            base = base or rate
            print(
                f"{game:12s} {name:12s} {rate:10,.0f} {episodes / elapsed:11,.1f} "
                f"{rate / base:9.3f}x"
            )


if __name__ == "__main__":
    main()
