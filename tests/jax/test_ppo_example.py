"""The JAX PPO example: its sampler never picks a masked action, credit goes to each seat's own
decisions, the trained policy plays only legal moves as a Python arena bot, the committed
parameters beat the random bot, and a few updates of training run end to end."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.jax.helpers import require_jax

jax = require_jax()
import jax.numpy as jnp  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EXAMPLE = EXAMPLES / "ppo_baloot_jax.py"
#: the committed trained parameters (the example's --save)
PARAMS = EXAMPLES / "ppo_baloot_jax.msgpack"


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
    # the log-probabilities the loss uses give the illegal actions no mass at all
    probs = np.asarray(jax.nn.softmax(ex.masked(logits, masks)))
    assert (probs[~masks] == 0.0).all()
    np.testing.assert_allclose(probs.sum(axis=1), 1.0, rtol=1e-5)
    # and every legal action of a row can come out
    row = np.flatnonzero(masks[0])
    flat = jnp.where(masks[0], 0.0, 50.0)
    more = jax.jit(jax.vmap(lambda k: ex.sample_action(k, flat, masks[0])))(
        jax.random.split(jax.random.PRNGKey(2), 2000)
    )
    assert set(np.asarray(more).tolist()) == set(row.tolist())


def test_advantages_follow_each_seats_own_decisions():
    """Two games, seats 0 1 2 3 0 1 acting: the first hand ends after the sixth step (team 0
    wins), the second is cut there and bootstrapped from each seat's last value."""
    ex = load_example()
    lam = 0.95
    v = np.array([0.1, 0.2, 0.3, 0.4, 0.5, 0.6], np.float32)
    last = np.array([0.7, -0.3, 0.8, -0.2], np.float32)
    seats = np.array([0, 1, 2, 3, 0, 1])
    rewards = np.zeros((6, 2, 4), np.float32)
    rewards[5, 0] = [1.0, -1.0, 1.0, -1.0]
    done = np.zeros((6, 2), bool)
    done[5, 0] = True
    adv, target = ex.seat_advantages(
        jnp.asarray(np.stack([v, v], 1)), jnp.asarray(np.stack([seats, seats], 1)),
        jnp.asarray(rewards), jnp.asarray(done), jnp.asarray(np.stack([last * 0, last])),
        lam,
    )  # fmt: skip
    adv = np.asarray(adv)
    # the hand that ended: each seat's last decision gets its team's result, the earlier one
    # its own next decision's value (the other seats' moves in between are not its decisions)
    ended = {4: 1.0 - v[4], 5: -1.0 - v[5], 2: 1.0 - v[2], 3: -1.0 - v[3]}
    ended[0] = v[4] - v[0] + lam * ended[4]
    ended[1] = v[5] - v[1] + lam * ended[5]
    np.testing.assert_allclose(adv[:, 0], [ended[t] for t in range(6)], rtol=1e-6)
    # the hand still going: each seat's last decision is bootstrapped from its own value
    cut = {4: last[0] - v[4], 5: last[1] - v[5], 2: last[2] - v[2], 3: last[3] - v[3]}
    cut[0] = v[4] - v[0] + lam * cut[4]
    cut[1] = v[5] - v[1] + lam * cut[5]
    np.testing.assert_allclose(adv[:, 1], [cut[t] for t in range(6)], rtol=1e-6)
    np.testing.assert_allclose(np.asarray(target), adv + v[:, None], rtol=1e-6)


def test_trick_points_pay_both_teams_the_card_point_difference():
    ex = load_example()
    from gametable import jax as gj

    env = gj.make("baloot", hands=1)
    # jitted: the init run op by op (eager vmap) takes several times its compile
    state = jax.jit(jax.vmap(env.init))(jax.random.split(jax.random.PRNGKey(0), 2))
    later = state._replace(card_pts=jnp.array([[30, 11], [0, 0]], jnp.int32))
    paid = np.asarray(ex.trick_points(state, later))
    np.testing.assert_allclose(paid[0], np.array([19, -19, 19, -19]) / 162, rtol=1e-6)
    assert (paid[1] == 0).all()


def test_the_warm_start_records_the_heuristic_bots_legal_decisions():
    ex = load_example()
    data = ex.heuristic_decisions(4, seed=7, shaping=0.5)
    n = len(data["action"])
    assert n > 20 and data["obs"].shape == (n, ex.ENV.observation_size)
    # each recorded action is legal, and only real choices (more than one legal move) are kept
    assert data["mask"][np.arange(n), data["action"]].all()
    assert (data["mask"].sum(axis=1) > 1).all()
    # the returns: the hand's +1/-1/0 plus at most half the card points of a hand, both signs
    assert (np.abs(data["return"]) <= 1.5 + 1e-6).all()
    assert (data["return"] > 0).any() and (data["return"] < 0).any()


def test_the_policy_bot_plays_only_legal_moves_in_the_python_engine():
    ex = load_example()
    import gametable

    model = ex.Policy(hidden=16, layers=1)
    params = model.init(jax.random.PRNGKey(3), jnp.zeros((1, ex.ENV.observation_size)))
    bot = ex.PolicyBot(params, model)
    # whole hands against the random bot: python_win_rate raises on any illegal move
    rate, low, high, hands = ex.python_win_rate(bot, "random", 6, seed=5)
    assert hands == 6 and 0.0 <= low <= rate <= high <= 1.0
    # a policy whose best logits are all on illegal codes still plays the best legal move
    from gametable.games.baloot import notation

    state = gametable.new_game("baloot", seed=11, hands=1)
    seat = state.to_act[0]
    legal = state.legal_moves(seat)
    codes = [notation.parse(move) for move in legal]
    logits = np.full(169, 100.0, np.float32)
    logits[codes] = np.arange(len(codes), dtype=np.float32)
    bot.logits = lambda obs: logits[None]
    assert bot.choose(state.view(seat), legal) == legal[-1]


def test_the_committed_policy_beats_the_random_bot():
    ex = load_example()
    model = ex.Policy()
    bot = ex.PolicyBot(ex.load_params(model, str(PARAMS)), model)
    rate, low, _, hands = ex.python_win_rate(bot, "random", 60, seed=123)
    assert hands == 60 and low > 0.5, rate


@pytest.mark.slow
def test_a_few_updates_train_save_and_play(capsys, tmp_path):
    ex = load_example()
    out, saved, curve = tmp_path / "curve.png", tmp_path / "p.msgpack", tmp_path / "curve.csv"
    small = ["--envs", "8", "--steps", "8", "--minibatches", "2", "--hidden", "32",
             "--layers", "1", "--random-share", "0.5", "--shaping", "0.5",
             "--quick-compile"]  # fmt: skip
    ex.main([*small, "--iterations", "2", "--eval-hands", "2", "--out", str(out),
             "--save", str(saved), "--curve", str(curve), "--warm-start", "2",
             "--warm-start-epochs", "1"])  # fmt: skip
    text = capsys.readouterr().out
    assert "warm start epoch 1:" in text
    rows = [line.split() for line in text.splitlines() if line.strip()[:1].isdigit()]
    assert [row[0] for row in rows] == ["1", "2"]  # the learning curve, one row an iteration
    assert "greedy policy vs random" in text and "greedy policy vs heuristic" in text
    assert out.stat().st_size > 0 and len(curve.read_text().splitlines()) == 3
    # the saved parameters load back and play, without training
    ex.main([*small, "--iterations", "0", "--eval-hands", "2", "--eval-matches", "1",
             "--load", str(saved)])
    text = capsys.readouterr().out
    assert "greedy policy vs random: " in text and "of 1 whole matches" in text
