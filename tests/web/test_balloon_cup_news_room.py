"""The news above your hand is never cut on a phone (the third review, B2): a tile won with
four cards a side grew over it, a result's first line was cut in a 50-px box, and the claim's
buttons squeezed it to 10 px and covered tile 4's winning row. The worst case built here: a
tile of four cards a side decided by your card, then the claim's buttons; the news whole, the
buttons over no row of the board, your hand where it was. Screenshots: bc3-room-*.png."""

from __future__ import annotations

import pytest

from .conftest import SHOTS
from .tables import STEP_MS, balloon_cup_at, scoring_placements
from .test_balloon_cup_newcomer import PHONE, seated, state_at

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.motion]

PHONE_360 = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}
SEED = 7


def _full_tile_then_claims(legal, state) -> str | None:
    """The card that decides a tile holding four cards a side, after which seat 0 chooses
    among claims (the buttons shown); None where there is none."""
    for move in scoring_placements(legal, state):
        after = state.clone()
        after.play(0, move)
        ev = next(e for e in after.view(0)["last_events"] if e["type"] == "score")
        if min(len(cards) for cards in ev["cards"]) < 4:
            continue
        then = after.legal_moves(0)
        if sum(m.startswith("claim") for m in then) + ("stop" in then) >= 2:
            return move
    return None


def full_tile_then_claims(legal, state) -> bool:
    return _full_tile_then_claims(legal, state) is not None


def box(page, selector: str) -> dict:
    return page.locator(selector).first.bounding_box()


#: the smallest phone in both directions, the usual one right to left (English at 390 px, the
#: roomiest of the four, was dropped: it never failed where the others passed)
@pytest.mark.parametrize(("lang", "size"), [("ar", "390"), ("ar", "360"), ("en", "360")])
def test_the_news_stays_whole_beside_a_full_tile_and_the_claims(new_page, live_server, lang,
                                                                size):
    table = balloon_cup_at(live_server, full_tile_then_claims, seed=SEED)
    state = state_at(full_tile_then_claims, seed=SEED)
    move = _full_tile_then_claims(state.legal_moves(0), state)
    page = seated(new_page, table, lang, **(PHONE if size == "390" else PHONE_360))
    hand_top = box(page, "[data-testid=hand]")["y"]
    tiles_before = box(page, ".tiles")
    card, place = move.split("@")
    page.locator(f"[data-testid=hand] [data-card={card}]").tap()
    page.locator(f".row.target[data-target='{place}']").tap()
    page.locator("[data-testid=decided-tile]").wait_for(timeout=STEP_MS)
    page.locator("[data-testid=claims]").wait_for(timeout=STEP_MS)
    page.locator("[data-testid=last-score]").wait_for(timeout=STEP_MS)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"bc3-room-{lang}-{size}.png"))
    # the tiles keep their height: four cards a side lie in one line, overlapping
    assert abs(box(page, ".tiles")["height"] - tiles_before["height"]) <= 1
    # the news whole: nothing of it scrolled out of sight, and it is not under the buttons
    news = page.locator("[data-testid=news]")
    fits = news.evaluate("el => el.scrollHeight <= el.clientHeight + 1")
    assert fits, news.evaluate("el => [el.scrollHeight, el.clientHeight]")
    said = box(page, "[data-testid=last-score]")
    bar = box(page, "[data-testid=claims]")
    assert said["y"] + said["height"] <= bar["y"] + 1, (said, bar)
    assert said["y"] >= box(page, "[data-testid=news]")["y"] - 1
    # the buttons over no row of the board, nor the trophies' prices
    info = box(page, ".bc-info")
    assert bar["y"] >= info["y"] + info["height"] - 1, (bar, info)
    # your hand where it was
    assert abs(box(page, "[data-testid=hand]")["y"] - hand_top) <= 1
