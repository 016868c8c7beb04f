"""Display names apart from login usernames (the username is shown to its owner only), and a
profile whose games its player hides from others."""

from __future__ import annotations

from fastapi.testclient import TestClient

from gametable.server.people.players import Player

PASSWORD = "correct horse battery"


def account(client: TestClient, username: str, **more: str) -> dict:
    client.post("/api/me/guest", json={})
    made = client.post("/api/register", json={"username": username, "password": PASSWORD,
                                              **more})
    assert made.status_code == 200, made.text
    return made.json()["player"]


def finished_game(client: TestClient) -> str:
    """A game the signed-in player sat at, played to its end."""
    table = client.post("/api/tables", json={"game": "fake", "seats": [
        {"kind": "human"}, {"kind": "human"}]}).json()
    tid, tokens = table["id"], [s["token"] for s in table["seats"]]
    client.get(f"/join/{tid}/{tokens[0]}", follow_redirects=False)
    other = TestClient(client.app)  # a browser with no session plays the other seat
    while not (state := other.get(f"/api/tables/{tid}/state", params={"token": tokens[1]}
                                  ).json())["over"]:
        if state["to_act"] == [0]:
            legal = client.get(f"/api/tables/{tid}/state").json()["legal"]
            client.post(f"/api/tables/{tid}/move", json={"move": legal[0]})
        else:
            other.post(f"/api/tables/{tid}/move", json={"move": state["legal"][0],
                                                        "token": tokens[1]})
    return tid


def test_the_username_is_never_shown_to_others(client):
    ann = account(client, "ann.secret", name="Ann the Bold")
    assert ann["name"] == "Ann the Bold" and ann["username"] == "ann.secret"  # to herself
    assert client.get("/api/me").json()["player"]["username"] == "ann.secret"
    tid = finished_game(client)
    stranger = TestClient(client.app)
    profile = stranger.get(f"/api/players/{ann['id']}")
    assert profile.status_code == 200
    assert profile.json()["player"]["name"] == "Ann the Bold"
    assert "ann.secret" not in profile.text and "username" not in profile.json()["player"]
    seats = stranger.get(f"/api/tables/{tid}").json()["seats"]
    assert seats[0]["name"] == "Ann the Bold" and "ann.secret" not in str(seats)
    assert "ann.secret" not in stranger.get(f"/api/tables/{tid}/record").text
    assert "username" not in Player("p", "Ann", "account", "en", "ann.secret").public()
    # a registration without a name keeps the guest's display name
    bob = TestClient(client.app)
    guest = bob.post("/api/me/guest", json={}).json()["player"]
    made = bob.post("/api/register", json={"username": "bob.secret", "password": PASSWORD})
    assert made.json()["player"]["name"] == guest["name"]
    bad = TestClient(client.app)
    bad.post("/api/me/guest", json={})
    refused = bad.post("/api/register", json={"username": "cyd.secret", "password": PASSWORD,
                                              "name": "x" * 41})
    assert refused.status_code == 400 and "at most 40" in refused.json()["error"]


def test_a_player_hides_their_profiles_games_from_others(client):
    ann = account(client, "ann")
    tid = finished_game(client)
    stranger = TestClient(client.app)
    shown = stranger.get(f"/api/players/{ann['id']}").json()
    assert [g["id"] for g in shown["recent"]] == [tid] and shown["games_hidden"] is False
    hidden = client.post("/api/me", json={"hide_games": True})
    assert hidden.status_code == 200 and hidden.json()["player"]["hide_games"] is True
    to_others = stranger.get(f"/api/players/{ann['id']}").json()
    assert to_others["recent"] == [] and to_others["games_hidden"] is True
    assert tid not in str(to_others)
    to_herself = client.get(f"/api/players/{ann['id']}").json()
    assert [g["id"] for g in to_herself["recent"]] == [tid]
    # kept with the player: read back from the database once the cache has forgotten it
    assert client.get("/api/me").json()["player"]["hide_games"] is True
    client.app.state.players._players.clear()
    assert stranger.get(f"/api/players/{ann['id']}").json()["recent"] == []
    refused = client.post("/api/me", json={"hide_games": "yes"})
    assert refused.status_code == 400 and "true or false" in refused.json()["error"]
    shown_again = client.post("/api/me", json={"hide_games": False}).json()["player"]
    assert shown_again["hide_games"] is False
    assert [g["id"] for g in stranger.get(f"/api/players/{ann['id']}").json()["recent"]] == [tid]
