"""Tournaments as a pure library: the arena, the Swiss system and the knockout.

No server, database, network or clock: a director (the server's, later) keeps each
tournament's state as JSON (every state has ``to_json``/``from_json``), asks which games to
start (:func:`.arena.pair_free`, :func:`.swiss.pair_round`, :func:`.knockout.pair_ready`),
seats them (:meth:`.Shape.seating`) and reports how they end (``record_result``,
``record_forfeit``). Every decision depends on its inputs alone (a seed where a coin is
needed), so a director restarted from its JSON continues exactly as it would have.
The rules: ``docs/tournaments.md``.
"""

from __future__ import annotations

from typing import Any

from gametable.tournaments.arena import ArenaConfig, ArenaState
from gametable.tournaments.common import (
    DEFAULT_RATING,
    SOLO,
    Entrant,
    Pairing,
    Shape,
    TournamentError,
)
from gametable.tournaments.knockout import KnockoutConfig, KnockoutState
from gametable.tournaments.standings import Standing
from gametable.tournaments.swiss import SwissConfig, SwissState

__all__ = ["DEFAULT_RATING", "SOLO", "ArenaConfig", "ArenaState", "Entrant",
           "KnockoutConfig", "KnockoutState", "Pairing", "Shape", "Standing", "SwissConfig",
           "SwissState", "TournamentError", "load"]

State = ArenaState | SwissState | KnockoutState


def load(data: dict[str, Any]) -> State:
    """Any format's state from its ``to_json`` (which names its ``format``)."""
    kinds: dict[str, Any] = {"arena": ArenaState, "swiss": SwissState,
                             "knockout": KnockoutState}
    kind = kinds.get(data.get("format", ""))
    if kind is None:
        raise TournamentError(f"no tournament format {data.get('format')!r}")
    return kind.from_json(data)
