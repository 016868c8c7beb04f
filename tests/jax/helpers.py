"""Shared by the JAX engine tests: the extra is optional, except where ``make test`` runs."""

from __future__ import annotations

import os
from types import ModuleType

import pytest


def require_jax() -> ModuleType:
    """``jax``, or skip the module when the extra is not installed.

    Under ``CI=true`` (``make test``, which installs the extra) a missing JAX fails instead, so
    these tests can never silently stop running there.
    """
    if os.environ.get("CI", "").lower() == "true":
        import jax

        return jax
    return pytest.importorskip("jax")
