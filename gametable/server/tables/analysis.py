"""Engine help: when a seat may ask the search bot during a game (hints), and analysis after it.

The rules (``docs/online.md``, "Hints and analysis"), in one place so that the HTTP route, the
WebSocket ``hint`` message and what every seat is shown agree:

- **Rated tables and quick-play tables: never during the game.** A rating, and a game against
  strangers, is a measure of a person's own play; a search bot's move and win chance would
  make it the bot's. Asked anyway: 403 and the reason.
- **Private (invite) tables with two or more people: only if the creator chose it**
  (``POST /api/tables {"hints": true}``), and then for every seat alike; every seat is shown
  the table's choice (``"hints": {"allowed", "code", "reason"}`` in the summary and each state
  message), so nobody wonders whether the other side has help.
- **One person against bots: on unless the creator turned them off.** Nobody else's game is
  affected, and a hint is how one learns the game from the bots (practice).
- **After the game, analysis is open to all** (``POST /api/tables/{id}/analysis``): the search
  bot's suggestion for any seat at any position of a finished game. The whole record is public
  once the game is over, so a finished position reveals nothing a live one would.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from gametable import bots as bot_registry
from gametable.core.registry import new_game
from gametable.server.errors import RequestError

#: why hints are (not) offered, by code; the front end shows each in the reader's language
REASONS = {
    "no_search": "this game has no search bot to give hints",
    "rated": "no hints in a rated game: a rating measures the player's own play",
    "quick_play": "no hints at quick-play tables: the people you meet play on their own",
    "creator_off": "hints are off: the table's creator did not allow them",
    "creator_on": "the table's creator allowed hints, for every seat alike",
    "practice": "hints are on: you play alone against bots",
}


@functools.cache  # which bots a game has does not change while the server runs
def searchable(game: str) -> bool:
    """The game has a search bot (and its engine loads), which hints and analysis ask. A game
    that is not known (a quarantined row's) or whose bots fail to load has none: listing it
    must not fail."""
    try:
        return "search" in bot_registry.available(game)
    except Exception:
        return False


def people(seats: Iterable[Any]) -> int:
    """The seats people hold (``SeatInfo`` objects or their stored dicts)."""
    return sum(1 for s in seats
               if (s.get("kind") if isinstance(s, dict) else s.kind) == "human")


def default_hints(seats: Iterable[Any]) -> bool:
    """Hints at a private table whose creator did not say: on for one person alone against
    bots (practice), off where two or more people play each other."""
    return people(seats) <= 1


def hint_policy(settings: dict[str, Any], seats: Iterable[Any], *,
                searchable: bool) -> dict[str, Any]:
    """``{"allowed", "code", "reason"}`` for a table: what its summary and state messages
    show every seat, and what :meth:`.hints.Hinting.hint` enforces. ``searchable``: the game
    has a search bot (:func:`.hints.hints_available`)."""
    seats = list(seats)
    if not searchable:
        code = "no_search"
    elif settings.get("rated"):
        code = "rated"
    elif settings.get("queue"):
        code = "quick_play"
    else:
        chosen = settings.get("hints")
        if not isinstance(chosen, bool):  # not stored: the default for its seats
            chosen = default_hints(seats)
        code = ("creator_off" if not chosen
                else "creator_on" if people(seats) >= 2 else "practice")
    return {"allowed": code in ("creator_on", "practice"), "code": code,
            "reason": REASONS[code]}


def check_hint_request(request: dict[str, Any], rated: bool) -> bool | None:
    """A create request's ``hints`` field: ``True``/``False``, or ``None`` (the default for
    its seats). Refused (400) where it cannot hold: ``true`` at a rated table."""
    chosen = request.get("hints")
    if chosen is None:
        return None
    if not isinstance(chosen, bool):
        raise RequestError("'hints' is true or false")
    if chosen and rated:
        raise RequestError("a rated table has no hints: a rating measures the player's own "
                           "play (analysis opens when the game is over)")
    return chosen


def refuse_hint(policy: dict[str, Any]) -> None:
    """403 with the table's reason when its policy allows no hints during the game."""
    if not policy["allowed"]:
        raise RequestError(policy["reason"], 403)


def position(game: str, options: dict[str, Any], setup: dict[str, Any],
             moves: list[tuple[int, str]], index: Any, seat: Any, seats: int
             ) -> tuple[Any, list[Any]]:
    """The view of ``seat`` and its legal moves after the first ``index`` moves of a finished
    game, replayed from its record; 400 for a position or seat the game does not have, 409
    where the seat has no move to choose there."""
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index <= len(moves):
        raise RequestError(f"'index' is a position of the replay, a whole number from 0 to "
                           f"{len(moves)}")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
        raise RequestError(f"'seat' is a seat number from 0 to {seats - 1}")
    state = new_game(game, setup=setup, **options)
    for mover, move in moves[:index]:
        state.play(mover, move)
    legal = state.legal_moves(seat) if not state.over else []
    if not legal:
        raise RequestError(f"seat {seat} has no move to choose at position {index}", 409)
    return state.view(seat), legal


def check_level(level: Any) -> str:
    """A request's search level (default ``easy``: the quickest answer)."""
    if level is None:
        return "easy"
    if level not in bot_registry.LEVELS:
        raise RequestError(f"unknown level {level!r}; levels: {', '.join(bot_registry.LEVELS)}")
    return level
