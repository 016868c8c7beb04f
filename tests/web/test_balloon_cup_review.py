"""A second newcomer's review of the Balloon Cup table (phones in Arabic, a laptop in English),
each finding checked through the page: whole Arabic row labels, the tile's rule never under a
lit row, the refusal's words over the hand (not the trophies), a claim's guide in plain words
that opens whole and goes once the claim is made, the paid cubes landing on their trophy, a
full row beside its label on a laptop, and a hint that says why.
Screenshots go to out/screenshots/bc2-*.png."""

from __future__ import annotations

import json

import pytest

from .conftest import SHOTS, settle
from .helpers import page_words
from .tables import API, STEP_MS, balloon_cup_at, claim_must, finished_table
from .test_balloon_cup_newcomer import LAPTOP, PHONE, bbox, overlap, seated

pytestmark = [pytest.mark.browser, pytest.mark.slow]

PHONE_360 = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}
SIZES = {"390": PHONE, "360": PHONE_360}


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"bc2-{name}.png"))


def busy(legal, state) -> bool:
    """Seat 0 to place a card with nine or more cards on the tiles (rows to light, rules to
    cover)."""
    view = state.view(0)
    return any("@" in m for m in legal) and sum(
        len(t["cards"][0]) + len(t["cards"][1]) for t in view["tiles"]) >= 9


def full_row(legal, state) -> bool:
    """Seat 0 to place a card with some row holding four cards."""
    return any("@" in m for m in legal) and any(
        len(cards) == 4 for t in state.view(0)["tiles"] for cards in t["cards"])


@pytest.mark.parametrize("size", ["390", "360"])
def test_arabic_row_labels_are_whole_and_the_rule_stays_clear(new_page, live_server, size):
    """"أنت" read "انت": the label was 9.9 px in a 10.9-px line that cut the hamza; and a lit
    row's pulse or the hint's ring reached over the tile's rule between the rows."""
    table = balloon_cup_at(live_server, busy)
    page = seated(new_page, table, "ar", **SIZES[size])
    page.locator("[data-testid=hint]").click()
    page.locator("[data-testid=hint-text]").wait_for(timeout=STEP_MS)
    page.locator("[data-testid=hand] .card.playable").first.click()
    settle(page)
    shot(page, f"picked-{size}-ar")
    labels = page.evaluate("""() => [...document.querySelectorAll('[data-testid=row-who]')]
      .filter((e) => e.offsetParent).map((e) => { const s = getComputedStyle(e);
        return [e.textContent, parseFloat(s.fontSize), parseFloat(s.lineHeight),
                e.scrollHeight, e.clientHeight]; })""")
    assert labels
    # what a screen reader says of the rows and tiles: Arabic commas, not Latin ones
    # ("المجموع 0, فارغ"); and each trophy's words in its title too (a tap on "🏆×7" said
    # nothing of what it costs)
    said = page.evaluate("""() => [...document.querySelectorAll(
      '.bc-board .row[aria-label], .bc-board .tile-art[aria-label]')]
      .map((e) => e.getAttribute('aria-label'))""")
    assert said and not [w for w in said if "," in w], said
    assert page.evaluate("""() => [...document.querySelectorAll('.trophy[aria-label]')]
      .every((e) => e.title === e.getAttribute('aria-label'))""")
    for text, font, line, need, room in labels:
        assert font >= 11 and line >= 1.4 * font, (text, font, line)
        assert need <= room, (text, need, room)  # nothing of the letters cut
    # each tile's middle band: its words inside it, nothing of a row's drawn over them
    for tile in page.locator(".tile:not(.removed)").all():
        middle = tile.locator(".tile-middle").bounding_box()
        words = tile.locator("[data-testid=tile-rule]").bounding_box()
        assert middle["y"] <= words["y"] and words["y"] + words["height"] <= middle["y"] + \
            middle["height"] + 0.5, (middle, words)
        for row in tile.locator(".row.target, .row.hinted").all():
            reach = row.evaluate("""(r) => { const b = r.getBoundingClientRect();
              const s = getComputedStyle(r); const out = s.outlineStyle === 'none' ? 0
                : parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset);
              return { x: b.x - out, y: b.y + scrollY - out, width: b.width + 2 * out,
                       height: b.height + 2 * out }; }""")
            assert not overlap(reach, words), (reach, words)
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")


def refusal_clear_of_play(page) -> None:
    """The refusal's words cover none of the hand's cards, the trophies nor a tile's rule."""
    said = bbox(page, "[data-testid=hand-why]")
    # (and not your own panel: it covered your cubes, trophies and "0/3")
    covered = [".trophy-row", "[data-testid=hand] .card", "[data-testid=tile-rule]",
               ".hand-dock .player-panel"]
    for selector in covered:
        for part in page.locator(selector).all():
            if part.is_visible():
                assert not overlap(said, part.bounding_box()), (selector, said)


@pytest.mark.parametrize(("size", "lang"), [("390", "ar"), ("360", "ar"), ("laptop", "en")])
def test_a_refusal_covers_no_card_trophy_or_rule_and_goes_by_itself(
        new_page, live_server, size, lang):
    """The reason lay over the bottom 40 px of the cards and stayed until another tap."""
    table = balloon_cup_at(live_server, busy)
    page = seated(new_page, table, lang, **({"laptop": LAPTOP} | SIZES)[size])
    dim = page.locator("[data-testid=hand] .card.dim").first
    dim.click(force=True)  # (aria-disabled: a person taps it all the same)
    why = page.locator("[data-testid=hand-why]")
    why.wait_for(timeout=STEP_MS)
    shot(page, f"why-dim-{size}-{lang}")
    refusal_clear_of_play(page)
    page.locator(".player-panel[data-player='1']").click()  # a tap elsewhere takes it away
    why.wait_for(state="detached", timeout=STEP_MS)
    # the longest reason: a picked card's row that has no place of its colour
    card = page.locator("[data-testid=hand] .card.playable").first
    card.click()
    page.locator(".row:not(.target)").first.click()
    why.wait_for(timeout=STEP_MS)
    shot(page, f"why-{size}-{lang}")
    refusal_clear_of_play(page)
    why.wait_for(state="detached", timeout=STEP_MS)  # by itself, no tap


@pytest.mark.parametrize(("lang", "options"), [("en", LAPTOP), ("ar", PHONE)])
def test_a_claims_guide_says_which_trophy_opens_whole_and_goes_once_claimed(
        new_page, live_server, lang, options):
    """The guide said "the rules make a claim without 3-for-1 compulsory", cut at three lines,
    its ▾ did nothing, and it stayed while the other player moved after the claim."""
    # (two compulsory claims, in the order you choose: a lone one the page takes for you)
    table = balloon_cup_at(live_server, claim_must)
    state = table.state(0)
    colours = [m.split()[1] for m in state["legal"] if m.startswith("claim")]
    colour = colours[0]
    cubes = [state["view"]["players"][0]["cubes"][c] for c in colours]
    page = seated(new_page, table, lang, **options)
    guide = page.locator("[data-testid=guide][data-step=claimMust] .guide-text")
    guide.wait_for(timeout=STEP_MS)
    words = guide.inner_text()
    if lang == "en":
        assert f"You have {cubes[0]} {colour} and {cubes[1]} {colours[1]} cubes: the {colour} "
        f"and {colours[1]} trophies are yours" in words, words
    else:
        feminine = {"red": "الحمراء", "yellow": "الصفراء", "green": "الخضراء",
                    "blue": "الزرقاء", "gray": "الرمادية"}
        assert all(feminine[c] in words for c in colours) and "فلك كأسان" in words, words
    rest = words
    for n in cubes:
        rest = rest.replace(str(n), "", 1)
    assert "3" not in rest  # no 3-for-1 jargon
    box = guide.bounding_box()
    # the ▾ sits at the text's inline end, at its foot: a tap there opens the whole text
    x = box["x"] + (4 if lang == "ar" else box["width"] - 4)
    page.mouse.click(x, box["y"] + box["height"] - 4)
    assert guide.get_attribute("aria-expanded") == "true"
    assert guide.evaluate("(g) => g.scrollHeight <= g.clientHeight + 1")
    shot(page, f"claim-guide-{lang}")
    page.locator(f"[data-testid=claims] button[data-move='claim {colour}']").click()
    page.wait_for_function("() => !document.querySelector('[data-step=claimMust]')",
                           timeout=STEP_MS)
    # the cubes paid land on the trophy just claimed, not over the "1/3" count: both boxes
    # read in one moment, once the page stands still (the panel moves as the claims go)
    settle(page)
    boxes = page.evaluate("""() => {
      const paid = document.querySelector("[data-player='0'] [data-testid=paid-cubes]");
      const count = document.querySelector("[data-player='0'] .trophy-count");
      const box = (e) => { const r = e.getBoundingClientRect();
                           return {x: r.x, y: r.y, width: r.width, height: r.height}; };
      return paid && paid.getClientRects().length
        ? {on_trophy: !!paid.closest('.trophy'), paid: box(paid), count: box(count)} : null;
    }""")
    if boxes is not None:  # (none under reduced motion)
        assert boxes["on_trophy"], boxes
        assert not overlap(boxes["paid"], boxes["count"]), boxes


def test_a_full_row_keeps_its_label_beside_it_on_a_laptop(new_page, live_server):
    """A row's fourth card put "Amelia 22" under the cards and moved the tile's picture down."""
    table = balloon_cup_at(live_server, full_row)
    page = seated(new_page, table, "en", **LAPTOP)
    shot(page, "full-row-1280-en")
    arts = page.evaluate("""() => [...document.querySelectorAll('.tile:not(.removed)')].map(
      (t) => t.querySelector('.tile-art').getBoundingClientRect().top)""")
    assert max(arts) - min(arts) < 1, arts
    for row in page.locator(".row").all():
        if row.locator(".card").count() < 4:
            continue
        cards = row.locator(".card").last.bounding_box()
        label = row.locator(".row-end").bounding_box()
        assert label["y"] < cards["y"] + cards["height"], (cards, label)  # beside, not under
        assert not overlap(label, cards)


@pytest.mark.parametrize(("lang", "options"), [("en", LAPTOP), ("ar", PHONE)])
def test_a_hint_says_why(new_page, live_server, lang, options):
    table = balloon_cup_at(live_server, busy)
    page = seated(new_page, table, lang, **options)
    page.locator("[data-testid=hint]").click()
    hint = page.locator("[data-testid=hint-text]")
    hint.wait_for(timeout=STEP_MS)
    # (the reason is in the whole sentence on the board, above the hand)
    words = page.locator("[data-testid=bc-hint]").inner_text()
    assert " — " in words, words
    reason = words.split(" — ", 1)[1]
    tile = hint.get_attribute("data-move").split("@")[1].split(":")[0]
    assert tile in reason and any(rule in reason for rule in (
        ("lower total wins", "higher total wins") if lang == "en" else ("الأقل يفوز", "الأعلى يفوز")
    )), reason


def test_the_game_over_window_has_a_table_of_the_game(new_page, live_server):
    """The game-over window's details held only the fair-shuffle note: now, as BGA's end
    table, per player the tiles won, the cubes won of each colour and the trophies."""
    table = finished_table(live_server, "balloon-cup", seed=14)
    view = API.get(f"{table.base}/api/tables/{table.id}/state").json()["view"]
    page = new_page(**LAPTOP)
    page.goto(table.url(None, "en"))
    end = page.locator("[data-testid=game-over] [data-testid=bc-end-table]")
    end.wait_for(timeout=STEP_MS)
    scores = [e for e in view["events"] if e["type"] == "score"]
    for seat in (0, 1):
        cells = end.locator(f"tr[data-seat='{seat}'] td").all_inner_texts()
        won = [e for e in scores if e["winner"] == seat]
        assert cells[0] == str(len(won))
        for i, colour in enumerate(("red", "yellow", "green", "blue", "gray")):
            assert cells[1 + i] == str(sum(e["cubes"].count(colour) for e in won)), colour
        assert cells[-1] == f"{len(view['players'][seat]['trophies'])}/3"
    shot(page, "end-table-1280-en")


def test_the_end_says_which_cubes_each_number_counts_and_names_fit(new_page, live_server):
    """"cubes: 7" above a table of the cubes won all game: two numbers, neither said which; at
    390 px the name "ضيف 1916 (أنت)" took three lines."""
    table = finished_table(live_server, "balloon-cup", seed=14)
    page = new_page(**PHONE)
    page.goto(table.url(None, "ar"))
    end = page.locator("[data-testid=game-over] [data-testid=bc-end-table]")
    end.wait_for(timeout=STEP_MS)
    assert "المكعبات الباقية:" in page.locator("[data-testid=game-over] .result").inner_text()
    assert end.locator("th[scope=colgroup]").inner_text() == "المكعبات المكتسبة طوال اللعبة"
    for name in end.locator("th[scope=row]").all():
        lines = name.evaluate("""(th) => { const r = document.createRange();
          r.selectNodeContents(th); return new Set([...r.getClientRects()]
            .map((b) => Math.round(b.top))).size; }""")
        assert lines <= 2, (name.inner_text(), lines)
    box, window = end.bounding_box(), bbox(page, "[data-testid=game-over]")
    assert window["x"] <= box["x"] and box["x"] + box["width"] <= window["x"] + window["width"]
    shot(page, "end-table-390-ar")


def test_every_tile_decided_since_your_move_is_listed():
    """You won tile 3, the bot's next card decided tile 1, and the line under the board showed
    tile 1 alone: each tile decided since your own last turn is news, oldest first."""
    script = """
const score = (tile, after) => ({ type: "score", tile, after_move: after, winner: 0, sums: [3, 9],
  cubes: ["red"], tie: false, side: "plains" });
const view = { moves: [[0, "red1@3:0"], [1, "blue2@1:1"], [1, "claim red"], [1, "stop"]],
  events: [score(2, 0), score(3, 1), score(1, 2)] };
console.log(JSON.stringify([m.freshScores(view, 0).map((e) => e.tile),
  m.freshScores(view, 1).map((e) => e.tile), m.freshScores(view, null).map((e) => e.tile)]));
"""
    said = json.loads(page_words('export { freshScores } from "./src/games/balloon_cup.jsx";',
                                 script, "en"))
    # seat 0 moved after tile 2's scoring: tiles 3 and 1 since; seat 1 placed after tile 3
    assert said == [[3, 1], [1], [3, 1]], said


@pytest.mark.parametrize(("lang", "shut"), [("ar", "◂"), ("en", "▸")])
def test_the_phones_fold_away_headings_show_their_arrow(new_page, live_server, lang, shut):
    """"Game log (2)" on a phone lost its triangle (a flex summary has none) and read as dead
    grey words. (Balloon Cup's "All legal moves" is not under a phone's hand any more: the
    board offers every move.)"""
    table = balloon_cup_at(live_server, busy)
    page = seated(new_page, table, lang, **PHONE)
    assert page.locator(".all-moves").count() == 1 and page.locator(".all-moves").is_hidden()
    marker = """(s) => getComputedStyle(document.querySelector(s), '::before').content"""
    for heading in (".game-log > summary",):
        page.locator(heading).wait_for(timeout=STEP_MS)
        assert page.evaluate(marker, heading) == f'"{shut}"', heading
        page.locator(heading).click()
        assert page.evaluate(marker, heading) == '"▾"', heading
    shot(page, f"summaries-open-{lang}")
