"""Reshuffling the discard pile (explicit and seeded chance) and the no-deadlock variant."""

from __future__ import annotations

import random

import gametable
from gametable.games.balloon_cup.cards import CARD_NAMES, COLOURS, CUBE_COUNT

from .helpers import position

HAND0 = ["red1", "red2", "red3", "red4", "red5", "red6", "red7", "red8"]
HAND1 = ["yellow1", "yellow2", "yellow3", "yellow5", "yellow6", "yellow7", "yellow8", "yellow9"]
TILES = [
    {"side": "plains", "cubes": ["red"]},
    {"side": "mountain", "cubes": ["red", "yellow"]},
    {"side": "plains", "cubes": ["red", "yellow", "green"]},
    {"side": "mountain", "cubes": ["red", "yellow", "green", "gray"]},
]


def test_an_empty_supply_takes_the_discard_pile_in_the_recorded_order():
    rest = [n for n in CARD_NAMES if n not in HAND0 + HAND1 + ["blue13"]]
    order = list(reversed(rest))
    state = position(
        hands=[HAND0, HAND1],
        tiles=TILES,
        supply=["blue13"],
        discard=rest,
        shuffles=[order],
    )
    state.play(0, "red1@2:0")  # draws the last supply card
    assert "blue13" in state.view(0)["hand"] and state.view(None)["supply"] == 0
    state.play(1, "yellow1@2:1")  # the supply is empty: reshuffle, then draw
    view = state.view(1)
    assert order[0] in view["hand"]
    assert view["supply"] == len(order) - 1 and view["discard"] == []
    assert {"type": "reshuffle", "after_move": 2, "cards": len(order)} in view["last_events"]
    assert state.setup()["shuffles"] == [order]
    assert state.to_json()["supply"] == order[1:]


def test_a_seeded_reshuffle_is_reported_by_setup_and_replays():
    for seed in range(40):
        state = gametable.new_game("balloon-cup", seed=seed)
        rng = random.Random(seed)
        moves = []
        while not state.over and not state.setup()["shuffles"]:
            seat = state.to_act[0]
            move = rng.choice(state.legal_moves(seat))
            state.play(seat, move)
            moves.append((seat, move))
        if state.setup()["shuffles"]:
            break
    else:
        raise AssertionError("no seeded game reshuffled")
    shuffles = state.setup()["shuffles"]
    assert len(shuffles) == 1
    reshuffle = [e for e in state.view(None)["events"] if e["type"] == "reshuffle"]
    assert [e["cards"] for e in reshuffle] == [len(shuffles[0])]
    replay = gametable.new_game("balloon-cup", setup=state.setup())
    for seat, move in moves:
        replay.play(seat, move)
    for seat in (0, 1, None):
        assert replay.view(seat) == state.view(seat)
    # a whole game replays from the setup reported at its end (every reshuffle included)
    while not state.over:
        seat = state.to_act[0]
        move = rng.choice(state.legal_moves(seat))
        state.play(seat, move)
        moves.append((seat, move))
    replay = gametable.new_game("balloon-cup", setup=state.setup())
    for seat, move in moves:
        replay.play(seat, move)
    assert replay.view(None) == state.view(None) and replay.scores == state.scores


def full_bag(top):
    rest = [c for c, n in zip(COLOURS, CUBE_COUNT, strict=True) for _ in range(n)]
    for cube in top:
        rest.remove(cube)
    return top + rest


def test_no_deadlock_redraws_at_setup():
    deck = list(CARD_NAMES)
    bag = full_bag(["gray", "gray", "gray", "red", "blue", "blue", "blue", "blue", "red", "red"])
    plain = gametable.new_game("balloon-cup", setup={"deck": deck, "bag": bag, "first": 0})
    assert [t["cubes"] for t in plain.view(None)["tiles"]][:2] == [["gray"], ["gray", "gray"]]
    variant = gametable.new_game(
        "balloon-cup", setup={"deck": deck, "bag": bag, "first": 0}, no_deadlock=True
    )
    tiles = [t["cubes"] for t in variant.view(None)["tiles"]]
    # tile 2: the third gray would make 3 gray on the tiles (gray needs 3): it goes back
    # to the bottom of the bag and red is drawn; tile 4: a fourth blue is sent back too
    assert tiles == [["gray"], ["red", "gray"], ["blue", "blue", "blue"], ["red"] * 4]
    assert variant.to_json()["bag"][-2:] == ["gray", "blue"]
    redraws = [e for e in variant.view(None)["events"] if e["type"] == "redraw"]
    assert [(e["tile"], e["cubes"]) for e in redraws] == [(2, ["gray"]), (4, ["blue"])]
    assert variant.options == {"no_deadlock": True}


def test_no_deadlock_redraw_after_scoring_and_removal_when_impossible():
    tiles = [
        {"side": "plains", "cubes": ["yellow"], "cards": [["yellow11"], []]},
        {"side": "mountain", "cubes": ["gray", "gray"]},
        None,
        None,
    ]
    hands = [HAND0, ["yellow12", *HAND1[1:]]]
    state = position(hands=hands, tiles=tiles, bag=["gray", "blue"], cur=1,
                     options={"no_deadlock": True})  # fmt: skip
    state.play(1, "yellow12@1:1")
    view = state.view(None)
    assert view["tiles"][0]["cubes"] == ["blue"]
    assert state.to_json()["bag"][-1] == "gray"  # sent to the bottom
    assert any(e["type"] == "redraw" for e in view["last_events"])

    # only gray left in the bag: tile 1 cannot be filled legally and is removed
    state = position(
        hands=hands,
        tiles=tiles,
        bag=["gray"],
        box={"red": 13, "yellow": 10, "green": 9, "blue": 7, "gray": 2},
        cur=1,
        options={"no_deadlock": True},
    )
    state.play(1, "yellow12@1:1")
    view = state.view(None)
    assert not view["tiles"][0]["present"] and view["bag"] == 1
    # without the variant the same position refills the tile with the gray
    plain = position(
        hands=hands,
        tiles=tiles,
        bag=["gray"],
        box={"red": 13, "yellow": 10, "green": 9, "blue": 7, "gray": 2},
        cur=1,
    )
    plain.play(1, "yellow12@1:1")
    assert plain.view(None)["tiles"][0]["cubes"] == ["gray"]



def test_random_order_is_the_stable_sort_by_keys_even_with_equal_keys(monkeypatch):
    from gametable.games.balloon_cup import state

    rng = random.Random(5)
    twin = random.Random(5)
    keys = [twin.random() for _ in range(45)]
    assert state.random_order(rng, range(45)) == sorted(range(45), key=keys.__getitem__)

    items = [10, 11, 12, 13, 14]
    for fixed, expected in (
        ([0.5, 0.1, 0.9, 0.3, 0.7], [11, 13, 10, 14, 12]),
        ([0.5, 0.1, 0.5, 0.1, 0.7], [11, 13, 10, 12, 14]),  # ties keep the items' order
    ):
        replay = iter(fixed)
        monkeypatch.setattr(state, "_random", lambda _rng, replay=replay: next(replay))
        assert state.random_order(rng, items) == expected
