"""``state.view(seat)``: what one seat may know, as a JSON-safe dict (format in the package doc).

Hidden: the other hand (unless it is being shown while its owner is stuck), the supply order
and the bag order. Everything else is public, including the history of moves and events.

The history is built incrementally: ``state.vcache`` holds the public dicts of the events and
moves converted so far (a prefix of ``state.events`` / ``state.log``, which only grow), so a
view converts only what happened since the last one and copies the lists. The entries are
shared between successive views of a state: treat a view as read-only (copy before editing).
A clone starts with no cache of its own (its history may diverge from the original's) but
with ``state.vprefix``: the original's lists and how long they were when it was copied, a
prefix of its own history too (the lists only grow), which its first view copies instead of
converting every event again (the server plays each move on a copy and views the copy).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gametable.games.balloon_cup import notation as A
from gametable.games.balloon_cup.cards import (
    COLOURS,
    NUM_TILES,
    SIDE_NAMES,
    TROPHY_NEED,
    card_names,
    colour_counts,
    cube_names,
)

if TYPE_CHECKING:
    from gametable.games.balloon_cup.state import BalloonCupRules

PHASE_NAMES = ("place", "stuck", "claim", "over")


def _history(state: BalloonCupRules) -> list[Any]:
    """``state.vcache`` brought up to date: ``[event dicts, move pairs, last score dict]``."""
    cache = state.vcache
    if cache is None:
        prefix = state.vprefix
        if prefix is None:
            cache = [[], [], None]
        else:
            events, n_events, moves, n_moves, last_score = prefix
            cache = [events[:n_events], moves[:n_moves], last_score]
            state.vprefix = None
        state.vcache = cache
    events = cache[0]
    if len(events) < len(state.events):
        for event in state.events[len(events) :]:
            out = event_dict(event)
            events.append(out)
            if event[1] == "score":
                cache[2] = out
    moves = cache[1]
    if len(moves) < len(state.log):
        names = A.MOVE_NAMES
        for entry in state.log[len(moves) :]:
            if entry.__class__ is tuple:  # an exchange: (seat, cards)
                moves.append([entry[0], A.discard_name(entry[1])])
            else:
                moves.append([entry >> 10, names[entry & 1023]])
    return cache


def move_log(state: BalloonCupRules) -> list[list[Any]]:
    """The moves so far as fresh ``[seat, move]`` pairs (every Balloon Cup move is public)."""
    return [pair[:] for pair in _history(state)[1]]


def event_dict(event: tuple) -> dict[str, Any]:
    """One internal event tuple → the public dict the view shows."""
    at, kind = event[0], event[1]
    out: dict[str, Any] = {"type": kind, "after_move": at}
    if kind == "show":
        out.update(seat=event[2], cards=card_names(event[3]))
    elif kind == "reshuffle":
        out.update(cards=event[2])
    elif kind == "score":
        _, _, tile, up, rows, sums, winner, won, placer = event
        out.update(
            tile=tile + 1,
            side=SIDE_NAMES[up],
            cards=[card_names(rows[0]), card_names(rows[1])],
            sums=list(sums),
            winner=winner,
            cubes=[COLOURS[c] for c in range(5) for _ in range(won[c])],
            placer=placer,
            tie=sums[0] == sums[1],
        )
    elif kind in ("refill", "redraw"):
        out.update(tile=event[2] + 1, cubes=cube_names(event[3]))
    elif kind == "remove":
        out.update(tile=event[2] + 1)
    elif kind == "end":
        out.update(winner=None if event[2] < 0 else event[2], reason=event[3])
    return out


def tile_dict(state: BalloonCupRules, tile: int) -> dict[str, Any]:
    base = tile * 5
    cubes = [COLOURS[c] for c in range(5) for _ in range(state.tcubes[base + c])]
    return {
        "number": tile + 1,
        "present": state.present[tile],
        "side": SIDE_NAMES[state.up[tile]],
        "cubes": cubes,
        "cards": [card_names(state.rows[tile * 2]), card_names(state.rows[tile * 2 + 1])],
        "sums": [state.sums[tile * 2], state.sums[tile * 2 + 1]],
        "free": [
            {
                COLOURS[c]: state.free[(tile * 2 + side) * 5 + c]
                for c in range(5)
                if state.free[(tile * 2 + side) * 5 + c]
            }
            for side in (0, 1)
        ],  # fmt: skip
    }


def build_view(state: BalloonCupRules, seat: int | None) -> dict[str, Any]:
    if seat is not None and seat not in (0, 1):
        raise ValueError(f"there is no seat {seat!r} in Balloon Cup")
    hands: list[list[str] | None] = [None, None]
    for s in (0, 1):
        if s == seat or (state.phase == 1 and state.cur == s):
            hands[s] = card_names(sorted(state.hands[s]))
    events, moves, last_score = _history(state)
    last = len(state.log)
    first_last = len(events)  # the events of the latest move are the tail (after_move grows)
    while first_last and events[first_last - 1]["after_move"] == last:
        first_last -= 1
    view: dict[str, Any] = {
        "game": "balloon-cup",
        "seat": seat,
        "phase": PHASE_NAMES[state.phase],
        "to_act": list(state.to_act),
        "turn": state.turn,
        "turns_without_score": state.noscore,
        "tiles": [tile_dict(state, t) for t in range(NUM_TILES)],
        "hand": hands[seat] if seat is not None else None,
        "hands": hands,
        "hand_sizes": [len(state.hands[0]), len(state.hands[1])],
        "players": [
            {
                "cubes": colour_counts(state.pcubes[s * 5 : s * 5 + 5]),
                "trophies": [COLOURS[c] for c in range(5) if state.owner[c] == s],
            }
            for s in (0, 1)
        ],
        "trophies": {
            COLOURS[c]: {
                "need": TROPHY_NEED[c],
                "owner": None if state.owner[c] < 0 else state.owner[c],
            }
            for c in range(5)
        },
        "discard": card_names(state.discard),
        "supply": len(state.supply),
        "bag": len(state.bag),
        "box": colour_counts(state.box),
        "claiming": None,
        "last_events": events[first_last:],
        "last_score": last_score,
        "events": events[:],
        "moves": moves[:],
        "result": None,
        "options": state.options,
    }
    if state.phase == 2:
        view["claiming"] = {
            "winner": state.claim_loser ^ 1,
            "first_run": state.claim_first,
            "placer": state.claim_placer,
        }
    if state.over:
        winner, reason = state.result
        view["result"] = {
            "winner": None if winner < 0 else winner,
            "reason": reason,
            "scores": state.scores,
        }
    return view
