"""What the Baloot board offers and marks, as a Saudi player expects it: one project per card
(the biggest), no Akka with an Ace, the seat leading the trick under way marked (not the
hand's first leader), the Arabic terms alongside the moment they are switched on, and whose
contract each row of the score sheet was."""

from __future__ import annotations

import json
import re

import pytest

import gametable

from .helpers import page_words
from .tables import STEP_MS, create_table, open_table, seat_names

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def scripted(s: gametable.GameState, seat: int, hokum_first: bool) -> str:
    """The moves that bring seeds 65 and 1 to their positions (found with this policy)."""
    legal = s.legal_moves(seat)
    bids = ("hokum", "hokum:S", "sun") if not hokum_first else (
        "hokum", "hokum:S", "hokum:H", "hokum:D", "hokum:C")
    for move in bids:
        if move in legal:
            return move
    cards = [m for m in legal if re.fullmatch(r"[789TJQKA][SHDC]", m)]
    if hokum_first:
        return "pass" if "pass" in legal else (cards or legal)[-1]
    return (cards or legal)[0]


def bring(table, seed: int, moves: int, hokum_first: bool) -> list[str]:
    """Plays ``moves`` moves of the scripted game through the API; seat 0's legal moves then."""
    engine = gametable.new_game("baloot", seed=seed, hands=1)
    for _ in range(moves):
        seat = engine.to_act[0]
        move = scripted(engine, seat, hokum_first)
        engine.play(seat, move)
        table.play(seat, move)
    assert table.state(0)["legal"] == engine.legal_moves(0)
    return engine.legal_moves(0)


def buttons(page) -> list[str]:
    page.locator("[data-testid=controls] button").first.wait_for(timeout=STEP_MS)
    return page.eval_on_selector_all("[data-testid=controls] button",
                                     "els => els.map((e) => e.dataset.move)")


def test_one_project_per_card_the_biggest(browser, live_server):
    table = create_table(live_server, "baloot", people=4, seed=65, options={"hands": 1})
    legal = bring(table, 65, 2, hokum_first=False)
    assert {"fifty:QD-9D", "hundred:KD-9D", "sira:JD-9D"} <= set(legal)
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        open_table(page, table)
        # K♦ Q♦ J♦ 10♦ 9♦: the Hundred alone (every Sira and Fifty shares its cards)
        assert buttons(page) == ["hundred:KD-9D"]
    finally:
        context.close()


def test_no_akka_with_an_ace(browser, live_server):
    table = create_table(live_server, "baloot", people=4, seed=1, options={"hands": 1})
    legal = bring(table, 1, 23, hokum_first=True)
    assert "AH+akka" in legal
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        open_table(page, table)
        page.locator("[data-testid=hand] .pcard.playable").first.wait_for(timeout=STEP_MS)
        shown = page.eval_on_selector_all("[data-testid=controls] button",
                                          "els => els.map((e) => e.dataset.move)")
        assert "AH+akka" not in shown
        assert shown == [m for m in legal if m.endswith("+akka") and m[0] != "A"]
        # the Ace is played as any card
        assert page.locator("[data-testid=hand] .pcard.playable[data-card='AH']").count() == 1
    finally:
        context.close()


def test_the_seat_leading_the_trick_is_marked(browser, live_server):
    table = create_table(live_server, "baloot", people=4, seed=1, options={"hands": 1})
    bring(table, 1, 23, hokum_first=True)  # some tricks in, seat 0 to lead
    view = table.state(0)["view"]
    assert view["phase"] == "playing" and view["trick"]["leader"] == 0
    assert view["positions"]["P1"] != 0  # the hand's first leader is another seat
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        open_table(page, table)
        marks = page.locator("[data-testid=plays-first]")
        assert marks.count() == 1
        seat = marks.first.evaluate("(e) => e.closest('.b-seat').dataset.seat")
        assert seat == "0" and marks.first.inner_text().endswith("leads")
    finally:
        context.close()


def test_the_arabic_terms_come_the_moment_they_are_switched_on(browser, live_server):
    table = create_table(live_server, "baloot", options={"hands": 1})
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        open_table(page, table)
        sheet = page.locator("[data-testid=score-sheet] b").first
        assert sheet.inner_text() == "Score sheet"
        page.check("[data-testid=glosses]")
        page.wait_for_function(
            "() => document.querySelector('[data-testid=score-sheet] b').textContent"
            ".includes('النشرة')", timeout=2000)  # at once, not at the next move
    finally:
        context.close()


def test_each_row_of_the_score_sheet_says_whose_contract(browser, live_server):
    table = create_table(live_server, "baloot", people=4, seed=65, options={"hands": 2})
    engine = gametable.new_game("baloot", seed=65, hands=2)
    while engine.view(0)["hand_no"] == 1:
        seat = engine.to_act[0]
        move = scripted(engine, seat, hokum_first=False)
        engine.play(seat, move)
        table.play(seat, move)
    buyer = engine.view(0)["score_sheet"][0]["buyer"]
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        open_table(page, table, mine=False)
        tag = page.locator("[data-testid=score-sheet] [data-testid=sheet-buyer]")
        tag.first.wait_for(timeout=STEP_MS)
        assert tag.first.inner_text() == ("Us" if buyer % 2 == 0 else "Them")
    finally:
        context.close()


def test_your_own_call_does_not_lie_over_your_buttons(browser, live_server):
    """Asked again (a Hokum bought after your pass), your buttons are up: your seat's bubble
    "Pass" lay over the top of them; the others' bubbles stay, and yours is a chip in your
    name's bar, clear of the buttons (left out, your own calls never showed on your seat)."""
    table = create_table(live_server, "baloot", people=4, seed=0, options={"hands": 1})
    for seat, move in [[0, "pass"], [1, "pass"], [2, "pass"], [3, "pass"], [0, "pass"],
                       [1, "hokum:C"], [2, "pass"], [3, "pass"]]:
        table.play(seat, move)
    assert table.state(0)["legal"] == ["pass", "sun"]
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    try:
        open_table(page, table, lang="ar")
        assert set(buttons(page)) == {"sun", "pass"}
        mine = page.locator("[data-testid=call-0]")
        assert mine.inner_text() == "بس"
        assert mine.evaluate("(e) => !!e.closest('.name')")  # in your name's bar
        chip = mine.bounding_box()
        for button in page.locator("[data-testid=controls] button").all():
            box = button.bounding_box()
            assert (chip["y"] >= box["y"] + box["height"] or chip["y"] + chip["height"] <= box["y"]
                    or chip["x"] >= box["x"] + box["width"]
                    or chip["x"] + chip["width"] <= box["x"])
        assert page.locator("[data-testid=call-1]").count() == 1  # Hokum ♣, said
    finally:
        context.close()


#: each doubling round's pass in words, by the doubling's level (run by ``page_words``)
DECLINES = """
const { moveLabel, levelsBefore, describeMove } = m;
const calls = [{ seat: 1, call: "double" }, { seat: 0, call: "pass" }];
const view = (level) => ({ phase: "doubling", doubling: { level, closed: false, calls } });
console.log(JSON.stringify({
  buttons: [1, 2, 3, 4].map((level) => moveLabel("pass", "doubling", null, { level })),
  levels: levelsBefore([{ call: "double" }, { call: "pass" }, { call: "three" }, { call: "pass" }]),
  hint: describeMove("pass", { seat: 0, name: () => "Salem", hint: true, view: view(2) }),
}));
"""


@pytest.mark.parametrize("lang,words", [
    ("en", ["No double", "No three", "No four", "No gahwa"]),
    ("ar", ["بدون دبل", "بدون ثري", "بدون فور", "بدون قهوة"]),
])
def test_a_doubling_rounds_pass_declines_the_raise_it_is_asked(lang, words):
    """The buyers asked for Three read "No double" under their pass: each pass says what it
    declines at the doubling's level (the button, the seat's bubble, the log, the hint)."""
    said = json.loads(page_words('export * from "./src/describe/baloot.js";', DECLINES, lang))
    assert said["buttons"] == words
    assert said["levels"] == [1, 2, 2, 3]  # the level each call was made at
    assert words[1] in said["hint"], said["hint"]


def test_after_ashkal_the_contract_says_who_takes_the_ground_card(new_page, live_server):
    """Ashkal is bought by its caller and the ground card goes to the caller's partner: the
    contract said only "Ashkal (Sun) · Buyer: Guest (you)", which a player read as the wrong
    taker. It names both."""
    table = create_table(live_server, "baloot", people=4, seed=3, options={"hands": 1})
    seat = None  # who calls Ashkal: the first who may; everyone else passes (no double)
    while (view := table.state(0)["view"])["phase"] in ("bidding", "doubling"):
        assert view["hand_no"] == 1, "nobody could call Ashkal in the first deal"
        now = table.state(0)["to_act"][0]
        legal = table.state(now)["legal"]
        if seat is None and "ashkal" in legal:
            seat = now
            table.play(now, "ashkal")
        else:
            table.play(now, "pass" if "pass" in legal else legal[0])
    assert view["contract"]["type"] == "ashkal" and view["contract"]["buyer"] == seat
    assert view["taker"] == seat ^ 2
    page = new_page(viewport={"width": 1280, "height": 800})
    open_table(page, table, mine=False)
    contract = page.locator("[data-testid=contract]")
    contract.wait_for(timeout=STEP_MS)
    names = seat_names(table)  # (once the page has opened its seat: the guest's name then)
    taker = page.locator("[data-testid=ground-taker]")
    assert names[seat] in contract.inner_text()  # the buyer
    assert taker.inner_text().strip() == f"· Ground card to {names[seat ^ 2]}"


#: a doubled hand lost by a team that held a Baloot (run by ``page_words``)
KEPT = """
const { outcomeWhy } = m;
const row = { contract: "hokum:S", outcome: "doubled", level: 2, baloot: [1, 0], points: [2, 44] };
console.log(JSON.stringify({ kept: outcomeWhy(row),
  none: outcomeWhy({ ...row, baloot: [0, 0], points: [0, 44] }) }));
"""


def test_a_lost_doubled_hand_says_why_its_baloot_still_scored():
    """A reviewer's team lost its double and still scored 2, while the summary said "all its
    points go to the team that wins it": the Baloot's 2 stay with its team, said so."""
    said = json.loads(page_words('export { outcomeWhy } from "./src/describe/baloot.js";', KEPT,
                                 "en"))
    assert said["kept"].endswith("A Baloot's 2 points stay with the team that holds it."), said
    assert "Baloot" not in said["none"], said
