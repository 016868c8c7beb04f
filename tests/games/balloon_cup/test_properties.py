"""Property tests over many random games: conservation, termination, hidden information,
JSON round trips and the integer path agreeing with the notation."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gametable
from gametable.games.balloon_cup.cards import CARD_NAMES, COLOURS, CUBE_COUNT, TROPHY_NEED

MAX_DECISIONS = 3000
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def accounted(state) -> None:
    """All 45 cards and 45 cubes are somewhere: hands, supply, discard, tiles, players, box."""
    data = state.to_json()
    cards = [*data["hands"][0], *data["hands"][1], *data["supply"], *data["discard"]]
    cards += [c for tile in data["tiles"] for side in tile["cards"] for c in side]
    assert sorted(cards) == sorted(CARD_NAMES)
    cubes = Counter(data["bag"])
    for tile in data["tiles"]:
        for colour, n in zip(COLOURS, tile["cubes"], strict=True):
            cubes[colour] += n
    for counts in [*data["cubes"], data["box"]]:
        for colour, n in zip(COLOURS, counts, strict=True):
            cubes[colour] += n
    assert [cubes[c] for c in COLOURS] == list(CUBE_COUNT)


def hides_the_other_hand(state, rng) -> None:
    """A view is the same whatever the hidden cards are: re-deal the other hand and the
    supply at random and compare (unless that hand is being shown while its owner is stuck)."""
    data = state.to_json()
    for seat in (0, 1):
        other = 1 - seat
        view = state.view(seat)
        shown = view["phase"] == "stuck" and view["to_act"] == [other]
        assert (view["hands"][other] is not None) == shown
        assert view["hand"] == sorted(data["hands"][seat], key=CARD_NAMES.index)
        if shown:
            continue
        pool = data["hands"][other] + data["supply"]
        size = len(data["hands"][other])
        for _ in range(50):  # a seat to place must hold a placeable card: deal until it does
            rng.shuffle(pool)
            swapped = dict(data, hands=[None, None], supply=pool[size:])
            swapped["hands"][seat] = data["hands"][seat]
            swapped["hands"][other] = pool[:size]
            try:
                twin = gametable.from_json(json.loads(json.dumps(swapped)))
            except gametable.BadOptions:
                continue
            assert twin.view(seat) == view
            break


def no_deadlock_limit(state) -> None:
    tiles = state.view(None)["tiles"]
    for colour, need in zip(COLOURS, TROPHY_NEED, strict=True):
        assert sum(t["cubes"].count(colour) for t in tiles) < need


@SETTINGS
@given(seed=st.integers(0, 2**32), no_deadlock=st.booleans())
def test_random_games_conserve_end_and_hide(seed, no_deadlock):
    state = gametable.new_game("balloon-cup", seed=seed, no_deadlock=no_deadlock)
    rng = random.Random(seed)
    for step in range(MAX_DECISIONS):
        if state.over:
            break
        accounted(state)
        if no_deadlock:
            no_deadlock_limit(state)
        if step % 7 == 0:
            hides_the_other_hand(state, rng)
        seat = state.to_act[0]
        state.play(seat, rng.choice(state.legal_moves(seat)))
    assert state.over and state.to_act == ()
    accounted(state)
    assert state.scores in ([1.0, 0.0], [0.0, 1.0], [0.5, 0.5])


@SETTINGS
@given(seed=st.integers(0, 2**32), cut=st.integers(0, 120))
def test_json_round_trip_mid_game_plays_on_identically(seed, cut):
    state = gametable.new_game("balloon-cup", seed=seed)
    rng = random.Random(seed)
    for _ in range(cut):
        if state.over:
            break
        seat = state.to_act[0]
        state.play(seat, rng.choice(state.legal_moves(seat)))
    copy = gametable.from_json(json.loads(json.dumps(state.to_json())))
    assert copy.to_json() == state.to_json()
    while not state.over:
        seat = state.to_act[0]
        assert copy.to_act == state.to_act
        assert copy.legal_actions(seat) == state.legal_actions(seat)
        move = rng.choice(state.legal_moves(seat))
        state.play(seat, move)
        copy.play(seat, move)
    assert copy.to_json() == state.to_json() and copy.scores == state.scores


@SETTINGS
@given(seed=st.integers(0, 2**32))
def test_integer_path_agrees_with_notation(seed):
    notation = gametable.new_game("balloon-cup", seed=seed)
    fast = gametable.new_game("balloon-cup", seed=seed)
    rng = random.Random(seed)
    while not notation.over:
        seat = notation.to_act[0]
        actions = fast.legal_actions(seat)
        moves = notation.legal_moves(seat)
        assert sorted(fast.action_to_move(a) for a in actions) == moves
        assert len(set(actions)) == len(actions)
        assert all(0 <= a < fast.num_actions for a in actions)
        assert fast.legal_actions(1 - seat) == []
        action = rng.choice(actions)
        move = fast.action_to_move(action)
        assert notation.move_to_action(move) == action
        twin = fast.clone() if rng.random() < 0.1 else None
        before = fast.to_json() if twin is not None else None
        fast.apply_action(seat, action)
        notation.play(seat, move)
        assert fast.to_json() == notation.to_json()
        if twin is not None:  # a clone is independent and plays on the same
            assert twin.to_json() == before
            twin.apply_action(seat, action)
            assert twin.to_json() == fast.to_json()
