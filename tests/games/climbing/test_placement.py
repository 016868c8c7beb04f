"""Pawn placement (rules, Setup 1-2): eligible places only, one pawn a cube, clashes by cube,
voided places coming back, the lot after five rounds, and the bottom layer redrawn."""

from __future__ import annotations

import io
import json
import random

import pytest
from rich.console import Console

import gametable
from gametable import BadOptions, IllegalMove
from gametable.games.climbing import cubes as C
from gametable.games.climbing import pyramid as P
from gametable.games.climbing import state as S
from gametable.games.climbing.terminal import clash_sentence, render

#: the default cube with its black face up shows one eligible side face (its halves face,
#: split across): each of its four turns about the vertical axis puts that face elsewhere
BLACK_UP = {
    next(f for f in "NESW" if C.FACE_TYPES[4] == C.face_type(C.faces_of(b)[C.FACE_INDEX[f]])): b
    for b in C.black_up(C.DEFAULT_CUBE)
}


#: a cube of another design (the rules allow varied cubes) whose S and W faces are both
#: eligible with its black face up: on cube 0, both places of one corner cube
BOTH_SW = "U=BBBB N=BWWB E=WBBB S=BBWW W=BWWW D=WWWW"


def bottom_layer(*eligible: str) -> list[str]:
    """Default cubes, black face up, turned so that exactly the ``eligible`` places (such as
    ``"0S"``) are eligible: every other bottom cube turns its eligible face inwards. Cube 0
    with both its places eligible is :data:`BOTH_SW`."""
    wanted = {name[:-1]: name[-1] for name in eligible}
    cubes = []
    for cube in range(P.NUM_CUBES):
        if cube == 0 and {"0S", "0W"} <= set(eligible):
            cubes.append(BOTH_SW)
            continue
        outer = {p.name[-1] for p in P.PLACES if p.cube == cube}
        face = wanted.get(str(cube)) or next(f for f in "NESW" if f not in outer)
        cubes.append(C.format_cube(BLACK_UP[face]))
    return cubes


def new(*eligible: str, players: int = 2, lot: list[str] | None = None) -> S.ClimbingRules:
    setup: dict = {"cubes": bottom_layer(*eligible)}
    if lot is not None:
        setup["lot"] = lot
    return gametable.new_game("climbing", setup=setup, players=players)


def test_the_helper_builds_what_it_says():
    state = new("0S", "1S", "6W")
    assert [P.PLACES[i].name for i in range(12) if state.place_eligible(i)] == ["0S", "1S", "6W"]
    state = new("0S", "0W", "8N")
    assert [P.PLACES[i].name for i in range(12) if state.place_eligible(i)] == ["0S", "0W", "8N"]


def test_only_eligible_places_are_offered_even_when_they_run_short():
    # two players, three eligible places: both choose 1S (void), then 0S and 6W remain for
    # two players. The old rules then offered every free place, ineligible ones (a pawn
    # starting with a path) included; now only 0S and 6W are offered
    state = new("0S", "1S", "6W")
    assert state.legal_moves(0) == ["0S", "1S", "6W"]
    state.play(0, "1S")
    state.play(1, "1S")
    assert state.legal_moves(0) == state.legal_moves(1) == ["0S", "6W"]
    with pytest.raises(IllegalMove, match="bottom quadrants"):
        state.play(0, "2E")
    # both choose 0S: one eligible place left for two players, so the voided ones come back
    state.play(0, "0S")
    state.play(1, "0S")
    assert state.view(None)["places"][0]["void"] is False
    assert state.legal_moves(0) == ["0S", "1S", "6W"]
    for view_place in state.view(0)["places"]:
        assert not view_place["free"] or view_place["eligible"]


def test_two_players_choosing_two_faces_of_one_corner_cube_clash():
    state = new("0S", "0W", "2E", "8N")
    state.play(0, "0S")
    state.play(1, "0W")
    assert state.view(None)["phase"] == "place" and state.to_act == (0, 1)
    assert state.view(None)["pawns"][0]["place"] is None
    clash = {"phase": "placement", "seats": [0, 1], "places": ["0S", "0W"], "round": 1}
    for viewer in (None, 0, 1):
        assert state.view(viewer)["last_clash"] == clash
    assert sorted(state.to_json()["void"]) == ["0S", "0W"]
    assert state.legal_moves(0) == ["2E", "8N"]
    sentence = ("Clash: player 0 and player 1 chose places on one cube (0S and 0W); void for "
                "them, they choose again.")
    assert clash_sentence(state.view(None)) == sentence
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(render(state.view(0), 0))
    assert sentence in console.export_text()
    state.play(0, "2E")
    state.play(1, "8N")
    assert state.view(None)["phase"] == "point"
    # the clash stays the latest, still of the first round of choosing, though two were played
    # (a log built from the views wrote it a second time: it looked like a new one)
    assert state.view(None)["last_clash"] == clash and state.view(None)["placement_rounds"] == 2
    assert [pawn["cube"] for pawn in state.view(None)["pawns"]] == [2, 8]


def test_a_cube_where_a_pawn_stands_takes_no_second_pawn():
    state = new("0S", "0W", "2E", "8N", players=3)
    state.play(0, "0S")
    state.play(1, "8N")
    state.play(2, "8N")  # seats 1 and 2 clash; seat 0 stands at cube 0
    assert state.view(None)["pawns"][0]["place"] == "0S"
    # 0W is eligible and nobody chose it, but it is on cube 0; 8N was void, but with 2E alone
    # left for two players the voided places are free again
    assert state.legal_moves(1) == ["2E", "8N"]
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove, match="a pawn already stands at cube 0"):
        state.play(1, "0W")
    assert json.dumps(state.to_json(), sort_keys=True) == before


def test_after_five_rounds_of_choosing_the_rest_are_placed_by_lot():
    lot = ["1S", "0S", "2E", "6N", "6W", "7N", "8N", "8E", "0W", "2S", "3W", "5E"]
    state = new("0S", "2E", "6N", "8N", players=3, lot=lot)
    state.play(2, "6N")  # seat 2 settles in the first round; seats 0 and 1 clash five times
    # each round: their common choice, then what they are offered after it
    rounds = (("8N", ["0S", "2E"]),  # 8N void; 6N's cube is taken
              ("0S", ["0S", "2E", "8N"]),  # one place left for two: the void ones come back
              ("0S", ["2E", "8N"]),
              ("2E", ["0S", "2E", "8N"]),
              ("0S", None))
    for number, (choice, offered) in enumerate(rounds, start=1):
        state.play(0, choice)
        state.play(1, choice)
        # the same clash twice running (0S) is told apart by its round of choosing
        assert state.view(None)["last_clash"]["round"] == number
        if offered is not None:
            assert state.view(None)["phase"] == "place"
            assert state.legal_moves(0) == state.legal_moves(1) == offered
    view = state.view(None)
    assert view["phase"] == "point" and view["placement_rounds"] == 5
    # seat by seat, the first place in the lot's order that is free, eligible and on a cube
    # nobody stands at: 1S is not eligible, 0S is void, 2E goes to seat 0, then 6N's cube is
    # taken, 6W and 7N are not eligible, and 8N goes to seat 1
    assert [pawn["place"] for pawn in view["pawns"]] == ["2E", "8N", "6N"]
    assert view["last_clash"] == {"phase": "placement", "seats": [0, 1], "places": ["0S"],
                                  "round": 5}
    # the lot is chance: the same setup draws the same places
    again = gametable.new_game("climbing", setup=state.setup(), players=3)
    again.play(2, "6N")
    for choice, _ in rounds:
        again.play(0, choice)
        again.play(1, choice)
    assert again.to_json() == state.to_json()


def test_the_lot_comes_from_the_seed():
    def lot_places(seed: int) -> list[str | None]:
        state = gametable.new_game("climbing", seed=seed, players=2)
        for _ in range(S.PLACEMENT_ROUNDS):
            target = state.legal_moves(0)[0]
            state.play(0, target)
            state.play(1, target)
        return [pawn["place"] for pawn in state.view(None)["pawns"]]

    assert lot_places(5) == lot_places(5)
    assert len({place[:-1] for place in lot_places(5)}) == 2
    assert len({tuple(lot_places(seed)) for seed in range(12)}) > 1


def test_a_six_player_game_whose_bottom_layer_must_be_redrawn():
    # seed 0's first draw of turns (setup step 1) leaves eligible places on only 4 cubes
    first = random.Random(0).getrandbits(2 * P.NUM_CUBES)
    drawn = [C.black_up(C.DEFAULT_CUBE)[first >> (2 * c) & 3] for c in range(P.NUM_CUBES)]
    assert S.eligible_cubes(drawn) == 4
    state = gametable.new_game("climbing", seed=0, players=6)
    cubes = [C.parse_cube(text) for text in state.setup()["cubes"]]
    assert cubes[9:] == drawn[9:]  # only the bottom layer is drawn again
    assert S.eligible_cubes(cubes) >= 6
    # six players choose six different cubes and all stand, each on a cube of its own
    free = state.legal_moves(0)
    choices = [next(p for p in free if p[:-1] == cube)
               for cube in sorted({p[:-1] for p in free})[:6]]
    for seat, place in enumerate(choices):
        state.play(seat, place)
    assert state.view(None)["phase"] == "point"
    assert len({pawn["cube"] for pawn in state.view(None)["pawns"]}) == 6
    # two players cannot start on the two cubes of one layer turned like this
    with pytest.raises(BadOptions, match="only 2 different bottom cubes"):
        new("0S", "1S", players=3)


def test_cube_designs_that_can_never_seat_every_player_are_refused():
    # a design whose side faces (black up) all have bottom quadrants of two colours
    bad = "U=BBBB N=BWBW E=BBBW S=BWWB W=WWBW D=WWWW"
    C.parse_cube(bad)
    with pytest.raises(BadOptions, match="only 0 different bottom cubes"):
        S.check_designs([C.parse_cube(bad)] * P.NUM_CUBES, 2)
    with pytest.raises(BadOptions, match="only 0 different bottom cubes"):
        gametable.new_game("climbing", setup={"cubes": [bad] * P.NUM_CUBES})
    # with pawns given (a rulebook position) the cubes need not offer places
    game = gametable.new_game("climbing", setup={"cubes": [bad] * 14, "pawns": ["0S", "8E"]})
    assert game.view(None)["phase"] == "point"


def test_random_placement_puts_pawns_on_different_cubes():
    for seed in range(10):
        state = gametable.new_game("climbing", seed=seed, players=6, placement="random")
        pawns = state.view(None)["pawns"]
        assert len({pawn["cube"] for pawn in pawns}) == 6
        assert all(state.place_eligible(P.PLACE_INDEX[pawn["place"]]) for pawn in pawns)


def test_a_bad_lot_is_refused():
    cubes = bottom_layer("0S", "1S")
    with pytest.raises(BadOptions, match="all 12 pawn places"):
        gametable.new_game("climbing", setup={"cubes": cubes, "lot": ["0S"] * 12})
