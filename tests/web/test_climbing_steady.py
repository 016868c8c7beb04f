"""The climbing table holds still under a newcomer's hand (a second review, through Playwright):

- a drag that starts on a side of the cube you may turn turns it, with the guide up or just
  closed (closing it grew the board, the cube moved from under the pointer, and the drag
  turned the view into a flat edge-on one);
- across a round's end the choices stay where they were, and no empty block opens beside them
  while the round's turns play;
- on a laptop's 1280x800 window the whole list of players stays in view, warnings stacked or
  not.

Screenshots go to out/screenshots/steady-*.png to be looked at.
"""

from __future__ import annotations

import pytest

from .conftest import shot
from .tables import create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

STEP = 20_000
PYRAMID = "document.querySelector('[data-testid=pyramid]')"
SETTLED = f"() => {PYRAMID}.settled()"
NAMES = {0: "Aino", 1: "Bo", 2: "Cy"}
#: a phone in Arabic and a laptop in English, the review's two
SIZES = [((390, 844), "ar"), ((1280, 800), "en")]
SIZE_IDS = ["390x844-ar", "1280x800-en"]
#: the angle on screen at which the board shows its north side (the view's turn)
NORTH_AT = "() => getComputedStyle(document.querySelector('.climb')).getPropertyValue('--side-N')"


def people(base, seed=1):
    """A practice table of three people (Aino, Bo, Cy), all moving through the API."""
    return create_table(base, "climbing", people=3, seats=3, seed=seed, names=NAMES,
                        options={"players": 3})


def to_own_turn(table):
    """Each on a cube of their own, each pointing at it, until Aino (seat 0) has her cube to
    turn: her pawn stands against one of its sides, as a newcomer's does."""
    taken: set[str] = set()
    for _ in range(60):
        states = [table.state(seat) for seat in range(3)]
        view = states[0]["view"]
        if view["phase"] == "turn" and states[0]["legal"]:
            return view["pointed"][0]
        seat = next(s for s in range(3) if states[s]["legal"])
        legal = states[seat]["legal"]
        if view["phase"] == "place":
            move = next(p for p in legal if p[:-1] not in taken)
            taken.add(move[:-1])
        elif view["phase"] == "point":
            own = str(states[seat]["view"]["pawns"][seat]["cube"])
            move = own if own in legal else legal[0]
        else:
            move = legal[0]
        table.play(seat, move)
    raise AssertionError("Aino had no cube to turn within 60 moves")


def drag_up(page, at):
    """A person's drag: pressed at ``at``, moved up a little at a time, let go."""
    x, y = at
    page.mouse.move(x, y)
    page.mouse.down()
    for k in range(1, 11):
        page.mouse.move(x, y - 6 * k)
    page.mouse.up()


@pytest.mark.parametrize("size,lang", SIZES, ids=SIZE_IDS)
def test_a_drag_from_a_side_of_your_cube_turns_it(browser, live_server, size, lang):
    """The reviewer dragged the front of the highlighted cube right after closing the guide:
    the board had grown when the guide closed, the cube had moved down from under the
    pointer, and the drag turned the view. Now the board keeps its size, and a drag from the
    middle of any side of the cube (its front, where your pawn stands, too) turns it."""
    table = people(live_server)
    cube = to_own_turn(table)
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()  # a newcomer: the first game's guide up
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        open_table(page, table, lang)
        page.wait_for_selector("[data-testid=guide]")
        page.wait_for_function(SETTLED, timeout=STEP)
        before = page.evaluate(f"(c) => {PYRAMID}.faceSpots(c)", cube)
        page.click("[data-testid=guide-ok]")
        page.wait_for_selector("[data-testid=guide]", state="detached")
        page.wait_for_function(SETTLED, timeout=STEP)
        spots = page.evaluate(f"(c) => {PYRAMID}.faceSpots(c)", cube)
        # the cube where it was seen before the guide closed
        assert spots.keys() == before.keys(), (before, spots)
        for face, (x, y) in spots.items():
            assert abs(x - before[face][0]) <= 1 and abs(y - before[face][1]) <= 1, (
                face, before, spots)
        sides = [face for face in "NESW" if face in spots]
        assert sides, f"no side of cube {cube} in sight: {spots}"
        for face in sides:
            north = page.evaluate(NORTH_AT)
            drag_up(page, spots[face])
            page.wait_for_function(f"(c) => {PYRAMID}.dataset.preview.startsWith(c + ':')",
                                   arg=str(cube), timeout=STEP)
            assert page.evaluate(NORTH_AT) == north, f"the drag from side {face} turned the view"
            shot(page, f"steady-drag-{face}-{size[0]}-{lang}")
            page.click(".turn-confirm button:not(.primary)")  # cancel: the cube goes back
            page.wait_for_function(f"() => {PYRAMID}.dataset.preview === ''", timeout=STEP)
            page.wait_for_function(SETTLED, timeout=STEP)
        assert errors == []
    finally:
        context.close()
