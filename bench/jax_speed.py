#!/usr/bin/env python3
"""Steps per second of the JAX engines (gametable.jax) against the Python integer path.

    .venv/bin/python bench/jax_speed.py [GAME ...] [--batches 1,1024,4096,65536]
                                        [--seconds 3] [--device cpu|gpu|all] [--one-thread]

For each game and batch size, random play runs inside one ``jit``: chunks of ``--chunk`` steps
(``lax.scan``), each step a uniformly random legal action per game
(:func:`gametable.jax.sampling.uniform_legal`) and ``vmap(step)``; games that ended are dealt
anew between chunks, and the host only queues chunks (no round trip per step or chunk). Both
games are played with their Python defaults (Baloot: whole matches). A "step" counted is one
decision in a game still going (the steps a finished game idles until the next deal cost
time but are not counted). The Python integer path (``legal_actions`` + ``apply_action``, as
in ``bench/engine_speed.py``) is timed in the same run, and each line gives the ratio.

``--device``: ``cpu`` (the default), ``gpu`` (an accelerator; fails if there is none), or
``all`` (the CPU, then every accelerator present). XLA may use every core for one batch while
Python uses one; ``--one-thread`` pins XLA to a single thread for a per-core comparison.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from functools import partial

GAMES = ("balloon-cup", "baloot")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--batches", default="1,1024,4096,65536")
    parser.add_argument("--seconds", type=float, default=3.0, help="timed run per line")
    parser.add_argument("--chunk", type=int, default=32, help="steps between deals")
    parser.add_argument("--device", choices=("cpu", "gpu", "all"), default="cpu")
    parser.add_argument("--one-thread", action="store_true")
    parser.add_argument("--python-seconds", type=float, default=5.0)
    return parser.parse_args()


def python_integer_speed(game: str, seconds: float) -> float:
    """Decisions/s of the Python integer path, random play, one core."""
    import gametable

    rng = random.Random(1)
    randrange = rng.randrange
    decisions = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = gametable.new_game(game, seed=seed)
        seed += 1
        while not state.over:
            for seat in state.to_act:
                actions = state.legal_actions(seat)
                state.apply_action(seat, actions[randrange(len(actions))])
                decisions += 1
                if state.over:
                    break
    return decisions / (time.perf_counter() - start)


def jax_speed(game: str, batch: int, device, seconds: float, chunk: int) -> tuple[float, float]:
    """(decisions/s, compile seconds) of ``batch`` games at once on ``device``.

    The whole loop runs on the device: ``chunk`` steps in one ``lax.scan`` (random legal
    actions, ``vmap(step)``), then the games that ended are dealt anew, with the state's
    buffers donated. The host only queues chunks: it times one, then queues enough for
    ``seconds`` and waits once, so no step waits for a round trip."""
    import jax
    import jax.numpy as jnp

    from gametable import jax as gj
    from gametable.jax.sampling import uniform_legal

    env = gj.make(game)
    init = jax.vmap(env.init)
    step = jax.vmap(env.step)
    pick = jax.vmap(uniform_legal)

    def body(carry, key):
        state, count = carry
        k_pick, k_step = jax.random.split(key)
        count = count + jnp.sum(~state.terminated, dtype=jnp.int32)
        action = pick(state.legal_action_mask, jax.random.uniform(k_pick, (batch,)))
        state = step(state, action, jax.random.split(k_step, batch))
        return (state, count), None

    @partial(jax.jit, donate_argnums=(0,))
    def run(state, key):
        key, k_loop, k_deal = jax.random.split(key, 3)
        (state, count), _ = jax.lax.scan(
            body, (state, jnp.int32(0)), jax.random.split(k_loop, chunk)
        )
        fresh = init(jax.random.split(k_deal, batch))
        ended = state.terminated
        state = jax.tree_util.tree_map(
            lambda new, old: jnp.where(ended.reshape((-1,) + (1,) * (old.ndim - 1)), new, old),
            fresh, state,
        )  # fmt: skip
        return state, key, count

    with jax.default_device(device):
        key = jax.random.PRNGKey(0)
        state = jax.jit(init)(jax.random.split(key, batch))
        start = time.perf_counter()
        state, key, count = run(state, key)
        jax.block_until_ready(count)
        compile_s = time.perf_counter() - start
        start = time.perf_counter()
        state, key, count = run(state, key)
        jax.block_until_ready(count)
        one = max(time.perf_counter() - start, 1e-6)
        counts = []
        start = time.perf_counter()
        for _ in range(max(1, int(seconds / one))):
            state, key, count = run(state, key)
            counts.append(count)
        decisions = sum(int(c) for c in counts)
        elapsed = time.perf_counter() - start
    return decisions / elapsed, compile_s


def main() -> None:
    args = parse_args()
    if args.one_thread:
        os.environ["XLA_FLAGS"] = (
            os.environ.get("XLA_FLAGS", "")
            + " --xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1"
        )
    if args.device == "cpu":
        os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax

    devices = []
    if args.device in ("cpu", "all"):
        devices.append(jax.devices("cpu")[0])
    if args.device in ("gpu", "all"):
        accelerators = [d for d in jax.devices() if d.platform != "cpu"]
        if not accelerators and args.device == "gpu":
            sys.exit("no accelerator found (jax.devices() lists only the CPU)")
        devices += accelerators[:1]
    batches = [int(b) for b in args.batches.split(",")]
    print(f"jax {jax.__version__}; {os.cpu_count()} CPU cores"
          f"{'; XLA on one thread' if args.one_thread else ''}")  # fmt: skip
    for game in args.games:
        python = python_integer_speed(game, args.python_seconds)
        print(f"\n{game}: Python integer path {python:,.0f} decisions/s (one core)")
        for device in devices:
            for batch in batches:
                speed, compile_s = jax_speed(game, batch, device, args.seconds, args.chunk)
                print(
                    f"  {device.platform:>4} batch {batch:>6,}: {speed:>13,.0f} steps/s"
                    f"  = {speed / python:7.1f} x Python   (compile {compile_s:.0f} s)"
                )
                sys.stdout.flush()


if __name__ == "__main__":
    main()
