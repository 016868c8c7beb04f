"""The server's own tournaments: a schedule file (``gametable serve --tournaments FILE``) of
recurring tournaments, each made ahead of its start so people can enter it.

The file is TOML (``.toml``) or JSON (anything else): a list ``tournament`` of entries, each
a create request's fields (``docs/tournaments.md``, "In the server") without the start, and

- ``key``: the entry's name for the server (letters, digits, ``-``; default: from ``name``);
  each start is made once, across restarts and across a cluster's processes (the key and
  the start make the tournament's ``schedule_key``);
- ``every``: how often (``"1h"``, ``"30m"``, ``"1d"`` or seconds), from midnight UTC;
- ``at``: how far into each period it starts (default ``0``: on the hour of ``"1h"``);
- ``ahead``: how far ahead each is made (default: two periods, at most a day).

For example::

    [[tournament]]
    name = "Balloon Cup hourly arena"
    game = "balloon-cup"
    format = "arena"
    every = "1h"
    duration = "30m"
    clock = "3+2"
    rated = true

Every entry is checked when the server starts (a mistake stops it, naming the entry), by
the same rules as a person's request (:mod:`.rules`).
"""

from __future__ import annotations

import json
import math
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gametable.core.errors import GametableError
from gametable.server.errors import RequestError
from gametable.server.tournaments.rules import BOUNDS, Bounds, Spec, duration_seconds, parse_spec

#: the keys of an entry that are the schedule's, not the tournament's
SCHEDULE_KEYS = ("key", "every", "at", "ahead")
#: the most any entry is made ahead
MOST_AHEAD = 86400.0


class ScheduleError(GametableError, ValueError):
    """The schedule file cannot be used; the message names the file and the entry (a
    ``ValueError``: ``gametable serve`` says it and stops)."""


@dataclass(frozen=True)
class Recurring:
    """One entry of the schedule."""

    key: str
    every: float
    at: float
    ahead: float
    #: the create request's fields (no start)
    request: dict[str, Any]

    def starts(self, now: float) -> list[float]:
        """The starts from now to ``ahead`` seconds later."""
        first = math.ceil((now - self.at) / self.every)
        out = []
        k = first
        while (start := k * self.every + self.at) <= now + self.ahead:
            if start >= now:
                out.append(start)
            k += 1
        return out

    def spec(self, start: float, now: float, bounds: Bounds = BOUNDS) -> Spec:
        return parse_spec({**self.request, "starts": start}, now, bounds)

    def schedule_key(self, start: float) -> str:
        return f"{self.key}@{int(start)}"


def load_schedule(path: str | Path, now: float, bounds: Bounds = BOUNDS) -> list[Recurring]:
    """Every entry of a schedule file, checked (:class:`ScheduleError` saying what is
    wrong)."""
    path = Path(path)
    try:
        raw = path.read_text()
        data = tomllib.loads(raw) if path.suffix == ".toml" else json.loads(raw)
    except (OSError, ValueError) as error:
        raise ScheduleError(f"{path}: cannot be read: {error}") from None
    entries = data.get("tournament") if isinstance(data, dict) else data
    if not isinstance(entries, list) or not entries:
        raise ScheduleError(f"{path}: lists no tournament (a list 'tournament' of entries)")
    out: list[Recurring] = []
    for number, entry in enumerate(entries, start=1):
        try:
            out.append(_entry(entry, now, bounds))
        except (RequestError, ScheduleError) as error:
            raise ScheduleError(f"{path}: tournament {number}: {error}") from None
    keys = [r.key for r in out]
    if len(set(keys)) != len(keys):
        raise ScheduleError(f"{path}: two entries have one key; give each its own 'key'")
    return out


def _entry(entry: Any, now: float, bounds: Bounds) -> Recurring:
    if not isinstance(entry, dict):
        raise ScheduleError("an entry is a table of the tournament's fields")
    request = {k: v for k, v in entry.items() if k not in SCHEDULE_KEYS}
    every = _period(entry.get("every"), "every")
    at = _period(entry.get("at", 0), "at", zero=True)
    if at >= every:
        raise ScheduleError("'at' is within the period: less than 'every'")
    ahead = _period(entry.get("ahead", min(2 * every, MOST_AHEAD)), "ahead")
    if ahead > MOST_AHEAD:
        raise ScheduleError(f"'ahead' is at most {MOST_AHEAD / 3600:g} hours")
    key = entry.get("key") or re.sub(r"[^a-z0-9]+", "-", str(entry.get("name", "")).lower())
    if not isinstance(key, str) or not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,80}", key.strip("-")):
        raise ScheduleError("'key' is letters, digits and '-' (at most 80)")
    parse_spec({**request, "starts": now + every}, now, bounds)  # every field checked now
    return Recurring(key.strip("-"), every, at, ahead, request)


def _period(value: Any, name: str, zero: bool = False) -> float:
    seconds = duration_seconds(value) if isinstance(value, str) else value
    least = 0.0 if zero else 60.0
    if (not isinstance(seconds, int | float) or isinstance(seconds, bool)
            or seconds < least):
        raise ScheduleError(f"'{name}' is a time such as \"1h\" or \"30m\" (or seconds), "
                            f"at least {least:g} s")
    return float(seconds)
