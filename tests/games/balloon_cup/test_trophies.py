"""Trophies: the rulebook's Mike and Kevin example, claim order, 3-for-1, compulsory claims."""

from __future__ import annotations

import pytest

from gametable import IllegalMove

from .helpers import cubes_of, position, snapshot, trophies_of

MIKE, KEVIN = 0, 1


@pytest.fixture
def kevin_wins_a_tile():
    """Red is Mike's; Mike has 2 gray, 3 blue, 3 green, 5 yellow. Kevin is about to win tile 1
    (one green cube, plains: his green1 against Mike's green12), after which he has 3 yellow,
    3 red, 5 green, 3 blue, 2 gray, as in the rulebook."""
    state = position(
        hands=[
            ["red1", "red2", "red3", "red4", "red5", "red6", "red7", "red8"],
            ["green1", "yellow1", "yellow2", "yellow3", "yellow5", "yellow6", "yellow7", "yellow8"],
        ],
        tiles=[
            {"side": "plains", "cubes": ["green"], "cards": [["green12"], []]},
            {"side": "mountain", "cubes": ["red", "yellow"]},
            None,
            None,
        ],
        cubes=[
            {"gray": 2, "blue": 3, "green": 3, "yellow": 5},
            {"yellow": 3, "red": 3, "green": 4, "blue": 3, "gray": 2},
        ],
        trophies={"red": MIKE},
        box={"red": 7},
        bag=["red"],
        cur=KEVIN,
    )
    state.play(KEVIN, "green1@1:1")
    return state


def test_kevin_wins_the_tile_and_must_claim_green(kevin_wins_a_tile):
    state = kevin_wins_a_tile
    assert state.view(None)["last_score"]["winner"] == KEVIN
    assert cubes_of(state, KEVIN) == {"red": 3, "yellow": 3, "green": 5, "blue": 3, "gray": 2}
    assert state.to_act == (KEVIN,)
    assert state.view(None)["phase"] == "claim"
    assert state.legal_moves(KEVIN) == ["claim blue +red", "claim gray +red", "claim green"]
    before = snapshot(state)
    with pytest.raises(IllegalMove, match="compulsory"):
        state.play(KEVIN, "stop")
    assert snapshot(state) == before


def kevin_claims(state):
    state.play(KEVIN, "claim green")
    assert state.to_act == (KEVIN,)  # the tile's winner claims as many as he wishes
    state.play(KEVIN, "claim blue +red")
    assert trophies_of(state, KEVIN) == ["green", "blue"]
    assert cubes_of(state, KEVIN) == {"red": 0, "yellow": 3, "green": 0, "blue": 0, "gray": 2}
    # Kevin can claim nothing more, so Mike may claim one
    assert state.to_act == (MIKE,)
    assert state.legal_moves(MIKE) == [
        "claim gray +blue",
        "claim gray +green",
        "claim yellow +blue",
        "claim yellow +green",
        "stop",
    ]


def test_mikes_order_wins(kevin_wins_a_tile):
    state = kevin_wins_a_tile
    kevin_claims(state)
    state.play(MIKE, "claim gray +blue")
    assert cubes_of(state, MIKE) == {"red": 0, "yellow": 5, "green": 3, "blue": 0, "gray": 0}
    # Kevin can claim nothing (yellow needs 6, he has 3 and no set of a claimed colour)
    assert state.to_act == (MIKE,)
    state.play(MIKE, "claim yellow +green")
    assert state.over
    assert state.scores == [1.0, 0.0]
    assert trophies_of(state, MIKE) == ["red", "yellow", "gray"]
    assert state.view(None)["result"] == {
        "winner": MIKE,
        "reason": "three trophies",
        "scores": [1.0, 0.0],
    }


def test_the_other_order_lets_kevin_win(kevin_wins_a_tile):
    state = kevin_wins_a_tile
    kevin_claims(state)
    state.play(MIKE, "claim yellow +green")
    # yellow is now claimed, so Kevin's 3 yellow make a set for gray
    assert state.to_act == (KEVIN,)
    assert state.legal_moves(KEVIN) == ["claim gray +yellow", "stop"]
    state.play(KEVIN, "claim gray +yellow")
    assert state.over
    assert state.scores == [0.0, 1.0]
    assert trophies_of(state, KEVIN) == ["green", "blue", "gray"]


def test_claim_notation_refusals_explain(kevin_wins_a_tile):
    state = kevin_wins_a_tile
    before = snapshot(state)
    cases = {
        "claim green +red": "without 3-for-1",
        "claim blue +yellow": "claimed",  # yellow's trophy is nobody's yet
        "claim red": "already belongs",
        "claim blue +red +red": "do not hold",
        "claim purple": "not a colour",
        "claim": "claim COLOUR",
        "claim gray +gray": "own colour",
        "red1@1:0": "claimed",
    }
    for move, reason in cases.items():
        with pytest.raises(IllegalMove, match=reason):
            state.play(KEVIN, move)
        assert snapshot(state) == before


def test_sets_of_several_colours_pay_one_trophy():
    """Red needs 7: 5 red + a yellow set + a green set (both trophies claimed by anyone)."""
    state = position(
        hands=[
            ["blue1", "red1", "red2", "red3", "red4", "red5", "red6", "red7"],
            ["blue3", "yellow1", "yellow2", "yellow3", "yellow5", "yellow6", "yellow7", "yellow8"],
        ],
        tiles=[
            {"side": "plains", "cubes": ["blue"], "cards": [[], ["blue9"]]},
            {"side": "mountain", "cubes": ["red", "yellow"]},
            None,
            None,
        ],
        cubes=[{"red": 5, "yellow": 3, "green": 3}, {}],
        trophies={"yellow": KEVIN, "green": KEVIN},
        box={"yellow": 6, "green": 5},
    )
    state.play(MIKE, "blue1@1:0")  # plains, 1 < 9: Mike wins the blue cube
    assert state.to_act == (MIKE,)
    moves = state.legal_moves(MIKE)
    assert "claim red +yellow +green" in moves and "stop" in moves
    assert "claim red +2yellow" not in moves  # canonical form repeats the colour
    state.play(MIKE, "claim red +green +yellow")  # any order is read
    assert trophies_of(state, MIKE) == ["red"]
    assert cubes_of(state, MIKE) == {"red": 0, "yellow": 0, "green": 0, "blue": 1, "gray": 0}
    view = state.view(None)
    assert view["box"] == {"red": 5, "yellow": 9, "green": 8, "blue": 0, "gray": 0}
    # claiming is over (Kevin can claim nothing); the placer drew, the loser (Kevin) moves
    assert view["phase"] == "place" and state.to_act == (KEVIN,)
    assert view["hand_sizes"] == [8, 8]


def test_traded_claims_are_optional_and_alternate_one_at_a_time():
    state = position(
        hands=[
            ["blue1", "red1", "red2", "red3", "red4", "red5", "red6", "red7"],
            ["blue3", "yellow1", "yellow2", "yellow3", "yellow5", "yellow6", "yellow7", "yellow8"],
        ],
        tiles=[
            {"side": "plains", "cubes": ["blue"], "cards": [[], ["blue9"]]},
            {"side": "mountain", "cubes": ["red", "yellow"]},
            None,
            None,
        ],
        cubes=[{"gray": 2, "green": 3}, {"gray": 2, "green": 3}],
        trophies={"green": KEVIN},
        box={"green": 3},
    )
    state.play(MIKE, "blue1@1:0")
    assert state.legal_moves(MIKE) == ["claim gray +green", "stop"]
    state.play(MIKE, "stop")  # optional: Mike declines
    assert state.to_act == (KEVIN,)
    state.play(KEVIN, "claim gray +green")
    # gray is gone; Mike can claim nothing, Kevin's single claim is done: the turn moves on
    assert state.view(None)["phase"] == "place"
    assert state.to_act == (KEVIN,)  # Kevin lost the tile
