#!/usr/bin/env python3
"""Masked PPO on the JAX Baloot engine: a team learns single hands against the random bot.

    .venv/bin/python examples/ppo_baloot_jax.py [--iterations 200] [--envs 256] [--steps 64]
        [--eval-hands 400] [--out examples/baloot_ppo_learning_curve.png] [--save policy.npz]

Needs the JAX extra and flax/optax (``pip install 'gametable[jax]'``). Training runs entirely
in ``jit``: ``--envs`` games of ``gametable.jax.make("baloot", hands=1)`` advance ``--steps``
steps per iteration in one ``lax.scan``. Seats 0 and 2 (one team) play the policy, seats 1
and 3 the random bot (a uniformly random legal action); a finished hand is dealt anew inside
the scan, with no trip to the host. The policy sees the 494 floats of the ``gametable.rl``
Baloot encoder (``observe``) and picks among the 169 integer actions, illegal ones masked
out; the reward is +1 / -1 at the end of the hand (0 for a draw).

Each iteration prints the learning curve: the team's win rate over the hands that ended in it
(ties count half). At the end, the greedy policy plays ``--eval-hands`` hands **in the Python
engine** through the same encoder and action codes — against the random bot and against the
heuristic bot, teams alternating — and the win rates are printed with 95 % Wilson intervals.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from gametable import jax as gj
from gametable.jax.sampling import uniform_legal

ENV = gj.make("baloot", hands=1)
LEARNER_TEAM = 0  # seats 0 and 2


class Policy(nn.Module):
    """An MLP with a policy head (one logit per action code) and a value head."""

    hidden: int = 256

    @nn.compact
    def __call__(self, obs: jax.Array) -> tuple[jax.Array, jax.Array]:
        x = nn.relu(nn.Dense(self.hidden)(obs))
        x = nn.relu(nn.Dense(self.hidden)(x))
        logits = nn.Dense(ENV.num_actions)(x)
        value = nn.Dense(1)(x)[..., 0]
        return logits, value


def masked(logits: jax.Array, mask: jax.Array) -> jax.Array:
    """Illegal actions get a logit no Gumbel draw can lift: they are never sampled."""
    return jnp.where(mask, logits, -1e9)


def sample_action(key: jax.Array, logits: jax.Array, mask: jax.Array) -> jax.Array:
    """The sampler of the policy: a categorical draw over the legal actions only."""
    return jax.random.categorical(key, masked(logits, mask))


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--envs", type=int, default=256, help="games played at once")
    parser.add_argument("--steps", type=int, default=64, help="steps per game per iteration")
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--minibatches", type=int, default=4)
    parser.add_argument("--lr", type=float, default=3e-4)
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--eval-hands", type=int, default=400,
                        help="hands against each Python bot at the end (0: none)")  # fmt: skip
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="", help="learning-curve PNG (default: none)")
    parser.add_argument("--save", default="", help="write the trained parameters (.npz)")
    return parser.parse_args()


# ------------------------------------------------------------------------------ training


def make_trainer(model: Policy, args: argparse.Namespace):
    """The jitted rollout and update of one iteration."""
    envs, steps = args.envs, args.steps
    step = jax.vmap(ENV.step)
    init = jax.vmap(ENV.init)
    observe = jax.vmap(ENV.observe)
    random_pick = jax.vmap(uniform_legal)
    optimiser = optax.chain(optax.clip_by_global_norm(0.5), optax.adam(args.lr))

    def rollout(params: Any, state: Any, key: jax.Array):
        def move(state, key):
            k_act, k_opp, k_step, k_deal = jax.random.split(key, 4)
            seat = jnp.maximum(state.current_player, 0)
            learner = (seat & 1) == LEARNER_TEAM
            obs = observe(state, seat)
            logits, value = model.apply(params, obs)
            mask = state.legal_action_mask
            mine = sample_action(k_act, logits, mask)
            theirs = random_pick(mask, jax.random.uniform(k_opp, (envs,)))
            action = jnp.where(learner, mine, theirs)
            logp = jnp.take_along_axis(
                jax.nn.log_softmax(masked(logits, mask)), action[:, None], axis=1
            )[:, 0]
            new = step(state, action, jax.random.split(k_step, envs))
            reward = new.rewards[:, LEARNER_TEAM]
            done = new.terminated
            fresh = init(jax.random.split(k_deal, envs))
            new = jax.tree_util.tree_map(
                lambda f, s: jnp.where(done.reshape((-1,) + (1,) * (s.ndim - 1)), f, s), fresh, new
            )
            return new, (obs, mask, action, logp, value, learner, reward, done)

        state, batch = jax.lax.scan(move, state, jax.random.split(key, steps))
        # the value of where each game stands, seen by the team's seat 0, bootstraps the tail
        _, last_value = model.apply(params, observe(state, jnp.zeros(envs, jnp.int32)))
        return state, batch, last_value

    def advantages(batch, last_value):
        """GAE over the team's own decisions: the opponents' steps in between only carry
        the reward forward (gamma = 1, lambda = 0.95)."""
        _, _, _, _, value, learner, reward, done = batch

        def back(carry, x):
            next_value, next_gae, pending = carry
            value, learner, reward, done = x
            next_value = jnp.where(done, 0.0, next_value)
            next_gae = jnp.where(done, 0.0, next_gae)
            pending = jnp.where(done, 0.0, pending) + reward
            delta = pending + next_value - value
            gae = delta + 0.95 * next_gae
            carry = (
                jnp.where(learner, value, next_value),
                jnp.where(learner, gae, next_gae),
                jnp.where(learner, 0.0, pending),
            )
            return carry, jnp.where(learner, gae, 0.0)

        zero = jnp.zeros_like(last_value)
        _, adv = jax.lax.scan(back, (last_value, zero, zero), (value, learner, reward, done),
                              reverse=True)  # fmt: skip
        return adv, adv + value

    def loss_fn(params, obs, mask, action, old_logp, adv, target, weight):
        logits, value = model.apply(params, obs)
        logp_all = jax.nn.log_softmax(masked(logits, mask))
        logp = jnp.take_along_axis(logp_all, action[:, None], axis=1)[:, 0]
        ratio = jnp.exp(logp - old_logp)
        clipped = jnp.clip(ratio, 0.8, 1.2)
        policy = -jnp.minimum(ratio * adv, clipped * adv)
        probs = jnp.exp(logp_all)
        entropy = -jnp.sum(jnp.where(mask, probs * logp_all, 0.0), axis=1)
        total = policy + 0.5 * (value - target) ** 2 - 0.01 * entropy
        return jnp.sum(total * weight) / jnp.maximum(jnp.sum(weight), 1.0)

    @jax.jit
    def iteration(params, opt_state, state, key):
        k_roll, k_perm = jax.random.split(key)
        state, batch, last_value = rollout(params, state, k_roll)
        adv, target = advantages(batch, last_value)
        obs, mask, action, logp, _, learner, reward, done = batch
        flat = lambda x: x.reshape((-1,) + x.shape[2:])  # noqa: E731
        weight = flat(learner).astype(jnp.float32)
        adv = flat(adv)
        mean = jnp.sum(adv * weight) / jnp.sum(weight)
        std = jnp.sqrt(jnp.sum((adv - mean) ** 2 * weight) / jnp.sum(weight)) + 1e-8
        data = (flat(obs), flat(mask), flat(action), flat(logp), (adv - mean) / std,
                flat(target), weight)  # fmt: skip
        size = envs * steps
        per = size // args.minibatches

        def epoch(carry, key):
            params, opt_state = carry
            order = jax.random.permutation(key, size)[: per * args.minibatches]
            parts = jax.tree_util.tree_map(
                lambda x: x[order].reshape((args.minibatches, per) + x.shape[1:]), data
            )

            def minibatch(carry, part):
                params, opt_state = carry
                loss, grads = jax.value_and_grad(loss_fn)(params, *part)
                updates, opt_state = optimiser.update(grads, opt_state, params)
                return (optax.apply_updates(params, updates), opt_state), loss

            (params, opt_state), losses = jax.lax.scan(minibatch, (params, opt_state), parts)
            return (params, opt_state), losses.mean()

        (params, opt_state), losses = jax.lax.scan(
            epoch, (params, opt_state), jax.random.split(k_perm, args.epochs)
        )
        ended = done.sum()
        wins = jnp.sum(done * (reward > 0)) + 0.5 * jnp.sum(done * (reward == 0))
        return params, opt_state, state, (ended, wins, losses.mean())

    return optimiser, iteration


def train(args: argparse.Namespace) -> tuple[Any, Policy, list[dict[str, float]]]:
    model = Policy(hidden=args.hidden)
    key = jax.random.PRNGKey(args.seed)
    key, k_params, k_env = jax.random.split(key, 3)
    params = model.init(k_params, jnp.zeros((1, ENV.observation_size)))
    optimiser, iteration = make_trainer(model, args)
    opt_state = optimiser.init(params)
    state = jax.jit(jax.vmap(ENV.init))(jax.random.split(k_env, args.envs))
    curve: list[dict[str, float]] = []
    start = time.perf_counter()
    print(f"{'iter':>5} {'steps':>10} {'hands':>7} {'win rate':>9} {'loss':>8} {'seconds':>8}")
    for i in range(1, args.iterations + 1):
        key, sub = jax.random.split(key)
        params, opt_state, state, (ended, wins, loss) = iteration(params, opt_state, state, sub)
        ended, wins = int(ended), float(wins)
        elapsed = time.perf_counter() - start
        row = {"iteration": i, "steps": i * args.envs * args.steps, "hands": ended,
               "win_rate": wins / ended if ended else float("nan"), "loss": float(loss),
               "seconds": elapsed}  # fmt: skip
        curve.append(row)
        print(f"{i:>5} {row['steps']:>10,} {ended:>7} {row['win_rate']:>9.3f} "
              f"{row['loss']:>8.3f} {elapsed:>8.1f}", flush=True)  # fmt: skip
    return params, model, curve


# ------------------------------------------------------------------------------ evaluation


def python_win_rate(params: Any, model: Policy, opponent: str, hands: int, seed: int) -> tuple:
    """The greedy policy's share of hands won (ties half) in the Python engine against
    ``opponent`` bots, the policy's team alternating: (rate, low, high, hands)."""
    import gametable
    from gametable import bots
    from gametable.arena.stats import wilson
    from gametable.rl.encoders import make_encoder

    encoder = make_encoder("baloot", {"hands": 1}, 4)
    apply = jax.jit(lambda obs: model.apply(params, obs)[0])
    points = 0.0
    for hand in range(hands):
        team = hand % 2
        state = gametable.new_game("baloot", seed=seed + hand, hands=1)
        rivals = {seat: bots.make(opponent, "baloot", seed=seed * 7919 + hand * 4 + seat)
                  for seat in range(4) if seat & 1 != team}  # fmt: skip
        while not state.over:
            seat = state.to_act[0]
            if seat in rivals:
                view = state.view(seat)
                state.play(seat, rivals[seat].choose(view, state.legal_moves(seat)))
                continue
            legal = state.legal_actions(seat)
            logits = np.asarray(apply(encoder.encode(state.view(seat), seat)[None]))[0]
            state.apply_action(seat, max(legal, key=lambda a: logits[a]))
        points += state.scores[team]
    low, high = wilson(points, hands)
    return points / hands, low, high, hands


def plot(curve: list[dict[str, float]], out: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot([r["steps"] for r in curve], [r["win_rate"] for r in curve])
    ax.set_xlabel("environment steps (all seats)")
    ax.set_ylabel("hands won against the random bot")
    ax.set_title("Masked PPO on the JAX Baloot engine (hands=1)")
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    print(f"learning curve written to {out}")


def main() -> None:
    args = parse_args()
    print(f"jax {jax.__version__} on {jax.devices()[0].platform}; {args.envs} games x "
          f"{args.steps} steps per iteration, {args.iterations} iterations")  # fmt: skip
    start = time.perf_counter()
    params, model, curve = train(args)
    print(f"trained in {time.perf_counter() - start:.0f} s")
    if args.out:
        plot(curve, args.out)
    if args.save:
        flat = {"/".join(str(k.key) for k in path): np.asarray(v)
                for path, v in jax.tree_util.tree_flatten_with_path(params)[0]}  # fmt: skip
        np.savez(args.save, **flat)
    for opponent in ("random", "heuristic") if args.eval_hands else ():
        rate, low, high, n = python_win_rate(params, model, opponent, args.eval_hands, 10_000)
        print(f"Python engine, greedy policy vs {opponent}: {rate:.1%} of {n} hands "
              f"(95 % CI {low:.1%}-{high:.1%})")  # fmt: skip


if __name__ == "__main__":
    main()
