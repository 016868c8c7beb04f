#!/usr/bin/env python3
"""Masked self-play PPO on the JAX Baloot engine, then the policy in the Python arena.

    .venv/bin/python examples/ppo_baloot_jax.py [--iterations 400] [--envs 512] [--steps 64]
        [--random-share 0.4] [--shaping 0.5] [--warm-start 0] [--eval-hands 2000]
        [--eval-seed 10000] [--out examples/ppo_baloot_jax.png]
        [--save examples/ppo_baloot_jax.msgpack] [--curve curve.csv]
    .venv/bin/python examples/ppo_baloot_jax.py --load examples/ppo_baloot_jax.msgpack \\
        --iterations 0 --eval-hands 2000       # evaluate the committed policy, no training

Needs the JAX extra (``pip install 'gametable[jax]'``: jax, flax, optax). Training runs in
``jit``: ``--envs`` single-hand games of ``gametable.jax.make("baloot", hands=1)`` advance
``--steps`` steps per iteration in one ``lax.scan``; a finished hand is dealt anew inside it.

*Self-play.* One network plays every seat it holds. In ``1 - --random-share`` of the games it
holds all four seats and every decision is trained on; in the others it holds one team (seats
0 and 2, or 1 and 3: the games alternate) against the uniformly random bot, and only its own
decisions are trained on. Those games keep the policy honest against a weak, erratic
opponent (pure self-play never meets one) and give the learning curve: the share of hands
the policy's team wins in them (ties half), sampled, not greedy.

*Warm start* (``--warm-start HANDS``, off by default). Before PPO the network can clone the
heuristic bot (:func:`heuristic_decisions`, :func:`behaviour_clone`): the bot plays ``HANDS``
single hands in the Python engine, half of them on one team against the random bot and half
on all four seats; each of its decisions with more than one legal move is recorded through
the same encoder, mask and action codes the policy uses, with the return the value head is to
predict; the policy head learns the bot's actions (masked cross entropy) and the value head
the returns, ``--warm-start-epochs`` passes. PPO then starts from that network; the first
row of the learning curve is the cloned policy's own figure against the random bot.

*What a decision sees.* The acting seat's 494 floats of the ``gametable.rl`` Baloot encoder
(its hand, the trick, the cards played, the calls, contract, trump, level, projects, points
and scores, all relative to the seat); the network's logits over the 169 action codes are
masked (illegal codes set to -1e9), so the sampler never draws an illegal action.

*Credit.* The reward is +1 to the seats of the team that wins the hand, -1 to the others, 0 to
all for a draw, plus ``--shaping`` times the card points each trick moves between the teams
(over 162: :func:`trick_points`), which pays a card as soon as its trick is taken.
Advantages are GAE (gamma 1, lambda 0.95) over each seat's own decisions: the other three
seats' moves are part of that seat's environment, and the hand's end pays each seat its own
team's reward. They are normalised over the decisions trained on.

At the end the greedy policy (the most likely legal action) plays ``--eval-hands`` hands in the
**Python engine** as an arena bot (:class:`PolicyBot`: a view and its legal moves in, a move
out, through the shared encoder and action codes) against the random bot and the heuristic
bot, teams alternating, with 95 % Wilson intervals; ``--eval-matches`` plays whole matches
(to 152, the Python engine's default) the same way.

*The committed policy* (``ppo_baloot_jax.msgpack``; how it was made: README) is the heuristic
bot's clone trained on by 1,450 iterations (47.5M steps): 400 with 70 % of the games against
the random bot, then 1,050 with all of them. Greedy, on the 2,000 evaluation hands, it wins
82.2 % against the random bot (95 % CI 80.5-83.8 %) and 59.0 % against the heuristic bot
(56.9-61.2 %). It does not reach the 99 % against the random bot asked of it, and no player
measured does: ``bench/baloot_losses.py`` shows where the hands are lost and why.
"""

from __future__ import annotations

import argparse
import csv
import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import serialization

from gametable import jax as gj
from gametable.bots.base import Bot
from gametable.jax.sampling import uniform_legal

ENV = gj.make("baloot", hands=1)
#: an illegal action's logit: exp(-1e9 - max) is 0 in float32, so it is never drawn
ILLEGAL = -1e9


class Policy(nn.Module):
    """An MLP torso with a policy head (one logit per action code) and a value head."""

    hidden: int = 256
    layers: int = 3

    @nn.compact
    def __call__(self, obs: jax.Array) -> tuple[jax.Array, jax.Array]:
        x = obs
        for _ in range(self.layers):
            x = nn.relu(nn.Dense(self.hidden)(x))
        logits = nn.Dense(ENV.num_actions, kernel_init=nn.initializers.orthogonal(0.01))(x)
        value = nn.Dense(1, kernel_init=nn.initializers.orthogonal(1.0))(x)[..., 0]
        return logits, value


def masked(logits: jax.Array, mask: jax.Array) -> jax.Array:
    """Illegal actions get a logit no Gumbel draw can lift: they are never sampled."""
    return jnp.where(mask, logits, ILLEGAL)


def sample_action(key: jax.Array, logits: jax.Array, mask: jax.Array) -> jax.Array:
    """The sampler of the policy: a categorical draw over the legal actions only."""
    return jax.random.categorical(key, masked(logits, mask))


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--iterations", type=int, default=400)
    parser.add_argument("--envs", type=int, default=512, help="games played at once")
    parser.add_argument("--steps", type=int, default=64, help="steps per game per iteration")
    parser.add_argument("--epochs", type=int, default=2)
    parser.add_argument("--minibatches", type=int, default=16)
    parser.add_argument("--lr", type=float, default=3e-4, help="Adam, decayed linearly to 0")
    parser.add_argument("--clip", type=float, default=0.2)
    parser.add_argument("--entropy", type=float, default=0.01, help="entropy bonus")
    parser.add_argument(
        "--shaping",
        type=float,
        default=0.5,
        help="weight of the card points each trick moves, added to the reward",
    )
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--layers", type=int, default=3)
    parser.add_argument(
        "--random-share",
        type=float,
        default=0.4,
        help="share of games against the random bot (the rest: self-play)",
    )
    parser.add_argument(
        "--eval-hands",
        type=int,
        default=2000,
        help="hands against each Python bot at the end (0: none)",
    )
    parser.add_argument(
        "--eval-seed",
        type=int,
        default=10_000,
        help="seed of the first evaluation hand (the next hands take the next seeds)",
    )
    parser.add_argument(
        "--eval-matches",
        type=int,
        default=0,
        help="whole matches (to 152) against each Python bot at the end (0: none)",
    )
    parser.add_argument(
        "--warm-start",
        type=int,
        default=0,
        help="hands of the heuristic bot's decisions to clone before PPO (0: start from scratch)",
    )
    parser.add_argument("--warm-start-epochs", type=int, default=6)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="", help="learning-curve PNG (default: none)")
    parser.add_argument(
        "--curve",
        default="",
        help="learning curve as CSV, one row an iteration (with --iterations 0: read and plotted)",
    )
    parser.add_argument("--note", default="", help="a line under the plot's title")
    parser.add_argument("--save", default="", help="write the parameters (msgpack) as it goes")
    parser.add_argument("--save-every", type=int, default=20, help="iterations between saves")
    parser.add_argument("--load", default="", help="start from these parameters (msgpack)")
    parser.add_argument(
        "--quick-compile",
        action="store_true",
        help="XLA's backend optimisation off: training compiles in about 60 %% of the time "
        "and runs slower (smoke runs, quick tries on a CPU)",
    )
    args = parser.parse_args(argv)
    if not 0.0 <= args.random_share <= 1.0:
        parser.error("--random-share must be between 0 and 1")
    if args.envs * args.steps % args.minibatches:
        parser.error("--envs x --steps must split into --minibatches equal parts")
    return args


# ------------------------------------------------------------------------------ training


def seat_advantages(value, seat, rewards, done, last_values, lam: float = 0.95):
    """GAE (gamma 1) over each seat's own decisions, for ``[T, E]`` rollouts.

    ``value[t]`` is the acting seat's value before decision ``t``, ``rewards[t]`` (``[T, E,
    4]``) what each seat got from step ``t`` and ``done[t]`` whether the hand ended there
    (the next step is a new hand). A seat's next decision is its next own one; the moves of
    the other seats in between, and the end of the hand, only bring it rewards.
    ``last_values`` (``[E, 4]``) bootstraps each seat from where its game stands at the end.
    """
    seats4 = jnp.arange(4)

    def back(carry, x):
        next_value, next_gae, pending = carry  # each [E, 4]
        value, seat, reward, done = x
        ended = done[:, None]
        next_value = jnp.where(ended, 0.0, next_value)
        next_gae = jnp.where(ended, 0.0, next_gae)
        pending = jnp.where(ended, 0.0, pending) + reward
        mine = seat[:, None] == seats4  # [E, 4]: the acting seat's column
        pick = lambda x: jnp.sum(jnp.where(mine, x, 0.0), axis=1)  # noqa: E731
        delta = pick(pending) + pick(next_value) - value
        gae = delta + lam * pick(next_gae)
        carry = (jnp.where(mine, value[:, None], next_value),
                 jnp.where(mine, gae[:, None], next_gae),
                 jnp.where(mine, 0.0, pending))  # fmt: skip
        return carry, gae

    zero = jnp.zeros_like(last_values)
    _, adv = jax.lax.scan(back, (last_values, zero, zero), (value, seat, rewards, done),
                          reverse=True)  # fmt: skip
    return adv, adv + value


def trick_points(old: Any, new: Any) -> jax.Array:
    """Each seat's share of the card points a step's trick moved (``[E, 4]``): the points its
    team took minus the points the other team took, over 162. Summed over a hand it is the
    hand's card-point difference, which decides who wins it; paid trick by trick it tells a
    card what it won long before the hand ends."""
    diff = lambda s: (s.card_pts[:, 0] - s.card_pts[:, 1]).astype(jnp.float32)  # noqa: E731
    moved = (diff(new) - diff(old)) / 162.0
    return moved[:, None] * jnp.array([1.0, -1.0, 1.0, -1.0])


def compiler_options(args: argparse.Namespace) -> dict[str, Any] | None:
    """XLA options for the training's ``jit``: with ``--quick-compile`` the backend skips its
    optimisation passes (the compile of the whole iteration is most of a short run)."""
    if not args.quick_compile:
        return None
    return {"xla_backend_optimization_level": 0, "xla_llvm_disable_expensive_passes": True}


def make_trainer(model: Policy, args: argparse.Namespace):
    """The optimiser and the jitted rollout and update of one iteration."""
    envs, steps = args.envs, args.steps
    step = jax.vmap(ENV.step)
    init = jax.vmap(ENV.init)
    observe = jax.vmap(ENV.observe)
    random_pick = jax.vmap(uniform_legal)
    updates_total = max(args.iterations, 1) * args.epochs * args.minibatches
    schedule = optax.linear_schedule(args.lr, 0.0, updates_total)
    optimiser = optax.chain(optax.clip_by_global_norm(0.5), optax.adam(schedule, eps=1e-5))
    # the games against the random bot come first; their policy team alternates
    n_random = round(envs * args.random_share)
    vs_random = jnp.arange(envs) < n_random
    policy_team = jnp.arange(envs) & 1

    def rollout(params: Any, state: Any, key: jax.Array):
        def move(state, key):
            k_act, k_opp, k_step, k_deal = jax.random.split(key, 4)
            seat = jnp.maximum(state.current_player, 0)
            obs = observe(state, seat)
            logits, value = model.apply(params, obs)
            mask = state.legal_action_mask
            trained = ~vs_random | ((seat & 1) == policy_team)
            mine = sample_action(k_act, logits, mask)
            theirs = random_pick(mask, jax.random.uniform(k_opp, (envs,)))
            action = jnp.where(trained, mine, theirs)
            logp = jnp.take_along_axis(
                jax.nn.log_softmax(masked(logits, mask)), action[:, None], axis=1
            )[:, 0]
            new = step(state, action, jax.random.split(k_step, envs))
            rewards, done = new.rewards + args.shaping * trick_points(state, new), new.terminated
            fresh = init(jax.random.split(k_deal, envs))
            new = jax.tree_util.tree_map(
                lambda f, s: jnp.where(done.reshape((-1,) + (1,) * (s.ndim - 1)), f, s), fresh, new
            )
            return new, (obs, mask, action, logp, value, seat, trained, rewards, done)

        state, batch = jax.lax.scan(move, state, jax.random.split(key, steps))
        # each seat's value of where its game stands bootstraps its unfinished decisions
        seats = jnp.broadcast_to(jnp.arange(4), (envs, 4))
        obs4 = jax.vmap(jax.vmap(ENV.observe, (None, 0)))(state, seats)
        _, last_values = model.apply(params, obs4)
        return state, batch, last_values

    def loss_fn(params, obs, mask, action, old_logp, adv, target, weight):
        logits, value = model.apply(params, obs)
        logp_all = jax.nn.log_softmax(masked(logits, mask))
        logp = jnp.take_along_axis(logp_all, action[:, None], axis=1)[:, 0]
        ratio = jnp.exp(logp - old_logp)
        clipped = jnp.clip(ratio, 1.0 - args.clip, 1.0 + args.clip)
        policy = -jnp.minimum(ratio * adv, clipped * adv)
        probs = jnp.exp(logp_all)
        entropy = -jnp.sum(jnp.where(mask, probs * logp_all, 0.0), axis=1)
        total = policy + 0.5 * (value - target) ** 2 - args.entropy * entropy
        n = jnp.maximum(jnp.sum(weight), 1.0)
        return jnp.sum(total * weight) / n, jnp.sum(entropy * weight) / n

    @partial(jax.jit, compiler_options=compiler_options(args))
    def iteration(params, opt_state, state, key):
        k_roll, k_perm = jax.random.split(key)
        state, batch, last_values = rollout(params, state, k_roll)
        obs, mask, action, logp, value, seat, trained, rewards, done = batch
        adv, target = seat_advantages(value, seat, rewards, done, last_values)
        flat = lambda x: x.reshape((-1,) + x.shape[2:])  # noqa: E731
        weight = flat(trained).astype(jnp.float32)
        adv = flat(adv)
        n = jnp.maximum(jnp.sum(weight), 1.0)
        mean = jnp.sum(adv * weight) / n
        std = jnp.sqrt(jnp.sum((adv - mean) ** 2 * weight) / n) + 1e-8
        data = (flat(obs), flat(mask), flat(action), flat(logp), (adv - mean) / std,
                flat(target), weight)  # fmt: skip
        size = envs * steps
        per = size // args.minibatches

        def epoch(carry, key):
            params, opt_state = carry
            order = jax.random.permutation(key, size)
            parts = jax.tree_util.tree_map(
                lambda x: x[order].reshape((args.minibatches, per) + x.shape[1:]), data
            )

            def minibatch(carry, part):
                params, opt_state = carry
                (loss, entropy), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, *part)
                updates, opt_state = optimiser.update(grads, opt_state, params)
                return (optax.apply_updates(params, updates), opt_state), (loss, entropy)

            (params, opt_state), out = jax.lax.scan(minibatch, (params, opt_state), parts)
            return (params, opt_state), out

        (params, opt_state), (losses, entropies) = jax.lax.scan(
            epoch, (params, opt_state), jax.random.split(k_perm, args.epochs)
        )
        # hands that ended in the games against the random bot, and the policy team's share
        policy_seat = jnp.where(vs_random, policy_team, 0)  # seat 0 or 1 of the team
        team_reward = jnp.take_along_axis(rewards, policy_seat[None, :, None], axis=2)[..., 0]
        judged = done & vs_random
        ended = judged.sum()
        wins = jnp.sum(judged * (team_reward > 0)) + 0.5 * jnp.sum(judged * (team_reward == 0))
        stats = (ended, wins, done.sum(), losses.mean(), entropies.mean())
        return params, opt_state, state, stats

    return optimiser, iteration


# ------------------------------------------------------------------------------ warm start


def heuristic_decisions(hands: int, seed: int, shaping: float) -> dict[str, np.ndarray]:
    """The heuristic bot's decisions in ``hands`` single hands of the Python engine, as the
    policy would see and make them: the acting seat's encoded view, the legal mask, the action
    code chosen, and the return PPO's value head predicts (the team's +1/-1/0 for the hand plus
    ``shaping`` times the card points its team gained over the other from then on, over 162).
    Half the hands seat the heuristic bot on one team against the random bot (only its
    decisions are kept), half on all four seats. Forced moves are left out."""
    import gametable
    from gametable import bots
    from gametable.games.baloot import notation
    from gametable.rl.encoders import make_encoder

    encoder = make_encoder("baloot", {"hands": 1}, 4)
    obs, masks, chosen, returns = [], [], [], []
    for hand in range(hands):
        state = gametable.new_game("baloot", seed=seed + hand, hands=1)
        team = hand % 2
        against_random = hand % 4 < 2
        players = {seat: bots.make("random" if against_random and seat & 1 != team
                                   else "heuristic", "baloot", seed=seed + hand * 4 + seat)
                   for seat in range(4)}  # fmt: skip
        mine: list[tuple[int, int]] = []  # (seat, card-point difference for team 0 before)
        while not state.over:
            seat = state.to_act[0]
            legal = state.legal_actions(seat)
            player = players[seat]
            if player.name == "random":
                state.apply_action(seat, legal[player.rng.randrange(len(legal))])
                continue
            view = state.view(seat)
            action = notation.parse(player.choose(view, state.legal_moves(seat)))
            if len(legal) > 1:
                obs.append(encoder.encode(view, seat).astype(np.float16))
                mask = np.zeros(ENV.num_actions, bool)
                mask[legal] = True
                masks.append(mask)
                chosen.append(action)
                mine.append((seat, state.card_pts[0] - state.card_pts[1]))
            state.apply_action(seat, action)
        final = state.card_pts[0] - state.card_pts[1]
        for seat, before in mine:
            sign = 1.0 if seat & 1 == 0 else -1.0
            result = 2.0 * state.scores[seat] - 1.0
            returns.append(result + shaping * sign * (final - before) / 162.0)
    return {"obs": np.stack(obs), "mask": np.stack(masks),
            "action": np.asarray(chosen, np.int32), "return": np.asarray(returns, np.float32)}


def behaviour_clone(model: Policy, params: Any, data: dict[str, np.ndarray], epochs: int,
                    seed: int, batch: int = 512, lr: float = 1e-3) -> Any:
    """Supervised warm start: the masked policy head learns the recorded actions (cross
    entropy) and the value head their returns (squared error), Adam over shuffled batches."""
    batch = min(batch, len(data["action"]))
    n = len(data["action"]) // batch * batch
    steps = max(1, epochs * (n // batch))
    optimiser = optax.adam(optax.cosine_decay_schedule(lr, steps))
    opt_state = optimiser.init(params)

    def loss_fn(params, obs, mask, action, target):
        logits, value = model.apply(params, obs.astype(jnp.float32))
        logp = jax.nn.log_softmax(masked(logits, mask))
        nll = -jnp.take_along_axis(logp, action[:, None], axis=1)[:, 0]
        hit = jnp.argmax(masked(logits, mask), axis=1) == action
        return jnp.mean(nll) + 0.5 * jnp.mean((value - target) ** 2), jnp.mean(hit)

    @jax.jit
    def update(params, opt_state, obs, mask, action, target):
        (loss, hit), grads = jax.value_and_grad(loss_fn, has_aux=True)(
            params, obs, mask, action, target)
        updates, opt_state = optimiser.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, hit

    rng = np.random.default_rng(seed)
    keys = ("obs", "mask", "action", "return")
    for epoch in range(1, epochs + 1):
        order = rng.permutation(len(data["action"]))[:n].reshape(-1, batch)
        losses, hits = [], []
        for rows in order:
            params, opt_state, loss, hit = update(params, opt_state,
                                                  *(data[k][rows] for k in keys))
            losses.append(float(loss))
            hits.append(float(hit))
        print(f"warm start epoch {epoch}: loss {np.mean(losses):.3f}, "
              f"heuristic's move chosen {np.mean(hits):.1%}", flush=True)
    return params


def save_params(params: Any, path: str) -> None:
    """The parameters as float32 msgpack (flax's serialisation)."""
    Path(path).write_bytes(serialization.to_bytes(params))


def load_params(model: Policy, path: str) -> Any:
    template = model.init(jax.random.PRNGKey(0), jnp.zeros((1, ENV.observation_size)))
    return serialization.from_bytes(template, Path(path).read_bytes())


def train(args: argparse.Namespace) -> tuple[Any, Policy, list[dict[str, float]]]:
    model = Policy(hidden=args.hidden, layers=args.layers)
    key = jax.random.PRNGKey(args.seed)
    key, k_params, k_env = jax.random.split(key, 3)
    if args.load:
        params = load_params(model, args.load)
    else:
        params = model.init(k_params, jnp.zeros((1, ENV.observation_size)))
    if args.warm_start:
        start = time.perf_counter()
        data = heuristic_decisions(args.warm_start, 1_000_000 + args.seed, args.shaping)
        print(f"warm start: {len(data['action']):,} decisions of the heuristic bot in "
              f"{args.warm_start} hands ({time.perf_counter() - start:.0f} s)", flush=True)
        params = behaviour_clone(model, params, data, args.warm_start_epochs, args.seed)
    curve: list[dict[str, float]] = []
    if args.iterations <= 0:
        return params, model, curve
    optimiser, iteration = make_trainer(model, args)
    opt_state = optimiser.init(params)
    init = jax.jit(jax.vmap(ENV.init), compiler_options=compiler_options(args))
    state = init(jax.random.split(k_env, args.envs))
    start = time.perf_counter()
    writer = None
    if args.curve:
        handle = open(args.curve, "w", newline="")  # noqa: SIM115 - kept open for the run
        writer = csv.writer(handle)
    print(f"{'iter':>5} {'steps':>11} {'hands':>7} {'vs random':>9} {'loss':>7} "
          f"{'entropy':>7} {'seconds':>8}")  # fmt: skip
    for i in range(1, args.iterations + 1):
        key, sub = jax.random.split(key)
        params, opt_state, state, stats = iteration(params, opt_state, state, sub)
        ended, wins, hands, loss, entropy = (float(x) for x in stats)
        elapsed = time.perf_counter() - start
        row = {"iteration": i, "steps": i * args.envs * args.steps, "hands": hands,
               "judged": ended, "win_rate": wins / ended if ended else float("nan"),
               "loss": loss, "entropy": entropy, "seconds": elapsed}  # fmt: skip
        if writer is not None:
            if i == 1:
                writer.writerow(row)
            writer.writerow(row.values())
            handle.flush()
        curve.append(row)
        print(f"{i:>5} {row['steps']:>11,} {int(hands):>7} {row['win_rate']:>9.3f} "
              f"{loss:>7.3f} {entropy:>7.3f} {elapsed:>8.1f}", flush=True)  # fmt: skip
        if args.save and (i % args.save_every == 0 or i == args.iterations):
            save_params(params, args.save)
    if writer is not None:
        handle.close()
    return params, model, curve


# ------------------------------------------------------------------------------ evaluation


class PolicyBot(Bot):
    """The trained policy as an arena bot: it sees only ``view(seat)`` and the legal moves,
    encodes the view with the ``gametable.rl`` encoder and plays the legal move whose action
    code has the highest logit (greedy)."""

    name = "ppo"

    def __init__(self, params: Any, model: Policy, *, seed: int | None = None) -> None:
        from gametable.rl.encoders import make_encoder

        super().__init__("baloot", seed=seed)
        self.encoder = make_encoder("baloot", {"hands": 1}, 4)
        self.logits = jax.jit(lambda obs: model.apply(params, obs)[0])

    def choose(self, view: Any, legal_moves: Sequence[Any]) -> Any:
        from gametable.games.baloot import notation

        if len(legal_moves) == 1:
            return legal_moves[0]
        codes = [notation.parse(move) for move in legal_moves]
        obs = self.encoder.encode(view, view["seat"])
        logits = np.asarray(self.logits(obs[None]))[0]
        return legal_moves[int(np.argmax(logits[codes]))]


def python_win_rate(bot: Bot, opponent: str, hands: int, seed: int, *,
                    whole: bool = False) -> tuple:
    """``bot``'s share of hands won (ties half) in the Python engine, holding seats 0 and 2
    or 1 and 3 (alternating) against ``opponent`` bots: (rate, low, high, hands).
    ``whole``: each of the ``hands`` games is a whole match (to 152), not one hand."""
    import gametable
    from gametable import bots
    from gametable.arena.stats import wilson

    points = 0.0
    for hand in range(hands):
        team = hand % 2
        state = (gametable.new_game("baloot", seed=seed + hand) if whole
                 else gametable.new_game("baloot", seed=seed + hand, hands=1))
        players = {seat: bot if seat & 1 == team else
                   bots.make(opponent, "baloot", seed=seed * 7919 + hand * 4 + seat)
                   for seat in range(4)}  # fmt: skip
        while not state.over:
            seat = state.to_act[0]
            legal = state.legal_moves(seat)
            move = players[seat].choose(state.view(seat), legal)
            if move not in legal:  # never: the bot picks among the legal moves
                raise AssertionError(f"seat {seat} chose an illegal move {move!r}")
            state.play(seat, move)
        points += state.scores[team]
    low, high = wilson(points, hands)
    return points / hands, low, high, hands


def plot(curve: list[dict[str, float]], out: str, window: int = 10, note: str = "") -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = np.array([r["steps"] for r in curve], float)
    rate = np.array([r["win_rate"] for r in curve], float)
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(steps, rate, color="tab:blue", alpha=0.3, label="per iteration")
    if len(rate) >= window:
        smooth = np.convolve(rate, np.ones(window) / window, mode="valid")
        ax.plot(steps[window - 1 :], smooth, color="tab:blue", label=f"mean of {window}")
    ax.set_xlabel("environment steps (all seats)")
    ax.set_ylabel("hands won vs the random bot\n(training games, sampled)")
    title = "Self-play masked PPO on the JAX Baloot engine (hands=1)"
    ax.set_title(f"{title}\n{note}" if note else title, fontsize=10 if note else None)
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    print(f"learning curve written to {out}")


def main(argv: Sequence[str] | None = None) -> None:
    args = parse_args(argv)
    if args.iterations > 0:
        print(f"jax {jax.__version__} on {jax.devices()[0].platform}; {args.envs} games x "
              f"{args.steps} steps per iteration, {args.iterations} iterations, "
              f"{args.random_share:.0%} of games against the random bot")  # fmt: skip
    start = time.perf_counter()
    params, model, curve = train(args)
    if curve:
        print(f"trained in {time.perf_counter() - start:.0f} s")
    if args.curve and not curve:  # no training: the curve of an earlier run
        with open(args.curve, newline="") as handle:
            curve = [{k: float(v) for k, v in row.items()} for row in csv.DictReader(handle)]
    if args.out and curve:
        plot(curve, args.out, note=args.note)
    if args.save:
        save_params(params, args.save)
    bot = PolicyBot(params, model)
    for opponent in ("random", "heuristic") if args.eval_hands else ():
        rate, low, high, n = python_win_rate(bot, opponent, args.eval_hands, args.eval_seed)
        print(f"Python engine, greedy policy vs {opponent}: {rate:.1%} of {n} hands "
              f"(95 % CI {low:.1%}-{high:.1%})", flush=True)  # fmt: skip
    for opponent in ("random", "heuristic") if args.eval_matches else ():
        rate, low, high, n = python_win_rate(bot, opponent, args.eval_matches, 20_000, whole=True)
        print(f"Python engine, greedy policy vs {opponent}: {rate:.1%} of {n} whole matches "
              f"(95 % CI {low:.1%}-{high:.1%})", flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
