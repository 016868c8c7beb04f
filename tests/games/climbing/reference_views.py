"""The view builder as first written (before the cached pieces in ``views.py``), kept
verbatim as the reference the fast builder must equal, JSON for JSON.

It rebuilds everything from the engine's tables on every call: slow (milliseconds) but plain.
"""

from __future__ import annotations

from typing import Any

from gametable.games.climbing import cubes as C
from gametable.games.climbing import pyramid as P


def boundary_adjacency(state) -> dict[int, list[int]]:
    """Grid point → its neighbours along boundary edges (the whole surface, plainly)."""
    colour = state.colour
    adj: dict[int, list[int]] = {}
    for a, b, s1, s2 in P.EDGES:
        if (colour >> s1 ^ colour >> s2) & 1:
            adj.setdefault(a, []).append(b)
            adj.setdefault(b, []).append(a)
    return adj


def node_reach(state, node: int, adj: dict[int, list[int]] | None = None) -> int:
    """Every grid point joined to ``node`` by boundary edges, as a mask over ``POINTS``.

    The engine's own search works on ports only; pictures want every point, and this plain
    search is fast enough for them.
    """
    if adj is None:
        adj = boundary_adjacency(state)
    seen = {node}
    stack = [node]
    while stack:
        for nxt in adj.get(stack.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return sum(1 << i for i in seen)


def reach_segments(reach: int, state) -> list[tuple[int, int]]:
    """The boundary edges (node pairs) inside a reach given as a mask over ``POINTS``."""
    colour = state.colour
    return [
        (a, b) for a, b, s1, s2 in P.EDGES if (colour >> s1 ^ colour >> s2) & 1 and reach >> a & 1
    ]


def cube_view(state, cube: int) -> dict[str, Any]:
    bits = state.cube_bits(cube)
    faces = C.faces_of(bits)
    return {
        "id": cube,
        "layer": P.CUBE_LAYER[cube],
        "origin": list(P.CUBE_ORIGIN[cube]),
        "visible": bool(P.CUBE_SQUARES[cube]),
        "faces": {C.FACES[f]: C.format_pattern(p) for f, p in enumerate(faces)},
        "notation": C.format_cube(bits),
        "squares": [
            {
                "face": C.FACES[P.SQUARES[s].face],
                "quadrant": P.SQUARES[s].quadrant,
                "black": bool(bits >> bit & 1),
                "corners": [list(p) for p in P.SQUARES[s].corners],
            }
            for s, bit in P.CUBE_SQUARES[cube]
        ],
    }


def path_view(state, seat: int, adj: dict[int, list[int]]) -> dict[str, Any]:
    if state.own[seat] < 0:
        return {"seat": seat, "cubes": [], "top": False, "points": [], "segments": []}
    reach = node_reach(state, P.PLACES[state.place[seat]].node, adj)
    cubes, top = state.paths(seat)
    return {
        "seat": seat,
        "cubes": sorted(cubes),
        "top": top,
        "points": [list(P.POINTS[i]) for i in range(len(P.POINTS)) if reach >> i & 1],
        "segments": [
            [list(P.POINTS[a]), list(P.POINTS[b])] for a, b in reach_segments(reach, state)
        ],
    }


def reference_outcomes(state, seat: int | None) -> dict[str, Any] | None:
    """The seat's path after each turn of its cube, by turning a clone and searching plainly
    (``None`` unless the seat is choosing a turn now)."""
    if seat is None or seat not in state.to_act:
        return None
    out = {}
    for turn, name in enumerate(C.TURNS):
        after = state.clone()
        after.turn_cube(after.pointed[seat], turn)
        adjacency = boundary_adjacency(after)
        path = path_view(after, seat, adjacency)
        del path["seat"]
        path["others"] = []
        for other in range(state.n):
            if other != seat and state.own[other] >= 0:
                theirs = path_view(after, other, adjacency)
                path["others"].append({"seat": other, "cubes": theirs["cubes"],
                                       "top": theirs["top"]})
        out[name] = path
    return out


def reference_view(state, seat: int | None) -> dict[str, Any]:
    from gametable.games.climbing.notation import ACTION_MOVES
    from gametable.games.climbing.state import PHASE_NAMES, PLACE, TURN

    phase = state.phase
    revealed = phase == TURN or (state.over and any(c >= 0 for c in state.pointed))
    choosing = phase == PLACE
    if choosing:
        free = set(state.free_places())
    places = []
    for i, place in enumerate(P.PLACES):
        places.append({
            "place": place.name,
            "free": choosing and i in free,
            "eligible": state.place_eligible(i),
            "void": bool(state.void >> i & 1),
        })
    mine = state.pending[seat] if seat is not None else -1
    adj = boundary_adjacency(state)
    over = state.over
    return {
        "game": "climbing",
        "seat": seat,
        "players": state.n,
        "options": state.options,
        "phase": PHASE_NAMES[phase],
        "round": state.round + (0 if over and state.winner < 0 else 1),
        "max_rounds": state.options["max_rounds"],
        "layer": state.layer if phase == TURN else None,
        "to_act": list(state.to_act),
        "submitted": [
            p for p in range(state.n) if state.pending[p] >= 0
        ],
        "my_choice": ACTION_MOVES[mine] if mine >= 0 else None,
        "banned": [c for c in range(P.NUM_CUBES) if state.banned >> c & 1],
        "cubes": [cube_view(state, c) for c in range(P.NUM_CUBES)],
        "pawns": [
            {
                "seat": p,
                "place": P.PLACES[state.place[p]].name if state.place[p] >= 0 else None,
                "cube": P.PLACES[state.place[p]].cube if state.place[p] >= 0 else None,
                "face": C.FACES[P.PLACES[state.place[p]].face] if state.place[p] >= 0 else None,
                "point": list(P.PLACES[state.place[p]].point) if state.place[p] >= 0 else None,
            }
            for p in range(state.n)
        ],
        "paths": [path_view(state, p, adj) for p in range(state.n)],
        "goal": list(P.GOAL),
        "pointed": list(state.pointed) if revealed else None,
        "skipped": list(state.skipped) if revealed else [],
        "turns": [[p, c, C.TURNS[t]] for p, c, t in state.turns] if revealed else [],
        "last_round": state.round_summary(),
        "last_clash": state.clash_summary(),
        "placement_rounds": state.placement_rounds,
        "turn_outcomes": reference_outcomes(state, seat) if phase == TURN else None,
        "places": places,
        "winner": state.winner if state.winner >= 0 else None,
        "result": state.scores if over else None,
    }
