"""The Swiss system: its invariants over random tournaments (withdrawals, forfeits, bots)
and its pairing's choices."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gametable.tournaments import SOLO, Entrant, Shape, TournamentError, swiss
from gametable.tournaments.swiss import ABSENT, BOT, BYE, BYE_KIND, GAME, SwissConfig, SwissState

from .helpers import DRAWN, WIN_FIRST, WIN_SECOND, people, round_possible, trip


def play_round(state: SwissState, rng: random.Random, leave: float = 0.0,
               miss: float = 0.0) -> None:
    """Pair a round and report its games at random (misses and withdrawals included)."""
    for pairing in swiss.pair_round(state):
        roll = rng.random()
        if roll < miss:
            sides = [s for s in (0, 1) if pairing.sides[s] is not None]
            swiss.record_forfeit(state, pairing.game, rng.sample(sides, rng.randint(1, len(sides))))
        else:
            swiss.record_result(state, pairing.game,
                                rng.choice([WIN_FIRST, WIN_SECOND, WIN_FIRST, DRAWN]))
    active = [e for e in state.entrants if e not in state.withdrawn]
    if active and rng.random() < leave:
        swiss.withdraw(state, rng.choice(active))


@given(n=st.integers(2, 12), data=st.data())
@settings(max_examples=200, deadline=None)
def test_random_swiss_keeps_every_rule(n, data):
    most = n if n % 2 else n - 1
    rounds = data.draw(st.integers(1, most), label="rounds")
    bots = data.draw(st.booleans(), label="bots")
    rng = random.Random(data.draw(st.integers(0, 2**20), label="seed"))
    leave, miss = rng.choice([0.0, 0.2]), rng.choice([0.0, 0.1])
    state = SwissState.new(SwissConfig(rounds, rng.randint(0, 99), bots), SOLO,
                           people(n, rng))
    met: set[frozenset[str]] = set()
    byes: Counter[str] = Counter()
    while not swiss.finished(state):
        active = [e for e in state.entrants if e not in state.withdrawn]
        before = swiss.scores(state)
        balance, _last = swiss._seat_history(state)
        order = sorted(active, key=lambda e: (-before[e], -state.entrants[e].rating,
                                              list(state.entrants).index(e)))
        bye_ok = [e for e in order if not byes[e]]
        pairings = swiss.pair_round(state)
        if state.ended is not None:
            # the round was impossible: no pairing without a repeat exists
            assert not pairings
            assert not round_possible(order, met, bye_ok)
            break
        boards = state.rounds[-1]
        # every entrant has exactly one board: a game, the bye, or a round lost as withdrawn
        assert Counter(e for b in boards for e in (b.first, b.second) if e) == Counter(list(
            state.entrants))
        assert sum(b.kind in (BYE_KIND, BOT) for b in boards) == len(active) % 2
        for b in boards:
            assert b.kind == (BOT if bots else BYE_KIND) or b.kind in (GAME, ABSENT)
            if b.kind == GAME:
                pair = frozenset((b.first, b.second))
                assert pair not in met, "a pair met twice"
                met.add(pair)
                assert b.first in active and b.second in active
                # the first side to whoever has had it less
                assert balance[b.first] <= balance[b.second]
            elif b.kind == ABSENT:
                assert b.first not in active and b.points == (0.0, 0.0)
            else:
                assert b.first in active
                byes[b.first] += 1
                assert byes[b.first] == 1, "two byes"
                # the lowest-ranked without a bye, unless the rest could then not be paired
                for lower in order[order.index(b.first) + 1:]:
                    if lower in bye_ok:
                        rest = [e for e in order if e != lower]
                        assert not round_possible(rest, met, [])
        assert {p.game for p in pairings} == {b.game for b in boards if b.kind in (GAME, BOT)}
        play_round_results(state, pairings, rng, miss)
        after = swiss.scores(state)
        # the scores grow by exactly what the boards gave
        gained = sum(after.values()) - sum(before.values())
        assert gained == sum(sum(b.points) for b in boards)
        for b in boards:
            total = sum(b.points)
            if b.kind == GAME:
                assert total == (0.0 if len(b.absent) == 2 else 1.0)
            elif b.kind in (BYE_KIND, BOT):
                assert b.points == ((0.0 if b.absent else BYE), 0.0)
        if rng.random() < leave and active:
            swiss.withdraw(state, rng.choice(active))
        assert trip(state).to_json() == state.to_json()
    table = swiss.standings(state)
    assert [row.entrant for row in table] and len(table) == n
    assert [row.points for row in table] == sorted((row.points for row in table), reverse=True)
    assert {row.entrant for row in table if row.withdrawn} == set(state.withdrawn)


def play_round_results(state, pairings, rng, miss):
    for pairing in pairings:
        if rng.random() < miss:
            sides = [s for s in (0, 1) if pairing.sides[s] is not None]
            swiss.record_forfeit(state, pairing.game,
                                 rng.sample(sides, rng.randint(1, len(sides))))
        else:
            swiss.record_result(state, pairing.game,
                                rng.choice([WIN_FIRST, WIN_SECOND, WIN_FIRST, DRAWN]))


@given(seed=st.integers(0, 2**20), n=st.integers(2, 40), split=st.integers(0, 12))
@settings(max_examples=60, deadline=None)
def test_a_restart_from_json_continues_identically(seed, n, split):
    rounds = min(9, n - 1 if n % 2 == 0 else n)
    config = SwissConfig(rounds, seed % 97, bots=seed % 2 == 0)
    one = SwissState.new(config, SOLO, people(n, random.Random(seed)))
    two = SwissState.new(config, SOLO, people(n, random.Random(seed)))
    rng_one, rng_two = random.Random(seed), random.Random(seed)
    played = 0
    while not swiss.finished(one):
        play_round(one, rng_one, leave=0.1, miss=0.05)
        if played == split:
            two = trip(two)
        play_round(two, rng_two, leave=0.1, miss=0.05)
        played += 1
        assert one.to_json() == two.to_json()
    assert swiss.finished(two)
    assert [r.to_json() for r in swiss.standings(one)] == [
        r.to_json() for r in swiss.standings(trip(two))]


def test_round_one_is_top_half_against_bottom_half():
    field = [Entrant.person(f"s{i}", 100.0 - i) for i in range(8)]
    state = SwissState.new(SwissConfig(3, seed=1), SOLO, field)
    pairings = swiss.pair_round(state)
    assert {frozenset(p.sides) for p in pairings} == {
        frozenset((f"s{i}", f"s{i + 4}")) for i in range(4)}
    # the higher-ranked take the first side on alternate boards
    firsts = [p.sides[0] in {"s0", "s1", "s2", "s3"} for p in pairings]
    assert firsts in ([True, False, True, False], [False, True, False, True])


@pytest.mark.parametrize("n", [8, 16, 64])
def test_winners_meet_winners(n):
    state = SwissState.new(SwissConfig(3, seed=2), SOLO,
                           [Entrant.person(f"s{i}", 100.0 - i) for i in range(n)])
    for pairing in swiss.pair_round(state):
        swiss.record_result(state, pairing.game, WIN_FIRST)
    score = swiss.scores(state)
    for pairing in swiss.pair_round(state):
        a, b = pairing.sides
        assert score[a] == score[b]


def test_a_withdrawn_entrant_loses_its_remaining_rounds_and_still_counts_for_others():
    state = SwissState.new(SwissConfig(3, seed=3), SOLO,
                           [Entrant.person(f"s{i}", 100.0 - i) for i in range(4)])
    first = swiss.pair_round(state)
    game = next(p for p in first if "s0" in p.sides)
    swiss.record_forfeit(state, game.game, [game.sides.index("s0")])
    for p in first:
        if p.game != game.game:
            swiss.record_result(state, p.game, WIN_FIRST)
    opponent = next(s for s in game.sides if s != "s0")
    assert swiss.scores(state)[opponent] == 1.0
    assert "s0" in state.withdrawn
    for _ in range(2):
        pairings = swiss.pair_round(state)
        assert all("s0" not in p.sides for p in pairings)
        absent = [b for b in state.rounds[-1] if b.first == "s0"]
        assert [b.kind for b in absent] == [ABSENT]
        assert sum(b.kind in (BYE_KIND, BOT) for b in state.rounds[-1]) == 1  # 3 left
        for p in pairings:
            swiss.record_result(state, p.game, DRAWN)
    assert swiss.finished(state)
    assert swiss.scores(state)["s0"] == 0.0
    table = {row.entrant: row for row in swiss.standings(state)}
    assert table["s0"].withdrawn
    # the opponent's Buchholz counts s0's 0 (its lowest, so cut), and s0 is its first value
    assert table[opponent].tiebreaks["buchholz_cut1"] >= 0.0


def test_a_bye_against_a_bot_scores_the_bye_whatever_happens():
    state = SwissState.new(SwissConfig(1, bots=True), SOLO,
                           [Entrant.person(f"s{i}", 100.0 - i) for i in range(3)])
    pairings = swiss.pair_round(state)
    bot = next(p for p in pairings if p.bot)
    assert bot.sides == ("s2", None)  # the lowest-ranked
    swiss.record_result(state, bot.game, WIN_SECOND)  # the bot won
    assert state.rounds[-1][-1].points == (BYE, 0.0)
    for p in pairings:
        if not p.bot:
            swiss.record_result(state, p.game, WIN_FIRST)
    assert swiss.scores(state)["s2"] == BYE
    assert all(row.entrant.startswith("s") for row in swiss.standings(state))


def test_impossible_rounds_end_the_tournament():
    # four entrants, three rounds: a round robin; then nothing is left to pair
    state = SwissState.new(SwissConfig(3), SOLO, people(4))
    for _ in range(3):
        for p in swiss.pair_round(state):
            swiss.record_result(state, p.game, DRAWN)
    assert swiss.finished(state) and state.ended is None
    with pytest.raises(TournamentError):
        swiss.pair_round(state)
    with pytest.raises(TournamentError):
        SwissState.new(SwissConfig(4), SOLO, people(4))


def test_requests_out_of_turn_are_refused():
    state = SwissState.new(SwissConfig(2), SOLO, people(4))
    pairings = swiss.pair_round(state)
    with pytest.raises(TournamentError):
        swiss.pair_round(state)  # the round is still being played
    swiss.record_result(state, pairings[0].game, WIN_FIRST)
    with pytest.raises(TournamentError):
        swiss.record_result(state, pairings[0].game, WIN_FIRST)
    with pytest.raises(TournamentError):
        swiss.record_result(state, "nope", WIN_FIRST)


def test_teams_of_partners_play_a_swiss():
    shape = Shape((0, 1, 0, 1))
    teams = [Entrant(f"t{i}", (f"a{i}", f"b{i}"), 30.0 - i) for i in range(6)]
    state = SwissState.new(SwissConfig(3, seed=5), shape, teams)
    rng = random.Random(5)
    while not swiss.finished(state):
        for p in swiss.pair_round(state):
            first, second = (state.entrants[s] for s in p.sides)
            seats = shape.seating(first, second)
            assert sorted(seats) == sorted(first.members + second.members)
            swiss.record_result(state, p.game, rng.choice([WIN_FIRST, WIN_SECOND]))
    assert len(swiss.standings(state)) == 6


def test_large_rounds_pair_everyone_without_repeats():
    rng = random.Random(11)
    state = SwissState.new(SwissConfig(12, seed=4), SOLO, people(300, rng))
    met = set()
    for _ in range(12):
        play_round(state, rng, leave=0.3, miss=0.02)
        for b in state.rounds[-1]:
            if b.kind == GAME:
                pair = frozenset((b.first, b.second))
                assert pair not in met
                met.add(pair)
    assert swiss.finished(state)
