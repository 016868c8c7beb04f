"""Terminal play: the renderer draws every phase, and ``gametable play baloot`` runs end to end
with a person in one seat and random bots in the others."""

from __future__ import annotations

import io
import random
import subprocess
import sys

from rich.console import Console

import gametable
from gametable.bots import make
from gametable.games.baloot.terminal import render
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


def test_a_whole_hand_at_the_terminal_against_bots():
    state = gametable.new_game("baloot", seed=4, hands=1)
    bots = {seat: make("random", "baloot", seed=seat) for seat in (1, 2, 3)}
    out = io.StringIO()
    game = TerminalGame(state, bots, console=Console(file=out, width=100),
                        input_fn=lambda prompt: state.legal_moves(0)[0])
    final = game.run()
    assert final.over
    text = out.getvalue()
    assert "Game over" in text and "Score sheet" in text
    record = game.recorder.record()
    assert record.options["hands"] == 1 and record.result == final.scores


def test_cli_play_with_piped_input():
    run = subprocess.run(
        [sys.executable, "-m", "gametable.cli", "play", "baloot", "--seed", "3"],
        input="?\nhelp\nbanana\nquit\n", capture_output=True, text=True, timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert "Score sheet" in run.stdout and "Illegal" in run.stdout
    assert "Bidding" in run.stdout  # the notation help
