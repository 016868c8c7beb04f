"""Terminal play: the renderer draws every phase, the prompt line says what is expected, suit
symbols are read as letters, and a whole hand is played through the prompt (and through
``gametable play baloot``) with a person in one seat and random bots in the others."""

from __future__ import annotations

import io
import random
import subprocess
import sys

from rich.console import Console

import gametable
from gametable.bots import make
from gametable.games.baloot.cards import SUIT_SYMBOLS
from gametable.games.baloot.terminal import move_text, prompt, read_move, render
from gametable.terminal import TerminalGame


def text_of(renderable) -> str:
    console = Console(file=io.StringIO(), width=100, color_system=None)
    console.print(renderable)
    return console.file.getvalue()


def test_render_every_phase_for_seats_and_spectator():
    state = gametable.new_game("baloot", seed=8, hands=2)
    rng = random.Random(8)
    phases = set()
    while not state.over:
        seat = state.to_act[0]
        for viewer in (seat, None):
            out = text_of(render(state.view(viewer), viewer))
            assert "Score sheet" in out
            if viewer is not None:
                assert "Your hand" in out and "(you)" in out
        phases.add(state.view(None)["phase"])
        state.play(seat, rng.choice(state.legal_moves(seat)))
    final = text_of(render(state.view(0), 0))
    assert "total" in final and ("win" in final or "Draw" in final)
    assert {"bidding", "playing"} <= phases


def symbols(move: str, rng: random.Random) -> str:
    """A card move as a person might type it: suit symbol or letter, any case, 10 for T."""
    if len(move.partition("+")[0]) != 2:
        return move
    card, plus, rest = move.partition("+")
    rank = rng.choice(["10", "T", "t"]) if card[0] == "T" else rng.choice([card[0],
                                                                           card[0].lower()])
    suit = rng.choice([SUIT_SYMBOLS[card[1]], card[1], card[1].lower()])
    return rank + suit + plus + rest


def test_a_whole_hand_through_the_prompt_with_suit_symbols():
    state = gametable.new_game("baloot", seed=4, hands=1)
    bots = {seat: make("random", "baloot", seed=seat) for seat in (1, 2, 3)}
    rng = random.Random(4)
    typed, prompts = [], []

    def person(prompt: str) -> str:
        prompts.append(prompt)
        if len(prompts) == 1:
            return "help"
        if len(prompts) == 2:
            return "?"
        move = rng.choice(game.state.legal_moves(0))
        typed.append((move, symbols(move, rng)))
        return typed[-1][1]

    out = io.StringIO()
    game = TerminalGame(state, bots, console=Console(file=out, width=100, color_system=None),
                        input_fn=person)
    final = game.run()
    assert final.over
    text = out.getvalue()
    mine = [move for seat, move in game.recorder.moves if seat == 0]
    assert mine == [move for move, _ in typed]  # what was typed, read as notation
    assert any(any(symbol in shown for symbol in "♠♥♦♣") for _, shown in typed)
    assert "Your bid, round 1 (ground card" in text or "A Hokum was called" in text
    assert any(line in text for line in ("Your lead: play a card:", "Follow suit",
                                         "You cannot follow"))
    assert "HOW TO TYPE" in text and "Q♣, QC" in text
    for developer_text in ("VIEW", "view(", "fast path", "``", "Setup:", "legal_actions"):
        assert developer_text not in text
    totals = final.totals
    assert f"{max(totals)} to {min(totals)}." in text
    assert ("Your team wins the match" if final.winner == 0 else
            "The other team wins the match") in text
    assert "Scores:" not in text


def test_what_a_player_types_is_read_as_notation():
    for typed, move in (("Q♣", "QC"), ("q♣", "QC"), ("QC", "QC"), ("10♥", "TH"), ("10h", "TH"),
                        ("T♡", "TH"), ("A♠+akka", "AS+akka"), ("hokum:♦", "hokum:D"),
                        (" sun ", "sun"), ("sira:K♥-J♥", "sira:KH-JH")):
        assert read_move(typed) == move
    state = gametable.new_game("baloot", seed=4)
    assert state.move_to_action(read_move("q♣")) == state.move_to_action("QC")
    assert move_text("TS+akka") == "10♠+akka" and move_text("pass") == "pass"


def test_the_prompt_line_says_what_is_expected_in_every_phase():
    state = gametable.new_game("baloot", seed=11, hands=2)
    rng = random.Random(11)
    seen = set()
    while not state.over:
        seat = state.to_act[0]
        view, legal = state.view(seat), state.legal_moves(seat)
        line = prompt(view, seat, legal)
        key = view["phase"] if view["phase"] != "bidding" else view["bidding"]["stage"]
        seen.add(key)
        expected = {"open": "Your bid", "takeover": "A Hokum was called",
                    "keep": "Nobody took your Hokum over", "claim": "A Sun was called",
                    "doubling": "Doubling: ", "playing": ("Your lead", "Follow suit",
                                                          "You cannot follow")}[key]
        assert line.startswith(expected), (key, line)
        state.play(seat, rng.choice(legal))
    assert {"open", "playing"} <= seen


def test_cli_play_with_piped_input():
    run = subprocess.run(
        [sys.executable, "-m", "gametable.cli", "play", "baloot", "--seed", "3"],
        input="?\nhelp\nbanana\nquit\n", capture_output=True, text=True, timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert "Score sheet" in run.stdout and "Illegal" in run.stdout
    assert "HOW TO TYPE" in run.stdout  # the players' help
    assert "seat 0>" in run.stdout and "You cannot follow ♦: play any card:" in run.stdout
