#!/usr/bin/env python3
"""Train a small Balloon Cup policy on the CPU with NumPy alone, then measure it against random.

    .venv/bin/python examples/train_balloon_cup.py [--minutes 3] [--out curve.png]

It plays through ``gametable.rl.gym_env("balloon-cup", opponents="random", seat="random",
reward="shaped")``: the observation is the encoder's vector of the seat's view
(``gametable/rl/encoders/balloon_cup.py``), the reward +1 / -1 at the end plus
potential-based shaping by cubes won, which speeds learning without changing the goal.

The policy is a linear softmax over action features (REINFORCE with a normalised-advantage
baseline and Adam, written out below; no torch). Each legal action's features are read from
the observation's named fields and the documented action layout: for a placement of card
``c`` beside tile ``t`` on side ``s`` — its value, whether a high card helps me there (my
mountain or the opponent's plains), whether it is my side, the tile's cubes, the current
margin on the tile and how full the side is; for an exchange, how many cards; claims and
``stop`` have a bias each. With a few hundred actions and few thousand games, sharing
weights across actions this way is what makes learning in minutes possible.

At the end the greedy policy plays ``--eval-games`` fresh games against the random bot (seats
alternating) and the learning curve is written to a PNG.
"""

from __future__ import annotations

import argparse
import math
import time
from pathlib import Path

import numpy as np

from gametable import rl
from gametable.games.balloon_cup import notation as A
from gametable.games.balloon_cup.cards import CARD_VALUE

NUM_PLACE = A.NUM_PLACE
CODES = np.arange(NUM_PLACE)
P_CARD, P_SLOT = CODES // 8, CODES % 8
P_TILE, P_SIDE = P_SLOT // 2, P_SLOT % 2
P_VALUE = np.array(CARD_VALUE, np.float32)[P_CARD] / 13
DISCARDED = np.array([len(s) for s in A.SUBSETS], np.float32) / 4
FEATURES = (
    "place",
    "value",
    "helps",
    "value*helps",
    "value*hurts",
    "my side",
    "cubes*my side",
    "margin",
    "side fullness",
    "discard",
    "discard size",
    "claim",
    "stop",
)


def action_features(obs: np.ndarray, seat: int, fields: dict) -> np.ndarray:
    """One row of features per action code (the encoder's named fields give the parts)."""
    f = np.zeros((A.NUM_ACTIONS, len(FEATURES)), np.float32)
    mountain = fields["tile_mountain"][P_TILE]
    mine = (seat == P_SIDE).astype(np.float32)
    helps = np.where(mine > 0, mountain, 1 - mountain)  # high cards win mountains
    cubes = fields["tile_cubes"].sum(axis=1)[P_TILE]
    sums = fields["tile_sums"]  # [tile, mine/opp]
    lead = (sums[:, 0] - sums[:, 1])[P_TILE]  # > 0: my side's sum is higher
    margin = np.where(mountain > 0, lead, -lead)  # > 0: I am winning the tile
    side = np.where(mine > 0, 0, 1)
    fullness = 1 - fields["tile_free"].sum(axis=2)[P_TILE, side]
    pl = f[:NUM_PLACE]
    pl[:, 0] = 1
    pl[:, 1] = P_VALUE
    pl[:, 2] = helps
    pl[:, 3] = P_VALUE * helps
    pl[:, 4] = P_VALUE * (1 - helps)
    pl[:, 5] = mine
    pl[:, 6] = cubes * mine
    pl[:, 7] = margin
    pl[:, 8] = fullness
    f[A.DISCARD_BASE : A.CLAIM_BASE, 9] = 1
    f[A.DISCARD_BASE : A.CLAIM_BASE, 10] = DISCARDED
    f[A.CLAIM_BASE : A.STOP, 11] = 1
    f[A.STOP, 12] = 1
    return f


class LinearPolicy:
    """pi(a | s) = softmax over legal a of w . phi(s, a); Adam on w."""

    def __init__(self, layout) -> None:
        self.w = np.zeros(len(FEATURES), np.float32)
        self.layout = layout
        self.m = np.zeros_like(self.w)
        self.v = np.zeros_like(self.w)
        self.t = 0

    def probs(self, obs: dict, seat: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        legal = np.flatnonzero(obs["action_mask"])
        x = obs["observation"]
        phi = action_features(x, seat, self.layout.slices(x))[legal]
        z = phi @ self.w
        e = np.exp(z - z.max())
        return legal, phi, e / e.sum()

    def act(self, obs: dict, seat: int, rng: np.random.Generator, greedy: bool = False):
        legal, phi, p = self.probs(obs, seat)
        i = int(np.argmax(p)) if greedy else int(rng.choice(len(p), p=p))
        return int(legal[i]), phi[i] - p @ phi  # action, grad of log pi

    def update(self, grads: np.ndarray, adv: np.ndarray, lr: float) -> None:
        g = -(adv[:, None] * grads).mean(axis=0)
        self.t += 1
        self.m = 0.9 * self.m + 0.1 * g
        self.v = 0.999 * self.v + 0.001 * g * g
        m_hat = self.m / (1 - 0.9**self.t)
        v_hat = self.v / (1 - 0.999**self.t)
        self.w -= lr * m_hat / (np.sqrt(v_hat) + 1e-8)


def play_episode(env, policy, rng, seed, greedy=False):
    """One game: (grad-log-pi rows, rewards, the learner's score 1 / 0.5 / 0)."""
    obs, info = env.reset(seed=seed)
    grads, rewards = [], []
    done = False
    while not done:
        action, grad = policy.act(obs, info["seat"], rng, greedy)
        grads.append(grad)
        obs, reward, done, _, info = env.step(action)
        rewards.append(reward)
    return grads, rewards, env.state.scores[env.seat]


def evaluate(policy, games: int, seed: int) -> float:
    """Greedy policy against the random bot, seats alternating: the share of points won."""
    envs = [rl.gym_env("balloon-cup", opponents="random", seat=s) for s in (0, 1)]
    rng = np.random.default_rng(seed)
    points = sum(play_episode(envs[i % 2], policy, rng, seed + i, True)[2] for i in range(games))
    return points / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=3.0, help="training time budget")
    parser.add_argument("--batch", type=int, default=16, help="episodes per update")
    parser.add_argument("--lr", type=float, default=0.05)
    parser.add_argument("--eval-games", type=int, default=400)
    parser.add_argument("--eval-every", type=int, default=10, help="updates between evals")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="examples/balloon_cup_learning_curve.png")
    args = parser.parse_args()

    rng = np.random.default_rng(args.seed)
    env = rl.gym_env("balloon-cup", opponents="random", seat="random", reward="shaped", shaping=0.5)
    policy = LinearPolicy(env.adapter.encoder.layout)
    start_eval = evaluate(policy, 100, seed=10**6)
    print(f"untrained (uniform) policy vs random: {start_eval:.3f}")
    history: list[float] = []
    evals: list[tuple[int, float]] = [(0, start_eval)]
    start = time.perf_counter()
    episode = updates = steps = 0
    while time.perf_counter() - start < args.minutes * 60:
        batch_g, batch_adv = [], []
        for _ in range(args.batch):
            grads, rewards, score = play_episode(env, policy, rng, seed=episode)
            episode += 1
            steps += len(grads)
            history.append(score)
            batch_g += grads
            batch_adv.append(np.cumsum(rewards[::-1])[::-1])
        adv = np.concatenate(batch_adv).astype(np.float32)
        adv = (adv - adv.mean()) / (adv.std() + 1e-6)
        policy.update(np.array(batch_g), adv, args.lr)
        updates += 1
        if updates % args.eval_every == 0:
            score = evaluate(policy, 100, seed=10**6 + episode)
            evals.append((episode, score))
            elapsed = time.perf_counter() - start
            print(
                f"{elapsed:5.0f}s  episodes {episode:5d}  training win rate "
                f"{np.mean(history[-160:]):.3f}  greedy eval {score:.3f}  "
                f"({steps / elapsed:.0f} learner steps/s)"
            )
    seconds = time.perf_counter() - start
    final = evaluate(policy, args.eval_games, seed=2 * 10**6)
    low, high = wilson(final, args.eval_games)
    print(f"trained {episode} episodes ({steps} learner steps) in {seconds:.0f}s")
    print("weights: " + ", ".join(f"{n} {w:+.2f}" for n, w in zip(FEATURES, policy.w, strict=True)))
    print(
        f"greedy policy vs random over {args.eval_games} games: {final:.3f} "
        f"(95% interval {low:.3f}-{high:.3f})"
    )
    plot(history, evals, final, args.out)


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate (sound at 0 and 1, unlike p ± 1.96 sd)."""
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def plot(history: list[float], evals: list[tuple[int, float]], final: float, out: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    window = min(160, max(1, len(history) // 4))
    smooth = np.convolve(history, np.ones(window) / window, mode="valid")
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(np.arange(len(smooth)) + window, smooth, label=f"training games (mean of {window})")
    xs, ys = zip(*evals, strict=True)
    ax.plot(xs, ys, "o-", label="greedy policy, 100 games")
    ax.axhline(0.5, color="gray", linestyle=":", label="random vs random")
    ax.set_xlabel("training episodes")
    ax.set_ylabel("win rate against the random bot")
    ax.set_title(f"Balloon Cup, NumPy REINFORCE: final greedy win rate {final:.2f}")
    ax.set_ylim(0, 1)
    ax.legend(loc="lower right")
    fig.tight_layout()
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=100)
    print(f"learning curve written to {out}")


if __name__ == "__main__":
    main()
