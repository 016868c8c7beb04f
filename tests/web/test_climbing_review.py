"""The climbing table as a newcomer's review found it (a phone, 390x844, in Arabic with three
players; a laptop, 1280x800, in English with two), each finding checked through the page:

- a clash of pawn places is written once in the game log, live and in the replay;
- a round's turns are summed up once they have played, the cubes they changed marked, until
  you act; a turn of your own cube, and one that changed your path, say so;
- the clash alert shows whole on a phone, says "clash" once, and leaves the places in reach;
- a replay's caption names only the turns of the frame shown;
- after the game's end no cube is said to be banned "this round";
- the top cube and its ring are in sight wherever the page puts the camera, and while places
  are chosen it shows the side with the most of them;
- the words: reports, not orders, in Arabic without a verb of the player's gender; "You and
  Aino" in a clash; one cube is "cube 7", not "cubes 7";
- a cube clicked that cannot be chosen says why;
- the end: the winning path is seen before the result, which comes in a narrow dialog.

Screenshots go to out/screenshots/review-*.png to be looked at.
"""

from __future__ import annotations

import random
import re
import time

import pytest

import gametable

from .conftest import shot
from .helpers import guideless_page
from .tables import API, create_table, open_table

pytestmark = [pytest.mark.browser, pytest.mark.slow]

STEP = 20_000
PYRAMID = "document.querySelector('[data-testid=pyramid]')"
NAMES = {0: "Aino", 1: "Bo", 2: "Cy"}
#: the two sizes of the review: a phone in Arabic with three players, a laptop in English with two
SIZES = [((390, 844), "ar", 3), ((1280, 800), "en", 2)]
SIZE_IDS = ["390x844-ar-3", "1280x800-en-2"]
#: the game's lines of the log (not people coming and going), oldest first (its text: a phone
#: folds the log away)
GAME_LINES = """() => [...document.querySelectorAll('[data-testid=game-log] li')]
  .filter((li) => !li.classList.contains('log-presence')).map((li) => li.textContent).reverse()"""
#: words of a report that were orders, or verbs that take the player's gender (Arabic)
ORDERS = ("أمِل", "أدِر", "أدار", "إمالة", "تدويره", "اختار", "أشار", "يلعب")


def people(base, n, seed=1, **options):
    """A practice table of ``n`` people (Aino, Bo, Cy), all moving through the API."""
    return create_table(base, "climbing", people=n, seats=n, seed=seed, names=NAMES,
                        options={"players": n, **options})


def shown(page, n):
    """Until the page has drawn message ``n`` (each view seen, as a person watching sees it)."""
    page.wait_for_function("(n) => Number(document.querySelector('[data-testid=table]')"
                           "?.dataset.n) >= n", arg=n, timeout=STEP)


def play(page, table, seat, move):
    shown(page, table.play(seat, move)["n"])


def other_cube(places, place):
    return next(p for p in places if p[:-1] != place[:-1])


@pytest.mark.parametrize("size,lang,n", SIZES, ids=SIZE_IDS)
def test_a_clash_is_logged_once_and_no_ban_is_told_after_the_end(browser, live_server, size,
                                                                 lang, n):
    """The log kept a placement clash by the view's count of rounds of choosing, which moved on
    when the next round was chosen: the same clash came a second time. And once the game was
    over the table still said which cubes were banned "this round"."""
    table = people(live_server, n, max_rounds=1)
    context, page, errors = guideless_page(browser, size)
    try:
        open_table(page, table, lang)
        places = table.state(0)["legal"]
        clashed = places[0]
        if n == 3:
            play(page, table, 2, other_cube(places, clashed))
        play(page, table, 1, clashed)
        play(page, table, 0, clashed)  # Aino and Bo on one place: void, both choose again
        again = table.state(0)["legal"]
        mine = again[0]
        play(page, table, 0, mine)
        play(page, table, 1, other_cube(again, mine))
        assert table.state(0)["view"]["phase"] == "point"
        while not table.state(0)["over"]:  # the one round: each its own cube, a quarter turn
            for seat in range(n):
                legal = table.state(seat)["legal"]
                if legal:
                    own = str(table.state(seat)["view"]["pawns"][seat]["cube"])
                    play(page, table, seat, own if own in legal else legal[0])
        page.wait_for_selector("[data-testid=table][data-over='1']", timeout=STEP)
        assert table.state(0)["view"]["banned"], "the test needs cubes banned at the end"
        page.wait_for_selector("[data-testid=game-over]", timeout=STEP)
        page.keyboard.press("Escape")
        clash = "نفسه" if lang == "ar" else "chose the same"  # ("the same": no clash in the round)
        live = page.evaluate(GAME_LINES)
        assert sum(clash in line for line in live) == 1, live
        # nothing about a next round once the game is over
        assert page.locator("[data-testid=banned]").count() == 0
        assert "هذه الجولة" not in page.inner_text(".climb-side") if lang == "ar" else True
        shot(page, f"review-log-once-{size[0]}-{lang}")
        page.goto(f"{live_server}/replay/{table.id}?lang={lang}")
        page.wait_for_selector("[data-testid=replay] [data-testid=step-text]", timeout=STEP)
        if page.input_value("[data-testid=view-as]") != "0":
            page.select_option("[data-testid=view-as]", "0")
        page.click("[data-testid=last]")
        page.wait_for_function("(k) => [...document.querySelectorAll('[data-testid=game-log] li')]"
                               ".some((li) => li.textContent.includes(k))", arg=clash, timeout=STEP)
        replayed = page.evaluate(GAME_LINES)
        assert sum(clash in line for line in replayed) == 1, replayed
        assert errors == []
    finally:
        context.close()


def wiping_round():
    """Seed 1, three players (found by playing the engine at random): moves up to a pointing in
    which Aino (seat 0) and Cy may both point at cube 8 (a clash: both sit out) while Bo points
    at Aino's own cube 3 and tips its top east, which cuts Aino's path down to cube 3 alone."""
    moves = [
        (0, "3W"), (1, "2S"), (2, "5E"), (0, "3"), (1, "2"), (2, "5"), (0, "y-"), (1, "z-"),
        (2, "y-"), (0, "3"), (1, "1"), (2, "5"), (0, "x+"), (1, "y-"), (2, "y-"), (0, "3"),
        (1, "8"), (2, "2"), (0, "z-"), (1, "x-"), (2, "z+"), (0, "1"), (1, "2"), (2, "0"),
        (0, "x+"), (1, "x+"), (2, "z-"), (0, "9"), (1, "2"), (2, "7"), (0, "z-"), (1, "x-"),
        (2, "y-"), (0, "0"), (1, "2"), (2, "6"), (0, "y-"), (1, "z+"), (2, "x-"), (0, "5"),
        (1, "1"), (2, "12"), (2, "y-"), (0, "y+"), (1, "x+"), (0, "6"), (1, "2"), (2, "5"),
        (0, "z-"), (1, "z-"), (2, "y+"), (0, "1"), (1, "2"), (2, "5"), (0, "z+"), (1, "z-"),
        (2, "x-")]
    state = gametable.new_game("climbing", seed=1, players=3)
    for seat, move in moves:
        state.play(seat, move)
    before = state.view(0)["paths"][0]["cubes"]
    assert state.view(0)["pawns"][0]["cube"] == 3 and len(before) > 5, before
    return moves


@pytest.mark.motion
@pytest.mark.parametrize("size,lang", [((390, 844), "ar"), ((1280, 800), "en")],
                         ids=["390x844-ar", "1280x800-en"])
def test_the_rounds_turns_are_summed_up_until_you_act(browser, live_server, size, lang):
    """Each turn's caption showed a second and the next replaced it: Bo turned Aino's own cube
    and wiped out her path, and what stayed on screen told of someone else's move. Now the
    round's summary stays, its cubes marked, until she acts; it names her own cube as hers and
    says the turn changed her path, and what her path reaches now."""
    table = people(live_server, 3, seed=1)
    for seat, move in wiping_round():
        table.play(seat, move)
    context, page, errors = guideless_page(browser, size)
    try:
        open_table(page, table, lang)
        view = table.state(0)["view"]
        rnd = view["round"]
        play(page, table, 1, "3")
        play(page, table, 2, "8")
        page.click(".climb-controls [data-move='8']")  # Aino and Cy clash on cube 8
        shown(page, table.state(0)["n"])
        play(page, table, 1, "y+")  # Bo tips Aino's cube 3: the round ends
        summary = page.locator("[data-testid=round-summary]")
        summary.wait_for(timeout=STEP)
        page.wait_for_timeout(5_000)  # long after the caption of a turn was gone
        text = re.sub("[\u2068\u2069]", "", summary.inner_text())  # (names isolated)
        assert summary.is_visible(), "the summary went before Aino acted"
        assert page.evaluate(f"{PYRAMID}.dataset.flash") == "3"  # the cube it changed, marked
        if lang == "en":
            # (twelve cubes of fourteen said by the two left out)
            assert view["paths"][0]["cubes"] == [c for c in range(14) if c != 4], view["paths"]
            assert text == (f"Round {rnd}: Bo turned your cube 3 (tipped its top east), which "
                            "changed your path. Your path now reaches no cube beyond your own "
                            "(before: every cube but 4).")
        else:
            assert text.startswith(f"الجولة {rnd} — Bo: مكعبك 3 (مال وجهه العلوي شرقًا)، "
                                   "فتغيّر طريقك."), text
            assert "طريقك الآن يصل إلى مكعبك وحده" in text, text
            assert not any(word in text for word in ORDERS), text
        # the summary, not covering the places to point at
        box = page.locator(".climb-controls [data-move]").last.bounding_box()
        assert box["y"] + box["height"] <= size[1], box
        shot(page, f"review-summary-{size[0]}-{lang}")
        page.click(".climb-controls [data-move='3']")  # Aino acts: the summary has been read
        page.wait_for_function(f"() => {PYRAMID}.dataset.flash === ''", timeout=STEP)
        assert summary.count() == 0
        assert errors == []
    finally:
        context.close()


def new_turns(previous, view):
    """The turns a replay's frame brings (as the board works them out): those of its round's
    report that the frame before had not reported; ``(round, [cube, ...])`` or None."""
    def report(v):
        if v is None:
            return None
        if v["phase"] in ("turn", "over") and v["pointed"] is not None:
            return (v["round"], v["turns"]) if v["turns"] else None
        if v["phase"] == "point" and v["last_round"] and v["last_round"]["turns"]:
            return v["last_round"]["round"], v["last_round"]["turns"]
        return None
    now, before = report(view), report(previous)
    if now is None or previous is None:
        return None
    old = len(before[1]) if before and before[0] == now[0] else 0
    turns = now[1][old:]
    return [cube for _, cube, _ in turns] or None


#: the replay's slider moved to a step, as a drag of it does
JUMP = """(i) => { const range = document.querySelector('.replay-controls input');
  range.value = String(i); range.dispatchEvent(new Event('input', { bubbles: true })); }"""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_replays_caption_belongs_to_its_frame(browser, live_server, lang):
    """At step 10 of a replay (round 3, pointing) the caption named a turn of round 1: a
    caption stayed past its frame, and one was made of cubes that differed from a view seen
    long before. Stepped through, each frame's caption names its own turns and no other, and
    a frame without turns has none."""
    table = create_table(live_server, "climbing", people=0, seed=5, options={"max_rounds": 5})
    deadline = time.monotonic() + 90
    while API.get(f"{live_server}/api/tables/{table.id}").json()["status"] != "over":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.2)
    frames = API.get(f"{live_server}/api/tables/{table.id}/replay").json()["frames"]
    context, page, errors = guideless_page(browser, (1280, 800), reduced_motion="reduce")
    try:
        page.goto(f"{live_server}/replay/{table.id}?lang={lang}")
        page.wait_for_selector("[data-testid=replay] [data-testid=step-text]", timeout=STEP)
        with_turns = []
        # the round's summary names the whole round's turns (the turned line only this frame's):
        # the cubes turned since the view's round last changed
        this_round, round_cubes = frames[0]["view"]["round"], set()
        for i in range(1, len(frames)):
            page.click("[data-testid=next]")
            page.wait_for_function(f"(i) => {PYRAMID}?.dataset.drawn === String(i)", arg=i,
                                   timeout=STEP)
            cubes = new_turns(frames[i - 1]["view"], frames[i]["view"])
            words = page.evaluate("""() => ['turned', 'round-summary'].map((id) =>
              document.querySelector(`[data-testid=${id}]`)?.innerText ?? null)""")
            if cubes is None:
                assert words == [None, None], (i, words)
                if frames[i]["view"]["round"] != this_round:
                    this_round, round_cubes = frames[i]["view"]["round"], set()
                continue
            with_turns.append((i, cubes))
            round_cubes |= set(cubes)
            turned, summary = ([int(c) for c in re.findall(r"\d+", w or "")] for w in words)
            assert turned or summary, (i, words)
            rounds = {frames[i]["view"]["round"], frames[i]["view"]["round"] - 1}
            # every cube named is one this frame turned, or this round (or the round's number)
            assert set(turned) - set(cubes) <= rounds, (i, cubes, words)
            assert set(summary) - round_cubes <= rounds, (i, sorted(round_cubes), words)
            if frames[i]["view"]["round"] != this_round:
                this_round, round_cubes = frames[i]["view"]["round"], set()
            page.wait_for_function(f"() => {PYRAMID}.settled()", timeout=STEP)  # its turns in
        assert len(with_turns) >= 3, "the replay needs rounds with turns"
        # a frame's summary: its own turns, each of them
        for i, cubes in with_turns[-2:]:
            page.evaluate(JUMP, i)
            page.wait_for_selector("[data-testid=round-summary]", timeout=STEP)
            summary = page.inner_text("[data-testid=round-summary]")
            said = {int(c) for c in re.findall(r"\b\d+\b", summary)}
            assert set(cubes) <= said, (i, cubes, summary)
        # jumped to from the last step (a round's pointing with no turns of its own): none
        point = max(k for k, f in enumerate(frames) if f["view"]["phase"] == "point"
                    and new_turns(frames[k - 1]["view"], f["view"]) is None)
        page.evaluate(JUMP, point)
        page.wait_for_function(f"(i) => {PYRAMID}?.dataset.drawn === String(i)", arg=point,
                               timeout=STEP)
        page.wait_for_timeout(300)
        assert page.locator("[data-testid=turned], [data-testid=round-summary]").count() == 0
        shot(page, f"review-replay-caption-{lang}")
        assert errors == []
    finally:
        context.close()


#: per element: inside the window (scrolled to its top) and the topmost at its centre
IN_REACH = """(selector) => { window.scrollTo(0, 0);
  return [...document.querySelectorAll(selector)].map((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const inside = r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    const top = inside ? document.elementFromPoint(x, y) : null;
    return inside && !!top && (top === el || el.contains(top)); }); }"""


def test_the_clash_alert_is_whole_on_a_phone(browser, live_server):
    """On a phone the alert was cut to two lines: 36 of its 66 px showed, its hidden half the
    try and what to do; and it began "clash again. clash:". Whole now, "clash" said once, and
    every place to choose still in reach without scrolling."""
    table = people(live_server, 3)
    context, page, errors = guideless_page(browser, (390, 844))
    try:
        open_table(page, table, "ar")
        places = table.state(0)["legal"]
        play(page, table, 2, other_cube(places, places[0]))
        for _ in range(2):  # Aino and Bo on one place, twice: "clash again", try 3 of 5
            place = table.state(0)["legal"][0]
            play(page, table, 1, place)
            play(page, table, 0, place)
        alert = page.locator("[data-testid=clash]")
        text = alert.inner_text()
        assert text.count("تصادم") == 1 and "تصادم من جديد" in text, text
        assert "المحاولة 3 من 5" in text and "أنت وBo" in re.sub("[\u2068\u2069]", "", text), text
        whole = alert.evaluate("(el) => [el.scrollHeight, el.clientHeight]")
        assert whole[0] <= whole[1] + 1, whole
        assert all(page.evaluate(IN_REACH, ".climb-side [data-move]")), "a place out of reach"
        # each start place's button: its cube, then its side ("الوجه الغربي", not "الغربي"
        # alone after a line broken at "·")
        for button in page.locator(".cube-buttons.places button").all():
            cube, side = button.locator(".place-cube"), button.locator(".place-side")
            assert re.fullmatch(r"المكعب \d+", cube.inner_text()), cube.inner_text()
            assert side.inner_text().startswith("الوجه "), side.inner_text()
            assert cube.evaluate("(el) => el.getClientRects().length") == 1
        shot(page, "review-clash-alert-390-ar")
        assert errors == []
    finally:
        context.close()


@pytest.mark.parametrize("size,lang", [((390, 844), "ar"), ((1280, 800), "en")],
                         ids=["390x844-ar", "1280x800-en"])
def test_the_top_is_in_sight_wherever_the_page_puts_the_camera(browser, live_server, size,
                                                              lang):
    """Once the camera turned behind the pawn, the board's top edge cut off the top cube's
    number and the gold ring. From every side it comes round to, and behind every pawn
    place, the top shows whole; while places are chosen the camera shows as many of them as
    any side does (at first every gold dot was on a face turned away)."""
    table = people(live_server, 2, seed=3)
    context, page, errors = guideless_page(browser, size)
    settled = f"() => {PYRAMID}.settled()"
    try:
        open_table(page, table, lang)
        page.wait_for_function(settled, timeout=STEP)
        assert page.evaluate(f"{PYRAMID}.topInSight()"), "the top is cut off at the start"
        seen = page.evaluate(f"{PYRAMID}.placesInSight()")
        best = 0
        for side in "NESW":
            page.evaluate(f"(s) => {PYRAMID}.lookFrom(s)", side)
            assert page.evaluate(f"{PYRAMID}.topInSight()"), side
            best = max(best, len(page.evaluate(f"{PYRAMID}.placesInSight()")))
        assert len(seen) >= best > 0, (seen, best)
        places = table.state(0)["legal"]
        for place in places[:4]:  # behind each pawn place: the camera the page chooses
            one = people(live_server, 2, seed=3)
            one.play(1, other_cube(places, place))
            one.play(0, place)
            open_table(page, one, lang)
            page.wait_for_function(settled, timeout=STEP)
            assert page.evaluate(f"{PYRAMID}.topInSight()"), f"top cut off behind {place}"
            if place == places[0]:
                shot(page, f"review-top-in-sight-{size[0]}-{lang}")
        assert errors == []
    finally:
        context.close()


#: seed 1, two people: after these, seat 0 (Aino) turns her own cube 2 and Bo his cube 3
TO_A_TURN = [(0, "2S"), (1, "3W"), (0, "2"), (1, "3")]
#: every caption over the board, as it changes
CAPTIONS = """() => { window.captions = [];
  new MutationObserver(() => { const el = document.querySelector('[data-testid=turned]');
    const text = el ? el.textContent : null;
    if (text && window.captions[window.captions.length - 1] !== text) window.captions.push(text);
  }).observe(document.body, { subtree: true, childList: true, characterData: true }); }"""


def plain(text: str) -> str:
    return re.sub("[\u2068\u2069]", "", text)


def test_arabic_reports_what_happened_and_counts_its_cubes(browser, live_server):
    """The log gave orders ("أمِل الوجه العلوي"), a seat's status a verb of a man ("أدار"), the
    board's caption a noun ("إمالة وجهه العلوي") and said "turn" twice for a spin ("تدوير المكعب
    2: تدويره"); "طريق إلى المكعبات 7" counted one cube as many. Now reports with the cube or
    its face the subject, and a count's own form."""
    table = people(live_server, 2, seed=1)
    for seat, move in TO_A_TURN:
        table.play(seat, move)
    context, page, errors = guideless_page(browser, (390, 844))
    try:
        open_table(page, table, "ar")
        page.evaluate(CAPTIONS)
        page.click("[data-turn='x+']")
        page.click("[data-testid=confirm-turn]")
        play(page, table, 1, "z-")  # Bo spins his cube 3: the round's turns play
        # (the summary shows at once beside them: it is marked once the board has said each)
        page.wait_for_selector("[data-testid=round-summary][data-playing='0']", timeout=STEP)
        captions = [plain(c) for c in page.evaluate("window.captions")]
        assert captions == ["Aino (أنت): المكعب 2، مال وجهه العلوي جنوبًا",
                            "Bo: المكعب 3، دار مع عقارب الساعة"], captions
        lines = [plain(line) for line in page.evaluate(GAME_LINES)]
        assert "Aino (أنت): المكعب 2، مال وجهه العلوي جنوبًا" in lines, lines
        assert "Bo: المكعب 3، دار مع عقارب الساعة" in lines, lines
        summary = plain(page.inner_text("[data-testid=round-summary]"))
        for words in [*lines, *captions, summary]:
            assert not any(order in words for order in ORDERS), words
        # a count's own form: one cube, two cubes (the dual), more
        view = table.state(0)["view"]
        forms = {1: "المكعب", 2: "المكعبين"}
        for seat, path in enumerate(view["paths"]):
            n = len(path["cubes"])
            said = plain(page.inner_text(f".climb-players li[data-player='{seat}']"))
            assert f"طريق إلى {forms.get(n, 'المكعبات')} " in said, (path["cubes"], said)
        assert sorted(view["banned"]) == [2, 3]
        assert "المكعبان 2 و3" in page.inner_text("[data-testid=banned]")
        shot(page, "review-arabic-words-390")
        assert errors == []
    finally:
        context.close()


def click_cube(page, cube: str) -> None:
    """A click on ``cube`` where it shows, the view turned to a side it shows from if need be."""
    at = page.evaluate(f"(m) => {PYRAMID}.screenOf(m)", cube)
    for side in "NESW":
        if at:
            break
        page.evaluate(f"(s) => {PYRAMID}.lookFrom(s)", side)
        at = page.evaluate(f"(m) => {PYRAMID}.screenOf(m)", cube)
    assert at, f"cube {cube} is not in sight"
    page.mouse.click(*at)


def test_a_cube_that_cannot_be_chosen_says_why(browser, live_server):
    """A click on a cube one cannot choose did nothing at all: now it says why, in the rules'
    terms (a cube pointed at last round is banned, your own excepted; you point only at a cube
    your path reaches; a pawn starts at a gold dot)."""
    table = people(live_server, 2, seed=1)
    context, page, errors = guideless_page(browser, (1280, 800))
    why = page.locator("[data-testid=why-not]")
    try:
        open_table(page, table, "en")
        page.wait_for_function(f"() => {PYRAMID}.settled()", timeout=STEP)
        click_cube(page, "13")
        assert why.inner_text() == ("Your pawn starts at a gold dot: a side whose two lower "
                                    "squares share a colour.")
        for seat, move in TO_A_TURN:
            play(page, table, seat, move)
        page.click("[data-turn='x+']")
        page.click("[data-testid=confirm-turn]")
        play(page, table, 1, "y+")  # round 2: cubes 2 and 3 banned, Aino's own cube 2 not
        view = table.state(0)["view"]
        legal = table.state(0)["legal"]
        assert view["banned"] == [2, 3] and "2" in legal and "3" not in legal
        # the choices offered: round 1's turns played first, the next choice held meanwhile
        # (on a loaded machine they still played when the scene stood still, and the page
        # rightly said "Not your move now")
        page.wait_for_selector(".climb-controls [data-move]", timeout=STEP)
        page.wait_for_function(f"() => {PYRAMID}.settled()", timeout=STEP)
        click_cube(page, "3")
        assert why.inner_text() == "Cube 3 is banned this round: it was pointed at last round."
        far = next(c for c in map(str, (13, 12, 11, 10, 9, 0, 1, 5, 6, 7, 8))
                   if c not in legal and int(c) not in view["banned"]
                   and page.evaluate(f"(m) => {PYRAMID}.screenOf(m)", c))
        click_cube(page, far)
        assert why.inner_text() == (f"You have no path to cube {far}: point at a cube your "
                                    "path reaches (gold), or at your own cube.")
        shot(page, "review-why-not-1280-en")
        assert table.state(0)["view"]["my_choice"] is None  # nothing was sent
        assert errors == []
    finally:
        context.close()


def to_a_win(seed: int = 1) -> list[tuple[int, str]]:
    """Two people playing at random (found with the engine) to a win: the moves."""
    for tries in range(100):
        game = gametable.new_game("climbing", seed=seed, players=2)
        rng = random.Random(tries)
        moves: list[tuple[int, str]] = []
        while not game.over:
            seat = game.to_act[0]
            move = rng.choice(game.legal_moves(seat))
            game.play(seat, move)
            moves.append((seat, move))
        if game.view(0)["winner"] is not None:
            return moves
    raise AssertionError("no game to a win")


#: when the board's turns landed (its sequence over) and when the result dialog came
TIMES = """() => { window.times = { landed: null, dialog: null };
  const look = () => { const now = performance.now();
    const canvas = document.querySelector('[data-testid=pyramid]');
    if (window.times.landed === null && canvas?.dataset.playing === ''
        && document.querySelector('[data-testid=table]')?.dataset.over === '1')
      window.times.landed = now;
    if (window.times.dialog === null && document.querySelector('[data-testid=game-over]'))
      window.times.dialog = now; };
  new MutationObserver(look).observe(document.body,
    { subtree: true, childList: true, attributes: true }); }"""


def test_the_winning_path_is_seen_before_a_narrow_result(browser, live_server):
    """The result dialog came 1.5 s after the last turn landed, 1130 px wide over the board
    and its winning path. Now the path shows for three seconds first, the side panel saying
    who won from the start, and the dialog is no wider than its words."""
    moves = to_a_win()
    table = people(live_server, 2, seed=1)
    for seat, move in moves[:-1]:
        table.play(seat, move)
    context, page, errors = guideless_page(browser, (1280, 800))
    try:
        open_table(page, table, "en", mine=False)
        page.wait_for_function(f"() => {PYRAMID}.settled()", timeout=STEP)
        page.evaluate(TIMES)
        table.play(*moves[-1])
        # the end is said at once where the choices were, before the dialog (the panel stood
        # empty under "Game over" for three seconds)
        result = page.wait_for_selector("[data-testid=climb-result]", timeout=STEP)
        assert page.locator("[data-testid=game-over]").count() == 0
        # and to the player who did not win, that they lost, at once too
        assert result.inner_text().endswith("reached the top: you lost."), result.inner_text()
        page.wait_for_selector("[data-testid=game-over]", timeout=STEP)
        times = page.evaluate("window.times")
        assert times["landed"] is not None and times["dialog"] - times["landed"] > 2_500, times
        width = page.locator("[data-testid=game-over] [role=dialog]").bounding_box()["width"]
        assert width <= 500, width
        shot(page, "review-result-1280-en")
        assert errors == []
    finally:
        context.close()
