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
                 "places": ["0S", "0W"] | ["13"], "round": 1} | null,
  "placement_rounds": 2,             # rounds of choosing pawn places resolved (lot after 5)
  "turn_outcomes": {"x+": {"cubes", "top", "points", "segments",
                            "others": [{"seat", "cubes", "top"}, ...]}, ...} | null,
                                     # this seat's path after each of its six turns (below)
  "places": [{"place": "0S", "free": true, "eligible": true, "void": false}, ...],
  "winner": 1 | null, "result": [0.0, 1.0] | null
}
```

``last_clash`` is the most recent clash of the game, ``null`` before the first: in the
``placement`` phase the seats that chose places on one cube in the same round of choosing and
those places (now void); in a ``round`` the seats that pointed at one cube and that cube's id
(several groups when several cubes were each pointed at by two or more). It stays until the
next clash; whether it is this round's shows in ``skipped`` (turn phase) or ``last_round``.
``round`` is the round of choosing places (placement, from 1) or the game's round it
happened in: the same clash stays in every later view, and the number tells it from a new one.
Only choices already revealed to everyone go into it.

``turn_outcomes`` is for the seat choosing a turn now (turn phase, the seat in ``to_act``),
``null`` for every other seat, spectators and phases: per turn of the cube that seat pointed
at, the path that seat's pawn would have were that turn made alone (the others turning in the
same layer may change it), in the shape of a ``paths`` entry without ``seat``, and in
``others`` every other placed pawn's path after it (its cubes, and whether it reaches the top):
a turn that cuts another player off, or lets them reach the ring too, says so. It is public
geometry (the cube pointed at is revealed in the turn phase), worked out only for that seat,
so that a board can show a turn's outcome before it is confirmed.

Face patterns read top-left, top-right, bottom-left, bottom-right as seen from outside; ``U``
from above with north at the top, ``D`` from below with south at the top. A 3-D renderer needs
only ``cubes[].squares`` (or ``origin`` + ``faces``), ``pawns`` and ``paths``.

Speed and sharing: the geometry lists are built once and *shared* by every view that shows
them (the pieces below): ``cubes[].squares`` (its dicts and corner lists), ``paths[].points``
and ``paths[].segments`` (every ``[x, y, z]`` in a view is one list per grid point). Treat
them as read-only; copy first (``json.loads(json.dumps(view))``) to change them. Everything
else (the top dict, ``cubes`` and each cube dict, ``pawns``, ``paths`` and each path dict,
``places``...) is fresh on every call. Why: fresh copies of the ~1,500 small geometry lists
made a view 5× slower than sharing them (13× once the garbage collector's passes over so many
new lists count), only 2-6× faster than the first builder; and no consumer in the repository
changes a view (``tests/games/climbing/test_views.py`` runs them all and checks).

The pieces of a view are computed once and looked up by what they depend on. Why: most of a
view is geometry that changes only when a cube turns (a cube's squares) or when a reach changes
(a path's points and edges). Building it from the engine's tables on every call cost
milliseconds; here each piece is built once and put into the view as is. Those lists are
therefore shared between views and must never be changed by a consumer (see above); every
container here is built once and then only read.

- cube piece, per (cube, configuration id): ``(id, layer, ox, oy, oz, visible, U, N, E, S, W,
  D, notation, squares)``, ``squares`` the view's list of square dicts. With the standard
  cubes there are at most 14 × 24 of them;
- path piece, per (engine reach mask, colour of the squares of the cubes it touches; nothing
  else decides a path): ``(cubes, top, points, segments)``, the view's lists in grid-point
  and ``pyramid.EDGES`` order;
- ``POINT_LISTS``, ``CORNER_LISTS``, ``EDGE_LISTS``: one list per grid point, per square's
  corners and per edge, which every piece holds rather than copies.

The caches are plain dicts cleared when they pass a size limit, so varied cubes (new
configurations every game) or a long-running server cannot grow them without bound.
"""

from __future__ import annotations

from typing import Any

from gametable.games.climbing import cubes as C
from gametable.games.climbing import pyramid as P
from gametable.games.climbing import state as S
from gametable.games.climbing.notation import ACTION_MOVES
from gametable.games.climbing.state import CUBE_SHIFT

# --- the pieces ----------------------------------------------------------------------------

#: (id, layer, ox, oy, oz, visible, U, N, E, S, W, D, notation, squares list)
CubePiece = tuple
#: (cube ids, reaches the goal, points list, segments list)
PathPiece = tuple[tuple[int, ...], bool, list[list[int]], list[list[list[int]]]]

#: entries per cache before it is cleared (a cube piece ~2.5 KB, a path piece ≤ ~3 KB)
CUBE_CACHE_LIMIT = 512
PATH_CACHE_LIMIT = 4096

#: per cube: configuration id → cube piece
CUBE_PIECES: list[dict[int, CubePiece]] = [{} for _ in range(P.NUM_CUBES)]
#: (reach, colour of the touched cubes' squares) → path piece
PATH_PIECES: dict[tuple[int, int], PathPiece] = {}

#: one ``[x, y, z]`` list per grid point, the only one any view ever holds for that point
POINT_LISTS: tuple[list[int], ...] = tuple(list(p) for p in P.POINTS)
#: per square: its corners list; per edge: its ``[a, b]`` pair (fixed geometry, shared)
CORNER_LISTS: tuple[list[list[int]], ...] = tuple(
    [POINT_LISTS[P.POINT_INDEX[c]] for c in sq.corners] for sq in P.SQUARES
)
EDGE_LISTS: tuple[list[list[int]], ...] = tuple(
    [POINT_LISTS[a], POINT_LISTS[b]] for a, b, _, _ in P.EDGES
)
#: per cube: mask (over ``pyramid.SQUARES``) of its visible squares
_CUBE_SQUARE_MASK = tuple(sum(1 << s for s, _ in P.CUBE_SQUARES[c]) for c in range(P.NUM_CUBES))
#: touched-cube mask → (sorted cube ids, mask of their squares)
_TOUCHED: dict[int, tuple[tuple[int, ...], int]] = {}
#: per cube: configuration id → {port index: grid points joined to it inside the cube}
_NODE_GROUPS: list[dict[int, dict[int, int]]] = [{} for _ in range(P.NUM_CUBES)]


def cube_piece(cube: int, cfg: int) -> CubePiece:
    """The cube piece of ``cube`` in configuration ``cfg`` (built on first use)."""
    cache = CUBE_PIECES[cube]
    piece = cache.get(cfg)
    if piece is None:
        if len(cache) >= CUBE_CACHE_LIMIT:
            cache.clear()
        bits = C.CFG_BITS[cfg]
        squares = [
            {
                "face": C.FACES[P.SQUARES[s].face],
                "quadrant": P.SQUARES[s].quadrant,
                "black": bool(bits >> bit & 1),
                "corners": CORNER_LISTS[s],
            }
            for s, bit in P.CUBE_SQUARES[cube]
        ]
        piece = cache[cfg] = (
            cube,
            P.CUBE_LAYER[cube],
            *P.CUBE_ORIGIN[cube],
            bool(P.CUBE_SQUARES[cube]),
            *(C.format_pattern(p) for p in C.faces_of(bits)),
            C.format_cube(bits),
            squares,
        )
    return piece


def touched(mask: int) -> tuple[tuple[int, ...], int]:
    """Cubes in a cube mask (ascending) and the mask of their visible squares."""
    found = _TOUCHED.get(mask)
    if found is None:
        cubes = tuple(c for c in range(P.NUM_CUBES) if mask >> c & 1)
        found = _TOUCHED[mask] = (cubes, sum(_CUBE_SQUARE_MASK[c] for c in cubes))
    return found


def path_piece(reach: int, colour: int, cfg: list[int]) -> PathPiece:
    """The path piece of an engine reach (ports and cube bits, see ``ClimbingRules.reach_of``)
    on a surface coloured ``colour`` with cube configurations ``cfg``."""
    cubes, squares = touched(reach >> CUBE_SHIFT)
    key = (reach, colour & squares)
    piece = PATH_PIECES.get(key)
    if piece is None:
        if len(PATH_PIECES) >= PATH_CACHE_LIMIT:
            PATH_PIECES.clear()
        nodes = reach_nodes(reach, cfg)
        points = [POINT_LISTS[i] for i in range(len(P.POINTS)) if nodes >> i & 1]
        segments = [
            EDGE_LISTS[e]
            for e, (a, _, s1, s2) in enumerate(P.EDGES)
            if nodes >> a & 1 and (colour >> s1 ^ colour >> s2) & 1
        ]
        piece = PATH_PIECES[key] = (cubes, bool(reach & P.GOAL_PORT_BIT), points, segments)
    return piece


def reach_nodes(reach: int, cfg: list[int]) -> int:
    """Every grid point of a reach, as a mask over ``POINTS``, from the engine's port reach.

    Why this is the whole reach: a grid point that is not a port is a corner of one cube only,
    so every boundary edge at it lies inside that cube; past the last port on a path, the path
    stays inside one cube, and the points it reaches there are that cube's group of the port.
    """
    nodes = 0
    port = 0
    ports = reach & P.PORTS_MASK
    while ports:
        if ports & 1:
            for cube in P.PORT_CUBES[port]:
                nodes |= _node_groups(cube, cfg[cube])[port]
        ports >>= 1
        port += 1
    return nodes


def _node_groups(cube: int, cfg: int) -> dict[int, int]:
    """Per port of ``cube``: the grid points joined to it by boundary edges inside the cube."""
    cache = _NODE_GROUPS[cube]
    found = cache.get(cfg)
    if found is None:
        if len(cache) >= CUBE_CACHE_LIMIT:
            cache.clear()
        bits = C.CFG_BITS[cfg]
        colour = sum(1 << s for s, bit in P.CUBE_SQUARES[cube] if bits >> bit & 1)
        adj: dict[int, list[int]] = {}
        for a, b, s1, s2 in P.INTERNAL_EDGES[cube]:
            if (colour >> s1 ^ colour >> s2) & 1:
                adj.setdefault(a, []).append(b)
                adj.setdefault(b, []).append(a)
        found = {}
        for port in P.CUBE_PORTS[cube]:
            start = P.PORTS[port]
            seen = {start}
            stack = [start]
            while stack:
                for nxt in adj.get(stack.pop(), ()):
                    if nxt not in seen:
                        seen.add(nxt)
                        stack.append(nxt)
            found[port] = sum(1 << node for node in seen)
        cache[cfg] = found
    return found


# --- the view ------------------------------------------------------------------------------

_CUBES = range(P.NUM_CUBES)
#: per place: (index, name, cube, bottom-left bit, bottom-right bit)
_PLACES = tuple((i, p.name, p.cube, *p.bottom_bits) for i, p in enumerate(P.PLACES))
#: per place: (name, cube, face letter, pawn point) for the pawns
_PAWNS = tuple((p.name, p.cube, C.FACES[p.face], p.point) for p in P.PLACES)
_GOAL = P.GOAL
_PHASE_NAMES = S.PHASE_NAMES
_ACTION_MOVES = ACTION_MOVES
_TURN_NAMES = C.TURNS
_CFG_BITS = C.CFG_BITS
_PLACE, _TURN = S.PLACE, S.TURN


def boundary_adjacency(state: S.ClimbingRules) -> dict[int, list[int]]:
    """Grid point → its neighbours along boundary edges (the whole surface, plainly)."""
    colour = state.colour
    adj: dict[int, list[int]] = {}
    for a, b, s1, s2 in P.EDGES:
        if (colour >> s1 ^ colour >> s2) & 1:
            adj.setdefault(a, []).append(b)
            adj.setdefault(b, []).append(a)
    return adj


def node_reach(state: S.ClimbingRules, node: int, adj: dict[int, list[int]] | None = None) -> int:
    """Every grid point joined to ``node`` by boundary edges, as a mask over ``POINTS``.

    The engine's own search works on ports only; views take every point from it by cached
    per-cube groups (:func:`reach_nodes`); this plain search is the tests' yardstick.
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


def turn_outcomes(state: S.ClimbingRules, seat: int) -> dict[str, dict[str, Any]]:
    """Per turn name: the path ``seat`` would have after turning the cube it pointed at this
    round that way, alone (``paths`` entries' shape without ``seat``; shared lists)."""
    cube = state.pointed[seat]
    out = {}
    for turn, name in enumerate(_TURN_NAMES):
        after = state.clone()
        after.turn_cube(cube, turn)
        cubes, top, points, segments = path_piece(after.reach_of(seat), after.colour, after.cfg)
        others = []
        for other in range(state.n):
            if other != seat and state.own[other] >= 0:
                reach, reaches_top = after.paths(other)
                others.append({"seat": other, "cubes": sorted(reach), "top": reaches_top})
        out[name] = {"cubes": list(cubes), "top": top, "points": points, "segments": segments,
                     "others": others}
    return out


def build_view(state: S.ClimbingRules, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` (``None``: a spectator): fresh dicts and lists around the shared,
    read-only geometry lists of the pieces (see the module docstring)."""
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
    outcomes = (
        turn_outcomes(state, seat)
        if phase == _TURN and seat is not None and seat in state.to_act
        else None
    )
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
        "turn_outcomes": outcomes,
        "places": places,
        "winner": state.winner if state.winner >= 0 else None,
        "result": state.scores if over else None,
    }
