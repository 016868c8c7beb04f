"""The climbing game (Kiipeilypeli): climb a pyramid of 14 cubes along black/white boundaries.

Rules: ``docs/rules/climbing.md``. Options: ``players`` (2-6, default 2), ``max_rounds``
(default 200; then the game is a draw), ``cubes`` (``standard`` or ``varied``), ``placement``
(``choose`` or ``random``).

Every phase is simultaneous: all seats listed in ``to_act`` choose, each on its own, and
nobody sees a choice until the phase resolves.

Moves
  Pawn place (start of the game): a bottom cube's id and an outer face letter, e.g. ``0S``,
  ``2E``, ``8N``. The face's two bottom quadrants must have one colour, and no other pawn may
  stand at that cube. Places on one cube chosen in the same round clash: they are void and
  those players choose again; after five rounds of choosing the rest are placed by lot.
  Point (each round): a cube id ``0``-``13`` that your pawn has a path to and that was not
  pointed at last round; your own cube (the one your pawn stands at) is always allowed.
  Players pointing at the same cube do nothing else this round.
  Turn (top layer first): a quarter turn of the cube you pointed at: ``x+ x- y+ y- z+ z-``
  (x east, y north, z up; ``+`` is counter-clockwise seen from the + end of the axis).
Win: after a layer's turns, exactly one player with a path to the centre of the top face.

Cubes: faces ``U N E S W D``, each a pattern of four quadrants B/W read top-left, top-right,
bottom-left, bottom-right from outside (U with north up; D from below with south up).
Cube ids: bottom layer ``3*j+i`` (0-8, 4 hidden in the middle), middle ``9+2*j+i`` (9-12),
top 13; i runs east, j north.
"""

from __future__ import annotations

from gametable.games.climbing.game import ClimbingState, from_json, new_game

__all__ = ["ClimbingState", "from_json", "new_game"]
