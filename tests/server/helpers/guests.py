"""Signing a test client in as a guest, made without any route (whichever route the page uses
to make guests): invite tables are listed only to their creator and their seated players, so a
test that lists the tables it made signs in first (issue 29)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from gametable.server.people.players import SESSION_COOKIE


def guest(client: TestClient) -> tuple[str, str]:
    """A new guest: its id and its session's secret."""
    player, secret = client.portal.call(client.app.state.players.new_guest)
    return player.id, secret


def as_player(client: TestClient, secret: str | None) -> None:
    """The client is signed in with ``secret`` from now on (``None``: a stranger)."""
    client.cookies.clear()
    if secret is not None:
        client.cookies.set(SESSION_COOKIE, secret, domain="testserver.local")


def sign_in_as_guest(client: TestClient) -> str:
    """The client becomes a new guest; the guest's id."""
    player_id, secret = guest(client)
    as_player(client, secret)
    return player_id
