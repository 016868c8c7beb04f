"""Web Push (gametable/server/people/push.py): a person's browsers subscribe with the server's
VAPID key, and when it becomes their turn at a turn-based table a push service is sent the
notice, encrypted for that browser. Here the push service is the test's own
(tests/server/helpers/push.py), on 127.0.0.1, which the server may post to only because it
was started with it in its allow-list; the test decrypts each message with the subscription's
private key and reads what a phone would show.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from py_vapid import Vapid02
from sqlalchemy import func, select

from gametable.server.people.push import (
    MAX_SUBSCRIPTIONS,
    PushSettings,
    Subscription,
    endpoint_refusal,
    payload,
)
from gametable.server.storage.schema import push_subscriptions_t, server_keys_t
from gametable.server.web.app import create_app

from ..helpers.people import person, sit
from ..helpers.push import PushEndpoint
from ..helpers.tables import create

DAY = 86400


class InboxStandIn:
    """The notices' interface (gametable/server/people/notices.py), for an app that has no
    notices service of its own: stores nothing, calls every delivery."""

    def __init__(self) -> None:
        self.deliveries: list[Any] = []

    async def tell(self, player_id: str, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        notice = {"id": 1, "kind": kind, "data": data, "created": time.time(), "read": False}
        for deliver in self.deliveries:
            await deliver(player_id, notice)
        return notice


@pytest.fixture
def endpoint() -> Iterator[PushEndpoint]:
    with PushEndpoint() as found:
        yield found


def serve(db_url: str, allow: tuple[str, ...] = ()) -> TestClient:
    app = create_app(db_url, bot_delay=0.0, push=PushSettings(allow=allow))
    if not hasattr(app.state, "notices"):
        app.state.notices = InboxStandIn()
    return TestClient(app)


@pytest.fixture
def client(fake_game, db_url, endpoint) -> Iterator[TestClient]:
    with serve(db_url, (endpoint.origin,)) as test_client:
        yield test_client


def subscriptions(client: TestClient, player_id: str | None = None) -> int:
    with client.app.state.store.engine.connect() as conn:
        query = select(func.count()).select_from(push_subscriptions_t)
        if player_id is not None:
            query = query.where(push_subscriptions_t.c.player_id == player_id)
        return conn.execute(query).scalar_one()


def forget(browser: Any, **body: Any) -> Any:
    """``DELETE /api/me/push`` as the person of ``browser``."""
    return browser._call("request", "DELETE", "/api/me/push", **body)


def your_turn(table_id: str, opponents: list[str]) -> dict[str, Any]:
    return {"id": 7, "kind": "your_turn", "read": False, "created": 0.0,
            "data": {"table": table_id, "game": "fake", "opponents": opponents,
                     "url": f"/table/{table_id}"}}


def test_each_turn_is_pushed_encrypted_in_the_persons_language(client, endpoint):
    ann, ann_player = person(client)
    bo, bo_player = person(client)
    assert bo.post("/api/me", json={"language": "ar"}).status_code == 200
    for browser, name in ((ann, "ann"), (bo, "bo")):
        answer = browser.post("/api/me/push", json=endpoint.subscribe(name))
        assert answer.status_code == 200, answer.text
        assert answer.json() == {"subscriptions": 1}
    table = create(ann, speed="turn-based", clock={"move": 3 * DAY},
                   seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bo"}])
    sit(ann, table, 0)
    sit(bo, table, 1)
    tid = table["id"]
    legal = ann.get(f"/api/tables/{tid}/state").json()["legal"]
    assert ann.post(f"/api/tables/{tid}/move", json={"move": legal[0]}).status_code == 200

    (to_bo,) = endpoint.wait(1)
    assert to_bo.name == "bo" and to_bo.payload is not None
    assert to_bo.payload["title"] == "دورك — Fake card game"
    assert to_bo.payload["body"] == "ضد Ann"
    assert to_bo.payload["url"] == f"/table/{tid}"
    assert to_bo.payload["tag"] == f"gt-your_turn-{tid}"
    headers = {k.lower(): v for k, v in to_bo.headers.items()}
    assert headers["content-encoding"] == "aes128gcm"
    assert headers["urgency"] == "high" and int(headers["ttl"]) > 0
    key = client.get("/api/push/key").json()["key"]
    assert headers["authorization"].endswith(f",k={key}")  # signed with the server's key
    assert Vapid02.verify(headers["authorization"])

    legal = bo.get(f"/api/tables/{tid}/state").json()["legal"]
    assert bo.post(f"/api/tables/{tid}/move", json={"move": legal[0]}).status_code == 200
    _first, to_ann = endpoint.wait(2)
    assert to_ann.name == "ann"
    assert to_ann.payload == {"title": "Your turn — Fake card game", "body": "Against Bo",
                              "url": f"/table/{tid}", "tag": f"gt-your_turn-{tid}",
                              "kind": "your_turn", "table": tid, "lang": "en"}


def test_a_gone_subscription_is_removed_and_another_answer_keeps_it(client, endpoint):
    ann, ann_player = person(client)
    assert ann.post("/api/me/push", json=endpoint.subscribe("phone")).status_code == 200
    assert ann.post("/api/me/push", json=endpoint.subscribe("laptop")).status_code == 200
    push = client.app.state.push
    endpoint.answer("laptop", 500)  # a push service that fails now and then: kept
    assert client.portal.call(push.push, ann_player["id"], your_turn("t1", ["Bo"])) == 1
    assert subscriptions(client, ann_player["id"]) == 2
    endpoint.answer("phone", 410)  # the browser unsubscribed: the push service says gone
    assert client.portal.call(push.push, ann_player["id"], your_turn("t1", ["Bo"])) == 0
    assert subscriptions(client, ann_player["id"]) == 1
    assert {r.name for r in endpoint.wait(4)} == {"phone", "laptop"}


def test_bad_subscriptions_are_refused_and_change_nothing(client, endpoint):
    ann, ann_player = person(client)
    good = endpoint.subscribe("ann")
    assert client.post("/api/me/push", json=good).status_code == 401  # nobody signed in
    point = good["keys"]["p256dh"]
    off_the_curve = point[:20] + ("A" if point[20] != "A" else "B") + point[21:]
    bad = [
        ([1, 2], "PushSubscription as JSON"),
        ({**good, "extra": 1}, "unknown field(s) extra"),
        ({**good, "endpoint": 5}, "'endpoint' is the push service's URL"),
        ({**good, "endpoint": "x" * 3000}, "at most 2048"),
        ({**good, "endpoint": "not a url"}, "'endpoint' is not a URL"),
        ({**good, "keys": {"p256dh": point}}, "'keys' is"),
        ({**good, "keys": {"p256dh": "AAAA", "auth": good["keys"]["auth"]}},
         "'keys.p256dh' is not a P-256 public key"),
        ({**good, "keys": {"p256dh": off_the_curve, "auth": good["keys"]["auth"]}},
         "'keys.p256dh' is not a P-256 public key"),
        ({**good, "keys": {"p256dh": point, "auth": "c2hvcnQ"}},
         "'keys.auth' is not a 16-byte secret"),
        ({**good, "endpoint": "https://push.example.org/abc"},
         "push.example.org is not a push service"),
    ]
    for body, message in bad:
        answer = ann.post("/api/me/push", json=body)
        assert answer.status_code == 400, (body, answer.text)
        assert message in answer.json()["error"], (message, answer.json())
    assert ann.post("/api/me/push", content=b"{nope",
                    headers={"Content-Type": "application/json"}).status_code == 400
    answer = ann.post("/api/me/push", json=good)
    assert answer.status_code == 200
    assert subscriptions(client) == 1
    for refused in ({"endpoint": 3}, {"other": 1}):
        assert ann.post("/api/me/push", json=refused).status_code == 400
    answer = forget(ann, json={"endpoint": [1]})
    assert answer.status_code == 400 and "endpoint" in answer.json()["error"]
    assert subscriptions(client, ann_player["id"]) == 1


def test_only_known_push_services_unless_the_server_was_told_otherwise(fake_game, tmp_path,
                                                                       endpoint):
    """Without ``--push-allow`` no client can make the server post anywhere but a known push
    service over https: not to the test's endpoint, not to another host, not to another port;
    a subscription stored while it was allowed is not posted to once it is not."""
    assert endpoint_refusal("https://fcm.googleapis.com/fcm/send/abc") is None
    assert endpoint_refusal("https://updates.push.services.mozilla.com/wpush/v2/x") is None
    assert endpoint_refusal("https://web.push.apple.com/QGx") is None
    assert endpoint_refusal("https://wns2-par02p.notify.windows.com/w/?token=x") is None
    for url, why in (("http://fcm.googleapis.com/fcm/send/abc", "https"),
                     ("https://fcm.googleapis.com:8443/fcm/send/abc", "https"),
                     ("https://user:pw@fcm.googleapis.com/x", "user name"),
                     ("https://fcm.googleapis.com.evil.example/x", "not a push service"),
                     ("https://127.0.0.1/x", "not a push service"),
                     ("https://storage.googleapis.com/x", "not a push service"),
                     (endpoint.endpoint("ann"), "https")):
        assert why in (endpoint_refusal(url) or ""), url
    assert endpoint_refusal(endpoint.endpoint("ann"), (endpoint.origin,)) is None
    with pytest.raises(ValueError, match="origin"):
        PushSettings(allow=("http://127.0.0.1:9/push",))
    with pytest.raises(ValueError, match="mailto"):
        PushSettings(contact="someone")

    with serve(f"sqlite:///{tmp_path / 'strict.db'}") as strict:
        ann, ann_player = person(strict)
        answer = ann.post("/api/me/push", json=endpoint.subscribe("ann"))
        assert answer.status_code == 400
        assert "https address of a push service" in answer.json()["error"]
        assert subscriptions(strict) == 0
        fcm = {**endpoint.subscribe("fcm"), "endpoint": "https://fcm.googleapis.com/fcm/x"}
        assert ann.post("/api/me/push", json=fcm).status_code == 200
        # stored by some earlier configuration that allowed it: never posted to now
        push = strict.app.state.push
        keys = endpoint.subscribe("old")["keys"]
        strict.portal.call(push.subscribe, ann_player["id"],
                           Subscription(endpoint.endpoint("old"), keys["p256dh"], keys["auth"]))
        assert strict.portal.call(push.unsubscribe, ann_player["id"],
                                  "https://fcm.googleapis.com/fcm/x") == 1
        assert strict.portal.call(push.push, ann_player["id"], your_turn("t", ["Bo"])) == 0
    assert endpoint.received == []


def test_a_person_keeps_a_few_subscriptions_and_one_browser_is_one_persons(client, endpoint):
    ann, ann_player = person(client)
    bo, bo_player = person(client)
    for n in range(MAX_SUBSCRIPTIONS + 1):
        answer = ann.post("/api/me/push", json=endpoint.subscribe(f"device{n}"))
        assert answer.json() == {"subscriptions": min(n + 1, MAX_SUBSCRIPTIONS)}
    kept = {s.endpoint for s in client.app.state.push.subscriptions_of(ann_player["id"])}
    assert endpoint.endpoint("device0") not in kept and len(kept) == MAX_SUBSCRIPTIONS
    # the same browser, now signed in as Bo: it is his
    assert bo.post("/api/me/push", json=endpoint.subscribe("device5")).status_code == 200
    assert subscriptions(client, ann_player["id"]) == MAX_SUBSCRIPTIONS - 1
    assert subscriptions(client, bo_player["id"]) == 1
    answer = forget(ann, json={"endpoint": endpoint.endpoint("device5")})
    assert answer.json() == {"removed": 0}  # not hers any more
    answer = forget(ann, json={"endpoint": endpoint.endpoint("device4")})
    assert answer.json() == {"removed": 1}
    assert forget(ann, json={}).json() == {"removed": MAX_SUBSCRIPTIONS - 2}
    assert subscriptions(client) == 1
    for _ in range(40):  # subscribing is charged per person
        answer = bo.post("/api/me/push", json=endpoint.subscribe("again"))
        if answer.status_code == 429:
            break
    assert answer.status_code == 429 and "too many changes" in answer.json()["error"]


def test_log_out_everywhere_forgets_every_device_of_the_person(client, endpoint):
    """Whoever picks up a device signed out everywhere is not told of the person's turns."""
    ann, ann_player = person(client)
    bo, bo_player = person(client)
    for name in ("phone", "laptop"):
        assert ann.post("/api/me/push", json=endpoint.subscribe(name)).status_code == 200
    assert bo.post("/api/me/push", json=endpoint.subscribe("bo")).status_code == 200
    assert ann.post("/api/logout/everywhere", json={}).status_code == 200
    assert subscriptions(client, ann_player["id"]) == 0
    assert subscriptions(client, bo_player["id"]) == 1  # nobody else's


def test_the_key_is_made_once_and_kept_by_the_database(fake_game, db_url):
    with serve(db_url) as first:
        key = first.get("/api/push/key").json()["key"]
        assert first.get("/api/push/key").json()["key"] == key
        with first.app.state.store.engine.connect() as conn:
            assert conn.execute(select(func.count()).select_from(server_keys_t)).scalar() == 1
    with serve(db_url) as again:  # a restart signs with the same key: subscriptions hold
        assert again.get("/api/push/key").json()["key"] == key
    assert len(key) == 87  # 65 bytes, base64url without padding


def test_every_process_of_a_cluster_signs_with_one_key(fake_game, pg_url):
    with TestClient(create_app(pg_url, bot_delay=0.0, cluster=True, node="a")) as a, \
            TestClient(create_app(pg_url, bot_delay=0.0, cluster=True, node="b")) as b:
        assert a.get("/api/push/key").json() == b.get("/api/push/key").json()


def test_what_a_push_says_in_each_language(fake_game):
    notice = your_turn("t9", ["Ann", "Bo", "Cy"])
    assert payload(notice, "en")["body"] == "Against Ann, Bo and Cy"
    assert payload(notice, "fi")["body"] == "Vastassa Ann, Bo ja Cy"
    assert payload(notice, "es")["title"] == "Tu turno — Fake card game"
    assert payload(notice, "ar")["body"] == "ضد Ann، Bo وCy"
    invite = {"id": 3, "kind": "invite", "data": {"table": "t2", "game": "baloot",
                                                   "name": "Noor", "url": "/join/t2/tok"}}
    assert payload(invite, "ar")["title"] == "Noor يدعوك إلى بلوت"
    assert payload(invite, "en")["url"] == "/join/t2/tok"
    assert payload({"kind": "follow", "data": {}}, "en") is None
    hostile = {"kind": "your_turn", "data": {"table": "t", "url": "//evil.example/x"}}
    assert payload(hostile, "en")["url"] == "/table/t"
    # how a turn-based game ended: the result for the one told, and who resigned
    over = {"kind": "game_over", "data": {"table": "t5", "game": "balloon-cup",
                                          "opponents": ["Ann"], "result": "lost",
                                          "resigned": None, "url": "/table/t5"}}
    assert payload(over, "en")["title"] == "Game over — Balloon Cup"
    assert payload(over, "en")["body"] == "You lost against Ann"
    resigned = {**over, "data": {**over["data"], "result": "won", "resigned": "Ann"}}
    assert payload(resigned, "es")["body"] == "Ann se rindió: ganaste"
    assert payload(resigned, "ar")["body"] == "استسلم Ann: لقد فزت"
