"""The Balloon Cup search's play-out policy: its lookup tables play as the rule they encode."""

import random

import pytest

import gametable
from gametable.games.balloon_cup.actions import NUM_PLACE
from gametable.games.balloon_cup.bots import MEAN, greedy_rollout
from gametable.games.balloon_cup.cards import CARD_VALUE


def plain_greedy_rollout(state, rng, epsilon=0.15):
    """The policy written out move by move: the reference the tables must agree with."""
    while not state.over:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            state.apply_action(seat, legal[0])
            continue
        if legal[0] >= NUM_PLACE or rng.random() < epsilon:
            state.apply_action(seat, legal[rng.randrange(len(legal))])
            continue
        best, chosen = -1e9, legal[0]
        for action in legal:
            card, slot = action >> 3, action & 7
            tile, value = slot >> 1, CARD_VALUE[card]
            left, sums, up = state.left, state.sums, state.up
            if left[slot] == 1 and left[slot ^ 1] == 0:
                mine = sums[slot] + value if slot & 1 == seat else sums[slot ^ 1]
                theirs = sums[slot ^ 1] if slot & 1 == seat else sums[slot] + value
                if mine == theirs:
                    score = 50.0
                elif up[tile]:
                    score = 50.0 if mine > theirs else -100.0
                else:
                    score = 50.0 if mine < theirs else -100.0
                score *= tile + 1
            else:
                gain = value - MEAN if up[tile] else MEAN - value
                score = (gain if slot & 1 == seat else -gain) * (tile + 1)
            if score > best:
                best, chosen = score, action
        state.apply_action(seat, chosen)
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
