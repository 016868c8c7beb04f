"""Every registered game against the protocol of ``docs/protocol.md``, through it alone."""

from __future__ import annotations

import json
import random

import pytest

import gametable
from gametable.core.fastpath import has_fast_path

GAMES = list(gametable.GAMES)
MAX_DECISIONS = 20_000


def random_walk(state, rng, steps):
    """Play up to ``steps`` random decisions; yield (state, seat) before each."""
    for _ in range(steps):
        if state.over:
            return
        seat = rng.choice(state.to_act)
        yield seat
        moves = state.legal_moves(seat)
        state.play(seat, rng.choice(moves))


@pytest.mark.parametrize("game", GAMES)
def test_random_games_end_with_scores(game):
    for seed in range(3):
        state = gametable.new_game(game, seed=seed, **({"hands": 1} if game == "baloot" else {}))
        rng = random.Random(seed)
        for _ in random_walk(state, rng, MAX_DECISIONS):
            pass
        assert state.over and state.to_act == ()
        scores = state.scores
        assert len(scores) == state.num_seats
        assert all(score in (0.0, 0.5, 1.0) for score in scores)


@pytest.mark.parametrize("game", GAMES)
def test_moves_sorted_unique_and_only_for_seats_to_act(game):
    state = gametable.new_game(game, seed=11)
    rng = random.Random(2)
    for seat in random_walk(state, rng, 300):
        moves = state.legal_moves(seat)
        assert moves and moves == sorted(set(moves))
        for other in range(state.num_seats):
            if other not in state.to_act:
                assert state.legal_moves(other) == []


@pytest.mark.parametrize("game", GAMES)
def test_refusals_change_nothing(game):
    state = gametable.new_game(game, seed=5)
    rng = random.Random(5)
    for seat in random_walk(state, rng, 150):
        before = json.dumps(state.to_json(), sort_keys=True)
        idle = [s for s in range(state.num_seats) if s not in state.to_act]
        attempts = [(seat, "no such move"), (seat, ""), (state.num_seats, "x"), (-1, "x")]
        if idle:
            attempts.append((idle[0], state.legal_moves(seat)[0]))
        for who, move in attempts:
            with pytest.raises(gametable.IllegalMove) as error:
                state.play(who, move)
            assert str(error.value)
            assert json.dumps(state.to_json(), sort_keys=True) == before


@pytest.mark.parametrize("game", GAMES)
def test_views_are_json_and_clone_is_independent(game):
    state = gametable.new_game(game, seed=3)
    rng = random.Random(3)
    for index, _seat in enumerate(random_walk(state, rng, 200)):
        if index % 20:
            continue
        for seat in [None, *range(state.num_seats)]:
            json.dumps(state.view(seat))
        copy = state.clone()
        saved = json.dumps(state.to_json(), sort_keys=True)
        walker = random_walk(copy, random.Random(index), 30)
        for _ in walker:
            pass
        assert json.dumps(state.to_json(), sort_keys=True) == saved


@pytest.mark.parametrize("game", GAMES)
def test_json_round_trip_plays_on_identically(game):
    state = gametable.new_game(game, seed=8)
    for _ in random_walk(state, random.Random(8), 60):
        pass
    copy = gametable.from_json(json.loads(json.dumps(state.to_json())))
    assert copy.to_json() == state.to_json()
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(200):
        if state.over:
            break
        assert copy.to_act == state.to_act
        seat = rng_a.choice(state.to_act)
        assert rng_b.choice(copy.to_act) == seat
        moves = state.legal_moves(seat)
        assert copy.legal_moves(seat) == moves
        move = rng_a.choice(moves)
        assert rng_b.choice(moves) == move
        state.play(seat, move)
        copy.play(seat, move)
        assert copy.view(seat) == state.view(seat)
    assert copy.over == state.over


@pytest.mark.parametrize("game", GAMES)
def test_records_replay_exactly(game, tmp_path):
    options = {"hands": 1} if game == "baloot" else {}
    recorder = gametable.Recorder(gametable.new_game(game, seed=21, **options))
    rng = random.Random(21)
    while not recorder.state.over:
        seat = rng.choice(recorder.state.to_act)
        recorder.play(seat, rng.choice(recorder.state.legal_moves(seat)))
    record = recorder.record()
    record.save(tmp_path / "r.json")
    replayed = gametable.replay(gametable.Record.load(tmp_path / "r.json"))
    assert replayed.scores == recorder.state.scores
    assert replayed.view(None) == recorder.state.view(None)


@pytest.mark.parametrize("game", GAMES)
def test_fast_path_agrees_with_notation(game):
    state = gametable.new_game(game, seed=4)
    assert has_fast_path(state), f"{game} offers no integer-action path"
    rng = random.Random(4)
    for seat in random_walk(state, rng, 400):
        actions = state.legal_actions(seat)
        assert all(0 <= a < state.num_actions for a in actions)
        assert sorted(state.action_to_move(a) for a in actions) == state.legal_moves(seat)
        for move in state.legal_moves(seat):
            assert state.action_to_move(state.move_to_action(move)) == move


@pytest.mark.parametrize("game", GAMES)
def test_unknown_option_is_refused_clearly(game):
    with pytest.raises(gametable.BadOptions) as error:
        gametable.new_game(game, seed=1, no_such_option=3)
    assert "no_such_option" in str(error.value)
