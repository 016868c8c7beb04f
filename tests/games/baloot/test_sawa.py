"""Sawa (option ``sawa``): offered only when the claim is sure against every legal play of the
three others, the partner included."""

from __future__ import annotations

import random

import gametable
from gametable.games.baloot.cards import NAMES

from .helpers import position


def test_a_partner_forced_to_win_and_lead_a_loser_stops_the_claim():
    # seed 90 used to offer seat 0 a Sawa worth 6-2 tricks in this Sun position, though the
    # partner's TS must win the spade and QD then loses to AD: the hand ends 5-3
    state = gametable.new_game("baloot", seed=90, sawa=True, hands=1)
    rng = random.Random(90)
    while state.trick_no < 6:
        seat = state.to_act[0]
        moves = state.legal_moves(seat)
        assert "sawa" not in moves
        state.play(seat, rng.choice(moves))
    assert state.mode == 2 and state.cur == 0 and state.tricks_won == [4, 2]
    assert [sorted(state.view(s)["hand"]) for s in range(4)] == [
        ["8S", "JS"], ["JD", "TD"], ["QD", "TS"], ["9D", "AD"]]
    assert "sawa" not in state.legal_moves(0)
    line = ["JS", "TD", "TS", "9D", "QD", "AD", "8S", "JD"]
    for seat, card in zip((0, 1, 2, 3, 2, 3, 0, 1), line, strict=True):
        state.play(seat, card)
    assert state.sheet[-1]["tricks"] == [5, 3]


def _team_takes_every_trick(state, claimer: int) -> bool:
    """Plain minimax through the notation (no shortcut but stopping at the first answer): the
    claimer picks a play, every legal play of the other three is tried, and each trick must
    go to the claimer's team."""
    if state.trick_no == 8:
        return True
    seat = state.to_act[0]

    def keeps_the_claim(move: str) -> bool:
        child = state.clone()
        tricks = child.trick_no
        child.play(seat, move)
        if child.trick_no > tricks and child.trick_winners[-1] & 1 != claimer & 1:
            return False
        return _team_takes_every_trick(child, claimer)

    outcomes = map(keeps_the_claim, state.legal_moves(seat))
    return any(outcomes) if seat == claimer else all(outcomes)


def test_the_offer_matches_a_plain_minimax_in_sun_and_hokum():
    rng = random.Random(5)
    offered = refused = 0
    for _ in range(200):
        cards = list(NAMES)
        rng.shuffle(cards)
        left = rng.choice((2, 3))
        hands = {seat: cards[left * seat : left * seat + left] for seat in range(4)}
        trump = rng.choice((None, "S", "H"))
        state = position(hands, [], trump=trump, leader=0, trick_no=8 - left, sawa=True)
        plain = position(hands, [], trump=trump, leader=0, trick_no=8 - left)
        sure = _team_takes_every_trick(plain, 0)
        assert ("sawa" in state.legal_moves(0)) == sure, (hands, trump)
        offered += sure
        refused += not sure
    assert offered > 15 and refused > 15


def test_a_claim_the_partner_makes_sure():
    # the claimer's 7S is no master, but the partner's only spade (AS) must take it and the
    # partner's other card (AH) is then the best heart left: sure, though no card of seat 0
    # is the best of its suit
    hands = {0: ["7S", "7D"], 1: ["8S", "8D"], 2: ["AS", "AH"], 3: ["9S", "9D"]}
    state = position(hands, [], trump=None, leader=0, trick_no=6, sawa=True)
    assert "sawa" in state.legal_moves(0)
    state.play(0, "sawa")
    assert state.sheet[-1]["tricks"][0] == 2


def test_the_heuristic_bot_claims_a_sure_sawa_and_the_hand_ends_as_played_out():
    # a table with the option: where the claim is offered, the bot makes it (the hand is
    # decided; playing it out only keeps the people at the table waiting)
    from gametable.bots.factory import make

    claims = 0
    for seed in range(40):
        state = gametable.new_game("baloot", seed=seed, sawa=True, hands=1)
        bots = [make("heuristic", "baloot", seed=seed + k) for k in range(4)]
        while not state.over:
            seat = state.to_act[0]
            legal = state.legal_moves(seat)
            move = bots[seat].choose(state.view(seat), legal)
            if "sawa" in legal:
                assert move == "sawa"
                claims += 1
            state.play(seat, move)
        if state.sawa_seat >= 0:
            assert state.view(0)["sawa"] == state.sawa_seat
    assert claims > 0


def test_the_lobby_offers_sawa_off_by_default():
    from gametable.games.baloot.descriptor import DESCRIPTOR

    assert {"name": "sawa", "type": "bool", "default": False} in DESCRIPTOR.option_schema()
