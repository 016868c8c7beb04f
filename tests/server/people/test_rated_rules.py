"""The rated-play rules of gametable/server/people/rated.py, each with the attack that broke it
(issue 29, rows 3 and 7): farming a rating against throwaway identities from one's own
address, repeated games against one opponent, provisional accounts, leaving a game to a bot
and taking the seat back at the end."""

from __future__ import annotations

import types

import pytest

from gametable.server.people.devices import Origin, origin_key
from gametable.server.people.rated import (
    ACCOUNTS_ONLY,
    PROVISIONAL_GAMES,
    PROVISIONAL_OPPONENT_WEIGHT,
    Seated,
    leavers,
    may_play_rated,
    provisional_weight,
    repeat_weight,
    scaled,
    someone_left,
    stayers,
    unrated_because,
)
from gametable.server.people.ratings import MODEL, shown
from gametable.server.tables.clocks import TableClock, TimeControl

from ..helpers.people import person, play_out, sit
from ..helpers.tables import create

NEW_DISPLAY = shown(MODEL.mu)


def place(address: str, device: str | None = None) -> Origin:
    return Origin(origin_key("address", address),
                  None if device is None else origin_key("device", device))


def test_two_origins_share_a_place_exactly_when_their_keys_meet():
    """The matchmaker counts who waits where by :meth:`Origin.places`; it must say what
    :meth:`Origin.shares` says, or two of one place would be told they wait apart wrongly."""
    origins = [place("1.2.3.4"), place("1.2.3.4", "cookie-a"), place("5.6.7.8", "cookie-a"),
               place("5.6.7.8", "cookie-b"), place("9.9.9.9")]
    for one in origins:
        for other in origins:
            meet = bool(set(one.places()) & set(other.places()))
            assert one.shares(other) == meet, (one, other)


# --- who may play rated, and against whom ------------------------------------------------


def test_guests_may_not_play_rated():
    assert may_play_rated("account") is None
    assert may_play_rated("guest") == ACCOUNTS_ONLY
    assert may_play_rated(None) == ACCOUNTS_ONLY
    home = place("192.0.2.1")
    seated = [Seated(0, "farmer", True, home, 0), Seated(1, "guest1", False, place("x"), 1)]
    assert "guest" in unrated_because([0, 1], seated)


@pytest.mark.parametrize("case, other, team, rated_game", [
    ("opponent from the same address", place("192.0.2.1"), 1, False),
    ("opponent on the same browser", place("198.51.100.9", "browser-A"), 1, False),
    ("opponent elsewhere", place("198.51.100.9", "browser-B"), 1, True),
    ("partner from the same address", place("192.0.2.1"), 0, True),
])
def test_opponents_sharing_an_address_or_device_leave_the_game_unrated(case, other, team,
                                                                       rated_game):
    """Row 3: an account farmed 1000 -> 1540 against fresh identities from its own address."""
    seated = [Seated(0, "farmer", True, place("192.0.2.1", "browser-A"), 0),
              Seated(1, "alt", True, other, team),
              Seated(2, "stranger", True, place("203.0.113.5"), 1 - team)]
    reason = unrated_because([0, 1, 2], seated)
    assert (reason is None) is rated_game, case
    if not rated_game:
        assert "one address or one device" in reason


def test_a_seat_nobody_signed_in_took_or_an_unknown_place_is_not_rated():
    seated = [Seated(0, "ann", True, place("192.0.2.1"), 0)]
    assert "not signed in" in unrated_because([0, 1], seated)
    seated.append(Seated(1, "bob", True, None, 1))
    assert "not known" in unrated_because([0, 1], seated)


# --- how much a game counts ------------------------------------------------------------


def test_repeated_games_against_one_opponent_count_for_less_then_not_at_all():
    assert [repeat_weight(n) for n in range(5)] == [1.0, 1 / 2, 1 / 3, 0.0, 0.0]


def test_an_established_player_moves_little_against_a_provisional_one():
    established, new = PROVISIONAL_GAMES, 0
    assert provisional_weight(established, [new]) == PROVISIONAL_OPPONENT_WEIGHT
    assert provisional_weight(established, [established]) == 1.0
    assert provisional_weight(new, [new]) == 1.0  # a newcomer learns at full speed
    before, after = (25.0, 8.0), (27.0, 7.5)
    assert scaled(before, after, PROVISIONAL_OPPONENT_WEIGHT) == (25.5, 7.875)
    assert scaled(before, after, 0.0) == before
    assert scaled(before, (23.0, 7.5), 1.0, no_loss=True) == before  # a stayer's loss
    assert scaled(before, after, 1.0, no_loss=True) == after  # a stayer's win counts


# --- leavers ------------------------------------------------------------------------------


def clocked(moves: list[int], clock: TableClock) -> types.SimpleNamespace:
    return types.SimpleNamespace(moves=[(seat, "m") for seat in moves], clock=clock,
                                 seats=[None] * (max(moves) + 1))


def test_the_stand_ins_moves_are_counted_per_seat():
    control = TimeControl(10.0, 0.0)
    clock = TableClock.new(control, [0, 1])
    clock = clock.after_move([1], 1.0, 0)  # Ann moves
    clock = clock.after_move([0], 2.0, 1, timed_out=True)  # Bob's first timeout
    assert clock.seats[1].stood_in == 1 and not clock.seats[1].left
    clock = clock.after_move([1], 3.0, 0)
    clock = clock.after_move([0], 4.0, 1, timed_out=True)  # the second: the bot holds it
    assert clock.seats[1].held and clock.seats[1].left and clock.seats[1].stood_in == 2
    clock = clock.after_move([1], 5.0, 0)
    clock = clock.after_move([0], 6.0, 1)  # the bot plays the held seat
    assert clock.seats[1].stood_in == 3
    back = clock.take_back(1, 7.0, [1])
    assert not back.seats[1].held and back.seats[1].left  # left once: remembered
    restored = TableClock.restored(control, [0, 1], back.stored(8.0), 8.0)
    assert restored.seats[1].left and restored.seats[1].stood_in == 3


def test_a_leaver_who_takes_the_seat_back_at_move_50_is_rated_as_having_left():
    """Row 7: a leaver who took the seat back at move 50 was credited with the bot's win."""
    clock = TableClock.new(TimeControl(10.0, 0.0), [0, 1])
    clock.seats[1].left = True
    clock.seats[1].stood_in = 20  # of Bob's 25 moves, the bot made 20, then he came back
    table = clocked([0, 1] * 25, clock)
    assert leavers(table) == {1} and someone_left(table)
    clock.seats[1].stood_in = 5  # away for a while early on, then played it himself
    assert leavers(table) == set() and someone_left(table)
    clock.seats[1].held = True  # the bot still holds it at the end
    assert leavers(table) == {1}


def test_only_those_no_bot_stood_in_for_are_spared_a_loss():
    """Leaving for a moment must not make a game loss-free: one who left for a while and came
    back (not a leaver) is rated by the result; only the others are never rated down."""
    clock = TableClock.new(TimeControl(10.0, 0.0), [0, 1])
    clock.seats[1].left = True
    clock.seats[1].stood_in = 2  # Bob was away for two of his 25 moves
    table = clocked([0, 1] * 25, clock)
    assert leavers(table) == set() and someone_left(table)
    assert stayers(table) == {0}


def test_nobody_left_when_no_bot_held_a_seat():
    clock = TableClock.new(TimeControl(10.0, 0.0), [0, 1])
    clock.seats[1].stood_in = 1  # one timeout is no leave
    table = clocked([0, 1] * 5, clock)
    assert leavers(table) == set() and not someone_left(table)


# --- the attacks against a real server ------------------------------------------------------


def test_farming_against_throwaway_identities_from_ones_own_address_gains_nothing(client):
    """Row 3: an account played 8 rated games against fresh guests from its own address:
    1000 -> 1540, rank 1. Guests cannot sit at a rated table now, and fresh accounts from
    the same address leave every game unrated."""
    farmer, farmer_player = person(client)
    for _ in range(8):
        guest, _ = person(client, account=False, address=farmer.address)
        table = create(farmer, rated=True)
        sit(farmer, table, 0)
        refused = guest.get(f"/join/{table['id']}/{table['seats'][1]['token']}",
                            follow_redirects=False)
        assert refused.status_code == 403 and refused.json()["error"] == ACCOUNTS_ONLY
        alt, _ = person(client, address=farmer.address)  # a throwaway account instead
        sit(alt, table, 1)
        play_out([farmer, alt], table["id"], winner=0)
    ratings = client.app.state.ratings
    assert ratings.ratings_of(farmer_player["id"]) == {}
    assert client.get("/api/leaderboard/fake").json()["players"] == []
    refused = client.post("/api/tables", json={"game": "fake", "rated": True})
    assert refused.status_code == 403 and "log in or register" in refused.json()["error"]


def test_repeated_games_against_one_friend_stop_counting(client):
    """The same farm with a friend elsewhere: game k of the day moves the rating by 1/k of
    its change, and from the fourth on not at all (nor toward leaving provisional)."""
    ann, ann_player = person(client)
    bob, _ = person(client)
    ratings = client.app.state.ratings
    won = types.SimpleNamespace(over=True, scores=[1.0, 0.0])
    shares = []
    for _ in range(5):
        before = ratings.rating_of(ann_player["id"], "fake")
        table = create(ann, rated=True)
        sit(ann, table, 0)
        sit(bob, table, 1)
        live = client.app.state.manager.get(table["id"])
        bob_now = ratings.rating_of(live.seats[1].player, "fake")
        full = MODEL.rate([[MODEL.rating(mu=before.mu, sigma=before.sigma)],
                           [MODEL.rating(mu=bob_now.mu, sigma=bob_now.sigma)]],
                          ranks=[0, 1])[0][0]
        client.app.state.store.submit(ratings.finish_op(live, won)).result(timeout=10)
        gained = ratings.rating_of(ann_player["id"], "fake").mu - before.mu
        shares.append(round(gained / (full.mu - before.mu), 6))
    assert shares == [1.0, 0.5, round(1 / 3, 6), 0.0, 0.0]
    assert ratings.rating_of(ann_player["id"], "fake").games == 3


def test_a_stayer_is_never_rated_down_by_a_bots_game_and_a_late_returner_has_left(client):
    """Row 7, through the ratings' own write: Bob left, the bot played 20 of his 25 moves,
    he took the seat back and the bot's play won the game for him; Ann stayed and lost."""
    ann, ann_player = person(client)
    bob, bob_player = person(client)
    table = create(ann, rated=True)
    sit(ann, table, 0)
    sit(bob, table, 1)
    live = client.app.state.manager.get(table["id"])
    live.moves = [(0, "m"), (1, "m")] * 25
    live.clock.seats[1].left = True
    live.clock.seats[1].stood_in = 20
    ratings = client.app.state.ratings
    ended = types.SimpleNamespace(over=True, scores=[0.0, 1.0])
    client.app.state.store.submit(ratings.finish_op(live, ended)).result(timeout=10)
    bob_after = ratings.rating_of(bob_player["id"], "fake")
    ann_after = ratings.rating_of(ann_player["id"], "fake")
    assert bob_after.display < NEW_DISPLAY  # not 1000 -> 1105: he left
    assert ann_after.display == NEW_DISPLAY and ann_after.games == 1
    changes = ratings.changes_of(bob_player["id"], [table["id"]])[table["id"]]
    assert changes["forfeit"] is True


def test_a_game_with_a_provisional_opponent_moves_an_established_player_little(client):
    """An established account beating a brand-new one moves by a quarter of the change."""
    ann, ann_player = person(client)
    for _ in range(PROVISIONAL_GAMES):  # established against other established-to-be
        other, _ = person(client)
        table = create(ann, rated=True)
        sit(ann, table, 0)
        sit(other, table, 1)
        play_out([ann, other], table["id"], winner=0)
    ratings = client.app.state.ratings
    established = ratings.rating_of(ann_player["id"], "fake")
    assert not established.provisional
    newcomer, new_player = person(client)
    table = create(ann, rated=True)
    sit(ann, table, 0)
    sit(newcomer, table, 1)
    live = client.app.state.manager.get(table["id"])
    ended = types.SimpleNamespace(over=True, scores=[1.0, 0.0])
    client.app.state.store.submit(ratings.finish_op(live, ended)).result(timeout=10)
    after = ratings.rating_of(ann_player["id"], "fake")
    full = MODEL.rate([[MODEL.rating(mu=established.mu, sigma=established.sigma)],
                       [MODEL.rating()]], ranks=[0, 1])[0][0]
    assert after.mu - established.mu == pytest.approx(
        PROVISIONAL_OPPONENT_WEIGHT * (full.mu - established.mu))
    assert ratings.rating_of(new_player["id"], "fake").games == 1  # (its own: in full)

