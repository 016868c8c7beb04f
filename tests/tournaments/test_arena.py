"""The arena: its invariants over random runs, the fire rule, rematches, bots and time."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametable.tournaments import SOLO, Entrant, TournamentError, arena
from gametable.tournaments.arena import ArenaConfig, ArenaState

from .helpers import DRAWN, WIN_FIRST, WIN_SECOND, people, trip


def fire_points(events: list[str]) -> int:
    """The arena's points from one entrant's results, written apart from the library:
    W/D/L a counted game, F a forfeit win (2, streak as it was), X a game missed."""
    points = streak = 0
    for event in events:
        if event == "F":
            points += 2
            continue
        fire = streak >= 2
        gain = {"W": 2, "D": 1, "L": 0, "X": 0}[event]
        points += gain * 2 if fire and event != "X" else gain
        streak = streak + 1 if event == "W" else 0
    return points


def run_arena(state: ArenaState, rng: random.Random, end: float,
              check: bool = True) -> dict[str, list[str]]:
    """Drive an arena to its end at random; check the rules on the way; return each
    entrant's results as the test saw them."""
    seen: dict[str, list[str]] = defaultdict(list)
    now = state.config.start - 2
    while True:
        now += rng.choice([0.5, 1, 3, 10])
        busy = {e for g in state.games.values() if g.result is None for e in g.sides}
        idle = [e for e in state.entrants if e not in busy]
        free = [e for e in idle if rng.random() < 0.8] + rng.sample(
            sorted(state.entrants), min(2, len(state.entrants)))  # some busy or gone too
        eligible = {e for e in free if e not in busy and not state.records[e].withdrawn}
        last = {e: r.last for e, r in state.records.items()}
        pairings = arena.pair_free(state, free, now)
        if check:
            if not state.config.start <= now < end:
                assert pairings == []
            paired = [s for p in pairings for s in p.sides if s is not None]
            assert len(paired) == len(set(paired)), "an entrant paired twice at once"
            assert set(paired) <= eligible
            if state.config.start <= now < end:
                assert len(eligible) - len(paired) <= 1  # at most one waits
            for p in pairings:
                a, b = p.sides
                if a is not None and b is not None and last[a] == b and last[b] == a:
                    assert len(eligible) == 2, "a rematch while another was possible"
                if p.bot:
                    assert state.config.bots
        for game in [g for g in state.games.values() if g.result is None]:
            if rng.random() < 0.5 and now < end + 20:
                continue
            roll = rng.random()
            humans = [s for s in (0, 1) if game.sides[s] is not None]
            bot_game = len(humans) == 1
            if roll < 0.05:
                absent = rng.sample(humans, rng.randint(1, len(humans)))
                arena.record_forfeit(state, game.game, absent)
                if not bot_game:
                    for side in humans:
                        seen[game.sides[side]].append("X" if side in absent else "F")
            else:
                scores = rng.choice([WIN_FIRST, WIN_SECOND, DRAWN])
                arena.record_result(state, game.game, scores)
                first = {WIN_FIRST: "W", WIN_SECOND: "L", DRAWN: "D"}[scores]
                if not bot_game:
                    seen[game.sides[0]].append(first)
                    seen[game.sides[1]].append({"W": "L", "L": "W", "D": "D"}[first])
        if rng.random() < 0.03:
            arena.withdraw(state, rng.choice(sorted(state.entrants)))
        if arena.over(state, now):
            return seen


@given(seed=st.integers(0, 2**20), n=st.integers(2, 14), bots=st.booleans())
@settings(max_examples=150, deadline=None)
def test_random_arena_keeps_every_rule(seed, n, bots):
    rng = random.Random(seed)
    config = ArenaConfig(0.0, 60.0, seed=seed, bots=bots, bot_wait=rng.choice([0.0, 5.0]))
    state = ArenaState.new(config, SOLO, people(n, rng))
    seen = run_arena(state, rng, 60.0)
    assert all(g.started < 60.0 for g in state.games.values())
    for entrant, record in state.records.items():
        assert record.points == fire_points(seen[entrant])
        assert record.playing is None
    table = arena.standings(state)
    assert [r.points for r in table] == sorted((r.points for r in table), reverse=True)
    assert trip(state).to_json() == state.to_json()


@given(seed=st.integers(0, 2**20), n=st.integers(2, 30))
@settings(max_examples=40, deadline=None)
def test_a_restart_from_json_continues_identically(seed, n):
    config = ArenaConfig(0.0, 40.0, seed=seed, bots=seed % 2 == 0, bot_wait=2.0)
    one = ArenaState.new(config, SOLO, people(n, random.Random(seed)))
    two = trip(ArenaState.new(config, SOLO, people(n, random.Random(seed))))
    rng_one, rng_two = random.Random(seed), random.Random(seed)
    now = 0.0
    while now < 50:
        for state, rng in ((one, rng_one), (two, rng_two)):
            free = [e for e in state.entrants if rng.random() < 0.7]
            arena.pair_free(state, free, now)
            for game in sorted(arena.open_games(state)):
                if rng.random() < 0.6:
                    arena.record_result(state, game, rng.choice([WIN_FIRST, WIN_SECOND]))
        two = trip(two)
        assert one.to_json() == two.to_json()
        now += 1.0


def test_the_fire_rule():
    # the docs' example: W W W D W L scores 2 + 2 + 4 + 2 + 2 + 0 = 12
    assert fire_points(list("WWWDWL")) == 12
    state = ArenaState.new(ArenaConfig(0, 100), SOLO,
                           [Entrant.person("hero", 30), Entrant.person("foil", 10)])
    for now, result in enumerate("WWWDWL"):
        (pairing,) = arena.pair_free(state, ["hero", "foil"], float(now))
        hero_first = pairing.sides[0] == "hero"
        scores = {"W": WIN_FIRST, "L": WIN_SECOND, "D": DRAWN}[result]
        if not hero_first and result != "D":
            scores = scores[::-1]
        arena.record_result(state, pairing.game, scores)
    assert state.records["hero"].points == 12
    assert state.records["hero"].results == "WWWDWL"
    assert state.records["foil"].points == 2 + 0 + 1 + 0  # L L L D L W
    assert [r.entrant for r in arena.standings(state)] == ["hero", "foil"]


def test_the_one_who_waits_keeps_pairs_nearest():
    field = [Entrant.person(n, r) for n, r in zip("ABCDE", [30, 28, 20, 19, 10], strict=True)]
    state = ArenaState.new(ArenaConfig(0, 100), SOLO, field)
    pairings = arena.pair_free(state, "ABCDE", 0.0)
    assert {frozenset(p.sides) for p in pairings} == {frozenset("CD"), frozenset("AB")}
    assert state.records["E"].waiting == 0.0
    # E waited: next time someone else waits (here D, freed with C and E)
    for p in pairings:
        arena.record_result(state, p.game, WIN_FIRST)
    again = arena.pair_free(state, "CDE", 1.0)
    assert "E" in {s for p in again for s in p.sides}


def test_an_immediate_rematch_is_avoided_when_anyone_else_is_free():
    field = [Entrant.person(n, r) for n, r in zip("ABCD", [40, 39, 20, 19], strict=True)]
    state = ArenaState.new(ArenaConfig(0, 100), SOLO, field)
    (ab,) = arena.pair_free(state, "AB", 0.0)
    arena.record_result(state, ab.game, DRAWN)
    pairs = {frozenset(p.sides) for p in arena.pair_free(state, "ABCD", 1.0)}
    assert pairs == {frozenset("DB"), frozenset("CA")}  # the docs' example
    # alone together, they play again; with one more free, the rematch is avoided
    state = ArenaState.new(ArenaConfig(0, 100), SOLO, field)
    (ab,) = arena.pair_free(state, "AB", 0.0)
    arena.record_result(state, ab.game, DRAWN)
    (again,) = arena.pair_free(state, "AB", 1.0)
    assert set(again.sides) == {"A", "B"}
    arena.record_result(state, again.game, DRAWN)
    (three,) = arena.pair_free(state, "ABC", 2.0)
    assert set(three.sides) != {"A", "B"}


def test_nothing_is_paired_after_the_end_and_games_under_way_count():
    state = ArenaState.new(ArenaConfig(10, 20), SOLO, people(4))
    assert arena.pair_free(state, list(state.entrants), 9.0) == []
    pairings = arena.pair_free(state, list(state.entrants), 19.5)
    assert len(pairings) == 2
    assert arena.pair_free(state, list(state.entrants), 20.0) == []
    assert not arena.over(state, 21.0)
    for p in pairings:
        arena.record_result(state, p.game, WIN_FIRST)
    assert arena.over(state, 21.0)
    assert sum(r.points for r in state.records.values()) == 4
    with pytest.raises(TournamentError):
        arena.join(state, Entrant.person("late"), 21.0)


def test_a_missed_game_withdraws_and_gives_a_plain_win():
    state = ArenaState.new(ArenaConfig(0, 100), SOLO,
                           [Entrant.person("a", 30), Entrant.person("b", 29),
                            Entrant.person("c", 28)])
    state.records["a"].streak = 2  # on fire
    (p,) = arena.pair_free(state, ["a", "b"], 0.0)
    arena.record_forfeit(state, p.game, [p.sides.index("b")])
    assert state.records["a"].points == 2 and state.records["a"].streak == 2
    assert state.records["b"].withdrawn and state.records["b"].results == "X"
    assert arena.pair_free(state, ["a", "b", "c"], 1.0)[0].sides in (("a", "c"), ("c", "a"))
    with pytest.raises(TournamentError):
        arena.record_forfeit(state, p.game, [0])  # it has its result


def test_a_bot_fills_after_the_wait_and_never_scores():
    state = ArenaState.new(ArenaConfig(0, 100, bots=True, bot_wait=30), SOLO,
                           [Entrant.person("solo")])
    assert arena.pair_free(state, ["solo"], 0.0) == []
    assert arena.pair_free(state, ["solo"], 29.0) == []
    (p,) = arena.pair_free(state, ["solo"], 30.0)
    assert p.bot and "solo" in p.sides
    arena.record_result(state, p.game, WIN_FIRST if p.sides[0] == "solo" else WIN_SECOND)
    record = state.records["solo"]
    assert record.points == 0 and record.streak == 0 and record.results == ""
    assert arena.performance(state, "solo") is None
    off = ArenaState.new(ArenaConfig(0, 100), SOLO, [Entrant.person("solo")])
    assert arena.pair_free(off, ["solo"], 99.0) == []


def test_teams_play_the_arena():
    shape = arena.Shape((0, 1, 0, 1))
    teams = [Entrant(f"t{i}", (f"a{i}", f"b{i}"), 25.0 + i) for i in range(4)]
    state = ArenaState.new(ArenaConfig(0, 10), shape, teams)
    for p in arena.pair_free(state, list(state.entrants), 0.0):
        seats = shape.seating(*(state.entrants[s] for s in p.sides))
        assert len(set(seats)) == 4
        arena.record_result(state, p.game, shape.side_scores([152, 10, 152, 10]))
    assert sorted(r.points for r in state.records.values()) == [0, 0, 2, 2]
