"""Shared pieces of the tournament tests: entrants, brute-force pairability, JSON trips."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from typing import Any

from gametable.tournaments import Entrant

WIN_FIRST, WIN_SECOND, DRAWN = (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)


def people(n: int, rng: random.Random | None = None) -> list[Entrant]:
    """``n`` people; ratings drawn from a few values so that ties happen too."""
    rng = rng or random.Random(n)
    return [Entrant.person(f"p{i}", rng.choice([20.0, 25.0, 25.0, 30.0, rng.uniform(0, 50)]))
            for i in range(n)]


def trip(state: Any) -> Any:
    """The state through JSON text and back, as a director restarting would load it."""
    return type(state).from_json(json.loads(json.dumps(state.to_json())))


def perfectly_pairable(players: Sequence[str], met: set[frozenset[str]]) -> bool:
    """Brute force: can ``players`` all be paired with nobody meeting twice?"""
    if not players:
        return True
    if len(players) % 2:
        return False
    first, rest = players[0], players[1:]
    for i, other in enumerate(rest):
        if frozenset((first, other)) not in met and perfectly_pairable(
                rest[:i] + rest[i + 1:], met):
            return True
    return False


def round_possible(players: Sequence[str], met: set[frozenset[str]],
                   bye_ok: Iterable[str]) -> bool:
    """Brute force: is there a round (pairs, and a bye to one of ``bye_ok`` when odd)?"""
    if len(players) % 2 == 0:
        return perfectly_pairable(list(players), met)
    return any(perfectly_pairable([p for p in players if p != bye], met)
               for bye in bye_ok if bye in players)
