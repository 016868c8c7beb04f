"""The game-agnostic search: it finds forced wins, is reproducible, and only sees views."""

import json
import math
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gametable
from gametable.bots import make
from gametable.bots.hints import hint
from gametable.bots.search import Budget, search
from tests.bots import toy
from tests.core import fake_game


def test_search_finds_the_winning_take_in_the_pile_game(monkeypatch):
    """Pile game (take 1 or 2, last wins): from 4, take 1; from 5, take 2. Notation path."""
    fake_game.register(monkeypatch)
    for pile, best in ((4, "take1"), (5, "take2"), (7, "take1")):
        state = fake_game.new_game(seed=None, setup={"pile": pile, "secret": 0})
        result = search(
            0, state.legal_moves(0), lambda rng, s=state: s.clone(), Budget(400, 5.0),
            random.Random(1),
        )
        assert result.move == best
        assert result.value > 0.8
        assert result.stats[0][0] == best


def test_search_is_reproducible_with_the_same_seed(tricks):
    state = gametable.new_game("tricks", seed=11)
    seat = state.to_act[0]
    view, legal = state.view(seat), state.legal_moves(seat)
    results = []
    for _ in range(2):
        bot = make("search", "tricks", seed=4, level="easy")
        # reproducible while the time cap does not bind: on a busy machine it would, so none
        bot.budget = replace(bot.budget, seconds=math.inf)
        results.append(bot.analyse(view, legal))
    assert results[0].stats == results[1].stats
    assert results[0].move in legal


def test_search_takes_a_sure_last_trick(tricks):
    # seat 0 leads with a4 and a1 left, seat 1 holds b2 and a3: a4 wins both tricks for sure
    deck = ["a4", "a1", "c1", "c4", "b2", "a3", "c3", "c2", "a2", "b1", "b3", "b4"]
    state = gametable.new_game("tricks", setup={"deck": deck, "leader": 0})
    for seat, card in ((0, "c1"), (1, "c3"), (1, "c2"), (0, "c4")):
        state.play(seat, card)
    assert state.won == [1, 1] and state.to_act == (0,)
    bot = make("search", "tricks", seed=1, level="easy")
    assert bot.choose(state.view(0), state.legal_moves(0)) == "a4"
    assert bot.last.value == pytest.approx(1.0)


def _prefix(seed, steps):
    state = gametable.new_game("tricks", seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.over:
            break
        seat = state.to_act[0]
        state.play(seat, rng.choice(state.legal_moves(seat)))
    return state


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 7), st.integers(0, 2**31))
def test_sampler_respects_voids_and_known_cards(seed, steps, sample_seed):
    import sys

    from gametable.core.registry import REGISTRY, GameEntry

    REGISTRY["tricks"] = GameEntry("tricks", toy.__name__, "Tricks")
    sys.modules.setdefault(toy.__name__, toy)
    try:
        toy_state = _prefix(seed, steps)
        if toy_state.over:
            return
        seat = toy_state.to_act[0]
        view = toy_state.view(seat)
        sampled = toy.sample(view, random.Random(sample_seed))
        # everything the view shows is the same in the sample
        assert sampled.view(seat) == view
        assert sampled.legal_moves(seat) == toy_state.legal_moves(seat)
        other = 1 - seat
        for suit in toy.voids(view)[other]:
            assert not any(card[0] == suit for card in sampled.hands[other])
    finally:
        REGISTRY.pop("tricks", None)


def test_bots_are_handed_views_with_no_hidden_card(tricks):
    """Spy on every bot call of a game: the input is the seat's view, free of others' cards."""
    calls = []

    from tests.bots.toy.bots import ToySearch

    class SpySearch(ToySearch):
        def choose(self, view, legal_moves):
            calls.append((json.loads(json.dumps(view)), list(legal_moves)))
            return super().choose(view, legal_moves)

    state = gametable.new_game("tricks", seed=5)
    players = [SpySearch("tricks", seed=s, level="easy") for s in range(2)]
    while not state.over:
        seat = state.to_act[0]
        before = len(calls)
        move = players[seat].choose(state.view(seat), state.legal_moves(seat))
        view, _legal = calls[before]
        hidden = state.hands[1 - seat] | set(state.deck[8:])
        assert isinstance(view, dict) and view["seat"] == seat
        assert not hidden & set(json.dumps(view).replace('"', " ").replace(",", " ").split())
        state.play(seat, move)
    assert len(calls) == 8


def test_hint_gives_a_legal_move_and_a_win_chance(tricks):
    state = gametable.new_game("tricks", seed=2)
    seat = state.to_act[0]
    answer = hint("tricks", state.view(seat), state.legal_moves(seat), level="easy")
    assert answer["move"] in state.legal_moves(seat)
    assert 0.0 <= answer["win_chance"] <= 1.0
    assert answer["level"] == "easy" and answer["iterations"] > 0
    assert {m["move"] for m in answer["moves"]} <= set(state.legal_moves(seat))
    json.dumps(answer)  # the web app sends it as it is
    again = hint("tricks", state.view(seat), state.legal_moves(seat), level="easy")
    assert (again["move"], again["win_chance"]) == (answer["move"], answer["win_chance"])


def test_make_knows_the_levels(tricks):
    assert make("search", "tricks", level="hard").budget.seconds <= 1.0
    with pytest.raises(gametable.BadOptions):
        make("search", "tricks", level="extreme")


@pytest.mark.parametrize("game", ["balloon-cup", "baloot", "climbing"])
def test_a_settled_search_stops_early_with_the_move_of_the_whole_budget(game):
    """Stopping once the leader cannot be overtaken saves iterations and changes no move."""
    from dataclasses import replace

    from tests.bots.helpers import random_prefix

    rng = random.Random(3)
    saved = compared = 0
    for seed in range(40):
        state = random_prefix(game, seed, rng.randrange(0, 30))
        if state.over:
            continue
        seat = state.to_act[0]
        view, legal = state.view(seat), state.legal_moves(seat)
        if len(legal) < 2:
            continue
        results = []
        for settle in (True, False):
            bot = make("search", game, seed=seed, level="easy")
            # no time cap binds, so both searches run the same iterations up to the stop
            bot.budget = replace(bot.budget, iterations=120, seconds=60.0,
                                 stop_when_settled=settle)
            results.append(bot.analyse(view, legal))
        early, full = results
        assert early.move == full.move
        assert full.iterations == 120 and early.iterations <= 120
        saved += full.iterations - early.iterations
        compared += 1
        if compared == 6:
            break
    assert compared == 6 and saved > 0
