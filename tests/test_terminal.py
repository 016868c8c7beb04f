"""The game-independent terminal: plain hooks for a game whose terminal module has fewer, and
the end said in words from the protocol's scores."""

from __future__ import annotations

from gametable.terminal import hooks, scores_in_words
from tests.core.fake_game import register


def test_the_end_in_words_from_the_scores():
    assert scores_in_words([1.0, 0.0], 0) == "Game over: you win."
    assert scores_in_words([1.0, 0.0], 1) == "Game over: seat 0 wins."
    assert scores_in_words([0.0, 1.0], None) == "Game over: seat 1 wins."
    assert scores_in_words([1.0, 0.0, 1.0, 0.0], 2) == "Game over: you win, with seat 0."
    assert scores_in_words([0.0, 1.0, 0.0, 1.0], 0) == "Game over: seat 1 and seat 3 win."
    assert scores_in_words([0.5, 0.5], 0) == "Game over: a draw."


def test_each_game_gets_its_own_hooks():
    for game in ("baloot", "balloon-cup", "climbing"):
        own = hooks(game)
        assert "HOW TO TYPE" in own.help and "``" not in own.help and "VIEW" not in own.help
    assert hooks("baloot").read_move(" q♣ ") == "QC"
    assert hooks("balloon-cup").read_move(" red7@2:0 ") == "red7@2:0"
    assert hooks("climbing").prompt({"phase": "turn"}, 0, ["x+", "x-"]).endswith(": x+ x-")


def test_a_game_with_only_a_picture_gets_plain_hooks(monkeypatch):
    register(monkeypatch)  # a tiny game whose terminal module only draws
    plain = hooks("pile")
    assert plain.prompt({}, 0, ["take1", "take2"]) == "Your move (2 legal; '?' lists them)"
    assert plain.outcome is None and plain.move_text("take1") == "take1"
    assert plain.read_move(" take1 ") == "take1" and plain.help
