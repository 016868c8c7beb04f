"""Baloot as a newcomer played it (phone 390×844 Arabic, laptop 1280×800 English): what the
table says must be true at the moment it is said."""

from __future__ import annotations

import pytest

from .conftest import shot
from .layout_checks import OVERLAPS
from .tables import STEP_MS, baloot_choice_in_trick_two, create_table, open_table, play_first

pytestmark = pytest.mark.browser

#: every change to the board after the second tap, in order: is the raised card's line up,
#: is the card still in the hand
WATCH_RAISED = """(card) => {
  window.__seen = [];
  const look = () => window.__seen.push({
    why: !!document.querySelector('[data-testid=hand-why]'),
    inHand: !!document.querySelector(`[data-testid=hand] [data-card='${card}']`),
  });
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true,
    attributes: true, characterData: true });
}"""


def test_the_raised_cards_line_goes_when_the_card_is_played(new_page, live_server):
    """"You raised K♠: touch it again to play it" stayed 0.6-0.8 s after the second touch had
    played the card. It goes with that touch, before the card leaves the hand."""
    table, cards = baloot_choice_in_trick_two(live_server)
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    open_table(page, table, "ar")
    card = page.locator(f"[data-testid=hand] [data-card='{cards[0]}']")
    card.tap()
    page.locator("[data-testid=hand-why]").wait_for(timeout=STEP_MS)
    assert "المس" in page.locator("[data-testid=hand-why]").inner_text()
    page.evaluate(WATCH_RAISED, cards[0])
    card.tap()
    page.wait_for_function("() => window.__seen.some((s) => !s.inHand)", timeout=STEP_MS)
    seen = page.evaluate("window.__seen")
    # the line is gone before the card leaves the hand, and not back with the card played
    gone = next(i for i, s in enumerate(seen) if not s["why"])
    left = next(i for i, s in enumerate(seen) if not s["inHand"])
    assert gone < left, seen
    assert not any(s["why"] for s in seen[gone:]), seen
    shot(page, "baloot-played-no-raised-line-390-ar")


#: the boxes on the board that a line over it may not cover: cards, seats' names and marks
UNDER_LINE = (".baloot-board .pcard, .baloot-board .seat-name, .baloot-board .b-seat .name,"
              " .baloot-board .calls, .baloot-board .contract, .baloot-board .b-controls button,"
              " .baloot-board .backs")


@pytest.mark.parametrize("size,lang,words", [
    ((1280, 800), "en", "Ashkal: a Sun for their partner"), ((390, 844), "ar", "أشكل"),
])
def test_the_claim_line_names_the_ashkal_and_covers_no_seat(new_page, live_server, size, lang,
                                                            words):
    """"Faisal bid Sun. You bid before them…" when Faisal had said Ashkal, and the line lay
    across both opponents' cards on a laptop. It names the call (an Ashkal is a Sun for the
    caller's partner) and covers no seat's cards or name."""
    # seed 3: seat 0 passes, seat 3 calls Ashkal, seat 0 (before it) may take the Sun
    table = create_table(live_server, "baloot", people=4, seed=3, options={"hands": 1},
                         names={1: "Faisal", 2: "Noura", 3: "Salem"})
    while (state := table.state(0))["view"]["bidding"]["stage"] != "claim" or not state["legal"]:
        seat = state["view"]["to_act"][0]
        legal = table.state(seat)["legal"]
        table.play(seat, "ashkal" if seat & 1 and "ashkal" in legal else "pass")
    caller = next(c["seat"] for c in state["view"]["bidding"]["calls"] if c["call"] == "ashkal")
    partner = {1: "Salem", 3: "Faisal"}[caller]
    page = new_page(viewport={"width": size[0], "height": size[1]})
    open_table(page, table, lang)
    line = page.locator("[data-testid=claim-why]")
    said = line.inner_text()
    assert words in said and partner in said, said
    shot(page, f"baloot-claim-ashkal-{size[0]}-{lang}")
    assert line.evaluate(OVERLAPS, UNDER_LINE) == [], line.evaluate(OVERLAPS, UNDER_LINE)


#: the boxes a seat's announcement may not cover: the guide's button, every seat's name
UNDER_CHIP = ("[data-testid=guide-open], [data-testid=guide-closed] button,"
              " .baloot-board .b-seat .name, .baloot-board .pcard, .baloot-board .contract-wrap,"
              " [data-testid=table] button")


@pytest.mark.parametrize("size,lang,words", [
    ((390, 844), "ar", "خمسين"), ((360, 740), "en", "Fifty"), ((1280, 800), "en", "Fifty"),
])
def test_the_partners_project_reads_as_a_run_and_covers_no_control(new_page, live_server, size,
                                                                     lang, words):
    """The partner's "Fifty 8♦ 9♦ 10♦ J♦" lay over the guide's button on a phone, on three
    lines read right to left ("9♦ 8♦ / J♦ 10♦"). It reads "Fifty 8–J♦" left to right on one
    line, over no control, card or seat's name."""
    # seed 19: seat 2 buys Sun and holds J♦ 10♦ 9♦ 8♦
    table = create_table(live_server, "baloot", people=4, seed=19, options={"hands": 1},
                         names={1: "Faisal", 2: "Noura", 3: "Salem"})
    while not (view := table.state(0)["view"])["tricks"] or view["trick"]["cards"]:
        seat = view["to_act"][0]
        if "fifty:JD-8D" in table.state(seat)["legal"]:
            table.play(seat, "fifty:JD-8D")
        play_first(table, seat)
    assert [p["seat"] for p in view["projects"]] == [2], view["projects"]
    page = new_page(viewport={"width": size[0], "height": size[1]},
                    is_mobile=size[0] < 500, has_touch=size[0] < 500)
    open_table(page, table, lang, mine=False)
    page.locator("[data-testid=guide-off]").click()  # the guide closed: its button at the top
    page.locator("[data-testid=guide-open]").wait_for(timeout=STEP_MS)
    chip = page.locator("[data-testid=said-2]")
    assert chip.inner_text() == f"{words} 8–J♦", chip.inner_text()
    assert chip.locator("bdi").get_attribute("dir") == "ltr"
    line = chip.evaluate("(e) => parseFloat(getComputedStyle(e).lineHeight)"
                         " || parseFloat(getComputedStyle(e).fontSize) * 1.3")
    box = chip.bounding_box()
    shot(page, f"baloot-partner-project-{size[0]}-{lang}")
    assert box["height"] < 2 * line, (box, line)  # one line
    assert box["x"] >= 0 and box["x"] + box["width"] <= size[0], box
    assert chip.evaluate(OVERLAPS, UNDER_CHIP) == [], chip.evaluate(OVERLAPS, UNDER_CHIP)


@pytest.mark.slow
@pytest.mark.parametrize("size,lang,keep,kept", [
    ((390, 844), "ar", "المسها عشان تثبت", "ثبتت — اضغط «الجولة التالية» إذا خلصت"),
    ((1280, 800), "en", "Click to keep it", "Kept — press “Next hand”"),
])
def test_the_summary_says_a_touch_keeps_it(new_page, live_server, size, lang, keep, kept):
    """The hand's summary moves on after 6 s and a touch keeps it, but only a thin bar ran out:
    words by the bar say so ("Tap to keep it", "Click…" with a mouse), and once kept, which
    button moves on."""
    table = create_table(live_server, "baloot", people=4, seed=3, options={"hands": 2})
    phone = size[0] < 500
    page = new_page(viewport={"width": size[0], "height": size[1]}, is_mobile=phone,
                    has_touch=phone)
    open_table(page, table, lang, mine=False)
    while table.state(0)["view"].get("hand_no", 1) == 1:
        play_first(table, table.state(0)["to_act"][0])
    note = page.locator("[data-testid=hand-summary] [data-testid=read-left-note]")
    note.wait_for(timeout=STEP_MS)
    # (read while its time runs: the bar and its words together)
    said = page.evaluate("""() => [document.querySelector('[data-testid=read-left-note]')
      ?.textContent, !!document.querySelector('[data-testid=read-left]')]""")
    assert said == [keep, True], said
    title = page.locator("[data-testid=hand-summary] h2")
    title.tap() if phone else title.click()
    page.wait_for_selector("[data-testid=hand-summary][data-kept='1']", timeout=STEP_MS)
    assert note.inner_text() == kept
    assert page.locator("[data-testid=read-left]").count() == 0
    shot(page, f"baloot-summary-kept-{size[0]}-{lang}")


#: while the partner's card flies from its seat to the trick, each frame: is the topmost thing
#: at the card's middle the card (or in it), or the contract's box with its tabs over it
WATCH_FLIGHT = """(card) => { window.__flight = new Promise((resolve) => {
  const seen = [];
  const look = () => {
    const el = document.querySelector(`[data-testid=trick] [data-card='${card}']`);
    const flying = el && el.getAnimations().some((a) => a.playState === 'running');
    if (el && flying) {
      const r = el.getBoundingClientRect();
      // (a card on its way takes no tap, so the point's topmost element would never be it: it
      // is made to, here, to see what is drawn on top)
      el.style.pointerEvents = 'auto';
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      seen.push({ y: Math.round(r.top), on: !!top && el.contains(top),
        over: top?.closest('.contract-wrap') ? 'contract' : top?.className || '' });
    }
    if (el && !flying && seen.length) resolve(seen);
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}); }"""


@pytest.mark.motion
def test_the_partners_card_flies_over_the_contracts_box(new_page, live_server):
    """On a phone the partner's card in the trick was seen under the contract's box and its
    "Last trick" tab, half hidden: caught in its flight from the partner's name down to the
    trick (300 ms, from over the box), under the box's layer. It flies over it."""
    table = create_table(live_server, "baloot", people=4, seed=49, options={"hands": 2})
    while (state := table.state(0))["to_act"][0] != 2 or state["view"]["phase"] != "playing":
        play_first(table, state["to_act"][0])
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                    device_scale_factor=2)
    open_table(page, table, "ar", mine=False)
    card = next(m for m in table.state(2)["legal"] if len(m) == 2)
    page.evaluate(WATCH_FLIGHT, card)
    table.play(2, card)
    seen = page.evaluate("window.__flight")
    contract = page.locator(".contract-wrap").bounding_box()
    # (its way crossed the box: the frames seen where the box lies)
    assert any(frame["y"] < contract["y"] + contract["height"] for frame in seen), (seen, contract)
    assert all(frame["on"] for frame in seen), seen
