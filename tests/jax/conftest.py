"""The JAX tests share one persistent compilation cache, in pytest's cache folder.

The test workers and the files compile some functions alike, and a second run of the suite
compiles them all again: with the cache each is compiled once and loaded after that. An entry's
key is a SHA-256 of the compiled program (its HLO), jaxlib's version, the platform, the XLA
flags and the compile options, so a changed engine or test compiles afresh and never loads an
older program. ``make clean`` (or ``pytest --cache-clear``) empties it.
"""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session", autouse=True)
def jax_compilation_cache(request: pytest.FixtureRequest) -> None:
    """Point JAX at ``.pytest_cache/d/jax-compilation`` before the first compile (nothing
    without pytest's cache plugin, ``-p no:cacheprovider``, or without JAX)."""
    cache = getattr(request.config, "cache", None)
    if cache is None:
        return
    try:
        import jax
    except ImportError:
        return
    jax.config.update("jax_compilation_cache_dir", str(cache.mkdir("jax-compilation")))
    # every program, however quick to compile or small (the defaults skip those under 1 s)
    jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
    jax.config.update("jax_persistent_cache_min_entry_size_bytes", -1)
