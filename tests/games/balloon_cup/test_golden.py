"""A golden playthrough: one seeded game, every move with both seats' views, compared on every
run, and refereed move by move by ``referee`` (the rules written out again, independently of the
engine), so the golden pins right play, not only unchanged play.

A missing or different golden fails. Regenerate only after a deliberate change of rules or view
format, and read the diff before committing it::

    .venv/bin/python -m tests.games.balloon_cup.test_golden
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

import gametable

from .referee import check_moves, check_scores

GOLDEN = Path(__file__).parent / "golden" / "seed_104.jsonl"
SEED = 104
CUMULATIVE = ("events", "moves")  # whole history: written once, in the last line
REGENERATE = "python -m tests.games.balloon_cup.test_golden"


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


def stored() -> list[str]:
    assert GOLDEN.exists(), f"{GOLDEN} is missing: regenerate it with `{REGENERATE}`"
    return GOLDEN.read_text().splitlines()


def test_golden_playthrough():
    lines = playthrough()
    expected = stored()
    assert len(lines) == len(expected)
    for number, (got, want) in enumerate(zip(lines, expected, strict=True)):
        assert json.loads(got) == json.loads(want), f"line {number + 1} of {GOLDEN.name} differs"


def test_golden_play_is_right_by_the_rules():
    lines = [json.loads(line) for line in stored()]
    counts = check_moves(lines)
    assert counts["placements"] > 40 and counts["exchanges"] and counts["claims"] == 3
    assert check_scores(lines) >= 8


def test_golden_game_covers_the_interesting_parts():
    final = json.loads(stored()[-1])["final"]
    kinds = {event["type"] for event in final["events"]}
    moves = [move for _, move in final["moves"]]
    assert {"score", "refill", "reshuffle", "end"} <= kinds
    assert any(move.startswith("claim") for move in moves)
    assert any(move.startswith("discard") for move in moves) and "show" in kinds


def test_a_missing_golden_fails_and_writes_nothing(tmp_path, monkeypatch):
    missing = tmp_path / "golden" / GOLDEN.name
    monkeypatch.setattr(sys.modules[__name__], "GOLDEN", missing)
    with pytest.raises(AssertionError, match="regenerate it with"):
        test_golden_playthrough()
    assert not missing.exists()


def regenerate() -> None:
    """Write the golden file from today's engine (the explicit command in the docstring)."""
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text("\n".join(playthrough()) + "\n")
    print(f"wrote {GOLDEN}")


if __name__ == "__main__":
    regenerate()
