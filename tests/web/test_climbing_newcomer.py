"""What a newcomer could not see at the climbing table, now shown (headless Chromium):

- a previewed turn tells its outcome, on the board (your path after it) and in words;
- the cubes that turned when the turns land (a bot's a moment after yours) are marked and named
  on the board for a moment, and a game's end keeps the board, the winning turn marked, in
  sight before the game-over dialog covers it;
- the cubes to point at are listed by number (not "0, 1, 10, 11, 2").

Screenshots go to out/screenshots/ to be looked at.
"""

from __future__ import annotations

import time

import pytest

from .conftest import shot
from .tables import create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

STEP = 20_000
PYRAMID = "document.querySelector('[data-testid=pyramid]')"

#: seed 1, two people: after these, seat 0 turns cube 2, and its six turns differ: x+ leaves
#: its path on its own cube, y+ opens it to twelve cubes, z- to cubes 2, 5 and 8
TO_A_CHOICE = [(0, "2S"), (1, "3W"), (0, "2"), (1, "3")]
#: on from there (found by playing the engine): seat 0 points at cubes 0, 1 …, seat 1's path
#: reaches the top cube and its last move, a turn of cube 10, wins
TO_A_WIN = [
    (0, "x+"), (1, "y+"), (0, "2"), (1, "3"), (0, "x+"), (1, "y-"), (0, "0"), (1, "3"),
    (0, "x+"), (1, "y-"), (0, "1"), (1, "3"), (0, "x+"), (1, "x-"), (0, "0"), (1, "3"),
    (0, "x+"), (1, "y-"), (0, "1"), (1, "3"), (0, "x+"), (1, "y-"), (0, "0"), (1, "3"),
    (0, "x+"), (1, "z+"), (0, "1"), (1, "1"), (0, "0"), (1, "6"), (0, "x+"), (1, "y+"),
    (0, "1"), (1, "12"), (1, "z+"), (0, "x+"), (0, "0"), (1, "10"), (1, "y+"),
    (0, "x+"), (0, "1"), (1, "13"), (1, "x-"), (0, "x+"), (0, "0"), (1, "10")]
WINNING_MOVE = (1, "z-")


def two_people(live_server):
    table = create_table(live_server, "climbing", people=2, seed=1, options={})
    for seat, move in TO_A_CHOICE:
        table.play(seat, move)
    return table


@pytest.mark.parametrize("size,lang", [((390, 844), "ar"), ((1280, 800), "en")],
                         ids=["390x844-ar", "1280x800-en"])
def test_a_previewed_turn_tells_its_outcome(browser, live_server, size, lang):
    table = two_people(live_server)
    outcomes = table.state(0)["view"]["turn_outcomes"]
    assert outcomes["x+"]["cubes"] == [2] and len(outcomes["y+"]["cubes"]) > 5
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    context.add_init_script("localStorage.setItem('gt-climbing-guide', '{\"off\": true}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        open_table(page, table, lang)
        for turn in ("y+", "x+", "z-"):
            page.click(f"[data-turn='{turn}']")
            page.wait_for_function(
                f"(t) => {PYRAMID}.dataset.preview.endsWith(':' + t)", arg=turn)
            # the path after the turn is drawn on the board in place of the path of now
            want = str(len(outcomes[turn]["segments"]))
            page.wait_for_function(f"(n) => {PYRAMID}.dataset.outcome === n", arg=want)
            words = page.inner_text("[data-testid=turn-outcome]")
            assert page.inner_text("[data-testid=players-outcome]").endswith(words.strip())
            if lang == "en":
                if turn == "x+":
                    assert "no longer reaches any cube" in words, words
                else:
                    assert "After this turn your path reaches cubes" in words, words
                    for cube in outcomes[turn]["cubes"]:
                        assert str(cube) in words
            page.wait_for_function(f"() => {PYRAMID}.settled()")
            shot(page, f"climbing-outcome-{size[0]}-{lang}-{turn}")
        # cancelled: the path of now again, and no outcome in words
        page.click("[data-turn='z-']")
        page.wait_for_function(f"() => {PYRAMID}.dataset.outcome === ''")
        assert page.locator("[data-testid=turn-outcome]").count() == 0
        assert page.locator("[data-testid=players-outcome]").count() == 0
        assert errors == []
    finally:
        context.close()


def test_the_cubes_to_point_at_are_listed_by_number(browser, live_server):
    table = two_people(live_server)
    for seat, move in TO_A_WIN[:6]:  # on to a pointing with cubes 10 to 12 among the others
        table.play(seat, move)
    legal = table.state(0)["legal"]
    assert "10" in legal and "2" in legal
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        open_table(page, table, "en")
        shown = page.eval_on_selector_all(
            ".climb-controls [data-move]", "(els) => els.map((e) => e.dataset.move)")
        assert shown == sorted(legal, key=int), shown
    finally:
        context.close()


@pytest.mark.parametrize("reduced", [False, True], ids=["motion", "reduced-motion"])
def test_the_winning_turn_is_seen_before_the_game_over_dialog(browser, live_server, reduced):
    table = two_people(live_server)
    for seat, move in TO_A_WIN:
        table.play(seat, move)
    context = browser.new_context(viewport={"width": 1280, "height": 800},
                                  reduced_motion="reduce" if reduced else "no-preference")
    context.add_init_script("localStorage.setItem('gt-climbing-guide', '{\"off\": true}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        open_table(page, table, "en", mine=False)
        page.wait_for_function(f"() => {PYRAMID}.settled()")
        table.play(*WINNING_MOVE)
        page.wait_for_selector("[data-testid=table][data-over='1']", timeout=STEP)
        # the board first: the turned cube marked and named, no dialog over it yet
        caption = page.locator("[data-testid=turned]")
        caption.wait_for(timeout=5_000)
        assert "Player 2 turned cube 10" in caption.inner_text(), caption.inner_text()
        assert "10" in page.evaluate(f"{PYRAMID}.dataset.flash").split(",")
        assert page.locator("[data-testid=game-over]").count() == 0
        shot(page, f"climbing-winning-turn{'-reduced' if reduced else ''}", still=False)
        # then the dialog, a couple of seconds later
        page.wait_for_selector("[data-testid=game-over]", timeout=6_000)
        assert errors == []
    finally:
        context.close()


def test_a_bots_turn_is_marked_and_named_on_the_board(browser, live_server):
    """After your turn the bot's turn and the next round land within a second: each cube that
    turned is marked for a moment and who turned it is said over the board."""
    table = create_table(live_server, "climbing", people=1, seed=3, bot_delay=0.05, options={})
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script("localStorage.setItem('gt-climbing-guide', '{\"off\": true}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # seat 0 places and points until it has a turn
            state = table.state(0)
            assert not state["over"], "the game ended before seat 0 had a cube to turn"
            if state["legal"] and state["view"]["phase"] == "turn":
                break
            if state["legal"]:
                table.play(0, state["legal"][-1])
            else:
                time.sleep(0.05)  # the bot's choice
        open_table(page, table, "en")
        assert page.locator("[data-turn]").count(), "no turn for seat 0"
        page.click("[data-turn='z+']")
        page.click("[data-testid=confirm-turn]")
        caption = page.locator("[data-testid=turned]")
        caption.wait_for(timeout=STEP)
        assert "turned cube" in caption.inner_text(), caption.inner_text()
        assert page.evaluate(f"{PYRAMID}.dataset.flash") != ""
        shot(page, "climbing-turned-390-en", still=False)
        # a moment later the mark goes
        page.wait_for_function(f"() => {PYRAMID}.dataset.flash === ''", timeout=STEP)
        assert errors == []
    finally:
        context.close()
