"""Climbing-game bots: a heuristic player and the search player (see ``gametable.bots``).

Both see only ``view(seat)`` and the legal moves; the position they reason on is rebuilt from
the view (:mod:`.sampler`), with other players' pending choices open.

- ``heuristic``: a position is worth more the higher its pawn's reach climbs (the top above
  all, then cube 13, the middle layer, the number of cubes reached) and the lower the
  opponents' reaches climb (the best opponent's above all, but every one counts: being alone
  at the top wins, see ``TRAILING_WEIGHT``). Pointing: each allowed cube is tried with each
  of its six quarter turns, and the cube whose best turn gives the best position is chosen,
  so it points at cubes that open a path upwards or cut an opponent's, except where others
  want that cube too (see :class:`PointPlan`). Turning: the best of the six turns of its
  cube. Pawn places: the place whose cube, after its best turn, starts the best reach (the
  rules keep every pawn on a cube of its own, so no place risks a shared cube).
- ``search``: simultaneous-move MCTS (decoupled UCT: each seat chooses from its own
  statistics at a node where several act) on the rebuilt position; a leaf finishes its round
  with greedy turns and is valued by the same position score. The other players' secret
  choice in the phase under way is drawn from a model of them (mostly the heuristic's
  choice, see ``ClimbingSearch.sample``); pointing at a cube others want (with two seats:
  after a clash of its own there), it steps aside at random as the heuristic does
  (``ClimbingSearch.choose``).
  Pawn places are the heuristic's best off the cube the others are expected to choose
  (``ClimbingSearch.place``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import replace
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


def reach_score(state: GameState, seat: int) -> float:
    """How high and wide one pawn's reach is."""
    cubes, top = state.paths(seat)
    if top:
        return 100.0
    if not cubes:
        return 0.0
    return 8.0 * (13 in cubes) + 3.0 * max(LAYER[c] for c in cubes) + 0.5 * len(cubes)


#: weight of each opponent's reach after the best one's (the best one's: 0.8). Why: with
#: several paths at the top, the best opponent's is at the top whoever else is cut, so cutting
#: one of them counted for nothing and tables of four stayed "at the top, not alone" round
#: after round. On 40 deals (``bench/climbing_clashes.py --games 40``) 0.2 took four medium
#: bots from a median / 90th percentile / longest game of 6.5 / 11 / 26 rounds to 4.5 / 9 / 20
#: and a seat following the hint from 14 wins to 21 at their table; 0.4 won it 23 but let a
#: medium table clash 21 times in a 36-round game (it cuts where it should climb)
TRAILING_WEIGHT = 0.2


def position_score(state: GameState, seat: int) -> float:
    """The seat's reach against the best opponent's and, less, every other opponent's: one
    fewer path beside its own at the top is one step nearer being alone there."""
    mine = reach_score(state, seat)
    others = sorted((reach_score(state, s) for s in range(state.num_seats) if s != seat),
                    reverse=True)
    if not others:
        return mine
    return mine - 0.8 * others[0] - TRAILING_WEIGHT * sum(others[1:])


def _turn_index(name: str) -> int:
    return TURN_NAMES.index(name)


class PointPlan(NamedTuple):
    """How one seat may point this round: its favourite cube, its best other cube, and how
    many seats are expected to want the favourite (itself included).

    Why a plan and not a move: pointing is simultaneous, and seats that reason alike all
    pick the cube that helps everyone most (the top, once every path reaches it). They
    clash, nobody turns it, it is banned a round, and the same happens again: a medium table
    of four clashed 23 times on one cube in a 50-round game (``bench/climbing_clashes.py``).
    Among ``n`` seats that want one cube, each pointing at it with probability ``1/n`` makes
    one seat alone there likeliest (``n p (1-p)^(n-1)`` is largest at ``p = 1/n``); the rest
    use their turn elsewhere, so the table moves on whoever wins the cube.
    """

    favourite: Move
    fallback: Move | None
    contenders: int

    def draw(self, rng: random.Random) -> Move:
        """The favourite with probability ``1/contenders``, else the fallback."""
        if self.fallback is None or self.contenders < 2 or rng.random() * self.contenders < 1:
            return self.favourite
        return self.fallback


def ranked_points(state: GameState, seat: int, rng: random.Random | None = None) -> list[Move]:
    """The cubes ``seat`` may point at, best first by the value of their best turn; ties go
    to ``rng`` or, without one, to the lower cube (a prediction of another seat must not
    depend on the predicting bot's random draws)."""
    scored = []
    for move in state.legal_moves(seat):
        value, _ = best_turn(state, seat, int(move))
        scored.append((-value, rng.random() if rng else int(move), move))
    return [move for _, _, move in sorted(scored)]


def reclash(view: View) -> tuple[Move, frozenset[int]] | None:
    """The cube the last clash was on and the seats in it, when that clash was on one cube
    the last round it was open (two rounds ago: banned since); else None.

    Why: a player who pointed at a cube and clashed there is likely to point at it again
    the first round it is open, whatever a model of them says (a person told by the guide
    to go for the top does), so such seats count as wanting it."""
    clash = view.get("last_clash")
    if not clash or clash.get("phase") != "round" or len(clash["places"]) != 1:
        return None
    if clash["round"] != view["round"] - 2:
        return None
    return clash["places"][0], frozenset(clash["seats"])


def point_plans(state: GameState, view: View, rankings: dict[int, list[Move]]
                ) -> dict[int, PointPlan]:
    """Each ranked seat's :class:`PointPlan`: its favourite is wanted by every seat whose
    ranking puts it first and by the seats that clashed on it the last round it was open."""
    favourites = {s: ranked[0] for s, ranked in rankings.items()}
    again = reclash(view)
    plans = {}
    for seat, ranked in rankings.items():
        favourite = ranked[0]
        wanting = {s for s, f in favourites.items() if f == favourite} | {seat}
        if again and again[0] == favourite:
            wanting |= {s for s in again[1] if favourite in state.legal_moves(s)}
        plans[seat] = PointPlan(favourite, ranked[1] if len(ranked) > 1 else None,
                                len(wanting))
    return plans


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
            return self.point_plan(state, view).draw(self.rng)
        return self._place(state, seat, legal_moves, view)

    def point_plan(self, state: GameState, view: View) -> PointPlan:
        """This seat's :class:`PointPlan`, the other seats to point ranked as this bot would
        rank their cubes."""
        seat = view["seat"]
        rankings = {s: ranked_points(state, s) for s in state.to_act if s != seat}
        rankings[seat] = ranked_points(state, seat, self.rng)
        return point_plans(state, view, rankings)[seat]

    def _place(self, state: GameState, seat: int, legal_moves: Sequence[Move],
               view: View) -> Move:
        if view["placement_rounds"] and self.rng.random() < 0.5:
            # a choice again after a clash (the only way to a second round of choosing): a
            # player as sure as this one chose the same cube, and both would choose alike
            # again: toss a coin (or the lot after five rounds decides for both). The seat
            # shifts the pick, so even two bots with one random stream part.
            return legal_moves[(self.rng.randrange(len(legal_moves)) + seat) % len(legal_moves)]
        return self.ranked_places(state, seat, legal_moves)[0].move

    def ranked_places(self, state: GameState, seat: int,
                      legal_moves: Sequence[Move]) -> list[PlaceScore]:
        """The free places, best first: the reach the own cube's best turn starts (random
        tie-breaks)."""
        scored = []
        for move in legal_moves:
            trial = state.clone()
            trial.set_pawn(seat, trial.move_to_action(move))
            cube = int(move[:-1])
            value = max(reach_score(_turned(trial, cube, t), seat) for t in range(6))
            scored.append(PlaceScore(value, self.rng.random(), move))
        return sorted(scored, reverse=True)


def _turned(state: GameState, cube: int, turn: int) -> GameState:
    trial = state.clone()
    trial.turn_cube(cube, turn)
    return trial


def _effects(view: View, state: GameState, before: dict, after: GameState, cube: int) -> dict:
    """What turning ``cube`` (``state`` to ``after``) does to every seat's path, for
    :meth:`ClimbingSearch.purpose`."""
    seat = view["seat"]
    mine, top = after.paths(seat)
    cuts, helps, their_top = [], [], []
    for other in range(state.num_seats):
        if other == seat or not view["pawns"][other].get("place"):
            continue
        theirs, at_top = after.paths(other)
        lost = before[other][0] - theirs
        if lost:
            cuts.append({"seat": other, "cubes": sorted(lost)})
        if theirs - before[other][0]:
            helps.append(other)
        if at_top and not top:
            their_top.append(other)
    had, had_top = before[seat]
    return {"cube": cube, "top": top and not had_top,
            "top_cube": 13 in mine and 13 not in had, "opens": sorted(mine - had - {cube}),
            "cuts": cuts, "loses": [] if top else sorted(had - mine),
            "loses_top": had_top and not top, "their_top": their_top, "helps": helps}


def _costs(said: dict) -> bool:
    """Whether a move's effects (:func:`_effects`) cost the seat: its own path cut, or
    another's alone at the top."""
    return bool(said["loses"] or said["loses_top"] or said["their_top"])


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
        self._plans = None
        return super()._search(view, legal_moves, candidates, started)

    def point_plans(self, view: View) -> dict[int, PointPlan]:
        """Every seat's :class:`PointPlan` in the pointing phase under way (the position is
        the same in every sample, so it is worked out once a decision)."""
        if self._plans is None:
            state = sample_state(view)
            self._plans = point_plans(state, view, {s: ranked_points(state, s)
                                                    for s in (*state.to_act, view["seat"])})
        return self._plans

    def sample(self, view: View, rng: random.Random) -> GameState:
        """The public position, with the other players' secret choice of this phase drawn
        from a model of them: mostly the heuristic's choice from their seat (pointing: drawn
        from its :class:`PointPlan`, as the heuristic draws it), else random.

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
            if rng.random() >= self.opponent_model:
                action = legal[rng.randrange(len(legal))]
            elif view["phase"] == "point":
                action = state.move_to_action(self.point_plans(view)[other].draw(rng))
            else:
                action = predicted.get(other)
                if action is None:
                    move = self.heuristic.choose(state.view(other), state.legal_moves(other))
                    action = predicted[other] = state.move_to_action(move)
            state.apply_action(other, action)
        return state

    def choose(self, view: View, legal_moves: Sequence[Move]) -> Move:
        """The search's move; pointing at a cube others want, only with the probability of
        its :class:`PointPlan`, else at one of its other searched cubes that no other seat
        is expected to want (drawn by their visits). Two seats: only where it clashed the
        last round that cube was open (before that the search alone weighs the other's
        chance: stepping aside at once too cost it 3 of 40 games against the heuristic,
        ``gametable arena climbing --bots search:hard,heuristic --games 40 --seed 1148``:
        32-8 this way, 31-9 stepping aside at once, 34-6 before either).

        Why: searching seats that value a cube alike all point at it, however well each
        weighs the others' chances (their model of the others steps aside; they themselves
        did not), and clash there (four medium search bots and a person who always pointed
        at the top played 100 rounds, 89 clashes). From three seats a clash hands the round
        to the others, so it steps aside at once. Not to its own second best: seats that
        stepped aside there met again (six deals of four search bots: 20 clashes stepping
        aside only after a clash, 35 to the second best, 9 this way)."""
        if view.get("phase") != "point" or len(legal_moves) < 2:
            return super().choose(view, legal_moves)
        result = super().analyse(view, legal_moves)
        again = reclash(view)
        clashed_here = bool(again and again[0] == result.move and view["seat"] in again[1])
        wanting = self._contenders(view, result.move)
        if view["players"] < 3:  # (as the arena measured it: after a clash, its next best)
            others = [move for move, _, _ in result.stats if move != result.move]
            if clashed_here and wanting > 1 and others and self.rng.random() * wanting >= 1:
                return others[0]
            return result.move
        if wanting < 2 or self.rng.random() * wanting < 1:
            return result.move
        free = [(move, visits) for move, visits, _ in result.stats
                if move != result.move and self._contenders(view, move) == 1]
        if not free:
            return result.move
        pick = self.rng.random() * sum(visits for _, visits in free)
        for move, visits in free:
            pick -= visits
            if pick < 0:
                return move
        return free[-1][0]

    #: how much lower a win chance a hint accepts to point where fewer seats are expected
    aside_margin = 0.05

    def analyse(self, view: View, legal_moves: Sequence[Move]) -> SearchResult:
        """The search's result for a hint: pointing, a cube this seat clashed on the last
        round it was open, or one two others or more want, gives way to the best move with
        fewer seats expected on it whose win chance is within :attr:`aside_margin`.

        Why: a hint is the same every time it is asked, and "Point at cube 13, may block
        Lumi, Aino and Eero" sent a person into the same clash round after round; the bots
        step aside at random (:meth:`choose`), a person is told where a comparable move is
        free."""
        result = super().analyse(view, legal_moves)
        if view.get("phase") != "point" or len(result.stats) < 2:
            return result
        wanting = self._contenders(view, result.move)
        again = reclash(view)
        clashed_here = bool(again and again[0] == result.move and view["seat"] in again[1])
        if wanting < 3 and not (clashed_here and wanting > 1):
            return result
        for move, _visits, mean in result.stats:
            if (move != result.move and mean >= result.value - self.aside_margin
                    and self._contenders(view, move) < wanting):
                first = [entry for entry in result.stats if entry[0] == move]
                rest = [entry for entry in result.stats if entry[0] != move]
                return replace(result, move=move, action=sample_state(view).move_to_action(move),
                               value=mean, stats=first + rest)
        return result

    def _contenders(self, view: View, move: Move) -> int:
        """How many seats are expected to want ``move`` if this seat points at it."""
        seat = view["seat"]
        plans = self.point_plans(view)
        again = reclash(view)
        wanting = {s for s, plan in plans.items() if plan.favourite == move} | {seat}
        if again and again[0] == move:
            wanting |= again[1] & set(plans)
        return len(wanting)

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
        #: the seats' pointing plans in this decision (:meth:`point_plans`)
        self._plans: dict[int, PointPlan] | None = None

    def candidates(self, view: View, legal_moves: Sequence[Move]) -> Sequence[Move]:
        """Pointing: the heuristic's best few; turning: all six, the heuristic's best first;
        pawn places: one, see :meth:`place` (places are chosen at once, and a play-out to
        the end of a round cannot weigh a clash over them)."""
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

    def expected(self, view: View) -> dict[int, Move]:
        """The other seats' choices in the secret phase under way (a pawn place, a cube to
        point at) as the search expects them: the heuristic's from their seat, the position
        being public. A hint names them, so that a person told to point where another is
        expected to point knows it is a clash, and why it may still be worth it (a clash
        stops them turning that cube). Pointing, it is their favourite cube (the heuristic
        points elsewhere at random where others want it too, and a hint must not change
        with a draw)."""
        if view["phase"] not in ("place", "point"):
            return {}
        seat = view["seat"]
        if view["phase"] == "point":
            self._plans = None  # this view's plans, whatever was searched before
            return {other: plan.favourite for other, plan in self.point_plans(view).items()
                    if other != seat}
        state = sample_state(view)
        return {other: self.heuristic.choose(state.view(other), state.legal_moves(other))
                for other in state.to_act if other != seat}

    def purpose(self, view: View, move: Move) -> dict | None:
        """What ``move`` is for, from the seat's view, for a hint's one line (a newcomer told
        "point at cube 8" with a bare chance of winning did not know why, and followed a
        banner instead): ``{"cube", "top", "top_cube", "opens", "cuts"}`` where ``cube`` is
        the cube the move turns (or, for a pawn place, the start's own cube), ``top``: the
        move's best turn brings the seat's path to the top, ``top_cube``: to the top cube
        (13), not yet the ring, ``opens``: the cubes it adds to the seat's path, ``cuts``:
        ``[{"seat", "cubes"}]``, the cubes it takes from each other seat's path; and what
        it costs, said as plainly as the turn's preview says it: ``loses``: the cubes it
        takes from the seat's own path, ``loses_top``: it takes the seat's path off the top,
        ``their_top``: the other seats whose path reaches the top after it while the seat's
        does not (the preview's "Careful: this lets … reach the top"), ``helps``: the other
        seats it opens cubes to, and ``forced`` (turning): no turn of the cube avoids the
        cost. (A hint said "no turn of it opens or cuts a path: this one keeps yours as it
        is" of a turn that took the person's path off the top and left another alone there.)

        The turn weighed is the move's own (turning) or the cube's best quarter turn for the
        seat (pointing, placing: what the heuristic would turn it to), on the public position
        and with nothing else turned, so it says what the move *can* do; None outside the
        place, point and turn phases."""
        phase = view.get("phase")
        seat = view["seat"]
        state = sample_state(view)
        before = {s: state.paths(s) for s in range(state.num_seats)}
        if phase == "place":
            cube = int(move[:-1])
            trial = state.clone()
            trial.set_pawn(seat, trial.move_to_action(move))
            after = max((_turned(trial, cube, t) for t in range(6)),
                        key=lambda tried: reach_score(tried, seat))
        elif phase == "point":
            cube = int(move)
            _, turn = best_turn(state, seat, cube)
            after = _turned(state, cube, turn)
        elif phase == "turn":
            cube = view["pointed"][seat]
            after = _turned(state, cube, _turn_index(move))
        else:
            return None
        said = _effects(view, state, before, after, cube)
        if phase == "turn":
            costly = _costs(said)
            said["forced"] = costly and all(
                _costs(_effects(view, state, before, _turned(state, cube, t), cube))
                for t in range(6))
        return said

    def place(self, view: View, legal_moves: Sequence[Move]) -> Move:
        """The heuristic's best place off the cubes the others are expected to choose, else
        the heuristic's own choice.

        Why: places are chosen at once, and a player who reasons as the heuristic does takes
        its best place too; two places on one cube clash like one place, so meeting there
        voids both and, five rounds on, leaves the place to the lot. The others' choice is
        the heuristic's from their seat (the position is public). After a clash the cube
        clashed on is stepped off too: its place is void, but the other player still wants
        that cube from another side, and a hint that sent you there again met them again.
        """
        seat = view["seat"]
        state = sample_state(view)
        clash = view.get("last_clash")
        clashed = set()
        if clash and clash.get("phase") == "placement" and seat in clash.get("seats", ()):
            clashed = {int(place[:-1]) for place in clash.get("places", ())}
        expected = set(clashed)
        tied = set(clashed)
        for other in state.to_act:
            if other != seat:
                guess = self.heuristic.choose(state.view(other), state.legal_moves(other))
                expected.add(int(guess[:-1]))
                # and every place it values as much (it breaks ties at random: one guess
                # among them sent a hint to the place a bot then took, twice)
                theirs = self.heuristic.ranked_places(state, other, state.legal_moves(other))
                tied |= {int(p.move[:-1]) for p in theirs if p.value >= theirs[0].value - 1e-9}
        ranked = self.heuristic.ranked_places(state, seat, legal_moves)
        clear = [place for place in ranked if int(place.move[:-1]) not in tied | expected]
        aside = [place for place in ranked if int(place.move[:-1]) not in expected]
        # the cube clashed on is surer than a guess (which, after a clash, is a coin's toss)
        off_clash = [place for place in ranked if int(place.move[:-1]) not in clashed]
        return (clear or aside or off_clash or ranked)[0].move


BOTS = {"heuristic": ClimbingHeuristic, "search": ClimbingSearch}
