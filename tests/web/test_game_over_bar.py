"""After the result dialog is closed with ×, the table keeps its ways on: a bar at the foot of
the window shows the result again and offers Rematch, Replay and the lobby (the page was a
dead end once the dialog was closed)."""

from __future__ import annotations

import pytest

from .conftest import SHOTS, shot
from .tables import STEP_MS, create_table, open_table, play_out

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_closing_the_result_leaves_a_bar_to_reopen_it(new_page, live_server, size):
    table = create_table(live_server, "climbing", options={"max_rounds": 1})
    play_out(table)
    page = new_page(viewport={"width": size[0], "height": size[1]})
    open_table(page, table)
    page.wait_for_selector("[data-testid=game-over]", timeout=STEP_MS)
    assert page.locator("[data-testid=over-bar]").count() == 0  # the dialog says it all
    page.click("[data-testid=game-over] button[aria-label=Close]")
    bar = page.locator("[data-testid=over-bar]")
    bar.wait_for(timeout=STEP_MS)
    assert bar.locator("[data-testid=rematch]").is_visible()
    replay = bar.locator("[data-testid=over-bar-replay]")
    assert replay.get_attribute("href") == f"/replay/{table.id}"
    assert bar.locator("a[href='/']").is_visible()
    # held in sight at the window's foot, over the page, which it does not push
    box = bar.bounding_box()
    assert box["y"] + box["height"] <= size[1] + 1, box
    shot(page, f"over-bar-{size[0]}", still=False)
    page.screenshot(path=str(SHOTS / f"over-bar-{size[0]}-window.png"))  # the window itself
    page.click("[data-testid=show-result]")
    page.wait_for_selector("[data-testid=game-over]", timeout=STEP_MS)
    assert page.locator("[data-testid=over-bar]").count() == 0
