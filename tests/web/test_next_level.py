"""After a game won against bots, the game-over dialog offers the next level (through
Playwright): one tap makes a table like the one just played, its opponents a level up, a
partner as before, and the game's card in the lobby keeps that level. Nothing is offered after
a loss nor above the top level.

Seat 0 is played through the API by the heuristic bot on what the seat's view shows, against
the server's bots, until a game of the wanted result is found."""

from __future__ import annotations

import time

import pytest

from gametable import bots

from .conftest import shot
from .layout_checks import OVERFLOW
from .tables import API, STEP_MS, Table, create_table, open_table
from .test_balloon_cup_newcomer import LAPTOP, PHONE

pytestmark = [pytest.mark.browser, pytest.mark.slow]

OFFER = "[data-testid=next-level]"


def play_out(table: Table, game: str, seed: int) -> int:
    """Seat 0's moves by the heuristic bot until the game ends; seat 0's score (1: a win)."""
    player = bots.make("heuristic", game, seed=seed)
    deadline = time.monotonic() + 60
    while True:
        state = table.state(0)
        if state["over"]:
            return state["scores"][0]
        assert time.monotonic() < deadline, f"{game} seed {seed}: no end in time"
        if state["legal"]:
            table.play(0, player.choose(state["view"], state["legal"]))
        else:
            time.sleep(0.02)  # the server's bots are moving (no delay at these tables)


def tables_by_result(base: str, game: str, *, level: str | None, options: dict,
                     wanted: tuple[int, ...]) -> dict[int, Table]:
    """Finished tables of ``game`` (the bots at ``level``), one per score of seat 0 wanted."""
    found: dict[int, Table] = {}
    for seed in range(1, 40):
        table = create_table(base, game, seed=seed, level=level, options=options)
        found.setdefault(play_out(table, game, seed), table)
        if all(score in found for score in wanted):
            return found
    raise AssertionError(f"no {game} game of each result {wanted} in 39 seeds: {sorted(found)}")


def seats_of(base: str, table_id: str) -> list[tuple[str, str | None, str | None]]:
    return [(s["kind"], s["bot"], s["level"])
            for s in API.get(f"{base}/api/tables/{table_id}").json()["seats"]]


def take_the_offer(page, base: str) -> str:
    """The next level's button pressed: the new table's id, once its page is open."""
    old = page.url
    page.locator("[data-testid=next-level-play]").click()
    page.wait_for_function("(old) => location.href !== old && !!document.querySelector("
                           "'[data-testid=table]')", arg=old, timeout=STEP_MS)
    return page.url.split("/table/")[1].split("?")[0]


def test_a_balloon_cup_win_against_easy_bots_offers_medium_and_a_loss_offers_nothing(
        new_page, live_server):
    found = tables_by_result(live_server, "balloon-cup", level="easy", options={},
                             wanted=(0, 1))
    lost = new_page(**LAPTOP)
    open_table(lost, found[0], "en")
    lost.locator("[data-testid=game-over]").wait_for(timeout=STEP_MS)
    assert lost.locator(OFFER).count() == 0

    page = new_page(**LAPTOP)
    open_table(page, found[1], "en")
    offer = page.locator(OFFER)
    offer.wait_for(timeout=STEP_MS)
    assert offer.inner_text().startswith("You beat the easy bots.")
    assert page.locator("[data-testid=next-level-play]").inner_text() == "Play the medium bots"
    shot(page, "next-level-balloon-cup-en")
    new = take_the_offer(page, live_server)
    assert new != found[1].id
    assert seats_of(live_server, new) == [("human", None, None), ("bot", "heuristic", None)]
    old_info = API.get(f"{live_server}/api/tables/{found[1].id}").json()
    new_info = API.get(f"{live_server}/api/tables/{new}").json()
    assert new_info["options"] == old_info["options"]
    assert new_info["bot_delay"] == old_info["bot_delay"]
    # the lobby's card keeps the level now played
    page.goto(f"{live_server}/?lang=en")
    page.locator("[data-testid=level-balloon-cup]").wait_for(timeout=STEP_MS)
    assert page.locator("[data-testid=level-balloon-cup]").input_value() == "medium"
    assert page.locator("[data-testid=mode-balloon-cup-bots]").is_checked()


def test_a_baloot_win_offers_hard_opponents_and_keeps_the_partner(new_page, live_server):
    """Medium Baloot bots beaten (one hand), in Arabic on a phone: the hard level is offered,
    in reach and whole; the new table's opponents are the hard search bots, the partner still
    the medium one."""
    found = tables_by_result(live_server, "baloot", level=None, options={"hands": 1},
                             wanted=(1,))
    page = new_page(**PHONE)
    open_table(page, found[1], "ar")
    offer = page.locator(OFFER)
    offer.wait_for(timeout=STEP_MS)
    assert "تغلّبت على الروبوتات بمستوى متوسط" in offer.inner_text()
    button = page.locator("[data-testid=next-level-play]")
    assert button.inner_text() == "العب ضد مستوى صعب"
    assert page.evaluate(OVERFLOW) <= 0
    shot(page, "next-level-baloot-ar-390")
    new = take_the_offer(page, live_server)
    assert seats_of(live_server, new) == [
        ("human", None, None), ("bot", "search", "hard"), ("bot", "heuristic", None),
        ("bot", "search", "hard")]
