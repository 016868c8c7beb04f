"""What a seat sees: everything public, nothing of another player's pending choice.

The view is a JSON-safe dict. Coordinates are in half cube edges (x east, y north, z up); a
cube spans ``origin`` to ``origin + 2`` on each axis, so every quadrant is a unit square.

```
{
  "game": "climbing",
  "seat": 0 | null,                  # whose view (null: spectator)
  "players": 2, "options": {...},
  "phase": "place" | "point" | "turn" | "over",
  "round": 1,                        # the round being played (the last one once over)
  "max_rounds": 200,
  "layer": 3 | 2 | 1 | null,         # the layer being turned in the turn phase
  "to_act": [0, 1],                  # seats whose choice is still awaited
  "submitted": [1],                  # seats that have chosen in this phase (not what)
  "my_choice": "13" | null,          # this seat's own pending choice, if any
  "banned": [4, 13],                 # cubes nobody but their owner may point at this round
  "cubes": [                         # by id, 0..13
    {"id": 9, "layer": 2, "origin": [1, 1, 2], "visible": true,
     "faces": {"U": "BWWB", "N": ..., "E": ..., "S": ..., "W": ..., "D": ...},
     "notation": "U=BWWB N=... D=...",
     "squares": [{"face": "S", "quadrant": 0, "black": true,
                  "corners": [[x, y, z] x4]}, ...]},   # its visible unit squares only
    ...],
  "pawns": [{"seat": 0, "place": "0S" | null, "cube": 0, "face": "S",
             "point": [1, 0, 0]}, ...],
  "paths": [{"seat": 0, "cubes": [0, 1], "top": false,
             "points": [[x, y, z], ...],                # the reach: grid points
             "segments": [[[x, y, z], [x, y, z]], ...]}, ...],  # boundary edges in the reach
  "goal": [3, 3, 6],
  "pointed": [13, 2] | null,         # this round's pointing, once revealed (turn phase)
  "skipped": [..],                   # seats that clashed this round
  "turns": [[seat, cube, "y-"], ...],  # turns made so far this round, in order
  "last_round": {"round", "pointed", "skipped", "turns"} | null,
  "last_clash": {"phase": "placement" | "round", "seats": [0, 1],
                 "places": ["0S", "0W"] | ["13"]} | null,
  "placement_rounds": 2,             # rounds of choosing pawn places resolved (lot after 5)
  "places": [{"place": "0S", "free": true, "eligible": true, "void": false}, ...],
  "winner": 1 | null, "result": [0.0, 1.0] | null
}
```

``last_clash`` is the most recent clash of the game, ``null`` before the first: in the
``placement`` phase the seats that chose places on one cube in the same round of choosing and
those places (now void); in a ``round`` the seats that pointed at one cube and that cube's id
(several groups when several cubes were each pointed at by two or more). It stays until the
next clash; whether it is this round's shows in ``skipped`` (turn phase) or ``last_round``.
Only choices already revealed to everyone go into it.

Face patterns read top-left, top-right, bottom-left, bottom-right as seen from outside; ``U``
from above with north at the top, ``D`` from below with south at the top. A 3-D renderer needs
only ``cubes[].squares`` (or ``origin`` + ``faces``), ``pawns`` and ``paths``.

Speed and sharing: the geometry lists are built once and *shared* by every view that shows
them (:mod:`.view_pieces`): ``cubes[].squares`` (its dicts and corner lists), ``paths[].points``
and ``paths[].segments`` (every ``[x, y, z]`` in a view is one list per grid point). Treat
them as read-only; copy first (``json.loads(json.dumps(view))``) to change them. Everything
else (the top dict, ``cubes`` and each cube dict, ``pawns``, ``paths`` and each path dict,
``places``...) is fresh on every call. Why: fresh copies of the ~1,500 small geometry lists
made a view 5× slower than sharing them (13× once the garbage collector's passes over so many
new lists count), only 2-6× faster than the first builder; and no consumer in the repository
changes a view (``tests/games/climbing/test_views.py`` runs them all and checks).
"""

from __future__ import annotations

from typing import Any

from gametable.games.climbing import cubes as C
from gametable.games.climbing import pyramid as P
from gametable.games.climbing import state as S
from gametable.games.climbing.view_pieces import CUBE_PIECES, cube_piece, path_piece

_CUBES = range(P.NUM_CUBES)
#: per place: (index, name, cube, bottom-left bit, bottom-right bit)
_PLACES = tuple((i, p.name, p.cube, *p.bottom_bits) for i, p in enumerate(P.PLACES))
#: per place: (name, cube, face letter, pawn point) for the pawns
_PAWNS = tuple((p.name, p.cube, C.FACES[p.face], p.point) for p in P.PLACES)
_GOAL = P.GOAL
_PHASE_NAMES = S.PHASE_NAMES
_ACTION_MOVES = S.ACTION_MOVES
_TURN_NAMES = C.TURNS
_CFG_BITS = C.CFG_BITS
_PLACE, _TURN = S.PLACE, S.TURN


def boundary_adjacency(state: S.ClimbingState) -> dict[int, list[int]]:
    """Grid point → its neighbours along boundary edges (the whole surface, plainly)."""
    colour = state.colour
    adj: dict[int, list[int]] = {}
    for a, b, s1, s2 in P.EDGES:
        if (colour >> s1 ^ colour >> s2) & 1:
            adj.setdefault(a, []).append(b)
            adj.setdefault(b, []).append(a)
    return adj


def node_reach(state: S.ClimbingState, node: int, adj: dict[int, list[int]] | None = None) -> int:
    """Every grid point joined to ``node`` by boundary edges, as a mask over ``POINTS``.

    The engine's own search works on ports only; views take every point from it by cached
    per-cube groups (``view_pieces.reach_nodes``); this plain search is the tests' yardstick.
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


def build_view(state: S.ClimbingState, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` (``None``: a spectator): fresh dicts and lists around the shared,
    read-only geometry lists of :mod:`.view_pieces` (see the module docstring)."""
    phase = state.phase
    over = state.over
    n = state.n
    revealed = phase == _TURN or (over and any(c >= 0 for c in state.pointed))
    cfg = state.cfg

    choosing = phase == _PLACE
    free = set(state.free_places()) if choosing else ()
    void = state.void
    places = [
        {
            "place": name,
            "free": choosing and i in free,
            "eligible": (_CFG_BITS[cfg[cube]] >> left ^ _CFG_BITS[cfg[cube]] >> right) & 1 == 0,
            "void": bool(void >> i & 1),
        }
        for i, name, cube, left, right in _PLACES
    ]

    pieces = [CUBE_PIECES[c].get(cfg[c]) or cube_piece(c, cfg[c]) for c in _CUBES]
    cubes = [
        {
            "id": c,
            "layer": layer,
            "origin": [ox, oy, oz],
            "visible": visible,
            "faces": {"U": u, "N": nf, "E": e, "S": s, "W": w, "D": d},
            "notation": notation,
            "squares": squares,
        }
        for c, layer, ox, oy, oz, visible, u, nf, e, s, w, d, notation, squares in pieces
    ]

    place = state.place
    pawns = []
    paths = []
    colour = state.colour
    for p in range(n):
        if place[p] >= 0:
            name, cube, face, (px, py, pz) = _PAWNS[place[p]]
            pawns.append(
                {"seat": p, "place": name, "cube": cube, "face": face, "point": [px, py, pz]}
            )
        else:
            pawns.append({"seat": p, "place": None, "cube": None, "face": None, "point": None})
        if state.own[p] < 0:
            paths.append({"seat": p, "cubes": [], "top": False, "points": [], "segments": []})
            continue
        path_cubes, top, points, segments = path_piece(state.reach_of(p), colour, cfg)
        paths.append({
            "seat": p,
            "cubes": list(path_cubes),
            "top": top,
            "points": points,
            "segments": segments,
        })

    pending = state.pending
    mine = pending[seat] if seat is not None else -1
    banned = state.banned
    options = state.options
    return {
        "game": "climbing",
        "seat": seat,
        "players": n,
        "options": options,
        "phase": _PHASE_NAMES[phase],
        "round": state.round + (0 if over and state.winner < 0 else 1),
        "max_rounds": options["max_rounds"],
        "layer": state.layer if phase == _TURN else None,
        "to_act": list(state.to_act),
        "submitted": [p for p in range(n) if pending[p] >= 0],
        "my_choice": _ACTION_MOVES[mine] if mine >= 0 else None,
        "banned": [c for c in _CUBES if banned >> c & 1],
        "cubes": cubes,
        "pawns": pawns,
        "paths": paths,
        "goal": list(_GOAL),
        "pointed": list(state.pointed) if revealed else None,
        "skipped": list(state.skipped) if revealed else [],
        "turns": [[p, c, _TURN_NAMES[t]] for p, c, t in state.turns] if revealed else [],
        "last_round": state.round_summary(),
        "last_clash": state.clash_summary(),
        "placement_rounds": state.placement_rounds,
        "places": places,
        "winner": state.winner if state.winner >= 0 else None,
        "result": state.scores if over else None,
    }
