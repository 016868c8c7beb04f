"""Components, the deal from an explicit setup, legal placement, refusals, options."""

from __future__ import annotations

import pytest

import gametable
from gametable import BadOptions, IllegalMove
from gametable.games.balloon_cup.cards import CARD_NAMES, COLOURS, CUBE_COUNT, TROPHY_NEED

from .helpers import position, snapshot

DECK = list(reversed(CARD_NAMES))  # gray13 on top
TOP = ["gray", "blue", "blue", "green", "green", "green", "yellow", "red", "red", "red"]


def fixed_bag():
    """The cubes for tiles 1-4 first (``TOP``), then the rest of the 45."""
    rest = [c for c, n in zip(COLOURS, CUBE_COUNT, strict=True) for _ in range(n)]
    for cube in TOP:
        rest.remove(cube)
    return TOP + rest


BAG = fixed_bag()


def test_components():
    by_colour = {c: [n for n in CARD_NAMES if n.rstrip("0123456789") == c] for c in COLOURS}
    assert [len(by_colour[c]) for c in COLOURS] == [13, 11, 9, 7, 5] == list(CUBE_COUNT)
    assert "yellow4" not in CARD_NAMES and "yellow10" not in CARD_NAMES
    assert by_colour["green"] == [f"green{v}" for v in (1, 2, 4, 6, 7, 8, 10, 12, 13)]
    assert by_colour["blue"] == [f"blue{v}" for v in (1, 3, 5, 7, 9, 11, 13)]
    assert by_colour["gray"] == [f"gray{v}" for v in (1, 4, 7, 10, 13)]
    assert TROPHY_NEED == (7, 6, 5, 4, 3)


def test_explicit_setup_deals_exactly():
    bag = fixed_bag()
    state = gametable.new_game("balloon-cup", setup={"deck": DECK, "bag": bag, "first": 1})
    assert state.to_act == (1,)
    assert state.view(0)["hand"] == sorted(DECK[:8], key=CARD_NAMES.index)
    assert state.view(1)["hand"] == sorted(DECK[8:16], key=CARD_NAMES.index)
    tiles = state.view(None)["tiles"]
    assert [t["side"] for t in tiles] == ["plains", "mountain", "plains", "mountain"]
    assert [t["cubes"] for t in tiles] == [
        ["gray"],
        ["blue", "blue"],
        ["green", "green", "green"],
        ["red", "red", "red", "yellow"],  # cubes listed by colour
    ]
    assert state.view(None)["supply"] == 29 and state.view(None)["bag"] == 35
    # the supply is the rest of the deck in order: the first draw is DECK[16]
    move = state.legal_moves(1)[0]
    state.play(1, move)
    assert DECK[16] in state.view(1)["hand"]
    assert state.setup() == {"deck": DECK, "bag": bag, "first": 1, "shuffles": []}


def test_seeded_games_repeat_and_report_their_setup():
    a = gametable.new_game("balloon-cup", seed=42)
    b = gametable.new_game("balloon-cup", seed=42)
    assert a.to_json() == b.to_json()
    c = gametable.new_game("balloon-cup", setup=a.setup())
    assert c.view(0) == a.view(0) and c.to_act == a.to_act
    assert gametable.new_game("balloon-cup", seed=42, first=1).to_act == (1,)
    firsts = {gametable.new_game("balloon-cup", seed=s).to_act for s in range(20)}
    assert firsts == {(0,), (1,)}  # the start player is drawn from the seed
    # and fairly: seat 0 (the lobby's person) starts about half the games
    starts = sum(gametable.new_game("balloon-cup", seed=s).to_act == (0,) for s in range(1000))
    assert 440 <= starts <= 560, starts


HAND0 = ["red1", "red2", "yellow1", "green1", "blue1", "gray1", "gray4", "red13"]
HAND1 = ["red3", "red4", "yellow2", "green2", "blue3", "gray7", "gray10", "red12"]


@pytest.fixture
def board():
    return position(
        hands=[HAND0, HAND1],
        tiles=[
            {"side": "plains", "cubes": ["red"], "cards": [["red5"], []]},
            {"side": "mountain", "cubes": ["yellow", "blue"]},
            {"side": "plains", "cubes": ["red", "red", "green"], "cards": [[], ["red6"]]},
            None,
        ],
    )


def test_legal_placements_follow_free_colour_slots_on_either_side(board):
    assert board.legal_moves(0) == sorted(
        [
            "red1@1:1", "red2@1:1", "red13@1:1",  # side 0 of tile 1 has its red card
            "red1@3:0", "red2@3:0", "red13@3:0", "red1@3:1", "red2@3:1", "red13@3:1",
            "yellow1@2:0", "yellow1@2:1", "blue1@2:0", "blue1@2:1",
            "green1@3:0", "green1@3:1",
        ]
    )  # fmt: skip
    assert board.legal_moves(1) == []
    board.play(0, "red1@3:1")  # the opponent's side is fine
    assert board.view(None)["tiles"][2]["cards"][1] == ["red6", "red1"]
    assert board.view(None)["tiles"][2]["free"][1] == {"green": 1}
    assert "red3@3:1" not in board.legal_moves(1) and "red3@3:0" in board.legal_moves(1)


@pytest.mark.parametrize(
    ("seat", "move", "reason"),
    [
        (0, "red1@1:0", "already has its 1 red card"),
        (0, "red3@3:0", "red3 is not in your hand"),
        (0, "gray1@2:0", "holds no gray cube"),
        (0, "red1@4:0", "tile 4 has been removed"),
        (1, "red3@3:0", "seat 1 is not to move"),
        (2, "red3@3:0", "no seat 2"),
        (0, "hello", "cannot read"),
        (0, "red1@5:0", "no tile 5"),
        (0, "red1@1:2", "side 2 is not a seat"),
        (0, "yellow4@2:0", "there is no yellow4"),
        (0, "purple1@2:0", "not a colour"),
        (0, "", "empty move"),
        (0, "claim red", "no trophies are being claimed"),
        (0, "stop", "no trophies are being claimed"),
        (0, "discard red1", "only when no placement is legal"),
    ],
)
def test_refusals_say_why_and_change_nothing(board, seat, move, reason):
    before = snapshot(board)
    with pytest.raises(IllegalMove, match=reason):
        board.play(seat, move)
    assert snapshot(board) == before


def test_notation_is_forgiving_about_spaces_and_case(board):
    board.play(0, "  RED1 @ 3 : 1 ")
    assert board.view(None)["moves"] == [[0, "red1@3:1"]]


def test_no_moves_after_the_end():
    state = gametable.new_game("balloon-cup", seed=3)
    while not state.over:
        seat = state.to_act[0]
        state.play(seat, state.legal_moves(seat)[0])
    assert state.legal_moves(0) == state.legal_moves(1) == []
    with pytest.raises(IllegalMove, match="over"):
        state.play(0, "red1@1:0")


@pytest.mark.parametrize(
    ("kwargs", "reason"),
    [
        ({"colour": "red"}, "unknown Balloon Cup option"),
        ({"no_deadlock": "yes"}, "no_deadlock must be true or false"),
        ({"first": 2}, "first must be seat 0 or 1"),
        ({"setup": {"deck": DECK}}, "needs 'bag'"),
        ({"setup": {"deck": DECK[:44], "bag": BAG}}, "all 45 cards"),
        ({"setup": {"deck": [*DECK[:44], DECK[0]], "bag": BAG}}, "names a card twice"),
        ({"setup": {"deck": DECK, "bag": ["red"] * 45}}, "must hold the 45 cubes"),
        ({"setup": {"deck": DECK, "bag": BAG, "dealer": 1}}, "unknown setup key"),
        ({"setup": {"deck": DECK, "bag": BAG, "first": 0}, "first": 1}, "contradicts"),
        ({"setup": {"deck": DECK, "bag": BAG, "shuffles": [["red99"]]}}, "not a Balloon Cup card"),
    ],
)
def test_bad_options_and_setups(kwargs, reason):
    with pytest.raises(BadOptions, match=reason):
        gametable.new_game("balloon-cup", **kwargs)


def test_from_json_refuses_inconsistent_states():
    data = gametable.new_game("balloon-cup", seed=1).to_json()
    broken = dict(data, hands=[data["hands"][0][:-1], data["hands"][1]])
    with pytest.raises(BadOptions, match="do not add up"):
        gametable.from_json(broken)
    broken = dict(data, box=[1, 0, 0, 0, 0])
    with pytest.raises(BadOptions, match="red cubes add up"):
        gametable.from_json(broken)
    with pytest.raises(BadOptions):
        gametable.from_json({"game": "balloon-cup"})
