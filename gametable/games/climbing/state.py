"""The rules of the climbing game: placement, rounds, turns, the win check (docs/rules/climbing.md).

The state is flat and integer-coded so search can clone and play it fast:

- ``cfg[c]``: interned configuration id of cube ``c`` (see :mod:`.cubes`);
- ``colour``: one int, bit ``s`` set when visible square ``s`` is black;
- ``adjp[port]``: for each *port* (a grid point shared by two or three cubes, a pawn point or
  the goal), every point one step away: the points it joins along boundaries inside each cube
  it touches (looked up per configuration, never searched) and its boundary edges across seams
  and folds, plus one bit per cube it touches. It depends only on the configurations of the
  cubes at the port, so a turn refreshes the turned cube's ports from a cache;
- ``reach[p]``: player ``p``'s reach as a mask of grid points, cached and recomputed only when
  a turned cube touches it (a turn changes only edges whose ends are corners of that cube).

Integer actions (the fast path) and their notation: :mod:`.notation`.

This module is the rules only: it imports no presenter. The public class
:class:`~.game.ClimbingState` adds ``play`` (refusals worded by :mod:`.messages`), ``view``
(:mod:`.views`) and ``to_json`` (:mod:`.codec`) on top of :class:`ClimbingRules`
(``docs/engines.md``).
"""

from __future__ import annotations

import random
from typing import Any, Self

from gametable.core.bits import set_bits
from gametable.core.errors import BadOptions, IllegalMove
from gametable.core.protocol import GameState, Move, Seat
from gametable.games.climbing import cubes as C
from gametable.games.climbing import pyramid as P
from gametable.games.climbing.notation import (
    ACTION_MOVES,
    EXPECTED,
    MOVE_ACTIONS,
    NUM_ACTIONS,
    NUM_PLACES,
    POINT0,
    TURN0,
    TURN_ACTIONS,
)

PLACE, POINT, TURN, OVER = 0, 1, 2, 3
PHASE_NAMES = ("place", "point", "turn", "over")

#: rounds of choosing pawn places before the players still without one are placed by lot
PLACEMENT_ROUNDS = 5
#: cube of each place, by place index
PLACE_CUBE = tuple(p.cube for p in P.PLACES)

# --- per-cube tables for the incremental boundary update -------------------------------------

_SQUARE_MASK = tuple(sum(1 << s for s, _ in P.CUBE_SQUARES[c]) for c in range(P.NUM_CUBES))
_TURN_TABLE = C.TURN_TABLE
_KEEP_MASK = tuple(((1 << P.NUM_SQUARES) - 1) ^ m for m in _SQUARE_MASK)
#: ``adjp[port]`` is the port's groups in each of its cubes (looked up by that cube's
#: configuration) plus its boundaries across seams and folds. The latter depend on the colours
#: of at most six squares around the port, so they are cached per port keyed by those bits
_SEAM_CACHE: list[dict[int, int]] = [{} for _ in P.PORTS]
_SEAM_SQUARES = tuple(
    sum(1 << s for s in {s for _, s1, s2 in seams for s in (s1, s2)}) for seams in P.PORT_SEAMS
)

#: reach masks carry, above the port bits, one bit per cube the reach touches
CUBE_SHIFT = P.NUM_PORTS
CUBE_BIT = tuple(1 << (CUBE_SHIFT + c) for c in range(P.NUM_CUBES))
_PORT_CUBE_BITS = tuple(sum(CUBE_BIT[c] for c in cubes) for cubes in P.PORT_CUBES)
#: cube mask → the pointing actions for those cubes (legal_actions without a loop)
_POINT_ACTIONS: tuple[tuple[int, ...], ...] = tuple(
    tuple(POINT0 + c for c in range(P.NUM_CUBES) if m >> c & 1) for m in range(1 << P.NUM_CUBES)
)


_PortEntry = tuple[int, int, int, int, int, dict[int, int]]


def _port_entry(port: int) -> _PortEntry:
    cubes = P.PORT_CUBES[port]
    a, b, c = (cubes + cubes[-1:] * 2)[:3]
    return port, a, b, c, _SEAM_SQUARES[port], _SEAM_CACHE[port]


_PORT_DATA = tuple(tuple(_port_entry(p) for p in P.CUBE_PORTS[c]) for c in range(P.NUM_CUBES))
_ALL_PORTS = tuple(_port_entry(p) for p in range(P.NUM_PORTS))
_COLOUR_CACHE: list[dict[int, int]] = [{} for _ in range(P.NUM_CUBES)]
_GROUP_CACHE: list[dict[int, tuple[int, ...]]] = [{} for _ in range(P.NUM_CUBES)]


def _cube_colour(cube: int, cfg: int) -> int:
    """Colour bits of a cube's visible squares in configuration ``cfg`` (cached)."""
    cache = _COLOUR_CACHE[cube]
    found = cache.get(cfg)
    if found is None:
        bits = C.CFG_BITS[cfg]
        found = sum(1 << s for s, bit in P.CUBE_SQUARES[cube] if bits >> bit & 1)
        cache[cfg] = found
    return found


def _cube_groups(cube: int, cfg: int) -> tuple[int, ...]:
    """Per port of the cube: the ports it joins along boundaries inside the cube (cached).

    Only the cube's own configuration decides these, so they are looked up, not searched;
    the reach search then jumps across a whole cube from port to port.
    """
    cache = _GROUP_CACHE[cube]
    found = cache.get(cfg)
    if found is None:
        colour = _cube_colour(cube, cfg)
        adj: dict[int, int] = {}
        for a, b, s1, s2 in P.INTERNAL_EDGES[cube]:
            if (colour >> s1 ^ colour >> s2) & 1:
                adj[a] = adj.get(a, 0) | 1 << b
                adj[b] = adj.get(b, 0) | 1 << a
        groups = [0] * P.NUM_PORTS  # by port index; 0 for ports not on this cube
        for port in P.CUBE_PORTS[cube]:
            reach = frontier = 1 << P.PORTS[port]
            while frontier:
                new = 0
                for node in _bits(frontier):
                    new |= adj.get(node, 0)
                frontier = new & ~reach
                reach |= frontier
            groups[port] = sum(1 << P.PORT_OF[node] for node in _bits(reach) if node in P.PORT_OF)
        found = cache[cfg] = tuple(groups)
    return found


def _seam_mask(port: int, colour: int) -> int:
    """The cubes at a port and its neighbours along boundaries between two cubes' squares."""
    mask = _PORT_CUBE_BITS[port]
    for bit, s1, s2 in P.PORT_SEAMS[port]:
        if (colour >> s1 ^ colour >> s2) & 1:
            mask |= bit
    return mask


_bits = set_bits


class ClimbingRules(GameState):
    """A position of the climbing game: the rules (see the package docstring for the
    notation); :class:`~.game.ClimbingState` is the public class."""

    game = "climbing"
    num_actions = NUM_ACTIONS

    __slots__ = (
        "n", "_options", "_setup", "cfg", "colour", "groups", "adjp", "reach", "reach_ok",
        "goal_reach", "goal_ok",
        "place", "own", "pawn_bit", "phase", "_to_act", "pending", "banned", "pointed",
        "skipped", "queue", "layer", "turns", "round", "winner", "void", "choosing",
        "last_round", "placement_rounds", "lot", "last_clash",
    )

    def __init__(
        self, options: dict[str, Any], cube_bits: list[int], setup: dict[str, Any]
    ) -> None:
        self._options = options
        self._setup = setup
        self.n: int = options["players"]
        self.cfg = [C.intern(b) for b in cube_bits]
        colour = 0
        for c in range(P.NUM_CUBES):
            colour |= _cube_colour(c, self.cfg[c])
        self.colour = colour
        self.groups = [_cube_groups(c, self.cfg[c]) for c in range(P.NUM_CUBES)]
        self.adjp = [0] * P.NUM_PORTS
        self._update_ports(_ALL_PORTS)
        self.goal_reach = 0
        self.goal_ok = False
        n = self.n
        self.place = [-1] * n
        self.own = [-1] * n
        self.pawn_bit = [0] * n
        self.reach = [0] * n
        self.reach_ok = [True] * n
        self.phase = PLACE
        self._to_act: tuple[int, ...] = tuple(range(n))
        self.pending = [-1] * n
        self.banned = 0  # mask of cubes
        self.pointed = [-1] * n  # cube each player pointed at this round (once revealed)
        self.skipped: list[int] = []
        self.queue: list[tuple[int, tuple[int, ...]]] = []  # layers still to turn this round
        self.layer = 0
        self.turns: list[tuple[int, int, int]] = []  # (seat, cube, turn) made this round
        self.round = 0  # rounds completed
        self.winner = -1
        self.void = 0  # mask of places voided by a clash
        self.choosing: tuple[int, ...] = tuple(range(n))
        #: (round, pointed, skipped, turns) of the last round played; its lists are never
        #: changed after the round, so clones share them
        self.last_round: tuple[int, list[int], list[int], list[tuple[int, int, int]]] | None = None
        self.placement_rounds = 0  # rounds of choosing pawn places resolved
        #: the lot's draw order of the places (explicit chance; see ``place_by_lot``)
        self.lot: tuple[int, ...] = tuple(range(NUM_PLACES))
        #: the most recent clash: (phase "placement" or "round", seats, places or cube ids in
        #: notation, the round of choosing or the round it happened in, from 1); never changed
        #: once made, so clones share it
        self.last_clash: tuple[str, tuple[int, ...], tuple[str, ...], int] | None = None

    # --- the opening position -------------------------------------------------------------

    @classmethod
    def deal(cls, seed: int | None, options: dict[str, Any]) -> Self:
        """The opening position drawn from ``seed`` (``options`` checked: ``options.py``)."""
        rng = random.Random(seed)
        if options["cubes"] == "varied":
            designs = [C.random_design(rng) for _ in range(P.NUM_CUBES)]
        else:
            designs = [C.DEFAULT_CUBE] * P.NUM_CUBES
        check_designs(designs, options["players"])
        spins = rng.getrandbits(2 * P.NUM_CUBES)  # setup 1: black face up, random turn about z
        bits = [C.black_up(d)[spins >> (2 * c) & 3] for c, d in enumerate(designs)]
        while eligible_cubes(bits) < options["players"]:  # decision: the bottom layer is redrawn
            spins = rng.getrandbits(2 * len(P.LAYERS[1]))
            for k, c in enumerate(P.LAYERS[1]):
                bits[c] = C.black_up(designs[c])[spins >> (2 * k) & 3]
        lot = tuple(rng.sample(range(NUM_PLACES), NUM_PLACES))
        return cls.start(options, bits, lot)

    @classmethod
    def start(cls, options: dict[str, Any], bits: list[int], lot: tuple[int, ...],
              banned: int = 0) -> Self:
        """The opening position on these cubes: pawns to choose, or placed by lot at once when
        the ``placement`` option is ``random``."""
        record: dict[str, Any] = {"cubes": bits}
        state = cls(options, bits, record)
        state.lot = lot
        if banned:
            state.banned = banned
            record["banned"] = [c for c in range(P.NUM_CUBES) if banned >> c & 1]
        if options["placement"] == "random":
            state.place_by_lot()
            record["pawns"] = list(state.place)
            state._start_round()
        else:
            record["lot"] = lot
        return state

    @classmethod
    def from_setup(cls, options: dict[str, Any], bits: list[int], banned: int,
                   pawns: list[int] | None, lot: tuple[int, ...] | None) -> Self:
        """A new game from explicit chance outcomes, read by ``options.check_setup``: without
        ``pawns`` the players choose (the cubes must offer them eligible places; a ``lot`` of
        ``None`` is drawn at random); with them the first round starts at once."""
        if pawns is None:
            if lot is None:
                lot = tuple(random.Random().sample(range(NUM_PLACES), NUM_PLACES))
            found = eligible_cubes(bits)
            if found < options["players"]:
                raise BadOptions(
                    f"these cubes offer eligible pawn places (both bottom quadrants one colour) "
                    f"on only {found} different bottom cubes, fewer than the "
                    f"{options['players']} players; turn the bottom layer or give 'pawns'"
                )
            return cls.start(options, bits, lot, banned)
        record: dict[str, Any] = {"cubes": bits}
        state = cls(options, bits, record)
        if banned:
            state.banned = banned
            record["banned"] = sorted(c for c in range(P.NUM_CUBES) if banned >> c & 1)
        for seat, place in enumerate(pawns):
            state.set_pawn(seat, place)
        record["pawns"] = pawns
        state.choosing = ()
        state._start_round()
        return state

    # --- protocol -------------------------------------------------------------------------

    @property
    def to_act(self) -> tuple[Seat, ...]:
        return self._to_act

    @property
    def num_seats(self) -> int:
        return self.n

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def scores(self) -> list[float]:
        if self.phase != OVER:
            raise ValueError("the game is not over")
        if self.winner < 0:
            return [0.5] * self.n
        return [1.0 if p == self.winner else 0.0 for p in range(self.n)]

    @property
    def options(self) -> dict[str, Any]:
        return dict(self._options)

    def setup(self) -> dict[str, Any]:
        # kept as integers until asked for: formatting every new game would cost more than
        # playing a good part of it
        out: dict[str, Any] = {"cubes": [C.format_cube(b) for b in self._setup["cubes"]]}
        if "pawns" in self._setup:
            out["pawns"] = [P.PLACES[p].name for p in self._setup["pawns"]]
        if "lot" in self._setup:
            out["lot"] = [P.PLACES[p].name for p in self._setup["lot"]]
        if "banned" in self._setup:
            out["banned"] = list(self._setup["banned"])
        return out

    def legal_moves(self, seat: Seat) -> list[Move]:
        return sorted(ACTION_MOVES[a] for a in self.legal_actions(seat))

    def clone(self) -> ClimbingRules:
        new = object.__new__(self.__class__)
        new._options = self._options
        new._setup = self._setup
        new.n = self.n
        new.cfg = self.cfg[:]
        new.colour = self.colour
        new.groups = self.groups[:]
        new.adjp = self.adjp[:]
        new.goal_reach = self.goal_reach
        new.goal_ok = self.goal_ok
        new.reach = self.reach[:]
        new.reach_ok = self.reach_ok[:]
        new.place = self.place[:]
        new.own = self.own[:]
        new.pawn_bit = self.pawn_bit[:]
        new.phase = self.phase
        new._to_act = self._to_act
        new.pending = self.pending[:]
        new.banned = self.banned
        new.pointed = self.pointed[:]
        new.skipped = self.skipped[:]
        new.queue = self.queue[:]
        new.layer = self.layer
        new.turns = self.turns[:]
        new.round = self.round
        new.winner = self.winner
        new.void = self.void
        new.choosing = self.choosing
        new.last_round = self.last_round
        new.placement_rounds = self.placement_rounds
        new.lot = self.lot
        new.last_clash = self.last_clash
        return new

    # --- game-specific queries ------------------------------------------------------------

    def paths(self, seat: Seat) -> tuple[frozenset[int], bool]:
        """The cubes ``seat``'s pawn has a path to, and whether it reaches the goal point."""
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise IllegalMove(f"there is no seat {seat!r} in this game")
        if self.own[seat] < 0:
            return frozenset(), False
        reach = self.reach_of(seat)
        touched = reach >> CUBE_SHIFT
        return (
            frozenset(c for c in range(P.NUM_CUBES) if touched >> c & 1),
            bool(reach & P.GOAL_PORT_BIT),
        )

    def reach_of(self, seat: Seat) -> int:
        """The pawn's reach as a mask of ports (``pyramid.PORTS``; 0 before placement), with
        bit ``CUBE_SHIFT + c`` set when it touches cube ``c``. ``views.node_reach`` gives
        every grid point."""
        if self.reach_ok[seat]:
            return self.reach[seat]
        start = self.pawn_bit[seat]
        # a pawn joined to the goal has the goal's reach: no search
        joined = self.goal_ok and self.goal_reach & start
        reach = self.goal_reach if joined else self._search(start)
        self.reach[seat] = reach
        self.reach_ok[seat] = True
        return reach

    def top_reach(self) -> int:
        """The goal point's reach, as ports and cubes (cached like the pawns' reaches)."""
        if not self.goal_ok:
            self.goal_reach = self._search(P.GOAL_PORT_BIT)
            self.goal_ok = True
        return self.goal_reach

    def _search(self, start: int) -> int:
        """Flood from ``start`` expanding ports only: each port brings its whole cube groups."""
        adjp = self.adjp
        reach = frontier = start
        ports = P.PORTS_MASK
        while frontier:
            new = 0
            while frontier:
                low = frontier & -frontier
                new |= adjp[low.bit_length() - 1]
                frontier ^= low
            frontier = new & ~reach & ports
            reach |= new
        return reach

    def cube_bits(self, cube: int) -> int:
        """The 24-bit configuration of a cube (its six world-face patterns)."""
        return C.CFG_BITS[self.cfg[cube]]

    def free_places(self, *, with_void: bool = False) -> list[int]:
        """Places a player still choosing may take now (setup step 2 and its decisions):
        eligible, not voided by a clash (unless ``with_void``), on a cube no pawn stands at."""
        occupied = {cube for cube in self.own if cube >= 0}
        void = 0 if with_void else self.void
        return [
            i for i in range(NUM_PLACES)
            if not void >> i & 1 and PLACE_CUBE[i] not in occupied and self.place_eligible(i)
        ]

    def place_eligible(self, index: int) -> bool:
        """Both bottom quadrants of the place's face have the same colour."""
        place = P.PLACES[index]
        return _eligible(place, C.CFG_BITS[self.cfg[place.cube]])

    # --- fast path ------------------------------------------------------------------------

    def action_to_move(self, action: int) -> Move:
        return ACTION_MOVES[action]

    def move_to_action(self, move: Move) -> int:
        try:
            return MOVE_ACTIONS[move]
        except KeyError:
            raise IllegalMove(f"{move!r} is not a move; {EXPECTED[self.phase]}") from None

    def legal_actions(self, seat: Seat) -> list[int]:
        if seat not in self._to_act:
            return []
        phase = self.phase
        if phase == POINT:
            reach = self.reach[seat] if self.reach_ok[seat] else self.reach_of(seat)
            return list(_POINT_ACTIONS[(reach >> CUBE_SHIFT) & ~self.banned | 1 << self.own[seat]])
        if phase == TURN:
            return TURN_ACTIONS[:]
        if phase == PLACE:
            return self.free_places()
        return []

    def apply_action(self, seat: Seat, action: int) -> None:
        self.pending[seat] = action
        to_act = self._to_act
        if len(to_act) > 1:
            self._to_act = tuple([s for s in to_act if s != seat])
            return
        self._to_act = ()
        phase = self.phase
        if phase == POINT:
            self._resolve_point()
        elif phase == TURN:
            self._resolve_turn()
        else:
            self._resolve_place()

    # --- resolution -----------------------------------------------------------------------

    def set_pawn(self, seat: Seat, place: int) -> None:
        self.place[seat] = place
        self.own[seat] = P.PLACES[place].cube
        self.pawn_bit[seat] = 1 << P.PORT_OF[P.PLACES[place].node]
        self.reach_ok[seat] = False

    def _resolve_place(self) -> None:
        """One round of choosing: places on one cube clash like one place (two pawns sharing
        a cube could both be confined to it and clash for ever) and are void; after
        ``PLACEMENT_ROUNDS`` rounds the players still without a place are placed by lot."""
        choosers: dict[int, list[int]] = {}
        for seat in self.choosing:
            choosers.setdefault(PLACE_CUBE[self.pending[seat]], []).append(seat)
        clashed = sorted(s for seats in choosers.values() if len(seats) > 1 for s in seats)
        for seat in self.choosing:
            if seat in clashed:
                self.void |= 1 << self.pending[seat]
            else:
                self.set_pawn(seat, self.pending[seat])
        if clashed:
            places = sorted({self.pending[seat] for seat in clashed})
            self.last_clash = ("placement", tuple(clashed),
                               tuple(P.PLACES[p].name for p in places), self.placement_rounds + 1)
        self.pending = [-1] * self.n
        self.choosing = tuple(clashed)
        self.placement_rounds += 1
        if not clashed:
            self._start_round()
        elif self.placement_rounds >= PLACEMENT_ROUNDS:
            self.place_by_lot()
            self._start_round()
        else:
            if len(self.free_places()) < len(clashed):  # decision: voided places come back
                self.void = 0
            self._to_act = self.choosing

    def place_by_lot(self) -> None:
        """Place every player still choosing by lot, each on a different free eligible cube.

        The lot is an explicit chance outcome (``setup["lot"]``, drawn from the seed): an order
        of the 12 places; seat by seat, each player takes the first place in that order that
        is free and on a cube nobody stands at. Voided places count as free when the others
        do not span enough cubes (the setup guarantees that all of them do).
        """
        free = self.free_places()
        if len({PLACE_CUBE[p] for p in free}) < len(self.choosing):
            self.void = 0
            free = self.free_places()
        for seat in self.choosing:
            taken = {cube for cube in self.own if cube >= 0}
            place = next(p for p in self.lot if p in free and PLACE_CUBE[p] not in taken)
            self.set_pawn(seat, place)
        self.choosing = ()

    def _start_round(self) -> None:
        self.phase = POINT
        self.pointed = [-1] * self.n
        self.skipped = []
        self.turns = []
        self.queue = []
        self.layer = 0
        self._to_act = tuple(range(self.n))

    def _resolve_point(self) -> None:
        pending = self.pending
        n = self.n
        cubes = [a - POINT0 for a in pending]
        self.pointed = cubes
        self.pending = [-1] * n
        once = twice = 0
        for c in cubes:
            bit = 1 << c
            twice |= once & bit
            once |= bit
        self.skipped = [p for p in range(n) if twice >> cubes[p] & 1]
        if twice:
            self.last_clash = ("round", tuple(self.skipped),
                               tuple(str(c) for c in range(P.NUM_CUBES) if twice >> c & 1),
                               self.round + 1)
        queue = []
        layer_of = P.CUBE_LAYER
        for layer in (3, 2, 1):
            players = tuple(
                [p for p in range(n) if layer_of[cubes[p]] == layer and not twice >> cubes[p] & 1]
            )
            if players:
                queue.append((layer, players))
        self.queue = queue
        self._next_layer()

    def _next_layer(self) -> None:
        if not self.queue:
            self._end_round()
            return
        self.layer, players = self.queue.pop(0)
        self.phase = TURN
        self._to_act = players

    def _resolve_turn(self) -> None:
        pending = self.pending
        pointed = self.pointed
        for p in range(self.n):
            if pending[p] >= 0:
                turn = pending[p] - TURN0
                pending[p] = -1
                self.turn_cube(pointed[p], turn)
                self.turns.append((p, pointed[p], turn))
        # one search from the goal answers for every pawn (and later pawn searches that meet
        # it stop at once: reach_of takes the goal's reach for a pawn inside it)
        top = self.top_reach()
        pawns = self.pawn_bit
        tops = [p for p in range(self.n) if pawns[p] & top]
        if len(tops) == 1:
            self.winner = tops[0]
            self._finish()
            return
        self._next_layer()

    def _end_round(self) -> None:
        banned = 0
        for cube in self.pointed:
            banned |= 1 << cube
        self.banned = banned
        self.round += 1
        self.last_round = (self.round, self.pointed, self.skipped, self.turns)
        if self.round >= self._options["max_rounds"]:
            self._finish()
            return
        self._start_round()

    def _finish(self) -> None:
        if self.winner >= 0:
            self.last_round = (self.round + 1, self.pointed, self.skipped, self.turns)
        self.phase = OVER
        self._to_act = ()
        self.queue = []
        self.layer = 0

    def round_summary(self) -> dict[str, Any] | None:
        """The last round played, in notation (``None`` before the first one ends)."""
        if self.last_round is None:
            return None
        number, pointed, skipped, turns = self.last_round
        return {
            "round": number,
            "pointed": list(pointed),
            "skipped": list(skipped),
            "turns": [[p, c, C.TURNS[t]] for p, c, t in turns],
        }

    def clash_summary(self) -> dict[str, Any] | None:
        """The most recent clash, in notation (``None`` before any): ``{"phase": "placement"
        | "round", "seats": [...], "places": [places such as "0S", or cube ids such as "13"],
        "round": n}``, ``n`` the round of choosing places (placement) or the game's round it
        happened in, from 1. Why the number: the same clash stays in every later view, and a
        log built from successive views could not tell it from a new one (it was written
        twice). Clashes are public once they happen: everyone's choice is revealed then."""
        if self.last_clash is None:
            return None
        phase, seats, places, number = self.last_clash
        return {"phase": phase, "seats": list(seats), "places": list(places), "round": number}

    def turn_cube(self, cube: int, turn: int) -> None:
        """Turn one cube a quarter turn and refresh the ports it touches (the hot spot)."""
        cfg = _TURN_TABLE[self.cfg[cube]][turn]
        self.cfg[cube] = cfg
        self.colour = (self.colour & _KEEP_MASK[cube]) | _cube_colour(cube, cfg)
        self.groups[cube] = _cube_groups(cube, cfg)
        self._update_ports(_PORT_DATA[cube])
        bit = CUBE_BIT[cube]
        reach = self.reach
        ok = self.reach_ok
        for p in range(self.n):
            if reach[p] & bit:
                ok[p] = False
        if self.goal_reach & bit:
            self.goal_ok = False

    def _update_ports(self, entries: tuple[_PortEntry, ...]) -> None:
        groups = self.groups
        colour = self.colour
        adjp = self.adjp
        for port, a, b, c, squares, cache in entries:
            key = colour & squares
            mask = cache.get(key)
            if mask is None:
                mask = _seam_mask(port, colour)
                cache[key] = mask
            adjp[port] = mask | groups[a][port] | groups[b][port] | groups[c][port]


def _eligible(place: P.Place, bits: int) -> bool:
    left, right = place.bottom_bits
    return (bits >> left ^ bits >> right) & 1 == 0


def eligible_cubes(bits: list[int]) -> int:
    """How many bottom cubes offer an eligible pawn place (setup step 1's condition)."""
    return len({place.cube for place in P.PLACES if _eligible(place, bits[place.cube])})


def check_designs(designs: list[int], players: int) -> None:
    """Refuse cube designs whose bottom layer can never offer every player a cube of their own
    (a cube none of whose turns shows an eligible outer face never can)."""
    able = {
        place.cube for place in P.PLACES
        if any(_eligible(place, b) for b in C.black_up(designs[place.cube]))
    }
    if len(able) < players:
        raise BadOptions(
            f"these cubes offer eligible pawn places on only {len(able)} different bottom "
            f"cubes, fewer than the {players} players: no turn of the bottom layer seats them all"
        )
