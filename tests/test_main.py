"""``python -m gametable`` works like the ``gametable`` command."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import gametable
from gametable.core.records import Recorder


def _both(*args: str) -> list[subprocess.CompletedProcess]:
    script = shutil.which("gametable", path=str(Path(sys.executable).parent))
    assert script, "the gametable command is installed beside this Python"
    return [subprocess.run(command, capture_output=True, text=True, timeout=60)
            for command in ([sys.executable, "-m", "gametable", *args], [script, *args])]


def test_the_module_and_the_command_answer_alike(tmp_path):
    recorder = Recorder(gametable.new_game("balloon-cup", seed=3))
    for _ in range(6):
        seat = recorder.state.to_act[0]
        recorder.play(seat, recorder.state.legal_moves(seat)[0])
    record = tmp_path / "game.json"
    recorder.record().save(record)
    module, command = _both("replay", str(record))
    assert module.returncode == command.returncode == 0
    assert module.stdout == command.stdout
    assert "6 moves, all legal" in module.stdout
    module, command = _both("play", "no-such-game")
    assert module.returncode == command.returncode == 2
    assert module.stderr == command.stderr and "unknown game" in module.stderr
    module, _ = _both("--help")
    assert module.stdout.startswith("usage: gametable ")
