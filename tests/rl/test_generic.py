"""The adapters' own machinery on a small game of the tests' own (no engine needed)."""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, parallel_api_test, parallel_seed_test, seed_test

from gametable.bots import RandomBot
from gametable.core.errors import BadOptions, IllegalMove
from gametable.rl.gym_single import GametableGym
from gametable.rl.pz import GametableAEC, GametableParallel
from tests.rl.toy_game import DECK, ToyState, toy_adapter

# PettingZoo warns about dict observations for every env outside its own classic list
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
]


def toy_bot(seed):
    return RandomBot("toy", seed=seed)


@pytest.mark.parametrize("players", [2, 3])
def test_aec_api_and_seed(players):
    api_test(GametableAEC(toy_adapter(players)), num_cycles=200)
    seed_test(lambda: GametableAEC(toy_adapter(players)), num_cycles=200)


def test_parallel_api_and_seed():
    parallel_api_test(GametableParallel(toy_adapter(3)), num_cycles=100)
    parallel_seed_test(lambda: GametableParallel(toy_adapter(3)), num_cycles=100)


def test_aec_simultaneous_choice_hidden_until_resolved():
    env = GametableAEC(toy_adapter(2))
    env.reset(seed=3)
    first = env.agent_selection
    assert first == "player_0"
    before = env.observe("player_1")["observation"].copy()
    card = int(np.flatnonzero(env.observe("player_0")["action_mask"])[0])
    env.step(card)
    assert env.agent_selection == "player_1"
    after = env.observe("player_1")
    # player_1 learns only that player_0 has chosen, never which card
    layout = env.adapter.encoder.layout
    start, _ = layout.fields["chosen"]
    changed = np.flatnonzero(before != after["observation"])
    assert list(changed) == [start + 0]


def test_aec_illegal_action_loses_or_raises():
    env = GametableAEC(toy_adapter(3))
    env.reset(seed=1)
    agent = env.agent_selection
    bad = int(np.flatnonzero(env.observe(agent)["action_mask"] == 0)[0])
    env.step(bad)
    assert all(env.terminations.values())
    assert env.rewards[agent] == pytest.approx(-4 / 3)
    assert sum(env.rewards.values()) == pytest.approx(0.0)
    assert env.infos[agent] == {"illegal_action": bad}
    strict = GametableAEC(toy_adapter(2), illegal="raise")
    strict.reset(seed=1)
    before = strict.state.to_json()
    with pytest.raises(IllegalMove):
        strict.step(bad)
    assert strict.state.to_json() == before


def test_aec_rewards_zero_sum():
    env = GametableAEC(toy_adapter(2))
    env.reset(seed=1)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        totals[agent] += reward
        if term or trunc:
            env.step(None)
        else:
            env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert sum(totals.values()) == pytest.approx(0.0)
    assert set(totals.values()) <= {-1.0, 0.0, 1.0}


def test_shaped_rewards_add_up_to_potential_plus_outcome():
    env = GametableAEC(toy_adapter(2), reward="shaped", shaping=0.5)
    env.reset(seed=4)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        totals[agent] += reward
        env.step(None if term or trunc else int(np.flatnonzero(obs["action_mask"])[-1]))
    state = env.state
    outcome = env.adapter.returns(state)
    for seat, agent in enumerate(env.possible_agents):
        assert totals[agent] == pytest.approx(outcome[seat] + 0.5 * state.points[seat] / 4)


def test_gym_check_env_and_illegal_modes():
    env = GametableGym(toy_adapter(2), opponents=toy_bot)
    check_env(env, skip_render_check=True)
    obs, info = env.reset(seed=0)
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(bad)
    assert terminated and reward == -1.0 and info["illegal_action"] == bad
    strict = GametableGym(toy_adapter(2), opponents=toy_bot, illegal="raise")
    obs, _ = strict.reset(seed=0)
    with pytest.raises(IllegalMove):
        strict.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))


def test_gym_plays_whole_games_from_any_seat():
    env = GametableGym(toy_adapter(3), opponents=[toy_bot, toy_bot], seat="random")
    seats = set()
    for episode in range(12):
        obs, info = env.reset(seed=episode)
        seats.add(info["seat"])
        done = False
        while not done:
            assert env.action_masks().any()
            action = int(np.flatnonzero(obs["action_mask"])[0])
            obs, reward, done, _, info = env.step(action)
        assert reward in (-2 / 3, 0.0, 4 / 3) or reward == pytest.approx(4 / 3)
    assert len(seats) > 1


def test_bad_arguments():
    with pytest.raises(BadOptions):
        GametableAEC(toy_adapter(2), reward="money")
    with pytest.raises(BadOptions):
        GametableGym(toy_adapter(2), opponents=[toy_bot, toy_bot])
    with pytest.raises(BadOptions):
        GametableGym(toy_adapter(2), opponents=toy_bot, seat=5)


def test_observation_reads_only_the_view():
    """Two deals that differ only in the opponent's hand look the same to seat 0."""
    adapter = toy_adapter(2)
    a = ToyState(0)
    b = a.clone()
    spare = [c for c in range(DECK) if c not in a.hands[0] + a.hands[1]]
    b.hands[1] = sorted(spare[: len(a.hands[1])])
    assert b.hands[1] != a.hands[1]
    assert np.array_equal(adapter.observation(a, 0), adapter.observation(b, 0))
    assert not np.array_equal(adapter.observation(a, 1), adapter.observation(b, 1))
