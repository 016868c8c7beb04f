#!/usr/bin/env python3
"""Instructions per decision of random play, counted by callgrind: a figure load cannot move.

    .venv/bin/python bench/instructions.py balloon-cup [--games 100 400] [--no-hearts]

Wall-clock rates on a shared 2-core machine swing by ±20 %; instruction counts repeat exactly
(with a fixed ``PYTHONHASHSEED``). Each game runs the integer-path loop of
``bench/engine_speed.py`` over two fixed numbers of seeded games under
``valgrind --tool=callgrind``; subtracting the two totals cancels start-up, leaving Ir per
decision. OpenSpiel's C++ hearts, driven from Python the same way, is the yardstick. About
7k Ir of every decision is the loop's own ``randrange``, paid by both sides.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import subprocess
import sys


def play(game: str, games: int) -> int:
    """The measured loop; returns the number of decisions made."""
    rng = random.Random(1)
    randrange = rng.randrange
    decisions = 0
    if game == "hearts":
        import pyspiel

        spiel_game = pyspiel.load_game("hearts")
        for _ in range(games):
            state = spiel_game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[randrange(len(outcomes))][0])
                else:
                    actions = state.legal_actions()
                    state.apply_action(actions[randrange(len(actions))])
                    decisions += 1
        return decisions
    import gametable

    for seed in range(games):
        state = gametable.new_game(game, seed=seed)
        legal_actions, apply_action = state.legal_actions, state.apply_action
        while not state.over:
            for seat in state.to_act:
                actions = legal_actions(seat)
                apply_action(seat, actions[randrange(len(actions))])
                decisions += 1
                if state.over:
                    break
    return decisions


def count(game: str, games: int) -> tuple[int, int]:
    """(instructions, decisions) of one run under callgrind."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         sys.executable, __file__, "--inner", game, str(games)],
        capture_output=True, text=True, env=env, check=True,
    )  # fmt: skip
    instructions = int(re.search(r"Collected : (\d+)", done.stderr).group(1))
    decisions = int(re.search(r"decisions (\d+)", done.stdout).group(1))
    return instructions, decisions


def per_decision(game: str, small: int, large: int) -> float:
    (i1, d1), (i2, d2) = count(game, small), count(game, large)
    return (i2 - i1) / (d2 - d1)


def main() -> None:
    if sys.argv[1:2] == ["--inner"]:
        print("decisions", play(sys.argv[2], int(sys.argv[3])))
        return
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game")
    parser.add_argument("--games", type=int, nargs=2, default=(100, 400), metavar=("FEW", "MANY"))
    parser.add_argument("--no-hearts", action="store_true")
    args = parser.parse_args()
    if not shutil.which("valgrind"):
        raise SystemExit("needs valgrind (Debian package valgrind)")
    ours = per_decision(args.game, *args.games)
    print(f"{args.game:<12} {ours:>10,.0f} Ir/decision")
    if not args.no_hearts:
        hearts = per_decision("hearts", *args.games)
        print(f"{'hearts':<12} {hearts:>10,.0f} Ir/decision (OpenSpiel C++ from Python)")
        print(f"hearts / {args.game} = {hearts / ours:.2f} (higher is better for {args.game})")


if __name__ == "__main__":
    main()
