"""Shapes read from the games' descriptors, seating, side scores, entry checks."""

from __future__ import annotations

import pytest

from gametable.core.registry import REGISTRY
from gametable.tournaments import SOLO, Entrant, Shape, TournamentError, load
from gametable.tournaments.common import outcome


def test_every_two_sided_table_has_a_shape_and_the_rest_are_refused():
    for entry in REGISTRY.values():
        facts = entry.descriptor
        for seats in facts.seats:
            teams = [facts.team(s) for s in range(seats)]
            sides = sorted(set(teams))
            two_equal = len(sides) == 2 and teams.count(sides[0]) == teams.count(sides[1])
            if two_equal:
                shape = Shape.of(facts, seats)
                assert shape.seats == seats
                assert shape.side_of[0] == 0
                # seats of one side are the seats of one team
                for a in range(seats):
                    for b in range(seats):
                        assert ((shape.side_of[a] == shape.side_of[b])
                                == (facts.team(a) == facts.team(b)))
            else:
                with pytest.raises(TournamentError):
                    Shape.of(facts, seats)


def test_a_game_of_partners_seats_each_team_on_its_sides_seats():
    partners = [e.descriptor for e in REGISTRY.values() if e.descriptor.team_of is not None]
    assert partners, "a game of partners is registered"
    facts = partners[0]
    shape = Shape.of(facts, facts.seats[0])
    assert shape.side_size == 2
    north = Entrant("n", ("ann", "bob"), 30.0)
    east = Entrant("e", ("cat", "dan"), 20.0)
    seating = shape.seating(north, east)
    for seat, person in enumerate(seating):
        side = shape.side_of[seat]
        assert person in (north if side == 0 else east).members
    assert sorted(p for p in seating if p) == ["ann", "bob", "cat", "dan"]
    assert shape.seating(north, None).count(None) == 2  # a side of bots
    scores = [0.0] * shape.seats
    for seat in range(shape.seats):
        scores[seat] = 152.0 if shape.side_of[seat] == 0 else 10.0
    assert shape.side_scores(scores) == (152.0, 10.0)


def test_a_seat_count_is_needed_where_the_game_has_several():
    several = [e.descriptor for e in REGISTRY.values() if len(e.descriptor.seats) > 1]
    for facts in several:
        with pytest.raises(TournamentError):
            Shape.of(facts)


def test_outcome():
    assert outcome((3, 1)) == 1.0
    assert outcome((1, 3)) == 0.0
    assert outcome((2, 2)) == 0.5
    with pytest.raises(TournamentError):
        outcome((1, 2, 3))


def test_entries_are_checked():
    from gametable.tournaments.swiss import SwissConfig, SwissState

    with pytest.raises(TournamentError):  # a team in a game of single seats
        SwissState.new(SwissConfig(1), SOLO, [Entrant("t", ("a", "b")), Entrant.person("c")])
    with pytest.raises(TournamentError):  # one person in two entries
        SwissState.new(SwissConfig(1), Shape((0, 1, 0, 1)),
                       [Entrant("t", ("a", "b")), Entrant("u", ("b", "c"))])
    with pytest.raises(TournamentError):  # an id twice
        SwissState.new(SwissConfig(1), SOLO, [Entrant.person("a"), Entrant("a", ("b",))])
    with pytest.raises(TournamentError):
        load({"format": "league"})


def test_load_reads_every_format():
    from gametable.tournaments import arena, knockout, swiss

    states = [arena.ArenaState.new(arena.ArenaConfig(0, 10), SOLO, [Entrant.person("a")]),
              swiss.SwissState.new(swiss.SwissConfig(1), SOLO,
                                   [Entrant.person("a"), Entrant.person("b")]),
              knockout.KnockoutState.new(knockout.KnockoutConfig(3), SOLO,
                                         [Entrant.person("a"), Entrant.person("b")])]
    for state in states:
        loaded = load(state.to_json())
        assert type(loaded) is type(state) and loaded.to_json() == state.to_json()
