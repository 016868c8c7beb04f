"""gametable.bots.hints: a hint is bound by iterations, never by the clock."""

from __future__ import annotations

import itertools
import time

import gametable
from gametable.bots.hints import hint


def test_a_slow_machine_gets_the_same_hint(monkeypatch):
    """With a clock that jumps 10 s at every look (a time cap would stop the search at once),
    the hint is the one a quick machine gets: the same view gives the same hint."""
    state = gametable.new_game("baloot", seed=3, hands=1)
    for _ in range(6):
        seat = state.to_act[0]
        state.play(seat, state.legal_moves(seat)[0])
    seat = state.to_act[0]
    view, legal = state.view(seat), state.legal_moves(seat)
    quick = hint("baloot", view, legal, level="easy")
    clock = itertools.count(start=1000.0, step=10.0)
    monkeypatch.setattr(time, "perf_counter", lambda: next(clock))
    slow = hint("baloot", view, legal, level="easy")
    assert slow["seconds"] > 10  # the clock did jump
    for key in ("move", "win_chance", "iterations", "moves"):
        assert slow[key] == quick[key], key
    assert quick["iterations"] > 1


def test_a_climbing_hint_names_the_choices_it_expects_of_the_others():
    """Pointing is secret and at once: the hint says where it expects each other seat to point
    (the heuristic's choice from their seat), so a hint that sends you to the same cube says it
    is a clash. A phase where one seat acts alone expects nothing."""
    from gametable.bots.factory import make

    state = gametable.new_game("climbing", seed=2, players=3)
    while state.view(0)["phase"] == "place":
        for seat in state.to_act:
            state.play(seat, state.legal_moves(seat)[-1])
    assert state.view(0)["phase"] == "point"
    answer = hint("climbing", state.view(0), state.legal_moves(0), level="easy")
    heuristic = make("heuristic", "climbing", seed=0)
    assert answer["expected"] == {
        str(seat): heuristic.choose(state.view(seat), state.legal_moves(seat)) for seat in (1, 2)}
    baloot = gametable.new_game("baloot", seed=3, hands=1)
    seat = baloot.to_act[0]
    answer = hint("baloot", baloot.view(seat), baloot.legal_moves(seat), level="easy")
    assert answer["expected"] == {}
