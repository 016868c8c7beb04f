"""A golden playthrough: one seeded game, every move with both seats' views, compared on every
run. Regenerate (after a deliberate change of rules or view format) with GAMETABLE_REGEN=1."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import gametable

GOLDEN = Path(__file__).parent / "golden" / "seed_104.jsonl"
SEED = 104
CUMULATIVE = ("events", "moves")  # whole history: written once, in the last line


def slim(view: dict) -> dict:
    return {key: value for key, value in view.items() if key not in CUMULATIVE}


def playthrough() -> list[str]:
    state = gametable.new_game("balloon-cup", seed=SEED)
    rng = random.Random(SEED)
    lines = [json.dumps({"setup": state.setup(), "views": [slim(state.view(s)) for s in (0, 1)]})]
    while not state.over:
        seat = state.to_act[0]
        move = rng.choice(state.legal_moves(seat))
        state.play(seat, move)
        views = [slim(state.view(s)) for s in (0, 1)]
        lines.append(json.dumps({"seat": seat, "move": move, "views": views}, sort_keys=True))
    final = {"final": state.view(None), "setup": state.setup(), "scores": state.scores}
    lines.append(json.dumps(final, sort_keys=True))
    return lines


def test_golden_playthrough():
    lines = playthrough()
    if os.environ.get("GAMETABLE_REGEN") or not GOLDEN.exists():
        assert os.environ.get("GAMETABLE_REGEN"), f"{GOLDEN} is missing: run with GAMETABLE_REGEN=1"
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text("\n".join(lines) + "\n")
    expected = GOLDEN.read_text().splitlines()
    assert len(lines) == len(expected)
    for number, (got, want) in enumerate(zip(lines, expected, strict=True)):
        assert json.loads(got) == json.loads(want), f"line {number + 1} of {GOLDEN.name} differs"


def test_golden_game_covers_the_interesting_parts():
    final = json.loads(GOLDEN.read_text().splitlines()[-1])["final"]
    kinds = {event["type"] for event in final["events"]}
    moves = [move for _, move in final["moves"]]
    assert {"score", "refill", "reshuffle", "end"} <= kinds
    assert any(move.startswith("claim") for move in moves)
    assert any(move.startswith("discard") for move in moves) and "show" in kinds
