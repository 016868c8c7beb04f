"""The climbing game's facts outside the engine (see :mod:`gametable.core.descriptor`)."""

from __future__ import annotations

from gametable.core.descriptor import GameDescriptor, Option, QuickPlay

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
    spiel_params={"players": 2, "max_rounds": 200, "cubes": "standard",
                  "placement": "choose"},
)
