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
