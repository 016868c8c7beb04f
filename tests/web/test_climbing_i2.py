"""The climbing table after review I2: the hint's whole sentence opened by a tap on a phone
(B3), pointing at a cube tapped on the board asked about first (B4), and a replay's round
summary listing every turn of the round (B2)."""

from __future__ import annotations

import random

import pytest

import gametable

from .conftest import shot
from .helpers import guideless_page
from .tables import API, STEP_MS, create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

PYRAMID = "document.querySelector('[data-testid=pyramid]')"


def placed(table, seats: int = 3) -> None:
    """Every seat places its pawn through the API, each on a cube of its own (two on one cube
    clash), so that the table is at its first pointing."""
    taken: set[str] = set()
    for seat in range(seats):
        move = next(m for m in table.state(seat)["legal"] if m[:-1] not in taken)
        taken.add(move[:-1])
        table.play(seat, move)


def test_a_tap_opens_the_whole_hint_on_a_phone(browser, live_server):
    """On a phone the hint's slot shows three lines ending "…" and the sentence was whole only
    in a title, which a touch screen never shows: a tap on the lines opens the whole sentence
    over the page, nothing under it moving; × closes it; from the keyboard, Enter opens it and
    Escape closes it."""
    table = create_table(live_server, "climbing", people=1, seats=3, seed=1,
                         options={"players": 3}, names={1: "Aino", 2: "Eero"})
    context, page, errors = guideless_page(browser, (390, 844), has_touch=True, is_mobile=True)
    try:
        open_table(page, table, "ar")
        button = page.locator("[data-testid=hint]").bounding_box()
        page.touchscreen.tap(button["x"] + button["width"] / 2, button["y"] + button["height"] / 2)
        words = page.locator("[data-testid=hint-text]")
        words.wait_for(timeout=STEP_MS)
        said = words.get_attribute("title")
        cut = page.evaluate("""() => { const s = document.querySelector('.hint-slot');
                                      return s.scrollHeight > s.clientHeight + 1; }""")
        assert cut, ("this hint is long enough to be cut in the slot", said)
        board = page.locator("[data-testid=pyramid]").bounding_box()
        controls = page.locator("[data-testid=climb-controls]").bounding_box()
        at = words.bounding_box()
        page.touchscreen.tap(at["x"] + at["width"] / 2, at["y"] + at["height"] / 2)
        whole = page.locator("[data-testid=hint-full]")
        whole.wait_for(timeout=STEP_MS)
        assert whole.locator("p").inner_text() == said
        box = whole.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["y"] + box["height"] <= 844
        assert page.evaluate("""() => { const p = document.querySelector('.hint-full p');
                                        return p.scrollHeight <= p.clientHeight + 1; }""")
        assert page.locator("[data-testid=pyramid]").bounding_box() == board
        assert page.locator("[data-testid=climb-controls]").bounding_box() == controls
        shot(page, "climbing-i2-hint-whole-ar-390")
        close = page.locator("[data-testid=hint-close]").bounding_box()
        page.touchscreen.tap(close["x"] + close["width"] / 2, close["y"] + close["height"] / 2)
        whole.wait_for(state="detached", timeout=STEP_MS)
        words.focus()
        page.keyboard.press("Enter")
        whole.wait_for(timeout=STEP_MS)
        page.keyboard.press("Escape")
        whole.wait_for(state="detached", timeout=STEP_MS)
        assert not errors
    finally:
        context.close()


@pytest.mark.parametrize("size, lang, touch", [((390, 844), "ar", True),
                                               ((1280, 800), "en", False)])
def test_a_cube_tapped_on_the_board_is_asked_about_before_pointing(browser, live_server, size,
                                                                   lang, touch):
    """A tap on a cube sent the secret choice at once (a mis-tap on a phone's 35-px cube could
    not be taken back; placing the pawn already asked): now it asks "Point at cube n?", sends
    nothing until its button, and Cancel takes the question away."""
    table = create_table(live_server, "climbing", people=3, seats=3, seed=1,
                         names={0: "Aino", 1: "Bo", 2: "Cy"}, options={"players": 3})
    placed(table)
    options = {"has_touch": True, "is_mobile": True} if touch else {}
    context, page, errors = guideless_page(browser, size, **options)
    try:
        open_table(page, table, lang)
        page.wait_for_selector(".climb-side [data-move]", timeout=STEP_MS)
        page.wait_for_function(f"() => {PYRAMID}.settled()", timeout=STEP_MS)
        legal = table.state(0)["legal"]
        cube, where = next((m, w) for m in legal
                           if (w := page.evaluate(f"(m) => {PYRAMID}.screenOf(m)", m)))

        def tap():
            if touch:
                page.touchscreen.tap(where[0], where[1])
            else:
                page.mouse.click(where[0], where[1])

        tap()
        ask = page.locator("[data-testid=point-ask]")
        ask.wait_for(timeout=STEP_MS)
        assert cube in ask.inner_text()
        # seen, not only in the page: its button is what lies at its own centre
        assert page.locator("[data-testid=confirm-point]").evaluate(
            """(b) => { const r = b.getBoundingClientRect();
                        return r.bottom <= innerHeight
                          && b.contains(document.elementFromPoint(r.x + r.width / 2,
                                                                  r.y + r.height / 2)); }""")
        assert table.state(0)["view"]["my_choice"] is None  # nothing sent yet
        page.click("[data-testid=cancel-point]")
        ask.wait_for(state="detached", timeout=STEP_MS)
        assert table.state(0)["view"]["my_choice"] is None
        tap()
        ask.wait_for(timeout=STEP_MS)
        shot(page, f"climbing-i2-point-ask-{lang}-{size[0]}")
        page.click("[data-testid=confirm-point]")
        page.wait_for_selector("[data-testid=my-choice]", timeout=STEP_MS)
        assert table.state(0)["view"]["my_choice"] == cube
        assert not errors
    finally:
        context.close()


def a_game_with_a_round_in_two_layers() -> tuple[list[tuple[int, str]], dict]:
    """Three players moving at random (seed 1, found with the engine) to the end of an
    eight-round game: the moves, and the first round whose turns were in two layers or more."""
    game = gametable.new_game("climbing", seed=1, players=3, max_rounds=8)
    rng = random.Random(0)
    moves: list[tuple[int, str]] = []
    rounds: list[dict] = []
    while not game.over:
        seat = game.to_act[0]
        move = rng.choice(game.legal_moves(seat))
        game.play(seat, move)
        moves.append((seat, move))
        last = game.view(None).get("last_round")
        if last and not any(r["round"] == last["round"] for r in rounds):
            rounds.append(last)
    layered = next(r for r in rounds if len({c >= 9 for _, c, _ in r["turns"]}) > 1)
    return moves, layered


def test_a_replays_round_summary_lists_every_turn_of_the_round(browser, live_server):
    """A replay's round summary listed only the last layer's turns, those its frame brought
    ("Round 4: Aino turned cube 5… Eero turned cube 6" left out the cube-9 turn that took a
    path to the top); it lists the whole round's, as the live table does."""
    moves, layered = a_game_with_a_round_in_two_layers()
    table = create_table(live_server, "climbing", people=3, seats=3, seed=1,
                         names={0: "Aino", 1: "Bo", 2: "Cy"},
                         options={"players": 3, "max_rounds": 8})
    for seat, move in moves:
        table.play(seat, move)
    frames = API.get(f"{live_server}/api/tables/{table.id}/replay").json()["frames"]
    # the frame that brought the round's last layer: the first whose last round is it
    k = next(i for i, f in enumerate(frames)
             if (f["view"].get("last_round") or {}).get("round") == layered["round"])
    context, page, errors = guideless_page(browser, (1280, 800))
    try:
        page.goto(f"{live_server}/replay/{table.id}?lang=en")
        page.wait_for_selector("[data-testid=replay] [data-testid=step-text]", timeout=STEP_MS)
        # to the frame before it, then one step on, as a person stepping through does
        drawn = page.get_attribute("[data-testid=pyramid]", "data-drawn")
        page.evaluate("""(k) => { const r = document.querySelector('input[type=range]');
                                  r.value = k;
                                  r.dispatchEvent(new Event('input', { bubbles: true })); }""",
                      k - 1)
        page.wait_for_function("(d) => document.querySelector('[data-testid=pyramid]')"
                               ".dataset.drawn !== d", arg=drawn, timeout=STEP_MS)
        page.click("[data-testid=next]")
        summary = page.locator(f"[data-testid=round-summary][data-round='{layered['round']}']")
        summary.wait_for(timeout=STEP_MS)
        said = summary.inner_text()
        names = {0: "Aino", 1: "Bo", 2: "Cy"}
        for seat, cube, _turn in layered["turns"]:
            assert f"{names[seat]} turned cube {cube} " in said, (layered, said)
        shot(page, "climbing-i2-replay-summary-1280-en")
        assert not errors
    finally:
        context.close()
