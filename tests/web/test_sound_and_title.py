"""Sound and touch (issue 31): a move and the turn coming back make sounds synthesized in the
page (Web Audio oscillators: counted here by wrapping the browser's own), the turn buzzes a
phone, one mute switch silences both and is remembered; "Your turn" is in the tab's title
while the tab is hidden, and the title goes back when it is seen."""

from __future__ import annotations

import pytest

from .tables import STEP_MS, create_table, open_table

pytestmark = pytest.mark.browser

#: before any script of the page: count oscillators and buzzes, and let the test say whether
#: the tab is hidden (document.visibilityState follows window.__hidden)
SPY = """
window.__osc = 0; window.__buzz = 0; window.__hidden = false;
const proto = BaseAudioContext.prototype;
const make = proto.createOscillator;
proto.createOscillator = function () {
  window.__osc += 1; return make.call(this); };
Object.defineProperty(navigator, 'vibrate', {
  value: () => { window.__buzz += 1; return true; }, configurable: true });
Object.defineProperty(document, 'visibilityState', {
  get: () => (window.__hidden ? 'hidden' : 'visible'), configurable: true });
"""

MINE_AGAIN = """(n) => { const t = document.querySelector('[data-testid=table]');
  return t && Number(t.dataset.n) > n && t.dataset.mine === '1'; }"""


def play_one(page, table) -> None:
    """Seat 0 plays its first legal move through the API; the bot answers; our turn again."""
    state = table.state(0)
    table.play(0, state["legal"][0])
    page.wait_for_function(MINE_AGAIN, arg=state["n"], timeout=STEP_MS)


def test_sounds_buzz_and_the_title_and_one_remembered_mute_switch(new_page, live_server):
    table = create_table(live_server, "balloon-cup", seed=5)
    page = new_page(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page.add_init_script(SPY)
    open_table(page, table)
    assert page.get_attribute("[data-testid=sound-switch]", "aria-pressed") == "true"
    page.evaluate("window.__hidden = true; document.dispatchEvent(new Event('visibilitychange'))")
    page.wait_for_function("document.title === 'Your turn — Balloon Cup'", timeout=STEP_MS)
    page.evaluate("window.__hidden = false; document.dispatchEvent(new Event('visibilitychange'))")
    page.wait_for_function("document.title === 'gametable'", timeout=STEP_MS)

    play_one(page, table)  # a card, the bot's card, our turn: sounds and a buzz
    page.wait_for_function("window.__osc >= 4 && window.__buzz >= 1", timeout=STEP_MS)

    page.click("[data-testid=sound-switch]")  # mute: remembered in this browser
    assert page.get_attribute("[data-testid=sound-switch]", "aria-pressed") == "false"
    page.reload()
    page.wait_for_selector("[data-testid=sound-switch][aria-pressed=false]", timeout=STEP_MS)
    before = page.evaluate("[window.__osc, window.__buzz]")
    assert before == [0, 0]  # a fresh page: counted from here
    play_one(page, table)
    n = table.state(0)["n"]
    page.wait_for_selector(f"[data-testid=table][data-n='{n}']", timeout=STEP_MS)
    assert page.evaluate("[window.__osc, window.__buzz]") == [0, 0]  # silent, and no buzz


def test_the_title_says_your_turn_when_it_comes_while_the_tab_is_hidden(new_page, live_server):
    table = create_table(live_server, "balloon-cup", seed=6, bot_delay=0.8)
    page = new_page()
    page.add_init_script(SPY)
    open_table(page, table)
    page.evaluate("window.__hidden = true; document.dispatchEvent(new Event('visibilitychange'))")
    state = table.state(0)
    table.play(0, state["legal"][0])  # the bot's turn: not ours, so the plain title
    page.wait_for_function(
        "(n) => Number(document.querySelector('[data-testid=table]').dataset.n) > n",
        arg=state["n"], timeout=STEP_MS)
    page.wait_for_function(MINE_AGAIN, arg=state["n"], timeout=STEP_MS)  # the bot moved
    # (the title follows in an effect, after the render that marks the turn ours: waited for,
    # a read at once failed now and then)
    page.wait_for_function("document.title === 'Your turn — Balloon Cup'", timeout=STEP_MS)
