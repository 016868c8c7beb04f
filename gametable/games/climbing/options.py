"""Options and setups: the one place the climbing game checks what ``new_game`` is given.

Options: ``players`` (2-6, default 2), ``max_rounds`` (default 200), ``cubes`` (``standard``
or ``varied``), ``placement`` (``choose`` or ``random``). A setup is ``{"cubes": ["U=....
N=.... E=.... S=.... W=.... D=....", ...14 by id], "pawns": ["0S", "8E", ...one per seat]}``;
``pawns`` may be left out (the players then choose their places in the game; the bottom layer
must then offer eligible places on as many different cubes as there are players), and
``"banned": [cube ids]`` may be given to start from a position where those cubes were pointed
at the round before. ``"lot": [the 12 places in some order]`` is the draw order of the lot
that places the players still without a place after five rounds of choosing
(``ClimbingRules.place_by_lot``); left out, it is drawn at random (and ``setup()`` then shows
it, so the game replays).

Cubes in a setup may stand in any of their 24 orientations (rulebook positions are mid-game);
pawn places given there are not held to the bottom-colour rule for the same reason. Every cube
must still have the six face types on their opposite pairs. Everything wrong raises
``BadOptions`` naming it.
"""

from __future__ import annotations

from typing import Any

from gametable.core.errors import BadOptions
from gametable.games.climbing import cubes as C
from gametable.games.climbing import pyramid as P
from gametable.games.climbing.notation import NUM_PLACES

DEFAULT_OPTIONS: dict[str, Any] = {
    "players": 2,
    "max_rounds": 200,
    "cubes": "standard",
    "placement": "choose",
}


def check_options(options: dict[str, Any]) -> dict[str, Any]:
    """Fill defaults and refuse anything the game cannot take, naming the option."""
    unknown = sorted(set(options) - set(DEFAULT_OPTIONS))
    if unknown:
        raise BadOptions(
            f"unknown option(s) {', '.join(unknown)} for climbing; options are: "
            + ", ".join(DEFAULT_OPTIONS)
        )
    out = {**DEFAULT_OPTIONS, **options}
    players = out["players"]
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise BadOptions(f"players must be an integer from 2 to 6, not {players!r}")
    rounds = out["max_rounds"]
    if not isinstance(rounds, int) or isinstance(rounds, bool) or rounds < 1:
        raise BadOptions(f"max_rounds must be a positive integer, not {rounds!r}")
    if out["cubes"] not in ("standard", "varied"):
        raise BadOptions(f"cubes must be 'standard' or 'varied', not {out['cubes']!r}")
    if out["placement"] not in ("choose", "random"):
        raise BadOptions(f"placement must be 'choose' or 'random', not {out['placement']!r}")
    return out


def check_setup(
    setup: dict[str, Any], players: int
) -> tuple[list[int], int, list[int] | None, tuple[int, ...] | None]:
    """A setup → (cube bits by id, banned cubes mask, pawn places or ``None``, the lot's
    order or ``None``); the lot is read only when the players choose their places."""
    unknown = sorted(set(setup) - {"cubes", "pawns", "banned", "lot"})
    if unknown:
        raise BadOptions(
            f"unknown setup key(s) {', '.join(unknown)}; keys are cubes, pawns, banned, lot"
        )
    if "cubes" not in setup:
        raise BadOptions("a climbing setup needs 'cubes': the 14 cubes by id")
    bits = parse_cubes(setup["cubes"])
    banned = parse_banned(setup["banned"]) if "banned" in setup else 0
    pawns = setup.get("pawns")
    if pawns is None:
        return bits, banned, None, parse_lot(setup["lot"]) if "lot" in setup else None
    if not isinstance(pawns, list) or len(pawns) != players:
        raise BadOptions(f"'pawns' must list one place per player ({players})")
    places = [parse_place(p) for p in pawns]
    if len(set(places)) != len(places):
        raise BadOptions("two pawns cannot share a place")
    return bits, banned, places, None


def parse_cubes(cubes: Any) -> list[int]:
    if not isinstance(cubes, list) or len(cubes) != P.NUM_CUBES:
        raise BadOptions("'cubes' must list the 14 cubes by id, each as 'U=.... N=.... ... D=....'")
    bits = []
    for index, text in enumerate(cubes):
        try:
            bits.append(C.parse_cube(text))
        except ValueError as error:
            raise BadOptions(f"cube {index}: {error}") from None
    return bits


def parse_place(text: Any) -> int:
    if not isinstance(text, str) or text.strip().upper() not in P.PLACE_INDEX:
        raise BadOptions(
            f"{text!r} is not a pawn place; places are: {', '.join(p.name for p in P.PLACES)}"
        )
    return P.PLACE_INDEX[text.strip().upper()]


def parse_banned(banned: Any) -> int:
    if not isinstance(banned, list) or not all(
        isinstance(c, int) and not isinstance(c, bool) and 0 <= c < P.NUM_CUBES for c in banned
    ):
        raise BadOptions("'banned' must be a list of cube ids 0-13")
    return sum(1 << c for c in set(banned))


def parse_lot(lot: Any) -> tuple[int, ...]:
    """The lot's draw order: all 12 places, each once."""
    if not isinstance(lot, list) or len(lot) != NUM_PLACES:
        raise BadOptions("'lot' must list all 12 pawn places, each once, in the lot's order")
    order = tuple(parse_place(p) for p in lot)
    if len(set(order)) != NUM_PLACES:
        raise BadOptions("'lot' must list all 12 pawn places, each once, in the lot's order")
    return order
