"""The JAX Baloot plays exactly like the Python engine (the reference), and ``jit`` and ``vmap``
change nothing.

Both are started from the same deals (the JAX chance turned into the Python engine's ``setup=``)
and fed the same random actions; every legal mask, player to move, end and reward must agree,
and so must the observations of all four seats at every step in a sample of the games. One
batch holds 2,000 single hands (``hands=1``) and a few whole matches to 152, which share one
compiled ``step``. The first single hands of the batch are played again one at a time and must
go through the same states.
"""

from __future__ import annotations

from collections import Counter
from functools import partial

import numpy as np
import pytest

from tests.jax.helpers import QUICK_COMPILE, assert_batch_plays_like_single_games, require_jax

jax = require_jax()
import jax.numpy as jnp  # noqa: E402

import gametable  # noqa: E402
from gametable import jax as gj  # noqa: E402
from gametable.core.errors import BadOptions  # noqa: E402
from gametable.games.baloot import notation as A  # noqa: E402
from gametable.jax import baloot as J  # noqa: E402
from gametable.jax.sampling import uniform_legal  # noqa: E402
from gametable.rl.encoders import make_encoder  # noqa: E402

HANDS = 2_000  # single-hand games
MATCHES = 48  # whole matches
OBSERVED = [*range(16), *range(HANDS, HANDS + 3)]  # games whose observations are compared
#: every fourth game passes in the bidding 85 % of the time it may, so that deals everyone
#: passes (cancelled and dealt again) are met: random play almost never passes eight times
KEEN_TO_PASS = 0.85
#: single hands played again one at a time (not passers: their moves are uniform_legal's)
SAMPLED = np.array([0, 2, 3])

pytestmark = pytest.mark.slow


ONE_HAND = gj.make("baloot", hands=1)
MATCH = gj.make("baloot")
GAMES = HANDS + MATCHES
PASSERS = np.arange(GAMES) % 4 == 1
SEATS = np.arange(4)


# the deal runs once: compiled without the backend's optimisation (about half the compile)
@partial(jax.jit, compiler_options=QUICK_COMPILE)
def deal(key: jax.Array):
    """The batch's first states (the single hands, then the whole matches), the key for the
    play, and the single hands' ``init`` keys."""
    key, k1, k2 = jax.random.split(key, 3)
    hand_keys = jax.random.split(k1, HANDS)
    state = jax.tree_util.tree_map(
        lambda a, b: jnp.concatenate([a, b]),
        jax.vmap(ONE_HAND.init)(hand_keys),
        jax.vmap(MATCH.init)(jax.random.split(k2, MATCHES)),
    )
    return state, key, hand_keys


@jax.jit
def advance(state, key: jax.Array):
    """One compiled call a step (an op-by-op dispatch a step costs more than the step): what
    is recorded of ``state``, the random action taken there, the next state and key."""
    key, k_pick, k_step = jax.random.split(key, 3)
    k_pick, k_pass = jax.random.split(k_pick)
    u = jax.random.uniform(k_pick, (GAMES,))
    action = jax.vmap(uniform_legal)(state.legal_action_mask, u)
    step_keys = jax.random.split(k_step, GAMES)
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
        "sample": jax.tree_util.tree_map(lambda x: x[SAMPLED], state),
        "u": u[SAMPLED],
        "step_keys": step_keys[SAMPLED],
    }
    return record, jax.vmap(MATCH.step)(state, action, step_keys), key


def play_batch(seed: int):
    """Random play of the batch to the end: per-step records, the setups, and what the
    sampled games need to be played again (their init keys, states, uniforms, step keys)."""
    state, key, hand_keys = deal(jax.random.PRNGKey(seed))
    sample: list = []
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
        sample.append((out["sample"], out["u"], out["step_keys"]))
        if over.all():
            break
        record["action"] = out["action"]
        state = following
        recorder.record(state)
    states, uniforms, step_keys = (
        jax.tree_util.tree_map(lambda *xs: np.stack(xs), *part)
        for part in zip(*sample, strict=True)
    )
    replay = {"init_keys": np.asarray(hand_keys)[SAMPLED], "states": states,
              "uniforms": uniforms[:-1], "step_keys": step_keys[:-1]}  # fmt: skip
    return steps, recorder.setups(), replay


@pytest.fixture(scope="module")
def played():
    """The batch, played once for the tests of this file."""
    return play_batch(seed=20)


def test_jax_and_python_engines_agree_over_2000_hands_and_48_matches(played):
    steps, setups, _ = played
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


def test_a_vmapped_batch_plays_like_single_games_and_finished_games_stay_put(played):
    replay = played[2]
    for single, end in assert_batch_plays_like_single_games(
        ONE_HAND, replay["init_keys"], replay["uniforms"], replay["step_keys"], replay["states"]
    ):
        # partners share the result: +1 / -1 by team, or 0 for everyone on a draw
        r = single.rewards[end].tolist()
        assert r[0] == r[2] and r[1] == r[3] and r[0] == -r[1] and r[0] in (-1.0, 0.0, 1.0)
        assert int(single.hands_limit[0]) == 1


def test_make_gives_the_engine_and_its_sizes():
    # the mask is a property unpacking legal_words: read it from a traced state
    key = jax.random.PRNGKey(0)
    mask = jax.eval_shape(lambda k: ONE_HAND.init(k).legal_action_mask, key)
    assert ONE_HAND.num_actions == mask.shape[0] == 169
    observation = jax.eval_shape(lambda k: ONE_HAND.observe(ONE_HAND.init(k), 0), key)
    assert observation.shape == (ONE_HAND.observation_size,)
    assert ONE_HAND.observation_size == 494
    assert ONE_HAND.num_players == 4


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"profile": "seed"}, ["saudi profile only", "akka=False", "sun_claims='anyone'"]),
        ({"sawa": True}, ["sawa=True"]),
        ({"hands": 0}, ["hands must be a whole number"]),
        ({"profile": "nonsense"}, ["unknown Baloot profile"]),
    ],
)
def test_options_it_cannot_play_are_refused_by_name(options, words):
    with pytest.raises(BadOptions) as error:
        gj.make("baloot", **options)
    for word in words:
        assert word in str(error.value)


def _chi_square_of_places(decks: np.ndarray) -> float:
    """Pearson's statistic of how often each card lies at each place (31 x 31 degrees of
    freedom for a uniform shuffle: about 961, with a deviation of about 44)."""
    counts = np.stack([np.bincount(decks[:, place], minlength=32) for place in range(32)])
    expected = len(decks) / 32
    return float(((counts - expected) ** 2 / expected).sum())


def test_decks_are_uniform_shuffles_both_the_first_and_the_ones_shuffled_during_a_hand():
    games = 20_000
    keys = jax.random.split(jax.random.PRNGKey(7), games)
    first = jax.jit(jax.vmap(J.init), compiler_options=QUICK_COMPILE)(keys)
    decks = J.deck_order(first.deck)
    assert (np.sort(decks, axis=1) == np.arange(32)).all()
    assert _chi_square_of_places(decks) < 961 + 5 * 44

    # the next deck, four swaps a step from the deck in order: done after the shortest hand
    @partial(jax.jit, compiler_options=QUICK_COMPILE)
    def eight_steps(key):
        def swap_four(carry, step_key):
            places, done = carry
            return jax.vmap(J._swap_on)(places, done, jax.vmap(lambda k: J.key_words(k, 4))(
                jax.random.split(step_key, games))), None  # fmt: skip

        in_order = jnp.broadcast_to(jnp.asarray(J._IN_ORDER), (games, 5))
        start = (in_order, jnp.zeros(games, jnp.int32))
        return jax.lax.scan(swap_four, start, jax.random.split(key, 8))[0]

    places, done = eight_steps(jax.random.PRNGKey(8))
    assert (np.asarray(done) == 31).all()
    decks = J.deck_order(places)
    assert (np.sort(decks, axis=1) == np.arange(32)).all()
    assert _chi_square_of_places(decks) < 961 + 5 * 44
