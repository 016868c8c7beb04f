"""Every game through PettingZoo's, Gymnasium's and OpenSpiel's own checks."""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, parallel_api_test, parallel_seed_test, seed_test

from gametable import rl
from gametable.bots import available

# options that keep each game short enough for the suite
OPTIONS = {"balloon-cup": {}, "baloot": {"hands": 1}, "climbing": {"players": 2, "max_rounds": 40}}
GAMES = list(OPTIONS)

# PettingZoo warns about dict observations for every env outside its own classic list
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
]


def opponent(game: str) -> str:
    return "heuristic" if "heuristic" in available(game) else "random"


@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_api(game):
    env = rl.pettingzoo_env(game, **OPTIONS[game])
    api_test(env, num_cycles=150)


@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_seed(game):
    seed_test(lambda: rl.pettingzoo_env(game, **OPTIONS[game]), num_cycles=100)


@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_parallel(game):
    parallel_api_test(rl.parallel_env(game, **OPTIONS[game]), num_cycles=100)
    parallel_seed_test(lambda: rl.parallel_env(game, **OPTIONS[game]), num_cycles=50)


@pytest.mark.parametrize("game", GAMES)
def test_gymnasium_check_env(game):
    env = rl.gym_env(game, opponents=opponent(game), **OPTIONS[game])
    check_env(env, skip_render_check=True)


@pytest.mark.parametrize("game", GAMES)
def test_gymnasium_whole_episodes(game):
    env = rl.gym_env(game, opponents="random", seat="random", **OPTIONS[game])
    low, high = env.adapter.utility_range()
    for episode in range(2):
        obs, info = env.reset(seed=episode)
        done = False
        steps = 0
        while not done:
            assert env.observation_space.contains(obs)
            legal = np.flatnonzero(obs["action_mask"])
            assert len(legal) > 0
            obs, reward, done, truncated, info = env.step(int(env.np_random.choice(legal)))
            assert not truncated
            steps += 1
        assert low <= reward <= high
        assert steps > 0


@pytest.mark.parametrize("game", GAMES)
def test_openspiel_random_simulation(game):
    pyspiel = pytest.importorskip("pyspiel")
    spiel_game = rl.openspiel_game(game, **OPTIONS[game])
    pyspiel.random_sim_test(spiel_game, num_sims=2, serialize=False, verbose=False)
    # serialization replays the history: the seed bytes give back the same deal
    pyspiel.random_sim_test(spiel_game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("game", GAMES)
def test_openspiel_tensors_match_the_views(game):
    pyspiel = pytest.importorskip("pyspiel")
    spiel_game = rl.openspiel_game(game)
    state = spiel_game.new_initial_state()
    rng = np.random.default_rng(0)
    while state.is_chance_node():
        state.apply_action(int(rng.integers(256)))
    for _ in range(30):
        if state.is_terminal():
            break
        for player in range(spiel_game.num_players()):
            expected = state.adapter.encoder.encode(state.engine.view(player), player)
            assert np.array_equal(np.asarray(state.observation_tensor(player)), expected)
            assert np.array_equal(np.asarray(state.information_state_tensor(player)), expected)
        state.apply_action(int(rng.choice(state.legal_actions())))
    clone = state.clone()
    assert clone.engine is not state.engine
    assert clone.history() == state.history()
    assert str(clone) == str(state)
    assert spiel_game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC


@pytest.mark.parametrize("game", GAMES)
def test_openspiel_algorithms_run(game):
    """OpenSpiel's own Python MCTS picks a legal move; outcome-sampling MCCFR iterates."""
    pytest.importorskip("pyspiel")
    from open_spiel.python.algorithms import mcts
    from open_spiel.python.algorithms import outcome_sampling_mccfr as mccfr

    spiel_game = rl.openspiel_game(game)
    state = spiel_game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(3)
    rollout = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bot = mcts.MCTSBot(spiel_game, 2.0, 8, rollout, random_state=np.random.RandomState(1))
    assert bot.step(state) in state.legal_actions()
    if game != "climbing":  # its information-state strings are long: MCCFR is slow there
        solver = mccfr.OutcomeSamplingSolver(spiel_game)
        solver.iteration()
        assert solver._infostates  # information states were visited and stored


def test_climbing_parallel_submits_a_simultaneous_phase_at_once():
    env = rl.parallel_env("climbing", players=3)
    obs, _ = env.reset(seed=5)
    movers = [a for a in env.agents if obs[a]["action_mask"].any()]
    assert len(movers) == 3  # everyone places a pawn at once
    rng = np.random.default_rng(0)
    rounds = 0
    while env.agents and rounds < 40:
        actions = {}
        for agent in env.agents:
            legal = np.flatnonzero(obs[agent]["action_mask"])
            actions[agent] = int(rng.choice(legal)) if len(legal) else 0
        obs, rewards, terms, truncs, infos = env.step(actions)
        assert all(not info for info in infos.values())  # no illegal actions
        if env.agents:
            # every seat of the phase chose in the one step: the phase has resolved
            assert env.state.view(None)["submitted"] == []
        rounds += 1
    assert rounds > 3


@pytest.mark.parametrize("game", ["balloon-cup", "baloot"])
def test_shaped_rewards_sum_to_outcome_plus_potential(game):
    options = {"hands": 2} if game == "baloot" else {}
    env = rl.pettingzoo_env(game, reward="shaped", shaping=0.5, **options)
    env.reset(seed=2)
    start = env.adapter.potential(env.state)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    rng = np.random.default_rng(2)
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        totals[agent] += reward
        env.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    end = env.adapter.potential(env.state)
    outcome = env.adapter.returns(env.state)
    assert end != start  # cubes were won / match points scored
    for seat, agent in enumerate(env.possible_agents):
        expected = outcome[seat] + 0.5 * (end[seat] - start[seat])
        assert totals[agent] == pytest.approx(expected, abs=1e-6)
