"""The lobby after a game of Balloon Cup against bots (the third review, T5): its card offers
bots again, at the level played (it came back as "People"), and its English words say
"tiles" as the table does ("four hops")."""

from __future__ import annotations

import pytest

from .tables import STEP_MS

pytestmark = pytest.mark.browser


def test_the_card_remembers_bots_and_says_tiles(new_page, live_server):
    page = new_page()
    page.goto(f"{live_server}/?lang=en")
    page.wait_for_selector("[data-testid=play-balloon-cup]", timeout=STEP_MS)
    card = page.locator("[data-game-card=balloon-cup]")
    pitch = card.locator(".card-pitch").inner_text()
    assert "four tiles" in pitch and "hop" not in pitch, pitch
    assert page.is_checked("[data-testid=mode-balloon-cup-people]")
    page.check("[data-testid=mode-balloon-cup-bots]")
    page.select_option("[data-testid=level-balloon-cup]", "hard")
    page.click("[data-testid=play-balloon-cup]")
    page.wait_for_selector("[data-testid=table]", timeout=STEP_MS)
    page.goto(f"{live_server}/?lang=en")
    page.wait_for_selector("[data-testid=play-balloon-cup]", timeout=STEP_MS)
    assert page.is_checked("[data-testid=mode-balloon-cup-bots]")
    assert page.locator("[data-testid=level-balloon-cup]").input_value() == "hard"
    # the other games' cards keep their own start
    assert page.is_checked("[data-testid=mode-baloot-people]")
