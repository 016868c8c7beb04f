"""The strength ledger's bookkeeping: chunks, pooling by fingerprint, and carry replays."""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def ledger_module():
    spec = importlib.util.spec_from_file_location(
        "strength_ledger", ROOT / "bench" / "strength_ledger.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run(module, ledger: Path, games: int = 4) -> None:
    args = argparse.Namespace(game="climbing", bots="heuristic,random", games=games, chunk=2,
                              jobs=1, option=[], ledger=ledger)
    assert module.run(args) == 0


def _report(module, ledger: Path, out: Path) -> str:
    module.report(argparse.Namespace(ledger=ledger, out=out))
    return out.read_text()


def _row(text: str) -> list[str]:
    line = next(ln for ln in text.splitlines() if ln.startswith("| climbing | heuristic"))
    return [cell.strip() for cell in line.split("|")[1:-1]]


def test_chunks_take_fresh_seeds_and_pool_under_todays_code(ledger_module, tmp_path):
    ledger = tmp_path / "ledger.jsonl"
    _run(ledger_module, ledger)
    lines = ledger_module.read_ledger(ledger)
    assert [ln["seed"] for ln in lines] == [1000, 1001]
    assert all(ln["games"] == 2 for ln in lines)
    row = _row(_report(ledger_module, ledger, tmp_path / "r.md"))
    assert row[3] == "4" and row[-1] == "0"  # 4 games pooled, none of older code


def test_a_change_of_code_restarts_the_pools(ledger_module, tmp_path, monkeypatch):
    ledger = tmp_path / "ledger.jsonl"
    _run(ledger_module, ledger)
    monkeypatch.setattr(ledger_module, "fingerprint", lambda game: "changed")
    row = _row(_report(ledger_module, ledger, tmp_path / "r.md"))
    assert row[3] == "0" and row[-1] == "4"


def test_carry_pools_older_runs_when_a_replay_plays_the_same(ledger_module, tmp_path,
                                                             monkeypatch):
    ledger = tmp_path / "ledger.jsonl"
    _run(ledger_module, ledger)
    old = ledger_module.read_ledger(ledger)[0]["fingerprint"]
    monkeypatch.setattr(ledger_module, "fingerprint", lambda game: "tidied")
    args = argparse.Namespace(game="climbing", jobs=1, ledger=ledger, same_code=False)
    assert ledger_module.carry(args) == 0
    carried = json.loads(ledger.read_text().splitlines()[-1])
    assert carried["carry"] == {"from": old, "to": "tidied"}
    assert carried["replayed"][0]["bots"] == ["heuristic", "random"]
    row = _row(_report(ledger_module, ledger, tmp_path / "r.md"))
    assert row[3] == "4" and row[-1] == "0"
    # a carry line is bookkeeping, not a chunk: the next chunk's seed follows the last one's
    _run(ledger_module, ledger, games=2)
    assert ledger_module.read_ledger(ledger)[-1]["seed"] == 1002
    assert ledger_module.carry(args) == 0  # already carried: nothing more is written
    assert len(ledger.read_text().splitlines()) == 4


def test_carry_refuses_when_a_replay_differs(ledger_module, tmp_path, monkeypatch):
    ledger = tmp_path / "ledger.jsonl"
    _run(ledger_module, ledger, games=2)
    line = json.loads(ledger.read_text())
    line["decisions"] += 1  # as if the recorded games had been played by other code
    ledger.write_text(json.dumps(line) + "\n")
    monkeypatch.setattr(ledger_module, "fingerprint", lambda game: "changed")
    args = argparse.Namespace(game="climbing", jobs=1, ledger=ledger, same_code=False)
    assert ledger_module.carry(args) == 1
    assert len(ledger.read_text().splitlines()) == 1
    row = _row(_report(ledger_module, ledger, tmp_path / "r.md"))
    assert row[3] == "0"


def test_retime_keeps_a_quiet_replays_times_when_it_plays_the_same(ledger_module, tmp_path):
    ledger = tmp_path / "ledger.jsonl"
    _run(ledger_module, ledger, games=2)
    line = json.loads(ledger.read_text())
    line["slowest"] = 5.0  # as if the chunk had been played on a busy machine
    ledger.write_text(json.dumps(line) + "\n")
    args = argparse.Namespace(game="climbing", over=1.0, jobs=1, ledger=ledger)
    assert ledger_module.retime(args) == 0
    timed = json.loads(ledger.read_text().splitlines()[-1])
    assert timed["same"] is True and timed["retime"]["seed"] == line["seed"]
    assert timed["slowest"] < 1.0
    assert [ln["seed"] for ln in ledger_module.read_ledger(ledger)] == [line["seed"]]
    row = _row(_report(ledger_module, ledger, tmp_path / "r.md"))
    assert row[3] == "2" and row[11] == f"{timed['slowest']:.2f} (5.00)"
    assert ledger_module.retime(args) == 0  # nothing left over the limit: nothing written
    assert len(ledger.read_text().splitlines()) == 2


def test_a_retime_that_plays_other_games_keeps_the_recorded_figure(ledger_module, tmp_path):
    ledger = tmp_path / "ledger.jsonl"
    _run(ledger_module, ledger, games=2)
    line = json.loads(ledger.read_text())
    line["slowest"], line["decisions"] = 5.0, line["decisions"] + 1
    ledger.write_text(json.dumps(line) + "\n")
    args = argparse.Namespace(game="climbing", over=1.0, jobs=1, ledger=ledger)
    assert ledger_module.retime(args) == 1
    timed = json.loads(ledger.read_text().splitlines()[-1])
    assert timed["same"] is False and timed["recorded"] == 5.0
    text = _report(ledger_module, ledger, tmp_path / "r.md")
    assert _row(text)[11] == "5.00"  # other games: the recorded figure stands
    assert f"slowest move {timed['slowest']:.2f} s, but played other games" in text
    assert ledger_module.retime(args) == 0  # replayed once is enough


def test_code_shape_ignores_docstrings_and_comments_only(ledger_module):
    shape = ledger_module.code_shape
    base = b'"""Doc."""\ndef f(x):\n    """Why."""\n    return x + 1\n'
    assert shape(base) == shape(b'"""Other doc."""\n# a comment\ndef f(x):\n    return x + 1\n')
    assert shape(base) != shape(b'"""Doc."""\ndef f(x):\n    return x + 2\n')
    assert shape(base) != shape(b'"""Doc."""\ndef f(x):\n    "not a docstring" + "!"\n'
                                b'    return x + 1\n')
    # code nothing names any more is left out of the old side's shape, but only that
    dead = b'from m import a, b\ndef f(x):\n    return x + 1\ndef old():\n    return 2\n'
    alive = b'from m import a\ndef f(x):\n    return x + 1\n'
    assert shape(dead, {"f", "a"}, {"f", "a"}) == shape(alive)
    assert shape(dead, {"f", "a", "old"}, {"f", "a"}) != shape(alive)  # still named: compared
    decorated = b'from m import a\ndef f(x):\n    return x + 1\n@register\ndef old():\n    pass\n'
    assert shape(decorated, {"f", "a"}, {"f", "a"}) != shape(alive)  # a decorator may run code


def _git(root: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=root, check=True, capture_output=True,
                          text=True).stdout.strip()


def test_same_code_carry_keeps_pools_through_changes_that_cannot_alter_play(ledger_module,
                                                                          tmp_path, monkeypatch):
    root = tmp_path / "repo"
    for part in ("core", "bots", "arena", "games/climbing"):
        (root / "gametable" / part).mkdir(parents=True)
        (root / "gametable" / part / "rules.py").write_text('"""Rules."""\nLIMIT = 3\n')
    (root / "gametable/bots/hints.py").write_text("LEVEL = 1\n")
    (root / "gametable/games/climbing/rules.py").write_text(
        '"""Rules."""\nLIMIT = 3\n\n\ndef unused():\n    return LIMIT\n')
    (root / "gametable/games/climbing/terminal.py").write_text("DRAWING = 1\n")
    _git(root, "init", "-q")

    def commit_all(message: str) -> None:
        _git(root, "add", ".")
        _git(root, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", message)

    commit_all("start")
    monkeypatch.setattr(ledger_module, "ROOT", root)
    mark = ledger_module.fingerprint("climbing")
    ledger = tmp_path / "ledger.jsonl"
    chunk = {"game": "climbing", "bots": ["heuristic", "random"], "options": {}, "seed": 1000,
             "games": 2, "fingerprint": mark, "commit": _git(root, "rev-parse", "--short",
                                                             "HEAD")}
    ledger.write_text(json.dumps(chunk) + "\n")
    args = argparse.Namespace(game="climbing", jobs=1, ledger=ledger, same_code=True)

    rules = root / "gametable/games/climbing/rules.py"
    rules.write_text('"""Rules, see docs/rules.md."""\n# why three\nLIMIT = 3\n')
    (root / "gametable/games/climbing/terminal.py").write_text("DRAWING = 2\n")  # not play
    (root / "gametable/bots/hints.py").write_text("LEVEL = 2\n")  # hints: not arena play
    commit_all("docs, dead code out, hints")
    assert ledger_module.carry(args) == 0
    carried = json.loads(ledger.read_text().splitlines()[-1])
    assert carried["carry"] == {"from": mark, "to": ledger_module.fingerprint("climbing")}
    assert carried["same_code"] == chunk["commit"]

    rules.write_text('"""Rules."""\nLIMIT = 4\n')  # a change of play: nothing carried
    commit_all("play")
    assert ledger_module.carry(args) == 1
    assert len(ledger.read_text().splitlines()) == 2
