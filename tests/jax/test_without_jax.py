"""Without the JAX extra, gametable and its adapters import and play; gametable.jax says why not."""

from __future__ import annotations

import subprocess
import sys

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
