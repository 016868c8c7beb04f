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


def _balloon_cup_at(want, seed: int = 5):
    """A Balloon Cup position where seat 0 is to act and ``want(legal)`` holds, reached by
    seeded random moves (the first of some tries that gets there)."""
    import random

    for trial in range(300):
        rng = random.Random(trial)
        state = gametable.new_game("balloon-cup", seed=seed)
        while not state.over:
            seat = state.to_act[0]
            legal = state.legal_moves(seat)
            if seat == 0 and want(legal):
                return state
            state.play(seat, rng.choice(legal))
    raise AssertionError("no such position")


def test_a_figure_only_where_the_search_chose():
    """Balloon Cup's hint gave 30 % on a first move, 100 % when stuck, 63 % next turn: the
    exchange when stuck spread the search over some 160 exchanges (two visits each) and a
    claim is chosen by the game's own search before the search, so the chance is marked as
    known only for a real choice with enough visits."""
    cases = {
        "a placement": lambda legal: len(legal) > 3 and "@" in legal[0],
        "an exchange": lambda legal: legal[0].startswith("discard"),
        "a claim": lambda legal: any(m.startswith("claim") for m in legal),
    }
    known = {}
    for name, want in cases.items():
        state = _balloon_cup_at(want)
        answer = hint("balloon-cup", state.view(0), state.legal_moves(0))
        known[name] = answer["chance_known"]
        assert 0.0 <= answer["win_chance"] <= 1.0
    assert known == {"a placement": True, "an exchange": False, "a claim": False}


def test_a_climbing_hint_says_what_its_move_is_for():
    """A hint's ``why`` is what its move does from the seat's view: the cubes its best turn
    adds to the seat's path and takes from each other seat's, said beside the move (a
    newcomer told "point at cube 8" with a chance of winning did not know why). Each part is
    checked against the position itself."""
    from gametable.bots.factory import make
    from gametable.games.climbing.bots import best_turn
    from gametable.games.climbing.sampler import sample_state

    bot = make("search", "climbing", seed=0, level="easy")
    state = gametable.new_game("climbing", seed=2, players=3)
    said: list = []
    for _ in range(40):  # on to a pointing where some cube cuts another path (round 4)
        if state.view(0)["phase"] == "point" and 0 in state.to_act:
            view = state.view(0)
            said = [bot.purpose(view, move) for move in state.legal_moves(0)]
            if any(why["cuts"] for why in said):
                break
        for seat in state.to_act:
            state.play(seat, state.legal_moves(seat)[-1])
    position = sample_state(view)
    for move, why in zip(state.legal_moves(0), said, strict=True):
        cube = int(move)
        trial = position.clone()
        trial.turn_cube(cube, best_turn(position, 0, cube)[1])
        assert why["cube"] == cube
        assert why["opens"] == sorted(trial.paths(0)[0] - position.paths(0)[0] - {cube})
        assert why["cuts"] == [
            {"seat": s, "cubes": sorted(position.paths(s)[0] - trial.paths(s)[0])}
            for s in (1, 2) if position.paths(s)[0] - trial.paths(s)[0]]
    assert any(why["opens"] for why in said) and any(why["cuts"] for why in said), said
    answer = hint("climbing", view, state.legal_moves(0), level="easy")
    assert answer["why"] == said[state.legal_moves(0).index(answer["move"])]
    baloot = gametable.new_game("baloot", seed=3, hands=1)
    seat = baloot.to_act[0]
    assert hint("baloot", baloot.view(seat), baloot.legal_moves(seat), level="easy")["why"] is None
