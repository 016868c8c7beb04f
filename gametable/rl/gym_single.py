"""A Gymnasium single-agent environment: one seat learns, bots fill the other seats.

The observation is the same dict as in PettingZoo (``observation`` vector and
``action_mask``); ``env.action_masks()`` also returns the mask, for maskable algorithms.
The bots answer through the ordinary bot call (``bot.choose(view, legal_moves)``), so they
see only their own seat's view. An action outside the mask is handled by ``illegal``:
``"lose"`` (default) ends the episode with the lowest return, ``"raise"`` raises
:class:`~gametable.core.errors.IllegalMove`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from gametable.bots import Bot
from gametable.bots import make as make_bot
from gametable.core.errors import BadOptions, IllegalMove
from gametable.rl.adapter import GameAdapter

ILLEGAL = ("lose", "raise")

#: an opponent: a bot name (``"random"``, ``"heuristic"``...) or ``factory(seed) -> Bot``
Opponent = str | Callable[[int], Bot]


class GametableGym(gym.Env):
    """One seat of a game against bots (build it with :func:`gametable.rl.gym_env`)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        adapter: GameAdapter,
        *,
        opponents: Opponent | Sequence[Opponent] = "heuristic",
        seat: int | str = 0,
        reward: str = "outcome",
        shaping: float = 1.0,
        illegal: str = "lose",
        level: str | None = None,
        render_mode: str | None = None,
    ) -> None:
        if illegal not in ILLEGAL:
            raise BadOptions(f"illegal must be one of {', '.join(ILLEGAL)}, not {illegal!r}")
        if reward not in ("outcome", "shaped"):
            raise BadOptions(f"reward must be 'outcome' or 'shaped', not {reward!r}")
        if render_mode not in (None, "ansi"):
            raise BadOptions(f"render_mode must be None or 'ansi', not {render_mode!r}")
        n = adapter.num_seats
        if not (seat == "random" or (isinstance(seat, int) and 0 <= seat < n)):
            raise BadOptions(f"seat must be 'random' or a seat number 0..{n - 1}, not {seat!r}")
        single = isinstance(opponents, str) or callable(opponents)
        names = [opponents] * (n - 1) if single else list(opponents)
        if len(names) != n - 1:
            raise BadOptions(f"{adapter.name} needs {n - 1} opponents, got {len(names)}")
        self.adapter = adapter
        self.opponent_names = names
        self.level = level
        self.seat_option = seat
        self.reward_mode = reward
        self.shaping = float(shaping)
        self.illegal = illegal
        self.render_mode = render_mode
        for name in names:  # fail now, not at the first reset, on an unknown bot name
            self._make_bot(name, 0)
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (adapter.obs_size,), np.float32),
                "action_mask": spaces.Box(0, 1, (adapter.num_actions,), np.int8),
            }
        )
        self.action_space = spaces.Discrete(adapter.num_actions)
        self.state = None
        self._forfeit = False
        self._potential: list[float] | None = None
        self.seat = 0 if seat == "random" else seat

    # --- gymnasium API ---------------------------------------------------------------------

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        self._forfeit = False
        rng = self.np_random
        while True:
            self.state = self.adapter.new_state(int(rng.integers(2**62)))
            n = self.adapter.num_seats
            self.seat = int(rng.integers(n)) if self.seat_option == "random" else self.seat_option
            others = [s for s in range(n) if s != self.seat]
            self.bots = {
                s: self._make_bot(name, int(rng.integers(2**62)))
                for s, name in zip(others, self.opponent_names, strict=True)
            }
            self._run_bots()
            if not self.state.over:  # a game the bots finish alone teaches nothing: deal again
                break
        obs, self._potential = self._observe()
        return obs, self._info()

    def step(self, action: Any):
        if self.state is None or self.state.over or self._forfeit:
            raise IllegalMove("the episode is over; call reset()")
        action = int(action)
        if action not in self.adapter.legal_actions(self.state, self.seat):
            if self.illegal == "raise":
                self.adapter.apply(self.state, self.seat, action)  # raises with the reason
            low = self.adapter.forfeit_returns({self.seat})[self.seat]
            info = {**self._info(), "illegal_action": action}
            self._forfeit = True
            return self._observe()[0], low, True, False, info
        self.adapter.apply(self.state, self.seat, action)
        self._run_bots()
        obs, potential = self._observe()
        reward = 0.0
        if potential is not None and self._potential is not None:
            reward += self.shaping * (potential[self.seat] - self._potential[self.seat])
        self._potential = potential
        if self.state.over:
            reward += self.adapter.returns(self.state)[self.seat]
        return obs, float(reward), self.state.over, False, self._info()

    def action_masks(self) -> np.ndarray:
        """The legal actions now, as booleans (what maskable algorithms ask for)."""
        return self.adapter.mask(self.state, self.seat).astype(bool)

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.state is None:
            return None
        return json.dumps(self.state.view(self.seat), indent=1, default=str)

    # --- inside ------------------------------------------------------------------------------

    def _make_bot(self, opponent: Opponent, seed: int) -> Bot:
        if isinstance(opponent, str):
            return make_bot(opponent, self.adapter.name, seed=seed, level=self.level)
        return opponent(seed)

    def _run_bots(self) -> None:
        """Let the bots move until the learner's seat must act or the game ends."""
        state = self.state
        while not state.over and self.seat not in state.to_act:
            bot_seat = state.to_act[0]
            move = self.bots[bot_seat].choose(state.view(bot_seat), state.legal_moves(bot_seat))
            state.play(bot_seat, move)

    def _observe(self) -> tuple[dict[str, np.ndarray], list[float] | None]:
        """The learner's observation and shaping potential, from one view."""
        vector, potential = self.adapter.observe(
            self.state, self.seat, self.reward_mode == "shaped"
        )
        mask = self.adapter.mask(self.state, self.seat)
        if self._forfeit:
            mask[:] = 0
        return {"observation": vector, "action_mask": mask}, potential

    def _info(self) -> dict[str, Any]:
        return {"seat": self.seat}
