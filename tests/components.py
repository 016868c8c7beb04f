"""The real components a test needs (Chromium, a PostgreSQL server): fail in CI, skip elsewhere.

``scripts/test-setup.sh`` (run by ``make test``) installs them. Under ``CI=true`` a missing one
is a failed test with the reason, so a CI run can never go green without the browser or the
database; on a developer's machine it is a skip, and ``tests/conftest.py`` lists every skip in a
banner at the end of the run.
"""

from __future__ import annotations

import os
from typing import NoReturn

import pytest

SETUP = "run `bash scripts/test-setup.sh` (make test does) to install it"


def in_ci() -> bool:
    """Whether this run is CI's (``CI=true``, as every CI service sets it)."""
    return os.environ.get("CI", "").strip().lower() in ("true", "1", "yes")


def missing(what: str) -> NoReturn:
    """A component the test needs is not there: fail under CI, skip (loudly) elsewhere."""
    message = f"{what}; {SETUP}"
    if in_ci():
        pytest.fail(f"CI=true: {message}", pytrace=False)
    pytest.skip(message)
