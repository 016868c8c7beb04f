"""The exchange when no card fits (the third review, T3): the cards chosen are raised and
tagged in words (a thin outline was easy to miss), the exchange's bar covers neither the
trophies' prices nor a tile, and after the exchange the news says what was exchanged and drawn
and that you play now (it was blank, the same turn going on). Screenshots: bc3-swap-*.png."""

from __future__ import annotations

import re

import pytest

from .conftest import SHOTS
from .tables import STEP_MS, balloon_cup_at, stuck
from .test_balloon_cup_newcomer import LAPTOP, PHONE, seated

pytestmark = [pytest.mark.browser, pytest.mark.slow]

PHONE_360 = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}
SIZES = {"390": PHONE, "360": PHONE_360, "1280": LAPTOP}
WORDS = {"en": (r"You exchanged 2 cards and drew 2: (now play a card|none fits)", "exchange"),
         "ar": (r"بدّلتَ ورقتين وسحبت بدلهما ورقتين: (العب الآن ورقة|لا تناسب)", "للتبديل")}


@pytest.mark.parametrize(("lang", "size"), [("ar", "390"), ("ar", "360"), ("en", "1280")])
def test_the_exchange_is_plain_to_see_and_told(new_page, live_server, lang, size):
    table = balloon_cup_at(live_server, stuck)
    page = seated(new_page, table, lang, **SIZES[size])
    bar = page.locator("[data-testid=stuck]")
    bar.wait_for(timeout=STEP_MS)
    cards = page.locator("[data-testid=hand] .card")
    chosen = [cards.nth(0), cards.nth(1)]
    for card in chosen:
        card.click()
    said, tag = WORDS[lang]
    for card in chosen:
        assert card.get_attribute("aria-pressed") == "true"
        assert card.locator(".swap-tag").count() == 1
        assert tag in card.get_attribute("aria-label")
    assert cards.nth(2).locator(".swap-tag").count() == 0
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"bc3-swap-{lang}-{size}.png"))
    # the bar over the news's foot only: the trophies' prices and the tiles above it in sight
    over = bar.bounding_box()
    info = page.locator(".bc-info").bounding_box()
    assert over["y"] >= info["y"] + info["height"] - 1, (over, info)
    bar.locator("button").click()
    news = page.locator("[data-testid=own-exchange]")
    news.wait_for(timeout=STEP_MS)
    assert re.search(said, news.inner_text()), news.inner_text()
    page.screenshot(path=str(SHOTS / f"bc3-swapped-{lang}-{size}.png"))
