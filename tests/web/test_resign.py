"""Resigning through the page (web/src/resign.jsx, gametable/server/tables/resign.py), the way a
person does it: the flag among the table's buttons on a laptop, a button with its word under
the board on a phone (the head's row of buttons leaves the hint's words no more room), each
big enough to tap and on top; a
question over the table whose safe answer has the focus, Escape (or "Keep playing") changing
nothing; "Resign" ends the game, the result dialog and the log say who resigned, to them and
to their opponent. Balloon Cup between two people on a laptop in English; Baloot against bots
on the smaller phone in Arabic (the question says the team loses)."""

from __future__ import annotations

import pytest

from .conftest import shot
from .helpers import page_words
from .layout_checks import BOXES, outside_viewport, too_small
from .tables import STEP_MS, create_table, open_table, settle

pytestmark = [pytest.mark.browser]


def words(lang: str, key: str, **params) -> str:
    return page_words('export { t } from "./src/i18n.js";',
                      f'console.log(m.t("{key}", {params!r}));'.replace("'", '"'), lang).strip()


def resign_in_reach(page, width: int, height: int) -> None:
    """The one flag is inside the screen (on a phone once scrolled to, under the board), 44 px
    at least, and on top where it is."""
    assert page.locator("[data-testid=resign]").count() == 1
    in_head = page.locator(".table-head [data-testid=resign]").count() == 1
    assert in_head == (width > 700)
    page.locator("[data-testid=resign]").scroll_into_view_if_needed()
    box = page.evaluate(BOXES, "[data-testid=resign]")
    assert box and outside_viewport(box, width, height) == [] and too_small(box) == []
    assert page.evaluate("() => { const b = document.querySelector('[data-testid=resign]');"
                         " const r = b.getBoundingClientRect();"
                         " return document.elementFromPoint(r.x + r.width / 2,"
                         " r.y + r.height / 2)?.closest('[data-testid=resign]') === b; }")


def test_two_people_one_resigns_and_both_are_told(new_page, live_server):
    table = create_table(live_server, "balloon-cup", people=2)
    ann = new_page(viewport={"width": 1280, "height": 800})
    bob = new_page(viewport={"width": 1280, "height": 800})
    # by their invite links: each seat is its person's, and their profiles list the game
    for seat, page in enumerate((ann, bob)):
        page.goto(f"{table.base}/join/{table.id}/{table.tokens[seat]}?lang=en")
        page.wait_for_selector(f"[data-testid=table][data-seat='{seat}']", timeout=STEP_MS)
    settle(ann)
    resign_in_reach(ann, 1280, 800)
    assert ann.get_by_role("button", name="Resign", exact=True).count() == 1
    n = table.state(0)["n"]

    # asked first; the safe answer has the focus, and Escape changes nothing
    ann.click("[data-testid=resign]")
    dialog = ann.get_by_role("alertdialog")
    dialog.wait_for(timeout=STEP_MS)
    assert "You lose it now" in dialog.inner_text()
    assert ann.evaluate("() => document.activeElement?.dataset.testid") == "resign-keep"
    shot(ann, "resign-ask-1280-en")
    ann.keyboard.press("Escape")
    ann.wait_for_selector("[data-testid=resign-dialog]", state="detached", timeout=STEP_MS)
    assert ann.evaluate("() => document.activeElement?.dataset.testid") == "resign"
    assert table.state(0)["over"] is False and table.state(0)["n"] == n

    ann.click("[data-testid=resign]")
    ann.click("[data-testid=resign-confirm]")
    name = table.state(1)["seats"][0]["name"]  # (her guest's name: she took the seat)
    for page, headline in ((ann, "You resigned"),
                           (bob, words("en", "resignedWin", who=name))):
        page.wait_for_selector("[data-testid=game-over]", timeout=STEP_MS)
        assert page.inner_text("#game-over-title") == headline
        assert page.locator("[data-testid=resign]").count() == 0  # nothing left to resign
    end = table.state(1)
    assert end["over"] and end["resigned"] == 0 and end["scores"] == [0, 1]
    shot(bob, "resign-told-1280-en")
    # the log says it, to each in their own words
    bob.click("[data-testid=game-over] .over-close")
    assert f"{name} resigned." in bob.inner_text(".table-side")
    # and Bob's profile lists the game with who resigned it
    bob.click("[data-testid=profile-link]")
    said = bob.wait_for_selector("[data-testid=recent] [data-testid=recent-resigned]",
                                 timeout=STEP_MS)
    assert f"{name} resigned" in said.inner_text()


def test_baloot_on_a_small_phone_in_arabic_resigns_for_the_team(new_page, live_server):
    table = create_table(live_server, "baloot", options={"hands": 1})
    page = new_page(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
    open_table(page, table, "ar", mine=False)
    resign_in_reach(page, 360, 740)
    assert words("ar", "resign") in page.inner_text("[data-testid=resign]")
    page.tap("[data-testid=resign]")
    dialog = page.get_by_role("alertdialog")
    dialog.wait_for(timeout=STEP_MS)
    assert words("ar", "resignLoseTeam") in dialog.inner_text()
    box = page.evaluate(BOXES, "[data-testid=resign-dialog] button")
    assert outside_viewport(box, 360, 740) == [] and too_small(box) == []
    shot(page, "resign-ask-360-ar")
    page.tap("[data-testid=resign-confirm]")
    page.wait_for_selector("[data-testid=game-over]", timeout=STEP_MS)
    assert page.inner_text("#game-over-title") == words("ar", "youResigned")
    end = table.state(0)
    assert end["scores"] == [0, 1, 0, 1] and end["resigned"] == 0
    shot(page, "resign-over-360-ar")


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_baloot_partners_resign_only_if_both_say_so(new_page, live_server, width, height):
    """Noor offers at a laptop, or at a phone (where she is told under the board that her
    partner is asked, beside the button she pressed); Faisal answers at a laptop."""
    table = create_table(live_server, "baloot", people=3, options={"hands": 1},
                         bot_delay=10.0, names={0: "Noor", 1: "Sami", 2: "Faisal"})
    pages = {}
    for seat in (0, 2):
        size = (width, height) if seat == 0 else (1280, 800)
        page = new_page(viewport={"width": size[0], "height": size[1]})
        page.goto(f"{table.base}/join/{table.id}/{table.tokens[seat]}?lang=en")
        page.wait_for_selector(f"[data-testid=table][data-seat='{seat}']", timeout=STEP_MS)
        pages[seat] = page
    noor, faisal = pages[0], pages[2]
    noor_name = table.state(2)["seats"][0]["name"]
    # Noor is asked first, in words that say her partner must agree
    noor.click("[data-testid=resign]")
    dialog = noor.get_by_role("alertdialog")
    dialog.wait_for(timeout=STEP_MS)
    assert "Your partner must agree" in dialog.inner_text()
    noor.click("[data-testid=resign-confirm]")  # "Ask my partner"
    waiting = noor.wait_for_selector("[data-testid=resign-waiting]", timeout=STEP_MS)
    assert waiting.evaluate("(w) => !!w.closest('.table-main')") == (width < 700)
    waiting.scroll_into_view_if_needed()
    box = noor.evaluate(BOXES, "[data-testid=resign-withdraw]")
    assert outside_viewport(box, width, height) == [] and too_small(box) == []
    shot(noor, f"resign-waiting-{width}-en")
    asked = faisal.get_by_role("alertdialog")
    asked.wait_for(timeout=STEP_MS)
    assert f"{noor_name} offers to resign" in asked.inner_text()
    assert faisal.evaluate("() => document.activeElement?.dataset.testid") == "resign-keep"
    if width > 700:
        shot(faisal, "resign-offered-1280-en")
    # withdrawn, the question goes from Faisal's page; offered again, he agrees
    noor.click("[data-testid=resign-withdraw]")
    faisal.wait_for_selector("[data-testid=resign-dialog]", state="detached", timeout=STEP_MS)
    assert table.state(0)["over"] is False and table.state(0)["resign_offer"] is None
    noor.click("[data-testid=resign]")
    noor.click("[data-testid=resign-confirm]")
    faisal.click("[data-testid=resign-confirm]", timeout=STEP_MS)
    for page, headline in ((noor, "You resigned"),
                           (faisal, words("en", "resignedBy", who=noor_name))):
        page.wait_for_selector("[data-testid=game-over]", timeout=STEP_MS)
        assert page.inner_text("#game-over-title") == headline
    end = table.state(1)
    assert end["over"] and end["resigned"] == 0 and end["scores"] == [0, 1, 0, 1]
