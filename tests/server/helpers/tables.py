"""Tables over the HTTP API: making one, and playing one out by its seats' tokens.

``client`` is anything with ``post``/``get`` as httpx has them: a ``TestClient``, a
``people.Browser``, or an ``httpx.Client`` with ``base`` the server's address.
"""

from __future__ import annotations

from typing import Any

import httpx

#: the seats a table gets unless a test says otherwise
TWO_PEOPLE = [{"kind": "human"}, {"kind": "human"}]


def try_create(client: Any, *, headers: dict | None = None, base: str = "",
               **body: Any) -> httpx.Response:
    """``POST /api/tables``, the answer whatever it is. ``body`` defaults to the fake game with
    two people's seats; a chosen seed makes a practice table (the only kind that takes one)."""
    body.setdefault("game", "fake")
    if body.get("seats") is None:
        body["seats"] = TWO_PEOPLE
    if "seed" in body:
        body.setdefault("practice", True)
    return client.post(f"{base}/api/tables", json=body, headers=headers)


def create(client: Any, *, headers: dict | None = None, base: str = "", **body: Any) -> dict:
    """A new table (as :func:`try_create`), which must be made: its description, tokens too."""
    response = try_create(client, headers=headers, base=base, **body)
    assert response.status_code == 201, response.text
    return response.json()


def tokens_of(table: dict) -> list[str | None]:
    """Each seat's token (``None`` for a bot's seat)."""
    return [seat.get("token") for seat in table["seats"]]


def two_humans(client: Any, seed: int = 5) -> dict:
    """A practice table of the fake game with a chosen deal, Ann in seat 0."""
    return create(client, seed=seed, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human"}])


def finish(client: Any, table_id: str, tokens: Any) -> dict:
    """Play the game to its end, each seat to act by its token (``tokens[seat]``, a list or a
    dict) playing its first legal move; every move must be taken. The final public state."""
    while not (state := client.get(f"/api/tables/{table_id}/state").json())["over"]:
        token = tokens[state["to_act"][0]]
        mine = client.get(f"/api/tables/{table_id}/state", params={"token": token}).json()
        answer = client.post(f"/api/tables/{table_id}/move",
                             json={"move": mine["legal"][0], "token": token})
        assert answer.status_code == 200, answer.text
    return state
