"""The Balloon Cup training example stays runnable: its features, policy and one update."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np

from gametable import rl

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_balloon_cup.py"


def load_example():
    spec = importlib.util.spec_from_file_location("train_balloon_cup", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_policy_trains_on_a_few_games():
    ex = load_example()
    env = rl.gym_env("balloon-cup", opponents="random", seat="random", reward="shaped")
    policy = ex.LinearPolicy(env.adapter.encoder.layout)
    rng = np.random.default_rng(0)
    grads, advs = [], []
    for seed in range(4):
        g, rewards, score = ex.play_episode(env, policy, rng, seed)
        assert score in (0.0, 0.5, 1.0) and len(g) == len(rewards) > 0
        grads += g
        advs.append(np.cumsum(rewards[::-1])[::-1])
    adv = np.concatenate(advs).astype(np.float32)
    before = policy.w.copy()
    policy.update(np.array(grads), (adv - adv.mean()) / (adv.std() + 1e-6), lr=0.05)
    assert not np.array_equal(before, policy.w)
    # the placement features follow the documented action layout
    obs, info = env.reset(seed=1)
    x = obs["observation"]
    phi = ex.action_features(x, info["seat"], env.adapter.encoder.layout.slices(x))
    assert phi.shape == (env.adapter.num_actions, len(ex.FEATURES))
    assert np.all(phi[:360, 0] == 1) and np.all(phi[360:, 0] == 0)
    low, high = ex.wilson(1.0, 400)
    assert 0.99 < low < high <= 1.0
