"""The protocol face: options and profiles, setup and records, views, single hands, Gahwa."""

from __future__ import annotations

import json
import random

import pytest

import gametable
from gametable import BadOptions, IllegalMove
from gametable.core.records import Recorder, replay
from gametable.games.baloot.options import SAUDI, SEED, Profile

from .helpers import deck_with_ground, game, run


def random_moves(state, rng, stop=lambda s: False):
    while not state.over and not stop(state):
        seat = state.to_act[0]
        state.play(seat, rng.choice(state.legal_moves(seat)))


def test_profiles_and_overrides():
    assert gametable.new_game("baloot", seed=1).profile == SAUDI
    assert gametable.new_game("baloot", seed=1, profile="seed").profile == SEED
    state = gametable.new_game("baloot", seed=1, profile={"akka": False}, sawa=True)
    assert state.profile.akka is False and state.profile.sawa is True
    state = gametable.new_game("baloot", seed=1, profile={"base": "seed", "must_trump": True})
    assert state.profile.must_trump is True and state.profile.kaboot_hokum == 44
    assert isinstance(state.profile, Profile)
    # a record stores the whole profile and replays under it
    options = state.options
    assert options["profile"]["kaboot_hokum"] == 44
    again = gametable.new_game("baloot", setup=state.setup(), **options)
    assert again.profile == state.profile


@pytest.mark.parametrize(
    "options,message",
    [({"profile": "nope"}, "unknown Baloot profile"), ({"akka": "yes"}, "true or false"),
     ({"colour": 1}, "unknown Baloot option"), ({"hands": 0}, "hands"),
     ({"sun_claims": "all"}, "one of"), ({"project_multipliers": [1, 2]}, "three positive")],
)
def test_bad_options(options, message):
    with pytest.raises(BadOptions, match=message):
        gametable.new_game("baloot", seed=1, **options)


@pytest.mark.parametrize(
    "setup,message",
    [({"decks": [deck_with_ground()[:31]]}, "32 cards"),
     ({"decks": [deck_with_ground()[:31] + ["AS"]]}, "once"),
     ({"decks": [deck_with_ground()[:31] + ["1X"]]}, "not a Baloot card"),
     ({"decks": [deck_with_ground()], "dealer": 4}, "dealer"),
     ({"decks": []}, "decks"), ({"decks": [deck_with_ground()], "extra": 1}, "unknown")],
)
def test_bad_setup(setup, message):
    with pytest.raises(BadOptions, match=message):
        gametable.new_game("baloot", setup=setup)


def test_deal_order_from_the_deck():
    deck = deck_with_ground("KH")
    state = game(deck, dealer=1)  # P1 = seat 2, P2 = 3, P3 = 0, P4 = 1
    assert state.to_act == (2,)
    for pos, seat in enumerate((2, 3, 0, 1)):
        expected = deck[3 * pos : 3 * pos + 3] + deck[12 + 2 * pos : 14 + 2 * pos]
        assert set(state.view(seat)["hand"]) == set(expected)
    assert state.view(None)["ground"] == deck[20] == "KH"
    run(state, [(2, "pass"), (3, "hokum"), (0, "pass"), (1, "pass"), (2, "pass"), (3, "hokum")])
    # the buyer (seat 3, P2) takes the ground card + 2; the others 3 each, from P1 round
    assert set(state.view(2)["hand"]) >= set(deck[21:24])
    assert set(state.view(3)["hand"]) >= set(deck[24:26]) | {"KH"}
    assert set(state.view(0)["hand"]) >= set(deck[26:29])
    assert set(state.view(1)["hand"]) >= set(deck[29:32])


def test_views_hide_the_buyers_extra_cards_and_other_hands():
    deck = deck_with_ground("KH")
    state = game(deck)
    run(state, [(0, "hokum"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "hokum")])
    extra = deck[21:23]
    for seat in (1, 2, 3):
        text = json.dumps(state.view(seat))
        assert not any(card in text for card in extra)
    assert not any(card in json.dumps(state.view(None)) for card in extra)
    assert "hand" not in state.view(None)
    assert all(c in state.view(0)["hand"] for c in extra)


def test_single_hand_option_and_scores():
    state = gametable.new_game("baloot", seed=3, hands=1)
    random_moves(state, random.Random(3))
    assert state.over and len([e for e in state.sheet if e["outcome"] != "cancelled"]) == 1
    totals = state.totals
    expected = [0.5] * 4 if totals[0] == totals[1] else (
        [1.0, 0.0, 1.0, 0.0] if totals[0] > totals[1] else [0.0, 1.0, 0.0, 1.0])
    assert state.scores == expected
    assert state.to_act == () and state.legal_moves(0) == []
    with pytest.raises(IllegalMove, match="over"):
        state.play(0, "pass")


def test_scores_refused_before_the_end():
    with pytest.raises(ValueError):
        _ = gametable.new_game("baloot", seed=3).scores


@pytest.mark.parametrize("seed", range(3))
def test_gahwa_ends_the_match(seed):
    state = game(deck_with_ground("KH"))
    run(state, [(0, "hokum"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "hokum"),
                (1, "double:open"), (2, "three"), (3, "four:closed"), (0, "gahwa")])
    random_moves(state, random.Random(seed))
    assert state.over and len(state.sheet) == 1
    entry = state.sheet[0]
    assert entry["level"] == 5 and max(state.totals) < 152
    hand_winner = 0 if entry["points"][0] > entry["points"][1] else 1
    assert state.view(None)["winner"] == hand_winner
    assert state.scores[hand_winner] == 1.0


def test_record_replays_and_setup_reports_decks_dealt():
    state = gametable.new_game("baloot", seed=9, hands=3)
    recorder = Recorder(state)
    rng = random.Random(9)
    while not state.over:
        seat = state.to_act[0]
        recorder.play(seat, rng.choice(state.legal_moves(seat)))
    record = recorder.record()
    assert len(record.setup["decks"]) == state.hand_no + 1
    assert record.options["hands"] == 3
    final = replay(gametable.Record.from_dict(json.loads(json.dumps(record.to_dict()))))
    assert final.to_json()["sheet"] == state.to_json()["sheet"]
    assert final.scores == state.scores


def test_clone_is_independent():
    state = gametable.new_game("baloot", seed=4)
    twin = state.clone()
    random_moves(twin, random.Random(1), stop=lambda s: s.hand_no > 1)
    assert state.hand_no == 0 and state.view(None)["bidding"]["calls"] == []
    # the shared random generator is copied before use: the original deals as if never cloned
    plain = gametable.new_game("baloot", seed=4)
    for game_state in (state, plain):
        random_moves(game_state, random.Random(2), stop=lambda s: s.hand_no > 1)
    assert state.setup() == plain.setup()
    grandchild = twin.clone()
    random_moves(grandchild, random.Random(3), stop=lambda s: s.hand_no > 2)
    random_moves(twin, random.Random(3), stop=lambda s: s.hand_no > 2)
    assert grandchild.setup() == twin.setup()


def test_view_of_a_bad_seat():
    with pytest.raises(ValueError):
        gametable.new_game("baloot", seed=1).view(7)


def test_sawa_option():
    claims = 0
    for seed in range(30):
        state = gametable.new_game("baloot", seed=seed, sawa=True, hands=1)
        rng = random.Random(seed)
        while not state.over:
            seat = state.to_act[0]
            moves = state.legal_moves(seat)
            if "sawa" in moves:
                team = seat & 1
                theirs = state.tricks_won[1 - team]
                state.play(seat, "sawa")
                claims += 1
                entry = state.sheet[-1]
                assert entry["tricks"][1 - team] == theirs
                total = 130 if entry["contract"] in ("sun", "ashkal") else 162
                assert sum(entry["card_points"]) == total
                break
            state.play(seat, rng.choice(moves))
    assert claims > 0
    state = gametable.new_game("baloot", seed=21)
    random_moves(state, random.Random(1), stop=lambda s: s.phase == 2 and s.trick_no > 3)
    assert all("sawa" not in state.legal_moves(s) for s in range(4))


def last_trick(hands, winner_team_tricks, *, full0, trump=None):
    from .helpers import mask, position

    state = position(hands, [], trump=trump, leader=0, trick_no=7)
    state.tricks_won = list(winner_team_tricks)
    state.card_pts = [0, 120] if winner_team_tricks[1] == 7 else [120, 0]
    state.full[0] = mask(full0)
    for seat in range(4):
        state.play(seat, hands[seat][0])
    return state.sheet[-1]


def test_reverse_kaboot_in_the_engine():
    # Sun bought by P1 (seat 0) who held an Ace; their team takes no trick at all
    hands = {0: ["7H"], 1: ["AH"], 2: ["8H"], 3: ["9H"]}
    entry = last_trick(hands, (0, 7), full0=["AS", "7H"])
    assert entry["outcome"] == "reverse-kaboot" and entry["points"] == [0, 88]
    plain = last_trick(hands, (0, 7), full0=["KS", "7H"])
    assert plain["outcome"] == "kaboot" and plain["points"] == [0, 44]


def test_kaboot_in_the_engine():
    hands = {0: ["AH"], 1: ["7H"], 2: ["8H"], 3: ["9H"]}
    entry = last_trick(hands, (7, 0), full0=["AH"])
    assert entry["outcome"] == "kaboot" and entry["points"] == [44, 0]
    hokum = last_trick(hands, (7, 0), full0=["AH"], trump="S")
    assert hokum["outcome"] == "kaboot" and hokum["points"] == [25, 0]
