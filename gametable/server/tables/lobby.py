"""The lobby list: newest tables first, filtered and cut into pages on the server.

Why pages: a lobby of every table ever played grows without bound (21,000 tables made a 7.9 MB
answer that held the event loop for a second each poll); a page costs the summaries of the
tables it shows, whatever the total.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from gametable.core import fairness
from gametable.core.registry import GAMES, REGISTRY
from gametable.server.errors import RequestError
from gametable.server.storage.store import StoredTable
from gametable.server.tables import analysis
from gametable.server.tables.chat import is_private

#: the page size when none is asked for, and the largest one answered
PAGE_SIZE = 50
MAX_PAGE_SIZE = 200


@dataclass(frozen=True)
class Query:
    """What a lobby request asks for: ``?game=&open_seats=1&limit=&offset=``."""

    game: str | None = None
    open_seats: bool = False
    limit: int = PAGE_SIZE
    offset: int = 0

    @classmethod
    def parse(cls, params: Mapping[str, str]) -> Query:
        """The query of a request's parameters, or :class:`RequestError` (400) saying which
        one is wrong and what it may be."""
        unknown = sorted(set(params) - {"game", "open_seats", "limit", "offset"})
        if unknown:
            raise RequestError(f"the lobby takes no parameter {', '.join(unknown)}; it takes "
                               "game, open_seats, limit and offset")
        game = params.get("game") or None
        if game is not None and game not in REGISTRY:
            raise RequestError(f"there is no game {game!r}; games: {', '.join(GAMES)}")
        flag = params.get("open_seats", "0").strip().lower()
        if flag not in ("0", "1", "true", "false", ""):
            raise RequestError(f"open_seats is 1 or 0, not {params['open_seats']!r}")
        limit = whole_number(params, "limit", PAGE_SIZE, 1, MAX_PAGE_SIZE)
        offset = whole_number(params, "offset", 0, 0, None)
        return cls(game, flag in ("1", "true"), limit, offset)


def whole_number(params: Mapping[str, str], name: str, default: int, lowest: int,
                 highest: int | None) -> int:
    """A query's whole-number parameter, or 400 saying its bounds. At most nine digits: a
    database integer holds any of them (``offset=2**63`` overflowed SQLite: a 500)."""
    text = params.get(name)
    if text is None or text == "":
        return default
    bounds = f"from {lowest} to {highest}" if highest is not None else f"of {lowest} or more"
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        raise RequestError(f"{name} is a whole number {bounds}, not {text!r}")
    value = int(text)
    if value < lowest or (highest is not None and value > highest):
        raise RequestError(f"{name} is a whole number {bounds}, not {value}")
    return value


def stored_summary(row: StoredTable) -> dict[str, Any]:
    """A table that is not in memory (finished, or quarantined) as the lobby shows it."""
    entry = REGISTRY.get(row.game)
    return {
        "id": row.id,
        "game": row.game,
        "title": entry.title if entry else row.game,
        "options": row.options,
        "seats": [
            {
                "seat": i,
                "kind": s.get("kind"),
                "name": s.get("name"),
                "bot": s.get("bot"),
                "level": s.get("level"),
                "player": s.get("player"),
                "online": False,
            }
            for i, s in enumerate(row.seats)
        ],
        "status": row.status,
        "to_act": [],
        "moves": row.move_count,
        "scores": row.result,
        "resigned": row.settings.get("resigned"),
        "spectators": 0,
        "created": row.created,
        "hints": analysis.hint_policy(row.settings, row.seats,
                                      searchable=analysis.searchable(row.game)),
        "practice": bool(row.settings.get("practice", False)),
        "rated": bool(row.settings.get("rated", False)),
        "fairness": fairness.published(row.seed, row.settings.get("salt"), row.status == "over",
                                       row.settings.get("deal")),
        "broken": row.broken is not None,
        "broken_reason": row.broken,
        "clock": None,
    }


def listed_to(settings: dict[str, Any], seat_players: Iterable[str | None],
              viewer: str | None) -> bool:
    """Whether the lobby lists a table to ``viewer`` (a player id, or ``None``): a quick-play
    table to everyone, a private invite table (:func:`.chat.is_private`) only to the player
    who created it and the players seated at it."""
    if not is_private(settings):
        return True
    return viewer is not None and (viewer == settings.get("creator_player")
                                   or viewer in seat_players)


#: seconds after which a table with people's seats, no move and nobody there is abandoned
ABANDONED_AFTER = 600.0


def abandoned(moves: int, over: bool, people: int, online: int, age: float) -> bool:
    """A table nobody will play: not over, no move made for ``ABANDONED_AFTER`` seconds since
    it was made, with people's seats and none of them here. Why not listed: every guest who
    opened a table and went left one in the lobby (issue 31), hiding the tables people play;
    a new table waiting for its people is still listed, and any table's link still opens it."""
    return (moves == 0 and not over and people > 0 and online == 0
            and age >= ABANDONED_AFTER)


def has_open_seat(summary: dict[str, Any]) -> bool:
    """A game still going with a person's seat that nobody holds open right now."""
    return summary["status"] == "playing" and not summary["broken"] and any(
        s["kind"] == "human" and not s["online"] for s in summary["seats"]
    )


def page(
    newest_first: Iterable[tuple[str, Callable[[], dict[str, Any]]]],
    *,
    game: str | None = None,
    open_seats: bool = False,
    limit: int = PAGE_SIZE,
    offset: int = 0,
    game_of: Callable[[str], str],
    shown_to: Callable[[str], bool] | None = None,
) -> dict[str, Any]:
    """One page of the lobby: ``{"tables", "total", "offset", "limit"}``.

    ``newest_first`` yields each table's id with a way to build its summary, which is only
    called for tables the filters need to look at (``open_seats``) or the page shows
    (``limit`` and ``offset`` as :class:`Query` checked them). ``shown_to``: whether the
    asker may see a table at all (:func:`listed_to`)."""
    shown: list[dict[str, Any]] = []
    total = 0
    for table_id, summary in newest_first:
        if game is not None and game_of(table_id) != game:
            continue
        if shown_to is not None and not shown_to(table_id):
            continue
        if open_seats:
            item = summary()
            if not has_open_seat(item):
                continue
        else:
            item = None
        if offset <= total < offset + limit:
            shown.append(item or summary())
        total += 1
    return {"tables": shown, "total": total, "offset": offset, "limit": limit}
