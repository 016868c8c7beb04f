"""Seat names: a bot created without a name gets a person's name, distinct per seat, and an
older table's "heuristic bot" label is shown by that name too."""

from __future__ import annotations

from fastapi.testclient import TestClient

from gametable.server.tables.live import SeatInfo
from gametable.server.tables.names import bot_name, bot_names
from gametable.server.web.app import create_app

from ..helpers.tables import create


def test_nameless_bots_get_distinct_names_of_people(tmp_path):
    with TestClient(create_app(db_url=f"sqlite:///{tmp_path}/t.db", bot_delay=0)) as client:
        table = create(client, game="baloot", seats=[{"kind": "human"}] + [
            {"kind": "bot", "bot": "heuristic"}] * 3)
        names = [s["name"] for s in table["seats"]]
        assert names == ["Player 1", "Faisal", "Noura", "Salem"]
        table = create(client, game="climbing", seats=[{"kind": "bot", "bot": "random"}] * 2)
        assert [s["name"] for s in table["seats"]] == ["Ilmari", "Aino"]
        named = create(client, game="balloon-cup", seats=[{"kind": "human"},
                                                {"kind": "bot", "name": "Bertrand"}])
        assert named["seats"][1]["name"] == "Bertrand"


def test_every_game_names_up_to_its_seats_distinctly():
    for game, count in (("balloon-cup", 2), ("baloot", 4), ("climbing", 6)):
        names = [bot_name(game, seat) for seat in range(count)]
        assert len(set(names)) == count, names
        assert not any(ch.isdigit() for name in names for ch in name)
        assert set(names) <= set(bot_names(game))


def test_an_older_tables_bot_label_is_shown_as_a_name(tmp_path):
    with TestClient(create_app(db_url=f"sqlite:///{tmp_path}/t.db", bot_delay=0)) as client:
        table = create(client, game="balloon-cup", seats=[{"kind": "human"},
                                                {"kind": "bot", "bot": "random"}])
        live = client.app.state.manager.get(table["id"])
        live.seats[1] = SeatInfo("bot", "random bot", "random", None)
        live.seats[0] = SeatInfo("human", "heuristic bot", None, None)  # a person's own choice
        shown = [s["name"] for s in live.public_seats()]
        assert shown == ["heuristic bot", "Amelia"]
        live.seats[1] = SeatInfo("bot", "search bot (hard)", "search", "hard")
        assert live.public_seats()[1]["name"] == "Amelia"
