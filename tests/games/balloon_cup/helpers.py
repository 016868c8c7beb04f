"""Build Balloon Cup positions for tests through ``from_json`` (the checked way in).

:func:`position` takes only what a test cares about; every card not placed anywhere goes to
the bottom of the supply and every cube not placed anywhere to the bottom of the bag, so the
45 cards and 45 cubes always add up.
"""

from __future__ import annotations

import json
from typing import Any

from gametable.games.balloon_cup import from_json
from gametable.games.balloon_cup.cards import CARD_NAMES, COLOURS, CUBE_COUNT

REMOVED = None


def _cube_counts(spec: Any) -> list[int]:
    """``["red", "red"]`` or ``{"red": 2}`` → five counts."""
    if isinstance(spec, dict):
        return [spec.get(c, 0) for c in COLOURS]
    return [list(spec).count(c) for c in COLOURS]


def position(
    *,
    hands: list[list[str]],
    tiles: list[dict[str, Any] | None],
    cubes: list[Any] | None = None,
    trophies: dict[str, int] | None = None,
    discard: list[str] | None = None,
    supply: list[str] | None = None,
    bag: list[str] | None = None,
    box: Any = None,
    phase: str = "place",
    cur: int = 0,
    claim: dict[str, Any] | None = None,
    shuffles: list[list[str]] | None = None,
    options: dict[str, Any] | None = None,
    turns_without_score: int = 0,
):
    """A state from the parts a test names; ``tiles`` entries are dicts or ``None`` (removed).

    A tile dict: ``{"side": "plains", "cubes": ["red"], "cards": [[...], [...]]}``.
    """
    discard = list(discard or [])
    given_supply = list(supply or [])
    tile_data = []
    used_cards = [*hands[0], *hands[1], *discard, *given_supply]
    cube_used = [0] * 5
    for number, tile in enumerate(tiles, start=1):
        if tile is None:
            tile_data.append(
                {"present": False, "side": "plains", "cubes": [0] * 5, "cards": [[], []]}
            )
            continue
        counts = _cube_counts(tile["cubes"])
        cards = tile.get("cards", [[], []])
        used_cards += cards[0] + cards[1]
        cube_used = [a + b for a, b in zip(cube_used, counts, strict=True)]
        tile_data.append(
            {
                "present": True,
                "side": tile.get("side", "plains" if number % 2 else "mountain"),
                "cubes": counts,
                "cards": [list(cards[0]), list(cards[1])],
            }
        )
    player_cubes = [_cube_counts(c) for c in (cubes or [{}, {}])]
    box_counts = _cube_counts(box or {})
    for counts in [*player_cubes, box_counts]:
        cube_used = [a + b for a, b in zip(cube_used, counts, strict=True)]
    given_bag = list(bag or [])
    for cube in given_bag:
        cube_used[COLOURS.index(cube)] += 1
    rest_bag = [COLOURS[c] for c in range(5) for _ in range(CUBE_COUNT[c] - cube_used[c])]
    rest_cards = [name for name in CARD_NAMES if name not in used_cards]
    owner = [-1] * 5
    for colour, seat in (trophies or {}).items():
        owner[COLOURS.index(colour)] = seat
    data = {
        "game": "balloon-cup",
        "format": 1,
        "options": dict(options or {}),
        "seed": 0,
        "setup": {
            "deck": list(CARD_NAMES),
            "bag": [COLOURS[c] for c in range(5) for _ in range(CUBE_COUNT[c])],
            "first": 0,
            "shuffles": [list(s) for s in (shuffles or [])],
        },
        "shuffles_used": 0,
        "phase": phase,
        "cur": cur,
        "turn": 1,
        "turns_without_score": turns_without_score,
        "claim": claim or {},
        "hands": [list(hands[0]), list(hands[1])],
        "supply": given_supply + rest_cards,
        "discard": discard,
        "bag": given_bag + rest_bag,
        "tiles": tile_data,
        "cubes": player_cubes,
        "trophies": owner,
        "box": box_counts,
        "moves": [],
        "events": [],
        "result": None,
    }
    return from_json(data)


def snapshot(state) -> str:
    """The whole state as canonical text, to check that a refusal changed nothing."""
    return json.dumps(state.to_json(), sort_keys=True)


def play_all(state, *moves: tuple[int, str]) -> None:
    for seat, move in moves:
        state.play(seat, move)


def cubes_of(state, seat: int) -> dict[str, int]:
    return state.view(None)["players"][seat]["cubes"]


def trophies_of(state, seat: int) -> list[str]:
    return state.view(None)["players"][seat]["trophies"]

NO_RED = ["yellow1", "yellow2", "green1", "green2", "blue1", "blue3", "gray1", "gray4"]
RED_HAND = ["red1", "red2", "red3", "red4", "red6", "red7", "red8", "red9"]
ONLY_RED_TILES = [
    {"side": "plains", "cubes": ["red"]},
    {"side": "mountain", "cubes": ["red", "red"]},
    {"side": "plains", "cubes": ["red", "red", "red"]},
    None,
]



def stuck(supply):
    return position(hands=[NO_RED, RED_HAND], tiles=ONLY_RED_TILES, supply=supply, phase="stuck")
