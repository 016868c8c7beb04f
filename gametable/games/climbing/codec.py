"""Saved states: ``to_json`` out and ``from_json`` back (``docs/rules/climbing.md``).

The setup a game started from is read by :mod:`.options` (its format is described there).
``to_json`` is that position plus everything a game in progress holds: the phase, whose
choices are pending (and what they are: this is the full state, not a view), the round, the
cubes pointed at this round, the turns made, and the setup the game started from.
"""

from __future__ import annotations

from typing import Any, TypeVar

from gametable.core.errors import BadOptions
from gametable.games.climbing import cubes as C
from gametable.games.climbing import pyramid as P
from gametable.games.climbing.notation import ACTION_MOVES, MOVE_ACTIONS
from gametable.games.climbing.options import (
    check_options,
    parse_banned,
    parse_cubes,
    parse_lot,
    parse_place,
)
from gametable.games.climbing.state import PHASE_NAMES, PLACE, ClimbingRules

#: the class :func:`state_from_json` builds (the package's public state class)
R = TypeVar("R", bound=ClimbingRules)


def state_to_json(state: ClimbingRules) -> dict[str, Any]:
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


def state_from_json(data: dict[str, Any], cls: type[R]) -> R:
    """Inverse of :func:`state_to_json`: an instance of ``cls`` (the public class; this module
    never imports it)."""
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
        state = cls(options, parse_cubes(data["cubes"]), setup)
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
        if clash is not None:
            phase = {"placement": "placement", "round": "round"}[clash["phase"]]
            # saved before the clash record had its round: the latest it can be
            latest = state.placement_rounds if phase == "placement" else state.round + 1
            state.last_clash = (
                phase,
                tuple(int(s) for s in clash["seats"]),
                tuple(str(p) for p in clash["places"]),
                int(clash.get("round", latest)),
            )
    except (KeyError, TypeError, ValueError) as error:
        raise BadOptions(f"not a saved climbing state: {error!r}") from None
    if state.phase == PLACE and len(state.pending) != state.n:
        raise BadOptions("not a saved climbing state: one pending entry per seat is needed")
    return state
