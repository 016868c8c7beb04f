"""The incremental view history (``state.vcache``) gives exactly the views of a fresh build."""

from __future__ import annotations

import json
import random

from gametable.games.balloon_cup import from_json, new_game


def test_incremental_views_equal_fresh_views() -> None:
    """A state viewed after every move, its clone (no cache) and a JSON reload agree."""
    for seed in (3, 11):
        state = new_game(seed=seed)
        rng = random.Random(seed)
        first = state.view(0)
        first_events = len(first["events"])  # the four refills of the setup
        while not state.over:
            seat = state.to_act[0]
            for viewer in (0, 1, None):
                view = state.view(viewer)
                assert view == state.clone().view(viewer)
            legal = state.legal_actions(seat)
            state.apply_action(seat, legal[rng.randrange(len(legal))])
        reloaded = from_json(json.loads(json.dumps(state.to_json())))
        assert state.view(1) == reloaded.view(1)
        assert state.view(1)["events"][-1]["type"] == "end"
        # earlier views were not changed by later moves (their lists were copies)
        assert first["moves"] == [] and len(first["events"]) == first_events == 4


def test_a_copy_starts_from_the_history_converted_so_far_and_goes_its_own_way() -> None:
    """The server views each move's copy of the state: the copy takes the original's history
    as converted so far, and after both play on differently each shows only its own."""
    state = new_game(seed=5)
    rng = random.Random(5)
    for _ in range(30):
        state.view(None)
        copy = state.clone()
        copy.apply_action(copy.to_act[0], copy.legal_actions(copy.to_act[0])[0])
        assert copy.vcache is None and copy.vprefix is not None
        state.apply_action(state.to_act[0], state.legal_actions(state.to_act[0])[-1])
        for mine in (state, copy):
            fresh = from_json(json.loads(json.dumps(mine.to_json())))
            for viewer in (0, 1, None):
                assert mine.view(viewer) == fresh.view(viewer)
        legal = state.legal_actions(state.to_act[0])
        state.apply_action(state.to_act[0], legal[rng.randrange(len(legal))])
        if state.over:
            break
