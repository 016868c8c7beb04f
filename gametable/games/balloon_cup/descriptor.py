"""Balloon Cup's facts outside the engine (see :mod:`gametable.core.descriptor`)."""

from __future__ import annotations

from typing import Any

from gametable.core.descriptor import GameDescriptor, Option, QuickPlay, public_whole


def tiles_decided(state: Any) -> int:
    """How many tiles have been decided (scored) so far in the game."""
    return sum(1 for event in state.events if event[1] == "score")


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
    # a decided tile stays on the page 2 s with its cards, totals and winner (the board's
    # result hold) before a bot's next card can change the board under it (at 1.5 s a
    # newcomer read the winner's banner and the tile had gone)
    beat=tiles_decided,
    beat_pause=2.0,
)
