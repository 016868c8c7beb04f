"""gametable: Balloon Cup, Baloot and the climbing game behind one small protocol.

>>> import gametable
>>> state = gametable.new_game("balloon-cup", seed=7)
>>> seat = state.to_act[0]
>>> state.play(seat, state.legal_moves(seat)[0])

See ``docs/protocol.md`` for the protocol and ``README.md`` for the games.
"""

from gametable.core import (
    GAMES,
    BadOptions,
    GameState,
    GametableError,
    IllegalMove,
    Record,
    Recorder,
    UnknownGame,
    from_json,
    new_game,
    replay,
)

__version__ = "0.1.0"

__all__ = [
    "GAMES",
    "BadOptions",
    "GameState",
    "GametableError",
    "IllegalMove",
    "Record",
    "Recorder",
    "UnknownGame",
    "__version__",
    "bots",
    "from_json",
    "new_game",
    "replay",
]


def __getattr__(name: str):  # ``gametable.bots`` without importing every bot at start-up
    if name == "bots":
        import importlib

        return importlib.import_module("gametable.bots")
    raise AttributeError(f"module 'gametable' has no attribute {name!r}")
