"""The JAX Balloon Cup with ``no_deadlock=True`` plays exactly like the Python engine (the
reference): the checks of test_balloon_cup_agreement.py, on an engine compiled apart (its own
file, so that the two heavy compiles can go to different test workers)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.jax.helpers import require_jax

jax = require_jax()

import gametable  # noqa: E402
from gametable.jax import balloon_cup as J  # noqa: E402
from gametable.rl.encoders import make_encoder  # noqa: E402
from tests.jax.balloon_cup_play import play_batch  # noqa: E402

pytestmark = pytest.mark.slow


def test_no_deadlock_agrees_too_cubes_sent_back_and_tiles_removed_included():
    """With ``no_deadlock=True`` an offending cube goes back under the bag (drawn again only
    after the rest) and a tile that cannot be filled is removed: 400 games, the same checks."""
    played = play_batch(400, seed=21, observed=8, no_deadlock=True)
    steps, setups = played["steps"], played["setups"]
    encoder = make_encoder("balloon-cup", {"no_deadlock": True}, 2)
    for game, setup in enumerate(setups):
        python = gametable.new_game("balloon-cup", setup=setup, no_deadlock=True)
        for t, record in enumerate(steps):
            if game < 8:
                for seat in (0, 1):
                    np.testing.assert_allclose(
                        record["obs"][game, seat], encoder.encode(python.view(seat), seat),
                        rtol=0, atol=1e-6, err_msg=f"game {game} step {t} seat {seat}",
                    )  # fmt: skip
            if record["over"][game]:
                assert python.over, (game, t)
                assert list(record["rewards"][game]) == [2 * x - 1 for x in python.scores]
                break
            seat = int(record["cur"][game])
            assert python.to_act == (seat,), (game, t)
            mask = np.unpackbits(record["mask"][game])[: J.NUM_ACTIONS].astype(bool)
            assert np.flatnonzero(mask).tolist() == sorted(python.legal_actions(seat)), (game, t)
            python.apply_action(seat, int(record["action"][game]))
        else:
            raise AssertionError(f"game {game} did not end")
    sent_back = np.stack([record["sent_back"] for record in steps]).any(axis=0)
    assert sent_back.sum() >= 10, sent_back.sum()
