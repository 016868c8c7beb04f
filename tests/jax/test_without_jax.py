"""Without the JAX extra, gametable and its adapters import and play; gametable.jax says why not."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys
sys.modules["jax"] = None  # as if the extra were not installed
import gametable, gametable.rl, gametable.bots
state = gametable.new_game("balloon-cup", seed=1)
state.play(state.to_act[0], state.legal_moves(state.to_act[0])[0])
try:
    import gametable.jax
except ImportError as error:
    assert "gametable[jax]" in str(error), error
else:
    raise SystemExit("gametable.jax imported without jax")
loaded = [name for name, module in sys.modules.items() if module and name.split(".")[0] == "jax"]
assert not loaded, loaded
print("ok")
"""


def test_gametable_works_without_jax():
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


RUN_PYTEST = """
import sys
for name in ("jax", "jaxlib", "flax", "optax"):
    sys.modules[name] = None  # as if the extra were not installed
import pytest
raise SystemExit(pytest.main(sys.argv[1:]))
"""


def test_the_jax_tests_skip_and_the_others_pass_without_jax():
    """Without the extra (and outside CI, where a skip fails) the JAX tests skip, they do not
    error, and a test of the Python engines and RL adapters beside them still passes."""
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    files = ["tests/jax/test_ppo_example.py", "tests/jax/test_baloot_agreement.py",
             "tests/rl/test_hidden_baloot.py"]  # fmt: skip
    out = subprocess.run(
        [sys.executable, "-c", RUN_PYTEST, "-p", "no:cacheprovider", "-n", "0", *files],
        capture_output=True, text=True, timeout=300, env=env, cwd=ROOT,
    )  # fmt: skip
    assert out.returncode == 0, out.stdout + out.stderr
    summary = [line for line in out.stdout.splitlines() if " passed" in line][-1]
    assert "skipped" in summary and "error" not in summary and "failed" not in summary, summary
