"""A hint for a pawn's place after a clash does not send the player back to the cube they just
clashed on (issue 31: following the hint's start clashed with the bot again and again)."""

from __future__ import annotations

import gametable
from gametable import bots


def after_a_clash(seed: int, bot_seed: int):
    """Seat 0 takes the hint's place, the heuristic bot in seat 1 its own; the position after."""
    state = gametable.new_game("climbing", seed=seed)
    bot = bots.make("heuristic", "climbing", seed=bot_seed)
    hinted = bots.make("search", "climbing", seed=0).place(state.view(0), state.legal_moves(0))
    state.play(0, hinted)
    state.play(1, bot.choose(state.view(1), state.legal_moves(1)))
    return state


def test_the_hint_steps_off_the_cube_it_clashed_on():
    # seeds (found with the engine) where the clashed place comes back and the heuristic's
    # ranking, which both players follow, still puts it first
    for seed in (22, 24, 27, 34):
        state = after_a_clash(seed, 1)
        view = state.view(0)
        assert view["phase"] == "place" and view["last_clash"]["phase"] == "placement"
        clashed = {p[:-1] for p in view["last_clash"]["places"]}
        legal = state.legal_moves(0)
        assert any(p[:-1] in clashed for p in legal), "the clashed cube must still be open"
        move = gametable.bots.hint("climbing", view, legal)["move"]
        assert move[:-1] not in clashed, (seed, move, view["last_clash"], legal)


def test_without_a_clash_the_hint_is_the_searchs_place():
    state = gametable.new_game("climbing", seed=22)
    view = state.view(0)
    move = gametable.bots.hint("climbing", view, state.legal_moves(0))["move"]
    assert move == bots.make("search", "climbing", seed=0).place(view, state.legal_moves(0))
