"""Baloot's first-game guide at a step of its own: a hand holding a project in the first
trick is told what a project is and how to declare it, before it plays its card."""

from __future__ import annotations

import time

import pytest

from .tables import API, STEP_MS, create_table, my_turn, open_table

pytestmark = pytest.mark.browser

PROJECTS = ("sira:", "fifty:", "hundred:", "400:")


def test_a_project_in_hand_is_explained(new_page, live_server):
    # seed 2: the person buys Sun (the heuristic bots pass) and holds a sira (9♥ 8♥ 7♥) in
    # trick 1
    table = create_table(live_server, "baloot", seed=2, options={"hands": 1})
    deadline = time.monotonic() + STEP_MS / 1000
    while True:
        assert time.monotonic() < deadline, "no project came to declare"
        legal = table.state(0)["legal"]
        if any(move.startswith(PROJECTS) for move in legal):
            break
        if "sun" in legal or "pass" in legal:
            table.play(0, "sun" if "sun" in legal else "pass")
        else:
            assert not legal, f"the hand was played without a project: {legal}"
            time.sleep(0.05)
    page = new_page(viewport={"width": 390, "height": 844})
    open_table(page, table)
    guide = page.locator("[data-testid=guide]")
    assert guide.get_attribute("data-step") == "project"
    assert "You hold a project" in guide.inner_text()
    # declared: the guide goes on to the card to play
    page.locator("[data-testid=controls] button", has_text="Sira").click()
    page.wait_for_function(
        "() => ['lead', 'follow'].includes("
        "document.querySelector('[data-testid=guide]')?.dataset.step)", timeout=STEP_MS)
    assert not any(m.startswith(PROJECTS) for m in API.get(
        f"{live_server}/api/tables/{table.id}/state",
        headers={"X-Seat-Token": table.tokens[0]}).json()["legal"])


def test_a_guide_cut_short_on_a_phone_says_there_is_more(new_page, live_server):
    """On a phone the guide's words are cut to a few lines, whole on a tap; the cut alone
    looked like the whole text, so a cut guide ends in a "▾", gone once it is whole."""
    table = create_table(live_server, "baloot", seed=2, options={"hands": 1})
    page = new_page(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    open_table(page, table, "ar")
    words = page.locator("[data-testid=guide] .guide-text")
    page.wait_for_function("() => document.querySelector('[data-testid=guide] .guide-text')"
                           ".classList.contains('cut')", timeout=STEP_MS)
    assert words.evaluate("(b) => getComputedStyle(b, '::after').content") == '"▾"'
    words.tap()
    page.wait_for_function("() => !document.querySelector('[data-testid=guide] .guide-text')"
                           ".classList.contains('cut')", timeout=STEP_MS)
    assert words.get_attribute("aria-expanded") == "true"
    assert words.evaluate("(b) => b.scrollHeight <= b.clientHeight + 1")  # all of it shows


def test_each_step_of_the_guide_comes_three_times_then_steps_back(new_page, live_server):
    """A newcomer who never pressed "Got it" read the same basics at every trick, and again in
    the next game: each step shows at three of your decisions, then steps back by itself
    (its "Guide" button brings it again)."""
    table = create_table(live_server, "baloot", seed=2, options={"hands": 1})
    page = new_page(viewport={"width": 1280, "height": 800})
    open_table(page, table)
    shown: dict[str, int] = {}
    decisions = 0
    while not table.state(0)["over"]:
        state = table.state(0)
        if not state["legal"]:
            time.sleep(0.05)
            continue
        page.wait_for_selector(f"[data-testid=table][data-n='{state['n']}'][data-mine='1']",
                               timeout=STEP_MS)
        decisions += 1
        guide = page.locator("[data-testid=guide]")
        if guide.count():
            step = guide.get_attribute("data-step")
            shown[step] = shown.get(step, 0) + 1
        legal = state["legal"]
        cards = [m for m in legal if len(m) == 2]
        table.play(0, (cards or ["sun" if "sun" in legal else legal[0]])[0])
    assert decisions >= 8, decisions
    assert shown and max(shown.values()) <= 3, shown
    assert sum(shown.values()) < decisions, (shown, decisions)  # some stepped back
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('gt-guide-baloot'))")
    assert all(stored["counts"][step] >= 3 for step, n in shown.items() if n == 3), stored


def bid_until(table, stop, move, deadline_s: float = STEP_MS / 1000) -> dict:
    """Seat 0's calls by ``move(state)`` until ``stop(state)`` holds at one of its turns."""
    deadline = time.monotonic() + deadline_s
    while True:
        assert time.monotonic() < deadline, "the bidding never came to the stage looked for"
        state = table.state(0)
        if not state["legal"]:
            time.sleep(0.05)
            continue
        if stop(state):
            return state
        table.play(0, move(state))


def guide_and_buttons(page, table) -> tuple[str, str, list[str]]:
    my_turn(page, table)
    guide = page.locator("[data-testid=guide]")
    buttons = page.locator("[data-testid=controls] button").all_inner_texts()
    return guide.get_attribute("data-step"), guide.inner_text(), buttons


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_hokum_bought_in_round_2_is_told_as_it_stands(new_page, live_server, lang):
    """Reviewer: in round 2 after Noura bought Hokum ♦ (only Ashkal, Pass and Sun offered) the
    guide still said "nobody took the ground card: you may name another suit as trumps". It
    follows the bidding's stage: who bought which Hokum, and what you may do about it."""
    # seed 2: everyone passes twice (a redeal), then in hand 2's second round Noura buys
    # Hokum ♦ and seat 0 may take it over (Ashkal, Pass, Sun)
    table = create_table(live_server, "baloot", seed=2, options={"hands": 1})
    state = bid_until(table, lambda s: s["view"]["bidding"]["stage"] == "takeover",
                      lambda s: "pass")
    assert state["view"]["bidding"]["round"] == 2 and state["view"]["hand_no"] == 2
    page = new_page(viewport={"width": 390, "height": 844} if lang == "ar" else
                    {"width": 1280, "height": 800})
    open_table(page, table, lang)
    step, words, buttons = guide_and_buttons(page, table)
    assert step == "takeover"
    if lang == "en":
        assert "Noura bought Hokum ♦" in words and "take it over with Sun" in words, words
        assert "another suit" not in words and "nobody" not in words, words
        assert sorted(buttons) == ["Ashkal", "Pass", "Sun"], buttons
        assert "Ashkal" in words and "or pass" in words, words
    else:
        # (a name after من نصيب, not joined to لـ: "لـنورة", "لـاللاعب 1" read as typos)
        assert "حكم ♦ من نصيب نورة" in words and "تأخذه بالصن" in words, words
        assert "شكلًا آخر" not in words and "لم يشترِ أحد" not in words, words
        assert sorted(buttons) == sorted(["أشكل", "بس", "صن"]), buttons
        assert "أشكل" in words and "«بس»" in words, words


@pytest.mark.parametrize("seed,stop,move,step,said", [
    # a Hokum stood: keep it or switch to Sun, in the buttons' words
    (5, lambda s: s["view"]["bidding"]["stage"] == "keep", lambda s: "hokum", "keep",
     ("nobody took your Hokum ♠ over", "“Keep Hokum”", "“Switch to Sun”")),
    # a Sun bought after you passed, which you may take
    (9, lambda s: s["view"]["bidding"]["stage"] == "claim", lambda s: "pass", "claim",
     ("Salem bought Ashkal after you passed", "take the Sun yourself")),
    # the buyers answer a double: "Three", or the button "No three" (it said "pass", then
    # "No double", which was declined already)
    (22, lambda s: s["view"]["phase"] == "doubling", lambda s: "hokum", "double",
     ("Salem said “Double · closed”", "“Three” (×3)", "“No three”")),
])
def test_each_stage_of_the_bidding_has_its_words(new_page, live_server, seed, stop, move,
                                                  step, said):
    table = create_table(live_server, "baloot", seed=seed, options={"hands": 1})
    bid_until(table, stop, move)
    page = new_page(viewport={"width": 1280, "height": 800})
    open_table(page, table)
    shown, words, buttons = guide_and_buttons(page, table)
    assert shown == step
    for part in said:
        assert part in words, (part, words)
    for button in (w.strip("“”") for w in said if w.startswith("“") and "×" not in w):
        assert button in buttons, (button, buttons)


@pytest.mark.parametrize("lang,guide,hint", [
    ("en", "Choose “No double” to play it as it is", "Choose “No double”"),
    ("ar", "اختر «بدون دبل» ليبقى اللعب كما هو", "اختر «بدون دبل»"),
])
def test_doubling_says_no_double_as_its_button_does(new_page, live_server, lang, guide, hint):
    """Reviewer: in the doubling round the hint said "قل بس" and the guide "قل «بس» لتلعبها
    كما هي" while the button says "بدون دبل": the guide and the moves said in words (the hint's
    sentence) use the button's words."""
    # seed 7: Salem buys Hokum; seat 0 passes and then may double it
    table = create_table(live_server, "baloot", seed=7, options={"hands": 1})
    bid_until(table, lambda s: s["view"]["phase"] == "doubling", lambda s: "pass")
    page = new_page(viewport={"width": 1280, "height": 800})
    open_table(page, table, lang)
    step, words, buttons = guide_and_buttons(page, table)
    assert step == "double" and guide in words, words
    no_double = page.inner_text("[data-testid=controls] [data-move=pass]")
    assert no_double in words and no_double in hint, (no_double, words)
    # the hint's sentence for a move, as the list of every legal move says it
    page.click(".all-moves summary")
    assert page.inner_text("[data-testid=move-list] [data-move=pass]") == hint


@pytest.mark.parametrize("touch,words", [
    (True, ("Tap twice to play", "tap its button")),
    (False, ("Click twice to play", "click its button")),
])
def test_tap_on_a_touch_screen_click_with_a_mouse(new_page, live_server, touch, words):
    """Reviewer: a laptop read "Tap twice to play" and the guide's "tap its button": the words
    say "click" where the pointer is a mouse and "tap" where it is a finger."""
    # seed 2: seat 0 buys Sun and holds a sira in trick 1 (the guide's "project" step)
    table = create_table(live_server, "baloot", seed=2, options={"hands": 1})
    bid_until(table, lambda s: any(m.startswith(PROJECTS) for m in s["legal"]),
                      lambda s: "sun" if "sun" in s["legal"] else "pass")
    size = {"width": 390, "height": 844} if touch else {"width": 1280, "height": 800}
    page = new_page(viewport=size, is_mobile=touch, has_touch=touch)
    open_table(page, table)
    assert page.evaluate("matchMedia('(pointer: coarse)').matches") is touch
    step, text, _ = guide_and_buttons(page, table)
    assert step == "project" and words[1] in text, text
    assert page.inner_text("[data-testid=hand-tools] label:has([data-testid=raise-confirm])") \
        .strip() == words[0]
    other = "click" if touch else "tap"
    assert other not in text.lower()


def test_the_guide_keeps_its_height_while_the_others_play(new_page, live_server):
    """Reviewer, on a phone: the whole table jumped some 90 px at every turn, the guide's card
    open at yours and its small "Guide ?" bar at the others' (the wait step, once seen, showed
    its bar in turn with your step's card). The guide keeps your last step's card or bar while
    the others play: the board under it, and your hand, stay where they are."""
    table = create_table(live_server, "baloot", seed=7, options={"hands": 1}, bot_delay=0.4)
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    # a newcomer who has seen the wait step (three times): the reviewer's case
    page.add_init_script("localStorage.setItem('gt-guide-baloot',"
                         " JSON.stringify({seen: ['wait'], counts: {wait: 3}}))")
    open_table(page, table, "ar")
    where = """() => { const top = (s) => { const e = document.querySelector(s);
        return e ? Math.round(e.getBoundingClientRect().top + scrollY) : null; };
      const g = document.querySelector('.guide, .guide-bar');
      return { board: top('.baloot-board'), hand: top('[data-testid=hand]'),
               guide: g ? Math.round(g.getBoundingClientRect().height) : 0 }; }"""
    seen: list[tuple[str, dict]] = []
    tricks = 0
    while tricks < 4:
        state = my_turn(page, table)
        phase = state["view"]["phase"]
        seen.append((phase, page.evaluate(where)))
        legal = state["legal"]
        cards = [m for m in legal if len(m) == 2]
        table.play(0, (cards or ["pass" if "pass" in legal else legal[0]])[0])
        # what the page shows next: mostly the others' turn
        page.wait_for_function(
            "(n) => document.querySelector('[data-testid=table]').dataset.n !== n",
            arg=str(state["n"]), timeout=STEP_MS)
        seen.append((phase, page.evaluate(where)))
        tricks += phase == "playing"
    assert {s["guide"] for _, s in seen} and min(s["guide"] for _, s in seen) > 0, seen
    assert len({s["guide"] for _, s in seen}) == 1, seen  # one height, yours and theirs
    # nothing above the board moved: the hand moves only with the board's own rows (its
    # buttons, the middle of the table), never with the guide
    assert len({s["board"] for _, s in seen}) == 1, seen
    assert all(s["hand"] > s["board"] for _, s in seen), seen
