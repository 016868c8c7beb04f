"""The position notation: ``setup`` in, ``to_json`` out and back (``docs/rules/climbing.md``).

A setup is ``{"cubes": ["U=.... N=.... E=.... S=.... W=.... D=....", ...14 by id],
"pawns": ["0S", "8E", ...one per seat]}``; ``pawns`` may be left out (the players then choose
their places in the game; the bottom layer must then offer eligible places on as many
different cubes as there are players), and ``"banned": [cube ids]`` may be given to start from
a position where those cubes were pointed at the round before. ``"lot": [the 12 places in
some order]`` is the draw order of the lot that places the players still without a place
after five rounds of choosing (``ClimbingState.place_by_lot``); left out, it is drawn at
random (and ``setup()`` then shows it, so the game replays).

Cubes in a setup may stand in any of their 24 orientations (rulebook positions are mid-game);
pawn places given there are not held to the bottom-colour rule for the same reason. Every cube
must still have the six face types on their opposite pairs.

``to_json`` is that position plus everything a game in progress holds: the phase, whose
choices are pending (and what they are: this is the full state, not a view), the round, the
cubes pointed at this round, the turns made, and the setup the game started from.
"""

from __future__ import annotations

import random
from typing import Any

from gametable.core.errors import BadOptions
from gametable.games.climbing import cubes as C
from gametable.games.climbing import pyramid as P
from gametable.games.climbing.state import (
    ACTION_MOVES,
    MOVE_ACTIONS,
    NUM_PLACES,
    PHASE_NAMES,
    PLACE,
    ClimbingState,
    check_options,
    eligible_cubes,
    start_state,
)


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


def state_from_setup(setup: dict[str, Any], options: dict[str, Any]) -> ClimbingState:
    """A new game from explicit chance outcomes (``new_game(setup=...)``)."""
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
        lot = (parse_lot(setup["lot"]) if "lot" in setup
               else tuple(random.Random().sample(range(NUM_PLACES), NUM_PLACES)))
        found = eligible_cubes(bits)
        if found < options["players"]:
            raise BadOptions(
                f"these cubes offer eligible pawn places (both bottom quadrants one colour) on "
                f"only {found} different bottom cubes, fewer than the {options['players']} "
                "players; turn the bottom layer or give 'pawns'"
            )
        return start_state(options, bits, lot, banned)
    record: dict[str, Any] = {"cubes": bits}
    state = ClimbingState(options, bits, record)
    if banned:
        state.banned = banned
        record["banned"] = sorted(c for c in range(P.NUM_CUBES) if banned >> c & 1)
    if pawns is not None:
        if not isinstance(pawns, list) or len(pawns) != state.n:
            raise BadOptions(f"'pawns' must list one place per player ({state.n})")
        places = [parse_place(p) for p in pawns]
        if len(set(places)) != len(places):
            raise BadOptions("two pawns cannot share a place")
        for seat, place in enumerate(places):
            state.set_pawn(seat, place)
        record["pawns"] = places
        state.choosing = ()
        state._start_round()
    return state


def state_to_json(state: ClimbingState) -> dict[str, Any]:
    """The full state, pending choices included."""
    return {
        "game": "climbing",
        "options": state.options,
        "setup": state.setup(),
        "cubes": [C.format_cube(state.cube_bits(c)) for c in range(P.NUM_CUBES)],
        "pawns": [P.PLACES[p].name if p >= 0 else None for p in state.place],
        "banned": [c for c in range(P.NUM_CUBES) if state.banned >> c & 1],
        "phase": PHASE_NAMES[state.phase],
        "round": state.round,
        "to_act": list(state.to_act),
        "pending": [ACTION_MOVES[a] if a >= 0 else None for a in state.pending],
        "pointed": [c if c >= 0 else None for c in state.pointed],
        "skipped": list(state.skipped),
        "layer": state.layer,
        "queue": [[layer, list(players)] for layer, players in state.queue],
        "turns": [[p, c, C.TURNS[t]] for p, c, t in state.turns],
        "choosing": list(state.choosing),
        "void": [P.PLACES[i].name for i in range(len(P.PLACES)) if state.void >> i & 1],
        "winner": state.winner if state.winner >= 0 else None,
        "last_round": state.round_summary(),
        "placement_rounds": state.placement_rounds,
        "last_clash": state.clash_summary(),
    }


def state_from_json(data: dict[str, Any]) -> ClimbingState:
    """Inverse of :func:`state_to_json`."""
    try:
        options = check_options(dict(data["options"]))
        start = dict(data["setup"])
        setup: dict[str, Any] = {"cubes": parse_cubes(start["cubes"])}
        if "pawns" in start:
            setup["pawns"] = [parse_place(p) for p in start["pawns"]]
        if "banned" in start:
            setup["banned"] = sorted(set(start["banned"]))
        if "lot" in start:
            setup["lot"] = parse_lot(start["lot"])
        state = ClimbingState(options, parse_cubes(data["cubes"]), setup)
        if "lot" in setup:
            state.lot = setup["lot"]
        for seat, name in enumerate(data["pawns"]):
            if name is not None:
                state.set_pawn(seat, parse_place(name))
        state.banned = parse_banned(data["banned"])
        state.phase = PHASE_NAMES.index(data["phase"])
        state.round = int(data["round"])
        state._to_act = tuple(int(s) for s in data["to_act"])
        state.pending = [MOVE_ACTIONS[m] if m is not None else -1 for m in data["pending"]]
        state.pointed = [c if c is not None else -1 for c in data["pointed"]]
        state.skipped = [int(s) for s in data["skipped"]]
        state.layer = int(data["layer"])
        state.queue = [(int(layer), tuple(players)) for layer, players in data["queue"]]
        state.turns = [(int(p), int(c), C.TURN_INDEX[t]) for p, c, t in data["turns"]]
        state.choosing = tuple(int(s) for s in data["choosing"])
        state.void = sum(1 << parse_place(name) for name in data["void"])
        state.winner = -1 if data["winner"] is None else int(data["winner"])
        last = data["last_round"]
        state.last_round = None if last is None else (
            int(last["round"]),
            [int(c) for c in last["pointed"]],
            [int(p) for p in last["skipped"]],
            [(int(p), int(c), C.TURN_INDEX[t]) for p, c, t in last["turns"]],
        )
        # saved before the placement rules of five rounds and the clash record: none yet
        state.placement_rounds = int(data.get("placement_rounds", 0))
        clash = data.get("last_clash")
        state.last_clash = None if clash is None else (
            {"placement": "placement", "round": "round"}[clash["phase"]],
            tuple(int(s) for s in clash["seats"]),
            tuple(str(p) for p in clash["places"]),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise BadOptions(f"not a saved climbing state: {error!r}") from None
    if state.phase == PLACE and len(state.pending) != state.n:
        raise BadOptions("not a saved climbing state: one pending entry per seat is needed")
    return state
