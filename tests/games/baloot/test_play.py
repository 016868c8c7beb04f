"""Legal-play tables: following suit, the Hokum duties, raising, the closed lead, Akka."""

from __future__ import annotations

import pytest

from gametable import IllegalMove

from .helpers import cards, position

# Trump is spades. Seats 0 and 2 are partners; seat 0 leads. Each row: the trick so far,
# seat 2's hand, and the cards seat 2 may play under saudi / seed (any card when void) /
# saudi without the undertrump duty.
VOID_CASES = [
    ("partner winning", [(0, "AH"), (1, "7H")], ["9S", "7S", "KD"],
     {"9S", "7S", "KD"}, {"9S", "7S", "KD"}, {"9S", "7S", "KD"}),
    ("opponent trumped: overtrump", [(0, "AH"), (1, "QS")], ["JS", "8S", "KD"],
     {"JS"}, {"JS", "8S", "KD"}, {"JS"}),
    ("cannot overtrump: undertrump", [(0, "AH"), (1, "JS")], ["9S", "8S", "KD"],
     {"9S", "8S"}, {"9S", "8S", "KD"}, {"9S", "8S", "KD"}),
    ("opponent winning plain: trump", [(0, "7H"), (1, "AH")], ["8S", "KD", "QC"],
     {"8S"}, {"8S", "KD", "QC"}, {"8S"}),
    ("no trump to play", [(0, "7H"), (1, "AH")], ["KD", "QC"],
     {"KD", "QC"}, {"KD", "QC"}, {"KD", "QC"}),
    ("opponent overtrumped the partner", [(3, "7H"), (0, "QS"), (1, "KS")],
     ["AS", "8S", "KD"], {"AS"}, {"AS", "8S", "KD"}, {"AS"}),
    ("partner trumped and wins", [(3, "7H"), (0, "KS"), (1, "QS")], ["AS", "8S", "KD"],
     {"AS", "8S", "KD"}, {"AS", "8S", "KD"}, {"AS", "8S", "KD"}),
    ("can follow: must follow", [(0, "AH"), (1, "QS")], ["7H", "JS"],
     {"7H"}, {"7H"}, {"7H"}),
]


@pytest.mark.parametrize("name,trick,hand,saudi,seed,no_under", VOID_CASES,
                         ids=[c[0] for c in VOID_CASES])
def test_hokum_void_cases(name, trick, hand, saudi, seed, no_under):
    leader = trick[0][0]
    hands = {seat: [card] for seat, card in trick}
    acting = (trick[-1][0] + 1) % 4
    hands[acting] = hand
    for profile, expected in (({}, saudi), ({"profile": "seed"}, seed),
                              ({"must_undertrump": False}, no_under)):
        state = position(hands, trick, trump="S", leader=leader, **profile)
        assert state.to_act == (acting,)
        assert cards(state.legal_moves(acting)) == expected, (name, profile)


def test_partner_overtrumped_case_is_overtrump_of_an_opponent():
    # 3 leads 7H, 0 trumps QS, 1 overtrumps KS: seat 2's partner (0) is no longer winning
    state = position({3: ["7H"], 0: ["QS"], 1: ["KS"], 2: ["AS", "8S", "KD"]},
                     [(3, "7H"), (0, "QS"), (1, "KS")], trump="S", leader=3)
    with pytest.raises(IllegalMove, match="overtrump"):
        state.play(2, "8S")
    with pytest.raises(IllegalMove, match="must trump|overtrump"):
        state.play(2, "KD")
    state.play(2, "AS")


TRUMP_LEAD = [
    ("must beat", [(0, "QS")], 1, ["9S", "8S", "KD"], {"9S"}, {"9S", "8S"}),
    ("cannot beat", [(0, "JS")], 1, ["9S", "8S", "KD"], {"9S", "8S"}, {"9S", "8S"}),
    ("partner winning", [(0, "9S"), (1, "8S")], 2, ["JS", "7S"], {"JS", "7S"}, {"JS", "7S"}),
    ("no trump left", [(0, "9S")], 1, ["KD", "7H"], {"KD", "7H"}, {"KD", "7H"}),
]


@pytest.mark.parametrize("name,trick,acting,hand,raise_on,raise_off", TRUMP_LEAD,
                         ids=[c[0] for c in TRUMP_LEAD])
def test_raising_on_a_trump_lead(name, trick, acting, hand, raise_on, raise_off):
    hands = {seat: [card] for seat, card in trick}
    hands[acting] = hand
    for options, expected in (({}, raise_on), ({"raise_on_trump_lead": False}, raise_off)):
        state = position(hands, trick, trump="S", leader=0, **options)
        assert cards(state.legal_moves(acting)) == expected


def test_sun_void_plays_any_card_and_must_follow():
    state = position({0: ["AH"], 1: ["KS", "QD"]}, [(0, "AH")], trump=None, leader=0)
    assert cards(state.legal_moves(1)) == {"KS", "QD"}
    state = position({0: ["AH"], 1: ["KS", "7H"]}, [(0, "AH")], trump=None, leader=0)
    assert cards(state.legal_moves(1)) == {"7H"}
    with pytest.raises(IllegalMove, match="follow suit"):
        state.play(1, "KS")


def test_closed_hand_lead():
    state = position({0: ["JS", "9S", "KD"]}, [], trump="S", leader=0, closed=True)
    assert cards(state.legal_moves(0)) == {"KD"}
    with pytest.raises(IllegalMove, match="closed"):
        state.play(0, "JS")
    only_trumps = position({0: ["JS", "9S"]}, [], trump="S", leader=0, closed=True)
    assert cards(only_trumps.legal_moves(0)) == {"JS", "9S"}
    open_hand = position({0: ["JS", "9S", "KD"]}, [], trump="S", leader=0, closed=False)
    assert cards(open_hand.legal_moves(0)) == {"JS", "9S", "KD"}


def test_akka_offered_only_for_the_best_card_left():
    # AH is gone (not in any hand): KH is the highest heart left; 7H is not
    state = position({0: ["KH", "7H", "JS"], 1: ["QH"]}, [], trump="S", leader=0)
    moves = state.legal_moves(0)
    assert "KH+akka" in moves and "7H+akka" not in moves and "JS+akka" not in moves
    seed = position({0: ["KH", "7H", "JS"], 1: ["QH"]}, [], trump="S", leader=0, profile="seed")
    assert not any(m.endswith("+akka") for m in seed.legal_moves(0))
    sun = position({0: ["KH", "7H"], 1: ["QH"]}, [], trump=None, leader=0)
    assert not any(m.endswith("+akka") for m in sun.legal_moves(0))
    with pytest.raises(IllegalMove, match="highest card left"):
        state.play(0, "7H+akka")


def test_akka_frees_the_partner_from_trumping():
    hands = {0: ["KH"], 1: ["QS"], 2: ["JS", "8S", "KD"]}
    akka = position(hands, [(0, "KH+akka"), (1, "QS")], trump="S", leader=0)
    assert cards(akka.legal_moves(2)) == {"JS", "8S", "KD"}
    assert akka.view(None)["trick"]["akka"] is True
    plain = position(hands, [(0, "KH"), (1, "QS")], trump="S", leader=0)
    assert cards(plain.legal_moves(2)) == {"JS"}


def test_trick_winner_and_next_lead():
    state = position({0: ["AH", "7D"], 1: ["7S", "8D"], 2: ["TH", "9D"], 3: ["KH", "TD"]},
                     [(0, "AH"), (1, "7S"), (2, "TH"), (3, "KH")], trump="S", leader=0)
    view = state.view(None)
    assert view["tricks"][-1]["winner"] == 1 and state.to_act == (1,)
    assert view["card_points"] == [0, 25]


def test_card_not_held_and_garbage_refused():
    state = position({0: ["AH"]}, [], trump="S", leader=0)
    before = state.to_json()
    with pytest.raises(IllegalMove, match="do not hold"):
        state.play(0, "KD")
    with pytest.raises(IllegalMove, match="not a Baloot move"):
        state.play(0, "banana")
    with pytest.raises(IllegalMove, match="not to move"):
        state.play(1, "AH")
    assert state.to_json() == before
