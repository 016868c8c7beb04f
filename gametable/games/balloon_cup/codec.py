"""Saved states: ``to_json`` and ``from_json``, the checked way in and out of the engine.

``to_json`` writes every field by name (cards and cubes as their notation); ``from_json``
checks the saved state (all 45 cards and 45 cubes accounted for, tiles consistent) before it
rebuilds the derived tables, so a crafted position (a rulebook example, a test) loads safely.
"""

from __future__ import annotations

from typing import Any, TypeVar

from gametable.core.errors import BadOptions
from gametable.games.balloon_cup import notation as A
from gametable.games.balloon_cup.cards import (
    CARD_COLOUR,
    CARD_NAMES,
    CARD_VALUE,
    COLOURS,
    CUBE_COUNT,
    NUM_CARDS,
    NUM_TILES,
    card_id,
)
from gametable.games.balloon_cup.options import card_list, check_options, cube_list, parse_setup
from gametable.games.balloon_cup.state import PHASE_NAMES, BalloonCupRules
from gametable.games.balloon_cup.views import move_log

FORMAT = 1
#: the class :func:`state_from_json` builds (the package's public state class)
R = TypeVar("R", bound=BalloonCupRules)
_MOVE_CODE = {name: code for code, name in enumerate(A.MOVE_NAMES) if name is not None}


# ------------------------------------------------------------------------ saved states


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


def state_to_json(s: BalloonCupRules) -> dict[str, Any]:
    return {
        "game": "balloon-cup",
        "format": FORMAT,
        "options": {"no_deadlock": s.no_deadlock, "first": s.first_option},
        "seed": s.seed,
        "setup": {
            "deck": [CARD_NAMES[c] for c in s.deck0],
            "bag": [COLOURS[c] for c in s.bag0],
            "first": s.first,
            "shuffles": [[CARD_NAMES[c] for c in order] for order in s.shuffles],
        },
        "shuffles_used": s.nshuffles,
        "rng_used": s.rng_used,
        "phase": PHASE_NAMES[s.phase],
        "cur": s.cur,
        "turn": s.turn,
        "turns_without_score": s.noscore,
        "claim": {
            "first_run": s.claim_first,
            "passes": s.claim_passes,
            "placer": s.claim_placer,
            "loser": s.claim_loser,
        },
        "hands": [[CARD_NAMES[c] for c in hand] for hand in s.hands],
        "supply": [CARD_NAMES[c] for c in reversed(s.supply)],
        "discard": [CARD_NAMES[c] for c in s.discard],
        "bag": [COLOURS[c] for c in reversed(s.bag)],
        "tiles": [
            {
                "present": s.present[t],
                "side": ("plains", "mountain")[s.up[t]],
                "cubes": s.tcubes[t * 5 : t * 5 + 5],
                "cards": [[CARD_NAMES[c] for c in s.rows[t * 2 + side]] for side in (0, 1)],
            }
            for t in range(NUM_TILES)
        ],
        "cubes": [s.pcubes[0:5], s.pcubes[5:10]],
        "trophies": list(s.owner),
        "box": list(s.box),
        "moves": move_log(s),
        "events": _jsonable(s.events),
        "result": None if s.result is None else list(s.result),
    }


def _need(data: dict[str, Any], key: str) -> Any:
    if key not in data:
        raise BadOptions(f"the saved Balloon Cup state lacks {key!r}")
    return data[key]


def _counts(value: Any, what: str) -> list[int]:
    if (
        not isinstance(value, list)
        or len(value) != 5
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)
    ):
        raise BadOptions(f"{what} must be five counts (red, yellow, green, blue, gray)")
    return list(value)


def state_from_json(data: dict[str, Any], cls: type[R]) -> R:
    """Rebuild and check a state saved by :func:`state_to_json` (or crafted in that form), as
    an instance of ``cls`` (the public class; this module never imports it)."""
    try:
        return _from_json(data, cls)
    except BadOptions:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise BadOptions(f"malformed Balloon Cup state: {error!r}") from None


def _from_json(data: dict[str, Any], cls: type[R]) -> R:
    if data.get("format", FORMAT) != FORMAT:
        raise BadOptions(f"unknown Balloon Cup save format {data.get('format')!r}")
    options = dict(_need(data, "options"))
    if options.get("first") is None:
        options.pop("first", None)
    no_deadlock, first_option = check_options(options)
    deck, bag0, first, shuffles = parse_setup(_need(data, "setup"))
    s = cls()
    s.deck0, s.bag0, s.shuffles = deck, bag0, shuffles
    s.first = first if first is not None else 0
    s.seed = int(data.get("seed", 0))
    s.no_deadlock, s.first_option = no_deadlock, first_option
    s.nshuffles = int(data.get("shuffles_used", 0))
    s.rng, s.rng_used = None, int(data.get("rng_used", 0))
    if not 0 <= s.nshuffles <= len(shuffles):
        raise BadOptions("'shuffles_used' exceeds the recorded shuffles")

    s.hands = [card_list(h, f"hand {i}") for i, h in enumerate(_need(data, "hands"))]
    if len(s.hands) != 2:
        raise BadOptions("a Balloon Cup state has two hands")
    s.supply = card_list(_need(data, "supply"), "supply")[::-1]
    s.discard = card_list(_need(data, "discard"), "discard")
    s.bag = cube_list(_need(data, "bag"), "bag")[::-1]

    tiles = _need(data, "tiles")
    if not isinstance(tiles, list) or len(tiles) != NUM_TILES:
        raise BadOptions("'tiles' must list the four tiles")
    s.present, s.up = [], []
    s.tcubes, s.free, s.left = [0] * 20, [0] * 40, [0] * 8
    s.rows, s.sums, s.mask, s.ptab = [()] * 8, [0] * 8, [0] * 5, [()] * 45
    for t, tile in enumerate(tiles):
        present = bool(tile.get("present", True))
        side = tile.get("side")
        if side not in ("plains", "mountain"):
            raise BadOptions(f"tile {t + 1}: side must be 'plains' or 'mountain', not {side!r}")
        cubes = _counts(tile.get("cubes"), f"tile {t + 1} cubes")
        if present and sum(cubes) != t + 1:
            raise BadOptions(f"tile {t + 1} must hold {t + 1} cube(s), not {sum(cubes)}")
        if not present and sum(cubes):
            raise BadOptions(f"tile {t + 1} is removed but holds cubes")
        s.present.append(present)
        s.up.append(0 if side == "plains" else 1)
        cards = tile.get("cards", [[], []])
        if not isinstance(cards, list) or len(cards) != 2:
            raise BadOptions(f"tile {t + 1}: 'cards' must be two lists, one per side")
        for side_no in (0, 1):
            slot = t * 2 + side_no
            row = card_list(cards[side_no], f"tile {t + 1} side {side_no}")
            s.rows[slot] = tuple(row)
            s.sums[slot] = sum(CARD_VALUE[c] for c in row)
            for colour in range(5):
                placed = sum(1 for c in row if CARD_COLOUR[c] == colour)
                free = cubes[colour] - placed
                if free < 0:
                    raise BadOptions(
                        f"tile {t + 1} side {side_no} holds {placed} {COLOURS[colour]} card(s) "
                        f"for {cubes[colour]} {COLOURS[colour]} cube(s)"
                    )
                s.free[slot * 5 + colour] = free
                if free:
                    s.mask[colour] |= 1 << slot
            s.left[slot] = sum(cubes) - len(row)
        if present and s.left[t * 2] == 0 and s.left[t * 2 + 1] == 0:
            raise BadOptions(f"tile {t + 1} is complete; it would have been scored")
        s.tcubes[t * 5 : t * 5 + 5] = cubes

    pc = _need(data, "cubes")
    counts = _counts(pc[0], "seat 0 cubes") + _counts(pc[1], "seat 1 cubes")
    if max(counts) > 15:  # more than a colour has; also what the packed form holds
        raise BadOptions("'cubes': no colour has that many cubes")
    s.pcubes = counts
    owner = _need(data, "trophies")
    if not isinstance(owner, list) or len(owner) != 5 or any(o not in (-1, 0, 1) for o in owner):
        raise BadOptions("'trophies' must give each colour's owner: -1 (unclaimed), 0 or 1")
    s.owner = list(owner)
    s.ntroph = [owner.count(0), owner.count(1)]
    s.box = _counts(_need(data, "box"), "box")
    s.may = [s._may_claim(0), s._may_claim(1)]
    s._set_ptab()
    s._sync_codes()

    # every card and cube accounted for
    cards = [*s.hands[0], *s.hands[1], *s.supply, *s.discard, *(c for row in s.rows for c in row)]
    if sorted(cards) != list(range(NUM_CARDS)):
        missing = sorted(set(range(NUM_CARDS)) - set(cards))
        extra = sorted({c for c in cards if cards.count(c) > 1})
        raise BadOptions(
            "the cards do not add up to the 45: "
            f"missing {[CARD_NAMES[c] for c in missing]}, twice {[CARD_NAMES[c] for c in extra]}"
        )
    for colour in range(5):
        total = (
            s.bag.count(colour)
            + sum(s.tcubes[t * 5 + colour] for t in range(NUM_TILES))
            + s.pcubes[colour]
            + s.pcubes[5 + colour]
            + s.box[colour]
        )
        if total != CUBE_COUNT[colour]:
            raise BadOptions(
                f"{COLOURS[colour]} cubes add up to {total}, not {CUBE_COUNT[colour]} "
                "(bag + tiles + players + box)"
            )

    phase = _need(data, "phase")
    if phase not in PHASE_NAMES:
        raise BadOptions(f"phase must be one of {', '.join(PHASE_NAMES)}, not {phase!r}")
    s.phase = PHASE_NAMES.index(phase)
    s.turn = int(data.get("turn", 1))
    s.noscore = int(data.get("turns_without_score", 0))
    claim = data.get("claim") or {}
    s.claim_first = bool(claim.get("first_run", False))
    s.claim_passes = int(claim.get("passes", 0))
    s.claim_placer = int(claim.get("placer", -1))
    s.claim_loser = int(claim.get("loser", -1))
    s.log = []
    for seat, move in data.get("moves", []):
        if move.startswith("discard"):
            s.log.append((int(seat), tuple(card_id(name) for name in move.split()[1:])))
        elif move in _MOVE_CODE:
            s.log.append(int(seat) << 10 | _MOVE_CODE[move])
        else:
            raise BadOptions(f"unreadable move {move!r} in the saved moves")
    s.events = [_tupled(e) for e in data.get("events", [])]
    s.vcache = None
    s.vprefix = None
    result = data.get("result")
    s.result = None if result is None else (int(result[0]), str(result[1]))

    s.over = s.phase == 3
    if s.over:
        if s.result is None:
            raise BadOptions("a finished game needs its 'result'")
        s.cur, s.to_act, s.legal = -1, (), []
        return s
    cur = _need(data, "cur")
    if cur not in (0, 1):
        raise BadOptions(f"'cur' must be the seat to move, 0 or 1, not {cur!r}")
    s.cur, s.to_act = cur, (cur,)
    if s.phase == 0:
        s.legal = s._placements(cur)
        if not s.legal:
            raise BadOptions(f"phase 'place' but seat {cur} has no legal placement")
    elif s.phase == 1:
        if s._placements(cur):
            raise BadOptions(f"phase 'stuck' but seat {cur} has a legal placement")
        s.legal = s._exchanges(len(s.hands[cur]))
    else:
        s.legal = s._claim_options(cur)
        if not s.legal:
            raise BadOptions(f"phase 'claim' but seat {cur} can claim nothing")
    return s
