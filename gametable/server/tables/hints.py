"""Hints and analysis: what the search bot would play here, for the seat asking and from its
view only, where the table's policy allows it (:mod:`.analysis`); searches run in the
compute pool, one at a time per seat.

The manager holds one (``TableManager.hints``).
"""

from __future__ import annotations

import logging
from typing import Any

from gametable import bots as bot_registry
from gametable.server.errors import RequestError
from gametable.server.tables import analysis
from gametable.server.tables.compute import HINT
from gametable.server.tables.live import LiveTable

log = logging.getLogger("gametable.server")


def hint_function() -> Any:
    """The hint call the server runs (a module-level function: it crosses to the workers)."""
    return bot_registry.hint


def hints_available(game: str) -> bool:
    """Hints come from the search bot: offered where the game has one (and its engine
    loads: the lobby lists a game that cannot load, with the reason)."""
    return analysis.searchable(game)


class Hinting:
    """The hint and analysis requests of every table of a process (see the module's
    docstring)."""

    def __init__(self, compute: Any) -> None:
        self.compute = compute
        #: (table, seat) of every hint being worked out: one at a time per seat (and
        #: (table, "analysis <client>") of every analysis of a finished game)
        self._hinting: set[tuple[str, Any]] = set()

    async def hint(self, table: LiveTable, seat: int | None, level: str | None) -> dict[str, Any]:
        """Ask the search bot what it would play here (only for the seat asking, from its
        view), where the table's policy allows it (:mod:`.analysis`: never at rated or
        quick-play tables; 403 with the reason). One hint at a time per seat: a second while
        the first runs is refused (429)."""
        if table.state.over:
            raise RequestError("the game is over: its replay offers analysis of every "
                               "position", 409)
        analysis.refuse_hint(table.hints)
        if table.dealing is not None:
            raise RequestError("the cards are being shuffled: there is nothing to hint yet", 409)
        if seat is None:
            raise RequestError("a spectator cannot ask for a hint", 403)
        if table.broken is not None:
            raise RequestError(f"this table is broken: {table.broken}", 409)
        state = table.state
        legal = state.legal_moves(seat)
        if not legal:
            raise RequestError("it is not your turn", 409)
        level = analysis.check_level(level)
        return await self._search(table.id, (table.id, seat), table.game, state.view(seat),
                                  legal, level, "a hint for your seat")

    async def analyse(self, table: LiveTable, body: Any, asker: str) -> dict[str, Any]:
        """After the game, for anyone: the search bot's suggestion for ``body["seat"]`` at
        position ``body["index"]`` of the replay (the moves before it played), and that
        position's ``index`` and ``seat``. Only a finished game: its record is public, so
        nothing is revealed that the replay does not show. One at a time per ``asker``."""
        if not isinstance(body, dict):
            raise RequestError('send {"index": N, "seat": S} (and "level", if you like)')
        if not table.state.over:
            raise RequestError("analysis opens when the game is over", 403)
        if not hints_available(table.game):
            raise RequestError(analysis.REASONS["no_search"], 404)
        level = analysis.check_level(body.get("level"))
        view, legal = analysis.position(table.game, table.options, table.state.setup(),
                                        table.moves, body.get("index"), body.get("seat"),
                                        len(table.seats))
        result = await self._search(table.id, (table.id, f"analysis {asker}"), table.game,
                                    view, legal, level, "your last analysis")
        return {**result, "index": body["index"], "seat": body["seat"]}

    async def _search(self, table_id: str, key: tuple[str, Any], game: str, view: Any,
                      legal: list[Any], level: str, what: str) -> dict[str, Any]:
        """One hint search in the compute pool, at most one at a time per ``key``."""
        if key in self._hinting:
            raise RequestError(f"{what} is still being worked out; wait for it before asking "
                               "for another", 429)
        self._hinting.add(key)
        try:
            result = await self.compute.run(HINT, table_id, hint_function(), game, view,
                                            legal, level)
        finally:
            self._hinting.discard(key)
        return dict(result)

