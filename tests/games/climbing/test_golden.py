"""A golden playthrough: one seeded 3-player game, every move with the mover's view (as
JSON) and the spectator's terminal picture at each round's end, compared on every run.

Regenerate only on purpose: ``GAMETABLE_REGEN=1 .venv/bin/pytest tests/games/climbing``.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

from rich.console import Console

import gametable
from gametable.games.climbing.terminal import render

GOLDEN = Path(__file__).parent / "fixtures" / "golden_game.json"


def compact(view: dict) -> dict:
    """The view less what is fixed geometry or derived (square corners, path points): the
    cube patterns, paths by cube, pawns and everything else stay."""
    view = json.loads(json.dumps(view))
    for cube in view["cubes"]:
        del cube["squares"]
    for path in view["paths"]:
        path["segments"] = len(path.pop("segments"))
        path["points"] = len(path["points"])
    return view


def play_golden() -> dict:
    state = gametable.new_game("climbing", seed=2024, players=3, max_rounds=12)
    rng = random.Random(2024)
    steps = []
    while not state.over:
        seat = state.to_act[rng.randrange(len(state.to_act))]
        moves = state.legal_moves(seat)
        move = moves[rng.randrange(len(moves))]
        step = {"seat": seat, "moves": moves, "move": move, "view": compact(state.view(seat))}
        rounds = state.view(None)["round"]
        state.play(seat, move)
        if state.over or state.view(None)["round"] != rounds:
            console = Console(width=100, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
            console.print(render(state.view(None), None))
            step["picture"] = console.export_text()
        steps.append(step)
    return {"setup": state.setup(), "steps": steps, "scores": state.scores,
            "final": state.to_json()}


def test_golden_playthrough():
    got = json.loads(json.dumps(play_golden()))
    if os.environ.get("GAMETABLE_REGEN") or not GOLDEN.exists():
        GOLDEN.write_text(json.dumps(got, indent=0, sort_keys=True) + "\n")
    want = json.loads(GOLDEN.read_text())
    assert got["setup"] == want["setup"]
    for index, (a, b) in enumerate(zip(got["steps"], want["steps"], strict=True)):
        assert a == b, f"step {index} differs"
    assert got["scores"] == want["scores"] and got["final"] == want["final"]
