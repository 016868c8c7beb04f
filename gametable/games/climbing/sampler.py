"""States the search may play on, rebuilt from a climbing view.

Everything in the climbing game is public except the choices other players have already
made in the current simultaneous phase. A sample therefore keeps the whole position and puts
those players back among the seats still to choose (with no choice made): to the searching
seat their choice is as open as if they had not made it yet, which is exactly what a
simultaneous move means. The seat's own pending choice, if any, stays made.

The state is built with the engine's public ``from_json`` from a dict in its ``to_json``
format. The only chance left is the lot that places players still without a place after five
rounds of choosing; its order is hidden from everyone, so a sample draws it from ``rng``.
"""

from __future__ import annotations

import random
from typing import Any

from gametable.core.protocol import GameState
from gametable.games.climbing import from_json


def state_dict(view: dict[str, Any], rng: random.Random | None = None) -> dict[str, Any]:
    """The ``to_json`` form of the position the view shows, others' pending choices open and,
    during placement, the lot's order drawn from ``rng``."""
    seat = view["seat"]
    n = view["players"]
    phase = view["phase"]
    over = phase == "over"
    waiting = set(view["to_act"]) | (set(view["submitted"]) - {seat})
    pending: list[str | None] = [None] * n
    if seat is not None and view["my_choice"] is not None:
        pending[seat] = view["my_choice"]
        waiting.discard(seat)
    layer_of = {cube["id"]: cube["layer"] for cube in view["cubes"]}
    pointed = view["pointed"]
    skipped = list(view["skipped"])
    queue = []
    if phase == "turn":
        for layer in (3, 2, 1):
            if layer >= view["layer"]:
                continue
            players = [p for p in range(n) if layer_of[pointed[p]] == layer and p not in skipped]
            if players:
                queue.append([layer, players])
    cubes = [cube["notation"] for cube in view["cubes"]]
    places = [pawn["place"] for pawn in view["pawns"]]
    setup: dict[str, Any] = {"cubes": cubes, "banned": list(view["banned"])}
    if all(place is not None for place in places):
        setup["pawns"] = places
    else:  # the lot that may place the rest is chance nobody has seen: drawn afresh
        lot = [place["place"] for place in view["places"]]
        (rng or random.Random(0)).shuffle(lot)
        setup["lot"] = lot
    return {
        "game": "climbing",
        "options": dict(view["options"]),
        "setup": setup,
        "cubes": cubes,
        "pawns": places,
        "banned": list(view["banned"]),
        "phase": phase,
        "round": view["round"] - (0 if over and view["winner"] is None else 1),
        "to_act": sorted(waiting) if not over else [],
        "pending": pending,
        "pointed": list(pointed) if pointed is not None else [None] * n,
        "skipped": skipped,
        "layer": view["layer"] or 0,
        "queue": queue,
        "turns": [list(turn) for turn in view["turns"]],
        "choosing": [p for p in range(n) if places[p] is None] if phase == "place" else [],
        "void": [place["place"] for place in view["places"] if place["void"]],
        "winner": view["winner"],
        "last_round": view["last_round"],
        "placement_rounds": view["placement_rounds"],
        "last_clash": view["last_clash"],
    }


def sample_state(view: dict[str, Any], rng: random.Random | None = None) -> GameState:
    """The position of ``view`` as a full state (see the module docstring)."""
    return from_json(state_dict(view, rng))
