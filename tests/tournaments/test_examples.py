"""The Swiss example of docs/tournaments.md, round by round, and its final table. (The arena
and knockout examples are in test_arena.py and test_knockout.py.)"""

from __future__ import annotations

from gametable.tournaments import SOLO, Entrant, swiss
from gametable.tournaments.swiss import BYE_KIND, SwissConfig, SwissState

from .helpers import DRAWN, trip


def play(state: SwissState, winners: dict[frozenset[str], str | None]) -> list[tuple]:
    """Pair a round, report it (``None``: a draw); the boards as (first, second, kind)."""
    for pairing in swiss.pair_round(state):
        winner = winners[frozenset(pairing.sides)]
        scores = DRAWN if winner is None else (
            (1.0, 0.0) if pairing.sides[0] == winner else (0.0, 1.0))
        swiss.record_result(state, pairing.game, scores)
    return [(b.first, b.second, b.kind) for b in state.rounds[-1]]


def test_the_five_entrant_swiss_of_the_docs():
    field = [Entrant.person(n, r) for n, r in zip("ABCDE", [30, 28, 26, 24, 22], strict=True)]
    state = SwissState.new(SwissConfig(3, seed=7), SOLO, field)
    one = play(state, {frozenset("AC"): "A", frozenset("BD"): None})
    assert {frozenset(b[:2]) - {None} for b in one} == {frozenset("AC"), frozenset("BD"),
                                                        frozenset("E")}
    assert ("E", None, BYE_KIND) in one
    state = trip(state)  # a restart between rounds changes nothing
    two = play(state, {frozenset("AD"): "A", frozenset("BE"): "E"})
    assert ("C", None, BYE_KIND) in two
    assert {frozenset(b[:2]) for b in two if b[1]} == {frozenset("AD"), frozenset("BE")}
    three = play(state, {frozenset("AE"): "E", frozenset("BC"): "B"})
    assert ("D", None, BYE_KIND) in three
    assert ("E", "A", "game") in three  # A has had the first side twice
    assert swiss.finished(state)
    table = [(r.entrant, r.points, r.tiebreaks["buchholz_cut1"],
              r.tiebreaks["sonneborn_berger"]) for r in swiss.standings(state)]
    assert table == [
        ("E", 3.0, 5.0, 3.5),
        ("A", 2.0, 4.5, 2.5),
        ("B", 1.5, 4.5, 1.75),
        ("D", 1.5, 3.5, 0.75),
        ("C", 1.0, 3.5, 0.0),
    ]


def test_direct_encounter_then_rating_break_the_last_ties():
    from gametable.tournaments.standings import Line, direct_encounter, swiss_ranking

    # a cycle: X beat Y, Y beat W, W beat X: tied on everything, so rating decides
    lines = [Line("X", "Y", 1.0), Line("Y", "X", 0.0), Line("Y", "W", 1.0),
             Line("W", "Y", 0.0), Line("X", "W", 0.0), Line("W", "X", 1.0)]
    ranking = swiss_ranking(lines, {"X": 10.0, "Y": 20.0, "W": 15.0})
    assert [r.entrant for r in ranking] == ["Y", "W", "X"]
    assert {r.tiebreaks["direct_encounter"] for r in ranking} == {1.0}
    # the encounter counts only games inside the tie
    assert direct_encounter(lines, ["X", "Y"]) == {"X": 1.0, "Y": 0.0}
    # X, Y and A tied on score (1), Buchholz cut 1 (1) and Sonneborn-Berger (1): X beat Y
    # and A beat X, so Y, the best rated, is last of the three
    lines = [Line("X", "Y", 1.0), Line("Y", "X", 0.0), Line("A", "X", 1.0),
             Line("X", "A", 0.0), Line("Y", "B", 1.0), Line("B", "Y", 0.0),
             Line("B", "C", 1.0), Line("C", "B", 0.0)]
    ranking = swiss_ranking(lines, {"X": 10.0, "Y": 30.0, "A": 5.0, "B": 0.0, "C": 0.0})
    assert [r.entrant for r in ranking] == ["X", "A", "Y", "B", "C"]
    assert [r.tiebreaks["direct_encounter"] for r in ranking[:3]] == [1.0, 1.0, 0.0]
