"""The game-independent terminal: plain hooks for a game whose terminal module has fewer, and
the end said in words from the protocol's scores."""

from __future__ import annotations

import json

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


def test_hints_say_the_move_as_advice_in_every_game():
    words = {game: hooks(game).hint_words for game in ("balloon-cup", "baloot", "climbing")}
    cup, baloot, climbing = words["balloon-cup"], words["baloot"], words["climbing"]
    assert cup("green1@4:1", {}, 0) == "Play green 1 on tile 4, your opponent's side"
    assert cup("red7@2:1", {}, 1) == "Play red 7 on tile 2, your side"
    assert cup("discard red7 gray1", {}, 0) == "Exchange red 7 and gray 1"
    assert cup("claim blue +red", {}, 0) == (
        "Claim the blue trophy, counting 3 red cubes as one blue")
    assert cup("stop", {}, 0) == "Stop claiming"
    open_bid = {"bidding": {"stage": "open"}}
    assert baloot("QH", open_bid, 0) == "Play Q♥"
    assert baloot("TC+akka", open_bid, 0) == "Play 10♣ and call Akka"
    assert baloot("hokum:H", open_bid, 0) == "Call Hokum ♥"
    assert baloot("hokum", {"bidding": {"stage": "keep"}}, 0) == "Keep your Hokum"
    assert baloot("double:open", open_bid, 0) == "Double (open)"
    assert baloot("sira:QH-KH-AH", open_bid, 0) == "Declare a sira (Q♥ K♥ A♥)"
    assert baloot("hundred:4K", open_bid, 0) == "Declare a hundred (four kings)"
    assert climbing("0S", {}, 0) == "Start at cube 0, south side"
    assert climbing("5", {}, 1) == "Point at cube 5"
    assert climbing("z-", {"pointed": [13, 5]}, 1) == "Turn cube 5: spin it clockwise"


def test_every_game_ends_in_words_with_who_and_the_score():
    cup = hooks("balloon-cup").outcome
    players = [{"trophies": ["red", "green", "blue"]}, {"trophies": ["gray"]}]
    view = {"result": {"winner": 0, "reason": "three trophies"}, "players": players}
    assert cup(view, 0) == ("You win (with three trophies): 3 trophies to 1. "
                            "Your trophies: red, green, blue; seat 1's: gray.")
    assert cup(view, 1).startswith("Your opponent wins (with three trophies): 3 trophies to 1.")
    baloot = hooks("baloot").outcome
    assert baloot({"totals": [158, 96], "winner": 0}, 2) == "Your team wins the match: 158 to 96."
    assert baloot({"totals": [158, 96], "winner": 0}, 1) == (
        "The other team wins the match: 158 to 96.")
    climbing = hooks("climbing").outcome
    won = {"winner": 1, "round": 7, "max_rounds": 200}
    assert climbing(won, 1) == "You win: your pawn has a path to the top, in round 7."
    assert climbing(won, 0) == "Player 1 wins: their pawn has a path to the top, in round 7."
    assert climbing({"winner": None, "round": 12, "max_rounds": 12}, 0) == (
        "A draw: no pawn reached the top alone in 12 rounds.")


def test_a_climbing_game_through_the_prompt_ends_in_words():
    import io
    import random

    from rich.console import Console

    import gametable
    from gametable.bots import make
    from gametable.terminal import TerminalGame

    state = gametable.new_game("climbing", seed=3, max_rounds=30)
    typed = iter(["hint", "?", "help", "99Q"])
    rng = random.Random(5)
    out = io.StringIO()

    def person(prompt: str) -> str:
        entry = next(typed, None)
        return entry if entry is not None else rng.choice(game.state.legal_moves(0))

    game = TerminalGame(state, {1: make("heuristic", "climbing", seed=1)},
                        console=Console(file=out, width=150, color_system=None),
                        input_fn=person, hint_level="easy")
    final = game.run()
    printed = out.getvalue()
    assert final.over and "Illegal:" in printed and "HOW TO TYPE" in printed
    assert "Hint: Start at cube " in printed and "iterations" not in printed
    assert hooks("climbing").outcome(final.view(0), 0) in printed
    assert "Game over: seat" not in printed


def test_resigning_at_the_prompt_ends_the_game_and_the_record_says_so(tmp_path):
    import io

    from rich.console import Console

    import gametable
    from gametable.bots import make
    from gametable.cli import main
    from gametable.terminal import TerminalGame

    state = gametable.new_game("baloot", seed=4, hands=1)
    me = state.to_act[0]
    typed = iter(["resign"])
    out = io.StringIO()
    bots = {s: make("heuristic", "baloot", seed=s) for s in range(4) if s != me}
    game = TerminalGame(state, bots, console=Console(file=out, width=150, color_system=None),
                        input_fn=lambda prompt: next(typed))
    final = game.run()
    assert final.over and game.resigned == me
    assert final.scores == [0.0 if s % 2 == me % 2 else 1.0 for s in range(4)]
    assert "You resigned. Game over:" in out.getvalue()
    path = tmp_path / "resigned.json"
    game.record().save(path)
    assert json.loads(path.read_text())["meta"]["resigned"] == me
    assert main(["replay", str(path)]) == 0


def test_a_partner_who_is_a_person_keeps_the_game_going():
    import io

    from rich.console import Console

    import gametable
    from gametable.terminal import TerminalGame

    state = gametable.new_game("baloot", seed=4, hands=1)
    me = state.to_act[0]
    typed = iter(["", "resign", "quit"])  # (the hand-over's Enter first)
    out = io.StringIO()
    game = TerminalGame(state, {}, console=Console(file=out, width=150, color_system=None),
                        input_fn=lambda prompt: next(typed))
    final = game.run()
    assert not final.over and game.resigned is None and me in final.to_act
    assert "No resignation:" in out.getvalue()
