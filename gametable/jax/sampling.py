"""Drawing actions from a legal mask without a categorical over every code.

``jax.random.categorical`` draws one Gumbel number per action code: 864 for Balloon Cup, far
more work on a CPU than a step of the engine. :func:`uniform_legal` needs one uniform per
game: it packs the mask into 32-bit words and finds the ``j``-th legal code by population
counts. The engines keep their masks packed already (``state.legal_words``: code
``32 * w + b`` is bit ``b`` of word ``w``), and :func:`uniform_legal_words` draws from those
words with no packing at all; :func:`unpack_words` gives the bools back.
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


def select_bit(word: jax.Array, rank: jax.Array) -> jax.Array:
    """The position of the ``rank``-th (from 0) set bit of ``word``: a binary search by
    population counts (``rank`` must be below the word's count)."""
    pos = jnp.int32(0)
    for width in (16, 8, 4, 2, 1):
        low = jax.lax.population_count(
            (word >> pos.astype(jnp.uint32)) & np.uint32((1 << width) - 1)
        ).astype(jnp.int32)
        go = rank >= low
        pos = pos + jnp.where(go, width, 0)
        rank = rank - jnp.where(go, low, 0)
    return pos


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


def unpack_words(words: jax.Array, n: int) -> jax.Array:
    """The ``n`` bools (a trailing axis) of the packed mask ``words`` (``uint32[..., W]``)."""
    bits = (words[..., :, None] >> _SHIFTS) & 1
    return (bits == 1).reshape(*words.shape[:-1], words.shape[-1] * 32)[..., :n]


def uniform_legal_words(words: jax.Array, u: jax.Array) -> jax.Array:
    """A uniformly random legal code of the packed mask ``words`` (``uint32[W]``, code
    ``32 * w + b`` at bit ``b`` of word ``w``) from ``u`` in [0, 1); 0 when none is legal.

    The same draw as :func:`uniform_legal` of the unpacked mask up to the order the codes are
    counted in, for a few operations per word instead of some per code. Each word is taken
    as a value of its own (under ``vmap``, one a game): XLA's CPU backend then runs every
    operation vectorised over the batch, where on ``uint32[W]`` a game each of its loops ran
    over the few words of one game at a time."""
    n = words.shape[-1]
    word_at = [words[..., i] for i in range(n)]
    counts = [jax.lax.population_count(x).astype(jnp.int32) for x in word_at]
    upto = [counts[0]]  # legal codes in words 0..w
    for count in counts[1:]:
        upto.append(upto[-1] + count)
    total = upto[-1]
    j = stored(jnp.minimum((u * total).astype(jnp.int32), jnp.maximum(total - 1, 0)))
    w = stored(jnp.minimum(sum((x <= j).astype(jnp.int32) for x in upto), n - 1))
    # the word and the codes before it, by selects (not a gather per game)
    word = word_at[0]
    before = jnp.zeros_like(j)
    for i in range(1, n):
        word = jnp.where(w == i, word_at[i], word)
        before = jnp.where(w == i, upto[i - 1], before)
    return jnp.where(total > 0, 32 * w + select_bit(word, j - before), 0).astype(jnp.int32)


_GOLDEN = np.uint32(0x9E3779B9)


def _fmix(h: jax.Array) -> jax.Array:
    """MurmurHash3's 32-bit finaliser: every input bit moves every output bit."""
    h = (h ^ (h >> 16)) * np.uint32(0x85EBCA6B)
    h = (h ^ (h >> 13)) * np.uint32(0xC2B2AE35)
    return h ^ (h >> 16)


def key_words(key: jax.Array, n: int) -> jax.Array:
    """``n`` random 32-bit words (uint32[n]) from ``key``'s bits, hashed by a few integer
    operations (the bits :func:`key_uniforms` turns into floats)."""
    if jnp.issubdtype(key.dtype, jax.dtypes.prng_key):
        key = jax.random.key_data(key)
    words = key.astype(jnp.uint32)
    seed = _fmix(words[0] ^ np.uint32(0x2545F491))
    for word in words[1:]:
        seed = _fmix(seed ^ word)
    counters = np.arange(1, n + 1, dtype=np.uint32) * _GOLDEN
    return _fmix(seed ^ counters)


def key_uniforms(key: jax.Array, n: int) -> jax.Array:
    """``n`` uniforms in [0, 1) from ``key``'s bits, hashed by a few integer operations.

    A step needs a handful of random numbers; ``jax.random.uniform`` runs threefry's twenty
    rounds for them, which under ``vmap`` on a CPU costs as much as the rest of a card play.
    The key's words (already random for a key from ``split``; hashed so that plain
    ``PRNGKey(seed)`` keys work too) are mixed with the draw's index instead: the same key
    gives the same numbers, different keys unrelated ones."""
    # the top 24 bits as a float in [0, 1)
    return (key_words(key, n) >> 8).astype(jnp.float32) * np.float32(1 / (1 << 24))



def stored(x: jax.Array) -> jax.Array:
    """``x``, computed once and stored.

    XLA on a CPU fuses a chain of cheap per-game operations into each of its consumers, and
    a flag that selects dozens of state entries (a new deal, a scoring) would have its whole
    chain computed again for every entry. ``lax.optimization_barrier`` does not stop that
    (the CPU compiler removes it before fusing); a reduction does: a maximum of ``x`` and its
    type's lowest value, which XLA neither simplifies away nor fuses into consumers."""
    dtype = x.dtype
    y = x.astype(jnp.int32) if dtype == jnp.bool_ else x
    lowest = -jnp.inf if jnp.issubdtype(y.dtype, jnp.floating) else jnp.iinfo(y.dtype).min
    return jnp.max(jnp.stack([y, jnp.full_like(y, lowest)]), axis=0).astype(dtype)
