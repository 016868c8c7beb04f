"""Every move of Balloon Cup and Baloot can be made from the keyboard: cards and places take the
focus, Enter plays."""

from __future__ import annotations

import pytest

from .tables import STEP_MS, create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def wait_moved(page, n: str) -> None:
    page.wait_for_function(
        "(n) => document.querySelector('[data-testid=table]').dataset.n !== n", arg=n,
        timeout=STEP_MS)


def test_balloon_cup_by_keyboard(page, live_server):
    table = create_table(live_server, "balloon-cup", seed=17)
    open_table(page, table)
    n = page.locator("[data-testid=table]").get_attribute("data-n")
    card = page.locator("[data-testid=hand] .card.playable").first
    name = card.get_attribute("data-card")
    card.focus()
    page.keyboard.press("Enter")
    assert card.get_attribute("aria-pressed") == "true"  # picked: its places light up
    target = page.locator(".row.target").first
    place = target.get_attribute("data-target")
    target.focus()
    page.keyboard.press("Enter")
    wait_moved(page, n)
    played = table.state(0)["view"]["moves"]
    first_mine = next(move for seat, move in played if seat == 0)
    assert first_mine == f"{name}@{place}"


def test_baloot_by_keyboard(page, live_server):
    table = create_table(live_server, "baloot", seed=5)
    open_table(page, table)
    n = page.locator("[data-testid=table]").get_attribute("data-n")
    control = page.locator("[data-testid=controls] button").first
    move = control.get_attribute("data-move")
    control.focus()
    page.keyboard.press("Enter")
    wait_moved(page, n)
    calls = table.state(0)["view"]["bidding"]["calls"]
    assert [c["call"] for c in calls if c["seat"] == 0][0] == move
