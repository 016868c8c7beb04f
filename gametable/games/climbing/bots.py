"""Climbing-game bots: a heuristic player and the search player (see ``gametable.bots``).

Both see only ``view(seat)`` and the legal moves; the position they reason on is rebuilt from
the view (:mod:`.sampler`), with other players' pending choices open.

- ``heuristic``: a position is worth more the higher its pawn's reach climbs (the top above
  all, then cube 13, the middle layer, the number of cubes reached) and the lower the
  opponents' reaches climb. Pointing: each allowed cube is tried with each of its six quarter
  turns, and the cube whose best turn gives the best position is chosen, so it points at
  cubes that open a path upwards or cut an opponent's. Turning: the best of the six turns of
  its cube. Pawn places: the place whose cube, after its best turn, starts the best reach,
  keeping off cubes another pawn may share (two pawns confined to one cube clash for ever):
  a corner cube has two places, so it is taken only when clearly better than an edge cube.
- ``search``: simultaneous-move MCTS (decoupled UCT: each seat chooses from its own
  statistics at a node where several act) on the rebuilt position; a leaf finishes its round
  with greedy turns and is valued by the same position score. The other players' secret
  choice in the phase under way is drawn from a model of them (mostly the heuristic's
  choice, see ``ClimbingSearch.sample``). Pawn places are the heuristic's best off the cubes
  the others are expected to choose (``ClimbingSearch.place``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import NamedTuple

from gametable.bots.base import Bot
from gametable.bots.search import Budget, SearchResult
from gametable.bots.searchbot import SearchBot
from gametable.core.protocol import GameState, Move, View
from gametable.games.climbing.sampler import sample_state

LAYER = {c: 1 for c in range(9)} | {c: 2 for c in range(9, 13)} | {13: 3}
TURN_NAMES = ("x+", "x-", "y+", "y-", "z+", "z-")


class PlaceScore(NamedTuple):
    """One free pawn place as the heuristic weighs it (ordered by value, then a random
    tie-break)."""

    value: float
    tie: float
    move: Move
    #: :func:`shared_cube_risk` of the place
    risk: float
    #: whether the pawn there reaches no cube but its own until that cube turns
    confined: bool


def reach_score(state: GameState, seat: int) -> float:
    """How high and wide one pawn's reach is."""
    cubes, top = state.paths(seat)
    if top:
        return 100.0
    if not cubes:
        return 0.0
    return 8.0 * (13 in cubes) + 3.0 * max(LAYER[c] for c in cubes) + 0.5 * len(cubes)


def position_score(state: GameState, seat: int) -> float:
    """The seat's reach against the best opponent's."""
    mine = reach_score(state, seat)
    others = [reach_score(state, s) for s in range(state.num_seats) if s != seat]
    return mine - 0.8 * max(others, default=0.0)


def _turn_index(name: str) -> int:
    return TURN_NAMES.index(name)


def best_turn(state: GameState, seat: int, cube: int) -> tuple[float, int]:
    """The best of the six quarter turns of ``cube`` for ``seat`` (on copies of ``state``)."""
    best = (-1e9, 0)
    for turn in range(6):
        trial = state.clone()
        trial.turn_cube(cube, turn)
        best = max(best, (position_score(trial, seat), -turn))
    return best[0], -best[1]


class ClimbingHeuristic(Bot):
    """Points at the cube whose best turn most helps itself or hurts others (docstring)."""

    name = "heuristic"
    #: what a place costs, in ``reach_score`` units, for its chance of sharing the own cube
    #: with another pawn while both are confined to it (see :func:`shared_cube_risk`); large
    #: enough that a safe place is taken whenever there is one. Against the same heuristic
    #: without it (300 games): 161-34-105; against random, draws went from 21 to 0 in 300.
    shared_cube_penalty = 100.0
    #: what a place costs whose cube another pawn may still share, when it is not confined at
    #: once: turns may confine both later (the 11 draws in 1,010 search-against-random games
    #: were all two pawns on one corner cube), so a corner place is taken only when it is
    #: clearly better (two layers' worth) than every place on a cube nobody can share.
    exposed_cube_penalty = 6.0

    def choose(self, view: View, legal_moves: Sequence[Move]) -> Move:
        if len(legal_moves) == 1:
            return legal_moves[0]
        seat = view["seat"]
        state = sample_state(view)
        phase = view["phase"]
        if phase == "turn":
            cube = view["pointed"][seat]
            scored = []
            for move in legal_moves:
                trial = state.clone()
                trial.turn_cube(cube, _turn_index(move))
                scored.append((position_score(trial, seat), self.rng.random(), move))
            return max(scored)[2]
        if phase == "point":
            scored = []
            for move in legal_moves:
                value, _ = best_turn(state, seat, int(move))
                scored.append((value, self.rng.random(), move))
            return max(scored)[2]
        return self._place(state, seat, legal_moves, view)

    def _place(self, state: GameState, seat: int, legal_moves: Sequence[Move],
               view: View) -> Move:
        if any(place["void"] for place in view["places"]) and self.rng.random() < 0.5:
            # a choice again after a clash: a player as sure as this one chose the same
            # place, and both would choose alike again (the rules bring voided places back
            # when they run out, so two such players never settle): toss a coin. The seat
            # shifts the pick, so even two bots with one random stream part.
            others = _other_pawns(view, seat)
            safe = [m for m in legal_moves
                    if not shared_cube_risk(int(m[:-1]), m, legal_moves, others)]
            safe = safe or list(legal_moves)
            return safe[(self.rng.randrange(len(safe)) + seat) % len(safe)]
        return self.ranked_places(state, seat, legal_moves, view)[0].move

    def ranked_places(self, state: GameState, seat: int, legal_moves: Sequence[Move],
                      view: View) -> list[PlaceScore]:
        """The free places, best first: the reach the own cube's best turn starts, less the
        cost of a cube another pawn may share (random tie-breaks)."""
        others = _other_pawns(view, seat)
        scored = []
        for move in legal_moves:
            trial = state.clone()
            trial.set_pawn(seat, trial.move_to_action(move))
            cube = int(move[:-1])
            value = max(reach_score(_turned(trial, cube, t), seat) for t in range(6))
            risk = shared_cube_risk(cube, move, legal_moves, others)
            confined = trial.paths(seat)[0] <= {cube}
            if confined:
                value -= self.shared_cube_penalty * risk
            elif risk:
                value -= self.exposed_cube_penalty
            scored.append(PlaceScore(value, self.rng.random(), move, risk, confined))
        return sorted(scored, reverse=True)


def _other_pawns(view: View, seat: int) -> list[int | None]:
    return [pawn["cube"] for pawn in view["pawns"] if pawn["seat"] != seat]


def shared_cube_risk(cube: int, move: Move, legal_moves: Sequence[Move],
                     other_pawns: Sequence[int | None]) -> float:
    """How likely another pawn ends up on the same cube: 1 if one stands there already, else
    the share of the other free places that lie on it.

    Why: two pawns whose reaches hold only their common own cube may point at nothing else;
    they clash on it every round, neither ever turns it, and the game runs to the
    ``max_rounds`` draw.
    """
    if cube in other_pawns:
        return 1.0
    others = [m for m in legal_moves if m != move]
    if not others:
        return 0.0
    return sum(1 for m in others if int(m[:-1]) == cube) / len(others)


def _turned(state: GameState, cube: int, turn: int) -> GameState:
    trial = state.clone()
    trial.turn_cube(cube, turn)
    return trial


def round_rollout(state: GameState, rng: random.Random) -> list[float]:
    """Finish the round under way with each player's best turn, then score the position.

    Pointing is left to the tree; a played-out turn is the greedy one (what a player who has
    pointed at a cube would do with it), so a leaf is valued as the round would end.
    """
    while not state.over and state.to_act and _turning(state):
        for seat in state.to_act:
            legal = state.legal_actions(seat)
            _, turn = best_turn(state, seat, state.pointed[seat])  # the sample's own record
            state.apply_action(seat, legal[turn])
            if state.over:
                break
    if state.over:
        return state.scores
    return [1.0 / (1.0 + math.exp(-position_score(state, s) / 6.0)) for s in range(state.num_seats)]


def _turning(state: GameState) -> bool:
    return state.action_to_move(state.legal_actions(state.to_act[0])[0]) in TURN_NAMES


class ClimbingSearch(SearchBot):
    """Decoupled-UCT MCTS on the rebuilt position, short play-outs (module docstring)."""

    budgets = {
        "easy": Budget(iterations=60, seconds=0.2, determinizations=1),
        "medium": Budget(iterations=200, seconds=0.5, determinizations=1),
        # 1,500 rather than 500: on the same 360 deals against the heuristic (seeds
        # 1076-1084) 281-2-77 (78.3 %) where 500 won 261-2-97 (72.8 %); slowest move 0.71 s
        "hard": Budget(iterations=1500, seconds=0.95, determinizations=1),
    }

    #: how often a sample has another player choose as the heuristic would (the rest: any
    #: legal choice at random). Against the heuristic, 80 games on the same deals: 0.85 won
    #: 62-0-18, 0.9 61-0-19, 0.7 56-0-24; without the model (pending choices left open to
    #: the tree) 21-9-10 of 40, a fifth of the games drawn in clashes over the same cube.
    #: Against random, 0.85 won 99-1-0 of 100.
    opponent_model = 0.85

    def _search(self, view: View, legal_moves: Sequence[Move], candidates: Sequence[Move],
                started: float) -> SearchResult:
        self._predicted.clear()  # the heuristic's guesses hold for one decision's samples
        return super()._search(view, legal_moves, candidates, started)

    def sample(self, view: View, rng: random.Random) -> GameState:
        """The public position, with the other players' secret choice of this phase drawn
        from a model of them: mostly the heuristic's choice from their seat, else random.

        Why: left open, their choice is searched as if they knew ours, and two searching
        seats that both want the same cube clash on it round after round (a draw at
        ``max_rounds``); a belief about what they chose lets the search step aside.
        """
        state = sample_state(view, rng)
        if view["phase"] not in ("point", "turn"):
            return state
        seat = view["seat"]
        predicted = self._predicted
        for other in list(state.to_act):
            if other == seat:
                continue
            legal = state.legal_actions(other)
            if len(legal) == 1:
                continue
            if rng.random() < self.opponent_model:
                action = predicted.get(other)
                if action is None:
                    move = self.heuristic.choose(state.view(other), state.legal_moves(other))
                    action = predicted[other] = state.move_to_action(move)
            else:
                action = legal[rng.randrange(len(legal))]
            state.apply_action(other, action)
        return state

    def rollout(self, state: GameState, rng: random.Random) -> list[float]:
        return round_rollout(state, rng)

    #: how many pointing choices the root searches (the heuristic's best)
    width = 4

    #: how much the heuristic's order counts at the root (progressive bias)
    prior_weight = 8.0

    def __init__(self, game: str, *, seed: int | None = None, level: str | None = None) -> None:
        super().__init__(game, seed=seed, level=level)
        self.heuristic = ClimbingHeuristic(game, seed=seed)
        #: per other seat, the heuristic's choice in this decision's samples (the public
        #: position is the same in every sample, so it is worked out once)
        self._predicted: dict[int, int] = {}

    def candidates(self, view: View, legal_moves: Sequence[Move]) -> Sequence[Move]:
        """Pointing: the heuristic's best few; turning: all six, the heuristic's best first;
        pawn places: one, see :meth:`place` (a play-out to the end of a round cannot see the
        draw a shared own cube may lead to, see :func:`shared_cube_risk`)."""
        phase = view["phase"]
        if phase == "place" and len(legal_moves) > 1:
            return [self.place(view, legal_moves)]
        if phase not in ("point", "turn") or len(legal_moves) == 1:
            return legal_moves
        seat = view["seat"]
        state = sample_state(view)
        if phase == "turn":
            cube = view["pointed"][seat]
            return sorted(
                legal_moves,
                key=lambda m: -position_score(_turned(state, cube, _turn_index(m)), seat),
            )
        ranked = sorted(legal_moves, key=lambda m: -best_turn(state, seat, int(m))[0])
        return ranked[: self.width]

    def place(self, view: View, legal_moves: Sequence[Move]) -> Move:
        """The heuristic's best place off the cubes the others are expected to choose: one no
        other free place shares where there is such a place, else one that leaves the pawn a
        path off its cube, else the heuristic's own choice.

        Why: places are chosen at once, and a player who reasons as the heuristic does takes
        its best place too: the same place is void for both and burns it, the same cube's
        other face can leave both pawns confined to it and clashing until the draw. Against
        the heuristic, taking its choice drew a tenth of the games this way (90 of 920);
        stepping aside onto any other place drew 26 of 2,000 against random, whose choice
        no model foresees, because the step often led onto a corner cube whose other face
        was free, with no path off it: a random pawn on the other face and both were stuck
        at once. The others' choice is the heuristic's from their seat (the position is
        public).
        """
        seat = view["seat"]
        state = sample_state(view)
        expected = set()
        for other in state.to_act:
            if other != seat:
                guess = self.heuristic.choose(state.view(other), state.legal_moves(other))
                expected.add(int(guess[:-1]))
        ranked = self.heuristic.ranked_places(state, seat, legal_moves, view)
        aside = [place for place in ranked if int(place.move[:-1]) not in expected]
        chosen = (next((place for place in aside if not place.risk), None)
                  or next((place for place in aside if not place.confined), None)
                  or ranked[0])
        return chosen.move


BOTS = {"heuristic": ClimbingHeuristic, "search": ClimbingSearch}
