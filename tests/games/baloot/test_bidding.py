"""Scripted auctions for every bidding path, the refusals, and the doubling chain."""

from __future__ import annotations

import pytest

from gametable import IllegalMove

from .helpers import deck_with_ground, game, mask, run

# dealer 3: P1 = seat 0, P2 = 1, P3 = 2, P4 = 3; teams 0+2 and 1+3


def contract(state):
    view = state.view(None)
    return view["contract"], view["phase"]


def test_round1_hokum_kept():
    state = game(deck_with_ground("KH"))
    run(state, [(0, "hokum"), (1, "pass"), (2, "pass"), (3, "pass")])
    assert state.to_act == (0,) and state.legal_moves(0) == ["hokum", "sun"]
    state.play(0, "hokum")
    assert contract(state) == ({"type": "hokum", "trump": "H", "buyer": 0}, "doubling")
    assert state.to_act == (1,)
    assert state.legal_moves(1) == ["double:closed", "double:open", "pass"]


def test_hokum_turned_into_sun_by_its_caller():
    state = game(deck_with_ground("KH"))
    run(state, [(0, "pass"), (1, "hokum"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "sun")])
    assert contract(state)[0] == {"type": "sun", "trump": None, "buyer": 1}


def test_hokum_taken_over_by_sun():
    state = game(deck_with_ground("KH"))
    run(state, [(0, "hokum"), (1, "sun")])
    assert contract(state)[0]["type"] == "sun" and contract(state)[0]["buyer"] == 1


def test_takeover_wraps_round_to_those_before_the_hokum_caller():
    state = game(deck_with_ground("KH"))
    run(state, [(0, "pass"), (1, "pass"), (2, "hokum"), (3, "pass")])
    assert state.to_act == (0,)
    assert state.legal_moves(0) == ["pass", "sun"]  # no second Hokum, no Ashkal for P1
    state.play(0, "pass")
    assert state.to_act == (1,)
    state.play(1, "pass")
    assert state.to_act == (2,) and state.legal_moves(2) == ["hokum", "sun"]


def test_second_hokum_refused_state_unchanged():
    state = game(deck_with_ground("KH"))
    state.play(0, "hokum")
    before = state.to_json()
    with pytest.raises(IllegalMove, match="no other Hokum"):
        state.play(1, "hokum")
    assert state.to_json() == before


@pytest.mark.parametrize("seat", [0, 1])
def test_ashkal_refused_for_p1_and_p2(seat):
    state = game(deck_with_ground("KH"))
    if seat == 1:
        state.play(0, "pass")
    with pytest.raises(IllegalMove, match="only P3 and P4"):
        state.play(seat, "ashkal")


def test_ashkal_refused_on_an_ace():
    state = game(deck_with_ground("AH"))
    run(state, [(0, "pass"), (1, "pass")])
    assert "ashkal" not in state.legal_moves(2)
    with pytest.raises(IllegalMove, match="Ace"):
        state.play(2, "ashkal")


def test_ashkal_partner_takes_the_ground_card():
    deck = deck_with_ground("KH")
    state = game(deck)
    run(state, [(0, "pass"), (1, "pass"), (2, "ashkal")])
    # P2 (seat 1) passed earlier and is an opponent: may take the Sun "before you"
    assert state.to_act == (1,) and state.legal_moves(1) == ["pass", "sun"]
    state.play(1, "pass")
    view = state.view(0)
    assert view["contract"] == {"type": "ashkal", "trump": None, "buyer": 2}
    assert view["taker"] == 0 and "KH" in view["hand"]
    assert "KH" not in state.view(2)["hand"]
    # the deal after bidding: from card 21 P1 3 (but the taker 2), P2 3, P3 3, P4 3
    assert set(view["hand"]) == set(deck[0:3] + deck[12:14] + deck[21:23] + ["KH"])
    assert set(state.view(1)["hand"]) == set(deck[3:6] + deck[14:16] + deck[23:26])
    assert set(state.view(3)["hand"]) == set(deck[9:12] + deck[18:20] + deck[29:32])
    assert state.view(None)["phase"] == "playing"  # Sun at 0-0: no doubling


def test_before_you_claim_by_an_earlier_opponent():
    state = game(deck_with_ground("KH"))
    run(state, [(0, "pass"), (1, "pass"), (2, "sun")])
    assert state.to_act == (1,)
    state.play(1, "sun")
    assert contract(state)[0] == {"type": "sun", "trump": None, "buyer": 1}
    assert "KH" in state.view(1)["hand"]


def test_partners_never_claim_and_claims_go_in_seat_order():
    state = game(deck_with_ground("KH"))
    run(state, [(0, "pass"), (1, "pass"), (2, "pass"), (3, "sun")])
    assert state.to_act == (0,)
    state.play(0, "pass")
    assert state.to_act == (2,)  # seat 1 is the Sun caller's partner: never asked
    state.play(2, "pass")
    assert contract(state)[0]["buyer"] == 3


def test_sun_with_no_earlier_passer_ends_the_bidding():
    state = game(deck_with_ground("KH"))
    state.play(0, "sun")
    assert contract(state)[0]["buyer"] == 0


def test_seed_profile_anyone_may_take_the_sun():
    state = game(deck_with_ground("KH"), profile="seed")
    state.play(0, "sun")
    assert state.to_act == (1,)
    state.play(1, "pass")
    state.play(2, "sun")  # even the partner, as the seed reads
    assert contract(state)[0]["buyer"] == 2


def test_round_two_hokum_in_another_suit():
    state = game(deck_with_ground("KH"))
    run(state, [(0, "pass"), (1, "pass"), (2, "pass"), (3, "pass")])
    assert state.view(None)["bidding"]["round"] == 2
    assert state.legal_moves(0) == ["hokum:C", "hokum:D", "hokum:S", "pass", "sun"]
    with pytest.raises(IllegalMove, match="another suit"):
        state.play(0, "hokum:H")
    with pytest.raises(IllegalMove, match="name the trump suit"):
        state.play(0, "hokum")
    run(state, [(0, "hokum:S"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "hokum")])
    assert contract(state)[0] == {"type": "hokum", "trump": "S", "buyer": 0}


def test_cancelled_hand_moves_the_deal_on():
    decks = [deck_with_ground("KH"), deck_with_ground("9C")]
    import gametable

    state = gametable.new_game("baloot", setup={"decks": decks, "dealer": 3})
    run(state, [(s, "pass") for s in (0, 1, 2, 3, 0, 1, 2, 3)])
    view = state.view(None)
    assert view["hand_no"] == 2 and view["dealer"] == 0 and view["ground"] == "9C"
    assert view["score_sheet"][0]["outcome"] == "cancelled"
    assert state.to_act == (1,)  # the new P1
    assert state.setup()["decks"] == [decks[0], decks[1]]


def test_dealer_moves_every_hand():
    import random

    import gametable

    state = gametable.new_game("baloot", seed=5)
    rng = random.Random(2)
    dealers = [state.view(None)["dealer"]]
    while not state.over and len(dealers) < 6:
        seat = state.to_act[0]
        state.play(seat, rng.choice(state.legal_moves(seat)))
        view = state.view(None)
        if view["hand_no"] > len(dealers):
            dealers.append(view["dealer"])
    assert all((b - a) % 4 == 1 for a, b in zip(dealers, dealers[1:], strict=False))


def test_ace_third_p1_against_p2_in_round_two():
    state = game(deck_with_ground("AH"))
    run(state, [(s, "pass") for s in range(4)])
    run(state, [(0, "hokum:S"), (1, "sun")])
    assert state.to_act == (0,)  # P1 called Hokum (did not pass) yet may claim: the third
    state.play(0, "sun")
    assert contract(state)[0]["buyer"] == 0


def test_ace_third_p2_against_p3_in_round_two():
    state = game(deck_with_ground("AH"))
    run(state, [(s, "pass") for s in range(4)])
    run(state, [(0, "pass"), (1, "hokum:S"), (2, "sun")])
    assert state.to_act == (1,)
    state.play(1, "pass")
    assert contract(state)[0]["buyer"] == 2


def test_no_third_without_an_ace():
    state = game(deck_with_ground("KH"))
    run(state, [(s, "pass") for s in range(4)])
    run(state, [(0, "pass"), (1, "hokum:S"), (2, "sun")])
    assert contract(state)[0]["buyer"] == 2


def test_hokum_on_an_ace_turned_into_sun_only_by_p1():
    state = game(deck_with_ground("AH"))
    run(state, [(0, "pass"), (1, "hokum"), (2, "pass"), (3, "pass"), (0, "pass")])
    assert state.legal_moves(1) == ["hokum"]
    with pytest.raises(IllegalMove, match="only P1"):
        state.play(1, "sun")
    p1 = game(deck_with_ground("AH"))
    run(p1, [(0, "hokum"), (1, "pass"), (2, "pass"), (3, "pass")])
    assert p1.legal_moves(0) == ["hokum", "sun"]
    never = game(deck_with_ground("AH"), ace_hokum_to_sun="never")
    run(never, [(0, "hokum"), (1, "pass"), (2, "pass"), (3, "pass")])
    assert never.legal_moves(0) == ["hokum"]


def hokum_bought_by_p1():
    state = game(deck_with_ground("KH"))
    run(state, [(0, "hokum"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "hokum")])
    return state


def test_full_doubling_chain_to_gahwa():
    state = hokum_bought_by_p1()
    state.play(1, "double:closed")
    assert state.view(None)["doubling"]["closed"] is True
    assert state.to_act == (2,) and state.legal_moves(2) == ["pass", "three"]
    state.play(2, "pass")
    state.play(0, "three")
    assert state.to_act == (1,) and state.legal_moves(1) == ["four:closed", "four:open", "pass"]
    state.play(1, "four:open")
    assert state.view(None)["doubling"]["closed"] is False
    assert state.legal_moves(2) == ["gahwa", "pass"]
    state.play(2, "gahwa")
    view = state.view(None)
    assert view["doubling"]["level"] == 5 and view["phase"] == "playing"
    assert state.to_act == (0,)


def test_declining_ends_the_chain():
    state = hokum_bought_by_p1()
    run(state, [(1, "double:open"), (2, "pass"), (0, "pass")])
    view = state.view(None)
    assert view["doubling"]["level"] == 2 and view["phase"] == "playing"
    state = hokum_bought_by_p1()
    run(state, [(1, "pass"), (3, "pass")])
    assert state.view(None)["doubling"]["level"] == 1


@pytest.mark.parametrize(
    "totals,profile,allowed",
    [([110, 100], "saudi", True), ([110, 101], "saudi", False), ([100, 50], "saudi", False),
     ([110, 100], "seed", False), ([110, 99], "seed", True)],
)
def test_sun_doubling_only_within_score_limits(totals, profile, allowed):
    state = game(deck_with_ground("KH"), profile=profile)
    state.totals = list(totals)
    state.play(0, "sun")
    if profile == "seed":
        run(state, [(1, "pass"), (2, "pass"), (3, "pass")])
    view = state.view(None)
    assert (view["phase"] == "doubling") is allowed
    if allowed:
        assert state.legal_moves(1) == ["double", "pass"]
        run(state, [(1, "double")])
        assert state.view(None)["doubling"]["level"] == 2
        assert state.view(None)["phase"] == "playing"


def test_doubling_moves_refused_while_bidding_and_cards_refused_while_doubling():
    state = game(deck_with_ground("KH"))
    with pytest.raises(IllegalMove, match="doubling comes after"):
        state.play(0, "double:open")
    state = hokum_bought_by_p1()
    card = state.view(1)["hand"][0]
    with pytest.raises(IllegalMove, match="no cards are played"):
        state.play(1, card)
    assert mask([card])
