"""Balloon Cup bots: a heuristic player and the search player (see ``gametable.bots``).

Both see only ``view(seat)`` and the legal moves.

- ``heuristic``: every placement is scored by how much it raises the chance of winning that
  tile, times what the tile's cubes are worth to the bot. A side's final sum is estimated as
  its cards so far plus 7 for every open place; the margin (own low sum on plains, high on
  the mountain; the reverse on the opponent's side) turns into a probability, so low cards go
  to its own plains and the opponent's mountains and high cards the other way. Cubes are worth
  more the closer they bring a cheap trophy (and more again when they would take the
  opponent's). A placement that completes a tile is judged exactly: a lost tile is never
  completed while anything else is possible. Stuck, it exchanges its middling cards.
  Claims are searched exhaustively (the claiming is public, so any sample of the view serves).
- ``search``: ISMCTS over samples of the view (:mod:`.sampler`); its play-outs follow the
  heuristic's placement rule, tabulated on the engine's integer state (:func:`greedy_rollout`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from gametable.bots.base import Bot
from gametable.bots.search import Budget
from gametable.bots.searchbot import SearchBot
from gametable.core.protocol import GameState, Move, View
from gametable.games.balloon_cup.cards import CARD_VALUE as _VALUE
from gametable.games.balloon_cup.cards import COLOURS, TROPHY_NEED
from gametable.games.balloon_cup.notation import NUM_PLACE as _NUM_PLACE
from gametable.games.balloon_cup.sampler import sample_state

NEED = dict(zip(COLOURS, TROPHY_NEED, strict=True))
#: the mean card value, for a side's open places
MEAN = 7.0


def split_card(card: str) -> tuple[str, int]:
    """``"red7"`` → ``("red", 7)``."""
    digits = len(card) - len(card.lstrip("abcdefghijklmnopqrstuvwxyz"))
    return card[:digits], int(card[digits:])


def parse_placement(move: str) -> tuple[str, int, int]:
    """``"red7@2:0"`` → ``("red7", tile index 1, side 0)``."""
    card, _, rest = move.partition("@")
    tile, _, side = rest.partition(":")
    return card, int(tile) - 1, int(side)


def cube_worth(view: View, seat: int) -> dict[str, float]:
    """What one more cube of each colour is worth to ``seat``: cheap, close trophies most."""
    mine = view["players"][seat]["cubes"]
    theirs = view["players"][1 - seat]["cubes"]
    worth = {}
    for colour in COLOURS:
        if view["trophies"][colour]["owner"] is not None:
            worth[colour] = 0.25  # only good for a 3-for-1 set
            continue
        need = NEED[colour]
        short_me = max(1, need - mine[colour])
        short_them = max(1, need - theirs[colour])
        worth[colour] = 1.0 + 3.0 / short_me + 1.5 / short_them + (7 - need) * 0.2
    return worth


def win_chance(margin: float, open_places: int) -> float:
    """Chance a side wins from its estimated margin, wider the more places are still open."""
    spread = 1.0 + 3.5 * math.sqrt(open_places)
    return 1.0 / (1.0 + math.exp(-margin / spread))


def tile_chance(tile: dict, seat: int, placed: tuple[int, int] | None = None) -> float:
    """The seat's chance to win ``tile``, optionally after placing value ``v`` on side ``s``."""
    sums = list(tile["sums"])
    left = [sum(tile["free"][s].values()) for s in (0, 1)]
    placer = None
    if placed is not None:
        value, side = placed
        sums[side] += value
        left[side] -= 1
        placer = seat
    mountain = tile["side"] == "mountain"
    if left[0] == 0 and left[1] == 0:  # complete: exact
        if sums[0] == sums[1]:
            return 1.0 if placer == seat else 0.0
        winner = (0 if sums[0] > sums[1] else 1) if mountain else (0 if sums[0] < sums[1] else 1)
        return 1.0 if winner == seat else 0.0
    estimate = [sums[s] + MEAN * left[s] for s in (0, 1)]
    margin = estimate[seat] - estimate[1 - seat]
    if not mountain:
        margin = -margin
    return win_chance(margin, left[0] + left[1])


def placement_value(view: View, move: str, worth: dict[str, float]) -> float:
    seat = view["seat"]
    card, tile_index, side = parse_placement(move)
    tile = view["tiles"][tile_index]
    value = sum(worth[colour] for colour in tile["cubes"])
    before = tile_chance(tile, seat)
    _, number = split_card(card)
    after = tile_chance(tile, seat, (number, side))
    gain = value * (after - before)
    completes = sum(tile["free"][0].values()) + sum(tile["free"][1].values()) == 1
    if completes and after == 0.0:
        gain -= 1000.0  # never complete a tile you lose, unless nothing else is legal
    return gain


def claim_search(view: View, rng: random.Random) -> Move:
    """The claim (or ``stop``) with the best outcome of the claiming, searched to its end."""
    seat = view["seat"]
    state = sample_state(view, rng)

    def claiming(s: GameState) -> bool:
        if s.over:
            return False
        moves = s.legal_moves(s.to_act[0])
        return any(m == "stop" or m.startswith("claim") for m in moves)

    def value(s: GameState) -> float:
        if s.over:
            return s.scores[seat]
        players = s.view(None)["players"]
        mine, theirs = len(players[seat]["trophies"]), len(players[1 - seat]["trophies"])
        cubes = sum(players[seat]["cubes"].values()) - sum(players[1 - seat]["cubes"].values())
        return 0.5 + 0.15 * (mine - theirs) + 0.005 * cubes

    def best(s: GameState, depth: int) -> float:
        if depth > 12 or not claiming(s):
            return value(s)
        actor = s.to_act[0]
        results = []
        for move in s.legal_moves(actor):
            child = s.clone()
            child.play(actor, move)
            results.append(best(child, depth + 1))
        return max(results) if actor == seat else min(results)

    scored = []
    for move in state.legal_moves(seat):
        child = state.clone()
        child.play(seat, move)
        scored.append((best(child, 1), move != "stop", move))
    return max(scored)[2]


class BalloonCupHeuristic(Bot):
    """Placement by tile-win chances times cube worth; claims searched (module docstring)."""

    name = "heuristic"

    def choose(self, view: View, legal_moves: Sequence[Move]) -> Move:
        if len(legal_moves) == 1:
            return legal_moves[0]
        phase = view["phase"]
        if phase == "claim":
            return claim_search(view, self.rng)
        if phase == "stuck":
            return self._exchange(view, legal_moves)
        worth = cube_worth(view, view["seat"])
        scored = [
            (placement_value(view, move, worth), self.rng.random(), move) for move in legal_moves
        ]
        return max(scored)[2]

    def _exchange(self, view: View, legal_moves: Sequence[Move]) -> Move:
        """Give back up to four middling cards (values near 7 win no tile)."""
        hand = sorted(view["hand"], key=lambda c: abs(split_card(c)[1] - MEAN))
        target = set(hand[:4])
        for move in legal_moves:
            if set(move.split()[1:]) == target:
                return move
        return max(legal_moves, key=lambda m: len(m.split()))


#: the play-out policy's margins run from -_REACH to _REACH (a side's estimate is at most
#: 4 cards of 13 plus nothing open, or 4 open places at the mean: well inside 80)
_REACH = 80


def _chance_rows() -> tuple[tuple[tuple[tuple[float, ...], ...], ...], ...]:
    """``_ROWS[tile][open places][margin + _REACH][gain + 6]``: the play-out policy's score of
    a placement: the tile's cubes (tile ``t`` holds ``t + 1``) times how much the placement
    raises the placer's :func:`win_chance` on the tile, from the placer's estimated margin
    (plains negated) before it and the margin shift ``gain`` it makes. The last open place is
    exact (equal sums go to the placer) and completing a lost tile scores -1000, as in the
    heuristic."""
    rows = []
    for tile in range(4):
        by_open = [()]
        for open_places in range(1, 9):
            by_margin = []
            for margin in range(-_REACH, _REACH + 1):
                before = win_chance(margin, open_places)
                row = []
                for gain in range(-6, 7):
                    after_margin = margin + gain
                    if open_places == 1:
                        score = (1.0 - before) * (tile + 1) if after_margin >= 0 else -1000.0
                    else:
                        score = (win_chance(after_margin, open_places - 1) - before) * (tile + 1)
                    row.append(score)
                by_margin.append(tuple(row))
            by_open.append(tuple(by_margin))
        rows.append(tuple(by_open))
    return tuple(rows)


def _gain_index() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """``_INDEX[seat][up mask][placement]``: where the placement's score sits in the row of
    :func:`_decision_row`: ``tile * 13 + gain + 6``, the gain being how far the card moves the
    tile's margin the placer's way (bit ``t`` of the mask set while tile ``t`` shows its
    mountain: high cards gain there on the own side, low cards on the plains)."""
    table = []
    for seat in (0, 1):
        by_mask = []
        for mask in range(16):
            row = []
            for action in range(_NUM_PLACE):
                card, slot = action >> 3, action & 7
                tile = slot >> 1
                gain = _VALUE[card] - 7 if mask >> tile & 1 else 7 - _VALUE[card]
                row.append(tile * 13 + (gain if slot & 1 == seat else -gain) + 6)
            by_mask.append(tuple(row))
        table.append(tuple(by_mask))
    return tuple(table)


_ROWS = _chance_rows()
_INDEX = _gain_index()
_EMPTY13 = (0.0,) * 13


def greedy_rollout(state: GameState, rng: random.Random, epsilon: float = 0.15) -> list[float]:
    """Play a sampled state to the end with a quick greedy placement policy.

    The policy reads the integer fields of the *sampled* state (never the real one) and plays
    the heuristic's rule with the tile's cube count for its worth: the placement that most
    raises the placer's chance to win its tile, times the tile's cubes. Per decision it looks
    up one row of :data:`_ROWS` per tile (from the tile's margin and open places) and scores
    every legal placement with two C-level lookups (:data:`_INDEX`); ties go to the highest
    placement code. Other decisions, and a share ``epsilon`` of placements, are random.
    """
    legal_actions, apply_action = state.legal_actions, state.apply_action
    randrange, random_ = rng.randrange, rng.random
    up, left, sums = state.up, state.left, state.sums
    rows, index = _ROWS, _INDEX
    reach = _REACH
    empty = _EMPTY13
    while not state.over:
        seat = state.to_act[0]
        legal = legal_actions(seat)
        if len(legal) == 1:
            apply_action(seat, legal[0])
            continue
        if legal[0] >= _NUM_PLACE or random_() < epsilon:
            apply_action(seat, legal[randrange(len(legal))])
            continue
        other = seat ^ 1
        row = ()
        for tile in (0, 1, 2, 3):
            mine, theirs = 2 * tile + seat, 2 * tile + other
            open_places = left[mine] + left[theirs]
            if not open_places:
                row += empty
                continue
            margin = sums[mine] - sums[theirs] + 7 * (left[mine] - left[theirs])
            row += rows[tile][open_places][(margin if up[tile] else -margin) + reach]
        where = index[seat][up[0] | up[1] << 1 | up[2] << 2 | up[3] << 3]
        scores = map(row.__getitem__, map(where.__getitem__, legal))
        apply_action(seat, max(zip(scores, legal, strict=True))[1])
    return state.scores


class BalloonCupSearch(SearchBot):
    """ISMCTS on samples of the view, greedy play-outs to the end of the game."""

    #: how many placements the root searches, and how much the heuristic's order counts
    width = 5
    prior_weight = 8.0
    budgets = {
        "easy": Budget(iterations=60, seconds=0.2, determinizations=12),
        "medium": Budget(iterations=200, seconds=0.5, determinizations=30),
        # 1,200 rather than 450: 61-0-19 (76 %) against the heuristic in 80 games where 450
        # won about two thirds. With the tile-chance play-outs ~0.5 s a decision on two busy
        # cores; capped at 0.8 s, as a decision can overrun its cap by up to ~0.15 s
        "hard": Budget(iterations=1200, seconds=0.8, determinizations=50),
    }

    def sample(self, view: View, rng: random.Random) -> GameState:
        return sample_state(view, rng)

    def rollout(self, state: GameState, rng: random.Random) -> list[float]:
        return greedy_rollout(state, rng)

    def candidates(self, view: View, legal_moves: Sequence[Move]) -> Sequence[Move]:
        """Placements: the heuristic's best few, so the budget goes where it matters.

        Claims are the heuristic's exhaustive claim search (exact: the claiming is public).
        """
        if view["phase"] == "claim" and len(legal_moves) > 1:
            return [claim_search(view, self.rng)]
        if view["phase"] != "place" or len(legal_moves) <= self.width:
            return legal_moves
        worth = cube_worth(view, view["seat"])
        ranked = sorted(legal_moves, key=lambda m: -placement_value(view, m, worth))
        return ranked[: self.width]


BOTS = {"heuristic": BalloonCupHeuristic, "search": BalloonCupSearch}
