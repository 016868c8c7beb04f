"""The one bridge between an engine and every RL adapter (PettingZoo, Gymnasium, OpenSpiel).

It speaks only the public protocol and the integer fast path: ``new_game``, ``to_act``,
``legal_actions``, ``apply_action``, ``view`` and ``scores``. Observations are built from
``state.view(seat)`` by the game's encoder, never from the state itself.

Returns are zero-sum: ``2 * (score - mean score)``, so a two-seat win is +1 and a loss -1,
Baloot partners get +1 / -1 together, and a draw is 0 for everyone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from gametable.core.errors import BadOptions, IllegalMove
from gametable.core.fastpath import has_fast_path
from gametable.core.protocol import GameState, Seat
from gametable.core.registry import game_entry, new_game
from gametable.rl.encoders import Encoder, make_encoder

Factory = Callable[[int], GameState]


def _zero_sum(scores: list[float]) -> list[float]:
    mean = sum(scores) / len(scores)
    return [2.0 * (s - mean) for s in scores]


class _RegistryFactory:
    """``new_game(name, seed=seed, **options)`` as a picklable callable."""

    def __init__(self, name: str, options: dict[str, Any]) -> None:
        self.name = name
        self.options = options

    def __call__(self, seed: int) -> GameState:
        return new_game(self.name, seed=seed, **self.options)


class GameAdapter:
    """One game with fixed options: fresh states, masks, observations and returns."""

    def __init__(
        self,
        game: str,
        options: dict[str, Any] | None = None,
        *,
        factory: Factory | None = None,
        encoder: Encoder | None = None,
    ) -> None:
        self.options = dict(options or {})
        self._registry_game = factory is None
        if factory is None:
            self.name = game_entry(game).name
            factory = _RegistryFactory(self.name, self.options)
        else:
            self.name = game
        self.factory = factory
        probe = factory(0)
        if not has_fast_path(probe):
            raise BadOptions(f"{self.name} has no integer action path; RL adapters need one")
        self.num_seats: int = probe.num_seats
        self.num_actions: int = int(probe.num_actions)
        self.encoder = encoder or make_encoder(self.name, self.options, self.num_seats)
        self.obs_size: int = self.encoder.size

    # --- states ----------------------------------------------------------------------------

    def new_state(self, seed: int) -> GameState:
        state = self.factory(seed)
        if state.num_seats != self.num_seats or state.num_actions != self.num_actions:
            raise BadOptions("the game changed its seat count or action space between games")
        return state

    def legal_actions(self, state: GameState, seat: Seat) -> list[int]:
        if state.over or seat not in state.to_act:
            return []
        return state.legal_actions(seat)  # type: ignore[attr-defined]

    def mask(self, state: GameState, seat: Seat) -> np.ndarray:
        """1 for each action ``seat`` may take now; all zeros when it is not to act."""
        mask = np.zeros(self.num_actions, dtype=np.int8)
        actions = self.legal_actions(state, seat)
        if actions:
            mask[actions] = 1
        return mask

    def apply(self, state: GameState, seat: Seat, action: int) -> None:
        """Play a checked integer action; an illegal one raises :class:`IllegalMove`."""
        if state.over:
            raise IllegalMove("the game is over")
        if seat not in state.to_act:
            raise IllegalMove(f"seat {seat} is not to move (to move: {list(state.to_act)})")
        action = int(action)
        legal = state.legal_actions(seat)  # type: ignore[attr-defined]
        if action not in legal:
            raise IllegalMove(
                f"action {action} is not legal for seat {seat} now "
                f"(legal: {sorted(legal)[:20]}{'...' if len(legal) > 20 else ''})"
            )
        state.apply_action(seat, action)  # type: ignore[attr-defined]

    # --- what a seat sees ------------------------------------------------------------------

    def observation(self, state: GameState, seat: Seat) -> np.ndarray:
        """The encoded vector of ``seat``, built from ``state.view(seat)`` alone."""
        return self.encoder.encode(state.view(seat), seat)

    def observe(self, state: GameState, seat: Seat, shaped: bool) -> tuple[np.ndarray, Any]:
        """``(observation, potential or None)`` from one ``state.view(seat)`` (views cost)."""
        view = state.view(seat)
        return self.encoder.encode(view, seat), self.encoder.potential(view) if shaped else None

    def returns(self, state: GameState) -> list[float]:
        """Zero-sum returns once over: ``2 * (score - mean)``; zeros before the end."""
        if not state.over:
            return [0.0] * self.num_seats
        return _zero_sum([float(s) for s in state.scores])

    def forfeit_returns(self, offenders: set[Seat]) -> list[float]:
        """Returns when ``offenders`` broke the rules (illegal action): they lose, others win."""
        return _zero_sum([0.0 if s in offenders else 1.0 for s in range(self.num_seats)])

    def utility_range(self) -> tuple[float, float]:
        """Lowest and highest possible return: one seat alone against all the others."""
        bound = 2.0 * (self.num_seats - 1) / self.num_seats
        return (-bound, bound)

    def potential(self, state: GameState) -> list[float] | None:
        """Shaping potential per seat, read from the spectator's view; None if not shaped."""

        return self.encoder.potential(state.view(None))

    def agent_name(self, seat: Seat) -> str:
        return f"player_{seat}"

    def __deepcopy__(self, memo: dict) -> GameAdapter:
        """Shared, never changed after construction: copies of a state reuse it."""
        return self

    def __reduce__(self):
        """Pickled as its game and options (OpenSpiel pickles states to serialize them)."""
        if not self._registry_game:
            raise TypeError("an adapter built on a custom factory cannot be pickled")
        return (GameAdapter, (self.name, self.options))
