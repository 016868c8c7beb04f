"""The written rulings, each pinned: reverse kaboot, "held an Ace", Gahwa, and what of a
declared project is public when."""

from __future__ import annotations

from gametable.games.baloot.options import SAUDI
from gametable.games.baloot.scoring import HandInput, match_winner, score_hand
from gametable.games.baloot.state import TO_ACT

from .helpers import deck_with_ground, finish, game, mask, run, sun_game

LAST_TRICK = {0: ["7H"], 1: ["AH"], 2: ["8H"], 3: ["9H"]}


def test_reverse_kaboot_is_88_plus_the_other_teams_projects_never_multiplied():
    for level, raiser in ((1, None), (2, 1)):
        h = HandInput(sun=True, buyer_team=0, card_points=(0, 130), tricks=(0, 8),
                      project_raw=(0, 50), project_points=(0, 10), level=level,
                      raiser_team=raiser, reverse_kaboot_ok=True)
        result = score_hand(h, SAUDI)
        assert result.outcome == "reverse-kaboot"
        assert result.points == [0, 88 + 10]


def _lose_the_rest(state):
    """From a hand just bought by seat 0: the other team has taken the first seven tricks;
    the eighth (``LAST_TRICK``) goes to them too."""
    state.hands = [mask(LAST_TRICK[s]) for s in range(4)]
    state.played = (1 << 32) - 1 ^ mask([c for cards in LAST_TRICK.values() for c in cards])
    state.trick_no, state.tricks_won, state.card_pts = 7, [0, 7], [0, 130 - 10 - 11]
    state.leader = state.cur = 0
    state.to_act = TO_ACT[0]
    for seat in range(4):
        state.play(seat, LAST_TRICK[seat][0])
    return state.sheet[-1]


def test_held_an_ace_means_among_the_buyers_eight_cards():
    # P1 (seat 0) buys a Sun with no Ace among its first five cards; its Ace (AD) comes
    # with the cards dealt after the bidding: a reverse kaboot all the same
    late_ace = sun_game({0: ["7S", "8S", "9S", "7C", "8C", "AD", "7D"]}, ground="KH")
    assert "AD" in late_ace.view(0)["hand"]
    entry = _lose_the_rest(late_ace)
    assert entry["outcome"] == "reverse-kaboot" and entry["points"] == [0, 88]
    # with no Ace among the eight cards it is a plain kaboot
    no_ace = sun_game({0: ["7S", "8S", "9S", "7C", "8C", "QD", "7D"]}, ground="KH")
    assert not any(card[0] == "A" for card in no_ace.view(0)["hand"])
    entry = _lose_the_rest(no_ace)
    assert entry["outcome"] == "kaboot" and entry["points"] == [0, 44]


def test_a_gahwa_hand_is_scored_as_at_four():
    for raiser_wins in (True, False):
        card = (100, 62) if raiser_wins else (62, 100)
        at = {level: score_hand(HandInput(
            sun=False, buyer_team=0, card_points=card, tricks=(4, 4), project_raw=(20, 0),
            project_points=(2, 0), level=level, raiser_team=0), SAUDI) for level in (4, 5)}
        assert at[5].points == at[4].points and at[5].winner == at[4].winner
        assert max(at[5].points) == 16 * 4 + 2


def _gahwa_hand():
    state = game(deck_with_ground("KH"))
    run(state, [(0, "hokum"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "hokum"),
                (1, "double:open"), (2, "three"), (3, "four:closed"), (0, "gahwa")])
    return state


def test_the_gahwa_winner_wins_the_match_even_when_behind():
    for seed in range(3):
        probe = finish(_gahwa_hand(), seed)
        hand_winner = probe.sheet[-1]["points"].index(max(probe.sheet[-1]["points"]))
        state = _gahwa_hand()
        state.totals[1 - hand_winner] = 140  # far ahead before the hand, and it loses it
        finish(state, seed)
        assert state.totals[1 - hand_winner] > state.totals[hand_winner]
        assert state.over and state.winner == hand_winner
        assert state.scores[hand_winner] == 1.0
    assert match_winner([64, 140], gahwa_winner=0) == 0


def test_a_projects_kind_is_public_when_declared_its_cards_once_scored():
    state = sun_game({0: ["KH", "QH", "JH", "9S", "8S"], 1: ["AC", "KC", "QC", "JC"],
                      2: ["TS", "JS", "QS"]})
    state.play(0, "sira:KH-JH")
    state.play(0, [m for m in state.legal_moves(0) if ":" not in m][0])
    state.play(1, "fifty:AC-JC")
    for viewer in (2, 3, None):  # kind only, to everyone but the declarer
        projects = state.view(viewer)["projects"]
        assert [(p["seat"], p["kind"], p["project"], p["cards"]) for p in projects] == [
            (0, "sira", None, None), (1, "fifty", None, None)]
    assert state.view(1)["projects"][1]["cards"] == ["JC", "QC", "KC", "AC"]
    for seat in (1, 2, 3):
        if state.to_act == (seat,):
            state.play(seat, [m for m in state.legal_moves(seat) if ":" not in m][0])
    assert state.trick_no == 1
    for viewer in (0, 2, 3, None):  # the fifty scored: its cards are public; the sira lost
        projects = {p["seat"]: p for p in state.view(viewer)["projects"]}
        assert projects[1]["project"] == "fifty:AC-JC" and projects[1]["scored"] is True
        assert projects[1]["cards"] == ["JC", "QC", "KC", "AC"]
        assert projects[0]["kind"] == "sira" and projects[0]["scored"] is False
        if viewer != 0:
            assert projects[0]["cards"] is None and projects[0]["project"] is None
