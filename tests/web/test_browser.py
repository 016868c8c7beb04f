"""Each game played to the end in headless Chromium by clicking, against bots; Arabic is RTL."""

from __future__ import annotations

import pytest

from .conftest import shot

pytestmark = [pytest.mark.browser, pytest.mark.slow]

STEP_TIMEOUT = 15_000  # ms for the server to answer a click


def create_from_lobby(page, base: str, game: str, options: dict[str, str]) -> None:
    """The lobby form as a person uses it: pick the game, options, bots, create, sit down."""
    page.goto(base + "/")
    page.click(f"button[data-game={game}]")
    for name, value in options.items():
        page.fill(f"#opt-{name}", value)
    page.fill("#bot-delay", "0.05")
    page.click("[data-testid=create]")
    page.click("[data-testid=open-seat-0]")
    page.wait_for_selector("[data-testid=table]")


def wait_change(page, n: str) -> None:
    page.wait_for_function(
        """(n) => {
            const t = document.querySelector('[data-testid=table]');
            return !t || t.dataset.n !== n || t.dataset.over === '1'
                || document.querySelector('[data-testid=error]');
        }""",
        arg=n,
        timeout=STEP_TIMEOUT,
    )


def play_to_the_end(page, step, limit: int) -> int:
    """Click moves with ``step(page)`` whenever it is our turn, until the game-over screen."""
    clicks = 0
    for _ in range(limit):
        table = page.locator("[data-testid=table]")
        if table.get_attribute("data-over") == "1":
            break
        if table.get_attribute("data-mine") != "1":
            page.wait_for_function(
                """() => { const t = document.querySelector('[data-testid=table]');
                           return t.dataset.mine === '1' || t.dataset.over === '1'; }""",
                timeout=STEP_TIMEOUT,
            )
            continue
        n = table.get_attribute("data-n")
        step(page)
        clicks += 1
        wait_change(page, n)
        assert page.locator("[data-testid=error]").count() == 0, page.inner_text(
            "[data-testid=error]"
        )
    page.wait_for_selector("[data-testid=game-over]", timeout=STEP_TIMEOUT)
    return clicks


def balloon_step(page) -> None:
    claims = page.locator("[data-testid=claims] button")
    stuck = page.locator("[data-testid=stuck] button")
    if claims.count():
        claims.first.click()
    elif stuck.count():
        stuck.first.click()  # exchange nothing
    else:
        page.locator("[data-testid=hand] .card.playable").first.click()
        target = page.locator(".row.target")
        assert target.count() >= 1  # only legal places light up
        target.first.click()


def baloot_step(page) -> None:
    cards = page.locator("[data-testid=hand] .pcard.playable")
    if cards.count():
        cards.first.click()
    else:
        page.locator("[data-testid=controls] button").first.click()


def climbing_step(page) -> None:
    """Point and place by clicking the 3-D pyramid itself; turn with a turn button, then confirm."""
    turns = page.locator("[data-turn]")
    if turns.count():
        turns.first.click()
        page.click("[data-testid=confirm-turn]")
        return
    moves = page.locator(".climb-side [data-move]")
    first = moves.first.get_attribute("data-move")
    if first and first[0].isdigit():
        for index in range(moves.count()):
            move = moves.nth(index).get_attribute("data-move")
            where = page.evaluate(
                "(m) => document.querySelector('[data-testid=pyramid]').screenOf(m)", move
            )
            if where:
                page.mouse.click(where[0], where[1])
                return
    moves.first.click()


def test_balloon_cup_to_the_end(page, live_server):
    create_from_lobby(page, live_server, "balloon-cup", {})
    page.wait_for_selector("[data-testid=hand] .card")
    shot(page, "balloon-cup-start")
    clicks = play_to_the_end(page, balloon_step, 400)
    assert clicks > 5
    shot(page, "balloon-cup-over")
    check_replay(page, "balloon-cup")


def test_baloot_to_the_end(page, live_server):
    create_from_lobby(page, live_server, "baloot", {"hands": "1"})
    page.wait_for_selector("[data-testid=hand] .pcard")
    shot(page, "baloot-start")
    clicks = play_to_the_end(page, baloot_step, 200)
    assert clicks >= 8  # eight cards at least
    shot(page, "baloot-over")
    assert page.locator("[data-testid=score-sheet]").count() == 1
    check_replay(page, "baloot")


def test_climbing_to_the_end(page, live_server):
    create_from_lobby(page, live_server, "climbing", {"max_rounds": "4"})
    page.wait_for_selector("[data-testid=pyramid]")
    page.wait_for_timeout(300)
    shot(page, "climbing-start")
    clicks = play_to_the_end(page, climbing_step, 100)
    assert clicks >= 2
    shot(page, "climbing-over")
    check_replay(page, "climbing")


def check_replay(page, game: str) -> None:
    page.click("[data-testid=to-replay]")
    page.wait_for_selector("[data-testid=replay]")
    page.click("[data-testid=last]")
    page.click("[data-testid=prev]")
    assert "of" in page.inner_text("[data-testid=step]")
    shot(page, f"{game}-replay")


def test_arabic_is_right_to_left(page, live_server):
    page.goto(live_server + "/")
    page.select_option("[data-testid=lang]", "ar")
    assert page.evaluate("document.documentElement.dir") == "rtl"
    assert page.evaluate("document.documentElement.lang") == "ar"
    assert "طاولة جديدة" in page.inner_text("main")
    # the brand sits at the right edge, the language switch at the left
    brand = page.locator(".brand").bounding_box()
    switch = page.locator("[data-testid=lang]").bounding_box()
    assert brand["x"] > 640 > switch["x"]
    # the new-table panel (first in the markup) is on the right in RTL
    create_panel = page.locator(".panel.create").bounding_box()
    tables_panel = page.locator(".panel.tables").bounding_box()
    assert create_panel["x"] > tables_panel["x"]
    shot(page, "lobby-arabic")
    create_from_lobby(page, live_server, "baloot", {"hands": "1"})
    page.wait_for_selector("[data-testid=hand] .pcard")
    assert page.evaluate("document.documentElement.dir") == "rtl"  # kept across pages
    page.wait_for_function(
        "() => document.querySelector('[data-testid=table]').dataset.mine === '1'",
        timeout=STEP_TIMEOUT,
    )
    text = page.inner_text("[data-testid=table]")
    assert "النشرة" in text and "لنا" in text  # the score sheet: us / them
    controls = page.locator("[data-testid=controls]")
    if controls.count():
        words = controls.inner_text()
        arabic = ("بس", "حكم", "صن", "أشكال", "دبل", "سرا", "خمسين", "مية", "بلوت", "أكّة")
        assert any(word in words for word in arabic), words
    shot(page, "baloot-arabic")
