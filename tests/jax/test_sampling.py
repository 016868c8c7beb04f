"""The mask sampler draws only legal codes, each about equally often.

Everything runs jitted, as the engines and the example run it (op by op, each small operation
would compile on its own: most of this file's time)."""

from __future__ import annotations

import numpy as np

from tests.jax.helpers import require_jax

jax = require_jax()
import jax.numpy as jnp  # noqa: E402

from gametable.jax.sampling import (  # noqa: E402
    key_uniforms,
    prefix_sums,
    stored,
    uniform_legal,
    uniform_legal_words,
    unpack_words,
)


def test_only_legal_codes_are_drawn_and_uniformly():
    rng = np.random.default_rng(0)
    masks = rng.random((512, 864)) < 0.02
    masks[0] = False
    masks[0, [0, 863]] = True  # the first and the last code
    u = jax.random.uniform(jax.random.PRNGKey(0), (512,))
    picks = np.asarray(jax.jit(jax.vmap(uniform_legal))(jnp.asarray(masks), u))
    has_legal = masks.any(axis=1)
    assert masks[np.arange(512), picks][has_legal].all()
    one = jnp.asarray(masks[1])
    draws = np.asarray(
        jax.jit(jax.vmap(uniform_legal, (None, 0)))(
            one, jax.random.uniform(jax.random.PRNGKey(1), (40_000,))
        )
    )
    codes, counts = np.unique(draws, return_counts=True)
    assert codes.tolist() == np.flatnonzero(masks[1]).tolist()
    expected = 40_000 / len(codes)
    assert np.all(np.abs(counts - expected) < 5 * np.sqrt(expected))


def test_packed_words_unpack_to_their_mask_and_draw_only_legal_codes_uniformly():
    rng = np.random.default_rng(2)
    masks = rng.random((512, 864)) < 0.02
    masks[0] = False
    masks[0, [0, 863]] = True
    # code 32 w + b is bit b of word w
    bits = masks.reshape(512, 27, 32).astype(np.uint64) << np.arange(32, dtype=np.uint64)
    words = jnp.asarray(bits.sum(-1).astype(np.uint32))
    np.testing.assert_array_equal(np.asarray(unpack_words(words, 864)), masks)
    u = jax.random.uniform(jax.random.PRNGKey(0), (512,))
    picks = np.asarray(jax.jit(jax.vmap(uniform_legal_words))(words, u))
    assert masks[np.arange(512), picks][masks.any(axis=1)].all()
    draws = np.asarray(
        jax.vmap(uniform_legal_words, (None, 0))(
            words[1], jax.random.uniform(jax.random.PRNGKey(1), (40_000,))
        )
    )
    codes, counts = np.unique(draws, return_counts=True)
    assert codes.tolist() == np.flatnonzero(masks[1]).tolist()
    expected = 40_000 / len(codes)
    assert np.all(np.abs(counts - expected) < 5 * np.sqrt(expected))
    assert int(uniform_legal_words(jnp.zeros(27, jnp.uint32), 0.5)) == 0


def test_no_legal_code_gives_zero_and_prefix_sums_match_cumsum():
    assert int(jax.jit(uniform_legal)(jnp.zeros(864, bool), 0.5)) == 0
    x = jnp.arange(1, 28)
    np.testing.assert_array_equal(np.asarray(jax.jit(prefix_sums)(x)), np.cumsum(np.arange(1, 28)))


def test_key_uniforms_are_in_range_repeatable_and_evenly_spread():
    draw = jax.jit(jax.vmap(lambda k: key_uniforms(k, 4)))
    keys = jax.random.split(jax.random.PRNGKey(5), 20_000)
    u = np.asarray(draw(keys))
    assert u.shape == (20_000, 4) and (u >= 0).all() and (u < 1).all()
    np.testing.assert_array_equal(u, np.asarray(draw(keys)))
    # each of the four draws spreads evenly over ten bins, and the draws are unrelated
    for column in u.T:
        counts = np.histogram(column, bins=10, range=(0, 1))[0]
        assert np.all(np.abs(counts - 2_000) < 5 * np.sqrt(2_000))
    assert np.abs(np.corrcoef(u.T)[0, 1:]).max() < 0.05
    # plain PRNGKey(seed) keys (their words 0 and the seed) and typed keys work as well
    seeds = np.asarray(jax.jit(jax.vmap(lambda s: key_uniforms(jax.random.PRNGKey(s), 1)))(
        jnp.arange(20_000)))[:, 0]  # fmt: skip
    assert len(np.unique(seeds)) > 19_900
    assert np.abs(seeds.mean() - 0.5) < 0.01
    draw_two = jax.jit(lambda k: key_uniforms(k, 2))
    typed = draw_two(jax.random.key(3))
    np.testing.assert_array_equal(typed, draw_two(jax.random.key_data(jax.random.key(3))))


def test_stored_gives_back_every_value_of_every_type():
    values = [
        jnp.array([True, False]),
        jnp.array([-1, 0, 7, jnp.iinfo(jnp.int32).min], jnp.int32),
        jnp.array([0, 1 << 31, 0xFFFFFFFF], jnp.uint32),
        jnp.array([-jnp.inf, -1.5, 0.0, 2.0], jnp.float32),
    ]
    for x in values:
        out = jax.jit(jax.vmap(stored))(x)
        assert out.dtype == x.dtype
        np.testing.assert_array_equal(np.asarray(out), np.asarray(x))
