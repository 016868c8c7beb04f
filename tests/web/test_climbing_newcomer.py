"""What a newcomer could not see at the climbing table, now shown (headless Chromium):

- a previewed turn tells its outcome, on the board (your path after it) and in words;
- the cubes that turned when the turns land (a bot's a moment after yours) are marked and named
  on the board for a moment, and a game's end keeps the board, the winning turn marked, in
  sight before the game-over dialog covers it;
- the cubes to point at are listed by number (not "0, 1, 10, 11, 2");
- a round's turns play one after another on the board, each named with its direction, and the
  game-over dialog waits until the last of them has been named;
- a cube button tapped for one decision is not left lit (nor its cube) into the next.

Screenshots go to out/screenshots/ to be looked at.
"""

from __future__ import annotations

import random
import re
import time

import pytest

from gametable.games.climbing.game import new_game

from .conftest import shot
from .helpers import guideless_page
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
    context, page, errors = guideless_page(browser, size)
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
                    assert "reaches no cube beyond your own" in words, words
                else:
                    cubes = outcomes[turn]["cubes"]
                    if "every cube but" in words:  # (a path to nearly all: the few it misses)
                        said = words.split("every cube but", 1)[1]
                        for cube in set(range(14)) - set(cubes):
                            assert str(cube) in said, (cube, words)
                    else:
                        assert "After this turn your path reaches cubes" in words, words
                        for cube in cubes:
                            assert str(cube) in words
            # and what it does to the other player's path, at their line of the list
            before = set(table.state(0)["view"]["paths"][1]["cubes"])
            after = {o["seat"]: set(o["cubes"]) for o in outcomes[turn]["others"]}[1]
            theirs = page.locator("[data-testid=their-outcome-1]")
            # and in short in the box above "Turn it", where the eye is (their line of the list
            # is below the fold on a laptop and off the screen on a phone)
            cuts = page.locator("[data-testid=turn-cuts]")
            lost = before - after
            assert cuts.count() == (1 if lost and not outcomes[turn]["top"] else 0), turn
            if lost and lang == "en":
                said = cuts.inner_text()
                if 13 in lost:
                    assert "cuts Player 2 off from the top cube" in said, said
                elif len(lost) > 3:
                    assert f"takes {len(lost)} cubes from Player 2's path" in said, said
                else:
                    assert "cuts Player 2 off from cube" in said, said
                    assert all(str(cube) in said for cube in lost), said
            if before == after:
                assert theirs.count() == 0
            elif lang == "en":
                text = theirs.inner_text()
                if before - after:
                    assert "Cuts Player 2 off from" in text, text
                if after - before:
                    assert "to Player 2" in text, text
                for cube in before ^ after:
                    assert f"cube {cube}" in text, text
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
        # the board first: the turned cube marked and named (as it swings, then in the
        # round's summary once it has landed), no dialog over it yet
        caption = page.locator("[data-testid=turned], [data-testid=round-summary]").first
        caption.wait_for(timeout=STEP)
        assert "Player 2 turned cube 10" in caption.inner_text(), caption.inner_text()
        # (the board marks the cube once the caption's drawing is on screen: the next frame)
        page.wait_for_function(f"() => {PYRAMID}.dataset.flash.split(',').includes('10')",
                               timeout=STEP)
        assert page.locator("[data-testid=game-over]").count() == 0
        shot(page, f"climbing-winning-turn{'-reduced' if reduced else ''}", still=False)
        # then the dialog, a couple of seconds later
        page.wait_for_selector("[data-testid=game-over]", timeout=STEP)
        assert errors == []
    finally:
        context.close()


def test_a_bots_turn_is_marked_and_named_on_the_board(browser, live_server):
    """After your turn the bot's turn and the next round land within a second: each cube that
    turned is marked and who turned it is said over the board; then the round's summary says
    them all, the cubes still marked, until you point (a mark of a moment was missed)."""
    table = create_table(live_server, "climbing", people=1, seed=3, bot_delay=0.05, options={})
    context, page, errors = guideless_page(browser, (390, 844))
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
        summary = page.locator("[data-testid=round-summary]")
        summary.wait_for(timeout=STEP)
        assert "You turned" in summary.inner_text(), summary.inner_text()
        page.wait_for_timeout(4_000)  # no moment's mark: it stays until you act
        marked = page.evaluate(f"{PYRAMID}.dataset.flash")
        assert summary.is_visible() and marked != ""
        rnd = summary.get_attribute("data-round")
        page.locator(".climb-controls [data-move]").first.click()
        # (the next round's turns, a bot's in a higher layer, may come with their own)
        page.wait_for_function(
            "(r) => !document.querySelector(`[data-testid=round-summary][data-round='${r}']`)",
            arg=rnd, timeout=STEP)
        assert errors == []
    finally:
        context.close()


#: every change of the board's caption of turns, with whether the game-over dialog was up, and
#: when the dialog came (ms, the page's clock)
CAPTIONS = """() => {
  window.captions = [];
  window.dialogAt = null;
  const look = () => {
    const el = document.querySelector('[data-testid=turned]');
    const dialog = !!document.querySelector('[data-testid=game-over]');
    if (dialog && window.dialogAt === null) window.dialogAt = performance.now();
    const text = el ? el.textContent : null;
    const last = window.captions[window.captions.length - 1];
    if (text && (!last || last.text !== text))
      window.captions.push({ text, at: performance.now(), dialog });
  };
  new MutationObserver(look).observe(document.body,
    { subtree: true, childList: true, characterData: true });
}"""


def two_turn_finale() -> list[tuple[int, str]]:
    """Seed 1, two people playing at random (rng 7) to a win that both seats' turns, in the
    bottom layer, land on at once: the moves, the last two being those turns."""
    rng = random.Random(7)
    game = new_game(seed=1, players=2)
    moves: list[tuple[int, str]] = []
    while not game.over:
        for seat in list(game.to_act):
            if not game.over and seat in game.to_act:
                move = rng.choice(game.legal_moves(seat))
                game.play(seat, move)
                moves.append((seat, move))
    view = game.view(0)
    assert view["winner"] == 1 and [t[0] for t in view["turns"]] == [0, 1], view["turns"]
    return moves


@pytest.mark.parametrize("size,lang,reduced", [((390, 844), "ar", False),
                                               ((1280, 800), "en", False),
                                               ((1280, 800), "en", True)],
                         ids=["390x844-ar", "1280x800-en", "1280x800-en-reduced"])
def test_a_rounds_turns_play_one_by_one_and_are_named(browser, live_server, size, lang, reduced):
    """The round's turns landed at once, named in one line without their direction: now each
    plays in turn (the rules' order), its caption naming who turned which cube which way, and
    the game-over dialog comes only once the last has been named and read."""
    moves = two_turn_finale()
    table = create_table(live_server, "climbing", people=2, seed=1, options={})
    for seat, move in moves[:-2]:
        table.play(seat, move)
    turns = table.state(0)["view"]["pointed"]
    context, page, errors = guideless_page(
        browser, size, reduced_motion="reduce" if reduced else "no-preference")
    try:
        open_table(page, table, lang)
        page.evaluate(CAPTIONS)
        (seat_a, turn_a), (seat_b, turn_b) = moves[-2:]
        table.play(seat_a, turn_a)
        table.play(seat_b, turn_b)
        page.wait_for_selector("[data-testid=table][data-over='1']", timeout=STEP)
        # (the captions as the observer saw them: each shows while its turn plays, then the
        # round's summary takes their place, and a busy machine's poll may miss one)
        page.wait_for_function("() => window.captions.length >= 1", timeout=STEP)
        if not reduced and page.evaluate(f"{PYRAMID}.dataset.playing") == "2":
            # the first cube swings while the second waits its turn
            shot(page, f"climbing-turns-one-by-one-{size[0]}-{lang}-1", still=False)
        page.wait_for_function("() => window.captions.length >= 2", timeout=STEP)
        name = f"climbing-turns-one-by-one-{size[0]}-{lang}{'-reduced' if reduced else ''}"
        shot(page, f"{name}-2", still=False)
        page.wait_for_selector("[data-testid=game-over]", timeout=STEP)
        shot(page, f"{name}-over")
        captions = page.evaluate("window.captions")
        dialog_at = page.evaluate("window.dialogAt")
        texts = [c["text"] for c in captions]
        assert len(texts) == 2, texts
        # in the rules' order (one layer: by seat), each naming its cube and which way
        assert str(turns[seat_a]) in texts[0] and str(turns[seat_b]) in texts[1], texts
        if lang == "en":
            words = {"x+": "tipped its top south", "x-": "tipped its top north",
                     "y+": "tipped its top east", "y-": "tipped its top west",
                     "z+": "spun it anticlockwise", "z-": "spun it clockwise"}
            # (your seat is named "Player 1", or your guest name once your browser is known)
            assert texts[0].endswith(f" (you) turned cube {turns[seat_a]}: {words[turn_a]}"), texts
            assert texts[1] == f"Player 2 turned cube {turns[seat_b]}: {words[turn_b]}", texts
        else:
            # a report, the cube or its face the subject (no verb of the player's gender)
            assert all(re.search(r": المكعب \d+، (مال وجهه العلوي|دار )", t) for t in texts), texts
        # one after another, not at once; and no dialog over the board before the last turn
        # is named, which stays a while to be read
        assert captions[1]["at"] - captions[0]["at"] > 600, captions
        assert not any(c["dialog"] for c in captions), captions
        assert dialog_at - captions[1]["at"] > 1_000, (captions, dialog_at)
        # the end shows the top cube and its ring whole
        assert page.evaluate(f"{PYRAMID}.topInSight()"), "the top is cut off at the game's end"
        assert errors == []
    finally:
        context.close()


def test_a_tapped_button_is_not_left_lit(browser, live_server):
    """On a phone the cube button tapped for one decision (or the one that came to lie under the
    finger) stayed outlined, and its cube lit on the board, into the next decision."""
    table = create_table(live_server, "climbing", people=2, seed=1, options={})
    for seat, move in TO_A_CHOICE[:2]:  # pawns placed: seat 0 points next
        table.play(seat, move)
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True)
    context.add_init_script("localStorage.setItem('gt-climbing-guide', '{\"off\": true}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    lit = ("() => [document.querySelectorAll('.climb-side button.lit').length,"
           f" {PYRAMID}.dataset.highlight]")
    try:
        open_table(page, table, "en")
        page.tap(".climb-controls [data-move='2']")
        page.wait_for_selector("[data-testid=my-choice]", timeout=STEP)
        assert page.evaluate(lit) == [0, ""]
        table.play(1, "3")  # on to seat 0's turn of cube 2
        page.wait_for_selector("[data-turn]", timeout=STEP)
        assert page.evaluate(lit) == [0, ""]
        page.tap("[data-turn='x+']")
        page.tap("[data-testid=confirm-turn]")
        table.play(1, "y+")  # the round's turns land: the next pointing
        page.wait_for_selector(".climb-controls [data-move]", timeout=STEP)
        page.wait_for_timeout(300)
        assert page.evaluate(lit) == [0, ""], "a button lit into the next decision"
        shot(page, "climbing-no-stale-highlight-390-en", still=False)
        assert errors == []
    finally:
        context.close()


#: seed 4, two people (found by playing the engine): seat 0 then turns cube 11, and its turn
#: x- takes cube 6 from seat 1's path
TO_A_CUT = [(0, "2S"), (1, "5E"), (0, "2"), (1, "5"), (0, "y-"), (1, "x-"), (0, "10"), (1, "10"),
            (0, "1"), (1, "7"), (0, "z+"), (1, "y+"), (0, "8"), (1, "8"), (0, "1"), (1, "12"),
            (1, "z+"), (0, "z+"), (0, "2"), (1, "2"), (0, "11"), (1, "10")]


@pytest.mark.parametrize("size,lang", [((390, 844), "ar"), ((1280, 800), "en")],
                         ids=["390x844-ar", "1280x800-en"])
def test_the_preview_box_says_whom_the_turn_cuts_off(browser, live_server, size, lang):
    """The box above "Turn it" said only your own path; whom the turn cuts off was said only
    at their line of the players' list, below the fold on a laptop and off a phone's screen."""
    table = create_table(live_server, "climbing", people=2, seed=4, options={})
    for seat, move in TO_A_CUT:
        table.play(seat, move)
    context, page, errors = guideless_page(browser, size)
    try:
        open_table(page, table, lang)
        page.click("[data-turn='x-']")
        cuts = page.locator("[data-testid=turn-cuts]")
        cuts.wait_for(timeout=STEP)
        said = cuts.inner_text().strip()
        if lang == "en":
            assert said == "It cuts Player 2 off from cube 6.", said
        else:
            assert said.startswith("ويقطع الطريق على") and "6" in said, said
        box = cuts.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= size[1], box
        page.wait_for_function(f"() => {PYRAMID}.settled()")
        shot(page, f"climbing-preview-cuts-{size[0]}-{lang}")
        # a turn that takes nothing from them says nothing of them
        page.click("[data-turn='x+']")
        page.wait_for_function(f"() => {PYRAMID}.dataset.preview.endsWith(':x+')")
        assert cuts.count() == 0
        assert errors == []
    finally:
        context.close()
