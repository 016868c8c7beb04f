"""Projects: declaring with the first card, two per player, a card once, ranking, seat
tie-break, winner takes all, and Baloot with its exceptions."""

from __future__ import annotations

import random

import pytest

from gametable import IllegalMove
from gametable.games.baloot import projects as P
from gametable.games.baloot.sampler import sample_state

from .helpers import deal, finish, run, sun_game


def play_first_trick(state, declarations):
    """Each seat declares its projects, then plays its first legal card."""
    for seat in (0, 1, 2, 3):
        for project in declarations.get(seat, []):
            state.play(seat, project)
        state.play(seat, [m for m in state.legal_moves(seat) if ":" not in m][0])


def test_ranking_order():
    sun = [P.parse(t) for t in ("400:4A", "hundred:AH-9H", "hundred:4K", "hundred:4Q",
                                "hundred:4T", "fifty:AH-JH", "fifty:KS-TS", "sira:AC-QC",
                                "sira:9C-7C")]
    keys = [P.rank_key(p, True) for p in sun]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    # four Aces in Hokum are a four-of-a-kind hundred, above four Kings, below a sequence 100
    aces = P.parse("hundred:4A")
    assert P.rank_key(P.parse("hundred:AH-9H"), False) > P.rank_key(aces, False)
    assert P.rank_key(aces, False) > P.rank_key(P.parse("hundred:4K"), False)
    assert P.match_points(aces, False) == 10 and P.match_points(aces, True) == 40


def test_seat_tie_break_goes_nearer_the_dealers_right():
    decls = [(1, P.parse("sira:AS-QS")), (0, P.parse("sira:AH-QH"))]
    assert P.best(decls, True, dealer=3) == (0, P.parse("sira:AH-QH"))
    assert P.best(decls, True, dealer=0) == (1, P.parse("sira:AS-QS"))  # now seat 1 is P1


def test_higher_project_wins_and_takes_all():
    state = sun_game({0: ["KH", "QH", "JH", "9S", "8S"], 2: ["TS", "JS", "QS"],
                      1: ["AC", "KC", "QC", "JC"]})
    play_first_trick(state, {0: ["sira:KH-JH"], 2: ["sira:QS-TS"], 1: ["fifty:AC-JC"]})
    view = state.view(3)
    assert view["project_team"] == 1
    shown = {(p["seat"], p["project"]) for p in view["projects"]}
    assert shown == {(0, None), (2, None), (1, "fifty:AC-JC")}
    assert next(p for p in view["projects"] if p["seat"] == 1)["cards"] == ["JC", "QC", "KC", "AC"]
    finish(state)
    assert state.sheet[-1]["project_points"] == [0, 10]


def test_a_team_scores_all_its_projects():
    state = sun_game({0: ["KH", "QH", "JH", "TH", "9H"], 2: ["TS", "JS", "QS"],
                      1: ["AC", "KC", "QC"]})
    play_first_trick(state, {0: ["hundred:KH-9H"], 2: ["sira:QS-TS"], 1: ["sira:AC-QC"]})
    assert state.view(1)["project_team"] == 0
    finish(state)
    assert state.sheet[-1]["project_points"] == [24, 0]


def test_projects_announced_kind_only_until_trick_two():
    state = sun_game({0: ["KH", "QH", "JH"]})
    state.play(0, "sira:KH-JH")
    view = state.view(1)
    assert view["projects"] == [{"seat": 0, "kind": "sira", "project": None, "cards": None,
                                 "scored": None}]


def test_a_seat_sees_its_own_declaration_before_it_scores():
    """The declarer knows its cards; a sampler rebuilding its view must keep that project
    (it used to draw another sira from the hand, and the search's move became illegal)."""
    state = sun_game({0: ["KH", "QH", "JH", "9S", "8S", "7S"]})
    state.play(0, "sira:KH-JH")
    own = state.view(0)["projects"]
    assert own == [{"seat": 0, "kind": "sira", "project": "sira:KH-JH",
                    "cards": ["JH", "QH", "KH"], "scored": None}]
    for seed in range(20):
        sample = sample_state(state.view(0), random.Random(seed))
        assert sample.legal_moves(0) == state.legal_moves(0)
        assert sample.view(0)["projects"] == own


def test_two_projects_per_player_and_a_card_in_one_project_only():
    state = sun_game({0: ["AH", "KH", "QH", "JH", "AS", "KS", "QS"]})
    moves = state.legal_moves(0)
    assert "fifty:AH-JH" in moves and "sira:AS-QS" in moves and "sira:KH-JH" in moves
    state.play(0, "fifty:AH-JH")
    moves = state.legal_moves(0)
    assert "sira:KH-JH" not in moves and "sira:AS-QS" in moves
    with pytest.raises(IllegalMove, match="shares a card"):
        state.play(0, "sira:KH-JH")
    state.play(0, "sira")  # the only sira left: the short form works
    assert not any(":" in m for m in state.legal_moves(0))
    with pytest.raises(IllegalMove, match="at most two|no sira"):
        state.play(0, "sira:AS-QS")


def test_declaring_only_with_the_first_card():
    state = sun_game({0: ["KH", "QH", "JH"], 1: ["AS", "KS", "QS"]})
    assert "sira:KH-JH" in state.legal_moves(0)
    play_first_trick(state, {})
    leader = state.to_act[0]
    assert not any(":" in m for m in state.legal_moves(leader))
    project = "sira:KH-JH" if leader == 0 else "sira:AS-QS" if leader == 1 else "sira:9S-7S"
    with pytest.raises(IllegalMove, match="first card of trick 1|do not hold"):
        state.play(leader, project)


def test_four_nines_count_nothing():
    assert all(P.SHAPES[p][1] >= 3 for p in range(P.FIRST_FOUR, P.NUM_PROJECTS))
    with pytest.raises(ValueError):
        P.parse("hundred:49")


def hokum_game(fixed, **options):
    state = deal(fixed, ground="7H", **options)
    run(state, [(0, "hokum"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "hokum"),
                (1, "pass"), (3, "pass")])
    assert state.view(None)["contract"]["trump"] == "H"
    return state


@pytest.mark.parametrize("four", ["K", "Q"])
def test_baloot_against_a_four_k_or_q_hundred(four):
    fixed = {0: ["KH", "QH"] + [four + s for s in "SDC"]}
    scored = hokum_game(fixed, hands=1)
    scored.play(0, f"hundred:4{four}")
    finish(scored)
    assert scored.sheet[-1]["baloot"] == [0, 0]
    assert scored.sheet[-1]["project_points"] == [10, 0]
    plain = hokum_game(fixed, hands=1)
    finish(plain)
    assert plain.sheet[-1]["baloot"] == [1, 0]
    assert plain.last_hand["abnat"][0] == plain.sheet[-1]["card_points"][0] + 20


def test_baloot_announced_when_the_second_card_is_played():
    state = hokum_game({0: ["KH", "QH"]}, hands=1)
    rng = random.Random(3)
    announced_at = None
    while not state.over:
        seat = state.to_act[0]
        moves = [m for m in state.legal_moves(seat) if ":" not in m]
        state.play(seat, rng.choice(moves))
        view = state.view(1)
        if announced_at is None and view["baloot"]:
            played = [c for t in view["tricks"] for s, c in t["cards"] if s == 0]
            played += [c for s, c in view["trick"]["cards"] if s == 0]
            assert "KH" in played and "QH" in played
            announced_at = view["baloot"]
    assert announced_at is not None and announced_at["seat"] == 0


def test_baloot_not_in_sun():
    state = sun_game({0: ["KH", "QH"]}, hands=1)
    finish(state)
    assert state.sheet[-1]["baloot"] == [0, 0]
