"""The game-agnostic core: protocol, registry, errors, records."""

from gametable.core.errors import BadOptions, GametableError, IllegalMove, UnknownGame
from gametable.core.protocol import GameState, Move, Seat, View
from gametable.core.records import Record, Recorder, replay
from gametable.core.registry import GAMES, from_json, game_entry, new_game

__all__ = [
    "GAMES",
    "BadOptions",
    "GameState",
    "GametableError",
    "IllegalMove",
    "Move",
    "Record",
    "Recorder",
    "Seat",
    "UnknownGame",
    "View",
    "from_json",
    "game_entry",
    "new_game",
    "replay",
]
