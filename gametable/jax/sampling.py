"""Drawing actions from a legal mask without a categorical over every code.

``jax.random.categorical`` draws one Gumbel number per action code: 864 for Balloon Cup, far
more work on a CPU than a step of the engine. :func:`uniform_legal` needs one uniform per
game: it packs the mask into 32-bit words and finds the ``j``-th legal code by population
counts.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

_SHIFTS = np.arange(32, dtype=np.uint32)
_BELOW = np.array([(1 << b) - 1 for b in range(32)], np.uint64).astype(np.uint32)


def prefix_sums(x: jax.Array) -> jax.Array:
    """Inclusive prefix sums along the last axis by doubling shifts (``jnp.cumsum`` lowers to
    a quadratic window sum on the CPU)."""
    n = x.shape[-1]
    shift = 1
    while shift < n:
        x = x + jnp.pad(x[..., :-shift], [(0, 0)] * (x.ndim - 1) + [(shift, 0)])
        shift *= 2
    return x


def uniform_legal(mask: jax.Array, u: jax.Array) -> jax.Array:
    """A uniformly random legal code of ``mask`` (bool[n]) from ``u`` in [0, 1).

    With no legal code it returns 0 (a finished game; its step ignores the action).
    """
    n = mask.shape[-1]
    words_n = -(-n // 32)
    # code ``b * words_n + w`` is bit ``b`` of word ``w``: the sum runs over the major axis,
    # which vectorises along the words
    bits = jnp.pad(mask, (0, words_n * 32 - n)).reshape(32, words_n).astype(jnp.uint32)
    words = jnp.sum(bits << _SHIFTS[:, None], axis=0, dtype=jnp.uint32)
    counts = jax.lax.population_count(words).astype(jnp.int32)
    upto = prefix_sums(counts)  # legal codes in words 0..w
    total = upto[-1]
    j = jnp.minimum((u * total).astype(jnp.int32), jnp.maximum(total - 1, 0))
    w = jnp.minimum(jnp.sum(upto <= j), words_n - 1)
    word = words[w]
    rank = j - (upto[w] - counts[w])
    below = jax.lax.population_count(word & _BELOW).astype(jnp.int32)
    is_bit = ((word >> _SHIFTS) & 1) == 1
    bit = jnp.argmax(is_bit & (below == rank))
    return jnp.where(total > 0, bit * words_n + w, 0).astype(jnp.int32)
