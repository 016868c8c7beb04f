"""The Balloon Cup search's play-out policy: its lookup tables play as the rule they encode."""

import random

import pytest

import gametable
from gametable.games.balloon_cup.bots import greedy_rollout, tile_chance
from gametable.games.balloon_cup.cards import CARD_VALUE
from gametable.games.balloon_cup.notation import NUM_PLACE


def plain_greedy_rollout(state, rng, epsilon=0.15):
    """The policy written out move by move with the heuristic's own ``tile_chance``: the
    reference the tables must agree with."""
    while not state.over:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            state.apply_action(seat, legal[0])
            continue
        if legal[0] >= NUM_PLACE or rng.random() < epsilon:
            state.apply_action(seat, legal[rng.randrange(len(legal))])
            continue
        tiles = state.view(None)["tiles"]
        best = None
        for action in legal:
            card, slot = action >> 3, action & 7
            tile = slot >> 1
            before = tile_chance(tiles[tile], seat)
            after = tile_chance(tiles[tile], seat, (CARD_VALUE[card], slot & 1))
            score = (after - before) * (tile + 1)
            if state.left[slot] + state.left[slot ^ 1] == 1 and after == 0.0:
                score = -1000.0  # never complete a tile you lose
            if best is None or (score, action) > best:
                best = (score, action)
        state.apply_action(seat, best[1])
    return state.scores


@pytest.mark.parametrize("seed", range(30))
def test_greedy_rollout_plays_exactly_as_the_plain_policy(seed):
    state = gametable.new_game("balloon-cup", seed=seed)
    walk = random.Random(seed)
    for _ in range(walk.randrange(60)):  # start the play-outs from all stages of a game
        if state.over:
            break
        seat = state.to_act[0]
        state.apply_action(seat, walk.choice(state.legal_actions(seat)))
    for epsilon in (0.0, 0.15):
        fast, plain = state.clone(), state.clone()
        fast_rng, plain_rng = random.Random(seed), random.Random(seed)
        assert greedy_rollout(fast, fast_rng, epsilon) == plain_greedy_rollout(
            plain, plain_rng, epsilon)
        assert fast.to_json() == plain.to_json()
        assert fast_rng.getstate() == plain_rng.getstate()
