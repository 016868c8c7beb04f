"""Who may do what, from where, how often (gametable.server.people.access).

Rows 6 and 8 of issue 16's attack table and the web-security part of rows 9–16: a page on
another port reading a hand over the WebSocket and moving with a no-cors ``text/plain`` POST,
tokens in the access log, the cookie without ``Secure``, names with U+202E, the Host header in
invite links, no CSP; and the per-client rate limits and open-table cap.
"""

from __future__ import annotations

from html.parser import HTMLParser

import httpx
import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from gametable.server.people.access import AccessPolicy, Guard, Rate, RateLimiter, TooManyRequests
from gametable.server.web.app import create_app
from gametable.server.web.pages import STATIC

from ..helpers.guests import sign_in_as_guest
from ..helpers.procs import ServerProcess
from ..helpers.tables import try_create


def make_client(db_url: str, peer: str = "testclient", **policy) -> TestClient:
    return TestClient(create_app(db_url, bot_delay=0.0, access=AccessPolicy(**policy)),
                      client=(peer, 50000))


# --- row 6: another site's page, with the victim's cookie -------------------------------------


@pytest.fixture
def server(db_url):
    process = ServerProcess(db_url, options=["--log-level", "info"])
    process.start()
    try:
        yield process
    finally:
        process.stop()


def test_another_origin_can_neither_read_a_hand_nor_move(server):
    port, base = server.port, server.base
    attacker = f"http://127.0.0.1:{port + 1}"  # another port of the same host
    table = httpx.post(f"{base}/api/tables", json={"game": "balloon-cup", "seats": [
        {"kind": "human"}, {"kind": "human"}]}).json()
    tid = table["id"]
    seat = httpx.get(f"{base}/api/tables/{tid}").json()["to_act"][0]  # the drawn first player
    token = table["seats"][seat]["token"]
    cookie = {"Cookie": f"gt_{tid}={token}"}
    socket_url = f"ws://127.0.0.1:{port}/ws/tables/{tid}"

    # the attacker's page opens the socket; the browser adds the victim's cookie and its Origin
    with pytest.raises(InvalidStatus) as refused:
        connect(socket_url, origin=attacker, additional_headers=cookie, open_timeout=10)
    assert refused.value.response.status_code == 403
    assert b"not allowed here" in refused.value.response.body
    # the table's own page (same origin), and a program (no Origin), are let in
    for origin in (base, None):
        with connect(socket_url, origin=origin, additional_headers=cookie,
                     open_timeout=10) as ws:
            message = httpx.Response(200, content=ws.recv(timeout=10)).json()
            assert message["seat"] == seat and message["view"]

    # a no-cors form-like POST: text/plain, the cookie, the attacker's Origin
    state = httpx.get(f"{base}/api/tables/{tid}/state", headers=cookie).json()
    move = state["legal"][0]
    for headers, status in [
        ({"Content-Type": "text/plain", "Origin": attacker}, 403),
        ({"Content-Type": "application/json", "Origin": attacker}, 403),
        ({"Content-Type": "text/plain"}, 415),
        ({"Content-Type": "text/plain", "Origin": base}, 415),
    ]:
        answer = httpx.post(f"{base}/api/tables/{tid}/move", content=f'{{"move": "{move}"}}',
                            headers={**headers, **cookie})
        assert answer.status_code == status, (headers, answer.text)
        assert answer.json()["error"]
    assert httpx.get(f"{base}/api/tables/{tid}").json()["moves"] == 0
    # the page itself moves
    answer = httpx.post(f"{base}/api/tables/{tid}/move", json={"move": move},
                        headers={"Origin": base, **cookie})
    assert answer.status_code == 200 and answer.json()["n"] == 1


def test_configured_origins_are_allowed(fake_game, db_url):
    other = "https://play.example.org"
    with make_client(db_url, allowed_origins=(other,)) as client:
        assert try_create(client, headers={"Origin": other}).status_code == 201
        assert try_create(client, headers={"Origin": "https://evil.example"}).status_code == 403
        table = try_create(client).json()
        tid = table["id"]
        with client.websocket_connect(f"/ws/tables/{tid}", headers={"Origin": other}) as ws:
            assert ws.receive_json()["type"] == "state"
        with pytest.raises(WebSocketDisconnect), client.websocket_connect(
                f"/ws/tables/{tid}", headers={"Origin": "https://evil.example"}):
            pass


# --- row 8: tokens in the logs ----------------------------------------------------------------


def test_seat_tokens_never_reach_the_log(server):
    port, base = server.port, server.base
    table = httpx.post(f"{base}/api/tables", json={"game": "balloon-cup", "seats": [
        {"kind": "human"}, {"kind": "human"}]}).json()
    tid, tokens = table["id"], [s["token"] for s in table["seats"]]
    assert httpx.get(f"{base}/join/{tid}/{tokens[1]}").status_code == 303
    mover = tokens[httpx.get(f"{base}/api/tables/{tid}").json()["to_act"][0]]
    state = httpx.get(f"{base}/api/tables/{tid}/state", params={"token": mover}).json()
    assert httpx.post(f"{base}/api/tables/{tid}/move", params={"token": mover},
                      json={"move": state["legal"][0]}).status_code == 200
    with connect(f"ws://127.0.0.1:{port}/ws/tables/{tid}?token={tokens[1]}&patch=1",
                 open_timeout=10) as ws:
        ws.recv(timeout=10)
    httpx.get(f"{base}/join/{tid}/not-a-token")
    server.process.terminate()
    server.process.wait(timeout=10)
    server.log.seek(0)
    log = server.log.read().decode()
    assert f"/join/{tid}/…" in log and "token=…" in log  # the requests were logged...
    assert "WebSocket" in log
    for token in tokens:  # ...without their tokens
        assert token not in log
    assert "not-a-token" not in log


# --- rows 9–16: cookie, Host header, CSP, API docs, names --------------------------------------


def test_seat_cookie_is_httponly_strict_and_secure_over_https(fake_game, db_url):
    with make_client(db_url, public_url="https://games.example.org") as client:
        table = try_create(client).json()
        tid, token = table["id"], table["seats"][0]["token"]
        cookie = client.get(f"/join/{tid}/{token}", follow_redirects=False).headers["set-cookie"]
        assert "HttpOnly" in cookie and "SameSite=strict" in cookie and "Secure" in cookie
        assert client.get("/").headers["strict-transport-security"].startswith("max-age=")
    # plain HTTP: no Secure (the browser would drop the cookie), unless a trusted proxy
    # says the visitor came over HTTPS
    with make_client(db_url, peer="10.0.0.5", trusted_proxies=("10.0.0.0/8",)) as client:
        table = try_create(client).json()
        tid, token = table["id"], table["seats"][0]["token"]
        plain = client.get(f"/join/{tid}/{token}", follow_redirects=False)
        assert "Secure" not in plain.headers["set-cookie"]
        proxied = client.get(f"/join/{tid}/{token}", follow_redirects=False,
                             headers={"X-Forwarded-Proto": "https"})
        assert "Secure" in proxied.headers["set-cookie"]
    with make_client(db_url, peer="10.0.0.5") as client:  # the same header, untrusted
        table = try_create(client).json()
        tid, token = table["id"], table["seats"][0]["token"]
        forged = client.get(f"/join/{tid}/{token}", follow_redirects=False,
                            headers={"X-Forwarded-Proto": "https"})
        assert "Secure" not in forged.headers["set-cookie"]


def test_invite_links_come_from_the_public_url_never_the_host_header(fake_game, db_url):
    with make_client(db_url, public_url="https://games.example.org/") as client:
        table = try_create(client, headers={"Host": "evil.example",
                                        "X-Forwarded-Host": "evil.example"}).json()
        for seat in table["seats"]:
            assert seat["invite"] == (f"https://games.example.org/join/{table['id']}/"
                                      f"{seat['token']}")
        assert table["url"] == f"https://games.example.org/table/{table['id']}"
    with make_client(db_url) as client:  # embedded without a public URL: relative links
        table = try_create(client, headers={"Host": "evil.example"}).json()
        assert table["seats"][0]["invite"].startswith(f"/join/{table['id']}/")


def test_every_response_carries_the_security_headers(client):
    for path in ["/", "/api/games", "/api/tables/nosuch", "/static/app.css", "/nothing"]:
        headers = client.get(path).headers
        csp = headers["content-security-policy"]
        assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp, path
        assert "unsafe-inline" not in csp
        assert headers["x-frame-options"] == "DENY"
        assert headers["referrer-policy"] == "no-referrer"
        assert headers["x-content-type-options"] == "nosniff"


class _InlineFinder(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.inline: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        names = dict(attrs)
        if tag == "script":
            self._in_script = "src" not in names
        if tag == "style":
            self.inline.append("<style>")
        self.inline += [f"{tag} {name}" for name in names if name == "style"
                        or name.startswith("on")]

    def handle_data(self, data):
        if self._in_script and data.strip():
            self.inline.append(f"inline script {data[:40]!r}")

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = False


def test_the_page_has_no_inline_script_or_style_the_policy_would_block():
    finder = _InlineFinder()
    finder.feed((STATIC / "index.html").read_text())
    assert finder.inline == []


def test_api_docs_are_off_unless_asked_for(fake_game, db_url):
    paths = ["/docs", "/redoc", "/openapi.json", "/api/docs", "/api/openapi.json"]
    with TestClient(create_app(db_url)) as client:
        for path in paths:
            assert client.get(path).status_code == 404, path
    with TestClient(create_app(db_url, api_docs=True)) as client:
        assert client.get("/api/openapi.json").status_code == 200
        docs = client.get("/api/docs")
        assert docs.status_code == 200 and "content-security-policy" not in docs.headers
        assert client.get("/redoc").status_code == 404


@pytest.mark.parametrize(("name", "shown"), [
    ("\u202eAnn", "Ann"),
    ("evil\u202egnp.exe", "evilgnp.exe"),
    ("A\u2066B\u2069C\u200bD", "ABCD"),
    ("tab\tand\nnewline\x00\x1b[31m", "tab and newline[31m"),
    ("  spaced   out  ", "spaced out"),
    ("\u202e\u202d", "Player 1"),  # nothing left: the default name
    ("Zoë", "Zoë"),
    ("لاعب", "لاعب"),  # right-to-left letters are letters, not overrides
])
def test_names_lose_control_and_bidi_override_characters(client, name, shown):
    table = client.post("/api/tables", json={"game": "fake", "seats": [
        {"kind": "human", "name": name}, {"kind": "human"}]}).json()
    assert table["seats"][0]["name"] == shown
    assert client.get(f"/api/tables/{table['id']}").json()["seats"][0]["name"] == shown


def test_names_are_length_capped(client):
    answer = client.post("/api/tables", json={"game": "fake", "seats": [
        {"kind": "human", "name": "x" * 41}, {"kind": "human"}]})
    assert answer.status_code == 400 and "at most 40 characters" in answer.json()["error"]
    answer = client.post("/api/tables", json={"game": "fake", "seats": [
        {"kind": "human", "name": 7}, {"kind": "human"}]})
    assert answer.status_code == 400 and "a name is a string" in answer.json()["error"]


# --- rate limits and caps ---------------------------------------------------------------------


def test_creating_tables_is_rate_limited_with_retry_after(fake_game, db_url):
    with make_client(db_url, create_rate=Rate(3, 60)) as client:
        sign_in_as_guest(client)  # its invite tables are listed to their creator (issue 29)
        for _ in range(3):
            assert try_create(client).status_code == 201
        refused = try_create(client)
        assert refused.status_code == 429
        assert "too many tables created" in refused.json()["error"]
        assert 1 <= int(refused.headers["retry-after"]) <= 20
        assert len(client.get("/api/tables").json()["tables"]) == 3


def test_moves_and_hints_are_rate_limited_per_client(fake_game, db_url):
    with make_client(db_url, move_rate=Rate(2, 60), hint_rate=Rate(1, 60)) as client:
        table = try_create(client).json()
        tid, tokens = table["id"], [s["token"] for s in table["seats"]]
        for turn in range(2):
            state = client.get(f"/api/tables/{tid}/state", params={"token": tokens[turn]}).json()
            answer = client.post(f"/api/tables/{tid}/move",
                                 json={"move": state["legal"][0], "token": tokens[turn]})
            assert answer.status_code == 200
        state = client.get(f"/api/tables/{tid}/state", params={"token": tokens[0]}).json()
        answer = client.post(f"/api/tables/{tid}/move",
                             json={"move": state["legal"][0], "token": tokens[0]})
        assert answer.status_code == 429 and "too many moves" in answer.json()["error"]
        assert "retry-after" in answer.headers
        with client.websocket_connect(f"/ws/tables/{tid}?token={tokens[0]}") as ws:
            ws.receive_json()
            ws.send_json({"type": "move", "move": state["legal"][0]})
            error = ws.receive_json()
            assert error["type"] == "error" and "too many moves" in error["message"]
            assert error["retry_after"] >= 1
        assert client.get(f"/api/tables/{tid}").json()["moves"] == 2
        hint = f"/api/tables/{tid}/hint?token={tokens[0]}"
        assert client.post(hint, json={}).status_code != 429
        assert client.post(hint, json={}).status_code == 429


def test_open_tables_per_client_are_capped(fake_game, db_url):
    with make_client(db_url, max_tables_per_client=2) as client:
        first = try_create(client).json()
        try_create(client)
        refused = try_create(client)
        assert refused.status_code == 429 and "2 unfinished tables" in refused.json()["error"]
        tid, tokens = first["id"], [s["token"] for s in first["seats"]]
        while not (state := client.get(f"/api/tables/{tid}/state").json())["over"]:
            token = tokens[state["to_act"][0]]
            mine = client.get(f"/api/tables/{tid}/state", params={"token": token}).json()
            client.post(f"/api/tables/{tid}/move", json={"move": mine["legal"][0],
                                                         "token": token})
        assert try_create(client).status_code == 201  # a finished table no longer counts


def test_forwarded_for_counts_only_behind_a_trusted_proxy(fake_game, db_url):
    one = Rate(1, 60)
    with make_client(db_url, peer="203.0.113.9", create_rate=one) as client:
        assert try_create(client, headers={"X-Forwarded-For": "198.51.100.1"}).status_code == 201
        assert try_create(client, headers={"X-Forwarded-For": "198.51.100.2"}).status_code == 429
    with make_client(db_url, peer="10.1.2.3", create_rate=one,
                     trusted_proxies=("10.0.0.0/8",)) as client:
        assert try_create(client, headers={"X-Forwarded-For": "198.51.100.1"}).status_code == 201
        assert try_create(client, headers={"X-Forwarded-For": "198.51.100.2"}).status_code == 201
        # a forged first hop does not make a client new: the proxy appended the real one
        assert try_create(client, headers={"X-Forwarded-For": "1.2.3.4, 198.51.100.2"}
                      ).status_code == 429


def test_a_route_key_for_a_new_table_is_believed_from_a_trusted_proxy_only(fake_game, db_url):
    """The proxy draws the first characters of a new table's id (deploy/haproxy.cfg); a
    client's own header is ignored, and so is a key that is not six letters and digits."""
    route = {"X-Gametable-Route": "c0ffee"}
    with make_client(db_url, peer="10.0.0.5", trusted_proxies=("10.0.0.0/8",)) as client:
        made = try_create(client, headers=route).json()["id"]
        assert made.startswith("c0ffee") and len(made) == 14
        assert client.get(f"/api/tables/{made}").status_code == 200
        for bad in ("c0ffe", "c0ffee0", "c0ff/e", "c0ff-e"):
            assert not try_create(client, headers={"X-Gametable-Route": bad}
                              ).json()["id"].startswith(bad[:5])
    with make_client(db_url, peer="203.0.113.9") as client:  # not a proxy of this server
        assert not try_create(client, headers=route).json()["id"].startswith("c0ffee")


def test_client_identity_and_token_buckets():
    guard = Guard(AccessPolicy(trusted_proxies=("::1",)))
    scope = {"client": ("2001:db8:1:2:aaaa::1", 5), "headers": []}
    assert guard.client(scope) == "2001:db8:1:2::/64"
    scope = {"client": ("::1", 5), "headers": [(b"x-forwarded-for", b"192.0.2.7")]}
    assert guard.client(scope) == "192.0.2.7"
    now = [0.0]
    limiter = RateLimiter({"move": Rate(2, 10)}, clock=lambda: now[0])
    limiter.take("move", "a")
    limiter.take("move", "a")
    with pytest.raises(TooManyRequests) as refused:
        limiter.take("move", "a")
    assert refused.value.retry_after == 5
    limiter.take("move", "b")  # another client has its own bucket
    now[0] = 5.0
    limiter.take("move", "a")  # refilled one
    assert Rate.parse("10/60") == Rate(10, 60) and Rate.parse("off") is None
    with pytest.raises(ValueError, match="COUNT/SECONDS"):
        Rate.parse("fast")
