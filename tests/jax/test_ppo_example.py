"""The JAX PPO example stays runnable: its sampler never picks a masked action, and a few
iterations of training and a few hands of evaluation in the Python engine run end to end."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.jax.helpers import require_jax

jax = require_jax()
import jax.numpy as jnp  # noqa: E402

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "ppo_baloot_jax.py"


def load_example():
    if "ppo_baloot_jax" in sys.modules:
        return sys.modules["ppo_baloot_jax"]
    spec = importlib.util.spec_from_file_location("ppo_baloot_jax", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    # registered first: flax's modules are dataclasses, which look their module up by name
    sys.modules["ppo_baloot_jax"] = module
    spec.loader.exec_module(module)
    return module


def test_the_sampler_never_picks_a_masked_action():
    ex = load_example()
    rng = np.random.default_rng(0)
    masks = rng.random((256, 169)) < 0.05
    masks[np.arange(256), rng.integers(0, 169, 256)] = True  # at least one legal action
    # the policy strongly prefers illegal actions: they must still never come out
    logits = jnp.asarray(np.where(masks, -5.0, 5.0) + rng.normal(size=masks.shape), jnp.float32)
    keys = jax.random.split(jax.random.PRNGKey(1), 200)
    draws = np.asarray(jax.jit(jax.vmap(lambda k: ex.sample_action(k, logits, masks)))(keys))
    assert masks[np.arange(256)[None, :], draws].all()
    # and every legal action of a row can come out
    row = np.flatnonzero(masks[0])
    flat = jnp.where(masks[0], 0.0, 50.0)
    more = jax.vmap(lambda k: ex.sample_action(k, flat, masks[0]))(
        jax.random.split(jax.random.PRNGKey(2), 2000)
    )
    assert set(np.asarray(more).tolist()) == set(row.tolist())


@pytest.mark.slow
def test_a_few_iterations_train_and_play_in_the_python_engine(capsys, monkeypatch, tmp_path):
    ex = load_example()
    out = tmp_path / "curve.png"
    monkeypatch.setattr(
        "sys.argv",
        ["ppo_baloot_jax.py", "--iterations", "2", "--envs", "8", "--steps", "8",
         "--hidden", "32", "--eval-hands", "2", "--out", str(out)],
    )  # fmt: skip
    ex.main()
    text = capsys.readouterr().out
    rows = [line.split() for line in text.splitlines() if line.strip()[:1].isdigit()]
    assert [row[0] for row in rows] == ["1", "2"]  # the learning curve, one row an iteration
    assert "greedy policy vs random" in text and "greedy policy vs heuristic" in text
    assert out.stat().st_size > 0
