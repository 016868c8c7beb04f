"""The climbing board's scene sleeps once nothing on it moves, and wakes for what changes it
(through Playwright):

- a table waiting on a person, its halos done beating: the scene asks for no animation frame
  (it drew one every frame for as long as the page was open: bench/page_idle.py);
- a drag of the view wakes it: the view turns, the compass follows, then it sleeps again;
- the others' moves that end a round wake it: the round's turns play and the board shows them.

With motion and with reduced motion. Screenshots go to out/screenshots/idle-*.png.
"""

from __future__ import annotations

import pytest

from .conftest import shot
from .tables import open_table
from .test_climbing_steady import NORTH_AT, PYRAMID, people, shown, to_the_top_cube

pytestmark = [pytest.mark.browser, pytest.mark.slow]

STEP = 20_000
#: the board's own requests for an animation frame counted (those made from the climbing
#: game's code: the page's other parts may ask for frames of their own), and a way to wait a
#: number of frames that asks the count nothing
COUNT_FRAMES = """(() => {
  const ask = window.requestAnimationFrame.bind(window);
  window.boardFrames = 0;
  window.requestAnimationFrame = (callback) => {
    const caller = (new Error().stack || '').split('\\n')[2] || '';
    if (caller.includes('/chunks/climbing')) window.boardFrames += 1;
    return ask(callback);
  };
  window.framesLater = (n) => new Promise((done) => {
    const step = (k) => (k ? ask(() => step(k - 1)) : done(window.boardFrames));
    step(n);
  });
})()"""
ASLEEP = f"() => {PYRAMID}.dataset.idle === '1'"
PICTURE = f"() => {PYRAMID}.toDataURL()"
FRAMES = "() => window.boardFrames"


#: how often the scene may be woken again once asleep before the test says it never sleeps
#: (a change that lands after the first sleep wakes it rightly: the next choice's controls laid
#: over the board once a round's turns have played, which a loaded run saw a frame late)
WAKES = 5


def asleep(page) -> int:
    """Until the scene sleeps and 30 frames of the page's go by with none asked for by the
    board. Returns how many it has asked for so far."""
    woken = []
    for _ in range(WAKES):
        page.wait_for_function(ASLEEP, timeout=STEP)
        asked = page.evaluate(FRAMES)
        later = page.evaluate("() => window.framesLater(30)")
        if later == asked:
            assert page.evaluate(ASLEEP)
            return asked
        woken.append(later - asked)
    raise AssertionError(f"the board never slept 30 frames: it asked for {woken} frames asleep")


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_the_board_sleeps_and_wakes(browser, live_server, motion):
    """A round's end just past (the cubes its turns changed marked, their halos beating with
    motion), Aino to point: the scene sleeps; a drag turns the view and the round's last
    moves play their turns, each woken, each asleep again after."""
    moves = to_the_top_cube()
    table = people(live_server)
    for seat, move in moves[:-6]:  # the round before: Aino to point
        table.play(seat, move)
    context = browser.new_context(viewport={"width": 390, "height": 844}, reduced_motion=motion)
    context.add_init_script("localStorage.setItem('gt-climbing-guide', '{\"off\": true}')")
    context.add_init_script(COUNT_FRAMES)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        open_table(page, table, "en")
        asked = asleep(page)
        assert asked > 0
        assert page.evaluate(f"() => {PYRAMID}.dataset.flash"), "no halos on the board"
        shot(page, f"idle-asleep-{motion}")

        # a drag of the view from the table's near edge (no cube there): it turns
        picture, north = page.evaluate(PICTURE), page.evaluate(NORTH_AT)
        box = page.locator("[data-testid=pyramid]").bounding_box()
        x, y = box["x"] + box["width"] * 0.12, box["y"] + box["height"] * 0.7
        assert page.evaluate("([x, y]) => document.elementFromPoint(x, y).dataset.testid",
                             [x, y]) == "pyramid"
        page.mouse.move(x, y)
        page.mouse.down()
        for k in range(1, 11):
            page.mouse.move(x + 12 * k, y)
        page.mouse.up()
        after_drag = asleep(page)
        assert after_drag > asked, "the drag did not wake the board"
        assert page.evaluate(NORTH_AT) != north, "the compass did not follow the view"
        assert page.evaluate(PICTURE) != picture, "the view did not turn"

        # the round's last moves: its turns play on the board, then it rests
        picture = page.evaluate(PICTURE)
        for seat, move in moves[-6:]:
            shown(page, table.play(seat, move)["n"])
        page.wait_for_selector("[data-testid=round-summary][data-playing='0']", timeout=STEP)
        assert asleep(page) > after_drag
        assert page.evaluate(PICTURE) != picture, "the round's turns did not show"
        shot(page, f"idle-next-round-{motion}")
        assert errors == []
    finally:
        context.close()
