"""Deals no one chooses: each person's seat adds its own random value (commit–reveal) before
the deal, and the deal's seed is derived from the server's seed and every seat's value."""

from __future__ import annotations

import asyncio
import hashlib
import json
import secrets
import time

from fastapi.testclient import TestClient

import gametable
from gametable.cli import main
from gametable.core import fairness
from gametable.server.storage.store import Store
from gametable.server.tables.live import Client
from gametable.server.tables.manager import TableManager
from gametable.server.web.app import create_app

from ..helpers.faulty import FaultyStore
from ..helpers.loops import run_scenario
from ..helpers.tables import create, finish, tokens_of
from ..helpers.waiting import until, wait_until

PEOPLE = [{"kind": "human"}, {"kind": "human"}]
WAIT = 30.0  # long: these tests end the phase by their own answers, never by waiting


def value() -> str:
    return secrets.token_hex(32)


def commit_of(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def state(client: TestClient, tid: str, token: str | None = None) -> dict:
    params = {"token": token} if token else {}
    return client.get(f"/api/tables/{tid}/state", params=params).json()


def seed_post(client: TestClient, tid: str, token: str, **body):
    return client.post(f"/api/tables/{tid}/seed", json={**body, "token": token})


def wait_dealt(client: TestClient, tid: str, timeout: float = 10.0) -> dict:
    return wait_until(lambda: state(client, tid), lambda shown: shown.get("dealing") is None,
                      timeout, what="the deal")


def new_table(client: TestClient, seats=PEOPLE, **more) -> tuple[str, list[str | None]]:
    table = create(client, seats=seats, **more)
    return table["id"], tokens_of(table)


def test_nothing_of_the_deal_is_shown_while_shuffling(fake_game, db_url):
    with TestClient(create_app(db_url, bot_delay=0.0, deal_wait=WAIT)) as client:
        tid, tokens = new_table(client)
        for token in (*tokens, None):
            shown = state(client, tid, token)
            assert shown["view"] is None and shown["legal"] == [] and shown["to_act"] == []
            assert shown["dealing"]["step"] == "commit"
            assert shown["dealing"]["seats"] == {"0": "waiting", "1": "waiting"}
            assert set(shown["fairness"]) == {"commitment"}
        with client.websocket_connect(f"/ws/tables/{tid}?token={tokens[0]}") as ws:
            first = ws.receive_json()
            assert first["view"] is None and first["dealing"]["until"] > time.time()
        assert client.get(f"/api/tables/{tid}").json()["to_act"] == []
        # no move is taken before the deal, whatever it would be
        for move in ("play c1", "play c5", "play c9"):
            refused = client.post(f"/api/tables/{tid}/move",
                                  json={"move": move, "token": tokens[0]})
            assert refused.status_code == 409 and "shuffled" in refused.json()["error"]


def test_every_seat_commits_then_reveals_and_the_record_shows_their_values(
        fake_game, db_url, tmp_path, capsys):
    with TestClient(create_app(db_url, bot_delay=0.0, deal_wait=WAIT)) as client:
        tid, tokens = new_table(client)
        values = [value(), value()]
        # seat 0 by its socket, seat 1 by HTTP (API clients)
        with client.websocket_connect(f"/ws/tables/{tid}?token={tokens[0]}") as ws:
            ws.receive_json()
            ws.send_json({"type": "seed_commit", "commitment": commit_of(values[0])})
            shown = ws.receive_json()
            assert shown["dealing"]["seats"]["0"] == "committed"
            # the value is not taken before every seat has committed
            ws.send_json({"type": "seed_reveal", "value": values[0]})
            early = ws.receive_json()
            assert early["type"] == "error" and "every seat has committed" in early["message"]
            answer = seed_post(client, tid, tokens[1], commitment=commit_of(values[1]))
            assert answer.status_code == 200, answer.text
            both = ws.receive_json()
            # every seat sees every commitment, and is asked for its value
            assert both["dealing"]["step"] == "reveal"
            assert both["dealing"]["commitments"] == {"0": commit_of(values[0]),
                                                      "1": commit_of(values[1])}
            # a value that is not the committed one is refused, with the reason
            wrong = seed_post(client, tid, tokens[1], value=value())
            assert wrong.status_code == 400
            assert "does not hash to your seat's commitment" in wrong.json()["error"]
            # nobody is shown another seat's value, even once revealed
            ws.send_json({"type": "seed_reveal", "value": values[0]})
            revealed = ws.receive_json()
            assert revealed["dealing"]["seats"]["0"] == "revealed"
            assert values[0] not in json.dumps(state(client, tid, tokens[1]))
            started = time.monotonic()
            assert seed_post(client, tid, tokens[1], value=values[1]).status_code == 200
        shown = state(client, tid)
        assert "dealing" not in shown and shown["to_act"]  # dealt at once: nobody waited
        assert time.monotonic() - started < WAIT / 2
        assert [p["source"] for p in shown["fairness"]["seats"]] == ["seat", "seat"]
        assert "value" not in shown["fairness"]["seats"][0]
        assert "deal_seed" not in shown["fairness"]
        finish(client, tid, tokens)
        record = client.get(f"/api/tables/{tid}/record").json()
        replay = client.get(f"/api/tables/{tid}/replay").json()
    shown = record["meta"]["fairness"]
    assert [(p["source"], p["value"], p["commitment"]) for p in shown["seats"]] == [
        ("seat", values[0], commit_of(values[0])), ("seat", values[1], commit_of(values[1]))]
    # the deal is the one derived from the server's seed and both values, by hand
    text = f"gametable-deal-v1:{shown['seed']}:{shown['salt']}:{values[0]}:{values[1]}"
    derived = int(hashlib.sha256(text.encode()).hexdigest(), 16) % 2**62
    assert shown["deal_seed"] == derived and shown["counter"] == 0
    assert record["setup"] == gametable.new_game("fake", seed=derived).setup()
    assert replay["fairness"]["verified"] is True, replay["fairness"]["reason"]
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    assert main(["replay", "--verify", str(path)]) == 0
    assert "2 from the seats' own browsers" in capsys.readouterr().out
    # a record whose seat value was changed afterwards fails
    record["meta"]["fairness"]["seats"][1]["value"] = value()
    path.write_text(json.dumps(record))
    assert main(["replay", "--verify", str(path)]) == 1


def test_a_seat_that_never_answers_is_replaced_and_marked(fake_game, db_url):
    """Seat 1 never sends anything: once the time is up it takes the server's value, and
    the record says so."""
    with TestClient(create_app(db_url, bot_delay=0.0, deal_wait=0.3)) as client:
        tid, tokens = new_table(client)
        mine = value()
        assert seed_post(client, tid, tokens[0], commitment=commit_of(mine)).status_code == 200
        deadline = time.monotonic() + 10
        while state(client, tid)["dealing"]["step"] != "reveal":
            assert time.monotonic() < deadline
            time.sleep(0.02)
        assert seed_post(client, tid, tokens[0], value=mine).status_code == 200
        dealt = wait_dealt(client, tid)
        assert [p["source"] for p in dealt["fairness"]["seats"]] == ["seat", "server"]
        finish(client, tid, tokens)
        shown = client.get(f"/api/tables/{tid}/record").json()["meta"]["fairness"]
    seed, salt = shown["seed"], shown["salt"]
    assert shown["seats"][0]["value"] == mine
    assert shown["seats"][1] == {"seat": 1, "source": "server", "commitment": None,
                                 "value": fairness.server_value(seed, salt, 1)}
    # sending a value after the deal is refused, clearly
    with TestClient(create_app(db_url, bot_delay=0.0, deal_wait=0.3)) as client:
        late = seed_post(client, tid, tokens[1], commitment=commit_of(value()))
        assert late.status_code == 409 and "dealt already" in late.json()["error"]


def test_a_seat_that_commits_but_does_not_reveal_takes_the_servers_value(fake_game, db_url):
    with TestClient(create_app(db_url, bot_delay=0.0, deal_wait=0.3)) as client:
        tid, tokens = new_table(client)
        kept = value()
        for token, text in zip(tokens, (value(), kept), strict=True):
            assert seed_post(client, tid, token, commitment=commit_of(text)).status_code == 200
        assert seed_post(client, tid, tokens[1], value=kept).status_code == 200
        dealt = wait_dealt(client, tid)  # seat 0 never reveals: the reveal step runs out
        parts = dealt["fairness"]["seats"]
        assert [p["source"] for p in parts] == ["server", "seat"]
        assert parts[0]["commitment"] is not None  # it did commit: the record shows that too
        finish(client, tid, tokens)
        record = client.get(f"/api/tables/{tid}/record").json()
    shown = record["meta"]["fairness"]
    assert shown["seats"][0]["value"] == fairness.server_value(shown["seed"], shown["salt"], 0)
    verdict = fairness.check("fake", {}, record["setup"], record["moves"], shown,
                             record["result"])
    assert verdict.verified, verdict.reason


def test_bad_seat_values_are_refused_with_a_reason(fake_game, db_url):
    with TestClient(create_app(db_url, bot_delay=0.0, deal_wait=WAIT)) as client:
        tid, tokens = new_table(client, seats=[{"kind": "human"},
                                               {"kind": "bot", "bot": "random"}])
        assert state(client, tid)["dealing"]["seats"] == {"0": "waiting", "1": "server"}
        for body, words in [({"commitment": "xyz"}, "64 lowercase hex"),
                            ({"commitment": "A" * 64}, "64 lowercase hex"),
                            ({"commitment": 5}, "64 lowercase hex"),
                            ({}, "send {"), ({"commitment": "a" * 64, "value": "b" * 64}, "send {"),
                            ({"value": "a" * 64}, "commit first")]:
            answer = seed_post(client, tid, tokens[0], **body)
            assert answer.status_code in (400, 409) and words in answer.json()["error"], body
        spectator = client.post(f"/api/tables/{tid}/seed", json={"commitment": "a" * 64})
        assert spectator.status_code == 403
        mine = value()
        assert seed_post(client, tid, tokens[0], commitment=commit_of(mine)).status_code == 200
        again = seed_post(client, tid, tokens[0], commitment=commit_of(value()))
        assert again.status_code == 409 and "another value" in again.json()["error"]
        # the only person committed: the reveal step; the same commitment again is harmless
        assert seed_post(client, tid, tokens[0], commitment=commit_of(mine)).status_code == 200
        assert seed_post(client, tid, tokens[0], value=mine).status_code == 200
        dealt = wait_dealt(client, tid)
        assert [p["source"] for p in dealt["fairness"]["seats"]] == ["seat", "server"]


def test_without_a_person_or_with_a_chosen_deal_there_is_no_phase(fake_game, db_url):
    with TestClient(create_app(db_url, bot_delay=0.0, deal_wait=WAIT)) as client:
        tid, _ = new_table(client, seats=[{"kind": "bot", "bot": "random"}] * 2)
        assert state(client, tid).get("dealing") is None
        tid, tokens = new_table(client, seed=3, practice=True)
        shown = state(client, tid, tokens[0])
        assert shown.get("dealing") is None and shown["view"]["hand"]
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:  # deal_wait 0: as before
        tid, tokens = new_table(client)
        shown = state(client, tid, tokens[0])
        assert shown.get("dealing") is None and set(shown["fairness"]) == {"commitment"}


def test_a_restart_during_the_phase_restarts_it(fake_game, db_url):
    """Nothing was dealt or stored: the phase starts again, the browsers send their values
    again; after the deal a restart keeps the deal that was stored."""
    values = [value(), value()]
    with TestClient(create_app(db_url, bot_delay=0.0, deal_wait=WAIT)) as client:
        tid, tokens = new_table(client)
        commitment = client.get(f"/api/tables/{tid}").json()["fairness"]["commitment"]
        assert seed_post(client, tid, tokens[0],
                         commitment=commit_of(values[0])).status_code == 200
    with TestClient(create_app(db_url, bot_delay=0.0, deal_wait=WAIT)) as client:
        shown = state(client, tid)
        assert shown["dealing"]["step"] == "commit"
        assert shown["dealing"]["seats"] == {"0": "waiting", "1": "waiting"}
        assert shown["fairness"]["commitment"] == commitment  # the same server seed
        for token, text in zip(tokens, values, strict=True):
            assert seed_post(client, tid, token, commitment=commit_of(text)).status_code == 200
        for token, text in zip(tokens, values, strict=True):
            assert seed_post(client, tid, token, value=text).status_code == 200
        hand = state(client, tid, tokens[0])["view"]["hand"]
        first = state(client, tid)["to_act"][0]
        move = state(client, tid, tokens[first])["legal"][0]
        client.post(f"/api/tables/{tid}/move", json={"move": move, "token": tokens[first]})
    with TestClient(create_app(db_url, bot_delay=0.0, deal_wait=WAIT)) as client:
        shown = state(client, tid, tokens[0])
        assert shown.get("dealing") is None and shown["n"] == 1
        assert set(hand) - {move.split()[1]} <= set(shown["view"]["hand"]) | set(
            shown["view"]["played"][0])
        finish(client, tid, tokens)
        record = client.get(f"/api/tables/{tid}/record").json()
    assert [p["value"] for p in record["meta"]["fairness"]["seats"]] == values


def test_the_deal_is_stored_before_it_is_told(fake_game, db_url):
    """A store that stalls while the deal is written: nobody is shown it, no move is taken;
    one that fails: still nobody, and the deal is tried again until it is stored."""
    store = FaultyStore(db_url)

    async def scenario() -> None:
        manager = TableManager(store, bot_delay=0.0, deal_wait=WAIT, bot_retry=0.05)
        table, _tokens = await manager.create({"game": "fake", "seats": PEOPLE})
        manager.start()
        watcher = Client(table, 0)
        table.attach(watcher)
        values = [value(), value()]
        for seat, text in enumerate(values):
            await manager.dealer.commit(table, seat, commit_of(text))
        await manager.dealer.reveal(table, 0, values[0])
        store.hold()
        store.fail = True
        revealing = asyncio.create_task(manager.dealer.reveal(table, 1, values[1]))
        await until(store.held.is_set, what="the writer taking the deal")
        assert json.loads(table.message(0))["view"] is None
        assert json.loads(await watcher.next_message())["dealing"]["seats"]["1"] == "revealed"
        # a move waits behind the deal being written (the table's lock): not taken meanwhile,
        # and refused once the write has failed (it waited out the writer's 30-s stall before)
        playing = asyncio.create_task(manager.play(table, 0, "play c1"))
        for _ in range(20):  # the move's task runs as far as it can
            await asyncio.sleep(0)
        assert not playing.done(), "a move was taken while the deal was being stored"
        store.release()
        await revealing
        try:
            await playing
        except Exception as error:
            assert "shuffled" in str(error)
        else:
            raise AssertionError("a move was taken before the deal was stored")
        assert table.dealing is not None and json.loads(table.message(0))["view"] is None
        store.fail = False  # the retry stores it
        await until(lambda: table.dealing is None, what="the deal being stored on retry")
        assert json.loads(table.message(0))["view"]["hand"]
        (row,) = store.load_all()
        assert row.settings["deal"]["deal_seed"] == fairness.deal_seed(
            table.seed, table.settings["salt"], values)
        assert row.setup == table.state.setup()
        manager.close()

    try:
        run_scenario(scenario)
    finally:
        store.close()


def test_a_person_and_a_bot_the_bot_moves_only_after_the_deal(fake_game, db_url):
    with TestClient(create_app(db_url, bot_delay=0.0, deal_wait=WAIT)) as client:
        tid, tokens = new_table(client, seats=[{"kind": "bot", "bot": "random"},
                                               {"kind": "human"}])
        assert state(client, tid)["n"] == 0  # the bot (seat 0) has not moved
        mine = value()
        seed_post(client, tid, tokens[1], commitment=commit_of(mine))
        assert state(client, tid)["dealing"]["step"] == "reveal"
        assert state(client, tid)["n"] == 0
        seed_post(client, tid, tokens[1], value=mine)
        deadline = time.monotonic() + 10
        while state(client, tid)["n"] == 0:  # the bot moves first, once dealt
            assert time.monotonic() < deadline, "the bot never moved after the deal"
            time.sleep(0.02)
        assert [p["source"] for p in state(client, tid)["fairness"]["seats"]] == [
            "server", "seat"]


def test_stored_deal_reads_back_from_the_store(fake_game, db_url):
    """``op_deal`` writes the settings with the deal and the opening setup."""
    store = Store(db_url)
    try:
        async def scenario() -> None:
            manager = TableManager(store, bot_delay=0.0, deal_wait=WAIT)
            table, _ = await manager.create({"game": "fake", "seats": PEOPLE})
            (row,) = store.load_all()
            assert row.settings["dealing"] is True and "deal" not in row.settings
            assert row.setup == {}
            manager.close()

        run_scenario(scenario)
    finally:
        store.close()


def test_quick_play_tables_shuffle_too_and_their_clocks_start_at_the_deal(fake_game, db_url):
    """Quick play makes its tables with ``create_many``: they go through the phase, and no
    person's clock runs before the deal (the time to shuffle is charged to nobody)."""
    from gametable.server.tables.manager import TableOrder

    store = Store(db_url)

    async def scenario() -> None:
        manager = TableManager(store, bot_delay=0.0, deal_wait=WAIT)
        manager.start()
        (made,) = await manager.create_many([TableOrder(
            {"game": "fake", "seats": PEOPLE}, players={0: "p-ann", 1: "p-bob"}, timed=True,
            settings={"rated": True, "queue": "fake"})])
        table, _tokens = made
        assert table.dealing is not None and table.clock is None
        values = [value(), value()]
        for seat, text in enumerate(values):
            await manager.dealer.commit(table, seat, commit_of(text))
        for seat, text in enumerate(values):
            await manager.dealer.reveal(table, seat, text)
        assert table.dealing is None
        first = table.clock.seats[table.state.to_act[0]]
        assert first.deadline is not None and first.deadline > time.time()
        manager.close()

    try:
        run_scenario(scenario)
    finally:
        store.close()
