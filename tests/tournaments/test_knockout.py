"""The knockout: the bracket, best of N, forfeits and withdrawals, over random runs."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametable.tournaments import SOLO, Entrant, Shape, TournamentError, knockout
from gametable.tournaments.knockout import (
    BYE,
    FORFEIT,
    NOBODY,
    PLAYED,
    SEED,
    WALKOVER,
    KnockoutConfig,
    KnockoutState,
)

from .helpers import DRAWN, WIN_FIRST, WIN_SECOND, people, trip


def seeded(n: int) -> list[Entrant]:
    return [Entrant.person(f"s{i + 1}", 100.0 - i) for i in range(n)]


def step(state: KnockoutState, rng: random.Random, draws: float, miss: float,
         leave: float, both: bool = True) -> list[str]:
    """Start the ready games and report them at random (``both``: both sides may miss a
    game); the games started."""
    pairings = knockout.pair_ready(state)
    for p in pairings:
        roll = rng.random()
        if roll < miss:
            knockout.record_forfeit(state, p.game,
                                    rng.sample([0, 1], rng.randint(1, 2 if both else 1)))
        elif roll < miss + leave:
            stopped = knockout.withdraw(state, rng.choice(p.sides))
            assert stopped == [p.game]
        else:
            knockout.record_result(state, p.game, DRAWN if rng.random() < draws else
                                   rng.choice([WIN_FIRST, WIN_SECOND]))
    return [p.game for p in pairings]


@given(n=st.integers(2, 40), best_of=st.sampled_from([1, 3, 5]),
       seed=st.integers(0, 2**20), troubled=st.sampled_from(["no", "one side", "any"]))
@settings(max_examples=150, deadline=None)
def test_random_knockouts_keep_every_rule(n, best_of, seed, troubled):
    rng = random.Random(seed)
    state = KnockoutState.new(KnockoutConfig(best_of), SOLO, people(n, rng))
    size = 2 * len(state.rounds[0])
    assert size >= n > size // 2
    byes = [m for r in state.rounds for m in r if m.how == BYE]
    assert len(byes) == size - n
    assert all(m.round == 1 for m in byes)
    # byes fall to the top seeds
    assert sorted(knockout.seed_of(state, m.advances) for m in byes) == list(
        range(1, size - n + 1))
    miss = 0.0 if troubled == "no" else 0.08
    leave = 0.03 if troubled == "any" else 0.0
    draws = rng.choice([0.0, 0.3, 0.9])
    for _ in range(10_000):
        if knockout.finished(state):
            break
        assert step(state, rng, draws, miss, leave, both=troubled == "any"), "a stall"
    assert knockout.finished(state)
    champion = knockout.champion(state)
    final = state.rounds[-1][0]
    if troubled != "any":
        # nobody both missed one game: exactly one champion
        assert champion is not None
    # no champion only when neither side of the final was there to win it
    assert (champion is None) == (final.winner is None)
    assert (champion is None) == (final.how == NOBODY or (
        final.how == FORFEIT and all(s is None or s in state.withdrawn for s in final.sides)))
    if champion is not None:
        assert champion not in state.withdrawn
    for matches in state.rounds:
        for m in matches:
            assert m.done
            if m.how == BYE:
                assert m.round == 1
            if m.how in (PLAYED, SEED):
                a, b = m.score
                assert len(m.games) <= 2 * best_of
                # the match stopped at the first game that decided it
                for k in range(1, len(m.games)):
                    pa = sum(g[0] for g in m.games[:k])
                    pb = sum(g[1] for g in m.games[:k])
                    assert not (k <= best_of and max(pa, pb) > best_of / 2)
                    assert not (k > best_of and pa != pb)
                if m.how == PLAYED:
                    assert max(a, b) > best_of / 2 or len(m.games) > best_of
                    assert m.score[m.winner] > m.score[1 - m.winner]
                else:
                    assert a == b and len(m.games) == 2 * best_of
            if troubled == "no":
                assert m.how in (PLAYED, SEED) or (m.how == BYE and m.round == 1)
    table = knockout.standings(state)
    assert len(table) == n
    if champion is not None:
        assert table[0].entrant == champion and table[0].rank == 1
    assert trip(state).to_json() == state.to_json()


@given(seed=st.integers(0, 2**20), n=st.integers(2, 33), split=st.integers(0, 20))
@settings(max_examples=50, deadline=None)
def test_a_restart_from_json_continues_identically(seed, n, split):
    config = KnockoutConfig(3)
    one = KnockoutState.new(config, SOLO, people(n, random.Random(seed)))
    two = KnockoutState.new(config, SOLO, people(n, random.Random(seed)))
    rng_one, rng_two = random.Random(seed), random.Random(seed)
    steps = 0
    while not knockout.finished(one):
        step(one, rng_one, 0.2, 0.05, 0.03)
        if steps == split:
            two = trip(two)
        step(two, rng_two, 0.2, 0.05, 0.03)
        steps += 1
        assert one.to_json() == two.to_json()
    assert knockout.bracket(one) == knockout.bracket(trip(two))


def test_bracket_order_keeps_the_top_seeds_apart():
    assert knockout.bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    for size in (2, 4, 8, 16, 64):
        order = knockout.bracket_order(size)
        assert sorted(order) == list(range(1, size + 1))
        for k in range(0, size, 2):
            assert order[k] + order[k + 1] == size + 1
        if size >= 2:  # 1 and 2 in different halves, 1-4 in different quarters
            half = size // 2
            assert (1 in order[:half]) != (2 in order[:half])
        if size >= 4:
            quarters = [set(order[q:q + size // 4]) for q in range(0, size, size // 4)]
            assert all(len(qr & {1, 2, 3, 4}) == 1 for qr in quarters)


def test_best_of_three_stops_at_a_majority():
    state = KnockoutState.new(KnockoutConfig(3), SOLO, seeded(2))
    (g1,) = knockout.pair_ready(state)
    assert g1.sides == ("s1", "s2")  # the higher seed takes the first side in game 1
    knockout.record_result(state, g1.game, WIN_FIRST)
    (g2,) = knockout.pair_ready(state)
    assert g2.sides == ("s2", "s1")  # and the second in game 2
    knockout.record_result(state, g2.game, WIN_SECOND)
    assert knockout.champion(state) == "s1"
    assert knockout.pair_ready(state) == []
    with pytest.raises(TournamentError):
        knockout.record_result(state, g2.game, WIN_FIRST)


def test_draws_and_sudden_death_and_the_seed():
    # W, D, D: 2-1 after three (more than 1.5)
    state = KnockoutState.new(KnockoutConfig(3), SOLO, seeded(2))
    for scores in (WIN_SECOND, DRAWN, DRAWN):  # s2 wins game 1 (s1 sits first)
        (g,) = knockout.pair_ready(state)
        knockout.record_result(state, g.game, scores)
    assert knockout.champion(state) == "s2"
    # D, D, D: level; then sudden death, s2 wins game 4
    state = KnockoutState.new(KnockoutConfig(3), SOLO, seeded(2))
    for _ in range(3):
        (g,) = knockout.pair_ready(state)
        knockout.record_result(state, g.game, DRAWN)
    (g,) = knockout.pair_ready(state)
    assert not knockout.finished(state)
    knockout.record_result(state, g.game, WIN_FIRST if g.sides[0] == "s2" else WIN_SECOND)
    assert knockout.champion(state) == "s2"
    # six draws: the higher seed
    state = KnockoutState.new(KnockoutConfig(3), SOLO, seeded(2))
    for _ in range(6):
        (g,) = knockout.pair_ready(state)
        knockout.record_result(state, g.game, DRAWN)
    assert knockout.champion(state) == "s1"
    assert state.rounds[-1][0].how == SEED


def test_six_teams_the_docs_example():
    shape = Shape((0, 1, 0, 1))
    teams = [Entrant(f"t{i}", (f"a{i}", f"b{i}"), 60.0 - i) for i in range(1, 7)]
    state = KnockoutState.new(KnockoutConfig(1), shape, teams)
    first = [[knockout.seed_of(state, s) if s else None for s in m.sides]
             for m in state.rounds[0]]
    assert first == [[1, None], [4, 5], [2, None], [3, 6]]
    assert [m.how for m in state.rounds[0]] == [BYE, None, BYE, None]
    ready = knockout.pair_ready(state)
    assert {frozenset(p.sides) for p in ready} == {frozenset(("t4", "t5")),
                                                   frozenset(("t3", "t6"))}
    for p in ready:  # the lower seeds win
        knockout.record_result(state, p.game,
                               WIN_FIRST if p.sides[0] in ("t5", "t6") else WIN_SECOND)
    semis = state.rounds[1]
    assert [m.sides for m in semis] == [["t1", "t5"], ["t2", "t6"]]
    page = knockout.bracket(state)
    assert page["size"] == 8 and len(page["rounds"]) == 3
    assert page["rounds"][1][0]["sides"][1]["members"] == ["a5", "b5"]


def test_forfeits_never_stall_a_round():
    state = KnockoutState.new(KnockoutConfig(3), SOLO, seeded(4))
    a, b = knockout.pair_ready(state)  # 1-4 and 2-3
    knockout.record_forfeit(state, a.game, [0, 1])  # both missed: nobody advances
    assert state.rounds[0][0].how == FORFEIT and state.rounds[0][0].advances is None
    knockout.record_result(state, b.game, WIN_FIRST)
    while not state.rounds[0][1].done:
        (c,) = knockout.pair_ready(state)
        knockout.record_result(state, c.game, WIN_FIRST)
    # the final: nobody on one side, so the other walks over
    assert state.rounds[1][0].how == WALKOVER
    assert knockout.champion(state) in ("s2", "s3")
    table = knockout.standings(state)
    assert [r.rank for r in table] == [1, 3, 3, 3]  # nobody lost the final


def test_withdrawals_walk_the_rest_through_and_a_missed_final_awards_nothing():
    state = KnockoutState.new(KnockoutConfig(1), SOLO, seeded(3))
    knockout.withdraw(state, "s1")  # the bye's holder: the final is forfeited when it forms
    knockout.withdraw(state, "s2")  # s2-s3 is forfeited now
    assert knockout.champion(state) == "s3"
    assert [m.how for m in state.rounds[0]] == [BYE, FORFEIT]
    state = KnockoutState.new(KnockoutConfig(1), SOLO, seeded(2))
    (final,) = knockout.pair_ready(state)
    knockout.record_forfeit(state, final.game, [0, 1])
    assert knockout.finished(state) and knockout.champion(state) is None


def test_a_withdrawal_before_the_match_forfeits_it_when_it_forms():
    state = KnockoutState.new(KnockoutConfig(1), SOLO, seeded(4))
    assert knockout.withdraw(state, "s1") == []  # 1-4 has not started
    assert state.rounds[0][0].how == FORFEIT and state.rounds[0][0].advances == "s4"
    with pytest.raises(TournamentError):
        KnockoutConfig(2)
