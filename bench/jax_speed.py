#!/usr/bin/env python3
"""Steps per second of the JAX engines (gametable.jax) against the Python integer path.

    .venv/bin/python bench/jax_speed.py [GAME ...] [--batches 1,1024,4096,65536]
                                        [--seconds 3] [--device cpu|gpu|all] [--one-thread]
                                        [--against REV]

For each game and batch size, random play runs inside one ``jit``: chunks of ``--chunk`` steps
(``lax.scan``), each step a uniformly random legal action per game and ``vmap(step)``; the
action is drawn from the legal mask as the engine keeps it: packed in words
(``state.legal_words``, :func:`gametable.jax.sampling.uniform_legal_words`) where it does
(``state.legal_action_mask`` unpacks them for a policy), else from the bools
(:func:`gametable.jax.sampling.uniform_legal`); games that ended are dealt
anew between chunks, and the host only queues chunks (no round trip per step or chunk).

The player's random numbers are cheap so that the engine is what is timed: threefry gives two
32-bit words a step for the whole batch (drawn once a chunk), and game ``g``'s uniform for its
action is :func:`gametable.jax.sampling.key_uniforms` of the key ``(word 0, g)``; its step
and deal keys are ``(word 1, g)`` (keys are two 32-bit words, as ``jax.random.PRNGKey``
makes them). Splitting threefry keys for every game at every step cost about a sixth of the
time measured. The engines' own chance (what ``init`` and ``step`` draw from their keys) is
theirs, as in any other use. Both
games are played with their Python defaults (Baloot: whole matches). A "step" counted is one
decision in a game still going (the steps a finished game idles until the next deal cost
time but are not counted). The Python integer path (``legal_actions`` + ``apply_action``, as
in ``bench/engine_speed.py``) is timed in the same run, and each line gives the ratio. Each
line also gives the process CPU time per 1,000 steps (all XLA threads) and its ratio to the
Python path's: steadier than the wall clock on a shared machine. The state's size per game
is printed once per game.

``--against REV`` also times the engines as they are at git revision ``REV`` (their modules
read with ``git show``) right after the working tree's on every line, and prints the
new/old ratio: a change is measured side by side under the same load.

``--device``: ``cpu`` (the default), ``gpu`` (an accelerator; fails if there is none), or
``all`` (the CPU, then every accelerator present). XLA may use every core for one batch while
Python uses one; ``--one-thread`` pins XLA to a single thread for a per-core comparison.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import time
import types
from functools import partial
from pathlib import Path

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
    parser.add_argument("--against", metavar="REV", help="also time the engines at this git rev")
    return parser.parse_args()


#: game modules renamed since older revisions (docs/engines.md): an old engine's imports of
#: them are read under their new names, so ``--against`` still reaches back past the rename
RENAMED = {
    "gametable.games.balloon_cup.actions": "gametable.games.balloon_cup.notation",
    "gametable.games.balloon_cup.serialize": "gametable.games.balloon_cup.options",
    "gametable.games.baloot.actions": "gametable.games.baloot.notation",
    "gametable.games.baloot.profile": "gametable.games.baloot.options",
}


def renamed_imports(source: str) -> str:
    """``source`` with its imports of :data:`RENAMED` modules pointed at the new names."""
    for old, new in RENAMED.items():
        package, _, module = old.rpartition(".")
        new_module = new.rpartition(".")[2]
        source = re.sub(rf"^(\s*)from {re.escape(old)} import", rf"\1from {new} import",
                        source, flags=re.M)  # fmt: skip
        source = re.sub(rf"^(\s*)from {re.escape(package)} import {module}\b",
                        rf"\1from {package} import {new_module}", source, flags=re.M)  # fmt: skip
    return source


def engine_at(rev: str, game: str):
    """``game``'s JAX engine (its default options) as its module is at git revision ``rev``."""
    from gametable import jax as gj

    name = gj.MODULES[game]
    path = name.replace(".", "/") + ".py"
    root = Path(__file__).resolve().parent.parent
    source = subprocess.run(
        ["git", "-C", str(root), "show", f"{rev}:{path}"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    source = renamed_imports(source)
    module = types.ModuleType(f"{name}_at_{rev}")
    sys.modules[module.__name__] = module  # NamedTuple and dataclass look their module up
    exec(compile(source, f"{rev}:{path}", "exec"), module.__dict__)
    return module.make()


def python_integer_speed(game: str, seconds: float) -> tuple[float, float]:
    """(decisions/s, CPU seconds per decision) of the Python integer path, random play, one
    core."""
    import gametable

    rng = random.Random(1)
    randrange = rng.randrange
    decisions = 0
    seed = 0
    cpu = time.process_time()
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
    elapsed = time.perf_counter() - start
    return decisions / elapsed, (time.process_time() - cpu) / decisions


def jax_speed(env, batch: int, device, seconds: float, chunk: int) -> tuple[float, float, float]:
    """(decisions/s, CPU seconds per decision, compile seconds) of ``batch`` games of the
    engine ``env`` at once on ``device``.

    The whole loop runs on the device: ``chunk`` steps in one ``lax.scan`` (random legal
    actions, ``vmap(step)``), then the games that ended are dealt anew, with the state's
    buffers donated. The host only queues chunks: it times one, then queues enough for
    ``seconds`` and waits once, so no step waits for a round trip."""
    import jax
    import jax.numpy as jnp

    from gametable.jax.sampling import key_uniforms, uniform_legal, uniform_legal_words

    init = jax.vmap(env.init)
    step = jax.vmap(env.step)
    games = jnp.arange(batch, dtype=jnp.uint32)

    def game_keys(word):
        """One key a game: ``(word, g)`` for game ``g`` (see the module's docstring)."""
        return jnp.stack([jnp.broadcast_to(word, (batch,)), games], axis=1)

    def pick(state, u):
        if "legal_words" in type(state)._fields:
            return jax.vmap(uniform_legal_words)(state.legal_words, u)
        return jax.vmap(uniform_legal)(state.legal_action_mask, u)

    def body(carry, words):
        state, count = carry
        count = count + jnp.sum(~state.terminated, dtype=jnp.int32)
        u = jax.vmap(key_uniforms, (0, None))(game_keys(words[0]), 1)[:, 0]
        state = step(state, pick(state, u), game_keys(words[1]))
        return (state, count), None

    @partial(jax.jit, donate_argnums=(0,))
    def run(state, key):
        key, k_loop, k_deal = jax.random.split(key, 3)
        words = jax.random.bits(k_loop, (chunk + 1, 2), jnp.uint32)
        (state, count), _ = jax.lax.scan(body, (state, jnp.int32(0)), words[:chunk])
        fresh = init(game_keys(words[chunk, 0]))
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
        cpu = time.process_time()
        start = time.perf_counter()
        for _ in range(max(1, int(seconds / one))):
            state, key, count = run(state, key)
            counts.append(count)
        decisions = sum(int(c) for c in counts)
        elapsed = time.perf_counter() - start
        cpu = time.process_time() - cpu
    return decisions / elapsed, cpu / decisions, compile_s


def state_bytes(env) -> int:
    """Bytes of one game's state."""
    import jax

    shapes = jax.eval_shape(env.init, jax.random.PRNGKey(0))
    return sum(x.size * x.dtype.itemsize for x in jax.tree_util.tree_leaves(shapes))


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
    from gametable import jax as gj

    for game in args.games:
        engines = {"": gj.make(game)}
        if args.against:
            engines[f"@{args.against}"] = engine_at(args.against, game)
        python, python_cpu = python_integer_speed(game, args.python_seconds)
        print(f"\n{game}: Python integer path {python:,.0f} decisions/s (one core),"
              f" {python_cpu * 1e6:.1f} CPU ms per 1,000")  # fmt: skip
        for label, env in engines.items():
            print(f"  state{label or ''}: {state_bytes(env):,} bytes a game")
        for device in devices:
            for batch in batches:
                speeds = {}
                for label, env in engines.items():
                    speed, cpu, compile_s = jax_speed(env, batch, device, args.seconds, args.chunk)
                    speeds[label] = speed
                    print(
                        f"  {device.platform:>4}{label} batch {batch:>6,}: {speed:>13,.0f} steps/s"
                        f" = {speed / python:6.1f} x Python; {cpu * 1e6:7.2f} CPU ms per 1,000"
                        f" = {python_cpu / cpu:6.1f} x Python (compile {compile_s:.0f} s)"
                    )
                    sys.stdout.flush()
                if len(speeds) == 2:
                    new, old = speeds.values()
                    print(f"  {'':>4} batch {batch:>6,}: new / old = {new / old:.2f}")


if __name__ == "__main__":
    main()
