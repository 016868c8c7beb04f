"""The climbing game's facts outside the engine (see :mod:`gametable.core.descriptor`)."""

from __future__ import annotations

from typing import Any

from gametable.core.descriptor import GameDescriptor, Option, QuickPlay


def turns_made(state: Any) -> int:
    """How many turns have become public so far: a beat each time a layer's turns (or a round
    that ends with none) are revealed. (Up to six players: eight a round keeps it rising.)"""
    return state.round * 8 + len(state.turns)

DESCRIPTOR = GameDescriptor(
    name="climbing",
    title="Climbing game (Kiipeilypeli)",
    module="gametable.games.climbing",
    seats=(2, 3, 4, 5, 6),
    players_option="players",
    options=(
        Option("players", "int", 2, min=2, max=6),
        Option("max_rounds", "int", 200, min=1, max=1000),
        Option("cubes", "choice", "standard", values=("standard", "varied")),
        Option("placement", "choice", "choose", values=("choose", "random")),
    ),
    clock=(30.0, 0.0),  # 30 s per choice, simultaneous ones included
    bot_names=("Aino", "Eero", "Lumi", "Otso", "Sade", "Ilmari"),
    # every choice is secret until its phase resolves; the view then shows it
    quick_play=QuickPlay("players", (2, 3, 4, 5, 6), label="players"),
    encoder="gametable.rl.encoders.climbing",
    # at a table where a person plays, the bots wait a moment more once turns are revealed,
    # so the page plays them one by one (climbing_timing.js) before the next layer's turns
    # come (the bots' next layer came 0.6 s later and cut each caption short); the page
    # queues any that still come while it plays
    beat=turns_made,
    beat_pause=1.5,
    spiel_params={"players": 2, "max_rounds": 200, "cubes": "standard",
                  "placement": "choose"},
)
