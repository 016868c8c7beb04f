"""Every game as an OpenSpiel Python game (``pyspiel.register_game``).

>>> import pyspiel, gametable.rl.spiel
>>> game = pyspiel.load_game("python_gametable_balloon_cup")
>>> pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)

Short names and parameters (the engines' options, plus ``chance_bytes``):
``python_gametable_balloon_cup(no_deadlock=False)``,
``python_gametable_baloot(hands=1,profile=saudi)`` (a single hand by default),
``python_gametable_climbing(players=2,max_rounds=200,cubes=standard,placement=choose)``, e.g.
``pyspiel.load_game("python_gametable_climbing(players=3)")``.

**Chance.** The engines draw all their chance (the deal, the bag, later reshuffles, Baloot's
deal of every hand) from one seed, and their protocol cannot be told chance outcomes one
at a time mid-game. So the game starts with ``chance_bytes`` (default 4) explicit chance
nodes, each choosing one byte of that seed uniformly (256 outcomes each): a chance
distribution over 2**32 deals that is exactly the engine's own, with every outcome listed as
OpenSpiel expects. After them, the players act until the engine says the game is over.

**Simultaneous phases** (climbing) are played turn by turn (``Dynamics.SEQUENTIAL``, imperfect
information): the engine hides a pending choice from every view until its phase resolves,
which is the same game as OpenSpiel's ``turn_based_simultaneous_game`` transform.

**Observations.** The tensor is the game's encoder (``gametable.rl.encoders``) applied to
``state.view(player)``; the observer's ``dict`` exposes the encoder's named fields. The
information-state string is the view plus the player's own decisions so far (perfect recall);
the information-state tensor is the view encoding (the views carry the public history the
games need, but a fixed-size tensor does not grow with the game).

Returns are zero-sum (see :mod:`gametable.rl.adapter`): +1 / -1 in two-seat games and for the
Baloot teams.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from gametable.core.registry import REGISTRY
from gametable.rl.adapter import GameAdapter

#: registry name -> (short name, default parameters beyond ``chance_bytes``): every game whose
#: descriptor gives ``spiel_params``
GAMES: dict[str, tuple[str, dict[str, Any]]] = {
    name: ("python_gametable_" + name.replace("-", "_"), dict(entry.descriptor.spiel_params))
    for name, entry in REGISTRY.items()
    if entry.descriptor.spiel_params is not None
}

SEED_BYTES = 4


class _Holder:
    """Everything a position holds. OpenSpiel clones a Python state by deep-copying its
    attributes; this turns that copy into the engine's cheap ``clone()`` and shallow list
    copies (the lists hold only ints and tuples of ints)."""

    __slots__ = ("state", "seed_bytes", "decisions", "cache")

    def __init__(self, state: Any, seed_bytes: list[int], decisions: list[tuple[int, int]]):
        self.state = state
        self.seed_bytes = seed_bytes
        self.decisions = decisions
        #: ``(kind, player) -> tensor or string`` for this position (OpenSpiel asks often)
        self.cache: dict[tuple[str, int], Any] = {}

    def __deepcopy__(self, memo: dict) -> _Holder:
        state = self.state.clone() if self.state is not None else None
        copy = _Holder(state, list(self.seed_bytes), list(self.decisions))
        copy.cache = self.cache.copy()  # same position: same answers (values never mutated)
        return copy


def _game_type(name: str, short: str, params: dict[str, Any], players: tuple[int, int]):
    return pyspiel.GameType(
        short_name=short,
        long_name=f"gametable {name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players[1],
        min_num_players=players[0],
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"chance_bytes": SEED_BYTES, **params},
    )


class GametableGame(pyspiel.Game):
    """A gametable game seen by OpenSpiel; made by ``pyspiel.load_game``."""

    game_name = ""
    game_type = None

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        self.chance_bytes = int(params.pop("chance_bytes", SEED_BYTES))
        if not 1 <= self.chance_bytes <= 8:
            raise ValueError("chance_bytes must be between 1 and 8")
        self.adapter = GameAdapter(self.game_name, params)
        low, high = self.adapter.utility_range()
        info = pyspiel.GameInfo(
            num_distinct_actions=self.adapter.num_actions,
            max_chance_outcomes=256,
            num_players=self.adapter.num_seats,
            min_utility=low,
            max_utility=high,
            utility_sum=0.0,
            max_game_length=self.adapter.encoder.max_game_length() + self.chance_bytes,
        )
        super().__init__(self.game_type, info, {"chance_bytes": self.chance_bytes, **params})

    def new_initial_state(self) -> GametableSpielState:
        return GametableSpielState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> GametableObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        return GametableObserver(self.adapter, iig_obs_type)


class GametableSpielState(pyspiel.State):
    """One position: seed bytes being drawn, then the engine's state."""

    def __init__(self, game: GametableGame) -> None:
        super().__init__(game)
        self.adapter = game.adapter
        self.chance_bytes = game.chance_bytes
        self.holder = _Holder(None, [], [])

    @property
    def engine(self):
        """The engine's state (None while the seed is being drawn)."""
        return self.holder.state

    @property
    def seed_bytes(self) -> list[int]:
        return self.holder.seed_bytes

    @property
    def decisions(self) -> list[tuple[int, int]]:
        """``(player, action)`` of every decision so far."""
        return self.holder.decisions

    def current_player(self) -> int:
        engine = self.holder.state
        if engine is None:
            return pyspiel.PlayerId.CHANCE
        if engine.over:
            return pyspiel.PlayerId.TERMINAL
        return engine.to_act[0]

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self.adapter.legal_actions(self.holder.state, player))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(byte, 1 / 256) for byte in range(256)]

    def _apply_action(self, action: int) -> None:
        holder = self.holder
        if holder.state is None:
            holder.seed_bytes.append(int(action))
            if len(holder.seed_bytes) == self.chance_bytes:
                holder.state = self.adapter.new_state(int.from_bytes(bytes(holder.seed_bytes)))
            return
        engine = holder.state
        player = engine.to_act[0]
        self.adapter.apply(engine, player, action)
        holder.decisions.append((player, int(action)))
        holder.cache.clear()

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed byte {action}"
        engine = self.holder.state or self.adapter.new_state(0)
        return engine.action_to_move(action)

    def is_terminal(self) -> bool:
        engine = self.holder.state
        return engine is not None and engine.over

    def returns(self) -> list[float]:
        engine = self.holder.state
        if engine is None:
            return [0.0] * self.adapter.num_seats
        return self.adapter.returns(engine)

    def __str__(self) -> str:
        seed = ".".join(map(str, self.seed_bytes))
        moves = " ".join(f"{p}:{a}" for p, a in self.decisions)
        return f"seed {seed} | {moves}"


class GametableObserver:
    """OpenSpiel's PyObserver: a seat's view, as the encoder's tensor and as a string."""

    def __init__(self, adapter: GameAdapter, iig_obs_type=None) -> None:
        if iig_obs_type is not None and iig_obs_type.private_info != (
            pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            raise ValueError("only a single player's own observation is supported")
        self.adapter = adapter
        self.perfect_recall = bool(iig_obs_type and iig_obs_type.perfect_recall)
        self.tensor = np.zeros(adapter.obs_size, np.float32)
        self.dict = adapter.encoder.layout.slices(self.tensor)

    def set_from(self, state: GametableSpielState, player: int) -> None:
        holder = state.holder
        if holder.state is None:
            self.tensor.fill(0.0)
            return
        key = ("tensor", player)
        if key not in holder.cache:
            holder.cache[key] = self.adapter.observation(holder.state, player)
        self.tensor[:] = holder.cache[key]

    def string_from(self, state: GametableSpielState, player: int) -> str:
        holder = state.holder
        if holder.state is None:
            return f"p{player} dealing"
        key = ("string", player)
        if key not in holder.cache:
            view = holder.state.view(player)
            holder.cache[key] = f"p{player} " + json.dumps(view, sort_keys=True, default=str)
        text = holder.cache[key]
        if self.perfect_recall:
            mine = [a for p, a in state.decisions if p == player]
            text += f" mine {mine}"
        return text


def _register() -> None:
    for name, (short, params) in GAMES.items():
        seats = REGISTRY[name].descriptor.seats
        players = (min(seats), max(seats))
        game_type = _game_type(name, short, params, players)
        cls = type(
            f"Gametable_{short}",
            (GametableGame,),
            {"game_name": name, "game_type": game_type},
        )
        pyspiel.register_game(game_type, cls)


_register()


def load(game: str, **params: Any) -> pyspiel.Game:
    """``pyspiel.load_game`` by gametable name: ``load("climbing", players=3)``."""
    from gametable.core.registry import game_entry

    short, _ = GAMES[game_entry(game).name]
    return pyspiel.load_game(short, params)
