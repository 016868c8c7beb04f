"""The climbing table as a second newcomer's review found it (a phone, 390x844, in Arabic with
three players; a laptop, 1280x800, in English with four), each finding checked through the page:

- on a phone a previewed turn's words keep to two lines, the rest a tap away over the board:
  the turn's buttons and its confirmation stay on the screen (390x844 and 360x740, the guide
  open, the longest preview of a real position);
- the game log, newest first, has each round's heading at the top of its round's lines;
- the head never says "Your turn" while the board holds the round's turns back;
- the end's dialog has a table of the whole game, and folds away to show the board.

Screenshots go to out/screenshots/second-review-*.png to be looked at.
"""

from __future__ import annotations

import itertools

import pytest

import gametable

from .conftest import shot
from .helpers import guideless_page
from .tables import create_table, open_table
from .test_climbing_review import NAMES, shown, to_a_win, wiping_round

pytestmark = [pytest.mark.browser, pytest.mark.slow]

STEP = 20_000
TURNS = ["x-", "x+", "y-", "y+", "z+", "z-"]
#: the controls of a turn (its six buttons, "Turn it", "Cancel"): each one's box, page-wise
TURN_CONTROLS = """() => [...document.querySelectorAll(
    '.turn-buttons button, .climb-stage .turn-confirm button')].map((el) => {
  const r = el.getBoundingClientRect();
  return {name: el.textContent.trim(), top: r.top + scrollY, bottom: r.bottom + scrollY,
          left: r.left, right: r.right}; })"""


def people(base, n, seed=1, **options):
    """A practice table of ``n`` people (Aino, Bo, Cy), all moving through the API."""
    return create_table(base, "climbing", people=n, seats=n, seed=seed, names=NAMES,
                        options={"players": n, **options})


@pytest.mark.parametrize("size", [(390, 844), (360, 740)], ids=["390x844", "360x740"])
def test_a_long_preview_leaves_the_turns_controls_on_a_phones_screen(browser, live_server, size):
    """After a direction was chosen the preview grew to five or six lines and the turn's second
    row of buttons lay below the screen's foot (y 804-864 of 844). Every turn's preview of a
    position rich in consequences (it cuts others off, opens cubes to them) now leaves all
    eight controls on the first screen, the guide open; the whole words open over the board
    on a tap, and nothing under them moves."""
    table = people(live_server, 3)
    for seat, move in wiping_round()[:43]:  # Aino to turn cube 5, in the bottom layer
        table.play(seat, move)
    assert table.state(0)["view"]["phase"] == "turn" and table.state(0)["legal"]
    context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                  has_touch=True, is_mobile=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        open_table(page, table, "ar")
        page.locator("[data-testid=guide][data-step=turn]").wait_for(timeout=STEP)
        longest = (0, None)
        for turn in TURNS:
            page.locator(f".turn-buttons [data-turn='{turn}']").tap()
            words = page.locator("[data-testid=preview-words]")
            words.wait_for(timeout=STEP)
            page.wait_for_function("(t) => document.querySelector("
                                   "'[data-testid=confirm-turn]')?.dataset.move === t", arg=turn)
            controls = page.evaluate(TURN_CONTROLS)
            assert len(controls) == 8, controls
            for box in controls:
                assert box["top"] >= 0 and box["bottom"] <= size[1], (turn, box)
                assert box["left"] >= 0 and box["right"] <= size[0], (turn, box)
            text = words.text_content()  # (whole in the bar, for a screen reader)
            if len(text) > longest[0]:
                longest = (len(text), turn)
        assert longest[0] > 150, longest  # (a preview that took five lines before)
        page.locator(f".turn-buttons [data-turn='{longest[1]}']").tap()
        words = page.locator("[data-testid=preview-words]")
        assert words.get_attribute("aria-expanded") == "false"
        before = page.evaluate(TURN_CONTROLS)
        words.tap()
        whole = page.locator("[data-testid=preview-whole]")
        whole.wait_for(timeout=STEP)
        assert whole.text_content() == words.text_content()
        assert page.evaluate(TURN_CONTROLS) == before  # nothing under it moved
        box = whole.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= size[1], box
        shot(page, f"second-review-preview-{size[0]}-ar")
        whole.tap()
        whole.wait_for(state="detached", timeout=STEP)
        assert errors == []
    finally:
        context.close()


#: the game's lines of the log as shown (newest first): each line's key (gamelog.jsx)
LOG_KEYS = """() => [...document.querySelectorAll('[data-testid=game-log] li[data-key]')]
  .filter((li) => !li.classList.contains('log-presence')).map((li) => li.dataset.key)"""


def test_each_rounds_heading_is_at_the_top_of_its_lines(browser, live_server):
    """Newest first, each round's heading stood below its moves: at a round's boundary the log
    read upside down. Now each heading heads its round's lines, the round's newest first under
    it, live and in the replay; the end's line is the newest of all."""
    moves = wiping_round()
    table = people(live_server, 3, max_rounds=6)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script("localStorage.setItem('gt-climbing-guide', '{\"off\": true}')")
    page = context.new_page()
    try:
        open_table(page, table, "en", mine=False)
        for seat, move in moves:
            if table.state(0)["over"]:
                break
            shown(page, table.play(seat, move)["n"])
        while not table.state(0)["over"]:  # to the sixth round's end: each plays its first move
            for seat in range(3):
                state = table.state(seat)
                if state["legal"] and not state["over"]:
                    shown(page, table.play(seat, state["legal"][0])["n"])
        page.wait_for_selector("[data-testid=game-over]", timeout=STEP)
        page.keyboard.press("Escape")

        def check(keys):
            heads = [k for k in keys if k.endswith("-head")]
            assert len(heads) >= 5, keys
            assert keys[0] == "end", keys
            # every round's line under its own round's heading, the rounds newest first
            assert heads == sorted(heads, key=lambda k: -int(k[1:-5])), heads
            heading = None
            for key in keys[1:]:
                if key.endswith("-head"):
                    heading = key
                elif key.startswith("r"):
                    assert heading == f"{key.split('-')[0]}-head", (key, heading, keys)
                else:  # the pawns' places, before the first round
                    assert heading == heads[-1], (key, keys)

        live = page.evaluate(LOG_KEYS)
        check(live)
        shot(page, "second-review-log-1280-en")
        page.goto(f"{live_server}/replay/{table.id}?lang=en")
        page.wait_for_selector("[data-testid=replay] [data-testid=step-text]", timeout=STEP)
        page.click("[data-testid=last]")
        page.wait_for_function("() => document.querySelector("
                               "'[data-testid=game-log] li[data-key=end]')", timeout=STEP)
        check(page.evaluate(LOG_KEYS))
    finally:
        context.close()


#: every state the head passes through (its turn words), with the message the table has, the
#: one the board has drawn and whether a turn is still playing on it, recorded by a
#: MutationObserver from now on, each once in a row
HEAD_RECORD = """() => { window.__head = [];
  const snap = () => {
    const turned = document.querySelector('[data-testid=turned]');
    const state = [document.querySelector('[data-testid=turn]')?.textContent.trim(),
                   document.querySelector('[data-testid=table]')?.dataset.n,
                   document.querySelector('[data-testid=pyramid]')?.dataset.drawn,
                   !!turned && turned.dataset.landed === '0'];
    const last = window.__head[window.__head.length - 1];
    if (!last || last.join('|') !== state.join('|')) window.__head.push(state);
  };
  new MutationObserver(snap).observe(document.body,
    {subtree: true, childList: true, characterData: true, attributes: true});
  snap(); }"""


def test_the_head_never_says_your_turn_before_the_rounds_turns_have_played(browser, live_server):
    """The head is drawn before the board, which says whether it holds a round's turns back:
    for a frame after the round's last turn it said "Your turn" over the turns about to play
    ("Watch the turns being played…" beside it). Every state it passes through says nobody's
    turn until the board has drawn the message and its turns have landed; then "Your turn"."""
    moves = wiping_round()
    table = people(live_server, 3)
    for seat, move in moves[:-1]:
        table.play(seat, move)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script("localStorage.setItem('gt-climbing-guide', '{\"off\": true}')")
    page = context.new_page()
    try:
        open_table(page, table, "en", mine=False)
        page.evaluate(HEAD_RECORD)
        seat, move = moves[-1]
        n = table.play(seat, move)["n"]  # the round's last turn: Aino points next
        assert table.state(0)["legal"] and table.state(0)["view"]["phase"] == "point"
        page.wait_for_function("() => document.querySelector('[data-testid=turn]')"
                               ".textContent.startsWith('Your turn')", timeout=STEP)
        states = page.evaluate("() => window.__head")
        after = [s for s in states if s[1] == str(n)]
        assert any(playing for *_, playing in after), states  # (the turns played on the board)
        for words, _, drawn, playing in after:
            if words.startswith("Your turn"):
                assert drawn == str(n) and not playing, states
    finally:
        context.close()


def end_stats(moves, n):
    """The end table's figures worked out apart, from the engine's views of seat 0 after each
    move: per seat {turns, clashes, cuts, cutOff, reach} (see climbing_end.jsx)."""
    game = gametable.new_game("climbing", seed=1, players=n)
    views = [game.view(0)]
    for seat, move in moves:
        game.play(seat, move)
        views.append(game.view(0))

    def reported(v):
        if v["phase"] in ("turn", "over") and v["pointed"] is not None:
            return v["round"], v["turns"] or []
        if v["phase"] == "point" and v["last_round"]:
            return v["last_round"]["round"], v["last_round"]["turns"]
        return None

    def cubes(v, seat):
        return (v["paths"][seat] or {}).get("cubes", []) if v.get("paths") else []

    stats = [{"turns": sum(1 for s, m in moves if s == seat and m in TURNS), "clashes": 0,
              "cuts": 0, "cutOff": 0} for seat in range(n)]
    skipped = {}
    for before, view in itertools.pairwise(views):
        if view["phase"] == "point" and view["last_round"]:
            skipped[view["last_round"]["round"]] = view["last_round"]["skipped"]
        if view["phase"] in ("turn", "over") and view["pointed"] is not None:
            skipped[view["round"]] = view["skipped"]
        now, was = reported(view), reported(before)
        if not now:
            continue
        fresh = now[1][len(was[1]) if was and was[0] == now[0] else 0:]
        for victim in range(n):
            path = cubes(before, victim)
            if not set(path) - set(cubes(view, victim)):
                continue
            cutters = {s for s, cube, _ in fresh if s != victim and cube in path}
            if cutters:
                stats[victim]["cutOff"] += 1
                for s in cutters:
                    stats[s]["cuts"] += 1
    for seats in skipped.values():
        for seat in seats:
            stats[seat]["clashes"] += 1
    return stats, views[-1]


@pytest.mark.parametrize("size,lang", [((390, 844), "ar"), ((1280, 800), "en")],
                         ids=["390x844-ar", "1280x800-en"])
def test_the_end_has_a_table_of_the_game_and_shows_the_board(browser, live_server, size, lang):
    """The end's dialog held the result and a fair-start note, and covered the winning path
    until closed. Now a table of the whole game, per player (turns, clashes, cuts made and
    suffered, the path's reach), the winner's path, and "See the pyramid", which folds it to
    the bar under the board, the result kept beside it."""
    moves = to_a_win()
    table = people(live_server, 2)
    for seat, move in moves:
        table.play(seat, move)
    stats, last = end_stats(moves, 2)
    assert sum(s["turns"] for s in stats) > 4 and any(s["cuts"] for s in stats), stats
    context, page, errors = guideless_page(browser, size)
    try:
        open_table(page, table, lang)
        rows = page.locator("[data-testid=climb-end-table] tbody tr")
        rows.first.wait_for(timeout=STEP)
        for seat, want in enumerate(stats):
            row = rows.nth(seat)
            for key in ("turns", "clashes", "cuts", "cutOff"):
                assert row.locator(f"[data-stat={key}]").inner_text() == str(want[key]), (seat, key)
            reach = row.locator("[data-stat=reach]").inner_text()
            assert reach == ({"en": "the top", "ar": "القمة"}[lang] if seat == last["winner"]
                             else str(len(last["paths"][seat]["cubes"]))), reach
        path = page.locator("[data-testid=winner-path]").inner_text()
        assert {"en": "the path to the top reaches", "ar": "إلى القمة يصل إلى"}[lang] in path
        shot(page, f"second-review-end-{size[0]}-{lang}")
        page.click("[data-testid=see-board]")
        page.locator("[data-testid=over-bar]").wait_for(timeout=STEP)
        assert page.locator("[data-testid=game-over]").count() == 0
        assert page.locator("[data-testid=climb-result]").is_visible()
        shot(page, f"second-review-end-board-{size[0]}-{lang}")
        page.click("[data-testid=show-result]")
        page.locator("[data-testid=climb-end-table]").wait_for(timeout=STEP)
        assert errors == []
    finally:
        context.close()


@pytest.mark.parametrize("size,lang,n", [((390, 844), "ar", 3), ((1280, 800), "en", 4)],
                         ids=["390x844-ar-3", "1280x800-en-4"])
def test_every_offered_start_place_shows_its_gold_dot(browser, live_server, size, lang, n):
    """While pawn places were chosen, the camera showed the side with the most gold dots: 3 of
    the 4 offered on a phone, 3 of 5 on a laptop, beside a guide that speaks of "the gold
    dots". Now it looks down from as high as need be: every place offered has its dot on the
    screen, not hidden by the pyramid nor under a button (where a tap on it reaches the board:
    the board's screenOf), over several deals."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        for seed in (1, 2, 3, 4):
            table = create_table(live_server, "climbing", people=n, seats=n, seed=seed,
                                 options={"players": n})
            places = table.state(0)["legal"]
            assert len(places) >= n, places
            open_table(page, table, lang)
            page.wait_for_function("() => document.querySelector('[data-testid=pyramid]')"
                                   ".settled()", timeout=STEP)
            spots = page.evaluate("(ps) => ps.map((p) => document.querySelector("
                                  "'[data-testid=pyramid]').screenOf(p))", places)
            hidden = [p for p, at in zip(places, spots, strict=True) if at is None]
            assert not hidden, (seed, hidden, places)
            for at in spots:
                assert 0 <= at[0] <= size[0] and 0 <= at[1] <= size[1], (seed, at)
            if seed == 1:
                shot(page, f"second-review-places-{size[0]}-{lang}")
        assert errors == []
    finally:
        context.close()


#: every compass word on the board that lies over a cube's number or a pawn's badge (a faint
#: one behind the pyramid too): [word, label, overlap x, overlap y]
COMPASS_OVER = """() => {
  const labels = [...document.querySelectorAll('.scene-label')];
  const compass = labels.filter((l) => l.classList.contains('compass'));
  const others = labels.filter((l) => l.classList.contains('pawn-label')
    || (l.classList.contains('cube-id') && !l.classList.contains('behind')));
  const out = [];
  for (const c of compass) { const a = c.getBoundingClientRect();
    for (const o of others) { const b = o.getBoundingClientRect();
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) out.push([c.textContent, o.textContent, x, y]); } }
  return out; }"""
#: every label of the board placed (a board drawn again makes its labels anew)
LABELS_PLACED = """() => document.querySelector('[data-testid=pyramid]')?.settled?.()
  && [...document.querySelectorAll('.scene-label')].every((l) => l.style.transform)"""


def test_the_compass_words_stay_clear_of_the_labels_in_a_phones_replay(browser, live_server):
    """In a replay on a phone the west word lay half under a pawn's faint badge behind the
    pyramid, beside cubes 9 and 3: at each step of a whole game, no compass word lies over a
    cube's number or a pawn's badge."""
    table = people(live_server, 2)
    for seat, move in to_a_win():
        table.play(seat, move)
    context, page, errors = guideless_page(browser, (390, 844))
    try:
        page.goto(f"{live_server}/replay/{table.id}?lang=ar")
        page.wait_for_selector("[data-testid=replay] [data-testid=step-text]", timeout=STEP)
        step = 0
        while True:
            page.wait_for_function(LABELS_PLACED, timeout=STEP)
            assert page.evaluate(COMPASS_OVER) == [], step
            following = page.locator("[data-testid=next]")
            if following.is_disabled():
                break
            drawn = page.get_attribute("[data-testid=pyramid]", "data-drawn")
            following.click()
            page.wait_for_function("(d) => document.querySelector('[data-testid=pyramid]')"
                                   ".dataset.drawn !== d", arg=drawn, timeout=STEP)
            step += 1
        assert step > 10
        assert errors == []
    finally:
        context.close()
