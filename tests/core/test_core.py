"""The core protocol, registry, records, bots and CLI, on a tiny game of their own."""

from __future__ import annotations

import json

import pytest

import gametable
from gametable import bots
from gametable.cli import main, parse_options
from gametable.core.errors import BadOptions, IllegalMove, UnknownGame
from gametable.core.records import Record, Recorder, replay
from gametable.terminal import TerminalGame
from tests.core import fake_game


@pytest.fixture
def pile(monkeypatch):
    fake_game.register(monkeypatch)
    return fake_game


def test_games_tuple():
    assert gametable.GAMES == ("balloon-cup", "baloot", "climbing")


def test_unknown_game_lists_the_games():
    with pytest.raises(UnknownGame) as error:
        gametable.new_game("chess")
    assert "balloon-cup" in str(error.value) and "chess" in str(error.value)


def test_names_with_underscores_are_accepted(pile):
    assert gametable.core.game_entry("BALLOON_CUP").name == "balloon-cup"


def test_bad_seed_and_setup(pile):
    with pytest.raises(BadOptions, match="seed"):
        gametable.new_game("pile", seed="seven")
    with pytest.raises(BadOptions, match="setup"):
        gametable.new_game("pile", setup=[1, 2])
    with pytest.raises(BadOptions, match="options"):
        gametable.new_game("pile", seed=1, colour="blue")


def test_from_json_needs_a_game():
    with pytest.raises(BadOptions):
        gametable.from_json({"pile": 3})
    with pytest.raises(UnknownGame):
        gametable.from_json({"game": "go"})


def test_illegal_move_leaves_state_unchanged(pile):
    state = gametable.new_game("pile", setup={"pile": 3, "secret": 9})
    before = state.to_json()
    for seat, move in [(1, "take1"), (0, "take3"), (0, "garbage"), (5, "take1"), (True, "take1")]:
        with pytest.raises(IllegalMove):
            state.play(seat, move)
        assert state.to_json() == before


def test_record_round_trip_and_replay(pile, tmp_path):
    recorder = Recorder(gametable.new_game("pile", seed=3))
    while not recorder.state.over:
        seat = recorder.state.to_act[0]
        recorder.play(seat, recorder.state.legal_moves(seat)[0])
    record = recorder.record()
    path = tmp_path / "game.json"
    record.save(path)
    loaded = Record.load(path)
    assert loaded == record
    assert replay(loaded).scores == recorder.state.scores


def test_replay_names_the_bad_move(pile):
    record = Record("pile", setup={"pile": 4, "secret": 1}, moves=[(0, "take2"), (0, "take1")])
    with pytest.raises(IllegalMove, match="move 2"):
        replay(record)


def test_replay_rejects_a_wrong_result(pile):
    record = Record("pile", setup={"pile": 2, "secret": 1}, moves=[(0, "take2")], result=[0, 1])
    with pytest.raises(BadOptions, match="replay gives"):
        replay(record)


def test_record_from_bad_dicts(pile):
    with pytest.raises(BadOptions):
        Record.from_dict([1, 2])
    with pytest.raises(BadOptions, match="moves"):
        Record.from_dict({"game": "pile", "setup": {}})
    with pytest.raises(BadOptions, match="pairs"):
        Record.from_dict({"game": "pile", "setup": {}, "moves": [["x"]]})
    with pytest.raises(UnknownGame):
        Record.from_dict({"game": "go", "setup": {}, "moves": []})


def test_random_bot_picks_legal_moves_reproducibly(pile):
    state = gametable.new_game("pile", setup={"pile": 9, "secret": 0})
    first = bots.make("random", "pile", seed=4)
    second = bots.make("random", "pile", seed=4)
    for _ in range(5):
        moves = state.legal_moves(state.to_act[0])
        move = first.choose(state.view(0), moves)
        assert move == second.choose(state.view(0), moves)
        assert move in moves


def test_bot_registry_errors(pile):
    with pytest.raises(BadOptions, match="available"):
        bots.make("oracle", "pile")
    with pytest.raises(BadOptions, match="level"):
        bots.make("random", "pile", level="impossible")
    assert bots.available("pile") == ["random"]


def test_parse_options():
    assert parse_options(["players=3", "no_deadlock=true", "profile=seed"]) == {
        "players": 3,
        "no_deadlock": True,
        "profile": "seed",
    }
    with pytest.raises(gametable.GametableError):
        parse_options(["players"])


def test_terminal_loop_answers_help_and_refuses_illegal(pile):
    from io import StringIO

    from rich.console import Console

    state = gametable.new_game("pile", setup={"pile": 3, "secret": 5})
    answers = iter(["?", "take9", "take2"])
    out = StringIO()
    game = TerminalGame(
        state,
        {1: bots.make("random", "pile", seed=1)},
        console=Console(file=out, width=100),
        input_fn=lambda prompt: next(answers),
    )
    final = game.run()
    text = out.getvalue()
    assert "take1 take2" in text
    assert "Illegal" in text
    assert final.over
    assert [move for _, move in game.recorder.moves][0] == "take2"


def test_cli_reports_unknown_game(capsys):
    assert main(["play", "chess"]) == 2
    assert "unknown game" in capsys.readouterr().err


def test_cli_replay(pile, tmp_path, capsys):
    record = Record("pile", setup={"pile": 2, "secret": 1}, moves=[(0, "take2")])
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record.to_dict()))
    assert main(["replay", str(path)]) == 0
    assert "all legal" in capsys.readouterr().out
    path.write_text("{not json")
    assert main(["replay", str(path)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
