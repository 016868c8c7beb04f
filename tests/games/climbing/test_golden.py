"""Golden playthroughs, compared with the stored files on every run; a missing file fails.

- ``fixtures/golden_game.json``: one seeded 3-player game (pawn places chosen, a clash among
  them), every move with the mover's view and the spectator's terminal picture at each
  round's end. It pins unchanged play.
- ``fixtures/golden_rules_example.json``: the rules page's worked example (players D and E on
  ``fixtures/rules_example.json``) move by move, every view in full. Besides matching the
  engine's replay, each recorded step is checked against what the rules page says happens,
  with paths found by a search of its own on the recorded squares
  (``helpers.slow_paths``), so this golden pins right play, not only unchanged play.

A test run never writes a golden. Regenerate on purpose, after checking the change is right::

    .venv/bin/python -m tests.games.climbing.test_golden --regenerate
"""

from __future__ import annotations

import argparse
import json
import os
import random
from collections.abc import Callable
from pathlib import Path

from rich.console import Console

import gametable
from gametable.games.climbing import cubes as C
from gametable.games.climbing.terminal import render

from .helpers import FIXTURES, example_setup, slow_paths

GOLDEN = FIXTURES / "golden_game.json"
EXAMPLE_GOLDEN = FIXTURES / "golden_rules_example.json"
REGENERATE = ".venv/bin/python -m tests.games.climbing.test_golden --regenerate"
D, E = 0, 1


def compact(view: dict) -> dict:
    """The view less what is fixed geometry or derived (square corners, path points): the
    cube patterns, paths by cube, pawns and everything else stay."""
    view = json.loads(json.dumps(view))
    for cube in view["cubes"]:
        del cube["squares"]
    for path in [*view["paths"], *(view.get("turn_outcomes") or {}).values()]:
        path["segments"] = len(path.pop("segments"))
        path["points"] = len(path["points"])
    return view


def picture(state) -> str:
    console = Console(width=100, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
    console.print(render(state.view(None), None))
    return console.export_text()


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
            step["picture"] = picture(state)
        steps.append(step)
    return {"setup": state.setup(), "steps": steps, "scores": state.scores,
            "final": state.to_json()}


#: the worked example's round: D points at E's own cube 1 (lower down), E at cube 13 and turns
#: it a quarter counter-clockwise about the axis pointing at the viewer (south): ``y-``
EXAMPLE_MOVES = ((D, "1"), (E, "13"), (E, "y-"))


def play_example() -> dict:
    state = gametable.new_game("climbing", setup=example_setup())
    steps = [{"seat": None, "move": None, "view": state.view(None)}]
    for seat, move in EXAMPLE_MOVES:
        state.play(seat, move)
        steps.append({"seat": seat, "move": move, "view": state.view(None)})
    return {"setup": state.setup(), "steps": steps, "scores": state.scores}


GOLDENS: dict[Path, Callable[[], dict]] = {GOLDEN: play_golden, EXAMPLE_GOLDEN: play_example}


def load(path: Path) -> dict:
    assert path.exists(), f"{path.name} is missing; regenerate it on purpose: {REGENERATE}"
    return json.loads(path.read_text())


def test_golden_playthrough():
    want = load(GOLDEN)
    got = json.loads(json.dumps(play_golden()))
    assert got["setup"] == want["setup"]
    for index, (a, b) in enumerate(zip(got["steps"], want["steps"], strict=True)):
        assert a == b, f"step {index} differs"
    assert got["scores"] == want["scores"] and got["final"] == want["final"]


def test_golden_playthrough_has_a_placement_clash():
    # the golden covers the placement rules: a clash, then every pawn on a cube of its own
    steps = load(GOLDEN)["steps"]
    clashes = [s["view"]["last_clash"] for s in steps if s["view"]["last_clash"]]
    assert clashes and clashes[0]["phase"] == "placement"
    cubes = [pawn["cube"] for pawn in steps[-1]["view"]["pawns"]]
    assert len(set(cubes)) == len(cubes)


def test_the_rules_example_golden_matches_the_engine():
    assert json.loads(json.dumps(play_example())) == load(EXAMPLE_GOLDEN)


def face(view: dict, cube: int, name: str) -> str:
    return view["cubes"][cube]["faces"][name]


def test_the_rules_example_golden_is_the_rules_pages_play():
    """Each recorded step against the rules page (Example from the source; A round 3-4)."""
    start, d_points, e_points, e_turns = (s["view"] for s in load(EXAMPLE_GOLDEN)["steps"])
    # before the round: E's own cube shows a vertical halves face and E's path reaches the
    # foot of the upper cube (13), not its top; D's path reaches E's cube and no higher
    assert face(start, 1, "S") in ("BWBW", "WBWB")
    e_cubes, e_top = slow_paths(start, E)
    assert 13 in e_cubes and not e_top
    d_cubes, d_top = slow_paths(start, D)
    assert 1 in d_cubes and 13 not in d_cubes and not d_top
    # the pointing is secret until both have chosen; then the top layer turns first: E alone
    assert d_points["pointed"] is None and d_points["to_act"] == [E]
    assert e_points["pointed"] == [1, 13] and e_points["layer"] == 3 and e_points["to_act"] == [E]
    # E's quarter turn counter-clockwise about the axis pointing at the viewer: the south face
    # turns in its own plane, counter-clockwise as the viewer sees it, into vertical halves
    south_before = C.parse_pattern(face(start, 13, "S"))
    assert face(e_turns, 13, "S") == C.format_pattern(C.rotate_pattern(south_before))
    assert C.face_type(south_before) == "halves" and face(e_turns, 13, "S") in ("BWBW", "WBWB")
    changed = [c for c in range(14) if start["cubes"][c] != e_turns["cubes"][c]]
    assert changed == [13]  # D's cube 1 is never turned
    # E alone has a path to the centre of the top face: E wins before layer 1 turns
    assert slow_paths(e_turns, E)[1] and not slow_paths(e_turns, D)[1]
    assert e_turns["phase"] == "over" and e_turns["winner"] == E
    assert e_turns["result"] == [0.0, 1.0] and e_turns["turns"] == [[E, 13, "y-"]]


def regenerate() -> None:
    for path, play in GOLDENS.items():
        path.write_text(json.dumps(play(), indent=0, sort_keys=True) + "\n")
        print(f"wrote {path}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Write the climbing golden files anew.")
    parser.add_argument("--regenerate", action="store_true", required=True,
                        help="overwrite the golden files with today's engine's play")
    parser.parse_args()
    regenerate()
