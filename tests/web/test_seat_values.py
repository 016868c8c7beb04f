"""A person's browser adds its own random value to the deal (commit–reveal): a person and a
bot play on a server with a dealing phase, and the record shows the person's value, made by
their browser, with "source": "seat"; the page says the value was used, the replay that the
deal checks out."""

from __future__ import annotations

import hashlib
import re
import time

import pytest

from tests.server.helpers.procs import ServerProcess

from .conftest import shot
from .tables import API

STEP_MS = 20_000


@pytest.fixture
def dealing_server(tmp_path):
    # a long phase: the test passes only if the browser's own answers end it
    server = ServerProcess(f"sqlite:///{tmp_path / 'tables.db'}", bot_delay=0.05,
                           options=["--deal-wait", "30"])
    server.start()
    yield server.base
    server.stop()


def test_the_persons_browser_value_is_in_the_deal(new_page, dealing_server):
    base = dealing_server
    made = API.post(f"{base}/api/tables", json={
        "game": "climbing", "options": {"max_rounds": 1}, "clock": "none",
        "seats": [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]})
    assert made.status_code == 201, made.text
    tid, token = made.json()["id"], made.json()["seats"][0]["token"]
    shown = API.get(f"{base}/api/tables/{tid}/state").json()
    assert shown["dealing"]["seats"] == {"0": "waiting", "1": "server"}

    # a spectator sees the table shuffle, waiting for the person's value
    watcher = new_page()
    watcher.goto(f"{base}/table/{tid}?spectate=1&lang=en")
    panel = watcher.get_by_test_id("dealing")
    panel.wait_for(timeout=STEP_MS)
    # the climbing game's own words: its seed draws the turns of the cubes, it deals no cards
    assert ("Drawing the turns of the cubes — waiting for every seat's random value"
            in panel.inner_text())

    # the person's page commits, then reveals, by itself: the deal follows at once
    started = time.monotonic()
    page = new_page()
    page.goto(f"{base}/table/{tid}?token={token}&lang=en")
    watcher.wait_for_function(
        "() => !document.querySelector('[data-testid=dealing]')"
        " && !!document.querySelector('[data-testid=table]')", timeout=STEP_MS)
    assert time.monotonic() - started < 25, "the deal waited for the phase's time to run out"
    value = page.evaluate(f"() => sessionStorage.getItem('gt-deal-{tid}')")
    assert value and len(value) == 64
    dealt = API.get(f"{base}/api/tables/{tid}/state").json()["fairness"]["seats"]
    assert dealt[0] == {"seat": 0, "source": "seat",
                        "commitment": hashlib.sha256(value.encode()).hexdigest()}

    # the person plays it out (through the API, the page open), the bot answers
    deadline = time.monotonic() + 120
    while not (mine := API.get(f"{base}/api/tables/{tid}/state",
                               headers={"X-Seat-Token": token}).json())["over"]:
        assert time.monotonic() < deadline, "the game did not end"
        if mine["legal"]:
            API.post(f"{base}/api/tables/{tid}/move",
                     json={"move": mine["legal"][0], "token": token, "turn": None})
        else:
            time.sleep(0.02)
    record = API.get(f"{base}/api/tables/{tid}/record").json()
    parts = record["meta"]["fairness"]["seats"]
    assert parts[0]["source"] == "seat" and parts[0]["value"] == value
    assert parts[1]["source"] == "server"

    # in the result dialog, behind a small disclosure: a technical note, and its long line
    # stretched the dialog across a laptop's board
    page.get_by_test_id("fair-details").wait_for(timeout=STEP_MS)
    used = page.get_by_test_id("value-used")
    assert not used.is_visible()
    page.click("[data-testid=fair-details] summary")
    used.wait_for(timeout=STEP_MS)
    width = page.locator("[data-testid=game-over] [role=dialog]").bounding_box()["width"]
    assert width <= 500, width  # no wider than its words, opened too
    assert used.get_attribute("data-used") == "1"
    assert "random number from your own browser" in used.inner_text()
    assert "turns of the cubes" in used.inner_text()
    assert not re.search("shuffl|deal", used.inner_text(), re.I), used.inner_text()
    # said in the result dialog, not above the board (where it pushed the board down)
    assert page.locator("[data-testid=game-over] [data-testid=value-used]").count() == 1
    shot(page, "value-used-climbing")

    page.goto(f"{base}/replay/{tid}?lang=en")
    check = page.get_by_test_id("fairness")
    check.wait_for(timeout=STEP_MS)
    assert check.get_attribute("data-verified") == "1", check.inner_text()
    # in the page's words: one browser (Ann's) of the two seats added its number
    assert "One seat's own browser added a random number" in check.inner_text()
    assert check.inner_text().startswith("Fair start verified"), check.inner_text()
    page.goto(f"{base}/replay/{tid}?lang=ar")
    check = page.get_by_test_id("fairness")
    check.wait_for(timeout=STEP_MS)
    assert "أضاف متصفح مقعد واحد" in check.inner_text()
    assert not re.search("[a-z]{3}", check.inner_text()), check.inner_text()  # no English
