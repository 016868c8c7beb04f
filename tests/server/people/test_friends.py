"""Friends on their own (gametable/server/people/friends.py): one-way follows and the notice
they send, blocks and all they stop, who is online, challenges decided in the database,
the blocks quick play keeps apart, and the per-person rates. The routes over them are
tests/server/web/test_friend_routes.py's."""

from __future__ import annotations

import asyncio
import json
import random
import time

import pytest
from sqlalchemy import insert, select, update

from gametable.server.errors import RequestError
from gametable.server.people import challenges as challenges_module
from gametable.server.people import friends as friends_module
from gametable.server.people.access import Rate, TooManyRequests
from gametable.server.people.challenges import Challenges
from gametable.server.people.friends import (
    NOT_FOLLOWABLE,
    NOT_TAKING,
    SIGN_UP,
    YOU_BLOCKED,
    Friends,
    PersonLimits,
    blocked_pairs,
)
from gametable.server.people.notices import Notices
from gametable.server.people.players import Player, Players
from gametable.server.queue.matchmaking import MatchQueue, Member, pool_for
from gametable.server.queue.sharedqueue import SharedQuickPlay
from gametable.server.storage.schema import (
    blocks_t,
    challenges_t,
    follows_t,
    notices_t,
    presence_t,
)
from gametable.server.storage.store import Store
from gametable.server.tables.manager import TableManager

from ..helpers.loops import run_scenario
from ..helpers.waiting import until

OFF = {"follow": None, "challenge": None, "search": None}


class World:
    """A store, its players, notices and friends, as one process has them."""

    def __init__(self, db_url: str, *, cluster: bool = False, rates=None) -> None:
        self.store = Store(db_url, shared=cluster)
        self.players = Players(self.store, cluster=cluster)
        self.notices = Notices(self.store, cluster=cluster)
        self.friends = Friends(self.store, self.players, self.notices,
                               rates=OFF if rates is None else rates)
        self.challenges = Challenges(self.store, self.notices, self.friends)

    def start(self) -> None:
        self.friends.start()

    def close(self) -> None:
        self.friends.close()
        self.store.close()

    async def account(self, username: str) -> Player:
        guest, _secret = await self.players.new_guest(name=username.title())
        return await self.players.make_account(guest, username, username, "not a real hash")

    def rows(self, table) -> list[tuple]:
        with self.store.engine.connect() as conn:
            return [tuple(row) for row in conn.execute(select(table))]

    def notices_of(self, player: Player) -> list[tuple[str, dict]]:
        with self.store.engine.connect() as conn:
            rows = conn.execute(select(notices_t.c.kind, notices_t.c.data).where(
                notices_t.c.player_id == player.id).order_by(notices_t.c.id)).all()
        return [(kind, json.loads(data)) for kind, data in rows]


def scenario_in(db_url: str, body, **options) -> None:
    async def scenario() -> None:
        world = World(db_url, **options)
        world.start()
        try:
            await body(world)
        finally:
            world.close()

    run_scenario(scenario)


async def refused(work, status: int) -> str:
    with pytest.raises(RequestError) as caught:
        await work
    assert caught.value.status == status, caught.value
    return str(caught.value)


def test_follows_go_one_way_and_the_person_followed_is_told_once(db_url):
    async def body(w: World) -> None:
        ann, bob = await w.account("ann"), await w.account("bob")
        assert await w.friends.follow(ann, bob) is True
        assert await w.friends.follow(ann, bob) is False  # already: no second notice
        assert w.notices_of(bob) == [("follow", {"from": ann.id, "name": "Ann"})]
        assert await w.friends.relation(ann.id, bob.id) == {
            "following": True, "follows_you": False, "blocked": False}
        assert await w.friends.relation(bob.id, ann.id) == {
            "following": False, "follows_you": True, "blocked": False}
        seen = await w.friends.overview(ann.id)
        assert [p["id"] for p in seen["following"]] == [bob.id] and seen["followers"] == []
        # followed back: friends, in both lists of both
        await w.friends.follow(bob, ann)
        seen = await w.friends.overview(ann.id)
        assert [p["id"] for p in seen["followers"]] == [bob.id]
        assert seen["following"][0]["follows_you"] is True
        assert await w.friends.unfollow(ann, bob.id) is True
        assert await w.friends.unfollow(ann, bob.id) is False
        assert w.rows(follows_t)[0][:2] == (bob.id, ann.id) and len(w.rows(follows_t)) == 1
        assert await refused(w.friends.follow(ann, ann), 400) == "you cannot follow yourself"

    scenario_in(db_url, body)


def test_only_accounts_follow_and_are_followed(db_url):
    async def body(w: World) -> None:
        ann = await w.account("ann")
        guest, _secret = await w.players.new_guest()
        assert await refused(w.friends.follow(guest, ann), 403) == SIGN_UP
        assert "guest" in await refused(w.friends.account(guest.id), 400)
        assert "no player" in await refused(w.friends.account("nobody12345"), 404)
        assert "id" in await refused(w.friends.account("x" * 200), 400)
        assert w.rows(follows_t) == []

    scenario_in(db_url, body)


def test_one_follows_a_bounded_number_of_people(db_url, monkeypatch):
    monkeypatch.setattr(friends_module, "MOST_FOLLOWED", 2)

    async def body(w: World) -> None:
        ann = await w.account("ann")
        others = [await w.account(name) for name in ("bob", "cat", "dan")]
        await w.friends.follow(ann, others[0])
        await w.friends.follow(ann, others[1])
        assert "2 people already" in await refused(w.friends.follow(ann, others[2]), 409)
        assert len(w.rows(follows_t)) == 2

    scenario_in(db_url, body)


def test_a_block_removes_follows_and_challenges_and_stops_following_and_challenging(db_url):
    async def body(w: World) -> None:
        ann, bob = await w.account("ann"), await w.account("bob")
        await w.friends.follow(ann, bob)
        await w.friends.follow(bob, ann)
        made = await w.challenges.challenge(bob, ann, "balloon-cup", {"options": {}}, None)
        called: list[tuple[str, str]] = []
        w.friends.on_block.append(lambda a, b: called.append((a, b)))

        assert await w.friends.block(ann, bob) is True
        assert await w.friends.block(ann, bob) is False
        assert called == [(ann.id, bob.id)]
        assert w.rows(follows_t) == []
        with w.store.engine.connect() as conn:
            row = conn.execute(select(challenges_t).where(challenges_t.c.id == made.id)).one()
        assert row.status == "cancelled" and row.open_pair is None
        # the blocked person is never told why: the words say nothing of a block
        for said in (await refused(w.friends.follow(bob, ann), 403),
                     await refused(w.challenges.challenge(bob, ann, "balloon-cup", {}, None), 403),
                     await refused(w.friends.refused_invitation(bob, ann), 403)):
            assert said in (NOT_FOLLOWABLE, NOT_TAKING) and "block" not in said
        # the blocker is told what they did
        assert await refused(w.friends.follow(ann, bob), 409) == YOU_BLOCKED
        assert await refused(w.challenges.challenge(ann, bob, "fake", {}, None), 409) == YOU_BLOCKED
        assert await w.friends.blocks_of(ann.id) == [{"id": bob.id, "name": "Bob"}]
        assert (await w.friends.relation(ann.id, bob.id))["blocked"] is True
        # nothing of bob's reaches ann after the block; what came before is news no more
        assert [kind for kind, _ in w.notices_of(ann)] == ["follow", "challenge"]
        assert await w.notices.unread(ann.id) == 0 and await w.notices.unread(bob.id) == 1

        # the chat's view of it, read once and kept
        await w.friends.load_blocks([ann.id, bob.id, None])
        assert w.friends.hides(ann.id, bob.id) and not w.friends.hides(bob.id, ann.id)
        assert await w.friends.unblock(ann, bob.id) is True
        assert not w.friends.hides(ann.id, bob.id)  # forgotten: read again when needed
        await w.friends.load_blocks([ann.id])
        assert not w.friends.hides(ann.id, bob.id)
        assert await w.friends.follow(bob, ann) is True

    scenario_in(db_url, body)


def test_quick_play_never_pairs_two_people_one_of_whom_blocked_the_other(db_url):
    async def body(w: World) -> None:
        ann, bob, cat = [await w.account(n) for n in ("ann", "bob", "cat")]
        await w.friends.block(ann, bob)
        assert await w.friends.apart([bob.id]) == {frozenset((ann.id, bob.id))}
        with w.store.engine.connect() as conn:
            assert blocked_pairs(conn, [ann.id, bob.id, cat.id]) == {
                frozenset((ann.id, bob.id))}
            assert blocked_pairs(conn, [ann.id, cat.id]) == set()
            assert blocked_pairs(conn, [cat.id], among=False) == set()

    scenario_in(db_url, body)

    # the pure pairing, given the pairs: ann and bob are the nearest in rating, yet never met
    pool = pool_for("balloon-cup")
    apart = {frozenset(("ann", "bob"))}
    queue = MatchQueue(fill_after=10.0, rng=random.Random(1))
    queue.join(pool, [Member("ann", "Ann", 25.0)], 0.0)
    queue.join(pool, [Member("bob", "Bob", 25.0)], 0.0)
    assert queue.match(1.0, apart=apart) == []
    queue.join(pool, [Member("cat", "Cat", 25.5)], 0.5)
    formed = queue.match(1.0, apart=apart)
    assert [{m.player for m in match.people} for match in formed] == [{"ann", "cat"}]
    # bob waits on, and gets bots after the wait rather than ann
    later = queue.match(11.0, apart=apart)
    assert [[m.player for m in match.people] for match in later] == [["bob"]]


def test_online_is_a_page_connected_in_the_last_minute_stored_at_most_every_30_s(db_url):
    async def body(w: World) -> None:
        ann, bob = await w.account("ann"), await w.account("bob")
        await w.friends.follow(ann, bob)
        assert (await w.friends.overview(ann.id))["following"][0]["online"] is False
        page = w.notices.open_page(bob.id)
        w.friends.page_opened(bob.id)
        await until(lambda: w.rows(presence_t) != [], what="bob's last-seen time stored")
        first = w.rows(presence_t)
        seen = (await w.friends.overview(ann.id))["following"][0]
        assert seen["online"] is True and abs(seen["last_seen"] - time.time()) < 5
        # a second page at once writes nothing more (one write per 30 s a person)
        writes = w.store.writes
        w.friends.page_opened(bob.id)
        await asyncio.sleep(0.2)
        assert w.store.writes == writes and w.rows(presence_t) == first
        # a last-seen time older than the window is offline, page or not
        with w.store.engine.begin() as conn:
            conn.execute(update(presence_t).values(
                last_seen=time.time() - friends_module.ONLINE_WINDOW - 1))
        assert (await w.friends.overview(ann.id))["following"][0]["online"] is False
        w.notices.close_page(page)

    scenario_in(db_url, body)


def test_one_open_challenge_a_pair_and_accepting_is_decided_once(db_url):
    async def body(w: World) -> None:
        ann, bob = await w.account("ann"), await w.account("bob")
        made = await w.challenges.challenge(ann, bob, "balloon-cup", {"options": {}}, None)
        assert w.notices_of(bob)[-1] == ("challenge", {
            "challenge": made.id, "game": "balloon-cup", "from": ann.id, "name": "Ann",
            "options": {}, "clock": None, "speed": None, "rated": None})
        # one at a time between two people, either way round
        for challenger, challenged in ((ann, bob), (bob, ann)):
            said = await refused(w.challenges.challenge(challenger, challenged, "baloot", {}, None),
                                 409)
            assert "already a challenge" in said
        mine = await w.challenges.challenges_of(bob.id)
        assert [c["id"] for c in mine["incoming"]] == [made.id] and mine["outgoing"] == []
        # only the person challenged accepts; two accepts at once: one wins
        assert "only the player challenged" in await refused(w.challenges.take(ann, made.id), 403)
        outcomes = await asyncio.gather(w.challenges.take(bob, made.id),
                                        w.challenges.take(bob, made.id), return_exceptions=True)
        taken = [o for o in outcomes if not isinstance(o, Exception)]
        assert len(taken) == 1 and taken[0].status == "open"  # (as it was when taken)
        assert [str(o) for o in outcomes if isinstance(o, Exception)] == [
            "this challenge is being accepted"]
        # withdrawing now is too late
        assert "being accepted" in await refused(w.challenges.refuse(ann, made.id), 409)
        # its table could not be made: open again; then accepted with its table
        await w.challenges.reopen(taken[0])
        again = await w.challenges.take(bob, made.id)
        await w.challenges.settle(again, "table1")
        assert "accepted already" in await refused(w.challenges.take(bob, made.id), 409)
        assert (await w.challenges.challenges_of(bob.id))["incoming"] == []
        # the pair is free again
        second = await w.challenges.challenge(bob, ann, "baloot", {"options": {}}, None)
        refused_one = await w.challenges.refuse(ann, second.id)
        assert refused_one.status == "declined"
        assert w.notices_of(bob)[-1][1]["status"] == "declined"
        assert "there is no such challenge" in await refused(w.challenges.take(bob, "nope"), 404)

    scenario_in(db_url, body)


def test_an_unanswered_challenge_expires_and_frees_the_pair(db_url):
    async def body(w: World) -> None:
        ann, bob = await w.account("ann"), await w.account("bob")
        made = await w.challenges.challenge(ann, bob, "balloon-cup", {"options": {}}, None)
        with w.store.engine.begin() as conn:
            conn.execute(update(challenges_t).values(
                created=time.time() - challenges_module.CHALLENGE_LIFETIME - 1))
        assert (await w.challenges.challenges_of(bob.id))["incoming"] == []
        assert "expired" in await refused(w.challenges.take(bob, made.id), 409)
        fresh = await w.challenges.challenge(bob, ann, "balloon-cup", {"options": {}}, None)
        assert fresh.id != made.id

    scenario_in(db_url, body)


def test_follows_and_challenges_are_charged_per_person(db_url):
    clock = [0.0]
    limits = PersonLimits({"follow": Rate(2, 60), "challenge": None}, clock=lambda: clock[0])
    limits.charge("follow", "ann")
    limits.charge("follow", "ann")
    limits.charge("follow", "bob")  # another person's bucket
    limits.charge("challenge", "ann")  # no limit
    with pytest.raises(TooManyRequests) as caught:
        limits.charge("follow", "ann")
    assert "too many follows and blocks" in str(caught.value) and caught.value.retry_after == 30
    clock[0] = 30.0
    limits.charge("follow", "ann")

    async def body(w: World) -> None:
        ann = await w.account("ann")
        others = [await w.account(n) for n in ("bob", "cat", "dan")]
        await w.friends.follow(ann, others[0])
        await w.friends.follow(ann, others[1])
        with pytest.raises(TooManyRequests):
            await w.friends.follow(ann, others[2])
        assert len(w.rows(follows_t)) == 2

    scenario_in(db_url, body, rates={"follow": Rate(2, 60)})


def test_a_block_made_on_one_process_is_seen_by_the_others_chat(pg_url):
    async def scenario() -> None:
        here, there = World(pg_url, cluster=True), World(pg_url, cluster=True)
        here.start()
        there.start()
        try:
            ann, bob = await here.account("ann"), await here.account("bob")
            await there.friends.load_blocks([ann.id])
            assert not there.friends.hides(ann.id, bob.id)
            await here.friends.block(ann, bob)
            # the other process forgets what it had read, and reads it again
            await until(lambda: ann.id not in there.friends._blocked, what="the note heard")
            await there.friends.load_blocks([ann.id])
            assert there.friends.hides(ann.id, bob.id)
            with here.store.engine.begin() as conn:  # (a row as another tool would add it)
                conn.execute(insert(blocks_t).values(blocker=bob.id, blocked=ann.id,
                                                     created=time.time()))
            assert await there.friends.apart([ann.id]) == {frozenset((ann.id, bob.id))}
        finally:
            here.close()
            there.close()

    run_scenario(scenario)


def test_a_clusters_queue_never_pairs_a_blocked_pair(pg_url):
    """The shared queue's leader reads the blocks among the waiting with the queue itself."""
    async def scenario() -> None:
        store = Store(pg_url)
        manager = TableManager(store, bot_delay=0.0)
        manager.start()
        queue = SharedQuickPlay(manager, store.engine, tick=0.05, fill_after=1.0)
        queue.start()
        try:
            await until(lambda: queue.leader, what="the queue's leader")
            with store.engine.begin() as conn:
                conn.execute(insert(blocks_t).values(blocker="ann", blocked="bob",
                                                     created=time.time()))
            listeners = {name: queue.listen(name) for name in ("ann", "bob")}
            for name in ("ann", "bob"):
                await queue.join(name, name.title(), "balloon-cup")

            def seat_of(name: str) -> dict | None:
                while not listeners[name].messages.empty():
                    message = json.loads(listeners[name].messages.get_nowait())
                    if message["type"] == "seated":
                        return message
                return None

            told: dict[str, dict] = {}

            def both() -> bool:
                for name in ("ann", "bob"):
                    found = None if name in told else seat_of(name)
                    if found is not None:
                        told[name] = found
                return len(told) == 2

            await until(both, timeout=20, what="both seated (with bots, after the wait)")
            assert told["ann"]["table"] != told["bob"]["table"]
            assert told["ann"]["people"] == told["bob"]["people"] == 1
        finally:
            queue.close()
            manager.close()
            store.close()

    run_scenario(scenario)
