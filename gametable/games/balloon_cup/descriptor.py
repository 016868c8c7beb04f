"""Balloon Cup's facts outside the engine (see :mod:`gametable.core.descriptor`)."""

from __future__ import annotations

from gametable.core.descriptor import GameDescriptor, Option, QuickPlay, public_whole

DESCRIPTOR = GameDescriptor(
    name="balloon-cup",
    title="Balloon Cup",
    module="gametable.games.balloon_cup",
    seats=(2,),
    options=(Option("no_deadlock", "bool", False),),
    clock=(30.0, 120.0),
    bot_names=("Amelia", "Piccard"),
    # every move is public: cards are placed face up, exchanges shown, claims open
    public_move=public_whole,
    quick_play=QuickPlay(),
    encoder="gametable.rl.encoders.balloon_cup",
    jax="gametable.jax.balloon_cup",
    spiel_params={"no_deadlock": False},
)
