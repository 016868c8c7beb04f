"""The stuck procedure: hand shown, exchange 0-4, place if now possible, else shown again."""

from __future__ import annotations

import pytest

from gametable import IllegalMove

from .helpers import NO_RED, snapshot, stuck


def test_the_stuck_hand_is_shown_and_only_exchanges_are_legal():
    state = stuck(["red5"])
    view = state.view(1)
    assert view["phase"] == "stuck" and state.to_act == (0,)
    assert view["hands"][0] == NO_RED  # shown to the opponent (in card order)
    assert state.view(None)["hands"][0] is not None
    moves = state.legal_moves(0)
    assert len(moves) == 1 + 8 + 28 + 56 + 70
    assert "discard" in moves and "discard yellow1 yellow2 green1 green2" in moves
    # listed at once for all exchanges, each named as its own code names it
    assert moves == sorted(state.action_to_move(a) for a in state.legal_actions(0))
    before = snapshot(state)
    for move, reason in [
        ("yellow1@1:0", "no legal placement"),
        ("discard yellow1 yellow2 green1 green2 blue1", "at most 4"),
        ("discard red5", "not in the hand"),
        ("discard yellow1 yellow1", "twice"),
    ]:
        with pytest.raises(IllegalMove, match=reason):
            state.play(0, move)
        assert snapshot(state) == before


def test_exchange_that_makes_a_placement_legal_must_place():
    state = stuck(["red5", "red10"])
    state.play(0, "discard gray4")
    view = state.view(0)
    assert view["phase"] == "place" and state.to_act == (0,)
    assert "red5" in view["hand"] and "gray4" not in view["hand"]
    assert view["discard"] == ["gray4"]
    assert state.view(1)["hands"][0] is None  # no longer shown
    assert state.legal_moves(0) == ["red5@1:0", "red5@1:1", "red5@2:0", "red5@2:1",
                                    "red5@3:0", "red5@3:1"]  # fmt: skip
    with pytest.raises(IllegalMove, match="only when no placement is legal"):
        state.play(0, "discard")
    state.play(0, "red5@2:1")
    assert state.to_act == (1,)
    assert "red10" in state.view(0)["hand"]  # the usual draw after placing
    assert state.view(None)["hand_sizes"] == [8, 8]


def test_exchange_that_leaves_the_player_stuck_ends_the_turn():
    state = stuck(["green4", "red10"])
    state.play(0, "discard gray4")
    view = state.view(None)
    shows = [e for e in view["events"] if e["type"] == "show"]
    assert [e["after_move"] for e in shows] == [1]  # shown again after the exchange
    assert sorted(shows[-1]["cards"]) == sorted([*NO_RED[:-1], "green4"])
    assert view["phase"] == "place" and state.to_act == (1,)
    assert view["hand_sizes"] == [8, 8]  # no placement, no draw
    assert "red10" not in state.view(0)["hand"]
    assert view["turns_without_score"] == 1
    assert view["moves"] == [[0, "discard gray4"]]


def test_exchanging_nothing_is_allowed():
    state = stuck(["red5"])
    state.play(0, "discard")
    assert state.to_act == (1,)
    assert state.view(0)["hand"] == NO_RED
    view = state.view(None)
    assert view["discard"] == [] and view["supply"] == 45 - 16 - 0 - 0
    assert [e["type"] for e in view["last_events"]] == ["show"]
