"""Baloot as a newcomer found it (review E1): every bot seat says its level, every seat shows
its call of the bidding, the replay leaves the hand's summary closed until asked, a hand that
everyone passed is said on the table, and the first-game guide keeps the table still."""

from __future__ import annotations

import time

import pytest

from .conftest import SHOTS
from .tables import STEP_MS, create_table, finished_table, my_turn, open_table
from .test_baloot_guide import bid_until

pytestmark = pytest.mark.browser


def test_every_bot_seat_says_its_level(page, live_server):
    """A bot seated with no level (a learning table's partner, a medium card's bots) showed
    none beside its easy opponents: it plays at medium, and says so."""
    table = create_table(live_server, "baloot", options={"hands": 1})
    open_table(page, table)
    levels = page.locator("ol.seats [data-testid=bot-level]")
    assert levels.count() == 3
    assert [levels.nth(i).inner_text().strip(" ·") for i in range(3)] == ["medium"] * 3


def test_every_seat_shows_its_call_in_the_second_round(page, live_server):
    """In the second round a seat that has not called yet showed nothing, as if it had not been
    asked, while the log said it had passed: its first round's call stays, faded and named as
    the first round's, until it calls again."""
    table = create_table(live_server, "baloot", people=4, options={"hands": 1})
    for _ in range(5):  # everyone passes round 1, and the first seat round 2
        seat = table.state(0)["to_act"][0]
        table.play(seat, "pass")
    state = table.state(0)
    assert state["view"]["bidding"]["round"] == 2
    first = state["view"]["bidding"]["calls"][-1]["seat"]
    viewer = state["to_act"][0]
    open_table(page, table, seat=viewer)
    for seat in range(4):
        if seat == viewer:
            continue  # (its buttons are up: no bubble over them)
        bubble = page.locator(f"[data-testid=call-{seat}]")
        assert bubble.inner_text().endswith("Pass")
        assert (bubble.get_attribute("data-earlier") == "1") == (seat != first)
    background = "(b) => getComputedStyle(b).backgroundColor"
    faded = page.locator("[data-testid^=call-][data-earlier='1']").first
    latest = page.locator(f"[data-testid=call-{first}]")
    assert latest.evaluate(background) != faded.evaluate(background)
    assert faded.locator(".sr").text_content() == "In round 1: "


def board_top(page) -> float:
    """Where the table's board starts in the page: all that the guide may push down."""
    return page.evaluate("""() =>
      document.querySelector('.baloot-board').getBoundingClientRect().top + window.scrollY""")




def play_one(table, state: dict) -> None:
    legal = state["legal"]
    cards = [m for m in legal if len(m) == 2]
    table.play(0, (cards or [m for m in ("sun", "hokum") if m in legal] or legal)[0])


def test_the_guide_keeps_the_table_still_between_decisions(new_page, live_server):
    """Reviewer (phone, Arabic): after «فهمت» the guide came back at each new step, 3-5 lines,
    pushing the bid buttons and the cards down as they were tapped. The docked card is one
    height at every step; after "Got it" a new step comes as the closed bar with a mark, its
    card opened over the board on a tap; nothing above your hand changes height."""
    table = create_table(live_server, "baloot", seed=2, options={"hands": 2})
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    open_table(page, table, "ar")
    # docked, before any "Got it": the same height at each of the first decisions
    tops = []
    steps = []
    for _ in range(3):
        state = my_turn(page, table)
        steps.append(page.get_attribute("[data-testid=guide]", "data-step"))
        tops.append(board_top(page))
        play_one(table, state)
    assert len(set(tops)) == 1, (tops, steps)
    state = my_turn(page, table)
    page.screenshot(path=str(SHOTS / "guide-docked-ar.png"))
    page.tap("[data-testid=guide-ok]")
    page.wait_for_selector("[data-testid=guide-closed]", timeout=STEP_MS)
    after = board_top(page)
    fresh_seen = False
    for _ in range(6):
        play_one(table, state)
        state = my_turn(page, table)
        assert board_top(page) == after
        bar = page.locator("[data-testid=guide-closed]")
        assert bar.count() == 1 and not page.locator("[data-testid=guide]").count()
        if bar.get_attribute("data-fresh") == "1" and not fresh_seen:
            fresh_seen = True
            page.screenshot(path=str(SHOTS / "guide-fresh-bar-ar.png"))
            page.tap("[data-testid=guide-open]")
            card = page.locator("[data-testid=guide]")
            card.wait_for(timeout=STEP_MS)
            assert card.locator(".guide-text").get_attribute("aria-expanded") == "true"
            assert board_top(page) == after  # over the board, taking no room
            page.screenshot(path=str(SHOTS / "guide-opened-ar.png"))
            page.tap("[data-testid=guide-ok]")
            page.wait_for_selector("[data-testid=guide-closed]:not([data-fresh])",
                                   timeout=STEP_MS)
            assert board_top(page) == after
    assert fresh_seen, "no new step came after Got it"


@pytest.mark.parametrize("lang,key", [("en", "open: anyone may"), ("ar", "المفتوح: يجوز")])
def test_the_guide_to_a_double_reads_whole_on_a_laptop(new_page, live_server, lang, key):
    """Reviewer (1280×800): the guide to the double read "…open: anyone m… ▾", the difference
    between open and closed hidden as it was to be chosen."""
    # seed 7: Salem buys Hokum; seat 0 passes and then may double it
    table = create_table(live_server, "baloot", seed=7, options={"hands": 1})
    bid_until(table, lambda s: s["view"]["phase"] == "doubling", lambda s: "pass")
    page = new_page(viewport={"width": 1280, "height": 800})
    open_table(page, table, lang)
    words = page.locator("[data-testid=guide][data-step=double] .guide-text")
    assert key in words.inner_text()
    assert words.evaluate("(b) => b.scrollHeight <= b.clientHeight + 1"), "cut"
    assert "cut" not in words.get_attribute("class")
    page.screenshot(path=str(SHOTS / f"guide-double-{lang}.png"))


def test_the_replay_shows_a_hands_summary_when_asked(page, live_server):
    """Reviewer: the replay's "Next hand" opened the hand just ended's summary over the table,
    its "Next hand" doubling the replay's own. There it waits behind a button."""
    table = finished_table(live_server, "baloot", options={"hands": 2})
    page.goto(f"{live_server}/replay/{table.id}?lang=en")
    page.wait_for_selector("[data-testid=replay] [data-testid=step-text]", timeout=STEP_MS)
    page.click("[data-testid=next-chapter]")
    button = page.locator("[data-testid=replay-summary]")
    button.wait_for(timeout=STEP_MS)
    assert not page.locator("[data-testid=hand-summary]").count()
    assert button.inner_text().endswith("summary")
    button.click()
    summary = page.locator("[data-testid=hand-summary]")
    summary.wait_for(timeout=STEP_MS)
    assert summary.locator("[data-testid=hand-summary-close]").inner_text() == "Close"
    summary.locator("[data-testid=hand-summary-close]").click()
    summary.wait_for(state="detached", timeout=STEP_MS)
    step = page.inner_text("[data-testid=step]")
    page.click("[data-testid=next]")
    page.wait_for_function("(s) => document.querySelector('[data-testid=step]').innerText !== s",
                           arg=step, timeout=STEP_MS)
    assert not page.locator("[data-testid=hand-summary]").count()


@pytest.mark.parametrize("size,lang", [((390, 844), "ar"), ((1280, 800), "en")])
def test_a_hand_everyone_passed_is_said_on_the_table(new_page, live_server, size, lang):
    """Reviewer: the table jumped to the next hand with no word that everyone had passed. The
    hand's line stays over the table a moment; the deal that follows is the same hand dealt
    again (a redeal is no hand of its own, as Jawaker and Kammelna count), so the head names
    hand 1 throughout."""
    # seed 2: everyone passes both rounds of hand 1 when seat 0 does
    table = create_table(live_server, "baloot", seed=2, options={"hands": 1}, bot_delay=0.3)
    page = new_page(viewport={"width": size[0], "height": size[1]})
    open_table(page, table, lang)
    deadline = time.monotonic() + STEP_MS / 1000
    while (state := table.state(0))["view"]["hand_no"] == 1:  # (watched at every call)
        assert time.monotonic() < deadline, "the hand was not passed out"
        if state["legal"]:
            table.play(0, "pass")
        else:
            time.sleep(0.05)
    summary = page.locator("[data-testid=hand-summary]")
    summary.wait_for(timeout=STEP_MS)
    words = {"en": "everyone passed, the cards are dealt again", "ar": "الكل"}[lang]
    assert words in summary.inner_text(), summary.inner_text()
    head = page.locator("[data-testid=table] .table-move")
    page.screenshot(path=str(SHOTS / f"passed-hand-{lang}.png"))
    assert ("1" in head.inner_text()) and "2" not in head.inner_text(), head.inner_text()
    title = page.locator("[data-testid=hand-summary] h2").inner_text()
    assert title == {"en": "Hand 1: a redeal", "ar": "الجولة 1: إعادة توزيع"}[lang]
    summary.wait_for(state="detached", timeout=STEP_MS)
    assert table.state(0)["view"]["hand_no"] == 2  # (the engine counts deals)
    assert ("1" in head.inner_text()) and "2" not in head.inner_text(), head.inner_text()


def test_a_laptop_has_the_hand_clear_of_the_windows_foot(new_page, live_server):
    """Reviewer (1280×800, guide shown): the hand ended at y=794 of 800. It keeps some room."""
    table = create_table(live_server, "baloot", seed=2, options={"hands": 1})
    page = new_page(viewport={"width": 1280, "height": 800})
    open_table(page, table)
    page.locator("[data-testid=guide]").wait_for(timeout=STEP_MS)
    bottom = page.evaluate(
        "() => document.querySelector('[data-testid=hand]').getBoundingClientRect().bottom")
    assert bottom <= 800 - 16, bottom
