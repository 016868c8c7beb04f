"""The quick-play queue on its own: pools, pairing by rating, the widening window, bots after
the wait, parties, leaving. Time is a number passed in, never the clock."""

from __future__ import annotations

import random

import pytest

from gametable.server.queue.matchmaking import (
    AlreadyQueued,
    BotSeat,
    MatchQueue,
    Member,
    Parties,
    QueueError,
    Window,
    bot_for_rating,
    pool_for,
)

BALLOON = pool_for("balloon-cup")
BALOOT = pool_for("baloot")


def person(name: str, rating: float = 25.0) -> Member:
    return Member(name, name.title(), rating)


def queue(**kwargs) -> MatchQueue:
    kwargs.setdefault("window", Window(base=3.0, widen=0.5, most=25.0))
    return MatchQueue(rng=random.Random(1), **kwargs)


def test_pools_per_game_and_choice() -> None:
    assert pool_for("baloot").options == (("profile", "saudi"),)
    assert pool_for("baloot", "seed").key == "baloot:seed"
    assert pool_for("climbing").seats == 2
    assert pool_for("climbing", "4").table_options() == {"players": 4}
    assert pool_for("balloon-cup").seats == 2
    for game, choice in (("baloot", "nope"), ("climbing", 7), ("climbing", "x"),
                         ("balloon-cup", "3"), ("chess", None)):
        with pytest.raises(QueueError):
            pool_for(game, choice)


def test_two_similar_people_are_seated_at_once() -> None:
    q = queue()
    q.join(BALLOON, [person("ann", 25)], now=0.0)
    assert q.match(now=0.0) == []
    q.join(BALLOON, [person("bob", 26)], now=1.0)
    (match,) = q.match(now=1.0)
    assert sorted(m.player for m in match.people) == ["ann", "bob"]
    assert match.formable == 1.0
    assert len(q) == 0


def test_the_nearest_rating_is_preferred() -> None:
    q = queue(window=Window(base=10.0, widen=0.0, most=10.0))
    q.join(BALLOON, [person("ann", 25)], now=0.0)
    q.join(BALLOON, [person("far", 33)], now=0.1)
    q.join(BALLOON, [person("near", 26)], now=0.2)
    # ann is the anchor (oldest); near is closer than far
    (first,) = q.match(now=0.2)
    assert {m.player for m in first.people} == {"ann", "near"}
    assert q.ticket_of("far") is not None


def test_the_window_widens_with_waiting() -> None:
    q = queue(fill_after=1000.0)
    q.join(BALLOON, [person("ann", 20)], now=0.0)
    q.join(BALLOON, [person("bob", 30)], now=0.0)  # 10 apart: base window 3
    assert q.match(now=0.0) == []
    assert q.match(now=13.0) == []  # window 3 + 6.5 = 9.5 < 10
    (match,) = q.match(now=14.0)  # 3 + 7 = 10
    assert match.formable == 0.0  # both were there all along: it is the widening that formed it
    assert {m.player for m in match.people} == {"ann", "bob"}


def test_both_must_accept_the_distance() -> None:
    q = queue(fill_after=1000.0)
    q.join(BALLOON, [person("old", 20)], now=0.0)
    q.join(BALLOON, [person("new", 28)], now=20.0)  # old's window is wide, new's is 3
    assert q.match(now=20.0) == []
    (match,) = q.match(now=30.0)  # new has waited 10 s: window 8
    assert {m.player for m in match.people} == {"old", "new"}


def test_bots_fill_empty_seats_after_the_wait() -> None:
    q = queue(fill_after=20.0)
    q.join(BALOOT, [person("ann", 25)], now=0.0)
    q.join(BALOOT, [person("bob", 25)], now=5.0)
    assert q.match(now=19.9) == []
    (match,) = q.match(now=20.0)
    assert match.formable == 20.0
    assert len(match.people) == 2
    bots = [s for s in match.seats if isinstance(s, BotSeat)]
    assert bots == [BotSeat("search", "easy")] * 2


def test_bots_of_the_players_strength() -> None:
    assert bot_for_rating(10) == ("heuristic", "easy")  # never the random bot
    assert bot_for_rating(20) == ("heuristic", None)
    assert bot_for_rating(25) == ("search", "easy")  # a new player: the nearest bot
    assert bot_for_rating(27.4) == ("search", "medium")
    assert bot_for_rating(40) == ("search", "hard")
    q = queue(fill_after=0.0)
    q.join(BALLOON, [person("pro", 40)], now=0.0)
    (match,) = q.match(now=0.0)
    assert BotSeat("search", "hard") in match.seats


def test_a_far_person_is_not_seated_with_bots_of_another_table() -> None:
    q = queue(fill_after=20.0)
    q.join(BALOOT, [person("ann", 10)], now=0.0)
    q.join(BALOOT, [person("zed", 40)], now=0.0)
    matches = q.match(now=20.0)
    assert sorted(len(m.people) for m in matches) == [1, 1]


def test_one_ticket_per_person_and_leaving() -> None:
    q = queue()
    q.join(BALLOON, [person("ann")], now=0.0)
    with pytest.raises(AlreadyQueued):
        q.join(BALOOT, [person("ann")], now=0.0)
    assert q.leave("ann") is not None
    assert q.leave("ann") is None
    q.join(BALOOT, [person("ann")], now=1.0)
    assert q.ticket_of("ann").pool == BALOOT
    assert q.match(now=1.0) == []


def test_a_party_sits_as_partners() -> None:
    for seed in range(20):
        q = MatchQueue(rng=random.Random(seed), fill_after=20.0)
        q.join(BALOOT, [person("ann"), person("amy")], now=0.0)
        q.join(BALOOT, [person("bob")], now=0.0)
        q.join(BALOOT, [person("cid")], now=0.0)
        (match,) = q.match(now=0.0)
        names = [s.player for s in match.seats]
        a, b = names.index("ann"), names.index("amy")
        assert abs(a - b) == 2


def test_two_parties_face_each_other() -> None:
    q = queue()
    q.join(BALOOT, [person("ann"), person("amy")], now=0.0)
    q.join(BALOOT, [person("bob"), person("ben")], now=0.0)
    (match,) = q.match(now=0.0)
    names = [s.player for s in match.seats]
    assert {names[0], names[2]} in ({"ann", "amy"}, {"bob", "ben"})
    assert {names[1], names[3]} in ({"ann", "amy"}, {"bob", "ben"})


def test_a_party_with_bots_after_the_wait() -> None:
    q = queue(fill_after=20.0)
    q.join(BALOOT, [person("ann"), person("amy")], now=0.0)
    (match,) = q.match(now=20.0)
    kinds = [isinstance(s, Member) for s in match.seats]
    assert kinds in ([True, False, True, False], [False, True, False, True])


def test_parties_only_for_baloot() -> None:
    q = queue()
    with pytest.raises(QueueError, match="only a game of partners"):
        q.join(BALLOON, [person("ann"), person("amy")], now=0.0)
    with pytest.raises(QueueError, match="two different"):
        q.join(BALOOT, [person("ann"), person("ann")], now=0.0)


def test_leaving_takes_the_whole_party_out() -> None:
    q = queue()
    q.join(BALOOT, [person("ann"), person("amy")], now=0.0)
    q.leave("amy")
    assert q.ticket_of("ann") is None and len(q) == 0


def test_pools_do_not_mix() -> None:
    q = queue()
    q.join(pool_for("climbing", 3), [person("ann")], now=0.0)
    q.join(pool_for("climbing", 2), [person("bob")], now=0.0)
    q.join(pool_for("climbing", 3), [person("cid")], now=0.0)
    assert q.match(now=0.0) == []
    q.join(pool_for("climbing", 3), [person("dan")], now=1.0)
    (match,) = q.match(now=1.0)
    assert match.pool.seats == 3 and {m.player for m in match.people} == {"ann", "cid", "dan"}


def test_many_at_once_all_seated() -> None:
    q = queue()
    rng = random.Random(5)
    for i in range(1000):
        q.join(BALOOT, [person(f"p{i}", 25 + rng.uniform(-1, 1))], now=0.0)
    matches = q.match(now=0.0)
    assert len(matches) == 250 and len(q) == 0
    assert all(len(m.people) == 4 for m in matches)


def test_party_codes() -> None:
    parties = Parties(lifetime=60.0)
    party = parties.create(person("ann"), now=0.0)
    with pytest.raises(QueueError, match="your own"):
        parties.join(party.code, person("ann"), now=1.0)
    parties.join(party.code, person("amy"), now=1.0)
    assert [m.player for m in party.members] == ["ann", "amy"]
    with pytest.raises(QueueError, match="already has two"):
        parties.join(party.code, person("bob"), now=2.0)
    assert parties.of("amy") is party
    parties.leave("amy")
    assert parties.of("ann") is None
    with pytest.raises(QueueError, match="not valid"):
        parties.join(party.code, person("bob"), now=3.0)


def test_an_unused_party_code_expires() -> None:
    parties = Parties(lifetime=60.0)
    party = parties.create(person("ann"), now=0.0)
    with pytest.raises(QueueError, match="not valid"):
        parties.join(party.code, person("amy"), now=61.0)
    assert parties.of("ann") is None
