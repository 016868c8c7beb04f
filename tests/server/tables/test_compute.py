"""Fair scheduling of searches: bots' moves before hints, tables in turn, one hint per seat.

The scheduler is tested on its decisions (which job the pool is given next), not on time:
an executor that only records what it is given stands in for the worker processes.
"""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future

from gametable.server.tables.compute import BOT, HINT, ComputePool, FairQueue

from ..helpers.loops import run_scenario
from ..helpers.tables import create
from ..helpers.waiting import until


def test_bots_go_before_hints_and_tables_take_turns():
    queue = FairQueue()
    for i in range(6):
        queue.push(HINT, "flooded", f"flood {i}")
    queue.push(HINT, "quiet", "quiet 0")
    queue.push(BOT, "table b", "bot b")
    queue.push(HINT, "other", "other 0")
    order = [queue.pop()[1] for _ in range(len(queue))]
    assert order[0] == "bot b"  # a bot's move first, though queued after seven hints
    # then one hint per table in turn: the flooded table gets its share, not the line
    assert order[1:4] == ["flood 0", "quiet 0", "other 0"]
    assert order[4:] == [f"flood {i}" for i in range(1, 6)]
    queue.push(HINT, "t", "hint")
    assert queue.pop(hints=False) is None and len(queue) == 1


class RecordingExecutor:
    """Takes jobs and runs none: the test finishes them by hand, in the order it wants."""

    def __init__(self) -> None:
        self.given: list[tuple[str, Future]] = []

    def submit(self, function, *args):
        future: Future = Future()
        self.given.append((args[0], future))
        return future

    def shutdown(self, **_kwargs) -> None:
        pass


def test_hints_never_hold_the_last_worker_and_a_bot_is_served_next():
    async def scenario() -> list[str]:
        pool = ComputePool(processes=3)
        executor = pool._executor = RecordingExecutor()

        def job(name: str) -> str:
            return name

        flood = [asyncio.ensure_future(pool.run(HINT, "flooded", job, f"hint {i}"))
                 for i in range(16)]
        await asyncio.sleep(0)
        # two of three workers take hints; the third is kept for bots
        assert [name for name, _f in executor.given] == ["hint 0", "hint 1"]
        bot = asyncio.ensure_future(pool.run(BOT, "other table", job, "bot"))
        await asyncio.sleep(0)
        assert executor.given[-1][0] == "bot"  # at once, sixteen hints notwithstanding
        executor.given[-1][1].set_result("bot move")
        assert await bot == "bot move"
        # with every worker busy, a bot queued behind hints still goes first
        more = asyncio.ensure_future(pool.run(HINT, "quiet", job, "quiet hint"))
        blocker = asyncio.ensure_future(pool.run(BOT, "b", job, "bot 2"))
        late_bot = asyncio.ensure_future(pool.run(BOT, "c", job, "bot 3"))
        await asyncio.sleep(0)
        executor.given[0][1].set_result("done")  # a hint ends: the waiting bot takes its place
        await until(lambda: len(executor.given) == 5)
        waiting = [*flood, more, blocker, late_bot]
        while not all(task.done() for task in waiting):  # finish each job as it is given
            for name, future in list(executor.given):
                if not future.done():
                    future.set_result(name)
            await asyncio.sleep(0.001)
        await asyncio.gather(*waiting)
        return [name for name, _f in executor.given]

    given = run_scenario(scenario)
    assert given[:5] == ["hint 0", "hint 1", "bot", "bot 2", "bot 3"]
    # the quiet table's hint comes second among the hints left, not after the flood
    hints = [name for name in given if "hint" in name and name not in ("hint 0", "hint 1")]
    assert hints[1] == "quiet hint"


def test_a_seat_has_one_hint_in_flight(client, monkeypatch):
    from gametable.server.tables import hints as hinting
    from gametable.server.tables import manager as tables

    release = threading.Event()
    asked = threading.Event()

    def slow_hint(game, view, legal, level):
        asked.set()
        release.wait(timeout=10)
        return {"move": legal[0], "win_chance": 0.5}

    monkeypatch.setattr(hinting, "hint_function", lambda: slow_hint)
    for module in (hinting, tables):  # (asked where the table is made, and at each hint)
        monkeypatch.setattr(module, "hints_available", lambda game: True)
    table = create(client, seed=5, seats=[{"kind": "human"}] * 2, hints=True)  # allowed
    tid, token = table["id"], table["seats"][0]["token"]
    answers = []
    first = threading.Thread(target=lambda: answers.append(
        client.post(f"/api/tables/{tid}/hint", json={}, params={"token": token})))
    first.start()
    assert asked.wait(timeout=10)
    second = client.post(f"/api/tables/{tid}/hint", json={}, params={"token": token})
    assert second.status_code == 429 and "still being worked out" in second.json()["error"]
    release.set()
    first.join(timeout=10)
    assert answers[0].status_code == 200
    again = client.post(f"/api/tables/{tid}/hint", json={}, params={"token": token})
    assert again.status_code == 200  # once the first is answered, the seat may ask again
