"""Turn-based tables (gametable/server/tables/turns.py): hours or days a move, nobody taken over
for being away, the clock's timeout and stand-in rules as everywhere, deadlines that stand
through a restart, never archived while they wait, and a your-turn notice told to the person
whose turn begins, only once the move is stored, and never at an ordinary table.

Driven by a fake clock, as tests/server/tables/test_clocks.py: time moves only when a test
moves it, and a timeout fires exactly when the test has moved the time past it.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import pytest

from gametable.server.errors import RequestError
from gametable.server.storage.store import Store
from gametable.server.tables.clocks import (
    MAX_TURN_SECONDS,
    ClockKeeper,
    TimeControl,
    control_from_settings,
    parse_control,
)
from gametable.server.tables.live import Client
from gametable.server.tables.manager import TableManager
from gametable.server.tables.turns import TurnNotices, parse_speed

from ..helpers.fakeclock import T0, FakeTime, advance, seat_clock, settle
from ..helpers.faulty import FaultyStore
from ..helpers.loops import run_scenario
from ..helpers.waiting import until

PEOPLE = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bo"}]
PLAYERS = {0: "ann-id", 1: "bo-id"}
DAY = 86400.0


class FakeNotices:
    """The notices' interface (gametable/server/people/notices.py): what was told, and how
    many moves the store held for the table at that moment."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.told: list[tuple[str, str, dict[str, Any], int]] = []

    async def tell(self, player_id: str, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        stored = await asyncio.to_thread(self.store.load_one, data["table"])
        self.told.append((player_id, kind, data, len(stored.moves)))
        return {"id": len(self.told), "kind": kind, "data": data, "created": 0.0, "read": False}


def make_manager(store: Store, fake: FakeTime, grace: float = 30.0
                 ) -> tuple[TableManager, FakeNotices, TurnNotices]:
    manager = TableManager(store, bot_delay=0.0)
    manager.clocks = ClockKeeper(manager, now=fake, grace=grace, arm=False)
    notices = FakeNotices(store)
    turns = TurnNotices(lambda: notices)
    manager.round.on_publish.append(turns.published)
    return manager, notices, turns


async def new_table(manager: TableManager, clock: Any, *, speed: str | None = "turn-based",
                    seats=PEOPLE, players=PLAYERS, game: str = "fake", **more):
    request = {"game": game, "seed": 3, "practice": True, "seats": seats, "clock": clock,
               **({"speed": speed} if speed else {}), **more}
    table, tokens = await manager.create(request, players=players)
    manager.start()
    return table, tokens


async def told_once_stored(store: FaultyStore, notices: FakeNotices, change: Any) -> None:
    """Run ``change`` (a coroutine: a move, a resignation) with the store's writer held:
    nobody is told anything before it is stored; then let it be stored."""
    store.hold()
    task = asyncio.create_task(change)
    await until(store.held.is_set, what="the writer taking the change")
    await asyncio.sleep(0.05)
    assert notices.told == []  # nothing told before it is stored
    store.release()
    await asyncio.wait_for(task, 10)


# --- the time control ---------------------------------------------------------------------


def test_turn_based_controls_give_days_a_move_and_are_checked():
    assert parse_control("baloot", None, turn_based=True) == TimeControl(DAY, 0, True)
    assert parse_control("baloot", {"move": 7 * DAY}, turn_based=True) == TimeControl(
        7 * DAY, 0, True)
    assert parse_control("baloot", {"move": 2}, turn_based=True).move == 2  # tests: short
    with pytest.raises(RequestError, match="turn-based table has a clock"):
        parse_control("baloot", "none", turn_based=True)
    with pytest.raises(RequestError, match=r"from 1 to 1209600"):
        parse_control("baloot", {"move": MAX_TURN_SECONDS + 1}, turn_based=True)
    with pytest.raises(RequestError, match=r"from 1 to 86400"):  # a live table: a day at most
        parse_control("baloot", {"move": 2 * DAY})
    assert parse_speed(None) is False and parse_speed("live") is False
    assert parse_speed("turn-based") is True
    with pytest.raises(RequestError, match="'speed' is"):
        parse_speed("blitz")
    settings = {"clock": {"move": 3 * DAY, "bank": 0.0}, "speed": "turn-based"}
    assert control_from_settings(settings, "baloot") == TimeControl(3 * DAY, 0, True)
    assert not control_from_settings({"clock": {"move": 20, "bank": 0}}, "baloot").turn_based


def test_a_turn_based_table_stores_its_speed_and_refuses_a_bad_one(fake_game, db_url):
    async def scenario() -> None:
        store = Store(db_url)
        manager, _notices, _turns = make_manager(store, FakeTime())
        table, _tokens = await new_table(manager, {"move": 3 * DAY})
        assert table.settings["speed"] == "turn-based"
        assert table.settings["clock"] == {"move": 3 * DAY, "bank": 0.0}
        assert seat_clock(table, 0)["deadline"] == T0 + 3 * DAY
        # every seat is shown it is turn-based (the page logs no coming and going there)
        assert json.loads(table.message(None))["clock"]["turn_based"] is True
        with pytest.raises(RequestError, match="'speed' is"):
            await manager.create({"game": fake_game, "speed": "correspondence"})
        live, _tokens = await new_table(manager, "default", speed=None)
        assert "speed" not in live.settings
        assert json.loads(live.message(None))["clock"]["turn_based"] is False
        manager.close()
        store.close()
        again = Store(db_url)
        (row,) = [r for r in again.load_all() if r.id == table.id]
        again.close()
        assert row.settings["speed"] == "turn-based"

    run_scenario(scenario)


# --- being away, and the clock ----------------------------------------------------------------


def test_nobody_is_taken_over_for_being_away_and_the_bank_is_kept(fake_game, db_url):
    """At a live table a seat gone for the grace period is held and a person gone on their
    turn is played for once its move seconds are up; at a turn-based one neither: the whole
    time is theirs, bank included."""
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager, _notices, turns = make_manager(store, fake, grace=30)
        table, _tokens = await new_table(manager, {"move": 100, "bank": 50})
        ann, bo = Client(table, 0), Client(table, 1)
        table.attach(ann)
        table.attach(bo)
        table.detach(ann)  # Ann goes, on her turn
        table.detach(bo)
        assert seat_clock(table, 0)["due"] == T0 + 150  # the deadline: bank included
        await advance(manager, fake, table, 149, turns)
        assert table.moves == [] and not seat_clock(table, 0)["held"]
        assert not seat_clock(table, 1)["held"]  # Bo too is away, long past the grace period
        await advance(manager, fake, table, 1, turns)  # her time is up: the stand-in moves
        assert [seat for seat, _move in table.moves] == [0]
        assert seat_clock(table, 0)["timeouts"] == 1 and not seat_clock(table, 0)["held"]
        manager.close()
        store.close()

    run_scenario(scenario)


def test_timeouts_still_apply_and_two_in_a_row_hold_the_seat(fake_game, db_url):
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager, _notices, turns = make_manager(store, fake)
        table, _tokens = await new_table(manager, {"move": 10, "bank": 0},
                                         options={"rounds": 4})
        await advance(manager, fake, table, 10, turns)  # Ann times out once
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await advance(manager, fake, table, 10, turns)  # and again: the stand-in holds it
        assert seat_clock(table, 0)["held"] and seat_clock(table, 0)["timeouts"] == 2
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await settle(manager, table, turns)  # the bot holding her seat answers at once
        assert [seat for seat, _move in table.moves] == [0, 1, 0, 1, 0]
        with pytest.raises(RequestError, match="take your seat back"):
            await manager.play(table, 0, "play c1")
        await manager.clocks.take_back(table, 0)
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        assert seat_clock(table, 0)["deadline"] == fake.t + 10  # hers again, a fresh turn
        manager.close()
        store.close()

    run_scenario(scenario)


def test_a_deadline_stands_through_a_restart(fake_game, db_url):
    """A live clock is given back the time it had at its last write (the time the server was
    down is nobody's); a turn-based one's deadline is a wall-clock time that stands: moved on
    by every restart, a turn would never run out."""
    fake = FakeTime()

    async def first_life() -> str:
        store = Store(db_url)
        manager, _notices, turns = make_manager(store, fake)
        table, _tokens = await new_table(manager, {"move": DAY, "bank": 0})
        fake.t += 60
        await manager.play(table, 0, table.state.legal_moves(0)[0])
        assert seat_clock(table, 1)["deadline"] == T0 + 60 + DAY
        manager.close()
        store.close()
        return table.id

    async def second_life(table_id: str) -> None:
        fake.t += 3600  # down for an hour
        store = Store(db_url)
        manager, _notices, turns = make_manager(store, fake)
        manager.restore()
        manager.start()
        table = manager.tables[table_id]
        assert seat_clock(table, 1)["deadline"] == T0 + 60 + DAY  # not moved on
        await advance(manager, fake, table, DAY - 3600 - 1, turns)
        assert len(table.moves) == 1
        await advance(manager, fake, table, 1, turns)
        assert [seat for seat, _move in table.moves] == [0, 1]  # Bo's time ran out
        manager.close()
        store.close()

    table_id = run_scenario(first_life)
    run_scenario(lambda: second_life(table_id))


def test_a_turn_based_table_is_never_archived_while_it_waits(fake_game, db_url):
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager, _notices, _turns = make_manager(store, fake)
        manager.archive_after = 600
        waiting, _tokens = await new_table(manager, {"move": 7 * DAY})
        live, _tokens = await new_table(manager, "none", speed=None)
        assert await manager.archive_idle(now=time.time() + 3 * DAY) == 1
        assert waiting.id in manager.tables and live.id not in manager.tables
        manager.close()
        store.close()

    run_scenario(scenario)


# --- your turn --------------------------------------------------------------------------------


def test_the_person_whose_turn_begins_is_told_once_the_move_is_stored(fake_game, db_url):
    fake = FakeTime()
    store = FaultyStore(db_url)

    async def scenario() -> None:
        manager, notices, turns = make_manager(store, fake)
        table, _tokens = await new_table(manager, {"move": DAY},
                                         seats=[PEOPLE[0], {"kind": "human", "name": "Bo"}])
        await told_once_stored(store, notices,
                               manager.play(table, 0, table.state.legal_moves(0)[0]))
        await settle(manager, table, turns)
        ((player, kind, data, stored_moves),) = notices.told
        assert (player, kind, stored_moves) == ("bo-id", "your_turn", 1)
        assert data == {"table": table.id, "game": "fake", "seat": 1, "opponents": ["Ann"],
                        "deadline": T0 + DAY, "url": f"/table/{table.id}"}
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await settle(manager, table, turns)
        assert [(p, d["seat"]) for p, _k, d, _n in notices.told] == [("bo-id", 1), ("ann-id", 0)]
        manager.close()

    run_scenario(scenario)
    store.close()


def test_nobody_is_told_at_an_ordinary_table_nor_a_seat_nobody_signed_in_took(fake_game, db_url):
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager, notices, turns = make_manager(store, fake)
        live, _tokens = await new_table(manager, "default", speed=None)
        await manager.play(live, 0, live.state.legal_moves(0)[0])
        await manager.play(live, 1, live.state.legal_moves(1)[0])
        anonymous, _tokens = await new_table(manager, {"move": DAY}, players={0: "ann-id"})
        await manager.play(anonymous, 0, anonymous.state.legal_moves(0)[0])
        await settle(manager, anonymous, turns)
        assert notices.told == []  # Bo's seat is nobody's: there is no one to tell
        bots, _tokens = await new_table(manager, {"move": DAY},
                                        seats=[PEOPLE[0], {"kind": "bot"}], players={0: "ann-id"})
        await manager.play(bots, 0, bots.state.legal_moves(0)[0])
        await settle(manager, bots, turns)  # the bot answers; then it is Ann's turn again
        assert [(p, d["table"]) for p, _k, d, _n in notices.told] == [("ann-id", bots.id)]
        manager.close()
        store.close()

    run_scenario(scenario)


def test_in_a_simultaneous_phase_only_a_turn_that_begins_is_told(db_url):
    """The climbing game's choices: both seats choose at once; one choosing tells nobody
    (the other's turn was running already); the next round's choices tell both."""
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager, notices, turns = make_manager(store, fake)
        table, _tokens = await new_table(manager, {"move": DAY}, game="climbing",
                                         options={"players": 2})
        assert table.state.to_act == (0, 1)
        fake.t += 5
        await manager.play(table, 0, table.state.legal_moves(0)[0])
        await settle(manager, table, turns)
        assert notices.told == []
        fake.t += 5
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await settle(manager, table, turns)
        to_act = set(table.state.to_act)
        told = {d["seat"] for _p, _k, d, _n in notices.told}
        # the mover is at the table; whoever else now begins a turn is told
        assert told == to_act - {1} == {0}
        manager.close()
        store.close()

    run_scenario(scenario)


def test_a_new_tables_first_turn_is_told_once_its_row_is_stored(fake_game, db_url):
    """A challenge accepted or a tournament game made turn-based: the person who moves first
    is told as for every later turn; nobody at an ordinary table."""
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager, notices, turns = make_manager(store, fake)
        manager.on_admitted.append(turns.admitted)
        live, _tokens = await new_table(manager, "default", speed=None)
        await settle(manager, live, turns)
        assert notices.told == []
        table, _tokens = await new_table(manager, {"move": DAY})
        await settle(manager, table, turns)
        ((player, kind, data, stored_moves),) = notices.told
        assert (player, kind, stored_moves) == ("ann-id", "your_turn", 0)
        assert data["seat"] == 0 and data["deadline"] == T0 + DAY
        manager.close()
        store.close()

    run_scenario(scenario)


def test_how_the_game_ended_is_told_to_the_others_once_stored(fake_game, db_url):
    """A resignation at a turn-based table: the other person is told they won and who
    resigned, once the end is stored; the one who resigned is told nothing. A game played to
    its last move: the other is told how it ended for them."""
    fake = FakeTime()
    store = FaultyStore(db_url)

    async def scenario() -> None:
        manager, notices, turns = make_manager(store, fake)
        table, _tokens = await new_table(manager, {"move": DAY})
        await manager.play(table, 0, table.state.legal_moves(0)[0])
        await settle(manager, table, turns)
        notices.told.clear()
        await told_once_stored(store, notices, manager.resign(table, 0))
        await settle(manager, table, turns)
        ((player, kind, data, _moves),) = notices.told
        assert (player, kind) == ("bo-id", "game_over")
        assert data == {"table": table.id, "game": "fake", "seat": 1, "opponents": ["Ann"],
                        "result": "won", "resigned": "Ann", "url": f"/table/{table.id}"}

        played, _tokens = await new_table(manager, {"move": DAY})
        notices.told.clear()
        while not played.state.over:
            seat = played.state.to_act[0]
            await manager.play(played, seat, played.state.legal_moves(seat)[0])
        await settle(manager, played, turns)
        ended = [(p, d) for p, k, d, _n in notices.told if k == "game_over"]
        last = 1 - seat  # the one who did not make the last move
        assert [p for p, _d in ended] == [PLAYERS[last]]
        scores = played.state.scores
        expected = ("draw" if scores[0] == scores[1]
                    else "won" if scores[last] == max(scores) else "lost")
        assert ended[0][1]["result"] == expected and ended[0][1]["resigned"] is None
        manager.close()

    run_scenario(scenario)
    store.close()


def test_a_game_ended_by_a_stand_in_is_told_to_its_person_too(fake_game, db_url):
    """Bo's time runs out on the last move: the stand-in's move ends the game, and Bo is told
    how it ended as Ann is (it was not his own doing)."""
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager, notices, turns = make_manager(store, fake)
        table, _tokens = await new_table(manager, {"move": 10, "bank": 0},
                                         options={"rounds": 1})
        while not table.state.over:
            seat = table.state.to_act[0]
            probe = table.state.clone()
            probe.play(seat, probe.legal_moves(seat)[0])
            if probe.over:  # the last move: its seat's time runs out instead
                await advance(manager, fake, table, 10, turns)
                break
            await manager.play(table, seat, table.state.legal_moves(seat)[0])
            await settle(manager, table, turns)
        assert table.state.over and table.clock.seats[seat].timeouts == 1
        told = sorted(p for p, k, _d, _n in notices.told if k == "game_over")
        assert told == sorted(PLAYERS.values())  # both: the timed-out seat's person too
        manager.close()
        store.close()

    run_scenario(scenario)
