"""Helpers shared by the tests of this folder (no test module is imported by another)."""

from __future__ import annotations

import random

import gametable


def random_prefix(game, seed, steps, **options):
    state = gametable.new_game(game, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.over:
            break
        for seat in state.to_act:
            state.apply_action(seat, rng.choice(state.legal_actions(seat)))
            if state.over:
                break
    return state
