"""Information-set Monte Carlo tree search over determinizations, for any game.

A search bot never sees the real state. Each iteration takes a *determinization*: a full
:class:`GameState` rebuilt from the bot's view by the game's sampler, with every hidden part
(other hands, the supply order, pending secret choices) drawn at random but consistent with
what the view reveals. One tree is shared by all determinizations (single-observer ISMCTS):
a node is a sequence of actions from the root, each seat's statistics are kept per action with
an *availability* count (an action is only legal in some determinizations), and the next move
is the root action the search visited most.

Simultaneous moves are handled by decoupled UCT: at a node where several seats act, each seat
picks its action from its own statistics, as if alone, and the joint action leads to the child.
A sequential node is the special case with one seat.

The search speaks the engines' integer fast path (:mod:`gametable.core.fastpath`) where a game
has one, and the notation otherwise. Everything is seeded, so a search is reproducible as long
as its time cap does not bind (budgets are counted in iterations; the time is only a cap).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

from gametable.core.fastpath import has_fast_path
from gametable.core.protocol import GameState, Move, Seat

Action = Hashable
#: ``sampler(rng) -> state``: one determinization of the bot's view
Determinizer = Callable[[random.Random], GameState]
#: ``rollout(state, rng) -> rewards``: finish (or cut off) a simulation, one reward per seat
Rollout = Callable[[GameState, random.Random], Sequence[float]]


@dataclass(frozen=True)
class Budget:
    """How hard a search works: ``iterations`` (the budget), ``seconds`` (a cap, never more).

    ``determinizations`` is how many sampled states the search cycles through (0: a fresh
    sample every iteration). Sampling can cost more than an iteration, so a pool is cheaper;
    each iteration still plays on its own clone.
    """

    iterations: int
    seconds: float
    determinizations: int = 0
    exploration: float = 0.7
    #: stop as soon as the most visited root move can no longer be overtaken in the
    #: iterations left: the same move as the whole budget would give, sooner
    stop_when_settled: bool = True


@dataclass
class SearchResult:
    """What one search found: the move, its estimated reward, and the root statistics."""

    move: Move
    action: Action
    value: float
    iterations: int
    seconds: float
    #: ``[(move, visits, mean reward), ...]`` for the searching seat, most visited first
    stats: list[tuple[Move, int, float]] = field(default_factory=list)


class _Node:
    """One node of the shared tree: per seat, per action ``[visits, reward sum, available]``."""

    __slots__ = ("children", "stats")

    def __init__(self) -> None:
        self.stats: dict[Seat, dict[Action, list[float]]] = {}
        self.children: dict[tuple, _Node] = {}


class _Moves:
    """The two faces of an engine: integer actions where offered, notation otherwise."""

    def __init__(self, state: GameState) -> None:
        self.fast = has_fast_path(state)

    def legal(self, state: GameState, seat: Seat) -> list[Action]:
        return state.legal_actions(seat) if self.fast else state.legal_moves(seat)

    def apply(self, state: GameState, seat: Seat, action: Action) -> None:
        if self.fast:
            state.apply_action(seat, action)
        else:
            state.play(seat, action)

    def to_move(self, state: GameState, action: Action) -> Move:
        return state.action_to_move(action) if self.fast else action

    def to_action(self, state: GameState, move: Move) -> Action:
        return state.move_to_action(move) if self.fast else move


def random_rollout(state: GameState, rng: random.Random) -> list[float]:
    """Play uniformly random moves to the end; the scores are the rewards."""
    moves = _Moves(state)
    choice = rng.choice
    if moves.fast:
        legal_actions, apply_action = state.legal_actions, state.apply_action
        while not state.over:
            for seat in state.to_act:
                apply_action(seat, choice(legal_actions(seat)))
                if state.over:
                    break
    else:
        while not state.over:
            for seat in state.to_act:
                state.play(seat, choice(state.legal_moves(seat)))
                if state.over:
                    break
    return state.scores


def _settled(table: dict[Action, list[float]] | None, allowed: dict[Action, Move],
             left: int) -> bool:
    """Whether the most visited allowed root move leads the next by more than ``left`` visits
    (the final choice is the most visited: no ``left`` further iterations can change it)."""
    if not table:
        return False
    first = second = 0
    for action, entry in table.items():
        visits = entry[0]
        if visits > second and action in allowed:
            if visits > first:
                first, second = visits, first
            else:
                second = visits
    return first - second > left


def search(
    seat: Seat,
    legal_moves: Sequence[Move],
    determinize: Determinizer,
    budget: Budget,
    rng: random.Random,
    *,
    rollout: Rollout = random_rollout,
    max_depth: int = 1_000_000,
    prior: dict[Move, float] | None = None,
    prior_weight: float = 0.0,
) -> SearchResult:
    """Search from the seat's information set and return its best move among ``legal_moves``.

    ``determinize(rng)`` must return a fresh state consistent with the seat's view in which the
    seat is to act; ``rollout(state, rng)`` finishes a simulation and returns a reward per seat
    (1 win, 0 loss, or an estimate when it stops early). Rewards are in ``[0, 1]``.

    ``prior`` (move → a score in ``[0, 1]``, e.g. a heuristic's ranking) biases the searching
    seat's root choices by ``prior_weight * prior / (visits + 1)`` (progressive bias): the
    search leaves the prior's favourite only on evidence that grows with the visits.
    """
    if not legal_moves:
        raise ValueError("search was asked to move with no legal moves")
    start = time.perf_counter()
    deadline = start + budget.seconds
    pool: list[GameState] = []
    first = determinize(rng)
    moves = _Moves(first)
    allowed = {moves.to_action(first, move): move for move in legal_moves}
    bias = {a: prior_weight * prior.get(m, 0.0) for a, m in allowed.items()} if prior else {}
    pool_size = budget.determinizations
    if pool_size:
        pool.append(first)
    root = _Node()
    c = budget.exploration
    log = math.log
    sqrt = math.sqrt
    iterations = 0
    pending = first
    settle = budget.stop_when_settled and len(allowed) > 1
    while iterations < budget.iterations:
        if iterations and time.perf_counter() > deadline:
            break
        if (settle and iterations & 15 == 0 and iterations
                and _settled(root.stats.get(seat), allowed, budget.iterations - iterations)):
            break
        if pool_size:
            if len(pool) < pool_size and iterations:
                pool.append(determinize(rng))
                state = pool[-1].clone()
            else:
                state = pool[iterations % len(pool)].clone()
        elif pending is not None:
            state, pending = pending, None
        else:
            state = determinize(rng)
        node = root
        path: list[tuple[_Node, list[tuple[Seat, Action]]]] = []
        depth = 0
        expanded = False
        while not state.over and depth < max_depth and not expanded:
            joint: list[tuple[Seat, Action]] = []
            for actor in state.to_act:
                legal = moves.legal(state, actor)
                if node is root and actor == seat:
                    legal = [a for a in legal if a in allowed] or list(allowed)
                table = node.stats.get(actor)
                if table is None:
                    table = node.stats[actor] = {}
                untried = []
                for a in legal:
                    entry = table.get(a)
                    if entry is None:
                        table[a] = [0, 0.0, 1]
                        untried.append(a)
                    else:
                        entry[2] += 1
                        if entry[0] == 0:
                            untried.append(a)
                if untried:
                    chosen = untried[rng.randrange(len(untried))]
                else:
                    best = -1.0
                    chosen = legal[0]
                    biased = bias and node is root and actor == seat
                    for a in legal:
                        visits, total, available = table[a]
                        score = total / visits + c * sqrt(log(available) / visits)
                        if biased:
                            score += bias.get(a, 0.0) / (visits + 1)
                        if score > best:
                            best, chosen = score, a
                joint.append((actor, chosen))
            for actor, a in joint:
                moves.apply(state, actor, a)
            path.append((node, joint))
            key = tuple(joint)
            child = node.children.get(key)
            if child is None:
                child = node.children[key] = _Node()
                expanded = True
            node = child
            depth += 1
        rewards = state.scores if state.over else rollout(state, rng)
        for visited, joint in path:
            for actor, a in joint:
                entry = visited.stats[actor][a]
                entry[0] += 1
                entry[1] += rewards[actor]
        iterations += 1
    table = root.stats.get(seat, {})
    ranked = sorted(
        ((a, v[0], v[1] / v[0] if v[0] else 0.0) for a, v in table.items() if a in allowed),
        key=lambda item: (-item[1], -item[2], allowed[item[0]]),
    )
    if not ranked:  # the seat never acted at the root: no information, keep the first move
        action = next(iter(allowed))
        return SearchResult(allowed[action], action, 0.5, iterations, time.perf_counter() - start)
    action, _visits, value = ranked[0]
    return SearchResult(
        move=allowed[action],
        action=action,
        value=value,
        iterations=iterations,
        seconds=time.perf_counter() - start,
        stats=[(allowed[a], visits, mean) for a, visits, mean in ranked],
    )
