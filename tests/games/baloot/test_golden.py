"""A golden playthrough: one seeded hand, every move with the mover's view, and the final
views of every seat, compared with the stored file on every run.

Regenerate only on purpose: ``GAMETABLE_REGEN=1 .venv/bin/pytest tests/games/baloot``.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import gametable

GOLDEN = Path(__file__).parent / "golden" / "playthrough.jsonl"


def playthrough() -> list[str]:
    state = gametable.new_game("baloot", seed=2024, hands=1)
    rng = random.Random(2024)
    lines = [json.dumps({"options": state.options, "setup": state.setup()}, sort_keys=True)]
    while not state.over:
        seat = state.to_act[0]
        moves = state.legal_moves(seat)
        move = rng.choice(moves)
        lines.append(json.dumps({"seat": seat, "legal": moves, "move": move,
                                 "view": state.view(seat)}, sort_keys=True))
        state.play(seat, move)
    final = {str(seat): state.view(seat) for seat in (0, 1, 2, 3)}
    final["spectator"] = state.view(None)
    lines.append(json.dumps({"final": final, "scores": state.scores}, sort_keys=True))
    return lines


def test_golden_playthrough():
    lines = playthrough()
    if os.environ.get("GAMETABLE_REGEN") == "1" or not GOLDEN.exists():
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text("\n".join(lines) + "\n")
    stored = GOLDEN.read_text().splitlines()
    assert len(stored) == len(lines)
    for index, (want, got) in enumerate(zip(stored, lines, strict=True)):
        assert json.loads(got) == json.loads(want), f"line {index + 1} differs"
