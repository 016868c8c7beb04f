"""Scoring a tile: plains and mountain winners, ties to the last placer, flip, refill, removal,
the loser moving next, the placer drawing afterwards, and the ends without a third trophy."""

from __future__ import annotations

from .helpers import cubes_of, position

HAND0 = ["red1", "red2", "red3", "red4", "red5", "red6", "red7", "red8"]
HAND1 = ["yellow1", "yellow2", "yellow3", "yellow5", "yellow6", "yellow7", "yellow8", "yellow9"]


def test_plains_lower_sum_wins_and_the_loser_moves_next_even_if_he_placed():
    state = position(
        hands=[HAND0, ["blue9", *HAND1[1:]]],
        tiles=[
            {"side": "plains", "cubes": ["blue"], "cards": [["blue3"], []]},
            {"side": "mountain", "cubes": ["red", "yellow"]},
            {"side": "plains", "cubes": ["red", "yellow", "green"]},
            {"side": "mountain", "cubes": ["red", "yellow", "green", "gray"]},
        ],
        bag=["gray", "green"],
        supply=["green1"],
        cur=1,
    )
    state.play(1, "blue9@1:1")
    view = state.view(None)
    score = view["last_score"]
    assert score["winner"] == 0 and score["sums"] == [3, 9] and score["side"] == "plains"
    assert score["cards"] == [["blue3"], ["blue9"]] and not score["tie"]
    assert cubes_of(state, 0)["blue"] == 1
    assert view["discard"] == ["blue3", "blue9"]
    tile = view["tiles"][0]
    assert tile["side"] == "mountain"  # flipped
    assert tile["cubes"] == ["gray"]  # refilled from the top of the bag
    assert tile["cards"] == [[], []] and tile["free"] == [{"gray": 1}, {"gray": 1}]
    assert view["bag"] == 45 - 10 - 1  # 10 on the tiles again, 1 with seat 0
    assert state.to_act == (1,)  # seat 1 placed and lost: he moves again
    assert view["hand_sizes"] == [8, 8] and "green1" in state.view(1)["hand"]  # placer drew
    assert view["turns_without_score"] == 0


def test_mountain_higher_sum_wins():
    state = position(
        hands=[HAND0, ["gray1", *HAND1[1:]]],
        tiles=[
            None,
            {"side": "mountain", "cubes": ["red", "gray"], "cards": [["red9", "gray4"], ["red13"]]},
            None,
            None,
        ],
        cur=1,
    )
    state.play(1, "gray1@2:1")
    score = state.view(None)["last_score"]
    assert score["sums"] == [13, 14] and score["winner"] == 1
    assert cubes_of(state, 1) == {"red": 1, "yellow": 0, "green": 0, "blue": 0, "gray": 1}
    assert state.view(None)["tiles"][1]["side"] == "plains"
    assert state.to_act == (0,)


def test_equal_sums_go_to_the_last_placer_whichever_side_he_used():
    for side_up in ("plains", "mountain"):
        state = position(
            hands=[["gray1", *HAND0[1:]], HAND1],
            tiles=[
                None,
                {
                    "side": side_up,
                    "cubes": ["red", "gray"],
                    "cards": [["red9", "gray4"], ["red12"]],
                },
                None,
                None,
            ],
        )
        state.play(0, "gray1@2:1")  # seat 0 completes seat 1's side: 13 against 13
        score = state.view(None)["last_score"]
        assert score["sums"] == [13, 13] and score["tie"]
        assert score["winner"] == 0 and score["placer"] == 0
        assert state.to_act == (1,)


def test_removal_when_the_bag_is_short():
    state = position(
        hands=[HAND0, ["blue13", *HAND1[1:]]],
        tiles=[
            {"side": "plains", "cubes": ["gray"]},
            None,
            None,
            {
                "side": "mountain",
                "cubes": ["red", "red", "yellow", "blue"],
                "cards": [["red9", "red10", "yellow11", "blue11"], ["red12", "red13", "yellow13"]],
            },
        ],
        box={"red": 11, "yellow": 10, "green": 9, "blue": 4, "gray": 3},
        cur=1,
    )
    assert state.view(None)["bag"] == 3
    state.play(1, "blue13@4:1")
    view = state.view(None)
    assert view["last_score"]["winner"] == 1
    assert not view["tiles"][3]["present"] and view["tiles"][3]["cubes"] == []
    assert view["bag"] == 3  # the cubes it would have taken stay in the bag
    assert {"type": "remove", "after_move": 1, "tile": 4} in view["last_events"]
    assert not state.over and state.to_act == (0,)
    assert all("@4:" not in move for move in state.legal_moves(0))


def test_game_ends_when_no_tile_remains():
    state = position(
        hands=[HAND0, ["gray13", *HAND1[1:]]],
        tiles=[{"side": "plains", "cubes": ["gray"], "cards": [["gray1"], []]}, None, None, None],
        cubes=[{"red": 2}, {"blue": 2}],
        box={"red": 11, "yellow": 11, "green": 9, "blue": 5, "gray": 4},
        cur=1,
    )
    state.play(1, "gray13@1:1")  # seat 0 wins the gray cube; the bag is empty: tile removed
    assert state.over
    assert state.view(None)["result"]["reason"] == "no tiles"
    assert state.scores == [1.0, 0.0]  # no trophies; 3 cubes against 2


def deadlock_position(cubes):
    return position(
        hands=[HAND0, HAND1],
        tiles=[
            {"side": "plains", "cubes": ["red"]},
            {"side": "mountain", "cubes": ["red", "yellow"]},
            {"side": "plains", "cubes": ["red", "yellow", "green"]},
            {"side": "mountain", "cubes": ["red", "yellow", "green", "gray"]},
        ],
        cubes=cubes,
        turns_without_score=49,
    )


def test_fifty_turns_without_a_score_end_the_game():
    state = deadlock_position([{"green": 2}, {"blue": 1}])
    state.play(0, "red1@2:0")
    assert state.over
    assert state.view(None)["result"]["reason"] == "deadlock"
    assert state.scores == [1.0, 0.0]
    draw = deadlock_position([{"green": 1}, {"blue": 1}])
    draw.play(0, "red1@2:0")
    assert draw.over and draw.scores == [0.5, 0.5]
    assert draw.view(0)["result"]["winner"] is None


def test_most_trophies_count_before_cubes_at_a_deadlock():
    state = position(
        hands=[HAND0, HAND1],
        tiles=[
            {"side": "plains", "cubes": ["red"]},
            {"side": "mountain", "cubes": ["red", "yellow"]},
            None,
            None,
        ],
        cubes=[{"green": 4}, {}],
        trophies={"gray": 1},
        box={"gray": 3},
        turns_without_score=49,
    )
    state.play(0, "red1@2:0")
    assert state.over and state.scores == [0.0, 1.0]
