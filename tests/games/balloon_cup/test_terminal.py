"""Terminal drawing and play: every phase renders, a whole game at the prompt, record, replay."""

from __future__ import annotations

import io
import random
import re

from rich.console import Console

import gametable
from gametable.bots import RandomBot
from gametable.bots.hints import hint
from gametable.cli import main as cli_main
from gametable.games.balloon_cup.terminal import hint_words, prompt, render
from gametable.terminal import TerminalGame

from .helpers import stuck


def text_of(renderable) -> str:
    console = Console(file=io.StringIO(), width=140, color_system=None)
    console.print(renderable)
    return console.file.getvalue()


def test_render_shows_tiles_hand_cubes_supply_and_turn():
    state = gametable.new_game("balloon-cup", seed=4)
    seat = state.to_act[0]
    view = state.view(seat)
    text = text_of(render(view, seat))
    for number in (1, 2, 3, 4):
        assert f"Tile {number}" in text
    assert "▬ plains" in text and "▲ mountain" in text and "the lower sum wins" in text
    assert all(card in text for card in view["hand"])
    assert f"supply {view['supply']}" in text
    for tile in view["tiles"]:  # colour is never the only sign: every cube carries its name
        for colour in set(tile["cubes"]):
            count = tile["cubes"].count(colour)
            assert f"■{colour}" + (f"×{count}" if count > 1 else "") in text
    assert "your move" in text
    other = text_of(render(state.view(1 - seat), 1 - seat))
    assert not any(re.search(rf"\b{card}\b", other) for card in view["hand"])


def test_render_stuck_claim_and_game_over():
    shown = stuck(["red5"])
    text = text_of(render(shown.view(1), 1))
    assert "Seat 0 shows" in text and "stuck: exchange cards" in text
    assert prompt(shown.view(0), 0, shown.legal_moves(0)).startswith(
        "No card of yours fits: exchange 0-4 cards")
    state = gametable.new_game("balloon-cup", seed=9)
    rng = random.Random(9)
    phases = set()
    while not state.over:
        seat = state.to_act[0]
        view = state.view(seat)
        if view["phase"] not in phases:
            phases.add(view["phase"])
            assert "Balloon Cup" in text_of(render(view, seat))
        state.play(seat, rng.choice(state.legal_moves(seat)))
    assert "Game over" in text_of(render(state.view(None), None))


def test_a_whole_game_at_the_prompt_against_the_random_bot(tmp_path):
    state = gametable.new_game("balloon-cup", seed=12)
    typed = iter(["?", "help", "garbage", "red99@1:0"])
    rng = random.Random(3)

    def person(prompt: str) -> str:
        entry = next(typed, None)
        if entry is not None:
            return entry
        return rng.choice(game.state.legal_moves(0))

    out = io.StringIO()
    game = TerminalGame(
        state, {1: RandomBot("balloon-cup", seed=1)}, console=Console(file=out, width=120),
        input_fn=person,
    )  # fmt: skip
    final = game.run()
    assert final.over
    printed = out.getvalue()
    assert "Illegal:" in printed and "cannot read 'garbage'" in printed
    assert "there is no red99 card" in printed
    assert "HOW TO TYPE" in printed and "VIEW" not in printed and "SETUP" not in printed
    assert "Place a card as card@tile:side (your side is 0" in printed
    winner = final.view(None)["result"]["winner"]
    said = {None: "A draw", 0: "You win", 1: "Your opponent wins"}
    assert said[winner] in printed and "Scores:" not in printed
    path = tmp_path / "game.json"
    game.recorder.record().save(path)
    assert cli_main(["replay", str(path)]) == 0


def test_hint_at_the_prompt_suggests_a_legal_move_and_changes_nothing():
    state = gametable.new_game("balloon-cup", seed=4)
    seat = state.to_act[0]
    legal = state.legal_moves(seat)
    answers = iter(["hint", "quit"])
    out = io.StringIO()
    game = TerminalGame(state, {1 - seat: RandomBot("balloon-cup", seed=1)},
                        console=Console(file=out, width=140, color_system=None),
                        input_fn=lambda prompt: next(answers), hint_level="easy")
    game.run()
    suggested = re.search(r"Hint: (.+?)(?: — about (\d+)% to win)?\.\n", out.getvalue())
    assert suggested, out.getvalue()[-500:]
    # the chance is said only where the search chose (the hint is the same each time)
    advice = hint(state.game, state.view(seat), legal, level="easy")
    assert (suggested.group(2) is not None) == advice["chance_known"], out.getvalue()[-500:]
    view = state.view(seat)
    assert suggested.group(1) in {hint_words(move, view, seat) for move in legal}
    assert "iterations" not in out.getvalue()
    assert game.recorder.moves == []  # a hint plays nothing


def test_undo_at_the_prompt_takes_back_your_move_and_the_bots_reply():
    """Alone against a bot, ``undo`` puts the game back where your last move was made from
    (the bot's reply gone too), and says so where there is nothing to take back."""
    state = gametable.new_game("balloon-cup", seed=4)
    seat = state.to_act[0]
    opening = state.clone()
    first = state.legal_moves(seat)[0]
    answers = iter(["undo", first, "undo", "undo", "quit"])
    out = io.StringIO()
    game = TerminalGame(state, {1 - seat: RandomBot("balloon-cup", seed=1)},
                        console=Console(file=out, width=140, color_system=None),
                        input_fn=lambda prompt: next(answers))
    game.run()
    printed = out.getvalue()
    assert "you have made no move to take back" in printed  # the first 'undo', and the last
    assert printed.count("you have made no move to take back") == 2
    assert "Taken back: " in printed
    # back where it began: the same position, nothing recorded, the same moves to choose from
    assert game.recorder.moves == []
    assert game.state.to_json() == opening.to_json()
    assert game.state.legal_moves(seat) == opening.legal_moves(seat)
