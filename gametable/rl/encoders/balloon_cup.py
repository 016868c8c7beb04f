"""Balloon Cup observation: one seat's view as a 614-float vector (all in ``[0, 1]``).

Everything is written from the observing seat's side: "me" is the seat, "opp" the other;
tile sides are ``[mine, opp's]`` (the side a seat's cards go to). Cards are one-hot over the
45 cards in the engine's card order (by colour red, yellow, green, blue, gray, then value).

=========================  ========  =============================================================
field                      shape     meaning
=========================  ========  =============================================================
``hand``                   45        my hand
``opp_shown``              45        the opponent's hand while it is shown (stuck), else zeros
``hand_sizes``             2         mine, opp's, / 8
``tile_present``           4         tile still on the table
``tile_mountain``          4         1 mountain side up, 0 plains
``tile_cubes``             4x5       cubes on the tile by colour / 4
``tile_cards``             4x2x45    cards on each side [mine, opp's]
``tile_sums``              4x2       card sums of each side / 52
``tile_free``              4x2x5     free places by colour on each side / 4
``my_cubes`` ``opp_cubes`` 5 each    cubes held by colour / that colour's count
``trophies``               5x3       each trophy: [mine, opp's, unclaimed]
``discard``                45        cards in the discard pile (public)
``supply`` ``bag``         1 each    cards left in the supply / 29, cubes in the bag / 45
``box``                    5         cubes in the box by colour / that colour's count
``phase``                  4         place, stuck, claim, over
``my_turn``                1         I must act now
``no_score``               1         turns in a row without a score / 50
``claiming``               3         I won the scored tile, first claim run, I placed last
=========================  ========  =============================================================

Shaping potential (``reward="shaped"``): each seat's cubes won from scored tiles minus the
opponent's, / 20 (the events of the spectator's view).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gametable.games.balloon_cup.cards import CARD_ID, COLOUR_ID, COLOURS, CUBE_COUNT
from gametable.rl.encoders.base import Encoder, Layout

NUM_CARDS = 45
PHASES = ("place", "stuck", "claim", "over")
_COUNTS = np.array(CUBE_COUNT, dtype=np.float32)


def _cards(out: np.ndarray, names: list[str] | None) -> None:
    if names:
        out[[CARD_ID[name] for name in names]] = 1.0


class BalloonCupEncoder(Encoder):
    game = "balloon-cup"

    def build_layout(self) -> Layout:
        return (
            Layout()
            .add("hand", NUM_CARDS)
            .add("opp_shown", NUM_CARDS)
            .add("hand_sizes", 2)
            .add("tile_present", 4)
            .add("tile_mountain", 4)
            .add("tile_cubes", 4, 5)
            .add("tile_cards", 4, 2, NUM_CARDS)
            .add("tile_sums", 4, 2)
            .add("tile_free", 4, 2, 5)
            .add("my_cubes", 5)
            .add("opp_cubes", 5)
            .add("trophies", 5, 3)
            .add("discard", NUM_CARDS)
            .add("supply", 1)
            .add("bag", 1)
            .add("box", 5)
            .add("phase", 4)
            .add("my_turn", 1)
            .add("no_score", 1)
            .add("claiming", 3)
        )

    def fill(self, out: dict[str, np.ndarray], view: dict[str, Any], seat: int) -> None:
        me, opp = seat, 1 - seat
        _cards(out["hand"], view["hand"])
        _cards(out["opp_shown"], view["hands"][opp])
        out["hand_sizes"][:] = [view["hand_sizes"][me] / 8, view["hand_sizes"][opp] / 8]
        for t, tile in enumerate(view["tiles"]):
            out["tile_present"][t] = tile["present"]
            out["tile_mountain"][t] = tile["side"] == "mountain"
            for cube in tile["cubes"]:
                out["tile_cubes"][t, COLOUR_ID[cube]] += 0.25
            for k, side in enumerate((me, opp)):
                _cards(out["tile_cards"][t, k], tile["cards"][side])
                out["tile_sums"][t, k] = min(tile["sums"][side] / 52, 1.0)
                for colour, free in tile["free"][side].items():
                    out["tile_free"][t, k, COLOUR_ID[colour]] = free / 4
        players = view["players"]
        out["my_cubes"][:] = [players[me]["cubes"][c] for c in COLOURS] / _COUNTS
        out["opp_cubes"][:] = [players[opp]["cubes"][c] for c in COLOURS] / _COUNTS
        for c, colour in enumerate(COLOURS):
            owner = view["trophies"][colour]["owner"]
            out["trophies"][c, 2 if owner is None else (0 if owner == me else 1)] = 1.0
        _cards(out["discard"], view["discard"])
        out["supply"][0] = min(view["supply"] / 29, 1.0)
        out["bag"][0] = view["bag"] / 45
        out["box"][:] = [view["box"][c] for c in COLOURS] / _COUNTS
        out["phase"][PHASES.index(view["phase"])] = 1.0
        out["my_turn"][0] = me in view["to_act"]
        out["no_score"][0] = min(view["turns_without_score"] / 50, 1.0)
        claiming = view["claiming"]
        if claiming:
            out["claiming"][:] = [
                claiming["winner"] == me,
                bool(claiming["first_run"]),
                claiming["placer"] == me,
            ]

    def potential(self, view: dict[str, Any]) -> list[float]:
        won = [0, 0]
        for event in view["events"]:
            if event["type"] == "score":
                won[event["winner"]] += len(event["cubes"])
        return [(won[0] - won[1]) / 20, (won[1] - won[0]) / 20]

    def max_game_length(self) -> int:
        # at most ~40 scorings (each refill takes cubes from a bag that never refills), at most
        # 50 turns between them (the deadlock rule), 2 decisions a turn, a few claims each
        return 5_000


ENCODER = BalloonCupEncoder
