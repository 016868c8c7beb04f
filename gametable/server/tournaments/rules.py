"""What a new tournament may be: a create request (``POST /api/tournaments``) or an entry of the
schedule file checked field by field, every refusal a sentence that says what is allowed.

Pure: no database, no clock of its own (``now`` is given), so the same rules serve the route,
the schedule (:mod:`.schedule`) and the tests.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from gametable import bots as bot_registry
from gametable.core.errors import GametableError
from gametable.core.registry import game_entry, new_game
from gametable.server.errors import RequestError
from gametable.server.people.access import shown_text
from gametable.server.tournaments.formats import FORMATS
from gametable.tournaments import Shape, TournamentError

#: the fields a create request may carry
FIELDS = ("name", "game", "format", "options", "starts", "starts_in", "duration", "rounds",
          "best_of", "clock", "rated", "visibility", "invited", "bots", "bot_wait",
          "bot_entrants")
#: whose entries a tournament takes
VISIBILITIES = ("open", "invite")
#: a player id as the server makes them (letters and digits)
PLAYER_ID = re.compile(r"[A-Za-z0-9]{1,32}")


@dataclass(frozen=True)
class Bounds:
    """How far a tournament may go (the route's; tests may allow shorter arenas)."""

    name_length: tuple[int, int] = (3, 80)
    #: an arena's length, seconds
    duration: tuple[float, float] = (120.0, 12 * 3600.0)
    rounds: tuple[int, int] = (1, 30)
    best_of: tuple[int, int] = (1, 9)
    #: a turn's seconds and a game's bank: long enough to think, short enough that a round
    #: never waits hours for one game
    move: tuple[float, float] = (1.0, 300.0)
    bank: tuple[float, float] = (0.0, 3600.0)
    #: how far ahead a start may be, seconds (and how far behind counts as now)
    ahead: float = 30 * 86400.0
    behind: float = 60.0
    bot_wait: tuple[float, float] = (5.0, 600.0)
    invited: int = 500
    #: bot entrants a benchmark or test may ask for (where the server allows any)
    bot_entrants: int = 4096


#: the route's bounds
BOUNDS = Bounds()


@dataclass(frozen=True)
class Spec:
    """A tournament to make, checked."""

    name: str
    game: str
    format: str
    options: dict[str, Any]
    starts: float
    clock: dict[str, float]
    shape: Shape
    rated: bool = False
    visibility: str = "open"
    invited: tuple[str, ...] = ()
    bots: bool = False
    bot_wait: float = 30.0
    duration: float | None = None
    rounds: int | None = None
    best_of: int | None = None
    #: bot entrants (benchmarks and tests, where the server allows them) and their bot
    bot_entrants: int = 0
    entrant_bot: str = "random"


def parse_spec(body: Any, now: float, bounds: Bounds = BOUNDS, *,
               bot_entrants: bool = False) -> Spec:
    """A create request checked (:class:`RequestError` 400 saying what is wrong).
    ``bot_entrants``: whether this server takes bot entrants (``--tournament-bots``)."""
    if not isinstance(body, dict):
        raise RequestError("send the tournament as a JSON object")
    unknown = sorted(set(body) - set(FIELDS))
    if unknown:
        raise RequestError(f"unknown field(s) {', '.join(unknown)}; known: {', '.join(FIELDS)}")
    name = _name(body.get("name"), bounds)
    game, options, shape = _game(body.get("game"), body.get("options"))
    form = body.get("format")
    if form not in FORMATS:
        raise RequestError(f"'format' is one of {', '.join(FORMATS)}")
    if form == "knockout" and shape.side_size < 2:
        raise RequestError("a knockout is for teams of two (Baloot): its matches are between "
                           "partners; this game takes an arena or a Swiss")
    extra: dict[str, Any] = {}
    if form == "arena":
        extra["duration"] = _seconds(body.get("duration"), "duration", bounds.duration,
                                     "an arena's length")
    elif body.get("duration") is not None:
        raise RequestError("'duration' is an arena's; a Swiss has 'rounds', a knockout "
                           "'best_of'")
    if form == "swiss":
        extra["rounds"] = _whole(body.get("rounds"), "rounds", bounds.rounds)
    elif body.get("rounds") is not None:
        raise RequestError("'rounds' is a Swiss's")
    if form == "knockout":
        best_of = _whole(body.get("best_of", 1), "best_of", bounds.best_of)
        if best_of % 2 == 0:
            raise RequestError("'best_of' is an odd number of games (1, 3, 5…): a match "
                               "needs a majority")
        extra["best_of"] = best_of
    elif body.get("best_of") is not None:
        raise RequestError("'best_of' is a knockout's")
    bots = _flag(body.get("bots", False), "bots")
    if bots and form == "knockout":
        raise RequestError("a knockout never seats bots: its odd places are byes")
    bot_wait = 30.0
    if body.get("bot_wait") is not None:
        if form != "arena" or not bots:
            raise RequestError("'bot_wait' is for an arena with bots")
        bot_wait = _seconds(body["bot_wait"], "bot_wait", bounds.bot_wait,
                            "the wait before a bot plays someone left alone")
    visibility = body.get("visibility", "open")
    if visibility not in VISIBILITIES:
        raise RequestError("'visibility' is \"open\" (anyone may enter) or \"invite\" (those "
                           "invited)")
    invited = _invited(body.get("invited"), visibility, bounds)
    count, bot = _bot_entrants(body.get("bot_entrants"), game, bot_entrants, bounds)
    return Spec(name=name, game=game, format=form, options=options,
                starts=_starts(body, now, bounds), clock=parse_clock(body.get("clock"), bounds),
                shape=shape, rated=_flag(body.get("rated", False), "rated"),
                visibility=visibility, invited=invited, bots=bots, bot_wait=bot_wait,
                bot_entrants=count, entrant_bot=bot, **extra)


def _name(value: Any, bounds: Bounds) -> str:
    least, most = bounds.name_length
    if not isinstance(value, str):
        raise RequestError(f"'name' is the tournament's name: {least} to {most} characters")
    name = shown_text(value)
    if not least <= len(name) <= most:
        raise RequestError(f"'name' has {least} to {most} characters, not {len(name)}")
    return name


def _game(value: Any, options: Any) -> tuple[str, dict[str, Any], Shape]:
    """The game, its options (checked by starting one) and the shape of its table."""
    if value is None:
        raise RequestError("say which game: the field 'game' is missing")
    try:
        entry = game_entry(value)
    except GametableError as error:
        raise RequestError(str(error)) from None
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise RequestError("'options' is a JSON object of the game's options")
    try:
        state = new_game(entry.name, seed=0, **options)
    except (TypeError, ValueError, GametableError) as error:
        raise RequestError(f"bad option for {entry.name}: {error}") from None
    try:
        shape = Shape.of(entry.descriptor, state.num_seats)
    except TournamentError as error:
        raise RequestError(f"{error} (the climbing game: \"options\": {{\"players\": 2}})"
                           ) from None
    return entry.name, options, shape


def _seconds(value: Any, key: str, bounds: tuple[float, float], what: str) -> float:
    least, most = bounds
    seconds = duration_seconds(value) if isinstance(value, str) else value
    if (not isinstance(seconds, int | float) or isinstance(seconds, bool)
            or not least <= seconds <= most):
        raise RequestError(f"'{key}' is {what}: from {_shown(least)} to {_shown(most)} "
                           "(seconds, or text such as \"30m\")")
    return float(seconds)


def _whole(value: Any, key: str, bounds: tuple[int, int]) -> int:
    least, most = bounds
    if not isinstance(value, int) or isinstance(value, bool) or not least <= value <= most:
        raise RequestError(f"'{key}' is a whole number from {least} to {most}")
    return value


def _flag(value: Any, key: str) -> bool:
    if not isinstance(value, bool):
        raise RequestError(f"'{key}' is true or false")
    return value


def _starts(body: dict[str, Any], now: float, bounds: Bounds) -> float:
    """When it starts: ``starts`` (seconds since 1970, UTC) or ``starts_in`` (seconds from
    now); neither: now. Never in the past (a minute behind counts as now: clocks differ),
    nor further than ``bounds.ahead``."""
    if "starts" in body and "starts_in" in body:
        raise RequestError("give 'starts' or 'starts_in', not both")
    if body.get("starts_in") is not None:
        value = body["starts_in"]
        if not isinstance(value, int | float) or isinstance(value, bool) or value < 0:
            raise RequestError("'starts_in' is the seconds from now to the start, 0 or more")
        starts = now + float(value)
    elif body.get("starts") is not None:
        value = body["starts"]
        if not isinstance(value, int | float) or isinstance(value, bool):
            raise RequestError("'starts' is the start time in seconds since 1970 (UTC)")
        starts = float(value)
        if starts < now - bounds.behind:
            raise RequestError("the start time is in the past: choose a time to come")
        starts = max(starts, now)
    else:
        starts = now
    if starts > now + bounds.ahead:
        raise RequestError(f"the start may be at most {bounds.ahead / 86400:g} days ahead")
    return starts


def parse_clock(value: Any, bounds: Bounds = BOUNDS) -> dict[str, float]:
    """A tournament's time control: ``{"move": seconds, "bank": seconds}``, or ``"M+S"``:
    a bank of M minutes and S seconds a move (``"3+2"``). Every tournament has one."""
    if value is None:
        raise RequestError("'clock' is required: {\"move\": seconds, \"bank\": seconds} or "
                           "\"M+S\" (a bank of M minutes, S seconds a move, such as \"3+2\")")
    if isinstance(value, str):
        found = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*\+\s*(\d+(?:\.\d+)?)\s*", value)
        if found is None:
            raise RequestError("'clock' as text is \"M+S\": a bank of M minutes and S seconds "
                               "a move, such as \"3+2\"")
        value = {"bank": float(found[1]) * 60, "move": float(found[2])}
    if not isinstance(value, dict) or set(value) - {"move", "bank"} or "move" not in value:
        raise RequestError("'clock' is {\"move\": seconds, \"bank\": seconds} or \"M+S\"")
    out = {}
    for key, (least, most) in (("move", bounds.move), ("bank", bounds.bank)):
        seconds = value.get(key, 0.0)
        if (not isinstance(seconds, int | float) or isinstance(seconds, bool)
                or not least <= seconds <= most):
            raise RequestError(f"'clock.{key}' is from {least:g} to {most:g} seconds")
        out[key] = float(seconds)
    return out


def _invited(value: Any, visibility: str, bounds: Bounds) -> tuple[str, ...]:
    """The players invited (their ids, as profiles show them): only by invitation."""
    if value is None or value == []:
        return ()
    if visibility != "invite":
        raise RequestError("'invited' is for a tournament by invitation "
                           "(\"visibility\": \"invite\")")
    if (not isinstance(value, list) or len(value) > bounds.invited
            or not all(isinstance(p, str) and PLAYER_ID.fullmatch(p) for p in value)):
        raise RequestError(f"'invited' lists at most {bounds.invited} player ids (as their "
                           "profiles show them)")
    return tuple(dict.fromkeys(value))


def _bot_entrants(value: Any, game: str, allowed: bool, bounds: Bounds) -> tuple[int, str]:
    """``{"count": N, "bot": name}`` (or N): bot entrants, for benchmarks and tests only."""
    if value is None or value == 0:
        return 0, "random"
    if not allowed:
        raise RequestError("this server takes no bot entrants: they are for benchmarks and "
                           "tests (gametable serve --tournament-bots)", 403)
    count, bot = (value, "random") if isinstance(value, int) else (
        (value.get("count"), value.get("bot", "random")) if isinstance(value, dict)
        else (None, None))
    if (not isinstance(count, int) or isinstance(count, bool)
            or not 0 <= count <= bounds.bot_entrants):
        raise RequestError(f"'bot_entrants' is a count from 0 to {bounds.bot_entrants}, or "
                           "{\"count\": N, \"bot\": name}")
    if bot not in bot_registry.available(game):
        raise RequestError(f"no bot {bot!r} for {game}; available: "
                           f"{', '.join(bot_registry.available(game))}")
    return count, bot


UNITS = {"s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0}


def duration_seconds(text: str) -> float | None:
    """``"90s"``, ``"30m"``, ``"1h"``, ``"2d"`` or ``"1h30m"`` in seconds (``None``: not one)."""
    parts = re.findall(r"(\d+(?:\.\d+)?)\s*([smhd])", text.strip().lower())
    if not parts or re.sub(r"[\d.\ssmhd]", "", text.lower()):
        return None
    return sum(float(n) * UNITS[unit] for n, unit in parts)


def _shown(seconds: float) -> str:
    if seconds >= 3600 and seconds % 3600 == 0:
        return f"{seconds / 3600:g} h"
    if seconds >= 60 and seconds % 60 == 0:
        return f"{seconds / 60:g} min"
    return f"{seconds:g} s"
