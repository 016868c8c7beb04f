"""People as the server meets them: each from an address (and with cookies) of its own.

Quick play never seats two people of one address together, and rated play compares
addresses, so these tests give every person an address nobody else in the test has.

- ``guest``/``sign_in``: one test client that becomes one guest after another, each at its
  address (``ADDRESSES``), as quick play's tests use it;
- ``Browser``/``person``: a browser of its own per person on one running server (accounts or
  guests), as the rating tests use them, with ``sit`` and ``play_out``.
"""

from __future__ import annotations

import itertools

import httpx
from fastapi.testclient import TestClient

from gametable.server.people.players import SESSION_COOKIE

from .waiting import wait_until

PASSWORD = "a long password"

#: each guest's address (quick play never seats two from one address together)
ADDRESSES: dict[str, str] = {}

_numbers = itertools.count(1)


# --- one client, guest after guest -------------------------------------------------------------


def guest(client: TestClient, address: str | None = None) -> str:
    """A new guest's session secret, from an address of its own unless given (the client is
    left signed in as it, at that address)."""
    client.cookies.clear()
    address = address or f"10.1.{len(ADDRESSES) // 250}.{len(ADDRESSES) % 250 + 1}"
    client._transport.client = (address, 50000)
    client.post("/api/me/guest", json={})
    secret = client.cookies[SESSION_COOKIE]
    ADDRESSES[secret] = address
    return secret


def sign_in(client: TestClient, secret: str) -> None:
    """The client is the guest of ``secret`` again, at its address."""
    client.cookies.clear()
    client.cookies.set(SESSION_COOKIE, secret, domain="testserver.local")
    client._transport.client = (ADDRESSES.get(secret, "testclient"), 50000)


def wait_seated(client: TestClient, secret: str, deadline: float = 10.0) -> dict:
    """The table quick play seated the guest of ``secret`` at (polled as that guest)."""
    def status() -> dict:
        sign_in(client, secret)
        return client.get("/api/queue").json()

    return wait_until(status, lambda s: s["state"] == "seated", deadline, what="being seated",
                      every=0.05)["seated"]


# --- a browser per person ----------------------------------------------------------------------


def new_address() -> str:
    """An address no other browser of the test uses (rated play compares addresses)."""
    n = next(_numbers)
    return f"10.{n // 65536 % 256}.{n // 256 % 256}.{n % 256}"


class Browser:
    """One person's browser: cookies and an address of its own, requests through the test
    client's running server (so its bots and timers keep running between requests)."""

    def __init__(self, client: TestClient, address: str | None = None) -> None:
        self.client = client
        self.app = client.app
        self.cookies = httpx.Cookies()
        self.address = address or new_address()

    def _call(self, method: str, *args, **kwargs) -> httpx.Response:
        saved, self.client.cookies = self.client.cookies, self.cookies
        transport = self.client._transport  # the address the server sees this browser at
        where, transport.client = transport.client, (self.address, 50000)
        try:
            return getattr(self.client, method)(*args, **kwargs)
        finally:
            self.cookies, self.client.cookies = self.client.cookies, saved
            transport.client = where

    def get(self, *args, **kwargs) -> httpx.Response:
        return self._call("get", *args, **kwargs)

    def post(self, *args, **kwargs) -> httpx.Response:
        return self._call("post", *args, **kwargs)


def person(client: TestClient, *, account: bool = True, address: str | None = None
           ) -> tuple[Browser, dict]:
    """Another browser on the server (from an address of its own unless given), signed in
    to a new account (rated games are between accounts), or as a new guest."""
    browser = Browser(client, address)
    player = browser.post("/api/me/guest", json={}).json()["player"]
    if account:
        answer = browser.post("/api/register", json={"username": f"user{next(_numbers)}",
                                                     "password": PASSWORD})
        assert answer.status_code == 200, answer.text
        player = answer.json()["player"]
    return browser, player


def sit(browser: Browser, table: dict, seat: int) -> None:
    """The browser takes the seat by its invite link (the seat is then its player's)."""
    token = table["seats"][seat]["token"]
    browser.get(f"/join/{table['id']}/{token}", follow_redirects=False)


def play_out(browsers: list[Browser], table_id: str, winner: int | None = None) -> dict:
    """Play the fake game to its end by the players' sessions (no tokens); with ``winner``,
    that seat plays its highest card and the other its lowest (it wins on most deals)."""
    while True:
        states = [b.get(f"/api/tables/{table_id}/state").json() for b in browsers]
        if states[0]["over"]:
            return states[0]
        seat = states[0]["to_act"][0]
        legal = sorted(states[seat]["legal"], key=lambda m: int(m.split("c")[-1]))
        move = legal[-1] if winner is None or seat == winner else legal[0]
        answer = browsers[seat].post(f"/api/tables/{table_id}/move", json={"move": move})
        assert answer.status_code == 200, answer.text
