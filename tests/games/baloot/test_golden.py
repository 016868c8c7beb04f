"""Golden playthroughs: seeded hands, every move with the mover's view and legal moves, and the
final views of every seat, compared with the stored files on every run. Each file is also
refereed move by move by ``referee`` (the rules written out again, independently of the
engine), so the goldens pin right play, not only unchanged play.

A missing or different golden fails. Regenerate only after a deliberate change of rules or view
format, and read the diff before committing it::

    .venv/bin/python -m tests.games.baloot.test_golden
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

import gametable

from .referee import check_hand, check_moves

FOLDER = Path(__file__).parent / "golden"
#: file name → seed: a Sun hand the buyer fails; a Hokum taken to Gahwa, with trumping
GOLDENS = {"playthrough.jsonl": 2024, "hokum_gahwa.jsonl": 2084}
REGENERATE = "python -m tests.games.baloot.test_golden"


def playthrough(seed: int) -> list[str]:
    state = gametable.new_game("baloot", seed=seed, hands=1)
    rng = random.Random(seed)
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


def stored(name: str) -> list[str]:
    path = FOLDER / name
    assert path.exists(), f"{path} is missing: regenerate it with `{REGENERATE}`"
    return path.read_text().splitlines()


@pytest.mark.parametrize("name", GOLDENS)
def test_golden_playthrough(name):
    lines = playthrough(GOLDENS[name])
    want = stored(name)
    assert len(want) == len(lines), f"{name}: {len(lines)} lines played, {len(want)} stored"
    for index, (expected, got) in enumerate(zip(want, lines, strict=True)):
        assert json.loads(got) == json.loads(expected), f"{name}: line {index + 1} differs"


@pytest.mark.parametrize("name", GOLDENS)
def test_golden_play_is_right_by_the_rules(name):
    lines = [json.loads(line) for line in stored(name)]
    assert check_moves(lines[1:-1]) == 32  # every card of the hand
    final = lines[-1]["final"]["spectator"]
    entry = check_hand(final)
    assert final["winner"] == lines[-1]["scores"].index(1.0) % 2
    assert entry["points"][final["winner"]] > entry["points"][1 - final["winner"]]


def test_the_goldens_cover_sun_hokum_trumping_and_gahwa():
    finals = {name: json.loads(stored(name)[-1])["final"]["spectator"] for name in GOLDENS}
    assert {f["contract"]["type"] for f in finals.values()} == {"sun", "hokum"}
    assert any(f["doubling"]["level"] == 5 for f in finals.values())
    hokum = next(f for f in finals.values() if f["contract"]["type"] == "hokum")
    trump = hokum["contract"]["trump"]
    assert any(card[1] == trump and trick["cards"][0][1][1] != trump
               for trick in hokum["tricks"] for _, card in trick["cards"])


def test_a_missing_golden_fails_and_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(sys.modules[__name__], "FOLDER", tmp_path / "golden")
    with pytest.raises(AssertionError, match="regenerate it with"):
        test_golden_playthrough("playthrough.jsonl")
    assert not (tmp_path / "golden").exists()


def regenerate() -> None:
    """Write every golden file from today's engine (the explicit command in the docstring)."""
    FOLDER.mkdir(exist_ok=True)
    for name, seed in GOLDENS.items():
        (FOLDER / name).write_text("\n".join(playthrough(seed)) + "\n")
        print(f"wrote {FOLDER / name}")


if __name__ == "__main__":
    regenerate()
