"""Resigning (gametable/server/tables/resign.py): the game ends at once, the resigning side
lost; nothing of the position is shown that was not; stored before anyone is told, with the
ratings and through a restart; the record and the fair-deal check know it; refused with why,
and nothing changed, for a spectator, a game over and a held seat; a side of two people only
if both say so."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

from gametable.core import fairness
from gametable.core.records import Record, replay
from gametable.core.resign import Resigned, resignation_scores
from gametable.server.errors import RequestError
from gametable.server.people.ratings import MODEL, shown
from gametable.server.storage.store import Store
from gametable.server.tables.manager import NotSaved, TableManager
from gametable.server.tables.round import Hold, Resign
from gametable.server.web.app import create_app

from ..helpers.faulty import FaultyStore
from ..helpers.loops import run_scenario
from ..helpers.people import person, sit
from ..helpers.tables import create
from .test_undo import GAMES, alone, my_turn_again, seat_command, state


def resign(client, tid: str, token: str | None):
    return seat_command(client, tid, "resign", token)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_resignation_ends_the_game_shows_nothing_new_and_stands_a_restart(game, db_url):
    app = create_app(db_url, bot_delay=0.0)
    with TestClient(app) as client:
        tid, token = alone(client, game)
        first = state(client, tid, token)
        assert first["resign"] is True and first["resigned"] is None
        client.post(f"/api/tables/{tid}/move", json={"move": first["legal"][0]},
                    params={"token": token})
        before = my_turn_again(client, tid, token, first["n"] + 1)

        answer = resign(client, tid, token)
        assert answer.status_code == 200, answer.text
        end = answer.json()
        table = app.state.manager.get(tid)
        seats = len(table.seats)
        lost = resignation_scores(game, seats, 0)
        assert end["over"] is True and end["scores"] == lost and end["resigned"] == 0
        assert end["legal"] == [] and end["to_act"] == [] and end["resign"] is False
        assert lost[0] == 0 and sorted(set(lost)) == [0, 1]
        if game == "baloot":  # the partner's seat (a bot) lost with the person's
            assert lost == [0, 1, 0, 1]
        if game != "climbing":  # (there a bot's secret choice may land meanwhile)
            assert end["n"] == before["n"] and end["view"] == before["view"]
        # the game is over: no move, no second resignation, no take-back
        move = client.post(f"/api/tables/{tid}/move", json={"move": before["legal"][0]},
                           params={"token": token})
        assert move.status_code == 409 and "over" in move.json()["error"]
        again = resign(client, tid, token)
        assert again.status_code == 409 and "over" in again.json()["error"]
        summary = client.get(f"/api/tables/{tid}").json()
        assert summary["status"] == "over" and summary["resigned"] == 0
        record = client.get(f"/api/tables/{tid}/record").json()
        assert record["meta"]["resigned"] == 0 and record["result"] == lost
        played = Record.from_dict(record)
        position = replay(played)
        assert not position.over  # the moves alone: a position, not an end
        assert Resigned(position, 0).scores == lost
        # the position as it stood, nothing more shown to the seat or to a spectator
        assert end["view"] == position.view(0) and end["n"] == len(played.moves)
        assert state(client, tid)["view"] == position.view(None)
        stored_moves = list(table.moves)
    # a restart replays the moves and wraps the position again from the stored seat
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        again = state(client, tid, token)
        assert again["over"] is True and again["scores"] == lost and again["resigned"] == 0
        assert again["view"] == end["view"]
        table = client.app.state.manager.get(tid)
        assert table.broken is None and table.moves == stored_moves


def test_the_fair_deal_check_and_the_record_tool_know_a_resignation(client, tmp_path,
                                                                   capsys):
    from gametable.cli import main

    # a table the server deals (not a practice one): its seed is committed and revealed
    made = client.post("/api/tables", json={
        "game": "balloon-cup", "clock": "none",
        "seats": [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}]}).json()
    tid, token = made["id"], made["seats"][0]["token"]
    message = state(client, tid, token)
    if message["legal"]:
        client.post(f"/api/tables/{tid}/move", json={"move": message["legal"][0]},
                    params={"token": token})
    assert resign(client, tid, token).status_code == 200
    replayed = client.get(f"/api/tables/{tid}/replay", params={"token": token}).json()
    assert replayed["resigned"] == 0
    assert replayed["fairness"]["verified"] is True, replayed["fairness"]
    record = client.get(f"/api/tables/{tid}/record").json()
    meta = record["meta"]
    args = (record["game"], record["options"], record["setup"],
            [tuple(m) for m in record["moves"]], meta["fairness"], record["result"])
    assert fairness.check(*args, meta["resigned"]).verified
    # without the resignation the record is a game cut short; with another seat's, the
    # result is not the resignation's
    assert not fairness.check(*args).verified
    assert not fairness.check(*args, 1).verified
    path = tmp_path / "resigned.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path), "--verify"]) == 0
    said = capsys.readouterr().out
    assert "seat 0 resigned" in said and "fair deal: verified" in said


def test_resigning_is_refused_with_why_and_changes_nothing(client, fake_game):
    # a spectator
    tid, token = alone(client, "balloon-cup")
    spectator = resign(client, tid, None)
    assert spectator.status_code == 403 and "spectator" in spectator.json()["error"]
    assert state(client, tid)["resign"] is False
    # nothing to withdraw where no partner is a person
    alone_no = seat_command(client, tid, "resign", token, {"accept": False})
    assert alone_no.status_code == 409 and state(client, tid)["over"] is False
    # a seat a bot holds (its person gone past the grace period): taken back first
    held, held_token = alone(client, "balloon-cup", clock={"move": 60, "bank": 60},
                             bot_delay=10)
    manager = client.app.state.manager
    client.portal.call(manager.round.submit, manager.tables[held], Hold(0))
    assert state(client, held, held_token)["resign"] is False
    refused = resign(client, held, held_token)
    assert refused.status_code == 409 and "take your seat back" in refused.json()["error"]
    assert state(client, held, held_token)["over"] is False
    # a body that is not JSON
    bad = client.post(f"/api/tables/{tid}/resign", content=b"{nope", params={"token": token},
                      headers={"Content-Type": "application/json"})
    assert bad.status_code == 400 and state(client, tid)["over"] is False


def test_a_side_of_two_people_resigns_only_if_both_say_so(client):
    """Baloot partners who are both people: the first one's resignation is an offer, shown to
    their side only; withdrawn, declined, or lapsed at the next move it ends nothing; the
    partner's yes while it stands ends the game."""
    made = client.post("/api/tables", json={
        "game": "baloot", "options": {"hands": 1}, "clock": "none", "bot_delay": 10,
        "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "human"},
                  {"kind": "bot", "bot": "heuristic"}]}).json()
    tid, tokens = made["id"], [s.get("token") for s in made["seats"]]
    table = client.app.state.manager.get(tid)
    assert state(client, tid, tokens[0])["resign"] is True  # they may offer
    # Ann (0) offers; her partner (2) is shown it, the other side (1) and spectators are not
    answer = resign(client, tid, tokens[0])
    assert answer.status_code == 200 and answer.json()["over"] is False
    assert answer.json()["resign_offer"] == 0
    assert state(client, tid, tokens[2])["resign_offer"] == 0
    assert state(client, tid, tokens[1])["resign_offer"] is None
    assert state(client, tid)["resign_offer"] is None
    assert table.state.over is False and len(table.moves) == 0
    # a second time from Ann is the same offer; her partner declines it
    assert resign(client, tid, tokens[0]).json()["over"] is False
    declined = seat_command(client, tid, "resign", tokens[2], {"accept": False})
    assert declined.status_code == 200 and declined.json()["resign_offer"] is None
    assert state(client, tid, tokens[0])["resign_offer"] is None
    # offered again, it lapses at the next move
    resign(client, tid, tokens[0])
    mover = table.state.to_act[0]
    token = tokens[mover] if mover != 3 else None
    if token is None:  # (the bot's turn: played for the test, its delay is long)
        client.portal.call(manager_play, client.app.state.manager, table, mover)
    else:
        move = state(client, tid, token)["legal"][0]
        assert client.post(f"/api/tables/{tid}/move", json={"move": move},
                           params={"token": token}).status_code == 200
    assert state(client, tid, tokens[2])["resign_offer"] is None
    # offered once more, and the partner says yes: the side resigns, the offer's seat named
    resign(client, tid, tokens[2])
    assert state(client, tid, tokens[0])["resign_offer"] == 2
    agreed = resign(client, tid, tokens[0])
    assert agreed.status_code == 200, agreed.text
    end = agreed.json()
    assert end["over"] is True and end["resigned"] == 2 and end["scores"] == [0, 1, 0, 1]
    # the round itself refuses a side's resignation nobody agreed to
    other = client.post("/api/tables", json={
        "game": "baloot", "options": {"hands": 1}, "clock": "none",
        "seats": [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}, {"kind": "human"},
                  {"kind": "bot", "bot": "heuristic"}]}).json()
    assert "id" in other, other
    live = client.app.state.manager.get(other["id"])
    with pytest.raises(RequestError, match="partner has not agreed"):
        client.portal.call(client.app.state.manager.round.submit, live, Resign(0))
    assert live.state.over is False


PARTNERS = [{"kind": "human"}, {"kind": "human"}, {"kind": "human"},
            {"kind": "bot", "bot": "heuristic"}]


def test_a_partners_offer_is_stored_before_it_is_shown_and_stands_a_restart(db_url):
    """The offer is a change of the table like a move: stored (in the table's settings)
    before the partner is shown it, so a partner who saw it can say yes after a restart (or
    after the table moved to another process); its withdrawal is stored too."""
    app = create_app(db_url, bot_delay=10.0)
    with TestClient(app) as client:
        made = client.post("/api/tables", json={
            "game": "baloot", "options": {"hands": 1}, "clock": "none", "seats": PARTNERS,
            "seed": 4, "practice": True}).json()
        tid, tokens = made["id"], [s.get("token") for s in made["seats"]]
        assert resign(client, tid, tokens[0]).json()["resign_offer"] == 0
        store = app.state.manager.store
        assert stored_settings(store, tid)["resign_offers"] == {"0": [0, 0]}
        # withdrawn: stored so, and a restart brings back no offer
        withdrawn = seat_command(client, tid, "resign", tokens[0], {"accept": False})
        assert withdrawn.status_code == 200 and withdrawn.json()["resign_offer"] is None
        assert "resign_offers" not in stored_settings(store, tid)
        assert resign(client, tid, tokens[0]).json()["resign_offer"] == 0
    with TestClient(create_app(db_url, bot_delay=10.0)) as client:
        assert state(client, tid, tokens[2])["resign_offer"] == 0  # shown again, as stored
        assert state(client, tid, tokens[1])["resign_offer"] is None  # to that side only
        agreed = resign(client, tid, tokens[2])
        assert agreed.status_code == 200, agreed.text
        end = agreed.json()
        assert end["over"] is True and end["resigned"] == 0 and end["scores"] == [0, 1, 0, 1]
        settings = stored_settings(client.app.state.manager.store, tid)
        assert settings["resigned"] == 0 and "resign_offers" not in settings


def test_an_offer_that_was_not_stored_is_shown_to_nobody(db_url):
    store = FaultyStore(db_url)

    async def scenario() -> str:
        manager = TableManager(store, bot_delay=10.0)
        table, _tokens = await manager.create({
            "game": "baloot", "options": {"hands": 1}, "clock": "none", "seats": PARTNERS,
            "seed": 4, "practice": True})
        before = table.message(2)
        store.fail = True
        with pytest.raises(NotSaved, match="your offer to resign could not be saved"):
            await manager.resign(table, 0)
        assert table.message(2) == before and "resign_offers" not in table.settings
        store.fail = False
        await manager.resign(table, 0)
        assert json.loads(table.message(2))["resign_offer"] == 0
        # the partner's yes, its write failing, ends nothing and keeps the offer
        store.fail = True
        with pytest.raises(NotSaved, match="your resignation could not be saved"):
            await manager.resign(table, 2)
        assert not table.state.over and json.loads(table.message(2))["resign_offer"] == 0
        store.fail = False
        manager.close()
        return table.id

    tid = run_scenario(scenario)
    try:
        assert stored_settings(store, tid)["resign_offers"] == {"0": [0, 0]}
    finally:
        store.close()


def stored_settings(store: Store, table_id: str) -> dict:
    """The table's settings as the store holds them."""
    row = store.load_one(table_id)
    assert row is not None
    return row.settings


async def manager_play(manager, table, seat: int) -> None:
    await manager.play(table, seat, table.state.legal_moves(seat)[0])


def test_the_socket_resigns_too(client):
    tid, token = alone(client, "climbing")
    with client.websocket_connect(f"/ws/tables/{tid}?token={token}") as socket:
        socket.receive_json()
        socket.send_json({"type": "resign"})
        while True:
            message = socket.receive_json()
            assert message.get("type") != "error", message
            if message.get("type") == "state" and message["over"]:
                break
    assert message["resigned"] == 0 and message["scores"][0] == 0


def test_a_rated_resignation_is_a_loss_and_a_win(client, fake_game):
    ann, ann_player = person(client)
    bob, bob_player = person(client)
    table = create(ann, rated=True)
    sit(ann, table, 0)
    sit(bob, table, 1)
    tid = table["id"]
    seat = state_of(ann, tid)["to_act"][0]
    mover = [ann, bob][seat]
    move = state_of(mover, tid)["legal"][0]
    assert mover.post(f"/api/tables/{tid}/move", json={"move": move}).status_code == 200
    answer = bob.post(f"/api/tables/{tid}/resign", json={})
    assert answer.status_code == 200, answer.text
    assert answer.json()["scores"] == [1.0, 0.0]
    ratings = client.app.state.ratings
    won = ratings.rating_of(ann_player["id"], "fake")
    lost = ratings.rating_of(bob_player["id"], "fake")
    new = shown(MODEL.mu)
    assert won.display > new > lost.display and won.games == lost.games == 1
    assert state_of(ann, tid)["over"] is True  # told once stored, with the ratings
    # each profile's list of games says who resigned it
    for player in (ann_player, bob_player):
        [recent] = client.get(f"/api/players/{player['id']}").json()["recent"]
        assert recent["id"] == tid and recent["resigned"] == 1


def state_of(browser, tid: str) -> dict:
    return browser.get(f"/api/tables/{tid}/state").json()
