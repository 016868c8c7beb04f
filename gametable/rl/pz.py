"""PettingZoo environments for every game: AEC (turn by turn) and Parallel.

Agents are ``player_0 ... player_{n-1}`` (seat numbers). Each observation is
``{"observation": float32 vector in [0, 1] from the game's encoder, "action_mask": int8}``
over the game's fixed integer action space (the engine's fast path). The mask is all zeros
for a seat that is not to act.

Simultaneous phases (the climbing game) follow the AEC convention: the seats in
``state.to_act`` are selected one after the other; each choice goes to the engine at once,
and the engine keeps it hidden from every view until the phase resolves. The Parallel
environment instead takes one action from every seat that must act and submits them together.

Rewards come at the end (zero-sum, see :mod:`gametable.rl.adapter`); with
``reward="shaped"`` each step also pays the change of the game's shaping potential (Balloon
Cup cubes, Baloot match points), scaled by ``shaping``.

An action outside the mask is handled by ``illegal``: ``"lose"`` (default, as PettingZoo's
classic games do) ends the episode for everyone, the offender with the lowest return and the
others sharing the rest; ``"raise"`` raises :class:`~gametable.core.errors.IllegalMove`.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv

from gametable.core.errors import BadOptions, IllegalMove
from gametable.rl.adapter import GameAdapter

REWARDS = ("outcome", "shaped")
ILLEGAL = ("lose", "raise")


class _Common:
    """Spaces, seeding and reward bookkeeping shared by the AEC and Parallel environments."""

    adapter: GameAdapter

    def _setup(
        self,
        adapter: GameAdapter,
        reward: str,
        shaping: float,
        illegal: str,
        render_mode: str | None,
    ) -> None:
        if illegal not in ILLEGAL:
            raise BadOptions(f"illegal must be one of {', '.join(ILLEGAL)}, not {illegal!r}")
        self.illegal = illegal
        if reward not in REWARDS:
            raise BadOptions(f"reward must be one of {', '.join(REWARDS)}, not {reward!r}")
        if render_mode not in (None, "ansi"):
            raise BadOptions(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.adapter = adapter
        self.reward_mode = reward
        self.shaping = float(shaping)
        self.render_mode = render_mode
        self.possible_agents = [adapter.agent_name(s) for s in range(adapter.num_seats)]
        self._seat = {name: seat for seat, name in enumerate(self.possible_agents)}
        obs_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (adapter.obs_size,), np.float32),
                "action_mask": spaces.Box(0, 1, (adapter.num_actions,), np.int8),
            }
        )
        self.observation_spaces = {
            a: obs_space if i == 0 else _copy_space(obs_space)
            for i, a in enumerate(self.possible_agents)
        }
        self.action_spaces = {a: spaces.Discrete(adapter.num_actions) for a in self.possible_agents}
        self._rng = np.random.default_rng()
        self.state = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def _new_state(self, seed: int | None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self.state = self.adapter.new_state(int(self._rng.integers(2**62)))
        self.forfeited: set[int] = set()
        self._potential = self._read_potential()

    def _read_potential(self) -> list[float] | None:
        if self.reward_mode != "shaped":
            return None
        return self.adapter.potential(self.state)

    def _step_rewards(self) -> list[float]:
        """Rewards earned by the last change of state, one per seat."""
        rewards = [0.0] * self.adapter.num_seats
        if self._potential is not None:
            new = self._read_potential()
            if new is not None:
                rewards = [
                    self.shaping * (b - a) for a, b in zip(self._potential, new, strict=True)
                ]
                self._potential = new
        if self.forfeited:
            end = self.adapter.forfeit_returns(self.forfeited)
            rewards = [r + g for r, g in zip(rewards, end, strict=True)]
        elif self.state.over:
            rewards = [
                r + g for r, g in zip(rewards, self.adapter.returns(self.state), strict=True)
            ]
        return rewards

    def _is_legal(self, seat: int, action: Any) -> bool:
        return int(action) in self.adapter.legal_actions(self.state, seat)

    def _refuse(self, seat: int, action: Any) -> None:
        """An illegal action under ``illegal="raise"``: raise, saying why."""
        self.adapter.apply(self.state, seat, int(action))  # raises IllegalMove with the reason
        raise IllegalMove(f"action {action} is not legal for seat {seat}")  # pragma: no cover

    @property
    def _done(self) -> bool:
        return self.state.over or bool(self.forfeited)

    def _observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self._seat[agent]
        mask = self.adapter.mask(self.state, seat)
        if self.forfeited:
            mask[:] = 0
        return {"observation": self.adapter.observation(self.state, seat), "action_mask": mask}

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.state is None:
            return None
        return json.dumps(self.state.view(None), indent=1, default=str)

    def close(self) -> None:
        pass


def _copy_space(space: spaces.Dict) -> spaces.Dict:
    return spaces.Dict({key: _clone_box(box) for key, box in space.spaces.items()})


def _clone_box(box: spaces.Box) -> spaces.Box:
    return spaces.Box(box.low, box.high, box.shape, box.dtype)


class GametableAEC(_Common, AECEnv):
    """One game as a PettingZoo AEC environment (made by :func:`gametable.rl.pettingzoo_env`)."""

    metadata = {"render_modes": ["ansi"], "name": "gametable_v0", "is_parallelizable": True}

    def __init__(
        self,
        adapter: GameAdapter,
        *,
        reward: str = "outcome",
        shaping: float = 1.0,
        illegal: str = "lose",
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self._setup(adapter, reward, shaping, illegal, render_mode)
        self.metadata = {**self.metadata, "name": f"gametable_{adapter.name.replace('-', '_')}_v0"}
        self.agents: list[str] = []

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        self._new_state(seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._select()

    def _select(self) -> None:
        to_act = () if self._done else self.state.to_act
        self.agent_selection = self.possible_agents[to_act[0]] if to_act else self.agents[0]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        return self._observe(agent)

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise IllegalMove(f"{agent} must act; None is only for agents that are done")
        self._cumulative_rewards[agent] = 0.0
        seat = self._seat[agent]
        if not self._is_legal(seat, action):
            if self.illegal == "raise":
                self._refuse(seat, action)
            self.forfeited = {seat}
            self.infos[agent] = {"illegal_action": int(action)}
        else:
            self.adapter.apply(self.state, seat, int(action))
        for seat, value in enumerate(self._step_rewards()):
            self.rewards[self.possible_agents[seat]] = value
        if self._done:
            self.terminations = dict.fromkeys(self.agents, True)
        self._accumulate_rewards()
        self._select()


class GametableParallel(_Common, ParallelEnv):
    """One game as a PettingZoo Parallel environment.

    Each ``step`` takes an action from every seat in ``state.to_act`` (the seats of a
    simultaneous phase, or the single seat of a sequential turn) and submits them together;
    actions of seats that are not to act are ignored (their mask is all zeros).
    """

    metadata = {"render_modes": ["ansi"], "name": "gametable_parallel_v0"}

    def __init__(
        self,
        adapter: GameAdapter,
        *,
        reward: str = "outcome",
        shaping: float = 1.0,
        illegal: str = "lose",
        render_mode: str | None = None,
    ) -> None:
        self._setup(adapter, reward, shaping, illegal, render_mode)
        name = adapter.name.replace("-", "_")
        self.metadata = {**self.metadata, "name": f"gametable_{name}_parallel_v0"}
        self.agents: list[str] = []

    def reset(self, seed: int | None = None, options: dict | None = None):
        self._new_state(seed)
        self.agents = self.possible_agents[:]
        return {a: self._observe(a) for a in self.agents}, {a: {} for a in self.agents}

    def step(self, actions: dict[str, Any]):
        if self.state is None or self._done:
            raise IllegalMove("the game is over; call reset()")
        movers = [self.possible_agents[seat] for seat in self.state.to_act]
        missing = [a for a in movers if actions.get(a) is None]
        if missing:
            raise IllegalMove(f"these agents must act now: {', '.join(missing)}")
        # check every action first, so a refused step changes nothing
        bad = [a for a in movers if not self._is_legal(self._seat[a], actions[a])]
        infos: dict[str, dict] = {a: {} for a in self.agents}
        if bad and self.illegal == "raise":
            self._refuse(self._seat[bad[0]], actions[bad[0]])
        if bad:
            self.forfeited = {self._seat[a] for a in bad}
            for a in bad:
                infos[a] = {"illegal_action": int(actions[a])}
        else:
            for agent in movers:
                if self.state.over:
                    break
                self.adapter.apply(self.state, self._seat[agent], int(actions[agent]))
        rewards = dict(zip(self.possible_agents, self._step_rewards(), strict=True))
        over = self._done
        live = self.agents
        obs = {a: self._observe(a) for a in live}
        result = (
            obs,
            {a: rewards[a] for a in live},
            dict.fromkeys(live, over),
            dict.fromkeys(live, False),
            infos,
        )
        if over:
            self.agents = []
        return result
