"""Climbing-game observation: one seat's view as a fixed vector (all in ``[0, 1]``).

Seats are rotated so the observing seat comes first: row ``k`` of every per-player field is
seat ``(me + k) % players``. With ``P`` players the size is ``132 + 4 + 3 + 1 + 14 + 32 + 36 +
P * 46``, 264 for two players. Nothing here is secret except other seats' pending choices,
which the view does not hold: only *that* they have chosen (``submitted``).

=====================  ========  ===============================================================
field                  shape     meaning
=====================  ========  ===============================================================
``squares``            132       each visible unit square black (1) or white (0), by cube id and
                                 the engine's fixed square order within a cube
``phase``              4         place, point, turn, over
``layer``              3         the layer being turned (3, 2, 1) in the turn phase
``round``              1         round / max_rounds
``banned``             14        cubes banned this round
``my_choice``          32        my pending choice (one-hot over the action codes)
``places``             12x3      each pawn place: free now, eligible, void
``pawn``               Px12      each player's pawn place
``reach``              Px14      cubes each player has a path to
``top``                Px1       each player has a path to the top
``to_act``             Px1       still to choose in this phase
``submitted``          Px1       has chosen in this phase (not what)
``pointed``            Px14      cube each player pointed at this round, once revealed
``skipped``            Px1       clashed this round
``turned``             Px1       has turned its cube this round
=====================  ========  ===============================================================
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gametable.games.climbing.notation import ACTION_MOVES
from gametable.rl.encoders.base import Encoder, Layout

NUM_SQUARES = 132
NUM_CUBES = 14
NUM_PLACES = 12
PHASES = ("place", "point", "turn", "over")
ACTION_OF = {move: code for code, move in enumerate(ACTION_MOVES)}
PLACE_OF = {move: code for code, move in enumerate(ACTION_MOVES[:NUM_PLACES])}


class ClimbingEncoder(Encoder):
    game = "climbing"

    def build_layout(self) -> Layout:
        p = self.num_seats
        return (
            Layout()
            .add("squares", NUM_SQUARES)
            .add("phase", len(PHASES))
            .add("layer", 3)
            .add("round", 1)
            .add("banned", NUM_CUBES)
            .add("my_choice", len(ACTION_MOVES))
            .add("places", NUM_PLACES, 3)
            .add("pawn", p, NUM_PLACES)
            .add("reach", p, NUM_CUBES)
            .add("top", p, 1)
            .add("to_act", p, 1)
            .add("submitted", p, 1)
            .add("pointed", p, NUM_CUBES)
            .add("skipped", p, 1)
            .add("turned", p, 1)
        )

    def fill(self, out: dict[str, np.ndarray], view: dict[str, Any], seat: int) -> None:
        n = self.num_seats
        row = {(seat + k) % n: k for k in range(n)}  # seat -> row
        squares = [sq["black"] for cube in view["cubes"] for sq in cube["squares"]]
        if len(squares) != NUM_SQUARES:
            raise ValueError(f"expected {NUM_SQUARES} visible squares, the view has {len(squares)}")
        out["squares"][:] = squares
        out["phase"][PHASES.index(view["phase"])] = 1.0
        if view["layer"] is not None:
            out["layer"][3 - view["layer"]] = 1.0
        out["round"][0] = min(view["round"] / max(view["max_rounds"], 1), 1.0)
        out["banned"][view["banned"]] = 1.0
        if view["my_choice"] is not None:
            out["my_choice"][ACTION_OF[view["my_choice"]]] = 1.0
        for i, place in enumerate(view["places"]):
            out["places"][i] = [place["free"], place["eligible"], place["void"]]
        for pawn in view["pawns"]:
            if pawn["place"] is not None:
                out["pawn"][row[pawn["seat"]], PLACE_OF[pawn["place"]]] = 1.0
        for path in view["paths"]:
            r = row[path["seat"]]
            out["reach"][r, path["cubes"]] = 1.0
            out["top"][r, 0] = path["top"]
        for s in view["to_act"]:
            out["to_act"][row[s], 0] = 1.0
        for s in view["submitted"]:
            out["submitted"][row[s], 0] = 1.0
        if view["pointed"] is not None:
            for s, cube in enumerate(view["pointed"]):
                if cube is not None and cube >= 0:
                    out["pointed"][row[s], cube] = 1.0
        for s in view["skipped"]:
            out["skipped"][row[s], 0] = 1.0
        for s, _cube, _turn in view["turns"]:
            out["turned"][row[s], 0] = 1.0

    def max_game_length(self) -> int:
        # placement: a clash voids its place, so at most 12 tries each; then per round every
        # seat points and may turn
        rounds = int(self.options.get("max_rounds", 200))
        return self.num_seats * (NUM_PLACES + 2 * rounds)


ENCODER = ClimbingEncoder
