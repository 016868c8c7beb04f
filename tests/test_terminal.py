"""The game-independent terminal: plain hooks for a game whose terminal module has fewer, and
the end said in words from the protocol's scores."""

from __future__ import annotations

from gametable.terminal import hooks, scores_in_words


def test_the_end_in_words_from_the_scores():
    assert scores_in_words([1.0, 0.0], 0) == "Game over: you win."
    assert scores_in_words([1.0, 0.0], 1) == "Game over: seat 0 wins."
    assert scores_in_words([0.0, 1.0], None) == "Game over: seat 1 wins."
    assert scores_in_words([1.0, 0.0, 1.0, 0.0], 2) == "Game over: you win, with seat 0."
    assert scores_in_words([0.0, 1.0, 0.0, 1.0], 0) == "Game over: seat 1 and seat 3 win."
    assert scores_in_words([0.5, 0.5], 0) == "Game over: a draw."


def test_each_game_gets_its_own_hooks_or_plain_ones():
    for game in ("baloot", "balloon-cup"):
        own = hooks(game)
        assert "HOW TO TYPE" in own.help and "``" not in own.help and "VIEW" not in own.help
        assert own.outcome is not None
    assert hooks("baloot").read_move(" q♣ ") == "QC"
    assert hooks("balloon-cup").read_move(" red7@2:0 ") == "red7@2:0"
    plain = hooks("climbing")  # its terminal module draws; the rest is plain until it says more
    assert plain.prompt({}, 0, ["a", "b"]) == "Your move (2 legal; '?' lists them)"
    assert plain.move_text("x") == "x" and plain.help
