"""The schedule file (``gametable serve --tournaments FILE``): its entries checked when the
server starts, each recurring tournament made ahead of its start, once."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from fastapi.testclient import TestClient

from gametable.server.tournaments.schedule import ScheduleError, load_schedule
from gametable.server.tournaments.service import TournamentSettings
from gametable.server.web.app import create_app

from ..helpers.procs import ROOT

HOURLY = """
[[tournament]]
name = "Balloon Cup hourly arena"
game = "balloon-cup"
format = "arena"
every = "1h"
at = "5m"
duration = "30m"
clock = "3+2"
rated = true
ahead = "3h"

[[tournament]]
key = "baloot-daily"
name = "Baloot daily cup"
game = "baloot"
format = "knockout"
best_of = 3
every = "1d"
clock = {move = 20, bank = 60}
"""


def test_each_entry_is_made_ahead_of_its_starts_once(tmp_path, db_url):
    path = tmp_path / "tournaments.toml"
    path.write_text(HOURLY)
    noon = (time.time() // 86400 + 8) * 86400 + 43200  # noon UTC a week on: not due yet
    hourly, daily = load_schedule(path, noon)
    assert hourly.key == "balloon-cup-hourly-arena" and daily.key == "baloot-daily"
    assert hourly.starts(noon) == [noon + 300, noon + 3900, noon + 7500]
    assert daily.starts(noon) == [noon + 12 * 3600]  # midnight, within a day ahead
    spec = hourly.spec(noon + 300, noon)
    assert (spec.clock, spec.duration, spec.rated) == ({"move": 2.0, "bank": 180.0}, 1800.0,
                                                       True)
    settings = TournamentSettings(schedule=str(path))
    with TestClient(create_app(db_url, bot_delay=0.0, tournaments=settings)) as client:
        service = client.app.state.tournaments
        made = client.portal.call(service.make_scheduled, noon)
        again = client.portal.call(service.make_scheduled, noon + 60)
        upcoming = client.get("/api/tournaments").json()["upcoming"]
    listed = [t for t in upcoming if t["starts"] >= noon]  # (the server made today's too)
    assert len(upcoming) > len(listed)
    assert made == 4 and again == 0  # the same starts, not made twice
    assert [(t["name"], t["starts"]) for t in listed] == [
        ("Balloon Cup hourly arena", noon + 300), ("Balloon Cup hourly arena", noon + 3900),
        ("Balloon Cup hourly arena", noon + 7500), ("Baloot daily cup", noon + 12 * 3600)]
    assert listed[0]["creator"] is None and listed[0]["clock"] == {"move": 2.0, "bank": 180.0}


@pytest.mark.parametrize(("text", "says"), [
    ("[[tournament]]\nname = \"x\"\n", "tournament 1: 'every'"),
    ("[[tournament]]\nname = \"Quick\"\ngame = \"balloon-cup\"\nformat = \"arena\"\n"
     "every = \"1h\"\nduration = \"30m\"\n", "tournament 1: 'clock' is required"),
    ("[[tournament]]\nname = \"Quick\"\ngame = \"balloon-cup\"\nformat = \"knockout\"\n"
     "every = \"1h\"\nclock = \"3+2\"\n", "knockout is for teams of two"),
    ("nothing = 1\n", "lists no tournament"),
    ("[[tournament\n", "cannot be read"),
])
def test_a_bad_schedule_is_refused_naming_the_entry(tmp_path, text, says):
    path = tmp_path / "tournaments.toml"
    path.write_text(text)
    with pytest.raises(ScheduleError, match=None) as refused:
        load_schedule(path, 1_767_268_800.0)
    assert says in str(refused.value) and str(path) in str(refused.value)


def test_gametable_serve_stops_on_a_bad_schedule_saying_why(tmp_path):
    path = tmp_path / "tournaments.toml"
    path.write_text("[[tournament]]\nname = \"x\"\n")
    done = subprocess.run(
        [sys.executable, "-m", "gametable.cli", "serve", "--db", str(tmp_path / "t.db"),
         "--port", "0", "--tournaments", str(path)],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "tournament 1: 'every'" in done.stderr
