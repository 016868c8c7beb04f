"""Clocks and takeovers in the browser, two people in two browser contexts: the clocks count
down on the seats; one person's page closes, and after the grace period (two seconds on this
test's own server) a bot plays for them while the other sees "Bot playing for …"; the person
comes back and takes the seat back. Arabic shows the same, right to left."""

from __future__ import annotations

import pytest

from tests.server.helpers.procs import ServerProcess

from .conftest import shot
from .layout_checks import SEAT_LABELS
from .tables import API, STEP_MS, create_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

GRACE = 2.0
SEATS = ".seats .seat"


@pytest.fixture
def quick_takeover_server(tmp_path):
    server = ServerProcess(f"sqlite:///{tmp_path / 'tables.db'}", bot_delay=0.3,
                           options=["--takeover-grace", str(GRACE), "--rate-create", "off"])
    server.start()
    yield server.base
    server.stop()


def test_a_bot_holds_a_seat_whose_page_closed_until_its_owner_takes_it_back(
        new_page, quick_takeover_server):
    table = create_table(quick_takeover_server, "balloon-cup", people=2, seed=2, bot_delay=0.3,
                         clock="default")
    assert table.state(0)["to_act"] == [0]
    ann, bo = new_page(), new_page()
    ann.goto(table.url(0))
    bo.goto(table.url(1))
    for page in (ann, bo):
        page.wait_for_selector("[data-testid=table]", timeout=STEP_MS)
    # seat 0 is to move: its clock runs on both pages (30 s a move + 2 min bank)
    clock = bo.locator("[data-testid=clock-0][role=timer]")
    clock.wait_for(timeout=STEP_MS)
    assert "0:" in clock.inner_text() and "bank 2:00" in clock.inner_text()
    assert bo.evaluate(SEAT_LABELS, SEATS) == []  # the clock stands apart from the name
    shot(bo, "takeover-1-clock-running")

    ann.close()  # Ann's page closes; the grace period starts
    held = bo.locator("[data-testid=held-0]")
    held.wait_for(timeout=STEP_MS)
    # Ann's seat is called by her name once her browser is known, by "Player 1" before:
    # whichever the table says now
    ann_name = API.get(f"{quick_takeover_server}/api/tables/{table.id}").json()["seats"][0]["name"]
    assert held.inner_text().strip().endswith(f"Bot playing for {ann_name}")
    assert bo.evaluate(SEAT_LABELS, SEATS) == []  # the mark stands apart from the name
    bo.wait_for_function("() => document.querySelector('[data-testid=table]').dataset.n !== '0'",
                         timeout=STEP_MS)  # the bot played Ann's move
    assert table.state(1)["n"] >= 1 and table.state(1)["clock"]["seats"]["0"]["held"]
    shot(bo, "takeover-2-bot-playing-for-ann")

    watcher = new_page()  # a third context, in Arabic: the same, right to left
    watcher.goto(table.url(None, lang="ar"))
    watcher.wait_for_selector("[data-testid=held-0]", timeout=STEP_MS)
    assert watcher.evaluate("document.documentElement.dir") == "rtl"
    assert "بوت يلعب بدلًا من" in watcher.locator("[data-testid=held-0]").inner_text()
    assert watcher.evaluate(SEAT_LABELS, SEATS) == []
    shot(watcher, "takeover-3-arabic")

    ann = new_page()  # Ann comes back
    ann.goto(table.url(0))
    button = ann.locator("[data-testid=takeback-button]")
    button.wait_for(timeout=STEP_MS)
    assert bo.locator("[data-testid=takeback-button]").count() == 0  # the owner's only
    shot(ann, "takeover-4-take-my-seat-back")
    button.click()
    ann.wait_for_selector("[data-testid=takeback]", state="detached", timeout=STEP_MS)
    bo.wait_for_selector("[data-testid=held-0]", state="detached", timeout=STEP_MS)
    assert not table.state(1)["clock"]["seats"]["0"]["held"]
    # Bo moves; now Ann's own clock runs on her page again, and nobody moves for her
    state = table.state(1)
    if 1 in state["to_act"]:
        n = table.play(1, state["legal"][0])["n"]
        ann.wait_for_function("(n) => document.querySelector('[data-testid=table]')"
                              ".dataset.n === String(n)", arg=n, timeout=STEP_MS)
    ann.locator("[data-testid=clock-0][role=timer]").wait_for(timeout=STEP_MS)
    assert ann.locator("[data-testid=table]").get_attribute("data-mine") == "1"
    shot(ann, "takeover-5-back-in-the-seat")
