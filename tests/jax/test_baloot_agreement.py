"""The JAX Baloot plays exactly like the Python engine (the reference).

Both are started from the same deals (the JAX chance turned into the Python engine's ``setup=``)
and fed the same random actions; every legal mask, player to move, end and reward must agree,
and so must the observations of all four seats at every step in a sample of the games. One
batch holds 2,000 single hands (``hands=1``) and a few whole matches to 152, which share one
compiled ``step``.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from tests.jax.helpers import require_jax

jax = require_jax()
import jax.numpy as jnp  # noqa: E402

import gametable  # noqa: E402
from gametable import jax as gj  # noqa: E402
from gametable.games.baloot import actions as A  # noqa: E402
from gametable.jax import baloot as J  # noqa: E402
from gametable.jax.sampling import uniform_legal  # noqa: E402
from gametable.rl.encoders import make_encoder  # noqa: E402

HANDS = 2_000  # single-hand games
MATCHES = 48  # whole matches
OBSERVED = [*range(16), *range(HANDS, HANDS + 3)]  # games whose observations are compared
#: every fourth game passes in the bidding 85 % of the time it may, so that deals everyone
#: passes (cancelled and dealt again) are met: random play almost never passes eight times
KEEN_TO_PASS = 0.85

pytestmark = pytest.mark.slow


ONE_HAND = gj.make("baloot", hands=1)
MATCH = gj.make("baloot")
GAMES = HANDS + MATCHES
PASSERS = np.arange(GAMES) % 4 == 1
SEATS = np.arange(4)


@jax.jit
def deal(key: jax.Array):
    """The batch's first states: the single hands, then the whole matches."""
    key, k1, k2 = jax.random.split(key, 3)
    state = jax.tree_util.tree_map(
        lambda a, b: jnp.concatenate([a, b]),
        jax.vmap(ONE_HAND.init)(jax.random.split(k1, HANDS)),
        jax.vmap(MATCH.init)(jax.random.split(k2, MATCHES)),
    )
    return state, key


@jax.jit
def advance(state, key: jax.Array):
    """One compiled call a step (an op-by-op dispatch a step costs more than the step): what
    is recorded of ``state``, the random action taken there, the next state and key."""
    key, k_pick, k_step = jax.random.split(key, 3)
    k_pick, k_pass = jax.random.split(k_pick)
    action = jax.vmap(uniform_legal)(state.legal_action_mask, jax.random.uniform(k_pick, (GAMES,)))
    may_pass = state.legal_action_mask[:, A.PASS] & (state.phase == J.BID)
    keen = PASSERS & may_pass & (jax.random.uniform(k_pass, (GAMES,)) < KEEN_TO_PASS)
    action = jnp.where(keen, A.PASS, action)
    sample = jax.tree_util.tree_map(lambda x: x[np.array(OBSERVED)], state)
    record = {
        "mask": state.legal_action_mask,
        "cur": state.current_player,
        "over": state.terminated,
        "rewards": state.rewards,
        "obs": jax.vmap(jax.vmap(MATCH.observe, (None, 0)), (0, None))(sample, SEATS),
        "action": action,
    }
    return record, jax.vmap(MATCH.step)(state, action, jax.random.split(k_step, GAMES)), key


def play_batch(seed: int):
    """Random play of the batch to the end: per-step records and the setups."""
    state, key = deal(jax.random.PRNGKey(seed))
    recorder = J.ChanceRecorder(state)
    steps = []
    while True:
        out, following, key = advance(state, key)
        out = jax.device_get(out)
        over = out["over"]
        record = {
            "mask": np.packbits(out["mask"], axis=1),
            "cur": out["cur"],
            "over": over,
            "rewards": out["rewards"],
            # kept only while the game runs (and at its last step)
            "obs": {g: out["obs"][i] for i, g in enumerate(OBSERVED)
                    if not (steps and steps[-1]["over"][g])},
        }  # fmt: skip
        steps.append(record)
        if over.all():
            break
        record["action"] = out["action"]
        state = following
        recorder.record(state)
    return steps, recorder.setups()


def test_jax_and_python_engines_agree_over_2000_hands_and_48_matches():
    steps, setups = play_batch(seed=20)
    encoders = {1: make_encoder("baloot", {"hands": 1}, 4), None: make_encoder("baloot", {}, 4)}
    outcomes: Counter[str] = Counter()
    played: Counter[str] = Counter()
    for game, setup in enumerate(setups):
        hands = 1 if game < HANDS else None
        python = gametable.new_game("baloot", setup=setup, hands=hands)
        for t, record in enumerate(steps):
            if game in record["obs"]:
                for seat in range(4):
                    expected = encoders[hands].encode(python.view(seat), seat)
                    np.testing.assert_allclose(
                        record["obs"][game][seat], expected, rtol=0, atol=1e-6,
                        err_msg=f"game {game} step {t} seat {seat}",
                    )  # fmt: skip
            if record["over"][game]:
                assert python.over, (game, t)
                expected = [2 * x - 1 for x in python.scores]
                assert list(record["rewards"][game]) == expected, (game, t)
                assert all(not steps[u]["rewards"][game].any() for u in range(t)), game
                outcomes.update(entry["outcome"] for entry in python.sheet)
                break
            assert not python.over, (game, t)
            seat = int(record["cur"][game])
            assert python.to_act == (seat,), (game, t)
            mask = np.unpackbits(record["mask"][game])[: J.NUM_ACTIONS].astype(bool)
            assert np.flatnonzero(mask).tolist() == sorted(python.legal_actions(seat)), (game, t)
            action = int(record["action"][game])
            played[_kind(action)] += 1
            python.apply_action(seat, action)
        else:
            raise AssertionError(f"game {game} did not end")
    # the sample reaches the rare paths of the rules
    assert {"made", "failed", "doubled", "kaboot", "cancelled"} <= set(outcomes), outcomes
    assert {"akka", "project", "gahwa", "four:closed", "ashkal", "hokum:suit"} <= set(played)


def _kind(action: int) -> str:
    if A.AKKA_BASE <= action < A.PROJECT_BASE:
        return "akka"
    if A.PROJECT_BASE <= action < A.PASS:
        return "project"
    if A.HOKUM_SUIT <= action < A.HOKUM_SUIT + 4:
        return "hokum:suit"
    return A.to_move(action) if action >= A.PASS else "card"
