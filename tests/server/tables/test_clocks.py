"""Clocks and takeovers, driven by a fake clock: time moves only when a test moves it.

Each scenario runs a :class:`TableManager` on a real store; its timers are not armed on the
event loop, so a timeout fires exactly when the test has moved the time past it and called
``fire_due``. What the table shows is always what the store holds.
"""

from __future__ import annotations

import asyncio
import json

import pytest

from gametable.core.errors import IllegalMove
from gametable.server.errors import RequestError
from gametable.server.storage.store import Store
from gametable.server.tables.clocks import (
    ClockKeeper,
    TableClock,
    TimeControl,
    Timers,
    default_control,
    parse_control,
)
from gametable.server.tables.live import Client
from gametable.server.tables.manager import TableManager

from ..helpers.fakeclock import T0, FakeTime, advance, seat_clock, settle
from ..helpers.faulty import FaultyStore
from ..helpers.loops import run_scenario
from ..helpers.waiting import until

PEOPLE = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bo"}]
#: 10 s a move and a 5 s bank: a first turn runs out after 15 s, later ones after 10 s
SHORT = {"move": 10, "bank": 5}


def make_manager(store: Store, fake: FakeTime, grace: float = 30.0) -> TableManager:
    manager = TableManager(store, bot_delay=0.0)
    manager.clocks = ClockKeeper(manager, now=fake, grace=grace, arm=False)
    return manager


async def new_table(manager: TableManager, game: str, clock=SHORT, seats=PEOPLE, **more):
    request = {"game": game, "seed": 3, "practice": True, "seats": seats, "clock": clock, **more}
    table, tokens = await manager.create(request)
    manager.start()
    return table, tokens


def stored_rows(db_url: str):
    store = Store(db_url)
    try:
        return store.load_all(), store.load_open()[0]
    finally:
        store.close()


# --- time controls ------------------------------------------------------------------------


def test_each_game_has_its_default_and_requests_are_checked():
    assert default_control("baloot") == TimeControl(20, 60)
    assert default_control("balloon-cup") == TimeControl(30, 120)
    assert default_control("climbing") == TimeControl(30, 0)
    assert parse_control("baloot", None) == TimeControl(20, 60)
    assert parse_control("baloot", {"bank": 0}) == TimeControl(20, 0)
    assert parse_control("baloot", "none") is None
    with pytest.raises(RequestError, match="must have a clock"):
        parse_control("baloot", "none", required=True)
    with pytest.raises(RequestError, match=r"'clock.move' must be a number of seconds from 1"):
        parse_control("baloot", {"move": 0})
    with pytest.raises(RequestError, match="unknown field"):
        parse_control("baloot", {"moves": 5})
    with pytest.raises(RequestError, match="'clock' is"):
        parse_control("baloot", 20)


def test_timers_fire_in_order_once_and_not_when_replaced_or_cancelled():
    fake = FakeTime()
    timers = Timers(fake, arm=False)
    fired = []
    timers.set("a", T0 + 2, lambda: fired.append("a"))
    timers.set("b", T0 + 1, lambda: fired.append("b"))
    timers.set("c", T0 + 1.5, lambda: fired.append("c"))
    timers.set("a", T0 + 3, lambda: fired.append("a2"))  # replaces the first
    timers.cancel("c")
    fake.t = T0 + 2.5
    assert timers.fire_due() == 1 and fired == ["b"]
    fake.t = T0 + 3
    assert timers.fire_due() == 1 and fired == ["b", "a2"]
    assert timers.fire_due() == 0 and len(timers) == 0


def test_bank_is_spent_only_beyond_the_move_allowance():
    clock = TableClock.new(TimeControl(10, 5), [0, 1])
    clock._follow([0], T0)
    assert clock.seats[0].deadline == T0 + 15
    after = clock.after_move([1], T0 + 8, mover=0)  # within the allowance: bank untouched
    assert after.seats[0].bank == 5 and after.seats[1].deadline == T0 + 8 + 15
    after = after.after_move([0], T0 + 8 + 13, mover=1)  # 3 s over: 2 s of bank left
    assert after.seats[1].bank == 2
    assert after.seats[0].deadline == T0 + 21 + 15 and after.seats[0].turn == 2
    assert clock.seats[0].turn == 1  # changes make a new clock: the shown one is untouched


# --- timeouts -----------------------------------------------------------------------------


def test_a_timeout_makes_the_seats_move_through_the_store(fake_game, db_url):
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager = make_manager(store, fake)
        table, _tokens = await new_table(manager, fake_game)
        assert seat_clock(table, 0)["deadline"] == T0 + 15
        assert seat_clock(table, 1)["deadline"] is None
        await advance(manager, fake, table, 14.9)
        assert table.moves == []
        await advance(manager, fake, table, 0.1)
        assert len(table.moves) == 1 and table.moves[0][0] == 0
        shown = seat_clock(table, 0)
        assert shown["bank"] == 0 and shown["timeouts"] == 1 and not shown["held"]
        assert seat_clock(table, 1)["deadline"] == T0 + 15 + 15
        manager.close()
        store.close()

    run_scenario(scenario)
    (row,), _open = stored_rows(db_url)
    assert len(row.moves) == 1


def test_two_timeouts_in_a_row_and_a_bot_holds_the_seat(fake_game, db_url):
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager = make_manager(store, fake)
        table, _tokens = await new_table(manager, fake_game, clock={"move": 10, "bank": 0})
        await advance(manager, fake, table, 10)  # seat 0 times out once
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await advance(manager, fake, table, 10)  # and again: now held
        assert seat_clock(table, 0)["held"] and seat_clock(table, 0)["timeouts"] == 2
        assert 0 in table.bots
        # seat 1 moves; the bot holding seat 0 answers at once, no clock runs for it
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await settle(manager, table)
        assert [seat for seat, _move in table.moves] == [0, 1, 0, 1, 0]
        assert seat_clock(table, 0)["deadline"] is None
        with pytest.raises(RequestError, match="take your seat back"):
            await manager.play(table, 0, "play c1")
        manager.close()
        store.close()

    run_scenario(scenario)


def test_a_move_in_time_resets_the_count(fake_game, db_url):
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager = make_manager(store, fake)
        table, _tokens = await new_table(manager, fake_game, clock={"move": 10, "bank": 0})
        await advance(manager, fake, table, 10)  # a timeout
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        fake.t += 3
        await manager.play(table, 0, table.state.legal_moves(0)[0])  # in time
        assert seat_clock(table, 0)["timeouts"] == 0
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await advance(manager, fake, table, 10)  # one timeout again: not held
        assert seat_clock(table, 0)["timeouts"] == 1 and not seat_clock(table, 0)["held"]
        manager.close()
        store.close()

    run_scenario(scenario)


def test_simultaneous_choices_each_have_a_running_clock(db_url):
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager = make_manager(store, fake)
        table, _tokens = await new_table(manager, "climbing", clock="default",
                                         options={"players": 2})
        assert table.state.to_act == (0, 1)
        assert seat_clock(table, 0)["deadline"] == seat_clock(table, 1)["deadline"] == T0 + 30
        fake.t += 5
        await manager.play(table, 0, table.state.legal_moves(0)[0])
        assert seat_clock(table, 0)["deadline"] is None
        assert seat_clock(table, 1)["deadline"] == T0 + 30  # still running, not restarted
        await advance(manager, fake, table, 25)
        assert [seat for seat, _move in table.moves] == [0, 1]
        assert seat_clock(table, 1)["timeouts"] == 1 and seat_clock(table, 0)["timeouts"] == 0
        manager.close()
        store.close()

    run_scenario(scenario)


def test_a_move_and_a_timeout_at_the_same_instant_are_decided_once(fake_game, db_url):
    """The person's move is being stored when the clock runs out: the timeout waits for the
    table, finds the turn over and does nothing. Told == stored, one move."""
    fake = FakeTime()
    store = FaultyStore(db_url)

    async def scenario() -> None:
        manager = make_manager(store, fake)
        table, _tokens = await new_table(manager, fake_game)
        fake.t += 15
        store.hold()
        mover = asyncio.create_task(manager.play(table, 0, table.state.legal_moves(0)[0]))
        await until(store.held.is_set, what="the writer taking the move")
        manager.clocks.timers.fire_due()  # the deadline: the timeout waits for the table
        await asyncio.sleep(0.05)
        assert table.moves == []  # nothing told before it is stored
        store.release()
        await asyncio.wait_for(mover, 10)
        await settle(manager, table)
        assert [seat for seat, _move in table.moves] == [0]
        assert seat_clock(table, 0)["timeouts"] == 0
        manager.close()

    run_scenario(scenario)
    store.close()
    (row,), _open = stored_rows(db_url)
    assert [seat for seat, _move in row.moves] == [0]


def test_a_move_for_a_turn_that_timed_out_is_refused(fake_game, db_url):
    """The timeout is decided first; the person's move, chosen in that turn, comes after.
    Even where the same seat acts again it is refused, never played on the next turn."""
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager = make_manager(store, fake)
        table, _tokens = await new_table(manager, fake_game)
        turn = seat_clock(table, 0)["turn"]
        await advance(manager, fake, table, 15)
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        assert 0 in table.state.to_act  # seat 0's turn again: a new one
        with pytest.raises(IllegalMove, match="ran out"):
            await manager.play(table, 0, table.state.legal_moves(0)[0], turn=turn)
        await manager.play(table, 0, table.state.legal_moves(0)[0],
                           turn=seat_clock(table, 0)["turn"])
        assert [seat for seat, _move in table.moves] == [0, 1, 0]
        manager.close()
        store.close()

    run_scenario(scenario)


# --- takeovers ----------------------------------------------------------------------------


def test_a_seat_gone_longer_than_the_grace_period_is_held_and_taken_back(fake_game, db_url):
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager = make_manager(store, fake, grace=30)
        table, _tokens = await new_table(manager, fake_game, clock="none")
        assert table.clock.control is None and seat_clock(table, 0)["deadline"] is None
        ann = Client(table, 0)
        table.attach(ann)
        table.detach(ann)
        await advance(manager, fake, table, 29)
        table.attach(again := Client(table, 0))  # back within the grace period
        table.detach(again)
        await advance(manager, fake, table, 29)
        assert not seat_clock(table, 0)["held"]
        await advance(manager, fake, table, 1.5)
        assert seat_clock(table, 0)["held"]  # gone for 30 s: a bot holds it and moves
        assert [seat for seat, _move in table.moves] == [0]
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await settle(manager, table)
        assert [seat for seat, _move in table.moves] == [0, 1, 0]
        with pytest.raises(RequestError, match="only the seat's player"):
            await manager.clocks.take_back(table, None)
        await manager.clocks.take_back(table, 0)
        assert not seat_clock(table, 0)["held"] and 0 not in table.bots
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await settle(manager, table)
        assert len(table.moves) == 4 and table.state.to_act == (0,)  # waits for the person
        await manager.play(table, 0, table.state.legal_moves(0)[0])
        with pytest.raises(RequestError, match="not held"):
            await manager.clocks.take_back(table, 0)
        manager.close()
        store.close()

    run_scenario(scenario)


def test_taking_back_on_your_turn_gives_a_fresh_clock(fake_game, db_url):
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager = make_manager(store, fake)
        # a slow bot (its delay is real time): the person takes the seat back before it moves
        table, _tokens = await new_table(manager, fake_game, clock={"move": 10, "bank": 0},
                                         bot_delay=10)
        await advance(manager, fake, table, 10)
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await advance(manager, fake, table, 10)  # held now
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        assert table.state.to_act == (0,) and 0 in table.bot_tasks  # the bot is about to move
        fake.t += 2
        await manager.clocks.take_back(table, 0)
        assert 0 not in table.bot_tasks and 0 not in table.bots
        assert seat_clock(table, 0)["deadline"] == fake.t + 10
        await asyncio.sleep(0.05)
        assert len(table.moves) == 4  # the bot did not move for the person
        manager.close()
        store.close()

    run_scenario(scenario)


def test_a_table_of_bots_has_no_clocks(fake_game, db_url):
    async def scenario() -> None:
        store = Store(db_url)
        manager = make_manager(store, FakeTime())
        table, _tokens = await new_table(manager, fake_game, seats=[{"kind": "bot"}] * 2)
        assert table.clock is None and json.loads(table.message(None))["clock"] is None
        manager.close()
        store.close()

    run_scenario(scenario)


# --- restarts -----------------------------------------------------------------------------


def test_a_restart_resumes_the_clocks_with_the_time_left_at_the_last_write(fake_game, db_url):
    fake = FakeTime()

    async def first_life() -> str:
        store = Store(db_url)
        manager = make_manager(store, fake)
        table, _tokens = await new_table(manager, fake_game)
        fake.t += 13  # 3 s of seat 0's bank spent
        await manager.play(table, 0, table.state.legal_moves(0)[0])
        fake.t += 4  # seat 1 thinks for 4 s; then the server dies
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        fake.t += 6
        manager.close()
        store.close()
        return table.id

    async def second_life(table_id: str) -> None:
        fake.t += 500  # the server was down a long time: nobody is charged for it
        store = Store(db_url)
        manager = make_manager(store, fake)
        manager.restore()
        manager.start()
        table = manager.tables[table_id]
        shown = seat_clock(table, 0)
        assert shown["bank"] == 2 and shown["deadline"] == fake.t + 12  # left at the write
        assert seat_clock(table, 1)["bank"] == 5
        await advance(manager, fake, table, 11.9)
        assert len(table.moves) == 2
        await advance(manager, fake, table, 0.1)
        assert len(table.moves) == 3 and seat_clock(table, 0)["timeouts"] == 1
        manager.close()
        store.close()

    table_id = run_scenario(first_life)
    run_scenario(lambda: second_life(table_id))


def test_a_held_seat_stays_held_after_a_restart(fake_game, db_url):
    fake = FakeTime()

    async def first_life() -> str:
        store = Store(db_url)
        manager = make_manager(store, fake, grace=5)
        table, _tokens = await new_table(manager, fake_game, clock="none", bot_delay=10)
        table.attach(ann := Client(table, 0))
        await manager.play(table, 0, table.state.legal_moves(0)[0])
        table.detach(ann)
        await advance(manager, fake, table, 5)
        assert seat_clock(table, 0)["held"]
        manager.close()
        store.close()
        return table.id

    async def second_life(table_id: str) -> None:
        store = Store(db_url)
        manager = make_manager(store, fake)
        manager.restore()
        table = manager.tables[table_id]
        assert seat_clock(table, 0)["held"] and 0 in table.bots
        await manager.clocks.take_back(table, 0)
        manager.close()
        store.close()

    table_id = run_scenario(first_life)
    run_scenario(lambda: second_life(table_id))
    _all, (row,) = stored_rows(db_url)
    assert row.clock is not None and not row.clock["seats"]["0"]["held"]


def test_nobody_is_taken_over_at_a_table_of_one_person_and_bots(fake_game, db_url):
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager = make_manager(store, fake, grace=5)
        table, _tokens = await new_table(manager, fake_game, clock="none",
                                         seats=[PEOPLE[0], {"kind": "bot"}])
        table.attach(ann := Client(table, 0))
        table.detach(ann)
        await advance(manager, fake, table, 60)
        assert not seat_clock(table, 0)["held"] and table.moves == []
        manager.close()
        store.close()

    run_scenario(scenario)


def test_a_seat_still_held_when_the_game_ends_is_told_as_left(fake_game, db_url):
    fake = FakeTime()
    left: list[tuple[str, int]] = []

    async def scenario() -> str:
        store = Store(db_url)
        manager = make_manager(store, fake, grace=5)
        manager.clocks.left_game = lambda table_id, seat: left.append((table_id, seat))
        table, _tokens = await new_table(manager, fake_game, clock="none",
                                         options={"rounds": 1})
        table.attach(ann := Client(table, 0))
        table.detach(ann)
        await advance(manager, fake, table, 5)  # held: its bot plays seat 0's card
        assert not left
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        assert table.state.over
        manager.close()
        store.close()
        return table.id

    table_id = run_scenario(scenario)
    assert left == [(table_id, 0)]


def test_a_person_gone_on_their_turn_is_played_for_when_the_move_time_is_up(fake_game, db_url):
    """Issue 31, point 8: the bank is not spent for someone who left; the others wait the
    turn's move seconds (10 here), not the bank (50) nor the grace period (30)."""
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager = make_manager(store, fake, grace=30)
        table, _tokens = await new_table(manager, fake_game, clock={"move": 10, "bank": 50})
        ann, bo = Client(table, 0), Client(table, 1)
        table.attach(ann)
        table.attach(bo)
        await advance(manager, fake, table, 9)
        assert table.moves == []  # present: the bank is hers to think with
        table.detach(ann)  # she leaves on her turn
        await advance(manager, fake, table, 0.9)
        assert table.moves == []
        await advance(manager, fake, table, 0.2)  # 10 s into the turn: the stand-in moves
        assert [seat for seat, _move in table.moves] == [0]
        assert seat_clock(table, 0)["bank"] > 49.8 and not seat_clock(table, 0)["held"]
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await advance(manager, fake, table, 10.1)  # her next turn: again its move time only
        assert [seat for seat, _move in table.moves] == [0, 1, 0]
        assert seat_clock(table, 0)["held"]  # two timeouts in a row: the stand-in holds it
        table.attach(again := Client(table, 0))  # back, and takes her seat back
        await manager.clocks.take_back(table, 0)
        await manager.play(table, 1, table.state.legal_moves(1)[0])
        await advance(manager, fake, table, 12)  # present: her clock runs with its bank
        assert len(table.moves) == 4 and table.state.to_act == (0,)
        table.detach(again)
        table.detach(bo)
        manager.close()
        store.close()

    run_scenario(scenario)


async def clock_when(table, seat: int, test, within: float = 5.0) -> dict:
    """The seat's clock as shown, once ``test`` holds of it (who is online is sent at most
    every presence interval, on the event loop's real time)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + within
    while not test(shown := seat_clock(table, seat)):
        assert loop.time() < end, shown
        await asyncio.sleep(0.02)
    return shown


def test_the_clock_shown_for_a_person_gone_says_when_the_stand_in_moves(fake_game, db_url):
    """The countdown ring runs to the move that comes: for a person gone on their turn the
    message's ``due`` is the end of the turn's move seconds, not the deadline with the bank;
    back at the table, ``due`` is the deadline again."""
    fake = FakeTime()

    async def scenario() -> None:
        store = Store(db_url)
        manager = make_manager(store, fake, grace=30)
        table, _tokens = await new_table(manager, fake_game, clock={"move": 10, "bank": 50})
        ann, bo = Client(table, 0), Client(table, 1)
        table.attach(ann)
        table.attach(bo)
        await advance(manager, fake, table, 4)
        shown = seat_clock(table, 0)
        assert shown["due"] == shown["deadline"]  # present: the bank is hers to think with
        turn_started = shown["deadline"] - 60
        table.detach(ann)  # she leaves on her turn
        shown = await clock_when(table, 0, lambda c: c["due"] != c["deadline"])
        assert shown["deadline"] == turn_started + 60
        assert shown["due"] == turn_started + 10  # the stand-in's move, 50 s sooner
        table.attach(again := Client(table, 0))
        await clock_when(table, 0, lambda c: c["due"] == c["deadline"])  # back: the bank again
        table.detach(again)
        await clock_when(table, 0, lambda c: c["due"] == turn_started + 10)
        await advance(manager, fake, table, 6.1)  # gone again: played for at the shown time
        assert [seat for seat, _move in table.moves] == [0]
        table.detach(bo)
        manager.close()
        store.close()

    run_scenario(scenario)
